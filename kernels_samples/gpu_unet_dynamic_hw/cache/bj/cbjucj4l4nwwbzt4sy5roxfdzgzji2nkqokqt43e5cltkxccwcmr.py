
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i8', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 5600, 'x': 71680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ks1, ks2, ks3, ks4, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y0 = (yindex % ks0)
    y1 = ((yindex // ks0) % 16)
    y2 = yindex // ks1
    y4 = yindex // ks0
    y5 = yindex
    tmp0 = tl.load(in_ptr0 + (x3 + y0*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + 16*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + y1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + 32*y2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((y0 // 2) * ((y0 // 2) <= ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4))))) + ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) * (((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) < (y0 // 2))) + y4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1))) + ((x3 // 2) * ((x3 // 2) <= ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3))))) + ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) * (((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) < (x3 // 2)))), xmask & ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((y0 // 2) * ((y0 // 2) <= ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4))))) + ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) * (((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) < (y0 // 2))) + y4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1))) + ((x3 // 2) * ((x3 // 2) <= ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3))))) + ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) * (((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) < (x3 // 2)))), xmask & ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x3 + y0*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + y4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl.full([1, 1], 4, tl.int32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < 4)) | ~(xmask & ymask), "index out of bounds: 0 <= tmp5 < 4")
    tmp8 = tmp5 + (-2)*(tmp5 // 2) + 2*((x3 // 2) * ((x3 // 2) <= ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3))))) + ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) * (((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) < (x3 // 2))) + ks2*(tmp5 // 2) + 2*ks2*((y0 // 2) * ((y0 // 2) <= ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4))))) + ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) * (((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) < (y0 // 2)))
    tmp9 = x3 + ks2*y0
    tmp10 = tmp8 == tmp9
    tmp11 = tl.full([1, 1], 0.0, tl.float32)
    tmp12 = tl.where(tmp10, tmp7, tmp11)
    tmp13 = tmp0 + tmp12
    tmp15 = -tmp14
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tl.full([1, 1], 1.0, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = tl.full([1, 1], 1, tl.int32)
    tmp20 = (tmp19 / tmp18)
    tmp21 = tmp20 * tmp17
    tmp22 = tmp13 * tmp21
    tmp23 = tmp17 - tmp21
    tmp24 = tmp14 * tmp23
    tmp25 = tmp24 + tmp17
    tmp26 = tmp22 * tmp25
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3 + ks2*y5), tmp26, xmask & ymask)
