
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'ks6': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 31824, 'x': 240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, ks6, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y7 = ((yindex // 3) % ks0)
    x5 = xindex
    y0 = (yindex % 3)
    y1 = ((yindex // 3) % ks4)
    y10 = ((yindex // ks0) % 12)
    y4 = yindex // ks5
    y6 = yindex // ks6
    tmp0 = tl.load(in_ptr0 + (y7), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x5 + y0*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), xmask & ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0 + 3*y10 + 36*x5 + 36*y1 + 36*y1*(triton_helpers.div_floor_integer((-1) + ks3,  2)) + 36*ks2*ks4*y4), xmask & ymask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (y0 + 3*y10), ymask, eviction_policy='evict_last')
    tmp1 = 4 + ks1
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 4 + ks1)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 4 + ks1")
    tmp7 = 4 + ks3
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 4 + ks3)) | ~(xmask & ymask), "index out of bounds: 0 <= tmp10 < 4 + ks3")
    tmp14 = tmp12 + tmp13
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(tmp10 + 4*tmp4 + 16*y6 + ks3*tmp4 + 4*ks1*y6 + 4*ks3*y6 + ks1*ks3*y6, [YBLOCK, XBLOCK])), tmp14, xmask & ymask, sem='relaxed')
