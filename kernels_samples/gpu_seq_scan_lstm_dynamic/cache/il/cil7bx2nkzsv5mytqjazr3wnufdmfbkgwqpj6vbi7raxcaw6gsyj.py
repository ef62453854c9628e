# AOT ID: ['2_backward']
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


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/mk/cmk7lhswx4sukeyg77pvxatyccsmz5kw4pesasfzprxobhao5uyq.py
# Topologically Sorted Source Nodes: [mul_387, sum_2, neg_2, fma, neg_3, einsum, score, tril, triu, sign, mul_391, shifted, unsqueeze_7, sub_227, ge_8, where_2, unsqueeze_9, sub_232, le_10, where_3, add_509, div_4], Original ATen: [aten._softmax_backward_data, aten.neg, aten.view, aten.permute, aten.div, aten.tril, aten.triu, aten.sgn, aten.mul, aten.roll, aten.add]
# Source node to ATen node mapping:
#   add_509 => add_509
#   div_4 => div_4
#   einsum => permute_13, view_4, view_5
#   fma => fma
#   ge_8 => ge_8
#   le_10 => le_10
#   mul_387 => mul_387
#   mul_391 => mul_391
#   neg_2 => neg_2
#   neg_3 => neg_3
#   score => div_1
#   shifted => iota
#   sign => sign
#   sub_227 => sub_227
#   sub_232 => sub_232
#   sum_2 => sum_2
#   tril => full_default_2, unsqueeze_2
#   triu => where_1
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_9 => unsqueeze_9
#   where_2 => where_2
#   where_3 => where_3
# Graph fragment:
#   %tangents_4 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0" = PlaceHolder[target=tangents_4]
#   %div_2 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0" = PlaceHolder[target=div_2]
#   %sum_2 : Tensor "f32[s77, 27, 1][27, 1, 27*s77]cuda:0" = PlaceHolder[target=sum_2]
#   %ge_7 : Tensor "b8[27, 27][27, 1]cuda:0" = PlaceHolder[target=ge_7]
#   %bmm : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0" = PlaceHolder[target=bmm]
#   %mul_387 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_4, %div_2), kwargs = {})
#   %sum_2 : Tensor "f32[s77, 27, 1][27, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_387, [-1], True), kwargs = {})
#   %neg_2 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div_2,), kwargs = {})
#   %fma : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.fma.default](args = (%neg_2, %sum_2, %mul_387), kwargs = {})
#   %neg_3 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%fma,), kwargs = {})
#   %view_4 : Tensor "f32[s77, 27, 1, 27][729, 27, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [%primals_1, %primals_2, 1, %primals_2]), kwargs = {})
#   %permute_13 : Tensor "f32[s77, 27, 27, 1][729, 27, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 1, 3, 2]), kwargs = {})
#   %view_5 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_13, [%primals_1, %primals_2, %primals_2]), kwargs = {})
#   %div_1 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_5, 16), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ge_7, %div_1, %full_default_2), kwargs = {})
#   %sign : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sign.default](args = (%where_1,), kwargs = {})
#   %mul_391 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_3, %sign), kwargs = {})
#   %iota : Tensor "i64[27][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.iota.default](args = (%primals_2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_7 : Tensor "i64[27, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, -1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 27][27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, -2), kwargs = {})
#   %sub_227 : Tensor "i64[27, 27][27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%unsqueeze_2, %unsqueeze_7), kwargs = {})
#   %ge_8 : Tensor "b8[27, 27][27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%sub_227, 1), kwargs = {})
#   %where_2 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ge_8, %mul_391, %full_default_2), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[27, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, -1), kwargs = {})
#   %sub_232 : Tensor "i64[27, 27][27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%unsqueeze_2, %unsqueeze_9), kwargs = {})
#   %le_10 : Tensor "b8[27, 27][27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%sub_232, 0), kwargs = {})
#   %where_3 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_10, %fma, %full_default_2), kwargs = {})
#   %add_509 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_2, %where_3), kwargs = {})
#   %div_4 : Tensor "f32[s77, 27, 27][729, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_509, 16), kwargs = {})
#   return %sum_2,%div_4
triton_per_fused__softmax_backward_data_add_div_mul_neg_permute_roll_sgn_tril_triu_view_0 = async_compile.triton('triton_per_fused__softmax_backward_data_add_div_mul_neg_permute_roll_sgn_tril_triu_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_add_div_mul_neg_permute_roll_sgn_tril_triu_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 44469}}
)
@triton.jit
def triton_per_fused__softmax_backward_data_add_div_mul_neg_permute_roll_sgn_tril_triu_view_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 27
    R0_BLOCK: tl.constexpr = 32
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
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 27)
    tmp0 = tl.load(in_ptr0 + (r0_1 + 27*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 27*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr2 + (r0_1 + 27*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp14 = tl.load(in_out_ptr0 + (r0_1 + 27*x0), r0_mask & xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = r0_1 + ((-1)*x2)
    tmp8 = tl.full([1, 1], 1, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = -tmp1
    tmp11 = tl.fma(tmp10, tmp6, tmp2)
    tmp12 = -tmp11
    tmp15 = tl.full([1, 1], 0.0625, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tl.full([1, 1], 0.0, tl.float32)
    tmp18 = tl.where(tmp13, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0, tl.int32)
    tmp20 = tmp19 < tmp18
    tmp21 = tmp20.to(tl.int8)
    tmp22 = tmp18 < tmp19
    tmp23 = tmp22.to(tl.int8)
    tmp24 = tmp21 - tmp23
    tmp25 = tmp24.to(tmp18.dtype)
    tmp26 = tmp12 * tmp25
    tmp27 = tl.where(tmp9, tmp26, tmp17)
    tmp28 = tl.full([1, 1], 0, tl.int64)
    tmp29 = tmp7 <= tmp28
    tmp30 = tl.where(tmp29, tmp11, tmp17)
    tmp31 = tmp27 + tmp30
    tmp32 = tmp31 * tmp15
    tl.store(in_out_ptr0 + (r0_1 + 27*x0), tmp32, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/tn/ctnjpinidsfo3dl7vq3q2e6casrnnj3ajq64xezm7lyh6gzkzzm7.py
# Topologically Sorted Source Nodes: [full_default_9, abs_2, log, gt_11, where_4, lt_3, where_5, sub_236, rev_6, logcumsumexp_1, sub_237, rev_8, logcumsumexp_2, mul_393, rev_10, cumsum_3], Original ATen: [aten.scalar_tensor, aten.abs, aten.log, aten.gt, aten.where, aten.lt, aten.sub, aten.flip, aten.logcumsumexp, aten.mul, aten.cumsum]
# Source node to ATen node mapping:
#   abs_2 => abs_2
#   cumsum_3 => cumsum_3
#   full_default_9 => full_default_9
#   gt_11 => gt_11
#   log => log
#   logcumsumexp_1 => logcumsumexp_1
#   logcumsumexp_2 => logcumsumexp_2
#   lt_3 => lt_3
#   mul_393 => mul_393
#   rev_10 => rev_10
#   rev_6 => rev_6
#   rev_8 => rev_8
#   sub_236 => sub_236
#   sub_237 => sub_237
#   where_4 => where_4
#   where_5 => where_5
# Graph fragment:
#   %tangents_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=tangents_2]
#   %logcumsumexp : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=logcumsumexp]
#   %cumprod : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=cumprod]
#   %full_default_9 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %abs_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%tangents_2,), kwargs = {})
#   %log : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%abs_2,), kwargs = {})
#   %gt_11 : Tensor "b8[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%tangents_2, 0), kwargs = {})
#   %where_4 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_11, %log, %full_default_9), kwargs = {})
#   %lt_3 : Tensor "b8[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%tangents_2, 0), kwargs = {})
#   %where_5 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_3, %log, %full_default_9), kwargs = {})
#   %sub_236 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_4, %logcumsumexp), kwargs = {})
#   %rev_6 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.rev.default](args = (%sub_236, [1]), kwargs = {})
#   %logcumsumexp_1 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logcumsumexp.default](args = (%rev_6, 1), kwargs = {})
#   %sub_237 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_5, %logcumsumexp), kwargs = {})
#   %rev_8 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.rev.default](args = (%sub_237, [1]), kwargs = {})
#   %logcumsumexp_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logcumsumexp.default](args = (%rev_8, 1), kwargs = {})
#   %mul_393 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_2, %cumprod), kwargs = {})
#   %rev_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.rev.default](args = (%mul_393, [1]), kwargs = {})
#   %cumsum_3 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumsum.default](args = (%rev_10, 1), kwargs = {})
#   return %logcumsumexp_1,%logcumsumexp_2,%cumsum_3
triton_per_fused_abs_cumsum_flip_gt_log_logcumsumexp_lt_mul_scalar_tensor_sub_where_1 = async_compile.triton('triton_per_fused_abs_cumsum_flip_gt_log_logcumsumexp_lt_mul_scalar_tensor_sub_where_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_minimum_maximum_ne_isinf_bitwise_not_bitwise_or_sub_exp_log1p_add_where0(arg0_0, arg1_0):
    tmp0 = triton_helpers.minimum(arg0_0, arg1_0)
    tmp1 = triton_helpers.maximum(arg0_0, arg1_0)
    tmp2 = tmp0 != tmp1
    tmp3 = libdevice.isinf(tmp0).to(tl.int1)
    tmp4 = ~tmp3
    tmp5 = tmp2 | tmp4
    tmp6 = tmp0 - tmp1
    tmp7 = libdevice.exp(tmp6)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tmp8 + tmp1
    tmp10 = tl.where(tmp5, tmp9, arg0_0)
    return tmp10

@triton.jit
def _triton_helper_fn_add1(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_abs_cumsum_flip_gt_log_logcumsumexp_lt_mul_scalar_tensor_sub_where_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 46656, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_abs_cumsum_flip_gt_log_logcumsumexp_lt_mul_scalar_tensor_sub_where_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 27
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (416 + x0 + ((-16)*r0_2) + 432*x1), r0_mask & xmask, other=0.0)
    tmp7 = tl.load(in_ptr1 + (416 + x0 + ((-16)*r0_2) + 432*x1), r0_mask & xmask, other=0.0)
    tmp18 = tl.load(in_ptr2 + (416 + x0 + ((-16)*r0_2) + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 > tmp1
    tmp3 = tl_math.abs(tmp0)
    tmp4 = tl_math.log(tmp3)
    tmp5 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
    tmp6 = tl.where(tmp2, tmp4, tmp5)
    tmp8 = tmp6 - tmp7
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp11, = tl.associative_scan((tmp10,), 1, _triton_helper_fn_minimum_maximum_ne_isinf_bitwise_not_bitwise_or_sub_exp_log1p_add_where0)
    tmp12 = tmp0 < tmp1
    tmp13 = tl.where(tmp12, tmp4, tmp5)
    tmp14 = tmp13 - tmp7
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp17, = tl.associative_scan((tmp16,), 1, _triton_helper_fn_minimum_maximum_ne_isinf_bitwise_not_bitwise_or_sub_exp_log1p_add_where0)
    tmp19 = tmp0 * tmp18
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp22, = tl.associative_scan((tmp21,), 1, _triton_helper_fn_add1)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 432*x1), tmp11, r0_mask & xmask)
    tl.store(out_ptr1 + (x0 + 16*r0_2 + 432*x1), tmp17, r0_mask & xmask)
    tl.store(out_ptr2 + (x0 + 16*r0_2 + 432*x1), tmp22, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ph/cphsp4aamgmenb3e63u2mav47k2f27watnih3dj4ccdvz5naqn3t.py
# Topologically Sorted Source Nodes: [slice_9, cumprod_1], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_1 => cumprod_1
#   slice_9 => slice_9
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_9 : Tensor "f32[s77, 26, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 1), kwargs = {})
#   %cumprod_1 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_9, 1), kwargs = {})
#   return %cumprod_1
triton_per_fused_cumprod_slice_2 = async_compile.triton('triton_per_fused_cumprod_slice_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14976, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 26
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (16 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 416*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/tx/ctxlrfhd2ok7l2amhcfupywhfeh5ggk2savvub76c2rk5dyhtd6o.py
# Topologically Sorted Source Nodes: [full_default_6, scatter_add], Original ATen: [aten.slice_backward, aten.scatter_add]
# Source node to ATen node mapping:
#   full_default_6 => full_default_6
#   scatter_add => scatter_add
# Graph fragment:
#   %full_default_6 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, %primals_2, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter_add : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_6, 1, %getitem_17, %tangents_2), kwargs = {})
#   return %scatter_add
triton_poi_fused_scatter_add_slice_backward_3 = async_compile.triton('triton_poi_fused_scatter_add_slice_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_scatter_add_slice_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10368}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_scatter_add_slice_backward_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/o4/co43fbhv7lf7enmas2gatjem3aooh5xfwpq6lxkv4nfh74d7jaro.py
# Topologically Sorted Source Nodes: [mul_390, full_default_6, rev_2, rev_3, cumsum_2, scatter_add, mul_392, rev_11, div_6, neg_5, mul_394, add_522, full_5, expand_1, cat, mul_396, sum_3], Original ATen: [aten.mul, aten.slice_backward, aten.flip, aten.cumsum, aten.scatter_add, aten.div, aten.neg, aten.add, aten.ones, aten.expand, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   add_522 => add_522
#   cat => cat
#   cumsum_2 => cumsum_2
#   div_6 => div_6
#   expand_1 => expand_1
#   full_5 => full_5
#   full_default_6 => full_default_6
#   mul_390 => mul_390
#   mul_392 => mul_392
#   mul_394 => mul_394
#   mul_396 => mul_396
#   neg_5 => neg_5
#   rev_11 => rev_11
#   rev_2 => rev_2
#   rev_3 => rev_3
#   scatter_add => scatter_add
#   sum_3 => sum_3
# Graph fragment:
#   %tangents_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=tangents_2]
#   %getitem_17 : Tensor "i64[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=getitem_17]
#   %scatter_add : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=scatter_add]
#   %cumsum : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %cumsum_3 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=cumsum_3]
#   %div : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=div]
#   %cumprod : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=cumprod]
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %cumprod_1 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0" = PlaceHolder[target=cumprod_1]
#   %mul_390 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_2, 0.01), kwargs = {})
#   %full_default_6 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, %primals_2, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %rev_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.rev.default](args = (%mul_390, [1]), kwargs = {})
#   %rev_3 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.rev.default](args = (%rev_2, [1]), kwargs = {})
#   %cumsum_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumsum.default](args = (%rev_3, 1), kwargs = {})
#   %scatter_add : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_6, 1, %getitem_17, %tangents_2), kwargs = {})
#   %mul_392 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_2, %cumsum), kwargs = {})
#   %rev_11 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.rev.default](args = (%cumsum_3, [1]), kwargs = {})
#   %div_6 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div, %cumprod), kwargs = {})
#   %neg_5 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%rev_11,), kwargs = {})
#   %mul_394 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_5, %div_6), kwargs = {})
#   %add_522 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=27] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_392, %mul_394), kwargs = {})
#   %full_5 : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %expand_1 : Tensor "f32[s77, 1, 16][0, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%full_5, [%primals_1, 1, 16]), kwargs = {})
#   %cat : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand_1, %cumprod_1], 1), kwargs = {})
#   %mul_396 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_10, %cat), kwargs = {})
#   %sum_3 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_396, [1]), kwargs = {})
#   return %cumsum_2,%buf7,%slice_10,%sum_3
triton_per_fused_add_cat_cumsum_div_expand_flip_mul_neg_ones_scatter_add_slice_backward_sum_4 = async_compile.triton('triton_per_fused_add_cat_cumsum_div_expand_flip_mul_neg_ones_scatter_add_slice_backward_sum_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_cat_cumsum_div_expand_flip_mul_neg_ones_scatter_add_slice_backward_sum_4', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 7, 'num_store': 4, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 62400, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_cat_cumsum_div_expand_flip_mul_neg_ones_scatter_add_slice_backward_sum_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 27
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp6 = tl.load(in_ptr1 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp8 = tl.load(in_out_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp10 = tl.load(in_ptr2 + (416 + x0 + ((-16)*r0_2) + 432*x1), r0_mask & xmask, other=0.0)
    tmp12 = tl.load(in_ptr3 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr4 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.full([1, 1], 0.01, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp5, = tl.associative_scan((tmp4,), 1, _triton_helper_fn_add0)
    tl.device_assert(((0 <= tmp6) & (tmp6 < 27)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp6 < 27")
    tmp9 = tmp0 * tmp8
    tmp11 = -tmp10
    tmp14 = (tmp12 / tmp13)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp9 + tmp15
    tmp17 = r0_2
    tmp18 = tl.full([1, 1], 0, tl.int64)
    tmp19 = tmp17 >= tmp18
    tmp20 = tl.full([1, 1], 1, tl.int64)
    tmp21 = tmp17 < tmp20
    tmp22 = tl.full([1, 1], 1.0, tl.float32)
    tmp23 = tl.full(tmp22.shape, 0.0, tmp22.dtype)
    tmp24 = tl.where(tmp21, tmp22, tmp23)
    tmp25 = tmp17 >= tmp20
    tmp26 = tl.full([1, 1], 27, tl.int64)
    tmp27 = tmp17 < tmp26
    tmp28 = tl.load(in_ptr5 + (x0 + 16*((-1) + r0_2) + 416*x1), r0_mask & tmp25 & xmask, other=0.0)
    tmp29 = tl.where(tmp21, tmp24, tmp28)
    tmp30 = tmp16 * tmp29
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp33 = tl.where(r0_mask & xmask, tmp31, 0)
    tmp34 = tl.sum(tmp33, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 432*x1), tmp5, r0_mask & xmask)
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(x0 + 16*tmp6 + 432*x1, [XBLOCK, R0_BLOCK])), tmp0, r0_mask & xmask, sem='relaxed')
    tl.store(in_out_ptr0 + (x0 + 16*r0_2 + 432*x1), tmp16, r0_mask & xmask)
    tl.store(out_ptr2 + (x0 + 432*x1), tmp34, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/23/c23yrlnfv4hbb7ncqib5rj7tmrujrmtxbspwizggvcn4pb3kyl5j.py
# Topologically Sorted Source Nodes: [slice_12, cumprod_2], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_2 => cumprod_2
#   slice_12 => slice_12
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_12 : Tensor "f32[s77, 25, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 2), kwargs = {})
#   %cumprod_2 : Tensor "f32[s77, 25, 16][400, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_12, 1), kwargs = {})
#   return %cumprod_2
triton_per_fused_cumprod_slice_5 = async_compile.triton('triton_per_fused_cumprod_slice_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14400, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 25
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (32 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 400*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/k3/ck3bmajv3qczvrbwac6zlwxmuk7necvii4ditj2j5v4g5oqqmqis.py
# Topologically Sorted Source Nodes: [slice_11, prod, expand_2, mul_397, cat_1, slice_13, mul_398, sum_4], Original ATen: [aten.slice, aten.prod, aten.expand, aten.mul, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat_1 => cat_1
#   expand_2 => expand_2
#   mul_397 => mul_397
#   mul_398 => mul_398
#   prod => prod
#   slice_11 => slice_11
#   slice_13 => slice_13
#   sum_4 => sum_4
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %cumprod_2 : Tensor "f32[s77, 25, 16][400, 16, 1]cuda:0" = PlaceHolder[target=cumprod_2]
#   %slice_11 : Tensor "f32[s77, 1, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 1), kwargs = {})
#   %prod : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_11, 1, True), kwargs = {})
#   %expand_2 : Tensor "f32[s77, 25, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod, [%primals_1, 25, 16]), kwargs = {})
#   %mul_397 : Tensor "f32[s77, 25, 16][400, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_2, %cumprod_2), kwargs = {})
#   %cat_1 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod, %mul_397], 1), kwargs = {})
#   %slice_13 : Tensor "f32[s77, 26, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 1), kwargs = {})
#   %mul_398 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_13, %cat_1), kwargs = {})
#   %sum_4 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_398, [1]), kwargs = {})
#   return %sum_4
triton_per_fused_cat_expand_mul_prod_slice_sum_6 = async_compile.triton('triton_per_fused_cat_expand_mul_prod_slice_sum_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_prod_slice_sum_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10368, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_prod_slice_sum_6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 26
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (16 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 26, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 400*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ap/capzuuhy4qz2at7kjensfdwmlt4hmla5w4pbexuamnl3o3xardgw.py
# Topologically Sorted Source Nodes: [slice_15, cumprod_3], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_3 => cumprod_3
#   slice_15 => slice_15
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_15 : Tensor "f32[s77, 24, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 3), kwargs = {})
#   %cumprod_3 : Tensor "f32[s77, 24, 16][384, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_15, 1), kwargs = {})
#   return %cumprod_3
triton_per_fused_cumprod_slice_7 = async_compile.triton('triton_per_fused_cumprod_slice_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 13824, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 24
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (48 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 384*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ue/cuehqfuw3kddndyi4golbwzgr5bhz2ycqh3qzdmdc6mrzdl4syb2.py
# Topologically Sorted Source Nodes: [slice_14, prod_1, expand_3, mul_399, cat_2, slice_16, mul_400, sum_5], Original ATen: [aten.slice, aten.prod, aten.expand, aten.mul, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat_2 => cat_2
#   expand_3 => expand_3
#   mul_399 => mul_399
#   mul_400 => mul_400
#   prod_1 => prod_1
#   slice_14 => slice_14
#   slice_16 => slice_16
#   sum_5 => sum_5
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %cumprod_3 : Tensor "f32[s77, 24, 16][384, 16, 1]cuda:0" = PlaceHolder[target=cumprod_3]
#   %slice_14 : Tensor "f32[s77, 2, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 2), kwargs = {})
#   %prod_1 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_14, 1, True), kwargs = {})
#   %expand_3 : Tensor "f32[s77, 24, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_1, [%primals_1, 24, 16]), kwargs = {})
#   %mul_399 : Tensor "f32[s77, 24, 16][384, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_3, %cumprod_3), kwargs = {})
#   %cat_2 : Tensor "f32[s77, 25, 16][400, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_1, %mul_399], 1), kwargs = {})
#   %slice_16 : Tensor "f32[s77, 25, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 2), kwargs = {})
#   %mul_400 : Tensor "f32[s77, 25, 16][400, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_16, %cat_2), kwargs = {})
#   %sum_5 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_400, [1]), kwargs = {})
#   return %sum_5
triton_per_fused_cat_expand_mul_prod_slice_sum_8 = async_compile.triton('triton_per_fused_cat_expand_mul_prod_slice_sum_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_prod_slice_sum_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10176, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_prod_slice_sum_8(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 25
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (32 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr1 + (tl.broadcast_to(16 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.full(tmp8.shape, 0.0, tmp8.dtype)
    tmp10 = tl.where(tmp5, tmp8, tmp9)
    tmp11 = tmp1 >= tmp4
    tmp12 = tl.full([1, 1], 25, tl.int64)
    tmp13 = tmp1 < tmp12
    tmp14 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.load(in_ptr1 + (tl.broadcast_to(16 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp14 * tmp15
    tmp17 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 384*x1), r0_mask & tmp11 & xmask, other=0.0)
    tmp18 = tmp16 * tmp17
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp11, tmp18, tmp19)
    tmp21 = tl.where(tmp5, tmp10, tmp20)
    tmp22 = tmp0 * tmp21
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(r0_mask & xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/fc/cfc7eb2edmthabep3bzg4dm3evwgfyp6m4fxove2iirvgowtud2e.py
# Topologically Sorted Source Nodes: [slice_18, cumprod_4], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_4 => cumprod_4
#   slice_18 => slice_18
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_18 : Tensor "f32[s77, 23, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 4), kwargs = {})
#   %cumprod_4 : Tensor "f32[s77, 23, 16][368, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_18, 1), kwargs = {})
#   return %cumprod_4
triton_per_fused_cumprod_slice_9 = async_compile.triton('triton_per_fused_cumprod_slice_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 13248, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_9(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 23
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (64 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 368*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/eb/cebv6qjttbucgdz2urmlt6gtm2lzlvhbz66kj5y7snhfeuxlxy53.py
# Topologically Sorted Source Nodes: [slice_17, prod_2, expand_4, mul_401, cat_3, slice_19, mul_402, sum_6], Original ATen: [aten.slice, aten.prod, aten.expand, aten.mul, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat_3 => cat_3
#   expand_4 => expand_4
#   mul_401 => mul_401
#   mul_402 => mul_402
#   prod_2 => prod_2
#   slice_17 => slice_17
#   slice_19 => slice_19
#   sum_6 => sum_6
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %cumprod_4 : Tensor "f32[s77, 23, 16][368, 16, 1]cuda:0" = PlaceHolder[target=cumprod_4]
#   %slice_17 : Tensor "f32[s77, 3, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 3), kwargs = {})
#   %prod_2 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_17, 1, True), kwargs = {})
#   %expand_4 : Tensor "f32[s77, 23, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_2, [%primals_1, 23, 16]), kwargs = {})
#   %mul_401 : Tensor "f32[s77, 23, 16][368, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_4, %cumprod_4), kwargs = {})
#   %cat_3 : Tensor "f32[s77, 24, 16][384, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_2, %mul_401], 1), kwargs = {})
#   %slice_19 : Tensor "f32[s77, 24, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 3), kwargs = {})
#   %mul_402 : Tensor "f32[s77, 24, 16][384, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_19, %cat_3), kwargs = {})
#   %sum_6 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_402, [1]), kwargs = {})
#   return %sum_6
triton_per_fused_cat_expand_mul_prod_slice_sum_10 = async_compile.triton('triton_per_fused_cat_expand_mul_prod_slice_sum_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_prod_slice_sum_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9984, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_prod_slice_sum_10(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 24
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (48 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr1 + (tl.broadcast_to(16 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.load(in_ptr1 + (tl.broadcast_to(32 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp10 = tmp8 * tmp9
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp5, tmp10, tmp11)
    tmp13 = tmp1 >= tmp4
    tmp14 = tl.full([1, 1], 24, tl.int64)
    tmp15 = tmp1 < tmp14
    tmp16 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.load(in_ptr1 + (tl.broadcast_to(16 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp18 = tmp16 * tmp17
    tmp19 = tl.load(in_ptr1 + (tl.broadcast_to(32 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp20 = tmp18 * tmp19
    tmp21 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 368*x1), r0_mask & tmp13 & xmask, other=0.0)
    tmp22 = tmp20 * tmp21
    tmp23 = tl.full(tmp22.shape, 0.0, tmp22.dtype)
    tmp24 = tl.where(tmp13, tmp22, tmp23)
    tmp25 = tl.where(tmp5, tmp12, tmp24)
    tmp26 = tmp0 * tmp25
    tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(r0_mask & xmask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/en/cen3tmd5mffniqels3wkmupqtxze6qmmurwxkc5qmo5kftdy4w5i.py
# Topologically Sorted Source Nodes: [slice_21, cumprod_5], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_5 => cumprod_5
#   slice_21 => slice_21
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_21 : Tensor "f32[s77, 22, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 5), kwargs = {})
#   %cumprod_5 : Tensor "f32[s77, 22, 16][352, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_21, 1), kwargs = {})
#   return %cumprod_5
triton_per_fused_cumprod_slice_11 = async_compile.triton('triton_per_fused_cumprod_slice_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12672, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 22
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (80 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 352*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/sh/cshb6yxrhcp2xzg3dft5o2azrunvrdjxgqu2vvlhykrba7aocjub.py
# Topologically Sorted Source Nodes: [slice_20, prod_3, expand_5, mul_403, cat_4, slice_22, mul_404, sum_7, slice_23, prod_4, slice_26, prod_5, slice_29, prod_6], Original ATen: [aten.slice, aten.prod, aten.expand, aten.mul, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat_4 => cat_4
#   expand_5 => expand_5
#   mul_403 => mul_403
#   mul_404 => mul_404
#   prod_3 => prod_3
#   prod_4 => prod_4
#   prod_5 => prod_5
#   prod_6 => prod_6
#   slice_20 => slice_20
#   slice_22 => slice_22
#   slice_23 => slice_23
#   slice_26 => slice_26
#   slice_29 => slice_29
#   sum_7 => sum_7
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %cumprod_5 : Tensor "f32[s77, 22, 16][352, 16, 1]cuda:0" = PlaceHolder[target=cumprod_5]
#   %slice_20 : Tensor "f32[s77, 4, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 4), kwargs = {})
#   %prod_3 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_20, 1, True), kwargs = {})
#   %expand_5 : Tensor "f32[s77, 22, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_3, [%primals_1, 22, 16]), kwargs = {})
#   %mul_403 : Tensor "f32[s77, 22, 16][352, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_5, %cumprod_5), kwargs = {})
#   %cat_4 : Tensor "f32[s77, 23, 16][368, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_3, %mul_403], 1), kwargs = {})
#   %slice_22 : Tensor "f32[s77, 23, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 4), kwargs = {})
#   %mul_404 : Tensor "f32[s77, 23, 16][368, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_22, %cat_4), kwargs = {})
#   %sum_7 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_404, [1]), kwargs = {})
#   %slice_23 : Tensor "f32[s77, 5, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 5), kwargs = {})
#   %prod_4 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_23, 1, True), kwargs = {})
#   %slice_26 : Tensor "f32[s77, 6, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 6), kwargs = {})
#   %prod_5 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_26, 1, True), kwargs = {})
#   %slice_29 : Tensor "f32[s77, 7, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 7), kwargs = {})
#   %prod_6 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_29, 1, True), kwargs = {})
#   return %sum_7,%prod_4,%prod_5,%prod_6
triton_per_fused_cat_expand_mul_prod_slice_sum_12 = async_compile.triton('triton_per_fused_cat_expand_mul_prod_slice_sum_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_prod_slice_sum_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 17, 'num_store': 4, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 11520, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_prod_slice_sum_12(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 23
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (64 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp35 = tl.load(in_ptr1 + (x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp36 = tl.load(in_ptr1 + (16 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp38 = tl.load(in_ptr1 + (32 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp40 = tl.load(in_ptr1 + (48 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr1 + (64 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp44 = tl.load(in_ptr1 + (80 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp46 = tl.load(in_ptr1 + (96 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr1 + (tl.broadcast_to(16 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.load(in_ptr1 + (tl.broadcast_to(32 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp10 = tmp8 * tmp9
    tmp11 = tl.load(in_ptr1 + (tl.broadcast_to(48 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp5, tmp12, tmp13)
    tmp15 = tmp1 >= tmp4
    tmp16 = tl.full([1, 1], 23, tl.int64)
    tmp17 = tmp1 < tmp16
    tmp18 = tl.load(in_ptr1 + (tl.broadcast_to(x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp15 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.load(in_ptr1 + (tl.broadcast_to(16 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp15 & xmask, eviction_policy='evict_last', other=0.0)
    tmp20 = tmp18 * tmp19
    tmp21 = tl.load(in_ptr1 + (tl.broadcast_to(32 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp15 & xmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tmp20 * tmp21
    tmp23 = tl.load(in_ptr1 + (tl.broadcast_to(48 + x0 + 432*x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp15 & xmask, eviction_policy='evict_last', other=0.0)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 352*x1), r0_mask & tmp15 & xmask, other=0.0)
    tmp26 = tmp24 * tmp25
    tmp27 = tl.full(tmp26.shape, 0.0, tmp26.dtype)
    tmp28 = tl.where(tmp15, tmp26, tmp27)
    tmp29 = tl.where(tmp5, tmp14, tmp28)
    tmp30 = tmp0 * tmp29
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp33 = tl.where(r0_mask & xmask, tmp31, 0)
    tmp34 = tl.sum(tmp33, 1)[:, None].to(tl.float32)
    tmp37 = tmp35 * tmp36
    tmp39 = tmp37 * tmp38
    tmp41 = tmp39 * tmp40
    tmp43 = tmp41 * tmp42
    tmp45 = tmp43 * tmp44
    tmp47 = tmp45 * tmp46
    tl.store(out_ptr1 + (x3), tmp43, xmask)
    tl.store(out_ptr2 + (x3), tmp45, xmask)
    tl.store(out_ptr3 + (x3), tmp47, xmask)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp34, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/rq/crqwpxkrcf52wzb6amcxefqbmfchjp2i4ighk7xramxpu65i5zqo.py
# Topologically Sorted Source Nodes: [slice_24, cumprod_6], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_6 => cumprod_6
#   slice_24 => slice_24
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_24 : Tensor "f32[s77, 21, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 6), kwargs = {})
#   %cumprod_6 : Tensor "f32[s77, 21, 16][336, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_24, 1), kwargs = {})
#   return %cumprod_6
triton_per_fused_cumprod_slice_13 = async_compile.triton('triton_per_fused_cumprod_slice_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12096, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_13(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 21
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (96 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 336*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/an/canygvkxzltzreevmrcoiyc7kkgnrrtcdgf2nwmrq4aznrt2ekkh.py
# Topologically Sorted Source Nodes: [expand_6, mul_405, cat_5, slice_25, mul_406, sum_8], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_5 => cat_5
#   expand_6 => expand_6
#   mul_405 => mul_405
#   mul_406 => mul_406
#   slice_25 => slice_25
#   sum_8 => sum_8
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_4 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_4]
#   %cumprod_6 : Tensor "f32[s77, 21, 16][336, 16, 1]cuda:0" = PlaceHolder[target=cumprod_6]
#   %expand_6 : Tensor "f32[s77, 21, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_4, [%primals_1, 21, 16]), kwargs = {})
#   %mul_405 : Tensor "f32[s77, 21, 16][336, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_6, %cumprod_6), kwargs = {})
#   %cat_5 : Tensor "f32[s77, 22, 16][352, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_4, %mul_405], 1), kwargs = {})
#   %slice_25 : Tensor "f32[s77, 22, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 5), kwargs = {})
#   %mul_406 : Tensor "f32[s77, 22, 16][352, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_25, %cat_5), kwargs = {})
#   %sum_8 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_406, [1]), kwargs = {})
#   return %sum_8
triton_per_fused_cat_expand_mul_slice_sum_14 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8832, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_14(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 22
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (80 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 22, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 336*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/el/celq7f5ikpvklhhuyjtrbqaajxysyc5x776y6v2xk3knowtkcmj6.py
# Topologically Sorted Source Nodes: [slice_27, cumprod_7], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_7 => cumprod_7
#   slice_27 => slice_27
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_27 : Tensor "f32[s77, 20, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 7), kwargs = {})
#   %cumprod_7 : Tensor "f32[s77, 20, 16][320, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_27, 1), kwargs = {})
#   return %cumprod_7
triton_per_fused_cumprod_slice_15 = async_compile.triton('triton_per_fused_cumprod_slice_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 11520, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_15(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 20
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (112 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 320*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/kh/ckhepuqz3bfxzavbi75p2hcoshyqpmcnohre3t6v4m5cxyr2touw.py
# Topologically Sorted Source Nodes: [expand_7, mul_407, cat_6, slice_28, mul_408, sum_9], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_6 => cat_6
#   expand_7 => expand_7
#   mul_407 => mul_407
#   mul_408 => mul_408
#   slice_28 => slice_28
#   sum_9 => sum_9
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_5 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_5]
#   %cumprod_7 : Tensor "f32[s77, 20, 16][320, 16, 1]cuda:0" = PlaceHolder[target=cumprod_7]
#   %expand_7 : Tensor "f32[s77, 20, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_5, [%primals_1, 20, 16]), kwargs = {})
#   %mul_407 : Tensor "f32[s77, 20, 16][320, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_7, %cumprod_7), kwargs = {})
#   %cat_6 : Tensor "f32[s77, 21, 16][336, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_5, %mul_407], 1), kwargs = {})
#   %slice_28 : Tensor "f32[s77, 21, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 6), kwargs = {})
#   %mul_408 : Tensor "f32[s77, 21, 16][336, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_28, %cat_6), kwargs = {})
#   %sum_9 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_408, [1]), kwargs = {})
#   return %sum_9
triton_per_fused_cat_expand_mul_slice_sum_16 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8448, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_16(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 21
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (96 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 21, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 320*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ch/cchgzandzb54mc27zgcwoin6o723uvtaxydgpynoeycvsgzd4drv.py
# Topologically Sorted Source Nodes: [slice_30, cumprod_8], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_8 => cumprod_8
#   slice_30 => slice_30
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_30 : Tensor "f32[s77, 19, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 8), kwargs = {})
#   %cumprod_8 : Tensor "f32[s77, 19, 16][304, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_30, 1), kwargs = {})
#   return %cumprod_8
triton_per_fused_cumprod_slice_17 = async_compile.triton('triton_per_fused_cumprod_slice_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10944, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_17(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 19
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (128 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 304*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/f4/cf46chkvyhr5rdompnhcvijoxwnknmbbih75dievaizudzomtqud.py
# Topologically Sorted Source Nodes: [expand_8, mul_409, cat_7, slice_31, mul_410, sum_10], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_7 => cat_7
#   expand_8 => expand_8
#   mul_409 => mul_409
#   mul_410 => mul_410
#   slice_31 => slice_31
#   sum_10 => sum_10
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_6 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_6]
#   %cumprod_8 : Tensor "f32[s77, 19, 16][304, 16, 1]cuda:0" = PlaceHolder[target=cumprod_8]
#   %expand_8 : Tensor "f32[s77, 19, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_6, [%primals_1, 19, 16]), kwargs = {})
#   %mul_409 : Tensor "f32[s77, 19, 16][304, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_8, %cumprod_8), kwargs = {})
#   %cat_7 : Tensor "f32[s77, 20, 16][320, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_6, %mul_409], 1), kwargs = {})
#   %slice_31 : Tensor "f32[s77, 20, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 7), kwargs = {})
#   %mul_410 : Tensor "f32[s77, 20, 16][320, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_31, %cat_7), kwargs = {})
#   %sum_10 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_410, [1]), kwargs = {})
#   return %sum_10
triton_per_fused_cat_expand_mul_slice_sum_18 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8064, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_18(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 20
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (112 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 20, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 304*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/2t/c2tr2ultxsjf4dq2y5ir273bzez7ilwb5g5guukrici54x3bflhv.py
# Topologically Sorted Source Nodes: [slice_32, prod_7], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_7 => prod_7
#   slice_32 => slice_32
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_32 : Tensor "f32[s77, 8, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 8), kwargs = {})
#   %prod_7 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_32, 1, True), kwargs = {})
#   return %prod_7
triton_per_fused_prod_slice_19 = async_compile.triton('triton_per_fused_prod_slice_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1920, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_19(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/gu/cgunv6n6yaklt3ekq6st3wm2nb5g3gbttceout2mmeyovaxlx4lo.py
# Topologically Sorted Source Nodes: [slice_33, cumprod_9], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_9 => cumprod_9
#   slice_33 => slice_33
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_33 : Tensor "f32[s77, 18, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 9), kwargs = {})
#   %cumprod_9 : Tensor "f32[s77, 18, 16][288, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_33, 1), kwargs = {})
#   return %cumprod_9
triton_per_fused_cumprod_slice_20 = async_compile.triton('triton_per_fused_cumprod_slice_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10368, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_20(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 18
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (144 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 288*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ur/curmce5tl4bcdz47duijlyty2canexgwqbnwf6cpgsofobg76eye.py
# Topologically Sorted Source Nodes: [expand_9, mul_411, cat_8, slice_34, mul_412, sum_11], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_8 => cat_8
#   expand_9 => expand_9
#   mul_411 => mul_411
#   mul_412 => mul_412
#   slice_34 => slice_34
#   sum_11 => sum_11
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_7 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_7]
#   %cumprod_9 : Tensor "f32[s77, 18, 16][288, 16, 1]cuda:0" = PlaceHolder[target=cumprod_9]
#   %expand_9 : Tensor "f32[s77, 18, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_7, [%primals_1, 18, 16]), kwargs = {})
#   %mul_411 : Tensor "f32[s77, 18, 16][288, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_9, %cumprod_9), kwargs = {})
#   %cat_8 : Tensor "f32[s77, 19, 16][304, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_7, %mul_411], 1), kwargs = {})
#   %slice_34 : Tensor "f32[s77, 19, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 8), kwargs = {})
#   %mul_412 : Tensor "f32[s77, 19, 16][304, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_34, %cat_8), kwargs = {})
#   %sum_11 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_412, [1]), kwargs = {})
#   return %sum_11
triton_per_fused_cat_expand_mul_slice_sum_21 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7680, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_21(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 19
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (128 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 19, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 288*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/xc/cxcctsvh3l4u4ypwcqauxbw75nebynrns7wz32je3iumeuan5env.py
# Topologically Sorted Source Nodes: [slice_35, prod_8], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_8 => prod_8
#   slice_35 => slice_35
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_35 : Tensor "f32[s77, 9, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 9), kwargs = {})
#   %prod_8 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_35, 1, True), kwargs = {})
#   return %prod_8
triton_per_fused_prod_slice_22 = async_compile.triton('triton_per_fused_prod_slice_22', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2112, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_22(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 9
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/3g/c3geb5balcszjoi5yvnjhtjuhgrlikt7hzm6u4wro2ffyyuoasms.py
# Topologically Sorted Source Nodes: [slice_36, cumprod_10], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_10 => cumprod_10
#   slice_36 => slice_36
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_36 : Tensor "f32[s77, 17, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 10), kwargs = {})
#   %cumprod_10 : Tensor "f32[s77, 17, 16][272, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_36, 1), kwargs = {})
#   return %cumprod_10
triton_per_fused_cumprod_slice_23 = async_compile.triton('triton_per_fused_cumprod_slice_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9792, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_23(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 17
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (160 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 272*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/qf/cqfv4k3plg6iou7piqt7gboxzkgiccleu4uqjjj7zfcei47c4a4p.py
# Topologically Sorted Source Nodes: [expand_10, mul_413, cat_9, slice_37, mul_414, sum_12], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_9 => cat_9
#   expand_10 => expand_10
#   mul_413 => mul_413
#   mul_414 => mul_414
#   slice_37 => slice_37
#   sum_12 => sum_12
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_8 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_8]
#   %cumprod_10 : Tensor "f32[s77, 17, 16][272, 16, 1]cuda:0" = PlaceHolder[target=cumprod_10]
#   %expand_10 : Tensor "f32[s77, 17, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_8, [%primals_1, 17, 16]), kwargs = {})
#   %mul_413 : Tensor "f32[s77, 17, 16][272, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_10, %cumprod_10), kwargs = {})
#   %cat_9 : Tensor "f32[s77, 18, 16][288, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_8, %mul_413], 1), kwargs = {})
#   %slice_37 : Tensor "f32[s77, 18, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 9), kwargs = {})
#   %mul_414 : Tensor "f32[s77, 18, 16][288, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_37, %cat_9), kwargs = {})
#   %sum_12 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_414, [1]), kwargs = {})
#   return %sum_12
triton_per_fused_cat_expand_mul_slice_sum_24 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7296, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_24(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 18
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (144 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 18, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 272*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/wc/cwc6ubcivbzjas7ba77osygpcblbomtfufndrsgvgvowlowqhega.py
# Topologically Sorted Source Nodes: [slice_38, prod_9], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_9 => prod_9
#   slice_38 => slice_38
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_38 : Tensor "f32[s77, 10, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 10), kwargs = {})
#   %prod_9 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_38, 1, True), kwargs = {})
#   return %prod_9
triton_per_fused_prod_slice_25 = async_compile.triton('triton_per_fused_prod_slice_25', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2304, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_25(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 10
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/5m/c5m265t3lhdebf3opnugpxlewi6f7r3unprc6squsvhfbo4lcdgt.py
# Topologically Sorted Source Nodes: [slice_39, cumprod_11], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_11 => cumprod_11
#   slice_39 => slice_39
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_39 : Tensor "f32[s77, 16, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 11), kwargs = {})
#   %cumprod_11 : Tensor "f32[s77, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_39, 1), kwargs = {})
#   return %cumprod_11
triton_per_fused_cumprod_slice_26 = async_compile.triton('triton_per_fused_cumprod_slice_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_26(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (176 + x0 + 16*r0_2 + 432*x1), xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 256*x1), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/od/codobxf4e6nmeux5yazh4q7kbhsp7gotdawtue2cgm7hf6pmuvr3.py
# Topologically Sorted Source Nodes: [expand_11, mul_415, cat_10, slice_40, mul_416, sum_13], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_10 => cat_10
#   expand_11 => expand_11
#   mul_415 => mul_415
#   mul_416 => mul_416
#   slice_40 => slice_40
#   sum_13 => sum_13
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_9 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_9]
#   %cumprod_11 : Tensor "f32[s77, 16, 16][256, 16, 1]cuda:0" = PlaceHolder[target=cumprod_11]
#   %expand_11 : Tensor "f32[s77, 16, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_9, [%primals_1, 16, 16]), kwargs = {})
#   %mul_415 : Tensor "f32[s77, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_11, %cumprod_11), kwargs = {})
#   %cat_10 : Tensor "f32[s77, 17, 16][272, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_9, %mul_415], 1), kwargs = {})
#   %slice_40 : Tensor "f32[s77, 17, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 10), kwargs = {})
#   %mul_416 : Tensor "f32[s77, 17, 16][272, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_40, %cat_10), kwargs = {})
#   %sum_13 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_416, [1]), kwargs = {})
#   return %sum_13
triton_per_fused_cat_expand_mul_slice_sum_27 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6912, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_27(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 17
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (160 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 17, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 256*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/bl/cblq5uqjhyqjppf3plu3vrgiu4wr4mg34i2t4yjjv6mxvyxpwcg4.py
# Topologically Sorted Source Nodes: [slice_41, prod_10], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_10 => prod_10
#   slice_41 => slice_41
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_41 : Tensor "f32[s77, 11, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 11), kwargs = {})
#   %prod_10 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_41, 1, True), kwargs = {})
#   return %prod_10
triton_per_fused_prod_slice_28 = async_compile.triton('triton_per_fused_prod_slice_28', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_28', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2496, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_28(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 11
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/sx/csx7ao27bssc32i33l4xdvx5qfnqb5fprtiuf4rj53zh36xlz6fy.py
# Topologically Sorted Source Nodes: [slice_42, cumprod_12], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_12 => cumprod_12
#   slice_42 => slice_42
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_42 : Tensor "f32[s77, 15, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 12), kwargs = {})
#   %cumprod_12 : Tensor "f32[s77, 15, 16][240, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_42, 1), kwargs = {})
#   return %cumprod_12
triton_per_fused_cumprod_slice_29 = async_compile.triton('triton_per_fused_cumprod_slice_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_29', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8640, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_29(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 15
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (192 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 240*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/aj/cajg3uxdpxnh7pie6mn4ap5oyllj7mhielm3cdxhr6mzwcem4a54.py
# Topologically Sorted Source Nodes: [expand_12, mul_417, cat_11, slice_43, mul_418, sum_14], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_11 => cat_11
#   expand_12 => expand_12
#   mul_417 => mul_417
#   mul_418 => mul_418
#   slice_43 => slice_43
#   sum_14 => sum_14
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_10 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_10]
#   %cumprod_12 : Tensor "f32[s77, 15, 16][240, 16, 1]cuda:0" = PlaceHolder[target=cumprod_12]
#   %expand_12 : Tensor "f32[s77, 15, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_10, [%primals_1, 15, 16]), kwargs = {})
#   %mul_417 : Tensor "f32[s77, 15, 16][240, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_12, %cumprod_12), kwargs = {})
#   %cat_11 : Tensor "f32[s77, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_10, %mul_417], 1), kwargs = {})
#   %slice_43 : Tensor "f32[s77, 16, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 11), kwargs = {})
#   %mul_418 : Tensor "f32[s77, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_43, %cat_11), kwargs = {})
#   %sum_14 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_418, [1]), kwargs = {})
#   return %sum_14
triton_per_fused_cat_expand_mul_slice_sum_30 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_30', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_30', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6528, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_30(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (176 + x0 + 16*r0_2 + 432*x1), xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 16, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 240*x1), tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/si/csiedq737oemnrvotdodumhzm3wa4lytwcdc3ar66e7uhcmjcogp.py
# Topologically Sorted Source Nodes: [slice_44, prod_11], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_11 => prod_11
#   slice_44 => slice_44
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_44 : Tensor "f32[s77, 12, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 12), kwargs = {})
#   %prod_11 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_44, 1, True), kwargs = {})
#   return %prod_11
triton_per_fused_prod_slice_31 = async_compile.triton('triton_per_fused_prod_slice_31', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_31', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2688, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_31(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 12
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/bv/cbvfhwxm6fyjny2kbn3gu7mmn55zcsrx2jh3x5qftfvm4gany2vr.py
# Topologically Sorted Source Nodes: [slice_45, cumprod_13], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_13 => cumprod_13
#   slice_45 => slice_45
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_45 : Tensor "f32[s77, 14, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 13), kwargs = {})
#   %cumprod_13 : Tensor "f32[s77, 14, 16][224, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_45, 1), kwargs = {})
#   return %cumprod_13
triton_per_fused_cumprod_slice_32 = async_compile.triton('triton_per_fused_cumprod_slice_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_32', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8064, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_32(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 14
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (208 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 224*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ox/coxpqqfrkjpr7xy34lnpzmuv6hofl36cith24mlbt4diicqiqhwh.py
# Topologically Sorted Source Nodes: [expand_13, mul_419, cat_12, slice_46, mul_420, sum_15], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_12 => cat_12
#   expand_13 => expand_13
#   mul_419 => mul_419
#   mul_420 => mul_420
#   slice_46 => slice_46
#   sum_15 => sum_15
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_11 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_11]
#   %cumprod_13 : Tensor "f32[s77, 14, 16][224, 16, 1]cuda:0" = PlaceHolder[target=cumprod_13]
#   %expand_13 : Tensor "f32[s77, 14, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_11, [%primals_1, 14, 16]), kwargs = {})
#   %mul_419 : Tensor "f32[s77, 14, 16][224, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_13, %cumprod_13), kwargs = {})
#   %cat_12 : Tensor "f32[s77, 15, 16][240, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_11, %mul_419], 1), kwargs = {})
#   %slice_46 : Tensor "f32[s77, 15, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 12), kwargs = {})
#   %mul_420 : Tensor "f32[s77, 15, 16][240, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_46, %cat_12), kwargs = {})
#   %sum_15 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_420, [1]), kwargs = {})
#   return %sum_15
triton_per_fused_cat_expand_mul_slice_sum_33 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_33', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_33', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_33(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 15
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (192 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 15, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 224*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/gx/cgx5feal2cbv6ymlgw5wnbzfvesmwuk4l6khyuseih4ne2fe2klu.py
# Topologically Sorted Source Nodes: [slice_47, prod_12], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_12 => prod_12
#   slice_47 => slice_47
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_47 : Tensor "f32[s77, 13, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 13), kwargs = {})
#   %prod_12 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_47, 1, True), kwargs = {})
#   return %prod_12
triton_per_fused_prod_slice_34 = async_compile.triton('triton_per_fused_prod_slice_34', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_34', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2880, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_34(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 13
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/vn/cvndreaikndyhpyszoxdqayzyqvgtyfjt6w3lmxyiubhrtsxrqic.py
# Topologically Sorted Source Nodes: [slice_48, cumprod_14], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_14 => cumprod_14
#   slice_48 => slice_48
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_48 : Tensor "f32[s77, 13, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 14), kwargs = {})
#   %cumprod_14 : Tensor "f32[s77, 13, 16][208, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_48, 1), kwargs = {})
#   return %cumprod_14
triton_per_fused_cumprod_slice_35 = async_compile.triton('triton_per_fused_cumprod_slice_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_35', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7488, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_35(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 13
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (224 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 208*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/dq/cdq56f4uw3o35cgqfz7fsie2hiyy6t72jzr7s6wypsqpwwg2nqg5.py
# Topologically Sorted Source Nodes: [expand_14, mul_421, cat_13, slice_49, mul_422, sum_16], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_13 => cat_13
#   expand_14 => expand_14
#   mul_421 => mul_421
#   mul_422 => mul_422
#   slice_49 => slice_49
#   sum_16 => sum_16
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_12 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_12]
#   %cumprod_14 : Tensor "f32[s77, 13, 16][208, 16, 1]cuda:0" = PlaceHolder[target=cumprod_14]
#   %expand_14 : Tensor "f32[s77, 13, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_12, [%primals_1, 13, 16]), kwargs = {})
#   %mul_421 : Tensor "f32[s77, 13, 16][208, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_14, %cumprod_14), kwargs = {})
#   %cat_13 : Tensor "f32[s77, 14, 16][224, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_12, %mul_421], 1), kwargs = {})
#   %slice_49 : Tensor "f32[s77, 14, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 13), kwargs = {})
#   %mul_422 : Tensor "f32[s77, 14, 16][224, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_49, %cat_13), kwargs = {})
#   %sum_16 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_422, [1]), kwargs = {})
#   return %sum_16
triton_per_fused_cat_expand_mul_slice_sum_36 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_36', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_36', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5760, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_36(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 14
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (208 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 14, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 208*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/c2/cc2pa6b2kqqbzrzn4inczlybunwpigihtwadu6payugog7f3bsnr.py
# Topologically Sorted Source Nodes: [slice_50, prod_13], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_13 => prod_13
#   slice_50 => slice_50
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_50 : Tensor "f32[s77, 14, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 14), kwargs = {})
#   %prod_13 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_50, 1, True), kwargs = {})
#   return %prod_13
triton_per_fused_prod_slice_37 = async_compile.triton('triton_per_fused_prod_slice_37', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_37', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_37(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 14
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/gv/cgvcuwxnriyutzqx6lgiumn3ka3occ5xkw4ot3x3tf2y4mwb4amr.py
# Topologically Sorted Source Nodes: [slice_51, cumprod_15], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_15 => cumprod_15
#   slice_51 => slice_51
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_51 : Tensor "f32[s77, 12, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 15), kwargs = {})
#   %cumprod_15 : Tensor "f32[s77, 12, 16][192, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_51, 1), kwargs = {})
#   return %cumprod_15
triton_per_fused_cumprod_slice_38 = async_compile.triton('triton_per_fused_cumprod_slice_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_38', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6912, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_38(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 12
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (240 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 192*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/3u/c3ud2nglidpy6n2klrkgmcic2c6p6rz2bspknvncoresqw2hg4cl.py
# Topologically Sorted Source Nodes: [expand_15, mul_423, cat_14, slice_52, mul_424, sum_17], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_14 => cat_14
#   expand_15 => expand_15
#   mul_423 => mul_423
#   mul_424 => mul_424
#   slice_52 => slice_52
#   sum_17 => sum_17
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_13 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_13]
#   %cumprod_15 : Tensor "f32[s77, 12, 16][192, 16, 1]cuda:0" = PlaceHolder[target=cumprod_15]
#   %expand_15 : Tensor "f32[s77, 12, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_13, [%primals_1, 12, 16]), kwargs = {})
#   %mul_423 : Tensor "f32[s77, 12, 16][192, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_15, %cumprod_15), kwargs = {})
#   %cat_14 : Tensor "f32[s77, 13, 16][208, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_13, %mul_423], 1), kwargs = {})
#   %slice_52 : Tensor "f32[s77, 13, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 14), kwargs = {})
#   %mul_424 : Tensor "f32[s77, 13, 16][208, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_52, %cat_14), kwargs = {})
#   %sum_17 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_424, [1]), kwargs = {})
#   return %sum_17
triton_per_fused_cat_expand_mul_slice_sum_39 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_39', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_39', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5376, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_39(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 13
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (224 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 13, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 192*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/4r/c4r46yxi3skv3t5pj2iuakfzj7fgmu5nbctlujuwhhtaxpi5lvgf.py
# Topologically Sorted Source Nodes: [slice_53, prod_14], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_14 => prod_14
#   slice_53 => slice_53
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_53 : Tensor "f32[s77, 15, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 15), kwargs = {})
#   %prod_14 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_53, 1, True), kwargs = {})
#   return %prod_14
triton_per_fused_prod_slice_40 = async_compile.triton('triton_per_fused_prod_slice_40', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_40', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3264, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_40(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 15
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/vl/cvlu5m3snmlp4whklcpxunbzbtaf2qtiyhzq2eshujkn7rafkrz7.py
# Topologically Sorted Source Nodes: [slice_54, cumprod_16], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_16 => cumprod_16
#   slice_54 => slice_54
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_54 : Tensor "f32[s77, 11, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 16), kwargs = {})
#   %cumprod_16 : Tensor "f32[s77, 11, 16][176, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_54, 1), kwargs = {})
#   return %cumprod_16
triton_per_fused_cumprod_slice_41 = async_compile.triton('triton_per_fused_cumprod_slice_41', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_41', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6336, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_41(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 11
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (256 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 176*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/5x/c5xni6nziell5acq7z5otkzs2pkf7hjosr4ebpp2ojjwdzohjprg.py
# Topologically Sorted Source Nodes: [expand_16, mul_425, cat_15, slice_55, mul_426, sum_18], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_15 => cat_15
#   expand_16 => expand_16
#   mul_425 => mul_425
#   mul_426 => mul_426
#   slice_55 => slice_55
#   sum_18 => sum_18
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_14 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_14]
#   %cumprod_16 : Tensor "f32[s77, 11, 16][176, 16, 1]cuda:0" = PlaceHolder[target=cumprod_16]
#   %expand_16 : Tensor "f32[s77, 11, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_14, [%primals_1, 11, 16]), kwargs = {})
#   %mul_425 : Tensor "f32[s77, 11, 16][176, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_16, %cumprod_16), kwargs = {})
#   %cat_15 : Tensor "f32[s77, 12, 16][192, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_14, %mul_425], 1), kwargs = {})
#   %slice_55 : Tensor "f32[s77, 12, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 15), kwargs = {})
#   %mul_426 : Tensor "f32[s77, 12, 16][192, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_55, %cat_15), kwargs = {})
#   %sum_18 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_426, [1]), kwargs = {})
#   return %sum_18
triton_per_fused_cat_expand_mul_slice_sum_42 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_42', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_42', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4992, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_42(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 12
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (240 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 12, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 176*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/5h/c5hppmycc26izkkt55bozzofftzxl3cifyhlu5dt3mzjh5jh657e.py
# Topologically Sorted Source Nodes: [slice_56, prod_15], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_15 => prod_15
#   slice_56 => slice_56
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_56 : Tensor "f32[s77, 16, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 16), kwargs = {})
#   %prod_15 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_56, 1, True), kwargs = {})
#   return %prod_15
triton_per_fused_prod_slice_43 = async_compile.triton('triton_per_fused_prod_slice_43', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_43', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3456, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_43(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/tb/ctba7mkzzji46yifvo6ab5naov576yvjrmh3zccjo7tdkvwellu7.py
# Topologically Sorted Source Nodes: [slice_57, cumprod_17], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_17 => cumprod_17
#   slice_57 => slice_57
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_57 : Tensor "f32[s77, 10, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 17), kwargs = {})
#   %cumprod_17 : Tensor "f32[s77, 10, 16][160, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_57, 1), kwargs = {})
#   return %cumprod_17
triton_per_fused_cumprod_slice_44 = async_compile.triton('triton_per_fused_cumprod_slice_44', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_44', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5760, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_44(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 10
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (272 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 160*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/rs/crsbmhsi5yxuqc6qmtzweva2yn6d3idt3s4oeo6bfngbakhb5amn.py
# Topologically Sorted Source Nodes: [expand_17, mul_427, cat_16, slice_58, mul_428, sum_19], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_16 => cat_16
#   expand_17 => expand_17
#   mul_427 => mul_427
#   mul_428 => mul_428
#   slice_58 => slice_58
#   sum_19 => sum_19
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_15 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_15]
#   %cumprod_17 : Tensor "f32[s77, 10, 16][160, 16, 1]cuda:0" = PlaceHolder[target=cumprod_17]
#   %expand_17 : Tensor "f32[s77, 10, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_15, [%primals_1, 10, 16]), kwargs = {})
#   %mul_427 : Tensor "f32[s77, 10, 16][160, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_17, %cumprod_17), kwargs = {})
#   %cat_16 : Tensor "f32[s77, 11, 16][176, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_15, %mul_427], 1), kwargs = {})
#   %slice_58 : Tensor "f32[s77, 11, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 16), kwargs = {})
#   %mul_428 : Tensor "f32[s77, 11, 16][176, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_58, %cat_16), kwargs = {})
#   %sum_19 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_428, [1]), kwargs = {})
#   return %sum_19
triton_per_fused_cat_expand_mul_slice_sum_45 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_45', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_45', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4608, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_45(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 11
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (256 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 11, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 160*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/t6/ct6qb7g254z655fo3ck557jgdmkcess3uvglbv42pqqrzakci2eq.py
# Topologically Sorted Source Nodes: [slice_59, prod_16], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_16 => prod_16
#   slice_59 => slice_59
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_59 : Tensor "f32[s77, 17, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 17), kwargs = {})
#   %prod_16 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_59, 1, True), kwargs = {})
#   return %prod_16
triton_per_fused_prod_slice_46 = async_compile.triton('triton_per_fused_prod_slice_46', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_46', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3648, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_46(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 17
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/3g/c3ggkeajdiiwkzj363rh6mqb77llkpjvlime36varkj6fdu2ac5w.py
# Topologically Sorted Source Nodes: [slice_60, cumprod_18], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_18 => cumprod_18
#   slice_60 => slice_60
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_60 : Tensor "f32[s77, 9, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 18), kwargs = {})
#   %cumprod_18 : Tensor "f32[s77, 9, 16][144, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_60, 1), kwargs = {})
#   return %cumprod_18
triton_per_fused_cumprod_slice_47 = async_compile.triton('triton_per_fused_cumprod_slice_47', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_47', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5184, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_47(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 9
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (288 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 144*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/wi/cwilqiqm2dey2qhw5uf3qsyrt5hpilmjntrq2whbhfscobw2sv7x.py
# Topologically Sorted Source Nodes: [expand_18, mul_429, cat_17, slice_61, mul_430, sum_20], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_17 => cat_17
#   expand_18 => expand_18
#   mul_429 => mul_429
#   mul_430 => mul_430
#   slice_61 => slice_61
#   sum_20 => sum_20
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_16 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_16]
#   %cumprod_18 : Tensor "f32[s77, 9, 16][144, 16, 1]cuda:0" = PlaceHolder[target=cumprod_18]
#   %expand_18 : Tensor "f32[s77, 9, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_16, [%primals_1, 9, 16]), kwargs = {})
#   %mul_429 : Tensor "f32[s77, 9, 16][144, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_18, %cumprod_18), kwargs = {})
#   %cat_17 : Tensor "f32[s77, 10, 16][160, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_16, %mul_429], 1), kwargs = {})
#   %slice_61 : Tensor "f32[s77, 10, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 17), kwargs = {})
#   %mul_430 : Tensor "f32[s77, 10, 16][160, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_61, %cat_17), kwargs = {})
#   %sum_20 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_430, [1]), kwargs = {})
#   return %sum_20
triton_per_fused_cat_expand_mul_slice_sum_48 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_48', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_48', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4224, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_48(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 10
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (272 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 10, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 144*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/jb/cjbauczeosluzblcsx5ojrluv4vk6jhl7cisbbh4vui3of6a4lcc.py
# Topologically Sorted Source Nodes: [slice_62, prod_17], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_17 => prod_17
#   slice_62 => slice_62
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_62 : Tensor "f32[s77, 18, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 18), kwargs = {})
#   %prod_17 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_62, 1, True), kwargs = {})
#   return %prod_17
triton_per_fused_prod_slice_49 = async_compile.triton('triton_per_fused_prod_slice_49', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_49', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3840, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_49(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 18
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/gh/cghcfrv3ccli4f7c45t3l5ltamorkvf754oetozdonpcfd6twijw.py
# Topologically Sorted Source Nodes: [slice_63, cumprod_19], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_19 => cumprod_19
#   slice_63 => slice_63
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_63 : Tensor "f32[s77, 8, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 19), kwargs = {})
#   %cumprod_19 : Tensor "f32[s77, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_63, 1), kwargs = {})
#   return %cumprod_19
triton_per_fused_cumprod_slice_50 = async_compile.triton('triton_per_fused_cumprod_slice_50', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_50', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4608, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_50(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (304 + x0 + 16*r0_2 + 432*x1), xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 128*x1), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/rq/crq6dmvfh2tjiscjo7czuskwwloteorg5ahpduy7bc64tcfznqu4.py
# Topologically Sorted Source Nodes: [expand_19, mul_431, cat_18, slice_64, mul_432, sum_21], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_18 => cat_18
#   expand_19 => expand_19
#   mul_431 => mul_431
#   mul_432 => mul_432
#   slice_64 => slice_64
#   sum_21 => sum_21
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_17 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_17]
#   %cumprod_19 : Tensor "f32[s77, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=cumprod_19]
#   %expand_19 : Tensor "f32[s77, 8, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_17, [%primals_1, 8, 16]), kwargs = {})
#   %mul_431 : Tensor "f32[s77, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_19, %cumprod_19), kwargs = {})
#   %cat_18 : Tensor "f32[s77, 9, 16][144, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_17, %mul_431], 1), kwargs = {})
#   %slice_64 : Tensor "f32[s77, 9, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 18), kwargs = {})
#   %mul_432 : Tensor "f32[s77, 9, 16][144, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_64, %cat_18), kwargs = {})
#   %sum_21 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_432, [1]), kwargs = {})
#   return %sum_21
triton_per_fused_cat_expand_mul_slice_sum_51 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_51', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_51', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3840, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_51(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 9
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (288 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 9, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), r0_mask & tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 128*x1), r0_mask & tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/on/conuwuqarbjgu76xcka5vridbiqh4yvovs3rnvo2dbl6c2hoqkqv.py
# Topologically Sorted Source Nodes: [slice_65, prod_18], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_18 => prod_18
#   slice_65 => slice_65
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_65 : Tensor "f32[s77, 19, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 19), kwargs = {})
#   %prod_18 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_65, 1, True), kwargs = {})
#   return %prod_18
triton_per_fused_prod_slice_52 = async_compile.triton('triton_per_fused_prod_slice_52', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_52', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4032, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_52(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 19
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ny/cnykohvprv4wiziu47z7xe7bookbdj7ml7cjbsxd2wlatpf3l63h.py
# Topologically Sorted Source Nodes: [slice_66, cumprod_20], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_20 => cumprod_20
#   slice_66 => slice_66
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_66 : Tensor "f32[s77, 7, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 20), kwargs = {})
#   %cumprod_20 : Tensor "f32[s77, 7, 16][112, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_66, 1), kwargs = {})
#   return %cumprod_20
triton_per_fused_cumprod_slice_53 = async_compile.triton('triton_per_fused_cumprod_slice_53', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_53', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4032, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_53(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 7
    R0_BLOCK: tl.constexpr = 8
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (320 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 112*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/l6/cl6pd3xsy2nawa3ck6v6545nm7badfwcphgvm4xdd3p2dbp7trbu.py
# Topologically Sorted Source Nodes: [expand_20, mul_433, cat_19, slice_67, mul_434, sum_22], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
# Source node to ATen node mapping:
#   cat_19 => cat_19
#   expand_20 => expand_20
#   mul_433 => mul_433
#   mul_434 => mul_434
#   slice_67 => slice_67
#   sum_22 => sum_22
# Graph fragment:
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_18 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_18]
#   %cumprod_20 : Tensor "f32[s77, 7, 16][112, 16, 1]cuda:0" = PlaceHolder[target=cumprod_20]
#   %expand_20 : Tensor "f32[s77, 7, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_18, [%primals_1, 7, 16]), kwargs = {})
#   %mul_433 : Tensor "f32[s77, 7, 16][112, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_20, %cumprod_20), kwargs = {})
#   %cat_19 : Tensor "f32[s77, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_18, %mul_433], 1), kwargs = {})
#   %slice_67 : Tensor "f32[s77, 8, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 19), kwargs = {})
#   %mul_434 : Tensor "f32[s77, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_67, %cat_19), kwargs = {})
#   %sum_22 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_434, [1]), kwargs = {})
#   return %sum_22
triton_per_fused_cat_expand_mul_slice_sum_54 = async_compile.triton('triton_per_fused_cat_expand_mul_slice_sum_54', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_expand_mul_slice_sum_54', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3456, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_expand_mul_slice_sum_54(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (304 + x0 + 16*r0_2 + 432*x1), xmask, other=0.0)
    tmp1 = r0_2
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp1 < tmp4
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp1 >= tmp4
    tmp8 = tl.full([1, 1], 8, tl.int64)
    tmp9 = tmp1 < tmp8
    tmp10 = tl.load(in_ptr1 + (tl.broadcast_to(x3, [XBLOCK, R0_BLOCK])), tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (x0 + 16*((-1) + r0_2) + 112*x1), tmp7 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp7, tmp12, tmp13)
    tmp15 = tl.where(tmp5, tmp6, tmp14)
    tmp16 = tmp0 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 432*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ns/cnsxxp6g4th6gbftz53vdu5wifs4jdt5bug57cu4engohsn3snwl.py
# Topologically Sorted Source Nodes: [slice_68, prod_19], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_19 => prod_19
#   slice_68 => slice_68
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_68 : Tensor "f32[s77, 20, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 20), kwargs = {})
#   %prod_19 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_68, 1, True), kwargs = {})
#   return %prod_19
triton_per_fused_prod_slice_55 = async_compile.triton('triton_per_fused_prod_slice_55', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_55', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4224, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_55(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 20
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/6a/c6actm2pexdgs2vnh5u4bm26lxrdqx7rptfixgswdc7ukmkdih4t.py
# Topologically Sorted Source Nodes: [slice_69, cumprod_21], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_21 => cumprod_21
#   slice_69 => slice_69
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_69 : Tensor "f32[s77, 6, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 21), kwargs = {})
#   %cumprod_21 : Tensor "f32[s77, 6, 16][96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_69, 1), kwargs = {})
#   return %cumprod_21
triton_per_fused_cumprod_slice_56 = async_compile.triton('triton_per_fused_cumprod_slice_56', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_56', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3456, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_56(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 6
    R0_BLOCK: tl.constexpr = 8
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (336 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 96*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/is/ciswcx2ebzgeqhg3pnlswgs4fsapqr5kj2w4jo2erfc52issc5hj.py
# Topologically Sorted Source Nodes: [slice_71, prod_20], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_20 => prod_20
#   slice_71 => slice_71
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_71 : Tensor "f32[s77, 21, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 21), kwargs = {})
#   %prod_20 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_71, 1, True), kwargs = {})
#   return %prod_20
triton_per_fused_prod_slice_57 = async_compile.triton('triton_per_fused_prod_slice_57', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_57', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4416, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_57(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 21
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/dc/cdcrae4udatto3y5erah2yllo367gtsnomue75qom3d7k2rtljcg.py
# Topologically Sorted Source Nodes: [slice_72, cumprod_22], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_22 => cumprod_22
#   slice_72 => slice_72
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_72 : Tensor "f32[s77, 5, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 22), kwargs = {})
#   %cumprod_22 : Tensor "f32[s77, 5, 16][80, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_72, 1), kwargs = {})
#   return %cumprod_22
triton_per_fused_cumprod_slice_58 = async_compile.triton('triton_per_fused_cumprod_slice_58', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_58', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2880, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_58(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 5
    R0_BLOCK: tl.constexpr = 8
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (352 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 80*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/yf/cyfun4676ut6jgimbpgmdgrpfvix4h7xxvvv7jppwqrpd4znez7g.py
# Topologically Sorted Source Nodes: [slice_74, prod_21], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_21 => prod_21
#   slice_74 => slice_74
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_74 : Tensor "f32[s77, 22, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 22), kwargs = {})
#   %prod_21 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_74, 1, True), kwargs = {})
#   return %prod_21
triton_per_fused_prod_slice_59 = async_compile.triton('triton_per_fused_prod_slice_59', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_59', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4608, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_59(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 22
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/cg/ccgmntjhqlpcn35jj33ixm7iczl4wijgozzbqe3uzrnuupkyrjt6.py
# Topologically Sorted Source Nodes: [slice_75, cumprod_23], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_23 => cumprod_23
#   slice_75 => slice_75
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_75 : Tensor "f32[s77, 4, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 23), kwargs = {})
#   %cumprod_23 : Tensor "f32[s77, 4, 16][64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_75, 1), kwargs = {})
#   return %cumprod_23
triton_per_fused_cumprod_slice_60 = async_compile.triton('triton_per_fused_cumprod_slice_60', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_60', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2304, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_60(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (368 + x0 + 16*r0_2 + 432*x1), xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 64*x1), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ck/cckfig2huzujlkkgcfdzxezp4hgg2pnkdqewuvyjy7zwpcdcrjys.py
# Topologically Sorted Source Nodes: [slice_77, prod_22], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_22 => prod_22
#   slice_77 => slice_77
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_77 : Tensor "f32[s77, 23, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 23), kwargs = {})
#   %prod_22 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_77, 1, True), kwargs = {})
#   return %prod_22
triton_per_fused_prod_slice_61 = async_compile.triton('triton_per_fused_prod_slice_61', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_61', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4800, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_61(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 23
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/fh/cfhtktpou5xlhx5ofjrg6gls75l7nxhj336hvlrweld6xuzbz7po.py
# Topologically Sorted Source Nodes: [slice_78, cumprod_24], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_24 => cumprod_24
#   slice_78 => slice_78
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_78 : Tensor "f32[s77, 3, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 24), kwargs = {})
#   %cumprod_24 : Tensor "f32[s77, 3, 16][48, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_78, 1), kwargs = {})
#   return %cumprod_24
triton_per_fused_cumprod_slice_62 = async_compile.triton('triton_per_fused_cumprod_slice_62', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_62', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1728, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_62(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 3
    R0_BLOCK: tl.constexpr = 4
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (384 + x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 48*x1), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/x4/cx4yihwyhsqjj3fasbbeqbs7kxo2tqozveobxrp6deiozhqzns4x.py
# Topologically Sorted Source Nodes: [slice_80, prod_23], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_23 => prod_23
#   slice_80 => slice_80
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_80 : Tensor "f32[s77, 24, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 24), kwargs = {})
#   %prod_23 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_80, 1, True), kwargs = {})
#   return %prod_23
triton_per_fused_prod_slice_63 = async_compile.triton('triton_per_fused_prod_slice_63', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_63', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4992, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_63(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 24
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/s4/cs4xehfk6a4pn6vxr3lb7m42xnbuludi5hbxywvvpvc37l5tbobl.py
# Topologically Sorted Source Nodes: [slice_81, cumprod_25], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_25 => cumprod_25
#   slice_81 => slice_81
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_81 : Tensor "f32[s77, 2, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 25), kwargs = {})
#   %cumprod_25 : Tensor "f32[s77, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_81, 1), kwargs = {})
#   return %cumprod_25
triton_per_fused_cumprod_slice_64 = async_compile.triton('triton_per_fused_cumprod_slice_64', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 2},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_64', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cumprod_slice_64(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (400 + x0 + 16*r0_2 + 432*x1), xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 32*x1), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ux/cuxzmlph7k3bfsd7ggdwpe7j6xh3x4dpcpu6f62xlsiya3t3vltb.py
# Topologically Sorted Source Nodes: [slice_86, prod_25], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_25 => prod_25
#   slice_86 => slice_86
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_86 : Tensor "f32[s77, 26, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 26), kwargs = {})
#   %prod_25 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_86, 1, True), kwargs = {})
#   return %prod_25
triton_per_fused_prod_slice_65 = async_compile.triton('triton_per_fused_prod_slice_65', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_65', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5376, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_prod_slice_65(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 26
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/hg/chg4s4vb2ogajk3pvzryh6rjnuisnagqkgser7lemx35bayprprb.py
# Topologically Sorted Source Nodes: [expand_21, mul_435, cat_20, slice_70, mul_436, sum_23, expand_22, mul_437, cat_21, slice_73, mul_438, sum_24, expand_23, mul_439, cat_22, slice_76, mul_440, sum_25, expand_24, mul_441, cat_23, slice_79, mul_442, sum_26, expand_25, mul_443, cat_24, slice_82, mul_444, sum_27, slice_83, prod_24, slice_84, cumprod_26, mul_445, cat_25, slice_85, mul_446, sum_28, slice_87, mul_447, sum_29], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum, aten.prod, aten.cumprod]
# Source node to ATen node mapping:
#   cat_20 => cat_20
#   cat_21 => cat_21
#   cat_22 => cat_22
#   cat_23 => cat_23
#   cat_24 => cat_24
#   cat_25 => cat_25
#   cumprod_26 => cumprod_26
#   expand_21 => expand_21
#   expand_22 => expand_22
#   expand_23 => expand_23
#   expand_24 => expand_24
#   expand_25 => expand_25
#   mul_435 => mul_435
#   mul_436 => mul_436
#   mul_437 => mul_437
#   mul_438 => mul_438
#   mul_439 => mul_439
#   mul_440 => mul_440
#   mul_441 => mul_441
#   mul_442 => mul_442
#   mul_443 => mul_443
#   mul_444 => mul_444
#   mul_445 => mul_445
#   mul_446 => mul_446
#   mul_447 => mul_447
#   prod_24 => prod_24
#   slice_70 => slice_70
#   slice_73 => slice_73
#   slice_76 => slice_76
#   slice_79 => slice_79
#   slice_82 => slice_82
#   slice_83 => slice_83
#   slice_84 => slice_84
#   slice_85 => slice_85
#   slice_87 => slice_87
#   sum_23 => sum_23
#   sum_24 => sum_24
#   sum_25 => sum_25
#   sum_26 => sum_26
#   sum_27 => sum_27
#   sum_28 => sum_28
#   sum_29 => sum_29
# Graph fragment:
#   %add_316 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_316]
#   %slice_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=slice_10]
#   %prod_19 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_19]
#   %cumprod_21 : Tensor "f32[s77, 6, 16][96, 16, 1]cuda:0" = PlaceHolder[target=cumprod_21]
#   %prod_20 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_20]
#   %cumprod_22 : Tensor "f32[s77, 5, 16][80, 16, 1]cuda:0" = PlaceHolder[target=cumprod_22]
#   %prod_21 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_21]
#   %cumprod_23 : Tensor "f32[s77, 4, 16][64, 16, 1]cuda:0" = PlaceHolder[target=cumprod_23]
#   %prod_22 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_22]
#   %cumprod_24 : Tensor "f32[s77, 3, 16][48, 16, 1]cuda:0" = PlaceHolder[target=cumprod_24]
#   %prod_23 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_23]
#   %cumprod_25 : Tensor "f32[s77, 2, 16][32, 16, 1]cuda:0" = PlaceHolder[target=cumprod_25]
#   %expand_26 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=expand_26]
#   %prod_25 : Tensor "f32[s77, 1, 16][16, 16*s77, 1]cuda:0" = PlaceHolder[target=prod_25]
#   %expand_21 : Tensor "f32[s77, 6, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_19, [%primals_1, 6, 16]), kwargs = {})
#   %mul_435 : Tensor "f32[s77, 6, 16][96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_21, %cumprod_21), kwargs = {})
#   %cat_20 : Tensor "f32[s77, 7, 16][112, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_19, %mul_435], 1), kwargs = {})
#   %slice_70 : Tensor "f32[s77, 7, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 20), kwargs = {})
#   %mul_436 : Tensor "f32[s77, 7, 16][112, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_70, %cat_20), kwargs = {})
#   %sum_23 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_436, [1]), kwargs = {})
#   %expand_22 : Tensor "f32[s77, 5, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_20, [%primals_1, 5, 16]), kwargs = {})
#   %mul_437 : Tensor "f32[s77, 5, 16][80, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_22, %cumprod_22), kwargs = {})
#   %cat_21 : Tensor "f32[s77, 6, 16][96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_20, %mul_437], 1), kwargs = {})
#   %slice_73 : Tensor "f32[s77, 6, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 21), kwargs = {})
#   %mul_438 : Tensor "f32[s77, 6, 16][96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_73, %cat_21), kwargs = {})
#   %sum_24 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_438, [1]), kwargs = {})
#   %expand_23 : Tensor "f32[s77, 4, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_21, [%primals_1, 4, 16]), kwargs = {})
#   %mul_439 : Tensor "f32[s77, 4, 16][64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_23, %cumprod_23), kwargs = {})
#   %cat_22 : Tensor "f32[s77, 5, 16][80, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_21, %mul_439], 1), kwargs = {})
#   %slice_76 : Tensor "f32[s77, 5, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 22), kwargs = {})
#   %mul_440 : Tensor "f32[s77, 5, 16][80, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_76, %cat_22), kwargs = {})
#   %sum_25 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_440, [1]), kwargs = {})
#   %expand_24 : Tensor "f32[s77, 3, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_22, [%primals_1, 3, 16]), kwargs = {})
#   %mul_441 : Tensor "f32[s77, 3, 16][48, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_24, %cumprod_24), kwargs = {})
#   %cat_23 : Tensor "f32[s77, 4, 16][64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_22, %mul_441], 1), kwargs = {})
#   %slice_79 : Tensor "f32[s77, 4, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 23), kwargs = {})
#   %mul_442 : Tensor "f32[s77, 4, 16][64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_79, %cat_23), kwargs = {})
#   %sum_26 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_442, [1]), kwargs = {})
#   %expand_25 : Tensor "f32[s77, 2, 16][16, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_23, [%primals_1, 2, 16]), kwargs = {})
#   %mul_443 : Tensor "f32[s77, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_25, %cumprod_25), kwargs = {})
#   %cat_24 : Tensor "f32[s77, 3, 16][48, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_23, %mul_443], 1), kwargs = {})
#   %slice_82 : Tensor "f32[s77, 3, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 24), kwargs = {})
#   %mul_444 : Tensor "f32[s77, 3, 16][48, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_82, %cat_24), kwargs = {})
#   %sum_27 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_444, [1]), kwargs = {})
#   %slice_83 : Tensor "f32[s77, 25, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 0, 25), kwargs = {})
#   %prod_24 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_83, 1, True), kwargs = {})
#   %slice_84 : Tensor "f32[s77, 1, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_316, 1, 26), kwargs = {})
#   %cumprod_26 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_84, 1), kwargs = {})
#   %mul_445 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_26, %cumprod_26), kwargs = {})
#   %cat_25 : Tensor "f32[s77, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_24, %mul_445], 1), kwargs = {})
#   %slice_85 : Tensor "f32[s77, 2, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 25), kwargs = {})
#   %mul_446 : Tensor "f32[s77, 2, 16][32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_85, %cat_25), kwargs = {})
#   %sum_28 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_446, [1]), kwargs = {})
#   %slice_87 : Tensor "f32[s77, 1, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_522, 1, 26), kwargs = {})
#   %mul_447 : Tensor "f32[s77, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_87, %prod_25), kwargs = {})
#   %sum_29 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_447, [1]), kwargs = {})
#   return %expand_26,%sum_23,%sum_24,%sum_25,%sum_26,%sum_27,%sum_28,%sum_29
triton_per_fused_cat_cumprod_expand_mul_prod_slice_sum_66 = async_compile.triton('triton_per_fused_cat_cumprod_expand_mul_prod_slice_sum_66', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_cumprod_expand_mul_prod_slice_sum_66', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 86, 'num_store': 7, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14976, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_cumprod_expand_mul_prod_slice_sum_66(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 25
    R0_BLOCK: tl.constexpr = 32
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
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (320 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr1 + (336 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr1 + (352 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp50 = tl.load(in_ptr1 + (368 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp65 = tl.load(in_ptr1 + (384 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp80 = tl.load(in_ptr1 + (400 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp95 = tl.load(in_ptr1 + (416 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp301 = tl.load(in_ptr12 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tl.full([1, 1], 0, tl.int64)
    tmp7 = tmp6 >= tmp6
    tmp8 = tl.full([1, 1], 1, tl.int64)
    tmp9 = tmp6 < tmp8
    tmp10 = tl.load(in_ptr2 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp6 >= tmp8
    tmp12 = tl.full([1, 1], 7, tl.int64)
    tmp13 = tmp6 < tmp12
    tmp14 = tl.load(in_ptr2 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.load(in_ptr3 + (x0 + 16*(-1) + 96*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp14 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp11, tmp16, tmp17)
    tmp19 = tl.where(tmp9, tmp10, tmp18)
    tmp20 = tmp5 * tmp19
    tmp22 = tmp8 >= tmp6
    tmp23 = tmp8 < tmp8
    tmp24 = tl.load(in_ptr2 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp25 = tmp8 >= tmp8
    tmp26 = tmp8 < tmp12
    tmp27 = tl.load(in_ptr2 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.load(in_ptr3 + (x0 + 16*(0) + 96*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp29 = tmp27 * tmp28
    tmp30 = tl.full(tmp29.shape, 0.0, tmp29.dtype)
    tmp31 = tl.where(tmp25, tmp29, tmp30)
    tmp32 = tl.where(tmp23, tmp24, tmp31)
    tmp33 = tmp21 * tmp32
    tmp34 = tmp20 + tmp33
    tmp36 = tl.full([1, 1], 2, tl.int64)
    tmp37 = tmp36 >= tmp6
    tmp38 = tmp36 < tmp8
    tmp39 = tl.load(in_ptr2 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp36 >= tmp8
    tmp41 = tmp36 < tmp12
    tmp42 = tl.load(in_ptr2 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp43 = tl.load(in_ptr3 + (x0 + 16*(1) + 96*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp44 = tmp42 * tmp43
    tmp45 = tl.full(tmp44.shape, 0.0, tmp44.dtype)
    tmp46 = tl.where(tmp40, tmp44, tmp45)
    tmp47 = tl.where(tmp38, tmp39, tmp46)
    tmp48 = tmp35 * tmp47
    tmp49 = tmp34 + tmp48
    tmp51 = tl.full([1, 1], 3, tl.int64)
    tmp52 = tmp51 >= tmp6
    tmp53 = tmp51 < tmp8
    tmp54 = tl.load(in_ptr2 + (x3), tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp55 = tmp51 >= tmp8
    tmp56 = tmp51 < tmp12
    tmp57 = tl.load(in_ptr2 + (x3), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp58 = tl.load(in_ptr3 + (x0 + 16*(2) + 96*x1), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp59 = tmp57 * tmp58
    tmp60 = tl.full(tmp59.shape, 0.0, tmp59.dtype)
    tmp61 = tl.where(tmp55, tmp59, tmp60)
    tmp62 = tl.where(tmp53, tmp54, tmp61)
    tmp63 = tmp50 * tmp62
    tmp64 = tmp49 + tmp63
    tmp66 = tl.full([1, 1], 4, tl.int64)
    tmp67 = tmp66 >= tmp6
    tmp68 = tmp66 < tmp8
    tmp69 = tl.load(in_ptr2 + (x3), tmp68 & xmask, eviction_policy='evict_last', other=0.0)
    tmp70 = tmp66 >= tmp8
    tmp71 = tmp66 < tmp12
    tmp72 = tl.load(in_ptr2 + (x3), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp73 = tl.load(in_ptr3 + (x0 + 16*(3) + 96*x1), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp74 = tmp72 * tmp73
    tmp75 = tl.full(tmp74.shape, 0.0, tmp74.dtype)
    tmp76 = tl.where(tmp70, tmp74, tmp75)
    tmp77 = tl.where(tmp68, tmp69, tmp76)
    tmp78 = tmp65 * tmp77
    tmp79 = tmp64 + tmp78
    tmp81 = tl.full([1, 1], 5, tl.int64)
    tmp82 = tmp81 >= tmp6
    tmp83 = tmp81 < tmp8
    tmp84 = tl.load(in_ptr2 + (x3), tmp83 & xmask, eviction_policy='evict_last', other=0.0)
    tmp85 = tmp81 >= tmp8
    tmp86 = tmp81 < tmp12
    tmp87 = tl.load(in_ptr2 + (x3), tmp85 & xmask, eviction_policy='evict_last', other=0.0)
    tmp88 = tl.load(in_ptr3 + (x0 + 16*(4) + 96*x1), tmp85 & xmask, eviction_policy='evict_last', other=0.0)
    tmp89 = tmp87 * tmp88
    tmp90 = tl.full(tmp89.shape, 0.0, tmp89.dtype)
    tmp91 = tl.where(tmp85, tmp89, tmp90)
    tmp92 = tl.where(tmp83, tmp84, tmp91)
    tmp93 = tmp80 * tmp92
    tmp94 = tmp79 + tmp93
    tmp96 = tl.full([1, 1], 6, tl.int64)
    tmp97 = tmp96 >= tmp6
    tmp98 = tmp96 < tmp8
    tmp99 = tl.load(in_ptr2 + (x3), tmp98 & xmask, eviction_policy='evict_last', other=0.0)
    tmp100 = tmp96 >= tmp8
    tmp101 = tmp96 < tmp12
    tmp102 = tl.load(in_ptr2 + (x3), tmp100 & xmask, eviction_policy='evict_last', other=0.0)
    tmp103 = tl.load(in_ptr3 + (x0 + 16*(5) + 96*x1), tmp100 & xmask, eviction_policy='evict_last', other=0.0)
    tmp104 = tmp102 * tmp103
    tmp105 = tl.full(tmp104.shape, 0.0, tmp104.dtype)
    tmp106 = tl.where(tmp100, tmp104, tmp105)
    tmp107 = tl.where(tmp98, tmp99, tmp106)
    tmp108 = tmp95 * tmp107
    tmp109 = tmp94 + tmp108
    tmp110 = tl.load(in_ptr4 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp111 = tmp6 < tmp96
    tmp112 = tl.load(in_ptr4 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp113 = tl.load(in_ptr5 + (x0 + 16*(-1) + 80*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp114 = tmp112 * tmp113
    tmp115 = tl.full(tmp114.shape, 0.0, tmp114.dtype)
    tmp116 = tl.where(tmp11, tmp114, tmp115)
    tmp117 = tl.where(tmp9, tmp110, tmp116)
    tmp118 = tmp21 * tmp117
    tmp119 = tl.load(in_ptr4 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp120 = tmp8 < tmp96
    tmp121 = tl.load(in_ptr4 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp122 = tl.load(in_ptr5 + (x0 + 16*(0) + 80*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp123 = tmp121 * tmp122
    tmp124 = tl.full(tmp123.shape, 0.0, tmp123.dtype)
    tmp125 = tl.where(tmp25, tmp123, tmp124)
    tmp126 = tl.where(tmp23, tmp119, tmp125)
    tmp127 = tmp35 * tmp126
    tmp128 = tmp118 + tmp127
    tmp129 = tl.load(in_ptr4 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp130 = tmp36 < tmp96
    tmp131 = tl.load(in_ptr4 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp132 = tl.load(in_ptr5 + (x0 + 16*(1) + 80*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp133 = tmp131 * tmp132
    tmp134 = tl.full(tmp133.shape, 0.0, tmp133.dtype)
    tmp135 = tl.where(tmp40, tmp133, tmp134)
    tmp136 = tl.where(tmp38, tmp129, tmp135)
    tmp137 = tmp50 * tmp136
    tmp138 = tmp128 + tmp137
    tmp139 = tl.load(in_ptr4 + (x3), tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp140 = tmp51 < tmp96
    tmp141 = tl.load(in_ptr4 + (x3), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp142 = tl.load(in_ptr5 + (x0 + 16*(2) + 80*x1), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp143 = tmp141 * tmp142
    tmp144 = tl.full(tmp143.shape, 0.0, tmp143.dtype)
    tmp145 = tl.where(tmp55, tmp143, tmp144)
    tmp146 = tl.where(tmp53, tmp139, tmp145)
    tmp147 = tmp65 * tmp146
    tmp148 = tmp138 + tmp147
    tmp149 = tl.load(in_ptr4 + (x3), tmp68 & xmask, eviction_policy='evict_last', other=0.0)
    tmp150 = tmp66 < tmp96
    tmp151 = tl.load(in_ptr4 + (x3), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp152 = tl.load(in_ptr5 + (x0 + 16*(3) + 80*x1), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp153 = tmp151 * tmp152
    tmp154 = tl.full(tmp153.shape, 0.0, tmp153.dtype)
    tmp155 = tl.where(tmp70, tmp153, tmp154)
    tmp156 = tl.where(tmp68, tmp149, tmp155)
    tmp157 = tmp80 * tmp156
    tmp158 = tmp148 + tmp157
    tmp159 = tl.load(in_ptr4 + (x3), tmp83 & xmask, eviction_policy='evict_last', other=0.0)
    tmp160 = tmp81 < tmp96
    tmp161 = tl.load(in_ptr4 + (x3), tmp85 & xmask, eviction_policy='evict_last', other=0.0)
    tmp162 = tl.load(in_ptr5 + (x0 + 16*(4) + 80*x1), tmp85 & xmask, eviction_policy='evict_last', other=0.0)
    tmp163 = tmp161 * tmp162
    tmp164 = tl.full(tmp163.shape, 0.0, tmp163.dtype)
    tmp165 = tl.where(tmp85, tmp163, tmp164)
    tmp166 = tl.where(tmp83, tmp159, tmp165)
    tmp167 = tmp95 * tmp166
    tmp168 = tmp158 + tmp167
    tmp169 = tl.load(in_ptr6 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp170 = tmp6 < tmp81
    tmp171 = tl.load(in_ptr6 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp172 = tl.load(in_ptr7 + (x0 + 16*(-1) + 64*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp173 = tmp171 * tmp172
    tmp174 = tl.full(tmp173.shape, 0.0, tmp173.dtype)
    tmp175 = tl.where(tmp11, tmp173, tmp174)
    tmp176 = tl.where(tmp9, tmp169, tmp175)
    tmp177 = tmp35 * tmp176
    tmp178 = tl.load(in_ptr6 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp179 = tmp8 < tmp81
    tmp180 = tl.load(in_ptr6 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp181 = tl.load(in_ptr7 + (x0 + 16*(0) + 64*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp182 = tmp180 * tmp181
    tmp183 = tl.full(tmp182.shape, 0.0, tmp182.dtype)
    tmp184 = tl.where(tmp25, tmp182, tmp183)
    tmp185 = tl.where(tmp23, tmp178, tmp184)
    tmp186 = tmp50 * tmp185
    tmp187 = tmp177 + tmp186
    tmp188 = tl.load(in_ptr6 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp189 = tmp36 < tmp81
    tmp190 = tl.load(in_ptr6 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp191 = tl.load(in_ptr7 + (x0 + 16*(1) + 64*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp192 = tmp190 * tmp191
    tmp193 = tl.full(tmp192.shape, 0.0, tmp192.dtype)
    tmp194 = tl.where(tmp40, tmp192, tmp193)
    tmp195 = tl.where(tmp38, tmp188, tmp194)
    tmp196 = tmp65 * tmp195
    tmp197 = tmp187 + tmp196
    tmp198 = tl.load(in_ptr6 + (x3), tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp199 = tmp51 < tmp81
    tmp200 = tl.load(in_ptr6 + (x3), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp201 = tl.load(in_ptr7 + (x0 + 16*(2) + 64*x1), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp202 = tmp200 * tmp201
    tmp203 = tl.full(tmp202.shape, 0.0, tmp202.dtype)
    tmp204 = tl.where(tmp55, tmp202, tmp203)
    tmp205 = tl.where(tmp53, tmp198, tmp204)
    tmp206 = tmp80 * tmp205
    tmp207 = tmp197 + tmp206
    tmp208 = tl.load(in_ptr6 + (x3), tmp68 & xmask, eviction_policy='evict_last', other=0.0)
    tmp209 = tmp66 < tmp81
    tmp210 = tl.load(in_ptr6 + (x3), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp211 = tl.load(in_ptr7 + (x0 + 16*(3) + 64*x1), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp212 = tmp210 * tmp211
    tmp213 = tl.full(tmp212.shape, 0.0, tmp212.dtype)
    tmp214 = tl.where(tmp70, tmp212, tmp213)
    tmp215 = tl.where(tmp68, tmp208, tmp214)
    tmp216 = tmp95 * tmp215
    tmp217 = tmp207 + tmp216
    tmp218 = tl.load(in_ptr8 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp219 = tmp6 < tmp66
    tmp220 = tl.load(in_ptr8 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp221 = tl.load(in_ptr9 + (x0 + 16*(-1) + 48*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp222 = tmp220 * tmp221
    tmp223 = tl.full(tmp222.shape, 0.0, tmp222.dtype)
    tmp224 = tl.where(tmp11, tmp222, tmp223)
    tmp225 = tl.where(tmp9, tmp218, tmp224)
    tmp226 = tmp50 * tmp225
    tmp227 = tl.load(in_ptr8 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp228 = tmp8 < tmp66
    tmp229 = tl.load(in_ptr8 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp230 = tl.load(in_ptr9 + (x0 + 16*(0) + 48*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp231 = tmp229 * tmp230
    tmp232 = tl.full(tmp231.shape, 0.0, tmp231.dtype)
    tmp233 = tl.where(tmp25, tmp231, tmp232)
    tmp234 = tl.where(tmp23, tmp227, tmp233)
    tmp235 = tmp65 * tmp234
    tmp236 = tmp226 + tmp235
    tmp237 = tl.load(in_ptr8 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp238 = tmp36 < tmp66
    tmp239 = tl.load(in_ptr8 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp240 = tl.load(in_ptr9 + (x0 + 16*(1) + 48*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp241 = tmp239 * tmp240
    tmp242 = tl.full(tmp241.shape, 0.0, tmp241.dtype)
    tmp243 = tl.where(tmp40, tmp241, tmp242)
    tmp244 = tl.where(tmp38, tmp237, tmp243)
    tmp245 = tmp80 * tmp244
    tmp246 = tmp236 + tmp245
    tmp247 = tl.load(in_ptr8 + (x3), tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp248 = tmp51 < tmp66
    tmp249 = tl.load(in_ptr8 + (x3), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp250 = tl.load(in_ptr9 + (x0 + 16*(2) + 48*x1), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp251 = tmp249 * tmp250
    tmp252 = tl.full(tmp251.shape, 0.0, tmp251.dtype)
    tmp253 = tl.where(tmp55, tmp251, tmp252)
    tmp254 = tl.where(tmp53, tmp247, tmp253)
    tmp255 = tmp95 * tmp254
    tmp256 = tmp246 + tmp255
    tmp257 = tl.load(in_ptr10 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp258 = tmp6 < tmp51
    tmp259 = tl.load(in_ptr10 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp260 = tl.load(in_ptr11 + (x0 + 16*(-1) + 32*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp261 = tmp259 * tmp260
    tmp262 = tl.full(tmp261.shape, 0.0, tmp261.dtype)
    tmp263 = tl.where(tmp11, tmp261, tmp262)
    tmp264 = tl.where(tmp9, tmp257, tmp263)
    tmp265 = tmp65 * tmp264
    tmp266 = tl.load(in_ptr10 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp267 = tmp8 < tmp51
    tmp268 = tl.load(in_ptr10 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp269 = tl.load(in_ptr11 + (x0 + 16*(0) + 32*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp270 = tmp268 * tmp269
    tmp271 = tl.full(tmp270.shape, 0.0, tmp270.dtype)
    tmp272 = tl.where(tmp25, tmp270, tmp271)
    tmp273 = tl.where(tmp23, tmp266, tmp272)
    tmp274 = tmp80 * tmp273
    tmp275 = tmp265 + tmp274
    tmp276 = tl.load(in_ptr10 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp277 = tmp36 < tmp51
    tmp278 = tl.load(in_ptr10 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp279 = tl.load(in_ptr11 + (x0 + 16*(1) + 32*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp280 = tmp278 * tmp279
    tmp281 = tl.full(tmp280.shape, 0.0, tmp280.dtype)
    tmp282 = tl.where(tmp40, tmp280, tmp281)
    tmp283 = tl.where(tmp38, tmp276, tmp282)
    tmp284 = tmp95 * tmp283
    tmp285 = tmp275 + tmp284
    tmp286 = tmp6 < tmp36
    tmp287 = tl.load(in_ptr0 + (416 + x0 + 432*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp288 = tmp4 * tmp287
    tmp289 = tl.full(tmp288.shape, 0.0, tmp288.dtype)
    tmp290 = tl.where(tmp11, tmp288, tmp289)
    tmp291 = tl.where(tmp9, tmp4, tmp290)
    tmp292 = tmp80 * tmp291
    tmp293 = tmp8 < tmp36
    tmp294 = tl.load(in_ptr0 + (416 + x0 + 432*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp295 = tmp4 * tmp294
    tmp296 = tl.full(tmp295.shape, 0.0, tmp295.dtype)
    tmp297 = tl.where(tmp25, tmp295, tmp296)
    tmp298 = tl.where(tmp23, tmp4, tmp297)
    tmp299 = tmp95 * tmp298
    tmp300 = tmp292 + tmp299
    tmp302 = tmp95 * tmp301
    tl.store(out_ptr1 + (x0 + 432*x1), tmp109, xmask)
    tl.store(out_ptr2 + (x0 + 432*x1), tmp168, xmask)
    tl.store(out_ptr3 + (x0 + 432*x1), tmp217, xmask)
    tl.store(out_ptr4 + (x0 + 432*x1), tmp256, xmask)
    tl.store(out_ptr5 + (x0 + 432*x1), tmp285, xmask)
    tl.store(out_ptr6 + (x0 + 432*x1), tmp300, xmask)
    tl.store(out_ptr7 + (x0 + 432*x1), tmp302, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/w2/cw2x7nwt6foecvwx5ufgsubhzfmi3x45w5teyfncolvuepcv7uk6.py
# Topologically Sorted Source Nodes: [expand, div_3, d, pow_2, mul_388, mul_389, shifted, view_8, permute_17, view_9, permute_19, squeeze, squeeze_1, add_510, neg_4, full_default_6, add_511, add_512, add_514, fmod_1, index_1, add_515, rev_4, rev_5, add_516, add_517, rev_7, add_518, exp_1, rev_9, add_519, exp_2, sub_238, add_520, rev_11, div_7, add_521, view_10, mul_448, sigmoid_12, sub_239, mul_449, mul_450, add_523, clone], Original ATen: [aten.expand, aten.div, aten.slice, aten.sub, aten.pow, aten.mul, aten.roll, aten.view, aten.permute, aten.squeeze, aten.add, aten.neg, aten.slice_backward, aten.flip, aten.exp, aten.stack, aten.sigmoid, aten.sigmoid_backward, aten.clone]
# Source node to ATen node mapping:
#   add_510 => add_510
#   add_511 => add_511
#   add_512 => add_512
#   add_514 => add_514
#   add_515 => add_515
#   add_516 => add_516
#   add_517 => add_517
#   add_518 => add_518
#   add_519 => add_519
#   add_520 => add_520
#   add_521 => add_521
#   add_523 => add_523
#   clone => clone
#   d => slice_6, slice_7, sub_146
#   div_3 => div_3
#   div_7 => div_7
#   exp_1 => exp_1
#   exp_2 => exp_2
#   expand => expand
#   fmod_1 => fmod_1
#   full_default_6 => full_default_6
#   index_1 => index_1
#   mul_388 => mul_388
#   mul_389 => mul_389
#   mul_448 => mul_448
#   mul_449 => mul_449
#   mul_450 => mul_450
#   neg_4 => neg_4
#   permute_17 => permute_17
#   permute_19 => permute_19
#   pow_2 => pow_2
#   rev_11 => rev_11
#   rev_4 => rev_4
#   rev_5 => rev_5
#   rev_7 => rev_7
#   rev_9 => rev_9
#   shifted => iota
#   sigmoid_12 => sigmoid_12
#   squeeze => squeeze
#   squeeze_1 => squeeze_1
#   sub_238 => sub_238
#   sub_239 => sub_239
#   view_10 => view_10
#   view_8 => view_8
#   view_9 => view_9
# Graph fragment:
#   %bmm_1 : Tensor "f32[s77, 16, 27][432, 27, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %bmm_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %tangents_3 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_3]
#   %view_1 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=view_1]
#   %tangents_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=tangents_2]
#   %add_515 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_515]
#   %cumsum_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=cumsum_2]
#   %buf7 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=buf7]
#   %logcumsumexp_1 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=logcumsumexp_1]
#   %logcumsumexp_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=logcumsumexp_2]
#   %cumsum_3 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=cumsum_3]
#   %cumprod : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=cumprod]
#   %cat_26 : Tensor "f32[s77, 432][432, 1]cuda:0" = PlaceHolder[target=cat_26]
#   %add_523 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=add_523]
#   %expand : Tensor "f32[s77, 26, 16][0, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%tangents_3, [%primals_1, %sub_139, 16]), kwargs = {})
#   %div_3 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, %mul_376), kwargs = {})
#   %slice_6 : Tensor "f32[s77, 26, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_1, 1, 0, %sub_139), kwargs = {})
#   %slice_7 : Tensor "f32[s77, 26, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_1, 1, 1, %primals_2), kwargs = {})
#   %sub_146 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_7, %slice_6), kwargs = {})
#   %pow_2 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sub_146, 1.0), kwargs = {})
#   %mul_388 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_2, 2.0), kwargs = {})
#   %mul_389 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %mul_388), kwargs = {})
#   %iota : Tensor "i64[27][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.iota.default](args = (%primals_2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_8 : Tensor "f32[s77, 16, 27, 1][432, 27, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [%primals_1, 16, %primals_2, 1]), kwargs = {})
#   %permute_17 : Tensor "f32[s77, 1, 27, 16][432, 1, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 3, 2, 1]), kwargs = {})
#   %view_9 : Tensor "f32[s77, 27, 16, 1][432, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [%primals_1, %primals_2, 16, 1]), kwargs = {})
#   %permute_19 : Tensor "f32[s77, 27, 16, 1][432, 1, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_17, [0, 2, 3, 1]), kwargs = {})
#   %squeeze : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_19, 3), kwargs = {})
#   %squeeze_1 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%view_9, 3), kwargs = {})
#   %add_510 : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%squeeze, %squeeze_1), kwargs = {})
#   %neg_4 : Tensor "f32[s77, 26, 16][416, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_389,), kwargs = {})
#   %full_default_6 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, %primals_2, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_6, %mul_389, 1, 1, %primals_2), kwargs = {})
#   %add_511 : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_510, %slice_scatter_default), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_6, %neg_4, 1, 0, %sub_139), kwargs = {})
#   %add_512 : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_511, %slice_scatter_default_1), kwargs = {})
#   %add_514 : Tensor "i64[27][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, %mod_1), kwargs = {})
#   %fmod_1 : Tensor "i64[27][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_514, %primals_2), kwargs = {})
#   %index_1 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%tangents_2, [None, %fmod_1]), kwargs = {})
#   %add_515 : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_512, %index_1), kwargs = {})
#   %rev_4 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.rev.default](args = (%cumsum_2, [1]), kwargs = {})
#   %rev_5 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.rev.default](args = (%rev_4, [1]), kwargs = {})
#   %add_516 : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_515, %rev_5), kwargs = {})
#   %add_517 : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_516, %scatter_add), kwargs = {})
#   %rev_7 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.rev.default](args = (%logcumsumexp_1, [1]), kwargs = {})
#   %add_518 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%rev_7, %view_1), kwargs = {})
#   %exp_1 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%add_518,), kwargs = {})
#   %rev_9 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.rev.default](args = (%logcumsumexp_2, [1]), kwargs = {})
#   %add_519 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%rev_9, %view_1), kwargs = {})
#   %exp_2 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%add_519,), kwargs = {})
#   %sub_238 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%exp_1, %exp_2), kwargs = {})
#   %add_520 : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_517, %sub_238), kwargs = {})
#   %rev_11 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.rev.default](args = (%cumsum_3, [1]), kwargs = {})
#   %div_7 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rev_11, %cumprod), kwargs = {})
#   %add_521 : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_520, %div_7), kwargs = {})
#   %view_10 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_26, [%primals_1, 27, 16]), kwargs = {})
#   %mul_448 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %sigmoid_12 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%view_1,), kwargs = {})
#   %sub_239 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_12), kwargs = {})
#   %mul_449 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_12, %sub_239), kwargs = {})
#   %mul_450 : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_448, %mul_449), kwargs = {})
#   %add_523 : Tensor "f32[s77, 27, 16][432, 1, 27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_521, %mul_450), kwargs = {})
#   %clone : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%add_523,), kwargs = {memory_format: torch.contiguous_format})
#   return %add_515,%add_523,%clone
triton_poi_fused_add_clone_div_exp_expand_flip_mul_neg_permute_pow_roll_sigmoid_sigmoid_backward_slice_slice_backward_squeeze_stack_sub_view_67 = async_compile.triton('triton_poi_fused_add_clone_div_exp_expand_flip_mul_neg_permute_pow_roll_sigmoid_sigmoid_backward_slice_slice_backward_squeeze_stack_sub_view_67', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_div_exp_expand_flip_mul_neg_permute_pow_roll_sigmoid_sigmoid_backward_slice_slice_backward_squeeze_stack_sub_view_67', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 67392, 'x': 5184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_div_exp_expand_flip_mul_neg_permute_pow_roll_sigmoid_sigmoid_backward_slice_slice_backward_squeeze_stack_sub_view_67(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 27
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    tmp0 = tl.load(in_ptr0 + (x2 + 27*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr3 + (y0 + 16*(((3 + x2) % 27)) + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp44 = tl.load(in_ptr4 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp46 = tl.load(in_ptr5 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp48 = tl.load(in_ptr6 + (416 + y0 + ((-16)*x2) + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp49 = tl.load(in_ptr2 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp52 = tl.load(in_ptr7 + (416 + y0 + ((-16)*x2) + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp57 = tl.load(in_ptr8 + (416 + y0 + ((-16)*x2) + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp58 = tl.load(in_ptr9 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp61 = tl.load(in_ptr10 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = x2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = tl.load(in_ptr1 + (0))
    tmp7 = tl.broadcast_to(tmp6, [1, 1])
    tmp8 = tl.where(tmp5, tmp7, 0.0)
    tmp9 = tl.broadcast_to(416*ks0, [YBLOCK, XBLOCK])
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tl.load(in_ptr2 + (y0 + 16*x2 + 432*y1), tmp5 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp13 = tl.load(in_ptr2 + ((-16) + y0 + 16*x2 + 432*y1), tmp5 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp14 = tmp12 - tmp13
    tmp15 = tl.full([1, 1], 2.0, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp11 * tmp16
    tmp18 = tl.full(tmp17.shape, 0.0, tmp17.dtype)
    tmp19 = tl.where(tmp5, tmp17, tmp18)
    tmp20 = tl.full([1, 1], 0.0, tl.float32)
    tmp21 = tl.where(tmp5, tmp19, tmp20)
    tmp22 = tmp2 + tmp21
    tmp23 = tl.full([1, 1], 26, tl.int64)
    tmp24 = tmp3 < tmp23
    tmp25 = tl.load(in_ptr1 + (0))
    tmp26 = tl.broadcast_to(tmp25, [1, 1])
    tmp27 = tl.where(tmp24, tmp26, 0.0)
    tmp28 = tl.broadcast_to(416*ks0, [YBLOCK, XBLOCK])
    tmp29 = tmp28.to(tl.float32)
    tmp30 = (tmp27 / tmp29)
    tmp31 = tl.load(in_ptr2 + (16 + y0 + 16*x2 + 432*y1), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr2 + (y0 + 16*x2 + 432*y1), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp31 - tmp32
    tmp34 = tl.full([1, 1], 2.0, tl.float32)
    tmp35 = tmp33 * tmp34
    tmp36 = tmp30 * tmp35
    tmp37 = -tmp36
    tmp38 = tl.full(tmp37.shape, 0.0, tmp37.dtype)
    tmp39 = tl.where(tmp24, tmp37, tmp38)
    tmp40 = tl.where(tmp24, tmp39, tmp20)
    tmp41 = tmp22 + tmp40
    tmp43 = tmp41 + tmp42
    tmp45 = tmp43 + tmp44
    tmp47 = tmp45 + tmp46
    tmp50 = tmp48 + tmp49
    tmp51 = libdevice.exp(tmp50)
    tmp53 = tmp52 + tmp49
    tmp54 = libdevice.exp(tmp53)
    tmp55 = tmp51 - tmp54
    tmp56 = tmp47 + tmp55
    tmp59 = (tmp57 / tmp58)
    tmp60 = tmp56 + tmp59
    tmp62 = tl.full([1, 1], 0.5, tl.float32)
    tmp63 = tmp61 * tmp62
    tmp64 = tl.sigmoid(tmp49)
    tmp65 = tl.full([1, 1], 1.0, tl.float32)
    tmp66 = tmp65 - tmp64
    tmp67 = tmp64 * tmp66
    tmp68 = tmp63 * tmp67
    tmp69 = tmp60 + tmp68
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 16*x2 + 432*y1), tmp69, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/3v/c3vmmho4msl4utqmf42tjpzqwthygezna62duckkx2oypei32dse.py
# Topologically Sorted Source Nodes: [clone, view_11, sum_30], Original ATen: [aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   clone => clone
#   sum_30 => sum_30
#   view_11 => view_11
# Graph fragment:
#   %clone : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0" = PlaceHolder[target=clone]
#   %clone : Tensor "f32[s77, 27, 16][432, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%add_523,), kwargs = {memory_format: torch.contiguous_format})
#   %view_11 : Tensor "f32[27*s77, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%mul_210, 16]), kwargs = {})
#   %sum_30 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_11, [0], True), kwargs = {})
#   return %sum_30
triton_red_fused__unsafe_view_clone_sum_68 = async_compile.triton('triton_red_fused__unsafe_view_clone_sum_68', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_clone_sum_68', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5312, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_clone_sum_68(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/ep/cep72ff4frjpyn6kujqje53dolcbm6q5rbcrpsul63mgp2m5ejbd.py
# Topologically Sorted Source Nodes: [mul_451, mul_452, mul_453, sub_240, mul_454, sub_241, mul_455, mul_456, mul_457, mul_458, mul_459, sub_242, mul_460, sub_243, mul_461, mul_462, mul_464, sub_244, mul_465, mul_466, cat_27], Original ATen: [aten.mul, aten.tanh_backward, aten.sigmoid_backward, aten.cat]
# Source node to ATen node mapping:
#   cat_27 => cat_27
#   mul_451 => mul_451
#   mul_452 => mul_452
#   mul_453 => mul_453
#   mul_454 => mul_454
#   mul_455 => mul_455
#   mul_456 => mul_456
#   mul_457 => mul_457
#   mul_458 => mul_458
#   mul_459 => mul_459
#   mul_460 => mul_460
#   mul_461 => mul_461
#   mul_462 => mul_462
#   mul_464 => mul_464
#   mul_465 => mul_465
#   mul_466 => mul_466
#   sub_240 => sub_240
#   sub_241 => sub_241
#   sub_242 => sub_242
#   sub_243 => sub_243
#   sub_244 => sub_244
# Graph fragment:
#   %tangents_1 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sigmoid_11 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_11]
#   %tanh_7 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=tanh_7]
#   %tanh_6 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=tanh_6]
#   %sigmoid_10 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_10]
#   %add_203 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=add_203]
#   %sigmoid_9 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_9]
#   %mul_451 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %sigmoid_11), kwargs = {})
#   %mul_452 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %tanh_7), kwargs = {})
#   %mul_453 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_7, %tanh_7), kwargs = {})
#   %sub_240 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_453), kwargs = {})
#   %mul_454 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_451, %sub_240), kwargs = {})
#   %sub_241 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_11), kwargs = {})
#   %mul_455 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_11, %sub_241), kwargs = {})
#   %mul_456 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_452, %mul_455), kwargs = {})
#   %mul_457 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_454, %sigmoid_10), kwargs = {})
#   %mul_458 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_454, %tanh_6), kwargs = {})
#   %mul_459 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_6, %tanh_6), kwargs = {})
#   %sub_242 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_459), kwargs = {})
#   %mul_460 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_457, %sub_242), kwargs = {})
#   %sub_243 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_10), kwargs = {})
#   %mul_461 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_10, %sub_243), kwargs = {})
#   %mul_462 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_458, %mul_461), kwargs = {})
#   %mul_464 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_454, %add_203), kwargs = {})
#   %sub_244 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_9), kwargs = {})
#   %mul_465 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_9, %sub_244), kwargs = {})
#   %mul_466 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_464, %mul_465), kwargs = {})
#   %cat_27 : Tensor "f32[s77, 64][64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_462, %mul_466, %mul_460, %mul_456], 1), kwargs = {})
#   return %cat_27
triton_poi_fused_cat_mul_sigmoid_backward_tanh_backward_69 = async_compile.triton('triton_poi_fused_cat_mul_sigmoid_backward_tanh_backward_69', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 4}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_mul_sigmoid_backward_tanh_backward_69', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 18, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4992, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_mul_sigmoid_backward_tanh_backward_69(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = y0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp5 * tmp6
    tmp8 = tl.load(in_ptr2 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp9 = tmp8 * tmp8
    tmp10 = tl.full([1, 1], 1.0, tl.float32)
    tmp11 = tmp10 - tmp9
    tmp12 = tmp7 * tmp11
    tmp13 = tl.load(in_ptr3 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp14 = tmp12 * tmp13
    tmp15 = tl.load(in_ptr4 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp10 - tmp15
    tmp17 = tmp15 * tmp16
    tmp18 = tmp14 * tmp17
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp4, tmp18, tmp19)
    tmp21 = tmp0 >= tmp3
    tmp22 = tl.full([1, 1], 32, tl.int64)
    tmp23 = tmp0 < tmp22
    tmp24 = tmp21 & tmp23
    tmp25 = tl.load(in_ptr0 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp25 * tmp26
    tmp28 = tl.load(in_ptr2 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp29 = tmp28 * tmp28
    tmp30 = tl.full([1, 1], 1.0, tl.float32)
    tmp31 = tmp30 - tmp29
    tmp32 = tmp27 * tmp31
    tmp33 = tl.load(in_ptr5 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp34 = tmp32 * tmp33
    tmp35 = tl.load(in_ptr6 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp36 = tmp30 - tmp35
    tmp37 = tmp35 * tmp36
    tmp38 = tmp34 * tmp37
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp24, tmp38, tmp39)
    tmp41 = tmp0 >= tmp22
    tmp42 = tl.full([1, 1], 48, tl.int64)
    tmp43 = tmp0 < tmp42
    tmp44 = tmp41 & tmp43
    tmp45 = tl.load(in_ptr0 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp46 = tl.load(in_ptr1 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp47 = tmp45 * tmp46
    tmp48 = tl.load(in_ptr2 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp49 = tmp48 * tmp48
    tmp50 = tl.full([1, 1], 1.0, tl.float32)
    tmp51 = tmp50 - tmp49
    tmp52 = tmp47 * tmp51
    tmp53 = tl.load(in_ptr4 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp54 = tmp52 * tmp53
    tmp55 = tl.load(in_ptr3 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp56 = tmp55 * tmp55
    tmp57 = tmp50 - tmp56
    tmp58 = tmp54 * tmp57
    tmp59 = tl.full(tmp58.shape, 0.0, tmp58.dtype)
    tmp60 = tl.where(tmp44, tmp58, tmp59)
    tmp61 = tmp0 >= tmp42
    tmp62 = tl.full([1, 1], 64, tl.int64)
    tmp63 = tmp0 < tmp62
    tmp64 = tl.load(in_ptr0 + (16*x1 + ((-48) + y0)), tmp61 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp65 = tl.load(in_ptr2 + (16*x1 + ((-48) + y0)), tmp61 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp66 = tmp64 * tmp65
    tmp67 = tl.load(in_ptr1 + (16*x1 + ((-48) + y0)), tmp61 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp68 = tl.full([1, 1], 1.0, tl.float32)
    tmp69 = tmp68 - tmp67
    tmp70 = tmp67 * tmp69
    tmp71 = tmp66 * tmp70
    tmp72 = tl.full(tmp71.shape, 0.0, tmp71.dtype)
    tmp73 = tl.where(tmp61, tmp71, tmp72)
    tmp74 = tl.where(tmp44, tmp60, tmp73)
    tmp75 = tl.where(tmp24, tmp40, tmp74)
    tmp76 = tl.where(tmp4, tmp20, tmp75)
    tl.store(out_ptr0 + (y0 + 64*x1), tmp76, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/5u/c5ufxvuaca7gfrdgm3mmpkqghkp6jsklqmnmvgub7mo4ynkp4kxi.py
# Topologically Sorted Source Nodes: [mul_451, mul_453, sub_240, mul_454, mul_463, mul_467, tanh_5, mul_469, sub_245, mul_470, add_524], Original ATen: [aten.mul, aten.tanh_backward, aten.tanh, aten.add]
# Source node to ATen node mapping:
#   add_524 => add_524
#   mul_451 => mul_451
#   mul_453 => mul_453
#   mul_454 => mul_454
#   mul_463 => mul_463
#   mul_467 => mul_467
#   mul_469 => mul_469
#   mul_470 => mul_470
#   sub_240 => sub_240
#   sub_245 => sub_245
#   tanh_5 => tanh_5
# Graph fragment:
#   %tangents_1 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sigmoid_11 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_11]
#   %tanh_7 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=tanh_7]
#   %sigmoid_9 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_9]
#   %mm_6 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %sigmoid_8 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_8]
#   %add_203 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=add_203]
#   %mul_451 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %sigmoid_11), kwargs = {})
#   %mul_453 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_7, %tanh_7), kwargs = {})
#   %sub_240 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_453), kwargs = {})
#   %mul_454 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_451, %sub_240), kwargs = {})
#   %mul_463 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_454, %sigmoid_9), kwargs = {})
#   %mul_467 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_6, %sigmoid_8), kwargs = {})
#   %tanh_5 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_203,), kwargs = {})
#   %mul_469 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_5, %tanh_5), kwargs = {})
#   %sub_245 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_469), kwargs = {})
#   %mul_470 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_467, %sub_245), kwargs = {})
#   %add_524 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_463, %mul_470), kwargs = {})
#   return %add_524
triton_poi_fused_add_mul_tanh_tanh_backward_70 = async_compile.triton('triton_poi_fused_add_mul_tanh_tanh_backward_70', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_tanh_tanh_backward_70', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_tanh_tanh_backward_70(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp3 = tl.load(in_ptr1 + (x0), xmask)
    tmp8 = tl.load(in_ptr2 + (x0), xmask)
    tmp10 = tl.load(in_ptr3 + (x0), xmask)
    tmp11 = tl.load(in_ptr4 + (x0), xmask)
    tmp13 = tl.load(in_ptr5 + (x0), xmask)
    tmp2 = tmp0 * tmp1
    tmp4 = tmp3 * tmp3
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp5 - tmp4
    tmp7 = tmp2 * tmp6
    tmp9 = tmp7 * tmp8
    tmp12 = tmp10 * tmp11
    tmp14 = libdevice.tanh(tmp13)
    tmp15 = tmp14 * tmp14
    tmp16 = tmp5 - tmp15
    tmp17 = tmp12 * tmp16
    tmp18 = tmp9 + tmp17
    tl.store(in_out_ptr0 + (x0), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/zb/czbeofksj2u7m6rz6za5taoiakdo7bnkjjkj2kcpi5syceih4lfe.py
# Topologically Sorted Source Nodes: [tanh_5, mul_468, sub_246, mul_471, mul_472, mul_473, mul_474, mul_475, sub_247, mul_476, sub_248, mul_477, mul_478, mul_480, sub_249, mul_481, mul_482, cat_28], Original ATen: [aten.tanh, aten.mul, aten.sigmoid_backward, aten.tanh_backward, aten.cat]
# Source node to ATen node mapping:
#   cat_28 => cat_28
#   mul_468 => mul_468
#   mul_471 => mul_471
#   mul_472 => mul_472
#   mul_473 => mul_473
#   mul_474 => mul_474
#   mul_475 => mul_475
#   mul_476 => mul_476
#   mul_477 => mul_477
#   mul_478 => mul_478
#   mul_480 => mul_480
#   mul_481 => mul_481
#   mul_482 => mul_482
#   sub_246 => sub_246
#   sub_247 => sub_247
#   sub_248 => sub_248
#   sub_249 => sub_249
#   tanh_5 => tanh_5
# Graph fragment:
#   %add_524 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=add_524]
#   %tanh_4 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=tanh_4]
#   %sigmoid_7 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_7]
#   %add_131 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=add_131]
#   %sigmoid_6 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_6]
#   %mm_6 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %add_203 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=add_203]
#   %sigmoid_8 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_8]
#   %tanh_5 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_203,), kwargs = {})
#   %mul_468 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_6, %tanh_5), kwargs = {})
#   %sub_246 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_8), kwargs = {})
#   %mul_471 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_8, %sub_246), kwargs = {})
#   %mul_472 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_468, %mul_471), kwargs = {})
#   %mul_473 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_524, %sigmoid_7), kwargs = {})
#   %mul_474 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_524, %tanh_4), kwargs = {})
#   %mul_475 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_4, %tanh_4), kwargs = {})
#   %sub_247 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_475), kwargs = {})
#   %mul_476 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_473, %sub_247), kwargs = {})
#   %sub_248 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_7), kwargs = {})
#   %mul_477 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_7, %sub_248), kwargs = {})
#   %mul_478 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_474, %mul_477), kwargs = {})
#   %mul_480 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_524, %add_131), kwargs = {})
#   %sub_249 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_6), kwargs = {})
#   %mul_481 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_6, %sub_249), kwargs = {})
#   %mul_482 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_480, %mul_481), kwargs = {})
#   %cat_28 : Tensor "f32[s77, 64][64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_478, %mul_482, %mul_476, %mul_472], 1), kwargs = {})
#   return %cat_28
triton_poi_fused_cat_mul_sigmoid_backward_tanh_tanh_backward_71 = async_compile.triton('triton_poi_fused_cat_mul_sigmoid_backward_tanh_tanh_backward_71', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 4}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_mul_sigmoid_backward_tanh_tanh_backward_71', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3840, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_mul_sigmoid_backward_tanh_tanh_backward_71(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = y0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp5 * tmp6
    tmp8 = tl.load(in_ptr2 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp9 - tmp8
    tmp11 = tmp8 * tmp10
    tmp12 = tmp7 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp4, tmp12, tmp13)
    tmp15 = tmp0 >= tmp3
    tmp16 = tl.full([1, 1], 32, tl.int64)
    tmp17 = tmp0 < tmp16
    tmp18 = tmp15 & tmp17
    tmp19 = tl.load(in_ptr0 + (16*x1 + ((-16) + y0)), tmp18 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp20 = tl.load(in_ptr3 + (16*x1 + ((-16) + y0)), tmp18 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp21 = tmp19 * tmp20
    tmp22 = tl.load(in_ptr4 + (16*x1 + ((-16) + y0)), tmp18 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp23 = tl.full([1, 1], 1.0, tl.float32)
    tmp24 = tmp23 - tmp22
    tmp25 = tmp22 * tmp24
    tmp26 = tmp21 * tmp25
    tmp27 = tl.full(tmp26.shape, 0.0, tmp26.dtype)
    tmp28 = tl.where(tmp18, tmp26, tmp27)
    tmp29 = tmp0 >= tmp16
    tmp30 = tl.full([1, 1], 48, tl.int64)
    tmp31 = tmp0 < tmp30
    tmp32 = tmp29 & tmp31
    tmp33 = tl.load(in_ptr0 + (16*x1 + ((-32) + y0)), tmp32 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.load(in_ptr2 + (16*x1 + ((-32) + y0)), tmp32 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp35 = tmp33 * tmp34
    tmp36 = tl.load(in_ptr1 + (16*x1 + ((-32) + y0)), tmp32 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp37 = tmp36 * tmp36
    tmp38 = tl.full([1, 1], 1.0, tl.float32)
    tmp39 = tmp38 - tmp37
    tmp40 = tmp35 * tmp39
    tmp41 = tl.full(tmp40.shape, 0.0, tmp40.dtype)
    tmp42 = tl.where(tmp32, tmp40, tmp41)
    tmp43 = tmp0 >= tmp30
    tmp44 = tl.full([1, 1], 64, tl.int64)
    tmp45 = tmp0 < tmp44
    tmp46 = tl.load(in_ptr5 + (16*x1 + ((-48) + y0)), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp47 = tl.load(in_ptr6 + (16*x1 + ((-48) + y0)), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp48 = libdevice.tanh(tmp47)
    tmp49 = tmp46 * tmp48
    tmp50 = tl.load(in_ptr7 + (16*x1 + ((-48) + y0)), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp51 = tl.full([1, 1], 1.0, tl.float32)
    tmp52 = tmp51 - tmp50
    tmp53 = tmp50 * tmp52
    tmp54 = tmp49 * tmp53
    tmp55 = tl.full(tmp54.shape, 0.0, tmp54.dtype)
    tmp56 = tl.where(tmp43, tmp54, tmp55)
    tmp57 = tl.where(tmp32, tmp42, tmp56)
    tmp58 = tl.where(tmp18, tmp28, tmp57)
    tmp59 = tl.where(tmp4, tmp14, tmp58)
    tl.store(out_ptr0 + (y0 + 64*x1), tmp59, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/2l/c2lg23azfmufsg2myfndep4w7nmseeegbwvwbrdpbblgl2n4b7pu.py
# Topologically Sorted Source Nodes: [mul_479, mul_483, tanh_3, mul_485, sub_250, mul_486, add_528], Original ATen: [aten.mul, aten.tanh, aten.tanh_backward, aten.add]
# Source node to ATen node mapping:
#   add_528 => add_528
#   mul_479 => mul_479
#   mul_483 => mul_483
#   mul_485 => mul_485
#   mul_486 => mul_486
#   sub_250 => sub_250
#   tanh_3 => tanh_3
# Graph fragment:
#   %add_524 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=add_524]
#   %sigmoid_6 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_6]
#   %mm_9 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=mm_9]
#   %sigmoid_5 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_5]
#   %add_131 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=add_131]
#   %mul_479 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_524, %sigmoid_6), kwargs = {})
#   %mul_483 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_9, %sigmoid_5), kwargs = {})
#   %tanh_3 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_131,), kwargs = {})
#   %mul_485 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_3, %tanh_3), kwargs = {})
#   %sub_250 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_485), kwargs = {})
#   %mul_486 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_483, %sub_250), kwargs = {})
#   %add_528 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_479, %mul_486), kwargs = {})
#   return %add_528
triton_poi_fused_add_mul_tanh_tanh_backward_72 = async_compile.triton('triton_poi_fused_add_mul_tanh_tanh_backward_72', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_tanh_tanh_backward_72', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1344}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_tanh_tanh_backward_72(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask)
    tmp3 = tl.load(in_ptr1 + (x0), xmask)
    tmp4 = tl.load(in_ptr2 + (x0), xmask)
    tmp6 = tl.load(in_ptr3 + (x0), xmask)
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp7 = libdevice.tanh(tmp6)
    tmp8 = tmp7 * tmp7
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp9 - tmp8
    tmp11 = tmp5 * tmp10
    tmp12 = tmp2 + tmp11
    tl.store(in_out_ptr0 + (x0), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/seq_scan_lstm_dynamic/cache/4d/c4d6gjglqlaxfwhr3fevmad5sp2psqt7gixafva2k3zwuhpv7e3z.py
# Topologically Sorted Source Nodes: [sum_31, view_13, sum_32, view_14, add_526, sum_33, view_15, add_530, tanh_1, mul_500, sub_256, mul_503, mul_504, mul_505, mul_506, mul_507, sub_257, mul_508, sub_258, mul_509, mul_510, mul_511, mul_513, cat_30, sum_34, view_16, add_534], Original ATen: [aten.sum, aten.view, aten.add, aten.tanh, aten.mul, aten.sigmoid_backward, aten.tanh_backward, aten.cat]
# Source node to ATen node mapping:
#   add_526 => add_526
#   add_530 => add_530
#   add_534 => add_534
#   cat_30 => cat_30
#   mul_500 => mul_500
#   mul_503 => mul_503
#   mul_504 => mul_504
#   mul_505 => mul_505
#   mul_506 => mul_506
#   mul_507 => mul_507
#   mul_508 => mul_508
#   mul_509 => mul_509
#   mul_510 => mul_510
#   mul_511 => mul_511
#   mul_513 => mul_513
#   sub_256 => sub_256
#   sub_257 => sub_257
#   sub_258 => sub_258
#   sum_31 => sum_31
#   sum_32 => sum_32
#   sum_33 => sum_33
#   sum_34 => sum_34
#   tanh_1 => tanh_1
#   view_13 => view_13
#   view_14 => view_14
#   view_15 => view_15
#   view_16 => view_16
# Graph fragment:
#   %add_532 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=add_532]
#   %tanh : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=tanh]
#   %sigmoid_1 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_1]
#   %full_default : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=full_default]
#   %mul_512 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=mul_512]
#   %mm_12 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %add_59 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=add_59]
#   %sigmoid_2 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sigmoid_2]
#   %cat_27 : Tensor "f32[s77, 64][64, 1]cuda:0" = PlaceHolder[target=cat_27]
#   %cat_28 : Tensor "f32[s77, 64][64, 1]cuda:0" = PlaceHolder[target=cat_28]
#   %cat_29 : Tensor "f32[s77, 64][64, 1]cuda:0" = PlaceHolder[target=cat_29]
#   %cat_30 : Tensor "f32[s77, 64][64, 1]cuda:0" = PlaceHolder[target=cat_30]
#   %sum_31 : Tensor "f32[1, 64][64, 1]cuda:0" = PlaceHolder[target=sum_31]
#   %sum_32 : Tensor "f32[1, 64][64, 1]cuda:0" = PlaceHolder[target=sum_32]
#   %sum_33 : Tensor "f32[1, 64][64, 1]cuda:0" = PlaceHolder[target=sum_33]
#   %sum_34 : Tensor "f32[1, 64][64, 1]cuda:0" = PlaceHolder[target=sum_34]
#   %sum_31 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_27, [0], True), kwargs = {})
#   %view_13 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_31, [64]), kwargs = {})
#   %sum_32 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_28, [0], True), kwargs = {})
#   %view_14 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_32, [64]), kwargs = {})
#   %add_526 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_13, %view_14), kwargs = {})
#   %sum_33 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_29, [0], True), kwargs = {})
#   %view_15 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_33, [64]), kwargs = {})
#   %add_530 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_526, %view_15), kwargs = {})
#   %tanh_1 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_59,), kwargs = {})
#   %mul_500 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_12, %tanh_1), kwargs = {})
#   %sub_256 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_2), kwargs = {})
#   %mul_503 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_2, %sub_256), kwargs = {})
#   %mul_504 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_500, %mul_503), kwargs = {})
#   %mul_505 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_532, %sigmoid_1), kwargs = {})
#   %mul_506 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_532, %tanh), kwargs = {})
#   %mul_507 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh, %tanh), kwargs = {})
#   %sub_257 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_507), kwargs = {})
#   %mul_508 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_505, %sub_257), kwargs = {})
#   %sub_258 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_1), kwargs = {})
#   %mul_509 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_1, %sub_258), kwargs = {})
#   %mul_510 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_506, %mul_509), kwargs = {})
#   %mul_511 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_532, %full_default), kwargs = {})
#   %mul_513 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_511, %mul_512), kwargs = {})
#   %cat_30 : Tensor "f32[s77, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_510, %mul_513, %mul_508, %mul_504], 1), kwargs = {})
#   %sum_34 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_30, [0], True), kwargs = {})
#   %view_16 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_34, [64]), kwargs = {})
#   %add_534 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_530, %view_16), kwargs = {})
#   return %cat_30,%sum_31,%sum_32,%sum_33,%sum_34,%add_534
triton_red_fused_add_cat_mul_sigmoid_backward_sum_tanh_tanh_backward_view_73 = async_compile.triton('triton_red_fused_add_cat_mul_sigmoid_backward_sum_tanh_tanh_backward_view_73', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_cat_mul_sigmoid_backward_sum_tanh_tanh_backward_view_73', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 15, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6656, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_cat_mul_sigmoid_backward_sum_tanh_tanh_backward_view_73(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp59 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp63 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp67 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp70 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp57 = tl.load(in_ptr8 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp61 = tl.load(in_ptr9 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp65 = tl.load(in_ptr10 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp0 = x0
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 16, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (16*r0_1 + (x0)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr1 + (16*r0_1 + (x0)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tmp5 * tmp6
        tmp8 = tl.load(in_ptr2 + (16*r0_1 + (x0)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.full([1, 1], 1.0, tl.float32)
        tmp10 = tmp9 - tmp8
        tmp11 = tmp8 * tmp10
        tmp12 = tmp7 * tmp11
        tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
        tmp14 = tl.where(tmp4, tmp12, tmp13)
        tmp15 = tmp0 >= tmp3
        tmp16 = tl.full([1, 1], 32, tl.int64)
        tmp17 = tmp0 < tmp16
        tmp18 = tmp15 & tmp17
        tmp19 = tl.load(in_ptr0 + (16*r0_1 + ((-16) + x0)), r0_mask & tmp18 & xmask, eviction_policy='evict_last', other=0.0)
        tmp20 = tl.load(in_ptr3 + (16*r0_1 + ((-16) + x0)), r0_mask & tmp18 & xmask, eviction_policy='evict_last', other=0.0)
        tmp21 = tmp19 * tmp20
        tmp22 = tl.load(in_ptr4 + (16*r0_1 + ((-16) + x0)), r0_mask & tmp18 & xmask, eviction_policy='evict_last', other=0.0)
        tmp23 = tmp21 * tmp22
        tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
        tmp25 = tl.where(tmp18, tmp23, tmp24)
        tmp26 = tmp0 >= tmp16
        tmp27 = tl.full([1, 1], 48, tl.int64)
        tmp28 = tmp0 < tmp27
        tmp29 = tmp26 & tmp28
        tmp30 = tl.load(in_ptr0 + (16*r0_1 + ((-32) + x0)), r0_mask & tmp29 & xmask, eviction_policy='evict_last', other=0.0)
        tmp31 = tl.load(in_ptr2 + (16*r0_1 + ((-32) + x0)), r0_mask & tmp29 & xmask, eviction_policy='evict_last', other=0.0)
        tmp32 = tmp30 * tmp31
        tmp33 = tl.load(in_ptr1 + (16*r0_1 + ((-32) + x0)), r0_mask & tmp29 & xmask, eviction_policy='evict_last', other=0.0)
        tmp34 = tmp33 * tmp33
        tmp35 = tl.full([1, 1], 1.0, tl.float32)
        tmp36 = tmp35 - tmp34
        tmp37 = tmp32 * tmp36
        tmp38 = tl.full(tmp37.shape, 0.0, tmp37.dtype)
        tmp39 = tl.where(tmp29, tmp37, tmp38)
        tmp40 = tmp0 >= tmp27
        tmp41 = tl.full([1, 1], 64, tl.int64)
        tmp42 = tmp0 < tmp41
        tmp43 = tl.load(in_ptr5 + (16*r0_1 + ((-48) + x0)), r0_mask & tmp40 & xmask, eviction_policy='evict_last', other=0.0)
        tmp44 = tl.load(in_ptr6 + (16*r0_1 + ((-48) + x0)), r0_mask & tmp40 & xmask, eviction_policy='evict_last', other=0.0)
        tmp45 = libdevice.tanh(tmp44)
        tmp46 = tmp43 * tmp45
        tmp47 = tl.load(in_ptr7 + (16*r0_1 + ((-48) + x0)), r0_mask & tmp40 & xmask, eviction_policy='evict_last', other=0.0)
        tmp48 = tl.full([1, 1], 1.0, tl.float32)
        tmp49 = tmp48 - tmp47
        tmp50 = tmp47 * tmp49
        tmp51 = tmp46 * tmp50
        tmp52 = tl.full(tmp51.shape, 0.0, tmp51.dtype)
        tmp53 = tl.where(tmp40, tmp51, tmp52)
        tmp54 = tl.where(tmp29, tmp39, tmp53)
        tmp55 = tl.where(tmp18, tmp25, tmp54)
        tmp56 = tl.where(tmp4, tmp14, tmp55)
        tmp58 = tl.broadcast_to(tmp57, [XBLOCK, R0_BLOCK])
        tmp60 = _tmp59 + tmp58
        _tmp59 = tl.where(r0_mask & xmask, tmp60, _tmp59)
        tmp62 = tl.broadcast_to(tmp61, [XBLOCK, R0_BLOCK])
        tmp64 = _tmp63 + tmp62
        _tmp63 = tl.where(r0_mask & xmask, tmp64, _tmp63)
        tmp66 = tl.broadcast_to(tmp65, [XBLOCK, R0_BLOCK])
        tmp68 = _tmp67 + tmp66
        _tmp67 = tl.where(r0_mask & xmask, tmp68, _tmp67)
        tmp69 = tl.broadcast_to(tmp56, [XBLOCK, R0_BLOCK])
        tmp71 = _tmp70 + tmp69
        _tmp70 = tl.where(r0_mask & xmask, tmp71, _tmp70)
        tl.store(out_ptr0 + (x0 + 64*r0_1), tmp56, r0_mask & xmask)
    tmp59 = tl.sum(_tmp59, 1)[:, None]
    tmp63 = tl.sum(_tmp63, 1)[:, None]
    tmp67 = tl.sum(_tmp67, 1)[:, None]
    tmp70 = tl.sum(_tmp70, 1)[:, None]
    tmp72 = tmp59 + tmp63
    tmp73 = tmp72 + tmp67
    tmp74 = tmp73 + tmp70
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp74, xmask)
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
        primals_1, primals_2, mul_210, sub_139, primals_3, primals_6, full_default, sigmoid_1, tanh, add_59, sigmoid_2, mul_51, sigmoid_3, sigmoid_4, tanh_2, add_131, sigmoid_5, mul_101, sigmoid_6, sigmoid_7, tanh_4, add_203, sigmoid_8, mul_151, sigmoid_9, sigmoid_10, tanh_6, sigmoid_11, tanh_7, view_1, add_316, cumprod, div, cumsum, logcumsumexp, getitem_17, bmm, ge_7, div_2, mul_512, tangents_1, tangents_2, tangents_3, tangents_4 = args
        args.clear()
        s77 = primals_1
        assert_size_stride(primals_3, (s77, 27, 12), (324, 12, 1))
        assert_size_stride(primals_6, (64, 16), (16, 1))
        assert_size_stride(full_default, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_1, (s77, 16), (16, 1))
        assert_size_stride(tanh, (s77, 16), (16, 1))
        assert_size_stride(add_59, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_2, (s77, 16), (16, 1))
        assert_size_stride(mul_51, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_3, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_4, (s77, 16), (16, 1))
        assert_size_stride(tanh_2, (s77, 16), (16, 1))
        assert_size_stride(add_131, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_5, (s77, 16), (16, 1))
        assert_size_stride(mul_101, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_6, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_7, (s77, 16), (16, 1))
        assert_size_stride(tanh_4, (s77, 16), (16, 1))
        assert_size_stride(add_203, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_8, (s77, 16), (16, 1))
        assert_size_stride(mul_151, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_9, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_10, (s77, 16), (16, 1))
        assert_size_stride(tanh_6, (s77, 16), (16, 1))
        assert_size_stride(sigmoid_11, (s77, 16), (16, 1))
        assert_size_stride(tanh_7, (s77, 16), (16, 1))
        assert_size_stride(view_1, (s77, 27, 16), (432, 16, 1))
        assert_size_stride(add_316, (s77, 27, 16), (432, 16, 1))
        assert_size_stride(cumprod, (s77, 27, 16), (432, 16, 1))
        assert_size_stride(div, (s77, 27, 16), (432, 16, 1))
        assert_size_stride(cumsum, (s77, 27, 16), (432, 16, 1))
        assert_size_stride(logcumsumexp, (s77, 27, 16), (432, 16, 1))
        assert_size_stride(getitem_17, (s77, 27, 16), (432, 16, 1))
        assert_size_stride(bmm, (s77, 27, 27), (729, 27, 1))
        assert_size_stride(ge_7, (27, 27), (27, 1))
        assert_size_stride(div_2, (s77, 27, 27), (729, 27, 1))
        assert_size_stride(mul_512, (s77, 16), (16, 1))
        assert_size_stride(tangents_1, (s77, 16), (16, 1))
        assert_size_stride(tangents_2, (s77, 27, 16), (432, 16, 1))
        assert_size_stride(tangents_3, (), ())
        assert_size_stride(tangents_4, (s77, 27, 27), (729, 27, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = bmm; del bmm  # reuse
            # Topologically Sorted Source Nodes: [mul_387, sum_2, neg_2, fma, neg_3, einsum, score, tril, triu, sign, mul_391, shifted, unsqueeze_7, sub_227, ge_8, where_2, unsqueeze_9, sub_232, le_10, where_3, add_509, div_4], Original ATen: [aten._softmax_backward_data, aten.neg, aten.view, aten.permute, aten.div, aten.tril, aten.triu, aten.sgn, aten.mul, aten.roll, aten.add]
            triton_per_fused__softmax_backward_data_add_div_mul_neg_permute_roll_sgn_tril_triu_view_0_xnumel = 27*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_add_div_mul_neg_permute_roll_sgn_tril_triu_view_0.run(buf1, tangents_4, div_2, ge_7, triton_per_fused__softmax_backward_data_add_div_mul_neg_permute_roll_sgn_tril_triu_view_0_xnumel, 27, stream=stream0)
            del div_2
            del ge_7
            del tangents_4
            buf2 = empty_strided_cuda((s77, 16, 27), (432, 27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_387, neg_2, fma, neg_3, einsum, score, tril, triu, sign, mul_391, shifted, unsqueeze_7, sub_227, ge_8, where_2, unsqueeze_9, sub_232, le_10, where_3, add_509, div_4, view_6, permute_14, view_7, permute_15, bmm_1], Original ATen: [aten._softmax_backward_data, aten.neg, aten.view, aten.permute, aten.div, aten.tril, aten.triu, aten.sgn, aten.mul, aten.roll, aten.add, aten.unsqueeze, aten.transpose, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(view_1, (s77, 16, 27), (432, 1, 16), 0), buf1, out=buf2)
            buf3 = empty_strided_cuda((s77, 27, 16), (432, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_387, neg_2, fma, neg_3, einsum, score, tril, triu, sign, mul_391, shifted, unsqueeze_7, sub_227, ge_8, where_2, unsqueeze_9, sub_232, le_10, where_3, add_509, div_4, view_6, permute_14, view_7, permute_16, bmm_2], Original ATen: [aten._softmax_backward_data, aten.neg, aten.view, aten.permute, aten.div, aten.tril, aten.triu, aten.sgn, aten.mul, aten.roll, aten.add, aten.unsqueeze, aten.transpose, aten.bmm]
            extern_kernels.bmm(buf1, view_1, out=buf3)
            del buf1
            buf8 = empty_strided_cuda((s77, 27, 16), (432, 16, 1), torch.float32)
            buf9 = empty_strided_cuda((s77, 27, 16), (432, 16, 1), torch.float32)
            buf10 = empty_strided_cuda((s77, 27, 16), (432, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_9, abs_2, log, gt_11, where_4, lt_3, where_5, sub_236, rev_6, logcumsumexp_1, sub_237, rev_8, logcumsumexp_2, mul_393, rev_10, cumsum_3], Original ATen: [aten.scalar_tensor, aten.abs, aten.log, aten.gt, aten.where, aten.lt, aten.sub, aten.flip, aten.logcumsumexp, aten.mul, aten.cumsum]
            triton_per_fused_abs_cumsum_flip_gt_log_logcumsumexp_lt_mul_scalar_tensor_sub_where_1_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_abs_cumsum_flip_gt_log_logcumsumexp_lt_mul_scalar_tensor_sub_where_1.run(tangents_2, logcumsumexp, cumprod, buf8, buf9, buf10, triton_per_fused_abs_cumsum_flip_gt_log_logcumsumexp_lt_mul_scalar_tensor_sub_where_1_xnumel, 27, stream=stream0)
            del logcumsumexp
            buf12 = empty_strided_cuda((s77, 26, 16), (416, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_9, cumprod_1], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_2_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_2.run(add_316, buf12, triton_per_fused_cumprod_slice_2_xnumel, 26, stream=stream0)
            buf6 = empty_strided_cuda((s77, 27, 16), (432, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_6, scatter_add], Original ATen: [aten.slice_backward, aten.scatter_add]
            triton_poi_fused_scatter_add_slice_backward_3_xnumel = 432*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_scatter_add_slice_backward_3.run(buf6, triton_poi_fused_scatter_add_slice_backward_3_xnumel, stream=stream0)
            buf5 = empty_strided_cuda((s77, 27, 16), (432, 16, 1), torch.float32)
            buf11 = cumsum; del cumsum  # reuse
            buf86 = empty_strided_cuda((s77, 432), (432, 1), torch.float32)
            buf13 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [mul_390, full_default_6, rev_2, rev_3, cumsum_2, scatter_add, mul_392, rev_11, div_6, neg_5, mul_394, add_522, full_5, expand_1, cat, mul_396, sum_3], Original ATen: [aten.mul, aten.slice_backward, aten.flip, aten.cumsum, aten.scatter_add, aten.div, aten.neg, aten.add, aten.ones, aten.expand, aten.cat, aten.sum]
            triton_per_fused_add_cat_cumsum_div_expand_flip_mul_neg_ones_scatter_add_slice_backward_sum_4_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_add_cat_cumsum_div_expand_flip_mul_neg_ones_scatter_add_slice_backward_sum_4.run(buf11, tangents_2, getitem_17, buf10, div, cumprod, buf12, buf5, buf6, buf13, triton_per_fused_add_cat_cumsum_div_expand_flip_mul_neg_ones_scatter_add_slice_backward_sum_4_xnumel, 27, stream=stream0)
            del buf12
            del div
            del getitem_17
            buf14 = empty_strided_cuda((s77, 25, 16), (400, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_12, cumprod_2], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_5_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_5.run(add_316, buf14, triton_per_fused_cumprod_slice_5_xnumel, 25, stream=stream0)
            buf15 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 16)  # alias
            # Topologically Sorted Source Nodes: [slice_11, prod, expand_2, mul_397, cat_1, slice_13, mul_398, sum_4], Original ATen: [aten.slice, aten.prod, aten.expand, aten.mul, aten.cat, aten.sum]
            triton_per_fused_cat_expand_mul_prod_slice_sum_6_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_prod_slice_sum_6.run(buf11, add_316, buf14, buf15, triton_per_fused_cat_expand_mul_prod_slice_sum_6_xnumel, 26, stream=stream0)
            del buf14
            buf16 = empty_strided_cuda((s77, 24, 16), (384, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_15, cumprod_3], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_7_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_7.run(add_316, buf16, triton_per_fused_cumprod_slice_7_xnumel, 24, stream=stream0)
            buf17 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 32)  # alias
            # Topologically Sorted Source Nodes: [slice_14, prod_1, expand_3, mul_399, cat_2, slice_16, mul_400, sum_5], Original ATen: [aten.slice, aten.prod, aten.expand, aten.mul, aten.cat, aten.sum]
            triton_per_fused_cat_expand_mul_prod_slice_sum_8_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_prod_slice_sum_8.run(buf11, add_316, buf16, buf17, triton_per_fused_cat_expand_mul_prod_slice_sum_8_xnumel, 25, stream=stream0)
            del buf16
            buf18 = empty_strided_cuda((s77, 23, 16), (368, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_18, cumprod_4], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_9_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_9.run(add_316, buf18, triton_per_fused_cumprod_slice_9_xnumel, 23, stream=stream0)
            buf19 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 48)  # alias
            # Topologically Sorted Source Nodes: [slice_17, prod_2, expand_4, mul_401, cat_3, slice_19, mul_402, sum_6], Original ATen: [aten.slice, aten.prod, aten.expand, aten.mul, aten.cat, aten.sum]
            triton_per_fused_cat_expand_mul_prod_slice_sum_10_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_prod_slice_sum_10.run(buf11, add_316, buf18, buf19, triton_per_fused_cat_expand_mul_prod_slice_sum_10_xnumel, 24, stream=stream0)
            del buf18
            buf20 = empty_strided_cuda((s77, 22, 16), (352, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_21, cumprod_5], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_11_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_11.run(add_316, buf20, triton_per_fused_cumprod_slice_11_xnumel, 22, stream=stream0)
            buf21 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 64)  # alias
            buf22 = empty_strided_cuda((s77, 1, 16), (16, 16*s77, 1), torch.float32)
            buf25 = empty_strided_cuda((s77, 1, 16), (16, 16*s77, 1), torch.float32)
            buf28 = empty_strided_cuda((s77, 1, 16), (16, 16*s77, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_20, prod_3, expand_5, mul_403, cat_4, slice_22, mul_404, sum_7, slice_23, prod_4, slice_26, prod_5, slice_29, prod_6], Original ATen: [aten.slice, aten.prod, aten.expand, aten.mul, aten.cat, aten.sum]
            triton_per_fused_cat_expand_mul_prod_slice_sum_12_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_prod_slice_sum_12.run(buf11, add_316, buf20, buf21, buf22, buf25, buf28, triton_per_fused_cat_expand_mul_prod_slice_sum_12_xnumel, 23, stream=stream0)
            del buf20
            buf23 = empty_strided_cuda((s77, 21, 16), (336, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_24, cumprod_6], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_13_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_13.run(add_316, buf23, triton_per_fused_cumprod_slice_13_xnumel, 21, stream=stream0)
            buf24 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 80)  # alias
            # Topologically Sorted Source Nodes: [expand_6, mul_405, cat_5, slice_25, mul_406, sum_8], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_14_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_14.run(buf11, buf22, buf23, buf24, triton_per_fused_cat_expand_mul_slice_sum_14_xnumel, 22, stream=stream0)
            del buf23
            buf26 = empty_strided_cuda((s77, 20, 16), (320, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_27, cumprod_7], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_15_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_15.run(add_316, buf26, triton_per_fused_cumprod_slice_15_xnumel, 20, stream=stream0)
            buf27 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 96)  # alias
            # Topologically Sorted Source Nodes: [expand_7, mul_407, cat_6, slice_28, mul_408, sum_9], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_16_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_16.run(buf11, buf25, buf26, buf27, triton_per_fused_cat_expand_mul_slice_sum_16_xnumel, 21, stream=stream0)
            del buf26
            buf29 = empty_strided_cuda((s77, 19, 16), (304, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_30, cumprod_8], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_17_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_17.run(add_316, buf29, triton_per_fused_cumprod_slice_17_xnumel, 19, stream=stream0)
            buf30 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 112)  # alias
            # Topologically Sorted Source Nodes: [expand_8, mul_409, cat_7, slice_31, mul_410, sum_10], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_18_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_18.run(buf11, buf28, buf29, buf30, triton_per_fused_cat_expand_mul_slice_sum_18_xnumel, 20, stream=stream0)
            del buf29
            buf31 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [slice_32, prod_7], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_19_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_19.run(add_316, buf31, triton_per_fused_prod_slice_19_xnumel, 8, stream=stream0)
            buf32 = empty_strided_cuda((s77, 18, 16), (288, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_33, cumprod_9], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_20_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_20.run(add_316, buf32, triton_per_fused_cumprod_slice_20_xnumel, 18, stream=stream0)
            buf33 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 128)  # alias
            # Topologically Sorted Source Nodes: [expand_9, mul_411, cat_8, slice_34, mul_412, sum_11], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_21_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_21.run(buf11, buf31, buf32, buf33, triton_per_fused_cat_expand_mul_slice_sum_21_xnumel, 19, stream=stream0)
            del buf32
            buf34 = buf31; del buf31  # reuse
            # Topologically Sorted Source Nodes: [slice_35, prod_8], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_22_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_22.run(add_316, buf34, triton_per_fused_prod_slice_22_xnumel, 9, stream=stream0)
            buf35 = empty_strided_cuda((s77, 17, 16), (272, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_36, cumprod_10], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_23_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_23.run(add_316, buf35, triton_per_fused_cumprod_slice_23_xnumel, 17, stream=stream0)
            buf36 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 144)  # alias
            # Topologically Sorted Source Nodes: [expand_10, mul_413, cat_9, slice_37, mul_414, sum_12], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_24_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_24.run(buf11, buf34, buf35, buf36, triton_per_fused_cat_expand_mul_slice_sum_24_xnumel, 18, stream=stream0)
            del buf35
            buf37 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [slice_38, prod_9], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_25_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_25.run(add_316, buf37, triton_per_fused_prod_slice_25_xnumel, 10, stream=stream0)
            buf38 = empty_strided_cuda((s77, 16, 16), (256, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_39, cumprod_11], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_26_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_26.run(add_316, buf38, triton_per_fused_cumprod_slice_26_xnumel, 16, stream=stream0)
            buf39 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 160)  # alias
            # Topologically Sorted Source Nodes: [expand_11, mul_415, cat_10, slice_40, mul_416, sum_13], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_27_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_27.run(buf11, buf37, buf38, buf39, triton_per_fused_cat_expand_mul_slice_sum_27_xnumel, 17, stream=stream0)
            del buf38
            buf40 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [slice_41, prod_10], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_28_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_28.run(add_316, buf40, triton_per_fused_prod_slice_28_xnumel, 11, stream=stream0)
            buf41 = empty_strided_cuda((s77, 15, 16), (240, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_42, cumprod_12], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_29_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_29.run(add_316, buf41, triton_per_fused_cumprod_slice_29_xnumel, 15, stream=stream0)
            buf42 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 176)  # alias
            # Topologically Sorted Source Nodes: [expand_12, mul_417, cat_11, slice_43, mul_418, sum_14], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_30_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_30.run(buf11, buf40, buf41, buf42, triton_per_fused_cat_expand_mul_slice_sum_30_xnumel, 16, stream=stream0)
            del buf41
            buf43 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [slice_44, prod_11], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_31_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_31.run(add_316, buf43, triton_per_fused_prod_slice_31_xnumel, 12, stream=stream0)
            buf44 = empty_strided_cuda((s77, 14, 16), (224, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_45, cumprod_13], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_32_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_32.run(add_316, buf44, triton_per_fused_cumprod_slice_32_xnumel, 14, stream=stream0)
            buf45 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 192)  # alias
            # Topologically Sorted Source Nodes: [expand_13, mul_419, cat_12, slice_46, mul_420, sum_15], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_33_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_33.run(buf11, buf43, buf44, buf45, triton_per_fused_cat_expand_mul_slice_sum_33_xnumel, 15, stream=stream0)
            del buf44
            buf46 = buf43; del buf43  # reuse
            # Topologically Sorted Source Nodes: [slice_47, prod_12], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_34_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_34.run(add_316, buf46, triton_per_fused_prod_slice_34_xnumel, 13, stream=stream0)
            buf47 = empty_strided_cuda((s77, 13, 16), (208, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_48, cumprod_14], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_35_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_35.run(add_316, buf47, triton_per_fused_cumprod_slice_35_xnumel, 13, stream=stream0)
            buf48 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 208)  # alias
            # Topologically Sorted Source Nodes: [expand_14, mul_421, cat_13, slice_49, mul_422, sum_16], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_36_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_36.run(buf11, buf46, buf47, buf48, triton_per_fused_cat_expand_mul_slice_sum_36_xnumel, 14, stream=stream0)
            del buf47
            buf49 = buf46; del buf46  # reuse
            # Topologically Sorted Source Nodes: [slice_50, prod_13], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_37_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_37.run(add_316, buf49, triton_per_fused_prod_slice_37_xnumel, 14, stream=stream0)
            buf50 = empty_strided_cuda((s77, 12, 16), (192, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_51, cumprod_15], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_38_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_38.run(add_316, buf50, triton_per_fused_cumprod_slice_38_xnumel, 12, stream=stream0)
            buf51 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 224)  # alias
            # Topologically Sorted Source Nodes: [expand_15, mul_423, cat_14, slice_52, mul_424, sum_17], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_39_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_39.run(buf11, buf49, buf50, buf51, triton_per_fused_cat_expand_mul_slice_sum_39_xnumel, 13, stream=stream0)
            del buf50
            buf52 = buf49; del buf49  # reuse
            # Topologically Sorted Source Nodes: [slice_53, prod_14], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_40_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_40.run(add_316, buf52, triton_per_fused_prod_slice_40_xnumel, 15, stream=stream0)
            buf53 = empty_strided_cuda((s77, 11, 16), (176, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_54, cumprod_16], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_41_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_41.run(add_316, buf53, triton_per_fused_cumprod_slice_41_xnumel, 11, stream=stream0)
            buf54 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 240)  # alias
            # Topologically Sorted Source Nodes: [expand_16, mul_425, cat_15, slice_55, mul_426, sum_18], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_42_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_42.run(buf11, buf52, buf53, buf54, triton_per_fused_cat_expand_mul_slice_sum_42_xnumel, 12, stream=stream0)
            del buf53
            buf55 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [slice_56, prod_15], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_43_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_43.run(add_316, buf55, triton_per_fused_prod_slice_43_xnumel, 16, stream=stream0)
            buf56 = empty_strided_cuda((s77, 10, 16), (160, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_57, cumprod_17], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_44_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_44.run(add_316, buf56, triton_per_fused_cumprod_slice_44_xnumel, 10, stream=stream0)
            buf57 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 256)  # alias
            # Topologically Sorted Source Nodes: [expand_17, mul_427, cat_16, slice_58, mul_428, sum_19], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_45_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_45.run(buf11, buf55, buf56, buf57, triton_per_fused_cat_expand_mul_slice_sum_45_xnumel, 11, stream=stream0)
            del buf56
            buf58 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [slice_59, prod_16], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_46_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_46.run(add_316, buf58, triton_per_fused_prod_slice_46_xnumel, 17, stream=stream0)
            buf59 = empty_strided_cuda((s77, 9, 16), (144, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_60, cumprod_18], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_47_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_47.run(add_316, buf59, triton_per_fused_cumprod_slice_47_xnumel, 9, stream=stream0)
            buf60 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 272)  # alias
            # Topologically Sorted Source Nodes: [expand_18, mul_429, cat_17, slice_61, mul_430, sum_20], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_48_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_48.run(buf11, buf58, buf59, buf60, triton_per_fused_cat_expand_mul_slice_sum_48_xnumel, 10, stream=stream0)
            del buf59
            buf61 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [slice_62, prod_17], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_49_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_49.run(add_316, buf61, triton_per_fused_prod_slice_49_xnumel, 18, stream=stream0)
            buf62 = empty_strided_cuda((s77, 8, 16), (128, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_63, cumprod_19], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_50_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_50.run(add_316, buf62, triton_per_fused_cumprod_slice_50_xnumel, 8, stream=stream0)
            buf63 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 288)  # alias
            # Topologically Sorted Source Nodes: [expand_19, mul_431, cat_18, slice_64, mul_432, sum_21], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_51_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_51.run(buf11, buf61, buf62, buf63, triton_per_fused_cat_expand_mul_slice_sum_51_xnumel, 9, stream=stream0)
            del buf62
            buf64 = buf61; del buf61  # reuse
            # Topologically Sorted Source Nodes: [slice_65, prod_18], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_52_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_52.run(add_316, buf64, triton_per_fused_prod_slice_52_xnumel, 19, stream=stream0)
            buf65 = empty_strided_cuda((s77, 7, 16), (112, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_66, cumprod_20], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_53_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_53.run(add_316, buf65, triton_per_fused_cumprod_slice_53_xnumel, 7, stream=stream0)
            buf66 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 304)  # alias
            # Topologically Sorted Source Nodes: [expand_20, mul_433, cat_19, slice_67, mul_434, sum_22], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum]
            triton_per_fused_cat_expand_mul_slice_sum_54_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_expand_mul_slice_sum_54.run(buf11, buf64, buf65, buf66, triton_per_fused_cat_expand_mul_slice_sum_54_xnumel, 8, stream=stream0)
            del buf65
            buf67 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [slice_68, prod_19], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_55_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_55.run(add_316, buf67, triton_per_fused_prod_slice_55_xnumel, 20, stream=stream0)
            buf68 = empty_strided_cuda((s77, 6, 16), (96, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_69, cumprod_21], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_56_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_56.run(add_316, buf68, triton_per_fused_cumprod_slice_56_xnumel, 6, stream=stream0)
            buf70 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [slice_71, prod_20], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_57_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_57.run(add_316, buf70, triton_per_fused_prod_slice_57_xnumel, 21, stream=stream0)
            buf71 = empty_strided_cuda((s77, 5, 16), (80, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_72, cumprod_22], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_58_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_58.run(add_316, buf71, triton_per_fused_cumprod_slice_58_xnumel, 5, stream=stream0)
            buf73 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [slice_74, prod_21], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_59_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_59.run(add_316, buf73, triton_per_fused_prod_slice_59_xnumel, 22, stream=stream0)
            buf74 = empty_strided_cuda((s77, 4, 16), (64, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_75, cumprod_23], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_60_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_60.run(add_316, buf74, triton_per_fused_cumprod_slice_60_xnumel, 4, stream=stream0)
            buf76 = empty_strided_cuda((s77, 1, 16), (16, 16*s77, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_77, prod_22], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_61_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_61.run(add_316, buf76, triton_per_fused_prod_slice_61_xnumel, 23, stream=stream0)
            buf77 = empty_strided_cuda((s77, 3, 16), (48, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_78, cumprod_24], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_62_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_62.run(add_316, buf77, triton_per_fused_cumprod_slice_62_xnumel, 3, stream=stream0)
            buf79 = empty_strided_cuda((s77, 1, 16), (16, 16*s77, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_80, prod_23], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_63_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_63.run(add_316, buf79, triton_per_fused_prod_slice_63_xnumel, 24, stream=stream0)
            buf80 = empty_strided_cuda((s77, 2, 16), (32, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_81, cumprod_25], Original ATen: [aten.slice, aten.cumprod]
            triton_per_fused_cumprod_slice_64_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_64.run(add_316, buf80, triton_per_fused_cumprod_slice_64_xnumel, 2, stream=stream0)
            buf83 = empty_strided_cuda((s77, 1, 16), (16, 16*s77, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_86, prod_25], Original ATen: [aten.slice, aten.prod]
            triton_per_fused_prod_slice_65_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_65.run(add_316, buf83, triton_per_fused_prod_slice_65_xnumel, 26, stream=stream0)
            buf69 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 320)  # alias
            buf72 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 336)  # alias
            buf75 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 352)  # alias
            buf78 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 368)  # alias
            buf81 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 384)  # alias
            buf84 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 400)  # alias
            buf85 = reinterpret_tensor(buf86, (s77, 16), (432, 1), 416)  # alias
            # Topologically Sorted Source Nodes: [expand_21, mul_435, cat_20, slice_70, mul_436, sum_23, expand_22, mul_437, cat_21, slice_73, mul_438, sum_24, expand_23, mul_439, cat_22, slice_76, mul_440, sum_25, expand_24, mul_441, cat_23, slice_79, mul_442, sum_26, expand_25, mul_443, cat_24, slice_82, mul_444, sum_27, slice_83, prod_24, slice_84, cumprod_26, mul_445, cat_25, slice_85, mul_446, sum_28, slice_87, mul_447, sum_29], Original ATen: [aten.expand, aten.mul, aten.cat, aten.slice, aten.sum, aten.prod, aten.cumprod]
            triton_per_fused_cat_cumprod_expand_mul_prod_slice_sum_66_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_cat_cumprod_expand_mul_prod_slice_sum_66.run(add_316, buf11, buf67, buf68, buf70, buf71, buf73, buf74, buf76, buf77, buf79, buf80, buf83, buf69, buf72, buf75, buf78, buf81, buf84, buf85, triton_per_fused_cat_cumprod_expand_mul_prod_slice_sum_66_xnumel, 25, stream=stream0)
            del add_316
            del buf11
            del buf67
            del buf68
            del buf70
            del buf71
            del buf73
            del buf76
            del buf77
            del buf79
            del buf80
            buf4 = buf3; del buf3  # reuse
            buf87 = buf4; del buf4  # reuse
            buf88 = buf87; del buf87  # reuse
            # Topologically Sorted Source Nodes: [expand, div_3, d, pow_2, mul_388, mul_389, shifted, view_8, permute_17, view_9, permute_19, squeeze, squeeze_1, add_510, neg_4, full_default_6, add_511, add_512, add_514, fmod_1, index_1, add_515, rev_4, rev_5, add_516, add_517, rev_7, add_518, exp_1, rev_9, add_519, exp_2, sub_238, add_520, rev_11, div_7, add_521, view_10, mul_448, sigmoid_12, sub_239, mul_449, mul_450, add_523, clone], Original ATen: [aten.expand, aten.div, aten.slice, aten.sub, aten.pow, aten.mul, aten.roll, aten.view, aten.permute, aten.squeeze, aten.add, aten.neg, aten.slice_backward, aten.flip, aten.exp, aten.stack, aten.sigmoid, aten.sigmoid_backward, aten.clone]
            triton_poi_fused_add_clone_div_exp_expand_flip_mul_neg_permute_pow_roll_sigmoid_sigmoid_backward_slice_slice_backward_squeeze_stack_sub_view_67_ynumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clone_div_exp_expand_flip_mul_neg_permute_pow_roll_sigmoid_sigmoid_backward_slice_slice_backward_squeeze_stack_sub_view_67.run(buf88, buf2, tangents_3, view_1, tangents_2, buf5, buf6, buf8, buf9, buf10, cumprod, buf86, s77, triton_poi_fused_add_clone_div_exp_expand_flip_mul_neg_permute_pow_roll_sigmoid_sigmoid_backward_slice_slice_backward_squeeze_stack_sub_view_67_ynumel, 27, stream=stream0)
            del buf10
            del buf13
            del buf15
            del buf17
            del buf19
            del buf2
            del buf21
            del buf24
            del buf27
            del buf30
            del buf33
            del buf36
            del buf39
            del buf42
            del buf45
            del buf48
            del buf5
            del buf51
            del buf54
            del buf57
            del buf6
            del buf60
            del buf63
            del buf66
            del buf69
            del buf72
            del buf75
            del buf78
            del buf8
            del buf81
            del buf84
            del buf85
            del buf86
            del buf9
            del cumprod
            del tangents_2
            del tangents_3
            del view_1
            buf89 = empty_strided_cuda((16, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [clone, view_11, permute_21, u, mm_4], Original ATen: [aten.clone, aten._unsafe_view, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf88, (16, 27*s77), (1, 16), 0), reinterpret_tensor(primals_3, (27*s77, 12), (12, 1), 0), out=buf89)
            buf90 = empty_strided_cuda((1, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [clone, view_11, sum_30], Original ATen: [aten.clone, aten._unsafe_view, aten.sum]
            triton_red_fused__unsafe_view_clone_sum_68_r0_numel = 27*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_68.run(buf88, buf90, 16, triton_red_fused__unsafe_view_clone_sum_68_r0_numel, stream=stream0)
            del buf88
            buf91 = reinterpret_tensor(buf74, (s77, 64), (64, 1), 0); del buf74  # reuse
            # Topologically Sorted Source Nodes: [mul_451, mul_452, mul_453, sub_240, mul_454, sub_241, mul_455, mul_456, mul_457, mul_458, mul_459, sub_242, mul_460, sub_243, mul_461, mul_462, mul_464, sub_244, mul_465, mul_466, cat_27], Original ATen: [aten.mul, aten.tanh_backward, aten.sigmoid_backward, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_mul_sigmoid_backward_tanh_backward_69.run(tangents_1, sigmoid_11, tanh_7, tanh_6, sigmoid_10, add_203, sigmoid_9, buf91, 64, s77, stream=stream0)
            del sigmoid_10
            del tanh_6
            buf92 = empty_strided_cuda((64, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_24, mm_5], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf91, (64, s77), (1, 64), 0), mul_151, out=buf92)
            del mul_151
            buf93 = reinterpret_tensor(buf83, (s77, 16), (16, 1), 0); del buf83  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_26, mm_6], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf91, primals_6, out=buf93)
            buf94 = empty_strided_cuda((64, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_24, getitem_18, mm_7], Original ATen: [aten.t, aten.select, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf91, (64, s77), (1, 64), 0), reinterpret_tensor(primals_3, (s77, 12), (324, 1), 36), out=buf94)
            buf96 = sigmoid_11; del sigmoid_11  # reuse
            # Topologically Sorted Source Nodes: [mul_451, mul_453, sub_240, mul_454, mul_463, mul_467, tanh_5, mul_469, sub_245, mul_470, add_524], Original ATen: [aten.mul, aten.tanh_backward, aten.tanh, aten.add]
            triton_poi_fused_add_mul_tanh_tanh_backward_70_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_tanh_tanh_backward_70.run(buf96, tangents_1, tanh_7, sigmoid_9, buf93, sigmoid_8, add_203, triton_poi_fused_add_mul_tanh_tanh_backward_70_xnumel, stream=stream0)
            del sigmoid_9
            del tangents_1
            del tanh_7
            buf97 = empty_strided_cuda((s77, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tanh_5, mul_468, sub_246, mul_471, mul_472, mul_473, mul_474, mul_475, sub_247, mul_476, sub_248, mul_477, mul_478, mul_480, sub_249, mul_481, mul_482, cat_28], Original ATen: [aten.tanh, aten.mul, aten.sigmoid_backward, aten.tanh_backward, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_mul_sigmoid_backward_tanh_tanh_backward_71.run(buf96, tanh_4, sigmoid_7, add_131, sigmoid_6, buf93, add_203, sigmoid_8, buf97, 64, s77, stream=stream0)
            del add_203
            del sigmoid_7
            del sigmoid_8
            del tanh_4
            buf98 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_26, mm_9], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf97, primals_6, out=buf98)
            buf102 = buf96; del buf96  # reuse
            # Topologically Sorted Source Nodes: [mul_479, mul_483, tanh_3, mul_485, sub_250, mul_486, add_528], Original ATen: [aten.mul, aten.tanh, aten.tanh_backward, aten.add]
            triton_poi_fused_add_mul_tanh_tanh_backward_72_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_tanh_tanh_backward_72.run(buf102, sigmoid_6, buf98, sigmoid_5, add_131, triton_poi_fused_add_mul_tanh_tanh_backward_72_xnumel, stream=stream0)
            del sigmoid_6
            buf103 = empty_strided_cuda((s77, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tanh_3, mul_484, sub_251, mul_487, mul_488, mul_489, mul_490, mul_491, sub_252, mul_492, sub_253, mul_493, mul_494, mul_496, sub_254, mul_497, mul_498, cat_29], Original ATen: [aten.tanh, aten.mul, aten.sigmoid_backward, aten.tanh_backward, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_mul_sigmoid_backward_tanh_tanh_backward_71.run(buf102, tanh_2, sigmoid_4, add_59, sigmoid_3, buf98, add_131, sigmoid_5, buf103, 64, s77, stream=stream0)
            del add_131
            del sigmoid_4
            del sigmoid_5
            del tanh_2
            buf104 = buf98; del buf98  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_26, mm_12], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf103, primals_6, out=buf104)
            del primals_6
            buf108 = buf102; del buf102  # reuse
            # Topologically Sorted Source Nodes: [mul_495, mul_499, tanh_1, mul_501, sub_255, mul_502, add_532], Original ATen: [aten.mul, aten.tanh, aten.tanh_backward, aten.add]
            triton_poi_fused_add_mul_tanh_tanh_backward_72_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_tanh_tanh_backward_72.run(buf108, sigmoid_3, buf104, sigmoid_2, add_59, triton_poi_fused_add_mul_tanh_tanh_backward_72_xnumel, stream=stream0)
            del sigmoid_3
            buf109 = empty_strided_cuda((s77, 64), (64, 1), torch.float32)
            buf95 = empty_strided_cuda((1, 64), (64, 1), torch.float32)
            buf112 = reinterpret_tensor(buf95, (64, ), (1, ), 0); del buf95  # reuse
            # Topologically Sorted Source Nodes: [sum_31, view_13, sum_32, view_14, add_526, sum_33, view_15, add_530, tanh_1, mul_500, sub_256, mul_503, mul_504, mul_505, mul_506, mul_507, sub_257, mul_508, sub_258, mul_509, mul_510, mul_511, mul_513, cat_30, sum_34, view_16, add_534], Original ATen: [aten.sum, aten.view, aten.add, aten.tanh, aten.mul, aten.sigmoid_backward, aten.tanh_backward, aten.cat]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_cat_mul_sigmoid_backward_sum_tanh_tanh_backward_view_73.run(buf112, buf108, tanh, sigmoid_1, full_default, mul_512, buf104, add_59, sigmoid_2, buf91, buf97, buf103, buf109, 64, s77, stream=stream0)
            del add_59
            del buf104
            del buf108
            del buf91
            del mul_512
            del sigmoid_1
            del sigmoid_2
            del tanh
            buf99 = empty_strided_cuda((64, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_31], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(buf92, reinterpret_tensor(buf97, (64, s77), (1, 64), 0), mul_101, alpha=1, beta=1, out=buf99)
            del mul_101
            buf101 = empty_strided_cuda((64, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_31, getitem_13], Original ATen: [aten.t, aten.select, aten.addmm]
            extern_kernels.addmm(buf94, reinterpret_tensor(buf97, (64, s77), (1, 64), 0), reinterpret_tensor(primals_3, (s77, 12), (324, 1), 24), alpha=1, beta=1, out=buf101)
            del buf97
            buf105 = buf92; del buf92  # reuse
            # Topologically Sorted Source Nodes: [permute_38], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(buf99, reinterpret_tensor(buf103, (64, s77), (1, 64), 0), mul_51, alpha=1, beta=1, out=buf105)
            del mul_51
            buf107 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [permute_38, getitem_8], Original ATen: [aten.t, aten.select, aten.addmm]
            extern_kernels.addmm(buf101, reinterpret_tensor(buf103, (64, s77), (1, 64), 0), reinterpret_tensor(primals_3, (s77, 12), (324, 1), 12), alpha=1, beta=1, out=buf107)
            del buf103
            buf110 = buf99; del buf99  # reuse
            # Topologically Sorted Source Nodes: [permute_45], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(buf105, reinterpret_tensor(buf109, (64, s77), (1, 64), 0), full_default, alpha=1, beta=1, out=buf110)
            del buf105
            del full_default
            buf113 = buf101; del buf101  # reuse
            # Topologically Sorted Source Nodes: [permute_45, getitem_3], Original ATen: [aten.t, aten.select, aten.addmm]
            extern_kernels.addmm(buf107, reinterpret_tensor(buf109, (64, s77), (1, 64), 0), reinterpret_tensor(primals_3, (s77, 12), (324, 1), 0), alpha=1, beta=1, out=buf113)
            del buf107
            del buf109
            del primals_3
        return (None, None, None, buf113, buf112, buf110, buf89, reinterpret_tensor(buf90, (16, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 3
    primals_2 = 27
    mul_210 = 81
    sub_139 = 26
    primals_3 = rand_strided((3, 27, 12), (324, 12, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    full_default = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_1 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    tanh = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    add_59 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_2 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    mul_51 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_3 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_4 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    tanh_2 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    add_131 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_5 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    mul_101 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_6 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_7 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    tanh_4 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    add_203 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_8 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    mul_151 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_9 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_10 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    tanh_6 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_11 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    tanh_7 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    view_1 = rand_strided((3, 27, 16), (432, 16, 1), device='cuda:0', dtype=torch.float32)
    add_316 = rand_strided((3, 27, 16), (432, 16, 1), device='cuda:0', dtype=torch.float32)
    cumprod = rand_strided((3, 27, 16), (432, 16, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((3, 27, 16), (432, 16, 1), device='cuda:0', dtype=torch.float32)
    cumsum = rand_strided((3, 27, 16), (432, 16, 1), device='cuda:0', dtype=torch.float32)
    logcumsumexp = rand_strided((3, 27, 16), (432, 16, 1), device='cuda:0', dtype=torch.float32)
    getitem_17 = rand_strided((3, 27, 16), (432, 16, 1), device='cuda:0', dtype=torch.int64)
    bmm = rand_strided((3, 27, 27), (729, 27, 1), device='cuda:0', dtype=torch.float32)
    ge_7 = rand_strided((27, 27), (27, 1), device='cuda:0', dtype=torch.bool)
    div_2 = rand_strided((3, 27, 27), (729, 27, 1), device='cuda:0', dtype=torch.float32)
    mul_512 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((3, 27, 16), (432, 16, 1), device='cuda:0', dtype=torch.float32)
    tangents_3 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    tangents_4 = rand_strided((3, 27, 27), (729, 27, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, mul_210, sub_139, primals_3, primals_6, full_default, sigmoid_1, tanh, add_59, sigmoid_2, mul_51, sigmoid_3, sigmoid_4, tanh_2, add_131, sigmoid_5, mul_101, sigmoid_6, sigmoid_7, tanh_4, add_203, sigmoid_8, mul_151, sigmoid_9, sigmoid_10, tanh_6, sigmoid_11, tanh_7, view_1, add_316, cumprod, div, cumsum, logcumsumexp, getitem_17, bmm, ge_7, div_2, mul_512, tangents_1, tangents_2, tangents_3, tangents_4]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
