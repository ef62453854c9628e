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


# kernel path: /tmp/caps/.pad_constant_dynamic.new/cache/z7/cz7bobu7jtxrpvle44y2p75mz6tygotk4vlr3yeusp67gioanlx5.py
# Topologically Sorted Source Nodes: [pad, a], Original ATen: [aten.constant_pad_nd, aten.relu]
# Source node to ATen node mapping:
#   a => relu
#   pad => constant_pad_nd
# Graph fragment:
#   %arg2_1 : Tensor "f32[s77, s27][s27, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %constant_pad_nd : Tensor "f32[s77 + 3, s27 + 5][s27 + 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%arg2_1, [3, 2, -1, 4], 0.5), kwargs = {})
#   %relu : Tensor "f32[s77 + 3, s27 + 5][s27 + 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%constant_pad_nd,), kwargs = {})
#   return %relu
triton_poi_fused_constant_pad_nd_relu_0 = async_compile.triton('triton_poi_fused_constant_pad_nd_relu_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_relu_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_relu_0(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // ks0
    x0 = (xindex % ks0)
    x2 = xindex
    tmp0 = 1 + x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = ks1
    tmp4 = tmp0 < tmp3
    tmp5 = (-3) + x0
    tmp6 = tmp5 >= tmp1
    tmp7 = ks2
    tmp8 = tmp5 < tmp7
    tmp9 = tmp2 & tmp4
    tmp10 = tmp9 & tmp6
    tmp11 = tmp10 & tmp8
    tmp12 = tl.load(in_ptr0 + ((-3) + ks2 + x0 + ks2*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.5)
    tmp13 = tl.full([1], 0, tl.int32)
    tmp14 = triton_helpers.maximum(tmp13, tmp12)
    tl.store(out_ptr0 + (x2), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.pad_constant_dynamic.new/cache/tj/ctjkqt33hqvya3bmekqjzggqgmz3fb72fgri32wbqe5gvz6kjftz.py
# Topologically Sorted Source Nodes: [pad_1, b], Original ATen: [aten.constant_pad_nd, aten.mul]
# Source node to ATen node mapping:
#   b => mul_7
#   pad_1 => constant_pad_nd_1
# Graph fragment:
#   %arg6_1 : Tensor "f32[s17, s94, s48][s48*s94, s48, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %constant_pad_nd_1 : Tensor "f32[s17 + 3, s94 + 2, s48 + 2][(s48 + 2)*(s94 + 2), s48 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%arg6_1, [1, 1, 2, 0, 0, 3], 0.0), kwargs = {})
#   %mul_7 : Tensor "f32[s17 + 3, s94 + 2, s48 + 2][(s48 + 2)*(s94 + 2), s48 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%constant_pad_nd_1, 2), kwargs = {})
#   return %mul_7
triton_poi_fused_constant_pad_nd_mul_1 = async_compile.triton('triton_poi_fused_constant_pad_nd_mul_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_mul_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_mul_1(in_ptr0, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex // ks0
    x1 = ((xindex // ks2) % ks3)
    x0 = (xindex % ks2)
    x4 = xindex
    tmp0 = x2
    tmp1 = ks1
    tmp2 = tmp0 < tmp1
    tmp3 = (-2) + x1
    tmp4 = tl.full([1], 0, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = (-1) + x0
    tmp7 = tmp6 >= tmp4
    tmp8 = ks4
    tmp9 = tmp6 < tmp8
    tmp10 = tmp2 & tmp5
    tmp11 = tmp10 & tmp7
    tmp12 = tmp11 & tmp9
    tmp13 = tl.load(in_ptr0 + ((-1) + x0 + ((-2)*ks4) + ks4*x1 + ks4*ks5*x2), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp14 = tl.full([1], 2.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tl.store(out_ptr0 + (x4), tmp15, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1 = args
        args.clear()
        s77 = arg0_1
        s27 = arg1_1
        s17 = arg3_1
        s94 = arg4_1
        s48 = arg5_1
        assert_size_stride(arg2_1, (s77, s27), (s27, 1))
        assert_size_stride(arg6_1, (s17, s94, s48), (s48*s94, s48, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            ps0 = 5 + s27
            buf0 = empty_strided_cuda((3 + s77, 5 + s27), (5 + s27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pad, a], Original ATen: [aten.constant_pad_nd, aten.relu]
            triton_poi_fused_constant_pad_nd_relu_0_xnumel = 15 + 3*s27 + 5*s77 + s27*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_relu_0.run(arg2_1, buf0, ps0, s77, s27, triton_poi_fused_constant_pad_nd_relu_0_xnumel, stream=stream0)
            del arg2_1
            ps1 = 4 + 2*s48 + 2*s94 + s48*s94
            ps2 = 2 + s48
            ps3 = 2 + s94
            buf1 = empty_strided_cuda((3 + s17, 2 + s94, 2 + s48), (4 + 2*s48 + 2*s94 + s48*s94, 2 + s48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pad_1, b], Original ATen: [aten.constant_pad_nd, aten.mul]
            triton_poi_fused_constant_pad_nd_mul_1_xnumel = 12 + 4*s17 + 6*s48 + 6*s94 + 2*s17*s48 + 2*s17*s94 + 3*s48*s94 + s17*s48*s94
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_mul_1.run(arg6_1, buf1, ps1, s17, ps2, ps3, s48, s94, triton_poi_fused_constant_pad_nd_mul_1_xnumel, stream=stream0)
            del arg6_1
        return (buf0, buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 30
    arg1_1 = 40
    arg2_1 = rand_strided((30, 40), (40, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = 4
    arg4_1 = 9
    arg5_1 = 7
    arg6_1 = rand_strided((4, 9, 7), (63, 7, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
