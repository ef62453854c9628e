
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 61440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_0(in_out_ptr0, in_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x2 = xindex // ks4
    x3 = xindex
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp3 * tmp2
    tmp5 = tmp4 - tmp2
    tmp6 = tl.full([1], 0.0, tl.float32)
    tmp7 = triton_helpers.maximum(tmp5, tmp6)
    tmp8 = tmp7.to(tl.int64)
    tmp9 = tl.full([1], 1, tl.int64)
    tmp10 = tmp8 + tmp9
    tmp11 = (-1) + ks2
    tmp12 = triton_helpers.minimum(tmp10, tmp11)
    tmp13 = x0
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tmp14 + tmp2
    tmp16 = tmp15 * tmp2
    tmp17 = tmp16 - tmp2
    tmp18 = triton_helpers.maximum(tmp17, tmp6)
    tmp19 = tmp18.to(tl.int64)
    tmp20 = tmp19 + tmp9
    tmp21 = (-1) + ks3
    tmp22 = triton_helpers.minimum(tmp20, tmp21)
    tmp23 = tl.load(in_ptr0 + (tmp22 + ks3*tmp12 + ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr0 + (tmp19 + ks3*tmp12 + ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp25 = tmp23 - tmp24
    tmp26 = tmp19.to(tl.float32)
    tmp27 = tmp18 - tmp26
    tmp28 = triton_helpers.maximum(tmp27, tmp6)
    tmp29 = tl.full([1], 1.0, tl.float32)
    tmp30 = triton_helpers.minimum(tmp28, tmp29)
    tmp31 = tmp25 * tmp30
    tmp32 = tmp24 + tmp31
    tmp33 = tl.load(in_ptr0 + (tmp19 + ks3*tmp8 + ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr0 + (tmp22 + ks3*tmp8 + ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp35 = tmp34 - tmp33
    tmp36 = tmp35 * tmp30
    tmp37 = tmp33 + tmp36
    tmp38 = tmp32 - tmp37
    tmp39 = tmp8.to(tl.float32)
    tmp40 = tmp7 - tmp39
    tmp41 = triton_helpers.maximum(tmp40, tmp6)
    tmp42 = triton_helpers.minimum(tmp41, tmp29)
    tmp43 = tmp38 * tmp42
    tmp44 = tmp37 + tmp43
    tl.store(in_out_ptr0 + (x3), tmp44, xmask)
