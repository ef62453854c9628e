
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_reflection_pad2d_backward_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 48000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_reflection_pad2d_backward_3(in_out_ptr0, in_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x2 = xindex // ks2
    x3 = xindex
    tmp0 = 1 + x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = 1 + ks1
    tmp4 = tmp0 <= tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = 1 + x0
    tmp7 = tmp6 >= tmp1
    tmp8 = 1 + ks0
    tmp9 = tmp6 <= tmp8
    tmp10 = tmp7 & tmp9
    tmp11 = tmp5 & tmp10
    tmp12 = tl.load(in_ptr0 + (3 + ks0 + x0 + 2*x1 + 4*x2 + ks0*x1 + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp13 = x1
    tmp14 = tl.full([1], 1, tl.int64)
    tmp15 = tmp13 >= tmp14
    tmp16 = tmp13 <= tmp14
    tmp17 = tmp15 & tmp16
    tmp18 = x0
    tmp19 = tmp18 >= tmp14
    tmp20 = tmp18 <= tmp14
    tmp21 = tmp19 & tmp20
    tmp22 = tmp17 & tmp21
    tmp23 = tl.load(in_ptr0 + (3 + ks0 + ((-1)*x0) + ((-2)*x1) + 4*x2 + ((-1)*ks0*x1) + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp24 = tmp12 + tmp23
    tmp25 = tmp17 & tmp10
    tmp26 = tl.load(in_ptr0 + (3 + ks0 + x0 + ((-2)*x1) + 4*x2 + ((-1)*ks0*x1) + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp24 + tmp26
    tmp28 = (-2) + ks0
    tmp29 = tmp18 >= tmp28
    tmp30 = tmp18 <= tmp28
    tmp31 = tmp29 & tmp30
    tmp32 = tmp17 & tmp31
    tmp33 = tl.load(in_ptr0 + (1 + ((-1)*x0) + ((-2)*x1) + 3*ks0 + 4*x2 + ((-1)*ks0*x1) + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp34 = tmp27 + tmp33
    tmp35 = tmp5 & tmp21
    tmp36 = tl.load(in_ptr0 + (3 + ks0 + ((-1)*x0) + 2*x1 + 4*x2 + ks0*x1 + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp37 = tmp34 + tmp36
    tmp38 = tmp5 & tmp31
    tmp39 = tl.load(in_ptr0 + (1 + ((-1)*x0) + 2*x1 + 3*ks0 + 4*x2 + ks0*x1 + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp37 + tmp39
    tmp41 = (-2) + ks1
    tmp42 = tmp13 >= tmp41
    tmp43 = tmp13 <= tmp41
    tmp44 = tmp42 & tmp43
    tmp45 = tmp44 & tmp21
    tmp46 = tl.load(in_ptr0 + ((-1) + ((-1)*ks0) + ((-1)*x0) + ((-2)*x1) + 4*ks1 + 4*x2 + ((-1)*ks0*x1) + 2*ks0*ks1 + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp45 & xmask, eviction_policy='evict_last', other=0.0)
    tmp47 = tmp40 + tmp46
    tmp48 = tmp44 & tmp10
    tmp49 = tl.load(in_ptr0 + ((-1) + x0 + ((-1)*ks0) + ((-2)*x1) + 4*ks1 + 4*x2 + ((-1)*ks0*x1) + 2*ks0*ks1 + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp48 & xmask, eviction_policy='evict_last', other=0.0)
    tmp50 = tmp47 + tmp49
    tmp51 = tmp44 & tmp31
    tmp52 = tl.load(in_ptr0 + ((-3) + ks0 + ((-1)*x0) + ((-2)*x1) + 4*ks1 + 4*x2 + ((-1)*ks0*x1) + 2*ks0*ks1 + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp51 & xmask, eviction_policy='evict_last', other=0.0)
    tmp53 = tmp50 + tmp52
    tl.store(in_out_ptr0 + (x3), tmp53, xmask)
