
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 18, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_8(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (6*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (6*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (1 + 6*x2), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 6*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (2 + 6*x2), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (2 + 6*x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (3 + 6*x2), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr1 + (3 + 6*x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr0 + (4 + 6*x2), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr1 + (4 + 6*x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr0 + (5 + 6*x2), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr1 + (5 + 6*x0), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr2 + (6*x2), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr2 + (1 + 6*x2), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr2 + (2 + 6*x2), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr2 + (3 + 6*x2), xmask, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr2 + (4 + 6*x2), xmask, eviction_policy='evict_last')
    tmp37 = tl.load(in_ptr2 + (5 + 6*x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp9 = tmp7 * tmp8
    tmp10 = tmp6 + tmp9
    tmp13 = tmp11 * tmp12
    tmp14 = tmp10 + tmp13
    tmp17 = tmp15 * tmp16
    tmp18 = tmp14 + tmp17
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp24 = tmp23 * tmp1
    tmp26 = tmp25 * tmp4
    tmp27 = tmp24 + tmp26
    tmp29 = tmp28 * tmp8
    tmp30 = tmp27 + tmp29
    tmp32 = tmp31 * tmp12
    tmp33 = tmp30 + tmp32
    tmp35 = tmp34 * tmp16
    tmp36 = tmp33 + tmp35
    tmp38 = tmp37 * tmp20
    tmp39 = tmp36 + tmp38
    tl.store(out_ptr0 + (x2), tmp22, xmask)
    tl.store(out_ptr1 + (x2), tmp39, xmask)
