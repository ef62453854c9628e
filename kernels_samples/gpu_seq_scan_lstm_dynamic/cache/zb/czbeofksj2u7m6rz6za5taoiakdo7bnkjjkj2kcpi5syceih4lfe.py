
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 4}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_mul_sigmoid_backward_tanh_tanh_backward_71', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3840, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_mul_sigmoid_backward_tanh_tanh_backward_71(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp9 - tmp8
    tmp11 = tmp8 * tmp10
    tmp12 = tmp7 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp4, tmp12, tmp13)
    tmp15 = tmp0 >= tmp3
    tmp16 = tl.full([1, 1], 32, tl.int64)
    tmp17 = tmp0 < tmp16
    tmp18 = tmp15 & tmp17
    tmp19 = tl.load(in_ptr0 + (16*x1 + ((-16) + y0)), tmp18 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp20 = tl.load(in_ptr3 + (16*x1 + ((-16) + y0)), tmp18 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp21 = tmp19 * tmp20
    tmp22 = tl.load(in_ptr4 + (16*x1 + ((-16) + y0)), tmp18 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp23 = tl.full([1, 1], 1.0, tl.float32)
    tmp24 = tmp23 - tmp22
    tmp25 = tmp22 * tmp24
    tmp26 = tmp21 * tmp25
    tmp27 = tl.full(tmp26.shape, 0.0, tmp26.dtype)
    tmp28 = tl.where(tmp18, tmp26, tmp27)
    tmp29 = tmp0 >= tmp16
    tmp30 = tl.full([1, 1], 48, tl.int64)
    tmp31 = tmp0 < tmp30
    tmp32 = tmp29 & tmp31
    tmp33 = tl.load(in_ptr0 + (16*x1 + ((-32) + y0)), tmp32 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.load(in_ptr2 + (16*x1 + ((-32) + y0)), tmp32 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp35 = tmp33 * tmp34
    tmp36 = tl.load(in_ptr1 + (16*x1 + ((-32) + y0)), tmp32 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp37 = tmp36 * tmp36
    tmp38 = tl.full([1, 1], 1.0, tl.float32)
    tmp39 = tmp38 - tmp37
    tmp40 = tmp35 * tmp39
    tmp41 = tl.full(tmp40.shape, 0.0, tmp40.dtype)
    tmp42 = tl.where(tmp32, tmp40, tmp41)
    tmp43 = tmp0 >= tmp30
    tmp44 = tl.full([1, 1], 64, tl.int64)
    tmp45 = tmp0 < tmp44
    tmp46 = tl.load(in_ptr5 + (16*x1 + ((-48) + y0)), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp47 = tl.load(in_ptr6 + (16*x1 + ((-48) + y0)), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp48 = libdevice.tanh(tmp47)
    tmp49 = tmp46 * tmp48
    tmp50 = tl.load(in_ptr7 + (16*x1 + ((-48) + y0)), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp51 = tl.full([1, 1], 1.0, tl.float32)
    tmp52 = tmp51 - tmp50
    tmp53 = tmp50 * tmp52
    tmp54 = tmp49 * tmp53
    tmp55 = tl.full(tmp54.shape, 0.0, tmp54.dtype)
    tmp56 = tl.where(tmp43, tmp54, tmp55)
    tmp57 = tl.where(tmp32, tmp42, tmp56)
    tmp58 = tl.where(tmp18, tmp28, tmp57)
    tmp59 = tl.where(tmp4, tmp14, tmp58)
    tl.store(out_ptr0 + (y0 + 64*x1), tmp59, xmask & ymask)
