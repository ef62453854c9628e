
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
def _triton_helper_fn_add1(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton.jit
def _triton_helper_fn_mul2(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_add_cummax_cumprod_cumsum_exp_prepare_softmax_online_sigmoid_sub_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 6, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160, 'r0_': 2200}}
)
@triton.jit
def triton_red_fused__softmax_add_cummax_cumprod_cumsum_exp_prepare_softmax_online_sigmoid_sub_2(in_out_ptr0, in_ptr0, out_ptr0, out_ptr3, out_ptr4, out_ptr5, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 10
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp4 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    tmp7 = tl.full([XBLOCK, 1], -1, tl.int64)
    _tmp40 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = r0_1
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
        tmp39 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp41 = triton_helpers.maximum(_tmp40, tmp39)
        _tmp40 = tl.where(r0_mask & xmask, tmp41, _tmp40)
        tl.store(out_ptr0 + (r0_1 + ks0*x0), tmp37, r0_mask & xmask)
    tmp40 = triton_helpers.max2(_tmp40, 1)[:, None]
    _tmp46 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp42 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp43 = tmp42 - tmp40
        tmp44 = libdevice.exp(tmp43)
        tmp45 = tl.broadcast_to(tmp44, [XBLOCK, R0_BLOCK])
        tmp47 = _tmp46 + tmp45
        _tmp46 = tl.where(r0_mask & xmask, tmp47, _tmp46)
    tmp46 = tl.sum(_tmp46, 1)[:, None]
    tmp54 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    tmp63 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    _tmp70 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp48 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp49 = tmp48 - tmp40
        tmp50 = libdevice.exp(tmp49)
        tmp51 = (tmp50 / tmp46)
        tmp52 = tmp51.to(tl.float32)
        tmp53 = tl.broadcast_to(tmp52, [XBLOCK, R0_BLOCK])
        tmp55, = tl.associative_scan((tmp53,), 1, _triton_helper_fn_add1)
        tmp56 = triton_helpers.select_one((tmp55), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp57 = tmp54 + tmp56
        tmp58 = tmp54 + tmp55
        tmp59 = tl.where(roffset > 0, tmp58, tmp55)
        tmp54 = tl.where(roffset > 0, tmp57, tmp56)
        tmp60 = tl.sigmoid(tmp48)
        tmp61 = tmp60.to(tl.float32)
        tmp62 = tl.broadcast_to(tmp61, [XBLOCK, R0_BLOCK])
        tmp64, = tl.associative_scan((tmp62,), 1, _triton_helper_fn_mul2)
        tmp65 = triton_helpers.select_one((tmp64), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp66 = tmp63 * tmp65
        tmp67 = tmp63 * tmp64
        tmp68 = tl.where(roffset > 0, tmp67, tmp64)
        tmp63 = tl.where(roffset > 0, tmp66, tmp65)
        tmp69 = tl.broadcast_to(tmp48, [XBLOCK, R0_BLOCK])
        tmp71 = triton_helpers.maximum(_tmp70, tmp69)
        _tmp70 = tl.where(r0_mask & xmask, tmp71, _tmp70)
        tl.store(in_out_ptr0 + (r0_1 + ks0*x0), tmp59, r0_mask & xmask)
        tl.store(out_ptr3 + (r0_1 + ks0*x0), tmp68, r0_mask & xmask)
    tmp70 = triton_helpers.max2(_tmp70, 1)[:, None]
    tl.store(out_ptr4 + (x0), tmp70, xmask)
    _tmp76 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp72 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp78 = tl.load(in_out_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp79 = tl.load(out_ptr3 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp73 = tmp72 - tmp70
        tmp74 = libdevice.exp(tmp73)
        tmp75 = tl.broadcast_to(tmp74, [XBLOCK, R0_BLOCK])
        tmp77 = _tmp76 + tmp75
        _tmp76 = tl.where(r0_mask & xmask, tmp77, _tmp76)
        tmp80 = tmp78 + tmp79
        tl.store(in_out_ptr0 + (r0_1 + ks0*x0), tmp80, r0_mask & xmask)
    tmp76 = tl.sum(_tmp76, 1)[:, None]
    tl.store(out_ptr5 + (x0), tmp76, xmask)
