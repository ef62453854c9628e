
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_constant_pad_nd_expand_logsumexp_scatter_add_select_select_backward_slice_slice_backward_unsqueeze_where_3', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 957}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_constant_pad_nd_expand_logsumexp_scatter_add_select_select_backward_slice_slice_backward_unsqueeze_where_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 11) % ks0)
    x0 = (xindex % 11)
    x2 = xindex // ks1
    x4 = xindex
    x3 = xindex // 11
    tmp43 = tl.load(in_ptr2 + (x0 + 11*x2), xmask, eviction_policy='evict_last')
    tmp47 = tl.load(in_ptr3 + (x0 + 11*x2), xmask, eviction_policy='evict_last')
    tmp51 = tl.load(in_ptr4 + (x0 + 11*x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp3 = x0
    tmp4 = tl.full([1], 2, tl.int64)
    tmp5 = tmp3 < tmp4
    tmp6 = tl.load(in_ptr0 + (x0 + 11*x2), tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = x0
    tmp8 = tl.full([1], 9, tl.int64)
    tmp9 = tmp7 < tmp8
    tmp10 = tmp9 & tmp5
    tmp11 = 2 + x0
    tmp12 = tl.full([1], 0, tl.int64)
    tmp13 = tmp11 >= tmp12
    tmp14 = tmp13 & tmp10
    tmp15 = tl.load(in_ptr1 + (2 + x0 + 11*x2), tmp14 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp16 = tl.load(in_ptr0 + (2 + x0 + 11*x2 + 22*ks2), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.full([1], 0.0, tl.float32)
    tmp18 = tl.where(tmp15, tmp16, tmp17)
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp14, tmp18, tmp19)
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp10, tmp20, tmp21)
    tmp23 = tl.full([1], 0.0, tl.float32)
    tmp24 = tl.where(tmp9, tmp22, tmp23)
    tmp25 = tmp6 + tmp24
    tmp26 = tl.full([1], 10, tl.int64)
    tmp27 = tmp7 < tmp26
    tmp28 = tmp27 & tmp5
    tmp29 = 1 + x0
    tmp30 = tl.full([1], 0, tl.int64)
    tmp31 = tmp29 >= tmp30
    tmp32 = tmp31 & tmp28
    tmp33 = tl.load(in_ptr0 + (1 + ks3 + x0 + 11*x2), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.full(tmp33.shape, 0.0, tmp33.dtype)
    tmp35 = tl.where(tmp28, tmp33, tmp34)
    tmp36 = tl.where(tmp27, tmp35, tmp23)
    tmp37 = tmp25 + tmp36
    tmp38 = tl.full(tmp37.shape, 0.0, tmp37.dtype)
    tmp39 = tl.where(tmp5, tmp37, tmp38)
    tmp40 = tl.full([1], 0.0, tl.float32)
    tmp41 = tl.where(tmp5, tmp39, tmp40)
    tmp42 = tl.where(tmp2, tmp41, tmp40)
    tl.device_assert(((0 <= tmp43) & (tmp43 < 11)) | ~(xmask), "index out of bounds: 0 <= tmp43 < 11")
    tmp45 = tl.full([1], 2, tl.int32)
    tmp46 = tmp0 == tmp45
    tmp48 = tl.where(tmp46, tmp47, tmp40)
    tmp49 = tl.full([1], 1, tl.int32)
    tmp50 = tmp0 == tmp49
    tmp52 = tl.where(tmp50, tmp51, tmp40)
    tmp53 = tmp48 + tmp52
    tmp54 = tmp53 + tmp42
    tl.atomic_add(out_ptr1 + (tmp43 + 11*x3), tmp54, xmask, sem='relaxed')
