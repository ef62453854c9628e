
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_div_exp_expand_mul_neg_pow_sum_unsqueeze_2', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1120, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_div_exp_expand_mul_neg_pow_sum_unsqueeze_2(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 10
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [1, 1])
    x0 = xindex
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp30 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp8 = tl.load(in_out_ptr0 + (x0 + 10*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp12 = tl.load(in_ptr1 + (x0 + 10*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp14 = tl.load(in_out_ptr1 + (x0 + 10*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.load(in_ptr2 + (x0 + 10*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.full([1, 1], -0.5, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = ks0
        tmp5 = tmp4.to(tl.float32)
        tmp6 = (tmp3 / tmp5)
        tmp7 = -tmp6
        tmp9 = tl.full([1, 1], 2.0, tl.float32)
        tmp10 = tmp8 * tmp9
        tmp11 = tmp7 * tmp10
        tmp13 = tmp11 + tmp12
        tmp15 = libdevice.exp(tmp14)
        tmp16 = tmp7 * tmp15
        tmp17 = tmp16 + tmp6
        tmp19 = tmp12 * tmp18
        tmp20 = tl.full([1, 1], 0.5, tl.float32)
        tmp21 = tmp14 * tmp20
        tmp22 = libdevice.exp(tmp21)
        tmp23 = tmp19 * tmp22
        tmp24 = tmp23 * tmp20
        tmp25 = tmp17 + tmp24
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
        tmp29 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp31 = _tmp30 + tmp29
        _tmp30 = tl.where(r0_mask & xmask, tmp31, _tmp30)
        tl.store(in_out_ptr0 + (x0 + 10*r0_1), tmp13, r0_mask & xmask)
        tl.store(in_out_ptr1 + (x0 + 10*r0_1), tmp25, r0_mask & xmask)
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tmp30 = tl.sum(_tmp30, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp27, xmask)
    tl.store(out_ptr1 + (x0), tmp30, xmask)
