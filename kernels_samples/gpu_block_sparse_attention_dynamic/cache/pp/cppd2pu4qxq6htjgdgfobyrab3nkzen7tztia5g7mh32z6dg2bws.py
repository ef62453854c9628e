
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_arange_bitwise_not_div_exp_floor_divide_ge_masked_fill_nan_to_num_prepare_softmax_online_sub_unsqueeze_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 36673}}
)
@triton.jit
def triton_red_fused__softmax_arange_bitwise_not_div_exp_floor_divide_ge_masked_fill_nan_to_num_prepare_softmax_online_sub_unsqueeze_view_2(in_ptr0, in_ptr1, out_ptr4, out_ptr5, out_ptr6, out_ptr7, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % ks0)
    x3 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp1 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp5 = tl.where(tmp0, tmp4, tmp3)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = triton_helpers.maximum(_tmp7, tmp6)
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = triton_helpers.max2(_tmp7, 1)[:, None]
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp26 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp9 = tl.load(in_ptr0 + (r0_2 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp10 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp11 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp12 = tmp10 * tmp11
        tmp13 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp14 = tl.where(tmp9, tmp13, tmp12)
        tmp15 = tmp14 - tmp7
        tmp16 = libdevice.exp(tmp15)
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
        tmp20 = x0 // 4
        tmp21 = r0_2 // 4
        tmp22 = tmp20 >= tmp21
        tmp23 = tmp22 == 0
        tmp24 = tl.where(tmp23, tmp13, tmp12)
        tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
        tmp27 = triton_helpers.maximum(_tmp26, tmp25)
        _tmp26 = tl.where(r0_mask & xmask, tmp27, _tmp26)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tmp26 = triton_helpers.max2(_tmp26, 1)[:, None]
    _tmp40 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp32 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp42 = tl.load(in_ptr0 + (r0_2 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp28 = x0 // 4
        tmp29 = r0_2 // 4
        tmp30 = tmp28 >= tmp29
        tmp31 = tmp30 == 0
        tmp33 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp34 = tmp32 * tmp33
        tmp35 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp36 = tl.where(tmp31, tmp35, tmp34)
        tmp37 = tmp36 - tmp26
        tmp38 = libdevice.exp(tmp37)
        tmp39 = tl.broadcast_to(tmp38, [XBLOCK, R0_BLOCK])
        tmp41 = _tmp40 + tmp39
        _tmp40 = tl.where(r0_mask & xmask, tmp41, _tmp40)
        tmp43 = tl.where(tmp42, tmp35, tmp34)
        tmp44 = tmp43 - tmp7
        tmp45 = libdevice.exp(tmp44)
        tmp46 = (tmp45 / tmp18)
        tmp47 = tl.full([1, 1], float("inf"), tl.float32)
        tmp48 = tmp46 == tmp47
        tmp49 = tmp46 == tmp35
        tmp50 = libdevice.isnan(tmp46).to(tl.int1)
        tmp51 = tl.full([1, 1], 0.0, tl.float32)
        tmp52 = tl.where(tmp50, tmp51, tmp46)
        tmp53 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
        tmp54 = tl.where(tmp49, tmp53, tmp52)
        tmp55 = tl.full([1, 1], 3.4028234663852886e+38, tl.float32)
        tmp56 = tl.where(tmp48, tmp55, tmp54)
        tl.store(out_ptr4 + (r0_2 + ks0*x3), tmp46, r0_mask & xmask)
        tl.store(out_ptr5 + (r0_2 + x3*((ks0*ks0) // ks0)), tmp56, r0_mask & xmask)
    tmp40 = tl.sum(_tmp40, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp61 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp57 = x0 // 4
        tmp58 = r0_2 // 4
        tmp59 = tmp57 >= tmp58
        tmp60 = tmp59 == 0
        tmp62 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp63 = tmp61 * tmp62
        tmp64 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp65 = tl.where(tmp60, tmp64, tmp63)
        tmp66 = tmp65 - tmp26
        tmp67 = libdevice.exp(tmp66)
        tmp68 = (tmp67 / tmp40)
        tmp69 = tl.full([1, 1], float("inf"), tl.float32)
        tmp70 = tmp68 == tmp69
        tmp71 = tmp68 == tmp64
        tmp72 = libdevice.isnan(tmp68).to(tl.int1)
        tmp73 = tl.full([1, 1], 0.0, tl.float32)
        tmp74 = tl.where(tmp72, tmp73, tmp68)
        tmp75 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
        tmp76 = tl.where(tmp71, tmp75, tmp74)
        tmp77 = tl.full([1, 1], 3.4028234663852886e+38, tl.float32)
        tmp78 = tl.where(tmp70, tmp77, tmp76)
        tl.store(out_ptr6 + (r0_2 + ks0*x3), tmp68, r0_mask & xmask)
        tl.store(out_ptr7 + (r0_2 + x3*((ks0*ks0) // ks0)), tmp78, r0_mask & xmask)
