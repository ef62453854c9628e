
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_cos_div_mul_neg_pow_reciprocal_select_sin_slice_backward_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9984}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_cos_div_mul_neg_pow_reciprocal_select_sin_slice_backward_unsqueeze_view_3(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x3 = xindex // 8
    x1 = ((xindex // 8) % ks0)
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 1, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = (((-1) + x0) % 2)
    tmp4 = tl.full([1], 0, tl.int64)
    tmp5 = tmp3 == tmp4
    tmp6 = tmp2 & tmp5
    tmp7 = tl.load(in_ptr0 + (1 + 2*(triton_helpers.div_floor_integer((-1) + x0,  2)) + 8*x3), tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = 2*(triton_helpers.div_floor_integer((-1) + x0,  2))
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tl.full([1], 0.125, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = tl.full([1], 10000.0, tl.float32)
    tmp13 = libdevice.pow(tmp12, tmp11)
    tmp14 = tl.full([1], 1, tl.int32)
    tmp15 = (tmp14 / tmp13)
    tmp16 = tl.full([1], 1.0, tl.float32)
    tmp17 = tmp15 * tmp16
    tmp18 = x1
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp19 * tmp17
    tmp21 = tl_math.cos(tmp20)
    tmp22 = tmp7 * tmp21
    tmp23 = tl.load(in_ptr0 + (2*(triton_helpers.div_floor_integer((-1) + x0,  2)) + 8*x3), tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp24 = -tmp23
    tmp25 = tl_math.sin(tmp20)
    tmp26 = tmp24 * tmp25
    tmp27 = tmp22 + tmp26
    tmp28 = tl.full(tmp27.shape, 0.0, tmp27.dtype)
    tmp29 = tl.where(tmp6, tmp27, tmp28)
    tmp30 = tl.full([1], 0.0, tl.float32)
    tmp31 = tl.where(tmp6, tmp29, tmp30)
    tmp32 = (x4 % 2)
    tmp33 = tmp32 == tmp4
    tmp34 = tl.load(in_ptr0 + (1 + 2*(x0 // 2) + 8*x3), tmp33 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = 2*(x0 // 2)
    tmp36 = tmp35.to(tl.float32)
    tmp37 = tl.full([1], 0.125, tl.float32)
    tmp38 = tmp36 * tmp37
    tmp39 = tl.full([1], 10000.0, tl.float32)
    tmp40 = libdevice.pow(tmp39, tmp38)
    tmp41 = tl.full([1], 1, tl.int32)
    tmp42 = (tmp41 / tmp40)
    tmp43 = tl.full([1], 1.0, tl.float32)
    tmp44 = tmp42 * tmp43
    tmp45 = x1
    tmp46 = tmp45.to(tl.float32)
    tmp47 = tmp46 * tmp44
    tmp48 = tl_math.sin(tmp47)
    tmp49 = tmp34 * tmp48
    tmp50 = tl.load(in_ptr0 + (2*(x0 // 2) + 8*x3), tmp33 & xmask, eviction_policy='evict_last', other=0.0)
    tmp51 = tl_math.cos(tmp47)
    tmp52 = tmp50 * tmp51
    tmp53 = tmp49 + tmp52
    tmp54 = tl.full(tmp53.shape, 0.0, tmp53.dtype)
    tmp55 = tl.where(tmp33, tmp53, tmp54)
    tmp56 = tl.where(tmp33, tmp55, tmp30)
    tmp57 = tmp31 + tmp56
    tl.store(out_ptr0 + (x4), tmp57, xmask)
