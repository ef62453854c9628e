
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_exp_le_mul_neg_scalar_tensor_select_select_backward_where_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_exp_le_mul_neg_scalar_tensor_select_select_backward_where_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x1 = xindex // 4
    x2 = xindex
    tmp3 = tl.load(in_ptr0 + (4*x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (3 + 4*x1), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr1 + (1 + 4*x1), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr3 + (4*x1), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr1 + (2 + 4*x1), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr1 + (4*x1), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 3, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 4.0, tl.float32)
    tmp5 = tmp3 <= tmp4
    tmp7 = tl.full([1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp10 = -tmp9
    tmp11 = tmp10 * tmp7
    tmp12 = tmp8 + tmp11
    tmp14 = tmp12 * tmp13
    tmp15 = triton_helpers.minimum(tmp3, tmp4)
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp14 * tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = tl.where(tmp5, tmp17, tmp18)
    tmp20 = tl.where(tmp2, tmp19, tmp18)
    tmp21 = tl.full([1], 2, tl.int32)
    tmp22 = tmp0 == tmp21
    tmp24 = tmp23 <= tmp4
    tmp26 = tmp25 * tmp7
    tmp28 = -tmp27
    tmp29 = tmp28 * tmp7
    tmp30 = tmp26 + tmp29
    tmp32 = tmp30 * tmp31
    tmp33 = triton_helpers.minimum(tmp23, tmp4)
    tmp34 = libdevice.exp(tmp33)
    tmp35 = tmp32 * tmp34
    tmp36 = tl.where(tmp24, tmp35, tmp18)
    tmp37 = tl.where(tmp22, tmp36, tmp18)
    tmp38 = tmp20 + tmp37
    tmp39 = tl.full([1], 1, tl.int32)
    tmp40 = tmp0 == tmp39
    tmp41 = tmp6 + tmp9
    tmp42 = tmp41 * tmp13
    tmp43 = tl.where(tmp40, tmp42, tmp18)
    tmp44 = tmp38 + tmp43
    tmp45 = tl.full([1], 0, tl.int32)
    tmp46 = tmp0 == tmp45
    tmp47 = tmp25 + tmp27
    tmp48 = tmp47 * tmp31
    tmp49 = tl.where(tmp46, tmp48, tmp18)
    tmp50 = tmp44 + tmp49
    tl.store(in_out_ptr0 + (x2), tmp50, xmask)
