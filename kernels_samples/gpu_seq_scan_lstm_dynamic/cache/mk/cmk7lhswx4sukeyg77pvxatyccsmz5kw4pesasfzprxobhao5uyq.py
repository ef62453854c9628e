
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_add_div_mul_neg_permute_roll_sgn_tril_triu_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 44469}}
)
@triton.jit
def triton_per_fused__softmax_backward_data_add_div_mul_neg_permute_roll_sgn_tril_triu_view_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 27
    R0_BLOCK: tl.constexpr = 32
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
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 27)
    tmp0 = tl.load(in_ptr0 + (r0_1 + 27*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 27*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr2 + (r0_1 + 27*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp14 = tl.load(in_out_ptr0 + (r0_1 + 27*x0), r0_mask & xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = r0_1 + ((-1)*x2)
    tmp8 = tl.full([1, 1], 1, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = -tmp1
    tmp11 = tl.fma(tmp10, tmp6, tmp2)
    tmp12 = -tmp11
    tmp15 = tl.full([1, 1], 0.0625, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tl.full([1, 1], 0.0, tl.float32)
    tmp18 = tl.where(tmp13, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0, tl.int32)
    tmp20 = tmp19 < tmp18
    tmp21 = tmp20.to(tl.int8)
    tmp22 = tmp18 < tmp19
    tmp23 = tmp22.to(tl.int8)
    tmp24 = tmp21 - tmp23
    tmp25 = tmp24.to(tmp18.dtype)
    tmp26 = tmp12 * tmp25
    tmp27 = tl.where(tmp9, tmp26, tmp17)
    tmp28 = tl.full([1, 1], 0, tl.int64)
    tmp29 = tmp7 <= tmp28
    tmp30 = tl.where(tmp29, tmp11, tmp17)
    tmp31 = tmp27 + tmp30
    tmp32 = tmp31 * tmp15
    tl.store(in_out_ptr0 + (r0_1 + 27*x0), tmp32, r0_mask & xmask)
