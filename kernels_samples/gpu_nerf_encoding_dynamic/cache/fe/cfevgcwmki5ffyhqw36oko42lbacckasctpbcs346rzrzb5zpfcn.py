
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2380}}
)
@triton.jit
def triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = 1 + r0_1
    tmp1 = tl.full([1, 1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (1 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (7 + 4*r0_1 + 48*x0), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1, 1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (1 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
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
    tmp27 = tmp21 >= tmp24
    tmp28 = tmp21 < tmp1
    tmp29 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr4 + (11*x0 + ((-1) + r0_1)), r0_mask & tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tmp29 * tmp30
    tmp32 = tl.full(tmp31.shape, 0.0, tmp31.dtype)
    tmp33 = tl.where(tmp27, tmp31, tmp32)
    tmp34 = tl.where(tmp25, tmp26, tmp33)
    tmp35 = tmp20 * tmp34
    tmp36 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
    tmp38 = tl.where(r0_mask & xmask, tmp36, 0)
    tmp39 = tl.sum(tmp38, 1)[:, None].to(tl.float32)
    tl.store(out_ptr2 + (13*x0), tmp39, xmask)
