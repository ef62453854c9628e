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


# kernel path: /tmp/caps/.half_bf16.new/cache/vw/cvwi4upu7jzgxoh6wneulada4c4pkiawaursyufbrragnp32e57f.py
# Topologically Sorted Source Nodes: [mul, dot, g, float_1, softmax, s, float_2, float_3, m, to_1, mul_1, to_2], Original ATen: [aten.mul, aten.sum, aten.gelu, aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.add]
# Source node to ATen node mapping:
#   dot => sum_1
#   float_1 => convert_element_type_2
#   float_2 => convert_element_type_4
#   float_3 => convert_element_type_5
#   g => add, convert_element_type, convert_element_type_1, erf, mul_1, mul_2, mul_3
#   m => add_1
#   mul => mul
#   mul_1 => mul_4
#   s => convert_element_type_3
#   softmax => div
#   to_1 => convert_element_type_6
#   to_2 => convert_element_type_7
# Graph fragment:
#   %arg0_1 : Tensor "f16[64, 512][512, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f16[64, 512][512, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "bf16[64, 512][512, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem : Tensor "f32[64, 1][1, 64]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_1 : Tensor "f32[64, 1][1, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %mul : Tensor "f16[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, %arg1_1), kwargs = {})
#   %sum_1 : Tensor "f16[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul, [-1]), kwargs = {})
#   %convert_element_type : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %mul_1 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 0.5), kwargs = {})
#   %mul_2 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_2,), kwargs = {})
#   %add : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_3 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1, %add), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_3, torch.bfloat16), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%convert_element_type_2, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_2, %getitem), kwargs = {})
#   %exp_default : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_1), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.float32), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %add_1 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_4, %convert_element_type_5), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %mul_4 : Tensor "bf16[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_6, %arg2_1), kwargs = {})
#   %convert_element_type_7 : Tensor "f16[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_4, torch.float16), kwargs = {})
#   return %sum_1,%getitem,%getitem_1,%convert_element_type_1,%convert_element_type_3,%add_1,%convert_element_type_7
triton_per_fused__softmax__to_copy_add_exp_gelu_mul_prepare_softmax_online_sub_sum_0 = async_compile.triton('triton_per_fused__softmax__to_copy_add_exp_gelu_mul_prepare_softmax_online_sub_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp16', 'in_ptr1': '*fp16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp16', 'out_ptr3': '*bf16', 'out_ptr4': '*bf16', 'out_ptr5': '*fp32', 'out_ptr6': '*fp16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax__to_copy_add_exp_gelu_mul_prepare_softmax_online_sub_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 5, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 851968}}
)
@triton.jit
def triton_per_fused__softmax__to_copy_add_exp_gelu_mul_prepare_softmax_online_sub_sum_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr3, out_ptr4, out_ptr5, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(xmask, tmp11, float("-inf"))
    tmp14 = triton_helpers.max2(tmp13, 1)[:, None].to(tl.float32)
    tmp15 = tmp9 - tmp14
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 0.5, tl.float32)
    tmp22 = tmp8 * tmp21
    tmp23 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp24 = tmp8 * tmp23
    tmp25 = libdevice.erf(tmp24)
    tmp26 = tl.full([1, 1], 1.0, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = tmp22 * tmp27
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp8 - tmp14
    tmp31 = libdevice.exp(tmp30)
    tmp32 = (tmp31 / tmp20)
    tmp33 = tmp32.to(tl.float32)
    tmp34 = tmp0.to(tl.float32)
    tmp35 = tmp34 + tmp8
    tmp36 = tmp34 * tmp7
    tmp37 = tmp36.to(tl.float32)
    tl.store(out_ptr3 + (r0_1 + 512*x0), tmp29, xmask)
    tl.store(out_ptr4 + (r0_1 + 512*x0), tmp33, xmask)
    tl.store(out_ptr5 + (r0_1 + 512*x0), tmp35, xmask)
    tl.store(out_ptr6 + (r0_1 + 512*x0), tmp37, xmask)
    tl.store(out_ptr0 + (x0), tmp6, xmask)
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
        assert_size_stride(arg0_1, (64, 512), (512, 1))
        assert_size_stride(arg1_1, (64, 512), (512, 1))
        assert_size_stride(arg2_1, (64, 512), (512, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((64, ), (1, ), torch.float16)
            buf1 = empty_strided_cuda((64, 512), (512, 1), torch.bfloat16)
            buf4 = empty_strided_cuda((64, 512), (512, 1), torch.bfloat16)
            buf5 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            buf6 = empty_strided_cuda((64, 512), (512, 1), torch.float16)
            # Topologically Sorted Source Nodes: [mul, dot, g, float_1, softmax, s, float_2, float_3, m, to_1, mul_1, to_2], Original ATen: [aten.mul, aten.sum, aten.gelu, aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_add_exp_gelu_mul_prepare_softmax_online_sub_sum_0.run(arg0_1, arg1_1, arg2_1, buf0, buf1, buf4, buf5, buf6, 64, 512, stream=stream0)
            del arg0_1
            del arg1_1
            del arg2_1
        return (buf0, buf1, buf4, buf5, buf6, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 512), (512, 1), device='cuda:0', dtype=torch.float16)
    arg1_1 = rand_strided((64, 512), (512, 1), device='cuda:0', dtype=torch.float16)
    arg2_1 = rand_strided((64, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
