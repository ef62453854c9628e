# AOT ID: ['1_forward']
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


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/se/csen2bm6jlkaswkrga6ubeywk5po7qgyuyjojql2k2f4l6pml4pl.py
# Topologically Sorted Source Nodes: [logsumexp, square, z_loss], Original ATen: [prims.prepare_softmax_online, aten.logsumexp, aten.pow, aten.mean]
# Source node to ATen node mapping:
#   logsumexp => abs_1, add_129, eq_62, exp_2, full_default_2, log, squeeze_2, sub_52, sum_3, where
#   square => pow_1
#   z_loss => mean
# Graph fragment:
#   %mm : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=mm]
#   %buf1 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=buf1]
#   %add_129 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=add_129]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm, -1), kwargs = {})
#   %getitem_4 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=4] = call_function[target=operator.getitem](args = (%prepare_softmax_online_default, 0), kwargs = {})
#   %getitem_5 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=operator.getitem](args = (%prepare_softmax_online_default, 1), kwargs = {})
#   %abs_1 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%getitem_4,), kwargs = {})
#   %eq_62 : Tensor "b8[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_1, inf), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_62, %full_default_2, %getitem_4), kwargs = {})
#   %squeeze_2 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where, [-1]), kwargs = {})
#   %sub_52 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm, %where), kwargs = {})
#   %exp_2 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_52,), kwargs = {})
#   %sum_3 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_2, [-1]), kwargs = {})
#   %log : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_3,), kwargs = {})
#   %add_129 : Tensor "f32[s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%log, %squeeze_2), kwargs = {})
#   %pow_1 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_129, 2), kwargs = {})
#   %mean : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.default](args = (%pow_1,), kwargs = {})
#   return %buf1,%getitem_5,%add_129,%buf29
triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0 = async_compile.triton('triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 696}}
)
@triton.jit
def triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        tl.store(out_ptr2 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp43, r0_mask)
    tmp46 = tl.sum(_tmp46, 1)[:, None]
    tl.store(out_ptr3 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp46, None)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/pv/cpvgbmqjmyd2tp7t2xvjf2omg436qabxcfm3ewe64k7fy65scljb.py
