
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_no_training_add_convolution_max_pool3d_with_indices_mean_relu_repeat_slice_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 18, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_no_training_add_convolution_max_pool3d_with_indices_mean_relu_repeat_slice_3(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp95 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 25
        r0_2 = ((r0_index // 5) % 5)
        r0_1 = (r0_index % 5)
        r0_4 = r0_index
        tmp0 = 2*r0_3
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = 1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))
        tmp4 = tmp0 < tmp3
        tmp5 = tmp2 & tmp4
        tmp6 = 2*r0_2
        tmp7 = tmp6 >= tmp1
        tmp8 = tl.full([1, 1], 10, tl.int64)
        tmp9 = tmp6 < tmp8
        tmp10 = tmp7 & tmp9
        tmp11 = 2*r0_1
        tmp12 = tmp11 >= tmp1
        tmp13 = tmp11 < tmp8
        tmp14 = tmp12 & tmp13
        tmp15 = tmp5 & tmp10
        tmp16 = tmp15 & tmp14
        tmp17 = tl.load(in_ptr0 + (2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp16 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp18 = 1 + 2*r0_1
        tmp19 = tmp18 >= tmp1
        tmp20 = tmp18 < tmp8
        tmp21 = tmp19 & tmp20
        tmp22 = tmp15 & tmp21
        tmp23 = tl.load(in_ptr0 + (1 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp22 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp24 = triton_helpers.maximum(tmp17, tmp23)
        tmp25 = 2 + 2*r0_1
        tmp26 = tmp25 >= tmp1
        tmp27 = tmp25 < tmp8
        tmp28 = tmp26 & tmp27
        tmp29 = tmp15 & tmp28
        tmp30 = tl.load(in_ptr0 + (2 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp29 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp31 = triton_helpers.maximum(tmp24, tmp30)
        tmp32 = 1 + 2*r0_2
        tmp33 = tmp32 >= tmp1
        tmp34 = tmp32 < tmp8
        tmp35 = tmp33 & tmp34
        tmp36 = tmp5 & tmp35
        tmp37 = tmp36 & tmp14
        tmp38 = tl.load(in_ptr0 + (10 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp37 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp39 = triton_helpers.maximum(tmp31, tmp38)
        tmp40 = tmp36 & tmp21
        tmp41 = tl.load(in_ptr0 + (11 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp40 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp42 = triton_helpers.maximum(tmp39, tmp41)
        tmp43 = tmp36 & tmp28
        tmp44 = tl.load(in_ptr0 + (12 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp43 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp45 = triton_helpers.maximum(tmp42, tmp44)
        tmp46 = 2 + 2*r0_2
        tmp47 = tmp46 >= tmp1
        tmp48 = tmp46 < tmp8
        tmp49 = tmp47 & tmp48
        tmp50 = tmp5 & tmp49
        tmp51 = tmp50 & tmp14
        tmp52 = tl.load(in_ptr0 + (20 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp51 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp53 = triton_helpers.maximum(tmp45, tmp52)
        tmp54 = tmp50 & tmp21
        tmp55 = tl.load(in_ptr0 + (21 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp54 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp56 = triton_helpers.maximum(tmp53, tmp55)
        tmp57 = tmp50 & tmp28
        tmp58 = tl.load(in_ptr0 + (22 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp57 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp59 = triton_helpers.maximum(tmp56, tmp58)
        tmp60 = 1 + 2*r0_3
        tmp61 = tmp60 >= tmp1
        tmp62 = tmp60 < tmp3
        tmp63 = tmp61 & tmp62
        tmp64 = tmp63 & tmp10
        tmp65 = tmp64 & tmp14
        tmp66 = tl.load(in_ptr0 + (100 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp65 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp67 = triton_helpers.maximum(tmp59, tmp66)
        tmp68 = tmp64 & tmp21
        tmp69 = tl.load(in_ptr0 + (101 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp68 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp70 = triton_helpers.maximum(tmp67, tmp69)
        tmp71 = tmp64 & tmp28
        tmp72 = tl.load(in_ptr0 + (102 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp71 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp73 = triton_helpers.maximum(tmp70, tmp72)
        tmp74 = tmp63 & tmp35
        tmp75 = tmp74 & tmp14
        tmp76 = tl.load(in_ptr0 + (110 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp75 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp77 = triton_helpers.maximum(tmp73, tmp76)
        tmp78 = tmp74 & tmp21
        tmp79 = tl.load(in_ptr0 + (111 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp78 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp80 = triton_helpers.maximum(tmp77, tmp79)
        tmp81 = tmp74 & tmp28
        tmp82 = tl.load(in_ptr0 + (112 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp81 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp83 = triton_helpers.maximum(tmp80, tmp82)
        tmp84 = tmp63 & tmp49
        tmp85 = tmp84 & tmp14
        tmp86 = tl.load(in_ptr0 + (120 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp85 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp87 = triton_helpers.maximum(tmp83, tmp86)
        tmp88 = tmp84 & tmp21
        tmp89 = tl.load(in_ptr0 + (121 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp88 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp90 = triton_helpers.maximum(tmp87, tmp89)
        tmp91 = tmp84 & tmp28
        tmp92 = tl.load(in_ptr0 + (122 + 2*r0_1 + 20*r0_2 + 100*x0 + 200*r0_3 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))), r0_mask & tmp91 & xmask, eviction_policy='evict_last', other=float("-inf"))
        tmp93 = triton_helpers.maximum(tmp90, tmp92)
        tmp94 = tl.broadcast_to(tmp93, [XBLOCK, R0_BLOCK])
        tmp96 = _tmp95 + tmp94
        _tmp95 = tl.where(r0_mask & xmask, tmp96, _tmp95)
    tmp95 = tl.sum(_tmp95, 1)[:, None]
    tmp97 = 25*(triton_helpers.div_floor_integer(1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)),  2))
    tmp98 = tmp97.to(tl.float32)
    tmp99 = (tmp95 / tmp98)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp99, xmask)
