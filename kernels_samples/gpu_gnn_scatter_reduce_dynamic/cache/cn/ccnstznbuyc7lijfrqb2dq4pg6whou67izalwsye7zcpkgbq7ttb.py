
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_index_select_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2400, 'x': 84000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_index_select_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 68
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = x1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.broadcast_to(ks0, [YBLOCK, XBLOCK])
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tl.device_assert(((0 <= tl.broadcast_to(tmp9, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp9, [YBLOCK, XBLOCK]) < ks0)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp9, [YBLOCK, XBLOCK]) < ks0")
    tmp11 = tl.load(in_ptr1 + (tl.broadcast_to(32*tmp9 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = tmp0 >= tmp3
    tmp13 = tl.full([1, 1], 64, tl.int64)
    tmp14 = tmp0 < tmp13
    tmp15 = tmp12 & tmp14
    tmp16 = tl.load(in_ptr2 + (tl.broadcast_to(y0, [YBLOCK, XBLOCK])), tmp15 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.broadcast_to(ks0, [YBLOCK, XBLOCK])
    tmp18 = tmp16 + tmp17
    tmp19 = tmp16 < 0
    tmp20 = tl.where(tmp19, tmp18, tmp16)
    tl.device_assert(((0 <= tl.broadcast_to(tmp20, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp20, [YBLOCK, XBLOCK]) < ks0)) | ~(tmp15 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp20, [YBLOCK, XBLOCK]) < ks0")
    tmp22 = tl.load(in_ptr1 + (tl.broadcast_to(32*tmp20 + ((-32) + x1), [YBLOCK, XBLOCK])), tmp15 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp23 = tmp0 >= tmp13
    tmp24 = tl.full([1, 1], 68, tl.int64)
    tmp25 = tmp0 < tmp24
    tmp26 = tl.load(in_ptr3 + (4*y0 + ((-64) + x1)), tmp23 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.where(tmp15, tmp22, tmp26)
    tmp28 = tl.where(tmp4, tmp11, tmp27)
    tl.store(out_ptr0 + (x1 + 68*y0), tmp28, xmask & ymask)
