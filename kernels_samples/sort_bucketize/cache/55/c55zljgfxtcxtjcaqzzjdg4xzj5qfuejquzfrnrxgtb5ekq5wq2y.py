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


# kernel path: /tmp/caps/.sort_bucketize.new/cache/tz/ctz3sdcuettymxwohssp45vnrrpgwbqrnh5sowhxvcmpv2may75h.py
# Topologically Sorted Source Nodes: [sort], Original ATen: [aten.sort]
# Source node to ATen node mapping:
#   sort => getitem_1, sort
# Graph fragment:
#   %arg0_1 : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %buf1 : Tensor "i16[16, 64][64, 1]cuda:0" = PlaceHolder[target=buf1]
#   %sort : [num_users=2] = call_function[target=torch.ops.aten.sort.stable](args = (%arg0_1,), kwargs = {stable: True})
#   %getitem_1 : Tensor "i64[16, 64][64, 1]cuda:0"[num_users=1] = call_function[target=operator.getitem](args = (%sort, 1), kwargs = {})
#   return %getitem,%buf1,%getitem_1
triton_per_fused_sort_0 = async_compile.triton('triton_per_fused_sort_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sort_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 28672}}
)
@triton.jit
def triton_per_fused_sort_0(in_ptr0, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = r0_1
    tmp2 = tmp1.to(tl.int16)
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5, tmp6, = triton_helpers.sort_with_index(tmp3, tmp4, None, 1, stable=True, descending=False)
    tmp7 = tmp6.to(tl.int64)
    tl.store(out_ptr0 + (r0_1 + 64*x0), tmp5, xmask)
    tl.store(out_ptr2 + (r0_1 + 64*x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.sort_bucketize.new/cache/wn/cwnjvutpux6pa4kn4auzvvi34yuukbs6in7w7rnyfxb5kkzys32c.py
# Topologically Sorted Source Nodes: [argsort], Original ATen: [aten.sort]
# Source node to ATen node mapping:
#   argsort => getitem_5, sort_1
# Graph fragment:
#   %arg0_1 : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %buf7 : Tensor "i16[16, 64][64, 1]cuda:0" = PlaceHolder[target=buf7]
#   %sort_1 : [num_users=1] = call_function[target=torch.ops.aten.sort.stable](args = (%arg0_1,), kwargs = {stable: True, dim: 0})
#   %getitem_5 : Tensor "i64[16, 64][64, 1]cuda:0"[num_users=1] = call_function[target=operator.getitem](args = (%sort_1, 1), kwargs = {})
#   return %buf7,%getitem_5
triton_per_fused_sort_1 = async_compile.triton('triton_per_fused_sort_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sort_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20480, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sort_1(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), xmask, other=0.0)
    tmp1 = r0_1
    tmp2 = tmp1.to(tl.int16)
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5, tmp6, = triton_helpers.sort_with_index(tmp3, tmp4, None, 1, stable=True, descending=False)
    tmp7 = tmp6.to(tl.int64)
    tl.store(out_ptr1 + (x0 + 64*r0_1), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.sort_bucketize.new/cache/ea/ceax4ie6fxs4sg5s6dmc3hfdrbgy6yirbbdsmggevawapphvgaiq.py
# Topologically Sorted Source Nodes: [b, r], Original ATen: [aten.bucketize, aten.searchsorted]
# Source node to ATen node mapping:
#   b => bucketize
#   r => searchsorted
# Graph fragment:
#   %arg1_1 : Tensor "f32[1000][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[17][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[50][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %bucketize : Tensor "i64[1000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bucketize.Tensor](args = (%arg1_1, %arg2_1), kwargs = {})
#   %searchsorted : Tensor "i64[1000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.searchsorted.Tensor](args = (%arg3_1, %arg1_1), kwargs = {right: True})
#   return %bucketize,%searchsorted
triton_poi_fused_bucketize_searchsorted_2 = async_compile.triton('triton_poi_fused_bucketize_searchsorted_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': {AutotuneHint.ONE_ELEMENT_PER_THREAD}, 'kernel_name': 'triton_poi_fused_bucketize_searchsorted_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bucketize_searchsorted_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = triton_helpers.bucketize_binary_search(tmp0, in_ptr1, 17, 17, 1, 0, tl.int64, False, None, None, None, )
    tmp2 = triton_helpers.bucketize_binary_search(tmp0, in_ptr2, 50, 50, 1, 0, tl.int64, True, None, None, None, )
    tl.store(out_ptr0 + (x0), tmp1, xmask)
    tl.store(out_ptr1 + (x0), tmp2, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1 = args
        args.clear()
        assert_size_stride(arg0_1, (16, 64), (64, 1))
        assert_size_stride(arg1_1, (1000, ), (1, ))
        assert_size_stride(arg2_1, (17, ), (1, ))
        assert_size_stride(arg3_1, (50, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((16, 64), (64, 1), torch.float32)
            buf2 = empty_strided_cuda((16, 64), (64, 1), torch.int64)
            # Topologically Sorted Source Nodes: [sort], Original ATen: [aten.sort]
            stream0 = get_raw_stream(0)
            triton_per_fused_sort_0.run(arg0_1, buf0, buf2, 16, 64, stream=stream0)
            # Topologically Sorted Source Nodes: [topk], Original ATen: [aten.topk]
            buf3 = torch.ops.aten.topk.default(arg0_1, 5)
            buf4 = buf3[0]
            assert_size_stride(buf4, (16, 5), (5, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf4, 16, 'torch.ops.aten.topk.default')
            del buf3
            buf8 = empty_strided_cuda((16, 64), (64, 1), torch.int64)
            # Topologically Sorted Source Nodes: [argsort], Original ATen: [aten.sort]
            stream0 = get_raw_stream(0)
            triton_per_fused_sort_1.run(arg0_1, buf8, 64, 16, stream=stream0)
            del arg0_1
            buf9 = empty_strided_cuda((1000, ), (1, ), torch.int64)
            buf10 = empty_strided_cuda((1000, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [b, r], Original ATen: [aten.bucketize, aten.searchsorted]
            stream0 = get_raw_stream(0)
            triton_poi_fused_bucketize_searchsorted_2.run(arg1_1, arg2_1, arg3_1, buf9, buf10, 1000, stream=stream0)
            del arg1_1
            del arg2_1
            del arg3_1
        return (buf0, buf2, buf4, buf9, buf10, buf8, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((17, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((50, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
