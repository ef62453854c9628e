
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_reflection_pad1d_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 118272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_reflection_pad1d_backward_5(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    x2 = xindex
    tmp22 = tl.load(in_ptr1 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp0 = 2 + x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = 2 + (ks1 // 5)
    tmp4 = tmp0 <= tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = tl.load(in_ptr0 + (2 + x0 + 3*x1 + x1*(ks1 // 5)), tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = x0
    tmp8 = tl.full([1], 1, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.full([1], 2, tl.int64)
    tmp11 = tmp7 <= tmp10
    tmp12 = tmp9 & tmp11
    tmp13 = tl.load(in_ptr0 + (2 + ((-1)*x0) + 3*x1 + x1*(ks1 // 5)), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp14 = tmp6 + tmp13
    tmp15 = (-4) + (ks1 // 5)
    tmp16 = tmp7 >= tmp15
    tmp17 = (-3) + (ks1 // 5)
    tmp18 = tmp7 <= tmp17
    tmp19 = tmp16 & tmp18
    tmp20 = tl.load(in_ptr0 + ((-2) + ((-1)*x0) + 2*(ks1 // 5) + 3*x1 + x1*(ks1 // 5)), tmp19 & xmask, eviction_policy='evict_last', other=0.0)
    tmp21 = tmp14 + tmp20
    tmp23 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = libdevice.erf(tmp24)
    tmp26 = tl.full([1], 1.0, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = tl.full([1], 0.5, tl.float32)
    tmp29 = tmp27 * tmp28
    tmp30 = tmp22 * tmp22
    tmp31 = tl.full([1], -0.5, tl.float32)
    tmp32 = tmp30 * tmp31
    tmp33 = libdevice.exp(tmp32)
    tmp34 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp35 = tmp33 * tmp34
    tmp36 = tmp22 * tmp35
    tmp37 = tmp29 + tmp36
    tmp38 = tmp21 * tmp37
    tl.store(out_ptr0 + (x2), tmp38, xmask)
