
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_2', 'mutated_arg_names': ['out_ptr2'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr2, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = ((xindex // 8) % 4)
    x2 = xindex // 32
    x4 = xindex
    x3 = xindex // 8
    tmp58 = tl.load(in_ptr1 + (0))
    tmp59 = tl.broadcast_to(tmp58, [XBLOCK])
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 4, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (8*x1 + 96*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (0))
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK])
    tmp8 = tl.where(tmp4, tmp7, 0)
    tmp9 = tl.full([XBLOCK], 64, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert(((0 <= tl.broadcast_to(tmp12, [XBLOCK])) & (tl.broadcast_to(tmp12, [XBLOCK]) < 64)) | ~(tmp4 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp12, [XBLOCK]) < 64")
    tmp14 = tl.load(in_ptr2 + (4*tmp12 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tmp5 * tmp14
    tmp16 = tl.load(in_ptr0 + (4 + 8*x1 + 96*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.load(in_ptr3 + (4*tmp12 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp18 = tmp16 * tmp17
    tmp19 = tmp15 - tmp18
    tmp20 = tl.full(tmp19.shape, 0.0, tmp19.dtype)
    tmp21 = tl.where(tmp4, tmp19, tmp20)
    tmp22 = tmp0 >= tmp3
    tmp23 = tl.full([1], 8, tl.int64)
    tmp24 = tmp0 < tmp23
    tmp25 = tl.load(in_ptr0 + (8*x1 + 96*x2 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (0))
    tmp27 = tl.broadcast_to(tmp26, [XBLOCK])
    tmp28 = tl.where(tmp22, tmp27, 0)
    tmp29 = tl.full([XBLOCK], 64, tl.int32)
    tmp30 = tmp28 + tmp29
    tmp31 = tmp28 < 0
    tmp32 = tl.where(tmp31, tmp30, tmp28)
    tl.device_assert(((0 <= tl.broadcast_to(tmp32, [XBLOCK])) & (tl.broadcast_to(tmp32, [XBLOCK]) < 64)) | ~(tmp22 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp32, [XBLOCK]) < 64")
    tmp34 = tl.load(in_ptr3 + (4*tmp32 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = tmp25 * tmp34
    tmp36 = tl.load(in_ptr0 + (4 + 8*x1 + 96*x2 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp37 = tl.load(in_ptr2 + (4*tmp32 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp38 = tmp36 * tmp37
    tmp39 = tmp35 + tmp38
    tmp40 = tl.full(tmp39.shape, 0.0, tmp39.dtype)
    tmp41 = tl.where(tmp22, tmp39, tmp40)
    tmp42 = tl.where(tmp4, tmp21, tmp41)
    tmp43 = tl.load(in_ptr0 + (32 + 8*x1 + 96*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp44 = tmp43 * tmp14
    tmp45 = tl.load(in_ptr0 + (36 + 8*x1 + 96*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp46 = tmp45 * tmp17
    tmp47 = tmp44 - tmp46
    tmp48 = tl.full(tmp47.shape, 0.0, tmp47.dtype)
    tmp49 = tl.where(tmp4, tmp47, tmp48)
    tmp50 = tl.load(in_ptr0 + (32 + 8*x1 + 96*x2 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp51 = tmp50 * tmp34
    tmp52 = tl.load(in_ptr0 + (36 + 8*x1 + 96*x2 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp53 = tmp52 * tmp37
    tmp54 = tmp51 + tmp53
    tmp55 = tl.full(tmp54.shape, 0.0, tmp54.dtype)
    tmp56 = tl.where(tmp22, tmp54, tmp55)
    tmp57 = tl.where(tmp4, tmp49, tmp56)
    tmp60 = ks0
    tmp61 = tmp59 + tmp60
    tmp62 = tmp59 < 0
    tmp63 = tl.where(tmp62, tmp61, tmp59)
    tl.device_assert((0 <= tmp63) & (tmp63 < ks0), "index out of bounds: 0 <= tmp63 < ks0")
    tl.store(out_ptr0 + (x4), tmp42, xmask)
    tl.store(out_ptr2 + (x0 + 8*tmp63 + 8*ks0*x3), tmp57, xmask)
