
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (128 + x0 + 192*x1), xmask)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.load(in_ptr0 + (160 + x0 + 192*x1), xmask)
    tmp7 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp10 = tl.load(in_ptr2 + (x2), xmask)
    tmp12 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp14 = tl.load(in_ptr4 + (x2), xmask)
    tmp16 = tl.load(in_ptr5 + (x2), xmask)
    tmp20 = tl.load(in_ptr6 + (x2), xmask)
    tmp29 = tl.load(in_ptr7 + (x0 + 96*x1), xmask)
    tmp31 = tl.load(in_ptr8 + (x2), xmask)
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.where(tmp1, tmp3, tmp2)
    tmp5 = tmp0 + tmp4
    tmp6 = tl.where(tmp1, tmp2, tmp3)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp5 + tmp8
    tmp11 = tmp9 + tmp10
    tmp13 = tl.where(tmp12, tmp11, tmp3)
    tmp15 = tmp13 * tmp14
    tmp17 = tmp13 * tmp16
    tmp18 = -tmp17
    tmp19 = tmp15 + tmp18
    tmp21 = tl.full([1], 1.0, tl.float32)
    tmp22 = tmp21 - tmp20
    tmp23 = tmp20 * tmp22
    tmp24 = tmp19 * tmp23
    tmp25 = tmp13 * tmp22
    tmp26 = tmp16 * tmp16
    tmp27 = tmp21 - tmp26
    tmp28 = tmp25 * tmp27
    tmp30 = tmp28 * tmp29
    tmp32 = tmp21 - tmp31
    tmp33 = tmp31 * tmp32
    tmp34 = tmp30 * tmp33
    tmp35 = tmp28 * tmp31
    tl.store(in_out_ptr0 + (x2), tmp11, xmask)
    tl.store(out_ptr0 + (x0 + 96*x1), tmp24, xmask)
    tl.store(out_ptr1 + (x0 + 96*x1), tmp34, xmask)
    tl.store(out_ptr2 + (x0 + 96*x1), tmp35, xmask)
