
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_1', 'mutated_arg_names': ['out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 79488}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr2, out_ptr3, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = ((xindex // 8) % 4)
    x4 = xindex // 32
    x2 = ((xindex // 32) % ks0)
    x6 = xindex
    x3 = xindex // ks2
    x7 = (xindex % 32)
    tmp54 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp60 = tl.load(in_ptr0 + (64 + x7 + 96*x4), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 4, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (8*x1 + 96*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (x2), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.full([XBLOCK], 64, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tl.broadcast_to(tmp10, [XBLOCK])) & (tl.broadcast_to(tmp10, [XBLOCK]) < 64)) | ~(tmp4 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp10, [XBLOCK]) < 64")
    tmp12 = tl.load(in_ptr2 + (4*tmp10 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp13 = tmp5 * tmp12
    tmp14 = tl.load(in_ptr0 + (4 + 8*x1 + 96*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.load(in_ptr3 + (4*tmp10 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 - tmp16
    tmp18 = tl.full(tmp17.shape, 0.0, tmp17.dtype)
    tmp19 = tl.where(tmp4, tmp17, tmp18)
    tmp20 = tmp0 >= tmp3
    tmp21 = tl.full([1], 8, tl.int64)
    tmp22 = tmp0 < tmp21
    tmp23 = tl.load(in_ptr0 + (8*x1 + 96*x4 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp24 = tl.load(in_ptr1 + (x2), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp25 = tl.full([XBLOCK], 64, tl.int32)
    tmp26 = tmp24 + tmp25
    tmp27 = tmp24 < 0
    tmp28 = tl.where(tmp27, tmp26, tmp24)
    tl.device_assert(((0 <= tl.broadcast_to(tmp28, [XBLOCK])) & (tl.broadcast_to(tmp28, [XBLOCK]) < 64)) | ~(tmp20 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp28, [XBLOCK]) < 64")
    tmp30 = tl.load(in_ptr3 + (4*tmp28 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tmp23 * tmp30
    tmp32 = tl.load(in_ptr0 + (4 + 8*x1 + 96*x4 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp33 = tl.load(in_ptr2 + (4*tmp28 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp34 = tmp32 * tmp33
    tmp35 = tmp31 + tmp34
    tmp36 = tl.full(tmp35.shape, 0.0, tmp35.dtype)
    tmp37 = tl.where(tmp20, tmp35, tmp36)
    tmp38 = tl.where(tmp4, tmp19, tmp37)
    tmp39 = tl.load(in_ptr0 + (32 + 8*x1 + 96*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp39 * tmp12
    tmp41 = tl.load(in_ptr0 + (36 + 8*x1 + 96*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp42 = tmp41 * tmp15
    tmp43 = tmp40 - tmp42
    tmp44 = tl.full(tmp43.shape, 0.0, tmp43.dtype)
    tmp45 = tl.where(tmp4, tmp43, tmp44)
    tmp46 = tl.load(in_ptr0 + (32 + 8*x1 + 96*x4 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp47 = tmp46 * tmp30
    tmp48 = tl.load(in_ptr0 + (36 + 8*x1 + 96*x4 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp49 = tmp48 * tmp33
    tmp50 = tmp47 + tmp49
    tmp51 = tl.full(tmp50.shape, 0.0, tmp50.dtype)
    tmp52 = tl.where(tmp20, tmp50, tmp51)
    tmp53 = tl.where(tmp4, tmp45, tmp52)
    tmp55 = ks1
    tmp56 = tmp54 + tmp55
    tmp57 = tmp54 < 0
    tmp58 = tl.where(tmp57, tmp56, tmp54)
    tl.device_assert(((0 <= tmp58) & (tmp58 < ks1)) | ~(xmask), "index out of bounds: 0 <= tmp58 < ks1")
    tl.store(out_ptr0 + (x6), tmp38, xmask)
    tl.store(out_ptr2 + (x0 + 8*tmp58 + 8*ks1*x1 + 32*ks1*x3), tmp53, xmask)
    tl.store(out_ptr3 + (x0 + 8*tmp58 + 8*ks1*x1 + 32*ks1*x3), tmp60, xmask)
