
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_cat_embedding_eq_remainder_sum_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 72, 'x': 2808}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_cat_embedding_eq_remainder_sum_unsqueeze_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp6 = tl.full([1, 1], 97, tl.int64)
    tmp7 = (tmp5 % tmp6)
    tmp8 = tl.full([1, 1], 0, tl.int32)
    tmp9 = tmp7 != tmp8
    tmp10 = (libdevice.signbit(tmp7) != 0) if (tmp7).dtype is tl.float32 else tmp7 < 0
    tmp11 = (libdevice.signbit(tmp6) != 0) if (tmp6).dtype is tl.float32 else tmp6 < 0
    tmp12 = tmp10 != tmp11
    tmp13 = tmp9 & tmp12
    tmp14 = tmp7 + tmp6
    tmp15 = tl.where(tmp13, tmp14, tmp7)
    tmp16 = tl.full([1, 1], 97, tl.int32)
    tmp17 = tmp15 + tmp16
    tmp18 = tmp15 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp15)
    tl.device_assert(((0 <= tl.broadcast_to(tmp19, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp19, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp19, [YBLOCK, XBLOCK]) < 97")
    tmp21 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp19 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp22 = tl.load(in_ptr0 + (tl.broadcast_to(1 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp23 = (tmp22 % tmp6)
    tmp24 = tmp23 != tmp8
    tmp25 = (libdevice.signbit(tmp23) != 0) if (tmp23).dtype is tl.float32 else tmp23 < 0
    tmp26 = tmp25 != tmp11
    tmp27 = tmp24 & tmp26
    tmp28 = tmp23 + tmp6
    tmp29 = tl.where(tmp27, tmp28, tmp23)
    tmp30 = tmp29 + tmp16
    tmp31 = tmp29 < 0
    tmp32 = tl.where(tmp31, tmp30, tmp29)
    tl.device_assert(((0 <= tl.broadcast_to(tmp32, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp32, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp32, [YBLOCK, XBLOCK]) < 97")
    tmp34 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp32 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp35 = tmp21 + tmp34
    tmp36 = tl.load(in_ptr0 + (tl.broadcast_to(2 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp37 = (tmp36 % tmp6)
    tmp38 = tmp37 != tmp8
    tmp39 = (libdevice.signbit(tmp37) != 0) if (tmp37).dtype is tl.float32 else tmp37 < 0
    tmp40 = tmp39 != tmp11
    tmp41 = tmp38 & tmp40
    tmp42 = tmp37 + tmp6
    tmp43 = tl.where(tmp41, tmp42, tmp37)
    tmp44 = tmp43 + tmp16
    tmp45 = tmp43 < 0
    tmp46 = tl.where(tmp45, tmp44, tmp43)
    tl.device_assert(((0 <= tl.broadcast_to(tmp46, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp46, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp46, [YBLOCK, XBLOCK]) < 97")
    tmp48 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp46 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp49 = tmp35 + tmp48
    tmp50 = tl.load(in_ptr0 + (tl.broadcast_to(3 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp51 = (tmp50 % tmp6)
    tmp52 = tmp51 != tmp8
    tmp53 = (libdevice.signbit(tmp51) != 0) if (tmp51).dtype is tl.float32 else tmp51 < 0
    tmp54 = tmp53 != tmp11
    tmp55 = tmp52 & tmp54
    tmp56 = tmp51 + tmp6
    tmp57 = tl.where(tmp55, tmp56, tmp51)
    tmp58 = tmp57 + tmp16
    tmp59 = tmp57 < 0
    tmp60 = tl.where(tmp59, tmp58, tmp57)
    tl.device_assert(((0 <= tl.broadcast_to(tmp60, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp60, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp60, [YBLOCK, XBLOCK]) < 97")
    tmp62 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp60 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp63 = tmp49 + tmp62
    tmp64 = tl.full(tmp63.shape, 0.0, tmp63.dtype)
    tmp65 = tl.where(tmp4, tmp63, tmp64)
    tmp66 = tmp0 >= tmp3
    tmp67 = tl.full([1, 1], 16, tl.int64)
    tmp68 = tmp0 < tmp67
    tmp69 = tmp66 & tmp68
    tmp70 = tl.load(in_ptr2 + (8*y0 + ((-8) + x1)), tmp69 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp71 = tmp0 >= tmp67
    tmp72 = tl.full([1, 1], 24, tl.int64)
    tmp73 = tmp0 < tmp72
    tmp74 = tmp71 & tmp73
    tmp75 = tl.load(in_ptr3 + (8*y0 + ((-16) + x1)), tmp74 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp76 = tmp0 >= tmp72
    tmp77 = tl.full([1, 1], 31, tl.int64)
    tmp78 = tmp0 < tmp77
    tmp79 = tl.load(in_ptr4 + (tl.broadcast_to(y0, [YBLOCK, XBLOCK])), tmp76 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp80 = tl.broadcast_to((-24) + x1, [YBLOCK, XBLOCK])
    tmp81 = tmp79 == tmp80
    tmp82 = tmp81.to(tl.int64)
    tmp83 = tmp82.to(tl.float32)
    tmp84 = tl.full(tmp83.shape, 0.0, tmp83.dtype)
    tmp85 = tl.where(tmp76, tmp83, tmp84)
    tmp86 = tl.where(tmp74, tmp75, tmp85)
    tmp87 = tl.where(tmp69, tmp70, tmp86)
    tmp88 = tl.where(tmp4, tmp65, tmp87)
    tl.store(out_ptr0 + (x1 + 31*y0), tmp88, xmask & ymask)
