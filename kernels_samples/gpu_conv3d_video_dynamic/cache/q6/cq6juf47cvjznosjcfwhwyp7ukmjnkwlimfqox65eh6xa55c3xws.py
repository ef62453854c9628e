
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 256000}}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp20 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp24 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + 100*x0 + 800*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 800*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp13 = tl.load(in_ptr2 + (r0_1 + 100*x0 + 800*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 800*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp19 = tl.load(in_ptr3 + (r0_1 + 100*x0 + 800*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 800*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp3 = x0
        tmp4 = tl.full([1, 1], 12, tl.int64)
        tmp5 = tmp3 < tmp4
        tmp6 = tl.load(in_ptr1 + (r0_1 + 100*x0 + 1200*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 1200*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tl.where(tmp5, tmp6, tmp1)
        tmp8 = 8 + x0
        tmp9 = tmp8 < tmp4
        tmp10 = tl.load(in_ptr1 + (800 + r0_1 + 100*x0 + 800*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 1200*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 1200*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0)
        tmp11 = tl.where(tmp9, tmp10, tmp1)
        tmp12 = tmp7 + tmp11
        tmp14 = tmp12 + tmp13
        tmp15 = tl.where(tmp2, tmp1, tmp14)
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
        tmp21 = tmp19 - tmp20
        tmp22 = tmp15 * tmp21
        tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
        tmp25 = _tmp24 + tmp23
        _tmp24 = tl.where(r0_mask & xmask, tmp25, _tmp24)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tmp24 = tl.sum(_tmp24, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp17, xmask)
    tl.store(out_ptr1 + (x0), tmp24, xmask)
    tmp26 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp27 = tmp24 * tmp26
    tl.store(out_ptr2 + (x0), tmp27, xmask)
