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


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/zd/czdlre6evobvuab5ftqweml5h7d4xzx7fddypywrqqxwjxio2bk3.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 2, s53, s0][2*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0, 2, 3]), kwargs = {})
#   return %sum_1
triton_red_fused_convolution_backward_0 = async_compile.triton('triton_red_fused_convolution_backward_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4, 'r0_': 8960}}
)
@triton.jit
def triton_red_fused_convolution_backward_0(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2
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
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks1*ks2*x0 + 2*ks1*ks2*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/mf/cmf4i7c5l6striej2nnxk3rorcw56y4ejrabzk2tyulx4v2n2blp.py
# Topologically Sorted Source Nodes: [input_25, reciprocal, mul_337, mul_338, sub_195, mul_339, add_437, mul_340], Original ATen: [aten.silu, aten.silu_backward]
# Source node to ATen node mapping:
#   add_437 => add_437
#   input_25 => add_425, exp_9, neg_9
#   mul_337 => mul_337
#   mul_338 => mul_338
#   mul_339 => mul_339
#   mul_340 => mul_340
#   reciprocal => reciprocal
#   sub_195 => sub_195
# Graph fragment:
#   %getitem_14 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=getitem_14]
#   %convolution_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=convolution_9]
#   %neg_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_9,), kwargs = {})
#   %exp_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_9,), kwargs = {})
#   %add_425 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_9, 1), kwargs = {})
#   %reciprocal : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_425,), kwargs = {})
#   %mul_337 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_338 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_14, %mul_337), kwargs = {})
#   %sub_195 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_337), kwargs = {})
#   %mul_339 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution_9, %sub_195), kwargs = {})
#   %add_437 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_339, 1), kwargs = {})
#   %mul_340 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_338, %add_437), kwargs = {})
#   return %mul_340
triton_poi_fused_silu_silu_backward_1 = async_compile.triton('triton_poi_fused_silu_silu_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_silu_silu_backward_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 143360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_silu_silu_backward_1(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/u7/cu73d6qhi2llmsj3afc6jgpg7hqpfvjnchje3yvnnbeozea67tq4.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %mul_340 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=mul_340]
#   %sum_2 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_340, [0, 2, 3]), kwargs = {})
#   return %sum_2
triton_red_fused_convolution_backward_2 = async_compile.triton('triton_red_fused_convolution_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 64, 'r0_': 35840}}
)
@triton.jit
def triton_red_fused_convolution_backward_2(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
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
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks1*ks2*x0 + 8*ks1*ks2*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/kf/ckfckoo5oaahps2giltjcm4mn2of3iuhydp2dukmnj6ab6mjzpns.py
# Topologically Sorted Source Nodes: [input_22, input_23, reciprocal_1, mul_341, mul_342, sub_196, mul_343, add_439, mul_344, mul_345, view_14, sum_3, view_15, sum_4], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_439 => add_439
#   input_22 => add_408, mul_321, mul_322, sub_184, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, view_12, view_13
#   input_23 => add_414, exp_8, neg_8
#   mul_341 => mul_341
#   mul_342 => mul_342
#   mul_343 => mul_343
#   mul_344 => mul_344
#   mul_345 => mul_345
#   reciprocal_1 => reciprocal_1
#   sub_196 => sub_196
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_14 => view_14
#   view_15 => view_15
# Graph fragment:
#   %convolution_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=convolution_8]
#   %getitem_13 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_13]
#   %rsqrt_4 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_30 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_30]
#   %primals_31 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_31]
#   %getitem_17 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=getitem_17]
#   %add_408 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_408]
#   %view_12 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_8, [2, 4, 2, %mul_5]), kwargs = {})
#   %sub_184 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_12, %getitem_13), kwargs = {})
#   %mul_321 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_184, %rsqrt_4), kwargs = {})
#   %view_13 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_321, [2, 8, %primals_3, %primals_4]), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_30, 0), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, 2), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_25, 3), kwargs = {})
#   %mul_322 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, %unsqueeze_26), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_31, 0), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_27, 2), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, 3), kwargs = {})
#   %add_408 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_322, %unsqueeze_29), kwargs = {})
#   %neg_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_408,), kwargs = {})
#   %exp_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_8,), kwargs = {})
#   %add_414 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_8, 1), kwargs = {})
#   %reciprocal_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_414,), kwargs = {})
#   %mul_341 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %mul_342 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_17, %mul_341), kwargs = {})
#   %sub_196 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_341), kwargs = {})
#   %mul_343 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_408, %sub_196), kwargs = {})
#   %add_439 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_343, 1), kwargs = {})
#   %mul_344 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_342, %add_439), kwargs = {})
#   %mul_345 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_344, %convolution_8), kwargs = {})
#   %view_14 : Tensor "f32[2, 8, s0*s53][8*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_345, [2, 8, %mul_5]), kwargs = {})
#   %sum_3 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_14, [2]), kwargs = {})
#   %view_15 : Tensor "f32[2, 8, s0*s53][8*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_344, [2, 8, %mul_5]), kwargs = {})
#   %sum_4 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_15, [2]), kwargs = {})
#   return %add_408,%sum_3,%sum_4
triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3 = async_compile.triton('triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384, 'r0_': 179200}}
)
@triton.jit
def triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    tmp1 = tl.load(in_ptr1 + (x3 // 2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 2), xmask, eviction_policy='evict_last')
    x0 = (xindex % 8)
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp24 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + ks0*ks1*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp9 = tl.load(in_ptr5 + (r0_2 + ks0*ks1*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp10 = -tmp8
        tmp11 = libdevice.exp(tmp10)
        tmp12 = tl.full([1, 1], 1.0, tl.float32)
        tmp13 = tmp11 + tmp12
        tmp14 = tl.full([1, 1], 1, tl.int32)
        tmp15 = (tmp14 / tmp13)
        tmp16 = tmp15 * tmp12
        tmp17 = tmp9 * tmp16
        tmp18 = tmp12 - tmp16
        tmp19 = tmp8 * tmp18
        tmp20 = tmp19 + tmp12
        tmp21 = tmp17 * tmp20
        tmp22 = tmp21 * tmp0
        tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
        tmp25 = _tmp24 + tmp23
        _tmp24 = tl.where(r0_mask & xmask, tmp25, _tmp24)
        tmp26 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
        tl.store(out_ptr0 + (r0_2 + ks0*ks1*x3), tmp8, r0_mask & xmask)
    tmp24 = tl.sum(_tmp24, 1)[:, None]
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tl.store(out_ptr1 + (x3), tmp24, xmask)
    tl.store(out_ptr2 + (x3), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/6y/c6ylzuykd6cfde4fjqpbl44is3u4q7mjwibnzbq7eb7zzlea4dkl.py
# Topologically Sorted Source Nodes: [input_22, mul_346, view_16, sum_5, mul_347, view_17, sum_6, mul_349, sub_197, mul_350, mul_351, mul_352, neg_12, mul_355, mul_356, sub_198], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   input_22 => squeeze_8, squeeze_9, unsqueeze_24
#   mul_346 => mul_346
#   mul_347 => mul_347
#   mul_349 => mul_349
#   mul_350 => mul_350
#   mul_351 => mul_351
#   mul_352 => mul_352
#   mul_355 => mul_355
#   mul_356 => mul_356
#   neg_12 => neg_12
#   sub_197 => sub_197
#   sub_198 => sub_198
#   sum_5 => sum_5
#   sum_6 => sum_6
#   view_16 => view_16
#   view_17 => view_17
# Graph fragment:
#   %sum_4 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %primals_30 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_30]
#   %getitem_13 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_13]
#   %sum_3 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %rsqrt_4 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %mul_tensor_2 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=mul_tensor_2]
#   %unsqueeze_24 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_30, 0), kwargs = {})
#   %mul_346 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %unsqueeze_24), kwargs = {})
#   %view_16 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_346, [2, 4, 2]), kwargs = {})
#   %sum_5 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_16, [2]), kwargs = {})
#   %mul_347 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %unsqueeze_24), kwargs = {})
#   %view_17 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_347, [2, 4, 2]), kwargs = {})
#   %sum_6 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_17, [2]), kwargs = {})
#   %squeeze_9 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_4, [2, 3]), kwargs = {})
#   %squeeze_8 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_13, [2, 3]), kwargs = {})
#   %mul_349 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_8), kwargs = {})
#   %sub_197 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_349, %sum_5), kwargs = {})
#   %mul_350 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_197, %squeeze_9), kwargs = {})
#   %mul_351 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_350, %squeeze_9), kwargs = {})
#   %mul_352 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_351, %squeeze_9), kwargs = {})
#   %full_default_4 : Tensor "f64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_1 : Tensor "i64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 2), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_3 : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_4,), kwargs = {})
#   %mul_tensor : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_1, %scalar_tensor_default_3), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_3,), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor, %scalar_tensor_default), kwargs = {})
#   %convert_element_type_default : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_tensor_1, torch.float64), kwargs = {})
#   %true_divide_tensor : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default_4, %convert_element_type_default), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor, torch.float32), kwargs = {})
#   %mul_tensor_2 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_352, %convert_element_type_default_1), kwargs = {})
#   %neg_12 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_2,), kwargs = {})
#   %mul_355 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_12, %squeeze_8), kwargs = {})
#   %mul_356 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_9), kwargs = {})
#   %mul_tensor_3 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_356, %convert_element_type_default_1), kwargs = {})
#   %sub_198 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_355, %mul_tensor_3), kwargs = {})
#   return %mul_tensor_2,%sub_198
triton_poi_fused_native_group_norm_native_group_norm_backward_4 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (2*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (2*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (1 + 2*x2), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (x2), xmask)
    tmp9 = tl.load(in_ptr3 + (2*x2), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (1 + 2*x2), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp8 = tmp6 * tmp7
    tmp10 = tmp9 * tmp1
    tmp12 = tmp11 * tmp4
    tmp13 = tmp10 + tmp12
    tmp14 = tmp8 - tmp13
    tmp16 = tmp14 * tmp15
    tmp17 = tmp16 * tmp15
    tmp18 = tmp17 * tmp15
    tmp19 = tl.full([1], 2.0, tl.float32)
    tmp20 = ks0
    tmp21 = tmp20.to(tl.float32)
    tmp22 = tmp19 * tmp21
    tmp23 = ks1
    tmp24 = tmp23.to(tl.float32)
    tmp25 = tmp22 * tmp24
    tmp26 = tmp25.to(tl.float64)
    tmp27 = tl.full([1], 1.0, tl.float64)
    tmp28 = (tmp27 / tmp26)
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp18 * tmp29
    tmp31 = -tmp30
    tmp32 = tmp31 * tmp7
    tmp33 = tmp6 * tmp15
    tmp34 = tmp33 * tmp29
    tmp35 = tmp32 - tmp34
    tl.store(out_ptr0 + (x2), tmp30, xmask)
    tl.store(out_ptr1 + (x2), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/es/cesc2fd6uoxx2ylk7h4uwdrmha3g6lnvcu55x2ik4eeckjgvys6u.py
# Topologically Sorted Source Nodes: [input_22, input_23, reciprocal_1, mul_341, mul_342, sub_196, mul_343, add_439, mul_344, mul_347, view_17, sum_6, unsqueeze_32, view_18, mul_348, neg_12, mul_355, mul_356, sub_198, unsqueeze_33, unsqueeze_34, unsqueeze_35, unsqueeze_36, unsqueeze_37, view_19, mul_358, mul_359, add_440, add_441], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_439 => add_439
#   add_440 => add_440
#   add_441 => add_441
#   input_22 => squeeze_8, squeeze_9, unsqueeze_24, view_12
#   input_23 => add_414, exp_8, neg_8
#   mul_341 => mul_341
#   mul_342 => mul_342
#   mul_343 => mul_343
#   mul_344 => mul_344
#   mul_347 => mul_347
#   mul_348 => mul_348
#   mul_355 => mul_355
#   mul_356 => mul_356
#   mul_358 => mul_358
#   mul_359 => mul_359
#   neg_12 => neg_12
#   reciprocal_1 => reciprocal_1
#   sub_196 => sub_196
#   sub_198 => sub_198
#   sum_6 => sum_6
#   unsqueeze_32 => unsqueeze_32
#   unsqueeze_33 => unsqueeze_33
#   unsqueeze_34 => unsqueeze_34
#   unsqueeze_35 => unsqueeze_35
#   unsqueeze_36 => unsqueeze_36
#   unsqueeze_37 => unsqueeze_37
#   view_17 => view_17
#   view_18 => view_18
#   view_19 => view_19
# Graph fragment:
#   %getitem_17 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=getitem_17]
#   %add_408 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_408]
#   %rsqrt_4 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_30 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_30]
#   %convolution_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=convolution_8]
#   %mul_tensor_2 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=mul_tensor_2]
#   %sub_198 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=sub_198]
#   %view_12 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_8, [2, 4, 2, %mul_5]), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_30, 0), kwargs = {})
#   %neg_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_408,), kwargs = {})
#   %exp_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_8,), kwargs = {})
#   %add_414 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_8, 1), kwargs = {})
#   %reciprocal_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_414,), kwargs = {})
#   %mul_341 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %mul_342 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_17, %mul_341), kwargs = {})
#   %sub_196 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_341), kwargs = {})
#   %mul_343 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_408, %sub_196), kwargs = {})
#   %add_439 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_343, 1), kwargs = {})
#   %mul_344 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_342, %add_439), kwargs = {})
#   %mul_347 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %unsqueeze_24), kwargs = {})
#   %view_17 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_347, [2, 4, 2]), kwargs = {})
#   %sum_6 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_17, [2]), kwargs = {})
#   %squeeze_9 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_4, [2, 3]), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_9, -1), kwargs = {})
#   %view_18 : Tensor "f32[1, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_30, [1, 4, 2]), kwargs = {})
#   %mul_348 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_32, %view_18), kwargs = {})
#   %squeeze_8 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_13, [2, 3]), kwargs = {})
#   %full_default_4 : Tensor "f64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_1 : Tensor "i64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 2), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_3 : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_4,), kwargs = {})
#   %mul_tensor : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_1, %scalar_tensor_default_3), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_3,), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor, %scalar_tensor_default), kwargs = {})
#   %convert_element_type_default : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_tensor_1, torch.float64), kwargs = {})
#   %true_divide_tensor : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default_4, %convert_element_type_default), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor, torch.float32), kwargs = {})
#   %neg_12 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_2,), kwargs = {})
#   %mul_355 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_12, %squeeze_8), kwargs = {})
#   %mul_356 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_9), kwargs = {})
#   %mul_tensor_3 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_356, %convert_element_type_default_1), kwargs = {})
#   %sub_198 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_355, %mul_tensor_3), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[2, 4, 2, 1][8, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_348, -1), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_2, -1), kwargs = {})
#   %unsqueeze_35 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_34, -1), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_198, -1), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, -1), kwargs = {})
#   %view_19 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_344, [2, 4, 2, %mul_5]), kwargs = {})
#   %mul_358 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, %unsqueeze_33), kwargs = {})
#   %mul_359 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, %unsqueeze_35), kwargs = {})
#   %add_440 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_358, %mul_359), kwargs = {})
#   %add_441 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_440, %unsqueeze_37), kwargs = {})
#   return %add_441
triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 179200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x6 = xindex // ks0
    x7 = ((xindex // ks1) % 8)
    tmp0 = tl.load(in_out_ptr0 + (x4), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x4), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr1 + (x6), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x7), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x4), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr4 + (x6), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr5 + (x6), xmask, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp20 = tmp18 * tmp19
    tmp21 = tmp17 + tmp20
    tmp23 = tmp21 + tmp22
    tl.store(in_out_ptr0 + (x4), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/vc/cvcbprjhjdehjfeupovylxmhkebipbidiq6zrar2h7tnxgtipclb.py
# Topologically Sorted Source Nodes: [input_22, unsqueeze_32, view_22, view_23, unsqueeze_38, mul_360, sub_199, mul_361, sum_7, sum_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   input_22 => squeeze_8, squeeze_9
#   mul_360 => mul_360
#   mul_361 => mul_361
#   sub_199 => sub_199
#   sum_7 => sum_7
#   sum_8 => sum_8
#   unsqueeze_32 => unsqueeze_32
#   unsqueeze_38 => unsqueeze_38
#   view_22 => view_22
#   view_23 => view_23
# Graph fragment:
#   %sum_3 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %getitem_13 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_13]
#   %rsqrt_4 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %squeeze_9 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_4, [2, 3]), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_9, -1), kwargs = {})
#   %squeeze_8 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_13, [2, 3]), kwargs = {})
#   %view_22 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_3, [2, 4, 2]), kwargs = {})
#   %view_23 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [2, 4, 2]), kwargs = {})
#   %unsqueeze_38 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_8, -1), kwargs = {})
#   %mul_360 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_23, %unsqueeze_38), kwargs = {})
#   %sub_199 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_22, %mul_360), kwargs = {})
#   %mul_361 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_199, %unsqueeze_32), kwargs = {})
#   %sum_7 : Tensor "f32[4, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_361, [0]), kwargs = {})
#   %sum_8 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sum_4, [0]), kwargs = {})
#   return %sum_7,%sum_8
triton_poi_fused_native_group_norm_native_group_norm_backward_6 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 2
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr1 + (x2), xmask)
    tmp2 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (8 + x2), xmask)
    tmp8 = tl.load(in_ptr1 + (8 + x2), xmask)
    tmp9 = tl.load(in_ptr2 + (4 + x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (4 + x1), xmask, eviction_policy='evict_last')
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 - tmp3
    tmp6 = tmp4 * tmp5
    tmp10 = tmp8 * tmp9
    tmp11 = tmp7 - tmp10
    tmp13 = tmp11 * tmp12
    tmp14 = tmp6 + tmp13
    tmp15 = tmp1 + tmp8
    tl.store(out_ptr0 + (x2), tmp14, xmask)
    tl.store(out_ptr1 + (x2), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/fo/cfocdbccyeiqjzzro666b3dric2tm267conqrbhxlcwcekwqqdnb.py
# Topologically Sorted Source Nodes: [slice_1, mul_362, mul_363, full_default_6, index_put], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   full_default_6 => full_default_6
#   index_put => index_put
#   mul_362 => mul_362
#   mul_363 => mul_363
#   slice_1 => slice_1
# Graph fragment:
#   %slice_1 : Tensor "f32[2, 8, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_20, 1, 0, 8), kwargs = {})
#   %mul_362 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_1, %clamp_max_7), kwargs = {})
#   %mul_363 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_362, %clamp_max_6), kwargs = {})
#   %full_default_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 8, %sym_size_int_8, %sym_size_int_9], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_6, [None, None, %clamp_max_4, %clamp_max_5], %mul_363, True), kwargs = {})
#   return %index_put
triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7 = async_compile.triton('triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/yu/cyucevgeg5fpn7ptffcunexhlmrxavuavoxvdgvmsdvoebffp4ka.py
# Topologically Sorted Source Nodes: [slice_1, mul_362, neg_13, add_442, mul_363, neg_14, add_443, mul_364, neg_15, add_444, full_default_6, index_put, index_put_1, index_put_2, index_put_3], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   add_442 => add_442
#   add_443 => add_443
#   add_444 => add_444
#   full_default_6 => full_default_6
#   index_put => index_put
#   index_put_1 => index_put_1
#   index_put_2 => index_put_2
#   index_put_3 => index_put_3
#   mul_362 => mul_362
#   mul_363 => mul_363
#   mul_364 => mul_364
#   neg_13 => neg_13
#   neg_14 => neg_14
#   neg_15 => neg_15
#   slice_1 => slice_1
# Graph fragment:
#   %clamp_max_4 : Tensor "i64[s53, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_4]
#   %clamp_max_5 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=clamp_max_5]
#   %getitem_20 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=getitem_20]
#   %clamp_max_7 : Tensor "f32[s53, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_7]
#   %clamp_max_6 : Tensor "f32[s0][1]cuda:0" = PlaceHolder[target=clamp_max_6]
#   %index_put : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=index_put]
#   %convert_element_type_7 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=convert_element_type_7]
#   %index_put_1 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %convert_element_type_5 : Tensor "i64[s53, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_5]
#   %index_put_2 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=index_put_2]
#   %index_put_3 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=index_put_3]
#   %slice_1 : Tensor "f32[2, 8, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_20, 1, 0, 8), kwargs = {})
#   %mul_362 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_1, %clamp_max_7), kwargs = {})
#   %neg_13 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_362,), kwargs = {})
#   %add_442 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_1, %neg_13), kwargs = {})
#   %mul_363 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_362, %clamp_max_6), kwargs = {})
#   %neg_14 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_363,), kwargs = {})
#   %add_443 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_362, %neg_14), kwargs = {})
#   %mul_364 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_442, %clamp_max_6), kwargs = {})
#   %neg_15 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_364,), kwargs = {})
#   %add_444 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_442, %neg_15), kwargs = {})
#   %full_default_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 8, %sym_size_int_8, %sym_size_int_9], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_6, [None, None, %clamp_max_4, %clamp_max_5], %mul_363, True), kwargs = {})
#   %index_put_1 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_6, [None, None, %clamp_max_4, %convert_element_type_7], %add_443, True), kwargs = {})
#   %index_put_2 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_6, [None, None, %convert_element_type_5, %clamp_max_5], %mul_364, True), kwargs = {})
#   %index_put_3 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_6, [None, None, %convert_element_type_5, %convert_element_type_7], %add_444, True), kwargs = {})
#   return %buf22,%buf24,%buf26,%buf28
triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8 = async_compile.triton('triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8', 'mutated_arg_names': ['out_ptr0', 'out_ptr1', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 7, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, out_ptr3, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x3 = xindex // ks2
    x5 = (xindex % ks2)
    x7 = xindex // ks3
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x5 + 16*ks0*ks1*x3), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr6 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = ks1 // 2
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < ks1 // 2)) | ~(xmask), "index out of bounds: 0 <= tmp4 < ks1 // 2")
    tmp7 = ks0 // 2
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < ks0 // 2)) | ~(xmask), "index out of bounds: 0 <= tmp10 < ks0 // 2")
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 * tmp15
    tmp18 = tmp17 + tmp7
    tmp19 = tmp17 < 0
    tmp20 = tl.where(tmp19, tmp18, tmp17)
    tl.device_assert(((0 <= tmp20) & (tmp20 < ks0 // 2)) | ~(xmask), "index out of bounds: 0 <= tmp20 < ks0 // 2")
    tmp22 = -tmp16
    tmp23 = tmp14 + tmp22
    tmp25 = tmp24 + tmp1
    tmp26 = tmp24 < 0
    tmp27 = tl.where(tmp26, tmp25, tmp24)
    tl.device_assert(((0 <= tmp27) & (tmp27 < ks1 // 2)) | ~(xmask), "index out of bounds: 0 <= tmp27 < ks1 // 2")
    tmp29 = -tmp14
    tmp30 = tmp12 + tmp29
    tmp31 = tmp30 * tmp15
    tmp32 = -tmp31
    tmp33 = tmp30 + tmp32
    tl.atomic_add(out_ptr0 + (tmp10 + tmp4*(ks0 // 2) + x7*(ks0 // 2)*(ks1 // 2)), tmp16, xmask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (tmp20 + tmp4*(ks0 // 2) + x7*(ks0 // 2)*(ks1 // 2)), tmp23, xmask, sem='relaxed')
    tl.atomic_add(out_ptr2 + (tmp10 + tmp27*(ks0 // 2) + x7*(ks0 // 2)*(ks1 // 2)), tmp31, xmask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tmp20 + tmp27*(ks0 // 2) + x7*(ks0 // 2)*(ks1 // 2)), tmp33, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/4b/c4bebhdg6zggdrzfib6vuphisqasxzuppd5qitil6oxkvk2enq4d.py
# Topologically Sorted Source Nodes: [add_445, add_446, add_447, input_20, reciprocal_2, mul_365, mul_366, sub_200, mul_367, add_449, mul_368], Original ATen: [aten.add, aten.silu, aten.silu_backward]
# Source node to ATen node mapping:
#   add_445 => add_445
#   add_446 => add_446
#   add_447 => add_447
#   add_449 => add_449
#   input_20 => add_263, exp_7, neg_7
#   mul_365 => mul_365
#   mul_366 => mul_366
#   mul_367 => mul_367
#   mul_368 => mul_368
#   reciprocal_2 => reciprocal_2
#   sub_200 => sub_200
# Graph fragment:
#   %buf22 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=buf22]
#   %buf24 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=buf24]
#   %buf26 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=buf26]
#   %buf28 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=buf28]
#   %convolution_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_7]
#   %add_445 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put, %index_put_1), kwargs = {})
#   %add_446 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_445, %index_put_2), kwargs = {})
#   %add_447 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_446, %index_put_3), kwargs = {})
#   %neg_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_7,), kwargs = {})
#   %exp_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_7,), kwargs = {})
#   %add_263 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_7, 1), kwargs = {})
#   %reciprocal_2 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_263,), kwargs = {})
#   %mul_365 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_2, 1), kwargs = {})
#   %mul_366 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_447, %mul_365), kwargs = {})
#   %sub_200 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_365), kwargs = {})
#   %mul_367 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution_7, %sub_200), kwargs = {})
#   %add_449 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_367, 1), kwargs = {})
#   %mul_368 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_366, %add_449), kwargs = {})
#   return %mul_368
triton_poi_fused_add_silu_silu_backward_9 = async_compile.triton('triton_poi_fused_add_silu_silu_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_silu_silu_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_silu_silu_backward_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = xindex // ks2
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x3), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0 + x1*((1) * ((1) >= (ks3 // 2)) + (ks3 // 2) * ((ks3 // 2) > (1))) + x2*((1) * ((1) >= (ks3 // 2)) + (ks3 // 2) * ((ks3 // 2) > (1)))*((1) * ((1) >= (ks4 // 2)) + (ks4 // 2) * ((ks4 // 2) > (1)))), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = -tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.full([1], 1.0, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tl.full([1], 1, tl.int32)
    tmp13 = (tmp12 / tmp11)
    tmp14 = tmp13 * tmp10
    tmp15 = tmp6 * tmp14
    tmp17 = -tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp18 + tmp10
    tmp20 = (tmp12 / tmp19)
    tmp21 = tmp20 * tmp10
    tmp22 = tmp10 - tmp21
    tmp23 = tmp16 * tmp22
    tmp24 = tmp23 + tmp10
    tmp25 = tmp15 * tmp24
    tl.store(out_ptr0 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/e6/ce6j2pllxyoeyfvnaxo2qhv7xogjrbijypvsoyp4ht3e5qfm5pka.py
# Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_10 => sum_10
# Graph fragment:
#   %mul_368 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=mul_368]
#   %sum_10 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_368, [0, 2, 3]), kwargs = {})
#   return %sum_10
triton_red_fused_convolution_backward_10 = async_compile.triton('triton_red_fused_convolution_backward_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 64, 'r0_': 8960}}
)
@triton.jit
def triton_red_fused_convolution_backward_10(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
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
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks1*ks2*x0 + 8*ks1*ks2*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/ef/cefza2vlxyh4ixnxcwbdw4pbagrnr5f5s4rm6am3unxaqq2e4ssh.py
# Topologically Sorted Source Nodes: [input_17, input_18, reciprocal_3, mul_369, mul_370, sub_201, mul_371, add_451, mul_372, mul_373, view_25, sum_11, view_26, sum_12], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_451 => add_451
#   input_17 => add_246, mul_206, mul_207, sub_108, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, view_8, view_9
#   input_18 => add_252, exp_6, neg_6
#   mul_369 => mul_369
#   mul_370 => mul_370
#   mul_371 => mul_371
#   mul_372 => mul_372
#   mul_373 => mul_373
#   reciprocal_3 => reciprocal_3
#   sub_201 => sub_201
#   sum_11 => sum_11
#   sum_12 => sum_12
#   view_25 => view_25
#   view_26 => view_26
# Graph fragment:
#   %convolution_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %getitem_11 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %rsqrt_3 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_24 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_24]
#   %primals_25 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_25]
#   %getitem_23 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=getitem_23]
#   %add_246 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_246]
#   %view_8 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, (s0//2))*Max(1, (s53//2)), 2*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_6, [2, 4, 2, %mul_190]), kwargs = {})
#   %sub_108 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_8, %getitem_11), kwargs = {})
#   %mul_206 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_108, %rsqrt_3), kwargs = {})
#   %view_9 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), (s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_206, [2, 8, %floordiv, %floordiv_1]), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_24, 0), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 2), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_19, 3), kwargs = {})
#   %mul_207 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %unsqueeze_20), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_25, 0), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, 2), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, 3), kwargs = {})
#   %add_246 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_207, %unsqueeze_23), kwargs = {})
#   %neg_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_246,), kwargs = {})
#   %exp_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_6,), kwargs = {})
#   %add_252 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_6, 1), kwargs = {})
#   %reciprocal_3 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_252,), kwargs = {})
#   %mul_369 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_3, 1), kwargs = {})
#   %mul_370 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_23, %mul_369), kwargs = {})
#   %sub_201 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_369), kwargs = {})
#   %mul_371 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_246, %sub_201), kwargs = {})
#   %add_451 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_371, 1), kwargs = {})
#   %mul_372 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_370, %add_451), kwargs = {})
#   %mul_373 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_372, %convolution_6), kwargs = {})
#   %view_25 : Tensor "f32[2, 8, ((s0//2))*((s53//2))][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_373, [2, 8, %mul_190]), kwargs = {})
#   %sum_11 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_25, [2]), kwargs = {})
#   %view_26 : Tensor "f32[2, 8, ((s0//2))*((s53//2))][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_372, [2, 8, %mul_190]), kwargs = {})
#   %sum_12 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_26, [2]), kwargs = {})
#   return %add_246,%sum_11,%sum_12
triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11 = async_compile.triton('triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384, 'r0_': 44800}}
)
@triton.jit
def triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    tmp1 = tl.load(in_ptr1 + (x3 // 2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 2), xmask, eviction_policy='evict_last')
    x0 = (xindex % 8)
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp25 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp28 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + ks0*ks1*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr5 + ((r0_2 // ks0)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + ((r0_2 % ks0))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp22 = tl.load(in_ptr0 + ((r0_2 // ks0)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + ((r0_2 % ks0))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp10 = -tmp8
        tmp11 = libdevice.exp(tmp10)
        tmp12 = tl.full([1, 1], 1.0, tl.float32)
        tmp13 = tmp11 + tmp12
        tmp14 = tl.full([1, 1], 1, tl.int32)
        tmp15 = (tmp14 / tmp13)
        tmp16 = tmp15 * tmp12
        tmp17 = tmp9 * tmp16
        tmp18 = tmp12 - tmp16
        tmp19 = tmp8 * tmp18
        tmp20 = tmp19 + tmp12
        tmp21 = tmp17 * tmp20
        tmp23 = tmp21 * tmp22
        tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
        tmp26 = _tmp25 + tmp24
        _tmp25 = tl.where(r0_mask & xmask, tmp26, _tmp25)
        tmp27 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp29 = _tmp28 + tmp27
        _tmp28 = tl.where(r0_mask & xmask, tmp29, _tmp28)
        tl.store(out_ptr0 + (r0_2 + ks0*ks1*x3), tmp8, r0_mask & xmask)
    tmp25 = tl.sum(_tmp25, 1)[:, None]
    tmp28 = tl.sum(_tmp28, 1)[:, None]
    tl.store(out_ptr1 + (x3), tmp25, xmask)
    tl.store(out_ptr2 + (x3), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/ne/cne4gf3fw4hsf2mtppuxgfwi4gm7mc2q3smuetspe46ud66etzau.py
# Topologically Sorted Source Nodes: [input_17, mul_374, view_27, sum_13, mul_375, view_28, sum_14, mul_377, sub_202, mul_378, mul_379, mul_380, neg_18, mul_383, mul_384, sub_203], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   input_17 => squeeze_6, squeeze_7, unsqueeze_18
#   mul_374 => mul_374
#   mul_375 => mul_375
#   mul_377 => mul_377
#   mul_378 => mul_378
#   mul_379 => mul_379
#   mul_380 => mul_380
#   mul_383 => mul_383
#   mul_384 => mul_384
#   neg_18 => neg_18
#   sub_202 => sub_202
#   sub_203 => sub_203
#   sum_13 => sum_13
#   sum_14 => sum_14
#   view_27 => view_27
#   view_28 => view_28
# Graph fragment:
#   %sum_12 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_12]
#   %primals_24 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_24]
#   %getitem_11 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %sum_11 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_11]
#   %rsqrt_3 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %mul_tensor_6 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=mul_tensor_6]
#   %full_default_4 : Tensor "f64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_1 : Tensor "i64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 2), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_3 : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_4,), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_3,), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_24, 0), kwargs = {})
#   %mul_374 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_11, %unsqueeze_18), kwargs = {})
#   %view_27 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_374, [2, 4, 2]), kwargs = {})
#   %sum_13 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_27, [2]), kwargs = {})
#   %mul_375 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_12, %unsqueeze_18), kwargs = {})
#   %view_28 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_375, [2, 4, 2]), kwargs = {})
#   %sum_14 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_28, [2]), kwargs = {})
#   %squeeze_7 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_3, [2, 3]), kwargs = {})
#   %squeeze_6 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_11, [2, 3]), kwargs = {})
#   %mul_377 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_14, %squeeze_6), kwargs = {})
#   %sub_202 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_377, %sum_13), kwargs = {})
#   %mul_378 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_202, %squeeze_7), kwargs = {})
#   %mul_379 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_378, %squeeze_7), kwargs = {})
#   %mul_380 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_379, %squeeze_7), kwargs = {})
#   %div_tensor_mode_3 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%scalar_tensor_default_3, %full_default_1), kwargs = {rounding_mode: floor})
#   %mul_tensor_4 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_1, %div_tensor_mode_3), kwargs = {})
#   %div_tensor_mode_1 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%scalar_tensor_default, %full_default_1), kwargs = {rounding_mode: floor})
#   %mul_tensor_5 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_4, %div_tensor_mode_1), kwargs = {})
#   %convert_element_type_default_3 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_tensor_5, torch.float64), kwargs = {})
#   %true_divide_tensor_1 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default_4, %convert_element_type_default_3), kwargs = {})
#   %convert_element_type_default_4 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor_1, torch.float32), kwargs = {})
#   %mul_tensor_6 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_380, %convert_element_type_default_4), kwargs = {})
#   %neg_18 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_6,), kwargs = {})
#   %mul_383 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_18, %squeeze_6), kwargs = {})
#   %mul_384 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_14, %squeeze_7), kwargs = {})
#   %mul_tensor_7 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_384, %convert_element_type_default_4), kwargs = {})
#   %sub_203 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_383, %mul_tensor_7), kwargs = {})
#   return %mul_tensor_6,%sub_203
triton_poi_fused_native_group_norm_native_group_norm_backward_12 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (2*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (2*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (1 + 2*x2), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (x2), xmask)
    tmp9 = tl.load(in_ptr3 + (2*x2), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (1 + 2*x2), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp8 = tmp6 * tmp7
    tmp10 = tmp9 * tmp1
    tmp12 = tmp11 * tmp4
    tmp13 = tmp10 + tmp12
    tmp14 = tmp8 - tmp13
    tmp16 = tmp14 * tmp15
    tmp17 = tmp16 * tmp15
    tmp18 = tmp17 * tmp15
    tmp19 = ks0
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.full([1], 2.0, tl.float32)
    tmp22 = (tmp20 / tmp21)
    tmp23 = libdevice.floor(tmp22)
    tmp24 = tmp21 * tmp23
    tmp25 = ks1
    tmp26 = tmp25.to(tl.float32)
    tmp27 = (tmp26 / tmp21)
    tmp28 = libdevice.floor(tmp27)
    tmp29 = tmp24 * tmp28
    tmp30 = tmp29.to(tl.float64)
    tmp31 = tl.full([1], 1.0, tl.float64)
    tmp32 = (tmp31 / tmp30)
    tmp33 = tmp32.to(tl.float32)
    tmp34 = tmp18 * tmp33
    tmp35 = -tmp34
    tmp36 = tmp35 * tmp7
    tmp37 = tmp6 * tmp15
    tmp38 = tmp37 * tmp33
    tmp39 = tmp36 - tmp38
    tl.store(out_ptr0 + (x2), tmp34, xmask)
    tl.store(out_ptr1 + (x2), tmp39, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/uq/cuqflqgwh6wpgback6p6vw2vpnafmfdmfyjhxqz6ulursd4dybpf.py
# Topologically Sorted Source Nodes: [input_17, input_18, reciprocal_3, mul_369, mul_370, sub_201, mul_371, add_451, mul_372, mul_375, view_28, sum_14, unsqueeze_42, view_29, mul_376, neg_18, mul_383, mul_384, sub_203, unsqueeze_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, view_30, mul_386, mul_387, add_452, add_453], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_451 => add_451
#   add_452 => add_452
#   add_453 => add_453
#   input_17 => squeeze_6, squeeze_7, unsqueeze_18, view_8
#   input_18 => add_252, exp_6, neg_6
#   mul_369 => mul_369
#   mul_370 => mul_370
#   mul_371 => mul_371
#   mul_372 => mul_372
#   mul_375 => mul_375
#   mul_376 => mul_376
#   mul_383 => mul_383
#   mul_384 => mul_384
#   mul_386 => mul_386
#   mul_387 => mul_387
#   neg_18 => neg_18
#   reciprocal_3 => reciprocal_3
#   sub_201 => sub_201
#   sub_203 => sub_203
#   sum_14 => sum_14
#   unsqueeze_42 => unsqueeze_42
#   unsqueeze_43 => unsqueeze_43
#   unsqueeze_44 => unsqueeze_44
#   unsqueeze_45 => unsqueeze_45
#   unsqueeze_46 => unsqueeze_46
#   unsqueeze_47 => unsqueeze_47
#   view_28 => view_28
#   view_29 => view_29
#   view_30 => view_30
# Graph fragment:
#   %getitem_23 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=getitem_23]
#   %add_246 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_246]
#   %rsqrt_3 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_24 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_24]
#   %convolution_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %mul_tensor_6 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=mul_tensor_6]
#   %sub_203 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=sub_203]
#   %full_default_4 : Tensor "f64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_1 : Tensor "i64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 2), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_3 : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_4,), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_3,), kwargs = {})
#   %view_8 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, (s0//2))*Max(1, (s53//2)), 2*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_6, [2, 4, 2, %mul_190]), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_24, 0), kwargs = {})
#   %neg_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_246,), kwargs = {})
#   %exp_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_6,), kwargs = {})
#   %add_252 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_6, 1), kwargs = {})
#   %reciprocal_3 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_252,), kwargs = {})
#   %mul_369 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_3, 1), kwargs = {})
#   %mul_370 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_23, %mul_369), kwargs = {})
#   %sub_201 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_369), kwargs = {})
#   %mul_371 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_246, %sub_201), kwargs = {})
#   %add_451 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_371, 1), kwargs = {})
#   %mul_372 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_370, %add_451), kwargs = {})
#   %mul_375 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_12, %unsqueeze_18), kwargs = {})
#   %view_28 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_375, [2, 4, 2]), kwargs = {})
#   %sum_14 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_28, [2]), kwargs = {})
#   %squeeze_7 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_3, [2, 3]), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_7, -1), kwargs = {})
#   %view_29 : Tensor "f32[1, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_24, [1, 4, 2]), kwargs = {})
#   %mul_376 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_42, %view_29), kwargs = {})
#   %squeeze_6 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_11, [2, 3]), kwargs = {})
#   %div_tensor_mode_3 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%scalar_tensor_default_3, %full_default_1), kwargs = {rounding_mode: floor})
#   %mul_tensor_4 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_1, %div_tensor_mode_3), kwargs = {})
#   %div_tensor_mode_1 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%scalar_tensor_default, %full_default_1), kwargs = {rounding_mode: floor})
#   %mul_tensor_5 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_4, %div_tensor_mode_1), kwargs = {})
#   %convert_element_type_default_3 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_tensor_5, torch.float64), kwargs = {})
#   %true_divide_tensor_1 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default_4, %convert_element_type_default_3), kwargs = {})
#   %convert_element_type_default_4 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor_1, torch.float32), kwargs = {})
#   %neg_18 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_6,), kwargs = {})
#   %mul_383 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_18, %squeeze_6), kwargs = {})
#   %mul_384 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_14, %squeeze_7), kwargs = {})
#   %mul_tensor_7 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_384, %convert_element_type_default_4), kwargs = {})
#   %sub_203 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_383, %mul_tensor_7), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[2, 4, 2, 1][8, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_376, -1), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_6, -1), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_44, -1), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_203, -1), kwargs = {})
#   %unsqueeze_47 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_46, -1), kwargs = {})
#   %view_30 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, (s0//2))*Max(1, (s53//2)), 2*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_372, [2, 4, 2, %mul_190]), kwargs = {})
#   %mul_386 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_30, %unsqueeze_43), kwargs = {})
#   %mul_387 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_8, %unsqueeze_45), kwargs = {})
#   %add_452 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_386, %mul_387), kwargs = {})
#   %add_453 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_452, %unsqueeze_47), kwargs = {})
#   return %add_453
triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 44800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x4 = xindex // ks0
    x5 = xindex
    x7 = xindex // ks3
    x8 = ((xindex // ks0) % 8)
    tmp0 = tl.load(in_ptr0 + ((x0 // ks1)*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + x4*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + ((x0 % ks1))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x5), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr1 + (x7), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x8), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x5), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr4 + (x7), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr5 + (x7), xmask, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp20 = tmp18 * tmp19
    tmp21 = tmp17 + tmp20
    tmp23 = tmp21 + tmp22
    tl.store(in_out_ptr0 + (x5), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/sg/csglom7om4zh2llej62ohrrq3yyjlvcf2txp4i4pwufubxpefkfe.py
# Topologically Sorted Source Nodes: [slice_3, mul_390, mul_391, full_4, index_put_4], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   full_4 => full_4
#   index_put_4 => index_put_4
#   mul_390 => mul_390
#   mul_391 => mul_391
#   slice_3 => slice_3
# Graph fragment:
#   %slice_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][32*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_26, 1, 0, 16), kwargs = {})
#   %mul_390 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_3, %clamp_max_3), kwargs = {})
#   %mul_391 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_390, %clamp_max_2), kwargs = {})
#   %full_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 16, %sym_size_int_19, %sym_size_int_20], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_4, [None, None, %clamp_max, %clamp_max_1], %mul_391, True), kwargs = {})
#   return %index_put_4
triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14 = async_compile.triton('triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/le/clerbapit27vkin5o7x4bezfcalw3wwm7pz2nch7p6hcbry5g2dc.py
# Topologically Sorted Source Nodes: [slice_3, mul_390, neg_19, add_454, mul_391, neg_20, add_455, mul_392, neg_21, add_456, full_4, index_put_4, index_put_5, index_put_6, index_put_7], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   add_454 => add_454
#   add_455 => add_455
#   add_456 => add_456
#   full_4 => full_4
#   index_put_4 => index_put_4
#   index_put_5 => index_put_5
#   index_put_6 => index_put_6
#   index_put_7 => index_put_7
#   mul_390 => mul_390
#   mul_391 => mul_391
#   mul_392 => mul_392
#   neg_19 => neg_19
#   neg_20 => neg_20
#   neg_21 => neg_21
#   slice_3 => slice_3
# Graph fragment:
#   %clamp_max : Tensor "i64[(s53//2), 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max]
#   %clamp_max_1 : Tensor "i64[(s0//2)][1]cuda:0" = PlaceHolder[target=clamp_max_1]
#   %getitem_26 : Tensor "f32[2, 32, (s53//2), (s0//2)][32*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=getitem_26]
#   %clamp_max_3 : Tensor "f32[(s53//2), 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_3]
#   %clamp_max_2 : Tensor "f32[(s0//2)][1]cuda:0" = PlaceHolder[target=clamp_max_2]
#   %index_put_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=index_put_4]
#   %convert_element_type_3 : Tensor "i64[(s0//2)][1]cuda:0" = PlaceHolder[target=convert_element_type_3]
#   %index_put_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=index_put_5]
#   %convert_element_type_1 : Tensor "i64[(s53//2), 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %index_put_6 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=index_put_6]
#   %index_put_7 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=index_put_7]
#   %slice_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][32*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_26, 1, 0, 16), kwargs = {})
#   %mul_390 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_3, %clamp_max_3), kwargs = {})
#   %neg_19 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_390,), kwargs = {})
#   %add_454 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_3, %neg_19), kwargs = {})
#   %mul_391 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_390, %clamp_max_2), kwargs = {})
#   %neg_20 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_391,), kwargs = {})
#   %add_455 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_390, %neg_20), kwargs = {})
#   %mul_392 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_454, %clamp_max_2), kwargs = {})
#   %neg_21 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_392,), kwargs = {})
#   %add_456 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_454, %neg_21), kwargs = {})
#   %full_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 16, %sym_size_int_19, %sym_size_int_20], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_4, [None, None, %clamp_max, %clamp_max_1], %mul_391, True), kwargs = {})
#   %index_put_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_4, [None, None, %clamp_max, %convert_element_type_3], %add_455, True), kwargs = {})
#   %index_put_6 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_4, [None, None, %convert_element_type_1, %clamp_max_1], %mul_392, True), kwargs = {})
#   %index_put_7 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_4, [None, None, %convert_element_type_1, %convert_element_type_3], %add_456, True), kwargs = {})
#   return %buf47,%buf49,%buf51,%buf53
triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_15 = async_compile.triton('triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_15', 'mutated_arg_names': ['out_ptr0', 'out_ptr1', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 7, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_15(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, out_ptr3, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x2 = ((xindex // ks4) % 16)
    x3 = xindex // ks5
    x6 = xindex // ks4
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + 32*x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr6 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = ks2 // 4
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < ks2 // 4)) | ~(xmask), "index out of bounds: 0 <= tmp4 < ks2 // 4")
    tmp7 = ks3 // 4
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < ks3 // 4)) | ~(xmask), "index out of bounds: 0 <= tmp10 < ks3 // 4")
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 * tmp15
    tmp18 = tmp17 + tmp7
    tmp19 = tmp17 < 0
    tmp20 = tl.where(tmp19, tmp18, tmp17)
    tl.device_assert(((0 <= tmp20) & (tmp20 < ks3 // 4)) | ~(xmask), "index out of bounds: 0 <= tmp20 < ks3 // 4")
    tmp22 = -tmp16
    tmp23 = tmp14 + tmp22
    tmp25 = tmp24 + tmp1
    tmp26 = tmp24 < 0
    tmp27 = tl.where(tmp26, tmp25, tmp24)
    tl.device_assert(((0 <= tmp27) & (tmp27 < ks2 // 4)) | ~(xmask), "index out of bounds: 0 <= tmp27 < ks2 // 4")
    tmp29 = -tmp14
    tmp30 = tmp12 + tmp29
    tmp31 = tmp30 * tmp15
    tmp32 = -tmp31
    tmp33 = tmp30 + tmp32
    tl.atomic_add(out_ptr0 + (tmp10 + tmp4*(ks3 // 4) + x6*(ks2 // 4)*(ks3 // 4)), tmp16, xmask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (tmp20 + tmp4*(ks3 // 4) + x6*(ks2 // 4)*(ks3 // 4)), tmp23, xmask, sem='relaxed')
    tl.atomic_add(out_ptr2 + (tmp10 + tmp27*(ks3 // 4) + x6*(ks2 // 4)*(ks3 // 4)), tmp31, xmask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tmp20 + tmp27*(ks3 // 4) + x6*(ks2 // 4)*(ks3 // 4)), tmp33, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/v5/cv5rh6akighl3qplpqcra2tu66erd4xxzbinkxvcliq2xstdyklk.py
# Topologically Sorted Source Nodes: [add_457, add_458, add_459, input_15, reciprocal_4, mul_393, mul_394, sub_205, mul_395, add_461, mul_396], Original ATen: [aten.add, aten.silu, aten.silu_backward]
# Source node to ATen node mapping:
#   add_457 => add_457
#   add_458 => add_458
#   add_459 => add_459
#   add_461 => add_461
#   input_15 => add_101, exp_5, neg_5
#   mul_393 => mul_393
#   mul_394 => mul_394
#   mul_395 => mul_395
#   mul_396 => mul_396
#   reciprocal_4 => reciprocal_4
#   sub_205 => sub_205
# Graph fragment:
#   %buf47 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=buf47]
#   %buf49 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=buf49]
#   %buf51 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=buf51]
#   %buf53 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=buf53]
#   %convolution_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=convolution_5]
#   %add_457 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put_4, %index_put_5), kwargs = {})
#   %add_458 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_457, %index_put_6), kwargs = {})
#   %add_459 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_458, %index_put_7), kwargs = {})
#   %neg_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_5,), kwargs = {})
#   %exp_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_101 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_5, 1), kwargs = {})
#   %reciprocal_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_101,), kwargs = {})
#   %mul_393 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_4, 1), kwargs = {})
#   %mul_394 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_459, %mul_393), kwargs = {})
#   %sub_205 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_393), kwargs = {})
#   %mul_395 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution_5, %sub_205), kwargs = {})
#   %add_461 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_395, 1), kwargs = {})
#   %mul_396 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_394, %add_461), kwargs = {})
#   return %mul_396
triton_poi_fused_add_silu_silu_backward_16 = async_compile.triton('triton_poi_fused_add_silu_silu_backward_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_silu_silu_backward_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 13440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_silu_silu_backward_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = xindex // ks2
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x3), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0 + x1*((1) * ((1) >= (ks3 // 4)) + (ks3 // 4) * ((ks3 // 4) > (1))) + x2*((1) * ((1) >= (ks3 // 4)) + (ks3 // 4) * ((ks3 // 4) > (1)))*((1) * ((1) >= (ks4 // 4)) + (ks4 // 4) * ((ks4 // 4) > (1)))), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = -tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.full([1], 1.0, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tl.full([1], 1, tl.int32)
    tmp13 = (tmp12 / tmp11)
    tmp14 = tmp13 * tmp10
    tmp15 = tmp6 * tmp14
    tmp17 = -tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp18 + tmp10
    tmp20 = (tmp12 / tmp19)
    tmp21 = tmp20 * tmp10
    tmp22 = tmp10 - tmp21
    tmp23 = tmp16 * tmp22
    tmp24 = tmp23 + tmp10
    tmp25 = tmp15 * tmp24
    tl.store(out_ptr0 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/vn/cvnrdysbskydskdlcsvmis5p2mqdei3q6reaouplgvjancho6zp2.py
# Topologically Sorted Source Nodes: [sum_18], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_18 => sum_18
# Graph fragment:
#   %mul_396 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=mul_396]
#   %sum_18 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_396, [0, 2, 3]), kwargs = {})
#   return %sum_18
triton_red_fused_convolution_backward_17 = async_compile.triton('triton_red_fused_convolution_backward_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 4480}}
)
@triton.jit
def triton_red_fused_convolution_backward_17(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
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
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks1*ks2*x0 + 16*ks1*ks2*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/pa/cpa6vvv6pubfi6slc47cre5obedkyj4rjenaobu66fziagstfery.py
# Topologically Sorted Source Nodes: [input_12, input_13, reciprocal_5, mul_397, mul_398, sub_206, mul_399, add_463, mul_400, mul_401, view_36, sum_19, view_37, sum_20], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_463 => add_463
#   input_12 => add_84, mul_91, mul_92, sub_32, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, view_4, view_5
#   input_13 => add_90, exp_4, neg_4
#   mul_397 => mul_397
#   mul_398 => mul_398
#   mul_399 => mul_399
#   mul_400 => mul_400
#   mul_401 => mul_401
#   reciprocal_5 => reciprocal_5
#   sub_206 => sub_206
#   sum_19 => sum_19
#   sum_20 => sum_20
#   view_36 => view_36
#   view_37 => view_37
# Graph fragment:
#   %convolution_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %getitem_9 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_2 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_18 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_19 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_19]
#   %getitem_29 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=getitem_29]
#   %add_84 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=add_84]
#   %view_4 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, (s0//4))*Max(1, (s53//4)), 4*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_4, [2, 4, 4, %mul_81]), kwargs = {})
#   %sub_32 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %getitem_9), kwargs = {})
#   %mul_91 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %rsqrt_2), kwargs = {})
#   %view_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), (s0//4), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_91, [2, 16, %sym_size_int_16, %sym_size_int_17]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_18, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %mul_92 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_5, %unsqueeze_14), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_19, 0), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 2), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 3), kwargs = {})
#   %add_84 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_92, %unsqueeze_17), kwargs = {})
#   %neg_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_84,), kwargs = {})
#   %exp_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_4,), kwargs = {})
#   %add_90 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %reciprocal_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_90,), kwargs = {})
#   %mul_397 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_5, 1), kwargs = {})
#   %mul_398 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_29, %mul_397), kwargs = {})
#   %sub_206 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_397), kwargs = {})
#   %mul_399 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_84, %sub_206), kwargs = {})
#   %add_463 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_399, 1), kwargs = {})
#   %mul_400 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_398, %add_463), kwargs = {})
#   %mul_401 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_400, %convolution_4), kwargs = {})
#   %view_36 : Tensor "f32[2, 16, ((s0//4))*((s53//4))][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_401, [2, 16, %mul_81]), kwargs = {})
#   %sum_19 : Tensor "f32[2, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_36, [2]), kwargs = {})
#   %view_37 : Tensor "f32[2, 16, ((s0//4))*((s53//4))][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_400, [2, 16, %mul_81]), kwargs = {})
#   %sum_20 : Tensor "f32[2, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_37, [2]), kwargs = {})
#   return %add_84,%sum_19,%sum_20
triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_18 = async_compile.triton('triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 704, 'r0_': 22400}}
)
@triton.jit
def triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    tmp1 = tl.load(in_ptr1 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 4), xmask, eviction_policy='evict_last')
    x0 = (xindex % 16)
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp25 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp28 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + ks0*ks1*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr5 + ((r0_2 // ks0)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + ((r0_2 % ks0))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp22 = tl.load(in_ptr0 + ((r0_2 // ks0)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + ((r0_2 % ks0))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp10 = -tmp8
        tmp11 = libdevice.exp(tmp10)
        tmp12 = tl.full([1, 1], 1.0, tl.float32)
        tmp13 = tmp11 + tmp12
        tmp14 = tl.full([1, 1], 1, tl.int32)
        tmp15 = (tmp14 / tmp13)
        tmp16 = tmp15 * tmp12
        tmp17 = tmp9 * tmp16
        tmp18 = tmp12 - tmp16
        tmp19 = tmp8 * tmp18
        tmp20 = tmp19 + tmp12
        tmp21 = tmp17 * tmp20
        tmp23 = tmp21 * tmp22
        tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
        tmp26 = _tmp25 + tmp24
        _tmp25 = tl.where(r0_mask & xmask, tmp26, _tmp25)
        tmp27 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp29 = _tmp28 + tmp27
        _tmp28 = tl.where(r0_mask & xmask, tmp29, _tmp28)
        tl.store(out_ptr0 + (r0_2 + ks0*ks1*x3), tmp8, r0_mask & xmask)
    tmp25 = tl.sum(_tmp25, 1)[:, None]
    tmp28 = tl.sum(_tmp28, 1)[:, None]
    tl.store(out_ptr1 + (x3), tmp25, xmask)
    tl.store(out_ptr2 + (x3), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/yw/cywcp7qomdh4tfng5sqewptsml3vjcb6ohozfypp5ebbjjfb74pj.py
# Topologically Sorted Source Nodes: [input_12, mul_402, view_38, sum_21, mul_403, view_39, sum_22, mul_405, sub_207], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   input_12 => squeeze_4, unsqueeze_12
#   mul_402 => mul_402
#   mul_403 => mul_403
#   mul_405 => mul_405
#   sub_207 => sub_207
#   sum_21 => sum_21
#   sum_22 => sum_22
#   view_38 => view_38
#   view_39 => view_39
# Graph fragment:
#   %sum_20 : Tensor "f32[2, 16][16, 1]cuda:0" = PlaceHolder[target=sum_20]
#   %primals_18 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_18]
#   %sum_22 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=sum_22]
#   %getitem_9 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %sum_19 : Tensor "f32[2, 16][16, 1]cuda:0" = PlaceHolder[target=sum_19]
#   %unsqueeze_12 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_18, 0), kwargs = {})
#   %mul_402 : Tensor "f32[2, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_19, %unsqueeze_12), kwargs = {})
#   %view_38 : Tensor "f32[2, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_402, [2, 4, 4]), kwargs = {})
#   %sum_21 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_38, [2]), kwargs = {})
#   %mul_403 : Tensor "f32[2, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_20, %unsqueeze_12), kwargs = {})
#   %view_39 : Tensor "f32[2, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_403, [2, 4, 4]), kwargs = {})
#   %sum_22 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_39, [2]), kwargs = {})
#   %squeeze_4 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_9, [2, 3]), kwargs = {})
#   %mul_405 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_22, %squeeze_4), kwargs = {})
#   %sub_207 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_405, %sum_21), kwargs = {})
#   return %sum_22,%sub_207
triton_poi_fused_native_group_norm_native_group_norm_backward_19 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (4*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (4*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (1 + 4*x2), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 4*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (2 + 4*x2), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (2 + 4*x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr1 + (3 + 4*x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x2), xmask)
    tmp17 = tl.load(in_ptr3 + (4*x2), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr3 + (1 + 4*x2), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr3 + (2 + 4*x2), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr3 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp9 = tmp7 * tmp8
    tmp10 = tmp6 + tmp9
    tmp13 = tmp11 * tmp12
    tmp14 = tmp10 + tmp13
    tmp16 = tmp14 * tmp15
    tmp18 = tmp17 * tmp1
    tmp20 = tmp19 * tmp4
    tmp21 = tmp18 + tmp20
    tmp23 = tmp22 * tmp8
    tmp24 = tmp21 + tmp23
    tmp26 = tmp25 * tmp12
    tmp27 = tmp24 + tmp26
    tmp28 = tmp16 - tmp27
    tl.store(out_ptr0 + (x2), tmp14, xmask)
    tl.store(out_ptr1 + (x2), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/eb/cebkp7dmfrqwwr27pdns2rhg6n6777ronggxbab3qrk2uq7qs5l3.py
# Topologically Sorted Source Nodes: [input_12, input_13, reciprocal_5, mul_397, mul_398, sub_206, mul_399, add_463, mul_400, unsqueeze_52, view_40, mul_404, mul_406, mul_407, mul_408, neg_24, mul_411, mul_412, sub_208, unsqueeze_53, unsqueeze_54, unsqueeze_55, unsqueeze_56, unsqueeze_57, view_41, mul_414, mul_415, add_464, add_465], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_463 => add_463
#   add_464 => add_464
#   add_465 => add_465
#   input_12 => squeeze_4, squeeze_5, view_4
#   input_13 => add_90, exp_4, neg_4
#   mul_397 => mul_397
#   mul_398 => mul_398
#   mul_399 => mul_399
#   mul_400 => mul_400
#   mul_404 => mul_404
#   mul_406 => mul_406
#   mul_407 => mul_407
#   mul_408 => mul_408
#   mul_411 => mul_411
#   mul_412 => mul_412
#   mul_414 => mul_414
#   mul_415 => mul_415
#   neg_24 => neg_24
#   reciprocal_5 => reciprocal_5
#   sub_206 => sub_206
#   sub_208 => sub_208
#   unsqueeze_52 => unsqueeze_52
#   unsqueeze_53 => unsqueeze_53
#   unsqueeze_54 => unsqueeze_54
#   unsqueeze_55 => unsqueeze_55
#   unsqueeze_56 => unsqueeze_56
#   unsqueeze_57 => unsqueeze_57
#   view_40 => view_40
#   view_41 => view_41
# Graph fragment:
#   %getitem_29 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=getitem_29]
#   %add_84 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=add_84]
#   %rsqrt_2 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_18 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_18]
#   %convolution_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %sub_207 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=sub_207]
#   %add_464 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*((s0//4))*((s53//4)), 4*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), 1]cuda:0" = PlaceHolder[target=add_464]
#   %getitem_9 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %sum_22 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=sum_22]
#   %full_default_4 : Tensor "f64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_3 : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_4,), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_3,), kwargs = {})
#   %view_4 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, (s0//4))*Max(1, (s53//4)), 4*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_4, [2, 4, 4, %mul_81]), kwargs = {})
#   %neg_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_84,), kwargs = {})
#   %exp_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_4,), kwargs = {})
#   %add_90 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %reciprocal_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_90,), kwargs = {})
#   %mul_397 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_5, 1), kwargs = {})
#   %mul_398 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_29, %mul_397), kwargs = {})
#   %sub_206 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_397), kwargs = {})
#   %mul_399 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_84, %sub_206), kwargs = {})
#   %add_463 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_399, 1), kwargs = {})
#   %mul_400 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_398, %add_463), kwargs = {})
#   %squeeze_5 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_2, [2, 3]), kwargs = {})
#   %unsqueeze_52 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_5, -1), kwargs = {})
#   %view_40 : Tensor "f32[1, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_18, [1, 4, 4]), kwargs = {})
#   %mul_404 : Tensor "f32[2, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_52, %view_40), kwargs = {})
#   %squeeze_4 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_9, [2, 3]), kwargs = {})
#   %mul_406 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_207, %squeeze_5), kwargs = {})
#   %mul_407 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_406, %squeeze_5), kwargs = {})
#   %mul_408 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_407, %squeeze_5), kwargs = {})
#   %full_default : Tensor "i64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 4), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %div_tensor_mode_2 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%scalar_tensor_default_3, %full_default), kwargs = {rounding_mode: floor})
#   %mul_tensor_8 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default, %div_tensor_mode_2), kwargs = {})
#   %div_tensor_mode : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%scalar_tensor_default, %full_default), kwargs = {rounding_mode: floor})
#   %mul_tensor_9 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_8, %div_tensor_mode), kwargs = {})
#   %convert_element_type_default_6 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_tensor_9, torch.float64), kwargs = {})
#   %true_divide_tensor_2 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default_4, %convert_element_type_default_6), kwargs = {})
#   %convert_element_type_default_7 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor_2, torch.float32), kwargs = {})
#   %mul_tensor_10 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_408, %convert_element_type_default_7), kwargs = {})
#   %neg_24 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_10,), kwargs = {})
#   %mul_411 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_24, %squeeze_4), kwargs = {})
#   %mul_412 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_22, %squeeze_5), kwargs = {})
#   %mul_tensor_11 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_412, %convert_element_type_default_7), kwargs = {})
#   %sub_208 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_411, %mul_tensor_11), kwargs = {})
#   %unsqueeze_53 : Tensor "f32[2, 4, 4, 1][16, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_404, -1), kwargs = {})
#   %unsqueeze_54 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_10, -1), kwargs = {})
#   %unsqueeze_55 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_54, -1), kwargs = {})
#   %unsqueeze_56 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_208, -1), kwargs = {})
#   %unsqueeze_57 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_56, -1), kwargs = {})
#   %view_41 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, (s0//4))*Max(1, (s53//4)), 4*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_400, [2, 4, 4, %mul_81]), kwargs = {})
#   %mul_414 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_41, %unsqueeze_53), kwargs = {})
#   %mul_415 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_4, %unsqueeze_55), kwargs = {})
#   %add_464 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_414, %mul_415), kwargs = {})
#   %add_465 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_464, %unsqueeze_57), kwargs = {})
#   return %add_464,%add_465
triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_20 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 22400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_20(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x6 = xindex // ks0
    x7 = xindex
    x5 = xindex // ks3
    x8 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_ptr0 + ((x0 // ks1)*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + x6*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + ((x0 % ks1))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x7), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr1 + (x5), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x8), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x7), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr4 + (x5), xmask, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr5 + (x5), xmask, eviction_policy='evict_last')
    tmp44 = tl.load(in_ptr6 + (x5), xmask, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp20 = tmp19 * tmp14
    tmp21 = tmp20 * tmp14
    tmp22 = tmp21 * tmp14
    tmp23 = ks4
    tmp24 = tmp23.to(tl.float32)
    tmp25 = tl.full([1], 4.0, tl.float32)
    tmp26 = (tmp24 / tmp25)
    tmp27 = libdevice.floor(tmp26)
    tmp28 = tmp25 * tmp27
    tmp29 = ks5
    tmp30 = tmp29.to(tl.float32)
    tmp31 = (tmp30 / tmp25)
    tmp32 = libdevice.floor(tmp31)
    tmp33 = tmp28 * tmp32
    tmp34 = tmp33.to(tl.float64)
    tmp35 = tl.full([1], 1.0, tl.float64)
    tmp36 = (tmp35 / tmp34)
    tmp37 = tmp36.to(tl.float32)
    tmp38 = tmp22 * tmp37
    tmp39 = tmp18 * tmp38
    tmp40 = tmp17 + tmp39
    tmp41 = -tmp38
    tmp43 = tmp41 * tmp42
    tmp45 = tmp44 * tmp14
    tmp46 = tmp45 * tmp37
    tmp47 = tmp43 - tmp46
    tmp48 = tmp40 + tmp47
    tl.store(in_out_ptr0 + (x7), tmp48, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/zv/czvrqayhzogpiq75ft4vvktlqlporlhhcwoitowk2gkkfa2dgvgz.py
# Topologically Sorted Source Nodes: [input_12, unsqueeze_52, view_44, view_45, unsqueeze_58, mul_416, sub_209, mul_417, sum_23, sum_24], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   input_12 => squeeze_4, squeeze_5
#   mul_416 => mul_416
#   mul_417 => mul_417
#   sub_209 => sub_209
#   sum_23 => sum_23
#   sum_24 => sum_24
#   unsqueeze_52 => unsqueeze_52
#   unsqueeze_58 => unsqueeze_58
#   view_44 => view_44
#   view_45 => view_45
# Graph fragment:
#   %sum_19 : Tensor "f32[2, 16][16, 1]cuda:0" = PlaceHolder[target=sum_19]
#   %sum_20 : Tensor "f32[2, 16][16, 1]cuda:0" = PlaceHolder[target=sum_20]
#   %getitem_9 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_2 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %squeeze_5 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_2, [2, 3]), kwargs = {})
#   %unsqueeze_52 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_5, -1), kwargs = {})
#   %squeeze_4 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_9, [2, 3]), kwargs = {})
#   %view_44 : Tensor "f32[2, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_19, [2, 4, 4]), kwargs = {})
#   %view_45 : Tensor "f32[2, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_20, [2, 4, 4]), kwargs = {})
#   %unsqueeze_58 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_4, -1), kwargs = {})
#   %mul_416 : Tensor "f32[2, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_45, %unsqueeze_58), kwargs = {})
#   %sub_209 : Tensor "f32[2, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_44, %mul_416), kwargs = {})
#   %mul_417 : Tensor "f32[2, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_209, %unsqueeze_52), kwargs = {})
#   %sum_23 : Tensor "f32[4, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_417, [0]), kwargs = {})
#   %sum_24 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sum_20, [0]), kwargs = {})
#   return %sum_23,%sum_24
triton_poi_fused_native_group_norm_native_group_norm_backward_21 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_21(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 4
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr1 + (x2), xmask)
    tmp2 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (16 + x2), xmask)
    tmp8 = tl.load(in_ptr1 + (16 + x2), xmask)
    tmp9 = tl.load(in_ptr2 + (4 + x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (4 + x1), xmask, eviction_policy='evict_last')
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 - tmp3
    tmp6 = tmp4 * tmp5
    tmp10 = tmp8 * tmp9
    tmp11 = tmp7 - tmp10
    tmp13 = tmp11 * tmp12
    tmp14 = tmp6 + tmp13
    tmp15 = tmp1 + tmp8
    tl.store(out_ptr0 + (x2), tmp14, xmask)
    tl.store(out_ptr1 + (x2), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/bj/cbjucj4l4nwwbzt4sy5roxfdzgzji2nkqokqt43e5cltkxccwcmr.py
# Topologically Sorted Source Nodes: [slice_4, max_pool2d_1, max_pool2d_with_indices_backward, add_466, input_10, reciprocal_6, mul_418, mul_419, sub_210, mul_420, add_468, mul_421], Original ATen: [aten.slice, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward, aten.add, aten.silu, aten.silu_backward]
# Source node to ATen node mapping:
#   add_466 => add_466
#   add_468 => add_468
#   input_10 => add_62, exp_3, neg_3
#   max_pool2d_1 => _low_memory_max_pool_offsets_to_indices_1
#   max_pool2d_with_indices_backward => max_pool2d_with_indices_backward
#   mul_418 => mul_418
#   mul_419 => mul_419
#   mul_420 => mul_420
#   mul_421 => mul_421
#   reciprocal_6 => reciprocal_6
#   slice_4 => slice_4
#   sub_210 => sub_210
# Graph fragment:
#   %getitem_26 : Tensor "f32[2, 32, (s53//2), (s0//2)][32*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=getitem_26]
#   %getitem_7 : Tensor "i8[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %getitem_32 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=getitem_32]
#   %convolution_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_3]
#   %mul_419 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=mul_419]
#   %slice_4 : Tensor "f32[2, 16, (s53//2), (s0//2)][32*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_26, 1, 16, 32), kwargs = {})
#   %_low_memory_max_pool_offsets_to_indices_1 : Tensor "i64[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_7, [2, 2], [%sym_size_int_11, %sym_size_int_12], [2, 2], [0, 0], [1, 1]), kwargs = {})
#   %max_pool2d_with_indices_backward : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.max_pool2d_with_indices_backward.default](args = (%getitem_32, %div_3, [2, 2], [], [0, 0], [1, 1], False, %_low_memory_max_pool_offsets_to_indices_1), kwargs = {})
#   %add_466 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_4, %max_pool2d_with_indices_backward), kwargs = {})
#   %neg_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_3,), kwargs = {})
#   %exp_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_3,), kwargs = {})
#   %add_62 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %reciprocal_6 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_62,), kwargs = {})
#   %mul_418 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_6, 1), kwargs = {})
#   %mul_419 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_466, %mul_418), kwargs = {})
#   %sub_210 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_418), kwargs = {})
#   %mul_420 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution_3, %sub_210), kwargs = {})
#   %add_468 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_420, 1), kwargs = {})
#   %mul_421 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_419, %add_468), kwargs = {})
#   return %mul_419,%mul_421
triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22 = async_compile.triton('triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i8', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 5600, 'x': 71680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ks1, ks2, ks3, ks4, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y0 = (yindex % ks0)
    y1 = ((yindex // ks0) % 16)
    y2 = yindex // ks1
    y4 = yindex // ks0
    y5 = yindex
    tmp0 = tl.load(in_ptr0 + (x3 + y0*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + 16*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + y1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + 32*y2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((y0 // 2) * ((y0 // 2) <= ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4))))) + ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) * (((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) < (y0 // 2))) + y4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1))) + ((x3 // 2) * ((x3 // 2) <= ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3))))) + ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) * (((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) < (x3 // 2)))), xmask & ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((y0 // 2) * ((y0 // 2) <= ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4))))) + ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) * (((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) < (y0 // 2))) + y4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1))) + ((x3 // 2) * ((x3 // 2) <= ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3))))) + ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) * (((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) < (x3 // 2)))), xmask & ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x3 + y0*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + y4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl.full([1, 1], 4, tl.int32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < 4)) | ~(xmask & ymask), "index out of bounds: 0 <= tmp5 < 4")
    tmp8 = tmp5 + (-2)*(tmp5 // 2) + 2*((x3 // 2) * ((x3 // 2) <= ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3))))) + ((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) * (((-1) + ((ks3) * ((ks3) <= (1 + (x3 // 2))) + (1 + (x3 // 2)) * ((1 + (x3 // 2)) < (ks3)))) < (x3 // 2))) + ks2*(tmp5 // 2) + 2*ks2*((y0 // 2) * ((y0 // 2) <= ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4))))) + ((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) * (((-1) + ((ks4) * ((ks4) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (ks4)))) < (y0 // 2)))
    tmp9 = x3 + ks2*y0
    tmp10 = tmp8 == tmp9
    tmp11 = tl.full([1, 1], 0.0, tl.float32)
    tmp12 = tl.where(tmp10, tmp7, tmp11)
    tmp13 = tmp0 + tmp12
    tmp15 = -tmp14
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tl.full([1, 1], 1.0, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = tl.full([1, 1], 1, tl.int32)
    tmp20 = (tmp19 / tmp18)
    tmp21 = tmp20 * tmp17
    tmp22 = tmp13 * tmp21
    tmp23 = tmp17 - tmp21
    tmp24 = tmp14 * tmp23
    tmp25 = tmp24 + tmp17
    tmp26 = tmp22 * tmp25
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3 + ks2*y5), tmp26, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/mo/cmo2tgcuhydwrsbajcjuzyrcoln2ks5woz6m32pmlngnetvjfs43.py
# Topologically Sorted Source Nodes: [sum_26], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_26 => sum_26
# Graph fragment:
#   %mul_421 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=mul_421]
#   %sum_26 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_421, [0, 2, 3]), kwargs = {})
#   return %sum_26
triton_red_fused_convolution_backward_23 = async_compile.triton('triton_red_fused_convolution_backward_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 17920}}
)
@triton.jit
def triton_red_fused_convolution_backward_23(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
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
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks1*ks2*x0 + 16*ks1*ks2*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/3z/c3z4dhjybfdbbwjwzutvt63jtd352srtkdd2rslrpcdmpmrbkubz.py
# Topologically Sorted Source Nodes: [input_7, input_8, reciprocal_7, mul_422, mul_423, sub_211, mul_424, add_470, mul_425, mul_426, view_47, sum_27, view_48, sum_28], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_470 => add_470
#   input_7 => add_45, mul_56, mul_57, sub_17, unsqueeze_10, unsqueeze_11, unsqueeze_6, unsqueeze_7, unsqueeze_8, unsqueeze_9, view_2, view_3
#   input_8 => add_51, exp_2, neg_2
#   mul_422 => mul_422
#   mul_423 => mul_423
#   mul_424 => mul_424
#   mul_425 => mul_425
#   mul_426 => mul_426
#   reciprocal_7 => reciprocal_7
#   sub_211 => sub_211
#   sum_27 => sum_27
#   sum_28 => sum_28
#   view_47 => view_47
#   view_48 => view_48
# Graph fragment:
#   %convolution_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_5 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %rsqrt_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_12 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_13]
#   %getitem_35 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=getitem_35]
#   %add_45 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_45]
#   %view_2 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_2, [2, 4, 4, %mul_46]), kwargs = {})
#   %sub_17 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_2, %getitem_5), kwargs = {})
#   %mul_56 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_1), kwargs = {})
#   %view_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), (s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_56, [2, 16, %sym_size_int_8, %sym_size_int_9]), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_12, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 3), kwargs = {})
#   %mul_57 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %unsqueeze_8), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_13, 0), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 2), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 3), kwargs = {})
#   %add_45 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_57, %unsqueeze_11), kwargs = {})
#   %neg_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_45,), kwargs = {})
#   %exp_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_51 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %reciprocal_7 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_51,), kwargs = {})
#   %mul_422 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_7, 1), kwargs = {})
#   %mul_423 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_35, %mul_422), kwargs = {})
#   %sub_211 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_422), kwargs = {})
#   %mul_424 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_45, %sub_211), kwargs = {})
#   %add_470 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_424, 1), kwargs = {})
#   %mul_425 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_423, %add_470), kwargs = {})
#   %mul_426 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_425, %convolution_2), kwargs = {})
#   %view_47 : Tensor "f32[2, 16, ((s0//2))*((s53//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_426, [2, 16, %mul_46]), kwargs = {})
#   %sum_27 : Tensor "f32[2, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_47, [2]), kwargs = {})
#   %view_48 : Tensor "f32[2, 16, ((s0//2))*((s53//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_425, [2, 16, %mul_46]), kwargs = {})
#   %sum_28 : Tensor "f32[2, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_48, [2]), kwargs = {})
#   return %add_45,%sum_27,%sum_28
triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_24 = async_compile.triton('triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 704, 'r0_': 89600}}
)
@triton.jit
def triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_24(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    tmp1 = tl.load(in_ptr1 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 4), xmask, eviction_policy='evict_last')
    x0 = (xindex % 16)
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp25 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp28 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + ks0*ks1*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr5 + ((r0_2 // ks0)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + ((r0_2 % ks0))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp22 = tl.load(in_ptr0 + ((r0_2 // ks0)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + ((r0_2 % ks0))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp10 = -tmp8
        tmp11 = libdevice.exp(tmp10)
        tmp12 = tl.full([1, 1], 1.0, tl.float32)
        tmp13 = tmp11 + tmp12
        tmp14 = tl.full([1, 1], 1, tl.int32)
        tmp15 = (tmp14 / tmp13)
        tmp16 = tmp15 * tmp12
        tmp17 = tmp9 * tmp16
        tmp18 = tmp12 - tmp16
        tmp19 = tmp8 * tmp18
        tmp20 = tmp19 + tmp12
        tmp21 = tmp17 * tmp20
        tmp23 = tmp21 * tmp22
        tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
        tmp26 = _tmp25 + tmp24
        _tmp25 = tl.where(r0_mask & xmask, tmp26, _tmp25)
        tmp27 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp29 = _tmp28 + tmp27
        _tmp28 = tl.where(r0_mask & xmask, tmp29, _tmp28)
        tl.store(out_ptr0 + (r0_2 + ks0*ks1*x3), tmp8, r0_mask & xmask)
    tmp25 = tl.sum(_tmp25, 1)[:, None]
    tmp28 = tl.sum(_tmp28, 1)[:, None]
    tl.store(out_ptr1 + (x3), tmp25, xmask)
    tl.store(out_ptr2 + (x3), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/it/citrnqc5ysscazutpwmhxj3byxzlje3o6oeaeinaahxslis6ksyl.py
# Topologically Sorted Source Nodes: [input_7, input_8, reciprocal_7, mul_422, mul_423, sub_211, mul_424, add_470, mul_425, unsqueeze_62, view_51, mul_429, mul_431, mul_432, mul_433, neg_27, mul_436, mul_437, sub_213, unsqueeze_63, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, view_52, mul_439, mul_440, add_471, add_472], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_470 => add_470
#   add_471 => add_471
#   add_472 => add_472
#   input_7 => squeeze_2, squeeze_3, view_2
#   input_8 => add_51, exp_2, neg_2
#   mul_422 => mul_422
#   mul_423 => mul_423
#   mul_424 => mul_424
#   mul_425 => mul_425
#   mul_429 => mul_429
#   mul_431 => mul_431
#   mul_432 => mul_432
#   mul_433 => mul_433
#   mul_436 => mul_436
#   mul_437 => mul_437
#   mul_439 => mul_439
#   mul_440 => mul_440
#   neg_27 => neg_27
#   reciprocal_7 => reciprocal_7
#   sub_211 => sub_211
#   sub_213 => sub_213
#   unsqueeze_62 => unsqueeze_62
#   unsqueeze_63 => unsqueeze_63
#   unsqueeze_64 => unsqueeze_64
#   unsqueeze_65 => unsqueeze_65
#   unsqueeze_66 => unsqueeze_66
#   unsqueeze_67 => unsqueeze_67
#   view_51 => view_51
#   view_52 => view_52
# Graph fragment:
#   %getitem_35 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=getitem_35]
#   %add_45 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_45]
#   %rsqrt_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_12 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_12]
#   %convolution_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %sub_212 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=sub_212]
#   %add_471 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*((s0//2))*((s53//2)), 4*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), 1]cuda:0" = PlaceHolder[target=add_471]
#   %getitem_5 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %sum_30 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=sum_30]
#   %full_default_4 : Tensor "f64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_1 : Tensor "i64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 2), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_3 : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_4,), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_3,), kwargs = {})
#   %div_tensor_mode_3 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%scalar_tensor_default_3, %full_default_1), kwargs = {rounding_mode: floor})
#   %div_tensor_mode_1 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%scalar_tensor_default, %full_default_1), kwargs = {rounding_mode: floor})
#   %full_default : Tensor "i64[][]cpu"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 4), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %view_2 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_2, [2, 4, 4, %mul_46]), kwargs = {})
#   %neg_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_45,), kwargs = {})
#   %exp_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_51 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %reciprocal_7 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_51,), kwargs = {})
#   %mul_422 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_7, 1), kwargs = {})
#   %mul_423 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_35, %mul_422), kwargs = {})
#   %sub_211 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_422), kwargs = {})
#   %mul_424 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_45, %sub_211), kwargs = {})
#   %add_470 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_424, 1), kwargs = {})
#   %mul_425 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_423, %add_470), kwargs = {})
#   %squeeze_3 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_1, [2, 3]), kwargs = {})
#   %unsqueeze_62 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_3, -1), kwargs = {})
#   %view_51 : Tensor "f32[1, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_12, [1, 4, 4]), kwargs = {})
#   %mul_429 : Tensor "f32[2, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_62, %view_51), kwargs = {})
#   %squeeze_2 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_5, [2, 3]), kwargs = {})
#   %mul_431 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_212, %squeeze_3), kwargs = {})
#   %mul_432 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_431, %squeeze_3), kwargs = {})
#   %mul_433 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_432, %squeeze_3), kwargs = {})
#   %mul_tensor_12 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default, %div_tensor_mode_3), kwargs = {})
#   %mul_tensor_13 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_12, %div_tensor_mode_1), kwargs = {})
#   %convert_element_type_default_9 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_tensor_13, torch.float64), kwargs = {})
#   %true_divide_tensor_3 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default_4, %convert_element_type_default_9), kwargs = {})
#   %convert_element_type_default_10 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor_3, torch.float32), kwargs = {})
#   %mul_tensor_14 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_433, %convert_element_type_default_10), kwargs = {})
#   %neg_27 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_14,), kwargs = {})
#   %mul_436 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_27, %squeeze_2), kwargs = {})
#   %mul_437 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_30, %squeeze_3), kwargs = {})
#   %mul_tensor_15 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_437, %convert_element_type_default_10), kwargs = {})
#   %sub_213 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_436, %mul_tensor_15), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[2, 4, 4, 1][16, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_429, -1), kwargs = {})
#   %unsqueeze_64 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_14, -1), kwargs = {})
#   %unsqueeze_65 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_64, -1), kwargs = {})
#   %unsqueeze_66 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_213, -1), kwargs = {})
#   %unsqueeze_67 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_66, -1), kwargs = {})
#   %view_52 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_425, [2, 4, 4, %mul_46]), kwargs = {})
#   %mul_439 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_52, %unsqueeze_63), kwargs = {})
#   %mul_440 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, %unsqueeze_65), kwargs = {})
#   %add_471 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_439, %mul_440), kwargs = {})
#   %add_472 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_471, %unsqueeze_67), kwargs = {})
#   return %add_471,%add_472
triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_25 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_25', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 89600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_25(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x6 = xindex // ks0
    x7 = xindex
    x5 = xindex // ks3
    x8 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_ptr0 + ((x0 // ks1)*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + x6*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + ((x0 % ks1))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x7), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr1 + (x5), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x8), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x7), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr4 + (x5), xmask, eviction_policy='evict_last')
    tmp43 = tl.load(in_ptr5 + (x5), xmask, eviction_policy='evict_last')
    tmp45 = tl.load(in_ptr6 + (x5), xmask, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp20 = tmp19 * tmp14
    tmp21 = tmp20 * tmp14
    tmp22 = tmp21 * tmp14
    tmp23 = ks4
    tmp24 = tmp23.to(tl.float32)
    tmp25 = tl.full([1], 2.0, tl.float32)
    tmp26 = (tmp24 / tmp25)
    tmp27 = libdevice.floor(tmp26)
    tmp28 = tl.full([1], 4.0, tl.float32)
    tmp29 = tmp28 * tmp27
    tmp30 = ks5
    tmp31 = tmp30.to(tl.float32)
    tmp32 = (tmp31 / tmp25)
    tmp33 = libdevice.floor(tmp32)
    tmp34 = tmp29 * tmp33
    tmp35 = tmp34.to(tl.float64)
    tmp36 = tl.full([1], 1.0, tl.float64)
    tmp37 = (tmp36 / tmp35)
    tmp38 = tmp37.to(tl.float32)
    tmp39 = tmp22 * tmp38
    tmp40 = tmp18 * tmp39
    tmp41 = tmp17 + tmp40
    tmp42 = -tmp39
    tmp44 = tmp42 * tmp43
    tmp46 = tmp45 * tmp14
    tmp47 = tmp46 * tmp38
    tmp48 = tmp44 - tmp47
    tmp49 = tmp41 + tmp48
    tl.store(in_out_ptr0 + (x7), tmp49, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/4q/c4qkqgibs37h6iqcysmtqyyfmozi3ohqay7d6idi7xicmopko4nk.py
# Topologically Sorted Source Nodes: [slice_2, max_pool2d, max_pool2d_with_indices_backward_1, add_473, input_5, reciprocal_8, mul_443, mul_444, sub_215, mul_445, add_475, mul_446], Original ATen: [aten.slice, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward, aten.add, aten.silu, aten.silu_backward]
# Source node to ATen node mapping:
#   add_473 => add_473
#   add_475 => add_475
#   input_5 => add_23, exp_1, neg_1
#   max_pool2d => _low_memory_max_pool_offsets_to_indices
#   max_pool2d_with_indices_backward_1 => max_pool2d_with_indices_backward_1
#   mul_443 => mul_443
#   mul_444 => mul_444
#   mul_445 => mul_445
#   mul_446 => mul_446
#   reciprocal_8 => reciprocal_8
#   slice_2 => slice_2
#   sub_215 => sub_215
# Graph fragment:
#   %getitem_20 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=getitem_20]
#   %getitem_3 : Tensor "i8[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %getitem_38 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=getitem_38]
#   %convolution_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %mul_444 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=mul_444]
#   %slice_2 : Tensor "f32[2, 8, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_20, 1, 8, 16), kwargs = {})
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_3, [2, 2], [%primals_3, %primals_4], [2, 2], [0, 0], [1, 1]), kwargs = {})
#   %max_pool2d_with_indices_backward_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.max_pool2d_with_indices_backward.default](args = (%getitem_38, %div_1, [2, 2], [], [0, 0], [1, 1], False, %_low_memory_max_pool_offsets_to_indices), kwargs = {})
#   %add_473 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_2, %max_pool2d_with_indices_backward_1), kwargs = {})
#   %neg_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_1,), kwargs = {})
#   %exp_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_23 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %reciprocal_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_23,), kwargs = {})
#   %mul_443 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_8, 1), kwargs = {})
#   %mul_444 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_473, %mul_443), kwargs = {})
#   %sub_215 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_443), kwargs = {})
#   %mul_445 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution_1, %sub_215), kwargs = {})
#   %add_475 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_445, 1), kwargs = {})
#   %mul_446 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_444, %add_475), kwargs = {})
#   return %mul_444,%mul_446
triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_26 = async_compile.triton('triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i8', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_26', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 190400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_26(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex // ks0
    x5 = (xindex % ks0)
    x0 = (xindex % ks1)
    x1 = ((xindex // ks1) % ks2)
    x6 = xindex // ks3
    x7 = (xindex % ks3)
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (ks0 + x5 + 16*ks1*ks2*x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((x1 // 2) * ((x1 // 2) <= ((-1) + ((ks5) * ((ks5) <= (1 + (x1 // 2))) + (1 + (x1 // 2)) * ((1 + (x1 // 2)) < (ks5))))) + ((-1) + ((ks5) * ((ks5) <= (1 + (x1 // 2))) + (1 + (x1 // 2)) * ((1 + (x1 // 2)) < (ks5)))) * (((-1) + ((ks5) * ((ks5) <= (1 + (x1 // 2))) + (1 + (x1 // 2)) * ((1 + (x1 // 2)) < (ks5)))) < (x1 // 2))) + x6*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + ((x0 // 2) * ((x0 // 2) <= ((-1) + ((ks4) * ((ks4) <= (1 + (x0 // 2))) + (1 + (x0 // 2)) * ((1 + (x0 // 2)) < (ks4))))) + ((-1) + ((ks4) * ((ks4) <= (1 + (x0 // 2))) + (1 + (x0 // 2)) * ((1 + (x0 // 2)) < (ks4)))) * (((-1) + ((ks4) * ((ks4) <= (1 + (x0 // 2))) + (1 + (x0 // 2)) * ((1 + (x0 // 2)) < (ks4)))) < (x0 // 2)))), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((x1 // 2) * ((x1 // 2) <= ((-1) + ((ks5) * ((ks5) <= (1 + (x1 // 2))) + (1 + (x1 // 2)) * ((1 + (x1 // 2)) < (ks5))))) + ((-1) + ((ks5) * ((ks5) <= (1 + (x1 // 2))) + (1 + (x1 // 2)) * ((1 + (x1 // 2)) < (ks5)))) * (((-1) + ((ks5) * ((ks5) <= (1 + (x1 // 2))) + (1 + (x1 // 2)) * ((1 + (x1 // 2)) < (ks5)))) < (x1 // 2))) + x6*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + ((x0 // 2) * ((x0 // 2) <= ((-1) + ((ks4) * ((ks4) <= (1 + (x0 // 2))) + (1 + (x0 // 2)) * ((1 + (x0 // 2)) < (ks4))))) + ((-1) + ((ks4) * ((ks4) <= (1 + (x0 // 2))) + (1 + (x0 // 2)) * ((1 + (x0 // 2)) < (ks4)))) * (((-1) + ((ks4) * ((ks4) <= (1 + (x0 // 2))) + (1 + (x0 // 2)) * ((1 + (x0 // 2)) < (ks4)))) < (x0 // 2)))), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x4), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr3 + (x4), xmask)
    tmp2 = tl.full([XBLOCK], 4, tl.int32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < 4)) | ~(xmask), "index out of bounds: 0 <= tmp5 < 4")
    tmp8 = tmp5 + (-2)*(tmp5 // 2) + 2*((x0 // 2) * ((x0 // 2) <= ((-1) + ((ks4) * ((ks4) <= (1 + (x0 // 2))) + (1 + (x0 // 2)) * ((1 + (x0 // 2)) < (ks4))))) + ((-1) + ((ks4) * ((ks4) <= (1 + (x0 // 2))) + (1 + (x0 // 2)) * ((1 + (x0 // 2)) < (ks4)))) * (((-1) + ((ks4) * ((ks4) <= (1 + (x0 // 2))) + (1 + (x0 // 2)) * ((1 + (x0 // 2)) < (ks4)))) < (x0 // 2))) + ks1*(tmp5 // 2) + 2*ks1*((x1 // 2) * ((x1 // 2) <= ((-1) + ((ks5) * ((ks5) <= (1 + (x1 // 2))) + (1 + (x1 // 2)) * ((1 + (x1 // 2)) < (ks5))))) + ((-1) + ((ks5) * ((ks5) <= (1 + (x1 // 2))) + (1 + (x1 // 2)) * ((1 + (x1 // 2)) < (ks5)))) * (((-1) + ((ks5) * ((ks5) <= (1 + (x1 // 2))) + (1 + (x1 // 2)) * ((1 + (x1 // 2)) < (ks5)))) < (x1 // 2)))
    tmp9 = x7
    tmp10 = tmp8 == tmp9
    tmp11 = tl.full([1], 0.0, tl.float32)
    tmp12 = tl.where(tmp10, tmp7, tmp11)
    tmp13 = tmp0 + tmp12
    tmp15 = -tmp14
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tl.full([1], 1.0, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = tl.full([1], 1, tl.int32)
    tmp20 = (tmp19 / tmp18)
    tmp21 = tmp20 * tmp17
    tmp22 = tmp13 * tmp21
    tmp24 = -tmp23
    tmp25 = libdevice.exp(tmp24)
    tmp26 = tmp25 + tmp17
    tmp27 = (tmp19 / tmp26)
    tmp28 = tmp27 * tmp17
    tmp29 = tmp17 - tmp28
    tmp30 = tmp23 * tmp29
    tmp31 = tmp30 + tmp17
    tmp32 = tmp22 * tmp31
    tl.store(in_out_ptr0 + (x4), tmp32, xmask)
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
        primals_3, primals_4, sym_size_int_8, sym_size_int_9, sym_size_int_16, sym_size_int_17, sym_size_int_19, sym_size_int_20, floordiv, floordiv_1, mul_190, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_19, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_31, primals_32, primals_34, convolution, getitem_1, rsqrt, div, convolution_1, div_1, getitem_2, getitem_3, convolution_2, getitem_5, rsqrt_1, div_2, convolution_3, div_3, getitem_6, getitem_7, convolution_4, getitem_9, rsqrt_2, div_4, convolution_5, convert_element_type_1, clamp_max, convert_element_type_3, clamp_max_1, clamp_max_2, clamp_max_3, cat, convolution_6, getitem_11, rsqrt_3, div_6, convolution_7, convert_element_type_5, clamp_max_4, convert_element_type_7, clamp_max_5, clamp_max_6, clamp_max_7, cat_1, convolution_8, getitem_13, rsqrt_4, div_8, convolution_9, div_9, tangents_1 = args
        args.clear()
        s53 = primals_3
        s0 = primals_4
        assert_size_stride(primals_1, (8, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_5, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))
        assert_size_stride(primals_6, (8, ), (1, ))
        assert_size_stride(primals_7, (8, ), (1, ))
        assert_size_stride(primals_8, (8, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_10, (16, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_12, (16, ), (1, ))
        assert_size_stride(primals_13, (16, ), (1, ))
        assert_size_stride(primals_14, (16, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_16, (16, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_18, (16, ), (1, ))
        assert_size_stride(primals_19, (16, ), (1, ))
        assert_size_stride(primals_20, (16, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_22, (8, 32, 3, 3), (288, 9, 3, 1))
        assert_size_stride(primals_24, (8, ), (1, ))
        assert_size_stride(primals_25, (8, ), (1, ))
        assert_size_stride(primals_26, (8, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_28, (8, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_30, (8, ), (1, ))
        assert_size_stride(primals_31, (8, ), (1, ))
        assert_size_stride(primals_32, (8, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_34, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(convolution, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1))
        assert_size_stride(getitem_1, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(div, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1))
        assert_size_stride(convolution_1, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1))
        assert_size_stride(div_1, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1))
        assert_size_stride(getitem_2, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(getitem_3, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(convolution_2, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(getitem_5, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt_1, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(div_2, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(convolution_3, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(div_3, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(getitem_6, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1))
        assert_size_stride(getitem_7, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1))
        assert_size_stride(convolution_4, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1))
        assert_size_stride(getitem_9, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt_2, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(div_4, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1))
        assert_size_stride(convolution_5, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1))
        assert_size_stride(convert_element_type_1, (s53 // 2, 1), (1, 1))
        assert_size_stride(clamp_max, (s53 // 2, 1), (1, 1))
        assert_size_stride(convert_element_type_3, (s0 // 2, ), (1, ))
        assert_size_stride(clamp_max_1, (s0 // 2, ), (1, ))
        assert_size_stride(clamp_max_2, (s0 // 2, ), (1, ))
        assert_size_stride(clamp_max_3, (s53 // 2, 1), (1, 1))
        assert_size_stride(cat, (2, 32, s53 // 2, s0 // 2), (32*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(convolution_6, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(getitem_11, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt_3, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(div_6, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(convolution_7, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1))
        assert_size_stride(convert_element_type_5, (s53, 1), (1, 1))
        assert_size_stride(clamp_max_4, (s53, 1), (1, 1))
        assert_size_stride(convert_element_type_7, (s0, ), (1, ))
        assert_size_stride(clamp_max_5, (s0, ), (1, ))
        assert_size_stride(clamp_max_6, (s0, ), (1, ))
        assert_size_stride(clamp_max_7, (s53, 1), (1, 1))
        assert_size_stride(cat_1, (2, 16, s53, s0), (16*s0*s53, s0*s53, s0, 1))
        assert_size_stride(convolution_8, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1))
        assert_size_stride(getitem_13, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt_4, (2, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(div_8, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1))
        assert_size_stride(convolution_9, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1))
        assert_size_stride(div_9, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1))
        assert_size_stride(tangents_1, (2, 2, s53, s0), (2*s0*s53, s0*s53, s0, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            ps0 = s0*s53
            buf0 = empty_strided_cuda((2, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_0_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_0.run(tangents_1, buf0, ps0, s0, s53, 2, triton_red_fused_convolution_backward_0_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            buf1 = torch.ops.aten.convolution_backward.default(tangents_1, div_9, primals_34, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_9
            del primals_34
            del tangents_1
            buf2 = buf1[0]
            assert_size_stride(buf2, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf2, 16, 'torch.ops.aten.convolution_backward.default')
            buf3 = buf1[1]
            assert_size_stride(buf3, (2, 8, 1, 1), (8, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf3, 16, 'torch.ops.aten.convolution_backward.default')
            del buf1
            buf4 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [input_25, reciprocal, mul_337, mul_338, sub_195, mul_339, add_437, mul_340], Original ATen: [aten.silu, aten.silu_backward]
            triton_poi_fused_silu_silu_backward_1_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_silu_backward_1.run(buf4, convolution_9, triton_poi_fused_silu_silu_backward_1_xnumel, stream=stream0)
            del convolution_9
            buf5 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_2_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_2.run(buf4, buf5, ps0, s0, s53, 8, triton_red_fused_convolution_backward_2_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            buf6 = torch.ops.aten.convolution_backward.default(buf4, div_8, primals_32, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_8
            del primals_32
            buf7 = buf6[0]
            assert_size_stride(buf7, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf7, 16, 'torch.ops.aten.convolution_backward.default')
            buf8 = buf6[1]
            assert_size_stride(buf8, (8, 8, 3, 3), (72, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf8, 16, 'torch.ops.aten.convolution_backward.default')
            del buf6
            buf9 = buf4; del buf4  # reuse
            buf10 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            buf11 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_22, input_23, reciprocal_1, mul_341, mul_342, sub_196, mul_343, add_439, mul_344, mul_345, view_14, sum_3, view_15, sum_4], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3_r0_numel = s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3.run(convolution_8, getitem_13, rsqrt_4, primals_30, primals_31, buf7, buf9, buf10, buf11, s0, s53, 16, triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3_r0_numel, stream=stream0)
            del primals_31
            buf12 = empty_strided_cuda((2, 4), (4, 1), torch.float32)
            buf13 = empty_strided_cuda((2, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_22, mul_346, view_16, sum_5, mul_347, view_17, sum_6, mul_349, sub_197, mul_350, mul_351, mul_352, neg_12, mul_355, mul_356, sub_198], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_4.run(buf11, primals_30, getitem_13, buf10, rsqrt_4, buf12, buf13, s0, s53, 8, stream=stream0)
            ps1 = 2*s0*s53
            buf14 = reinterpret_tensor(buf7, (2, 4, 2, s0*s53), (8*s0*s53, 2*s0*s53, s0*s53, 1), 0); del buf7  # reuse
            # Topologically Sorted Source Nodes: [input_22, input_23, reciprocal_1, mul_341, mul_342, sub_196, mul_343, add_439, mul_344, mul_347, view_17, sum_6, unsqueeze_32, view_18, mul_348, neg_12, mul_355, mul_356, sub_198, unsqueeze_33, unsqueeze_34, unsqueeze_35, unsqueeze_36, unsqueeze_37, view_19, mul_358, mul_359, add_440, add_441], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5.run(buf14, buf9, rsqrt_4, primals_30, convolution_8, buf12, buf13, ps1, ps0, triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5_xnumel, stream=stream0)
            del buf9
            del convolution_8
            del primals_30
            buf15 = reinterpret_tensor(buf13, (4, 2), (2, 1), 0); del buf13  # reuse
            buf16 = reinterpret_tensor(buf12, (8, ), (1, ), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [input_22, unsqueeze_32, view_22, view_23, unsqueeze_38, mul_360, sub_199, mul_361, sum_7, sum_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_6.run(buf10, buf11, getitem_13, rsqrt_4, buf15, buf16, 8, stream=stream0)
            del getitem_13
            del rsqrt_4
            buf17 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_22, input_23, reciprocal_1, mul_341, mul_342, sub_196, mul_343, add_439, mul_344, mul_347, view_17, sum_6, unsqueeze_32, view_18, mul_348, neg_12, mul_355, mul_356, sub_198, unsqueeze_33, unsqueeze_34, unsqueeze_35, unsqueeze_36, unsqueeze_37, view_19, mul_358, mul_359, add_440, add_441, view_21, sum_9], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward, aten.convolution_backward]
            triton_red_fused_convolution_backward_2_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_2.run(buf14, buf17, ps0, s0, s53, 8, triton_red_fused_convolution_backward_2_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_22, input_23, reciprocal_1, mul_341, mul_342, sub_196, mul_343, add_439, mul_344, mul_347, view_17, sum_6, unsqueeze_32, view_18, mul_348, neg_12, mul_355, mul_356, sub_198, unsqueeze_33, unsqueeze_34, unsqueeze_35, unsqueeze_36, unsqueeze_37, view_19, mul_358, mul_359, add_440, add_441, view_21, convolution_backward_2], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward, aten.convolution_backward]
            buf18 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf14, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 0), cat_1, primals_28, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del cat_1
            del primals_28
            buf19 = buf18[0]
            assert_size_stride(buf19, (2, 16, s53, s0), (16*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf19, 16, 'torch.ops.aten.convolution_backward.default')
            buf20 = buf18[1]
            assert_size_stride(buf20, (8, 16, 3, 3), (144, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf20, 16, 'torch.ops.aten.convolution_backward.default')
            del buf18
            buf21 = empty_strided_cuda((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_1, mul_362, mul_363, full_default_6, index_put], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7.run(buf21, triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7_xnumel, stream=stream0)
            buf23 = empty_strided_cuda((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_1, mul_362, mul_363, neg_14, add_443, full_default_6, index_put_1], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7.run(buf23, triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7_xnumel, stream=stream0)
            buf25 = empty_strided_cuda((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_1, mul_362, neg_13, add_442, mul_364, full_default_6, index_put_2], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7.run(buf25, triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7_xnumel, stream=stream0)
            buf27 = empty_strided_cuda((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_6], Original ATen: [aten.new_zeros]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7.run(buf27, triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7_xnumel, stream=stream0)
            ps2 = 8*s0*s53
            # Topologically Sorted Source Nodes: [slice_1, mul_362, neg_13, add_442, mul_363, neg_14, add_443, mul_364, neg_15, add_444, full_default_6, index_put, index_put_1, index_put_2, index_put_3], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8.run(clamp_max_4, clamp_max_5, buf19, clamp_max_7, clamp_max_6, convert_element_type_7, convert_element_type_5, buf21, buf23, buf25, buf27, s0, s53, ps2, ps0, triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8_xnumel, stream=stream0)
            del clamp_max_4
            del clamp_max_5
            del clamp_max_6
            del clamp_max_7
            del convert_element_type_5
            del convert_element_type_7
            ps3 = s0 // 2
            ps4 = s53 // 2
            ps5 = (s0 // 2)*(s53 // 2)
            buf29 = empty_strided_cuda((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [add_445, add_446, add_447, input_20, reciprocal_2, mul_365, mul_366, sub_200, mul_367, add_449, mul_368], Original ATen: [aten.add, aten.silu, aten.silu_backward]
            triton_poi_fused_add_silu_silu_backward_9_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_silu_silu_backward_9.run(buf21, buf23, buf25, buf27, convolution_7, buf29, ps3, ps4, ps5, s0, s53, triton_poi_fused_add_silu_silu_backward_9_xnumel, stream=stream0)
            del buf21
            del buf23
            del buf25
            del buf27
            del convolution_7
            buf30 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_10_r0_numel = 2*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_10.run(buf29, buf30, ps5, ps3, ps4, 8, triton_red_fused_convolution_backward_10_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_3], Original ATen: [aten.convolution_backward]
            buf31 = torch.ops.aten.convolution_backward.default(buf29, div_6, primals_26, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_6
            del primals_26
            buf32 = buf31[0]
            assert_size_stride(buf32, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf32, 16, 'torch.ops.aten.convolution_backward.default')
            buf33 = buf31[1]
            assert_size_stride(buf33, (8, 8, 3, 3), (72, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf33, 16, 'torch.ops.aten.convolution_backward.default')
            del buf31
            buf34 = buf29; del buf29  # reuse
            buf35 = buf11; del buf11  # reuse
            buf36 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [input_17, input_18, reciprocal_3, mul_369, mul_370, sub_201, mul_371, add_451, mul_372, mul_373, view_25, sum_11, view_26, sum_12], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11_r0_numel = (s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11.run(convolution_6, getitem_11, rsqrt_3, primals_24, primals_25, buf32, buf34, buf35, buf36, ps3, ps4, 16, triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11_r0_numel, stream=stream0)
            del primals_25
            buf37 = empty_strided_cuda((2, 4), (4, 1), torch.float32)
            buf38 = empty_strided_cuda((2, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_17, mul_374, view_27, sum_13, mul_375, view_28, sum_14, mul_377, sub_202, mul_378, mul_379, mul_380, neg_18, mul_383, mul_384, sub_203], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_12.run(buf36, primals_24, getitem_11, buf35, rsqrt_3, buf37, buf38, s0, s53, 8, stream=stream0)
            ps6 = 2*(s0 // 2)*(s53 // 2)
            buf39 = reinterpret_tensor(buf34, (2, 4, 2, (s0 // 2)*(s53 // 2)), (8*(s0 // 2)*(s53 // 2), 2*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [input_17, input_18, reciprocal_3, mul_369, mul_370, sub_201, mul_371, add_451, mul_372, mul_375, view_28, sum_14, unsqueeze_42, view_29, mul_376, neg_18, mul_383, mul_384, sub_203, unsqueeze_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, view_30, mul_386, mul_387, add_452, add_453], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13.run(buf39, buf32, rsqrt_3, primals_24, convolution_6, buf37, buf38, ps5, ps3, ps4, ps6, triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13_xnumel, stream=stream0)
            del buf32
            del convolution_6
            del primals_24
            buf40 = reinterpret_tensor(buf38, (4, 2), (2, 1), 0); del buf38  # reuse
            buf41 = reinterpret_tensor(buf37, (8, ), (1, ), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [input_17, unsqueeze_42, view_33, view_34, unsqueeze_48, mul_388, sub_204, mul_389, sum_15, sum_16], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_6.run(buf35, buf36, getitem_11, rsqrt_3, buf40, buf41, 8, stream=stream0)
            del getitem_11
            del rsqrt_3
            buf42 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_17, input_18, reciprocal_3, mul_369, mul_370, sub_201, mul_371, add_451, mul_372, mul_375, view_28, sum_14, unsqueeze_42, view_29, mul_376, neg_18, mul_383, mul_384, sub_203, unsqueeze_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, view_30, mul_386, mul_387, add_452, add_453, view_32, sum_17], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward, aten.convolution_backward]
            triton_red_fused_convolution_backward_10_r0_numel = 2*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_10.run(buf39, buf42, ps5, ps3, ps4, 8, triton_red_fused_convolution_backward_10_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_17, input_18, reciprocal_3, mul_369, mul_370, sub_201, mul_371, add_451, mul_372, mul_375, view_28, sum_14, unsqueeze_42, view_29, mul_376, neg_18, mul_383, mul_384, sub_203, unsqueeze_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, view_30, mul_386, mul_387, add_452, add_453, view_32, convolution_backward_4], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward, aten.convolution_backward]
            buf43 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf39, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), 0), cat, primals_22, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf39
            del cat
            del primals_22
            buf44 = buf43[0]
            assert_size_stride(buf44, (2, 32, s53 // 2, s0 // 2), (32*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf44, 16, 'torch.ops.aten.convolution_backward.default')
            buf45 = buf43[1]
            assert_size_stride(buf45, (8, 32, 3, 3), (288, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf45, 16, 'torch.ops.aten.convolution_backward.default')
            del buf43
            buf46 = empty_strided_cuda((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_3, mul_390, mul_391, full_4, index_put_4], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14.run(buf46, triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14_xnumel, stream=stream0)
            buf48 = empty_strided_cuda((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_3, mul_390, mul_391, neg_20, add_455, full_4, index_put_5], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14.run(buf48, triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14_xnumel, stream=stream0)
            buf50 = empty_strided_cuda((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_3, mul_390, neg_19, add_454, mul_392, full_4, index_put_6], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14.run(buf50, triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14_xnumel, stream=stream0)
            buf52 = empty_strided_cuda((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_4], Original ATen: [aten.new_zeros]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14.run(buf52, triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_14_xnumel, stream=stream0)
            ps7 = 16*(s0 // 2)*(s53 // 2)
            # Topologically Sorted Source Nodes: [slice_3, mul_390, neg_19, add_454, mul_391, neg_20, add_455, mul_392, neg_21, add_456, full_4, index_put_4, index_put_5, index_put_6, index_put_7], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_15_xnumel = 32*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_15.run(clamp_max, clamp_max_1, buf44, clamp_max_3, clamp_max_2, convert_element_type_3, convert_element_type_1, buf46, buf48, buf50, buf52, ps3, ps4, s53, s0, ps5, ps7, triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_15_xnumel, stream=stream0)
            del clamp_max
            del clamp_max_1
            del clamp_max_2
            del clamp_max_3
            del convert_element_type_1
            del convert_element_type_3
            ps8 = s0 // 4
            ps9 = s53 // 4
            ps10 = (s0 // 4)*(s53 // 4)
            buf54 = empty_strided_cuda((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [add_457, add_458, add_459, input_15, reciprocal_4, mul_393, mul_394, sub_205, mul_395, add_461, mul_396], Original ATen: [aten.add, aten.silu, aten.silu_backward]
            triton_poi_fused_add_silu_silu_backward_16_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_silu_silu_backward_16.run(buf46, buf48, buf50, buf52, convolution_5, buf54, ps8, ps9, ps10, s0, s53, triton_poi_fused_add_silu_silu_backward_16_xnumel, stream=stream0)
            del buf46
            del buf48
            del buf50
            del buf52
            del convolution_5
            buf55 = reinterpret_tensor(buf36, (16, ), (1, ), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [sum_18], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_17_r0_numel = 2*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_17.run(buf54, buf55, ps10, ps8, ps9, 16, triton_red_fused_convolution_backward_17_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_5], Original ATen: [aten.convolution_backward]
            buf56 = torch.ops.aten.convolution_backward.default(buf54, div_4, primals_20, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_4
            del primals_20
            buf57 = buf56[0]
            assert_size_stride(buf57, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf57, 16, 'torch.ops.aten.convolution_backward.default')
            buf58 = buf56[1]
            assert_size_stride(buf58, (16, 16, 3, 3), (144, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf58, 16, 'torch.ops.aten.convolution_backward.default')
            del buf56
            buf59 = buf54; del buf54  # reuse
            buf60 = empty_strided_cuda((2, 16), (16, 1), torch.float32)
            buf61 = empty_strided_cuda((2, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_12, input_13, reciprocal_5, mul_397, mul_398, sub_206, mul_399, add_463, mul_400, mul_401, view_36, sum_19, view_37, sum_20], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_18_r0_numel = (s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_18.run(convolution_4, getitem_9, rsqrt_2, primals_18, primals_19, buf57, buf59, buf60, buf61, ps8, ps9, 32, triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_18_r0_numel, stream=stream0)
            del primals_19
            buf62 = empty_strided_cuda((2, 4), (4, 1), torch.float32)
            buf63 = empty_strided_cuda((2, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_12, mul_402, view_38, sum_21, mul_403, view_39, sum_22, mul_405, sub_207], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_19.run(buf61, primals_18, getitem_9, buf60, buf62, buf63, 8, stream=stream0)
            ps11 = 4*(s0 // 4)*(s53 // 4)
            buf64 = reinterpret_tensor(buf59, (2, 4, 4, (s0 // 4)*(s53 // 4)), (16*(s0 // 4)*(s53 // 4), 4*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), 1), 0); del buf59  # reuse
            buf65 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [input_12, input_13, reciprocal_5, mul_397, mul_398, sub_206, mul_399, add_463, mul_400, unsqueeze_52, view_40, mul_404, mul_406, mul_407, mul_408, neg_24, mul_411, mul_412, sub_208, unsqueeze_53, unsqueeze_54, unsqueeze_55, unsqueeze_56, unsqueeze_57, view_41, mul_414, mul_415, add_464, add_465], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_20_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_20.run(buf65, buf57, rsqrt_2, primals_18, convolution_4, buf63, getitem_9, buf62, ps10, ps8, ps9, ps11, s0, s53, triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_20_xnumel, stream=stream0)
            del buf57
            del convolution_4
            del primals_18
            buf66 = reinterpret_tensor(buf35, (4, 4), (4, 1), 0); del buf35  # reuse
            buf67 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_12, unsqueeze_52, view_44, view_45, unsqueeze_58, mul_416, sub_209, mul_417, sum_23, sum_24], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_21.run(buf60, buf61, getitem_9, rsqrt_2, buf66, buf67, 16, stream=stream0)
            del getitem_9
            del rsqrt_2
            buf68 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_12, mul_406, mul_407, mul_408, neg_24, mul_411, mul_412, sub_208, unsqueeze_56, unsqueeze_57, add_465, view_43, sum_25], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            triton_red_fused_convolution_backward_17_r0_numel = 2*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_17.run(buf65, buf68, ps10, ps8, ps9, 16, triton_red_fused_convolution_backward_17_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_12, mul_406, mul_407, mul_408, neg_24, mul_411, mul_412, sub_208, unsqueeze_56, unsqueeze_57, add_465, view_43, convolution_backward_6], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            buf69 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf65, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), 0), getitem_6, primals_16, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf65
            del getitem_6
            del primals_16
            buf70 = buf69[0]
            assert_size_stride(buf70, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf70, 16, 'torch.ops.aten.convolution_backward.default')
            buf71 = buf69[1]
            assert_size_stride(buf71, (16, 16, 3, 3), (144, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf71, 16, 'torch.ops.aten.convolution_backward.default')
            del buf69
            ps12 = 16*(s53 // 2)
            buf72 = empty_strided_cuda((2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            buf73 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [slice_4, max_pool2d_1, max_pool2d_with_indices_backward, add_466, input_10, reciprocal_6, mul_418, mul_419, sub_210, mul_420, add_468, mul_421], Original ATen: [aten.slice, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward, aten.add, aten.silu, aten.silu_backward]
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22_ynumel = 32*(s53 // 2)
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22_xnumel = s0 // 2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22.run(buf73, buf44, getitem_7, buf70, convolution_3, ps4, ps12, ps3, ps8, ps9, triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22_ynumel, triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_22_xnumel, stream=stream0)
            del buf44
            del buf70
            del convolution_3
            del getitem_7
            buf74 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_26], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_23_r0_numel = 2*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_23.run(buf73, buf74, ps5, ps3, ps4, 16, triton_red_fused_convolution_backward_23_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_7], Original ATen: [aten.convolution_backward]
            buf75 = torch.ops.aten.convolution_backward.default(buf73, div_2, primals_14, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_2
            del primals_14
            buf76 = buf75[0]
            assert_size_stride(buf76, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf76, 16, 'torch.ops.aten.convolution_backward.default')
            buf77 = buf75[1]
            assert_size_stride(buf77, (16, 16, 3, 3), (144, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf77, 16, 'torch.ops.aten.convolution_backward.default')
            del buf75
            buf78 = buf73; del buf73  # reuse
            buf79 = buf61; del buf61  # reuse
            buf80 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [input_7, input_8, reciprocal_7, mul_422, mul_423, sub_211, mul_424, add_470, mul_425, mul_426, view_47, sum_27, view_48, sum_28], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_24_r0_numel = (s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_24.run(convolution_2, getitem_5, rsqrt_1, primals_12, primals_13, buf76, buf78, buf79, buf80, ps3, ps4, 32, triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_24_r0_numel, stream=stream0)
            del primals_13
            buf81 = buf63; del buf63  # reuse
            buf82 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [input_7, mul_427, view_49, sum_29, mul_428, view_50, sum_30, mul_430, sub_212], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_19.run(buf80, primals_12, getitem_5, buf79, buf81, buf82, 8, stream=stream0)
            ps13 = 4*(s0 // 2)*(s53 // 2)
            buf83 = reinterpret_tensor(buf78, (2, 4, 4, (s0 // 2)*(s53 // 2)), (16*(s0 // 2)*(s53 // 2), 4*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), 1), 0); del buf78  # reuse
            buf84 = buf83; del buf83  # reuse
            # Topologically Sorted Source Nodes: [input_7, input_8, reciprocal_7, mul_422, mul_423, sub_211, mul_424, add_470, mul_425, unsqueeze_62, view_51, mul_429, mul_431, mul_432, mul_433, neg_27, mul_436, mul_437, sub_213, unsqueeze_63, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, view_52, mul_439, mul_440, add_471, add_472], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_25_xnumel = 32*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_25.run(buf84, buf76, rsqrt_1, primals_12, convolution_2, buf82, getitem_5, buf81, ps5, ps3, ps4, ps13, s0, s53, triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_25_xnumel, stream=stream0)
            del buf76
            del convolution_2
            del primals_12
            buf85 = empty_strided_cuda((4, 4), (4, 1), torch.float32)
            buf86 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_7, unsqueeze_62, view_55, view_56, unsqueeze_68, mul_441, sub_214, mul_442, sum_31, sum_32], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_21.run(buf79, buf80, getitem_5, rsqrt_1, buf85, buf86, 16, stream=stream0)
            del buf79
            del buf80
            del getitem_5
            del rsqrt_1
            buf87 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_54, sum_33], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
            triton_red_fused_convolution_backward_23_r0_numel = 2*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_23.run(buf84, buf87, ps5, ps3, ps4, 16, triton_red_fused_convolution_backward_23_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [view_54, convolution_backward_8], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
            buf88 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf84, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), 0), getitem_2, primals_10, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf84
            del getitem_2
            del primals_10
            buf89 = buf88[0]
            assert_size_stride(buf89, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf89, 16, 'torch.ops.aten.convolution_backward.default')
            buf90 = buf88[1]
            assert_size_stride(buf90, (16, 8, 3, 3), (72, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf90, 16, 'torch.ops.aten.convolution_backward.default')
            del buf88
            buf91 = reinterpret_tensor(buf14, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 0); del buf14  # reuse
            buf92 = buf91; del buf91  # reuse
            # Topologically Sorted Source Nodes: [slice_2, max_pool2d, max_pool2d_with_indices_backward_1, add_473, input_5, reciprocal_8, mul_443, mul_444, sub_215, mul_445, add_475, mul_446], Original ATen: [aten.slice, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward, aten.add, aten.silu, aten.silu_backward]
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_26_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_26.run(buf92, buf19, getitem_3, buf89, convolution_1, ps2, s0, s53, ps0, ps3, ps4, triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_silu_silu_backward_slice_26_xnumel, stream=stream0)
            del buf19
            del buf89
            del convolution_1
            del getitem_3
            buf93 = reinterpret_tensor(buf82, (8, ), (1, ), 0); del buf82  # reuse
            # Topologically Sorted Source Nodes: [sum_34], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_2_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_2.run(buf92, buf93, ps0, s0, s53, 8, triton_red_fused_convolution_backward_2_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_9], Original ATen: [aten.convolution_backward]
            buf94 = torch.ops.aten.convolution_backward.default(buf92, div, primals_8, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div
            del primals_8
            buf95 = buf94[0]
            assert_size_stride(buf95, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf95, 16, 'torch.ops.aten.convolution_backward.default')
            buf96 = buf94[1]
            assert_size_stride(buf96, (8, 8, 3, 3), (72, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf96, 16, 'torch.ops.aten.convolution_backward.default')
            del buf94
            buf97 = buf92; del buf92  # reuse
            buf98 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            buf99 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_2, input_3, reciprocal_9, mul_447, mul_448, sub_216, mul_449, add_477, mul_450, mul_451, view_58, sum_35, view_59, sum_36], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3_r0_numel = s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3.run(convolution, getitem_1, rsqrt, primals_6, primals_7, buf95, buf97, buf98, buf99, s0, s53, 16, triton_red_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3_r0_numel, stream=stream0)
            del primals_7
            buf100 = buf81; del buf81  # reuse
            buf101 = empty_strided_cuda((2, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_2, mul_452, view_60, sum_37, mul_453, view_61, sum_38, mul_455, sub_217, mul_456, mul_457, mul_458, neg_30, mul_461, mul_462, sub_218], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_4.run(buf99, primals_6, getitem_1, buf98, rsqrt, buf100, buf101, s0, s53, 8, stream=stream0)
            buf102 = reinterpret_tensor(buf95, (2, 4, 2, s0*s53), (8*s0*s53, 2*s0*s53, s0*s53, 1), 0); del buf95  # reuse
            # Topologically Sorted Source Nodes: [input_2, input_3, reciprocal_9, mul_447, mul_448, sub_216, mul_449, add_477, mul_450, mul_453, view_61, sum_38, unsqueeze_72, view_62, mul_454, neg_30, mul_461, mul_462, sub_218, unsqueeze_73, unsqueeze_74, unsqueeze_75, unsqueeze_76, unsqueeze_77, view_63, mul_464, mul_465, add_478, add_479], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5.run(buf102, buf97, rsqrt, primals_6, convolution, buf100, buf101, ps1, ps0, triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_5_xnumel, stream=stream0)
            del buf97
            del convolution
            del primals_6
            buf103 = reinterpret_tensor(buf101, (4, 2), (2, 1), 0); del buf101  # reuse
            buf104 = reinterpret_tensor(buf100, (8, ), (1, ), 0); del buf100  # reuse
            # Topologically Sorted Source Nodes: [input_2, unsqueeze_72, view_66, view_67, unsqueeze_78, mul_466, sub_219, mul_467, sum_39, sum_40], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_6.run(buf98, buf99, getitem_1, rsqrt, buf103, buf104, 8, stream=stream0)
            del buf98
            del buf99
            del getitem_1
            del rsqrt
            buf105 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_2, input_3, reciprocal_9, mul_447, mul_448, sub_216, mul_449, add_477, mul_450, mul_453, view_61, sum_38, unsqueeze_72, view_62, mul_454, neg_30, mul_461, mul_462, sub_218, unsqueeze_73, unsqueeze_74, unsqueeze_75, unsqueeze_76, unsqueeze_77, view_63, mul_464, mul_465, add_478, add_479, view_65, sum_41], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward, aten.convolution_backward]
            triton_red_fused_convolution_backward_2_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_2.run(buf102, buf105, ps0, s0, s53, 8, triton_red_fused_convolution_backward_2_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_2, input_3, reciprocal_9, mul_447, mul_448, sub_216, mul_449, add_477, mul_450, mul_453, view_61, sum_38, unsqueeze_72, view_62, mul_454, neg_30, mul_461, mul_462, sub_218, unsqueeze_73, unsqueeze_74, unsqueeze_75, unsqueeze_76, unsqueeze_77, view_63, mul_464, mul_465, add_478, add_479, view_65, convolution_backward_10], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward, aten.convolution_backward]
            buf106 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf102, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 0), primals_5, primals_1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf102
            del primals_1
            del primals_5
            buf107 = buf106[0]
            assert_size_stride(buf107, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf107, 16, 'torch.ops.aten.convolution_backward.default')
            buf108 = buf106[1]
            assert_size_stride(buf108, (8, 3, 3, 3), (27, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf108, 16, 'torch.ops.aten.convolution_backward.default')
            del buf106
        return (buf108, buf105, None, None, buf107, reinterpret_tensor(buf103, (8, ), (1, ), 0), buf104, buf96, buf93, buf90, buf87, reinterpret_tensor(buf85, (16, ), (1, ), 0), buf86, buf77, buf74, buf71, buf68, reinterpret_tensor(buf66, (16, ), (1, ), 0), buf67, buf58, buf55, buf45, buf42, reinterpret_tensor(buf40, (8, ), (1, ), 0), buf41, buf33, buf30, buf20, buf17, reinterpret_tensor(buf15, (8, ), (1, ), 0), buf16, buf8, buf5, buf3, buf0, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 28
    primals_4 = 20
    sym_size_int_8 = 14
    sym_size_int_9 = 10
    sym_size_int_16 = 7
    sym_size_int_17 = 5
    sym_size_int_19 = 7
    sym_size_int_20 = 5
    floordiv = 14
    floordiv_1 = 10
    mul_190 = 140
    primals_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((2, 3, 28, 20), (1680, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((16, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((8, 32, 3, 3), (288, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 8, 28, 20), (4480, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((2, 8, 28, 20), (4480, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((2, 8, 28, 20), (4480, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((2, 8, 28, 20), (4480, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    getitem_2 = rand_strided((2, 8, 14, 10), (1120, 140, 10, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((2, 8, 14, 10), (1120, 140, 10, 1), device='cuda:0', dtype=torch.int8)
    convolution_2 = rand_strided((2, 16, 14, 10), (2240, 140, 10, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((2, 16, 14, 10), (2240, 140, 10, 1), device='cuda:0', dtype=torch.float32)
    convolution_3 = rand_strided((2, 16, 14, 10), (2240, 140, 10, 1), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((2, 16, 14, 10), (2240, 140, 10, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((2, 16, 7, 5), (560, 35, 5, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((2, 16, 7, 5), (560, 35, 5, 1), device='cuda:0', dtype=torch.int8)
    convolution_4 = rand_strided((2, 16, 7, 5), (560, 35, 5, 1), device='cuda:0', dtype=torch.float32)
    getitem_9 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_4 = rand_strided((2, 16, 7, 5), (560, 35, 5, 1), device='cuda:0', dtype=torch.float32)
    convolution_5 = rand_strided((2, 16, 7, 5), (560, 35, 5, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_1 = rand_strided((14, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    clamp_max = rand_strided((14, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    convert_element_type_3 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_2 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    clamp_max_3 = rand_strided((14, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    cat = rand_strided((2, 32, 14, 10), (4480, 140, 10, 1), device='cuda:0', dtype=torch.float32)
    convolution_6 = rand_strided((2, 8, 14, 10), (1120, 140, 10, 1), device='cuda:0', dtype=torch.float32)
    getitem_11 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_6 = rand_strided((2, 8, 14, 10), (1120, 140, 10, 1), device='cuda:0', dtype=torch.float32)
    convolution_7 = rand_strided((2, 8, 14, 10), (1120, 140, 10, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_5 = rand_strided((28, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    clamp_max_4 = rand_strided((28, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    convert_element_type_7 = rand_strided((20, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_5 = rand_strided((20, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_6 = rand_strided((20, ), (1, ), device='cuda:0', dtype=torch.float32)
    clamp_max_7 = rand_strided((28, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    cat_1 = rand_strided((2, 16, 28, 20), (8960, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    convolution_8 = rand_strided((2, 8, 28, 20), (4480, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    getitem_13 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_8 = rand_strided((2, 8, 28, 20), (4480, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    convolution_9 = rand_strided((2, 8, 28, 20), (4480, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    div_9 = rand_strided((2, 8, 28, 20), (4480, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 2, 28, 20), (1120, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    return [primals_3, primals_4, sym_size_int_8, sym_size_int_9, sym_size_int_16, sym_size_int_17, sym_size_int_19, sym_size_int_20, floordiv, floordiv_1, mul_190, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_19, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_31, primals_32, primals_34, convolution, getitem_1, rsqrt, div, convolution_1, div_1, getitem_2, getitem_3, convolution_2, getitem_5, rsqrt_1, div_2, convolution_3, div_3, getitem_6, getitem_7, convolution_4, getitem_9, rsqrt_2, div_4, convolution_5, convert_element_type_1, clamp_max, convert_element_type_3, clamp_max_1, clamp_max_2, clamp_max_3, cat, convolution_6, getitem_11, rsqrt_3, div_6, convolution_7, convert_element_type_5, clamp_max_4, convert_element_type_7, clamp_max_5, clamp_max_6, clamp_max_7, cat_1, convolution_8, getitem_13, rsqrt_4, div_8, convolution_9, div_9, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
