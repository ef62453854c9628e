
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*i64', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_arange_binary_cross_entropy_with_logits_eq_expand_fill_index_lift_fresh_mul_pow_rsub_scalar_tensor_select_sigmoid_sum_unsqueeze_view_where_zeros_like_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1036}}
)
@triton.jit
def triton_red_fused_add_arange_binary_cross_entropy_with_logits_eq_expand_fill_index_lift_fresh_mul_pow_rsub_scalar_tensor_select_sigmoid_sum_unsqueeze_view_where_zeros_like_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp37 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = (r0_index % 7)
        r0_1 = r0_index // 7
        r0_2 = r0_index
        tmp3 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp4 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp19 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp0 = r0_0
        tmp1 = tl.full([1, 1], 0, tl.int32)
        tmp2 = tmp0 == tmp1
        tmp5 = tl.full([1, 1], 5, tl.int32)
        tmp6 = tmp4 + tmp5
        tmp7 = tmp4 < 0
        tmp8 = tl.where(tmp7, tmp6, tmp4)
        tl.device_assert(((0 <= tmp8) & (tmp8 < 5)) | ~(r0_mask), "index out of bounds: 0 <= tmp8 < 5")
        tmp10 = tl.load(in_ptr2 + (tmp8), r0_mask, eviction_policy='evict_last')
        tmp11 = tl.full([1, 1], 0, tl.int64)
        tmp12 = tl.where(tmp3, tmp10, tmp11)
        tmp13 = tmp12 == tmp0
        tmp14 = tl.full([1, 1], 1.0, tl.float32)
        tmp15 = tl.full([1, 1], 0.0, tl.float32)
        tmp16 = tl.where(tmp13, tmp14, tmp15)
        tmp17 = tl.where(tmp2, tmp15, tmp16)
        tmp18 = tmp14 - tmp17
        tmp20 = tmp18 * tmp19
        tmp21 = triton_helpers.minimum(tmp15, tmp19)
        tmp22 = tl_math.abs(tmp19)
        tmp23 = -tmp22
        tmp24 = libdevice.exp(tmp23)
        tmp25 = libdevice.log1p(tmp24)
        tmp26 = tmp21 - tmp25
        tmp27 = tmp20 - tmp26
        tmp28 = tl.sigmoid(tmp19)
        tmp29 = tmp28 * tmp17
        tmp30 = tmp14 - tmp28
        tmp31 = tmp30 * tmp18
        tmp32 = tmp29 + tmp31
        tmp33 = tmp14 - tmp32
        tmp34 = tmp33 * tmp33
        tmp35 = tmp27 * tmp34
        tmp36 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
        tmp38 = _tmp37 + tmp36
        _tmp37 = tl.where(r0_mask, tmp38, _tmp37)
        tl.store(out_ptr0 + (tl.broadcast_to(r0_2, [XBLOCK, R0_BLOCK])), tmp17, r0_mask)
    tmp37 = tl.sum(_tmp37, 1)[:, None]
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp37, None)
