
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_exp_index_mul_select_smooth_l1_loss_stack_sub_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2368}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_exp_index_mul_select_smooth_l1_loss_stack_sub_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x1 = xindex // 4
    x2 = xindex
    tmp87 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (4*x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.full([1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp5 + tmp8
    tmp10 = tl.load(in_ptr2 + (4*x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp10 * tmp6
    tmp12 = tmp9 + tmp11
    tmp13 = tl.load(in_ptr2 + (2 + 4*x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp14 = tl.full([1], 4.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp6 * tmp16
    tmp18 = tmp17 * tmp7
    tmp19 = tmp12 - tmp18
    tmp20 = tl.full(tmp19.shape, 0.0, tmp19.dtype)
    tmp21 = tl.where(tmp4, tmp19, tmp20)
    tmp22 = tmp0 >= tmp3
    tmp23 = tl.full([1], 2, tl.int64)
    tmp24 = tmp0 < tmp23
    tmp25 = tmp22 & tmp24
    tmp26 = tl.load(in_ptr0 + (1 + 4*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr3 + (x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.full([1], 0.5, tl.float32)
    tmp29 = tmp27 * tmp28
    tmp30 = tmp26 + tmp29
    tmp31 = tl.load(in_ptr2 + (1 + 4*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp31 * tmp27
    tmp33 = tmp30 + tmp32
    tmp34 = tl.load(in_ptr2 + (3 + 4*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.full([1], 4.0, tl.float32)
    tmp36 = triton_helpers.minimum(tmp34, tmp35)
    tmp37 = libdevice.exp(tmp36)
    tmp38 = tmp27 * tmp37
    tmp39 = tmp38 * tmp28
    tmp40 = tmp33 - tmp39
    tmp41 = tl.full(tmp40.shape, 0.0, tmp40.dtype)
    tmp42 = tl.where(tmp25, tmp40, tmp41)
    tmp43 = tmp0 >= tmp23
    tmp44 = tl.full([1], 3, tl.int64)
    tmp45 = tmp0 < tmp44
    tmp46 = tmp43 & tmp45
    tmp47 = tl.load(in_ptr0 + (4*x1), tmp46 & xmask, eviction_policy='evict_last', other=0.0)
    tmp48 = tl.load(in_ptr1 + (x1), tmp46 & xmask, eviction_policy='evict_last', other=0.0)
    tmp49 = tl.full([1], 0.5, tl.float32)
    tmp50 = tmp48 * tmp49
    tmp51 = tmp47 + tmp50
    tmp52 = tl.load(in_ptr2 + (4*x1), tmp46 & xmask, eviction_policy='evict_last', other=0.0)
    tmp53 = tmp52 * tmp48
    tmp54 = tmp51 + tmp53
    tmp55 = tl.load(in_ptr2 + (2 + 4*x1), tmp46 & xmask, eviction_policy='evict_last', other=0.0)
    tmp56 = tl.full([1], 4.0, tl.float32)
    tmp57 = triton_helpers.minimum(tmp55, tmp56)
    tmp58 = libdevice.exp(tmp57)
    tmp59 = tmp48 * tmp58
    tmp60 = tmp59 * tmp49
    tmp61 = tmp54 + tmp60
    tmp62 = tl.full(tmp61.shape, 0.0, tmp61.dtype)
    tmp63 = tl.where(tmp46, tmp61, tmp62)
    tmp64 = tmp0 >= tmp44
    tmp65 = tl.full([1], 4, tl.int64)
    tmp66 = tmp0 < tmp65
    tmp67 = tl.load(in_ptr0 + (1 + 4*x1), tmp64 & xmask, eviction_policy='evict_last', other=0.0)
    tmp68 = tl.load(in_ptr3 + (x1), tmp64 & xmask, eviction_policy='evict_last', other=0.0)
    tmp69 = tl.full([1], 0.5, tl.float32)
    tmp70 = tmp68 * tmp69
    tmp71 = tmp67 + tmp70
    tmp72 = tl.load(in_ptr2 + (1 + 4*x1), tmp64 & xmask, eviction_policy='evict_last', other=0.0)
    tmp73 = tmp72 * tmp68
    tmp74 = tmp71 + tmp73
    tmp75 = tl.load(in_ptr2 + (3 + 4*x1), tmp64 & xmask, eviction_policy='evict_last', other=0.0)
    tmp76 = tl.full([1], 4.0, tl.float32)
    tmp77 = triton_helpers.minimum(tmp75, tmp76)
    tmp78 = libdevice.exp(tmp77)
    tmp79 = tmp68 * tmp78
    tmp80 = tmp79 * tmp69
    tmp81 = tmp74 + tmp80
    tmp82 = tl.full(tmp81.shape, 0.0, tmp81.dtype)
    tmp83 = tl.where(tmp64, tmp81, tmp82)
    tmp84 = tl.where(tmp46, tmp63, tmp83)
    tmp85 = tl.where(tmp25, tmp42, tmp84)
    tmp86 = tl.where(tmp4, tmp21, tmp85)
    tmp88 = tl.full([XBLOCK], 5, tl.int32)
    tmp89 = tmp87 + tmp88
    tmp90 = tmp87 < 0
    tmp91 = tl.where(tmp90, tmp89, tmp87)
    tl.device_assert(((0 <= tmp91) & (tmp91 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp91 < 5")
    tmp93 = tl.load(in_ptr5 + (x0 + 4*tmp91), xmask)
    tmp94 = tmp86 - tmp93
    tl.store(out_ptr0 + (x2), tmp86, xmask)
    tl.store(out_ptr1 + (x2), tmp94, xmask)
