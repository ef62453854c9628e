
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__adaptive_avg_pool2d_hardswish_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 15, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 67200, 'x': 8960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__adaptive_avg_pool2d_hardswish_9(in_ptr0, out_ptr0, ks0, ks1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    xnumel = 35
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex // 7
    x2 = (xindex % 7)
    y0 = (yindex % 16)
    y1 = yindex // 16
    x5 = xindex
    y4 = yindex
    tmp0 = (18*x3) // 5
    tmp1 = (22 + 18*x3) // 5
    tmp2 = tmp0 < tmp1
    tmp3 = (12*x2) // 7
    tmp4 = (18 + 12*x2) // 7
    tmp5 = tmp3 < tmp4
    tmp6 = tmp2 & tmp5
    tmp7 = tl.load(in_ptr0 + (y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp6 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp8 = 1 + ((12*x2) // 7)
    tmp9 = tmp8 < tmp4
    tmp10 = tmp2 & tmp9
    tmp11 = tl.load(in_ptr0 + (1 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp10 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = tmp11 + tmp7
    tmp13 = 2 + ((12*x2) // 7)
    tmp14 = tmp13 < tmp4
    tmp15 = tmp2 & tmp14
    tmp16 = tl.load(in_ptr0 + (2 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp15 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tmp16 + tmp12
    tmp18 = 1 + ((18*x3) // 5)
    tmp19 = tmp18 < tmp1
    tmp20 = tmp19 & tmp5
    tmp21 = tl.load(in_ptr0 + (1 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp20 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp22 = tmp21 + tmp17
    tmp23 = tmp19 & tmp9
    tmp24 = tl.load(in_ptr0 + (2 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp23 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp25 = tmp24 + tmp22
    tmp26 = tmp19 & tmp14
    tmp27 = tl.load(in_ptr0 + (3 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp26 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp28 = tmp27 + tmp25
    tmp29 = 2 + ((18*x3) // 5)
    tmp30 = tmp29 < tmp1
    tmp31 = tmp30 & tmp5
    tmp32 = tl.load(in_ptr0 + (2 + y0 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp31 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp32 + tmp28
    tmp34 = tmp30 & tmp9
    tmp35 = tl.load(in_ptr0 + (3 + y0 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp34 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp36 = tmp35 + tmp33
    tmp37 = tmp30 & tmp14
    tmp38 = tl.load(in_ptr0 + (4 + y0 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp37 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp39 = tmp38 + tmp36
    tmp40 = 3 + ((18*x3) // 5)
    tmp41 = tmp40 < tmp1
    tmp42 = tmp41 & tmp5
    tmp43 = tl.load(in_ptr0 + (3 + y0 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp42 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp44 = tmp43 + tmp39
    tmp45 = tmp41 & tmp9
    tmp46 = tl.load(in_ptr0 + (4 + y0 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp45 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp47 = tmp46 + tmp44
    tmp48 = tmp41 & tmp14
    tmp49 = tl.load(in_ptr0 + (5 + y0 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp48 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp50 = tmp49 + tmp47
    tmp51 = 4 + ((18*x3) // 5)
    tmp52 = tmp51 < tmp1
    tmp53 = tmp52 & tmp5
    tmp54 = tl.load(in_ptr0 + (4 + y0 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp53 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp55 = tmp54 + tmp50
    tmp56 = tmp52 & tmp9
    tmp57 = tl.load(in_ptr0 + (5 + y0 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp56 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp58 = tmp57 + tmp55
    tmp59 = tmp52 & tmp14
    tmp60 = tl.load(in_ptr0 + (6 + y0 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp59 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp61 = tmp60 + tmp58
    tmp62 = tl.full([1, 1], 1.0, tl.float32)
    tmp63 = tl.full(tmp62.shape, 0.0, tmp62.dtype)
    tmp64 = tl.where(tmp6, tmp62, tmp63)
    tmp65 = tl.full([1, 1], 1.0, tl.float32)
    tmp66 = tl.full(tmp65.shape, 0.0, tmp65.dtype)
    tmp67 = tl.where(tmp10, tmp65, tmp66)
    tmp68 = tmp67 + tmp64
    tmp69 = tl.full([1, 1], 1.0, tl.float32)
    tmp70 = tl.full(tmp69.shape, 0.0, tmp69.dtype)
    tmp71 = tl.where(tmp15, tmp69, tmp70)
    tmp72 = tmp71 + tmp68
    tmp73 = tl.full([1, 1], 1.0, tl.float32)
    tmp74 = tl.full(tmp73.shape, 0.0, tmp73.dtype)
    tmp75 = tl.where(tmp20, tmp73, tmp74)
    tmp76 = tmp75 + tmp72
    tmp77 = tl.full([1, 1], 1.0, tl.float32)
    tmp78 = tl.full(tmp77.shape, 0.0, tmp77.dtype)
    tmp79 = tl.where(tmp23, tmp77, tmp78)
    tmp80 = tmp79 + tmp76
    tmp81 = tl.full([1, 1], 1.0, tl.float32)
    tmp82 = tl.full(tmp81.shape, 0.0, tmp81.dtype)
    tmp83 = tl.where(tmp26, tmp81, tmp82)
    tmp84 = tmp83 + tmp80
    tmp85 = tl.full([1, 1], 1.0, tl.float32)
    tmp86 = tl.full(tmp85.shape, 0.0, tmp85.dtype)
    tmp87 = tl.where(tmp31, tmp85, tmp86)
    tmp88 = tmp87 + tmp84
    tmp89 = tl.full([1, 1], 1.0, tl.float32)
    tmp90 = tl.full(tmp89.shape, 0.0, tmp89.dtype)
    tmp91 = tl.where(tmp34, tmp89, tmp90)
    tmp92 = tmp91 + tmp88
    tmp93 = tl.full([1, 1], 1.0, tl.float32)
    tmp94 = tl.full(tmp93.shape, 0.0, tmp93.dtype)
    tmp95 = tl.where(tmp37, tmp93, tmp94)
    tmp96 = tmp95 + tmp92
    tmp97 = tl.full([1, 1], 1.0, tl.float32)
    tmp98 = tl.full(tmp97.shape, 0.0, tmp97.dtype)
    tmp99 = tl.where(tmp42, tmp97, tmp98)
    tmp100 = tmp99 + tmp96
    tmp101 = tl.full([1, 1], 1.0, tl.float32)
    tmp102 = tl.full(tmp101.shape, 0.0, tmp101.dtype)
    tmp103 = tl.where(tmp45, tmp101, tmp102)
    tmp104 = tmp103 + tmp100
    tmp105 = tl.full([1, 1], 1.0, tl.float32)
    tmp106 = tl.full(tmp105.shape, 0.0, tmp105.dtype)
    tmp107 = tl.where(tmp48, tmp105, tmp106)
    tmp108 = tmp107 + tmp104
    tmp109 = tl.full([1, 1], 1.0, tl.float32)
    tmp110 = tl.full(tmp109.shape, 0.0, tmp109.dtype)
    tmp111 = tl.where(tmp53, tmp109, tmp110)
    tmp112 = tmp111 + tmp108
    tmp113 = tl.full([1, 1], 1.0, tl.float32)
    tmp114 = tl.full(tmp113.shape, 0.0, tmp113.dtype)
    tmp115 = tl.where(tmp56, tmp113, tmp114)
    tmp116 = tmp115 + tmp112
    tmp117 = tl.full([1, 1], 1.0, tl.float32)
    tmp118 = tl.full(tmp117.shape, 0.0, tmp117.dtype)
    tmp119 = tl.where(tmp59, tmp117, tmp118)
    tmp120 = tmp119 + tmp116
    tmp121 = (tmp61 / tmp120)
    tl.store(out_ptr0 + (x5 + 35*y4), tmp121, xmask & ymask)
