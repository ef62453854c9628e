
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 520}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 11)
    x1 = xindex // 11
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x2 + 11*ks0), xmask)
    tmp3 = tl.load(in_ptr0 + (x2 + 22*ks0), xmask)
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl_math.abs(tmp4)
    tmp6 = tl.full([1], float("inf"), tl.float32)
    tmp7 = tmp5 == tmp6
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp0 - tmp9
    tmp11 = libdevice.exp(tmp10)
    tmp12 = tmp1 - tmp9
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tmp11 + tmp13
    tmp15 = tmp3 - tmp9
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp14 + tmp16
    tmp18 = tl_math.log(tmp17)
    tmp19 = tmp18 + tmp9
    tmp20 = x0
    tmp21 = tl.full([1], 0, tl.int64)
    tmp22 = tmp20 >= tmp21
    tmp23 = tl.full([1], 10, tl.int64)
    tmp24 = tmp20 < tmp23
    tmp25 = ((x0) % 2)
    tmp26 = tl.full([1], 0, tl.int64)
    tmp27 = tmp25 >= tmp26
    tmp28 = tl.full([1], 1, tl.int64)
    tmp29 = tmp25 < tmp28
    tmp30 = tmp29 & tmp24
    tmp31 = tl.full([1], 0, tl.int64)
    tmp32 = tl.full(tmp31.shape, 0.0, tmp31.dtype)
    tmp33 = tl.where(tmp30, tmp31, tmp32)
    tmp34 = tmp25 >= tmp28
    tmp35 = tl.full([1], 2, tl.int64)
    tmp36 = tmp25 < tmp35
    tmp37 = tmp34 & tmp24
    tmp38 = tl.load(in_ptr1 + (5*x1 + ((((x0) // 2) % 5))), tmp37 & xmask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.where(tmp29, tmp33, tmp38)
    tmp40 = tl.full(tmp39.shape, 0.0, tmp39.dtype)
    tmp41 = tl.where(tmp24, tmp39, tmp40)
    tmp42 = tmp20 >= tmp23
    tmp43 = tl.full([1], 11, tl.int64)
    tmp44 = tmp20 < tmp43
    tmp45 = tl.full([1], 0, tl.int64)
    tmp46 = tl.full(tmp45.shape, 0.0, tmp45.dtype)
    tmp47 = tl.where(tmp42, tmp45, tmp46)
    tmp48 = tl.where(tmp24, tmp41, tmp47)
    tmp49 = tl.full([XBLOCK], 11, tl.int32)
    tmp50 = tmp48 + tmp49
    tmp51 = tmp48 < 0
    tmp52 = tl.where(tmp51, tmp50, tmp48)
    tl.device_assert(((0 <= tmp52) & (tmp52 < 11)) | ~(xmask), "index out of bounds: 0 <= tmp52 < 11")
    tmp54 = tl.load(in_ptr2 + (11 + tmp52 + 11*ks1*x1), xmask, eviction_policy='evict_last')
    tmp55 = tmp19 + tmp54
    tl.store(out_ptr0 + (x2), tmp55, xmask)
