# AOT ID: ['0_inference']
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


# kernel path: /tmp/caps/.index_negative.new/cache/6t/c6t2pc57xghdgnvz6xg3vwc6hwbuvwf2uskqslhpd6nl42oqkmos.py
# Topologically Sorted Source Nodes: [getitem, a, mod, c], Original ATen: [aten.index, aten.mul, aten.remainder, aten.index_select]
# Source node to ATen node mapping:
#   a => mul
#   c => index_2
#   getitem => index
#   mod => remainder
# Graph fragment:
#   %arg2_1 : Tensor "i64[6][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg1_1 : Tensor "f32[s77, 40][40, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %index : Tensor "f32[6, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg1_1, [%arg2_1]), kwargs = {})
#   %mul : Tensor "f32[6, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%index, 2), kwargs = {})
#   %remainder : Tensor "i64[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.remainder.Scalar](args = (%arg2_1, %arg0_1), kwargs = {})
#   %index_2 : Tensor "f32[6, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg1_1, [%remainder]), kwargs = {})
#   return %mul,%index_2
triton_poi_fused_index_index_select_mul_remainder_0 = async_compile.triton('triton_poi_fused_index_index_select_mul_remainder_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_index_select_mul_remainder_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_index_select_mul_remainder_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 240
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 40
    x0 = (xindex % 40)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp4 < ks0")
    tmp6 = tl.load(in_ptr1 + (x0 + 40*tmp4), xmask)
    tmp7 = tl.full([1], 2.0, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = (tmp0 % tmp1)
    tmp10 = tl.full([1], 0, tl.int32)
    tmp11 = tmp9 != tmp10
    tmp12 = (libdevice.signbit(tmp9) != 0) if (tmp9).dtype is tl.float32 else tmp9 < 0
    tmp13 = (libdevice.signbit(tmp1) != 0) if (tmp1).dtype is tl.float32 else tmp1 < 0
    tmp14 = tmp12 != tmp13
    tmp15 = tmp11 & tmp14
    tmp16 = tmp9 + tmp1
    tmp17 = tl.where(tmp15, tmp16, tmp9)
    tmp18 = tmp17 + tmp1
    tmp19 = tmp17 < 0
    tmp20 = tl.where(tmp19, tmp18, tmp17)
    tl.device_assert(((0 <= tmp20) & (tmp20 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp20 < ks0")
    tmp22 = tl.load(in_ptr1 + (x0 + 40*tmp20), xmask)
    tl.store(out_ptr0 + (x2), tmp8, xmask)
    tl.store(out_ptr1 + (x2), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.index_negative.new/cache/4w/c4wbryvyc2neijutowetp6el7f6ap5ylbpcjvcnzj6ct2isvampd.py
# Topologically Sorted Source Nodes: [getitem_1, b], Original ATen: [aten.index, aten.add]
# Source node to ATen node mapping:
#   b => add_6
#   getitem_1 => index_1
# Graph fragment:
#   %arg3_1 : Tensor "i64[4][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg1_1 : Tensor "f32[s77, 40][40, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %index_1 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg1_1, [None, %arg3_1]), kwargs = {})
#   %add_6 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_1, 1), kwargs = {})
#   return %add_6
triton_poi_fused_add_index_1 = async_compile.triton('triton_poi_fused_add_index_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_index_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1632}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_index_1(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x1 = xindex // 4
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 40, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 40)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 40")
    tmp6 = tl.load(in_ptr1 + (tmp4 + 40*x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tl.store(out_ptr0 + (x2), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.index_negative.new/cache/7f/c7fwtmxgalz7ogd2xz2sczofihicj47m7hcbq5oznwpafolgkjdz.py
# Topologically Sorted Source Nodes: [d], Original ATen: [aten.index]
# Source node to ATen node mapping:
#   d => index_3
# Graph fragment:
#   %arg2_1 : Tensor "i64[6][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg4_1 : Tensor "i64[6][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg1_1 : Tensor "f32[s77, 40][40, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %index_3 : Tensor "f32[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg1_1, [%arg2_1, %arg4_1]), kwargs = {})
#   return %index_3
triton_poi_fused_index_2 = async_compile.triton('triton_poi_fused_index_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 108}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp6 = tl.load(in_ptr1 + (x0), xmask)
    tmp1 = ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp4 < ks0")
    tmp7 = tl.full([XBLOCK], 40, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 40)) | ~(xmask), "index out of bounds: 0 <= tmp10 < 40")
    tmp12 = tl.load(in_ptr2 + (tmp10 + 40*tmp4), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x0), tmp12, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1 = args
        args.clear()
        s77 = arg0_1
        assert_size_stride(arg1_1, (s77, 40), (40, 1))
        assert_size_stride(arg2_1, (6, ), (1, ))
        assert_size_stride(arg3_1, (4, ), (1, ))
        assert_size_stride(arg4_1, (6, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((6, 40), (40, 1), torch.float32)
            buf2 = empty_strided_cuda((6, 40), (40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem, a, mod, c], Original ATen: [aten.index, aten.mul, aten.remainder, aten.index_select]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_index_select_mul_remainder_0.run(arg2_1, arg1_1, buf0, buf2, s77, 240, stream=stream0)
            buf1 = empty_strided_cuda((s77, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_1, b], Original ATen: [aten.index, aten.add]
            triton_poi_fused_add_index_1_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_index_1.run(arg3_1, arg1_1, buf1, triton_poi_fused_add_index_1_xnumel, stream=stream0)
            del arg3_1
            buf3 = empty_strided_cuda((6, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [d], Original ATen: [aten.index]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_2.run(arg2_1, arg4_1, arg1_1, buf3, s77, 6, stream=stream0)
            del arg1_1
            del arg2_1
            del arg4_1
        return (buf0, buf1, buf2, buf3, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 50
    arg1_1 = rand_strided((50, 40), (40, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg4_1 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
