
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'out_ptr0': '*i1', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bitwise_and_cat_constant_pad_nd_copy_expand_full_like_gather_ne_new_zeros_scalar_tensor_select_slice_stack_unsqueeze_view_where_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1125}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bitwise_and_cat_constant_pad_nd_copy_expand_full_like_gather_ne_new_zeros_scalar_tensor_select_slice_stack_unsqueeze_view_where_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, out_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 33
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 11)
    x1 = xindex // 11
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 2, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.full([1], False, tl.int1)
    tmp6 = tl.full(tmp5.shape, False, tmp5.dtype)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp0 >= tmp3
    tmp9 = tl.full([1], 11, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = 2 + ((-2) + x0)
    tmp12 = tl.full([1], 0, tl.int64)
    tmp13 = tmp11 >= tmp12
    tmp14 = tl.full([1], 10, tl.int64)
    tmp15 = tmp11 < tmp14
    tmp16 = tmp15 & tmp8
    tmp17 = ((2 + ((-2) + x0)) % 2)
    tmp18 = tl.full([1], 0, tl.int64)
    tmp19 = tmp17 >= tmp18
    tmp20 = tl.full([1], 1, tl.int64)
    tmp21 = tmp17 < tmp20
    tmp22 = tmp21 & tmp16
    tmp23 = tl.full([1], 0, tl.int64)
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp22, tmp23, tmp24)
    tmp26 = tmp17 >= tmp20
    tmp27 = tl.full([1], 2, tl.int64)
    tmp28 = tmp17 < tmp27
    tmp29 = tmp26 & tmp16
    tmp30 = tl.load(in_ptr0 + (5*x1 + ((((2 + ((-2) + x0)) // 2) % 5))), tmp29 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.where(tmp21, tmp25, tmp30)
    tmp32 = tl.full(tmp31.shape, 0.0, tmp31.dtype)
    tmp33 = tl.where(tmp16, tmp31, tmp32)
    tmp34 = tmp11 >= tmp14
    tmp35 = tl.full([1], 11, tl.int64)
    tmp36 = tmp11 < tmp35
    tmp37 = tmp34 & tmp8
    tmp38 = tl.full([1], 0, tl.int64)
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp37, tmp38, tmp39)
    tmp41 = tl.where(tmp15, tmp33, tmp40)
    tmp42 = tmp41 != tmp12
    tmp43 = tl.load(in_ptr1 + (9*x1 + ((-2) + x0)), tmp8 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp44 = tmp42 & tmp43
    tmp45 = tl.full(tmp44.shape, 0.0, tmp44.dtype)
    tmp46 = tl.where(tmp8, tmp44, tmp45)
    tmp47 = tl.where(tmp4, tmp7, tmp46)
    tmp48 = (-2) + x0
    tmp49 = tmp48 >= tmp1
    tmp50 = (-2) + x0
    tmp51 = tl.full([1], 2, tl.int64)
    tmp52 = tmp50 < tmp51
    tmp53 = tmp52 & tmp49
    tmp54 = (-2) + x0
    tmp55 = tl.full([1], 0, tl.int64)
    tmp56 = tmp54 >= tmp55
    tmp57 = tl.full([1], 10, tl.int64)
    tmp58 = tmp54 < tmp57
    tmp59 = tmp58 & tmp53
    tmp60 = (((-2) + x0) % 2)
    tmp61 = tl.full([1], 0, tl.int64)
    tmp62 = tmp60 >= tmp61
    tmp63 = tl.full([1], 1, tl.int64)
    tmp64 = tmp60 < tmp63
    tmp65 = tmp64 & tmp59
    tmp66 = tl.full([1], 0, tl.int64)
    tmp67 = tl.full(tmp66.shape, 0.0, tmp66.dtype)
    tmp68 = tl.where(tmp65, tmp66, tmp67)
    tmp69 = tmp60 >= tmp63
    tmp70 = tl.full([1], 2, tl.int64)
    tmp71 = tmp60 < tmp70
    tmp72 = tmp69 & tmp59
    tmp73 = tl.load(in_ptr0 + (5*x1 + (((((-2) + x0) // 2) % 5))), tmp72 & xmask, eviction_policy='evict_last', other=0.0)
    tmp74 = tl.where(tmp64, tmp68, tmp73)
    tmp75 = tl.full(tmp74.shape, 0.0, tmp74.dtype)
    tmp76 = tl.where(tmp59, tmp74, tmp75)
    tmp77 = tmp54 >= tmp57
    tmp78 = tl.full([1], 11, tl.int64)
    tmp79 = tmp54 < tmp78
    tmp80 = tmp77 & tmp53
    tmp81 = tl.full([1], 0, tl.int64)
    tmp82 = tl.full(tmp81.shape, 0.0, tmp81.dtype)
    tmp83 = tl.where(tmp80, tmp81, tmp82)
    tmp84 = tl.where(tmp58, tmp76, tmp83)
    tmp85 = tl.full([XBLOCK], 11, tl.int32)
    tmp86 = tmp84 + tmp85
    tmp87 = tmp84 < 0
    tmp88 = tl.where(tmp87, tmp86, tmp84)
    tl.device_assert(((0 <= tl.broadcast_to(tmp88, [XBLOCK])) & (tl.broadcast_to(tmp88, [XBLOCK]) < 11)) | ~(tmp53 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp88, [XBLOCK]) < 11")
    tmp90 = tl.load(in_ptr2 + (tmp88 + 11*ks0*x1), tmp49 & tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp91 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp92 = tl.where(tmp52, tmp90, tmp91)
    tmp93 = tl.full(tmp92.shape, -3.4028234663852886e+38, tmp92.dtype)
    tmp94 = tl.where(tmp49, tmp92, tmp93)
    tmp95 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp96 = tl.where(tmp47, tmp94, tmp95)
    tmp97 = x0
    tmp98 = tl.full([1], 0, tl.int64)
    tmp99 = tmp97 >= tmp98
    tmp100 = tl.full([1], 10, tl.int64)
    tmp101 = tmp97 < tmp100
    tmp102 = tmp101 & tmp4
    tmp103 = ((x0) % 2)
    tmp104 = tl.full([1], 0, tl.int64)
    tmp105 = tmp103 >= tmp104
    tmp106 = tl.full([1], 1, tl.int64)
    tmp107 = tmp103 < tmp106
    tmp108 = tmp107 & tmp102
    tmp109 = tl.full([1], 0, tl.int64)
    tmp110 = tl.full(tmp109.shape, 0.0, tmp109.dtype)
    tmp111 = tl.where(tmp108, tmp109, tmp110)
    tmp112 = tmp103 >= tmp106
    tmp113 = tl.full([1], 2, tl.int64)
    tmp114 = tmp103 < tmp113
    tmp115 = tmp112 & tmp102
    tmp116 = tl.load(in_ptr0 + (5*x1 + ((((x0) // 2) % 5))), tmp115 & xmask, eviction_policy='evict_last', other=0.0)
    tmp117 = tl.where(tmp107, tmp111, tmp116)
    tmp118 = tl.full(tmp117.shape, 0.0, tmp117.dtype)
    tmp119 = tl.where(tmp102, tmp117, tmp118)
    tmp120 = tmp97 >= tmp100
    tmp121 = tl.full([1], 11, tl.int64)
    tmp122 = tmp97 < tmp121
    tmp123 = tmp120 & tmp4
    tmp124 = tl.full([1], 0, tl.int64)
    tmp125 = tl.full(tmp124.shape, 0.0, tmp124.dtype)
    tmp126 = tl.where(tmp123, tmp124, tmp125)
    tmp127 = tl.where(tmp101, tmp119, tmp126)
    tmp128 = tl.full([XBLOCK], 11, tl.int32)
    tmp129 = tmp127 + tmp128
    tmp130 = tmp127 < 0
    tmp131 = tl.where(tmp130, tmp129, tmp127)
    tl.device_assert(((0 <= tl.broadcast_to(tmp131, [XBLOCK])) & (tl.broadcast_to(tmp131, [XBLOCK]) < 11)) | ~(tmp4 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp131, [XBLOCK]) < 11")
    tmp133 = tl.load(in_ptr2 + (tmp131 + 11*ks0*x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp134 = tl.where(tmp4, tmp133, tmp95)
    tmp135 = (-1) + x0
    tmp136 = tmp135 >= tmp1
    tmp137 = (-1) + x0
    tmp138 = tl.full([1], 2, tl.int64)
    tmp139 = tmp137 < tmp138
    tmp140 = tmp139 & tmp136
    tmp141 = (-1) + x0
    tmp142 = tl.full([1], 0, tl.int64)
    tmp143 = tmp141 >= tmp142
    tmp144 = tl.full([1], 10, tl.int64)
    tmp145 = tmp141 < tmp144
    tmp146 = tmp145 & tmp140
    tmp147 = (((-1) + x0) % 2)
    tmp148 = tl.full([1], 0, tl.int64)
    tmp149 = tmp147 >= tmp148
    tmp150 = tl.full([1], 1, tl.int64)
    tmp151 = tmp147 < tmp150
    tmp152 = tmp151 & tmp146
    tmp153 = tl.full([1], 0, tl.int64)
    tmp154 = tl.full(tmp153.shape, 0.0, tmp153.dtype)
    tmp155 = tl.where(tmp152, tmp153, tmp154)
    tmp156 = tmp147 >= tmp150
    tmp157 = tl.full([1], 2, tl.int64)
    tmp158 = tmp147 < tmp157
    tmp159 = tmp156 & tmp146
    tmp160 = tl.load(in_ptr0 + (5*x1 + (((((-1) + x0) // 2) % 5))), tmp159 & xmask, eviction_policy='evict_last', other=0.0)
    tmp161 = tl.where(tmp151, tmp155, tmp160)
    tmp162 = tl.full(tmp161.shape, 0.0, tmp161.dtype)
    tmp163 = tl.where(tmp146, tmp161, tmp162)
    tmp164 = tmp141 >= tmp144
    tmp165 = tl.full([1], 11, tl.int64)
    tmp166 = tmp141 < tmp165
    tmp167 = tmp164 & tmp140
    tmp168 = tl.full([1], 0, tl.int64)
    tmp169 = tl.full(tmp168.shape, 0.0, tmp168.dtype)
    tmp170 = tl.where(tmp167, tmp168, tmp169)
    tmp171 = tl.where(tmp145, tmp163, tmp170)
    tmp172 = tl.full([XBLOCK], 11, tl.int32)
    tmp173 = tmp171 + tmp172
    tmp174 = tmp171 < 0
    tmp175 = tl.where(tmp174, tmp173, tmp171)
    tl.device_assert(((0 <= tl.broadcast_to(tmp175, [XBLOCK])) & (tl.broadcast_to(tmp175, [XBLOCK]) < 11)) | ~(tmp140 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp175, [XBLOCK]) < 11")
    tmp177 = tl.load(in_ptr2 + (tmp175 + 11*ks0*x1), tmp136 & tmp140 & xmask, eviction_policy='evict_last', other=0.0)
    tmp178 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp179 = tl.where(tmp139, tmp177, tmp178)
    tmp180 = tl.full(tmp179.shape, -3.4028234663852886e+38, tmp179.dtype)
    tmp181 = tl.where(tmp136, tmp179, tmp180)
    tl.store(out_ptr0 + (x2), tmp47, xmask)
    tl.store(out_ptr1 + (x2), tmp96, xmask)
    tl.store(out_ptr2 + (x2), tmp134, xmask)
    tl.store(out_ptr3 + (x2), tmp181, xmask)
