
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr3': '*i64', 'out_ptr4': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_div_gt_max_mul_select_sub_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 29, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1258}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_div_gt_max_mul_select_sub_unsqueeze_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr3, out_ptr4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2 + 4*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (4*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (3 + 4*x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr0 + (1 + 4*x0), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (5*x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr2 + (2))
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK])
    tmp13 = tl.load(in_ptr2 + (0))
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK])
    tmp17 = tl.load(in_ptr2 + (3))
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK])
    tmp19 = tl.load(in_ptr2 + (1))
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK])
    tmp29 = tl.load(in_ptr1 + (1 + 5*x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr2 + (6))
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK])
    tmp32 = tl.load(in_ptr2 + (4))
    tmp33 = tl.broadcast_to(tmp32, [XBLOCK])
    tmp36 = tl.load(in_ptr2 + (7))
    tmp37 = tl.broadcast_to(tmp36, [XBLOCK])
    tmp38 = tl.load(in_ptr2 + (5))
    tmp39 = tl.broadcast_to(tmp38, [XBLOCK])
    tmp48 = tl.load(in_ptr1 + (2 + 5*x0), xmask, eviction_policy='evict_last')
    tmp49 = tl.load(in_ptr2 + (10))
    tmp50 = tl.broadcast_to(tmp49, [XBLOCK])
    tmp51 = tl.load(in_ptr2 + (8))
    tmp52 = tl.broadcast_to(tmp51, [XBLOCK])
    tmp55 = tl.load(in_ptr2 + (11))
    tmp56 = tl.broadcast_to(tmp55, [XBLOCK])
    tmp57 = tl.load(in_ptr2 + (9))
    tmp58 = tl.broadcast_to(tmp57, [XBLOCK])
    tmp67 = tl.load(in_ptr1 + (3 + 5*x0), xmask, eviction_policy='evict_last')
    tmp68 = tl.load(in_ptr2 + (14))
    tmp69 = tl.broadcast_to(tmp68, [XBLOCK])
    tmp70 = tl.load(in_ptr2 + (12))
    tmp71 = tl.broadcast_to(tmp70, [XBLOCK])
    tmp74 = tl.load(in_ptr2 + (15))
    tmp75 = tl.broadcast_to(tmp74, [XBLOCK])
    tmp76 = tl.load(in_ptr2 + (13))
    tmp77 = tl.broadcast_to(tmp76, [XBLOCK])
    tmp86 = tl.load(in_ptr1 + (4 + 5*x0), xmask, eviction_policy='evict_last')
    tmp87 = tl.load(in_ptr2 + (18))
    tmp88 = tl.broadcast_to(tmp87, [XBLOCK])
    tmp89 = tl.load(in_ptr2 + (16))
    tmp90 = tl.broadcast_to(tmp89, [XBLOCK])
    tmp93 = tl.load(in_ptr2 + (19))
    tmp94 = tl.broadcast_to(tmp93, [XBLOCK])
    tmp95 = tl.load(in_ptr2 + (17))
    tmp96 = tl.broadcast_to(tmp95, [XBLOCK])
    tmp2 = tmp0 - tmp1
    tmp5 = tmp3 - tmp4
    tmp7 = tl.full([1], 0.0, tl.float32)
    tmp8 = triton_helpers.maximum(tmp2, tmp7)
    tmp9 = triton_helpers.maximum(tmp5, tmp7)
    tmp10 = tmp8 * tmp9
    tmp15 = tmp12 - tmp14
    tmp16 = triton_helpers.maximum(tmp15, tmp7)
    tmp21 = tmp18 - tmp20
    tmp22 = triton_helpers.maximum(tmp21, tmp7)
    tmp23 = tmp16 * tmp22
    tmp24 = tmp10 + tmp23
    tmp25 = tmp24 - tmp6
    tmp26 = tl.full([1], 1e-06, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = (tmp6 / tmp27)
    tmp34 = tmp31 - tmp33
    tmp35 = triton_helpers.maximum(tmp34, tmp7)
    tmp40 = tmp37 - tmp39
    tmp41 = triton_helpers.maximum(tmp40, tmp7)
    tmp42 = tmp35 * tmp41
    tmp43 = tmp10 + tmp42
    tmp44 = tmp43 - tmp29
    tmp45 = tmp44 + tmp26
    tmp46 = (tmp29 / tmp45)
    tmp47 = triton_helpers.maximum(tmp28, tmp46)
    tmp53 = tmp50 - tmp52
    tmp54 = triton_helpers.maximum(tmp53, tmp7)
    tmp59 = tmp56 - tmp58
    tmp60 = triton_helpers.maximum(tmp59, tmp7)
    tmp61 = tmp54 * tmp60
    tmp62 = tmp10 + tmp61
    tmp63 = tmp62 - tmp48
    tmp64 = tmp63 + tmp26
    tmp65 = (tmp48 / tmp64)
    tmp66 = triton_helpers.maximum(tmp47, tmp65)
    tmp72 = tmp69 - tmp71
    tmp73 = triton_helpers.maximum(tmp72, tmp7)
    tmp78 = tmp75 - tmp77
    tmp79 = triton_helpers.maximum(tmp78, tmp7)
    tmp80 = tmp73 * tmp79
    tmp81 = tmp10 + tmp80
    tmp82 = tmp81 - tmp67
    tmp83 = tmp82 + tmp26
    tmp84 = (tmp67 / tmp83)
    tmp85 = triton_helpers.maximum(tmp66, tmp84)
    tmp91 = tmp88 - tmp90
    tmp92 = triton_helpers.maximum(tmp91, tmp7)
    tmp97 = tmp94 - tmp96
    tmp98 = triton_helpers.maximum(tmp97, tmp7)
    tmp99 = tmp92 * tmp98
    tmp100 = tmp10 + tmp99
    tmp101 = tmp100 - tmp86
    tmp102 = tmp101 + tmp26
    tmp103 = (tmp86 / tmp102)
    tmp104 = triton_helpers.maximum(tmp85, tmp103)
    tmp105 = tmp28 > tmp46
    tmp106 = tmp28 == tmp46
    tmp107 = tmp28 != tmp28
    tmp108 = tmp46 != tmp46
    tmp109 = tmp107 > tmp108
    tmp110 = tmp105 | tmp109
    tmp111 = tmp107 & tmp108
    tmp112 = tmp106 | tmp111
    tmp113 = tl.full([1], 0, tl.int64)
    tmp114 = tl.full([1], 1, tl.int64)
    tmp115 = tmp113 < tmp114
    tmp116 = tmp112 & tmp115
    tmp117 = tmp110 | tmp116
    tmp118 = tl.where(tmp117, tmp28, tmp46)
    tmp119 = tl.where(tmp117, tmp113, tmp114)
    tmp120 = tmp118 > tmp65
    tmp121 = tmp118 == tmp65
    tmp122 = tmp118 != tmp118
    tmp123 = tmp65 != tmp65
    tmp124 = tmp122 > tmp123
    tmp125 = tmp120 | tmp124
    tmp126 = tmp122 & tmp123
    tmp127 = tmp121 | tmp126
    tmp128 = tl.full([1], 2, tl.int64)
    tmp129 = tmp119 < tmp128
    tmp130 = tmp127 & tmp129
    tmp131 = tmp125 | tmp130
    tmp132 = tl.where(tmp131, tmp118, tmp65)
    tmp133 = tl.where(tmp131, tmp119, tmp128)
    tmp134 = tmp132 > tmp84
    tmp135 = tmp132 == tmp84
    tmp136 = tmp132 != tmp132
    tmp137 = tmp84 != tmp84
    tmp138 = tmp136 > tmp137
    tmp139 = tmp134 | tmp138
    tmp140 = tmp136 & tmp137
    tmp141 = tmp135 | tmp140
    tmp142 = tl.full([1], 3, tl.int64)
    tmp143 = tmp133 < tmp142
    tmp144 = tmp141 & tmp143
    tmp145 = tmp139 | tmp144
    tmp146 = tl.where(tmp145, tmp132, tmp84)
    tmp147 = tl.where(tmp145, tmp133, tmp142)
    tmp148 = tmp146 > tmp103
    tmp149 = tmp146 == tmp103
    tmp150 = tmp146 != tmp146
    tmp151 = tmp103 != tmp103
    tmp152 = tmp150 > tmp151
    tmp153 = tmp148 | tmp152
    tmp154 = tmp150 & tmp151
    tmp155 = tmp149 | tmp154
    tmp156 = tl.full([1], 4, tl.int64)
    tmp157 = tmp147 < tmp156
    tmp158 = tmp155 & tmp157
    tmp159 = tmp153 | tmp158
    tmp160 = tl.where(tmp159, tmp146, tmp103)
    tmp161 = tl.where(tmp159, tmp147, tmp156)
    tmp162 = tl.full([1], 0.4, tl.float32)
    tmp163 = tmp104 > tmp162
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp5, xmask)
    tl.store(out_ptr3 + (x0), tmp161, xmask)
    tl.store(out_ptr4 + (x0), tmp163, xmask)
