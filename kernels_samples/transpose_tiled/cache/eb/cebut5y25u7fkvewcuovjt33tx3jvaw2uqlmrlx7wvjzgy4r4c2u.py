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


# kernel path: /tmp/caps/.transpose_tiled.new/cache/n3/cn3ypiat23z54te63g3uue5x4psuulz4ndarfqsoewaryjzlhxlc.py
# Topologically Sorted Source Nodes: [t, mul, contiguous, a], Original ATen: [aten.t, aten.mul, aten.clone, aten.add]
# Source node to ATen node mapping:
#   a => add
#   contiguous => clone
#   mul => mul
#   t => permute
# Graph fragment:
#   %arg0_1 : Tensor "f32[1000, 777][777, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %permute : Tensor "f32[777, 1000][1, 777]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg0_1, [1, 0]), kwargs = {})
#   %mul : Tensor "f32[777, 1000][1, 777]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute, 2), kwargs = {})
#   %clone : Tensor "f32[777, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%mul,), kwargs = {memory_format: torch.contiguous_format})
#   %add : Tensor "f32[777, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%clone, 1), kwargs = {})
#   return %add
triton_poi_fused_add_clone_mul_t_0 = async_compile.triton('triton_poi_fused_add_clone_mul_t_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 1024}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_mul_t_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3108000, 'x': 6216000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_mul_t_0(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 777
    xnumel = 1000
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 777*x1), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 2.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tl.store(out_ptr0 + (x1 + 1000*y0), tmp4, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/.transpose_tiled.new/cache/dl/cdlrhcf7os7haweqhstwmamttf3zdi6f6j3p6egmos2guwq77eyw.py
# Topologically Sorted Source Nodes: [permute, contiguous_1, b], Original ATen: [aten.permute, aten.clone, aten.relu]
# Source node to ATen node mapping:
#   b => relu
#   contiguous_1 => clone_1
#   permute => permute_1
# Graph fragment:
#   %arg1_1 : Tensor "f32[6, 130, 257][33410, 257, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %permute_1 : Tensor "f32[6, 257, 130][33410, 1, 257]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg1_1, [0, 2, 1]), kwargs = {})
#   %clone_1 : Tensor "f32[6, 257, 130][33410, 130, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {memory_format: torch.contiguous_format})
#   %relu : Tensor "f32[6, 257, 130][33410, 130, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%clone_1,), kwargs = {})
#   return %relu
triton_poi_fused_clone_permute_relu_1 = async_compile.triton('triton_poi_fused_clone_permute_relu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 256}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_relu_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 801840, 'x': 1603680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_relu_1(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1542
    xnumel = 130
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 257)
    y1 = yindex // 257
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 257*x2 + 33410*y1), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0, tl.int32)
    tmp2 = triton_helpers.maximum(tmp1, tmp0)
    tl.store(out_ptr0 + (x2 + 130*y3), tmp2, xmask & ymask)
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
        arg0_1, arg1_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1000, 777), (777, 1))
        assert_size_stride(arg1_1, (6, 130, 257), (33410, 257, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((777, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [t, mul, contiguous, a], Original ATen: [aten.t, aten.mul, aten.clone, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clone_mul_t_0.run(arg0_1, buf0, 777, 1000, stream=stream0)
            del arg0_1
            buf1 = empty_strided_cuda((6, 257, 130), (33410, 130, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute, contiguous_1, b], Original ATen: [aten.permute, aten.clone, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_relu_1.run(arg1_1, buf1, 1542, 130, stream=stream0)
            del arg1_1
        return (buf0, buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1000, 777), (777, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((6, 130, 257), (33410, 257, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
