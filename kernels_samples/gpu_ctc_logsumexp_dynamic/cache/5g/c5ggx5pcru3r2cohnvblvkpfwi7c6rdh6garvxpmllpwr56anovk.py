
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1551}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_6(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 33
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 11
    x0 = (xindex % 11)
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 3, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 11*(x1)), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 6, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = (-1) + x0
    tmp11 = tl.full([1], 0, tl.int64)
    tmp12 = tmp10 >= tmp11
    tmp13 = tmp12 & tmp9
    tmp14 = tl.load(in_ptr0 + ((-1) + x0 + 11*((-3) + x1)), tmp13 & xmask, other=-3.4028234663852886e+38)
    tmp15 = tl.full(tmp14.shape, 0.0, tmp14.dtype)
    tmp16 = tl.where(tmp9, tmp14, tmp15)
    tmp17 = tmp0 >= tmp7
    tmp18 = tl.full([1], 9, tl.int64)
    tmp19 = tmp0 < tmp18
    tmp20 = tl.load(in_ptr1 + (x0 + 11*((-6) + x1)), tmp17 & xmask, other=0.0).to(tl.int1)
    tmp21 = (-2) + x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tmp23 & tmp17
    tmp25 = tl.load(in_ptr0 + ((-2) + x0 + 11*((-6) + x1)), tmp24 & xmask, other=-3.4028234663852886e+38)
    tmp26 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp27 = tl.where(tmp20, tmp25, tmp26)
    tmp28 = tl.full(tmp27.shape, 0.0, tmp27.dtype)
    tmp29 = tl.where(tmp17, tmp27, tmp28)
    tmp30 = tl.where(tmp9, tmp16, tmp29)
    tmp31 = tl.where(tmp4, tmp5, tmp30)
    tmp32 = 3 + x1
    tmp33 = tmp32 >= tmp1
    tmp34 = tmp32 < tmp3
    tmp35 = tl.load(in_ptr0 + (x0 + 11*(3 + x1)), tmp34 & xmask, other=0.0)
    tmp36 = tmp32 >= tmp3
    tmp37 = tmp32 < tmp7
    tmp38 = tmp36 & tmp37
    tmp39 = (-1) + x0
    tmp40 = tl.full([1], 0, tl.int64)
    tmp41 = tmp39 >= tmp40
    tmp42 = tmp41 & tmp38
    tmp43 = tl.load(in_ptr0 + ((-1) + x0 + 11*(x1)), tmp42 & xmask, other=-3.4028234663852886e+38)
    tmp44 = tl.full(tmp43.shape, 0.0, tmp43.dtype)
    tmp45 = tl.where(tmp38, tmp43, tmp44)
    tmp46 = tmp32 >= tmp7
    tmp47 = tmp32 < tmp18
    tmp48 = tl.load(in_ptr1 + (x0 + 11*((-3) + x1)), tmp46 & xmask, other=0.0).to(tl.int1)
    tmp49 = (-2) + x0
    tmp50 = tl.full([1], 0, tl.int64)
    tmp51 = tmp49 >= tmp50
    tmp52 = tmp51 & tmp46
    tmp53 = tl.load(in_ptr0 + ((-2) + x0 + 11*((-3) + x1)), tmp52 & xmask, other=-3.4028234663852886e+38)
    tmp54 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp55 = tl.where(tmp48, tmp53, tmp54)
    tmp56 = tl.full(tmp55.shape, 0.0, tmp55.dtype)
    tmp57 = tl.where(tmp46, tmp55, tmp56)
    tmp58 = tl.where(tmp38, tmp45, tmp57)
    tmp59 = tl.where(tmp34, tmp35, tmp58)
    tmp60 = triton_helpers.maximum(tmp31, tmp59)
    tmp61 = 6 + x1
    tmp62 = tmp61 >= tmp1
    tmp63 = tmp61 < tmp3
    tmp64 = tl.load(in_ptr0 + (x0 + 11*(6 + x1)), tmp63 & xmask, other=0.0)
    tmp65 = tmp61 >= tmp3
    tmp66 = tmp61 < tmp7
    tmp67 = tmp65 & tmp66
    tmp68 = (-1) + x0
    tmp69 = tl.full([1], 0, tl.int64)
    tmp70 = tmp68 >= tmp69
    tmp71 = tmp70 & tmp67
    tmp72 = tl.load(in_ptr0 + ((-1) + x0 + 11*(3 + x1)), tmp71 & xmask, other=-3.4028234663852886e+38)
    tmp73 = tl.full(tmp72.shape, 0.0, tmp72.dtype)
    tmp74 = tl.where(tmp67, tmp72, tmp73)
    tmp75 = tmp61 >= tmp7
    tmp76 = tmp61 < tmp18
    tmp77 = tl.load(in_ptr1 + (x0 + 11*(x1)), tmp75 & xmask, other=0.0).to(tl.int1)
    tmp78 = (-2) + x0
    tmp79 = tl.full([1], 0, tl.int64)
    tmp80 = tmp78 >= tmp79
    tmp81 = tmp80 & tmp75
    tmp82 = tl.load(in_ptr0 + ((-2) + x0 + 11*(x1)), tmp81 & xmask, other=-3.4028234663852886e+38)
    tmp83 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp84 = tl.where(tmp77, tmp82, tmp83)
    tmp85 = tl.full(tmp84.shape, 0.0, tmp84.dtype)
    tmp86 = tl.where(tmp75, tmp84, tmp85)
    tmp87 = tl.where(tmp67, tmp74, tmp86)
    tmp88 = tl.where(tmp63, tmp64, tmp87)
    tmp89 = triton_helpers.maximum(tmp60, tmp88)
    tl.store(out_ptr0 + (x2), tmp89, xmask)
