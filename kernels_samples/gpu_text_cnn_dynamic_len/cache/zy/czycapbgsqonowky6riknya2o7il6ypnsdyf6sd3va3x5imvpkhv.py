
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*i1', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__log_softmax_eq_masked_fill_neg_nll_loss_forward_prepare_softmax_online_sub_sum_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 68}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__log_softmax_eq_masked_fill_neg_nll_loss_forward_prepare_softmax_online_sub_sum_4(in_ptr0, in_ptr1, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp3 = tl.load(in_ptr1 + (6*x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 6*x0), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (2 + 6*x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (3 + 6*x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (4 + 6*x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr1 + (5 + 6*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], -100, tl.int64)
    tmp2 = tmp0 == tmp1
    tmp5 = triton_helpers.maximum(tmp3, tmp4)
    tmp7 = triton_helpers.maximum(tmp5, tmp6)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp11 = triton_helpers.maximum(tmp9, tmp10)
    tmp13 = triton_helpers.maximum(tmp11, tmp12)
    tmp14 = tmp3 - tmp13
    tmp15 = libdevice.exp(tmp14)
    tmp16 = tmp4 - tmp13
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp15 + tmp17
    tmp19 = tmp6 - tmp13
    tmp20 = libdevice.exp(tmp19)
    tmp21 = tmp18 + tmp20
    tmp22 = tmp8 - tmp13
    tmp23 = libdevice.exp(tmp22)
    tmp24 = tmp21 + tmp23
    tmp25 = tmp10 - tmp13
    tmp26 = libdevice.exp(tmp25)
    tmp27 = tmp24 + tmp26
    tmp28 = tmp12 - tmp13
    tmp29 = libdevice.exp(tmp28)
    tmp30 = tmp27 + tmp29
    tmp31 = tl_math.log(tmp30)
    tmp32 = tmp14 - tmp31
    tmp33 = tmp16 - tmp31
    tmp34 = tmp32 + tmp33
    tmp35 = tmp19 - tmp31
    tmp36 = tmp34 + tmp35
    tmp37 = tmp22 - tmp31
    tmp38 = tmp36 + tmp37
    tmp39 = tmp25 - tmp31
    tmp40 = tmp38 + tmp39
    tmp41 = tmp28 - tmp31
    tmp42 = tmp40 + tmp41
    tmp43 = -tmp42
    tmp44 = tl.full([1], 0.0, tl.float32)
    tmp45 = tl.where(tmp2, tmp44, tmp43)
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp13, xmask)
    tl.store(out_ptr2 + (x0), tmp31, xmask)
    tl.store(out_ptr3 + (x0), tmp45, xmask)
