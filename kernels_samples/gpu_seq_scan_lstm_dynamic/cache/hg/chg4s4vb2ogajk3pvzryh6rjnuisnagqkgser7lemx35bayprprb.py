
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cat_cumprod_expand_mul_prod_slice_sum_66', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 86, 'num_store': 7, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14976, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_cat_cumprod_expand_mul_prod_slice_sum_66(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 25
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
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 432*x1), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (320 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr1 + (336 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr1 + (352 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp50 = tl.load(in_ptr1 + (368 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp65 = tl.load(in_ptr1 + (384 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp80 = tl.load(in_ptr1 + (400 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp95 = tl.load(in_ptr1 + (416 + x0 + 432*x1), xmask, eviction_policy='evict_last')
    tmp301 = tl.load(in_ptr12 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tl.full([1, 1], 0, tl.int64)
    tmp7 = tmp6 >= tmp6
    tmp8 = tl.full([1, 1], 1, tl.int64)
    tmp9 = tmp6 < tmp8
    tmp10 = tl.load(in_ptr2 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp6 >= tmp8
    tmp12 = tl.full([1, 1], 7, tl.int64)
    tmp13 = tmp6 < tmp12
    tmp14 = tl.load(in_ptr2 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.load(in_ptr3 + (x0 + 16*(-1) + 96*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp14 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp11, tmp16, tmp17)
    tmp19 = tl.where(tmp9, tmp10, tmp18)
    tmp20 = tmp5 * tmp19
    tmp22 = tmp8 >= tmp6
    tmp23 = tmp8 < tmp8
    tmp24 = tl.load(in_ptr2 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp25 = tmp8 >= tmp8
    tmp26 = tmp8 < tmp12
    tmp27 = tl.load(in_ptr2 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.load(in_ptr3 + (x0 + 16*(0) + 96*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp29 = tmp27 * tmp28
    tmp30 = tl.full(tmp29.shape, 0.0, tmp29.dtype)
    tmp31 = tl.where(tmp25, tmp29, tmp30)
    tmp32 = tl.where(tmp23, tmp24, tmp31)
    tmp33 = tmp21 * tmp32
    tmp34 = tmp20 + tmp33
    tmp36 = tl.full([1, 1], 2, tl.int64)
    tmp37 = tmp36 >= tmp6
    tmp38 = tmp36 < tmp8
    tmp39 = tl.load(in_ptr2 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp36 >= tmp8
    tmp41 = tmp36 < tmp12
    tmp42 = tl.load(in_ptr2 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp43 = tl.load(in_ptr3 + (x0 + 16*(1) + 96*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp44 = tmp42 * tmp43
    tmp45 = tl.full(tmp44.shape, 0.0, tmp44.dtype)
    tmp46 = tl.where(tmp40, tmp44, tmp45)
    tmp47 = tl.where(tmp38, tmp39, tmp46)
    tmp48 = tmp35 * tmp47
    tmp49 = tmp34 + tmp48
    tmp51 = tl.full([1, 1], 3, tl.int64)
    tmp52 = tmp51 >= tmp6
    tmp53 = tmp51 < tmp8
    tmp54 = tl.load(in_ptr2 + (x3), tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp55 = tmp51 >= tmp8
    tmp56 = tmp51 < tmp12
    tmp57 = tl.load(in_ptr2 + (x3), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp58 = tl.load(in_ptr3 + (x0 + 16*(2) + 96*x1), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp59 = tmp57 * tmp58
    tmp60 = tl.full(tmp59.shape, 0.0, tmp59.dtype)
    tmp61 = tl.where(tmp55, tmp59, tmp60)
    tmp62 = tl.where(tmp53, tmp54, tmp61)
    tmp63 = tmp50 * tmp62
    tmp64 = tmp49 + tmp63
    tmp66 = tl.full([1, 1], 4, tl.int64)
    tmp67 = tmp66 >= tmp6
    tmp68 = tmp66 < tmp8
    tmp69 = tl.load(in_ptr2 + (x3), tmp68 & xmask, eviction_policy='evict_last', other=0.0)
    tmp70 = tmp66 >= tmp8
    tmp71 = tmp66 < tmp12
    tmp72 = tl.load(in_ptr2 + (x3), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp73 = tl.load(in_ptr3 + (x0 + 16*(3) + 96*x1), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp74 = tmp72 * tmp73
    tmp75 = tl.full(tmp74.shape, 0.0, tmp74.dtype)
    tmp76 = tl.where(tmp70, tmp74, tmp75)
    tmp77 = tl.where(tmp68, tmp69, tmp76)
    tmp78 = tmp65 * tmp77
    tmp79 = tmp64 + tmp78
    tmp81 = tl.full([1, 1], 5, tl.int64)
    tmp82 = tmp81 >= tmp6
    tmp83 = tmp81 < tmp8
    tmp84 = tl.load(in_ptr2 + (x3), tmp83 & xmask, eviction_policy='evict_last', other=0.0)
    tmp85 = tmp81 >= tmp8
    tmp86 = tmp81 < tmp12
    tmp87 = tl.load(in_ptr2 + (x3), tmp85 & xmask, eviction_policy='evict_last', other=0.0)
    tmp88 = tl.load(in_ptr3 + (x0 + 16*(4) + 96*x1), tmp85 & xmask, eviction_policy='evict_last', other=0.0)
    tmp89 = tmp87 * tmp88
    tmp90 = tl.full(tmp89.shape, 0.0, tmp89.dtype)
    tmp91 = tl.where(tmp85, tmp89, tmp90)
    tmp92 = tl.where(tmp83, tmp84, tmp91)
    tmp93 = tmp80 * tmp92
    tmp94 = tmp79 + tmp93
    tmp96 = tl.full([1, 1], 6, tl.int64)
    tmp97 = tmp96 >= tmp6
    tmp98 = tmp96 < tmp8
    tmp99 = tl.load(in_ptr2 + (x3), tmp98 & xmask, eviction_policy='evict_last', other=0.0)
    tmp100 = tmp96 >= tmp8
    tmp101 = tmp96 < tmp12
    tmp102 = tl.load(in_ptr2 + (x3), tmp100 & xmask, eviction_policy='evict_last', other=0.0)
    tmp103 = tl.load(in_ptr3 + (x0 + 16*(5) + 96*x1), tmp100 & xmask, eviction_policy='evict_last', other=0.0)
    tmp104 = tmp102 * tmp103
    tmp105 = tl.full(tmp104.shape, 0.0, tmp104.dtype)
    tmp106 = tl.where(tmp100, tmp104, tmp105)
    tmp107 = tl.where(tmp98, tmp99, tmp106)
    tmp108 = tmp95 * tmp107
    tmp109 = tmp94 + tmp108
    tmp110 = tl.load(in_ptr4 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp111 = tmp6 < tmp96
    tmp112 = tl.load(in_ptr4 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp113 = tl.load(in_ptr5 + (x0 + 16*(-1) + 80*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp114 = tmp112 * tmp113
    tmp115 = tl.full(tmp114.shape, 0.0, tmp114.dtype)
    tmp116 = tl.where(tmp11, tmp114, tmp115)
    tmp117 = tl.where(tmp9, tmp110, tmp116)
    tmp118 = tmp21 * tmp117
    tmp119 = tl.load(in_ptr4 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp120 = tmp8 < tmp96
    tmp121 = tl.load(in_ptr4 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp122 = tl.load(in_ptr5 + (x0 + 16*(0) + 80*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp123 = tmp121 * tmp122
    tmp124 = tl.full(tmp123.shape, 0.0, tmp123.dtype)
    tmp125 = tl.where(tmp25, tmp123, tmp124)
    tmp126 = tl.where(tmp23, tmp119, tmp125)
    tmp127 = tmp35 * tmp126
    tmp128 = tmp118 + tmp127
    tmp129 = tl.load(in_ptr4 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp130 = tmp36 < tmp96
    tmp131 = tl.load(in_ptr4 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp132 = tl.load(in_ptr5 + (x0 + 16*(1) + 80*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp133 = tmp131 * tmp132
    tmp134 = tl.full(tmp133.shape, 0.0, tmp133.dtype)
    tmp135 = tl.where(tmp40, tmp133, tmp134)
    tmp136 = tl.where(tmp38, tmp129, tmp135)
    tmp137 = tmp50 * tmp136
    tmp138 = tmp128 + tmp137
    tmp139 = tl.load(in_ptr4 + (x3), tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp140 = tmp51 < tmp96
    tmp141 = tl.load(in_ptr4 + (x3), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp142 = tl.load(in_ptr5 + (x0 + 16*(2) + 80*x1), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp143 = tmp141 * tmp142
    tmp144 = tl.full(tmp143.shape, 0.0, tmp143.dtype)
    tmp145 = tl.where(tmp55, tmp143, tmp144)
    tmp146 = tl.where(tmp53, tmp139, tmp145)
    tmp147 = tmp65 * tmp146
    tmp148 = tmp138 + tmp147
    tmp149 = tl.load(in_ptr4 + (x3), tmp68 & xmask, eviction_policy='evict_last', other=0.0)
    tmp150 = tmp66 < tmp96
    tmp151 = tl.load(in_ptr4 + (x3), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp152 = tl.load(in_ptr5 + (x0 + 16*(3) + 80*x1), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp153 = tmp151 * tmp152
    tmp154 = tl.full(tmp153.shape, 0.0, tmp153.dtype)
    tmp155 = tl.where(tmp70, tmp153, tmp154)
    tmp156 = tl.where(tmp68, tmp149, tmp155)
    tmp157 = tmp80 * tmp156
    tmp158 = tmp148 + tmp157
    tmp159 = tl.load(in_ptr4 + (x3), tmp83 & xmask, eviction_policy='evict_last', other=0.0)
    tmp160 = tmp81 < tmp96
    tmp161 = tl.load(in_ptr4 + (x3), tmp85 & xmask, eviction_policy='evict_last', other=0.0)
    tmp162 = tl.load(in_ptr5 + (x0 + 16*(4) + 80*x1), tmp85 & xmask, eviction_policy='evict_last', other=0.0)
    tmp163 = tmp161 * tmp162
    tmp164 = tl.full(tmp163.shape, 0.0, tmp163.dtype)
    tmp165 = tl.where(tmp85, tmp163, tmp164)
    tmp166 = tl.where(tmp83, tmp159, tmp165)
    tmp167 = tmp95 * tmp166
    tmp168 = tmp158 + tmp167
    tmp169 = tl.load(in_ptr6 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp170 = tmp6 < tmp81
    tmp171 = tl.load(in_ptr6 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp172 = tl.load(in_ptr7 + (x0 + 16*(-1) + 64*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp173 = tmp171 * tmp172
    tmp174 = tl.full(tmp173.shape, 0.0, tmp173.dtype)
    tmp175 = tl.where(tmp11, tmp173, tmp174)
    tmp176 = tl.where(tmp9, tmp169, tmp175)
    tmp177 = tmp35 * tmp176
    tmp178 = tl.load(in_ptr6 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp179 = tmp8 < tmp81
    tmp180 = tl.load(in_ptr6 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp181 = tl.load(in_ptr7 + (x0 + 16*(0) + 64*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp182 = tmp180 * tmp181
    tmp183 = tl.full(tmp182.shape, 0.0, tmp182.dtype)
    tmp184 = tl.where(tmp25, tmp182, tmp183)
    tmp185 = tl.where(tmp23, tmp178, tmp184)
    tmp186 = tmp50 * tmp185
    tmp187 = tmp177 + tmp186
    tmp188 = tl.load(in_ptr6 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp189 = tmp36 < tmp81
    tmp190 = tl.load(in_ptr6 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp191 = tl.load(in_ptr7 + (x0 + 16*(1) + 64*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp192 = tmp190 * tmp191
    tmp193 = tl.full(tmp192.shape, 0.0, tmp192.dtype)
    tmp194 = tl.where(tmp40, tmp192, tmp193)
    tmp195 = tl.where(tmp38, tmp188, tmp194)
    tmp196 = tmp65 * tmp195
    tmp197 = tmp187 + tmp196
    tmp198 = tl.load(in_ptr6 + (x3), tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp199 = tmp51 < tmp81
    tmp200 = tl.load(in_ptr6 + (x3), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp201 = tl.load(in_ptr7 + (x0 + 16*(2) + 64*x1), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp202 = tmp200 * tmp201
    tmp203 = tl.full(tmp202.shape, 0.0, tmp202.dtype)
    tmp204 = tl.where(tmp55, tmp202, tmp203)
    tmp205 = tl.where(tmp53, tmp198, tmp204)
    tmp206 = tmp80 * tmp205
    tmp207 = tmp197 + tmp206
    tmp208 = tl.load(in_ptr6 + (x3), tmp68 & xmask, eviction_policy='evict_last', other=0.0)
    tmp209 = tmp66 < tmp81
    tmp210 = tl.load(in_ptr6 + (x3), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp211 = tl.load(in_ptr7 + (x0 + 16*(3) + 64*x1), tmp70 & xmask, eviction_policy='evict_last', other=0.0)
    tmp212 = tmp210 * tmp211
    tmp213 = tl.full(tmp212.shape, 0.0, tmp212.dtype)
    tmp214 = tl.where(tmp70, tmp212, tmp213)
    tmp215 = tl.where(tmp68, tmp208, tmp214)
    tmp216 = tmp95 * tmp215
    tmp217 = tmp207 + tmp216
    tmp218 = tl.load(in_ptr8 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp219 = tmp6 < tmp66
    tmp220 = tl.load(in_ptr8 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp221 = tl.load(in_ptr9 + (x0 + 16*(-1) + 48*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp222 = tmp220 * tmp221
    tmp223 = tl.full(tmp222.shape, 0.0, tmp222.dtype)
    tmp224 = tl.where(tmp11, tmp222, tmp223)
    tmp225 = tl.where(tmp9, tmp218, tmp224)
    tmp226 = tmp50 * tmp225
    tmp227 = tl.load(in_ptr8 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp228 = tmp8 < tmp66
    tmp229 = tl.load(in_ptr8 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp230 = tl.load(in_ptr9 + (x0 + 16*(0) + 48*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp231 = tmp229 * tmp230
    tmp232 = tl.full(tmp231.shape, 0.0, tmp231.dtype)
    tmp233 = tl.where(tmp25, tmp231, tmp232)
    tmp234 = tl.where(tmp23, tmp227, tmp233)
    tmp235 = tmp65 * tmp234
    tmp236 = tmp226 + tmp235
    tmp237 = tl.load(in_ptr8 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp238 = tmp36 < tmp66
    tmp239 = tl.load(in_ptr8 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp240 = tl.load(in_ptr9 + (x0 + 16*(1) + 48*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp241 = tmp239 * tmp240
    tmp242 = tl.full(tmp241.shape, 0.0, tmp241.dtype)
    tmp243 = tl.where(tmp40, tmp241, tmp242)
    tmp244 = tl.where(tmp38, tmp237, tmp243)
    tmp245 = tmp80 * tmp244
    tmp246 = tmp236 + tmp245
    tmp247 = tl.load(in_ptr8 + (x3), tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp248 = tmp51 < tmp66
    tmp249 = tl.load(in_ptr8 + (x3), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp250 = tl.load(in_ptr9 + (x0 + 16*(2) + 48*x1), tmp55 & xmask, eviction_policy='evict_last', other=0.0)
    tmp251 = tmp249 * tmp250
    tmp252 = tl.full(tmp251.shape, 0.0, tmp251.dtype)
    tmp253 = tl.where(tmp55, tmp251, tmp252)
    tmp254 = tl.where(tmp53, tmp247, tmp253)
    tmp255 = tmp95 * tmp254
    tmp256 = tmp246 + tmp255
    tmp257 = tl.load(in_ptr10 + (x3), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp258 = tmp6 < tmp51
    tmp259 = tl.load(in_ptr10 + (x3), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp260 = tl.load(in_ptr11 + (x0 + 16*(-1) + 32*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp261 = tmp259 * tmp260
    tmp262 = tl.full(tmp261.shape, 0.0, tmp261.dtype)
    tmp263 = tl.where(tmp11, tmp261, tmp262)
    tmp264 = tl.where(tmp9, tmp257, tmp263)
    tmp265 = tmp65 * tmp264
    tmp266 = tl.load(in_ptr10 + (x3), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp267 = tmp8 < tmp51
    tmp268 = tl.load(in_ptr10 + (x3), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp269 = tl.load(in_ptr11 + (x0 + 16*(0) + 32*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp270 = tmp268 * tmp269
    tmp271 = tl.full(tmp270.shape, 0.0, tmp270.dtype)
    tmp272 = tl.where(tmp25, tmp270, tmp271)
    tmp273 = tl.where(tmp23, tmp266, tmp272)
    tmp274 = tmp80 * tmp273
    tmp275 = tmp265 + tmp274
    tmp276 = tl.load(in_ptr10 + (x3), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp277 = tmp36 < tmp51
    tmp278 = tl.load(in_ptr10 + (x3), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp279 = tl.load(in_ptr11 + (x0 + 16*(1) + 32*x1), tmp40 & xmask, eviction_policy='evict_last', other=0.0)
    tmp280 = tmp278 * tmp279
    tmp281 = tl.full(tmp280.shape, 0.0, tmp280.dtype)
    tmp282 = tl.where(tmp40, tmp280, tmp281)
    tmp283 = tl.where(tmp38, tmp276, tmp282)
    tmp284 = tmp95 * tmp283
    tmp285 = tmp275 + tmp284
    tmp286 = tmp6 < tmp36
    tmp287 = tl.load(in_ptr0 + (416 + x0 + 432*x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp288 = tmp4 * tmp287
    tmp289 = tl.full(tmp288.shape, 0.0, tmp288.dtype)
    tmp290 = tl.where(tmp11, tmp288, tmp289)
    tmp291 = tl.where(tmp9, tmp4, tmp290)
    tmp292 = tmp80 * tmp291
    tmp293 = tmp8 < tmp36
    tmp294 = tl.load(in_ptr0 + (416 + x0 + 432*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp295 = tmp4 * tmp294
    tmp296 = tl.full(tmp295.shape, 0.0, tmp295.dtype)
    tmp297 = tl.where(tmp25, tmp295, tmp296)
    tmp298 = tl.where(tmp23, tmp4, tmp297)
    tmp299 = tmp95 * tmp298
    tmp300 = tmp292 + tmp299
    tmp302 = tmp95 * tmp301
    tl.store(out_ptr1 + (x0 + 432*x1), tmp109, xmask)
    tl.store(out_ptr2 + (x0 + 432*x1), tmp168, xmask)
    tl.store(out_ptr3 + (x0 + 432*x1), tmp217, xmask)
    tl.store(out_ptr4 + (x0 + 432*x1), tmp256, xmask)
    tl.store(out_ptr5 + (x0 + 432*x1), tmp285, xmask)
    tl.store(out_ptr6 + (x0 + 432*x1), tmp300, xmask)
    tl.store(out_ptr7 + (x0 + 432*x1), tmp302, xmask)
