
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_gt_eq_ne_ne_gt_logical_or_logical_and_logical_or_gt_logical_and_logical_or_where_where0(arg0_0, arg0_1, arg1_0, arg1_1):
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

@triton.jit
def _triton_helper_fn_mul1(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton.jit
def _triton_helper_fn_add2(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton.jit
def _triton_helper_fn_minimum_maximum_ne_isinf_bitwise_not_bitwise_or_sub_exp_log1p_add_where3(arg0_0, arg1_0):
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

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*i64', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_cummax_cumprod_cumsum_div_logcumsumexp_mul_sigmoid_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 5, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 47424, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_cummax_cumprod_cumsum_div_logcumsumexp_mul_sigmoid_view_3(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 48
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp4 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    tmp7 = tl.full([XBLOCK, 1], -1, tl.int64)
    tmp39 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    tmp40 = tl.full([XBLOCK, 1], -1, tl.int64)
    tmp73 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    tmp82 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    tmp88 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 16*ks0*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = r0_2
        tmp2 = tmp0.to(tl.float32)
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = tmp1.to(tl.int64)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8, tmp9, = tl.associative_scan((tmp3, tmp6,), 1, _triton_helper_fn_gt_eq_ne_ne_gt_logical_or_logical_and_logical_or_gt_logical_and_logical_or_where_where0)
        tmp10 = triton_helpers.select_one((tmp8), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp11 = triton_helpers.select_one((tmp9), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp12 = tmp4 > tmp10
        tmp13 = tmp4 == tmp10
        tmp14 = tmp4 != tmp4
        tmp15 = tmp10 != tmp10
        tmp16 = tmp14 > tmp15
        tmp17 = tmp12 | tmp16
        tmp18 = tmp14 & tmp15
        tmp19 = tmp13 | tmp18
        tmp20 = tmp7 > tmp11
        tmp21 = tmp19 & tmp20
        tmp22 = tmp17 | tmp21
        tmp23 = tl.where(tmp22, tmp4, tmp10)
        tmp24 = tl.where(tmp22, tmp7, tmp11)
        tmp25 = tmp4 > tmp8
        tmp26 = tmp4 == tmp8
        tmp27 = tmp8 != tmp8
        tmp28 = tmp14 > tmp27
        tmp29 = tmp25 | tmp28
        tmp30 = tmp14 & tmp27
        tmp31 = tmp26 | tmp30
        tmp32 = tmp7 > tmp9
        tmp33 = tmp31 & tmp32
        tmp34 = tmp29 | tmp33
        tmp35 = tl.where(tmp34, tmp4, tmp8)
        tmp36 = tl.where(tmp34, tmp7, tmp9)
        tmp37 = tl.where(roffset > 0, tmp35, tmp8)
        tmp38 = tl.where(roffset > 0, tmp36, tmp9)
        tmp4 = tl.where(roffset > 0, tmp23, tmp10)
        tmp7 = tl.where(roffset > 0, tmp24, tmp11)
        tmp41 = tmp39 > tmp10
        tmp42 = tmp39 == tmp10
        tmp43 = tmp39 != tmp39
        tmp44 = tmp43 > tmp15
        tmp45 = tmp41 | tmp44
        tmp46 = tmp43 & tmp15
        tmp47 = tmp42 | tmp46
        tmp48 = tmp40 > tmp11
        tmp49 = tmp47 & tmp48
        tmp50 = tmp45 | tmp49
        tmp51 = tl.where(tmp50, tmp39, tmp10)
        tmp52 = tl.where(tmp50, tmp40, tmp11)
        tmp53 = tmp39 > tmp8
        tmp54 = tmp39 == tmp8
        tmp55 = tmp43 > tmp27
        tmp56 = tmp53 | tmp55
        tmp57 = tmp43 & tmp27
        tmp58 = tmp54 | tmp57
        tmp59 = tmp40 > tmp9
        tmp60 = tmp58 & tmp59
        tmp61 = tmp56 | tmp60
        tmp62 = tl.where(tmp61, tmp39, tmp8)
        tmp63 = tl.where(tmp61, tmp40, tmp9)
        tmp64 = tl.where(roffset > 0, tmp62, tmp8)
        tmp65 = tl.where(roffset > 0, tmp63, tmp9)
        tmp39 = tl.where(roffset > 0, tmp51, tmp10)
        tmp40 = tl.where(roffset > 0, tmp52, tmp11)
        tmp66 = tl.sigmoid(tmp0)
        tmp67 = tl.full([1, 1], 0.5, tl.float32)
        tmp68 = tmp66 * tmp67
        tmp69 = tl.full([1, 1], 0.45, tl.float32)
        tmp70 = tmp68 + tmp69
        tmp71 = tmp70.to(tl.float32)
        tmp72 = tl.broadcast_to(tmp71, [XBLOCK, R0_BLOCK])
        tmp74, = tl.associative_scan((tmp72,), 1, _triton_helper_fn_mul1)
        tmp75 = triton_helpers.select_one((tmp74), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp76 = tmp73 * tmp75
        tmp77 = tmp73 * tmp74
        tmp78 = tl.where(roffset > 0, tmp77, tmp74)
        tmp73 = tl.where(roffset > 0, tmp76, tmp75)
        tmp79 = (tmp0 / tmp78)
        tmp80 = tmp79.to(tl.float32)
        tmp81 = tl.broadcast_to(tmp80, [XBLOCK, R0_BLOCK])
        tmp83, = tl.associative_scan((tmp81,), 1, _triton_helper_fn_add2)
        tmp84 = triton_helpers.select_one((tmp83), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp85 = tmp82 + tmp84
        tmp86 = tmp82 + tmp83
        tmp87 = tl.where(roffset > 0, tmp86, tmp83)
        tmp82 = tl.where(roffset > 0, tmp85, tmp84)
        tmp89, = tl.associative_scan((tmp3,), 1, _triton_helper_fn_minimum_maximum_ne_isinf_bitwise_not_bitwise_or_sub_exp_log1p_add_where3)
        tmp90 = triton_helpers.select_one((tmp89), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp91 = triton_helpers.minimum(tmp88, tmp90)
        tmp92 = triton_helpers.maximum(tmp88, tmp90)
        tmp93 = tmp91 != tmp92
        tmp94 = libdevice.isinf(tmp91).to(tl.int1)
        tmp95 = ~tmp94
        tmp96 = tmp93 | tmp95
        tmp97 = tmp91 - tmp92
        tmp98 = libdevice.exp(tmp97)
        tmp99 = libdevice.log1p(tmp98)
        tmp100 = tmp99 + tmp92
        tmp101 = tl.where(tmp96, tmp100, tmp88)
        tmp102 = triton_helpers.minimum(tmp88, tmp89)
        tmp103 = triton_helpers.maximum(tmp88, tmp89)
        tmp104 = tmp102 != tmp103
        tmp105 = libdevice.isinf(tmp102).to(tl.int1)
        tmp106 = ~tmp105
        tmp107 = tmp104 | tmp106
        tmp108 = tmp102 - tmp103
        tmp109 = libdevice.exp(tmp108)
        tmp110 = libdevice.log1p(tmp109)
        tmp111 = tmp110 + tmp103
        tmp112 = tl.where(tmp107, tmp111, tmp88)
        tmp113 = tl.where(roffset > 0, tmp112, tmp89)
        tmp88 = tl.where(roffset > 0, tmp101, tmp90)
        tl.store(out_ptr0 + (x0 + 16*r0_2 + 16*ks0*x1), tmp37, r0_mask & xmask)
        tl.store(out_ptr1 + (x0 + 16*r0_2 + 16*ks0*x1), tmp65, r0_mask & xmask)
        tl.store(out_ptr2 + (x0 + 16*r0_2 + 16*ks0*x1), tmp78, r0_mask & xmask)
        tl.store(out_ptr3 + (x0 + 16*r0_2 + 16*ks0*x1), tmp87, r0_mask & xmask)
        tl.store(out_ptr4 + (x0 + 16*r0_2 + 16*ks0*x1), tmp113, r0_mask & xmask)
