
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_im2col_transpose_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 67392}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_im2col_transpose_2(in_ptr0, out_ptr0, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 36)
    x1 = ((xindex // 36) % ks0)
    x2 = xindex // ks3
    x3 = xindex
    tl.device_assert((2*(x1 // ((1 + ks1) // 2)) + 2*(((x0 // 3) % 3)) < 4 + ks2) | ~(xmask), "index out of bounds: 2*(x1 // ((1 + ks1) // 2)) + 2*(((x0 // 3) % 3)) < 4 + ks2")
    tl.device_assert((2*((x0 % 3)) + 2*((x1 % ((1 + ks1) // 2))) < 4 + ks1) | ~(xmask), "index out of bounds: 2*((x0 % 3)) + 2*((x1 % ((1 + ks1) // 2))) < 4 + ks1")
    tmp2 = (-2) + 2*(x1 // ((1 + ks1) // 2)) + 2*(((x0 // 3) % 3))
    tmp3 = tl.full([1], 0, tl.int64)
    tmp4 = tmp2 >= tmp3
    tmp5 = ks2
    tmp6 = tmp2 < tmp5
    tmp7 = (-2) + 2*((x0 % 3)) + 2*((x1 % ((1 + ks1) // 2)))
    tmp8 = tmp7 >= tmp3
    tmp9 = ks1
    tmp10 = tmp7 < tmp9
    tmp11 = tmp4 & tmp6
    tmp12 = tmp11 & tmp8
    tmp13 = tmp12 & tmp10
    tmp14 = tl.load(in_ptr0 + ((-2) + ((-2)*ks1) + 2*((x0 % 3)) + 2*((x1 % ((1 + ks1) // 2))) + 2*ks1*(x1 // ((1 + ks1) // 2)) + 2*ks1*(((x0 // 3) % 3)) + ks1*ks2*(x0 // 9) + 4*ks1*ks2*x2), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tl.store(out_ptr0 + (x3), tmp14, xmask)
