
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 34560}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_2(in_ptr0, out_ptr3, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks1) % ks2)
    x0 = (xindex % ks1)
    x2 = xindex // ks4
    x5 = xindex
    tmp0 = tl.full([1], -1.0, tl.float64)
    tmp1 = ks0
    tmp2 = tmp1.to(tl.float64)
    tmp3 = tmp0 + tmp2
    tmp4 = tl.full([1], 1.5, tl.float64)
    tmp5 = tmp4 * tmp2
    tmp6 = libdevice.trunc(tmp5)
    tmp7 = tmp6.to(tl.int64)
    tmp8 = tmp7.to(tl.float64)
    tmp9 = tmp0 + tmp8
    tmp10 = (tmp3 / tmp9)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = x1
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp13 * tmp11
    tmp15 = tl.full([1], 0.0, tl.float32)
    tmp16 = triton_helpers.maximum(tmp14, tmp15)
    tmp17 = tmp16.to(tl.int64)
    tmp18 = ks3
    tmp19 = tmp18.to(tl.float64)
    tmp20 = tmp0 + tmp19
    tmp21 = tmp4 * tmp19
    tmp22 = libdevice.trunc(tmp21)
    tmp23 = tmp22.to(tl.int64)
    tmp24 = tmp23.to(tl.float64)
    tmp25 = tmp0 + tmp24
    tmp26 = (tmp20 / tmp25)
    tmp27 = tmp26.to(tl.float32)
    tmp28 = x0
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp29 * tmp27
    tmp31 = triton_helpers.maximum(tmp30, tmp15)
    tmp32 = tmp31.to(tl.int64)
    tmp33 = tl.load(in_ptr0 + (tmp32 + ks3*tmp17 + ks0*ks3*x2), xmask, eviction_policy='evict_last')
    tmp34 = tl.full([1], 1, tl.int64)
    tmp35 = tmp17 + tmp34
    tmp36 = (-1) + ks0
    tmp37 = triton_helpers.minimum(tmp35, tmp36)
    tmp38 = tl.load(in_ptr0 + (tmp32 + ks3*tmp37 + ks0*ks3*x2), xmask, eviction_policy='evict_last')
    tmp39 = tmp32 + tmp34
    tmp40 = (-1) + ks3
    tmp41 = triton_helpers.minimum(tmp39, tmp40)
    tmp42 = tl.load(in_ptr0 + (tmp41 + ks3*tmp37 + ks0*ks3*x2), xmask, eviction_policy='evict_last')
    tmp43 = tmp42 - tmp38
    tmp44 = tl.load(in_ptr0 + (tmp41 + ks3*tmp17 + ks0*ks3*x2), xmask, eviction_policy='evict_last')
    tmp45 = tmp44 - tmp33
    tmp46 = tmp32.to(tl.float32)
    tmp47 = tmp31 - tmp46
    tmp48 = triton_helpers.maximum(tmp47, tmp15)
    tmp49 = tl.full([1], 1.0, tl.float32)
    tmp50 = triton_helpers.minimum(tmp48, tmp49)
    tmp51 = tmp43 * tmp50
    tmp52 = tmp38 + tmp51
    tmp53 = tmp45 * tmp50
    tmp54 = tmp33 + tmp53
    tmp55 = tmp52 - tmp54
    tmp56 = tmp17.to(tl.float32)
    tmp57 = tmp16 - tmp56
    tmp58 = triton_helpers.maximum(tmp57, tmp15)
    tmp59 = triton_helpers.minimum(tmp58, tmp49)
    tmp60 = tmp55 * tmp59
    tmp61 = tmp54 + tmp60
    tl.store(out_ptr3 + (x0 + x1*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + x2*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), tmp61, xmask)
