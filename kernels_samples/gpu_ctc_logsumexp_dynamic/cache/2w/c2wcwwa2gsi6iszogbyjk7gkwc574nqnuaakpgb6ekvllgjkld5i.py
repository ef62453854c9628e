
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_backward_data_add_arange_clone_div_exp_expand_lt_mul_neg_sub_transpose_unsqueeze_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 744, 'r0_': 28908}}
)
@triton.jit
def triton_per_fused__log_softmax_backward_data_add_arange_clone_div_exp_expand_lt_mul_neg_sub_transpose_unsqueeze_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 11
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
    r0_2 = r0_index
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 11*x1 + 11*ks1*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (r0_2 + 11*x3), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr4 + (r0_2 + 11*x3), r0_mask & xmask, other=0.0)
    tmp17 = tl.load(in_ptr5 + (r0_2 + 11*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp18 = tl.load(in_ptr6 + (r0_2 + 11*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp23 = tl.load(in_ptr7 + (r0_2 + 11*x3), r0_mask & xmask, other=0.0)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = (tmp1 / tmp3)
    tmp5 = x0
    tmp6 = tmp5 < tmp2
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp4 * tmp7
    tmp9 = -tmp8
    tmp11 = tmp9 * tmp10
    tmp12 = tmp0 + tmp11
    tmp14 = tmp9 * tmp13
    tmp15 = tmp14 * tmp10
    tmp16 = tmp12 + tmp15
    tmp19 = tmp13 - tmp18
    tmp20 = libdevice.exp(tmp19)
    tmp21 = tmp17 * tmp20
    tmp22 = tmp16 + tmp21
    tmp24 = tmp22 + tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp10 * tmp28
    tmp30 = tmp24 - tmp29
    tl.store(out_ptr0 + (r0_2 + 11*x3), tmp24, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_2 + 11*x3), tmp30, r0_mask & xmask)
    tl.store(out_ptr1 + (x3), tmp28, xmask)
