
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i1', 'out_ptr0': '*fp32', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__log_softmax_add_bitwise_not_div_mul_nll_loss_forward_prepare_softmax_online_sub_sum_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 20, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__log_softmax_add_bitwise_not_div_mul_nll_loss_forward_prepare_softmax_online_sub_sum_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp5 = tl.load(in_ptr0 + (1))
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
    tmp10 = tl.load(in_ptr0 + (2))
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK])
    tmp15 = tl.load(in_ptr0 + (3))
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK])
    tmp29 = tl.load(in_ptr2 + (0))
    tmp30 = tl.broadcast_to(tmp29, [XBLOCK])
    tmp32 = tl.load(in_ptr3 + (0))
    tmp33 = tl.broadcast_to(tmp32, [XBLOCK])
    tmp44 = tl.load(in_ptr2 + (1))
    tmp45 = tl.broadcast_to(tmp44, [XBLOCK])
    tmp47 = tl.load(in_ptr3 + (1))
    tmp48 = tl.broadcast_to(tmp47, [XBLOCK])
    tmp59 = tl.load(in_ptr2 + (2))
    tmp60 = tl.broadcast_to(tmp59, [XBLOCK])
    tmp62 = tl.load(in_ptr3 + (2))
    tmp63 = tl.broadcast_to(tmp62, [XBLOCK])
    tmp74 = tl.load(in_ptr2 + (3))
    tmp75 = tl.broadcast_to(tmp74, [XBLOCK])
    tmp77 = tl.load(in_ptr3 + (3))
    tmp78 = tl.broadcast_to(tmp77, [XBLOCK])
    tmp86 = tl.load(in_ptr4 + (0))
    tmp87 = tl.broadcast_to(tmp86, [XBLOCK])
    tmp88 = tl.load(in_ptr4 + (1))
    tmp89 = tl.broadcast_to(tmp88, [XBLOCK])
    tmp91 = tl.load(in_ptr4 + (2))
    tmp92 = tl.broadcast_to(tmp91, [XBLOCK])
    tmp94 = tl.load(in_ptr4 + (3))
    tmp95 = tl.broadcast_to(tmp94, [XBLOCK])
    tmp97 = tl.load(in_ptr5 + (0)).to(tl.int1)
    tmp98 = tl.broadcast_to(tmp97, [XBLOCK])
    tmp101 = tl.load(in_ptr5 + (1)).to(tl.int1)
    tmp102 = tl.broadcast_to(tmp101, [XBLOCK])
    tmp106 = tl.load(in_ptr5 + (2)).to(tl.int1)
    tmp107 = tl.broadcast_to(tmp106, [XBLOCK])
    tmp111 = tl.load(in_ptr5 + (3)).to(tl.int1)
    tmp112 = tl.broadcast_to(tmp111, [XBLOCK])
    tmp2 = tl.full([1], -100, tl.int64)
    tmp3 = tmp1 != tmp2
    tmp4 = tmp3.to(tl.int64)
    tmp7 = tmp6 != tmp2
    tmp8 = tmp7.to(tl.int64)
    tmp9 = tmp4 + tmp8
    tmp12 = tmp11 != tmp2
    tmp13 = tmp12.to(tl.int64)
    tmp14 = tmp9 + tmp13
    tmp17 = tmp16 != tmp2
    tmp18 = tmp17.to(tl.int64)
    tmp19 = tmp14 + tmp18
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.full([1], 0, tl.int64)
    tmp22 = tl.where(tmp3, tmp1, tmp21)
    tmp23 = tl.full([XBLOCK], 6, tl.int32)
    tmp24 = tmp22 + tmp23
    tmp25 = tmp22 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp22)
    tl.device_assert((0 <= tmp26) & (tmp26 < 6), "index out of bounds: 0 <= tmp26 < 6")
    tmp28 = tl.load(in_ptr1 + (tmp26), None, eviction_policy='evict_last')
    tmp31 = tmp28 - tmp30
    tmp34 = tmp31 - tmp33
    tmp35 = -tmp34
    tmp36 = tl.full([1], 0.0, tl.float32)
    tmp37 = tl.where(tmp3, tmp35, tmp36)
    tmp38 = tl.where(tmp7, tmp6, tmp21)
    tmp39 = tmp38 + tmp23
    tmp40 = tmp38 < 0
    tmp41 = tl.where(tmp40, tmp39, tmp38)
    tl.device_assert((0 <= tmp41) & (tmp41 < 6), "index out of bounds: 0 <= tmp41 < 6")
    tmp43 = tl.load(in_ptr1 + (6 + tmp41), None, eviction_policy='evict_last')
    tmp46 = tmp43 - tmp45
    tmp49 = tmp46 - tmp48
    tmp50 = -tmp49
    tmp51 = tl.where(tmp7, tmp50, tmp36)
    tmp52 = tmp37 + tmp51
    tmp53 = tl.where(tmp12, tmp11, tmp21)
    tmp54 = tmp53 + tmp23
    tmp55 = tmp53 < 0
    tmp56 = tl.where(tmp55, tmp54, tmp53)
    tl.device_assert((0 <= tmp56) & (tmp56 < 6), "index out of bounds: 0 <= tmp56 < 6")
    tmp58 = tl.load(in_ptr1 + (12 + tmp56), None, eviction_policy='evict_last')
    tmp61 = tmp58 - tmp60
    tmp64 = tmp61 - tmp63
    tmp65 = -tmp64
    tmp66 = tl.where(tmp12, tmp65, tmp36)
    tmp67 = tmp52 + tmp66
    tmp68 = tl.where(tmp17, tmp16, tmp21)
    tmp69 = tmp68 + tmp23
    tmp70 = tmp68 < 0
    tmp71 = tl.where(tmp70, tmp69, tmp68)
    tl.device_assert((0 <= tmp71) & (tmp71 < 6), "index out of bounds: 0 <= tmp71 < 6")
    tmp73 = tl.load(in_ptr1 + (18 + tmp71), None, eviction_policy='evict_last')
    tmp76 = tmp73 - tmp75
    tmp79 = tmp76 - tmp78
    tmp80 = -tmp79
    tmp81 = tl.where(tmp17, tmp80, tmp36)
    tmp82 = tmp67 + tmp81
    tmp83 = (tmp82 / tmp20)
    tmp84 = tl.full([1], 0.9, tl.float32)
    tmp85 = tmp83 * tmp84
    tmp90 = tmp87 + tmp89
    tmp93 = tmp90 + tmp92
    tmp96 = tmp93 + tmp95
    tmp99 = tmp98 == 0
    tmp100 = tmp99.to(tl.int64)
    tmp103 = tmp102 == 0
    tmp104 = tmp103.to(tl.int64)
    tmp105 = tmp100 + tmp104
    tmp108 = tmp107 == 0
    tmp109 = tmp108.to(tl.int64)
    tmp110 = tmp105 + tmp109
    tmp113 = tmp112 == 0
    tmp114 = tmp113.to(tl.int64)
    tmp115 = tmp110 + tmp114
    tmp116 = tmp115.to(tl.float32)
    tmp117 = (tmp96 / tmp116)
    tmp118 = tl.full([1], 0.016666666666666666, tl.float32)
    tmp119 = tmp117 * tmp118
    tmp120 = tmp85 + tmp119
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp20, None)
    tl.store(in_out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp120, None)
