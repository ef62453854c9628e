
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 33
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 11)
    x1 = xindex // 11
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp2 = tl.load(in_ptr0 + (33 + x2), xmask)
    tmp5 = tl.load(in_ptr0 + (66 + x2), xmask)
    tmp9 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = libdevice.exp(tmp0)
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tmp1 + tmp3
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tmp4 + tmp6
    tmp8 = tl_math.log(tmp7)
    tmp10 = tl_math.abs(tmp9)
    tmp11 = tl.full([1], float("inf"), tl.float32)
    tmp12 = tmp10 == tmp11
    tmp13 = tl.full([1], 0.0, tl.float32)
    tmp14 = tl.where(tmp12, tmp13, tmp9)
    tmp15 = tmp8 + tmp14
    tmp16 = x0
    tmp17 = tl.full([1], 0, tl.int64)
    tmp18 = tmp16 >= tmp17
    tmp19 = tl.full([1], 10, tl.int64)
    tmp20 = tmp16 < tmp19
    tmp21 = ((x0) % 2)
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tmp25 & tmp20
    tmp27 = tl.full([1], 0, tl.int64)
    tmp28 = tl.full(tmp27.shape, 0.0, tmp27.dtype)
    tmp29 = tl.where(tmp26, tmp27, tmp28)
    tmp30 = tmp21 >= tmp24
    tmp31 = tl.full([1], 2, tl.int64)
    tmp32 = tmp21 < tmp31
    tmp33 = tmp30 & tmp20
    tmp34 = tl.load(in_ptr1 + (5*x1 + ((((x0) // 2) % 5))), tmp33 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.where(tmp25, tmp29, tmp34)
    tmp36 = tl.full(tmp35.shape, 0.0, tmp35.dtype)
    tmp37 = tl.where(tmp20, tmp35, tmp36)
    tmp38 = tmp16 >= tmp19
    tmp39 = tl.full([1], 11, tl.int64)
    tmp40 = tmp16 < tmp39
    tmp41 = tl.full([1], 0, tl.int64)
    tmp42 = tl.full(tmp41.shape, 0.0, tmp41.dtype)
    tmp43 = tl.where(tmp38, tmp41, tmp42)
    tmp44 = tl.where(tmp20, tmp37, tmp43)
    tmp45 = tl.full([XBLOCK], 11, tl.int32)
    tmp46 = tmp44 + tmp45
    tmp47 = tmp44 < 0
    tmp48 = tl.where(tmp47, tmp46, tmp44)
    tl.device_assert(((0 <= tmp48) & (tmp48 < 11)) | ~(xmask), "index out of bounds: 0 <= tmp48 < 11")
    tmp50 = tl.load(in_ptr2 + (22 + tmp48 + 11*ks0*x1), xmask, eviction_policy='evict_last')
    tmp51 = tmp15 + tmp50
    tl.store(in_out_ptr0 + (x2), tmp51, xmask)
