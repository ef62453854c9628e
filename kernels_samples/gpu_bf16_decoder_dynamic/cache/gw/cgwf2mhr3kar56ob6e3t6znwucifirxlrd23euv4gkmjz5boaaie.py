
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i64', 'in_ptr0': '*bf16', 'in_ptr1': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax__to_copy_argmax_exp_gather_prepare_softmax_online_sub_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax__to_copy_argmax_exp_gather_prepare_softmax_online_sub_4(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (1 + 5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp5 = tl.load(in_ptr0 + (2 + 5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp8 = tl.load(in_ptr0 + (3 + 5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp11 = tl.load(in_ptr0 + (4 + 5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = triton_helpers.maximum(tmp1, tmp3)
    tmp6 = tmp5.to(tl.float32)
    tmp7 = triton_helpers.maximum(tmp4, tmp6)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = triton_helpers.maximum(tmp7, tmp9)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = triton_helpers.maximum(tmp10, tmp12)
    tmp14 = tmp1 - tmp13
    tmp15 = libdevice.exp(tmp14)
    tmp16 = tmp3 - tmp13
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp15 + tmp17
    tmp19 = tmp6 - tmp13
    tmp20 = libdevice.exp(tmp19)
    tmp21 = tmp18 + tmp20
    tmp22 = tmp9 - tmp13
    tmp23 = libdevice.exp(tmp22)
    tmp24 = tmp21 + tmp23
    tmp25 = tmp12 - tmp13
    tmp26 = libdevice.exp(tmp25)
    tmp27 = tmp24 + tmp26
    tmp28 = (tmp15 / tmp27)
    tmp29 = (tmp17 / tmp27)
    tmp30 = tmp28 > tmp29
    tmp31 = tmp28 == tmp29
    tmp32 = tmp28 != tmp28
    tmp33 = tmp29 != tmp29
    tmp34 = tmp32 > tmp33
    tmp35 = tmp30 | tmp34
    tmp36 = tmp32 & tmp33
    tmp37 = tmp31 | tmp36
    tmp38 = tl.full([1], 0, tl.int64)
    tmp39 = tl.full([1], 1, tl.int64)
    tmp40 = tmp38 < tmp39
    tmp41 = tmp37 & tmp40
    tmp42 = tmp35 | tmp41
    tmp43 = tl.where(tmp42, tmp28, tmp29)
    tmp44 = tl.where(tmp42, tmp38, tmp39)
    tmp45 = (tmp20 / tmp27)
    tmp46 = tmp43 > tmp45
    tmp47 = tmp43 == tmp45
    tmp48 = tmp43 != tmp43
    tmp49 = tmp45 != tmp45
    tmp50 = tmp48 > tmp49
    tmp51 = tmp46 | tmp50
    tmp52 = tmp48 & tmp49
    tmp53 = tmp47 | tmp52
    tmp54 = tl.full([1], 2, tl.int64)
    tmp55 = tmp44 < tmp54
    tmp56 = tmp53 & tmp55
    tmp57 = tmp51 | tmp56
    tmp58 = tl.where(tmp57, tmp43, tmp45)
    tmp59 = tl.where(tmp57, tmp44, tmp54)
    tmp60 = (tmp23 / tmp27)
    tmp61 = tmp58 > tmp60
    tmp62 = tmp58 == tmp60
    tmp63 = tmp58 != tmp58
    tmp64 = tmp60 != tmp60
    tmp65 = tmp63 > tmp64
    tmp66 = tmp61 | tmp65
    tmp67 = tmp63 & tmp64
    tmp68 = tmp62 | tmp67
    tmp69 = tl.full([1], 3, tl.int64)
    tmp70 = tmp59 < tmp69
    tmp71 = tmp68 & tmp70
    tmp72 = tmp66 | tmp71
    tmp73 = tl.where(tmp72, tmp58, tmp60)
    tmp74 = tl.where(tmp72, tmp59, tmp69)
    tmp75 = (tmp26 / tmp27)
    tmp76 = tmp73 > tmp75
    tmp77 = tmp73 == tmp75
    tmp78 = tmp73 != tmp73
    tmp79 = tmp75 != tmp75
    tmp80 = tmp78 > tmp79
    tmp81 = tmp76 | tmp80
    tmp82 = tmp78 & tmp79
    tmp83 = tmp77 | tmp82
    tmp84 = tl.full([1], 4, tl.int64)
    tmp85 = tmp74 < tmp84
    tmp86 = tmp83 & tmp85
    tmp87 = tmp81 | tmp86
    tmp88 = tl.where(tmp87, tmp73, tmp75)
    tmp89 = tl.where(tmp87, tmp74, tmp84)
    tmp90 = tl.full([XBLOCK], 5, tl.int32)
    tmp91 = tmp89 + tmp90
    tmp92 = tmp89 < 0
    tmp93 = tl.where(tmp92, tmp91, tmp89)
    tl.device_assert(((0 <= tmp93) & (tmp93 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp93 < 5")
    tmp95 = tl.load(in_ptr1 + (tmp93 + 5*x0), xmask, eviction_policy='evict_last')
    tl.store(in_out_ptr0 + (x0), tmp95, xmask)
