
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_div_exp_expand_flip_mul_neg_permute_pow_roll_sigmoid_sigmoid_backward_slice_slice_backward_squeeze_stack_sub_view_67', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 67392, 'x': 5184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_div_exp_expand_flip_mul_neg_permute_pow_roll_sigmoid_sigmoid_backward_slice_slice_backward_squeeze_stack_sub_view_67(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 27
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    tmp0 = tl.load(in_ptr0 + (x2 + 27*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr3 + (y0 + 16*(((3 + x2) % 27)) + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp44 = tl.load(in_ptr4 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp46 = tl.load(in_ptr5 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp48 = tl.load(in_ptr6 + (416 + y0 + ((-16)*x2) + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp49 = tl.load(in_ptr2 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp52 = tl.load(in_ptr7 + (416 + y0 + ((-16)*x2) + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp57 = tl.load(in_ptr8 + (416 + y0 + ((-16)*x2) + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp58 = tl.load(in_ptr9 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp61 = tl.load(in_ptr10 + (y0 + 16*x2 + 432*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = x2
    tmp4 = tl.full([1, 1], 1, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = tl.load(in_ptr1 + (0))
    tmp7 = tl.broadcast_to(tmp6, [1, 1])
    tmp8 = tl.where(tmp5, tmp7, 0.0)
    tmp9 = tl.broadcast_to(416*ks0, [YBLOCK, XBLOCK])
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tl.load(in_ptr2 + (y0 + 16*x2 + 432*y1), tmp5 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp13 = tl.load(in_ptr2 + ((-16) + y0 + 16*x2 + 432*y1), tmp5 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp14 = tmp12 - tmp13
    tmp15 = tl.full([1, 1], 2.0, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp11 * tmp16
    tmp18 = tl.full(tmp17.shape, 0.0, tmp17.dtype)
    tmp19 = tl.where(tmp5, tmp17, tmp18)
    tmp20 = tl.full([1, 1], 0.0, tl.float32)
    tmp21 = tl.where(tmp5, tmp19, tmp20)
    tmp22 = tmp2 + tmp21
    tmp23 = tl.full([1, 1], 26, tl.int64)
    tmp24 = tmp3 < tmp23
    tmp25 = tl.load(in_ptr1 + (0))
    tmp26 = tl.broadcast_to(tmp25, [1, 1])
    tmp27 = tl.where(tmp24, tmp26, 0.0)
    tmp28 = tl.broadcast_to(416*ks0, [YBLOCK, XBLOCK])
    tmp29 = tmp28.to(tl.float32)
    tmp30 = (tmp27 / tmp29)
    tmp31 = tl.load(in_ptr2 + (16 + y0 + 16*x2 + 432*y1), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr2 + (y0 + 16*x2 + 432*y1), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp31 - tmp32
    tmp34 = tl.full([1, 1], 2.0, tl.float32)
    tmp35 = tmp33 * tmp34
    tmp36 = tmp30 * tmp35
    tmp37 = -tmp36
    tmp38 = tl.full(tmp37.shape, 0.0, tmp37.dtype)
    tmp39 = tl.where(tmp24, tmp37, tmp38)
    tmp40 = tl.where(tmp24, tmp39, tmp20)
    tmp41 = tmp22 + tmp40
    tmp43 = tmp41 + tmp42
    tmp45 = tmp43 + tmp44
    tmp47 = tmp45 + tmp46
    tmp50 = tmp48 + tmp49
    tmp51 = libdevice.exp(tmp50)
    tmp53 = tmp52 + tmp49
    tmp54 = libdevice.exp(tmp53)
    tmp55 = tmp51 - tmp54
    tmp56 = tmp47 + tmp55
    tmp59 = (tmp57 / tmp58)
    tmp60 = tmp56 + tmp59
    tmp62 = tl.full([1, 1], 0.5, tl.float32)
    tmp63 = tmp61 * tmp62
    tmp64 = tl.sigmoid(tmp49)
    tmp65 = tl.full([1, 1], 1.0, tl.float32)
    tmp66 = tmp65 - tmp64
    tmp67 = tmp64 * tmp66
    tmp68 = tmp63 * tmp67
    tmp69 = tmp60 + tmp68
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 16*x2 + 432*y1), tmp69, xmask & ymask)
