
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_mul_rsub_select_backward_tanh_backward_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 34560}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_mul_rsub_select_backward_tanh_backward_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 96) % 6)
    x0 = (xindex % 96)
    x2 = xindex // 576
    x3 = xindex
    tmp3 = tl.load(in_ptr0 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr2 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr4 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr5 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 5, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1], 4, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp5 + tmp9
    tmp11 = tl.full([1], 3, tl.int32)
    tmp12 = tmp0 == tmp11
    tmp14 = tl.where(tmp12, tmp13, tmp4)
    tmp15 = tmp10 + tmp14
    tmp16 = tl.full([1], 2, tl.int32)
    tmp17 = tmp0 == tmp16
    tmp19 = tl.where(tmp17, tmp18, tmp4)
    tmp20 = tmp15 + tmp19
    tmp21 = tl.full([1], 1, tl.int32)
    tmp22 = tmp0 == tmp21
    tmp24 = tl.where(tmp22, tmp23, tmp4)
    tmp25 = tmp20 + tmp24
    tmp26 = tl.full([1], 0, tl.int32)
    tmp27 = tmp0 == tmp26
    tmp29 = tl.where(tmp27, tmp28, tmp4)
    tmp30 = tmp25 + tmp29
    tl.store(out_ptr0 + (x3), tmp30, xmask)
