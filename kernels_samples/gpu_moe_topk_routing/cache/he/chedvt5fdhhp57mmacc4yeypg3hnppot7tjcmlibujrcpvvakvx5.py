
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_eq_mean_mul_select_sum_unsqueeze_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_eq_mean_mul_select_sum_unsqueeze_9(in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp5 = tl.load(in_ptr1 + (0))
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
    tmp9 = tl.load(in_ptr0 + (1))
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK])
    tmp12 = tl.load(in_ptr1 + (1))
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK])
    tmp17 = tl.load(in_ptr0 + (2))
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK])
    tmp20 = tl.load(in_ptr1 + (2))
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK])
    tmp25 = tl.load(in_ptr0 + (3))
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK])
    tmp28 = tl.load(in_ptr1 + (3))
    tmp29 = tl.broadcast_to(tmp28, [XBLOCK])
    tmp33 = tl.load(in_ptr0 + (4))
    tmp34 = tl.broadcast_to(tmp33, [XBLOCK])
    tmp36 = tl.load(in_ptr1 + (4))
    tmp37 = tl.broadcast_to(tmp36, [XBLOCK])
    tmp41 = tl.load(in_ptr0 + (5))
    tmp42 = tl.broadcast_to(tmp41, [XBLOCK])
    tmp44 = tl.load(in_ptr1 + (5))
    tmp45 = tl.broadcast_to(tmp44, [XBLOCK])
    tmp2 = ks0
    tmp3 = tmp2.to(tl.float32)
    tmp4 = (tmp1 / tmp3)
    tmp7 = (tmp6 / tmp3)
    tmp8 = tmp4 * tmp7
    tmp11 = (tmp10 / tmp3)
    tmp14 = (tmp13 / tmp3)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp8 + tmp15
    tmp19 = (tmp18 / tmp3)
    tmp22 = (tmp21 / tmp3)
    tmp23 = tmp19 * tmp22
    tmp24 = tmp16 + tmp23
    tmp27 = (tmp26 / tmp3)
    tmp30 = (tmp29 / tmp3)
    tmp31 = tmp27 * tmp30
    tmp32 = tmp24 + tmp31
    tmp35 = (tmp34 / tmp3)
    tmp38 = (tmp37 / tmp3)
    tmp39 = tmp35 * tmp38
    tmp40 = tmp32 + tmp39
    tmp43 = (tmp42 / tmp3)
    tmp46 = (tmp45 / tmp3)
    tmp47 = tmp43 * tmp46
    tmp48 = tmp40 + tmp47
    tmp49 = tl.full([1], 6.0, tl.float32)
    tmp50 = tmp48 * tmp49
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp50, None)
