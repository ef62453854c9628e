
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 4}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_mul_sigmoid_backward_tanh_backward_69', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 18, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4992, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_mul_sigmoid_backward_tanh_backward_69(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = y0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp5 * tmp6
    tmp8 = tl.load(in_ptr2 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp9 = tmp8 * tmp8
    tmp10 = tl.full([1, 1], 1.0, tl.float32)
    tmp11 = tmp10 - tmp9
    tmp12 = tmp7 * tmp11
    tmp13 = tl.load(in_ptr3 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp14 = tmp12 * tmp13
    tmp15 = tl.load(in_ptr4 + (16*x1 + (y0)), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp10 - tmp15
    tmp17 = tmp15 * tmp16
    tmp18 = tmp14 * tmp17
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp4, tmp18, tmp19)
    tmp21 = tmp0 >= tmp3
    tmp22 = tl.full([1, 1], 32, tl.int64)
    tmp23 = tmp0 < tmp22
    tmp24 = tmp21 & tmp23
    tmp25 = tl.load(in_ptr0 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp25 * tmp26
    tmp28 = tl.load(in_ptr2 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp29 = tmp28 * tmp28
    tmp30 = tl.full([1, 1], 1.0, tl.float32)
    tmp31 = tmp30 - tmp29
    tmp32 = tmp27 * tmp31
    tmp33 = tl.load(in_ptr5 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp34 = tmp32 * tmp33
    tmp35 = tl.load(in_ptr6 + (16*x1 + ((-16) + y0)), tmp24 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp36 = tmp30 - tmp35
    tmp37 = tmp35 * tmp36
    tmp38 = tmp34 * tmp37
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp24, tmp38, tmp39)
    tmp41 = tmp0 >= tmp22
    tmp42 = tl.full([1, 1], 48, tl.int64)
    tmp43 = tmp0 < tmp42
    tmp44 = tmp41 & tmp43
    tmp45 = tl.load(in_ptr0 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp46 = tl.load(in_ptr1 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp47 = tmp45 * tmp46
    tmp48 = tl.load(in_ptr2 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp49 = tmp48 * tmp48
    tmp50 = tl.full([1, 1], 1.0, tl.float32)
    tmp51 = tmp50 - tmp49
    tmp52 = tmp47 * tmp51
    tmp53 = tl.load(in_ptr4 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp54 = tmp52 * tmp53
    tmp55 = tl.load(in_ptr3 + (16*x1 + ((-32) + y0)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp56 = tmp55 * tmp55
    tmp57 = tmp50 - tmp56
    tmp58 = tmp54 * tmp57
    tmp59 = tl.full(tmp58.shape, 0.0, tmp58.dtype)
    tmp60 = tl.where(tmp44, tmp58, tmp59)
    tmp61 = tmp0 >= tmp42
    tmp62 = tl.full([1, 1], 64, tl.int64)
    tmp63 = tmp0 < tmp62
    tmp64 = tl.load(in_ptr0 + (16*x1 + ((-48) + y0)), tmp61 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp65 = tl.load(in_ptr2 + (16*x1 + ((-48) + y0)), tmp61 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp66 = tmp64 * tmp65
    tmp67 = tl.load(in_ptr1 + (16*x1 + ((-48) + y0)), tmp61 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp68 = tl.full([1, 1], 1.0, tl.float32)
    tmp69 = tmp68 - tmp67
    tmp70 = tmp67 * tmp69
    tmp71 = tmp66 * tmp70
    tmp72 = tl.full(tmp71.shape, 0.0, tmp71.dtype)
    tmp73 = tl.where(tmp61, tmp71, tmp72)
    tmp74 = tl.where(tmp44, tmp60, tmp73)
    tmp75 = tl.where(tmp24, tmp40, tmp74)
    tmp76 = tl.where(tmp4, tmp20, tmp75)
    tl.store(out_ptr0 + (y0 + 64*x1), tmp76, xmask & ymask)
