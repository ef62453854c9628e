
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_max_unpool2d_relu_1', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_max_unpool2d_relu_1(in_ptr0, out_ptr1, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = xindex // ks2
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr0 + (ks3 + 2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr0 + (1 + ks3 + 2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp54 = tl.load(in_ptr0 + (2*((x3 % ks0)) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(x3 // ks2)), xmask, eviction_policy='evict_last')
    tmp55 = tl.load(in_ptr0 + (1 + 2*((x3 % ks0)) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(x3 // ks2)), xmask, eviction_policy='evict_last')
    tmp57 = tl.load(in_ptr0 + (ks3 + 2*((x3 % ks0)) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(x3 // ks2)), xmask, eviction_policy='evict_last')
    tmp59 = tl.load(in_ptr0 + (1 + ks3 + 2*((x3 % ks0)) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(x3 // ks2)), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 > tmp1
    tmp3 = tmp0 == tmp1
    tmp4 = tmp0 != tmp0
    tmp5 = tmp1 != tmp1
    tmp6 = tmp4 > tmp5
    tmp7 = tmp2 | tmp6
    tmp8 = tmp4 & tmp5
    tmp9 = tmp3 | tmp8
    tmp10 = tl.full([1], 0, tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 < tmp11
    tmp13 = tmp9 & tmp12
    tmp14 = tmp7 | tmp13
    tmp15 = tl.where(tmp14, tmp0, tmp1)
    tmp16 = tl.where(tmp14, tmp10, tmp11)
    tmp18 = tmp15 > tmp17
    tmp19 = tmp15 == tmp17
    tmp20 = tmp15 != tmp15
    tmp21 = tmp17 != tmp17
    tmp22 = tmp20 > tmp21
    tmp23 = tmp18 | tmp22
    tmp24 = tmp20 & tmp21
    tmp25 = tmp19 | tmp24
    tmp26 = tl.full([1], 2, tl.int64)
    tmp27 = tmp16 < tmp26
    tmp28 = tmp25 & tmp27
    tmp29 = tmp23 | tmp28
    tmp30 = tl.where(tmp29, tmp15, tmp17)
    tmp31 = tl.where(tmp29, tmp16, tmp26)
    tmp33 = tmp30 > tmp32
    tmp34 = tmp30 == tmp32
    tmp35 = tmp30 != tmp30
    tmp36 = tmp32 != tmp32
    tmp37 = tmp35 > tmp36
    tmp38 = tmp33 | tmp37
    tmp39 = tmp35 & tmp36
    tmp40 = tmp34 | tmp39
    tmp41 = tl.full([1], 3, tl.int64)
    tmp42 = tmp31 < tmp41
    tmp43 = tmp40 & tmp42
    tmp44 = tmp38 | tmp43
    tmp45 = tl.where(tmp44, tmp30, tmp32)
    tmp46 = tl.where(tmp44, tmp31, tmp41)
    tmp47 = tmp46.to(tl.int8)
    tmp48 = tl.full([XBLOCK], 4, tl.int32)
    tmp49 = tmp47 + tmp48
    tmp50 = tmp47 < 0
    tmp51 = tl.where(tmp50, tmp49, tmp47)
    tl.device_assert(((0 <= tmp51) & (tmp51 < 4)) | ~(xmask), "index out of bounds: 0 <= tmp51 < 4")
    tl.device_assert((tl.where(tmp51 + (-2)*(tmp51 // 2) + 2*((x3 % ks0)) + ks3*(tmp51 // 2) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(((x3 // ks2) % 4)) + 4*ks3*ks4*(x3 // (4*ks0*ks1)) < 0, tmp51 + (-2)*(tmp51 // 2) + 2*((x3 % ks0)) + ks3*(tmp51 // 2) + 2*ks3*(((x3 // ks0) % ks1)) + 8*ks3*ks4 + ks3*ks4*(((x3 // ks2) % 4)) + 4*ks3*ks4*(x3 // (4*ks0*ks1)), tmp51 + (-2)*(tmp51 // 2) + 2*((x3 % ks0)) + ks3*(tmp51 // 2) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(((x3 // ks2) % 4)) + 4*ks3*ks4*(x3 // (4*ks0*ks1))) < 8*ks3*ks4) | ~(xmask), "index out of bounds: tl.where(tmp51 + (-2)*(tmp51 // 2) + 2*((x3 % ks0)) + ks3*(tmp51 // 2) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(((x3 // ks2) % 4)) + 4*ks3*ks4*(x3 // (4*ks0*ks1)) < 0, tmp51 + (-2)*(tmp51 // 2) + 2*((x3 % ks0)) + ks3*(tmp51 // 2) + 2*ks3*(((x3 // ks0) % ks1)) + 8*ks3*ks4 + ks3*ks4*(((x3 // ks2) % 4)) + 4*ks3*ks4*(x3 // (4*ks0*ks1)), tmp51 + (-2)*(tmp51 // 2) + 2*((x3 % ks0)) + ks3*(tmp51 // 2) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(((x3 // ks2) % 4)) + 4*ks3*ks4*(x3 // (4*ks0*ks1))) < 8*ks3*ks4")
    tmp56 = triton_helpers.maximum(tmp54, tmp55)
    tmp58 = triton_helpers.maximum(tmp56, tmp57)
    tmp60 = triton_helpers.maximum(tmp58, tmp59)
    tmp61 = tl.full([1], 0, tl.int32)
    tmp62 = triton_helpers.maximum(tmp61, tmp60)
    tl.store(out_ptr1 + (((tl.where(tmp51 + (-2)*(tmp51 // 2) + 2*((x3 % ks0)) + ks3*(tmp51 // 2) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(((x3 // ks2) % 4)) + 4*ks3*ks4*(x3 // (4*ks0*ks1)) < 0, tmp51 + (-2)*(tmp51 // 2) + 2*((x3 % ks0)) + ks3*(tmp51 // 2) + 2*ks3*(((x3 // ks0) % ks1)) + 8*ks3*ks4 + ks3*ks4*(((x3 // ks2) % 4)) + 4*ks3*ks4*(x3 // (4*ks0*ks1)), tmp51 + (-2)*(tmp51 // 2) + 2*((x3 % ks0)) + ks3*(tmp51 // 2) + 2*ks3*(((x3 // ks0) % ks1)) + ks3*ks4*(((x3 // ks2) % 4)) + 4*ks3*ks4*(x3 // (4*ks0*ks1)))) % (8*ks3*ks4))), tmp62, xmask)
