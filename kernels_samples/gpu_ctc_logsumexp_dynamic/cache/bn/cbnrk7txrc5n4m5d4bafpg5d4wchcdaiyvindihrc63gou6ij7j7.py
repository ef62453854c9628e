
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_constant_pad_nd_exp_logsumexp_mul_select_slice_backward_stack_sub_unsqueeze_where_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1485}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_constant_pad_nd_exp_logsumexp_mul_select_slice_backward_stack_sub_unsqueeze_where_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 11)
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr1 + (x2), xmask)
    tmp2 = tl.load(in_ptr2 + (x2), xmask)
    tmp3 = tmp1 - tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp6 = x0
    tmp7 = tl.full([1], 9, tl.int64)
    tmp8 = tmp6 < tmp7
    tmp9 = 2 + x0
    tmp10 = tl.full([1], 0, tl.int64)
    tmp11 = tmp9 >= tmp10
    tmp12 = tmp11 & tmp8
    tmp13 = tl.load(in_ptr3 + (2 + x2), tmp12 & xmask, other=0.0).to(tl.int1)
    tmp14 = tl.load(in_ptr0 + (2 + x2), tmp12 & xmask, other=0.0)
    tmp15 = tl.load(in_ptr1 + (2 + x2 + 22*ks0), tmp12 & xmask, other=0.0)
    tmp16 = tl.load(in_ptr2 + (2 + x2), tmp12 & xmask, other=0.0)
    tmp17 = tmp15 - tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp14 * tmp18
    tmp20 = tl.full([1], 0.0, tl.float32)
    tmp21 = tl.where(tmp13, tmp19, tmp20)
    tmp22 = tl.full(tmp21.shape, 0.0, tmp21.dtype)
    tmp23 = tl.where(tmp12, tmp21, tmp22)
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp8, tmp23, tmp24)
    tmp26 = tl.full([1], 0.0, tl.float32)
    tmp27 = tl.where(tmp8, tmp25, tmp26)
    tmp28 = tmp5 + tmp27
    tmp29 = tl.full([1], 10, tl.int64)
    tmp30 = tmp6 < tmp29
    tmp31 = 1 + x0
    tmp32 = tl.full([1], 0, tl.int64)
    tmp33 = tmp31 >= tmp32
    tmp34 = tmp33 & tmp30
    tmp35 = tl.load(in_ptr0 + (1 + x2), tmp34 & xmask, other=0.0)
    tmp36 = tl.load(in_ptr1 + (1 + x2 + 11*ks0), tmp34 & xmask, other=0.0)
    tmp37 = tl.load(in_ptr2 + (1 + x2), tmp34 & xmask, other=0.0)
    tmp38 = tmp36 - tmp37
    tmp39 = libdevice.exp(tmp38)
    tmp40 = tmp35 * tmp39
    tmp41 = tl.full(tmp40.shape, 0.0, tmp40.dtype)
    tmp42 = tl.where(tmp34, tmp40, tmp41)
    tmp43 = tl.full(tmp42.shape, 0.0, tmp42.dtype)
    tmp44 = tl.where(tmp30, tmp42, tmp43)
    tmp45 = tl.where(tmp30, tmp44, tmp26)
    tmp46 = tmp28 + tmp45
    tl.store(out_ptr0 + (x2), tmp46, xmask)
