
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4992}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 2)
    x4 = xindex // 2
    x1 = ((xindex // 2) % 4)
    x2 = ((xindex // 8) % ks0)
    x6 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (2*x4), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = 2*x1
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tl.full([1], 0.125, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.full([1], 10000.0, tl.float32)
    tmp11 = libdevice.pow(tmp10, tmp9)
    tmp12 = tl.full([1], 1, tl.int32)
    tmp13 = (tmp12 / tmp11)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = x2
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp17 * tmp15
    tmp19 = tl_math.cos(tmp18)
    tmp20 = tmp5 * tmp19
    tmp21 = tl.load(in_ptr0 + (1 + 2*x4), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tl_math.sin(tmp18)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp20 - tmp23
    tmp25 = tl.full(tmp24.shape, 0.0, tmp24.dtype)
    tmp26 = tl.where(tmp4, tmp24, tmp25)
    tmp27 = tmp0 >= tmp3
    tmp28 = tl.full([1], 2, tl.int64)
    tmp29 = tmp0 < tmp28
    tmp30 = tl.load(in_ptr0 + (2*x4), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = 2*x1
    tmp32 = tmp31.to(tl.float32)
    tmp33 = tl.full([1], 0.125, tl.float32)
    tmp34 = tmp32 * tmp33
    tmp35 = tl.full([1], 10000.0, tl.float32)
    tmp36 = libdevice.pow(tmp35, tmp34)
    tmp37 = tl.full([1], 1, tl.int32)
    tmp38 = (tmp37 / tmp36)
    tmp39 = tl.full([1], 1.0, tl.float32)
    tmp40 = tmp38 * tmp39
    tmp41 = x2
    tmp42 = tmp41.to(tl.float32)
    tmp43 = tmp42 * tmp40
    tmp44 = tl_math.sin(tmp43)
    tmp45 = tmp30 * tmp44
    tmp46 = tl.load(in_ptr0 + (1 + 2*x4), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp47 = tl_math.cos(tmp43)
    tmp48 = tmp46 * tmp47
    tmp49 = tmp45 + tmp48
    tmp50 = tl.full(tmp49.shape, 0.0, tmp49.dtype)
    tmp51 = tl.where(tmp27, tmp49, tmp50)
    tmp52 = tl.where(tmp4, tmp26, tmp51)
    tl.store(out_ptr0 + (x6), tmp52, xmask)
