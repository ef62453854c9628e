
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_native_layer_norm_backward_permute_roll_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2304, 'x': 49152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_native_layer_norm_backward_permute_roll_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 16
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y4 = yindex // 64
    y6 = (yindex % 8)
    y7 = ((yindex // 8) % 8)
    x5 = xindex
    y0 = (yindex % 4)
    y1 = ((yindex // 4) % 2)
    y2 = ((yindex // 8) % 4)
    y8 = yindex // 32
    tmp0 = tl.load(in_ptr0 + (8*(((2 + y7) % 8)) + 64*y4 + (((2 + y6) % 8))), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x5 + 16*(((2 + y6) % 8)) + 128*(((2 + y7) % 8)) + 1024*y4), xmask & ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (8*(((2 + y7) % 8)) + 64*y4 + (((2 + y6) % 8))), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x5 + 16*(((2 + y6) % 8)) + 128*(((2 + y7) % 8)) + 1024*y4), xmask & ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (8*(((2 + y7) % 8)) + 64*y4 + (((2 + y6) % 8))), ymask, eviction_policy='evict_last')
    tmp2 = tl.full([1, 1], 16.0, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp5 = tmp3 - tmp4
    tmp8 = tmp6 * tmp7
    tmp9 = tmp5 - tmp8
    tmp10 = tmp0 * tmp9
    tl.store(out_ptr0 + (x5 + 16*y0 + 64*y2 + 256*y1 + 512*y8), tmp10, xmask & ymask)
