
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 19, 'num_store': 4, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 408, 'r0_': 1768}}
)
@triton.jit
def triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, out_ptr4, out_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp55 = tl.load(in_ptr3 + (13*x0), xmask, eviction_policy='evict_last')
    tmp56 = tl.load(in_ptr3 + (1 + 13*x0), xmask, eviction_policy='evict_last')
    tmp58 = tl.load(in_ptr3 + (2 + 13*x0), xmask, eviction_policy='evict_last')
    tmp60 = tl.load(in_ptr3 + (3 + 13*x0), xmask, eviction_policy='evict_last')
    tmp62 = tl.load(in_ptr3 + (4 + 13*x0), xmask, eviction_policy='evict_last')
    tmp64 = tl.load(in_ptr3 + (5 + 13*x0), xmask, eviction_policy='evict_last')
    tmp66 = tl.load(in_ptr3 + (6 + 13*x0), xmask, eviction_policy='evict_last')
    tmp0 = 4 + r0_1
    tmp1 = tl.full([1, 1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (4 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (19 + 4*r0_1 + 48*x0), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1, 1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (4 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1, 1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = r0_1
    tmp22 = tl.full([1, 1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1, 1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr3 + (tl.broadcast_to(1 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp28 = tmp26 * tmp27
    tmp29 = tl.load(in_ptr3 + (tl.broadcast_to(2 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp30 = tmp28 * tmp29
    tmp31 = tl.load(in_ptr3 + (tl.broadcast_to(3 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp30 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp25, tmp32, tmp33)
    tmp35 = tmp21 >= tmp24
    tmp36 = tl.full([1, 1], 9, tl.int64)
    tmp37 = tmp21 < tmp36
    tmp38 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.load(in_ptr3 + (tl.broadcast_to(1 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp38 * tmp39
    tmp41 = tl.load(in_ptr3 + (tl.broadcast_to(2 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp42 = tmp40 * tmp41
    tmp43 = tl.load(in_ptr3 + (tl.broadcast_to(3 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp44 = tmp42 * tmp43
    tmp45 = tl.load(in_ptr4 + (8*x0 + ((-1) + r0_1)), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp46 = tmp44 * tmp45
    tmp47 = tl.full(tmp46.shape, 0.0, tmp46.dtype)
    tmp48 = tl.where(tmp35, tmp46, tmp47)
    tmp49 = tl.where(tmp25, tmp34, tmp48)
    tmp50 = tmp20 * tmp49
    tmp51 = tl.broadcast_to(tmp50, [XBLOCK, R0_BLOCK])
    tmp53 = tl.where(r0_mask & xmask, tmp51, 0)
    tmp54 = tl.sum(tmp53, 1)[:, None].to(tl.float32)
    tmp57 = tmp55 * tmp56
    tmp59 = tmp57 * tmp58
    tmp61 = tmp59 * tmp60
    tmp63 = tmp61 * tmp62
    tmp65 = tmp63 * tmp64
    tmp67 = tmp65 * tmp66
    tl.store(out_ptr2 + (13*x0), tmp54, xmask)
    tl.store(out_ptr3 + (x0), tmp63, xmask)
    tl.store(out_ptr4 + (x0), tmp65, xmask)
    tl.store(out_ptr5 + (x0), tmp67, xmask)
