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


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/ry/cryznb5uteibrgegq4yrjjg2mnz57luuexgbl4oa4shmksyhoqq4.py
# Topologically Sorted Source Nodes: [constant_pad_nd_default], Original ATen: [aten.mm]
# Source node to ATen node mapping:
#   constant_pad_nd_default => constant_pad_nd_default
# Graph fragment:
#   %tangents_1 : Tensor "f32[s77, 7][7, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %constant_pad_nd_default : Tensor "f32[s77, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%tangents_1, [0, 1, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default
triton_poi_fused_mm_0 = async_compile.triton('triton_poi_fused_mm_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mm_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 368}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mm_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = xindex // 8
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 7, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 7*x1), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/5x/c5xx7k2garbqk5ywbm5kxix4wkm5n2ne6y5bnb2qqiqaqjcg22jm.py
# Topologically Sorted Source Nodes: [linear, permute_1, constant_pad_nd_default_1], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#   constant_pad_nd_default_1 => constant_pad_nd_default_1
#   linear => permute
#   permute_1 => permute_1
# Graph fragment:
#   %primals_63 : Tensor "f32[7, 16][16, 1]cuda:0" = PlaceHolder[target=primals_63]
#   %permute : Tensor "f32[16, 7][1, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_63, [1, 0]), kwargs = {})
#   %permute_1 : Tensor "f32[7, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute, [1, 0]), kwargs = {})
#   %constant_pad_nd_default_1 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_1, [0, 0, 0, 1]), kwargs = {})
#   return %constant_pad_nd_default_1
triton_poi_fused_mm_t_1 = async_compile.triton('triton_poi_fused_mm_t_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mm_t_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1472}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mm_t_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 16
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 7, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x2), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/fq/cfqerokm7rcuzzdkephbw5yd5wudcxzyd22uqrw4jwzddwaokhsc.py
# Topologically Sorted Source Nodes: [unsqueeze_40, unsqueeze_41, expand, div, sum_2, sub_51, mul_205, sum_3, mul_209, unsqueeze_45, unsqueeze_46, unsqueeze_47, mul_210, mul_211, mul_212, unsqueeze_48, unsqueeze_49, unsqueeze_50, mul_213, unsqueeze_51, unsqueeze_52, unsqueeze_53, mul_214, sub_53, sub_54, mul_215, mul_216, convolution_backward], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward => convolution_backward
#   div => div
#   expand => expand
#   mul_205 => mul_205
#   mul_209 => mul_209
#   mul_210 => mul_210
#   mul_211 => mul_211
#   mul_212 => mul_212
#   mul_213 => mul_213
#   mul_214 => mul_214
#   mul_215 => mul_215
#   mul_216 => mul_216
#   sub_51 => sub_51
#   sub_53 => sub_53
#   sub_54 => sub_54
#   sum_2 => sum_2
#   sum_3 => sum_3
#   unsqueeze_40 => unsqueeze_40
#   unsqueeze_41 => unsqueeze_41
#   unsqueeze_45 => unsqueeze_45
#   unsqueeze_46 => unsqueeze_46
#   unsqueeze_47 => unsqueeze_47
#   unsqueeze_48 => unsqueeze_48
#   unsqueeze_49 => unsqueeze_49
#   unsqueeze_50 => unsqueeze_50
#   unsqueeze_51 => unsqueeze_51
#   unsqueeze_52 => unsqueeze_52
#   unsqueeze_53 => unsqueeze_53
# Graph fragment:
#   %mm_default : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %convolution_9 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_9]
#   %unsqueeze_44 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_44]
#   %sum_3 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_3]
#   %squeeze_28 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=squeeze_28]
#   %sum_2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_2]
#   %primals_61 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_61]
#   %unsqueeze_40 : Tensor "f32[s77, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 2), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, 3), kwargs = {})
#   %expand : Tensor "f32[s77, 16, 8, 8][16, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_41, [%primals_2, 16, 8, 8]), kwargs = {})
#   %div : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 64), kwargs = {})
#   %sum_2 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%div, [0, 2, 3]), kwargs = {})
#   %sub_51 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %unsqueeze_44), kwargs = {})
#   %mul_205 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_51), kwargs = {})
#   %sum_3 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_205, [0, 2, 3]), kwargs = {})
#   %mul_209 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_2, %truediv_21), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_209, 0), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_45, 2), kwargs = {})
#   %unsqueeze_47 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_46, 3), kwargs = {})
#   %mul_210 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %truediv_21), kwargs = {})
#   %mul_211 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %squeeze_28), kwargs = {})
#   %mul_212 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_210, %mul_211), kwargs = {})
#   %unsqueeze_48 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_212, 0), kwargs = {})
#   %unsqueeze_49 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_48, 2), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_49, 3), kwargs = {})
#   %mul_213 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %primals_61), kwargs = {})
#   %unsqueeze_51 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_213, 0), kwargs = {})
#   %unsqueeze_52 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_51, 2), kwargs = {})
#   %unsqueeze_53 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_52, 3), kwargs = {})
#   %mul_214 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_51, %unsqueeze_50), kwargs = {})
#   %sub_53 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%div, %mul_214), kwargs = {})
#   %sub_54 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_53, %unsqueeze_47), kwargs = {})
#   %mul_215 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_54, %unsqueeze_53), kwargs = {})
#   %mul_216 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %squeeze_28), kwargs = {})
#   %convolution_backward : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_215, %clamp_max_6, %primals_57, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_2,%sum_3,%mul_216,%buf8
triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_2 = async_compile.triton('triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_2', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 704, 'r0_': 49152}}
)
@triton.jit
def triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp7 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index // 64
        r0_1 = (r0_index % 64)
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_out_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.015625, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
        tmp8 = tmp6 - tmp7
        tmp9 = tmp2 * tmp8
        tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tmp13 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tmp11 * tmp13
    tl.store(out_ptr2 + (x0), tmp14, xmask)
    tmp29 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index // 64
        r0_1 = (r0_index % 64)
        tmp15 = tl.load(in_ptr0 + (x0 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp18 = tl.load(in_out_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp16 = tl.full([1, 1], 0.015625, tl.float32)
        tmp17 = tmp15 * tmp16
        tmp19 = tmp18 - tmp7
        tmp20 = (tl.full([], 1.00000000000000, tl.float64) / ((1024*ks0) / 16))
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp11 * tmp21
        tmp23 = tmp13 * tmp13
        tmp24 = tmp22 * tmp23
        tmp25 = tmp19 * tmp24
        tmp26 = tmp17 - tmp25
        tmp27 = tmp4 * tmp21
        tmp28 = tmp26 - tmp27
        tmp30 = tmp13 * tmp29
        tmp31 = tmp28 * tmp30
        tl.store(in_out_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/za/czateue6mxhyru5u5cvo4xvbzrfispm6nz2y6l57bkaay7vxcmvx.py
# Topologically Sorted Source Nodes: [input_25, le_10, ge, bitwise_or, full_default, where, unsqueeze_54, unsqueeze_55, unsqueeze_56, sum_4, sub_55, mul_217, sum_5, mul_221, unsqueeze_57, unsqueeze_58, unsqueeze_59, mul_222, mul_223, mul_224, unsqueeze_60, unsqueeze_61, unsqueeze_62, mul_225, unsqueeze_63, unsqueeze_64, unsqueeze_65, mul_226, sub_57, sub_58, mul_227, mul_228, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   bitwise_or => bitwise_or
#   convolution_backward_1 => convolution_backward_1
#   full_default => full_default
#   ge => ge
#   input_25 => add_165, mul_167, mul_173, squeeze_24, squeeze_25, sub_40, unsqueeze_32, unsqueeze_33, unsqueeze_34, unsqueeze_35
#   le_10 => le_10
#   mul_217 => mul_217
#   mul_221 => mul_221
#   mul_222 => mul_222
#   mul_223 => mul_223
#   mul_224 => mul_224
#   mul_225 => mul_225
#   mul_226 => mul_226
#   mul_227 => mul_227
#   mul_228 => mul_228
#   sub_55 => sub_55
#   sub_57 => sub_57
#   sub_58 => sub_58
#   sum_4 => sum_4
#   sum_5 => sum_5
#   unsqueeze_54 => unsqueeze_54
#   unsqueeze_55 => unsqueeze_55
#   unsqueeze_56 => unsqueeze_56
#   unsqueeze_57 => unsqueeze_57
#   unsqueeze_58 => unsqueeze_58
#   unsqueeze_59 => unsqueeze_59
#   unsqueeze_60 => unsqueeze_60
#   unsqueeze_61 => unsqueeze_61
#   unsqueeze_62 => unsqueeze_62
#   unsqueeze_63 => unsqueeze_63
#   unsqueeze_64 => unsqueeze_64
#   unsqueeze_65 => unsqueeze_65
#   where => where
# Graph fragment:
#   %convolution_8 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_8]
#   %getitem_17 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_17]
#   %rsqrt_8 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %primals_55 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_55]
#   %primals_56 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_56]
#   %add_165 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0" = PlaceHolder[target=add_165]
#   %getitem_20 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_20]
#   %sum_5 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_5]
#   %sum_4 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_4]
#   %sub_40 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_8, %getitem_17), kwargs = {})
#   %mul_167 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_40, %rsqrt_8), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_55, -1), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_32, -1), kwargs = {})
#   %mul_173 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_167, %unsqueeze_33), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_56, -1), kwargs = {})
#   %unsqueeze_35 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_34, -1), kwargs = {})
#   %add_165 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_173, %unsqueeze_35), kwargs = {})
#   %le_10 : Tensor "b8[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_165, 0.0), kwargs = {})
#   %ge : Tensor "b8[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%add_165, 6.0), kwargs = {})
#   %bitwise_or : Tensor "b8[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_or.Tensor](args = (%le_10, %ge), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_or, %full_default, %getitem_20), kwargs = {})
#   %squeeze_24 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_17, [0, 2, 3]), kwargs = {})
#   %unsqueeze_54 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_24, 0), kwargs = {})
#   %unsqueeze_55 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_54, 2), kwargs = {})
#   %unsqueeze_56 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_55, 3), kwargs = {})
#   %sum_4 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   %sub_55 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_8, %unsqueeze_56), kwargs = {})
#   %mul_217 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_55), kwargs = {})
#   %sum_5 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_217, [0, 2, 3]), kwargs = {})
#   %mul_221 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %truediv_23), kwargs = {})
#   %unsqueeze_57 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_221, 0), kwargs = {})
#   %unsqueeze_58 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_57, 2), kwargs = {})
#   %unsqueeze_59 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_58, 3), kwargs = {})
#   %mul_222 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %truediv_23), kwargs = {})
#   %squeeze_25 : Tensor "f32[64][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_8, [0, 2, 3]), kwargs = {})
#   %mul_223 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %squeeze_25), kwargs = {})
#   %mul_224 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_222, %mul_223), kwargs = {})
#   %unsqueeze_60 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_224, 0), kwargs = {})
#   %unsqueeze_61 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_60, 2), kwargs = {})
#   %unsqueeze_62 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_61, 3), kwargs = {})
#   %mul_225 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %primals_55), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_225, 0), kwargs = {})
#   %unsqueeze_64 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_63, 2), kwargs = {})
#   %unsqueeze_65 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_64, 3), kwargs = {})
#   %mul_226 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_55, %unsqueeze_62), kwargs = {})
#   %sub_57 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %mul_226), kwargs = {})
#   %sub_58 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_57, %unsqueeze_59), kwargs = {})
#   %mul_227 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_58, %unsqueeze_65), kwargs = {})
#   %mul_228 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %squeeze_25), kwargs = {})
#   %convolution_backward_1 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_227, %clamp_max_5, %primals_51, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 64, [True, True, False]), kwargs = {})
#   return %add_165,%sum_4,%sum_5,%mul_228,%buf16
triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 262144}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp14 = tl.load(in_ptr5 + (r0_1 + 64*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp9 = tl.full([1, 1], 0.0, tl.float32)
        tmp10 = tmp8 <= tmp9
        tmp11 = tl.full([1, 1], 6.0, tl.float32)
        tmp12 = tmp8 >= tmp11
        tmp13 = tmp10 | tmp12
        tmp15 = tl.where(tmp13, tmp9, tmp14)
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
        tmp19 = tmp15 * tmp2
        tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask & xmask, tmp22, _tmp21)
        tl.store(in_out_ptr0 + (r0_1 + 64*x0 + 4096*r0_2), tmp8, r0_mask & xmask)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp17, xmask)
    tmp23 = tmp21 * tmp3
    tl.store(out_ptr2 + (x0), tmp23, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp24 = tl.load(in_out_ptr0 + (r0_1 + 64*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp30 = tl.load(in_ptr5 + (r0_1 + 64*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp32 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp25 = tl.full([1, 1], 0.0, tl.float32)
        tmp26 = tmp24 <= tmp25
        tmp27 = tl.full([1, 1], 6.0, tl.float32)
        tmp28 = tmp24 >= tmp27
        tmp29 = tmp26 | tmp28
        tmp31 = tl.where(tmp29, tmp25, tmp30)
        tmp33 = tmp32 - tmp1
        tmp34 = (tl.full([], 1.00000000000000, tl.float64) / ((4096*ks0) / 64))
        tmp35 = tmp34.to(tl.float32)
        tmp36 = tmp21 * tmp35
        tmp37 = tmp3 * tmp3
        tmp38 = tmp36 * tmp37
        tmp39 = tmp33 * tmp38
        tmp40 = tmp31 - tmp39
        tmp41 = tmp17 * tmp35
        tmp42 = tmp40 - tmp41
        tmp43 = tmp3 * tmp5
        tmp44 = tmp42 * tmp43
        tl.store(in_out_ptr0 + (r0_1 + 64*x0 + 4096*r0_2), tmp44, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/7v/c7v32i3jffa5cx57sb7u3blsqlljqvhmvxzxiphsscimqm5bbisv.py
# Topologically Sorted Source Nodes: [unsqueeze_40, unsqueeze_41, expand, div, add_203, sum_8, sub_63, mul_241, sum_9, mul_245, unsqueeze_81, unsqueeze_82, unsqueeze_83, mul_246, mul_247, mul_248, unsqueeze_84, unsqueeze_85, unsqueeze_86, mul_249, unsqueeze_87, unsqueeze_88, unsqueeze_89, mul_250, sub_65, sub_66, mul_251, mul_252, convolution_backward_3], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_203 => add_203
#   convolution_backward_3 => convolution_backward_3
#   div => div
#   expand => expand
#   mul_241 => mul_241
#   mul_245 => mul_245
#   mul_246 => mul_246
#   mul_247 => mul_247
#   mul_248 => mul_248
#   mul_249 => mul_249
#   mul_250 => mul_250
#   mul_251 => mul_251
#   mul_252 => mul_252
#   sub_63 => sub_63
#   sub_65 => sub_65
#   sub_66 => sub_66
#   sum_8 => sum_8
#   sum_9 => sum_9
#   unsqueeze_40 => unsqueeze_40
#   unsqueeze_41 => unsqueeze_41
#   unsqueeze_81 => unsqueeze_81
#   unsqueeze_82 => unsqueeze_82
#   unsqueeze_83 => unsqueeze_83
#   unsqueeze_84 => unsqueeze_84
#   unsqueeze_85 => unsqueeze_85
#   unsqueeze_86 => unsqueeze_86
#   unsqueeze_87 => unsqueeze_87
#   unsqueeze_88 => unsqueeze_88
#   unsqueeze_89 => unsqueeze_89
# Graph fragment:
#   %mm_default : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_26 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_26]
#   %convolution_6 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %unsqueeze_80 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_80]
#   %sum_9 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_9]
#   %squeeze_19 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=squeeze_19]
#   %sum_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_8]
#   %primals_43 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_43]
#   %unsqueeze_40 : Tensor "f32[s77, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 2), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, 3), kwargs = {})
#   %expand : Tensor "f32[s77, 16, 8, 8][16, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_41, [%primals_2, 16, 8, 8]), kwargs = {})
#   %div : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 64), kwargs = {})
#   %add_203 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%div, %getitem_26), kwargs = {})
#   %sum_8 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_203, [0, 2, 3]), kwargs = {})
#   %sub_63 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %unsqueeze_80), kwargs = {})
#   %mul_241 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_203, %sub_63), kwargs = {})
#   %sum_9 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_241, [0, 2, 3]), kwargs = {})
#   %mul_245 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_8, %truediv_21), kwargs = {})
#   %unsqueeze_81 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_245, 0), kwargs = {})
#   %unsqueeze_82 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_81, 2), kwargs = {})
#   %unsqueeze_83 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_82, 3), kwargs = {})
#   %mul_246 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, %truediv_21), kwargs = {})
#   %mul_247 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %squeeze_19), kwargs = {})
#   %mul_248 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_246, %mul_247), kwargs = {})
#   %unsqueeze_84 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_248, 0), kwargs = {})
#   %unsqueeze_85 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_84, 2), kwargs = {})
#   %unsqueeze_86 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_85, 3), kwargs = {})
#   %mul_249 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %primals_43), kwargs = {})
#   %unsqueeze_87 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_249, 0), kwargs = {})
#   %unsqueeze_88 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_87, 2), kwargs = {})
#   %unsqueeze_89 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_88, 3), kwargs = {})
#   %mul_250 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_63, %unsqueeze_86), kwargs = {})
#   %sub_65 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_203, %mul_250), kwargs = {})
#   %sub_66 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_65, %unsqueeze_83), kwargs = {})
#   %mul_251 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_66, %unsqueeze_89), kwargs = {})
#   %mul_252 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, %squeeze_19), kwargs = {})
#   %convolution_backward_3 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_251, %clamp_max_4, %primals_39, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_8,%sum_9,%mul_252,%buf31
triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_4 = async_compile.triton('triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_4', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 704, 'r0_': 65536}}
)
@triton.jit
def triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp9 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index // 64
        r0_1 = (r0_index % 64)
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_out_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.load(in_ptr1 + (r0_1 + 64*x0 + 1024*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.015625, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp4 = tmp2 + tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp6, xmask)
    tmp15 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tmp13 * tmp15
    tl.store(out_ptr2 + (x0), tmp16, xmask)
    tmp33 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index // 64
        r0_1 = (r0_index % 64)
        tmp17 = tl.load(in_ptr0 + (x0 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp20 = tl.load(in_out_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp22 = tl.load(in_ptr1 + (r0_1 + 64*x0 + 1024*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 0.015625, tl.float32)
        tmp19 = tmp17 * tmp18
        tmp21 = tmp19 + tmp20
        tmp23 = tmp22 - tmp9
        tmp24 = (tl.full([], 1.00000000000000, tl.float64) / ((1024*ks0) / 16))
        tmp25 = tmp24.to(tl.float32)
        tmp26 = tmp13 * tmp25
        tmp27 = tmp15 * tmp15
        tmp28 = tmp26 * tmp27
        tmp29 = tmp23 * tmp28
        tmp30 = tmp21 - tmp29
        tmp31 = tmp6 * tmp25
        tmp32 = tmp30 - tmp31
        tmp34 = tmp15 * tmp33
        tmp35 = tmp32 * tmp34
        tl.store(in_out_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), tmp35, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/nk/cnkjmqubbgwr35qauavbghr2ksitucns2nkxmdrdpw73pzistcgj.py
# Topologically Sorted Source Nodes: [full_default, input_17, le_12, ge_2, bitwise_or_2, where_2, unsqueeze_90, unsqueeze_91, unsqueeze_92, sum_10, sub_67, mul_253, sum_11, mul_257, unsqueeze_93, unsqueeze_94, unsqueeze_95, mul_258, mul_259, mul_260, unsqueeze_96, unsqueeze_97, unsqueeze_98, mul_261, unsqueeze_99, unsqueeze_100, unsqueeze_101, mul_262, sub_69, sub_70, mul_263, mul_264, convolution_backward_4], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   bitwise_or_2 => bitwise_or_2
#   convolution_backward_4 => convolution_backward_4
#   full_default => full_default
#   ge_2 => ge_2
#   input_17 => add_110, mul_109, mul_115, squeeze_15, squeeze_16, sub_26, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23
#   le_12 => le_12
#   mul_253 => mul_253
#   mul_257 => mul_257
#   mul_258 => mul_258
#   mul_259 => mul_259
#   mul_260 => mul_260
#   mul_261 => mul_261
#   mul_262 => mul_262
#   mul_263 => mul_263
#   mul_264 => mul_264
#   sub_67 => sub_67
#   sub_69 => sub_69
#   sub_70 => sub_70
#   sum_10 => sum_10
#   sum_11 => sum_11
#   unsqueeze_100 => unsqueeze_100
#   unsqueeze_101 => unsqueeze_101
#   unsqueeze_90 => unsqueeze_90
#   unsqueeze_91 => unsqueeze_91
#   unsqueeze_92 => unsqueeze_92
#   unsqueeze_93 => unsqueeze_93
#   unsqueeze_94 => unsqueeze_94
#   unsqueeze_95 => unsqueeze_95
#   unsqueeze_96 => unsqueeze_96
#   unsqueeze_97 => unsqueeze_97
#   unsqueeze_98 => unsqueeze_98
#   unsqueeze_99 => unsqueeze_99
#   where_2 => where_2
# Graph fragment:
#   %convolution_5 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_5]
#   %getitem_11 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %rsqrt_5 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_5]
#   %primals_37 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_37]
#   %primals_38 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_38]
#   %add_110 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0" = PlaceHolder[target=add_110]
#   %getitem_29 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_29]
#   %sum_11 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_11]
#   %sum_10 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_10]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sub_26 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_5, %getitem_11), kwargs = {})
#   %mul_109 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_26, %rsqrt_5), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_37, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, -1), kwargs = {})
#   %mul_115 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_109, %unsqueeze_21), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_38, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_110 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_115, %unsqueeze_23), kwargs = {})
#   %le_12 : Tensor "b8[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_110, 0.0), kwargs = {})
#   %ge_2 : Tensor "b8[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%add_110, 6.0), kwargs = {})
#   %bitwise_or_2 : Tensor "b8[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_or.Tensor](args = (%le_12, %ge_2), kwargs = {})
#   %where_2 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_or_2, %full_default, %getitem_29), kwargs = {})
#   %squeeze_15 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_11, [0, 2, 3]), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_15, 0), kwargs = {})
#   %unsqueeze_91 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_90, 2), kwargs = {})
#   %unsqueeze_92 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_91, 3), kwargs = {})
#   %sum_10 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_2, [0, 2, 3]), kwargs = {})
#   %sub_67 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_5, %unsqueeze_92), kwargs = {})
#   %mul_253 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_2, %sub_67), kwargs = {})
#   %sum_11 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_253, [0, 2, 3]), kwargs = {})
#   %mul_257 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_10, %truediv_29), kwargs = {})
#   %unsqueeze_93 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_257, 0), kwargs = {})
#   %unsqueeze_94 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_93, 2), kwargs = {})
#   %unsqueeze_95 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_94, 3), kwargs = {})
#   %mul_258 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_11, %truediv_29), kwargs = {})
#   %squeeze_16 : Tensor "f32[32][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_5, [0, 2, 3]), kwargs = {})
#   %mul_259 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_16, %squeeze_16), kwargs = {})
#   %mul_260 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_258, %mul_259), kwargs = {})
#   %unsqueeze_96 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_260, 0), kwargs = {})
#   %unsqueeze_97 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_96, 2), kwargs = {})
#   %unsqueeze_98 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_97, 3), kwargs = {})
#   %mul_261 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_16, %primals_37), kwargs = {})
#   %unsqueeze_99 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_261, 0), kwargs = {})
#   %unsqueeze_100 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_99, 2), kwargs = {})
#   %unsqueeze_101 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_100, 3), kwargs = {})
#   %mul_262 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_67, %unsqueeze_98), kwargs = {})
#   %sub_69 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_2, %mul_262), kwargs = {})
#   %sub_70 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_69, %unsqueeze_95), kwargs = {})
#   %mul_263 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_70, %unsqueeze_101), kwargs = {})
#   %mul_264 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_11, %squeeze_16), kwargs = {})
#   %convolution_backward_4 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_263, %clamp_max_3, %primals_33, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 32, [True, True, False]), kwargs = {})
#   return %add_110,%sum_10,%sum_11,%mul_264,%buf39
triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_5 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_5', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 131072}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 2048*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp14 = tl.load(in_ptr5 + (r0_1 + 64*x0 + 2048*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp9 = tl.full([1, 1], 0.0, tl.float32)
        tmp10 = tmp8 <= tmp9
        tmp11 = tl.full([1, 1], 6.0, tl.float32)
        tmp12 = tmp8 >= tmp11
        tmp13 = tmp10 | tmp12
        tmp15 = tl.where(tmp13, tmp9, tmp14)
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
        tmp19 = tmp15 * tmp2
        tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask & xmask, tmp22, _tmp21)
        tl.store(in_out_ptr0 + (r0_1 + 64*x0 + 2048*r0_2), tmp8, r0_mask & xmask)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp17, xmask)
    tmp23 = tmp21 * tmp3
    tl.store(out_ptr2 + (x0), tmp23, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp24 = tl.load(in_out_ptr0 + (r0_1 + 64*x0 + 2048*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp30 = tl.load(in_ptr5 + (r0_1 + 64*x0 + 2048*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp32 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 2048*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp25 = tl.full([1, 1], 0.0, tl.float32)
        tmp26 = tmp24 <= tmp25
        tmp27 = tl.full([1, 1], 6.0, tl.float32)
        tmp28 = tmp24 >= tmp27
        tmp29 = tmp26 | tmp28
        tmp31 = tl.where(tmp29, tmp25, tmp30)
        tmp33 = tmp32 - tmp1
        tmp34 = (tl.full([], 1.00000000000000, tl.float64) / ((2048*ks0) / 32))
        tmp35 = tmp34.to(tl.float32)
        tmp36 = tmp21 * tmp35
        tmp37 = tmp3 * tmp3
        tmp38 = tmp36 * tmp37
        tmp39 = tmp33 * tmp38
        tmp40 = tmp31 - tmp39
        tmp41 = tmp17 * tmp35
        tmp42 = tmp40 - tmp41
        tmp43 = tmp3 * tmp5
        tmp44 = tmp42 * tmp43
        tl.store(in_out_ptr0 + (r0_1 + 64*x0 + 2048*r0_2), tmp44, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/7u/c7ujyrjkxc5eq6wob3t6i3bihf4cpp7jjwxiwz7q64mywbwqagbc.py
# Topologically Sorted Source Nodes: [full_default, input_14, le_13, ge_3, bitwise_or_3, where_3, unsqueeze_102, unsqueeze_103, unsqueeze_104, sum_12, sub_71, mul_265, sum_13, mul_269, unsqueeze_105, unsqueeze_106, unsqueeze_107, mul_270, mul_271, mul_272, unsqueeze_108, unsqueeze_109, unsqueeze_110, mul_273, unsqueeze_111, unsqueeze_112, unsqueeze_113, mul_274, sub_73, sub_74, mul_275, mul_276, convolution_backward_5], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   bitwise_or_3 => bitwise_or_3
#   convolution_backward_5 => convolution_backward_5
#   full_default => full_default
#   ge_3 => ge_3
#   input_14 => add_90, mul_89, mul_95, squeeze_12, squeeze_13, sub_21, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19
#   le_13 => le_13
#   mul_265 => mul_265
#   mul_269 => mul_269
#   mul_270 => mul_270
#   mul_271 => mul_271
#   mul_272 => mul_272
#   mul_273 => mul_273
#   mul_274 => mul_274
#   mul_275 => mul_275
#   mul_276 => mul_276
#   sub_71 => sub_71
#   sub_73 => sub_73
#   sub_74 => sub_74
#   sum_12 => sum_12
#   sum_13 => sum_13
#   unsqueeze_102 => unsqueeze_102
#   unsqueeze_103 => unsqueeze_103
#   unsqueeze_104 => unsqueeze_104
#   unsqueeze_105 => unsqueeze_105
#   unsqueeze_106 => unsqueeze_106
#   unsqueeze_107 => unsqueeze_107
#   unsqueeze_108 => unsqueeze_108
#   unsqueeze_109 => unsqueeze_109
#   unsqueeze_110 => unsqueeze_110
#   unsqueeze_111 => unsqueeze_111
#   unsqueeze_112 => unsqueeze_112
#   unsqueeze_113 => unsqueeze_113
#   where_3 => where_3
# Graph fragment:
#   %convolution_4 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %getitem_9 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_4 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_31 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_31]
#   %primals_32 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_32]
#   %add_90 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0" = PlaceHolder[target=add_90]
#   %getitem_32 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0" = PlaceHolder[target=getitem_32]
#   %sum_13 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_13]
#   %sum_12 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_12]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sub_21 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %getitem_9), kwargs = {})
#   %mul_89 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_21, %rsqrt_4), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_31, -1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, -1), kwargs = {})
#   %mul_95 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_89, %unsqueeze_17), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_32, -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, -1), kwargs = {})
#   %add_90 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_95, %unsqueeze_19), kwargs = {})
#   %le_13 : Tensor "b8[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_90, 0.0), kwargs = {})
#   %ge_3 : Tensor "b8[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%add_90, 6.0), kwargs = {})
#   %bitwise_or_3 : Tensor "b8[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_or.Tensor](args = (%le_13, %ge_3), kwargs = {})
#   %where_3 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_or_3, %full_default, %getitem_32), kwargs = {})
#   %squeeze_12 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_9, [0, 2, 3]), kwargs = {})
#   %unsqueeze_102 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_12, 0), kwargs = {})
#   %unsqueeze_103 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_102, 2), kwargs = {})
#   %unsqueeze_104 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_103, 3), kwargs = {})
#   %sum_12 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_3, [0, 2, 3]), kwargs = {})
#   %sub_71 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_104), kwargs = {})
#   %mul_265 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_3, %sub_71), kwargs = {})
#   %sum_13 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_265, [0, 2, 3]), kwargs = {})
#   %mul_269 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_12, %truediv_31), kwargs = {})
#   %unsqueeze_105 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_269, 0), kwargs = {})
#   %unsqueeze_106 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_105, 2), kwargs = {})
#   %unsqueeze_107 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_106, 3), kwargs = {})
#   %mul_270 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, %truediv_31), kwargs = {})
#   %squeeze_13 : Tensor "f32[32][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_4, [0, 2, 3]), kwargs = {})
#   %mul_271 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %squeeze_13), kwargs = {})
#   %mul_272 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_270, %mul_271), kwargs = {})
#   %unsqueeze_108 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_272, 0), kwargs = {})
#   %unsqueeze_109 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_108, 2), kwargs = {})
#   %unsqueeze_110 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_109, 3), kwargs = {})
#   %mul_273 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %primals_31), kwargs = {})
#   %unsqueeze_111 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_273, 0), kwargs = {})
#   %unsqueeze_112 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_111, 2), kwargs = {})
#   %unsqueeze_113 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_112, 3), kwargs = {})
#   %mul_274 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_71, %unsqueeze_110), kwargs = {})
#   %sub_73 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_3, %mul_274), kwargs = {})
#   %sub_74 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_73, %unsqueeze_107), kwargs = {})
#   %mul_275 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_74, %unsqueeze_113), kwargs = {})
#   %mul_276 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, %squeeze_13), kwargs = {})
#   %convolution_backward_5 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_275, %add_75, %primals_27, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %add_90,%sum_12,%sum_13,%mul_276,%buf47
triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 460800}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp0 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 7200*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp14 = tl.load(in_ptr5 + (r0_1 + 225*x0 + 7200*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp9 = tl.full([1, 1], 0.0, tl.float32)
        tmp10 = tmp8 <= tmp9
        tmp11 = tl.full([1, 1], 6.0, tl.float32)
        tmp12 = tmp8 >= tmp11
        tmp13 = tmp10 | tmp12
        tmp15 = tl.where(tmp13, tmp9, tmp14)
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
        tmp19 = tmp15 * tmp2
        tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask & xmask, tmp22, _tmp21)
        tl.store(in_out_ptr0 + (r0_1 + 225*x0 + 7200*r0_2), tmp8, r0_mask & xmask)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp17, xmask)
    tmp23 = tmp21 * tmp3
    tl.store(out_ptr2 + (x0), tmp23, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp24 = tl.load(in_out_ptr0 + (r0_1 + 225*x0 + 7200*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp30 = tl.load(in_ptr5 + (r0_1 + 225*x0 + 7200*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp32 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 7200*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp25 = tl.full([1, 1], 0.0, tl.float32)
        tmp26 = tmp24 <= tmp25
        tmp27 = tl.full([1, 1], 6.0, tl.float32)
        tmp28 = tmp24 >= tmp27
        tmp29 = tmp26 | tmp28
        tmp31 = tl.where(tmp29, tmp25, tmp30)
        tmp33 = tmp32 - tmp1
        tmp34 = (tl.full([], 1.00000000000000, tl.float64) / ((7200*ks0) / 32))
        tmp35 = tmp34.to(tl.float32)
        tmp36 = tmp21 * tmp35
        tmp37 = tmp3 * tmp3
        tmp38 = tmp36 * tmp37
        tmp39 = tmp33 * tmp38
        tmp40 = tmp31 - tmp39
        tmp41 = tmp17 * tmp35
        tmp42 = tmp40 - tmp41
        tmp43 = tmp3 * tmp5
        tmp44 = tmp42 * tmp43
        tl.store(in_out_ptr0 + (r0_1 + 225*x0 + 7200*r0_2), tmp44, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/4i/c4iedxgkz7mpie4n64netbhbiwximnucwtlalhclnocwoxnlnt3h.py
# Topologically Sorted Source Nodes: [sum_14, sub_75, mul_277, sum_15, mul_281, unsqueeze_117, unsqueeze_118, unsqueeze_119, mul_282, mul_283, mul_284, unsqueeze_120, unsqueeze_121, unsqueeze_122, mul_285, unsqueeze_123, unsqueeze_124, unsqueeze_125, mul_286, sub_77, sub_78, mul_287, mul_288, convolution_backward_6], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_6 => convolution_backward_6
#   mul_277 => mul_277
#   mul_281 => mul_281
#   mul_282 => mul_282
#   mul_283 => mul_283
#   mul_284 => mul_284
#   mul_285 => mul_285
#   mul_286 => mul_286
#   mul_287 => mul_287
#   mul_288 => mul_288
#   sub_75 => sub_75
#   sub_77 => sub_77
#   sub_78 => sub_78
#   sum_14 => sum_14
#   sum_15 => sum_15
#   unsqueeze_117 => unsqueeze_117
#   unsqueeze_118 => unsqueeze_118
#   unsqueeze_119 => unsqueeze_119
#   unsqueeze_120 => unsqueeze_120
#   unsqueeze_121 => unsqueeze_121
#   unsqueeze_122 => unsqueeze_122
#   unsqueeze_123 => unsqueeze_123
#   unsqueeze_124 => unsqueeze_124
#   unsqueeze_125 => unsqueeze_125
# Graph fragment:
#   %getitem_35 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0" = PlaceHolder[target=getitem_35]
#   %convolution_3 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0" = PlaceHolder[target=convolution_3]
#   %unsqueeze_116 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_116]
#   %sum_15 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=sum_15]
#   %squeeze_10 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=squeeze_10]
#   %sum_14 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=sum_14]
#   %primals_25 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_25]
#   %sum_14 : Tensor "f32[8][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem_35, [0, 2, 3]), kwargs = {})
#   %sub_75 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_3, %unsqueeze_116), kwargs = {})
#   %mul_277 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_35, %sub_75), kwargs = {})
#   %sum_15 : Tensor "f32[8][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_277, [0, 2, 3]), kwargs = {})
#   %mul_281 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_14, %truediv_33), kwargs = {})
#   %unsqueeze_117 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_281, 0), kwargs = {})
#   %unsqueeze_118 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_117, 2), kwargs = {})
#   %unsqueeze_119 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_118, 3), kwargs = {})
#   %mul_282 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, %truediv_33), kwargs = {})
#   %mul_283 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %squeeze_10), kwargs = {})
#   %mul_284 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_282, %mul_283), kwargs = {})
#   %unsqueeze_120 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_284, 0), kwargs = {})
#   %unsqueeze_121 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_120, 2), kwargs = {})
#   %unsqueeze_122 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_121, 3), kwargs = {})
#   %mul_285 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %primals_25), kwargs = {})
#   %unsqueeze_123 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_285, 0), kwargs = {})
#   %unsqueeze_124 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_123, 2), kwargs = {})
#   %unsqueeze_125 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_124, 3), kwargs = {})
#   %mul_286 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_75, %unsqueeze_122), kwargs = {})
#   %sub_77 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%getitem_35, %mul_286), kwargs = {})
#   %sub_78 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_77, %unsqueeze_119), kwargs = {})
#   %mul_287 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_78, %unsqueeze_125), kwargs = {})
#   %mul_288 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, %squeeze_10), kwargs = {})
#   %convolution_backward_6 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_287, %clamp_max_2, %primals_21, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_14,%sum_15,%mul_288,%buf54
triton_red_fused_convolution_backward_native_batch_norm_backward_7 = async_compile.triton('triton_red_fused_convolution_backward_native_batch_norm_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_native_batch_norm_backward_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224, 'r0_': 115200}}
)
@triton.jit
def triton_red_fused_convolution_backward_native_batch_norm_backward_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp0 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_out_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp6 = tmp4 - tmp5
        tmp7 = tmp0 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp11 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tmp9 * tmp11
    tl.store(out_ptr2 + (x0), tmp12, xmask)
    tmp25 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp13 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp14 = tl.load(in_out_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp15 = tmp14 - tmp5
        tmp16 = (tl.full([], 1.00000000000000, tl.float64) / ((1800*ks0) / 8))
        tmp17 = tmp16.to(tl.float32)
        tmp18 = tmp9 * tmp17
        tmp19 = tmp11 * tmp11
        tmp20 = tmp18 * tmp19
        tmp21 = tmp15 * tmp20
        tmp22 = tmp13 - tmp21
        tmp23 = tmp2 * tmp17
        tmp24 = tmp22 - tmp23
        tmp26 = tmp11 * tmp25
        tmp27 = tmp24 * tmp26
        tl.store(in_out_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), tmp27, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/ws/cws2ihe4dv7qalx7jznrripnxnyqwbvwg5djj6zwx54z2r6u27ch.py
# Topologically Sorted Source Nodes: [full_default, add_204, input_2, le_16, ge_6, bitwise_or_6, where_6, unsqueeze_150, unsqueeze_151, unsqueeze_152, sum_20, sub_87, mul_313, sum_21, mul_317, unsqueeze_153, unsqueeze_154, unsqueeze_155, mul_318, mul_319, mul_320, unsqueeze_156, unsqueeze_157, unsqueeze_158, mul_321, unsqueeze_159, unsqueeze_160, unsqueeze_161, mul_322, sub_89, sub_90, mul_323, mul_324], Original ATen: [aten.hardtanh_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_204 => add_204
#   bitwise_or_6 => bitwise_or_6
#   full_default => full_default
#   ge_6 => ge_6
#   input_2 => add_9, mul_15, mul_9, squeeze, squeeze_1, sub_1, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3
#   le_16 => le_16
#   mul_313 => mul_313
#   mul_317 => mul_317
#   mul_318 => mul_318
#   mul_319 => mul_319
#   mul_320 => mul_320
#   mul_321 => mul_321
#   mul_322 => mul_322
#   mul_323 => mul_323
#   mul_324 => mul_324
#   sub_87 => sub_87
#   sub_89 => sub_89
#   sub_90 => sub_90
#   sum_20 => sum_20
#   sum_21 => sum_21
#   unsqueeze_150 => unsqueeze_150
#   unsqueeze_151 => unsqueeze_151
#   unsqueeze_152 => unsqueeze_152
#   unsqueeze_153 => unsqueeze_153
#   unsqueeze_154 => unsqueeze_154
#   unsqueeze_155 => unsqueeze_155
#   unsqueeze_156 => unsqueeze_156
#   unsqueeze_157 => unsqueeze_157
#   unsqueeze_158 => unsqueeze_158
#   unsqueeze_159 => unsqueeze_159
#   unsqueeze_160 => unsqueeze_160
#   unsqueeze_161 => unsqueeze_161
#   where_6 => where_6
# Graph fragment:
#   %convolution : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_7 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_8]
#   %add_9 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0" = PlaceHolder[target=add_9]
#   %getitem_35 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0" = PlaceHolder[target=getitem_35]
#   %getitem_44 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0" = PlaceHolder[target=getitem_44]
#   %sum_21 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=sum_21]
#   %sum_20 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=sum_20]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_204 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_35, %getitem_44), kwargs = {})
#   %sub_1 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul_9 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_15 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_9 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %unsqueeze_3), kwargs = {})
#   %le_16 : Tensor "b8[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_9, 0.0), kwargs = {})
#   %ge_6 : Tensor "b8[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%add_9, 6.0), kwargs = {})
#   %bitwise_or_6 : Tensor "b8[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_or.Tensor](args = (%le_16, %ge_6), kwargs = {})
#   %where_6 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_or_6, %full_default, %add_204), kwargs = {})
#   %squeeze : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %unsqueeze_150 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze, 0), kwargs = {})
#   %unsqueeze_151 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_150, 2), kwargs = {})
#   %unsqueeze_152 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_151, 3), kwargs = {})
#   %sum_20 : Tensor "f32[8][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_6, [0, 2, 3]), kwargs = {})
#   %sub_87 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_152), kwargs = {})
#   %mul_313 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_6, %sub_87), kwargs = {})
#   %sum_21 : Tensor "f32[8][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_313, [0, 2, 3]), kwargs = {})
#   %mul_317 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_20, %truediv_33), kwargs = {})
#   %unsqueeze_153 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_317, 0), kwargs = {})
#   %unsqueeze_154 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_153, 2), kwargs = {})
#   %unsqueeze_155 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_154, 3), kwargs = {})
#   %mul_318 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_21, %truediv_33), kwargs = {})
#   %squeeze_1 : Tensor "f32[8][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [0, 2, 3]), kwargs = {})
#   %mul_319 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_320 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_318, %mul_319), kwargs = {})
#   %unsqueeze_156 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_320, 0), kwargs = {})
#   %unsqueeze_157 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_156, 2), kwargs = {})
#   %unsqueeze_158 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_157, 3), kwargs = {})
#   %mul_321 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_7), kwargs = {})
#   %unsqueeze_159 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_321, 0), kwargs = {})
#   %unsqueeze_160 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_159, 2), kwargs = {})
#   %unsqueeze_161 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_160, 3), kwargs = {})
#   %mul_322 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_87, %unsqueeze_158), kwargs = {})
#   %sub_89 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_6, %mul_322), kwargs = {})
#   %sub_90 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_89, %unsqueeze_155), kwargs = {})
#   %mul_323 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_90, %unsqueeze_161), kwargs = {})
#   %mul_324 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_21, %squeeze_1), kwargs = {})
#   return %add_9,%sum_20,%sum_21,%mul_324,%mul_323
triton_red_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_8 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 144000}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp23 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp0 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp14 = tl.load(in_ptr5 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr6 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp9 = tl.full([1, 1], 0.0, tl.float32)
        tmp10 = tmp8 <= tmp9
        tmp11 = tl.full([1, 1], 6.0, tl.float32)
        tmp12 = tmp8 >= tmp11
        tmp13 = tmp10 | tmp12
        tmp16 = tmp14 + tmp15
        tmp17 = tl.where(tmp13, tmp9, tmp16)
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask & xmask, tmp20, _tmp19)
        tmp21 = tmp17 * tmp2
        tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp24 = _tmp23 + tmp22
        _tmp23 = tl.where(r0_mask & xmask, tmp24, _tmp23)
        tl.store(in_out_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), tmp8, r0_mask & xmask)
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tmp23 = tl.sum(_tmp23, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp19, xmask)
    tmp25 = tmp23 * tmp3
    tl.store(out_ptr2 + (x0), tmp25, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp26 = tl.load(in_out_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp32 = tl.load(in_ptr5 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp33 = tl.load(in_ptr6 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp36 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp27 = tl.full([1, 1], 0.0, tl.float32)
        tmp28 = tmp26 <= tmp27
        tmp29 = tl.full([1, 1], 6.0, tl.float32)
        tmp30 = tmp26 >= tmp29
        tmp31 = tmp28 | tmp30
        tmp34 = tmp32 + tmp33
        tmp35 = tl.where(tmp31, tmp27, tmp34)
        tmp37 = tmp36 - tmp1
        tmp38 = (tl.full([], 1.00000000000000, tl.float64) / ((1800*ks0) / 8))
        tmp39 = tmp38.to(tl.float32)
        tmp40 = tmp23 * tmp39
        tmp41 = tmp3 * tmp3
        tmp42 = tmp40 * tmp41
        tmp43 = tmp37 * tmp42
        tmp44 = tmp35 - tmp43
        tmp45 = tmp19 * tmp39
        tmp46 = tmp44 - tmp45
        tmp47 = tmp3 * tmp5
        tmp48 = tmp46 * tmp47
        tl.store(in_out_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), tmp48, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/lz/clzeekbdzw6h6fr4rfivpfbdnvawdnahlqeq7kqq2ybyq35pdnzr.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[s77, 7][7, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_red_fused_sum_9 = async_compile.triton('triton_red_fused_sum_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 147, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_9(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 7
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
        tmp0 = tl.load(in_ptr0 + (x0 + 7*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
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
        primals_2, primals_1, primals_3, primals_7, primals_8, primals_9, primals_13, primals_14, primals_15, primals_19, primals_20, primals_21, primals_25, primals_27, primals_31, primals_32, primals_33, primals_37, primals_38, primals_39, primals_43, primals_45, primals_49, primals_50, primals_51, primals_55, primals_56, primals_57, primals_61, primals_63, convolution, getitem_1, rsqrt, clamp_max, convolution_1, getitem_3, rsqrt_1, clamp_max_1, convolution_2, getitem_5, rsqrt_2, clamp_max_2, convolution_3, squeeze_10, add_75, convolution_4, getitem_9, rsqrt_4, clamp_max_3, convolution_5, getitem_11, rsqrt_5, clamp_max_4, convolution_6, squeeze_19, add_130, convolution_7, getitem_15, rsqrt_7, clamp_max_5, convolution_8, getitem_17, rsqrt_8, clamp_max_6, convolution_9, squeeze_28, mean, unsqueeze_44, unsqueeze_80, unsqueeze_116, tangents_1 = args
        args.clear()
        s77 = primals_2
        assert_size_stride(primals_1, (8, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_3, (s77, 3, 30, 30), (2700, 900, 30, 1))
        assert_size_stride(primals_7, (8, ), (1, ))
        assert_size_stride(primals_8, (8, ), (1, ))
        assert_size_stride(primals_9, (32, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(primals_13, (32, ), (1, ))
        assert_size_stride(primals_14, (32, ), (1, ))
        assert_size_stride(primals_15, (32, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_19, (32, ), (1, ))
        assert_size_stride(primals_20, (32, ), (1, ))
        assert_size_stride(primals_21, (8, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(primals_25, (8, ), (1, ))
        assert_size_stride(primals_27, (32, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(primals_31, (32, ), (1, ))
        assert_size_stride(primals_32, (32, ), (1, ))
        assert_size_stride(primals_33, (32, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_37, (32, ), (1, ))
        assert_size_stride(primals_38, (32, ), (1, ))
        assert_size_stride(primals_39, (16, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(primals_43, (16, ), (1, ))
        assert_size_stride(primals_45, (64, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_49, (64, ), (1, ))
        assert_size_stride(primals_50, (64, ), (1, ))
        assert_size_stride(primals_51, (64, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_55, (64, ), (1, ))
        assert_size_stride(primals_56, (64, ), (1, ))
        assert_size_stride(primals_57, (16, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_61, (16, ), (1, ))
        assert_size_stride(primals_63, (7, 16), (16, 1))
        assert_size_stride(convolution, (s77, 8, 15, 15), (1800, 225, 15, 1))
        assert_size_stride(getitem_1, (1, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(rsqrt, (1, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(clamp_max, (s77, 8, 15, 15), (1800, 225, 15, 1))
        assert_size_stride(convolution_1, (s77, 32, 15, 15), (7200, 225, 15, 1))
        assert_size_stride(getitem_3, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(rsqrt_1, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(clamp_max_1, (s77, 32, 15, 15), (7200, 225, 15, 1))
        assert_size_stride(convolution_2, (s77, 32, 15, 15), (7200, 225, 15, 1))
        assert_size_stride(getitem_5, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(rsqrt_2, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(clamp_max_2, (s77, 32, 15, 15), (7200, 225, 15, 1))
        assert_size_stride(convolution_3, (s77, 8, 15, 15), (1800, 225, 15, 1))
        assert_size_stride(squeeze_10, (8, ), (1, ))
        assert_size_stride(add_75, (s77, 8, 15, 15), (1800, 225, 15, 1))
        assert_size_stride(convolution_4, (s77, 32, 15, 15), (7200, 225, 15, 1))
        assert_size_stride(getitem_9, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(rsqrt_4, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(clamp_max_3, (s77, 32, 15, 15), (7200, 225, 15, 1))
        assert_size_stride(convolution_5, (s77, 32, 8, 8), (2048, 64, 8, 1))
        assert_size_stride(getitem_11, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(rsqrt_5, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(clamp_max_4, (s77, 32, 8, 8), (2048, 64, 8, 1))
        assert_size_stride(convolution_6, (s77, 16, 8, 8), (1024, 64, 8, 1))
        assert_size_stride(squeeze_19, (16, ), (1, ))
        assert_size_stride(add_130, (s77, 16, 8, 8), (1024, 64, 8, 1))
        assert_size_stride(convolution_7, (s77, 64, 8, 8), (4096, 64, 8, 1))
        assert_size_stride(getitem_15, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(rsqrt_7, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(clamp_max_5, (s77, 64, 8, 8), (4096, 64, 8, 1))
        assert_size_stride(convolution_8, (s77, 64, 8, 8), (4096, 64, 8, 1))
        assert_size_stride(getitem_17, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(rsqrt_8, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(clamp_max_6, (s77, 64, 8, 8), (4096, 64, 8, 1))
        assert_size_stride(convolution_9, (s77, 16, 8, 8), (1024, 64, 8, 1))
        assert_size_stride(squeeze_28, (16, ), (1, ))
        assert_size_stride(mean, (s77, 16), (16, 1))
        assert_size_stride(unsqueeze_44, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(unsqueeze_80, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(unsqueeze_116, (1, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(tangents_1, (s77, 7), (7, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s77, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [constant_pad_nd_default], Original ATen: [aten.mm]
            triton_poi_fused_mm_0_xnumel = 8*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_mm_0.run(tangents_1, buf0, triton_poi_fused_mm_0_xnumel, stream=stream0)
            buf1 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, permute_1, constant_pad_nd_default_1], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_poi_fused_mm_t_1.run(primals_63, buf1, 128, stream=stream0)
            del primals_63
            buf2 = empty_strided_cuda((s77, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [constant_pad_nd_default, linear, permute_1, constant_pad_nd_default_1, mm_default], Original ATen: [aten.mm, aten.t]
            extern_kernels.mm(buf0, buf1, out=buf2)
            del buf0
            del buf1
            buf5 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf7 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf8 = convolution_9; del convolution_9  # reuse
            # Topologically Sorted Source Nodes: [unsqueeze_40, unsqueeze_41, expand, div, sum_2, sub_51, mul_205, sum_3, mul_209, unsqueeze_45, unsqueeze_46, unsqueeze_47, mul_210, mul_211, mul_212, unsqueeze_48, unsqueeze_49, unsqueeze_50, mul_213, unsqueeze_51, unsqueeze_52, unsqueeze_53, mul_214, sub_53, sub_54, mul_215, mul_216, convolution_backward], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_2_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_2.run(buf8, buf2, unsqueeze_44, squeeze_28, primals_61, buf5, buf7, s77, 16, triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_2_r0_numel, stream=stream0)
            del primals_61
            del squeeze_28
            del unsqueeze_44
            # Topologically Sorted Source Nodes: [unsqueeze_40, unsqueeze_41, expand, div, sub_51, mul_209, unsqueeze_45, unsqueeze_46, unsqueeze_47, mul_210, mul_211, mul_212, unsqueeze_48, unsqueeze_49, unsqueeze_50, mul_213, unsqueeze_51, unsqueeze_52, unsqueeze_53, mul_214, sub_53, sub_54, mul_215, convolution_backward], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.native_batch_norm_backward, aten.convolution_backward]
            buf9 = torch.ops.aten.convolution_backward.default(buf8, clamp_max_6, primals_57, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf8
            del clamp_max_6
            del primals_57
            buf10 = buf9[0]
            assert_size_stride(buf10, (s77, 64, 8, 8), (4096, 64, 8, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf10, 16, 'torch.ops.aten.convolution_backward.default')
            buf11 = buf9[1]
            assert_size_stride(buf11, (16, 64, 1, 1), (64, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf11, 16, 'torch.ops.aten.convolution_backward.default')
            del buf9
            buf12 = empty_strided_cuda((s77, 64, 8, 8), (4096, 64, 8, 1), torch.float32)
            buf13 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf15 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf16 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [input_25, le_10, ge, bitwise_or, full_default, where, unsqueeze_54, unsqueeze_55, unsqueeze_56, sum_4, sub_55, mul_217, sum_5, mul_221, unsqueeze_57, unsqueeze_58, unsqueeze_59, mul_222, mul_223, mul_224, unsqueeze_60, unsqueeze_61, unsqueeze_62, mul_225, unsqueeze_63, unsqueeze_64, unsqueeze_65, mul_226, sub_57, sub_58, mul_227, mul_228, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3.run(buf16, convolution_8, getitem_17, rsqrt_8, primals_55, primals_56, buf10, buf13, buf15, s77, 64, triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3_r0_numel, stream=stream0)
            del buf10
            del convolution_8
            del getitem_17
            del primals_55
            del primals_56
            del rsqrt_8
            # Topologically Sorted Source Nodes: [le_10, ge, bitwise_or, full_default, where, input_25, unsqueeze_54, unsqueeze_55, unsqueeze_56, sub_55, mul_221, unsqueeze_57, unsqueeze_58, unsqueeze_59, mul_222, mul_223, mul_224, unsqueeze_60, unsqueeze_61, unsqueeze_62, mul_225, unsqueeze_63, unsqueeze_64, unsqueeze_65, mul_226, sub_57, sub_58, mul_227, convolution_backward_1], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            buf17 = torch.ops.aten.convolution_backward.default(buf16, clamp_max_5, primals_51, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 64, [True, True, False])
            del clamp_max_5
            del primals_51
            buf18 = buf17[0]
            assert_size_stride(buf18, (s77, 64, 8, 8), (4096, 64, 8, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf18, 16, 'torch.ops.aten.convolution_backward.default')
            buf19 = buf17[1]
            assert_size_stride(buf19, (64, 1, 3, 3), (9, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf19, 16, 'torch.ops.aten.convolution_backward.default')
            del buf17
            buf20 = buf16; del buf16  # reuse
            buf21 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf23 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf24 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [full_default, input_22, le_11, ge_1, bitwise_or_1, where_1, unsqueeze_66, unsqueeze_67, unsqueeze_68, sum_6, sub_59, mul_229, sum_7, mul_233, unsqueeze_69, unsqueeze_70, unsqueeze_71, mul_234, mul_235, mul_236, unsqueeze_72, unsqueeze_73, unsqueeze_74, mul_237, unsqueeze_75, unsqueeze_76, unsqueeze_77, mul_238, sub_61, sub_62, mul_239, mul_240, convolution_backward_2], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3.run(buf24, convolution_7, getitem_15, rsqrt_7, primals_49, primals_50, buf18, buf21, buf23, s77, 64, triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3_r0_numel, stream=stream0)
            del buf18
            del convolution_7
            del getitem_15
            del primals_49
            del primals_50
            del rsqrt_7
            # Topologically Sorted Source Nodes: [full_default, le_11, ge_1, bitwise_or_1, where_1, input_22, unsqueeze_66, unsqueeze_67, unsqueeze_68, sub_59, mul_233, unsqueeze_69, unsqueeze_70, unsqueeze_71, mul_234, mul_235, mul_236, unsqueeze_72, unsqueeze_73, unsqueeze_74, mul_237, unsqueeze_75, unsqueeze_76, unsqueeze_77, mul_238, sub_61, sub_62, mul_239, convolution_backward_2], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            buf25 = torch.ops.aten.convolution_backward.default(buf24, add_130, primals_45, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del add_130
            del buf24
            del primals_45
            buf26 = buf25[0]
            assert_size_stride(buf26, (s77, 16, 8, 8), (1024, 64, 8, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf26, 16, 'torch.ops.aten.convolution_backward.default')
            buf27 = buf25[1]
            assert_size_stride(buf27, (64, 16, 1, 1), (16, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf27, 16, 'torch.ops.aten.convolution_backward.default')
            del buf25
            buf28 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf30 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf31 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [unsqueeze_40, unsqueeze_41, expand, div, add_203, sum_8, sub_63, mul_241, sum_9, mul_245, unsqueeze_81, unsqueeze_82, unsqueeze_83, mul_246, mul_247, mul_248, unsqueeze_84, unsqueeze_85, unsqueeze_86, mul_249, unsqueeze_87, unsqueeze_88, unsqueeze_89, mul_250, sub_65, sub_66, mul_251, mul_252, convolution_backward_3], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_4_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_4.run(buf31, buf2, convolution_6, unsqueeze_80, squeeze_19, primals_43, buf28, buf30, s77, 16, triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_unsqueeze_4_r0_numel, stream=stream0)
            del buf2
            del convolution_6
            del primals_43
            del squeeze_19
            del unsqueeze_80
            # Topologically Sorted Source Nodes: [unsqueeze_40, unsqueeze_41, expand, div, add_203, sub_63, mul_245, unsqueeze_81, unsqueeze_82, unsqueeze_83, mul_246, mul_247, mul_248, unsqueeze_84, unsqueeze_85, unsqueeze_86, mul_249, unsqueeze_87, unsqueeze_88, unsqueeze_89, mul_250, sub_65, sub_66, mul_251, convolution_backward_3], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
            buf32 = torch.ops.aten.convolution_backward.default(buf31, clamp_max_4, primals_39, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf31
            del clamp_max_4
            del primals_39
            buf33 = buf32[0]
            assert_size_stride(buf33, (s77, 32, 8, 8), (2048, 64, 8, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf33, 16, 'torch.ops.aten.convolution_backward.default')
            buf34 = buf32[1]
            assert_size_stride(buf34, (16, 32, 1, 1), (32, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf34, 16, 'torch.ops.aten.convolution_backward.default')
            del buf32
            buf35 = empty_strided_cuda((s77, 32, 8, 8), (2048, 64, 8, 1), torch.float32)
            buf36 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf38 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf39 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [full_default, input_17, le_12, ge_2, bitwise_or_2, where_2, unsqueeze_90, unsqueeze_91, unsqueeze_92, sum_10, sub_67, mul_253, sum_11, mul_257, unsqueeze_93, unsqueeze_94, unsqueeze_95, mul_258, mul_259, mul_260, unsqueeze_96, unsqueeze_97, unsqueeze_98, mul_261, unsqueeze_99, unsqueeze_100, unsqueeze_101, mul_262, sub_69, sub_70, mul_263, mul_264, convolution_backward_4], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_5_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_5.run(buf39, convolution_5, getitem_11, rsqrt_5, primals_37, primals_38, buf33, buf36, buf38, s77, 32, triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_5_r0_numel, stream=stream0)
            del buf33
            del convolution_5
            del getitem_11
            del primals_37
            del primals_38
            del rsqrt_5
            # Topologically Sorted Source Nodes: [full_default, le_12, ge_2, bitwise_or_2, where_2, input_17, unsqueeze_90, unsqueeze_91, unsqueeze_92, sub_67, mul_257, unsqueeze_93, unsqueeze_94, unsqueeze_95, mul_258, mul_259, mul_260, unsqueeze_96, unsqueeze_97, unsqueeze_98, mul_261, unsqueeze_99, unsqueeze_100, unsqueeze_101, mul_262, sub_69, sub_70, mul_263, convolution_backward_4], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            buf40 = torch.ops.aten.convolution_backward.default(buf39, clamp_max_3, primals_33, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 32, [True, True, False])
            del buf39
            del clamp_max_3
            del primals_33
            buf41 = buf40[0]
            assert_size_stride(buf41, (s77, 32, 15, 15), (7200, 225, 15, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf41, 16, 'torch.ops.aten.convolution_backward.default')
            buf42 = buf40[1]
            assert_size_stride(buf42, (32, 1, 3, 3), (9, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf42, 16, 'torch.ops.aten.convolution_backward.default')
            del buf40
            buf43 = empty_strided_cuda((s77, 32, 15, 15), (7200, 225, 15, 1), torch.float32)
            buf44 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf46 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf47 = buf43; del buf43  # reuse
            # Topologically Sorted Source Nodes: [full_default, input_14, le_13, ge_3, bitwise_or_3, where_3, unsqueeze_102, unsqueeze_103, unsqueeze_104, sum_12, sub_71, mul_265, sum_13, mul_269, unsqueeze_105, unsqueeze_106, unsqueeze_107, mul_270, mul_271, mul_272, unsqueeze_108, unsqueeze_109, unsqueeze_110, mul_273, unsqueeze_111, unsqueeze_112, unsqueeze_113, mul_274, sub_73, sub_74, mul_275, mul_276, convolution_backward_5], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6.run(buf47, convolution_4, getitem_9, rsqrt_4, primals_31, primals_32, buf41, buf44, buf46, s77, 32, triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6_r0_numel, stream=stream0)
            del buf41
            del convolution_4
            del getitem_9
            del primals_31
            del primals_32
            del rsqrt_4
            # Topologically Sorted Source Nodes: [full_default, le_13, ge_3, bitwise_or_3, where_3, input_14, unsqueeze_102, unsqueeze_103, unsqueeze_104, sub_71, mul_269, unsqueeze_105, unsqueeze_106, unsqueeze_107, mul_270, mul_271, mul_272, unsqueeze_108, unsqueeze_109, unsqueeze_110, mul_273, unsqueeze_111, unsqueeze_112, unsqueeze_113, mul_274, sub_73, sub_74, mul_275, convolution_backward_5], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            buf48 = torch.ops.aten.convolution_backward.default(buf47, add_75, primals_27, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del add_75
            del primals_27
            buf49 = buf48[0]
            assert_size_stride(buf49, (s77, 8, 15, 15), (1800, 225, 15, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf49, 16, 'torch.ops.aten.convolution_backward.default')
            buf50 = buf48[1]
            assert_size_stride(buf50, (32, 8, 1, 1), (8, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf50, 16, 'torch.ops.aten.convolution_backward.default')
            del buf48
            buf51 = empty_strided_cuda((8, ), (1, ), torch.float32)
            buf53 = empty_strided_cuda((8, ), (1, ), torch.float32)
            buf54 = convolution_3; del convolution_3  # reuse
            # Topologically Sorted Source Nodes: [sum_14, sub_75, mul_277, sum_15, mul_281, unsqueeze_117, unsqueeze_118, unsqueeze_119, mul_282, mul_283, mul_284, unsqueeze_120, unsqueeze_121, unsqueeze_122, mul_285, unsqueeze_123, unsqueeze_124, unsqueeze_125, mul_286, sub_77, sub_78, mul_287, mul_288, convolution_backward_6], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            triton_red_fused_convolution_backward_native_batch_norm_backward_7_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_native_batch_norm_backward_7.run(buf54, buf49, unsqueeze_116, squeeze_10, primals_25, buf51, buf53, s77, 8, triton_red_fused_convolution_backward_native_batch_norm_backward_7_r0_numel, stream=stream0)
            del primals_25
            del squeeze_10
            del unsqueeze_116
            # Topologically Sorted Source Nodes: [sub_75, mul_281, unsqueeze_117, unsqueeze_118, unsqueeze_119, mul_282, mul_283, mul_284, unsqueeze_120, unsqueeze_121, unsqueeze_122, mul_285, unsqueeze_123, unsqueeze_124, unsqueeze_125, mul_286, sub_77, sub_78, mul_287, convolution_backward_6], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            buf55 = torch.ops.aten.convolution_backward.default(buf54, clamp_max_2, primals_21, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del clamp_max_2
            del primals_21
            buf56 = buf55[0]
            assert_size_stride(buf56, (s77, 32, 15, 15), (7200, 225, 15, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf56, 16, 'torch.ops.aten.convolution_backward.default')
            buf57 = buf55[1]
            assert_size_stride(buf57, (8, 32, 1, 1), (32, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf57, 16, 'torch.ops.aten.convolution_backward.default')
            del buf55
            buf58 = buf47; del buf47  # reuse
            buf59 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf61 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf62 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [full_default, input_8, le_14, ge_4, bitwise_or_4, where_4, unsqueeze_126, unsqueeze_127, unsqueeze_128, sum_16, sub_79, mul_289, sum_17, mul_293, unsqueeze_129, unsqueeze_130, unsqueeze_131, mul_294, mul_295, mul_296, unsqueeze_132, unsqueeze_133, unsqueeze_134, mul_297, unsqueeze_135, unsqueeze_136, unsqueeze_137, mul_298, sub_81, sub_82, mul_299, mul_300, convolution_backward_7], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6.run(buf62, convolution_2, getitem_5, rsqrt_2, primals_19, primals_20, buf56, buf59, buf61, s77, 32, triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6_r0_numel, stream=stream0)
            del buf56
            del convolution_2
            del getitem_5
            del primals_19
            del primals_20
            del rsqrt_2
            # Topologically Sorted Source Nodes: [full_default, le_14, ge_4, bitwise_or_4, where_4, input_8, unsqueeze_126, unsqueeze_127, unsqueeze_128, sub_79, mul_293, unsqueeze_129, unsqueeze_130, unsqueeze_131, mul_294, mul_295, mul_296, unsqueeze_132, unsqueeze_133, unsqueeze_134, mul_297, unsqueeze_135, unsqueeze_136, unsqueeze_137, mul_298, sub_81, sub_82, mul_299, convolution_backward_7], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            buf63 = torch.ops.aten.convolution_backward.default(buf62, clamp_max_1, primals_15, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 32, [True, True, False])
            del clamp_max_1
            del primals_15
            buf64 = buf63[0]
            assert_size_stride(buf64, (s77, 32, 15, 15), (7200, 225, 15, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf64, 16, 'torch.ops.aten.convolution_backward.default')
            buf65 = buf63[1]
            assert_size_stride(buf65, (32, 1, 3, 3), (9, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf65, 16, 'torch.ops.aten.convolution_backward.default')
            del buf63
            buf66 = buf62; del buf62  # reuse
            buf67 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf69 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf70 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [full_default, input_5, le_15, ge_5, bitwise_or_5, where_5, unsqueeze_138, unsqueeze_139, unsqueeze_140, sum_18, sub_83, mul_301, sum_19, mul_305, unsqueeze_141, unsqueeze_142, unsqueeze_143, mul_306, mul_307, mul_308, unsqueeze_144, unsqueeze_145, unsqueeze_146, mul_309, unsqueeze_147, unsqueeze_148, unsqueeze_149, mul_310, sub_85, sub_86, mul_311, mul_312, convolution_backward_8], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6.run(buf70, convolution_1, getitem_3, rsqrt_1, primals_13, primals_14, buf64, buf67, buf69, s77, 32, triton_red_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_6_r0_numel, stream=stream0)
            del buf64
            del convolution_1
            del getitem_3
            del primals_13
            del primals_14
            del rsqrt_1
            # Topologically Sorted Source Nodes: [full_default, le_15, ge_5, bitwise_or_5, where_5, input_5, unsqueeze_138, unsqueeze_139, unsqueeze_140, sub_83, mul_305, unsqueeze_141, unsqueeze_142, unsqueeze_143, mul_306, mul_307, mul_308, unsqueeze_144, unsqueeze_145, unsqueeze_146, mul_309, unsqueeze_147, unsqueeze_148, unsqueeze_149, mul_310, sub_85, sub_86, mul_311, convolution_backward_8], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            buf71 = torch.ops.aten.convolution_backward.default(buf70, clamp_max, primals_9, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf70
            del clamp_max
            del primals_9
            buf72 = buf71[0]
            assert_size_stride(buf72, (s77, 8, 15, 15), (1800, 225, 15, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf72, 16, 'torch.ops.aten.convolution_backward.default')
            buf73 = buf71[1]
            assert_size_stride(buf73, (32, 8, 1, 1), (8, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf73, 16, 'torch.ops.aten.convolution_backward.default')
            del buf71
            buf74 = buf54; del buf54  # reuse
            buf75 = empty_strided_cuda((8, ), (1, ), torch.float32)
            buf78 = empty_strided_cuda((8, ), (1, ), torch.float32)
            buf77 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [full_default, add_204, input_2, le_16, ge_6, bitwise_or_6, where_6, unsqueeze_150, unsqueeze_151, unsqueeze_152, sum_20, sub_87, mul_313, sum_21, mul_317, unsqueeze_153, unsqueeze_154, unsqueeze_155, mul_318, mul_319, mul_320, unsqueeze_156, unsqueeze_157, unsqueeze_158, mul_321, unsqueeze_159, unsqueeze_160, unsqueeze_161, mul_322, sub_89, sub_90, mul_323, mul_324], Original ATen: [aten.hardtanh_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            triton_red_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_8_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_8.run(buf77, convolution, getitem_1, rsqrt, primals_7, primals_8, buf49, buf72, buf75, buf78, s77, 8, triton_red_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_8_r0_numel, stream=stream0)
            del buf49
            del buf72
            del convolution
            del getitem_1
            del primals_7
            del primals_8
            del rsqrt
            # Topologically Sorted Source Nodes: [convolution_backward_9], Original ATen: [aten.convolution_backward]
            buf79 = torch.ops.aten.convolution_backward.default(buf77, primals_3, primals_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])
            del buf77
            del primals_1
            del primals_3
            buf80 = buf79[1]
            assert_size_stride(buf80, (8, 3, 3, 3), (27, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf80, 16, 'torch.ops.aten.convolution_backward.default')
            del buf79
            buf4 = empty_strided_cuda((1, 7), (7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_9.run(tangents_1, buf4, 7, s77, stream=stream0)
            buf3 = empty_strided_cuda((7, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (7, s77), (1, 7), 0), mean, out=buf3)
            del mean
            del tangents_1
        return (buf80, None, None, None, None, None, buf78, buf75, buf73, None, None, None, buf69, buf67, buf65, None, None, None, buf61, buf59, buf57, None, None, None, buf53, buf51, buf50, None, None, None, buf46, buf44, buf42, None, None, None, buf38, buf36, buf34, None, None, None, buf30, buf28, buf27, None, None, None, buf23, buf21, buf19, None, None, None, buf15, buf13, buf11, None, None, None, buf7, buf5, buf3, reinterpret_tensor(buf4, (7, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = 4
    primals_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((4, 3, 30, 30), (2700, 900, 30, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((32, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((8, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((32, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((16, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((64, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_56 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_57 = rand_strided((16, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_61 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_63 = rand_strided((7, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((4, 8, 15, 15), (1800, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((1, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((1, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    clamp_max = rand_strided((4, 8, 15, 15), (1800, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((4, 32, 15, 15), (7200, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    clamp_max_1 = rand_strided((4, 32, 15, 15), (7200, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    convolution_2 = rand_strided((4, 32, 15, 15), (7200, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    clamp_max_2 = rand_strided((4, 32, 15, 15), (7200, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    convolution_3 = rand_strided((4, 8, 15, 15), (1800, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    squeeze_10 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    add_75 = rand_strided((4, 8, 15, 15), (1800, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    convolution_4 = rand_strided((4, 32, 15, 15), (7200, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    getitem_9 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    clamp_max_3 = rand_strided((4, 32, 15, 15), (7200, 225, 15, 1), device='cuda:0', dtype=torch.float32)
    convolution_5 = rand_strided((4, 32, 8, 8), (2048, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    getitem_11 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_5 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    clamp_max_4 = rand_strided((4, 32, 8, 8), (2048, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    convolution_6 = rand_strided((4, 16, 8, 8), (1024, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    squeeze_19 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    add_130 = rand_strided((4, 16, 8, 8), (1024, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    convolution_7 = rand_strided((4, 64, 8, 8), (4096, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    getitem_15 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_7 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    clamp_max_5 = rand_strided((4, 64, 8, 8), (4096, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    convolution_8 = rand_strided((4, 64, 8, 8), (4096, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    getitem_17 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_8 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    clamp_max_6 = rand_strided((4, 64, 8, 8), (4096, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    convolution_9 = rand_strided((4, 16, 8, 8), (1024, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    squeeze_28 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    mean = rand_strided((4, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_44 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_80 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_116 = rand_strided((1, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((4, 7), (7, 1), device='cuda:0', dtype=torch.float32)
    return [primals_2, primals_1, primals_3, primals_7, primals_8, primals_9, primals_13, primals_14, primals_15, primals_19, primals_20, primals_21, primals_25, primals_27, primals_31, primals_32, primals_33, primals_37, primals_38, primals_39, primals_43, primals_45, primals_49, primals_50, primals_51, primals_55, primals_56, primals_57, primals_61, primals_63, convolution, getitem_1, rsqrt, clamp_max, convolution_1, getitem_3, rsqrt_1, clamp_max_1, convolution_2, getitem_5, rsqrt_2, clamp_max_2, convolution_3, squeeze_10, add_75, convolution_4, getitem_9, rsqrt_4, clamp_max_3, convolution_5, getitem_11, rsqrt_5, clamp_max_4, convolution_6, squeeze_19, add_130, convolution_7, getitem_15, rsqrt_7, clamp_max_5, convolution_8, getitem_17, rsqrt_8, clamp_max_6, convolution_9, squeeze_28, mean, unsqueeze_44, unsqueeze_80, unsqueeze_116, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
