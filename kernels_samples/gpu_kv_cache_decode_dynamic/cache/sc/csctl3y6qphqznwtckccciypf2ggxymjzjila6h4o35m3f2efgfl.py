
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 184, 'r0_': 86112}}
)
@triton.jit
def triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % ks0)
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    x3 = xindex
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp4 = tl.load(in_out_ptr0 + (r0_2 + ks1*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = r0_2
        tmp2 = tmp1 <= tmp0
        tmp3 = tmp2 == 0
        tmp5 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp6 = tmp4 * tmp5
        tmp7 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp8 = tl.where(tmp3, tmp7, tmp6)
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = triton_helpers.maximum(_tmp10, tmp9)
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
    tmp10 = triton_helpers.max2(_tmp10, 1)[:, None]
    _tmp23 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp15 = tl.load(in_out_ptr0 + (r0_2 + ks1*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp12 = r0_2
        tmp13 = tmp12 <= tmp0
        tmp14 = tmp13 == 0
        tmp16 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp17 = tmp15 * tmp16
        tmp18 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp19 = tl.where(tmp14, tmp18, tmp17)
        tmp20 = tmp19 - tmp10
        tmp21 = libdevice.exp(tmp20)
        tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp24 = _tmp23 + tmp22
        _tmp23 = tl.where(r0_mask & xmask, tmp24, _tmp23)
    tmp23 = tl.sum(_tmp23, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp28 = tl.load(in_out_ptr0 + (r0_2 + ks1*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp25 = r0_2
        tmp26 = tmp25 <= tmp0
        tmp27 = tmp26 == 0
        tmp29 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp30 = tmp28 * tmp29
        tmp31 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp32 = tl.where(tmp27, tmp31, tmp30)
        tmp33 = tmp32 - tmp10
        tmp34 = libdevice.exp(tmp33)
        tmp35 = (tmp34 / tmp23)
        tl.store(in_out_ptr0 + (r0_2 + ks1*x3), tmp35, r0_mask & xmask)
