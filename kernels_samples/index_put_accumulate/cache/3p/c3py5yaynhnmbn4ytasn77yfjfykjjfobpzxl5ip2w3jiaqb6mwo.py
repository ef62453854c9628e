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


# kernel path: /tmp/caps/.index_put_accumulate.new/cache/cj/ccjecfwl4swhaxmvyv3r7rxc4ll52ytbuar4nbzx64kltqdppe6o.py
# Topologically Sorted Source Nodes: [acc, setitem], Original ATen: [aten.index_put]
# Source node to ATen node mapping:
#   acc => index_put
#   setitem => index_put_1
# Graph fragment:
#   %arg0_1 : Tensor "f32[1000, 16][16, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %index_put : Tensor "f32[1000, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%arg0_1, [%arg2_1], %arg1_1, True), kwargs = {})
#   %index_put_1 : Tensor "f32[1000, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%arg0_1, [%arg3_1], %arg4_1), kwargs = {})
#   return %index_put,%index_put_1
triton_poi_fused_index_put_0 = async_compile.triton('triton_poi_fused_index_put_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_put_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 320000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_put_0(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
    tl.store(out_ptr1 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.index_put_accumulate.new/cache/27/c27ydma6x2ywbec5twfi4efqajhn3ms6puqiauyqxu5zmbmyyhk2.py
# Topologically Sorted Source Nodes: [acc], Original ATen: [aten.index_put]
# Source node to ATen node mapping:
#   acc => index_put
# Graph fragment:
#   %arg2_1 : Tensor "i64[5000][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg1_1 : Tensor "f32[5000, 16][16, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %index_put : Tensor "f32[1000, 16][16, 1]cuda:0" = PlaceHolder[target=index_put]
#   %index_put : Tensor "f32[1000, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%arg0_1, [%arg2_1], %arg1_1, True), kwargs = {})
#   return %buf1
triton_poi_fused_index_put_1 = async_compile.triton('triton_poi_fused_index_put_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8192, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_put_1', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 40000, 'x': 320000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_put_1(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 5000
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x1 + 16*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 1000")
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(x1 + 16*tmp4, [YBLOCK, XBLOCK])), tmp6, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/.index_put_accumulate.new/cache/en/cen37ooo3xwshun7ei4qocemdif4nanyqsdiau7r4zym7mlhwqic.py
# Topologically Sorted Source Nodes: [setitem], Original ATen: [aten.index_put]
# Source node to ATen node mapping:
#   setitem => index_put_1
# Graph fragment:
#   %arg3_1 : Tensor "i64[300][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[300, 16][16, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %index_put_1 : Tensor "f32[1000, 16][16, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %index_put_1 : Tensor "f32[1000, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%arg0_1, [%arg3_1], %arg4_1), kwargs = {})
#   return %buf3
triton_poi_fused_index_put_2 = async_compile.triton('triton_poi_fused_index_put_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_put_2', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2400, 'x': 19200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_put_2(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 300
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x1 + 16*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 1000")
    tl.store(out_ptr0 + (tl.broadcast_to(x1 + 16*tmp4, [YBLOCK, XBLOCK])), tmp6, xmask & ymask)
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
        assert_size_stride(arg0_1, (1000, 16), (16, 1))
        assert_size_stride(arg1_1, (5000, 16), (16, 1))
        assert_size_stride(arg2_1, (5000, ), (1, ))
        assert_size_stride(arg3_1, (300, ), (1, ))
        assert_size_stride(arg4_1, (300, 16), (16, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1000, 16), (16, 1), torch.float32)
            buf2 = empty_strided_cuda((1000, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [acc, setitem], Original ATen: [aten.index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_0.run(arg0_1, buf0, buf2, 16000, stream=stream0)
            del arg0_1
            # Topologically Sorted Source Nodes: [acc], Original ATen: [aten.index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_1.run(arg2_1, arg1_1, buf0, 5000, 16, stream=stream0)
            del arg1_1
            del arg2_1
            # Topologically Sorted Source Nodes: [setitem], Original ATen: [aten.index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_2.run(arg3_1, arg4_1, buf2, 300, 16, stream=stream0)
            del arg3_1
            del arg4_1
        return (buf0, buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1000, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((5000, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((5000, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((300, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg4_1 = rand_strided((300, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
