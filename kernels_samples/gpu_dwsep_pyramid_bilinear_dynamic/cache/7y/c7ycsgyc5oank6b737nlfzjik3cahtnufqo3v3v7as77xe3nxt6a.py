
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
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__adaptive_avg_pool2d_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 15, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 67200, 'x': 8960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__adaptive_avg_pool2d_18(in_ptr0, out_ptr0, ks0, ks1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    xnumel = 35
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex // 7
    x1 = (xindex % 7)
    y0 = yindex
    x3 = xindex
    tmp0 = (17*x2) // 5
    tmp1 = (21 + 17*x2) // 5
    tmp2 = tmp0 < tmp1
    tmp3 = 2*x1
    tmp4 = 2 + 2*x1
    tmp5 = tmp3 < tmp4
    tmp6 = tmp2 & tmp5
    tmp7 = tl.load(in_ptr0 + (y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp6 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp8 = 1 + 2*x1
    tmp9 = tmp8 < tmp4
    tmp10 = tmp2 & tmp9
    tmp11 = tl.load(in_ptr0 + (1 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp10 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = tmp11 + tmp7
    tmp13 = tmp4 < tmp4
    tmp14 = tmp2 & tmp13
    tmp15 = tl.load(in_ptr0 + (2 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp14 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp15 + tmp12
    tmp17 = 1 + ((17*x2) // 5)
    tmp18 = tmp17 < tmp1
    tmp19 = tmp18 & tmp5
    tmp20 = tl.load(in_ptr0 + (1 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp19 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp21 = tmp20 + tmp16
    tmp22 = tmp18 & tmp9
    tmp23 = tl.load(in_ptr0 + (2 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp22 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp24 = tmp23 + tmp21
    tmp25 = tmp18 & tmp13
    tmp26 = tl.load(in_ptr0 + (3 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp25 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp26 + tmp24
    tmp28 = 2 + ((17*x2) // 5)
    tmp29 = tmp28 < tmp1
    tmp30 = tmp29 & tmp5
    tmp31 = tl.load(in_ptr0 + (2 + y0 + 2*x1 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp30 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp31 + tmp27
    tmp33 = tmp29 & tmp9
    tmp34 = tl.load(in_ptr0 + (3 + y0 + 2*x1 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp33 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp35 = tmp34 + tmp32
    tmp36 = tmp29 & tmp13
    tmp37 = tl.load(in_ptr0 + (4 + y0 + 2*x1 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp36 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp38 = tmp37 + tmp35
    tmp39 = 3 + ((17*x2) // 5)
    tmp40 = tmp39 < tmp1
    tmp41 = tmp40 & tmp5
    tmp42 = tl.load(in_ptr0 + (3 + y0 + 2*x1 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp41 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp43 = tmp42 + tmp38
    tmp44 = tmp40 & tmp9
    tmp45 = tl.load(in_ptr0 + (4 + y0 + 2*x1 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp46 = tmp45 + tmp43
    tmp47 = tmp40 & tmp13
    tmp48 = tl.load(in_ptr0 + (5 + y0 + 2*x1 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp47 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp49 = tmp48 + tmp46
    tmp50 = 4 + ((17*x2) // 5)
    tmp51 = tmp50 < tmp1
    tmp52 = tmp51 & tmp5
    tmp53 = tl.load(in_ptr0 + (4 + y0 + 2*x1 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp52 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp54 = tmp53 + tmp49
    tmp55 = tmp51 & tmp9
    tmp56 = tl.load(in_ptr0 + (5 + y0 + 2*x1 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp55 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp57 = tmp56 + tmp54
    tmp58 = tmp51 & tmp13
    tmp59 = tl.load(in_ptr0 + (6 + y0 + 2*x1 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp58 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp60 = tmp59 + tmp57
    tmp61 = tl.full([1, 1], 1.0, tl.float32)
    tmp62 = tl.full(tmp61.shape, 0.0, tmp61.dtype)
    tmp63 = tl.where(tmp6, tmp61, tmp62)
    tmp64 = tl.full([1, 1], 1.0, tl.float32)
    tmp65 = tl.full(tmp64.shape, 0.0, tmp64.dtype)
    tmp66 = tl.where(tmp10, tmp64, tmp65)
    tmp67 = tmp66 + tmp63
    tmp68 = tl.full([1, 1], 1.0, tl.float32)
    tmp69 = tl.full(tmp68.shape, 0.0, tmp68.dtype)
    tmp70 = tl.where(tmp14, tmp68, tmp69)
    tmp71 = tmp70 + tmp67
    tmp72 = tl.full([1, 1], 1.0, tl.float32)
    tmp73 = tl.full(tmp72.shape, 0.0, tmp72.dtype)
    tmp74 = tl.where(tmp19, tmp72, tmp73)
    tmp75 = tmp74 + tmp71
    tmp76 = tl.full([1, 1], 1.0, tl.float32)
    tmp77 = tl.full(tmp76.shape, 0.0, tmp76.dtype)
    tmp78 = tl.where(tmp22, tmp76, tmp77)
    tmp79 = tmp78 + tmp75
    tmp80 = tl.full([1, 1], 1.0, tl.float32)
    tmp81 = tl.full(tmp80.shape, 0.0, tmp80.dtype)
    tmp82 = tl.where(tmp25, tmp80, tmp81)
    tmp83 = tmp82 + tmp79
    tmp84 = tl.full([1, 1], 1.0, tl.float32)
    tmp85 = tl.full(tmp84.shape, 0.0, tmp84.dtype)
    tmp86 = tl.where(tmp30, tmp84, tmp85)
    tmp87 = tmp86 + tmp83
    tmp88 = tl.full([1, 1], 1.0, tl.float32)
    tmp89 = tl.full(tmp88.shape, 0.0, tmp88.dtype)
    tmp90 = tl.where(tmp33, tmp88, tmp89)
    tmp91 = tmp90 + tmp87
    tmp92 = tl.full([1, 1], 1.0, tl.float32)
    tmp93 = tl.full(tmp92.shape, 0.0, tmp92.dtype)
    tmp94 = tl.where(tmp36, tmp92, tmp93)
    tmp95 = tmp94 + tmp91
    tmp96 = tl.full([1, 1], 1.0, tl.float32)
    tmp97 = tl.full(tmp96.shape, 0.0, tmp96.dtype)
    tmp98 = tl.where(tmp41, tmp96, tmp97)
    tmp99 = tmp98 + tmp95
    tmp100 = tl.full([1, 1], 1.0, tl.float32)
    tmp101 = tl.full(tmp100.shape, 0.0, tmp100.dtype)
    tmp102 = tl.where(tmp44, tmp100, tmp101)
    tmp103 = tmp102 + tmp99
    tmp104 = tl.full([1, 1], 1.0, tl.float32)
    tmp105 = tl.full(tmp104.shape, 0.0, tmp104.dtype)
    tmp106 = tl.where(tmp47, tmp104, tmp105)
    tmp107 = tmp106 + tmp103
    tmp108 = tl.full([1, 1], 1.0, tl.float32)
    tmp109 = tl.full(tmp108.shape, 0.0, tmp108.dtype)
    tmp110 = tl.where(tmp52, tmp108, tmp109)
    tmp111 = tmp110 + tmp107
    tmp112 = tl.full([1, 1], 1.0, tl.float32)
    tmp113 = tl.full(tmp112.shape, 0.0, tmp112.dtype)
    tmp114 = tl.where(tmp55, tmp112, tmp113)
    tmp115 = tmp114 + tmp111
    tmp116 = tl.full([1, 1], 1.0, tl.float32)
    tmp117 = tl.full(tmp116.shape, 0.0, tmp116.dtype)
    tmp118 = tl.where(tmp58, tmp116, tmp117)
    tmp119 = tmp118 + tmp115
    tmp120 = (tmp60 / tmp119)
    tl.store(out_ptr0 + (x3 + 35*y0), tmp120, xmask & ymask)
