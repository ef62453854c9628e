
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

@triton.jit
def _triton_helper_fn_add1(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton.jit
def _triton_helper_fn_minimum_maximum_ne_isinf_bitwise_not_bitwise_or_sub_exp_log1p_add_where2(arg0_0, arg1_0):
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
def _triton_helper_fn_gt_eq_ne_ne_gt_logical_or_logical_and_logical_or_gt_logical_and_logical_or_where_where3(arg0_0, arg0_1, arg1_0, arg1_1):
    tmp0 = arg0_0 > arg1_0
    tmp1 = arg0_0 == arg1_0
    tmp2 = arg0_0 != arg0_0
    tmp3 = arg1_0 != arg1_0
    tmp4 = tmp2 > tmp3
    tmp5 = tmp0 | tmp4
    tmp6 = tmp2 & tmp3
    tmp7 = tmp1 | tmp6
    tmp8 = arg0_1 > arg1_1
    tmp9 = tmp7 & tmp8
    tmp10 = tmp5 | tmp9
    tmp11 = tl.where(tmp10, arg0_0, arg1_0)
    tmp12 = tl.where(tmp10, arg0_1, arg1_1)
    return tmp11, tmp12

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_cummax_cumprod_cumsum_div_flip_logcumsumexp_mul_roll_sigmoid_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 7, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98496, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_cummax_cumprod_cumsum_div_flip_logcumsumexp_mul_roll_sigmoid_view_5(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp24 = tl.load(in_ptr1 + (416 + x0 + ((-16)*r0_2) + 432*x1), r0_mask & xmask, other=0.0)
    tmp28 = tl.load(in_ptr0 + (x0 + 16*(((24 + r0_2) % 27)) + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.sigmoid(tmp0)
    tmp2 = tl.full([1, 1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1, 1], 0.45, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp8, = tl.associative_scan((tmp7,), 1, _triton_helper_fn_mul0)
    tmp9 = (tmp0 / tmp8)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp12, = tl.associative_scan((tmp11,), 1, _triton_helper_fn_add1)
    tmp13 = tmp0.to(tl.float32)
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp15, = tl.associative_scan((tmp14,), 1, _triton_helper_fn_minimum_maximum_ne_isinf_bitwise_not_bitwise_or_sub_exp_log1p_add_where2)
    tmp16 = r0_2
    tmp17 = tmp16.to(tl.int64)
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp19, tmp20, = tl.associative_scan((tmp14, tmp18,), 1, _triton_helper_fn_gt_eq_ne_ne_gt_logical_or_logical_and_logical_or_gt_logical_and_logical_or_where_where3)
    tmp21 = tmp12 * tmp8
    tmp22 = tmp21 + tmp15
    tmp23 = tmp22 + tmp19
    tmp25 = tl.full([1, 1], 0.01, tl.float32)
    tmp26 = tmp24 * tmp25
    tmp27 = tmp23 + tmp26
    tmp29 = tmp27 + tmp28
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 432*x1), tmp5, r0_mask & xmask)
    tl.store(out_ptr1 + (x0 + 16*r0_2 + 432*x1), tmp8, r0_mask & xmask)
    tl.store(out_ptr2 + (x0 + 16*r0_2 + 432*x1), tmp9, r0_mask & xmask)
    tl.store(out_ptr3 + (x0 + 16*r0_2 + 432*x1), tmp12, r0_mask & xmask)
    tl.store(out_ptr4 + (x0 + 16*r0_2 + 432*x1), tmp15, r0_mask & xmask)
    tl.store(out_ptr5 + (x0 + 16*r0_2 + 432*x1), tmp20, r0_mask & xmask)
    tl.store(in_out_ptr0 + (x0 + 16*r0_2 + 432*x1), tmp29, r0_mask & xmask)
