
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 176}}
)
@triton.jit
def triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0(in_ptr0, out_ptr0, out_ptr1, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp46 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr0 + (1 + 5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr0 + (2 + 5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr0 + (3 + 5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp7 = tl.load(in_ptr0 + (4 + 5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = triton_helpers.maximum(tmp0, tmp1)
        tmp4 = triton_helpers.maximum(tmp2, tmp3)
        tmp6 = triton_helpers.maximum(tmp4, tmp5)
        tmp8 = triton_helpers.maximum(tmp6, tmp7)
        tmp9 = tmp0 - tmp8
        tmp10 = libdevice.exp(tmp9)
        tmp11 = tmp1 - tmp8
        tmp12 = libdevice.exp(tmp11)
        tmp13 = tmp10 + tmp12
        tmp14 = tmp3 - tmp8
        tmp15 = libdevice.exp(tmp14)
        tmp16 = tmp13 + tmp15
        tmp17 = tmp5 - tmp8
        tmp18 = libdevice.exp(tmp17)
        tmp19 = tmp16 + tmp18
        tmp20 = tmp7 - tmp8
        tmp21 = libdevice.exp(tmp20)
        tmp22 = tmp19 + tmp21
        tmp23 = tl_math.abs(tmp8)
        tmp24 = tl.full([1, 1], float("inf"), tl.float32)
        tmp25 = tmp23 == tmp24
        tmp26 = tl.full([1, 1], 0.0, tl.float32)
        tmp27 = tl.where(tmp25, tmp26, tmp8)
        tmp28 = tmp0 - tmp27
        tmp29 = libdevice.exp(tmp28)
        tmp30 = tmp1 - tmp27
        tmp31 = libdevice.exp(tmp30)
        tmp32 = tmp29 + tmp31
        tmp33 = tmp3 - tmp27
        tmp34 = libdevice.exp(tmp33)
        tmp35 = tmp32 + tmp34
        tmp36 = tmp5 - tmp27
        tmp37 = libdevice.exp(tmp36)
        tmp38 = tmp35 + tmp37
        tmp39 = tmp7 - tmp27
        tmp40 = libdevice.exp(tmp39)
        tmp41 = tmp38 + tmp40
        tmp42 = tl_math.log(tmp41)
        tmp43 = tmp42 + tmp27
        tmp44 = tmp43 * tmp43
        tmp45 = tl.broadcast_to(tmp44, [XBLOCK, R0_BLOCK])
        tmp47 = _tmp46 + tmp45
        _tmp46 = tl.where(r0_mask, tmp47, _tmp46)
        tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp8, r0_mask)
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp22, r0_mask)
    tmp46 = tl.sum(_tmp46, 1)[:, None]
    tl.store(out_ptr3 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp46, None)
