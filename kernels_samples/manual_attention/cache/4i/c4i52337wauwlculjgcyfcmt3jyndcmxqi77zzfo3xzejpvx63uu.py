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


# kernel path: /tmp/caps/.manual_attention.new/cache/sz/csz4xskkk25yiivcoku5x3hfqulevtuyizfozjo5tyicog35txv3.py
# Topologically Sorted Source Nodes: [causal, ones, invert, scores_1, matmul, scores, softmax], Original ATen: [aten.tril, aten.ones, aten.bitwise_not, aten.masked_fill, aten.view, aten.mul, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#   causal => iota, iota_1, le, logical_and, sub, unsqueeze, unsqueeze_1
#   invert => bitwise_not
#   matmul => view_2
#   ones => full_default
#   scores => mul
#   scores_1 => full_default_1, where
#   softmax => div
# Graph fragment:
#   %bmm : Tensor "f32[8, 100, 100][10000, 100, 1]cuda:0" = PlaceHolder[target=bmm]
#   %getitem : Tensor "f32[2, 4, 100, 1][400, 100, 1, 800]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_1 : Tensor "f32[2, 4, 100, 1][400, 100, 1, 800]cuda:0" = PlaceHolder[target=getitem_1]
#   %iota : Tensor "i64[100][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (100,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, 100][100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, -2), kwargs = {})
#   %iota_1 : Tensor "i64[100][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (100,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[100, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, -1), kwargs = {})
#   %sub : Tensor "i64[100, 100][100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %le : Tensor "b8[100, 100][100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%sub, 0), kwargs = {})
#   %full_default : Tensor "b8[100, 100][100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([100, 100], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %logical_and : Tensor "b8[100, 100][100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%le, %full_default), kwargs = {})
#   %bitwise_not : Tensor "b8[100, 100][100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_not.default](args = (%logical_and,), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_2 : Tensor "f32[2, 4, 100, 100][40000, 10000, 100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [2, 4, 100, 100]), kwargs = {})
#   %mul : Tensor "f32[2, 4, 100, 100][40000, 10000, 100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, 0.1767766952966369), kwargs = {})
#   %where : Tensor "f32[2, 4, 100, 100][40000, 10000, 100, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_not, %full_default_1, %mul), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%where, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[2, 4, 100, 100][40000, 10000, 100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %getitem), kwargs = {})
#   %exp_default : Tensor "f32[2, 4, 100, 100][40000, 10000, 100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[2, 4, 100, 100][40000, 10000, 100, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_1), kwargs = {})
#   return %getitem,%getitem_1,%expand_2
triton_per_fused__softmax_bitwise_not_exp_masked_fill_mul_ones_prepare_softmax_online_sub_tril_view_0 = async_compile.triton('triton_per_fused__softmax_bitwise_not_exp_masked_fill_mul_ones_prepare_softmax_online_sub_tril_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_bitwise_not_exp_masked_fill_mul_ones_prepare_softmax_online_sub_tril_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 960000}}
)
@triton.jit
def triton_per_fused__softmax_bitwise_not_exp_masked_fill_mul_ones_prepare_softmax_online_sub_tril_view_0(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 800
    r0_numel = 100
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 100)
    x3 = xindex
    tmp6 = tl.load(in_out_ptr0 + (r0_2 + 100*x3), r0_mask & xmask, other=0.0)
    tmp0 = r0_2 + ((-1)*x0)
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1, 1], True, tl.int1)
    tmp4 = tmp2 & tmp3
    tmp5 = tmp4 == 0
    tmp7 = tl.full([1, 1], 0.1767766952966369, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp10 = tl.where(tmp5, tmp9, tmp8)
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, float("-inf"))
    tmp16 = triton_helpers.max2(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp11 - tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp10 - tmp16
    tmp24 = libdevice.exp(tmp23)
    tmp25 = (tmp24 / tmp22)
    tl.store(in_out_ptr0 + (r0_2 + 100*x3), tmp25, r0_mask & xmask)
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
        arg0_1, arg1_1, arg2_1 = args
        args.clear()
        assert_size_stride(arg0_1, (2, 4, 100, 32), (12800, 3200, 32, 1))
        assert_size_stride(arg1_1, (2, 4, 100, 32), (12800, 3200, 32, 1))
        assert_size_stride(arg2_1, (2, 4, 100, 32), (12800, 3200, 32, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((8, 100, 100), (10000, 100, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, transpose], Original ATen: [aten.view, aten.transpose, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(arg0_1, (8, 100, 32), (3200, 32, 1), 0), reinterpret_tensor(arg1_1, (8, 32, 100), (3200, 1, 32), 0), out=buf0)
            del arg0_1
            del arg1_1
            buf3 = reinterpret_tensor(buf0, (2, 4, 100, 100), (40000, 10000, 100, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [causal, ones, invert, scores_1, matmul, scores, softmax], Original ATen: [aten.tril, aten.ones, aten.bitwise_not, aten.masked_fill, aten.view, aten.mul, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_bitwise_not_exp_masked_fill_mul_ones_prepare_softmax_online_sub_tril_view_0.run(buf3, 800, 100, stream=stream0)
            buf4 = empty_strided_cuda((8, 100, 32), (3200, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [causal, ones, invert, scores_1, matmul, scores, softmax, matmul_1], Original ATen: [aten.tril, aten.ones, aten.bitwise_not, aten.masked_fill, aten.view, aten.mul, aten.sub, aten.exp, aten._softmax, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf3, (8, 100, 100), (10000, 100, 1), 0), reinterpret_tensor(arg2_1, (8, 100, 32), (3200, 32, 1), 0), out=buf4)
            del arg2_1
            del buf3
        return (reinterpret_tensor(buf4, (2, 4, 100, 32), (12800, 3200, 32, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 4, 100, 32), (12800, 3200, 32, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((2, 4, 100, 32), (12800, 3200, 32, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((2, 4, 100, 32), (12800, 3200, 32, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
