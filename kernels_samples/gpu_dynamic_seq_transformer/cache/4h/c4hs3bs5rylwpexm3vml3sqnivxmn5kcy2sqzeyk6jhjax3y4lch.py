# AOT ID: ['1_backward']
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


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/yb/cyb64shc4thkeoa2tsjvio72w3qzhyfglxqpnvudx3txnmpwtzvi.py
# Topologically Sorted Source Nodes: [view_26, permute_17, constant_pad_nd_default], Original ATen: [aten.view, aten.t, aten.mm]
# Source node to ATen node mapping:
#   constant_pad_nd_default => constant_pad_nd_default
#   permute_17 => permute_17
#   view_26 => view_26
# Graph fragment:
#   %tangents_1 : Tensor "f32[s95, s75, 203][203*s75, 203, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %view_26 : Tensor "f32[s75*s95, 203][203, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [%mul_28, 203]), kwargs = {})
#   %permute_17 : Tensor "f32[203, s75*s95][1, 203]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_26, [1, 0]), kwargs = {})
#   %constant_pad_nd_default : Tensor "f32[204, s75*s95][s75*s95, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_17, [0, 0, 0, 1]), kwargs = {})
#   return %constant_pad_nd_default
triton_poi_fused_mm_t_view_0 = async_compile.triton('triton_poi_fused_mm_t_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mm_t_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 161304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mm_t_view_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 204)
    x1 = xindex // 204
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 203, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 203*x1), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/zq/czqbaa75qsom46gzkpsmakvrfitkuyvfp6baszxeqi7snnfzcwsl.py
# Topologically Sorted Source Nodes: [view_27, mul_330, mul_331, sum_1, mul_332, sum_2, mul_333, sub_148, sub_149, mul_334], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_330 => mul_330
#   mul_331 => mul_331
#   mul_332 => mul_332
#   mul_333 => mul_333
#   mul_334 => mul_334
#   sub_148 => sub_148
#   sub_149 => sub_149
#   sum_1 => sum_1
#   sum_2 => sum_2
#   view_27 => view_27
# Graph fragment:
#   %mm_2 : Tensor "f32[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_30 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_30]
#   %mul_299 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_299]
#   %div : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0" = PlaceHolder[target=div]
#   %sum_1 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=sum_2]
#   %view_27 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%primals_1, %primals_2, 64]), kwargs = {})
#   %mul_330 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_27, %primals_30), kwargs = {})
#   %mul_331 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_330, 64), kwargs = {})
#   %sum_1 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_330, [2], True), kwargs = {})
#   %mul_332 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_330, %mul_299), kwargs = {})
#   %sum_2 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_332, [2], True), kwargs = {})
#   %mul_333 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_299, %sum_2), kwargs = {})
#   %sub_148 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_331, %sum_1), kwargs = {})
#   %sub_149 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_148, %mul_333), kwargs = {})
#   %mul_334 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_149), kwargs = {})
#   return %sum_1,%sum_2,%mul_334
triton_per_fused_native_layer_norm_backward_view_1 = async_compile.triton('triton_per_fused_native_layer_norm_backward_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 264, 'r0_': 67840}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 64.0, tl.float32)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp15 - tmp6
    tmp17 = tmp7 * tmp12
    tmp18 = tmp16 - tmp17
    tmp19 = tmp13 * tmp18
    tl.store(out_ptr2 + (r0_1 + 64*x0), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/oo/cooso4ux2beb3cw2zfuktoimuwhxziw6rqmjt462q23wqyktqhbe.py
# Topologically Sorted Source Nodes: [view_27, mul_335, sum_3, sum_4], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_335 => mul_335
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_27 => view_27
# Graph fragment:
#   %mm_2 : Tensor "f32[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %mul_299 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_299]
#   %view_27 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%primals_1, %primals_2, 64]), kwargs = {})
#   %mul_335 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_27, %mul_299), kwargs = {})
#   %sum_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_335, [0, 1]), kwargs = {})
#   %sum_4 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_27, [0, 1]), kwargs = {})
#   return %sum_3,%sum_4
triton_red_fused_native_layer_norm_backward_view_2 = async_compile.triton('triton_red_fused_native_layer_norm_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 34816, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_view_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tl.store(out_ptr1 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/qj/cqjd6c2vsvkv53adzbdurpoc3blm6x5a5zpphv6wozssgups63qy.py
# Topologically Sorted Source Nodes: [view_28, sum_5], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
#   view_28 => view_28
# Graph fragment:
#   %mul_334 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_334]
#   %view_28 : Tensor "f32[s75*s95, 64][64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_334, [%mul_28, 64]), kwargs = {})
#   %sum_5 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_28, [0], True), kwargs = {})
#   return %sum_5
triton_red_fused_sum_view_3 = async_compile.triton('triton_red_fused_sum_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17408, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_view_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/3n/c3n5xrloy4uqmpxqt7vdeolentkhrsrndyh2yyi2o2pbccahesql.py
# Topologically Sorted Source Nodes: [view_30, linear_6, gelu_1, mul_337, mul_338, mul_339, exp, mul_340, mul_341, add_336, mul_342], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_336 => add_336
#   exp => exp
#   gelu_1 => add_291, erf_1, mul_273
#   linear_6 => view_21
#   mul_337 => mul_337
#   mul_338 => mul_338
#   mul_339 => mul_339
#   mul_340 => mul_340
#   mul_341 => mul_341
#   mul_342 => mul_342
#   view_30 => view_30
# Graph fragment:
#   %mm_3 : Tensor "f32[s75*s95, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %addmm_6 : Tensor "f32[s75*s95, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %view_30 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%primals_1, %primals_2, 256]), kwargs = {})
#   %view_21 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [%primals_1, %primals_2, 256]), kwargs = {})
#   %mul_273 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_21, 0.7071067811865476), kwargs = {})
#   %erf_1 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_273,), kwargs = {})
#   %add_291 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_1, 1), kwargs = {})
#   %mul_337 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_291, 0.5), kwargs = {})
#   %mul_338 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_21, %view_21), kwargs = {})
#   %mul_339 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_338, -0.5), kwargs = {})
#   %exp : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_339,), kwargs = {})
#   %mul_340 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_341 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_21, %mul_340), kwargs = {})
#   %add_336 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_337, %mul_341), kwargs = {})
#   %mul_342 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_30, %add_336), kwargs = {})
#   return %mul_342
triton_poi_fused_gelu_gelu_backward_view_4 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 270336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_view_4(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask)
    tmp2 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = libdevice.erf(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = tl.full([1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp1 * tmp1
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp15 = tmp1 * tmp14
    tmp16 = tmp8 + tmp15
    tmp17 = tmp0 * tmp16
    tl.store(in_out_ptr0 + (x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/vm/cvmafk5gi5sbuifi5t333chtptz4rovsaluhwdlsg43qoasvg77b.py
# Topologically Sorted Source Nodes: [view_30, linear_6, gelu_1, mul_337, mul_338, mul_339, exp, mul_340, mul_341, add_336, mul_342, view_31, sum_6], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_336 => add_336
#   exp => exp
#   gelu_1 => add_291, erf_1, mul_273
#   linear_6 => view_21
#   mul_337 => mul_337
#   mul_338 => mul_338
#   mul_339 => mul_339
#   mul_340 => mul_340
#   mul_341 => mul_341
#   mul_342 => mul_342
#   sum_6 => sum_6
#   view_30 => view_30
#   view_31 => view_31
# Graph fragment:
#   %mul_342 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0" = PlaceHolder[target=mul_342]
#   %view_30 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%primals_1, %primals_2, 256]), kwargs = {})
#   %view_21 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [%primals_1, %primals_2, 256]), kwargs = {})
#   %mul_273 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_21, 0.7071067811865476), kwargs = {})
#   %erf_1 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_273,), kwargs = {})
#   %add_291 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_1, 1), kwargs = {})
#   %mul_337 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_291, 0.5), kwargs = {})
#   %mul_338 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_21, %view_21), kwargs = {})
#   %mul_339 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_338, -0.5), kwargs = {})
#   %exp : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_339,), kwargs = {})
#   %mul_340 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_341 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_21, %mul_340), kwargs = {})
#   %add_336 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_337, %mul_341), kwargs = {})
#   %mul_342 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_30, %add_336), kwargs = {})
#   %view_31 : Tensor "f32[s75*s95, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_342, [%mul_28, 256]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_31, [0], True), kwargs = {})
#   return %sum_6
triton_red_fused_gelu_gelu_backward_sum_view_5 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 69632, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/fx/cfxjssn5k7hfelzjos3el242coujt42jlharepz3nkik44hmdyqz.py
# Topologically Sorted Source Nodes: [view_33, mul_344, mul_345, sum_7, mul_346, sum_8, mul_347, sub_151, sub_152, mul_348, add_337], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_337 => add_337
#   mul_344 => mul_344
#   mul_345 => mul_345
#   mul_346 => mul_346
#   mul_347 => mul_347
#   mul_348 => mul_348
#   sub_151 => sub_151
#   sub_152 => sub_152
#   sum_7 => sum_7
#   sum_8 => sum_8
#   view_33 => view_33
# Graph fragment:
#   %mm_5 : Tensor "f32[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %primals_24 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_24]
#   %mul_249 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_249]
#   %mul_334 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_334]
#   %div_1 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0" = PlaceHolder[target=div_1]
#   %sum_7 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=sum_7]
#   %sum_8 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=sum_8]
#   %view_33 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [%primals_1, %primals_2, 64]), kwargs = {})
#   %mul_344 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, %primals_24), kwargs = {})
#   %mul_345 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_344, 64), kwargs = {})
#   %sum_7 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_344, [2], True), kwargs = {})
#   %mul_346 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_344, %mul_249), kwargs = {})
#   %sum_8 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_346, [2], True), kwargs = {})
#   %mul_347 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_249, %sum_8), kwargs = {})
#   %sub_151 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_345, %sum_7), kwargs = {})
#   %sub_152 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_151, %mul_347), kwargs = {})
#   %mul_348 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_152), kwargs = {})
#   %add_337 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_334, %mul_348), kwargs = {})
#   return %sum_7,%sum_8,%add_337
triton_per_fused_add_native_layer_norm_backward_view_6 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 264, 'r0_': 84736}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 64.0, tl.float32)
    tmp16 = tmp2 * tmp15
    tmp17 = tmp16 - tmp6
    tmp18 = tmp7 * tmp12
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp13 + tmp20
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/p7/cp7ahqz3tqqiemmexd4wqwyn34w6x3nu36bblum5tkeyc7rgvn6i.py
# Topologically Sorted Source Nodes: [permute_34, view_38, permute_35, view_39, permute_36, view_40, cat], Original ATen: [aten.transpose, aten.view, aten.cat]
# Source node to ATen node mapping:
#   cat => cat
#   permute_34 => permute_34
#   permute_35 => permute_35
#   permute_36 => permute_36
#   view_38 => view_38
#   view_39 => view_39
#   view_40 => view_40
# Graph fragment:
#   %getitem_24 : Tensor "f32[s95, 4, s75, 16][64*s75, 16, 64, 1]cuda:0" = PlaceHolder[target=getitem_24]
#   %getitem_25 : Tensor "f32[s95, 4, s75, 16][64*s75, 16, 64, 1]cuda:0" = PlaceHolder[target=getitem_25]
#   %getitem_26 : Tensor "f32[s95, 4, s75, 16][64*s75, 16, 64, 1]cuda:0" = PlaceHolder[target=getitem_26]
#   %permute_34 : Tensor "f32[s95, s75, 4, 16][64*s75, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_26, [0, 2, 1, 3]), kwargs = {})
#   %view_38 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_34, [%primals_1, %primals_2, 64]), kwargs = {})
#   %permute_35 : Tensor "f32[s95, s75, 4, 16][64*s75, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_25, [0, 2, 1, 3]), kwargs = {})
#   %view_39 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_35, [%primals_1, %primals_2, 64]), kwargs = {})
#   %permute_36 : Tensor "f32[s95, s75, 4, 16][64*s75, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_24, [0, 2, 1, 3]), kwargs = {})
#   %view_40 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_36, [%primals_1, %primals_2, 64]), kwargs = {})
#   %cat : Tensor "f32[s95, s75, 192][192*s75, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_40, %view_39, %view_38], 2), kwargs = {})
#   return %cat
triton_poi_fused_cat_transpose_view_7 = async_compile.triton('triton_poi_fused_cat_transpose_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_transpose_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 152064}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_transpose_view_7(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 192)
    x1 = xindex // 192
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 64, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (64*x1 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 128, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (64*x1 + ((-64) + x0)), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 192, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tl.load(in_ptr2 + (64*x1 + ((-128) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.where(tmp9, tmp10, tmp14)
    tmp16 = tl.where(tmp4, tmp5, tmp15)
    tl.store(out_ptr0 + (x2), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/e3/ce3arjieabdg7e7z666rbdasooyb5jvaz6j7puydywcdzxlaxb4t.py
# Topologically Sorted Source Nodes: [permute_34, view_38, permute_35, view_39, permute_36, view_40, cat, view_41, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat => cat
#   permute_34 => permute_34
#   permute_35 => permute_35
#   permute_36 => permute_36
#   sum_12 => sum_12
#   view_38 => view_38
#   view_39 => view_39
#   view_40 => view_40
#   view_41 => view_41
# Graph fragment:
#   %cat : Tensor "f32[s95, s75, 192][192*s75, 192, 1]cuda:0" = PlaceHolder[target=cat]
#   %permute_34 : Tensor "f32[s95, s75, 4, 16][64*s75, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_26, [0, 2, 1, 3]), kwargs = {})
#   %view_38 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_34, [%primals_1, %primals_2, 64]), kwargs = {})
#   %permute_35 : Tensor "f32[s95, s75, 4, 16][64*s75, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_25, [0, 2, 1, 3]), kwargs = {})
#   %view_39 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_35, [%primals_1, %primals_2, 64]), kwargs = {})
#   %permute_36 : Tensor "f32[s95, s75, 4, 16][64*s75, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_24, [0, 2, 1, 3]), kwargs = {})
#   %view_40 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_36, [%primals_1, %primals_2, 64]), kwargs = {})
#   %cat : Tensor "f32[s95, s75, 192][192*s75, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_40, %view_39, %view_38], 2), kwargs = {})
#   %view_41 : Tensor "f32[s75*s95, 192][192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [%mul_28, 192]), kwargs = {})
#   %sum_12 : Tensor "f32[1, 192][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_41, [0], True), kwargs = {})
#   return %sum_12
triton_red_fused_cat_sum_transpose_view_8 = async_compile.triton('triton_red_fused_cat_sum_transpose_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_cat_sum_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 52224, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_cat_sum_transpose_view_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 192*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/5x/c5xdpqjamfsvwc62blzi6oj7tbgnamg75eqcb3nfvcu3heyq2cge.py
# Topologically Sorted Source Nodes: [full_default_3], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_3 => full_default_3
# Graph fragment:
#   %full_default_3 : Tensor "f32[203, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([203, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_embedding_dense_backward_9 = async_compile.triton('triton_poi_fused_embedding_dense_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 103936}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_9(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 12992
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/nx/cnx2ocprpk66fkfaatpmtcqols7gah5mpgcy45uhi3gyu5n3vo46.py
# Topologically Sorted Source Nodes: [view_59, mul_372, mul_373, sum_25, mul_374, sum_26, mul_375, sub_160, sub_161, mul_376, add_342, full_default, eq_196, unsqueeze_1, where_1, full_default_3, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_342 => add_342
#   eq_196 => eq_196
#   full_default => full_default
#   full_default_3 => full_default_3
#   index_put_1 => index_put_1
#   mul_372 => mul_372
#   mul_373 => mul_373
#   mul_374 => mul_374
#   mul_375 => mul_375
#   mul_376 => mul_376
#   sub_160 => sub_160
#   sub_161 => sub_161
#   sum_25 => sum_25
#   sum_26 => sum_26
#   unsqueeze_1 => unsqueeze_1
#   view_59 => view_59
#   where_1 => where_1
# Graph fragment:
#   %mm_17 : Tensor "f32[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %mul_13 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_13]
#   %add_341 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_341]
#   %div_4 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0" = PlaceHolder[target=div_4]
#   %sum_25 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=sum_25]
#   %sum_26 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=sum_26]
#   %primals_3 : Tensor "i64[s95, s75][s75, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %add_342 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_342]
#   %index_put_1 : Tensor "f32[203, 64][64, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %view_59 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [%primals_1, %primals_2, 64]), kwargs = {})
#   %mul_372 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_59, %primals_6), kwargs = {})
#   %mul_373 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_372, 64), kwargs = {})
#   %sum_25 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_372, [2], True), kwargs = {})
#   %mul_374 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_372, %mul_13), kwargs = {})
#   %sum_26 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_374, [2], True), kwargs = {})
#   %mul_375 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %sum_26), kwargs = {})
#   %sub_160 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_373, %sum_25), kwargs = {})
#   %sub_161 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_160, %mul_375), kwargs = {})
#   %mul_376 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %sub_161), kwargs = {})
#   %add_342 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_341, %mul_376), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %eq_196 : Tensor "b8[s95, s75][s75, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_3, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "b8[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_196, -1), kwargs = {})
#   %where_1 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_1, %full_default, %add_342), kwargs = {})
#   %full_default_3 : Tensor "f32[203, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([203, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[203, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_3, [%primals_3], %where_1, True), kwargs = {})
#   return %sum_25,%sum_26,%add_342,%buf68
triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_view_10 = async_compile.triton('triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_view_10', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 792, 'r0_': 84736}}
)
@triton.jit
def triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_view_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 64.0, tl.float32)
    tmp16 = tmp2 * tmp15
    tmp17 = tmp16 - tmp6
    tmp18 = tmp7 * tmp12
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp13 + tmp20
    tmp23 = tl.full([1, 1], 203, tl.int32)
    tmp24 = tmp22 + tmp23
    tmp25 = tmp22 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp22)
    tl.device_assert(((0 <= tmp26) & (tmp26 < 203)) | ~(xmask), "index out of bounds: 0 <= tmp26 < 203")
    tmp28 = tl.full([1, 1], -1, tl.int64)
    tmp29 = tmp22 == tmp28
    tmp30 = tl.full([1, 1], 0.0, tl.float32)
    tmp31 = tl.where(tmp29, tmp30, tmp21)
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp21, xmask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_1 + 64*tmp26, [XBLOCK, R0_BLOCK])), tmp31, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/cx/ccxb6ucjmcrlnnb4q735yhzpbvpoylf3zk4cevwybhvdemupda7h.py
# Topologically Sorted Source Nodes: [full_default_1], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_1 => full_default_1
# Graph fragment:
#   %full_default_1 : Tensor "f32[128, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([128, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_11 = async_compile.triton('triton_poi_fused_embedding_dense_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_11(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/76/c76i7ylvj4dj4zjvdee4jtsgyuwaxgznnogik2sxynnxioq4j2if.py
# Topologically Sorted Source Nodes: [sum_29, view_60, eq_195, unsqueeze, full_default, where, full_default_1, index_put], Original ATen: [aten.sum, aten.view, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   eq_195 => eq_195
#   full_default => full_default
#   full_default_1 => full_default_1
#   index_put => index_put
#   sum_29 => sum_29
#   unsqueeze => unsqueeze
#   view_60 => view_60
#   where => where
# Graph fragment:
#   %add_342 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_342]
#   %iota : Tensor "i64[s75][1]cuda:0" = PlaceHolder[target=iota]
#   %sum_29 : Tensor "f32[1, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=sum_29]
#   %index_put : Tensor "f32[128, 64][64, 1]cuda:0" = PlaceHolder[target=index_put]
#   %sum_29 : Tensor "f32[1, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_342, [0], True), kwargs = {})
#   %view_60 : Tensor "f32[s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_29, [%primals_2, 64]), kwargs = {})
#   %eq_195 : Tensor "b8[s75][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%iota, -1), kwargs = {})
#   %unsqueeze : Tensor "b8[s75, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_195, -1), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze, %full_default, %view_60), kwargs = {})
#   %full_default_1 : Tensor "f32[128, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([128, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[128, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_1, [%iota], %where, True), kwargs = {})
#   return %sum_29,%buf66
triton_red_fused_embedding_dense_backward_sum_view_12 = async_compile.triton('triton_red_fused_embedding_dense_backward_sum_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 2},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_embedding_dense_backward_sum_view_12', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16896, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_embedding_dense_backward_sum_view_12(in_ptr0, in_ptr1, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*ks0*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    x3 = xindex // 64
    x2 = (xindex % 64)
    tmp4 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp5 = tl.full([1, 1], 128, tl.int32)
    tmp6 = tmp4 + tmp5
    tmp7 = tmp4 < 0
    tmp8 = tl.where(tmp7, tmp6, tmp4)
    tl.device_assert(((0 <= tmp8) & (tmp8 < 128)) | ~(xmask), "index out of bounds: 0 <= tmp8 < 128")
    tmp10 = tl.full([1, 1], -1, tl.int64)
    tmp11 = tmp4 == tmp10
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = tl.where(tmp11, tmp12, tmp2)
    tl.atomic_add(out_ptr1 + (x2 + 64*tmp8), tmp13, xmask, sem='relaxed')
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
        primals_1, primals_2, mul_28, primals_3, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, primals_32, iota, mul_13, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, getitem_7, getitem_8, mul_106, view_8, addmm_2, view_10, mul_156, view_12, permute_9, permute_10, permute_11, getitem_16, getitem_17, getitem_18, getitem_19, mul_249, view_20, addmm_6, view_22, mul_299, view_24, div, div_1, div_2, div_3, div_4, tangents_1 = args
        args.clear()
        s95 = primals_1
        s75 = primals_2
        assert_size_stride(primals_3, (s95, s75), (s75, 1))
        assert_size_stride(primals_6, (64, ), (1, ))
        assert_size_stride(primals_8, (192, 64), (64, 1))
        assert_size_stride(primals_10, (64, 64), (64, 1))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_14, (256, 64), (64, 1))
        assert_size_stride(primals_16, (64, 256), (256, 1))
        assert_size_stride(primals_18, (64, ), (1, ))
        assert_size_stride(primals_20, (192, 64), (64, 1))
        assert_size_stride(primals_22, (64, 64), (64, 1))
        assert_size_stride(primals_24, (64, ), (1, ))
        assert_size_stride(primals_26, (256, 64), (64, 1))
        assert_size_stride(primals_28, (64, 256), (256, 1))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_32, (203, 64), (64, 1))
        assert_size_stride(iota, (s75, ), (1, ))
        assert_size_stride(mul_13, (s95, s75, 64), (64*s75, 64, 1))
        assert_size_stride(view, (s75*s95, 64), (64, 1))
        assert_size_stride(permute_1, (s95, 4, s75, 16), (192*s75, 16, 192, 1))
        assert_size_stride(permute_2, (s95, 4, s75, 16), (192*s75, 16, 192, 1))
        assert_size_stride(permute_3, (s95, 4, s75, 16), (192*s75, 16, 192, 1))
        assert_size_stride(getitem_5, (s95, 4, s75, 16), (64*s75, 16, 64, 1))
        assert_size_stride(getitem_6, (s95, 4, 32*math.ceil(s75 / 32)), (4*max(1, 32*math.ceil(s75 / 32)), max(1, 32*math.ceil(s75 / 32)), 1))
        assert_size_stride(getitem_7, (), ())
        assert_size_stride(getitem_8, (), ())
        assert_size_stride(mul_106, (s95, s75, 64), (64*s75, 64, 1))
        assert_size_stride(view_8, (s75*s95, 64), (64, 1))
        assert_size_stride(addmm_2, (s75*s95, 256), (256, 1))
        assert_size_stride(view_10, (s75*s95, 256), (256, 1))
        assert_size_stride(mul_156, (s95, s75, 64), (64*s75, 64, 1))
        assert_size_stride(view_12, (s75*s95, 64), (64, 1))
        assert_size_stride(permute_9, (s95, 4, s75, 16), (192*s75, 16, 192, 1))
        assert_size_stride(permute_10, (s95, 4, s75, 16), (192*s75, 16, 192, 1))
        assert_size_stride(permute_11, (s95, 4, s75, 16), (192*s75, 16, 192, 1))
        assert_size_stride(getitem_16, (s95, 4, s75, 16), (64*s75, 16, 64, 1))
        assert_size_stride(getitem_17, (s95, 4, 32*math.ceil(s75 / 32)), (4*max(1, 32*math.ceil(s75 / 32)), max(1, 32*math.ceil(s75 / 32)), 1))
        assert_size_stride(getitem_18, (), ())
        assert_size_stride(getitem_19, (), ())
        assert_size_stride(mul_249, (s95, s75, 64), (64*s75, 64, 1))
        assert_size_stride(view_20, (s75*s95, 64), (64, 1))
        assert_size_stride(addmm_6, (s75*s95, 256), (256, 1))
        assert_size_stride(view_22, (s75*s95, 256), (256, 1))
        assert_size_stride(mul_299, (s95, s75, 64), (64*s75, 64, 1))
        assert_size_stride(view_24, (s75*s95, 64), (64, 1))
        assert_size_stride(div, (s95, s75, 1), (s75, 1, 1))
        assert_size_stride(div_1, (s95, s75, 1), (s75, 1, 1))
        assert_size_stride(div_2, (s95, s75, 1), (s75, 1, 1))
        assert_size_stride(div_3, (s95, s75, 1), (s75, 1, 1))
        assert_size_stride(div_4, (s95, s75, 1), (s75, 1, 1))
        assert_size_stride(tangents_1, (s95, s75, 203), (203*s75, 203, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((204, s75*s95), (1, 204), torch.float32)
            # Topologically Sorted Source Nodes: [view_26, permute_17, constant_pad_nd_default], Original ATen: [aten.view, aten.t, aten.mm]
            triton_poi_fused_mm_t_view_0_xnumel = 204*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_mm_t_view_0.run(tangents_1, buf0, triton_poi_fused_mm_t_view_0_xnumel, stream=stream0)
            buf1 = empty_strided_cuda((204, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_26, permute_17, constant_pad_nd_default, mm_default], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(buf0, view_24, out=buf1)
            del buf0
            del view_24
            buf2 = empty_strided_cuda((s75*s95, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_26, linear_8, permute_19, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (s75*s95, 203), (203, 1), 0), primals_32, out=buf2)
            del primals_32
            del tangents_1
            buf5 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, mul_330, mul_331, sum_1, mul_332, sum_2, mul_333, sub_148, sub_149, mul_334], Original ATen: [aten.view, aten.native_layer_norm_backward]
            triton_per_fused_native_layer_norm_backward_view_1_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_1.run(buf2, primals_30, mul_299, div, buf5, triton_per_fused_native_layer_norm_backward_view_1_xnumel, 64, stream=stream0)
            del div
            del primals_30
            buf6 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf7 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, mul_335, sum_3, sum_4], Original ATen: [aten.view, aten.native_layer_norm_backward]
            triton_red_fused_native_layer_norm_backward_view_2_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_2.run(buf2, mul_299, buf6, buf7, 64, triton_red_fused_native_layer_norm_backward_view_2_r0_numel, stream=stream0)
            del buf2
            del mul_299
            buf8 = empty_strided_cuda((s75*s95, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_28, linear_7, permute_21, mm_3], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf5, (s75*s95, 64), (64, 1), 0), primals_28, out=buf8)
            del primals_28
            buf9 = empty_strided_cuda((64, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_28, permute_22, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf5, (64, s75*s95), (1, 64), 0), view_22, out=buf9)
            del view_22
            buf10 = empty_strided_cuda((1, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_28, sum_5], Original ATen: [aten.view, aten.sum]
            triton_red_fused_sum_view_3_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf5, buf10, 64, triton_red_fused_sum_view_3_r0_numel, stream=stream0)
            buf11 = reinterpret_tensor(buf8, (s95, s75, 256), (256*s75, 256, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [view_30, linear_6, gelu_1, mul_337, mul_338, mul_339, exp, mul_340, mul_341, add_336, mul_342], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
            triton_poi_fused_gelu_gelu_backward_view_4_xnumel = 256*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_4.run(buf11, addmm_6, triton_poi_fused_gelu_gelu_backward_view_4_xnumel, stream=stream0)
            del addmm_6
            buf12 = empty_strided_cuda((s75*s95, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_30, linear_6, gelu_1, mul_337, mul_338, mul_339, exp, mul_340, mul_341, add_336, mul_342, view_31, permute_25, mm_5], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf11, (s75*s95, 256), (256, 1), 0), primals_26, out=buf12)
            del primals_26
            buf13 = empty_strided_cuda((256, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_30, linear_6, gelu_1, mul_337, mul_338, mul_339, exp, mul_340, mul_341, add_336, mul_342, view_31, permute_26, mm_6], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf11, (256, s75*s95), (1, 256), 0), view_20, out=buf13)
            del view_20
            buf14 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_30, linear_6, gelu_1, mul_337, mul_338, mul_339, exp, mul_340, mul_341, add_336, mul_342, view_31, sum_6], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            triton_red_fused_gelu_gelu_backward_sum_view_5_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_5.run(buf11, buf14, 256, triton_red_fused_gelu_gelu_backward_sum_view_5_r0_numel, stream=stream0)
            buf19 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [view_33, mul_344, mul_345, sum_7, mul_346, sum_8, mul_347, sub_151, sub_152, mul_348, add_337], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
            triton_per_fused_add_native_layer_norm_backward_view_6_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_6.run(buf19, buf12, primals_24, mul_249, div_1, triton_per_fused_add_native_layer_norm_backward_view_6_xnumel, 64, stream=stream0)
            del div_1
            del primals_24
            buf17 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf18 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_33, mul_349, sum_9, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
            triton_red_fused_native_layer_norm_backward_view_2_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_2.run(buf12, mul_249, buf17, buf18, 64, triton_red_fused_native_layer_norm_backward_view_2_r0_numel, stream=stream0)
            del mul_249
            buf20 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [view_34, linear_5, permute_29, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf19, (s75*s95, 64), (64, 1), 0), primals_22, out=buf20)
            del primals_22
            buf21 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_34, permute_30, transpose_7, reshape_1, linear_5, mm_8], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf19, (64, s75*s95), (1, 64), 0), reinterpret_tensor(getitem_16, (s75*s95, 64), (64, 1), 0), out=buf21)
            buf22 = empty_strided_cuda((1, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_34, sum_11], Original ATen: [aten.view, aten.sum]
            triton_red_fused_sum_view_3_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf19, buf22, 64, triton_red_fused_sum_view_3_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [view_36, view_37, permute_33, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            buf23 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf20, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 0), permute_9, permute_10, permute_11, None, getitem_16, getitem_17, getitem_18, getitem_19, 0.0, [True, True, True, False], True)
            del buf20
            del getitem_16
            del getitem_17
            del getitem_18
            del getitem_19
            del permute_10
            del permute_11
            del permute_9
            buf24 = buf23[0]
            assert_size_stride(buf24, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf24, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf25 = buf23[1]
            assert_size_stride(buf25, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf25, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf26 = buf23[2]
            assert_size_stride(buf26, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf26, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf23
            buf27 = empty_strided_cuda((s95, s75, 192), (192*s75, 192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_34, view_38, permute_35, view_39, permute_36, view_40, cat], Original ATen: [aten.transpose, aten.view, aten.cat]
            triton_poi_fused_cat_transpose_view_7_xnumel = 192*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_transpose_view_7.run(buf24, buf25, buf26, buf27, triton_poi_fused_cat_transpose_view_7_xnumel, stream=stream0)
            del buf24
            del buf25
            buf28 = reinterpret_tensor(buf26, (s75*s95, 64), (64, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [permute_34, view_38, permute_35, view_39, permute_36, view_40, cat, view_41, linear_4, permute_37, mm_9], Original ATen: [aten.transpose, aten.view, aten.cat, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf27, (s75*s95, 192), (192, 1), 0), primals_20, out=buf28)
            del primals_20
            buf29 = empty_strided_cuda((192, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_34, view_38, permute_35, view_39, permute_36, view_40, cat, view_41, permute_38, mm_10], Original ATen: [aten.transpose, aten.view, aten.cat, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf27, (192, s75*s95), (1, 192), 0), view_12, out=buf29)
            del view_12
            buf30 = empty_strided_cuda((1, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_34, view_38, permute_35, view_39, permute_36, view_40, cat, view_41, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            triton_red_fused_cat_sum_transpose_view_8_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_cat_sum_transpose_view_8.run(buf27, buf30, 192, triton_red_fused_cat_sum_transpose_view_8_r0_numel, stream=stream0)
            buf35 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [view_43, mul_351, mul_352, sum_13, mul_353, sum_14, mul_354, sub_154, sub_155, mul_355, add_338], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
            triton_per_fused_add_native_layer_norm_backward_view_6_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_6.run(buf35, buf28, primals_18, mul_156, div_2, triton_per_fused_add_native_layer_norm_backward_view_6_xnumel, 64, stream=stream0)
            del div_2
            del primals_18
            buf33 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf34 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_43, mul_356, sum_15, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward]
            triton_red_fused_native_layer_norm_backward_view_2_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_2.run(buf28, mul_156, buf33, buf34, 64, triton_red_fused_native_layer_norm_backward_view_2_r0_numel, stream=stream0)
            del mul_156
            buf36 = reinterpret_tensor(buf11, (s75*s95, 256), (256, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_44, linear_3, permute_41, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf35, (s75*s95, 64), (64, 1), 0), primals_16, out=buf36)
            del primals_16
            buf37 = empty_strided_cuda((64, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_44, permute_42, mm_12], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf35, (64, s75*s95), (1, 64), 0), view_10, out=buf37)
            del view_10
            buf38 = empty_strided_cuda((1, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_44, sum_17], Original ATen: [aten.view, aten.sum]
            triton_red_fused_sum_view_3_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf35, buf38, 64, triton_red_fused_sum_view_3_r0_numel, stream=stream0)
            buf39 = reinterpret_tensor(buf36, (s95, s75, 256), (256*s75, 256, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [view_46, linear_2, gelu, mul_358, mul_359, mul_360, exp_1, mul_361, mul_362, add_340, mul_363], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
            triton_poi_fused_gelu_gelu_backward_view_4_xnumel = 256*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_4.run(buf39, addmm_2, triton_poi_fused_gelu_gelu_backward_view_4_xnumel, stream=stream0)
            del addmm_2
            buf40 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [view_46, linear_2, gelu, mul_358, mul_359, mul_360, exp_1, mul_361, mul_362, add_340, mul_363, view_47, permute_45, mm_13], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf39, (s75*s95, 256), (256, 1), 0), primals_14, out=buf40)
            del primals_14
            buf41 = empty_strided_cuda((256, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_46, linear_2, gelu, mul_358, mul_359, mul_360, exp_1, mul_361, mul_362, add_340, mul_363, view_47, permute_46, mm_14], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf39, (256, s75*s95), (1, 256), 0), view_8, out=buf41)
            del view_8
            buf42 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_46, linear_2, gelu, mul_358, mul_359, mul_360, exp_1, mul_361, mul_362, add_340, mul_363, view_47, sum_18], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            triton_red_fused_gelu_gelu_backward_sum_view_5_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_5.run(buf39, buf42, 256, triton_red_fused_gelu_gelu_backward_sum_view_5_r0_numel, stream=stream0)
            del buf39
            buf47 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [view_49, mul_365, mul_366, sum_19, mul_367, sum_20, mul_368, sub_157, sub_158, mul_369, add_341], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add]
            triton_per_fused_add_native_layer_norm_backward_view_6_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_6.run(buf47, buf40, primals_12, mul_106, div_3, triton_per_fused_add_native_layer_norm_backward_view_6_xnumel, 64, stream=stream0)
            del div_3
            del primals_12
            buf45 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf46 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_49, mul_370, sum_21, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
            triton_red_fused_native_layer_norm_backward_view_2_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_2.run(buf40, mul_106, buf45, buf46, 64, triton_red_fused_native_layer_norm_backward_view_2_r0_numel, stream=stream0)
            del mul_106
            buf48 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [view_50, linear_1, permute_49, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf47, (s75*s95, 64), (64, 1), 0), primals_10, out=buf48)
            del primals_10
            buf49 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_50, permute_50, transpose_3, reshape, linear_1, mm_16], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf47, (64, s75*s95), (1, 64), 0), reinterpret_tensor(getitem_5, (s75*s95, 64), (64, 1), 0), out=buf49)
            buf50 = empty_strided_cuda((1, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_50, sum_23], Original ATen: [aten.view, aten.sum]
            triton_red_fused_sum_view_3_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_3.run(buf47, buf50, 64, triton_red_fused_sum_view_3_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [view_52, view_53, permute_53, _scaled_dot_product_efficient_attention_backward_1], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            buf51 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf48, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 0), permute_1, permute_2, permute_3, None, getitem_5, getitem_6, getitem_7, getitem_8, 0.0, [True, True, True, False], True)
            del buf48
            del getitem_5
            del getitem_6
            del getitem_7
            del getitem_8
            del permute_1
            del permute_2
            del permute_3
            buf52 = buf51[0]
            assert_size_stride(buf52, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf52, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf53 = buf51[1]
            assert_size_stride(buf53, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf53, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf54 = buf51[2]
            assert_size_stride(buf54, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf54, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf51
            buf55 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [permute_54, view_54, permute_55, view_55, permute_56, view_56, cat_1], Original ATen: [aten.transpose, aten.view, aten.cat]
            triton_poi_fused_cat_transpose_view_7_xnumel = 192*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_transpose_view_7.run(buf52, buf53, buf54, buf55, triton_poi_fused_cat_transpose_view_7_xnumel, stream=stream0)
            del buf52
            del buf53
            buf56 = reinterpret_tensor(buf54, (s75*s95, 64), (64, 1), 0); del buf54  # reuse
            # Topologically Sorted Source Nodes: [permute_54, view_54, permute_55, view_55, permute_56, view_56, cat_1, view_57, linear, permute_57, mm_17], Original ATen: [aten.transpose, aten.view, aten.cat, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf55, (s75*s95, 192), (192, 1), 0), primals_8, out=buf56)
            del primals_8
            buf57 = empty_strided_cuda((192, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_54, view_54, permute_55, view_55, permute_56, view_56, cat_1, view_57, permute_58, mm_18], Original ATen: [aten.transpose, aten.view, aten.cat, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf55, (192, s75*s95), (1, 192), 0), view, out=buf57)
            del view
            buf58 = empty_strided_cuda((1, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_54, view_54, permute_55, view_55, permute_56, view_56, cat_1, view_57, sum_24], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            triton_red_fused_cat_sum_transpose_view_8_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_cat_sum_transpose_view_8.run(buf55, buf58, 192, triton_red_fused_cat_sum_transpose_view_8_r0_numel, stream=stream0)
            del buf55
            buf67 = empty_strided_cuda((203, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_3], Original ATen: [aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_9.run(buf67, 12992, stream=stream0)
            buf63 = buf47; del buf47  # reuse
            # Topologically Sorted Source Nodes: [view_59, mul_372, mul_373, sum_25, mul_374, sum_26, mul_375, sub_160, sub_161, mul_376, add_342, full_default, eq_196, unsqueeze_1, where_1, full_default_3, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.embedding_dense_backward]
            triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_view_10_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_view_10.run(buf63, buf56, primals_6, mul_13, div_4, primals_3, buf67, triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_view_10_xnumel, 64, stream=stream0)
            del div_4
            del primals_3
            del primals_6
            buf61 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf62 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_59, mul_377, sum_27, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
            triton_red_fused_native_layer_norm_backward_view_2_r0_numel = s75*s95
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_2.run(buf56, mul_13, buf61, buf62, 64, triton_red_fused_native_layer_norm_backward_view_2_r0_numel, stream=stream0)
            del buf56
            del mul_13
            buf65 = empty_strided_cuda((128, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_1], Original ATen: [aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_11.run(buf65, 8192, stream=stream0)
            # Topologically Sorted Source Nodes: [sum_29, view_60, eq_195, unsqueeze, full_default, where, full_default_1, index_put], Original ATen: [aten.sum, aten.view, aten.embedding_dense_backward]
            triton_red_fused_embedding_dense_backward_sum_view_12_xnumel = 64*s75
            stream0 = get_raw_stream(0)
            triton_red_fused_embedding_dense_backward_sum_view_12.run(buf63, iota, buf65, s75, triton_red_fused_embedding_dense_backward_sum_view_12_xnumel, s95, stream=stream0)
            del buf63
            del iota
        return (None, None, None, buf67, buf65, buf61, buf62, buf57, reinterpret_tensor(buf58, (192, ), (1, ), 0), buf49, reinterpret_tensor(buf50, (64, ), (1, ), 0), buf45, buf46, buf41, reinterpret_tensor(buf42, (256, ), (1, ), 0), buf37, reinterpret_tensor(buf38, (64, ), (1, ), 0), buf33, buf34, buf29, reinterpret_tensor(buf30, (192, ), (1, ), 0), buf21, reinterpret_tensor(buf22, (64, ), (1, ), 0), buf17, buf18, buf13, reinterpret_tensor(buf14, (256, ), (1, ), 0), buf9, reinterpret_tensor(buf10, (64, ), (1, ), 0), buf6, buf7, reinterpret_tensor(buf1, (203, 64), (64, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 2
    primals_2 = 33
    mul_28 = 66
    primals_3 = rand_strided((2, 33), (33, 1), device='cuda:0', dtype=torch.int64)
    primals_6 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((256, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((256, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((203, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    iota = rand_strided((33, ), (1, ), device='cuda:0', dtype=torch.int64)
    mul_13 = rand_strided((2, 33, 64), (2112, 64, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((66, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    permute_1 = rand_strided((2, 4, 33, 16), (6336, 16, 192, 1), device='cuda:0', dtype=torch.float32)
    permute_2 = rand_strided((2, 4, 33, 16), (6336, 16, 192, 1), device='cuda:0', dtype=torch.float32)
    permute_3 = rand_strided((2, 4, 33, 16), (6336, 16, 192, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((2, 4, 33, 16), (2112, 16, 64, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((2, 4, 64), (256, 64, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_8 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    mul_106 = rand_strided((2, 33, 64), (2112, 64, 1), device='cuda:0', dtype=torch.float32)
    view_8 = rand_strided((66, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((66, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    view_10 = rand_strided((66, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    mul_156 = rand_strided((2, 33, 64), (2112, 64, 1), device='cuda:0', dtype=torch.float32)
    view_12 = rand_strided((66, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    permute_9 = rand_strided((2, 4, 33, 16), (6336, 16, 192, 1), device='cuda:0', dtype=torch.float32)
    permute_10 = rand_strided((2, 4, 33, 16), (6336, 16, 192, 1), device='cuda:0', dtype=torch.float32)
    permute_11 = rand_strided((2, 4, 33, 16), (6336, 16, 192, 1), device='cuda:0', dtype=torch.float32)
    getitem_16 = rand_strided((2, 4, 33, 16), (2112, 16, 64, 1), device='cuda:0', dtype=torch.float32)
    getitem_17 = rand_strided((2, 4, 64), (256, 64, 1), device='cuda:0', dtype=torch.float32)
    getitem_18 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_19 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    mul_249 = rand_strided((2, 33, 64), (2112, 64, 1), device='cuda:0', dtype=torch.float32)
    view_20 = rand_strided((66, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    addmm_6 = rand_strided((66, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    view_22 = rand_strided((66, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    mul_299 = rand_strided((2, 33, 64), (2112, 64, 1), device='cuda:0', dtype=torch.float32)
    view_24 = rand_strided((66, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((2, 33, 1), (33, 1, 1), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((2, 33, 1), (33, 1, 1), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((2, 33, 1), (33, 1, 1), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((2, 33, 1), (33, 1, 1), device='cuda:0', dtype=torch.float32)
    div_4 = rand_strided((2, 33, 1), (33, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 33, 203), (6699, 203, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, mul_28, primals_3, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, primals_32, iota, mul_13, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, getitem_7, getitem_8, mul_106, view_8, addmm_2, view_10, mul_156, view_12, permute_9, permute_10, permute_11, getitem_16, getitem_17, getitem_18, getitem_19, mul_249, view_20, addmm_6, view_22, mul_299, view_24, div, div_1, div_2, div_3, div_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
