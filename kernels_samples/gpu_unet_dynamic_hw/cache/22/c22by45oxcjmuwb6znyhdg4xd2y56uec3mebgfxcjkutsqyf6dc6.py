
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 107720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_20(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = ((xindex // ks0) % 32)
    x3 = xindex // ks1
    x4 = (xindex % ks0)
    x1 = ((xindex // ks2) % ks3)
    x0 = (xindex % ks2)
    x6 = xindex // ks0
    tmp0 = x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x4 + ks2*ks3*(x2) + 16*ks2*ks3*x3), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.broadcast_to(ks4, [XBLOCK])
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tmp11 = tl.load(in_ptr2 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.broadcast_to(ks5, [XBLOCK])
    tmp13 = tmp11 + tmp12
    tmp14 = tmp11 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp11)
    tmp16 = tl.load(in_ptr3 + (tmp15 + tmp10*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + (x2)*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + 16*x3*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1)))), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = -tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.full([1], 1.0, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = (tmp16 / tmp20)
    tmp22 = tl.load(in_ptr4 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp23 = tmp22 + tmp12
    tmp24 = tmp22 < 0
    tmp25 = tl.where(tmp24, tmp23, tmp22)
    tmp26 = tl.load(in_ptr3 + (tmp25 + tmp10*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + (x2)*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + 16*x3*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1)))), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = -tmp26
    tmp28 = libdevice.exp(tmp27)
    tmp29 = tmp28 + tmp19
    tmp30 = (tmp26 / tmp29)
    tmp31 = tmp30 - tmp21
    tmp32 = tl.load(in_ptr5 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp31 * tmp32
    tmp34 = tmp21 + tmp33
    tmp35 = tmp34 - tmp5
    tmp36 = tl.load(in_ptr6 + (x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp37 = tmp35 * tmp36
    tmp38 = tmp5 + tmp37
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp4, tmp38, tmp39)
    tmp41 = tmp0 >= tmp3
    tmp42 = tl.full([1], 32, tl.int64)
    tmp43 = tmp0 < tmp42
    tmp44 = tl.load(in_ptr7 + (x0 + x1*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + ((-16) + x2)*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + 16*x3*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), tmp41 & xmask, eviction_policy='evict_last', other=0.0)
    tmp45 = tl.where(tmp4, tmp40, tmp44)
    tl.store(out_ptr0 + (x0 + x1*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), tmp45, xmask)
