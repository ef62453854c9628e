
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 208896}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_0(in_ptr0, out_ptr0, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 16) % 17)
    x0 = (xindex % 16)
    x2 = xindex // 272
    x4 = xindex
    tmp0 = (-1) + 2*x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 33, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2*x0
    tmp7 = tmp6 >= tmp1
    tmp8 = tl.full([1], 30, tl.int64)
    tmp9 = tmp6 < tmp8
    tmp10 = tmp7 & tmp9
    tmp11 = tmp5 & tmp10
    tmp12 = tl.load(in_ptr0 + ((-31) + 2*x0 + 60*x1 + 990*x2), tmp11 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp13 = 2*x0
    tmp14 = tmp13 >= tmp1
    tmp15 = tmp13 < tmp8
    tmp16 = tmp14 & tmp15
    tmp17 = tmp5 & tmp16
    tmp18 = tl.load(in_ptr0 + ((-30) + 2*x0 + 60*x1 + 990*x2), tmp17 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp19 = triton_helpers.maximum(tmp12, tmp18)
    tmp20 = 1 + 2*x0
    tmp21 = tmp20 >= tmp1
    tmp22 = tmp20 < tmp8
    tmp23 = tmp21 & tmp22
    tmp24 = tmp5 & tmp23
    tmp25 = tl.load(in_ptr0 + ((-29) + 2*x0 + 60*x1 + 990*x2), tmp24 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp26 = triton_helpers.maximum(tmp19, tmp25)
    tmp27 = 2*x1
    tmp28 = tmp27 >= tmp1
    tmp29 = tmp27 < tmp3
    tmp30 = tmp28 & tmp29
    tmp31 = tmp30 & tmp10
    tmp32 = tl.load(in_ptr0 + ((-1) + 2*x0 + 60*x1 + 990*x2), tmp31 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp33 = triton_helpers.maximum(tmp26, tmp32)
    tmp34 = tmp30 & tmp16
    tmp35 = tl.load(in_ptr0 + (2*x0 + 60*x1 + 990*x2), tmp34 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp36 = triton_helpers.maximum(tmp33, tmp35)
    tmp37 = tmp30 & tmp23
    tmp38 = tl.load(in_ptr0 + (1 + 2*x0 + 60*x1 + 990*x2), tmp37 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp39 = triton_helpers.maximum(tmp36, tmp38)
    tmp40 = 1 + 2*x1
    tmp41 = tmp40 >= tmp1
    tmp42 = tmp40 < tmp3
    tmp43 = tmp41 & tmp42
    tmp44 = tmp43 & tmp10
    tmp45 = tl.load(in_ptr0 + (29 + 2*x0 + 60*x1 + 990*x2), tmp44 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp46 = triton_helpers.maximum(tmp39, tmp45)
    tmp47 = tmp43 & tmp16
    tmp48 = tl.load(in_ptr0 + (30 + 2*x0 + 60*x1 + 990*x2), tmp47 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp49 = triton_helpers.maximum(tmp46, tmp48)
    tmp50 = tmp43 & tmp23
    tmp51 = tl.load(in_ptr0 + (31 + 2*x0 + 60*x1 + 990*x2), tmp50 & xmask, eviction_policy='evict_last', other=float("-inf"))
    tmp52 = triton_helpers.maximum(tmp49, tmp51)
    tmp53 = tmp12 > tmp18
    tmp54 = tmp12 == tmp18
    tmp55 = tmp12 != tmp12
    tmp56 = tmp18 != tmp18
    tmp57 = tmp55 > tmp56
    tmp58 = tmp53 | tmp57
    tmp59 = tmp55 & tmp56
    tmp60 = tmp54 | tmp59
    tmp61 = tl.full([1], 1, tl.int64)
    tmp62 = tmp1 < tmp61
    tmp63 = tmp60 & tmp62
    tmp64 = tmp58 | tmp63
    tmp65 = tl.where(tmp64, tmp12, tmp18)
    tmp66 = tl.where(tmp64, tmp1, tmp61)
    tmp67 = tmp65 > tmp25
    tmp68 = tmp65 == tmp25
    tmp69 = tmp65 != tmp65
    tmp70 = tmp25 != tmp25
    tmp71 = tmp69 > tmp70
    tmp72 = tmp67 | tmp71
    tmp73 = tmp69 & tmp70
    tmp74 = tmp68 | tmp73
    tmp75 = tl.full([1], 2, tl.int64)
    tmp76 = tmp66 < tmp75
    tmp77 = tmp74 & tmp76
    tmp78 = tmp72 | tmp77
    tmp79 = tl.where(tmp78, tmp65, tmp25)
    tmp80 = tl.where(tmp78, tmp66, tmp75)
    tmp81 = tmp79 > tmp32
    tmp82 = tmp79 == tmp32
    tmp83 = tmp79 != tmp79
    tmp84 = tmp32 != tmp32
    tmp85 = tmp83 > tmp84
    tmp86 = tmp81 | tmp85
    tmp87 = tmp83 & tmp84
    tmp88 = tmp82 | tmp87
    tmp89 = tl.full([1], 3, tl.int64)
    tmp90 = tmp80 < tmp89
    tmp91 = tmp88 & tmp90
    tmp92 = tmp86 | tmp91
    tmp93 = tl.where(tmp92, tmp79, tmp32)
    tmp94 = tl.where(tmp92, tmp80, tmp89)
    tmp95 = tmp93 > tmp35
    tmp96 = tmp93 == tmp35
    tmp97 = tmp93 != tmp93
    tmp98 = tmp35 != tmp35
    tmp99 = tmp97 > tmp98
    tmp100 = tmp95 | tmp99
    tmp101 = tmp97 & tmp98
    tmp102 = tmp96 | tmp101
    tmp103 = tl.full([1], 4, tl.int64)
    tmp104 = tmp94 < tmp103
    tmp105 = tmp102 & tmp104
    tmp106 = tmp100 | tmp105
    tmp107 = tl.where(tmp106, tmp93, tmp35)
    tmp108 = tl.where(tmp106, tmp94, tmp103)
    tmp109 = tmp107 > tmp38
    tmp110 = tmp107 == tmp38
    tmp111 = tmp107 != tmp107
    tmp112 = tmp38 != tmp38
    tmp113 = tmp111 > tmp112
    tmp114 = tmp109 | tmp113
    tmp115 = tmp111 & tmp112
    tmp116 = tmp110 | tmp115
    tmp117 = tl.full([1], 5, tl.int64)
    tmp118 = tmp108 < tmp117
    tmp119 = tmp116 & tmp118
    tmp120 = tmp114 | tmp119
    tmp121 = tl.where(tmp120, tmp107, tmp38)
    tmp122 = tl.where(tmp120, tmp108, tmp117)
    tmp123 = tmp121 > tmp45
    tmp124 = tmp121 == tmp45
    tmp125 = tmp121 != tmp121
    tmp126 = tmp45 != tmp45
    tmp127 = tmp125 > tmp126
    tmp128 = tmp123 | tmp127
    tmp129 = tmp125 & tmp126
    tmp130 = tmp124 | tmp129
    tmp131 = tl.full([1], 6, tl.int64)
    tmp132 = tmp122 < tmp131
    tmp133 = tmp130 & tmp132
    tmp134 = tmp128 | tmp133
    tmp135 = tl.where(tmp134, tmp121, tmp45)
    tmp136 = tl.where(tmp134, tmp122, tmp131)
    tmp137 = tmp135 > tmp48
    tmp138 = tmp135 == tmp48
    tmp139 = tmp135 != tmp135
    tmp140 = tmp48 != tmp48
    tmp141 = tmp139 > tmp140
    tmp142 = tmp137 | tmp141
    tmp143 = tmp139 & tmp140
    tmp144 = tmp138 | tmp143
    tmp145 = tl.full([1], 7, tl.int64)
    tmp146 = tmp136 < tmp145
    tmp147 = tmp144 & tmp146
    tmp148 = tmp142 | tmp147
    tmp149 = tl.where(tmp148, tmp135, tmp48)
    tmp150 = tl.where(tmp148, tmp136, tmp145)
    tmp151 = tmp149 > tmp51
    tmp152 = tmp149 == tmp51
    tmp153 = tmp149 != tmp149
    tmp154 = tmp51 != tmp51
    tmp155 = tmp153 > tmp154
    tmp156 = tmp151 | tmp155
    tmp157 = tmp153 & tmp154
    tmp158 = tmp152 | tmp157
    tmp159 = tl.full([1], 8, tl.int64)
    tmp160 = tmp150 < tmp159
    tmp161 = tmp158 & tmp160
    tmp162 = tmp156 | tmp161
    tmp163 = tl.where(tmp162, tmp149, tmp51)
    tmp164 = tl.where(tmp162, tmp150, tmp159)
    tmp165 = tmp164.to(tl.int8)
    tmp166 = tl.full([XBLOCK], 9, tl.int32)
    tmp167 = tmp165 + tmp166
    tmp168 = tmp165 < 0
    tmp169 = tl.where(tmp168, tmp167, tmp165)
    tl.device_assert(((0 <= tmp169) & (tmp169 < 9)) | ~(xmask), "index out of bounds: 0 <= tmp169 < 9")
    tmp171 = (-31) + tmp169 + 2*x0 + 27*(tmp169 // 3) + 60*x1
    tl.store(out_ptr0 + (x4), tmp52, xmask)
    tl.store(out_ptr2 + (x4), tmp171, xmask)
