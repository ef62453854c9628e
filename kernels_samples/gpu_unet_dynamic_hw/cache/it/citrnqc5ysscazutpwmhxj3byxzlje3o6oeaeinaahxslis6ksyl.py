
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_25', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 89600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_25(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x6 = xindex // ks0
    x7 = xindex
    x5 = xindex // ks3
    x8 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_ptr0 + ((x0 // ks1)*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + x6*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + ((x0 % ks1))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x7), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr1 + (x5), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x8), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x7), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr4 + (x5), xmask, eviction_policy='evict_last')
    tmp43 = tl.load(in_ptr5 + (x5), xmask, eviction_policy='evict_last')
    tmp45 = tl.load(in_ptr6 + (x5), xmask, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp20 = tmp19 * tmp14
    tmp21 = tmp20 * tmp14
    tmp22 = tmp21 * tmp14
    tmp23 = ks4
    tmp24 = tmp23.to(tl.float32)
    tmp25 = tl.full([1], 2.0, tl.float32)
    tmp26 = (tmp24 / tmp25)
    tmp27 = libdevice.floor(tmp26)
    tmp28 = tl.full([1], 4.0, tl.float32)
    tmp29 = tmp28 * tmp27
    tmp30 = ks5
    tmp31 = tmp30.to(tl.float32)
    tmp32 = (tmp31 / tmp25)
    tmp33 = libdevice.floor(tmp32)
    tmp34 = tmp29 * tmp33
    tmp35 = tmp34.to(tl.float64)
    tmp36 = tl.full([1], 1.0, tl.float64)
    tmp37 = (tmp36 / tmp35)
    tmp38 = tmp37.to(tl.float32)
    tmp39 = tmp22 * tmp38
    tmp40 = tmp18 * tmp39
    tmp41 = tmp17 + tmp40
    tmp42 = -tmp39
    tmp44 = tmp42 * tmp43
    tmp46 = tmp45 * tmp14
    tmp47 = tmp46 * tmp38
    tmp48 = tmp44 - tmp47
    tmp49 = tmp41 + tmp48
    tl.store(in_out_ptr0 + (x7), tmp49, xmask)
