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


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/k4/ck4nhqcxal2ujjzvmrwsq357vy45jvnyui67j7quihs2223pjgsd.py
# Topologically Sorted Source Nodes: [view_35, linear_9, silu_1, mul_626, linear_10, mul_627, reciprocal, mul_628, mul_629, sub_256, mul_630, add_629, mul_631], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
# Source node to ATen node mapping:
#   add_629 => add_629
#   linear_10 => view_31
#   linear_9 => view_29
#   mul_626 => mul_626
#   mul_627 => mul_627
#   mul_628 => mul_628
#   mul_629 => mul_629
#   mul_630 => mul_630
#   mul_631 => mul_631
#   reciprocal => reciprocal
#   silu_1 => add_594, div_1, exp_1, neg_5
#   sub_256 => sub_256
#   view_35 => view_35
# Graph fragment:
#   %mm_13 : Tensor "f32[s33*s50, 192][192, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %mm_9 : Tensor "f32[s33*s50, 192][192, 1]cuda:0" = PlaceHolder[target=mm_9]
#   %mm_10 : Tensor "f32[s33*s50, 192][192, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %view_35 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [%primals_1, %primals_2, 192]), kwargs = {})
#   %view_29 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_9, [%primals_1, %primals_2, 192]), kwargs = {})
#   %neg_5 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_29,), kwargs = {})
#   %exp_1 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_594 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_29, %add_594), kwargs = {})
#   %mul_626 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_35, %div_1), kwargs = {})
#   %view_31 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [%primals_1, %primals_2, 192]), kwargs = {})
#   %mul_627 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_35, %view_31), kwargs = {})
#   %reciprocal : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_594,), kwargs = {})
#   %mul_628 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_629 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_627, %mul_628), kwargs = {})
#   %sub_256 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_628), kwargs = {})
#   %mul_630 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_29, %sub_256), kwargs = {})
#   %add_629 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_630, 1), kwargs = {})
#   %mul_631 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_629, %add_629), kwargs = {})
#   return %mul_626,%mul_631
triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 645120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp8 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = (tmp1 / tmp5)
    tmp7 = tmp0 * tmp6
    tmp9 = tmp0 * tmp8
    tmp10 = tl.full([1], 1, tl.int32)
    tmp11 = (tmp10 / tmp5)
    tmp12 = tmp11 * tmp4
    tmp13 = tmp9 * tmp12
    tmp14 = tmp4 - tmp12
    tmp15 = tmp1 * tmp14
    tmp16 = tmp15 + tmp4
    tmp17 = tmp13 * tmp16
    tl.store(out_ptr0 + (x0), tmp7, xmask)
    tl.store(in_out_ptr0 + (x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/2p/c2p3xet7n34j77zxtwsio7uppmdknyotjo6omrjb6hbujbv373ak.py
# Topologically Sorted Source Nodes: [view_37, view_39, add_630, mul_15, mul_632, sum_1], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_630 => add_630
#   mul_15 => mul_551
#   mul_632 => mul_632
#   sum_1 => sum_1
#   view_37 => view_37
#   view_39 => view_39
# Graph fragment:
#   %mm_15 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %mm_17 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %add_550 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=add_550]
#   %rsqrt_3 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_37 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_39 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_630 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_37, %view_39), kwargs = {})
#   %mul_551 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_550, %rsqrt_3), kwargs = {})
#   %mul_632 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_630, %mul_551), kwargs = {})
#   %sum_1 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_632, [0, 1], True), kwargs = {})
#   return %sum_1
triton_red_fused_add_mul_sum_view_1 = async_compile.triton('triton_red_fused_add_mul_sum_view_1', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 92672, 'r0_': 480}}
)
@triton.jit
def triton_red_fused_add_mul_sum_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 * tmp4
        tmp6 = tmp2 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/xf/cxfsesdq352f36wvc2jtydm2t7uqq473zw5qgnsvmp7j7tu4ukqh.py
