
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax__to_copy_abs_add_arange_bitwise_not_div_exp_lt_masked_fill_mul_neg_prepare_softmax_online_sub_unsqueeze_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 24336}}
)
@triton.jit
def triton_red_fused__softmax__to_copy_abs_add_arange_bitwise_not_div_exp_lt_masked_fill_mul_neg_prepare_softmax_online_sub_unsqueeze_view_4(in_out_ptr0, in_ptr0, in_ptr1, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x2 = xindex // ks0
    tmp0 = tl.load(in_ptr0 + (x2), xmask, eviction_policy='evict_last')
    x4 = xindex
    x1 = ((xindex // ks1) % 4)
    tmp7 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    x0 = (xindex % ks1)
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp4 = tl.load(in_out_ptr0 + (r0_3 + ks1*x4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = r0_3
        tmp2 = tmp1 < tmp0
        tmp3 = tmp2 == 0
        tmp5 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp6 = tmp4 * tmp5
        tmp8 = (-1)*tl_math.abs(r0_3 + ((-1)*x0))
        tmp9 = tmp8.to(tl.float32)
        tmp10 = tmp9 * tmp7
        tmp11 = tmp6 + tmp10
        tmp12 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp13 = tl.where(tmp3, tmp12, tmp11)
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = triton_helpers.maximum(_tmp15, tmp14)
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp15 = triton_helpers.max2(_tmp15, 1)[:, None]
    _tmp32 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp20 = tl.load(in_out_ptr0 + (r0_3 + ks1*x4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp17 = r0_3
        tmp18 = tmp17 < tmp0
        tmp19 = tmp18 == 0
        tmp21 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp22 = tmp20 * tmp21
        tmp23 = (-1)*tl_math.abs(r0_3 + ((-1)*x0))
        tmp24 = tmp23.to(tl.float32)
        tmp25 = tmp24 * tmp7
        tmp26 = tmp22 + tmp25
        tmp27 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp28 = tl.where(tmp19, tmp27, tmp26)
        tmp29 = tmp28 - tmp15
        tmp30 = libdevice.exp(tmp29)
        tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
        tmp33 = _tmp32 + tmp31
        _tmp32 = tl.where(r0_mask & xmask, tmp33, _tmp32)
    tmp32 = tl.sum(_tmp32, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp37 = tl.load(in_out_ptr0 + (r0_3 + ks1*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp34 = r0_3
        tmp35 = tmp34 < tmp0
        tmp36 = tmp35 == 0
        tmp38 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp39 = tmp37 * tmp38
        tmp40 = (-1)*tl_math.abs(r0_3 + ((-1)*x0))
        tmp41 = tmp40.to(tl.float32)
        tmp42 = tmp41 * tmp7
        tmp43 = tmp39 + tmp42
        tmp44 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp45 = tl.where(tmp36, tmp44, tmp43)
        tmp46 = tmp45 - tmp15
        tmp47 = libdevice.exp(tmp46)
        tmp48 = (tmp47 / tmp32)
        tl.store(in_out_ptr0 + (r0_3 + ks1*x4), tmp48, r0_mask & xmask)
