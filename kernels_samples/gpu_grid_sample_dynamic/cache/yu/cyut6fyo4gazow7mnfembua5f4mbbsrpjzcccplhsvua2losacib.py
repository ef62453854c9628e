
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr2': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_grid_sampler_2d_view_1', 'mutated_arg_names': ['in_out_ptr2'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_grid_sampler_2d_view_1(in_out_ptr2, in_ptr0, in_ptr1, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x2 = xindex // ks1
    x3 = xindex
    x4 = xindex // ks0
    tmp0 = tl.load(in_ptr0 + (2*x0 + 2*ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (1 + 2*x0 + 2*ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.5, tl.float64)
    tmp2 = ks3
    tmp3 = tmp2.to(tl.float64)
    tmp4 = tmp1 * tmp3
    tmp5 = tl.full([1], -0.5, tl.float64)
    tmp6 = tmp5 + tmp4
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp0 * tmp7
    tmp9 = tmp8 + tmp7
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = triton_helpers.maximum(tmp9, tmp10)
    tmp12 = (-1) + ks3
    tmp13 = tmp12.to(tl.float32)
    tmp14 = triton_helpers.minimum(tmp11, tmp13)
    tmp15 = libdevice.nearbyint(tmp14)
    tmp16 = tmp2.to(tl.float32)
    tmp17 = tmp15 < tmp16
    tmp19 = ks2
    tmp20 = tmp19.to(tl.float64)
    tmp21 = tmp1 * tmp20
    tmp22 = tmp5 + tmp21
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp18 * tmp23
    tmp25 = tmp24 + tmp23
    tmp26 = triton_helpers.maximum(tmp25, tmp10)
    tmp27 = (-1) + ks2
    tmp28 = tmp27.to(tl.float32)
    tmp29 = triton_helpers.minimum(tmp26, tmp28)
    tmp30 = libdevice.nearbyint(tmp29)
    tmp31 = tmp30 >= tmp10
    tmp32 = tmp19.to(tl.float32)
    tmp33 = tmp30 < tmp32
    tmp34 = tmp31 & tmp33
    tmp35 = tmp17 & tmp34
    tmp36 = tmp4.to(tl.float32)
    tmp37 = tmp0 * tmp36
    tmp38 = tmp37 + tmp7
    tmp39 = libdevice.floor(tmp38)
    tmp40 = tl.full([1], 1.0, tl.float32)
    tmp41 = tmp39 + tmp40
    tmp42 = tmp41 < tmp16
    tmp43 = tmp21.to(tl.float32)
    tmp44 = tmp18 * tmp43
    tmp45 = tmp44 + tmp23
    tmp46 = libdevice.floor(tmp45)
    tmp47 = tmp46 + tmp40
    tmp48 = tmp47 >= tmp10
    tmp49 = tmp47 < tmp32
    tmp50 = tmp48 & tmp49
    tmp51 = tmp42 & tmp50
    tmp52 = tmp39 >= tmp10
    tmp53 = tmp39 < tmp16
    tmp54 = tmp53 & tmp50
    tmp55 = tmp52 & tmp54
    tmp56 = tmp41 >= tmp10
    tmp57 = tmp46 >= tmp10
    tmp58 = tmp46 < tmp32
    tmp59 = tmp57 & tmp58
    tmp60 = tmp42 & tmp59
    tmp61 = tmp56 & tmp60
    tmp62 = tmp53 & tmp59
    tmp63 = tmp52 & tmp62
    tmp64 = tmp41 - tmp38
    tmp65 = tmp47 - tmp45
    tmp66 = tmp64 * tmp65
    tmp67 = tl.where(tmp63, tmp66, tmp10)
    tmp68 = tmp46.to(tl.int64)
    tmp69 = tl.full([1], 0, tl.int64)
    tmp70 = tl.where(tmp61, tmp68, tmp69)
    tmp71 = tmp70 + tmp19
    tmp72 = tmp70 < 0
    tmp73 = tl.where(tmp72, tmp71, tmp70)
    tl.device_assert(((0 <= tmp73) & (tmp73 < ks2)) | ~(xmask), "index out of bounds: 0 <= tmp73 < ks2")
    tmp75 = tmp41.to(tl.int64)
    tmp76 = tl.where(tmp61, tmp75, tmp69)
    tmp77 = tmp76 + tmp2
    tmp78 = tmp76 < 0
    tmp79 = tl.where(tmp78, tmp77, tmp76)
    tl.device_assert(((0 <= tmp79) & (tmp79 < ks3)) | ~(xmask), "index out of bounds: 0 <= tmp79 < ks3")
    tmp81 = tl.load(in_ptr1 + (tmp79 + ks3*tmp73 + ks2*ks3*x4), xmask, eviction_policy='evict_last')
    tmp82 = tmp38 - tmp39
    tmp83 = tmp82 * tmp65
    tmp84 = tl.where(tmp61, tmp83, tmp10)
    tmp85 = tmp81 * tmp84
    tmp86 = tmp47.to(tl.int64)
    tmp87 = tl.where(tmp55, tmp86, tmp69)
    tmp88 = tmp87 + tmp19
    tmp89 = tmp87 < 0
    tmp90 = tl.where(tmp89, tmp88, tmp87)
    tl.device_assert(((0 <= tmp90) & (tmp90 < ks2)) | ~(xmask), "index out of bounds: 0 <= tmp90 < ks2")
    tmp92 = tmp39.to(tl.int64)
    tmp93 = tl.where(tmp55, tmp92, tmp69)
    tmp94 = tmp93 + tmp2
    tmp95 = tmp93 < 0
    tmp96 = tl.where(tmp95, tmp94, tmp93)
    tl.device_assert(((0 <= tmp96) & (tmp96 < ks3)) | ~(xmask), "index out of bounds: 0 <= tmp96 < ks3")
    tmp98 = tl.load(in_ptr1 + (tmp96 + ks3*tmp90 + ks2*ks3*x4), xmask, eviction_policy='evict_last')
    tmp99 = tmp45 - tmp46
    tmp100 = tmp64 * tmp99
    tmp101 = tl.where(tmp55, tmp100, tmp10)
    tmp102 = tmp98 * tmp101
    tmp103 = tmp56 & tmp51
    tmp104 = tmp82 * tmp99
    tmp105 = tl.where(tmp103, tmp104, tmp10)
    tmp106 = tl.where(tmp63, tmp92, tmp69)
    tmp107 = tl.where(tmp63, tmp68, tmp69)
    tmp108 = tl.where(tmp103, tmp86, tmp69)
    tmp109 = tmp107 + tmp19
    tmp110 = tmp107 < 0
    tmp111 = tl.where(tmp110, tmp109, tmp107)
    tl.device_assert(((0 <= tmp111) & (tmp111 < ks2)) | ~(xmask), "index out of bounds: 0 <= tmp111 < ks2")
    tmp113 = tmp106 + tmp2
    tmp114 = tmp106 < 0
    tmp115 = tl.where(tmp114, tmp113, tmp106)
    tl.device_assert(((0 <= tmp115) & (tmp115 < ks3)) | ~(xmask), "index out of bounds: 0 <= tmp115 < ks3")
    tmp117 = tl.load(in_ptr1 + (tmp115 + ks3*tmp111 + ks2*ks3*x4), xmask, eviction_policy='evict_last')
    tmp118 = tmp117 * tmp67
    tmp119 = tmp118 + tmp85
    tmp120 = tmp119 + tmp102
    tmp121 = tmp108 + tmp19
    tmp122 = tmp108 < 0
    tmp123 = tl.where(tmp122, tmp121, tmp108)
    tl.device_assert(((0 <= tmp123) & (tmp123 < ks2)) | ~(xmask), "index out of bounds: 0 <= tmp123 < ks2")
    tmp125 = tl.where(tmp103, tmp75, tmp69)
    tmp126 = tmp125 + tmp2
    tmp127 = tmp125 < 0
    tmp128 = tl.where(tmp127, tmp126, tmp125)
    tl.device_assert(((0 <= tmp128) & (tmp128 < ks3)) | ~(xmask), "index out of bounds: 0 <= tmp128 < ks3")
    tmp130 = tl.load(in_ptr1 + (tmp128 + ks3*tmp123 + ks2*ks3*x4), xmask, eviction_policy='evict_last')
    tmp131 = tmp130 * tmp105
    tmp132 = tmp120 + tmp131
    tmp133 = tmp15 >= tmp10
    tmp134 = tmp133 & tmp35
    tmp135 = tmp30.to(tl.int64)
    tmp136 = tl.where(tmp134, tmp135, tmp69)
    tmp137 = tmp136 + tmp19
    tmp138 = tmp136 < 0
    tmp139 = tl.where(tmp138, tmp137, tmp136)
    tl.device_assert(((0 <= tmp139) & (tmp139 < ks2)) | ~(xmask), "index out of bounds: 0 <= tmp139 < ks2")
    tmp141 = tmp15.to(tl.int64)
    tmp142 = tl.where(tmp134, tmp141, tmp69)
    tmp143 = tmp142 + tmp2
    tmp144 = tmp142 < 0
    tmp145 = tl.where(tmp144, tmp143, tmp142)
    tl.device_assert(((0 <= tmp145) & (tmp145 < ks3)) | ~(xmask), "index out of bounds: 0 <= tmp145 < ks3")
    tmp147 = tl.load(in_ptr1 + (tmp145 + ks3*tmp139 + ks2*ks3*x4), xmask, eviction_policy='evict_last')
    tmp148 = tl.full([1], 1, tl.int64)
    tmp149 = tl.where(tmp134, tmp148, tmp69)
    tmp150 = tmp149.to(tl.float32)
    tmp151 = tmp147 * tmp150
    tmp152 = tmp132 + tmp151
    tl.store(in_out_ptr2 + (x3), tmp152, xmask)