# Topologically Sorted Source Nodes: [view_37, view_39, add_630, mul_633, mul_634, mul_635, sum_2, add_631, pow_5, mul_636, mul_637, expand_4, div_2, pow_6, mul_638, mul_639, add_632], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_630 => add_630
#   add_631 => add_631
#   add_632 => add_632
#   div_2 => div_2
#   expand_4 => expand_4
#   mul_633 => mul_633
#   mul_634 => mul_634
#   mul_635 => mul_635
#   mul_636 => mul_636
#   mul_637 => mul_637
#   mul_638 => mul_638
#   mul_639 => mul_639
#   pow_5 => pow_5
#   pow_6 => pow_6
#   sum_2 => sum_2
#   view_37 => view_37
#   view_39 => view_39
# Graph fragment:
#   %mm_15 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %mm_17 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %primals_20 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_20]
#   %add_550 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=add_550]
#   %tangents_1 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %rsqrt_3 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %sum_2 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=sum_2]
#   %view_37 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_39 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_630 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_37, %view_39), kwargs = {})
#   %mul_633 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_630, %primals_20), kwargs = {})
#   %mul_634 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_633, %add_550), kwargs = {})
#   %mul_635 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_633, %rsqrt_3), kwargs = {})
#   %sum_2 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_634, [2], True), kwargs = {})
#   %add_631 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %mul_635), kwargs = {})
#   %pow_5 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_3, 3), kwargs = {})
#   %mul_636 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_2, -0.5), kwargs = {})
#   %mul_637 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_636, %pow_5), kwargs = {})
#   %expand_4 : Tensor "f32[s33, s50, 64][s50, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_637, [%primals_1, %primals_2, 64]), kwargs = {})
#   %div_2 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_4, 64), kwargs = {})
#   %pow_6 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_550, 1.0), kwargs = {})
#   %mul_638 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_6, 2.0), kwargs = {})
#   %mul_639 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %mul_638), kwargs = {})
#   %add_632 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_631, %mul_639), kwargs = {})
#   return %sum_2,%add_632
triton_per_fused_add_div_expand_mul_pow_sum_view_2 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_2', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 480, 'r0_': 184576}}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp11 = tl.load(in_ptr3 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp13 = tmp4 * tmp12
    tmp14 = tmp11 + tmp13
    tmp15 = tl.full([1, 1], -0.5, tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tmp12 * tmp12
    tmp18 = tmp17 * tmp12
    tmp19 = tmp16 * tmp18
    tmp20 = tl.full([1, 1], 0.015625, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tl.full([1, 1], 2.0, tl.float32)
    tmp23 = tmp5 * tmp22
    tmp24 = tmp21 * tmp23
    tmp25 = tmp14 + tmp24
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/e7/ce7zwupqaczoobwnnnaaovtbsppgkwes2ati7zonailzao5kxnww.py
# Topologically Sorted Source Nodes: [view_45, sum_4, squeeze_1, sin_1, mul_640, slice_5, slice_6, neg_7, cat_4, cos_1, mul_641, add_633], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.slice, aten.mul, aten.neg, aten.cat, aten.add]
# Source node to ATen node mapping:
#   add_633 => add_633
#   cat_4 => cat_4
#   cos_1 => slice_3
#   mul_640 => mul_640
#   mul_641 => mul_641
#   neg_7 => neg_7
#   sin_1 => slice_4
#   slice_5 => slice_5
#   slice_6 => slice_6
#   squeeze_1 => squeeze_1
#   sum_4 => sum_4
#   view_45 => view_45
# Graph fragment:
#   %getitem_21 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0" = PlaceHolder[target=getitem_21]
#   %primals_18 : Tensor "f32[96, 16][16, 1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_17 : Tensor "f32[96, 16][16, 1]cuda:0" = PlaceHolder[target=primals_17]
#   %view_45 : Tensor "f32[s33, 2, 2, s50, 16][64*s50, 32, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_21, [%primals_1, 2, 2, %primals_2, 16]), kwargs = {})
#   %sum_4 : Tensor "f32[s33, 2, 1, s50, 16][32*s50, 16*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_45, [2], True), kwargs = {})
#   %squeeze_1 : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_4, 2), kwargs = {})
#   %slice_4 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_18, 0, 0, %primals_2), kwargs = {})
#   %mul_640 : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %slice_4), kwargs = {})
#   %slice_5 : Tensor "f32[s33, 2, s50, 8][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_640, 3, 0, 8), kwargs = {})
#   %slice_6 : Tensor "f32[s33, 2, s50, 8][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_640, 3, 8, 16), kwargs = {})
#   %neg_7 : Tensor "f32[s33, 2, s50, 8][16*s50, 8*s50, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_5,), kwargs = {})
#   %cat_4 : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_6, %neg_7], 3), kwargs = {})
#   %slice_3 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_17, 0, 0, %primals_2), kwargs = {})
#   %mul_641 : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %slice_3), kwargs = {})
#   %add_633 : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_4, %mul_641), kwargs = {})
#   return %add_633
triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3 = async_compile.triton('triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 115200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x4 = xindex // 16
    x2 = ((xindex // 32) % ks0)
    x5 = xindex
    tmp24 = tl.load(in_ptr0 + (x0 + 32*x4), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr0 + (16 + x0 + 32*x4), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr2 + (x0 + 16*x2), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 8, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (8 + 32*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr0 + (24 + 32*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.load(in_ptr1 + (8 + 16*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp4, tmp9, tmp10)
    tmp12 = tmp0 >= tmp3
    tmp13 = tl.full([1], 16, tl.int64)
    tmp14 = tmp0 < tmp13
    tmp15 = tl.load(in_ptr0 + (32*x4 + ((-8) + x0)), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.load(in_ptr0 + (16 + 32*x4 + ((-8) + x0)), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.load(in_ptr1 + (16*x2 + ((-8) + x0)), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tmp17 * tmp18
    tmp20 = -tmp19
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp12, tmp20, tmp21)
    tmp23 = tl.where(tmp4, tmp11, tmp22)
    tmp26 = tmp24 + tmp25
    tmp28 = tmp26 * tmp27
    tmp29 = tmp23 + tmp28
    tl.store(out_ptr0 + (x5), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/mu/cmuyjmldydbjrora452elol4sp5jdxeazh7ew5aepo5f7rdw5lfw.py
# Topologically Sorted Source Nodes: [view_44, sum_3, squeeze, cat_6, permute_35, clone_4], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.cat, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   cat_6 => cat_6
#   clone_4 => clone_4
#   permute_35 => permute_35
#   squeeze => squeeze
#   sum_3 => sum_3
#   view_44 => view_44
# Graph fragment:
#   %add_633 : Tensor "f32[s33, 2, s50, 16][32*s50, 16, 32, 1]cuda:0" = PlaceHolder[target=add_633]
#   %getitem_22 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0" = PlaceHolder[target=getitem_22]
#   %view_44 : Tensor "f32[s33, 2, 2, s50, 16][64*s50, 32, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_22, [%primals_1, 2, 2, %primals_2, 16]), kwargs = {})
#   %sum_3 : Tensor "f32[s33, 2, 1, s50, 16][32*s50, 16*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_44, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_3, 2), kwargs = {})
#   %cat_6 : Tensor "f32[s33, 4, s50, 16][64*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%add_633, %squeeze], 1), kwargs = {})
#   %permute_35 : Tensor "f32[s33, s50, 4, 16][64*s50, 16, 16*s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%cat_6, [0, 2, 1, 3]), kwargs = {})
#   %clone_4 : Tensor "f32[s33, s50, 4, 16][64*s50, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_35,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4 = async_compile.triton('triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 138240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 16) % 4)
    x0 = (xindex % 16)
    x2 = xindex // 64
    x3 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 2, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 16*(x1) + 32*x2), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 4, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + (x0 + 32*((-2) + x1) + 64*x2), tmp6 & xmask, other=0.0)
    tmp10 = tl.load(in_ptr1 + (16 + x0 + 32*((-2) + x1) + 64*x2), tmp6 & xmask, other=0.0)
    tmp11 = tmp9 + tmp10
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp6, tmp11, tmp12)
    tmp14 = tl.where(tmp4, tmp5, tmp13)
    tl.store(out_ptr0 + (x3), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/w6/cw6m7sa556gyye322vkmru2p6nqaiwmnsuwmubk44uryxagwgtuy.py
# Topologically Sorted Source Nodes: [sin_1, cos_1, mul_642, slice_7, slice_8, neg_8, cat_5, mul_643, add_634, permute_40, clone_5], Original ATen: [aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   add_634 => add_634
#   cat_5 => cat_5
#   clone_5 => clone_5
#   cos_1 => slice_3
#   mul_642 => mul_642
#   mul_643 => mul_643
#   neg_8 => neg_8
#   permute_40 => permute_40
#   sin_1 => slice_4
#   slice_7 => slice_7
#   slice_8 => slice_8
# Graph fragment:
#   %getitem_20 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0" = PlaceHolder[target=getitem_20]
#   %primals_18 : Tensor "f32[96, 16][16, 1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_17 : Tensor "f32[96, 16][16, 1]cuda:0" = PlaceHolder[target=primals_17]
#   %slice_4 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_18, 0, 0, %primals_2), kwargs = {})
#   %slice_3 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_17, 0, 0, %primals_2), kwargs = {})
#   %mul_642 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_20, %slice_4), kwargs = {})
#   %slice_7 : Tensor "f32[s33, 4, s50, 8][64*s50, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_642, 3, 0, 8), kwargs = {})
#   %slice_8 : Tensor "f32[s33, 4, s50, 8][64*s50, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_642, 3, 8, 16), kwargs = {})
#   %neg_8 : Tensor "f32[s33, 4, s50, 8][32*s50, 8, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_7,), kwargs = {})
#   %cat_5 : Tensor "f32[s33, 4, s50, 16][64*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_8, %neg_8], 3), kwargs = {})
#   %mul_643 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_20, %slice_3), kwargs = {})
#   %add_634 : Tensor "f32[s33, 4, s50, 16][64*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_5, %mul_643), kwargs = {})
#   %permute_40 : Tensor "f32[s33, s50, 4, 16][64*s50, 16, 16*s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_634, [0, 2, 1, 3]), kwargs = {})
#   %clone_5 : Tensor "f32[s33, s50, 4, 16][64*s50, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_40,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_5
triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5 = async_compile.triton('triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 161280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x4 = xindex // 16
    x2 = ((xindex // 64) % ks0)
    x5 = xindex
    tmp20 = tl.load(in_ptr0 + (x5), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr2 + (x0 + 16*x2), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 8, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (8 + 16*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (8 + 16*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp5 * tmp6
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp4, tmp7, tmp8)
    tmp10 = tmp0 >= tmp3
    tmp11 = tl.full([1], 16, tl.int64)
    tmp12 = tmp0 < tmp11
    tmp13 = tl.load(in_ptr0 + (16*x4 + ((-8) + x0)), tmp10 & xmask, eviction_policy='evict_last', other=0.0)
    tmp14 = tl.load(in_ptr1 + (16*x2 + ((-8) + x0)), tmp10 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tmp13 * tmp14
    tmp16 = -tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp10, tmp16, tmp17)
    tmp19 = tl.where(tmp4, tmp9, tmp18)
    tmp22 = tmp20 * tmp21
    tmp23 = tmp19 + tmp22
    tl.store(out_ptr0 + (x5), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/f7/cf7iawp4ktk65byusojf2uqjgibg2t4g5kyoyfiryrevipifnftr.py
# Topologically Sorted Source Nodes: [view_48, view_51, add_635, mul_645, mul_646, mul_647, sum_6, add_636, pow_7, mul_648, mul_649, expand_5, div_3, pow_8, mul_650, mul_651, add_637], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_635 => add_635
#   add_636 => add_636
#   add_637 => add_637
#   div_3 => div_3
#   expand_5 => expand_5
#   mul_645 => mul_645
#   mul_646 => mul_646
#   mul_647 => mul_647
#   mul_648 => mul_648
#   mul_649 => mul_649
#   mul_650 => mul_650
#   mul_651 => mul_651
#   pow_7 => pow_7
#   pow_8 => pow_8
#   sum_6 => sum_6
#   view_48 => view_48
#   view_51 => view_51
# Graph fragment:
#   %mm_21 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_21]
#   %mm_23 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_23]
#   %primals_14 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_14]
#   %add_309 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=add_309]
#   %add_632 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=add_632]
#   %rsqrt_2 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %sum_6 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=sum_6]
#   %view_48 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_21, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_51 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_23, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_635 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_48, %view_51), kwargs = {})
#   %mul_645 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_635, %primals_14), kwargs = {})
#   %mul_646 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_645, %add_309), kwargs = {})
#   %mul_647 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_645, %rsqrt_2), kwargs = {})
#   %sum_6 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_646, [2], True), kwargs = {})
#   %add_636 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_632, %mul_647), kwargs = {})
#   %pow_7 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_2, 3), kwargs = {})
#   %mul_648 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_6, -0.5), kwargs = {})
#   %mul_649 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_648, %pow_7), kwargs = {})
#   %expand_5 : Tensor "f32[s33, s50, 64][s50, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_649, [%primals_1, %primals_2, 64]), kwargs = {})
#   %div_3 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_5, 64), kwargs = {})
#   %pow_8 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_309, 1.0), kwargs = {})
#   %mul_650 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_8, 2.0), kwargs = {})
#   %mul_651 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %mul_650), kwargs = {})
#   %add_637 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_636, %mul_651), kwargs = {})
#   return %sum_6,%add_637
triton_per_fused_add_div_expand_mul_pow_sum_view_6 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 480, 'r0_': 184576}}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp11 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp13 = tmp4 * tmp12
    tmp14 = tmp11 + tmp13
    tmp15 = tl.full([1, 1], -0.5, tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tmp12 * tmp12
    tmp18 = tmp17 * tmp12
    tmp19 = tmp16 * tmp18
    tmp20 = tl.full([1, 1], 0.015625, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tl.full([1, 1], 2.0, tl.float32)
    tmp23 = tmp5 * tmp22
    tmp24 = tmp21 * tmp23
    tmp25 = tmp14 + tmp24
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/nw/cnw67pg6yohqif2zvixj6zmblgm4gtm7z7o675mhcxpzdlaah6ek.py
# Topologically Sorted Source Nodes: [view_56, view_58, add_640, linear_2, x, mul_659, mul_660, mul_661, sum_8, add_641, pow_9, mul_662, mul_663, expand_6, div_4, pow_10, mul_664, mul_665, add_642], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_640 => add_640
#   add_641 => add_641
#   add_642 => add_642
#   div_4 => div_4
#   expand_6 => expand_6
#   linear_2 => view_10
#   mul_659 => mul_659
#   mul_660 => mul_660
#   mul_661 => mul_661
#   mul_662 => mul_662
#   mul_663 => mul_663
#   mul_664 => mul_664
#   mul_665 => mul_665
#   pow_10 => pow_10
#   pow_9 => pow_9
#   sum_8 => sum_8
#   view_56 => view_56
#   view_58 => view_58
#   x => add_236
# Graph fragment:
#   %mm_27 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_27]
#   %mm_29 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_29]
#   %primals_10 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_10]
#   %primals_3 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %mm_2 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %add_637 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=add_637]
#   %rsqrt_1 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sum_8 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=sum_8]
#   %view_56 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_27, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_58 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_29, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_640 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_56, %view_58), kwargs = {})
#   %view_10 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_236 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %view_10), kwargs = {})
#   %mul_659 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_640, %primals_10), kwargs = {})
#   %mul_660 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_659, %add_236), kwargs = {})
#   %mul_661 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_659, %rsqrt_1), kwargs = {})
#   %sum_8 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_660, [2], True), kwargs = {})
#   %add_641 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_637, %mul_661), kwargs = {})
#   %pow_9 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_1, 3), kwargs = {})
#   %mul_662 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_8, -0.5), kwargs = {})
#   %mul_663 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_662, %pow_9), kwargs = {})
#   %expand_6 : Tensor "f32[s33, s50, 64][s50, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_663, [%primals_1, %primals_2, 64]), kwargs = {})
#   %div_4 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_6, 64), kwargs = {})
#   %pow_10 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_236, 1.0), kwargs = {})
#   %mul_664 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_10, 2.0), kwargs = {})
#   %mul_665 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %mul_664), kwargs = {})
#   %add_642 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_641, %mul_665), kwargs = {})
#   return %sum_8,%add_642
triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_7 = async_compile.triton('triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 480, 'r0_': 215296}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp6 = tl.load(in_ptr4 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp4 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tmp4 * tmp14
    tmp16 = tmp13 + tmp15
    tmp17 = tl.full([1, 1], -0.5, tl.float32)
    tmp18 = tmp12 * tmp17
    tmp19 = tmp14 * tmp14
    tmp20 = tmp19 * tmp14
    tmp21 = tmp18 * tmp20
    tmp22 = tl.full([1, 1], 0.015625, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.full([1, 1], 2.0, tl.float32)
    tmp25 = tmp7 * tmp24
    tmp26 = tmp23 * tmp25
    tmp27 = tmp16 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/ca/ccav3l722ixcp4yi4eb3muuixveijweq3445e3xid3wk6zneiy3n.py
# Topologically Sorted Source Nodes: [view_56, view_58, add_640, linear_2, x, mul_6, mul_658, sum_7, view_67, view_70, add_645, mul, mul_670, sum_11], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_640 => add_640
#   add_645 => add_645
#   linear_2 => view_10
#   mul => mul_13
#   mul_6 => mul_238
#   mul_658 => mul_658
#   mul_670 => mul_670
#   sum_11 => sum_11
#   sum_7 => sum_7
#   view_56 => view_56
#   view_58 => view_58
#   view_67 => view_67
#   view_70 => view_70
#   x => add_236
# Graph fragment:
#   %mm_27 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_27]
#   %mm_29 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_29]
#   %primals_3 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %mm_2 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %rsqrt_1 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_33 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_33]
#   %mm_35 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_35]
#   %rsqrt : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_56 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_27, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_58 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_29, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_640 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_56, %view_58), kwargs = {})
#   %view_10 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_236 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %view_10), kwargs = {})
#   %mul_238 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_236, %rsqrt_1), kwargs = {})
#   %mul_658 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_640, %mul_238), kwargs = {})
#   %sum_7 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_658, [0, 1], True), kwargs = {})
#   %view_67 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_33, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_70 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_35, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_645 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_67, %view_70), kwargs = {})
#   %mul_13 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_3, %rsqrt), kwargs = {})
#   %mul_670 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_645, %mul_13), kwargs = {})
#   %sum_11 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_670, [0, 1], True), kwargs = {})
#   return %sum_7,%sum_11
triton_red_fused__unsafe_view_add_mul_sum_view_8 = async_compile.triton('triton_red_fused__unsafe_view_add_mul_sum_view_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_mul_sum_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 185344, 'r0_': 960}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_mul_sum_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr5 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp13 = tl.load(in_ptr6 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp15 = tl.load(in_ptr7 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 + tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp2 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp14 = tmp12 + tmp13
        tmp16 = tmp3 * tmp15
        tmp17 = tmp14 * tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask & xmask, tmp20, _tmp19)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp10, xmask)
    tl.store(out_ptr1 + (x0), tmp19, xmask)
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
        primals_1, primals_2, mul_21, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, rsqrt, view, add_115, view_6, view_7, getitem_6, getitem_7, getitem_8, getitem_9, mm_2, rsqrt_1, view_11, mm_3, mm_4, view_15, add_309, rsqrt_2, view_17, add_429, view_23, view_24, getitem_16, getitem_17, getitem_18, getitem_19, add_550, rsqrt_3, view_28, mm_9, mm_10, view_32, tangents_1 = args
        args.clear()
        s33 = primals_1
        s50 = primals_2
        assert_size_stride(primals_3, (s33, s50, 64), (64*s50, 64, 1))
        assert_size_stride(primals_4, (64, ), (1, ))
        assert_size_stride(primals_5, (64, 64), (64, 1))
        assert_size_stride(primals_6, (64, 64), (64, 1))
        assert_size_stride(primals_7, (96, 16), (16, 1))
        assert_size_stride(primals_8, (96, 16), (16, 1))
        assert_size_stride(primals_9, (64, 64), (64, 1))
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (192, 64), (64, 1))
        assert_size_stride(primals_12, (192, 64), (64, 1))
        assert_size_stride(primals_13, (64, 192), (192, 1))
        assert_size_stride(primals_14, (64, ), (1, ))
        assert_size_stride(primals_15, (64, 64), (64, 1))
        assert_size_stride(primals_16, (64, 64), (64, 1))
        assert_size_stride(primals_17, (96, 16), (16, 1))
        assert_size_stride(primals_18, (96, 16), (16, 1))
        assert_size_stride(primals_19, (64, 64), (64, 1))
        assert_size_stride(primals_20, (64, ), (1, ))
        assert_size_stride(primals_21, (192, 64), (64, 1))
        assert_size_stride(primals_22, (192, 64), (64, 1))
        assert_size_stride(primals_23, (64, 192), (192, 1))
        assert_size_stride(rsqrt, (s33, s50, 1), (s50, 1, 1))
        assert_size_stride(view, (s33*s50, 64), (64, 1))
        assert_size_stride(add_115, (s33, 4, s50, 16), (64*s50, 16, 64, 1))
        assert_size_stride(view_6, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1))
        assert_size_stride(view_7, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1))
        assert_size_stride(getitem_6, (s33, 4, s50, 16), (64*s50, 16, 64, 1))
        assert_size_stride(getitem_7, (s33, 4, 32*math.ceil(s50 / 32)), (4*max(1, 32*math.ceil(s50 / 32)), max(1, 32*math.ceil(s50 / 32)), 1))
        assert_size_stride(getitem_8, (), ())
        assert_size_stride(getitem_9, (), ())
        assert_size_stride(mm_2, (s33*s50, 64), (64, 1))
        assert_size_stride(rsqrt_1, (s33, s50, 1), (s50, 1, 1))
        assert_size_stride(view_11, (s33*s50, 64), (64, 1))
        assert_size_stride(mm_3, (s33*s50, 192), (192, 1))
        assert_size_stride(mm_4, (s33*s50, 192), (192, 1))
        assert_size_stride(view_15, (s33*s50, 192), (192, 1))
        assert_size_stride(add_309, (s33, s50, 64), (64*s50, 64, 1))
        assert_size_stride(rsqrt_2, (s33, s50, 1), (s50, 1, 1))
        assert_size_stride(view_17, (s33*s50, 64), (64, 1))
        assert_size_stride(add_429, (s33, 4, s50, 16), (64*s50, 16, 64, 1))
        assert_size_stride(view_23, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1))
        assert_size_stride(view_24, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1))
        assert_size_stride(getitem_16, (s33, 4, s50, 16), (64*s50, 16, 64, 1))
        assert_size_stride(getitem_17, (s33, 4, 32*math.ceil(s50 / 32)), (4*max(1, 32*math.ceil(s50 / 32)), max(1, 32*math.ceil(s50 / 32)), 1))
        assert_size_stride(getitem_18, (), ())
        assert_size_stride(getitem_19, (), ())
        assert_size_stride(add_550, (s33, s50, 64), (64*s50, 64, 1))
        assert_size_stride(rsqrt_3, (s33, s50, 1), (s50, 1, 1))
        assert_size_stride(view_28, (s33*s50, 64), (64, 1))
        assert_size_stride(mm_9, (s33*s50, 192), (192, 1))
        assert_size_stride(mm_10, (s33*s50, 192), (192, 1))
        assert_size_stride(view_32, (s33*s50, 192), (192, 1))
        assert_size_stride(tangents_1, (s33, s50, 64), (64*s50, 64, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((64, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_34, permute_18, mm_12], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (64, s33*s50), (1, 64), 0), view_32, out=buf0)
            del view_32
            buf1 = empty_strided_cuda((s33*s50, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_34, linear_11, permute_20, mm_13], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (s33*s50, 64), (64, 1), 0), primals_23, out=buf1)
            del primals_23
            buf2 = empty_strided_cuda((s33, s50, 192), (192*s50, 192, 1), torch.float32)
            buf5 = reinterpret_tensor(mm_10, (s33, s50, 192), (192*s50, 192, 1), 0); del mm_10  # reuse
            # Topologically Sorted Source Nodes: [view_35, linear_9, silu_1, mul_626, linear_10, mul_627, reciprocal, mul_628, mul_629, sub_256, mul_630, add_629, mul_631], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0_xnumel = 192*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0.run(buf5, buf1, mm_9, buf2, triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0_xnumel, stream=stream0)
            del buf1
            del mm_9
            buf3 = empty_strided_cuda((192, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_35, linear_9, silu_1, mul_626, view_36, permute_22, mm_14], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf2, (192, s33*s50), (1, 192), 0), view_28, out=buf3)
            buf4 = empty_strided_cuda((s33*s50, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_35, linear_9, silu_1, mul_626, view_36, linear_10, permute_24, mm_15], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf2, (s33*s50, 192), (192, 1), 0), primals_22, out=buf4)
            del primals_22
            buf6 = empty_strided_cuda((192, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_35, linear_9, silu_1, linear_10, mul_627, reciprocal, mul_628, mul_629, sub_256, mul_630, add_629, mul_631, view_38, permute_26, mm_16], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf5, (192, s33*s50), (1, 192), 0), view_28, out=buf6)
            del view_28
            buf7 = empty_strided_cuda((s33*s50, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_35, linear_9, silu_1, linear_10, mul_627, reciprocal, mul_628, mul_629, sub_256, mul_630, add_629, mul_631, view_38, permute_28, mm_17], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf5, (s33*s50, 192), (192, 1), 0), primals_21, out=buf7)
            del primals_21
            buf8 = empty_strided_cuda((1, 1, 64), (64, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_37, view_39, add_630, mul_15, mul_632, sum_1], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            triton_red_fused_add_mul_sum_view_1_r0_numel = s33*s50
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_1.run(buf4, buf7, add_550, rsqrt_3, buf8, 64, triton_red_fused_add_mul_sum_view_1_r0_numel, stream=stream0)
            buf10 = reinterpret_tensor(buf4, (s33, s50, 64), (64*s50, 64, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [view_37, view_39, add_630, mul_633, mul_634, mul_635, sum_2, add_631, pow_5, mul_636, mul_637, expand_4, div_2, pow_6, mul_638, mul_639, add_632], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            triton_per_fused_add_div_expand_mul_pow_sum_view_2_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_2.run(buf10, buf7, primals_20, add_550, tangents_1, rsqrt_3, triton_per_fused_add_div_expand_mul_pow_sum_view_2_xnumel, 64, stream=stream0)
            del add_550
            del primals_20
            del rsqrt_3
            del tangents_1
            buf11 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_41, permute_30, transpose_5, reshape_1, linear_8, mm_18], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf10, (64, s33*s50), (1, 64), 0), reinterpret_tensor(getitem_16, (s33*s50, 64), (64, 1), 0), out=buf11)
            buf12 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [view_41, linear_8, permute_32, mm_19], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf10, (s33*s50, 64), (64, 1), 0), primals_19, out=buf12)
            del primals_19
            # Topologically Sorted Source Nodes: [view_42, view_43, permute_34, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            buf13 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf12, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 0), add_429, view_23, view_24, None, getitem_16, getitem_17, getitem_18, getitem_19, 0.0, [True, True, True, False], True)
            del add_429
            del buf12
            del getitem_16
            del getitem_17
            del getitem_18
            del getitem_19
            del view_23
            del view_24
            buf14 = buf13[0]
            assert_size_stride(buf14, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf14, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf15 = buf13[1]
            assert_size_stride(buf15, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf16 = buf13[2]
            assert_size_stride(buf16, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf13
            buf17 = empty_strided_cuda((s33, 2, s50, 16), (32*s50, 16, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_45, sum_4, squeeze_1, sin_1, mul_640, slice_5, slice_6, neg_7, cat_4, cos_1, mul_641, add_633], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.slice, aten.mul, aten.neg, aten.cat, aten.add]
            triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3_xnumel = 32*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3.run(buf15, primals_18, primals_17, buf17, s50, triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3_xnumel, stream=stream0)
            buf18 = reinterpret_tensor(buf15, (s33, s50, 4, 16), (64*s50, 64, 16, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [view_44, sum_3, squeeze, cat_6, permute_35, clone_4], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.cat, aten.transpose, aten.clone]
            triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4.run(buf17, buf16, buf18, triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4_xnumel, stream=stream0)
            buf19 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_44, sum_3, squeeze, cat_6, permute_35, clone_4, view_46, view_47, permute_36, mm_20], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.cat, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf18, (64, s33*s50), (1, 64), 0), view_17, out=buf19)
            buf20 = reinterpret_tensor(buf16, (s33*s50, 64), (64, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [view_44, sum_3, squeeze, cat_6, permute_35, clone_4, view_46, view_47, linear_7, permute_38, mm_21], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.cat, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf18, (s33*s50, 64), (64, 1), 0), primals_16, out=buf20)
            del primals_16
            buf21 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [sin_1, cos_1, mul_642, slice_7, slice_8, neg_8, cat_5, mul_643, add_634, permute_40, clone_5], Original ATen: [aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.transpose, aten.clone]
            triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5.run(buf14, primals_18, primals_17, buf21, s50, triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5_xnumel, stream=stream0)
            del primals_17
            del primals_18
            buf22 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sin_1, cos_1, mul_642, slice_7, slice_8, neg_8, cat_5, mul_643, add_634, permute_40, clone_5, view_49, view_50, permute_41, mm_22], Original ATen: [aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf21, (64, s33*s50), (1, 64), 0), view_17, out=buf22)
            del view_17
            buf23 = reinterpret_tensor(buf14, (s33*s50, 64), (64, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [sin_1, cos_1, mul_642, slice_7, slice_8, neg_8, cat_5, mul_643, add_634, permute_40, clone_5, view_49, view_50, linear_6, permute_43, mm_23], Original ATen: [aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf21, (s33*s50, 64), (64, 1), 0), primals_15, out=buf23)
            del primals_15
            buf24 = empty_strided_cuda((1, 1, 64), (64, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_48, view_51, add_635, mul_9, mul_644, sum_5], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            triton_red_fused_add_mul_sum_view_1_r0_numel = s33*s50
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_1.run(buf20, buf23, add_309, rsqrt_2, buf24, 64, triton_red_fused_add_mul_sum_view_1_r0_numel, stream=stream0)
            buf26 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [view_48, view_51, add_635, mul_645, mul_646, mul_647, sum_6, add_636, pow_7, mul_648, mul_649, expand_5, div_3, pow_8, mul_650, mul_651, add_637], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            triton_per_fused_add_div_expand_mul_pow_sum_view_6_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_6.run(buf26, buf20, buf23, primals_14, add_309, rsqrt_2, triton_per_fused_add_div_expand_mul_pow_sum_view_6_xnumel, 64, stream=stream0)
            del add_309
            del primals_14
            del rsqrt_2
            buf27 = empty_strided_cuda((64, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_53, permute_45, mm_24], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf26, (64, s33*s50), (1, 64), 0), view_15, out=buf27)
            del view_15
            buf28 = reinterpret_tensor(buf5, (s33*s50, 192), (192, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [view_53, linear_5, permute_47, mm_25], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf26, (s33*s50, 64), (64, 1), 0), primals_13, out=buf28)
            del primals_13
            buf29 = buf2; del buf2  # reuse
            buf32 = reinterpret_tensor(mm_4, (s33, s50, 192), (192*s50, 192, 1), 0); del mm_4  # reuse
            # Topologically Sorted Source Nodes: [view_54, linear_3, silu, mul_652, linear_4, mul_653, reciprocal_1, mul_654, mul_655, sub_257, mul_656, add_639, mul_657], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0_xnumel = 192*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0.run(buf32, buf28, mm_3, buf29, triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_0_xnumel, stream=stream0)
            del buf28
            del mm_3
            buf30 = empty_strided_cuda((192, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_54, linear_3, silu, mul_652, view_55, permute_49, mm_26], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf29, (192, s33*s50), (1, 192), 0), view_11, out=buf30)
            buf31 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [view_54, linear_3, silu, mul_652, view_55, linear_4, permute_51, mm_27], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf29, (s33*s50, 192), (192, 1), 0), primals_12, out=buf31)
            del buf29
            del primals_12
            buf33 = empty_strided_cuda((192, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_54, linear_3, silu, linear_4, mul_653, reciprocal_1, mul_654, mul_655, sub_257, mul_656, add_639, mul_657, view_57, permute_53, mm_28], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf32, (192, s33*s50), (1, 192), 0), view_11, out=buf33)
            del view_11
            buf34 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [view_54, linear_3, silu, linear_4, mul_653, reciprocal_1, mul_654, mul_655, sub_257, mul_656, add_639, mul_657, view_57, permute_55, mm_29], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf32, (s33*s50, 192), (192, 1), 0), primals_11, out=buf34)
            del buf32
            del primals_11
            buf37 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [view_56, view_58, add_640, linear_2, x, mul_659, mul_660, mul_661, sum_8, add_641, pow_9, mul_662, mul_663, expand_6, div_4, pow_10, mul_664, mul_665, add_642], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_7_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_7.run(buf37, buf31, buf34, primals_10, primals_3, mm_2, rsqrt_1, triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_7_xnumel, 64, stream=stream0)
            del primals_10
            buf39 = reinterpret_tensor(buf21, (s33*s50, 64), (64, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [view_60, linear_2, permute_59, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf37, (s33*s50, 64), (64, 1), 0), primals_9, out=buf39)
            del primals_9
            # Topologically Sorted Source Nodes: [view_61, view_62, permute_61, _scaled_dot_product_efficient_attention_backward_1], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            buf40 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf39, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 0), add_115, view_6, view_7, None, getitem_6, getitem_7, getitem_8, getitem_9, 0.0, [True, True, True, False], True)
            del add_115
            del getitem_7
            del getitem_8
            del getitem_9
            del view_6
            del view_7
            buf43 = buf40[2]
            assert_size_stride(buf43, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf42 = buf40[1]
            assert_size_stride(buf42, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf42, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf44 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_64, sum_10, squeeze_3, sin, mul_666, slice_9, slice_10, neg_10, cat_7, cos, mul_667, add_643], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.slice, aten.mul, aten.neg, aten.cat, aten.add]
            triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3_xnumel = 32*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3.run(buf42, primals_8, primals_7, buf44, s50, triton_poi_fused_add_cat_mul_neg_slice_squeeze_sum_view_3_xnumel, stream=stream0)
            buf45 = reinterpret_tensor(buf42, (s33, s50, 4, 16), (64*s50, 64, 16, 1), 0); del buf42  # reuse
            # Topologically Sorted Source Nodes: [view_63, sum_9, squeeze_2, cat_9, permute_62, clone_6], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.cat, aten.transpose, aten.clone]
            triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4.run(buf44, buf43, buf45, triton_poi_fused_cat_clone_squeeze_sum_transpose_view_4_xnumel, stream=stream0)
            del buf44
            buf47 = reinterpret_tensor(buf43, (s33*s50, 64), (64, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [view_63, sum_9, squeeze_2, cat_9, permute_62, clone_6, view_65, view_66, linear_1, permute_65, mm_33], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.cat, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf45, (s33*s50, 64), (64, 1), 0), primals_6, out=buf47)
            del primals_6
            buf41 = buf40[0]
            assert_size_stride(buf41, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf41, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf40
            buf48 = reinterpret_tensor(buf39, (s33, s50, 4, 16), (64*s50, 64, 16, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [sin, cos, mul_668, slice_11, slice_12, neg_11, cat_8, mul_669, add_644, permute_67, clone_7], Original ATen: [aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.transpose, aten.clone]
            triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5.run(buf41, primals_8, primals_7, buf48, s50, triton_poi_fused_add_cat_clone_mul_neg_slice_transpose_5_xnumel, stream=stream0)
            del primals_7
            del primals_8
            buf50 = reinterpret_tensor(buf41, (s33*s50, 64), (64, 1), 0); del buf41  # reuse
            # Topologically Sorted Source Nodes: [sin, cos, mul_668, slice_11, slice_12, neg_11, cat_8, mul_669, add_644, permute_67, clone_7, view_68, view_69, linear, permute_70, mm_35], Original ATen: [aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf48, (s33*s50, 64), (64, 1), 0), primals_5, out=buf50)
            del primals_5
            buf35 = empty_strided_cuda((1, 1, 64), (64, 64, 1), torch.float32)
            buf51 = empty_strided_cuda((1, 1, 64), (64, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_56, view_58, add_640, linear_2, x, mul_6, mul_658, sum_7, view_67, view_70, add_645, mul, mul_670, sum_11], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum]
            triton_red_fused__unsafe_view_add_mul_sum_view_8_r0_numel = s33*s50
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_mul_sum_view_8.run(buf31, buf34, primals_3, mm_2, rsqrt_1, buf47, buf50, rsqrt, buf35, buf51, 64, triton_red_fused__unsafe_view_add_mul_sum_view_8_r0_numel, stream=stream0)
            del buf31
            del buf34
            del mm_2
            del rsqrt_1
            buf38 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_60, permute_57, transpose_2, reshape, linear_2, mm_30], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf37, (64, s33*s50), (1, 64), 0), reinterpret_tensor(getitem_6, (s33*s50, 64), (64, 1), 0), out=buf38)
            del getitem_6
            buf46 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_63, sum_9, squeeze_2, cat_9, permute_62, clone_6, view_65, view_66, permute_63, mm_32], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.cat, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf45, (64, s33*s50), (1, 64), 0), view, out=buf46)
            del buf45
            buf49 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sin, cos, mul_668, slice_11, slice_12, neg_11, cat_8, mul_669, add_644, permute_67, clone_7, view_68, view_69, permute_68, mm_34], Original ATen: [aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf48, (64, s33*s50), (1, 64), 0), view, out=buf49)
            del buf48
            del view
            buf53 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [view_67, view_70, add_645, mul_671, mul_672, mul_673, sum_12, add_646, pow_11, mul_674, mul_675, expand_7, div_5, pow_12, mul_676, mul_677, add_647], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            triton_per_fused_add_div_expand_mul_pow_sum_view_6_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_6.run(buf53, buf47, buf50, primals_4, primals_3, rsqrt, triton_per_fused_add_div_expand_mul_pow_sum_view_6_xnumel, 64, stream=stream0)
            del buf47
            del buf50
            del primals_3
            del primals_4
            del rsqrt
        return (None, None, buf53, reinterpret_tensor(buf51, (64, ), (1, ), 0), buf49, buf46, None, None, buf38, reinterpret_tensor(buf35, (64, ), (1, ), 0), buf33, buf30, buf27, reinterpret_tensor(buf24, (64, ), (1, ), 0), buf22, buf19, None, None, buf11, reinterpret_tensor(buf8, (64, ), (1, ), 0), buf6, buf3, buf0, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 3
    primals_2 = 40
    mul_21 = 120
    primals_3 = rand_strided((3, 40, 64), (2560, 64, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((96, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((96, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((64, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((96, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((96, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((64, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((3, 40, 1), (40, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((120, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    add_115 = rand_strided((3, 4, 40, 16), (2560, 16, 64, 1), device='cuda:0', dtype=torch.float32)
    view_6 = rand_strided((3, 4, 40, 16), (2560, 640, 16, 1), device='cuda:0', dtype=torch.float32)
    view_7 = rand_strided((3, 4, 40, 16), (2560, 640, 16, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((3, 4, 40, 16), (2560, 16, 64, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((3, 4, 64), (256, 64, 1), device='cuda:0', dtype=torch.float32)
    getitem_8 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_9 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    mm_2 = rand_strided((120, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((3, 40, 1), (40, 1, 1), device='cuda:0', dtype=torch.float32)
    view_11 = rand_strided((120, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    mm_3 = rand_strided((120, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    mm_4 = rand_strided((120, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    view_15 = rand_strided((120, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    add_309 = rand_strided((3, 40, 64), (2560, 64, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((3, 40, 1), (40, 1, 1), device='cuda:0', dtype=torch.float32)
    view_17 = rand_strided((120, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    add_429 = rand_strided((3, 4, 40, 16), (2560, 16, 64, 1), device='cuda:0', dtype=torch.float32)
    view_23 = rand_strided((3, 4, 40, 16), (2560, 640, 16, 1), device='cuda:0', dtype=torch.float32)
    view_24 = rand_strided((3, 4, 40, 16), (2560, 640, 16, 1), device='cuda:0', dtype=torch.float32)
    getitem_16 = rand_strided((3, 4, 40, 16), (2560, 16, 64, 1), device='cuda:0', dtype=torch.float32)
    getitem_17 = rand_strided((3, 4, 64), (256, 64, 1), device='cuda:0', dtype=torch.float32)
    getitem_18 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_19 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    add_550 = rand_strided((3, 40, 64), (2560, 64, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((3, 40, 1), (40, 1, 1), device='cuda:0', dtype=torch.float32)
    view_28 = rand_strided((120, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    mm_9 = rand_strided((120, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    mm_10 = rand_strided((120, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    view_32 = rand_strided((120, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((3, 40, 64), (2560, 64, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, mul_21, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, rsqrt, view, add_115, view_6, view_7, getitem_6, getitem_7, getitem_8, getitem_9, mm_2, rsqrt_1, view_11, mm_3, mm_4, view_15, add_309, rsqrt_2, view_17, add_429, view_23, view_24, getitem_16, getitem_17, getitem_18, getitem_19, add_550, rsqrt_3, view_28, mm_9, mm_10, view_32, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
