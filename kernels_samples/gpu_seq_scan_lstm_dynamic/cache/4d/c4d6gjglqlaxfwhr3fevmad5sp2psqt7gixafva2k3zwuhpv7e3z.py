
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_cat_mul_sigmoid_backward_sum_tanh_tanh_backward_view_73', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 15, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6656, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_cat_mul_sigmoid_backward_sum_tanh_tanh_backward_view_73(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp59 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp63 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp67 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp70 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp57 = tl.load(in_ptr8 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp61 = tl.load(in_ptr9 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp65 = tl.load(in_ptr10 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp0 = x0
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 16, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (16*r0_1 + (x0)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr1 + (16*r0_1 + (x0)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tmp5 * tmp6
        tmp8 = tl.load(in_ptr2 + (16*r0_1 + (x0)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.full([1, 1], 1.0, tl.float32)
        tmp10 = tmp9 - tmp8
        tmp11 = tmp8 * tmp10
        tmp12 = tmp7 * tmp11
        tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
        tmp14 = tl.where(tmp4, tmp12, tmp13)
        tmp15 = tmp0 >= tmp3
        tmp16 = tl.full([1, 1], 32, tl.int64)
        tmp17 = tmp0 < tmp16
        tmp18 = tmp15 & tmp17
        tmp19 = tl.load(in_ptr0 + (16*r0_1 + ((-16) + x0)), r0_mask & tmp18 & xmask, eviction_policy='evict_last', other=0.0)
        tmp20 = tl.load(in_ptr3 + (16*r0_1 + ((-16) + x0)), r0_mask & tmp18 & xmask, eviction_policy='evict_last', other=0.0)
        tmp21 = tmp19 * tmp20
        tmp22 = tl.load(in_ptr4 + (16*r0_1 + ((-16) + x0)), r0_mask & tmp18 & xmask, eviction_policy='evict_last', other=0.0)
        tmp23 = tmp21 * tmp22
        tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
        tmp25 = tl.where(tmp18, tmp23, tmp24)
        tmp26 = tmp0 >= tmp16
        tmp27 = tl.full([1, 1], 48, tl.int64)
        tmp28 = tmp0 < tmp27
        tmp29 = tmp26 & tmp28
        tmp30 = tl.load(in_ptr0 + (16*r0_1 + ((-32) + x0)), r0_mask & tmp29 & xmask, eviction_policy='evict_last', other=0.0)
        tmp31 = tl.load(in_ptr2 + (16*r0_1 + ((-32) + x0)), r0_mask & tmp29 & xmask, eviction_policy='evict_last', other=0.0)
        tmp32 = tmp30 * tmp31
        tmp33 = tl.load(in_ptr1 + (16*r0_1 + ((-32) + x0)), r0_mask & tmp29 & xmask, eviction_policy='evict_last', other=0.0)
        tmp34 = tmp33 * tmp33
        tmp35 = tl.full([1, 1], 1.0, tl.float32)
        tmp36 = tmp35 - tmp34
        tmp37 = tmp32 * tmp36
        tmp38 = tl.full(tmp37.shape, 0.0, tmp37.dtype)
        tmp39 = tl.where(tmp29, tmp37, tmp38)
        tmp40 = tmp0 >= tmp27
        tmp41 = tl.full([1, 1], 64, tl.int64)
        tmp42 = tmp0 < tmp41
        tmp43 = tl.load(in_ptr5 + (16*r0_1 + ((-48) + x0)), r0_mask & tmp40 & xmask, eviction_policy='evict_last', other=0.0)
        tmp44 = tl.load(in_ptr6 + (16*r0_1 + ((-48) + x0)), r0_mask & tmp40 & xmask, eviction_policy='evict_last', other=0.0)
        tmp45 = libdevice.tanh(tmp44)
        tmp46 = tmp43 * tmp45
        tmp47 = tl.load(in_ptr7 + (16*r0_1 + ((-48) + x0)), r0_mask & tmp40 & xmask, eviction_policy='evict_last', other=0.0)
        tmp48 = tl.full([1, 1], 1.0, tl.float32)
        tmp49 = tmp48 - tmp47
        tmp50 = tmp47 * tmp49
        tmp51 = tmp46 * tmp50
        tmp52 = tl.full(tmp51.shape, 0.0, tmp51.dtype)
        tmp53 = tl.where(tmp40, tmp51, tmp52)
        tmp54 = tl.where(tmp29, tmp39, tmp53)
        tmp55 = tl.where(tmp18, tmp25, tmp54)
        tmp56 = tl.where(tmp4, tmp14, tmp55)
        tmp58 = tl.broadcast_to(tmp57, [XBLOCK, R0_BLOCK])
        tmp60 = _tmp59 + tmp58
        _tmp59 = tl.where(r0_mask & xmask, tmp60, _tmp59)
        tmp62 = tl.broadcast_to(tmp61, [XBLOCK, R0_BLOCK])
        tmp64 = _tmp63 + tmp62
        _tmp63 = tl.where(r0_mask & xmask, tmp64, _tmp63)
        tmp66 = tl.broadcast_to(tmp65, [XBLOCK, R0_BLOCK])
        tmp68 = _tmp67 + tmp66
        _tmp67 = tl.where(r0_mask & xmask, tmp68, _tmp67)
        tmp69 = tl.broadcast_to(tmp56, [XBLOCK, R0_BLOCK])
        tmp71 = _tmp70 + tmp69
        _tmp70 = tl.where(r0_mask & xmask, tmp71, _tmp70)
        tl.store(out_ptr0 + (x0 + 64*r0_1), tmp56, r0_mask & xmask)
    tmp59 = tl.sum(_tmp59, 1)[:, None]
    tmp63 = tl.sum(_tmp63, 1)[:, None]
    tmp67 = tl.sum(_tmp67, 1)[:, None]
    tmp70 = tl.sum(_tmp70, 1)[:, None]
    tmp72 = tmp59 + tmp63
    tmp73 = tmp72 + tmp67
    tmp74 = tmp73 + tmp70
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp74, xmask)
