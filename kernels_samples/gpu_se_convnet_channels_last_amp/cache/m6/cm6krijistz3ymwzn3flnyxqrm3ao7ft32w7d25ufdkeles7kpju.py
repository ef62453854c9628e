
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 110688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x1 = ((xindex // 6) % 4)
    x3 = xindex // 1536
    x6 = (xindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x4), xmask)
    tmp5 = tl.load(in_ptr0 + (x4), xmask).to(tl.float32)
    tmp7 = tl.load(in_ptr1 + (x4), xmask).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr3 + (x6), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (x4), xmask).to(tl.float32)
    tmp24 = tl.load(in_ptr5 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr6 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr7 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp10 = tl.full([1], 0.3333333333333333, tl.float32)
    tmp11 = tmp0 * tmp10
    tmp12 = tl.full([1], 0.5, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp9 * tmp13
    tmp15 = tl.where(tmp4, tmp14, tmp9)
    tmp16 = tl.full([1], 0.0, tl.float32)
    tmp17 = tl.where(tmp2, tmp16, tmp15)
    tmp20 = tmp18 * tmp19
    tmp21 = tmp17 * tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 - tmp27
    tmp29 = tmp28 * tmp18
    tmp30 = tmp29 * tmp18
    tmp31 = tmp30 * tmp18
    tmp32 = tl.full([1], 0.0026041666666666665, tl.float32)
    tmp33 = tmp31 * tmp32
    tmp34 = tmp23 * tmp33
    tmp35 = tmp21 + tmp34
    tl.store(in_out_ptr0 + (x4), tmp35, xmask)
