
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'ks6': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_10(in_ptr0, in_ptr1, out_ptr1, ks0, ks1, ks2, ks3, ks4, ks5, ks6, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x7 = xindex // ks2
    x2 = ((xindex // ks3) % 4)
    x4 = xindex
    x10 = xindex // ks4
    x9 = (xindex % ks4)
    tmp28 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 5 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full([1], 4, tl.int64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tmp15 = x0
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16 + tmp2
    tmp18 = 7 / ks0
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 * tmp19
    tmp21 = tmp20 - tmp2
    tmp22 = triton_helpers.maximum(tmp21, tmp8)
    tmp23 = tmp22.to(tl.int64)
    tmp24 = tmp23 + tmp11
    tmp25 = tl.full([1], 6, tl.int64)
    tmp26 = triton_helpers.minimum(tmp24, tmp25)
    tmp27 = tl.load(in_ptr0 + (tmp26 + 7*tmp14 + 35*x7), xmask, eviction_policy='evict_last')
    tmp29 = tmp27 + tmp28
    tmp30 = tl.load(in_ptr0 + (tmp23 + 7*tmp14 + 35*x7), xmask, eviction_policy='evict_last')
    tmp31 = tmp30 + tmp28
    tmp32 = tmp29 - tmp31
    tmp33 = tmp23.to(tl.float32)
    tmp34 = tmp22 - tmp33
    tmp35 = triton_helpers.maximum(tmp34, tmp8)
    tmp36 = tl.full([1], 1.0, tl.float32)
    tmp37 = triton_helpers.minimum(tmp35, tmp36)
    tmp38 = tmp32 * tmp37
    tmp39 = tmp31 + tmp38
    tmp40 = tl.load(in_ptr0 + (tmp26 + 7*tmp10 + 35*x7), xmask, eviction_policy='evict_last')
    tmp41 = tmp40 + tmp28
    tmp42 = tl.load(in_ptr0 + (tmp23 + 7*tmp10 + 35*x7), xmask, eviction_policy='evict_last')
    tmp43 = tmp42 + tmp28
    tmp44 = tmp41 - tmp43
    tmp45 = tmp44 * tmp37
    tmp46 = tmp43 + tmp45
    tmp47 = tmp39 - tmp46
    tmp48 = tmp10.to(tl.float32)
    tmp49 = tmp9 - tmp48
    tmp50 = triton_helpers.maximum(tmp49, tmp8)
    tmp51 = triton_helpers.minimum(tmp50, tmp36)
    tmp52 = tmp47 * tmp51
    tmp53 = tmp46 + tmp52
    tl.store(out_ptr1 + (x9 + 28*x10 + 28*x10*(triton_helpers.div_floor_integer((-1) + ks5,  2)) + 28*x10*(triton_helpers.div_floor_integer((-1) + ks6,  2)) + 28*x10*(triton_helpers.div_floor_integer((-1) + ks5,  2))*(triton_helpers.div_floor_integer((-1) + ks6,  2))), tmp53, xmask)
