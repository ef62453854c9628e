
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*i64', 'in_ptr4': '*i64', 'in_ptr5': '*i64', 'in_ptr6': '*i64', 'in_ptr7': '*i64', 'in_ptr8': '*i64', 'in_ptr9': '*i64', 'in_ptr10': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32', 'out_ptr10': '*fp32', 'out_ptr11': '*fp32', 'out_ptr12': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr15': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_put_add_arange_clamp_floor_mul_new_zeros_reflection_pad2d_backward_rsub_sub_unsqueeze_4', 'mutated_arg_names': ['out_ptr0', 'out_ptr1', 'out_ptr10', 'out_ptr11', 'out_ptr12', 'out_ptr13', 'out_ptr14', 'out_ptr15', 'out_ptr2', 'out_ptr3', 'out_ptr4', 'out_ptr5', 'out_ptr6', 'out_ptr7', 'out_ptr8', 'out_ptr9'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 26, 'num_store': 16, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 768, 'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_put_add_arange_clamp_floor_mul_new_zeros_reflection_pad2d_backward_rsub_sub_unsqueeze_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, out_ptr8, out_ptr9, out_ptr10, out_ptr11, out_ptr12, out_ptr13, out_ptr14, out_ptr15, ks0, ks1, ks2, ks3, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % ks0)
    x3 = xindex
    y2 = yindex // ks2
    y1 = ((yindex // ks0) % 3)
    y5 = yindex
    y4 = yindex // ks0
    tmp72 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp78 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp124 = tl.load(in_ptr5 + (y0), ymask, eviction_policy='evict_last')
    tmp139 = tl.load(in_ptr6 + (y0), ymask, eviction_policy='evict_last')
    tmp151 = tl.load(in_ptr7 + (y0), ymask, eviction_policy='evict_last')
    tmp165 = tl.load(in_ptr8 + (x3), xmask, eviction_policy='evict_last')
    tmp180 = tl.load(in_ptr9 + (x3), xmask, eviction_policy='evict_last')
    tmp194 = tl.load(in_ptr10 + (x3), xmask, eviction_policy='evict_last')
    tmp0 = 1 + y0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = 1 + ks0
    tmp4 = tmp0 <= tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = 1 + x3
    tmp7 = tmp6 >= tmp1
    tmp8 = 1 + libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)
    tmp9 = tmp6 <= tmp8
    tmp10 = tmp7 & tmp9
    tmp11 = tmp5 & tmp10
    tmp12 = tl.load(in_ptr0 + (tl.broadcast_to(y2, [YBLOCK, XBLOCK])), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp13 = tl.load(in_ptr1 + (tl.broadcast_to(y1, [YBLOCK, XBLOCK])), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp14 = tl.load(in_ptr2 + (3 + x3 + 2*y0 + 4*tmp13 + 12*tmp12 + y0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 2*ks0*tmp13 + 2*tmp13*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 6*ks0*tmp12 + 6*tmp12*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + ks0*tmp13*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 3*ks0*tmp12*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)), tmp11 & xmask & ymask, other=0.0)
    tmp15 = y0
    tmp16 = tl.full([1, 1], 1, tl.int64)
    tmp17 = tmp15 >= tmp16
    tmp18 = tmp15 <= tmp16
    tmp19 = tmp17 & tmp18
    tmp20 = x3
    tmp21 = tmp20 >= tmp16
    tmp22 = tmp20 <= tmp16
    tmp23 = tmp21 & tmp22
    tmp24 = tmp19 & tmp23
    tmp25 = tl.load(in_ptr0 + (tl.broadcast_to(y2, [YBLOCK, XBLOCK])), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (tl.broadcast_to(y1, [YBLOCK, XBLOCK])), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr2 + (3 + ((-1)*x3) + ((-2)*y0) + 4*tmp26 + 12*tmp25 + ((-1)*y0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)) + 2*ks0*tmp26 + 2*tmp26*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 6*ks0*tmp25 + 6*tmp25*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + ks0*tmp26*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 3*ks0*tmp25*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp28 = tmp14 + tmp27
    tmp29 = tmp19 & tmp10
    tmp30 = tl.load(in_ptr0 + (tl.broadcast_to(y2, [YBLOCK, XBLOCK])), tmp29 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr1 + (tl.broadcast_to(y1, [YBLOCK, XBLOCK])), tmp29 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr2 + (3 + x3 + ((-2)*y0) + 4*tmp31 + 12*tmp30 + ((-1)*y0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)) + 2*ks0*tmp31 + 2*tmp31*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 6*ks0*tmp30 + 6*tmp30*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + ks0*tmp31*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 3*ks0*tmp30*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)), tmp29 & xmask & ymask, other=0.0)
    tmp33 = tmp28 + tmp32
    tmp34 = (-2) + libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)
    tmp35 = tmp20 >= tmp34
    tmp36 = tmp20 <= tmp34
    tmp37 = tmp35 & tmp36
    tmp38 = tmp19 & tmp37
    tmp39 = tl.load(in_ptr0 + (tl.broadcast_to(y2, [YBLOCK, XBLOCK])), tmp38 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp40 = tl.load(in_ptr1 + (tl.broadcast_to(y1, [YBLOCK, XBLOCK])), tmp38 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp41 = tl.load(in_ptr2 + (1 + ((-1)*x3) + ((-2)*y0) + 3*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 4*tmp40 + 12*tmp39 + ((-1)*y0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)) + 2*ks0*tmp40 + 2*tmp40*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 6*ks0*tmp39 + 6*tmp39*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + ks0*tmp40*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 3*ks0*tmp39*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)), tmp38 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp42 = tmp33 + tmp41
    tmp43 = tmp5 & tmp23
    tmp44 = tl.load(in_ptr0 + (tl.broadcast_to(y2, [YBLOCK, XBLOCK])), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp45 = tl.load(in_ptr1 + (tl.broadcast_to(y1, [YBLOCK, XBLOCK])), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp46 = tl.load(in_ptr2 + (3 + ((-1)*x3) + 2*y0 + 4*tmp45 + 12*tmp44 + y0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 2*ks0*tmp45 + 2*tmp45*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 6*ks0*tmp44 + 6*tmp44*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + ks0*tmp45*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 3*ks0*tmp44*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp47 = tmp42 + tmp46
    tmp48 = tmp5 & tmp37
    tmp49 = tl.load(in_ptr0 + (tl.broadcast_to(y2, [YBLOCK, XBLOCK])), tmp48 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp50 = tl.load(in_ptr1 + (tl.broadcast_to(y1, [YBLOCK, XBLOCK])), tmp48 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp51 = tl.load(in_ptr2 + (1 + ((-1)*x3) + 2*y0 + 3*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 4*tmp50 + 12*tmp49 + y0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 2*ks0*tmp50 + 2*tmp50*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 6*ks0*tmp49 + 6*tmp49*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + ks0*tmp50*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 3*ks0*tmp49*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)), tmp48 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp52 = tmp47 + tmp51
    tmp53 = (-2) + ks0
    tmp54 = tmp15 >= tmp53
    tmp55 = tmp15 <= tmp53
    tmp56 = tmp54 & tmp55
    tmp57 = tmp56 & tmp23
    tmp58 = tl.load(in_ptr0 + (tl.broadcast_to(y2, [YBLOCK, XBLOCK])), tmp57 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp59 = tl.load(in_ptr1 + (tl.broadcast_to(y1, [YBLOCK, XBLOCK])), tmp57 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp60 = tl.load(in_ptr2 + ((-1) + ((-1)*x3) + ((-1)*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)) + ((-2)*y0) + 4*ks0 + 4*tmp59 + 12*tmp58 + ((-1)*y0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)) + 2*ks0*tmp59 + 2*ks0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 2*tmp59*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 6*ks0*tmp58 + 6*tmp58*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + ks0*tmp59*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 3*ks0*tmp58*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)), tmp57 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp61 = tmp52 + tmp60
    tmp62 = tmp56 & tmp10
    tmp63 = tl.load(in_ptr0 + (tl.broadcast_to(y2, [YBLOCK, XBLOCK])), tmp62 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp64 = tl.load(in_ptr1 + (tl.broadcast_to(y1, [YBLOCK, XBLOCK])), tmp62 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp65 = tl.load(in_ptr2 + ((-1) + x3 + ((-1)*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)) + ((-2)*y0) + 4*ks0 + 4*tmp64 + 12*tmp63 + ((-1)*y0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)) + 2*ks0*tmp64 + 2*ks0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 2*tmp64*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 6*ks0*tmp63 + 6*tmp63*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + ks0*tmp64*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 3*ks0*tmp63*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)), tmp62 & xmask & ymask, other=0.0)
    tmp66 = tmp61 + tmp65
    tmp67 = tmp56 & tmp37
    tmp68 = tl.load(in_ptr0 + (tl.broadcast_to(y2, [YBLOCK, XBLOCK])), tmp67 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp69 = tl.load(in_ptr1 + (tl.broadcast_to(y1, [YBLOCK, XBLOCK])), tmp67 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp70 = tl.load(in_ptr2 + ((-3) + ((-1)*x3) + ((-2)*y0) + 4*ks0 + 4*tmp69 + 12*tmp68 + ((-1)*y0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)) + 2*ks0*tmp69 + 2*ks0*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 2*tmp69*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 6*ks0*tmp68 + 6*tmp68*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + ks0*tmp69*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + 3*ks0*tmp68*libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32) + libdevice.trunc(tl.full([], 2.00000000000000, tl.float64)*ks1.to(tl.float64)).to(tl.int32)), tmp67 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp71 = tmp66 + tmp70
    tmp73 = ks3
    tmp74 = tmp72 + tmp73
    tmp75 = tmp72 < 0
    tmp76 = tl.where(tmp75, tmp74, tmp72)
    tl.device_assert(((0 <= tmp76) & (tmp76 < ks3)) | ~(ymask), "index out of bounds: 0 <= tmp76 < ks3")
    tmp79 = ks1
    tmp80 = tmp78 + tmp79
    tmp81 = tmp78 < 0
    tmp82 = tl.where(tmp81, tmp80, tmp78)
    tl.device_assert(((0 <= tmp82) & (tmp82 < ks1)) | ~(xmask), "index out of bounds: 0 <= tmp82 < ks1")
    tmp84 = tmp15.to(tl.float32)
    tmp85 = tl.full([1, 1], 0.5, tl.float32)
    tmp86 = tmp84 + tmp85
    tmp87 = tmp86 * tmp85
    tmp88 = tmp87 - tmp85
    tmp89 = libdevice.floor(tmp88)
    tmp90 = tmp88 - tmp89
    tmp91 = tl.full([1, 1], 0.0, tl.float32)
    tmp92 = triton_helpers.maximum(tmp90, tmp91)
    tmp93 = tl.full([1, 1], 1.0, tl.float32)
    tmp94 = triton_helpers.minimum(tmp92, tmp93)
    tmp95 = tl.full([1, 1], 2.0, tl.float32)
    tmp96 = tmp95 - tmp94
    tmp97 = tl.full([1, 1], -0.75, tl.float32)
    tmp98 = tmp96 * tmp97
    tmp99 = tl.full([1, 1], -3.75, tl.float32)
    tmp100 = tmp98 - tmp99
    tmp101 = tmp100 * tmp96
    tmp102 = tl.full([1, 1], -6.0, tl.float32)
    tmp103 = tmp101 + tmp102
    tmp104 = tmp103 * tmp96
    tmp105 = tl.full([1, 1], -3.0, tl.float32)
    tmp106 = tmp104 - tmp105
    tmp107 = tmp71 * tmp106
    tmp108 = tmp20.to(tl.float32)
    tmp109 = tmp108 + tmp85
    tmp110 = tmp109 * tmp85
    tmp111 = tmp110 - tmp85
    tmp112 = libdevice.floor(tmp111)
    tmp113 = tmp111 - tmp112
    tmp114 = triton_helpers.maximum(tmp113, tmp91)
    tmp115 = triton_helpers.minimum(tmp114, tmp93)
    tmp116 = tmp95 - tmp115
    tmp117 = tmp116 * tmp97
    tmp118 = tmp117 - tmp99
    tmp119 = tmp118 * tmp116
    tmp120 = tmp119 + tmp102
    tmp121 = tmp120 * tmp116
    tmp122 = tmp121 - tmp105
    tmp123 = tmp107 * tmp122
    tmp125 = tmp124 + tmp73
    tmp126 = tmp124 < 0
    tmp127 = tl.where(tmp126, tmp125, tmp124)
    tl.device_assert(((0 <= tmp127) & (tmp127 < ks3)) | ~(ymask), "index out of bounds: 0 <= tmp127 < ks3")
    tmp129 = tmp93 - tmp94
    tmp130 = tl.full([1, 1], 1.25, tl.float32)
    tmp131 = tmp129 * tmp130
    tmp132 = tl.full([1, 1], 2.25, tl.float32)
    tmp133 = tmp131 - tmp132
    tmp134 = tmp133 * tmp129
    tmp135 = tmp134 * tmp129
    tmp136 = tmp135 + tmp93
    tmp137 = tmp71 * tmp136
    tmp138 = tmp137 * tmp122
    tmp140 = tmp139 + tmp73
    tmp141 = tmp139 < 0
    tmp142 = tl.where(tmp141, tmp140, tmp139)
    tl.device_assert(((0 <= tmp142) & (tmp142 < ks3)) | ~(ymask), "index out of bounds: 0 <= tmp142 < ks3")
    tmp144 = tmp94 * tmp130
    tmp145 = tmp144 - tmp132
    tmp146 = tmp145 * tmp94
    tmp147 = tmp146 * tmp94
    tmp148 = tmp147 + tmp93
    tmp149 = tmp71 * tmp148
    tmp150 = tmp149 * tmp122
    tmp152 = tmp151 + tmp73
    tmp153 = tmp151 < 0
    tmp154 = tl.where(tmp153, tmp152, tmp151)
    tl.device_assert(((0 <= tmp154) & (tmp154 < ks3)) | ~(ymask), "index out of bounds: 0 <= tmp154 < ks3")
    tmp156 = tmp94 + tmp93
    tmp157 = tmp156 * tmp97
    tmp158 = tmp157 - tmp99
    tmp159 = tmp158 * tmp156
    tmp160 = tmp159 + tmp102
    tmp161 = tmp160 * tmp156
    tmp162 = tmp161 - tmp105
    tmp163 = tmp71 * tmp162
    tmp164 = tmp163 * tmp122
    tmp166 = tmp165 + tmp79
    tmp167 = tmp165 < 0
    tmp168 = tl.where(tmp167, tmp166, tmp165)
    tl.device_assert(((0 <= tmp168) & (tmp168 < ks1)) | ~(xmask), "index out of bounds: 0 <= tmp168 < ks1")
    tmp170 = tmp93 - tmp115
    tmp171 = tmp170 * tmp130
    tmp172 = tmp171 - tmp132
    tmp173 = tmp172 * tmp170
    tmp174 = tmp173 * tmp170
    tmp175 = tmp174 + tmp93
    tmp176 = tmp107 * tmp175
    tmp177 = tmp137 * tmp175
    tmp178 = tmp149 * tmp175
    tmp179 = tmp163 * tmp175
    tmp181 = tmp180 + tmp79
    tmp182 = tmp180 < 0
    tmp183 = tl.where(tmp182, tmp181, tmp180)
    tl.device_assert(((0 <= tmp183) & (tmp183 < ks1)) | ~(xmask), "index out of bounds: 0 <= tmp183 < ks1")
    tmp185 = tmp115 * tmp130
    tmp186 = tmp185 - tmp132
    tmp187 = tmp186 * tmp115
    tmp188 = tmp187 * tmp115
    tmp189 = tmp188 + tmp93
    tmp190 = tmp107 * tmp189
    tmp191 = tmp137 * tmp189
    tmp192 = tmp149 * tmp189
    tmp193 = tmp163 * tmp189
    tmp195 = tmp194 + tmp79
    tmp196 = tmp194 < 0
    tmp197 = tl.where(tmp196, tmp195, tmp194)
    tl.device_assert(((0 <= tmp197) & (tmp197 < ks1)) | ~(xmask), "index out of bounds: 0 <= tmp197 < ks1")
    tmp199 = tmp115 + tmp93
    tmp200 = tmp199 * tmp97
    tmp201 = tmp200 - tmp99
    tmp202 = tmp201 * tmp199
    tmp203 = tmp202 + tmp102
    tmp204 = tmp203 * tmp199
    tmp205 = tmp204 - tmp105
    tmp206 = tmp107 * tmp205
    tmp207 = tmp137 * tmp205
    tmp208 = tmp149 * tmp205
    tmp209 = tmp163 * tmp205
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(tmp82 + ks1*tmp76 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp123, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(tmp82 + ks1*tmp127 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp138, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(tmp82 + ks1*tmp142 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp150, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(tmp82 + ks1*tmp154 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp164, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr4 + (tl.broadcast_to(tmp168 + ks1*tmp76 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp176, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr5 + (tl.broadcast_to(tmp168 + ks1*tmp127 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp177, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr6 + (tl.broadcast_to(tmp168 + ks1*tmp142 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp178, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr7 + (tl.broadcast_to(tmp168 + ks1*tmp154 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp179, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr8 + (tl.broadcast_to(tmp183 + ks1*tmp76 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp190, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr9 + (tl.broadcast_to(tmp183 + ks1*tmp127 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp191, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr10 + (tl.broadcast_to(tmp183 + ks1*tmp142 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp192, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr11 + (tl.broadcast_to(tmp183 + ks1*tmp154 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp193, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr12 + (tl.broadcast_to(tmp197 + ks1*tmp76 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp206, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr13 + (tl.broadcast_to(tmp197 + ks1*tmp127 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp207, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr14 + (tl.broadcast_to(tmp197 + ks1*tmp142 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp208, xmask & ymask, sem='relaxed')
    tl.atomic_add(out_ptr15 + (tl.broadcast_to(tmp197 + ks1*tmp154 + ks1*ks3*y4, [YBLOCK, XBLOCK])), tmp209, xmask & ymask, sem='relaxed')
