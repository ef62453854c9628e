# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/op/cop5xwcawebcptw4f3wynkka5icsptvuupe6ttm5o66vnevcxsdm.py
# Topologically Sorted Source Nodes: [logsumexp, square, z_loss], Original ATen: [prims.prepare_softmax_online, aten.logsumexp, aten.pow, aten.mean]
# Source node to ATen node mapping:
#   logsumexp => abs_1, add_126, amax_1, eq_61, exp_2, full_default_2, log, squeeze_2, sub_51, sum_3, where
#   square => pow_1
#   z_loss => mean
# Graph fragment:
#   %mm : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_4 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=getitem_4]
#   %amax_1 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=amax_1]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm, -1), kwargs = {})
#   %amax_1 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%mm, [-1], True), kwargs = {})
#   %abs_1 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_1,), kwargs = {})
#   %eq_61 : Tensor "b8[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_1, inf), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_61, %full_default_2, %amax_1), kwargs = {})
#   %sub_51 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm, %where), kwargs = {})
#   %exp_2 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_51,), kwargs = {})
#   %sum_3 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_2, [-1]), kwargs = {})
#   %log : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_3,), kwargs = {})
#   %squeeze_2 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where, [-1]), kwargs = {})
#   %add_126 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%log, %squeeze_2), kwargs = {})
#   %pow_1 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_126, 2), kwargs = {})
#   %mean : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.default](args = (%pow_1,), kwargs = {})
#   return %getitem_4,%getitem_5,%amax_1,%buf25
triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0 = async_compile.triton('triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 176}}
)
@triton.jit
def triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0(in_ptr0, out_ptr0, out_ptr1, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp46 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr0 + (1 + 5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr0 + (2 + 5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr0 + (3 + 5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp7 = tl.load(in_ptr0 + (4 + 5*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = triton_helpers.maximum(tmp0, tmp1)
        tmp4 = triton_helpers.maximum(tmp2, tmp3)
        tmp6 = triton_helpers.maximum(tmp4, tmp5)
        tmp8 = triton_helpers.maximum(tmp6, tmp7)
        tmp9 = tmp0 - tmp8
        tmp10 = libdevice.exp(tmp9)
        tmp11 = tmp1 - tmp8
        tmp12 = libdevice.exp(tmp11)
        tmp13 = tmp10 + tmp12
        tmp14 = tmp3 - tmp8
        tmp15 = libdevice.exp(tmp14)
        tmp16 = tmp13 + tmp15
        tmp17 = tmp5 - tmp8
        tmp18 = libdevice.exp(tmp17)
        tmp19 = tmp16 + tmp18
        tmp20 = tmp7 - tmp8
        tmp21 = libdevice.exp(tmp20)
        tmp22 = tmp19 + tmp21
        tmp23 = tl_math.abs(tmp8)
        tmp24 = tl.full([1, 1], float("inf"), tl.float32)
        tmp25 = tmp23 == tmp24
        tmp26 = tl.full([1, 1], 0.0, tl.float32)
        tmp27 = tl.where(tmp25, tmp26, tmp8)
        tmp28 = tmp0 - tmp27
        tmp29 = libdevice.exp(tmp28)
        tmp30 = tmp1 - tmp27
        tmp31 = libdevice.exp(tmp30)
        tmp32 = tmp29 + tmp31
        tmp33 = tmp3 - tmp27
        tmp34 = libdevice.exp(tmp33)
        tmp35 = tmp32 + tmp34
        tmp36 = tmp5 - tmp27
        tmp37 = libdevice.exp(tmp36)
        tmp38 = tmp35 + tmp37
        tmp39 = tmp7 - tmp27
        tmp40 = libdevice.exp(tmp39)
        tmp41 = tmp38 + tmp40
        tmp42 = tl_math.log(tmp41)
        tmp43 = tmp42 + tmp27
        tmp44 = tmp43 * tmp43
        tmp45 = tl.broadcast_to(tmp44, [XBLOCK, R0_BLOCK])
        tmp47 = _tmp46 + tmp45
        _tmp46 = tl.where(r0_mask, tmp47, _tmp46)
        tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp8, r0_mask)
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp22, r0_mask)
    tmp46 = tl.sum(_tmp46, 1)[:, None]
    tl.store(out_ptr3 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp46, None)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/w3/cw3lh57aj56zfgcsgkz4fxpthu7krqopjq2be2njb6mp5kithptj.py
# Topologically Sorted Source Nodes: [probs, mean_1], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.mean]
# Source node to ATen node mapping:
#   mean_1 => mean_1
#   probs => div
# Graph fragment:
#   %mm : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_4 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=getitem_4]
#   %getitem_5 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=getitem_5]
#   %div : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=div]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm, %getitem_4), kwargs = {})
#   %exp_default : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_5), kwargs = {})
#   %mean_1 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div, [0]), kwargs = {})
#   return %div,%buf26
triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1 = async_compile.triton('triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 437, 'r0_': 88}}
)
@triton.jit
def triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 5
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 5*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp3 = libdevice.exp(tmp2)
        tmp5 = (tmp3 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tl.store(in_out_ptr0 + (x0 + 5*r0_1), tmp5, r0_mask & xmask)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/ge/cgebaq4oells3lxmfpoyc55or2zach7a4j6pxy5ubq7jbk63beia.py
# Topologically Sorted Source Nodes: [arange, flat_tok, sorted_tok, xs], Original ATen: [aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index]
# Source node to ATen node mapping:
#   arange => iota
#   flat_tok => clone, expand, unsqueeze, view_2
#   sorted_tok => index_1
#   xs => index_3
# Graph fragment:
#   %getitem_3 : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=getitem_3]
#   %arg1_1 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %iota : Tensor "i64[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg0_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %expand : Tensor "i64[s77, 2][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [%arg0_1, 2]), kwargs = {})
#   %clone : Tensor "i64[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   %view_2 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%mul_26]), kwargs = {})
#   %index_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_2, [%getitem_3]), kwargs = {})
#   %index_3 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg1_1, [%index_1]), kwargs = {})
#   return %index_3
triton_poi_fused_arange_clone_expand_index_unsqueeze_view_2 = async_compile.triton('triton_poi_fused_arange_clone_expand_index_unsqueeze_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_arange_clone_expand_index_unsqueeze_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 176, 'x': 4224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_arange_clone_expand_index_unsqueeze_view_2(in_ptr0, in_ptr1, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 24
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = 2*ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 2*ks0)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 2*ks0")
    tl.device_assert((((tmp4 // 2) % ks0) < ks0) | ~(ymask), "index out of bounds: ((tmp4 // 2) % ks0) < ks0")
    tmp7 = tl.load(in_ptr1 + (x1 + 24*(((tmp4 // 2) % ks0))), xmask & ymask)
    tl.store(out_ptr0 + (x1 + 24*y0), tmp7, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/n2/cn2vj4rxwojsfedoyvqcry2bzt4jnl3qwxexu773afxiygvyirit.py
# Topologically Sorted Source Nodes: [flat_e, sorted_e, getitem_9, getitem_11], Original ATen: [aten.view, aten.index]
# Source node to ATen node mapping:
#   flat_e => view
#   getitem_11 => index_6
#   getitem_9 => index_4
#   sorted_e => index
# Graph fragment:
#   %getitem_3 : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=getitem_3]
#   %getitem_1 : Tensor "i64[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %arg3_1 : Tensor "f32[5, 24, 40][960, 40, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg5_1 : Tensor "f32[5, 40, 24][960, 24, 1]cuda:0" = PlaceHolder[target=arg5_1]
#   %view : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_1, [-1]), kwargs = {})
#   %index : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.index.Tensor](args = (%view, [%getitem_3]), kwargs = {})
#   %index_4 : Tensor "f32[2*s77, 24, 40][960, 40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg3_1, [%index]), kwargs = {})
#   %index_6 : Tensor "f32[2*s77, 40, 24][960, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg5_1, [%index]), kwargs = {})
#   return %index_4,%index_6
triton_poi_fused_index_view_3 = async_compile.triton('triton_poi_fused_index_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 337920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 960
    x0 = (xindex % 960)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = 2*ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 2*ks0)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 2*ks0")
    tmp6 = tl.load(in_ptr1 + (tmp4), xmask, eviction_policy='evict_last')
    tmp7 = tl.full([XBLOCK], 5, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp10 < 5")
    tmp12 = tl.load(in_ptr2 + (x0 + 960*tmp10), xmask)
    tmp13 = tl.load(in_ptr3 + (x0 + 960*tmp10), xmask)
    tl.store(out_ptr0 + (x2), tmp12, xmask)
    tl.store(out_ptr1 + (x2), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/lw/clwof7agdzbekitgj7j57rz3tysx2lnbjh22jjuqicpy7wi5yyd3.py
# Topologically Sorted Source Nodes: [flat_e, sorted_e, squeeze, getitem_10, h, silu], Original ATen: [aten.view, aten.index, aten.squeeze, aten.add, aten.silu]
# Source node to ATen node mapping:
#   flat_e => view
#   getitem_10 => index_5
#   h => add_79
#   silu => add_83, div_2, exp_1, neg
#   sorted_e => index
#   squeeze => squeeze
# Graph fragment:
#   %bmm : Tensor "f32[2*s77, 1, 40][40, 40, 1]cuda:0" = PlaceHolder[target=bmm]
#   %getitem_3 : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=getitem_3]
#   %getitem_1 : Tensor "i64[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %arg4_1 : Tensor "f32[5, 40][40, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %view : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_1, [-1]), kwargs = {})
#   %index : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.index.Tensor](args = (%view, [%getitem_3]), kwargs = {})
#   %squeeze : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%bmm, 1), kwargs = {})
#   %index_5 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg4_1, [%index]), kwargs = {})
#   %add_79 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%squeeze, %index_5), kwargs = {})
#   %neg : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_79,), kwargs = {})
#   %exp_1 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_83 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_2 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_79, %add_83), kwargs = {})
#   return %div_2
triton_poi_fused_add_index_silu_squeeze_view_4 = async_compile.triton('triton_poi_fused_add_index_silu_squeeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_index_silu_squeeze_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10560}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_index_silu_squeeze_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 40
    x0 = (xindex % 40)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = 2*ks0
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < 2*ks0)) | ~(xmask), "index out of bounds: 0 <= tmp5 < 2*ks0")
    tmp7 = tl.load(in_ptr1 + (tmp5), xmask, eviction_policy='evict_last')
    tmp8 = tl.full([XBLOCK], 5, tl.int32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp7 < 0
    tmp11 = tl.where(tmp10, tmp9, tmp7)
    tl.device_assert(((0 <= tmp11) & (tmp11 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp11 < 5")
    tmp13 = tl.load(in_ptr2 + (x0 + 40*tmp11), xmask)
    tmp14 = tmp0 + tmp13
    tmp15 = -tmp14
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tl.full([1], 1.0, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = (tmp14 / tmp18)
    tl.store(in_out_ptr0 + (x2), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/tk/ctkmqloiumc3ywq2cc2gyhkynahzep3v544vnitfccm3iv23w6ew.py
# Topologically Sorted Source Nodes: [flat_e, zeros, ones_like, counts], Original ATen: [aten.view, aten.zeros, aten.ones_like, aten.scatter_add]
# Source node to ATen node mapping:
#   counts => scatter_add
#   flat_e => view
#   ones_like => full_1
#   zeros => full_default
# Graph fragment:
#   %view : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_1, [-1]), kwargs = {})
#   %full_default : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([5], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%sym_size_int_1], 1), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter_add : Tensor "i64[5][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default, 0, %view, %full_1), kwargs = {})
#   return %scatter_add
triton_poi_fused_ones_like_scatter_add_view_zeros_5 = async_compile.triton('triton_poi_fused_ones_like_scatter_add_view_zeros_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ones_like_scatter_add_view_zeros_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ones_like_scatter_add_view_zeros_5(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0, tl.int64)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/g3/cg3u2dhjuwczgna3ab6jzspv4csuu5wlpbuuzuagdmvx3l47bgo6.py
# Topologically Sorted Source Nodes: [ones_like], Original ATen: [aten.ones_like]
# Source node to ATen node mapping:
#   ones_like => full_1
# Graph fragment:
#   %full_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%sym_size_int_1], 1), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_1
triton_poi_fused_ones_like_6 = async_compile.triton('triton_poi_fused_ones_like_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ones_like_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 352}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ones_like_6(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 1, tl.int64)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/23/c23kl7hfullzzy45hwxmwtjk2ralh2zdlqujhviy2c55hq6atdce.py
# Topologically Sorted Source Nodes: [cumsum], Original ATen: [aten.cumsum]
# Source node to ATen node mapping:
#   cumsum => cumsum
# Graph fragment:
#   %buf18 : Tensor  = PlaceHolder[target=buf18]
#   %cumsum : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumsum.default](args = (%scatter_add, 0), kwargs = {})
#   return %cumsum
triton_per_fused_cumsum_7 = async_compile.triton('triton_per_fused_cumsum_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumsum_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 50}}
)
@triton.jit
def triton_per_fused_cumsum_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 5
    R0_BLOCK: tl.constexpr = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, other=0.0)
    tmp1 = tmp0.to(tl.int64)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_add0)
    tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp3, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/qb/cqbgply7cfjwthiuvyrgxgek7k2uuysmc7ezztibcyvdnsqnohlg.py
# Topologically Sorted Source Nodes: [flat_e, sorted_e, sum_1, top_p_1, flat_p, getitem_12, arange_1, offsets, getitem_7, rank, lt, keep, mul_1], Original ATen: [aten.view, aten.index, aten.sum, aten.div, aten.arange, aten.sub, aten.lt, aten._to_copy, aten.mul]
# Source node to ATen node mapping:
#   arange_1 => iota_1
#   flat_e => view
#   flat_p => view_1
#   getitem_12 => index_7
#   getitem_7 => index_2
#   keep => convert_element_type
#   lt => lt
#   mul_1 => mul_66
#   offsets => sub_21
#   rank => sub_26
#   sorted_e => index
#   sum_1 => sum_2
#   top_p_1 => div_1
# Graph fragment:
#   %getitem_3 : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=getitem_3]
#   %getitem : Tensor "f32[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_1 : Tensor "i64[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %cumsum : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=cumsum]
#   %buf18 : Tensor  = PlaceHolder[target=buf18]
#   %view : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_1, [-1]), kwargs = {})
#   %index : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.index.Tensor](args = (%view, [%getitem_3]), kwargs = {})
#   %sum_2 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem, %sum_2), kwargs = {})
#   %view_1 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%div_1, [-1]), kwargs = {})
#   %index_7 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_1, [%getitem_3]), kwargs = {})
#   %iota_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%mul_26,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %sub_21 : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%cumsum, %scatter_add), kwargs = {})
#   %index_2 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%sub_21, [%index]), kwargs = {})
#   %sub_26 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%iota_1, %index_2), kwargs = {})
#   %lt : Tensor "b8[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%sub_26, %add_53), kwargs = {})
#   %convert_element_type : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%lt, torch.float32), kwargs = {})
#   %mul_66 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%index_7, %convert_element_type), kwargs = {})
#   return %mul_66
triton_poi_fused__to_copy_arange_div_index_lt_mul_sub_sum_view_8 = async_compile.triton('triton_poi_fused__to_copy_arange_div_index_lt_mul_sub_sum_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*i64', 'in_ptr4': '*i64', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_div_index_lt_mul_sub_sum_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 352}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_div_index_lt_mul_sub_sum_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = 2*ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 2*ks0)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 2*ks0")
    tmp6 = tl.load(in_ptr1 + ((tmp4 % (2*ks0))), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr1 + (2*(((tmp4 // 2) % ks0))), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (1 + 2*(((tmp4 // 2) % ks0))), xmask, eviction_policy='evict_last')
    tmp9 = tmp7 + tmp8
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.load(in_ptr2 + (tmp4), xmask, eviction_policy='evict_last')
    tmp12 = tl.full([XBLOCK], 5, tl.int32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp11 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp11)
    tl.device_assert(((0 <= tmp15) & (tmp15 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp15 < 5")
    tmp17 = tl.load(in_ptr3 + (tmp15), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr4 + (tmp15), xmask, eviction_policy='evict_last')
    tmp19 = tmp17 - tmp18
    tmp20 = x0
    tmp21 = tmp20 - tmp19
    tmp22 = 2 + ((2*ks0) // 5)
    tmp23 = tmp21 < tmp22
    tmp24 = tmp23.to(tl.float32)
    tmp25 = tmp10 * tmp24
    tl.store(out_ptr0 + (x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/dp/cdpmktn7ged2omn4aldozdasxgv4tslrqzmavtr36hpbd7yajrua.py
# Topologically Sorted Source Nodes: [zeros_like], Original ATen: [aten.zeros_like]
# Source node to ATen node mapping:
#   zeros_like => full_default_1
# Graph fragment:
#   %full_default_1 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%arg0_1, 24], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_zeros_like_9 = async_compile.triton('triton_poi_fused_zeros_like_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_zeros_like_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_like_9(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/y6/cy6qt6gvljl74kwknrasltlzthds7ej2okefd5ioovj2sy4ukmla.py
# Topologically Sorted Source Nodes: [flat_e, zeros_like, arange, flat_tok, sorted_tok, sorted_e, y, sum_1, top_p_1, flat_p, getitem_12, arange_1, offsets, getitem_7, rank, lt, keep, mul_1, unsqueeze_2, y_1, out], Original ATen: [aten.view, aten.zeros_like, aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.index, aten.squeeze, aten.sum, aten.div, aten.sub, aten.lt, aten._to_copy, aten.mul, aten.index_add]
# Source node to ATen node mapping:
#   arange => iota
#   arange_1 => iota_1
#   flat_e => view
#   flat_p => view_1
#   flat_tok => clone, expand, unsqueeze, view_2
#   getitem_12 => index_7
#   getitem_7 => index_2
#   keep => convert_element_type
#   lt => lt
#   mul_1 => mul_66
#   offsets => sub_21
#   out => index_put
#   rank => sub_26
#   sorted_e => index
#   sorted_tok => index_1
#   sum_1 => sum_2
#   top_p_1 => div_1
#   unsqueeze_2 => unsqueeze_3
#   y => squeeze_1
#   y_1 => mul_69
#   zeros_like => full_default_1
# Graph fragment:
#   %getitem_3 : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=getitem_3]
#   %bmm_1 : Tensor "f32[2*s77, 1, 24][24, 24, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %mul_66 : Tensor "f32[2*s77][1]cuda:0" = PlaceHolder[target=mul_66]
#   %index_put : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=index_put]
#   %view : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_1, [-1]), kwargs = {})
#   %full_default_1 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%arg0_1, 24], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota : Tensor "i64[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg0_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %expand : Tensor "i64[s77, 2][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [%arg0_1, 2]), kwargs = {})
#   %clone : Tensor "i64[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   %view_2 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%mul_26]), kwargs = {})
#   %index_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_2, [%getitem_3]), kwargs = {})
#   %index : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.index.Tensor](args = (%view, [%getitem_3]), kwargs = {})
#   %squeeze_1 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%bmm_1, 1), kwargs = {})
#   %sum_2 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem, %sum_2), kwargs = {})
#   %view_1 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%div_1, [-1]), kwargs = {})
#   %index_7 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_1, [%getitem_3]), kwargs = {})
#   %iota_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%mul_26,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %sub_21 : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%cumsum, %scatter_add), kwargs = {})
#   %index_2 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%sub_21, [%index]), kwargs = {})
#   %sub_26 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%iota_1, %index_2), kwargs = {})
#   %lt : Tensor "b8[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%sub_26, %add_53), kwargs = {})
#   %convert_element_type : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%lt, torch.float32), kwargs = {})
#   %mul_66 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%index_7, %convert_element_type), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[2*s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_66, 1), kwargs = {})
#   %mul_69 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %unsqueeze_3), kwargs = {})
#   %index_put : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_1, [%index_1], %mul_69, True), kwargs = {})
#   return %buf22
triton_poi_fused__to_copy_arange_clone_div_expand_index_index_add_lt_mul_squeeze_sub_sum_unsqueeze_view_zeros_like_10 = async_compile.triton('triton_poi_fused__to_copy_arange_clone_div_expand_index_index_add_lt_mul_squeeze_sub_sum_unsqueeze_view_zeros_like_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_clone_div_expand_index_index_add_lt_mul_squeeze_sub_sum_unsqueeze_view_zeros_like_10', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 264, 'x': 2112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_clone_div_expand_index_index_add_lt_mul_squeeze_sub_sum_unsqueeze_view_zeros_like_10(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 24
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr1 + (x1 + 24*y0), xmask & ymask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = 2*ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 2*ks0)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 2*ks0")
    tl.device_assert((((tmp4 // 2) % ks0) < ks0) | ~(ymask), "index out of bounds: ((tmp4 // 2) % ks0) < ks0")
    tmp9 = tmp7 * tmp8
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(x1 + 24*(((tmp4 // 2) % ks0)), [YBLOCK, XBLOCK])), tmp9, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/5g/c5gazoc3vknjkyzhqblwjigawgyc45z6vsjyccyrkivjcf6cjb2b.py
# Topologically Sorted Source Nodes: [add_2], Original ATen: [aten.add]
# Source node to ATen node mapping:
#   add_2 => add_131
# Graph fragment:
#   %buf22 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=buf22]
#   %arg1_1 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %add_131 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put, %arg1_1), kwargs = {})
#   return %add_131
triton_poi_fused_add_11 = async_compile.triton('triton_poi_fused_add_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3168}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_11(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/7w/c7wsqpmkdyew33wdlfisrhsrakgbbgtjfecssx2cr2oxyndho6v6.py
# Topologically Sorted Source Nodes: [logsumexp, square, z_loss, to_1, truediv_1, mean_1, mul_4, sum_2, balance, add_3], Original ATen: [aten.logsumexp, aten.pow, aten.mean, aten._to_copy, aten.div, aten.mul, aten.sum, aten.add]
# Source node to ATen node mapping:
#   add_3 => add_135
#   balance => mul_88
#   logsumexp => abs_1, add_126, eq_61, exp_2, full_default_2, log, squeeze_2, sub_51, sum_3, where
#   mean_1 => mean_1
#   mul_4 => mul_87
#   square => pow_1
#   sum_2 => sum_4
#   to_1 => convert_element_type_1
#   truediv_1 => div_3
#   z_loss => mean
# Graph fragment:
#   %buf25 : Tensor "f32[][]cuda:0" = PlaceHolder[target=buf25]
#   %buf18 : Tensor  = PlaceHolder[target=buf18]
#   %buf26 : Tensor "f32[5][1]cuda:0" = PlaceHolder[target=buf26]
#   %abs_1 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_1,), kwargs = {})
#   %eq_61 : Tensor "b8[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_1, inf), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_61, %full_default_2, %amax_1), kwargs = {})
#   %sub_51 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm, %where), kwargs = {})
#   %exp_2 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_51,), kwargs = {})
#   %sum_3 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_2, [-1]), kwargs = {})
#   %log : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_3,), kwargs = {})
#   %squeeze_2 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where, [-1]), kwargs = {})
#   %add_126 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%log, %squeeze_2), kwargs = {})
#   %pow_1 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_126, 2), kwargs = {})
#   %mean : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.default](args = (%pow_1,), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%scatter_add, torch.float32), kwargs = {})
#   %div_3 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_1, %mul_26), kwargs = {})
#   %mean_1 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div, [0]), kwargs = {})
#   %mul_87 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %mean_1), kwargs = {})
#   %sum_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%mul_87,), kwargs = {})
#   %mul_88 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, 5), kwargs = {})
#   %add_135 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, %mul_88), kwargs = {})
#   return %add_135
triton_poi_fused__to_copy_add_div_logsumexp_mean_mul_pow_sum_12 = async_compile.triton('triton_poi_fused__to_copy_add_div_logsumexp_mean_mul_pow_sum_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_div_logsumexp_mean_mul_pow_sum_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_div_logsumexp_mean_mul_pow_sum_12(in_out_ptr0, in_ptr0, in_ptr1, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_out_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp5 = tl.load(in_ptr0 + (0))
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
    tmp11 = tl.load(in_ptr1 + (0))
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK])
    tmp15 = tl.load(in_ptr0 + (1))
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK])
    tmp19 = tl.load(in_ptr1 + (1))
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK])
    tmp24 = tl.load(in_ptr0 + (2))
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK])
    tmp28 = tl.load(in_ptr1 + (2))
    tmp29 = tl.broadcast_to(tmp28, [XBLOCK])
    tmp33 = tl.load(in_ptr0 + (3))
    tmp34 = tl.broadcast_to(tmp33, [XBLOCK])
    tmp37 = tl.load(in_ptr1 + (3))
    tmp38 = tl.broadcast_to(tmp37, [XBLOCK])
    tmp42 = tl.load(in_ptr0 + (4))
    tmp43 = tl.broadcast_to(tmp42, [XBLOCK])
    tmp46 = tl.load(in_ptr1 + (4))
    tmp47 = tl.broadcast_to(tmp46, [XBLOCK])
    tmp2 = ks0
    tmp3 = tmp2.to(tl.float32)
    tmp4 = (tmp1 / tmp3)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = 2*ks0
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp13 = (tmp12 / tmp3)
    tmp14 = tmp10 * tmp13
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp17 / tmp9)
    tmp21 = (tmp20 / tmp3)
    tmp22 = tmp18 * tmp21
    tmp23 = tmp14 + tmp22
    tmp26 = tmp25.to(tl.float32)
    tmp27 = (tmp26 / tmp9)
    tmp30 = (tmp29 / tmp3)
    tmp31 = tmp27 * tmp30
    tmp32 = tmp23 + tmp31
    tmp35 = tmp34.to(tl.float32)
    tmp36 = (tmp35 / tmp9)
    tmp39 = (tmp38 / tmp3)
    tmp40 = tmp36 * tmp39
    tmp41 = tmp32 + tmp40
    tmp44 = tmp43.to(tl.float32)
    tmp45 = (tmp44 / tmp9)
    tmp48 = (tmp47 / tmp3)
    tmp49 = tmp45 * tmp48
    tmp50 = tmp41 + tmp49
    tmp51 = tl.full([1], 5.0, tl.float32)
    tmp52 = tmp50 * tmp51
    tmp53 = tmp4 + tmp52
    tl.store(in_out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp53, None)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1 = args
        args.clear()
        s77 = arg0_1
        assert_size_stride(arg1_1, (s77, 24), (24, 1))
        assert_size_stride(arg2_1, (5, 24), (24, 1))
        assert_size_stride(arg3_1, (5, 24, 40), (960, 40, 1))
        assert_size_stride(arg4_1, (5, 40), (40, 1))
        assert_size_stride(arg5_1, (5, 40, 24), (960, 24, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s77, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [logits], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(arg1_1, reinterpret_tensor(arg2_1, (24, 5), (1, 24), 0), out=buf0)
            del arg2_1
            buf1 = empty_strided_cuda((s77, 1), (1, s77), torch.float32)
            buf2 = empty_strided_cuda((s77, 1), (1, s77), torch.float32)
            buf25 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [logsumexp, square, z_loss], Original ATen: [prims.prepare_softmax_online, aten.logsumexp, aten.pow, aten.mean]
            stream0 = get_raw_stream(0)
            triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0.run(buf0, buf1, buf2, buf25, 1, s77, stream=stream0)
            buf3 = buf0; del buf0  # reuse
            buf26 = empty_strided_cuda((5, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [probs, mean_1], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.mean]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1.run(buf3, buf1, buf2, buf26, 5, s77, stream=stream0)
            del buf1
            del buf2
            # Topologically Sorted Source Nodes: [topk], Original ATen: [aten.topk]
            buf4 = torch.ops.aten.topk.default(buf3, 2)
            del buf3
            buf5 = buf4[0]
            assert_size_stride(buf5, (s77, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf5, 16, 'torch.ops.aten.topk.default')
            buf6 = buf4[1]
            assert_size_stride(buf6, (s77, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf6, 16, 'torch.ops.aten.topk.default')
            del buf4
            # Topologically Sorted Source Nodes: [flat_e, order], Original ATen: [aten.view, aten.sort]
            buf7 = torch.ops.aten.sort.stable(reinterpret_tensor(buf6, (2*s77, ), (1, ), 0), stable=True, dim=0, descending=False)
            buf9 = buf7[1]
            assert_size_stride(buf9, (2*s77, ), (1, ), 'torch.ops.aten.sort.stable')
            assert_alignment(buf9, 16, 'torch.ops.aten.sort.stable')
            del buf7
            buf10 = empty_strided_cuda((2*s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, flat_tok, sorted_tok, xs], Original ATen: [aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index]
            triton_poi_fused_arange_clone_expand_index_unsqueeze_view_2_ynumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_arange_clone_expand_index_unsqueeze_view_2.run(buf9, arg1_1, buf10, s77, triton_poi_fused_arange_clone_expand_index_unsqueeze_view_2_ynumel, 24, stream=stream0)
            buf11 = empty_strided_cuda((2*s77, 24, 40), (960, 40, 1), torch.float32)
            buf14 = empty_strided_cuda((2*s77, 40, 24), (960, 24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [flat_e, sorted_e, getitem_9, getitem_11], Original ATen: [aten.view, aten.index]
            triton_poi_fused_index_view_3_xnumel = 1920*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_view_3.run(buf9, buf6, arg3_1, arg5_1, buf11, buf14, s77, triton_poi_fused_index_view_3_xnumel, stream=stream0)
            del arg3_1
            del arg5_1
            buf12 = empty_strided_cuda((2*s77, 1, 40), (40, 40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [flat_e, arange, flat_tok, sorted_tok, xs, unsqueeze, sorted_e, getitem_9, bmm], Original ATen: [aten.view, aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.index, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf10, (2*s77, 1, 24), (24, 0, 1), 0), buf11, out=buf12)
            del buf11
            buf13 = reinterpret_tensor(buf12, (2*s77, 40), (40, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [flat_e, sorted_e, squeeze, getitem_10, h, silu], Original ATen: [aten.view, aten.index, aten.squeeze, aten.add, aten.silu]
            triton_poi_fused_add_index_silu_squeeze_view_4_xnumel = 80*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_index_silu_squeeze_view_4.run(buf13, buf9, buf6, arg4_1, s77, triton_poi_fused_add_index_silu_squeeze_view_4_xnumel, stream=stream0)
            del arg4_1
            buf15 = reinterpret_tensor(buf10, (2*s77, 1, 24), (24, 24, 1), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [flat_e, sorted_e, squeeze, getitem_10, h, silu, unsqueeze_1, getitem_11, bmm_1], Original ATen: [aten.view, aten.index, aten.squeeze, aten.add, aten.silu, aten.unsqueeze, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf13, (2*s77, 1, 40), (40, 0, 1), 0), buf14, out=buf15)
            del buf13
            del buf14
            buf16 = empty_strided_cuda((5, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [flat_e, zeros, ones_like, counts], Original ATen: [aten.view, aten.zeros, aten.ones_like, aten.scatter_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_ones_like_scatter_add_view_zeros_5.run(buf16, 5, stream=stream0)
            buf17 = empty_strided_cuda((2*s77, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [ones_like], Original ATen: [aten.ones_like]
            triton_poi_fused_ones_like_6_xnumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_ones_like_6.run(buf17, triton_poi_fused_ones_like_6_xnumel, stream=stream0)
            aten.scatter_reduce_.two(buf16,0,reinterpret_tensor(buf6, (2*s77, ), (1, ), 0),buf17, reduce='sum', include_self=True)
            del buf17
            buf19 = empty_strided_cuda((5, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [cumsum], Original ATen: [aten.cumsum]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumsum_7.run(buf16, buf19, 1, 5, stream=stream0)
            buf20 = empty_strided_cuda((2*s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [flat_e, sorted_e, sum_1, top_p_1, flat_p, getitem_12, arange_1, offsets, getitem_7, rank, lt, keep, mul_1], Original ATen: [aten.view, aten.index, aten.sum, aten.div, aten.arange, aten.sub, aten.lt, aten._to_copy, aten.mul]
            triton_poi_fused__to_copy_arange_div_index_lt_mul_sub_sum_view_8_xnumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_arange_div_index_lt_mul_sub_sum_view_8.run(buf9, buf5, buf6, buf19, buf16, buf20, s77, triton_poi_fused__to_copy_arange_div_index_lt_mul_sub_sum_view_8_xnumel, stream=stream0)
            del buf19
            del buf5
            del buf6
            buf21 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like], Original ATen: [aten.zeros_like]
            triton_poi_fused_zeros_like_9_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_9.run(buf21, triton_poi_fused_zeros_like_9_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [flat_e, zeros_like, arange, flat_tok, sorted_tok, sorted_e, y, sum_1, top_p_1, flat_p, getitem_12, arange_1, offsets, getitem_7, rank, lt, keep, mul_1, unsqueeze_2, y_1, out], Original ATen: [aten.view, aten.zeros_like, aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.index, aten.squeeze, aten.sum, aten.div, aten.sub, aten.lt, aten._to_copy, aten.mul, aten.index_add]
            triton_poi_fused__to_copy_arange_clone_div_expand_index_index_add_lt_mul_squeeze_sub_sum_unsqueeze_view_zeros_like_10_ynumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_arange_clone_div_expand_index_index_add_lt_mul_squeeze_sub_sum_unsqueeze_view_zeros_like_10.run(buf9, buf15, buf20, buf21, s77, triton_poi_fused__to_copy_arange_clone_div_expand_index_index_add_lt_mul_squeeze_sub_sum_unsqueeze_view_zeros_like_10_ynumel, 24, stream=stream0)
            del buf15
            del buf20
            del buf9
            buf23 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [add_2], Original ATen: [aten.add]
            triton_poi_fused_add_11_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_11.run(buf21, arg1_1, buf23, triton_poi_fused_add_11_xnumel, stream=stream0)
            del arg1_1
            del buf21
            buf27 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [logsumexp, square, z_loss, to_1, truediv_1, mean_1, mul_4, sum_2, balance, add_3], Original ATen: [aten.logsumexp, aten.pow, aten.mean, aten._to_copy, aten.div, aten.mul, aten.sum, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_div_logsumexp_mean_mul_pow_sum_12.run(buf27, buf16, buf26, s77, 1, stream=stream0)
            del buf16
            del buf26
        return (buf23, buf27, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 11
    arg1_1 = rand_strided((11, 24), (24, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((5, 24), (24, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((5, 24, 40), (960, 40, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((5, 40), (40, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((5, 40, 24), (960, 24, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