# Topologically Sorted Source Nodes: [probs, mean_1], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.mean]
# Source node to ATen node mapping:
#   mean_1 => mean_1
#   probs => div
# Graph fragment:
#   %mm : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=mm]
#   %buf1 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=buf1]
#   %getitem_5 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %div : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=div]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm, -1), kwargs = {})
#   %getitem_4 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=4] = call_function[target=operator.getitem](args = (%prepare_softmax_online_default, 0), kwargs = {})
#   %sub_tensor : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm, %getitem_4), kwargs = {})
#   %exp_default : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_5), kwargs = {})
#   %mean_1 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div, [0]), kwargs = {})
#   return %div,%buf31
triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1 = async_compile.triton('triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1112, 'r0_': 232}}
)
@triton.jit
def triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        tmp0 = tl.load(in_ptr0 + (x0 + 5*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp3 = libdevice.exp(tmp2)
        tmp5 = (tmp3 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tl.store(out_ptr0 + (x0 + 5*r0_1), tmp5, r0_mask & xmask)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr1 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/36/c36xvlrx3zjwdw5srhr6aexoipfasf2hnyhkuf2o7ju3rlxmkuqr.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_2
# Graph fragment:
#   %getitem : Tensor "f32[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem]
#   %sum_2 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem, [-1], True), kwargs = {})
#   return %sum_2
triton_poi_fused_sum_2 = async_compile.triton('triton_poi_fused_sum_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_sum_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 232}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_sum_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/zz/czzlzwozc2rz22edcj4hv2nkjh6fffjknoaand3h5pcngkj475pz.py
# Topologically Sorted Source Nodes: [top_p_1], Original ATen: [aten.div]
# Source node to ATen node mapping:
#   top_p_1 => div_1
# Graph fragment:
#   %getitem : Tensor "f32[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem]
#   %sum_2 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %div_1 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem, %sum_2), kwargs = {})
#   return %div_1
triton_poi_fused_div_3 = async_compile.triton('triton_poi_fused_div_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 696}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 2
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = (tmp0 / tmp1)
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/27/c27dvnmnjqvi3p57zomv6zda6e55cgpskn5d5vc2kbc5xhzyqgpg.py
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
triton_poi_fused_ones_like_scatter_add_view_zeros_4 = async_compile.triton('triton_poi_fused_ones_like_scatter_add_view_zeros_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ones_like_scatter_add_view_zeros_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ones_like_scatter_add_view_zeros_4(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0, tl.int64)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/zc/czcjwxjln2zhvmr5tqaaaeemp7nsednrun4qfazdt3txrtx2673m.py
# Topologically Sorted Source Nodes: [ones_like], Original ATen: [aten.ones_like]
# Source node to ATen node mapping:
#   ones_like => full_1
# Graph fragment:
#   %full_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%sym_size_int_1], 1), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_1
triton_poi_fused_ones_like_5 = async_compile.triton('triton_poi_fused_ones_like_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ones_like_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 928}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ones_like_5(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 1, tl.int64)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/dv/cdveghcr544hlsffevrduoujjib3i7pneyiyvb7cvoqp7d267kut.py
# Topologically Sorted Source Nodes: [cumsum, to_1, truediv_1], Original ATen: [aten.cumsum, aten._to_copy, aten.div]
# Source node to ATen node mapping:
#   cumsum => cumsum
#   to_1 => convert_element_type_1
#   truediv_1 => div_3
# Graph fragment:
#   %buf15 : Tensor  = PlaceHolder[target=buf15]
#   %cumsum : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumsum.default](args = (%scatter_add, 0), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%scatter_add, torch.float32), kwargs = {})
#   %div_3 : Tensor "f32[5][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_1, %mul_28), kwargs = {})
#   return %cumsum,%div_3
triton_per_fused__to_copy_cumsum_div_6 = async_compile.triton('triton_per_fused__to_copy_cumsum_div_6', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_cumsum_div_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 75}}
)
@triton.jit
def triton_per_fused__to_copy_cumsum_div_6(in_ptr0, out_ptr0, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp4 = tmp0.to(tl.float32)
    tmp5 = 2*ks0
    tmp6 = tmp5.to(tl.float32)
    tmp7 = (tmp4 / tmp6)
    tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp3, r0_mask)
    tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp7, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/bz/cbzieydtibr437c6oidhsf3lzgpr5x7yokkmn5aeym6fhfveugcf.py
# Topologically Sorted Source Nodes: [flat_e, flat_p, sorted_e, offsets, arange_1, getitem_7, rank, lt, keep, getitem_12, mul_1], Original ATen: [aten.view, aten.index, aten.sub, aten.arange, aten.lt, aten._to_copy, aten.mul]
# Source node to ATen node mapping:
#   arange_1 => iota_1
#   flat_e => view
#   flat_p => view_1
#   getitem_12 => index_7
#   getitem_7 => index_2
#   keep => convert_element_type
#   lt => lt
#   mul_1 => mul_68
#   offsets => sub_22
#   rank => sub_27
#   sorted_e => index
# Graph fragment:
#   %getitem_3 : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=getitem_3]
#   %getitem_1 : Tensor "i64[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %index : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=index]
#   %cumsum : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=cumsum]
#   %buf15 : Tensor  = PlaceHolder[target=buf15]
#   %div_1 : Tensor "f32[s77, 2][2, 1]cuda:0" = PlaceHolder[target=div_1]
#   %lt : Tensor "b8[2*s77][1]cuda:0" = PlaceHolder[target=lt]
#   %view : Tensor "i64[2*s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_1, [-1]), kwargs = {})
#   %view_1 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%div_1, [-1]), kwargs = {})
#   %index : Tensor "i64[2*s77][1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.index.Tensor](args = (%view, [%getitem_3]), kwargs = {})
#   %sub_22 : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%cumsum, %scatter_add), kwargs = {})
#   %iota_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%mul_28,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %index_2 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%sub_22, [%index]), kwargs = {})
#   %sub_27 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%iota_1, %index_2), kwargs = {})
#   %lt : Tensor "b8[2*s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.lt.Scalar](args = (%sub_27, %add_56), kwargs = {})
#   %convert_element_type : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%lt, torch.float32), kwargs = {})
#   %index_7 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_1, [%getitem_3]), kwargs = {})
#   %mul_68 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%index_7, %convert_element_type), kwargs = {})
#   return %index,%lt,%mul_68
triton_poi_fused__to_copy_arange_index_lt_mul_sub_view_7 = async_compile.triton('triton_poi_fused__to_copy_arange_index_lt_mul_sub_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*i64', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'out_ptr0': '*i64', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_index_lt_mul_sub_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1972}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_index_lt_mul_sub_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, ks0, xnumel, XBLOCK : tl.constexpr):
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
    tmp6 = tl.load(in_ptr1 + (tmp4), xmask, eviction_policy='evict_last')
    tmp7 = tl.full([XBLOCK], 5, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp10 < 5")
    tmp12 = tl.load(in_ptr2 + (tmp10), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (tmp10), xmask, eviction_policy='evict_last')
    tmp14 = tmp12 - tmp13
    tmp15 = x0
    tmp16 = tmp15 - tmp14
    tmp17 = 2 + ((2*ks0) // 5)
    tmp18 = tmp16 < tmp17
    tmp19 = tl.load(in_ptr4 + (tmp4), xmask, eviction_policy='evict_last')
    tmp20 = tmp18.to(tl.float32)
    tmp21 = tmp19 * tmp20
    tl.store(out_ptr0 + (x0), tmp6, xmask)
    tl.store(out_ptr1 + (x0), tmp18, xmask)
    tl.store(out_ptr2 + (x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/q7/cq7brsymf7a7bwyrgryyv6dr5i7eio74s3uuvgcanmzqls76lv53.py
# Topologically Sorted Source Nodes: [arange, flat_tok, sorted_tok, xs], Original ATen: [aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index]
# Source node to ATen node mapping:
#   arange => iota
#   flat_tok => clone, expand, unsqueeze, view_2
#   sorted_tok => index_1
#   xs => index_3
# Graph fragment:
#   %getitem_3 : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=getitem_3]
#   %primals_2 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %iota : Tensor "i64[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %expand : Tensor "i64[s77, 2][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [%primals_1, 2]), kwargs = {})
#   %clone : Tensor "i64[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   %view_2 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%mul_28]), kwargs = {})
#   %index_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_2, [%getitem_3]), kwargs = {})
#   %index_3 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%primals_2, [%index_1]), kwargs = {})
#   return %index_3
triton_poi_fused_arange_clone_expand_index_unsqueeze_view_8 = async_compile.triton('triton_poi_fused_arange_clone_expand_index_unsqueeze_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_arange_clone_expand_index_unsqueeze_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 464, 'x': 11136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_arange_clone_expand_index_unsqueeze_view_8(in_ptr0, in_ptr1, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/zl/czl2zi7dgbn26j3vw7zoza7h6wscf62hlnxrxp5o7jplxm5lqbwg.py
# Topologically Sorted Source Nodes: [getitem_9, getitem_11], Original ATen: [aten.index]
# Source node to ATen node mapping:
#   getitem_11 => index_6
#   getitem_9 => index_4
# Graph fragment:
#   %index : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=index]
#   %primals_4 : Tensor "f32[5, 24, 40][960, 40, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_6 : Tensor "f32[5, 40, 24][960, 24, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %index_4 : Tensor "f32[2*s77, 24, 40][960, 40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%primals_4, [%index]), kwargs = {})
#   %index_6 : Tensor "f32[2*s77, 40, 24][960, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%primals_6, [%index]), kwargs = {})
#   return %index_4,%index_6
triton_poi_fused_index_9 = async_compile.triton('triton_poi_fused_index_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 890880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_9(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 960
    x0 = (xindex % 960)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 5, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 5")
    tmp6 = tl.load(in_ptr1 + (x0 + 960*tmp4), xmask)
    tmp7 = tl.load(in_ptr2 + (x0 + 960*tmp4), xmask)
    tl.store(out_ptr0 + (x2), tmp6, xmask)
    tl.store(out_ptr1 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/bu/cbufbdd3eth3vopyppvhx5ixcwqxfqimjhonpfhw2yvk6xlmqtec.py
# Topologically Sorted Source Nodes: [squeeze, getitem_10, h, silu], Original ATen: [aten.squeeze, aten.index, aten.add, aten.silu]
# Source node to ATen node mapping:
#   getitem_10 => index_5
#   h => add_82
#   silu => add_86, div_2, exp_1, neg
#   squeeze => squeeze
# Graph fragment:
#   %bmm : Tensor "f32[2*s77, 1, 40][40, 40, 1]cuda:0" = PlaceHolder[target=bmm]
#   %index : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=index]
#   %primals_5 : Tensor "f32[5, 40][40, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %add_82 : Tensor "f32[2*s77, 40][40, 1]cuda:0" = PlaceHolder[target=add_82]
#   %squeeze : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%bmm, 1), kwargs = {})
#   %index_5 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%primals_5, [%index]), kwargs = {})
#   %add_82 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%squeeze, %index_5), kwargs = {})
#   %neg : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_82,), kwargs = {})
#   %exp_1 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_86 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_2 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_82, %add_86), kwargs = {})
#   return %add_82,%div_2
triton_poi_fused_add_index_silu_squeeze_10 = async_compile.triton('triton_poi_fused_add_index_silu_squeeze_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_index_silu_squeeze_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 46400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_index_silu_squeeze_10(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 40
    x0 = (xindex % 40)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tl.full([XBLOCK], 5, tl.int32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp5 < 5")
    tmp7 = tl.load(in_ptr1 + (x0 + 40*tmp5), xmask)
    tmp8 = tmp0 + tmp7
    tmp9 = -tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = (tmp8 / tmp12)
    tl.store(in_out_ptr0 + (x2), tmp8, xmask)
    tl.store(out_ptr0 + (x2), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/fb/cfbuwgyp7c26q5raj43nsawpzoxc3mmuwclacd7ridkeaiu27k2n.py
# Topologically Sorted Source Nodes: [zeros_like], Original ATen: [aten.zeros_like]
# Source node to ATen node mapping:
#   zeros_like => full_default_1
# Graph fragment:
#   %full_default_1 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 24], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_zeros_like_11 = async_compile.triton('triton_poi_fused_zeros_like_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_zeros_like_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5568}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_like_11(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/ay/cay6gplw5nwslf3c2qqyhdjszktstzmyw72vwh5ilxr56vkqk23b.py
# Topologically Sorted Source Nodes: [flat_p, arange, flat_tok, sorted_tok, keep, y, getitem_12, mul_1, unsqueeze_2, y_1, zeros_like, out], Original ATen: [aten.view, aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.index, aten._to_copy, aten.squeeze, aten.mul, aten.zeros_like, aten.index_add]
# Source node to ATen node mapping:
#   arange => iota
#   flat_p => view_1
#   flat_tok => clone, expand, unsqueeze, view_2
#   getitem_12 => index_7
#   keep => convert_element_type
#   mul_1 => mul_68
#   out => index_put
#   sorted_tok => index_1
#   unsqueeze_2 => unsqueeze_3
#   y => squeeze_1
#   y_1 => mul_71
#   zeros_like => full_default_1
# Graph fragment:
#   %getitem_3 : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=getitem_3]
#   %bmm_1 : Tensor "f32[2*s77, 1, 24][24, 24, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %mul_68 : Tensor "f32[2*s77][1]cuda:0" = PlaceHolder[target=mul_68]
#   %index_put : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=index_put]
#   %view_1 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%div_1, [-1]), kwargs = {})
#   %iota : Tensor "i64[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %expand : Tensor "i64[s77, 2][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [%primals_1, 2]), kwargs = {})
#   %clone : Tensor "i64[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   %view_2 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%mul_28]), kwargs = {})
#   %index_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_2, [%getitem_3]), kwargs = {})
#   %convert_element_type : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%lt, torch.float32), kwargs = {})
#   %squeeze_1 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%bmm_1, 1), kwargs = {})
#   %index_7 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_1, [%getitem_3]), kwargs = {})
#   %mul_68 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%index_7, %convert_element_type), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[2*s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_68, 1), kwargs = {})
#   %mul_71 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %unsqueeze_3), kwargs = {})
#   %full_default_1 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 24], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_1, [%index_1], %mul_71, True), kwargs = {})
#   return %buf27
triton_poi_fused__to_copy_arange_clone_expand_index_index_add_mul_squeeze_unsqueeze_view_zeros_like_12 = async_compile.triton('triton_poi_fused__to_copy_arange_clone_expand_index_index_add_mul_squeeze_unsqueeze_view_zeros_like_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_clone_expand_index_index_add_mul_squeeze_unsqueeze_view_zeros_like_12', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 696, 'x': 5568}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_clone_expand_index_index_add_mul_squeeze_unsqueeze_view_zeros_like_12(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/q3/cq345j6prump2ndkl4zi2yeekjux6ql5ivhdhrn4oesdqwgoh5uu.py
# Topologically Sorted Source Nodes: [add_2], Original ATen: [aten.add]
# Source node to ATen node mapping:
#   add_2 => add_136
# Graph fragment:
#   %buf27 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=buf27]
#   %primals_2 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %add_136 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put, %primals_2), kwargs = {})
#   return %add_136
triton_poi_fused_add_13 = async_compile.triton('triton_poi_fused_add_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8352}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_13(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/jj/cjjpl4yw6cbusrjlbx6wab4bn5xxp6m7kutup23woxep5y27lrvv.py
# Topologically Sorted Source Nodes: [square, z_loss, mean_1, mul_4, sum_2, balance, add_3], Original ATen: [aten.pow, aten.mean, aten.mul, aten.sum, aten.add]
# Source node to ATen node mapping:
#   add_3 => add_140
#   balance => mul_92
#   mean_1 => mean_1
#   mul_4 => mul_91
#   square => pow_1
#   sum_2 => sum_4
#   z_loss => mean
# Graph fragment:
#   %buf29 : Tensor "f32[][]cuda:0" = PlaceHolder[target=buf29]
#   %div_3 : Tensor "f32[5][1]cuda:0" = PlaceHolder[target=div_3]
#   %buf31 : Tensor "f32[5][1]cuda:0" = PlaceHolder[target=buf31]
#   %pow_1 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_129, 2), kwargs = {})
#   %mean : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.default](args = (%pow_1,), kwargs = {})
#   %mean_1 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div, [0]), kwargs = {})
#   %mul_91 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %mean_1), kwargs = {})
#   %sum_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%mul_91,), kwargs = {})
#   %mul_92 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, 5), kwargs = {})
#   %add_140 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, %mul_92), kwargs = {})
#   return %add_140
triton_poi_fused_add_mean_mul_pow_sum_14 = async_compile.triton('triton_poi_fused_add_mean_mul_pow_sum_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mean_mul_pow_sum_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mean_mul_pow_sum_14(in_out_ptr0, in_ptr0, in_ptr1, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_out_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp5 = tl.load(in_ptr0 + (0))
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
    tmp7 = tl.load(in_ptr1 + (0))
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK])
    tmp11 = tl.load(in_ptr0 + (1))
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK])
    tmp13 = tl.load(in_ptr1 + (1))
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK])
    tmp18 = tl.load(in_ptr0 + (2))
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK])
    tmp20 = tl.load(in_ptr1 + (2))
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK])
    tmp25 = tl.load(in_ptr0 + (3))
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK])
    tmp27 = tl.load(in_ptr1 + (3))
    tmp28 = tl.broadcast_to(tmp27, [XBLOCK])
    tmp32 = tl.load(in_ptr0 + (4))
    tmp33 = tl.broadcast_to(tmp32, [XBLOCK])
    tmp34 = tl.load(in_ptr1 + (4))
    tmp35 = tl.broadcast_to(tmp34, [XBLOCK])
    tmp2 = ks0
    tmp3 = tmp2.to(tl.float32)
    tmp4 = (tmp1 / tmp3)
    tmp9 = (tmp8 / tmp3)
    tmp10 = tmp6 * tmp9
    tmp15 = (tmp14 / tmp3)
    tmp16 = tmp12 * tmp15
    tmp17 = tmp10 + tmp16
    tmp22 = (tmp21 / tmp3)
    tmp23 = tmp19 * tmp22
    tmp24 = tmp17 + tmp23
    tmp29 = (tmp28 / tmp3)
    tmp30 = tmp26 * tmp29
    tmp31 = tmp24 + tmp30
    tmp36 = (tmp35 / tmp3)
    tmp37 = tmp33 * tmp36
    tmp38 = tmp31 + tmp37
    tmp39 = tl.full([1], 5.0, tl.float32)
    tmp40 = tmp38 * tmp39
    tmp41 = tmp4 + tmp40
    tl.store(in_out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp41, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6 = args
        args.clear()
        s77 = primals_1
        assert_size_stride(primals_2, (s77, 24), (24, 1))
        assert_size_stride(primals_3, (5, 24), (24, 1))
        assert_size_stride(primals_4, (5, 24, 40), (960, 40, 1))
        assert_size_stride(primals_5, (5, 40), (40, 1))
        assert_size_stride(primals_6, (5, 40, 24), (960, 24, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s77, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [logits], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(primals_2, reinterpret_tensor(primals_3, (24, 5), (1, 24), 0), out=buf0)
            del primals_3
            buf1 = empty_strided_cuda((s77, 1), (1, s77), torch.float32)
            buf2 = empty_strided_cuda((s77, 1), (1, 1), torch.float32)
            buf28 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            buf29 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [logsumexp, square, z_loss], Original ATen: [prims.prepare_softmax_online, aten.logsumexp, aten.pow, aten.mean]
            stream0 = get_raw_stream(0)
            triton_red_fused_logsumexp_mean_pow_prepare_softmax_online_0.run(buf0, buf1, buf2, buf28, buf29, 1, s77, stream=stream0)
            buf3 = empty_strided_cuda((s77, 5), (5, 1), torch.float32)
            buf31 = empty_strided_cuda((5, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [probs, mean_1], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.mean]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_exp_mean_prepare_softmax_online_sub_1.run(buf0, buf1, buf2, buf3, buf31, 5, s77, stream=stream0)
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
            buf7 = empty_strided_cuda((s77, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_poi_fused_sum_2.run(buf5, buf7, s77, stream=stream0)
            buf8 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [top_p_1], Original ATen: [aten.div]
            triton_poi_fused_div_3_xnumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_3.run(buf8, buf7, triton_poi_fused_div_3_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [flat_e, order], Original ATen: [aten.view, aten.sort]
            buf9 = torch.ops.aten.sort.stable(reinterpret_tensor(buf6, (2*s77, ), (1, ), 0), stable=True, dim=0, descending=False)
            buf11 = buf9[1]
            assert_size_stride(buf11, (2*s77, ), (1, ), 'torch.ops.aten.sort.stable')
            assert_alignment(buf11, 16, 'torch.ops.aten.sort.stable')
            del buf9
            buf13 = empty_strided_cuda((5, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [flat_e, zeros, ones_like, counts], Original ATen: [aten.view, aten.zeros, aten.ones_like, aten.scatter_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_ones_like_scatter_add_view_zeros_4.run(buf13, 5, stream=stream0)
            buf14 = empty_strided_cuda((2*s77, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [ones_like], Original ATen: [aten.ones_like]
            triton_poi_fused_ones_like_5_xnumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_ones_like_5.run(buf14, triton_poi_fused_ones_like_5_xnumel, stream=stream0)
            aten.scatter_reduce_.two(buf13,0,reinterpret_tensor(buf6, (2*s77, ), (1, ), 0),buf14, reduce='sum', include_self=True)
            buf16 = empty_strided_cuda((5, ), (1, ), torch.int64)
            buf30 = empty_strided_cuda((5, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cumsum, to_1, truediv_1], Original ATen: [aten.cumsum, aten._to_copy, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_cumsum_div_6.run(buf13, buf16, buf30, s77, 1, 5, stream=stream0)
            buf12 = buf14; del buf14  # reuse
            buf17 = empty_strided_cuda((2*s77, ), (1, ), torch.bool)
            buf25 = empty_strided_cuda((2*s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [flat_e, flat_p, sorted_e, offsets, arange_1, getitem_7, rank, lt, keep, getitem_12, mul_1], Original ATen: [aten.view, aten.index, aten.sub, aten.arange, aten.lt, aten._to_copy, aten.mul]
            triton_poi_fused__to_copy_arange_index_lt_mul_sub_view_7_xnumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_arange_index_lt_mul_sub_view_7.run(buf11, buf6, buf16, buf13, buf8, buf12, buf17, buf25, s77, triton_poi_fused__to_copy_arange_index_lt_mul_sub_view_7_xnumel, stream=stream0)
            del buf13
            del buf16
            buf18 = empty_strided_cuda((2*s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, flat_tok, sorted_tok, xs], Original ATen: [aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index]
            triton_poi_fused_arange_clone_expand_index_unsqueeze_view_8_ynumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_arange_clone_expand_index_unsqueeze_view_8.run(buf11, primals_2, buf18, s77, triton_poi_fused_arange_clone_expand_index_unsqueeze_view_8_ynumel, 24, stream=stream0)
            buf19 = empty_strided_cuda((2*s77, 24, 40), (960, 40, 1), torch.float32)
            buf22 = empty_strided_cuda((2*s77, 40, 24), (960, 24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_9, getitem_11], Original ATen: [aten.index]
            triton_poi_fused_index_9_xnumel = 1920*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_9.run(buf12, primals_4, primals_6, buf19, buf22, triton_poi_fused_index_9_xnumel, stream=stream0)
            del primals_4
            del primals_6
            buf20 = empty_strided_cuda((2*s77, 1, 40), (40, 40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, flat_tok, sorted_tok, xs, unsqueeze, getitem_9, bmm], Original ATen: [aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf18, (2*s77, 1, 24), (24, 0, 1), 0), buf19, out=buf20)
            del buf19
            buf21 = reinterpret_tensor(buf20, (2*s77, 40), (40, 1), 0); del buf20  # reuse
            buf23 = empty_strided_cuda((2*s77, 40), (40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [squeeze, getitem_10, h, silu], Original ATen: [aten.squeeze, aten.index, aten.add, aten.silu]
            triton_poi_fused_add_index_silu_squeeze_10_xnumel = 80*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_index_silu_squeeze_10.run(buf21, buf12, primals_5, buf23, triton_poi_fused_add_index_silu_squeeze_10_xnumel, stream=stream0)
            del primals_5
            buf24 = empty_strided_cuda((2*s77, 1, 24), (24, 24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu, unsqueeze_1, bmm_1], Original ATen: [aten.silu, aten.unsqueeze, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf23, (2*s77, 1, 40), (40, 0, 1), 0), buf22, out=buf24)
            buf26 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like], Original ATen: [aten.zeros_like]
            triton_poi_fused_zeros_like_11_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_11.run(buf26, triton_poi_fused_zeros_like_11_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [flat_p, arange, flat_tok, sorted_tok, keep, y, getitem_12, mul_1, unsqueeze_2, y_1, zeros_like, out], Original ATen: [aten.view, aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.index, aten._to_copy, aten.squeeze, aten.mul, aten.zeros_like, aten.index_add]
            triton_poi_fused__to_copy_arange_clone_expand_index_index_add_mul_squeeze_unsqueeze_view_zeros_like_12_ynumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_arange_clone_expand_index_index_add_mul_squeeze_unsqueeze_view_zeros_like_12.run(buf11, buf24, buf25, buf26, s77, triton_poi_fused__to_copy_arange_clone_expand_index_index_add_mul_squeeze_unsqueeze_view_zeros_like_12_ynumel, 24, stream=stream0)
            buf32 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [add_2], Original ATen: [aten.add]
            triton_poi_fused_add_13_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_13.run(buf26, primals_2, buf32, triton_poi_fused_add_13_xnumel, stream=stream0)
            del buf26
            buf33 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [square, z_loss, mean_1, mul_4, sum_2, balance, add_3], Original ATen: [aten.pow, aten.mean, aten.mul, aten.sum, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mean_mul_pow_sum_14.run(buf33, buf30, buf31, s77, 1, stream=stream0)
            del buf31
        return (buf32, buf33, primals_2, buf0, reinterpret_tensor(buf1, (s77, 1), (1, 1), 0), buf2, buf6, buf7, buf8, buf11, buf12, buf17, buf21, buf24, reinterpret_tensor(buf25, (2*s77, 1), (1, 1), 0), buf28, buf30, reinterpret_tensor(buf23, (2*s77, 40, 1), (40, 1, 40), 0), reinterpret_tensor(buf22, (2*s77, 24, 40), (960, 1, 24), 0), reinterpret_tensor(buf18, (2*s77, 24, 1), (24, 1, 24), 0), s77, 2*s77, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 29
    primals_2 = rand_strided((29, 24), (24, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((5, 24), (24, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((5, 24, 40), (960, 40, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((5, 40), (40, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((5, 40, 24), (960, 24, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
