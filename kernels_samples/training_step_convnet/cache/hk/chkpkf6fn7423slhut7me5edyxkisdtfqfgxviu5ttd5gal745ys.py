# AOT ID: ['0_backward']
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


# kernel path: /tmp/caps/.training_step_convnet.new/cache/26/c26oznrj7jf7ridk3xob6wr7hw7bdpc2n5n72ik2josnll55ouvr.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[8, 5][5, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_sum_0 = async_compile.triton('triton_per_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 125, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 5
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 5*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.training_step_convnet.new/cache/rq/crqzjyzerbqvfcpkshcbc4spsxifmdbedulorugfkqlta72wrbon.py
# Topologically Sorted Source Nodes: [unsqueeze_4, unsqueeze_5, expand, div, y_1, max_pool2d_with_indices_backward, le, full_default, where, sum_2, sub_1, mul_7, sum_3, mul_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, mul_9, mul_10, mul_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, mul_12, unsqueeze_15, unsqueeze_16, unsqueeze_17, mul_13, sub_3, sub_4, mul_14, mul_15, sum_4], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   div => div
#   expand => expand
#   full_default => full_default
#   le => le
#   max_pool2d_with_indices_backward => max_pool2d_with_indices_backward
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   mul_7 => mul_7
#   mul_8 => mul_8
#   mul_9 => mul_9
#   sub_1 => sub_1
#   sub_3 => sub_3
#   sub_4 => sub_4
#   sum_2 => sum_2
#   sum_3 => sum_3
#   sum_4 => sum_4
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_4 => unsqueeze_4
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_9 => unsqueeze_9
#   where => where
#   y_1 => _low_memory_max_pool_offsets_to_indices
# Graph fragment:
#   %relu : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0" = PlaceHolder[target=relu]
#   %getitem_3 : Tensor "i8[8, 16, 12, 12][2304, 144, 12, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %mm : Tensor "f32[8, 16][16, 1]cuda:0" = PlaceHolder[target=mm]
#   %convolution : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_8 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_8]
#   %mul_7 : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0" = PlaceHolder[target=mul_7]
#   %sum_3 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_3]
#   %squeeze_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %sub_3 : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0" = PlaceHolder[target=sub_3]
#   %sum_2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_2]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %mul_14 : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %unsqueeze_4 : Tensor "f32[8, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[8, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %expand : Tensor "f32[8, 16, 12, 12][16, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_5, [8, 16, 12, 12]), kwargs = {})
#   %div : Tensor "f32[8, 16, 12, 12][2304, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 144), kwargs = {})
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[8, 16, 12, 12][2304, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_3, [2, 2], [24, 24], [2, 2], [0, 0], [1, 1]), kwargs = {})
#   %max_pool2d_with_indices_backward : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.max_pool2d_with_indices_backward.default](args = (%div, %relu, [2, 2], [], [0, 0], [1, 1], False, %_low_memory_max_pool_offsets_to_indices), kwargs = {})
#   %le : Tensor "b8[8, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %max_pool2d_with_indices_backward), kwargs = {})
#   %sum_2 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   %sub_1 : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_8), kwargs = {})
#   %mul_7 : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_1), kwargs = {})
#   %sum_3 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_7, [0, 2, 3]), kwargs = {})
#   %mul_8 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_2, 0.00021701388888888888), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_8, 0), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 2), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 3), kwargs = {})
#   %mul_9 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, 0.00021701388888888888), kwargs = {})
#   %mul_10 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_11 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %mul_10), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_11, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %mul_12 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_7), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_12, 0), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 2), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 3), kwargs = {})
#   %mul_13 : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %unsqueeze_14), kwargs = {})
#   %sub_3 : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %mul_13), kwargs = {})
#   %sub_4 : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_3, %unsqueeze_11), kwargs = {})
#   %mul_14 : Tensor "f32[8, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %unsqueeze_17), kwargs = {})
#   %mul_15 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %squeeze_1), kwargs = {})
#   %sum_4 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_14, [0, 2, 3]), kwargs = {})
#   return %mul_7,%sum_3,%mul_15,%sum_2,%sub_3,%mul_14,%sum_4
triton_red_fused_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_threshold_backward_unsqueeze_1 = async_compile.triton('triton_red_fused_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_threshold_backward_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 8192},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i8', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_threshold_backward_unsqueeze_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 5, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1088, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_threshold_backward_unsqueeze_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 4608
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp18 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 576
        r0_4 = (r0_index % 576)
        r0_1 = (r0_index % 24)
        r0_2 = ((r0_index // 24) % 24)
        tmp0 = tl.load(in_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr1 + (12*((r0_2 // 2) * ((r0_2 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) < (r0_2 // 2))) + 144*x0 + 2304*r0_3 + ((r0_1 // 2) * ((r0_1 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) < (r0_1 // 2)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr2 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp17 = tl.load(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.full([1, 1], 4, tl.int32)
        tmp5 = tmp3 + tmp4
        tmp6 = tmp3 < 0
        tmp7 = tl.where(tmp6, tmp5, tmp3)
        tl.device_assert(((0 <= tmp7) & (tmp7 < 4)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp7 < 4")
        tmp10 = tl.full([1, 1], 0.006944444444444444, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = tmp7 + 2*((r0_1 // 2) * ((r0_1 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) < (r0_1 // 2))) + 22*(tmp7 // 2) + 48*((r0_2 // 2) * ((r0_2 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) < (r0_2 // 2)))
        tmp13 = r0_4
        tmp14 = tmp12 == tmp13
        tmp15 = tl.where(tmp14, tmp11, tmp1)
        tmp16 = tl.where(tmp2, tmp1, tmp15)
        tmp19 = tmp17 - tmp18
        tmp20 = tmp16 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tmp24 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp25 = tmp22 * tmp24
    tl.store(out_ptr2 + (x0), tmp25, xmask)
    _tmp44 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 576
        r0_4 = (r0_index % 576)
        r0_1 = (r0_index % 24)
        r0_2 = ((r0_index // 24) % 24)
        tmp26 = tl.load(in_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp29 = tl.load(in_ptr1 + (12*((r0_2 // 2) * ((r0_2 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) < (r0_2 // 2))) + 144*x0 + 2304*r0_3 + ((r0_1 // 2) * ((r0_1 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) < (r0_1 // 2)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp35 = tl.load(in_ptr2 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp46 = tl.load(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp27 = tl.full([1, 1], 0.0, tl.float32)
        tmp28 = tmp26 <= tmp27
        tmp30 = tl.full([1, 1], 4, tl.int32)
        tmp31 = tmp29 + tmp30
        tmp32 = tmp29 < 0
        tmp33 = tl.where(tmp32, tmp31, tmp29)
        tl.device_assert(((0 <= tmp33) & (tmp33 < 4)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp33 < 4")
        tmp36 = tl.full([1, 1], 0.006944444444444444, tl.float32)
        tmp37 = tmp35 * tmp36
        tmp38 = tmp33 + 2*((r0_1 // 2) * ((r0_1 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (12)))) < (r0_1 // 2))) + 22*(tmp33 // 2) + 48*((r0_2 // 2) * ((r0_2 // 2) <= ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12))))) + ((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) * (((-1) + ((12) * ((12) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (12)))) < (r0_2 // 2)))
        tmp39 = r0_4
        tmp40 = tmp38 == tmp39
        tmp41 = tl.where(tmp40, tmp37, tmp27)
        tmp42 = tl.where(tmp28, tmp27, tmp41)
        tmp43 = tl.broadcast_to(tmp42, [XBLOCK, R0_BLOCK])
        tmp45 = _tmp44 + tmp43
        _tmp44 = tl.where(r0_mask & xmask, tmp45, _tmp44)
        tmp47 = tmp46 - tmp18
        tmp48 = tl.full([1, 1], 0.00021701388888888888, tl.float32)
        tmp49 = tmp22 * tmp48
        tmp50 = tmp24 * tmp24
        tmp51 = tmp49 * tmp50
        tmp52 = tmp47 * tmp51
        tmp53 = tmp42 - tmp52
        tl.store(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), tmp53, r0_mask & xmask)
    tmp44 = tl.sum(_tmp44, 1)[:, None]
    tl.store(out_ptr3 + (x0), tmp44, xmask)
    tmp58 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    _tmp62 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 576
        r0_4 = (r0_index % 576)
        tmp54 = tl.load(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp55 = tl.full([1, 1], 0.00021701388888888888, tl.float32)
        tmp56 = tmp44 * tmp55
        tmp57 = tmp54 - tmp56
        tmp59 = tmp24 * tmp58
        tmp60 = tmp57 * tmp59
        tmp61 = tl.broadcast_to(tmp60, [XBLOCK, R0_BLOCK])
        tmp63 = _tmp62 + tmp61
        _tmp62 = tl.where(r0_mask & xmask, tmp63, _tmp62)
        tl.store(in_out_ptr0 + (r0_4 + 576*x0 + 9216*r0_3), tmp60, r0_mask & xmask)
    tmp62 = tl.sum(_tmp62, 1)[:, None]
    tl.store(out_ptr4 + (x0), tmp62, xmask)
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
        primals_1, primals_3, primals_7, primals_9, convolution, squeeze_1, relu, getitem_3, mean, unsqueeze_8, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (16, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_3, (8, 3, 24, 24), (1728, 576, 24, 1))
        assert_size_stride(primals_7, (16, ), (1, ))
        assert_size_stride(primals_9, (5, 16), (16, 1))
        assert_size_stride(convolution, (8, 16, 24, 24), (9216, 576, 24, 1))
        assert_size_stride(squeeze_1, (16, ), (1, ))
        assert_size_stride(relu, (8, 16, 24, 24), (9216, 576, 24, 1))
        assert_size_stride(getitem_3, (8, 16, 12, 12), (2304, 144, 12, 1))
        assert_size_stride(mean, (8, 16), (16, 1))
        assert_size_stride(unsqueeze_8, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(tangents_1, (8, 5), (5, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(tangents_1, primals_9, out=buf0)
            del primals_9
            buf1 = empty_strided_cuda((5, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (5, 8), (1, 5), 0), mean, out=buf1)
            del mean
            buf2 = empty_strided_cuda((1, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_0.run(tangents_1, buf2, 5, 8, stream=stream0)
            del tangents_1
            buf8 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf3 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf6 = convolution; del convolution  # reuse
            buf7 = buf6; del buf6  # reuse
            buf9 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_4, unsqueeze_5, expand, div, y_1, max_pool2d_with_indices_backward, le, full_default, where, sum_2, sub_1, mul_7, sum_3, mul_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, mul_9, mul_10, mul_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, mul_12, unsqueeze_15, unsqueeze_16, unsqueeze_17, mul_13, sub_3, sub_4, mul_14, mul_15, sum_4], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_threshold_backward_unsqueeze_1.run(buf7, relu, getitem_3, buf0, unsqueeze_8, squeeze_1, primals_7, buf8, buf3, buf9, 16, 4608, stream=stream0)
            del buf0
            del getitem_3
            del primals_7
            del relu
            del squeeze_1
            del unsqueeze_8
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            buf10 = torch.ops.aten.convolution_backward.default(buf7, primals_3, primals_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])
            del buf7
            del primals_1
            del primals_3
            buf11 = buf10[1]
            assert_size_stride(buf11, (16, 3, 3, 3), (27, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf11, 16, 'torch.ops.aten.convolution_backward.default')
            del buf10
        return (buf11, buf9, None, None, None, None, buf8, buf3, buf1, reinterpret_tensor(buf2, (5, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((8, 3, 24, 24), (1728, 576, 24, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((5, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((8, 16, 24, 24), (9216, 576, 24, 1), device='cuda:0', dtype=torch.float32)
    squeeze_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((8, 16, 24, 24), (9216, 576, 24, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((8, 16, 12, 12), (2304, 144, 12, 1), device='cuda:0', dtype=torch.int8)
    mean = rand_strided((8, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_8 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((8, 5), (5, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_3, primals_7, primals_9, convolution, squeeze_1, relu, getitem_3, mean, unsqueeze_8, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
