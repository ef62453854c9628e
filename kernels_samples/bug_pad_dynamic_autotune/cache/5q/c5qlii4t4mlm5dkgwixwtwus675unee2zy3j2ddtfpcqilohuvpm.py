# AOT ID: ['1_inference']
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


# kernel path: /tmp/caps/bug_pad_dynamic_autotune/cache/5c/c5cm2466jsayjnxfy5nb263trxo3ds3kdama6rjdzenllmgul6gk.py
# Topologically Sorted Source Nodes: [y, y_1, relu], Original ATen: [aten.convolution, aten.constant_pad_nd, aten.relu]
# Source node to ATen node mapping:
#   relu => relu
#   y => convolution
#   y_1 => constant_pad_nd
# Graph fragment:
#   %buf0 : Tensor "f32[4, 8, s53][8*s53, s53, 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convolution : Tensor "f32[4, 8, s53][8*s53, s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg3_1, %arg0_1, %arg1_1, [1], [1], [1], False, [0], 1), kwargs = {})
#   %constant_pad_nd : Tensor "f32[4, 8, s53 + 4][8*s53 + 32, s53 + 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%convolution, [2, 2], 0.0), kwargs = {})
#   %relu : Tensor "f32[4, 8, s53 + 4][8*s53 + 32, s53 + 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%constant_pad_nd,), kwargs = {})
#   return %relu
triton_poi_fused_constant_pad_nd_convolution_relu_0 = async_compile.triton('triton_poi_fused_constant_pad_nd_convolution_relu_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_convolution_relu_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': True, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24064}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_convolution_relu_0(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x3 = xindex // ks0
    x1 = ((xindex // ks0) % 8)
    x4 = xindex
    tmp0 = (-2) + x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = ks1
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = tl.load(in_ptr0 + ((-2) + x0 + ks1*x3), tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr1 + (x1), tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tmp6 + tmp7
    tmp9 = tl.full(tmp8.shape, 0.0, tmp8.dtype)
    tmp10 = tl.where(tmp5, tmp8, tmp9)
    tmp11 = tl.full([1], 0, tl.int32)
    tmp12 = triton_helpers.maximum(tmp11, tmp10)
    tl.store(out_ptr0 + (x4), tmp12, xmask)
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
        s53 = arg2_1
        assert_size_stride(arg0_1, (8, 8, 3), (24, 3, 1))
        assert_size_stride(arg1_1, (8, ), (1, ))
        assert_size_stride(arg3_1, (4, 8, s53), (8*s53, s53, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [y], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(arg3_1, arg0_1, stride=(1,), padding=(1,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
            assert_size_stride(buf0, (4, 8, s53), (8*s53, s53, 1), 'torch.ops.aten.convolution.default')
            del arg0_1
            del arg3_1
            ps0 = 4 + s53
            buf1 = empty_strided_cuda((4, 8, 4 + s53), (32 + 8*s53, 4 + s53, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y, y_1, relu], Original ATen: [aten.convolution, aten.constant_pad_nd, aten.relu]
            triton_poi_fused_constant_pad_nd_convolution_relu_0_xnumel = 128 + 32*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_convolution_relu_0.run(buf0, arg1_1, buf1, ps0, s53, triton_poi_fused_constant_pad_nd_convolution_relu_0_xnumel, stream=stream0)
            del arg1_1
            del buf0
        return (buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 8, 3), (24, 3, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = 60
    arg3_1 = rand_strided((4, 8, 60), (480, 60, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
