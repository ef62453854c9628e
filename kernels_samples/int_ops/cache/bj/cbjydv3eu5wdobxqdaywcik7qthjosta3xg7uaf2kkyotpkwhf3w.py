
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i32', 'in_ptr1': '*i32', 'out_ptr0': '*i32', 'out_ptr1': '*i32', 'out_ptr2': '*i32', 'out_ptr3': '*i32', 'out_ptr4': '*i64', 'out_ptr5': '*i32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused___lshift_____rshift____to_copy_abs_add_bitwise_and_bitwise_or_bitwise_xor_clamp_div_gt_mul_remainder_where_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 6, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused___lshift_____rshift____to_copy_abs_add_bitwise_and_bitwise_or_bitwise_xor_clamp_div_gt_mul_remainder_where_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr1 + (x0), None)
    tmp2 = tl.where((tmp0 < 0) != (tmp1 < 0), tl.where(tmp0 % tmp1 != 0, tmp0 // tmp1 - 1, tmp0 // tmp1), tmp0 // tmp1)
    tmp3 = (tmp0 % tmp1)
    tmp4 = tl.full([1], 0, tl.int32)
    tmp5 = tmp3 != tmp4
    tmp6 = (libdevice.signbit(tmp3) != 0) if (tmp3).dtype is tl.float32 else tmp3 < 0
    tmp7 = (libdevice.signbit(tmp1) != 0) if (tmp1).dtype is tl.float32 else tmp1 < 0
    tmp8 = tmp6 != tmp7
    tmp9 = tmp5 & tmp8
    tmp10 = tmp3 + tmp1
    tmp11 = tl.where(tmp9, tmp10, tmp3)
    tmp12 = tmp0 // tmp1
    tmp13 = tl.full([1], 90, tl.int32)
    tmp14 = tmp0 & tmp13
    tmp15 = tl.full([1], 3, tl.int32)
    tmp16 = tmp1 << tmp15
    tmp17 = tmp14 ^ tmp16
    tmp18 = tl.full([1], 2, tl.int32)
    tmp19 = tmp0 >> tmp18
    tmp20 = tmp17 | tmp19
    tmp21 = tmp0.to(tl.int64)
    tmp22 = tl.full([1], 8589934592, tl.int64)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp1.to(tl.int64)
    tmp25 = tmp23 + tmp24
    tmp26 = tmp0 > tmp1
    tmp27 = tl_math.abs(tmp0)
    tmp28 = tl.full([1], -10, tl.int32)
    tmp29 = triton_helpers.maximum(tmp1, tmp28)
    tmp30 = tl.full([1], 10, tl.int32)
    tmp31 = triton_helpers.minimum(tmp29, tmp30)
    tmp32 = tl.where(tmp26, tmp27, tmp31)
    tl.store(out_ptr0 + (x0), tmp2, None)
    tl.store(out_ptr1 + (x0), tmp11, None)
    tl.store(out_ptr2 + (x0), tmp12, None)
    tl.store(out_ptr3 + (x0), tmp20, None)
    tl.store(out_ptr4 + (x0), tmp25, None)
    tl.store(out_ptr5 + (x0), tmp32, None)
