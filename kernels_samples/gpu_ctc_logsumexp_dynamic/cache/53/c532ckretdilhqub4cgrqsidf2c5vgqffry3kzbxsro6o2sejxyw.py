
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_copy_expand_full_like_gather_scalar_tensor_select_slice_stack_unsqueeze_where_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1617}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_copy_expand_full_like_gather_scalar_tensor_select_slice_stack_unsqueeze_where_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 11
    x0 = (xindex % 11)
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = ks0
    tmp4 = tmp0 < tmp3
    tmp5 = x0
    tmp6 = tl.full([1], 2, tl.int64)
    tmp7 = tmp5 < tmp6
    tmp8 = tmp7 & tmp4
    tmp9 = tl.load(in_ptr0 + (x0 + 11*(x1)), tmp8 & xmask, other=0.0)
    tmp10 = tl.full([XBLOCK], 11, tl.int32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp9 < 0
    tmp13 = tl.where(tmp12, tmp11, tmp9)
    tl.device_assert(((0 <= tl.broadcast_to(tmp13, [XBLOCK])) & (tl.broadcast_to(tmp13, [XBLOCK]) < 11)) | ~(tmp8 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp13, [XBLOCK]) < 11")
    tmp15 = tl.load(in_ptr1 + (tmp13 + 11*ks1*(x1)), tmp8 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp17 = tl.where(tmp7, tmp15, tmp16)
    tmp18 = tl.full(tmp17.shape, 0.0, tmp17.dtype)
    tmp19 = tl.where(tmp4, tmp17, tmp18)
    tmp20 = tmp0 >= tmp3
    tmp21 = 2*ks0
    tmp22 = tmp0 < tmp21
    tmp23 = tmp20 & tmp22
    tmp24 = (-1) + x0
    tmp25 = tl.full([1], 0, tl.int64)
    tmp26 = tmp24 >= tmp25
    tmp27 = tmp26 & tmp23
    tmp28 = (-1) + x0
    tmp29 = tl.full([1], 2, tl.int64)
    tmp30 = tmp28 < tmp29
    tmp31 = tmp30 & tmp27
    tmp32 = tl.load(in_ptr0 + ((-1) + x0 + 11*(x1 + ((-1)*ks0))), tmp31 & xmask, other=0.0)
    tmp33 = tl.full([XBLOCK], 11, tl.int32)
    tmp34 = tmp32 + tmp33
    tmp35 = tmp32 < 0
    tmp36 = tl.where(tmp35, tmp34, tmp32)
    tl.device_assert(((0 <= tl.broadcast_to(tmp36, [XBLOCK])) & (tl.broadcast_to(tmp36, [XBLOCK]) < 11)) | ~(tmp31 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp36, [XBLOCK]) < 11")
    tmp38 = tl.load(in_ptr1 + (tmp36 + 11*ks1*(x1 + ((-1)*ks0))), tmp31 & xmask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp40 = tl.where(tmp30, tmp38, tmp39)
    tmp41 = tl.full(tmp40.shape, -3.4028234663852886e+38, tmp40.dtype)
    tmp42 = tl.where(tmp27, tmp40, tmp41)
    tmp43 = tl.full(tmp42.shape, 0.0, tmp42.dtype)
    tmp44 = tl.where(tmp23, tmp42, tmp43)
    tmp45 = tmp0 >= tmp21
    tmp46 = 3*ks0
    tmp47 = tmp0 < tmp46
    tmp48 = tl.load(in_ptr2 + (x0 + 11*(x1 + ((-2)*ks0))), tmp45 & xmask, other=0.0).to(tl.int1)
    tmp49 = (-2) + x0
    tmp50 = tl.full([1], 0, tl.int64)
    tmp51 = tmp49 >= tmp50
    tmp52 = tmp51 & tmp45
    tmp53 = (-2) + x0
    tmp54 = tl.full([1], 2, tl.int64)
    tmp55 = tmp53 < tmp54
    tmp56 = tmp55 & tmp52
    tmp57 = tl.load(in_ptr0 + ((-2) + x0 + 11*(x1 + ((-2)*ks0))), tmp56 & xmask, other=0.0)
    tmp58 = tl.full([XBLOCK], 11, tl.int32)
    tmp59 = tmp57 + tmp58
    tmp60 = tmp57 < 0
    tmp61 = tl.where(tmp60, tmp59, tmp57)
    tl.device_assert(((0 <= tl.broadcast_to(tmp61, [XBLOCK])) & (tl.broadcast_to(tmp61, [XBLOCK]) < 11)) | ~(tmp56 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp61, [XBLOCK]) < 11")
    tmp63 = tl.load(in_ptr1 + (tmp61 + 11*ks1*(x1 + ((-2)*ks0))), tmp56 & xmask, eviction_policy='evict_last', other=0.0)
    tmp64 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp65 = tl.where(tmp55, tmp63, tmp64)
    tmp66 = tl.full(tmp65.shape, -3.4028234663852886e+38, tmp65.dtype)
    tmp67 = tl.where(tmp52, tmp65, tmp66)
    tmp68 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp69 = tl.where(tmp48, tmp67, tmp68)
    tmp70 = tl.full(tmp69.shape, 0.0, tmp69.dtype)
    tmp71 = tl.where(tmp45, tmp69, tmp70)
    tmp72 = tl.where(tmp23, tmp44, tmp71)
    tmp73 = tl.where(tmp4, tmp19, tmp72)
    tl.store(out_ptr0 + (x2), tmp73, xmask)
