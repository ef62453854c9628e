
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_expand_mse_loss_backward_mul_select_select_backward_sigmoid_sigmoid_backward_slice_softplus_backward_unsqueeze_36', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9996}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_expand_mse_loss_backward_mul_select_select_backward_sigmoid_sigmoid_backward_slice_softplus_backward_unsqueeze_36(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x3 = xindex // 4
    x2 = xindex // 48
    x4 = xindex
    tmp3 = tl.load(in_ptr0 + (3 + 4*x3), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 3, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 * tmp4
    tmp6 = tl.full([1], 20.0, tl.float32)
    tmp7 = tmp5 > tmp6
    tmp9 = libdevice.exp(tmp5)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp9 + tmp4
    tmp12 = (tmp10 / tmp11)
    tmp13 = tl.where(tmp7, tmp8, tmp12)
    tmp14 = tl.full([1], 0.0, tl.float32)
    tmp15 = tl.where(tmp2, tmp13, tmp14)
    tmp16 = tl.full([1], 3, tl.int64)
    tmp17 = tmp0 < tmp16
    tmp18 = tl.load(in_ptr2 + (x0 + 3*x2), tmp17 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.load(in_ptr3 + (0))
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK])
    tmp21 = tl.where(tmp17, tmp20, 0.0)
    tmp22 = tmp18 * tmp21
    tmp23 = tl.load(in_ptr4 + (x3), tmp17 & xmask, eviction_policy='evict_last', other=0.0)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.load(in_ptr0 + (x4), tmp17 & xmask, other=0.0)
    tmp26 = tl.sigmoid(tmp25)
    tmp27 = tl.full([1], 1.0, tl.float32)
    tmp28 = tmp27 - tmp26
    tmp29 = tmp26 * tmp28
    tmp30 = tmp24 * tmp29
    tmp31 = tl.full(tmp30.shape, 0.0, tmp30.dtype)
    tmp32 = tl.where(tmp17, tmp30, tmp31)
    tmp33 = tl.where(tmp17, tmp32, tmp14)
    tmp34 = tmp15 + tmp33
    tl.store(out_ptr0 + (x4), tmp34, xmask)
