
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 59136, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 288
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 144
    x0 = (xindex % 144)
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + x1*((1 + 37*ks0) // 2)
        tmp1 = 37*ks0
        tmp2 = tmp0 < tmp1
        tmp3 = tl.broadcast_to(x0 // 48, [XBLOCK, R0_BLOCK])
        tmp4 = tl.full([1, 1], 2, tl.int32)
        tmp5 = tmp3 == tmp4
        tmp6 = tl.broadcast_to((((x0 % 48)) % 12), [XBLOCK, R0_BLOCK])
        tmp7 = tl.full([1, 1], 16, tl.int64)
        tmp8 = tmp6 < tmp7
        tmp9 = tmp8 & tmp2
        tmp10 = tl.load(in_ptr0 + (16*((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + 48*ks0*((((r0_2 + x1*((1 + 37*ks0) // 2)) // ks0) % 37)) + ((x0 % 48))) // (48*ks0)) % 37)) + 592*((((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + ((x0 % 48))) // 12) % (4*ks0))) % (4*ks0))) + ((((x0 % 48)) % 12))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp11 = tl.full([1, 1], 0.0, tl.float32)
        tmp12 = tl.where(tmp5, tmp10, tmp11)
        tmp13 = tl.full([1, 1], 1, tl.int32)
        tmp14 = tmp3 == tmp13
        tmp15 = tl.load(in_ptr1 + (16*((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + 48*ks0*((((r0_2 + x1*((1 + 37*ks0) // 2)) // ks0) % 37)) + ((x0 % 48))) // (48*ks0)) % 37)) + 592*((((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + ((x0 % 48))) // 12) % (4*ks0))) % (4*ks0))) + ((((x0 % 48)) % 12))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp16 = tl.where(tmp14, tmp15, tmp11)
        tmp17 = tmp12 + tmp16
        tmp18 = tl.full([1, 1], 0, tl.int32)
        tmp19 = tmp3 == tmp18
        tmp20 = tl.load(in_ptr2 + (16*((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + 48*ks0*((((r0_2 + x1*((1 + 37*ks0) // 2)) // ks0) % 37)) + ((x0 % 48))) // (48*ks0)) % 37)) + 592*((((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + ((x0 % 48))) // 12) % (4*ks0))) % (4*ks0))) + ((((x0 % 48)) % 12))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp21 = tl.where(tmp19, tmp20, tmp11)
        tmp22 = tmp17 + tmp21
        tmp23 = tmp22.to(tl.float32)
        tmp24 = tl.full(tmp23.shape, 0, tmp23.dtype)
        tmp25 = tl.where(tmp2, tmp23, tmp24)
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp27, xmask)
