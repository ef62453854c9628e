
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_native_group_norm_backward_unsqueeze_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 29056}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_native_group_norm_backward_unsqueeze_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x3 = xindex // 512
    x5 = (xindex % 32)
    x1 = ((xindex // 8) % 4)
    tmp0 = tl.load(in_out_ptr0 + (x4), xmask)
    tmp5 = tl.load(in_ptr0 + (x5 + 32*x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp17 = tl.load(in_ptr1 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr2 + (x5), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr3 + (x4), xmask).to(tl.float32)
    tmp23 = tl.load(in_ptr4 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr5 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr6 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tl.full([1], 0.0625, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.full([1], 0.3333333333333333, tl.float32)
    tmp10 = tmp0 * tmp9
    tmp11 = tl.full([1], 0.5, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp8 * tmp12
    tmp14 = tl.where(tmp4, tmp13, tmp8)
    tmp15 = tl.full([1], 0.0, tl.float32)
    tmp16 = tl.where(tmp2, tmp15, tmp14)
    tmp19 = tmp17 * tmp18
    tmp20 = tmp16 * tmp19
    tmp22 = tmp21.to(tl.float32)
    tmp25 = tmp23 * tmp24
    tmp27 = tmp25 - tmp26
    tmp28 = tmp27 * tmp17
    tmp29 = tmp28 * tmp17
    tmp30 = tmp29 * tmp17
    tmp31 = tl.full([1], 0.0078125, tl.float32)
    tmp32 = tmp30 * tmp31
    tmp33 = tmp22 * tmp32
    tmp34 = tmp20 + tmp33
    tl.store(in_out_ptr0 + (x4), tmp34, xmask)
