
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_cat_embedding_eq_sum_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 168, 'x': 6552}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_cat_embedding_eq_sum_unsqueeze_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 31
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = x1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 8, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1, 1], 97, tl.int32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tl.device_assert(((0 <= tl.broadcast_to(tmp9, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp9, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp9, [YBLOCK, XBLOCK]) < 97")
    tmp11 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp9 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.load(in_ptr0 + (tl.broadcast_to(1 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp13 = tmp12 + tmp6
    tmp14 = tmp12 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp12)
    tl.device_assert(((0 <= tl.broadcast_to(tmp15, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp15, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp15, [YBLOCK, XBLOCK]) < 97")
    tmp17 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp15 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp18 = tmp11 + tmp17
    tmp19 = tl.load(in_ptr0 + (tl.broadcast_to(2 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp20 = tmp19 + tmp6
    tmp21 = tmp19 < 0
    tmp22 = tl.where(tmp21, tmp20, tmp19)
    tl.device_assert(((0 <= tl.broadcast_to(tmp22, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp22, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp22, [YBLOCK, XBLOCK]) < 97")
    tmp24 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp22 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp25 = tmp18 + tmp24
    tmp26 = tl.load(in_ptr0 + (tl.broadcast_to(3 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp26 + tmp6
    tmp28 = tmp26 < 0
    tmp29 = tl.where(tmp28, tmp27, tmp26)
    tl.device_assert(((0 <= tl.broadcast_to(tmp29, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp29, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp29, [YBLOCK, XBLOCK]) < 97")
    tmp31 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp29 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp25 + tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp4, tmp32, tmp33)
    tmp35 = tmp0 >= tmp3
    tmp36 = tl.full([1, 1], 16, tl.int64)
    tmp37 = tmp0 < tmp36
    tmp38 = tmp35 & tmp37
    tmp39 = tl.load(in_ptr2 + (8*y0 + ((-8) + x1)), tmp38 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp0 >= tmp36
    tmp41 = tl.full([1, 1], 24, tl.int64)
    tmp42 = tmp0 < tmp41
    tmp43 = tmp40 & tmp42
    tmp44 = tl.load(in_ptr3 + (8*y0 + ((-16) + x1)), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp45 = tmp0 >= tmp41
    tmp46 = tl.full([1, 1], 31, tl.int64)
    tmp47 = tmp0 < tmp46
    tmp48 = tl.load(in_ptr4 + (tl.broadcast_to(y0, [YBLOCK, XBLOCK])), tmp45 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp49 = tl.broadcast_to((-24) + x1, [YBLOCK, XBLOCK])
    tmp50 = tmp48 == tmp49
    tmp51 = tmp50.to(tl.int64)
    tmp52 = tmp51.to(tl.float32)
    tmp53 = tl.full(tmp52.shape, 0.0, tmp52.dtype)
    tmp54 = tl.where(tmp45, tmp52, tmp53)
    tmp55 = tl.where(tmp43, tmp44, tmp54)
    tmp56 = tl.where(tmp38, tmp39, tmp55)
    tmp57 = tl.where(tmp4, tmp34, tmp56)
    tl.store(out_ptr0 + (x1 + 31*y0), tmp57, xmask & ymask)
