
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_cat_cumsum_div_expand_flip_mul_neg_ones_scatter_add_slice_backward_sum_4', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 7, 'num_store': 4, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 62400, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_cat_cumsum_div_expand_flip_mul_neg_ones_scatter_add_slice_backward_sum_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp6 = tl.load(in_ptr1 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp8 = tl.load(in_out_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp10 = tl.load(in_ptr2 + (416 + x0 + ((-16)*r0_2) + 432*x1), r0_mask & xmask, other=0.0)
    tmp12 = tl.load(in_ptr3 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr4 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.full([1, 1], 0.01, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp5, = tl.associative_scan((tmp4,), 1, _triton_helper_fn_add0)
    tl.device_assert(((0 <= tmp6) & (tmp6 < 27)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp6 < 27")
    tmp9 = tmp0 * tmp8
    tmp11 = -tmp10
    tmp14 = (tmp12 / tmp13)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp9 + tmp15
    tmp17 = r0_2
    tmp18 = tl.full([1, 1], 0, tl.int64)
    tmp19 = tmp17 >= tmp18
    tmp20 = tl.full([1, 1], 1, tl.int64)
    tmp21 = tmp17 < tmp20
    tmp22 = tl.full([1, 1], 1.0, tl.float32)
    tmp23 = tl.full(tmp22.shape, 0.0, tmp22.dtype)
    tmp24 = tl.where(tmp21, tmp22, tmp23)
    tmp25 = tmp17 >= tmp20
    tmp26 = tl.full([1, 1], 27, tl.int64)
    tmp27 = tmp17 < tmp26
    tmp28 = tl.load(in_ptr5 + (x0 + 16*((-1) + r0_2) + 416*x1), r0_mask & tmp25 & xmask, other=0.0)
    tmp29 = tl.where(tmp21, tmp24, tmp28)
    tmp30 = tmp16 * tmp29
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp33 = tl.where(r0_mask & xmask, tmp31, 0)
    tmp34 = tl.sum(tmp33, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 432*x1), tmp5, r0_mask & xmask)
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(x0 + 16*tmp6 + 432*x1, [XBLOCK, R0_BLOCK])), tmp0, r0_mask & xmask, sem='relaxed')
    tl.store(in_out_ptr0 + (x0 + 16*r0_2 + 432*x1), tmp16, r0_mask & xmask)
    tl.store(out_ptr2 + (x0 + 432*x1), tmp34, xmask)
