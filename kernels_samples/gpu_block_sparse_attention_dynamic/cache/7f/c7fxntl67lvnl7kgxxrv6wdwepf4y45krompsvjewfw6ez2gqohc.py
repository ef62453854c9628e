
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_backward_data_abs_add_arange_bitwise_not_div_eq_floor_divide_ge_masked_fill_mul_nan_to_num_ne_unsqueeze_view_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 32617}}
)
@triton.jit
def triton_red_fused__softmax_backward_data_abs_add_arange_bitwise_not_div_eq_floor_divide_ge_masked_fill_mul_nan_to_num_ne_unsqueeze_view_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_out_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp13 = tl.load(in_ptr1 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp1 == tmp1
        tmp3 = tl_math.abs(tmp1)
        tmp4 = tl.full([1, 1], float("inf"), tl.float32)
        tmp5 = tmp3 != tmp4
        tmp6 = tmp2 & tmp5
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tmp0 * tmp7
        tmp9 = tmp8 * tmp1
        tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
        tmp14 = tmp13 == tmp13
        tmp15 = tl_math.abs(tmp13)
        tmp16 = tmp15 != tmp4
        tmp17 = tmp14 & tmp16
        tmp18 = tmp17.to(tl.float32)
        tmp19 = tmp0 * tmp18
        tmp20 = tmp19 * tmp13
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    x2 = (xindex % ks0)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp28 = tl.load(in_out_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp30 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp42 = tl.load(in_ptr2 + (r0_1 + ks0*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp43 = tl.load(in_ptr1 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp24 = x2 // 4
        tmp25 = r0_1 // 4
        tmp26 = tmp24 >= tmp25
        tmp27 = tmp26 == 0
        tmp29 = -tmp28
        tmp31 = tmp28 == tmp28
        tmp32 = tl_math.abs(tmp28)
        tmp33 = tl.full([1, 1], float("inf"), tl.float32)
        tmp34 = tmp32 != tmp33
        tmp35 = tmp31 & tmp34
        tmp36 = tmp35.to(tl.float32)
        tmp37 = tmp30 * tmp36
        tmp38 = tmp37 * tmp28
        tmp39 = tl.fma(tmp29, tmp11, tmp38)
        tmp40 = tl.full([1, 1], 0.0, tl.float32)
        tmp41 = tl.where(tmp27, tmp40, tmp39)
        tmp44 = -tmp43
        tmp45 = tmp43 == tmp43
        tmp46 = tl_math.abs(tmp43)
        tmp47 = tmp46 != tmp33
        tmp48 = tmp45 & tmp47
        tmp49 = tmp48.to(tl.float32)
        tmp50 = tmp30 * tmp49
        tmp51 = tmp50 * tmp43
        tmp52 = tl.fma(tmp44, tmp22, tmp51)
        tmp53 = tl.where(tmp42, tmp40, tmp52)
        tmp54 = tmp41 + tmp53
        tmp55 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp56 = tmp54 * tmp55
        tl.store(in_out_ptr0 + (r0_1 + x0*((ks0*ks0) // ks0)), tmp56, r0_mask & xmask)
