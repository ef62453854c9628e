
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_pixel_shuffle_reflection_pad2d_relu_unsqueeze_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 39168}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_pixel_shuffle_reflection_pad2d_relu_unsqueeze_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x5 = xindex // ks2
    x2 = ((xindex // ks2) % 3)
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (ks3*(x1 // 2) + ks3*ks4*((x0 % 2)) + 2*ks3*ks4*((x1 % 2)) + 4*ks3*ks4*x5 + (x0 // 2)), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (2*((x1 % 2)) + 4*x2 + ((x0 % 2))), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 2.0, tl.float64)
    tmp4 = ks4
    tmp5 = tmp4.to(tl.float64)
    tmp6 = tmp3 * tmp5
    tmp7 = (tmp5 / tmp6)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = x1
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tmp10 * tmp8
    tmp12 = tmp11.to(tl.int64)
    tmp13 = tmp12 + tmp4
    tmp14 = tmp12 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp12)
    tmp16 = ks3
    tmp17 = tmp16.to(tl.float64)
    tmp18 = tmp3 * tmp17
    tmp19 = (tmp17 / tmp18)
    tmp20 = tmp19.to(tl.float32)
    tmp21 = x0
    tmp22 = tmp21.to(tl.float32)
    tmp23 = tmp22 * tmp20
    tmp24 = tmp23.to(tl.int64)
    tmp25 = tmp24 + tmp16
    tmp26 = tmp24 < 0
    tmp27 = tl.where(tmp26, tmp25, tmp24)
    tmp28 = tl.load(in_ptr2 + (tmp27 + ks3*tmp15 + ks3*ks4*x5), xmask, eviction_policy='evict_last')
    tmp29 = tmp2 + tmp28
    tmp30 = tl.full([1], 0.0, tl.float32)
    tmp31 = triton_helpers.maximum(tmp29, tmp30)
    tmp32 = tl.full([1], 1.0, tl.float32)
    tmp33 = triton_helpers.minimum(tmp31, tmp32)
    tl.store(in_out_ptr0 + (x4), tmp33, xmask)
