
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax_backward_data_add_div_expand_mul_unsqueeze_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 19, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax_backward_data_add_div_expand_mul_unsqueeze_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp4 = tl.load(in_ptr1 + (0))
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK])
    tmp10 = tl.load(in_ptr2 + (6*x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (6*x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr1 + (1))
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK])
    tmp18 = tl.load(in_ptr2 + (1 + 6*x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr3 + (1 + 6*x0), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr1 + (2))
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK])
    tmp27 = tl.load(in_ptr2 + (2 + 6*x0), xmask, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr3 + (2 + 6*x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr1 + (3))
    tmp33 = tl.broadcast_to(tmp32, [XBLOCK])
    tmp36 = tl.load(in_ptr2 + (3 + 6*x0), xmask, eviction_policy='evict_last')
    tmp38 = tl.load(in_ptr3 + (3 + 6*x0), xmask, eviction_policy='evict_last')
    tmp41 = tl.load(in_ptr1 + (4))
    tmp42 = tl.broadcast_to(tmp41, [XBLOCK])
    tmp45 = tl.load(in_ptr2 + (4 + 6*x0), xmask, eviction_policy='evict_last')
    tmp47 = tl.load(in_ptr3 + (4 + 6*x0), xmask, eviction_policy='evict_last')
    tmp50 = tl.load(in_ptr1 + (5))
    tmp51 = tl.broadcast_to(tmp50, [XBLOCK])
    tmp54 = tl.load(in_ptr2 + (5 + 6*x0), xmask, eviction_policy='evict_last')
    tmp56 = tl.load(in_ptr3 + (5 + 6*x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.full([1], 6.0, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp6 = tmp3 * tmp5
    tmp7 = ks0
    tmp8 = tmp7.to(tl.float32)
    tmp9 = (tmp6 / tmp8)
    tmp11 = tmp9 + tmp10
    tmp13 = tmp11 * tmp12
    tmp16 = tmp3 * tmp15
    tmp17 = (tmp16 / tmp8)
    tmp19 = tmp17 + tmp18
    tmp21 = tmp19 * tmp20
    tmp22 = tmp13 + tmp21
    tmp25 = tmp3 * tmp24
    tmp26 = (tmp25 / tmp8)
    tmp28 = tmp26 + tmp27
    tmp30 = tmp28 * tmp29
    tmp31 = tmp22 + tmp30
    tmp34 = tmp3 * tmp33
    tmp35 = (tmp34 / tmp8)
    tmp37 = tmp35 + tmp36
    tmp39 = tmp37 * tmp38
    tmp40 = tmp31 + tmp39
    tmp43 = tmp3 * tmp42
    tmp44 = (tmp43 / tmp8)
    tmp46 = tmp44 + tmp45
    tmp48 = tmp46 * tmp47
    tmp49 = tmp40 + tmp48
    tmp52 = tmp3 * tmp51
    tmp53 = (tmp52 / tmp8)
    tmp55 = tmp53 + tmp54
    tmp57 = tmp55 * tmp56
    tmp58 = tmp49 + tmp57
    tl.store(out_ptr0 + (x0), tmp58, xmask)
