
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 127872}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 48) % 3)
    x5 = xindex
    x0 = (xindex % 48)
    x2 = ((xindex // 144) % 37)
    x3 = xindex // 5328
    x6 = (xindex % 144)
    tmp0 = x1
    tmp1 = tl.full([1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp3 = (x5 % 12)
    tmp4 = tl.full([1], 16, tl.int64)
    tmp5 = tmp3 < tmp4
    tmp6 = tl.load(in_ptr0 + (16*((((x0 + 48*x3 + 48*ks0*x2) // (48*ks0)) % 37)) + 592*((((((x0 + 48*x3) // 12) % (4*ks0))) % (4*ks0))) + ((x0 % 12))), tmp5 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp7 = tl.full([1], 0.0, tl.float32)
    tmp8 = tl.where(tmp2, tmp6, tmp7)
    tmp9 = tl.full([1], 1, tl.int32)
    tmp10 = tmp0 == tmp9
    tmp11 = tl.load(in_ptr1 + (16*((((x0 + 48*x3 + 48*ks0*x2) // (48*ks0)) % 37)) + 592*((((((x0 + 48*x3) // 12) % (4*ks0))) % (4*ks0))) + ((x0 % 12))), tmp5 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp12 = tl.where(tmp10, tmp11, tmp7)
    tmp13 = tmp8 + tmp12
    tmp14 = tl.full([1], 0, tl.int32)
    tmp15 = tmp0 == tmp14
    tmp16 = tl.load(in_ptr2 + (16*((((x0 + 48*x3 + 48*ks0*x2) // (48*ks0)) % 37)) + 592*((((((x0 + 48*x3) // 12) % (4*ks0))) % (4*ks0))) + ((x0 % 12))), tmp5 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp17 = tl.where(tmp15, tmp16, tmp7)
    tmp18 = tmp13 + tmp17
    tl.store(out_ptr0 + (x6 + 144*x3 + 144*ks0*x2), tmp18, xmask)
