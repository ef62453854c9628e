
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_col2im_convolution_max_unpool2d_pixel_shuffle_pixel_unshuffle_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 29952}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_col2im_convolution_max_unpool2d_pixel_shuffle_pixel_unshuffle_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x4 = xindex // ks2
    x2 = ((xindex // ks2) % 4)
    x5 = xindex
    tmp13 = tl.load(in_ptr1 + (((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*(((x1 // 2) % ks4)) + ((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((x0 % 2)) + 2*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((x1 % 2)) + 4*x4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1))) + (((x0 // 2) % ks3))), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr2 + (2*((x1 % 2)) + 4*x2 + ((x0 % 2))), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr3 + (x0 + ks0*x1 + ks0*ks1*((((x0 + ks0*x1 + ks0*ks1*x4) // ks2) % 4)) + 4*ks0*ks1*((((x0 + ks0*x1 + ks0*ks1*x4) // (4*ks0*ks1)) % 2))), xmask, eviction_policy='evict_last')
    tmp0 = 2 + x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = 4 + ks1
    tmp4 = tmp0 < tmp3
    tmp5 = 2 + x0
    tmp6 = tmp5 >= tmp1
    tmp7 = 4 + ks0
    tmp8 = tmp5 < tmp7
    tmp9 = tmp2 & tmp4
    tmp10 = tmp9 & tmp6
    tmp11 = tmp10 & tmp8
    tmp12 = tl.load(in_ptr0 + (10 + x0 + 2*ks0 + 4*x1 + 16*x4 + ks0*x1 + 4*ks0*x4 + 4*ks1*x4 + ks0*ks1*x4), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tmp13 + tmp14
    tmp16 = tmp12 + tmp15
    tmp18 = tmp16 + tmp17
    tl.store(out_ptr0 + (x5), tmp18, xmask)
