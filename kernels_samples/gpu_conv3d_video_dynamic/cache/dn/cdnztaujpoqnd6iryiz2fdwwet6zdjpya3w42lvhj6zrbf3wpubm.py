
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 128},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr1': '*i8', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_max_pool3d_with_indices_mean_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 18, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_max_pool3d_with_indices_mean_7(in_out_ptr0, in_ptr0, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp333 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 25
        r0_2 = ((r0_index // 5) % 5)
        r0_1 = (r0_index % 5)
        r0_4 = r0_index
        tmp0 = 2*r0_3
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = 1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))
        tmp4 = tmp0 < tmp3
        tmp5 = tmp2 & tmp4
        tmp6 = 2*r0_2
        tmp7 = tmp6 >= tmp1
        tmp8 = tl.full([1, 1], 10, tl.int64)
        tmp9 = tmp6 < tmp8
        tmp10 = tmp7 & tmp9
        tmp11 = 2*r0_1
        tmp12 = tmp11 >= tmp1
        tmp13 = tmp11 < tmp8
        tmp14 = tmp12 & tmp13
        tmp15 = tmp5 & tmp10
        tmp16 = tmp15 & tmp14
        tmp17 = tl.load(in_ptr0 + (2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp16 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp18 = 1 + 2*r0_1
        tmp19 = tmp18 >= tmp1
        tmp20 = tmp18 < tmp8
        tmp21 = tmp19 & tmp20
        tmp22 = tmp15 & tmp21
        tmp23 = tl.load(in_ptr0 + (1 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp22 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp24 = triton_helpers.maximum(tmp17, tmp23)
        tmp25 = 2 + 2*r0_1
        tmp26 = tmp25 >= tmp1
        tmp27 = tmp25 < tmp8
        tmp28 = tmp26 & tmp27
        tmp29 = tmp15 & tmp28
        tmp30 = tl.load(in_ptr0 + (2 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp29 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp31 = triton_helpers.maximum(tmp24, tmp30)
        tmp32 = 1 + 2*r0_2
        tmp33 = tmp32 >= tmp1
        tmp34 = tmp32 < tmp8
        tmp35 = tmp33 & tmp34
        tmp36 = tmp5 & tmp35
        tmp37 = tmp36 & tmp14
        tmp38 = tl.load(in_ptr0 + (10 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp37 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp39 = triton_helpers.maximum(tmp31, tmp38)
        tmp40 = tmp36 & tmp21
        tmp41 = tl.load(in_ptr0 + (11 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp40 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp42 = triton_helpers.maximum(tmp39, tmp41)
        tmp43 = tmp36 & tmp28
        tmp44 = tl.load(in_ptr0 + (12 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp43 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp45 = triton_helpers.maximum(tmp42, tmp44)
        tmp46 = 2 + 2*r0_2
        tmp47 = tmp46 >= tmp1
        tmp48 = tmp46 < tmp8
        tmp49 = tmp47 & tmp48
        tmp50 = tmp5 & tmp49
        tmp51 = tmp50 & tmp14
        tmp52 = tl.load(in_ptr0 + (20 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp51 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp53 = triton_helpers.maximum(tmp45, tmp52)
        tmp54 = tmp50 & tmp21
        tmp55 = tl.load(in_ptr0 + (21 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp54 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp56 = triton_helpers.maximum(tmp53, tmp55)
        tmp57 = tmp50 & tmp28
        tmp58 = tl.load(in_ptr0 + (22 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp57 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp59 = triton_helpers.maximum(tmp56, tmp58)
        tmp60 = 1 + 2*r0_3
        tmp61 = tmp60 >= tmp1
        tmp62 = tmp60 < tmp3
        tmp63 = tmp61 & tmp62
        tmp64 = tmp63 & tmp10
        tmp65 = tmp64 & tmp14
        tmp66 = tl.load(in_ptr0 + (100 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp65 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp67 = triton_helpers.maximum(tmp59, tmp66)
        tmp68 = tmp64 & tmp21
        tmp69 = tl.load(in_ptr0 + (101 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp68 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp70 = triton_helpers.maximum(tmp67, tmp69)
        tmp71 = tmp64 & tmp28
        tmp72 = tl.load(in_ptr0 + (102 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp71 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp73 = triton_helpers.maximum(tmp70, tmp72)
        tmp74 = tmp63 & tmp35
        tmp75 = tmp74 & tmp14
        tmp76 = tl.load(in_ptr0 + (110 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp75 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp77 = triton_helpers.maximum(tmp73, tmp76)
        tmp78 = tmp74 & tmp21
        tmp79 = tl.load(in_ptr0 + (111 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp78 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp80 = triton_helpers.maximum(tmp77, tmp79)
        tmp81 = tmp74 & tmp28
        tmp82 = tl.load(in_ptr0 + (112 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp81 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp83 = triton_helpers.maximum(tmp80, tmp82)
        tmp84 = tmp63 & tmp49
        tmp85 = tmp84 & tmp14
        tmp86 = tl.load(in_ptr0 + (120 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp85 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp87 = triton_helpers.maximum(tmp83, tmp86)
        tmp88 = tmp84 & tmp21
        tmp89 = tl.load(in_ptr0 + (121 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp88 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp90 = triton_helpers.maximum(tmp87, tmp89)
        tmp91 = tmp84 & tmp28
        tmp92 = tl.load(in_ptr0 + (122 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp91 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp93 = triton_helpers.maximum(tmp90, tmp92)
        tmp94 = tmp17 > tmp23
        tmp95 = tmp17 == tmp23
        tmp96 = tmp17 != tmp17
        tmp97 = tmp23 != tmp23
        tmp98 = tmp96 > tmp97
        tmp99 = tmp94 | tmp98
        tmp100 = tmp96 & tmp97
        tmp101 = tmp95 | tmp100
        tmp102 = tl.full([1, 1], 1, tl.int64)
        tmp103 = tmp1 < tmp102
        tmp104 = tmp101 & tmp103
        tmp105 = tmp99 | tmp104
        tmp106 = tl.where(tmp105, tmp17, tmp23)
        tmp107 = tl.where(tmp105, tmp1, tmp102)
        tmp108 = tmp106 > tmp30
        tmp109 = tmp106 == tmp30
        tmp110 = tmp106 != tmp106
        tmp111 = tmp30 != tmp30
        tmp112 = tmp110 > tmp111
        tmp113 = tmp108 | tmp112
        tmp114 = tmp110 & tmp111
        tmp115 = tmp109 | tmp114
        tmp116 = tl.full([1, 1], 2, tl.int64)
        tmp117 = tmp107 < tmp116
        tmp118 = tmp115 & tmp117
        tmp119 = tmp113 | tmp118
        tmp120 = tl.where(tmp119, tmp106, tmp30)
        tmp121 = tl.where(tmp119, tmp107, tmp116)
        tmp122 = tmp120 > tmp38
        tmp123 = tmp120 == tmp38
        tmp124 = tmp120 != tmp120
        tmp125 = tmp38 != tmp38
        tmp126 = tmp124 > tmp125
        tmp127 = tmp122 | tmp126
        tmp128 = tmp124 & tmp125
        tmp129 = tmp123 | tmp128
        tmp130 = tl.full([1, 1], 3, tl.int64)
        tmp131 = tmp121 < tmp130
        tmp132 = tmp129 & tmp131
        tmp133 = tmp127 | tmp132
        tmp134 = tl.where(tmp133, tmp120, tmp38)
        tmp135 = tl.where(tmp133, tmp121, tmp130)
        tmp136 = tmp134 > tmp41
        tmp137 = tmp134 == tmp41
        tmp138 = tmp134 != tmp134
        tmp139 = tmp41 != tmp41
        tmp140 = tmp138 > tmp139
        tmp141 = tmp136 | tmp140
        tmp142 = tmp138 & tmp139
        tmp143 = tmp137 | tmp142
        tmp144 = tl.full([1, 1], 4, tl.int64)
        tmp145 = tmp135 < tmp144
        tmp146 = tmp143 & tmp145
        tmp147 = tmp141 | tmp146
        tmp148 = tl.where(tmp147, tmp134, tmp41)
        tmp149 = tl.where(tmp147, tmp135, tmp144)
        tmp150 = tmp148 > tmp44
        tmp151 = tmp148 == tmp44
        tmp152 = tmp148 != tmp148
        tmp153 = tmp44 != tmp44
        tmp154 = tmp152 > tmp153
        tmp155 = tmp150 | tmp154
        tmp156 = tmp152 & tmp153
        tmp157 = tmp151 | tmp156
        tmp158 = tl.full([1, 1], 5, tl.int64)
        tmp159 = tmp149 < tmp158
        tmp160 = tmp157 & tmp159
        tmp161 = tmp155 | tmp160
        tmp162 = tl.where(tmp161, tmp148, tmp44)
        tmp163 = tl.where(tmp161, tmp149, tmp158)
        tmp164 = tmp162 > tmp52
        tmp165 = tmp162 == tmp52
        tmp166 = tmp162 != tmp162
        tmp167 = tmp52 != tmp52
        tmp168 = tmp166 > tmp167
        tmp169 = tmp164 | tmp168
        tmp170 = tmp166 & tmp167
        tmp171 = tmp165 | tmp170
        tmp172 = tl.full([1, 1], 6, tl.int64)
        tmp173 = tmp163 < tmp172
        tmp174 = tmp171 & tmp173
        tmp175 = tmp169 | tmp174
        tmp176 = tl.where(tmp175, tmp162, tmp52)
        tmp177 = tl.where(tmp175, tmp163, tmp172)
        tmp178 = tmp176 > tmp55
        tmp179 = tmp176 == tmp55
        tmp180 = tmp176 != tmp176
        tmp181 = tmp55 != tmp55
        tmp182 = tmp180 > tmp181
        tmp183 = tmp178 | tmp182
        tmp184 = tmp180 & tmp181
        tmp185 = tmp179 | tmp184
        tmp186 = tl.full([1, 1], 7, tl.int64)
        tmp187 = tmp177 < tmp186
        tmp188 = tmp185 & tmp187
        tmp189 = tmp183 | tmp188
        tmp190 = tl.where(tmp189, tmp176, tmp55)
        tmp191 = tl.where(tmp189, tmp177, tmp186)
        tmp192 = tmp190 > tmp58
        tmp193 = tmp190 == tmp58
        tmp194 = tmp190 != tmp190
        tmp195 = tmp58 != tmp58
        tmp196 = tmp194 > tmp195
        tmp197 = tmp192 | tmp196
        tmp198 = tmp194 & tmp195
        tmp199 = tmp193 | tmp198
        tmp200 = tl.full([1, 1], 8, tl.int64)
        tmp201 = tmp191 < tmp200
        tmp202 = tmp199 & tmp201
        tmp203 = tmp197 | tmp202
        tmp204 = tl.where(tmp203, tmp190, tmp58)
        tmp205 = tl.where(tmp203, tmp191, tmp200)
        tmp206 = tmp204 > tmp66
        tmp207 = tmp204 == tmp66
        tmp208 = tmp204 != tmp204
        tmp209 = tmp66 != tmp66
        tmp210 = tmp208 > tmp209
        tmp211 = tmp206 | tmp210
        tmp212 = tmp208 & tmp209
        tmp213 = tmp207 | tmp212
        tmp214 = tl.full([1, 1], 9, tl.int64)
        tmp215 = tmp205 < tmp214
        tmp216 = tmp213 & tmp215
        tmp217 = tmp211 | tmp216
        tmp218 = tl.where(tmp217, tmp204, tmp66)
        tmp219 = tl.where(tmp217, tmp205, tmp214)
        tmp220 = tmp218 > tmp69
        tmp221 = tmp218 == tmp69
        tmp222 = tmp218 != tmp218
        tmp223 = tmp69 != tmp69
        tmp224 = tmp222 > tmp223
        tmp225 = tmp220 | tmp224
        tmp226 = tmp222 & tmp223
        tmp227 = tmp221 | tmp226
        tmp228 = tmp219 < tmp8
        tmp229 = tmp227 & tmp228
        tmp230 = tmp225 | tmp229
        tmp231 = tl.where(tmp230, tmp218, tmp69)
        tmp232 = tl.where(tmp230, tmp219, tmp8)
        tmp233 = tmp231 > tmp72
        tmp234 = tmp231 == tmp72
        tmp235 = tmp231 != tmp231
        tmp236 = tmp72 != tmp72
        tmp237 = tmp235 > tmp236
        tmp238 = tmp233 | tmp237
        tmp239 = tmp235 & tmp236
        tmp240 = tmp234 | tmp239
        tmp241 = tl.full([1, 1], 11, tl.int64)
        tmp242 = tmp232 < tmp241
        tmp243 = tmp240 & tmp242
        tmp244 = tmp238 | tmp243
        tmp245 = tl.where(tmp244, tmp231, tmp72)
        tmp246 = tl.where(tmp244, tmp232, tmp241)
        tmp247 = tmp245 > tmp76
        tmp248 = tmp245 == tmp76
        tmp249 = tmp245 != tmp245
        tmp250 = tmp76 != tmp76
        tmp251 = tmp249 > tmp250
        tmp252 = tmp247 | tmp251
        tmp253 = tmp249 & tmp250
        tmp254 = tmp248 | tmp253
        tmp255 = tl.full([1, 1], 12, tl.int64)
        tmp256 = tmp246 < tmp255
        tmp257 = tmp254 & tmp256
        tmp258 = tmp252 | tmp257
        tmp259 = tl.where(tmp258, tmp245, tmp76)
        tmp260 = tl.where(tmp258, tmp246, tmp255)
        tmp261 = tmp259 > tmp79
        tmp262 = tmp259 == tmp79
        tmp263 = tmp259 != tmp259
        tmp264 = tmp79 != tmp79
        tmp265 = tmp263 > tmp264
        tmp266 = tmp261 | tmp265
        tmp267 = tmp263 & tmp264
        tmp268 = tmp262 | tmp267
        tmp269 = tl.full([1, 1], 13, tl.int64)
        tmp270 = tmp260 < tmp269
        tmp271 = tmp268 & tmp270
        tmp272 = tmp266 | tmp271
        tmp273 = tl.where(tmp272, tmp259, tmp79)
        tmp274 = tl.where(tmp272, tmp260, tmp269)
        tmp275 = tmp273 > tmp82
        tmp276 = tmp273 == tmp82
        tmp277 = tmp273 != tmp273
        tmp278 = tmp82 != tmp82
        tmp279 = tmp277 > tmp278
        tmp280 = tmp275 | tmp279
        tmp281 = tmp277 & tmp278
        tmp282 = tmp276 | tmp281
        tmp283 = tl.full([1, 1], 14, tl.int64)
        tmp284 = tmp274 < tmp283
        tmp285 = tmp282 & tmp284
        tmp286 = tmp280 | tmp285
        tmp287 = tl.where(tmp286, tmp273, tmp82)
        tmp288 = tl.where(tmp286, tmp274, tmp283)
        tmp289 = tmp287 > tmp86
        tmp290 = tmp287 == tmp86
        tmp291 = tmp287 != tmp287
        tmp292 = tmp86 != tmp86
        tmp293 = tmp291 > tmp292
        tmp294 = tmp289 | tmp293
        tmp295 = tmp291 & tmp292
        tmp296 = tmp290 | tmp295
        tmp297 = tl.full([1, 1], 15, tl.int64)
        tmp298 = tmp288 < tmp297
        tmp299 = tmp296 & tmp298
        tmp300 = tmp294 | tmp299
        tmp301 = tl.where(tmp300, tmp287, tmp86)
        tmp302 = tl.where(tmp300, tmp288, tmp297)
        tmp303 = tmp301 > tmp89
        tmp304 = tmp301 == tmp89
        tmp305 = tmp301 != tmp301
        tmp306 = tmp89 != tmp89
        tmp307 = tmp305 > tmp306
        tmp308 = tmp303 | tmp307
        tmp309 = tmp305 & tmp306
        tmp310 = tmp304 | tmp309
        tmp311 = tl.full([1, 1], 16, tl.int64)
        tmp312 = tmp302 < tmp311
        tmp313 = tmp310 & tmp312
        tmp314 = tmp308 | tmp313
        tmp315 = tl.where(tmp314, tmp301, tmp89)
        tmp316 = tl.where(tmp314, tmp302, tmp311)
        tmp317 = tmp315 > tmp92
        tmp318 = tmp315 == tmp92
        tmp319 = tmp315 != tmp315
        tmp320 = tmp92 != tmp92
        tmp321 = tmp319 > tmp320
        tmp322 = tmp317 | tmp321
        tmp323 = tmp319 & tmp320
        tmp324 = tmp318 | tmp323
        tmp325 = tl.full([1, 1], 17, tl.int64)
        tmp326 = tmp316 < tmp325
        tmp327 = tmp324 & tmp326
        tmp328 = tmp322 | tmp327
        tmp329 = tl.where(tmp328, tmp315, tmp92)
        tmp330 = tl.where(tmp328, tmp316, tmp325)
        tmp331 = tmp330.to(tl.int8)
        tmp332 = tl.broadcast_to(tmp93, [XBLOCK, R0_BLOCK])
        tmp334 = _tmp333 + tmp332
        _tmp333 = tl.where(r0_mask & xmask, tmp334, _tmp333)
        tl.store(out_ptr1 + (r0_4 + 25*x0 + 25*x0*(triton_helpers.div_floor_integer((-1) + ks0,  4))), tmp331, r0_mask & xmask)
    tmp333 = tl.sum(_tmp333, 1)[:, None]
    tmp335 = 25*(triton_helpers.div_floor_integer(1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)),  2))
    tmp336 = tmp335.to(tl.float32)
    tmp337 = (tmp333 / tmp336)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp337, xmask)
