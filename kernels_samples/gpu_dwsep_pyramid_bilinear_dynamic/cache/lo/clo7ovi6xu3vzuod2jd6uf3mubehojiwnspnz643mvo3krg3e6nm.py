
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 64, 'y': 32, 'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 175216, 'y': 204, 'x': 280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, out_ptr0, ks0, ks1, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 56
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    z0 = (zindex % 28)
    x3 = xindex
    y2 = yindex
    z1 = zindex // 28
    z4 = zindex
    tmp0 = z0
    tmp1 = tl.full([1, 1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1, 1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x3 + y2 + 16*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*(z0) + 16*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 16*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(z0) + 16*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (z0)), tmp4 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1, 1], 20, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-16) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-16) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-16) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-16) + z0)), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (tl.broadcast_to(y2, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.full([1, 1, 1], 1, tl.int32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp11 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp11)
    tmp16 = tl.load(in_ptr3 + (tl.broadcast_to(x3, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tmp16 + tmp12
    tmp18 = tmp16 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp16)
    tmp20 = tl.load(in_ptr4 + (tl.broadcast_to(4*z1 + ((-16) + z0), [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp21 = tl.load(in_ptr5 + (tl.broadcast_to((-16) + z0, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tmp20 + tmp21
    tmp23 = tl.load(in_ptr6 + (tl.broadcast_to(x3, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp24 = tmp23 + tmp12
    tmp25 = tmp23 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp23)
    tmp27 = tmp22 - tmp22
    tmp28 = tl.load(in_ptr7 + (tl.broadcast_to(x3, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp29 = tmp27 * tmp28
    tmp30 = tmp22 + tmp29
    tmp31 = tmp30 - tmp10
    tmp32 = tl.load(in_ptr8 + (tl.broadcast_to(y2, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp31 * tmp32
    tmp34 = tmp10 + tmp33
    tmp35 = tl.full(tmp34.shape, 0.0, tmp34.dtype)
    tmp36 = tl.where(tmp9, tmp34, tmp35)
    tmp37 = tmp0 >= tmp7
    tmp38 = tl.full([1, 1, 1], 24, tl.int64)
    tmp39 = tmp0 < tmp38
    tmp40 = tmp37 & tmp39
    tmp41 = tl.load(in_ptr9 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-20) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-20) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-20) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-20) + z0)), tmp40 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp42 = tl.load(in_ptr10 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-20) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-20) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-20) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-20) + z0)), tmp40 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp43 = tmp41 + tmp42
    tmp44 = tl.full(tmp43.shape, 0.0, tmp43.dtype)
    tmp45 = tl.where(tmp40, tmp43, tmp44)
    tmp46 = tmp0 >= tmp38
    tmp47 = tl.full([1, 1, 1], 28, tl.int64)
    tmp48 = tmp0 < tmp47
    tmp49 = tl.load(in_ptr11 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-24) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-24) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-24) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-24) + z0)), tmp46 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp50 = tl.load(in_ptr12 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-24) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-24) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-24) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-24) + z0)), tmp46 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp51 = tmp49 + tmp50
    tmp52 = tl.full(tmp51.shape, 0.0, tmp51.dtype)
    tmp53 = tl.where(tmp46, tmp51, tmp52)
    tmp54 = tl.where(tmp40, tmp45, tmp53)
    tmp55 = tl.where(tmp9, tmp36, tmp54)
    tmp56 = tl.where(tmp4, tmp5, tmp55)
    tl.store(out_ptr0 + (x3 + y2 + z4 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp56, xmask & ymask & zmask)
