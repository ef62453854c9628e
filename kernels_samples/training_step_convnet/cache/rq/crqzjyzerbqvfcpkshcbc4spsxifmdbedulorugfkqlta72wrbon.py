
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 8192},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i8', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_threshold_backward_unsqueeze_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 5, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1088, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_threshold_backward_unsqueeze_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 4608
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp18 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 576
        r0_4 = (r0_index % 576)
        r0_1 = (r0_index % 24)
        r0_2 = ((r0_index // 24) % 24)
        tmp0 = tl.load(in_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr1 + (12*((r0_2 // 2) * ((r0_2 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) < (r0_2 // 2))) + 144*x0 + 2304*r0_3 + ((r0_1 // 2) * ((r0_1 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) < (r0_1 // 2)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr2 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp17 = tl.load(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.full([1, 1], 4, tl.int32)
        tmp5 = tmp3 + tmp4
        tmp6 = tmp3 < 0
        tmp7 = tl.where(tmp6, tmp5, tmp3)
        tl.device_assert(((0 <= tmp7) & (tmp7 < 4)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp7 < 4")
        tmp10 = tl.full([1, 1], 0.006944444444444444, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = tmp7 + 2*((r0_1 // 2) * ((r0_1 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) < (r0_1 // 2))) + 22*(tmp7 // 2) + 48*((r0_2 // 2) * ((r0_2 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) < (r0_2 // 2)))
        tmp13 = r0_4
        tmp14 = tmp12 == tmp13
        tmp15 = tl.where(tmp14, tmp11, tmp1)
        tmp16 = tl.where(tmp2, tmp1, tmp15)
        tmp19 = tmp17 - tmp18
        tmp20 = tmp16 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tmp24 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp25 = tmp22 * tmp24
    tl.store(out_ptr2 + (x0), tmp25, xmask)
    _tmp44 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 576
        r0_4 = (r0_index % 576)
        r0_1 = (r0_index % 24)
        r0_2 = ((r0_index // 24) % 24)
        tmp26 = tl.load(in_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp29 = tl.load(in_ptr1 + (12*((r0_2 // 2) * ((r0_2 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) < (r0_2 // 2))) + 144*x0 + 2304*r0_3 + ((r0_1 // 2) * ((r0_1 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) < (r0_1 // 2)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp35 = tl.load(in_ptr2 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp46 = tl.load(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp27 = tl.full([1, 1], 0.0, tl.float32)
        tmp28 = tmp26 <= tmp27
        tmp30 = tl.full([1, 1], 4, tl.int32)
        tmp31 = tmp29 + tmp30
        tmp32 = tmp29 < 0
        tmp33 = tl.where(tmp32, tmp31, tmp29)
        tl.device_assert(((0 <= tmp33) & (tmp33 < 4)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp33 < 4")
        tmp36 = tl.full([1, 1], 0.006944444444444444, tl.float32)
        tmp37 = tmp35 * tmp36
        tmp38 = tmp33 + 2*((r0_1 // 2) * ((r0_1 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) < (r0_1 // 2))) + 22*(tmp33 // 2) + 48*((r0_2 // 2) * ((r0_2 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) < (r0_2 // 2)))
        tmp39 = r0_4
        tmp40 = tmp38 == tmp39
        tmp41 = tl.where(tmp40, tmp37, tmp27)
        tmp42 = tl.where(tmp28, tmp27, tmp41)
        tmp43 = tl.broadcast_to(tmp42, [XBLOCK, R0_BLOCK])
        tmp45 = _tmp44 + tmp43
        _tmp44 = tl.where(r0_mask & xmask, tmp45, _tmp44)
        tmp47 = tmp46 - tmp18
        tmp48 = tl.full([1, 1], 0.00021701388888888888, tl.float32)
        tmp49 = tmp22 * tmp48
        tmp50 = tmp24 * tmp24
        tmp51 = tmp49 * tmp50
        tmp52 = tmp47 * tmp51
        tmp53 = tmp42 - tmp52
        tl.store(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), tmp53, r0_mask & xmask)
    tmp44 = tl.sum(_tmp44, 1)[:, None]
    tl.store(out_ptr3 + (x0), tmp44, xmask)
    tmp58 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    _tmp62 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 576
        r0_4 = (r0_index % 576)
        tmp54 = tl.load(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp55 = tl.full([1, 1], 0.00021701388888888888, tl.float32)
        tmp56 = tmp44 * tmp55
        tmp57 = tmp54 - tmp56
        tmp59 = tmp24 * tmp58
        tmp60 = tmp57 * tmp59
        tmp61 = tl.broadcast_to(tmp60, [XBLOCK, R0_BLOCK])
        tmp63 = _tmp62 + tmp61
        _tmp62 = tl.where(r0_mask & xmask, tmp63, _tmp62)
        tl.store(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), tmp60, r0_mask & xmask)
    tmp62 = tl.sum(_tmp62, 1)[:, None]
    tl.store(out_ptr4 + (x0), tmp62, xmask)
