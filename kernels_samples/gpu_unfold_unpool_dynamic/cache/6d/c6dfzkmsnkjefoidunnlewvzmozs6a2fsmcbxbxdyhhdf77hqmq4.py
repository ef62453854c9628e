
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 8, 'y': 32, 'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_avg_pool2d_backward_col2im_gather_max_pool2d_with_indices_backward_pixel_shuffle_threshold_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 16896, 'y': 10560, 'x': 28160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_avg_pool2d_backward_col2im_gather_max_pool2d_with_indices_backward_pixel_shuffle_threshold_backward_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ks1, ks2, ks3, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 8
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y1 = yindex
    z0 = zindex
    z3 = (zindex % 4)
    z4 = zindex // 4
    tmp0 = tl.load(in_ptr0 + (z0 + ks0*z0 + ks0*((y1 // 2) * ((y1 // 2) <= ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1))))) + ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) * (((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) < (y1 // 2))) + ks1*z0 + ks0*ks1*z0 + ((x2 // 2) * ((x2 // 2) <= ((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0))))) + ((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0)))) * (((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0)))) < (x2 // 2))) + ((y1 // 2) * ((y1 // 2) <= ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1))))) + ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) * (((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) < (y1 // 2)))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr0 + (z0 + ks0*z0 + ks0*((y1 // 2) * ((y1 // 2) <= ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1))))) + ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) * (((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) < (y1 // 2))) + ks1*z0 + ks0*ks1*z0 + ((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0))))) + ((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0)))) * (((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0)))) < (1 + (x2 // 2)))) + ((y1 // 2) * ((y1 // 2) <= ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1))))) + ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) * (((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) < (y1 // 2)))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr0 + (z0 + ks0*z0 + ks0*((1 + (y1 // 2)) * ((1 + (y1 // 2)) <= ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1))))) + ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) * (((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) < (1 + (y1 // 2)))) + ks1*z0 + ks0*ks1*z0 + ((1 + (y1 // 2)) * ((1 + (y1 // 2)) <= ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1))))) + ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) * (((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) < (1 + (y1 // 2)))) + ((x2 // 2) * ((x2 // 2) <= ((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0))))) + ((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0)))) * (((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0)))) < (x2 // 2)))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (z0 + ks0*z0 + ks0*((1 + (y1 // 2)) * ((1 + (y1 // 2)) <= ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1))))) + ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) * (((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) < (1 + (y1 // 2)))) + ks1*z0 + ks0*ks1*z0 + ((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0))))) + ((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0)))) * (((-1) + ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0)))) < (1 + (x2 // 2)))) + ((1 + (y1 // 2)) * ((1 + (y1 // 2)) <= ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1))))) + ((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) * (((-1) + ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))) < (1 + (y1 // 2))))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr1 + (((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((y1 // 2) * ((y1 // 2) <= ((-1) + ((ks1) * ((ks1) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (ks1))))) + ((-1) + ((ks1) * ((ks1) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (ks1)))) * (((-1) + ((ks1) * ((ks1) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (ks1)))) < (y1 // 2))) + z0*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + ((x2 // 2) * ((x2 // 2) <= ((-1) + ((ks0) * ((ks0) <= (1 + (x2 // 2))) + (1 + (x2 // 2)) * ((1 + (x2 // 2)) < (ks0))))) + ((-1) + ((ks0) * ((ks0) <= (1 + (x2 // 2))) + (1 + (x2 // 2)) * ((1 + (x2 // 2)) < (ks0)))) * (((-1) + ((ks0) * ((ks0) <= (1 + (x2 // 2))) + (1 + (x2 // 2)) * ((1 + (x2 // 2)) < (ks0)))) < (x2 // 2)))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr2 + (ks0*((y1 // 2) * ((y1 // 2) <= ((-1) + ((ks1) * ((ks1) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (ks1))))) + ((-1) + ((ks1) * ((ks1) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (ks1)))) * (((-1) + ((ks1) * ((ks1) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (ks1)))) < (y1 // 2))) + ks0*ks1*z0 + ((x2 // 2) * ((x2 // 2) <= ((-1) + ((ks0) * ((ks0) <= (1 + (x2 // 2))) + (1 + (x2 // 2)) * ((1 + (x2 // 2)) < (ks0))))) + ((-1) + ((ks0) * ((ks0) <= (1 + (x2 // 2))) + (1 + (x2 // 2)) * ((1 + (x2 // 2)) < (ks0)))) * (((-1) + ((ks0) * ((ks0) <= (1 + (x2 // 2))) + (1 + (x2 // 2)) * ((1 + (x2 // 2)) < (ks0)))) < (x2 // 2)))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp40 = tl.load(in_ptr3 + (ks0*(((y1 // 2) % ks1)) + ks0*ks1*((x2 % 2)) + 2*ks0*ks1*((y1 % 2)) + 4*ks0*ks1*z3 + 4*ks0*ks1*z4*(ks2 // ks0)*(ks3 // ks1) + (((x2 // 2) % ks0))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp1 = ((0) * ((0) >= ((-1) + 2*(x2 // 2))) + ((-1) + 2*(x2 // 2)) * (((-1) + 2*(x2 // 2)) > (0)))*((0) * ((0) >= ((-1) + 2*(y1 // 2))) + ((-1) + 2*(y1 // 2)) * (((-1) + 2*(y1 // 2)) > (0))) + ((ks2) * ((ks2) <= (2 + 2*(x2 // 2))) + (2 + 2*(x2 // 2)) * ((2 + 2*(x2 // 2)) < (ks2)))*((ks3) * ((ks3) <= (2 + 2*(y1 // 2))) + (2 + 2*(y1 // 2)) * ((2 + 2*(y1 // 2)) < (ks3))) + ((-1)*((0) * ((0) >= ((-1) + 2*(x2 // 2))) + ((-1) + 2*(x2 // 2)) * (((-1) + 2*(x2 // 2)) > (0)))*((ks3) * ((ks3) <= (2 + 2*(y1 // 2))) + (2 + 2*(y1 // 2)) * ((2 + 2*(y1 // 2)) < (ks3)))) + ((-1)*((0) * ((0) >= ((-1) + 2*(y1 // 2))) + ((-1) + 2*(y1 // 2)) * (((-1) + 2*(y1 // 2)) > (0)))*((ks2) * ((ks2) <= (2 + 2*(x2 // 2))) + (2 + 2*(x2 // 2)) * ((2 + 2*(x2 // 2)) < (ks2))))
    tmp2 = (tmp0 / tmp1)
    tmp3 = y1 // 2
    tmp4 = ((1 + ks1) * ((1 + ks1) <= (1 + ((1 + y1) // 2))) + (1 + ((1 + y1) // 2)) * ((1 + ((1 + y1) // 2)) < (1 + ks1)))
    tmp5 = tmp3 < tmp4
    tmp6 = x2 // 2
    tmp7 = ((1 + ks0) * ((1 + ks0) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (1 + ks0)))
    tmp8 = tmp6 < tmp7
    tmp9 = tmp5 & tmp8
    tmp10 = tl.full([1, 1, 1], 0.0, tl.float32)
    tmp11 = tl.where(tmp9, tmp2, tmp10)
    tmp13 = ((-1)*((ks3) * ((ks3) <= (2 + 2*(y1 // 2))) + (2 + 2*(y1 // 2)) * ((2 + 2*(y1 // 2)) < (ks3)))) + ((ks2) * ((ks2) <= (4 + 2*(x2 // 2))) + (4 + 2*(x2 // 2)) * ((4 + 2*(x2 // 2)) < (ks2)))*((ks3) * ((ks3) <= (2 + 2*(y1 // 2))) + (2 + 2*(y1 // 2)) * ((2 + 2*(y1 // 2)) < (ks3))) + ((-1)*((0) * ((0) >= ((-1) + 2*(y1 // 2))) + ((-1) + 2*(y1 // 2)) * (((-1) + 2*(y1 // 2)) > (0)))*((ks2) * ((ks2) <= (4 + 2*(x2 // 2))) + (4 + 2*(x2 // 2)) * ((4 + 2*(x2 // 2)) < (ks2)))) + (-2)*(x2 // 2)*((ks3) * ((ks3) <= (2 + 2*(y1 // 2))) + (2 + 2*(y1 // 2)) * ((2 + 2*(y1 // 2)) < (ks3))) + 2*(x2 // 2)*((0) * ((0) >= ((-1) + 2*(y1 // 2))) + ((-1) + 2*(y1 // 2)) * (((-1) + 2*(y1 // 2)) > (0))) + ((0) * ((0) >= ((-1) + 2*(y1 // 2))) + ((-1) + 2*(y1 // 2)) * (((-1) + 2*(y1 // 2)) > (0)))
    tmp14 = (tmp12 / tmp13)
    tmp15 = 1 + (x2 // 2)
    tmp16 = tmp15 < tmp7
    tmp17 = tmp5 & tmp16
    tmp18 = tmp11 + tmp14
    tmp19 = tl.where(tmp17, tmp18, tmp11)
    tmp21 = ((-1)*((ks2) * ((ks2) <= (2 + 2*(x2 // 2))) + (2 + 2*(x2 // 2)) * ((2 + 2*(x2 // 2)) < (ks2)))) + ((ks2) * ((ks2) <= (2 + 2*(x2 // 2))) + (2 + 2*(x2 // 2)) * ((2 + 2*(x2 // 2)) < (ks2)))*((ks3) * ((ks3) <= (4 + 2*(y1 // 2))) + (4 + 2*(y1 // 2)) * ((4 + 2*(y1 // 2)) < (ks3))) + ((-1)*((0) * ((0) >= ((-1) + 2*(x2 // 2))) + ((-1) + 2*(x2 // 2)) * (((-1) + 2*(x2 // 2)) > (0)))*((ks3) * ((ks3) <= (4 + 2*(y1 // 2))) + (4 + 2*(y1 // 2)) * ((4 + 2*(y1 // 2)) < (ks3)))) + (-2)*(y1 // 2)*((ks2) * ((ks2) <= (2 + 2*(x2 // 2))) + (2 + 2*(x2 // 2)) * ((2 + 2*(x2 // 2)) < (ks2))) + 2*(y1 // 2)*((0) * ((0) >= ((-1) + 2*(x2 // 2))) + ((-1) + 2*(x2 // 2)) * (((-1) + 2*(x2 // 2)) > (0))) + ((0) * ((0) >= ((-1) + 2*(x2 // 2))) + ((-1) + 2*(x2 // 2)) * (((-1) + 2*(x2 // 2)) > (0)))
    tmp22 = (tmp20 / tmp21)
    tmp23 = 1 + (y1 // 2)
    tmp24 = tmp23 < tmp4
    tmp25 = tmp24 & tmp8
    tmp26 = tmp19 + tmp22
    tmp27 = tl.where(tmp25, tmp26, tmp19)
    tmp29 = 1 + ((-1)*((ks2) * ((ks2) <= (4 + 2*(x2 // 2))) + (4 + 2*(x2 // 2)) * ((4 + 2*(x2 // 2)) < (ks2)))) + ((-1)*((ks3) * ((ks3) <= (4 + 2*(y1 // 2))) + (4 + 2*(y1 // 2)) * ((4 + 2*(y1 // 2)) < (ks3)))) + 2*(x2 // 2) + 2*(y1 // 2) + ((ks2) * ((ks2) <= (4 + 2*(x2 // 2))) + (4 + 2*(x2 // 2)) * ((4 + 2*(x2 // 2)) < (ks2)))*((ks3) * ((ks3) <= (4 + 2*(y1 // 2))) + (4 + 2*(y1 // 2)) * ((4 + 2*(y1 // 2)) < (ks3))) + (-2)*(x2 // 2)*((ks3) * ((ks3) <= (4 + 2*(y1 // 2))) + (4 + 2*(y1 // 2)) * ((4 + 2*(y1 // 2)) < (ks3))) + (-2)*(y1 // 2)*((ks2) * ((ks2) <= (4 + 2*(x2 // 2))) + (4 + 2*(x2 // 2)) * ((4 + 2*(x2 // 2)) < (ks2))) + 4*(x2 // 2)*(y1 // 2)
    tmp30 = (tmp28 / tmp29)
    tmp31 = tmp24 & tmp16
    tmp32 = tmp27 + tmp30
    tmp33 = tl.where(tmp31, tmp32, tmp27)
    tmp36 = x2 + ks2*y1
    tmp37 = tmp34 == tmp36
    tmp38 = tl.where(tmp37, tmp35, tmp10)
    tmp39 = tmp33 + tmp38
    tmp41 = tmp39 + tmp40
    tmp42 = 2 + y1
    tmp43 = tl.full([1, 1, 1], 0, tl.int64)
    tmp44 = tmp42 >= tmp43
    tmp45 = 4 + ks3
    tmp46 = tmp42 < tmp45
    tmp47 = 2 + x2
    tmp48 = tmp47 >= tmp43
    tmp49 = 4 + ks2
    tmp50 = tmp47 < tmp49
    tmp51 = tmp44 & tmp46
    tmp52 = tmp51 & tmp48
    tmp53 = tmp52 & tmp50
    tmp54 = tl.load(in_ptr4 + (10 + x2 + 2*ks2 + 4*y1 + 16*z0 + ks2*y1 + 4*ks2*z0 + 4*ks3*z0 + ks2*ks3*z0), tmp53 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp55 = tmp41 + tmp54
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + ks2*y1 + ks2*ks3*z0), tmp55, xmask & ymask & zmask)
