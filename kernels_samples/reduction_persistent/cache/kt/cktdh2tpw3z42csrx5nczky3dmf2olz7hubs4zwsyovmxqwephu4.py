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


# kernel path: /tmp/caps/.reduction_persistent.new/cache/f3/cf35e2o5dgouo4jfcqx4msbfv6synwbqbqv3wtthdvamtsh72kqy.py
# Topologically Sorted Source Nodes: [sum_1, amax, mul, mean, norm, prod, abs_1, clamp], Original ATen: [aten.sum, aten.amax, aten.mul, aten.mean, aten.linalg_vector_norm, aten.prod, aten.abs, aten.clamp]
# Source node to ATen node mapping:
#   abs_1 => abs_1
#   amax => amax
#   clamp => clamp_max
#   mean => mean
#   mul => mul
#   norm => pow_1, pow_2, sum_2
#   prod => prod
#   sum_1 => sum_1
# Graph fragment:
#   %arg0_1 : Tensor "f32[512, 512][512, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %buf2 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=buf2]
#   %sum_2 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_2]
#   %prod : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=prod]
#   %sum_1 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%arg0_1, [-1]), kwargs = {})
#   %amax : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%arg0_1, [-1]), kwargs = {})
#   %mul : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, %arg0_1), kwargs = {})
#   %mean : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%mul, [-1]), kwargs = {})
#   %pow_1 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%arg0_1, 2), kwargs = {})
#   %sum_2 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_1, [-1]), kwargs = {})
#   %pow_2 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_2, 0.5), kwargs = {})
#   %prod : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.prod.dim_int](args = (%arg0_1, -1), kwargs = {})
#   %abs_1 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%prod,), kwargs = {})
#   %clamp_max : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%abs_1, 1000.0), kwargs = {})
#   return %sum_1,%amax,%buf2,%sum_2,%prod,%mean,%pow_2,%clamp_max
triton_per_fused_abs_amax_clamp_linalg_vector_norm_mean_mul_prod_sum_0 = async_compile.triton('triton_per_fused_abs_amax_clamp_linalg_vector_norm_mean_mul_prod_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_out_ptr2': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_abs_amax_clamp_linalg_vector_norm_mean_mul_prod_sum_0', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1', 'in_out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 5, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20480, 'r0_': 1048576}}
)
@triton.jit
def triton_per_fused_abs_amax_clamp_linalg_vector_norm_mean_mul_prod_sum_0(in_out_ptr0, in_out_ptr1, in_out_ptr2, in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tl.where(xmask, tmp1, float("-inf"))
    tmp7 = triton_helpers.max2(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tmp0 * tmp0
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.where(xmask, tmp1, 1)
    tmp15 = triton_helpers.prod(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 512.0, tl.float32)
    tmp17 = (tmp12 / tmp16)
    tmp18 = tl.sqrt_rn(tmp12)
    tmp19 = tl_math.abs(tmp15)
    tmp20 = tl.full([1, 1], 1000.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp17, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp18, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr2 + (x0), tmp21, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tl.store(out_ptr1 + (x0), tmp7, xmask)
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
        arg0_1, = args
        args.clear()
        assert_size_stride(arg0_1, (512, 512), (512, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf1 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf2 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf4 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf6 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf3 = buf2; del buf2  # reuse
            buf5 = buf4; del buf4  # reuse
            buf7 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [sum_1, amax, mul, mean, norm, prod, abs_1, clamp], Original ATen: [aten.sum, aten.amax, aten.mul, aten.mean, aten.linalg_vector_norm, aten.prod, aten.abs, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_per_fused_abs_amax_clamp_linalg_vector_norm_mean_mul_prod_sum_0.run(buf3, buf5, buf7, arg0_1, buf0, buf1, 512, 512, stream=stream0)
            del arg0_1
        return (buf0, buf1, buf3, buf5, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
