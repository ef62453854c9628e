
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*i1', 'out_ptr3': '*i1', 'out_ptr4': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_amax_arange_bitwise_not_cat_convolution_eq_lt_masked_fill_mean_mul_relu_squeeze_threshold_backward_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2176, 'r0_': 29184}}
)
@triton.jit
def triton_red_fused_add_amax_arange_bitwise_not_cat_convolution_eq_lt_masked_fill_mean_mul_relu_squeeze_threshold_backward_unsqueeze_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr2, out_ptr3, out_ptr4, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 32
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    x3 = xindex
    x0 = (xindex % 32)
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp14 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp4 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr3 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = r0_2
        tmp2 = tmp1 < tmp0
        tmp3 = tmp2 == 0
        tmp6 = tmp4 + tmp5
        tmp7 = tl.full([1, 1], 0, tl.int32)
        tmp8 = triton_helpers.maximum(tmp7, tmp6)
        tmp10 = tmp8 + tmp9
        tmp11 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp12 = tl.where(tmp3, tmp11, tmp10)
        tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
        tmp15 = triton_helpers.maximum(_tmp14, tmp13)
        _tmp14 = tl.where(r0_mask & xmask, tmp15, _tmp14)
        tmp16 = tmp2.to(tl.float32)
        tmp17 = tmp10 * tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask & xmask, tmp20, _tmp19)
    tmp14 = triton_helpers.max2(_tmp14, 1)[:, None]
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x0 + 64*x1), tmp14, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp24 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tl.load(in_ptr3 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp21 = r0_2
        tmp22 = tmp21 < tmp0
        tmp23 = tmp22 == 0
        tmp25 = tmp24 + tmp5
        tmp26 = tl.full([1, 1], 0, tl.int32)
        tmp27 = triton_helpers.maximum(tmp26, tmp25)
        tmp29 = tmp27 + tmp28
        tmp30 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp31 = tl.where(tmp23, tmp30, tmp29)
        tmp32 = tmp14 == tmp31
        tmp33 = tl.full([1, 1], 0.0, tl.float32)
        tmp34 = tmp27 <= tmp33
        tl.store(out_ptr2 + (r0_2 + ks0*x3), tmp32, r0_mask & xmask)
        tl.store(out_ptr3 + (r0_2 + ks0*x3), tmp34, r0_mask & xmask)
    tmp35 = ks0
    tmp36 = tmp35.to(tl.float32)
    tmp37 = (tmp19 / tmp36)
    tl.store(out_ptr4 + (x0 + 64*x1), tmp37, xmask)
