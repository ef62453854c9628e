
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 64},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i64', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_clamp_div_mul_smooth_l1_loss_sum_4', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 37}}
)
@triton.jit
def triton_red_fused_add_clamp_div_mul_smooth_l1_loss_sum_4(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp40 = tl.full([XBLOCK, R0_BLOCK], 0, tl.int64)
    _tmp45 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (4*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.load(in_ptr0 + (1 + 4*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp19 = tl.load(in_ptr0 + (2 + 4*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp28 = tl.load(in_ptr0 + (3 + 4*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp37 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp1 = tl_math.abs(tmp0)
        tmp2 = tl.full([1, 1], 1.0, tl.float32)
        tmp3 = tmp1 < tmp2
        tmp4 = tmp1 * tmp1
        tmp5 = tl.full([1, 1], 0.5, tl.float32)
        tmp6 = tmp4 * tmp5
        tmp7 = tmp6 * tmp2
        tmp8 = tmp1 - tmp5
        tmp9 = tl.where(tmp3, tmp7, tmp8)
        tmp11 = tl_math.abs(tmp10)
        tmp12 = tmp11 < tmp2
        tmp13 = tmp11 * tmp11
        tmp14 = tmp13 * tmp5
        tmp15 = tmp14 * tmp2
        tmp16 = tmp11 - tmp5
        tmp17 = tl.where(tmp12, tmp15, tmp16)
        tmp18 = tmp9 + tmp17
        tmp20 = tl_math.abs(tmp19)
        tmp21 = tmp20 < tmp2
        tmp22 = tmp20 * tmp20
        tmp23 = tmp22 * tmp5
        tmp24 = tmp23 * tmp2
        tmp25 = tmp20 - tmp5
        tmp26 = tl.where(tmp21, tmp24, tmp25)
        tmp27 = tmp18 + tmp26
        tmp29 = tl_math.abs(tmp28)
        tmp30 = tmp29 < tmp2
        tmp31 = tmp29 * tmp29
        tmp32 = tmp31 * tmp5
        tmp33 = tmp32 * tmp2
        tmp34 = tmp29 - tmp5
        tmp35 = tl.where(tmp30, tmp33, tmp34)
        tmp36 = tmp27 + tmp35
        tmp38 = tmp37.to(tl.int64)
        tmp39 = tl.broadcast_to(tmp38, [XBLOCK, R0_BLOCK])
        tmp41 = _tmp40 + tmp39
        _tmp40 = tl.where(r0_mask, tmp41, _tmp40)
        tmp42 = tmp37.to(tl.float32)
        tmp43 = tmp36 * tmp42
        tmp44 = tl.broadcast_to(tmp43, [XBLOCK, R0_BLOCK])
        tmp46 = _tmp45 + tmp44
        _tmp45 = tl.where(r0_mask, tmp46, _tmp45)
    tmp40 = tl.sum(_tmp40, 1)[:, None]
    tmp45 = tl.sum(_tmp45, 1)[:, None]
    tmp49 = tl.load(in_out_ptr1 + (0))
    tmp50 = tl.broadcast_to(tmp49, [1, 1])
    tmp47 = tl.full([1, 1], 1, tl.int64)
    tmp48 = triton_helpers.maximum(tmp40, tmp47)
    tmp51 = tmp48.to(tl.float32)
    tmp52 = (tmp50 / tmp51)
    tmp53 = (tmp45 / tmp51)
    tmp54 = tmp52 + tmp53
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp48, None)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp54, None)
