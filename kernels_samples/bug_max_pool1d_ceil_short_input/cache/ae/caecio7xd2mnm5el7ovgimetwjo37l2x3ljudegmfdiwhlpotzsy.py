# AOT ID: ['0_forward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/caps/bug_max_pool1d_ceil_short_input/cache/sk/cskd2a36cj274f2sqboljq4xcpqlaq3tmwedhrjycqdtbnxle77v.py
# Topologically Sorted Source Nodes: [tanh, chunk, max_pool1d], Original ATen: [aten.tanh, aten.split, aten.unsqueeze, aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   chunk => split
#   max_pool1d => _low_memory_max_pool_with_offsets, getitem_3, unsqueeze
#   tanh => tanh
# Graph fragment:
#   %primals_3 : Tensor "f32[1, s27, s53][s27*s53, s53, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %tanh : Tensor "f32[1, s27, s53][s27*s53, s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%primals_3,), kwargs = {})
#   %split : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%tanh, %floordiv, 2), kwargs = {})
#   %unsqueeze : Tensor "f32[1, s27, 1, s53 - (((s53 + 2)//3))][s27*s53, s53, s53 - (((s53 + 2)//3)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_1, -2), kwargs = {})
#   %_low_memory_max_pool_with_offsets : [num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%unsqueeze, [1, 2], [1, 2], [0, 0], [1, 1], True), kwargs = {})
#   %getitem_3 : Tensor "i8[1, s27, 1, 1][s27, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets, 1), kwargs = {})
#   return %getitem_3
triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_0 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 1}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*i8', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 34, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_0(in_ptr0, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = tl.full([XBLOCK], True, tl.int1)[None, :]
    y0 = yindex
    tmp0 = tl.full([1, 1], 0, tl.int64)
    tmp1 = tmp0 >= tmp0
    tmp2 = tl.full([1, 1], 1, tl.int64)
    tmp3 = tmp0 < tmp2
    tmp4 = tmp1 & tmp3
    tmp5 = tl.full([1, 1], 0, tl.int32)
    tmp6 = tmp5 >= tmp0
    tmp7 = ks0 + (-1)*((2 + ks0) // 3)
    tmp8 = tmp5 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tmp4 & tmp9
    tmp11 = tl.load(in_ptr0 + (tl.broadcast_to(ks0*y0 + ((2 + ks0) // 3), [YBLOCK, XBLOCK])), tmp10 & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full(tmp12.shape, float("-inf"), tmp12.dtype)
    tmp14 = tl.where(tmp10, tmp12, tmp13)
    tmp15 = tl.full([1, 1], 1, tl.int32)
    tmp16 = tmp15 >= tmp0
    tmp17 = tmp15 < tmp7
    tmp18 = tmp16 & tmp17
    tmp19 = tmp4 & tmp18
    tmp20 = tl.load(in_ptr0 + (tl.broadcast_to(1 + ks0*y0 + ((2 + ks0) // 3), [YBLOCK, XBLOCK])), tmp19 & ymask, eviction_policy='evict_last', other=0.0)
    tmp21 = libdevice.tanh(tmp20)
    tmp22 = tl.full(tmp21.shape, float("-inf"), tmp21.dtype)
    tmp23 = tl.where(tmp19, tmp21, tmp22)
    tmp24 = tmp14 > tmp23
    tmp25 = tmp14 == tmp23
    tmp26 = tmp14 != tmp14
    tmp27 = tmp23 != tmp23
    tmp28 = tmp26 > tmp27
    tmp29 = tmp24 | tmp28
    tmp30 = tmp26 & tmp27
    tmp31 = tmp25 | tmp30
    tmp32 = tmp31 & tmp3
    tmp33 = tmp29 | tmp32
    tmp34 = tl.where(tmp33, tmp14, tmp23)
    tmp35 = tl.where(tmp33, tmp0, tmp2)
    tmp36 = tmp35.to(tl.int8)
    tl.store(out_ptr0 + (tl.broadcast_to(y0, [YBLOCK, XBLOCK])), tmp36, ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/bug_max_pool1d_ceil_short_input/cache/xb/cxbphywsrzwkndq5kdxwoo4tv6wdjyzvidy22p5g7opegnxqaync.py
# Topologically Sorted Source Nodes: [tanh, chunk, max_pool1d], Original ATen: [aten.tanh, aten.split, aten.unsqueeze, aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   chunk => split
#   max_pool1d => _low_memory_max_pool_with_offsets, unsqueeze
#   tanh => tanh
# Graph fragment:
#   %primals_3 : Tensor "f32[1, s27, s53][s27*s53, s53, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %tanh : Tensor "f32[1, s27, s53][s27*s53, s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%primals_3,), kwargs = {})
#   %split : [num_users=1] = call_function[target=torch.ops.aten.split.Tensor](args = (%tanh, %floordiv, 2), kwargs = {})
#   %unsqueeze : Tensor "f32[1, s27, 1, s53 - (((s53 + 2)//3))][s27*s53, s53, s53 - (((s53 + 2)//3)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_1, -2), kwargs = {})
#   %_low_memory_max_pool_with_offsets : [num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%unsqueeze, [1, 2], [1, 2], [0, 0], [1, 1], True), kwargs = {})
#   return %getitem_2
triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_1 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_1(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // ks0
    x0 = (xindex % ks0)
    x2 = xindex
    tmp0 = tl.full([1], 0, tl.int64)
    tmp1 = tmp0 >= tmp0
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp0 < tmp2
    tmp4 = tmp1 & tmp3
    tmp5 = 2*x1
    tmp6 = tmp5 >= tmp0
    tmp7 = ks1 + (-1)*((2 + ks1) // 3)
    tmp8 = tmp5 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tmp4 & tmp9
    tmp11 = tl.load(in_ptr0 + (2*x1 + ks1*x0 + ((2 + ks1) // 3)), tmp10 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full(tmp12.shape, float("-inf"), tmp12.dtype)
    tmp14 = tl.where(tmp10, tmp12, tmp13)
    tmp15 = 1 + 2*x1
    tmp16 = tmp15 >= tmp0
    tmp17 = tmp15 < tmp7
    tmp18 = tmp16 & tmp17
    tmp19 = tmp4 & tmp18
    tmp20 = tl.load(in_ptr0 + (1 + 2*x1 + ks1*x0 + ((2 + ks1) // 3)), tmp19 & xmask, eviction_policy='evict_last', other=0.0)
    tmp21 = libdevice.tanh(tmp20)
    tmp22 = tl.full(tmp21.shape, float("-inf"), tmp21.dtype)
    tmp23 = tl.where(tmp19, tmp21, tmp22)
    tmp24 = triton_helpers.maximum(tmp14, tmp23)
    tl.store(out_ptr0 + (x2), tmp24, xmask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_3 = args
        args.clear()
        s27 = primals_1
        s53 = primals_2
        assert_size_stride(primals_3, (1, s27, s53), (s27*s53, s53, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1, s27, 1, (1 + s53 + (-1)*((2 + s53) // 3)) // 2), (s27, 1, 1, 1), torch.int8)
            # Topologically Sorted Source Nodes: [tanh, chunk, max_pool1d], Original ATen: [aten.tanh, aten.split, aten.unsqueeze, aten.max_pool2d_with_indices]
            triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_0_xnumel = (1 + s53 + (-1)*((2 + s53) // 3)) // 2
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_0.run(primals_3, buf0, s53, s27, triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_0_xnumel, stream=stream0)
            buf1 = empty_strided_cuda((1, s27, 1, (1 + s53 + (-1)*((2 + s53) // 3)) // 2), (s27, 1, s27, s27), torch.float32)
            # Topologically Sorted Source Nodes: [tanh, chunk, max_pool1d], Original ATen: [aten.tanh, aten.split, aten.unsqueeze, aten.max_pool2d_with_indices]
            triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_1_xnumel = s27*((1 + s53 + (-1)*((2 + s53) // 3)) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_1.run(primals_3, buf1, s27, s53, triton_poi_fused_max_pool2d_with_indices_split_tanh_unsqueeze_1_xnumel, stream=stream0)
        return (reinterpret_tensor(buf1, (1, s27, (1 + s53 + (-1)*((2 + s53) // 3)) // 2), (s27*max(1, 1 + (((-1) + s53 + (-1)*((2 + s53) // 3)) // 2)), 1, 1), 0), primals_3, buf0, s27, s53, (2 + s53) // 3, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 17
    primals_2 = 2
    primals_3 = rand_strided((1, 17, 2), (34, 2, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
