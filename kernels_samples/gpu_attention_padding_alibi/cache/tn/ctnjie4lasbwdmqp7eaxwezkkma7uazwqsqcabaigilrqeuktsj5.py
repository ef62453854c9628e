
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'out_ptr3': '*i1', 'out_ptr4': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax__to_copy_abs_add_arange_div_exp_masked_fill_mul_native_dropout_neg_prepare_softmax_online_sub_unsqueeze_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 148074}}
)
@triton.jit
def triton_red_fused__softmax__to_copy_abs_add_arange_div_exp_masked_fill_mul_native_dropout_neg_prepare_softmax_online_sub_unsqueeze_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr3, out_ptr4, ks0, ks1, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x2 = xindex // ks0
    x4 = xindex
    x1 = ((xindex // ks1) % 4)
    tmp4 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    x0 = (xindex % ks1)
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_3 + ks1*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp1 = tl.load(in_out_ptr0 + (r0_3 + ks1*x4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp5 = (-1)*tl_math.abs(r0_3 + ((-1)*x0))
        tmp6 = tmp5.to(tl.float32)
        tmp7 = tmp6 * tmp4
        tmp8 = tmp3 + tmp7
        tmp9 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp10 = tl.where(tmp0, tmp9, tmp8)
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = triton_helpers.maximum(_tmp12, tmp11)
        _tmp12 = tl.where(r0_mask & xmask, tmp13, _tmp12)
    tmp12 = triton_helpers.max2(_tmp12, 1)[:, None]
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp14 = tl.load(in_ptr0 + (r0_3 + ks1*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp15 = tl.load(in_out_ptr0 + (r0_3 + ks1*x4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp16 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp17 = tmp15 * tmp16
        tmp18 = (-1)*tl_math.abs(r0_3 + ((-1)*x0))
        tmp19 = tmp18.to(tl.float32)
        tmp20 = tmp19 * tmp4
        tmp21 = tmp17 + tmp20
        tmp22 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp23 = tl.where(tmp14, tmp22, tmp21)
        tmp24 = tmp23 - tmp12
        tmp25 = libdevice.exp(tmp24)
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
        tmp29 = tl.load(in_ptr2 + load_seed_offset)
        tmp30 = r0_3 + x4*((ks1*ks1) // ks1)
        tmp31 = tl.rand(tmp29, (tmp30).to(tl.uint32))
        tmp32 = tl.full([1, 1], 0.1, tl.float32)
        tmp33 = tmp31 > tmp32
        tl.store(out_ptr3 + (r0_3 + x4*((ks1*ks1) // ks1)), tmp33, r0_mask & xmask)
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp34 = tl.load(in_ptr0 + (r0_3 + ks1*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp35 = tl.load(in_out_ptr0 + (r0_3 + ks1*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp47 = tl.load(out_ptr3 + (r0_3 + x4*((ks1*ks1) // ks1)), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp36 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp37 = tmp35 * tmp36
        tmp38 = (-1)*tl_math.abs(r0_3 + ((-1)*x0))
        tmp39 = tmp38.to(tl.float32)
        tmp40 = tmp39 * tmp4
        tmp41 = tmp37 + tmp40
        tmp42 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp43 = tl.where(tmp34, tmp42, tmp41)
        tmp44 = tmp43 - tmp12
        tmp45 = libdevice.exp(tmp44)
        tmp46 = (tmp45 / tmp27)
        tmp48 = tmp47.to(tl.float32)
        tmp49 = tmp48 * tmp46
        tmp50 = tl.full([1, 1], 1.1111111111111112, tl.float32)
        tmp51 = tmp49 * tmp50
        tl.store(in_out_ptr0 + (r0_3 + ks1*x4), tmp46, r0_mask & xmask)
        tl.store(out_ptr4 + (r0_3 + x4*((ks1*ks1) // ks1)), tmp51, r0_mask & xmask)
