
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_cat_cos_linspace_mul_pow_sin_unsqueeze_view_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 44880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_cat_cos_linspace_mul_pow_sin_unsqueeze_view_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 27)
    x2 = xindex // 324
    x1 = ((xindex // 27) % 12)
    x3 = xindex // 27
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 3, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (3*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (3*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = x1
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tl.full([1], 6.0, tl.float32)
    tmp10 = tmp8 < tmp9
    tmp11 = tl.full([1], 0.35454545454545455, tl.float32)
    tmp12 = tmp8 * tmp11
    tmp13 = tl.full([1], 0.1, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = 11 + ((-1)*x1)
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16 * tmp11
    tmp18 = tl.full([1], 4.0, tl.float32)
    tmp19 = tmp18 - tmp17
    tmp20 = tl.where(tmp10, tmp14, tmp19)
    tmp21 = tl.load(in_ptr2 + (x3), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tl.full([1], 0.325, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp20 + tmp23
    tmp25 = tmp6 * tmp24
    tmp26 = tmp5 + tmp25
    tmp27 = tl.full(tmp26.shape, 0.0, tmp26.dtype)
    tmp28 = tl.where(tmp4, tmp26, tmp27)
    tmp29 = tmp0 >= tmp3
    tmp30 = tl.full([1], 15, tl.int64)
    tmp31 = tmp0 < tmp30
    tmp32 = tmp29 & tmp31
    tmp33 = tl.load(in_ptr0 + (3*x2 + ((((-3) + x0) % 3))), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.load(in_ptr1 + (3*x2 + ((((-3) + x0) % 3))), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = x1
    tmp36 = tmp35.to(tl.float32)
    tmp37 = tl.full([1], 6.0, tl.float32)
    tmp38 = tmp36 < tmp37
    tmp39 = tl.full([1], 0.35454545454545455, tl.float32)
    tmp40 = tmp36 * tmp39
    tmp41 = tl.full([1], 0.1, tl.float32)
    tmp42 = tmp40 + tmp41
    tmp43 = 11 + ((-1)*x1)
    tmp44 = tmp43.to(tl.float32)
    tmp45 = tmp44 * tmp39
    tmp46 = tl.full([1], 4.0, tl.float32)
    tmp47 = tmp46 - tmp45
    tmp48 = tl.where(tmp38, tmp42, tmp47)
    tmp49 = tl.load(in_ptr2 + (x3), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp50 = tl.full([1], 0.325, tl.float32)
    tmp51 = tmp49 * tmp50
    tmp52 = tmp48 + tmp51
    tmp53 = tmp34 * tmp52
    tmp54 = tmp33 + tmp53
    tmp55 = ((((-3) + x0) // 3) % 4)
    tmp56 = tmp55.to(tl.float32)
    tmp57 = libdevice.exp2(tmp56)
    tmp58 = tmp54 * tmp57
    tmp59 = tl_math.sin(tmp58)
    tmp60 = tl.full(tmp59.shape, 0.0, tmp59.dtype)
    tmp61 = tl.where(tmp32, tmp59, tmp60)
    tmp62 = tmp0 >= tmp30
    tmp63 = tl.full([1], 27, tl.int64)
    tmp64 = tmp0 < tmp63
    tmp65 = tl.load(in_ptr0 + (3*x2 + ((((-15) + x0) % 3))), tmp62 & xmask, eviction_policy='evict_last', other=0.0)
    tmp66 = tl.load(in_ptr1 + (3*x2 + ((((-15) + x0) % 3))), tmp62 & xmask, eviction_policy='evict_last', other=0.0)
    tmp67 = x1
    tmp68 = tmp67.to(tl.float32)
    tmp69 = tl.full([1], 6.0, tl.float32)
    tmp70 = tmp68 < tmp69
    tmp71 = tl.full([1], 0.35454545454545455, tl.float32)
    tmp72 = tmp68 * tmp71
    tmp73 = tl.full([1], 0.1, tl.float32)
    tmp74 = tmp72 + tmp73
    tmp75 = 11 + ((-1)*x1)
    tmp76 = tmp75.to(tl.float32)
    tmp77 = tmp76 * tmp71
    tmp78 = tl.full([1], 4.0, tl.float32)
    tmp79 = tmp78 - tmp77
    tmp80 = tl.where(tmp70, tmp74, tmp79)
    tmp81 = tl.load(in_ptr2 + (x3), tmp62 & xmask, eviction_policy='evict_last', other=0.0)
    tmp82 = tl.full([1], 0.325, tl.float32)
    tmp83 = tmp81 * tmp82
    tmp84 = tmp80 + tmp83
    tmp85 = tmp66 * tmp84
    tmp86 = tmp65 + tmp85
    tmp87 = ((((-15) + x0) // 3) % 4)
    tmp88 = tmp87.to(tl.float32)
    tmp89 = libdevice.exp2(tmp88)
    tmp90 = tmp86 * tmp89
    tmp91 = tl_math.cos(tmp90)
    tmp92 = tl.full(tmp91.shape, 0.0, tmp91.dtype)
    tmp93 = tl.where(tmp62, tmp91, tmp92)
    tmp94 = tl.where(tmp32, tmp61, tmp93)
    tmp95 = tl.where(tmp4, tmp28, tmp94)
    tl.store(out_ptr0 + (x4), tmp95, xmask)
