# AOT ID: ['2_forward']
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


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/6f/c6fy2i3wymyksxw5lcurtbxajqbcw2bb5d43kzzvw7aisztq6kkt.py
# Topologically Sorted Source Nodes: [conv2d, relu], Original ATen: [aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   conv2d => convolution
#   relu => relu
# Graph fragment:
#   %buf0 : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf0]
#   %primals_2 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convolution : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%primals_5, %primals_1, %primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convolution,), kwargs = {})
#   return %relu
triton_poi_fused_convolution_relu_0 = async_compile.triton('triton_poi_fused_convolution_relu_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_relu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_relu_0(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 12)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/7k/c7ku52hkae4gwdo5ex3vvs34biwgp6qe4ldncz5qstp3fzm4vpl5.py
# Topologically Sorted Source Nodes: [batch_norm, hardswish], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   batch_norm => add_20, add_21, mul_21, mul_22, mul_23, reciprocal, sqrt, sub_8, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   hardswish => add_27, clamp_max, clamp_min, div, mul_27
# Graph fragment:
#   %convolution_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %primals_7 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_9 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_9]
#   %primals_10 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_10]
#   %add_21 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_21]
#   %add_20 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_8, 1e-05), kwargs = {})
#   %sqrt : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_20,), kwargs = {})
#   %reciprocal : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt,), kwargs = {})
#   %mul_21 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %unsqueeze : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_21, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %sub_8 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_1), kwargs = {})
#   %mul_22 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_8, %unsqueeze_3), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_9, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_23 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_22, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_10, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_21 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_23, %unsqueeze_7), kwargs = {})
#   %add_27 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_21, 3), kwargs = {})
#   %clamp_min : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_27, 0), kwargs = {})
#   %clamp_max : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, 6), kwargs = {})
#   %mul_27 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_21, %clamp_max), kwargs = {})
#   %div : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_27, 6), kwargs = {})
#   return %add_21,%div
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_1 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 45888}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 12)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tl.store(in_out_ptr0 + (x3), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/u4/cu4hvlbgsx22n4m65gt5pn3blzx5vikd2arnmqz6chbzxcyaxh6t.py
# Topologically Sorted Source Nodes: [batch_norm_1, hardswish_1], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   batch_norm_1 => add_38, add_39, mul_43, mul_44, mul_45, reciprocal_1, sqrt_1, sub_15, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_8, unsqueeze_9
#   hardswish_1 => add_45, clamp_max_1, clamp_min_1, div_1, mul_49
# Graph fragment:
#   %convolution_2 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %primals_12 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_13]
#   %primals_14 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_14]
#   %primals_15 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_15]
#   %add_39 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_39]
#   %add_38 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_13, 1e-05), kwargs = {})
#   %sqrt_1 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_38,), kwargs = {})
#   %reciprocal_1 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_1,), kwargs = {})
#   %mul_43 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_12, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_43, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %sub_15 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_9), kwargs = {})
#   %mul_44 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_15, %unsqueeze_11), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_14, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %mul_45 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_44, %unsqueeze_13), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_15, -1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, -1), kwargs = {})
#   %add_39 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_45, %unsqueeze_15), kwargs = {})
#   %add_45 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_39, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_45, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_49 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_49, 6), kwargs = {})
#   return %add_39,%div_1
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 61184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tl.store(in_out_ptr0 + (x3), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/yg/cyg5v6k5ehj5d3kvhlt5dwddao7majdnskbpsxtuad2mm3tdzczc.py
# Topologically Sorted Source Nodes: [adaptive_avg_pool2d], Original ATen: [aten.mean]
# Source node to ATen node mapping:
#   adaptive_avg_pool2d => mean
# Graph fragment:
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=div_3]
#   %buf14 : Tensor "f32[2, 16, 1, 1][16, 1, 32, 32]cuda:0" = PlaceHolder[target=buf14]
#   %mean : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mean.dim](args = (%div_3, [-1, -2], True), kwargs = {})
#   return %buf14,%mean
triton_red_fused_mean_3 = async_compile.triton('triton_red_fused_mean_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mean_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 30720, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_mean_3(in_out_ptr0, in_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
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
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp4 = ks2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = (tmp2 / tmp5)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/xo/cxonnu4ybxhfelrmljowv3nhbgkakm2dvkdthhblspkbn3fohsvf.py
# Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   interpolate => add_92, clamp_min_4, convert_element_type_8, convert_element_type_9, iota, mul_103, sub_40, view
# Graph fragment:
#   %iota : Tensor "i64[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_92 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_8, 0.5), kwargs = {})
#   %mul_103 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_92, %truediv), kwargs = {})
#   %sub_40 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_103, 0.5), kwargs = {})
#   %clamp_min_4 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_40, 0.0), kwargs = {})
#   %view : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_4, [%sym_sum_1, 1]), kwargs = {})
#   %convert_element_type_9 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.int64), kwargs = {})
#   return %convert_element_type_9
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_4 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_4(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 1 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/ed/cedxniqhyovwivyk33cctnb7yceba5e4vfwc3oqqr5w7f3ms3ry6.py
# Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   interpolate => add_107, clamp_max_4
# Graph fragment:
#   %add_107 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_9, 1), kwargs = {})
#   %clamp_max_4 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_107, 0), kwargs = {})
#   return %clamp_max_4
triton_poi_fused_add_clamp_5 = async_compile.triton('triton_poi_fused_add_clamp_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_5(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 1 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full([1], 0, tl.int64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/bx/cbx73zhbjukfn43734m6hm6dxqjk6eqpzv3nkwyvipzljspc2rqa.py
# Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   interpolate => add_119, clamp_min_5, convert_element_type_10, convert_element_type_11, iota_1, mul_114, sub_53
# Graph fragment:
#   %iota_1 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_119 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_10, 0.5), kwargs = {})
#   %mul_114 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_119, %truediv_1), kwargs = {})
#   %sub_53 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_114, 0.5), kwargs = {})
#   %clamp_min_5 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_53, 0.0), kwargs = {})
#   %convert_element_type_11 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_5, torch.int64), kwargs = {})
#   return %convert_element_type_11
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_6 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_6(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 1 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/z6/cz6p3xswd6i2jaijntfxm42eicudn4atlqnshp3zyukfuid5cx3j.py
# Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   interpolate => add_132, clamp_max_5
# Graph fragment:
#   %add_132 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_11, 1), kwargs = {})
#   %clamp_max_5 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_132, 0), kwargs = {})
#   return %clamp_max_5
triton_poi_fused_add_clamp_7 = async_compile.triton('triton_poi_fused_add_clamp_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_7(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 1 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full([1], 0, tl.int64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/tz/ctz3zkwiqxqw5bwq2cviwvn6kt4xbydwlh7vwuvkbv2oukofvrwu.py
# Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   interpolate => add_119, clamp_max_6, clamp_min_5, clamp_min_6, convert_element_type_10, iota_1, mul_114, sub_53, sub_68
# Graph fragment:
#   %iota_1 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_119 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_10, 0.5), kwargs = {})
#   %mul_114 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_119, %truediv_1), kwargs = {})
#   %sub_53 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_114, 0.5), kwargs = {})
#   %clamp_min_5 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_53, 0.0), kwargs = {})
#   %sub_68 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_5, %convert_element_type_11), kwargs = {})
#   %clamp_min_6 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_68, 0.0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 1.0), kwargs = {})
#   return %clamp_max_6
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_8 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_8(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 1 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/ya/cyamycqlz5zgguumswd36dr4revtaxibhqgcxqx4mrqv42jduebi.py
# Topologically Sorted Source Nodes: [p, interpolate], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add]
# Source node to ATen node mapping:
#   interpolate => _unsafe_index, _unsafe_index_1, add_171, mul_139, sub_71
#   p => convolution_5
# Graph fragment:
#   %convert_element_type_9 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_9]
#   %convert_element_type_11 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=convert_element_type_11]
#   %buf16 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=buf16]
#   %primals_27 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=primals_27]
#   %clamp_max_5 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_5]
#   %clamp_max_6 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_6]
#   %convolution_5 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %primals_26, %primals_27, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_5, [None, None, %convert_element_type_9, %convert_element_type_11]), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_5, [None, None, %convert_element_type_9, %clamp_max_5]), kwargs = {})
#   %sub_71 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_1, %_unsafe_index), kwargs = {})
#   %mul_139 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_71, %clamp_max_6), kwargs = {})
#   %add_171 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index, %mul_139), kwargs = {})
#   return %add_171
triton_poi_fused__unsafe_index_add_convolution_mul_sub_9 = async_compile.triton('triton_poi_fused__unsafe_index_add_convolution_mul_sub_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 8, 'y': 32, 'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_convolution_mul_sub_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 15280, 'y': 136, 'x': 280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_convolution_mul_sub_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, ks0, ks1, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 8
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    y2 = yindex
    x3 = xindex
    z4 = zindex
    z0 = (zindex % 4)
    tmp0 = tl.load(in_ptr0 + (y2), ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr2 + (z4), zmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (z0), zmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1, 1], 1, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tmp6 = tmp5 + tmp1
    tmp7 = tmp5 < 0
    tmp8 = tl.where(tmp7, tmp6, tmp5)
    tmp11 = tmp9 + tmp10
    tmp13 = tmp12 + tmp1
    tmp14 = tmp12 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp12)
    tmp16 = tmp11 - tmp11
    tmp18 = tmp16 * tmp17
    tmp19 = tmp11 + tmp18
    tl.store(out_ptr0 + (x3 + y2 + z4 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp19, xmask & ymask & zmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/ve/cvefp5ryz7ewprhh7todsnzsv7wf6jgw5nhiulqo5upg65syjj5a.py
# Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   interpolate => add_92, clamp_max_7, clamp_min_4, clamp_min_7, convert_element_type_8, iota, mul_103, sub_40, sub_85, view
# Graph fragment:
#   %iota : Tensor "i64[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_92 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_8, 0.5), kwargs = {})
#   %mul_103 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_92, %truediv), kwargs = {})
#   %sub_40 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_103, 0.5), kwargs = {})
#   %clamp_min_4 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_40, 0.0), kwargs = {})
#   %view : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_4, [%sym_sum_1, 1]), kwargs = {})
#   %sub_85 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %convert_element_type_9), kwargs = {})
#   %clamp_min_7 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_85, 0.0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 1.0), kwargs = {})
#   return %clamp_max_7
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_10 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_10(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 1 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/g6/cg6hel7otylc6zetzwndu2frk7rq66fall7jk27fpfwguil57ywd.py
# Topologically Sorted Source Nodes: [interpolate, interpolate_1], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   interpolate => add_92, convert_element_type_8, iota
#   interpolate_1 => clamp_min_8, convert_element_type_13, mul_179, sub_101, view_2
# Graph fragment:
#   %iota : Tensor "i64[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_92 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_8, 0.5), kwargs = {})
#   %mul_179 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_92, %truediv_2), kwargs = {})
#   %sub_101 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_179, 0.5), kwargs = {})
#   %clamp_min_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_101, 0.0), kwargs = {})
#   %view_2 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_8, [%sym_sum_1, 1]), kwargs = {})
#   %convert_element_type_13 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_2, torch.int64), kwargs = {})
#   return %convert_element_type_13
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_11 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_11(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 2 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/3m/c3mz5b6zrlnmv3brpbnym3koihrd6i4wkrcdbzbbwnumxldyoc4y.py
# Topologically Sorted Source Nodes: [interpolate_1], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   interpolate_1 => add_235, clamp_max_8
# Graph fragment:
#   %add_235 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_13, 1), kwargs = {})
#   %clamp_max_8 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_235, 1), kwargs = {})
#   return %clamp_max_8
triton_poi_fused_add_clamp_12 = async_compile.triton('triton_poi_fused_add_clamp_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_12(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 2 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = triton_helpers.minimum(tmp12, tmp11)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/un/cun53dat4rbw52ueopz2tghmah2hps5dy7in5lnwrt3gbie7gwho.py
# Topologically Sorted Source Nodes: [interpolate, interpolate_1], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   interpolate => add_119, convert_element_type_10, iota_1
#   interpolate_1 => clamp_min_9, convert_element_type_15, mul_190, sub_114
# Graph fragment:
#   %iota_1 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_119 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_10, 0.5), kwargs = {})
#   %mul_190 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_119, %truediv_3), kwargs = {})
#   %sub_114 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_190, 0.5), kwargs = {})
#   %clamp_min_9 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_114, 0.0), kwargs = {})
#   %convert_element_type_15 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_9, torch.int64), kwargs = {})
#   return %convert_element_type_15
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_13 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_13(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 3 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/ns/cns6jgv2ggj4rsuhphkf73ipvlsbg3eywvy4bjykb3tpllkukbaq.py
# Topologically Sorted Source Nodes: [interpolate_1], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   interpolate_1 => add_260, clamp_max_9
# Graph fragment:
#   %add_260 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_15, 1), kwargs = {})
#   %clamp_max_9 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_260, 2), kwargs = {})
#   return %clamp_max_9
triton_poi_fused_add_clamp_14 = async_compile.triton('triton_poi_fused_add_clamp_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_14(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 3 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full([1], 2, tl.int64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/3q/c3qofddiv4dmbituoeac5nlmk25ggljobdtlvcxepbvq7nwp3tsj.py
# Topologically Sorted Source Nodes: [interpolate, interpolate_1], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   interpolate => add_119, convert_element_type_10, iota_1
#   interpolate_1 => clamp_max_10, clamp_min_10, clamp_min_9, mul_190, sub_114, sub_129
# Graph fragment:
#   %iota_1 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_119 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_10, 0.5), kwargs = {})
#   %mul_190 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_119, %truediv_3), kwargs = {})
#   %sub_114 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_190, 0.5), kwargs = {})
#   %clamp_min_9 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_114, 0.0), kwargs = {})
#   %sub_129 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_9, %convert_element_type_15), kwargs = {})
#   %clamp_min_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_129, 0.0), kwargs = {})
#   %clamp_max_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_10, 1.0), kwargs = {})
#   return %clamp_max_10
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 3 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/tt/cttheq46quf4c2l4jaksfhewqc6yikund32xvjhehqddnyzno7tq.py
# Topologically Sorted Source Nodes: [interpolate, interpolate_1], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   interpolate => add_92, convert_element_type_8, iota
#   interpolate_1 => clamp_max_11, clamp_min_11, clamp_min_8, mul_179, sub_101, sub_146, view_2
# Graph fragment:
#   %iota : Tensor "i64[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_92 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_8, 0.5), kwargs = {})
#   %mul_179 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_92, %truediv_2), kwargs = {})
#   %sub_101 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_179, 0.5), kwargs = {})
#   %clamp_min_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_101, 0.0), kwargs = {})
#   %view_2 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_8, [%sym_sum_1, 1]), kwargs = {})
#   %sub_146 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_2, %convert_element_type_13), kwargs = {})
#   %clamp_min_11 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_146, 0.0), kwargs = {})
#   %clamp_max_11 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_11, 1.0), kwargs = {})
#   return %clamp_max_11
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_16 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_16', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_16(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 2 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/g4/cg4dpnvi52hobov2nnn6xca5jisdck6wxhxitosa2fuul25zu3ou.py
# Topologically Sorted Source Nodes: [p_1, interpolate_1], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add]
# Source node to ATen node mapping:
#   interpolate_1 => _unsafe_index_4, _unsafe_index_5, _unsafe_index_6, _unsafe_index_7, add_299, add_315, mul_215, mul_225, mul_237, sub_132, sub_139, sub_149
#   p_1 => convolution_6
# Graph fragment:
#   %convert_element_type_13 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_13]
#   %convert_element_type_15 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=convert_element_type_15]
#   %buf26 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=buf26]
#   %primals_29 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=primals_29]
#   %clamp_max_9 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_9]
#   %clamp_max_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_10]
#   %clamp_max_8 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_8]
#   %add_299 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_299]
#   %clamp_max_11 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_11]
#   %convolution_6 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%_adaptive_avg_pool2d, %primals_28, %primals_29, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %_unsafe_index_4 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_6, [None, None, %convert_element_type_13, %convert_element_type_15]), kwargs = {})
#   %_unsafe_index_5 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_6, [None, None, %convert_element_type_13, %clamp_max_9]), kwargs = {})
#   %_unsafe_index_6 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_6, [None, None, %clamp_max_8, %convert_element_type_15]), kwargs = {})
#   %_unsafe_index_7 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_6, [None, None, %clamp_max_8, %clamp_max_9]), kwargs = {})
#   %sub_132 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_5, %_unsafe_index_4), kwargs = {})
#   %mul_215 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_132, %clamp_max_10), kwargs = {})
#   %add_299 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_4, %mul_215), kwargs = {})
#   %sub_139 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_7, %_unsafe_index_6), kwargs = {})
#   %mul_225 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_139, %clamp_max_10), kwargs = {})
#   %add_315 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_6, %mul_225), kwargs = {})
#   %sub_149 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_315, %add_299), kwargs = {})
#   %mul_237 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_149, %clamp_max_11), kwargs = {})
#   return %add_299,%mul_237
triton_poi_fused__unsafe_index_add_convolution_mul_sub_17 = async_compile.triton('triton_poi_fused__unsafe_index_add_convolution_mul_sub_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 8, 'y': 32, 'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_convolution_mul_sub_17', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 30480, 'y': 340, 'x': 280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_convolution_mul_sub_17(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, ks0, ks1, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 8
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    y2 = yindex
    x3 = xindex
    z4 = zindex
    z0 = (zindex % 4)
    tmp0 = tl.load(in_ptr0 + (y2), ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (z0), zmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x3), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr6 + (y2), ymask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr7 + (y2), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1, 1], 2, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tmp6 = tl.full([1, 1, 1], 3, tl.int32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tmp10 = tl.load(in_ptr2 + (tmp9 + 3*tmp4 + 6*z4), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp12 = tmp10 + tmp11
    tmp14 = tmp13 + tmp6
    tmp15 = tmp13 < 0
    tmp16 = tl.where(tmp15, tmp14, tmp13)
    tmp17 = tl.load(in_ptr2 + (tmp16 + 3*tmp4 + 6*z4), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp18 = tmp17 + tmp11
    tmp19 = tmp18 - tmp12
    tmp21 = tmp19 * tmp20
    tmp22 = tmp12 + tmp21
    tmp24 = tmp23 + tmp1
    tmp25 = tmp23 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp23)
    tmp27 = tl.load(in_ptr2 + (tmp9 + 3*tmp26 + 6*z4), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp28 = tmp27 + tmp11
    tmp29 = tl.load(in_ptr2 + (tmp16 + 3*tmp26 + 6*z4), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp30 = tmp29 + tmp11
    tmp31 = tmp30 - tmp28
    tmp32 = tmp31 * tmp20
    tmp33 = tmp28 + tmp32
    tmp34 = tmp33 - tmp22
    tmp36 = tmp34 * tmp35
    tl.store(out_ptr0 + (x3 + y2 + z4 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp22, xmask & ymask & zmask)
    tl.store(out_ptr1 + (x3 + y2 + z4 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp36, xmask & ymask & zmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/7y/c7ycsgyc5oank6b737nlfzjik3cahtnufqo3v3v7as77xe3nxt6a.py
# Topologically Sorted Source Nodes: [adaptive_avg_pool2d_2], Original ATen: [aten._adaptive_avg_pool2d]
# Source node to ATen node mapping:
#   adaptive_avg_pool2d_2 => _adaptive_avg_pool2d_1
# Graph fragment:
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=div_3]
#   %_adaptive_avg_pool2d_1 : Tensor "f32[2, 16, 5, 7][560, 35, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._adaptive_avg_pool2d.default](args = (%div_3, [5, 7]), kwargs = {})
#   return %_adaptive_avg_pool2d_1
triton_poi_fused__adaptive_avg_pool2d_18 = async_compile.triton('triton_poi_fused__adaptive_avg_pool2d_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__adaptive_avg_pool2d_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 15, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 67200, 'x': 8960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__adaptive_avg_pool2d_18(in_ptr0, out_ptr0, ks0, ks1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    xnumel = 35
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex // 7
    x1 = (xindex % 7)
    y0 = yindex
    x3 = xindex
    tmp0 = (17*x2) // 5
    tmp1 = (21 + 17*x2) // 5
    tmp2 = tmp0 < tmp1
    tmp3 = 2*x1
    tmp4 = 2 + 2*x1
    tmp5 = tmp3 < tmp4
    tmp6 = tmp2 & tmp5
    tmp7 = tl.load(in_ptr0 + (y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp6 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp8 = 1 + 2*x1
    tmp9 = tmp8 < tmp4
    tmp10 = tmp2 & tmp9
    tmp11 = tl.load(in_ptr0 + (1 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp10 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = tmp11 + tmp7
    tmp13 = tmp4 < tmp4
    tmp14 = tmp2 & tmp13
    tmp15 = tl.load(in_ptr0 + (2 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp14 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp15 + tmp12
    tmp17 = 1 + ((17*x2) // 5)
    tmp18 = tmp17 < tmp1
    tmp19 = tmp18 & tmp5
    tmp20 = tl.load(in_ptr0 + (1 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp19 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp21 = tmp20 + tmp16
    tmp22 = tmp18 & tmp9
    tmp23 = tl.load(in_ptr0 + (2 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp22 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp24 = tmp23 + tmp21
    tmp25 = tmp18 & tmp13
    tmp26 = tl.load(in_ptr0 + (3 + y0 + 2*x1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp25 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp26 + tmp24
    tmp28 = 2 + ((17*x2) // 5)
    tmp29 = tmp28 < tmp1
    tmp30 = tmp29 & tmp5
    tmp31 = tl.load(in_ptr0 + (2 + y0 + 2*x1 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp30 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp31 + tmp27
    tmp33 = tmp29 & tmp9
    tmp34 = tl.load(in_ptr0 + (3 + y0 + 2*x1 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp33 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp35 = tmp34 + tmp32
    tmp36 = tmp29 & tmp13
    tmp37 = tl.load(in_ptr0 + (4 + y0 + 2*x1 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp36 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp38 = tmp37 + tmp35
    tmp39 = 3 + ((17*x2) // 5)
    tmp40 = tmp39 < tmp1
    tmp41 = tmp40 & tmp5
    tmp42 = tl.load(in_ptr0 + (3 + y0 + 2*x1 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp41 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp43 = tmp42 + tmp38
    tmp44 = tmp40 & tmp9
    tmp45 = tl.load(in_ptr0 + (4 + y0 + 2*x1 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp44 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp46 = tmp45 + tmp43
    tmp47 = tmp40 & tmp13
    tmp48 = tl.load(in_ptr0 + (5 + y0 + 2*x1 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp47 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp49 = tmp48 + tmp46
    tmp50 = 4 + ((17*x2) // 5)
    tmp51 = tmp50 < tmp1
    tmp52 = tmp51 & tmp5
    tmp53 = tl.load(in_ptr0 + (4 + y0 + 2*x1 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp52 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp54 = tmp53 + tmp49
    tmp55 = tmp51 & tmp9
    tmp56 = tl.load(in_ptr0 + (5 + y0 + 2*x1 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp55 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp57 = tmp56 + tmp54
    tmp58 = tmp51 & tmp13
    tmp59 = tl.load(in_ptr0 + (6 + y0 + 2*x1 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((17*x2) // 5)), tmp58 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp60 = tmp59 + tmp57
    tmp61 = tl.full([1, 1], 1.0, tl.float32)
    tmp62 = tl.full(tmp61.shape, 0.0, tmp61.dtype)
    tmp63 = tl.where(tmp6, tmp61, tmp62)
    tmp64 = tl.full([1, 1], 1.0, tl.float32)
    tmp65 = tl.full(tmp64.shape, 0.0, tmp64.dtype)
    tmp66 = tl.where(tmp10, tmp64, tmp65)
    tmp67 = tmp66 + tmp63
    tmp68 = tl.full([1, 1], 1.0, tl.float32)
    tmp69 = tl.full(tmp68.shape, 0.0, tmp68.dtype)
    tmp70 = tl.where(tmp14, tmp68, tmp69)
    tmp71 = tmp70 + tmp67
    tmp72 = tl.full([1, 1], 1.0, tl.float32)
    tmp73 = tl.full(tmp72.shape, 0.0, tmp72.dtype)
    tmp74 = tl.where(tmp19, tmp72, tmp73)
    tmp75 = tmp74 + tmp71
    tmp76 = tl.full([1, 1], 1.0, tl.float32)
    tmp77 = tl.full(tmp76.shape, 0.0, tmp76.dtype)
    tmp78 = tl.where(tmp22, tmp76, tmp77)
    tmp79 = tmp78 + tmp75
    tmp80 = tl.full([1, 1], 1.0, tl.float32)
    tmp81 = tl.full(tmp80.shape, 0.0, tmp80.dtype)
    tmp82 = tl.where(tmp25, tmp80, tmp81)
    tmp83 = tmp82 + tmp79
    tmp84 = tl.full([1, 1], 1.0, tl.float32)
    tmp85 = tl.full(tmp84.shape, 0.0, tmp84.dtype)
    tmp86 = tl.where(tmp30, tmp84, tmp85)
    tmp87 = tmp86 + tmp83
    tmp88 = tl.full([1, 1], 1.0, tl.float32)
    tmp89 = tl.full(tmp88.shape, 0.0, tmp88.dtype)
    tmp90 = tl.where(tmp33, tmp88, tmp89)
    tmp91 = tmp90 + tmp87
    tmp92 = tl.full([1, 1], 1.0, tl.float32)
    tmp93 = tl.full(tmp92.shape, 0.0, tmp92.dtype)
    tmp94 = tl.where(tmp36, tmp92, tmp93)
    tmp95 = tmp94 + tmp91
    tmp96 = tl.full([1, 1], 1.0, tl.float32)
    tmp97 = tl.full(tmp96.shape, 0.0, tmp96.dtype)
    tmp98 = tl.where(tmp41, tmp96, tmp97)
    tmp99 = tmp98 + tmp95
    tmp100 = tl.full([1, 1], 1.0, tl.float32)
    tmp101 = tl.full(tmp100.shape, 0.0, tmp100.dtype)
    tmp102 = tl.where(tmp44, tmp100, tmp101)
    tmp103 = tmp102 + tmp99
    tmp104 = tl.full([1, 1], 1.0, tl.float32)
    tmp105 = tl.full(tmp104.shape, 0.0, tmp104.dtype)
    tmp106 = tl.where(tmp47, tmp104, tmp105)
    tmp107 = tmp106 + tmp103
    tmp108 = tl.full([1, 1], 1.0, tl.float32)
    tmp109 = tl.full(tmp108.shape, 0.0, tmp108.dtype)
    tmp110 = tl.where(tmp52, tmp108, tmp109)
    tmp111 = tmp110 + tmp107
    tmp112 = tl.full([1, 1], 1.0, tl.float32)
    tmp113 = tl.full(tmp112.shape, 0.0, tmp112.dtype)
    tmp114 = tl.where(tmp55, tmp112, tmp113)
    tmp115 = tmp114 + tmp111
    tmp116 = tl.full([1, 1], 1.0, tl.float32)
    tmp117 = tl.full(tmp116.shape, 0.0, tmp116.dtype)
    tmp118 = tl.where(tmp58, tmp116, tmp117)
    tmp119 = tmp118 + tmp115
    tmp120 = (tmp60 / tmp119)
    tl.store(out_ptr0 + (x3 + 35*y0), tmp120, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/yv/cyv6aydwrvsxjkqnxmj7ocjjr4rcylibw5fyiaa442qbqgndzz6z.py
# Topologically Sorted Source Nodes: [interpolate, interpolate_2], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   interpolate => add_92, convert_element_type_8, iota
#   interpolate_2 => clamp_min_12, convert_element_type_17, mul_255, sub_162, view_4
# Graph fragment:
#   %iota : Tensor "i64[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_92 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_8, 0.5), kwargs = {})
#   %mul_255 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_92, %truediv_4), kwargs = {})
#   %sub_162 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_255, 0.5), kwargs = {})
#   %clamp_min_12 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_162, 0.0), kwargs = {})
#   %view_4 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_12, [%sym_sum_1, 1]), kwargs = {})
#   %convert_element_type_17 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_4, torch.int64), kwargs = {})
#   return %convert_element_type_17
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 5 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/th/cth72bi4sn7k2mdmx6wlcdblrhqlwpdihjnugstgg3bvi7a4r5qh.py
# Topologically Sorted Source Nodes: [interpolate_2], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   interpolate_2 => add_363, clamp_max_12
# Graph fragment:
#   %add_363 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_17, 1), kwargs = {})
#   %clamp_max_12 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_363, 4), kwargs = {})
#   return %clamp_max_12
triton_poi_fused_add_clamp_20 = async_compile.triton('triton_poi_fused_add_clamp_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_20(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 5 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full([1], 4, tl.int64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/vi/cvikfkie362jkkvis6qkk3dkozjndmkpjjcm4xdwdm2s2jcbkrbm.py
# Topologically Sorted Source Nodes: [interpolate, interpolate_2], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   interpolate => add_119, convert_element_type_10, iota_1
#   interpolate_2 => clamp_min_13, convert_element_type_19, mul_266, sub_175
# Graph fragment:
#   %iota_1 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_119 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_10, 0.5), kwargs = {})
#   %mul_266 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_119, %truediv_5), kwargs = {})
#   %sub_175 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_266, 0.5), kwargs = {})
#   %clamp_min_13 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_175, 0.0), kwargs = {})
#   %convert_element_type_19 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_13, torch.int64), kwargs = {})
#   return %convert_element_type_19
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_21 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_21', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_21(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 7 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/rp/crpcw5d23jvtbusfxt7pn2427vzeewgvszklzxxuf2qim6veapkv.py
# Topologically Sorted Source Nodes: [interpolate_2], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   interpolate_2 => add_388, clamp_max_13
# Graph fragment:
#   %add_388 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_19, 1), kwargs = {})
#   %clamp_max_13 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_388, 6), kwargs = {})
#   return %clamp_max_13
triton_poi_fused_add_clamp_22 = async_compile.triton('triton_poi_fused_add_clamp_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_22', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_22(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 7 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full([1], 6, tl.int64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/k2/ck2cvvms3ffixuutm4ndce3ij7tfyzslmjasznecyoocghhqpc3x.py
# Topologically Sorted Source Nodes: [interpolate, interpolate_2], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   interpolate => add_119, convert_element_type_10, iota_1
#   interpolate_2 => clamp_max_14, clamp_min_13, clamp_min_14, mul_266, sub_175, sub_190
# Graph fragment:
#   %iota_1 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_119 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_10, 0.5), kwargs = {})
#   %mul_266 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_119, %truediv_5), kwargs = {})
#   %sub_175 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_266, 0.5), kwargs = {})
#   %clamp_min_13 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_175, 0.0), kwargs = {})
#   %sub_190 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_13, %convert_element_type_19), kwargs = {})
#   %clamp_min_14 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_190, 0.0), kwargs = {})
#   %clamp_max_14 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_14, 1.0), kwargs = {})
#   return %clamp_max_14
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_23 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_23', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_23(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 7 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/ve/cveusyjfskvrjggwwurh3qrzmt34qk2ali42lsvczy2k63xuu7wo.py
# Topologically Sorted Source Nodes: [interpolate, interpolate_2], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   interpolate => add_92, convert_element_type_8, iota
#   interpolate_2 => clamp_max_15, clamp_min_12, clamp_min_15, mul_255, sub_162, sub_207, view_4
# Graph fragment:
#   %iota : Tensor "i64[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_92 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_8, 0.5), kwargs = {})
#   %mul_255 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_92, %truediv_4), kwargs = {})
#   %sub_162 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_255, 0.5), kwargs = {})
#   %clamp_min_12 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_162, 0.0), kwargs = {})
#   %view_4 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_12, [%sym_sum_1, 1]), kwargs = {})
#   %sub_207 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %convert_element_type_17), kwargs = {})
#   %clamp_min_15 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_207, 0.0), kwargs = {})
#   %clamp_max_15 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_15, 1.0), kwargs = {})
#   return %clamp_max_15
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 5 / (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/kq/ckqbxswb3ei6lpyfqmaexypgmktmiqivengjrnh46r72jvwaib3x.py
# Topologically Sorted Source Nodes: [p_2, interpolate_2], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add]
# Source node to ATen node mapping:
#   interpolate_2 => _unsafe_index_10, _unsafe_index_11, _unsafe_index_8, _unsafe_index_9, add_427, add_443, mul_291, mul_301, mul_313, sub_193, sub_200, sub_210
#   p_2 => convolution_7
# Graph fragment:
#   %convert_element_type_17 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_17]
#   %convert_element_type_19 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=convert_element_type_19]
#   %buf36 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=buf36]
#   %primals_31 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=primals_31]
#   %clamp_max_13 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_13]
#   %clamp_max_14 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_14]
#   %clamp_max_12 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_12]
#   %add_427 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_427]
#   %clamp_max_15 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_15]
#   %convolution_7 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%_adaptive_avg_pool2d_1, %primals_30, %primals_31, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %_unsafe_index_8 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_7, [None, None, %convert_element_type_17, %convert_element_type_19]), kwargs = {})
#   %_unsafe_index_9 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_7, [None, None, %convert_element_type_17, %clamp_max_13]), kwargs = {})
#   %_unsafe_index_10 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_7, [None, None, %clamp_max_12, %convert_element_type_19]), kwargs = {})
#   %_unsafe_index_11 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_7, [None, None, %clamp_max_12, %clamp_max_13]), kwargs = {})
#   %sub_193 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_9, %_unsafe_index_8), kwargs = {})
#   %mul_291 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_193, %clamp_max_14), kwargs = {})
#   %add_427 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_8, %mul_291), kwargs = {})
#   %sub_200 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_11, %_unsafe_index_10), kwargs = {})
#   %mul_301 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_200, %clamp_max_14), kwargs = {})
#   %add_443 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_10, %mul_301), kwargs = {})
#   %sub_210 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_443, %add_427), kwargs = {})
#   %mul_313 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_210, %clamp_max_15), kwargs = {})
#   return %add_427,%mul_313
triton_poi_fused__unsafe_index_add_convolution_mul_sub_25 = async_compile.triton('triton_poi_fused__unsafe_index_add_convolution_mul_sub_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 8, 'y': 32, 'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_convolution_mul_sub_25', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 30480, 'y': 340, 'x': 280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_convolution_mul_sub_25(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, ks0, ks1, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 8
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    y2 = yindex
    x3 = xindex
    z4 = zindex
    z0 = (zindex % 4)
    tmp0 = tl.load(in_ptr0 + (y2), ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (z0), zmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x3), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr6 + (y2), ymask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr7 + (y2), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1, 1], 5, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tmp6 = tl.full([1, 1, 1], 7, tl.int32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tmp10 = tl.load(in_ptr2 + (tmp9 + 7*tmp4 + 35*z4), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp12 = tmp10 + tmp11
    tmp14 = tmp13 + tmp6
    tmp15 = tmp13 < 0
    tmp16 = tl.where(tmp15, tmp14, tmp13)
    tmp17 = tl.load(in_ptr2 + (tmp16 + 7*tmp4 + 35*z4), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp18 = tmp17 + tmp11
    tmp19 = tmp18 - tmp12
    tmp21 = tmp19 * tmp20
    tmp22 = tmp12 + tmp21
    tmp24 = tmp23 + tmp1
    tmp25 = tmp23 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp23)
    tmp27 = tl.load(in_ptr2 + (tmp9 + 7*tmp26 + 35*z4), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp28 = tmp27 + tmp11
    tmp29 = tl.load(in_ptr2 + (tmp16 + 7*tmp26 + 35*z4), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp30 = tmp29 + tmp11
    tmp31 = tmp30 - tmp28
    tmp32 = tmp31 * tmp20
    tmp33 = tmp28 + tmp32
    tmp34 = tmp33 - tmp22
    tmp36 = tmp34 * tmp35
    tl.store(out_ptr0 + (x3 + y2 + z4 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp22, xmask & ymask & zmask)
    tl.store(out_ptr1 + (x3 + y2 + z4 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp36, xmask & ymask & zmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/lo/clo7ovi6xu3vzuod2jd6uf3mubehojiwnspnz643mvo3krg3e6nm.py
# Topologically Sorted Source Nodes: [p, interpolate, interpolate_1, interpolate_2, cat], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add, aten.cat]
# Source node to ATen node mapping:
#   cat => cat
#   interpolate => _unsafe_index_2, _unsafe_index_3, add_187, add_209, mul_149, mul_161, sub_78, sub_88
#   interpolate_1 => add_337
#   interpolate_2 => add_465
#   p => convolution_5
# Graph fragment:
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=div_3]
#   %add_171 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_171]
#   %clamp_max_4 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_4]
#   %convert_element_type_11 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=convert_element_type_11]
#   %buf16 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=buf16]
#   %primals_27 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=primals_27]
#   %clamp_max_5 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_5]
#   %clamp_max_6 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_6]
#   %clamp_max_7 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_7]
#   %add_299 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_299]
#   %mul_237 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=mul_237]
#   %add_427 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_427]
#   %mul_313 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=mul_313]
#   %convolution_5 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %primals_26, %primals_27, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %_unsafe_index_2 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_5, [None, None, %clamp_max_4, %convert_element_type_11]), kwargs = {})
#   %_unsafe_index_3 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_5, [None, None, %clamp_max_4, %clamp_max_5]), kwargs = {})
#   %sub_78 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_3, %_unsafe_index_2), kwargs = {})
#   %mul_149 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_78, %clamp_max_6), kwargs = {})
#   %add_187 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_2, %mul_149), kwargs = {})
#   %sub_88 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_187, %add_171), kwargs = {})
#   %mul_161 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_88, %clamp_max_7), kwargs = {})
#   %add_209 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_171, %mul_161), kwargs = {})
#   %add_337 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_299, %mul_237), kwargs = {})
#   %add_465 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_427, %mul_313), kwargs = {})
#   %cat : Tensor "f32[2, 28, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%div_3, %add_209, %add_337, %add_465], 1), kwargs = {})
#   return %cat
triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26 = async_compile.triton('triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 64, 'y': 32, 'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 175216, 'y': 204, 'x': 280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, out_ptr0, ks0, ks1, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 56
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    z0 = (zindex % 28)
    x3 = xindex
    y2 = yindex
    z1 = zindex // 28
    z4 = zindex
    tmp0 = z0
    tmp1 = tl.full([1, 1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1, 1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x3 + y2 + 16*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*(z0) + 16*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 16*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(z0) + 16*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (z0)), tmp4 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1, 1], 20, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-16) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-16) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-16) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-16) + z0)), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (tl.broadcast_to(y2, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.full([1, 1, 1], 1, tl.int32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp11 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp11)
    tmp16 = tl.load(in_ptr3 + (tl.broadcast_to(x3, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tmp16 + tmp12
    tmp18 = tmp16 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp16)
    tmp20 = tl.load(in_ptr4 + (tl.broadcast_to(4*z1 + ((-16) + z0), [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp21 = tl.load(in_ptr5 + (tl.broadcast_to((-16) + z0, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tmp20 + tmp21
    tmp23 = tl.load(in_ptr6 + (tl.broadcast_to(x3, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp24 = tmp23 + tmp12
    tmp25 = tmp23 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp23)
    tmp27 = tmp22 - tmp22
    tmp28 = tl.load(in_ptr7 + (tl.broadcast_to(x3, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp29 = tmp27 * tmp28
    tmp30 = tmp22 + tmp29
    tmp31 = tmp30 - tmp10
    tmp32 = tl.load(in_ptr8 + (tl.broadcast_to(y2, [ZBLOCK, YBLOCK, XBLOCK])), tmp9 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp31 * tmp32
    tmp34 = tmp10 + tmp33
    tmp35 = tl.full(tmp34.shape, 0.0, tmp34.dtype)
    tmp36 = tl.where(tmp9, tmp34, tmp35)
    tmp37 = tmp0 >= tmp7
    tmp38 = tl.full([1, 1, 1], 24, tl.int64)
    tmp39 = tmp0 < tmp38
    tmp40 = tmp37 & tmp39
    tmp41 = tl.load(in_ptr9 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-20) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-20) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-20) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-20) + z0)), tmp40 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp42 = tl.load(in_ptr10 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-20) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-20) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-20) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-20) + z0)), tmp40 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp43 = tmp41 + tmp42
    tmp44 = tl.full(tmp43.shape, 0.0, tmp43.dtype)
    tmp45 = tl.where(tmp40, tmp43, tmp44)
    tmp46 = tmp0 >= tmp38
    tmp47 = tl.full([1, 1, 1], 28, tl.int64)
    tmp48 = tmp0 < tmp47
    tmp49 = tl.load(in_ptr11 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-24) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-24) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-24) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-24) + z0)), tmp46 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp50 = tl.load(in_ptr12 + (x3 + y2 + 4*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*((-24) + z0) + (triton_helpers.div_floor_integer((-1) + ks1,  2))*((-24) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + (triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))*((-24) + z0) + 4*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((-24) + z0)), tmp46 & xmask & ymask & zmask, eviction_policy='evict_last', other=0.0)
    tmp51 = tmp49 + tmp50
    tmp52 = tl.full(tmp51.shape, 0.0, tmp51.dtype)
    tmp53 = tl.where(tmp46, tmp51, tmp52)
    tmp54 = tl.where(tmp40, tmp45, tmp53)
    tmp55 = tl.where(tmp9, tmp36, tmp54)
    tmp56 = tl.where(tmp4, tmp5, tmp55)
    tl.store(out_ptr0 + (x3 + y2 + z4 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z4*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp56, xmask & ymask & zmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/ij/cijwqi62jsqlgopk3npkdy2xgha57uaccdkfr7dgjbfxywf7wo7x.py
# Topologically Sorted Source Nodes: [adaptive_max_pool2d], Original ATen: [aten.adaptive_max_pool2d]
# Source node to ATen node mapping:
#   adaptive_max_pool2d => getitem_1, max_pool2d_with_indices
# Graph fragment:
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=div_3]
#   %buf48 : Tensor "i64[2, 16, (((((s53 - 1)//2)) + 1)//17), (((((s0 - 1)//2)) + 1)//14)][16*((((((s0 - 1)//2)) + 1)//14))*((((((s53 - 1)//2)) + 1)//17)), ((((((s0 - 1)//2)) + 1)//14))*((((((s53 - 1)//2)) + 1)//17)), (((((s0 - 1)//2)) + 1)//14), 1]cuda:0" = PlaceHolder[target=buf48]
#   %max_pool2d_with_indices : [num_users=2] = call_function[target=torch.ops.aten.max_pool2d_with_indices.default](args = (%div_3, [17, 14]), kwargs = {})
#   %getitem_1 : Tensor "i64[2, 16, ((((((s53 - 1)//2)) - 16)//17)) + 1, ((((((s0 - 1)//2)) - 13)//14)) + 1][16*Max(1, ((((((s0 - 1)//2)) - 13)//14)) + 1)*Max(1, ((((((s53 - 1)//2)) - 16)//17)) + 1), Max(1, ((((((s0 - 1)//2)) - 13)//14)) + 1)*Max(1, ((((((s53 - 1)//2)) - 16)//17)) + 1), Max(1, ((((((s0 - 1)//2)) - 13)//14)) + 1), 1]cuda:0"[num_users=1] = call_function[target=operator.getitem](args = (%max_pool2d_with_indices, 1), kwargs = {})
#   return %getitem,%buf48,%getitem_1
triton_per_fused_adaptive_max_pool2d_27 = async_compile.triton('triton_per_fused_adaptive_max_pool2d_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'y': 32, 'x': 1, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_adaptive_max_pool2d_27', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 30464, 'x': 96, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_adaptive_max_pool2d_27(in_ptr0, out_ptr0, out_ptr2, ks0, ks1, ks2, ynumel, xnumel, r0_numel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    r0_numel = 238
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = (r0_index % 14)
    r0_4 = r0_index // 14
    x1 = (xindex % ks0)
    x2 = xindex // ks0
    y0 = yindex
    x6 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_3 + r0_4 + y0 + 14*x1 + 17*x2 + r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 17*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), r0_mask & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [YBLOCK, XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask & ymask, tmp1, float("-inf"))
    tmp4 = triton_helpers.max2(tmp3, 2)[:, :, None].to(tl.float32)
    tmp6 = tl.broadcast_to(rindex, tmp3.shape)
    tmp5_val, tmp5_idx = triton_helpers.max_with_index(tmp3, tmp6, 2)
    tmp5 = tmp5_idx[:, :, None]
    tmp7 = tl.full([1, 1, 1], 238, tl.int32)
    tmp8 = tmp5 + tmp7
    tmp9 = tmp5 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp5)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 238)) | ~(xmask & ymask), "index out of bounds: 0 <= tmp10 < 238")
    tmp12 = tmp10 + (-13)*(tmp10 // 14) + 14*x1 + 17*x2 + (tmp10 // 14)*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 17*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2))
    tl.store(out_ptr2 + (x1 + x2*((1) * ((1) >= (1 + (triton_helpers.div_floor_integer((-13) + (triton_helpers.div_floor_integer((-1) + ks1,  2)),  14)))) + (1 + (triton_helpers.div_floor_integer((-13) + (triton_helpers.div_floor_integer((-1) + ks1,  2)),  14))) * ((1 + (triton_helpers.div_floor_integer((-13) + (triton_helpers.div_floor_integer((-1) + ks1,  2)),  14))) > (1))) + y0*((1) * ((1) >= (1 + (triton_helpers.div_floor_integer((-16) + (triton_helpers.div_floor_integer((-1) + ks2,  2)),  17)))) + (1 + (triton_helpers.div_floor_integer((-16) + (triton_helpers.div_floor_integer((-1) + ks2,  2)),  17))) * ((1 + (triton_helpers.div_floor_integer((-16) + (triton_helpers.div_floor_integer((-1) + ks2,  2)),  17))) > (1)))*((1) * ((1) >= (1 + (triton_helpers.div_floor_integer((-13) + (triton_helpers.div_floor_integer((-1) + ks1,  2)),  14)))) + (1 + (triton_helpers.div_floor_integer((-13) + (triton_helpers.div_floor_integer((-1) + ks1,  2)),  14))) * ((1 + (triton_helpers.div_floor_integer((-13) + (triton_helpers.div_floor_integer((-1) + ks1,  2)),  14))) > (1)))), tmp12, xmask & ymask)
    tmp5 = tmp5.to(tl.float32)
    tl.store(out_ptr0 + (x6 + ks0*y0*(triton_helpers.div_floor_integer(1 + (triton_helpers.div_floor_integer((-1) + ks2,  2)),  17))), tmp4, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/zq/czquhztnccmjtoynngfnr7ed5xypgjr6qewoulxteffoyw3zdjm2.py
# Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   interpolate_3 => add_499, clamp_min_16, convert_element_type_20, convert_element_type_21, iota_6, mul_349, sub_231, view_7
# Graph fragment:
#   %iota_6 : Tensor "i64[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_20 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_6, torch.float32), kwargs = {})
#   %add_499 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %mul_349 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_499, %truediv_6), kwargs = {})
#   %sub_231 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_349, 0.5), kwargs = {})
#   %clamp_min_16 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_231, 0.0), kwargs = {})
#   %view_7 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_16, [%primals_3, 1]), kwargs = {})
#   %convert_element_type_21 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_7, torch.int64), kwargs = {})
#   return %convert_element_type_21
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_28 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_28', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 528}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_28(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))) / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/ta/cta63mvopwlw7jicvoqotjueyvna5a5p4ndxq7i4l2xdb4pgjvph.py
# Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   interpolate_3 => add_514, clamp_max_16
# Graph fragment:
#   %add_514 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_21, 1), kwargs = {})
#   %clamp_max_16 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_514, %floordiv), kwargs = {})
#   return %clamp_max_16
triton_poi_fused_add_clamp_29 = async_compile.triton('triton_poi_fused_add_clamp_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_29', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 528}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_29(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))) / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = triton_helpers.div_floor_integer((-1) + ks0,  2)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/a5/ca5druzsmznpz6tvkjy7fsinkpnaprlehsl26pkt3pcq5bnf6trd.py
# Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   interpolate_3 => add_526, clamp_min_17, convert_element_type_22, convert_element_type_23, iota_7, mul_360, sub_245
# Graph fragment:
#   %iota_7 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_22 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_7, torch.float32), kwargs = {})
#   %add_526 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_22, 0.5), kwargs = {})
#   %mul_360 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_526, %truediv_7), kwargs = {})
#   %sub_245 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_360, 0.5), kwargs = {})
#   %clamp_min_17 : Tensor "f32[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_245, 0.0), kwargs = {})
#   %convert_element_type_23 : Tensor "i64[s0][1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_17, torch.int64), kwargs = {})
#   return %convert_element_type_23
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_30 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_30', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_30(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))) / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/qy/cqyvysqc6mgz3veqz2lvdn7ottsyrulr4abfcbvy6jhpqnzgj55z.py
# Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   interpolate_3 => add_539, clamp_max_17
# Graph fragment:
#   %add_539 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_23, 1), kwargs = {})
#   %clamp_max_17 : Tensor "i64[s0][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_539, %floordiv_1), kwargs = {})
#   return %clamp_max_17
triton_poi_fused_add_clamp_31 = async_compile.triton('triton_poi_fused_add_clamp_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_31', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_31(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))) / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = triton_helpers.div_floor_integer((-1) + ks0,  2)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/4p/c4p6ltsbujvugp7kdkwnxwjxkjiymviwyrbuixdg7hyke5eh4laq.py
# Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   interpolate_3 => add_526, clamp_max_18, clamp_min_17, clamp_min_18, convert_element_type_22, iota_7, mul_360, sub_245, sub_261
# Graph fragment:
#   %iota_7 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_22 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_7, torch.float32), kwargs = {})
#   %add_526 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_22, 0.5), kwargs = {})
#   %mul_360 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_526, %truediv_7), kwargs = {})
#   %sub_245 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_360, 0.5), kwargs = {})
#   %clamp_min_17 : Tensor "f32[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_245, 0.0), kwargs = {})
#   %sub_261 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_17, %convert_element_type_23), kwargs = {})
#   %clamp_min_18 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_261, 0.0), kwargs = {})
#   %clamp_max_18 : Tensor "f32[s0][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_18, 1.0), kwargs = {})
#   return %clamp_max_18
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_32 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_32', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_32(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))) / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/vt/cvts4eiuosgbtvtybcbvpckkwbxpy5iucymkisifdtvqpbzwp4ps.py
# Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   interpolate_3 => add_499, clamp_max_19, clamp_min_16, clamp_min_19, convert_element_type_20, iota_6, mul_349, sub_231, sub_278, view_7
# Graph fragment:
#   %iota_6 : Tensor "i64[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_20 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_6, torch.float32), kwargs = {})
#   %add_499 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %mul_349 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_499, %truediv_6), kwargs = {})
#   %sub_231 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_349, 0.5), kwargs = {})
#   %clamp_min_16 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_231, 0.0), kwargs = {})
#   %view_7 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_16, [%primals_3, 1]), kwargs = {})
#   %sub_278 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_7, %convert_element_type_21), kwargs = {})
#   %clamp_min_19 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_278, 0.0), kwargs = {})
#   %clamp_max_19 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_19, 1.0), kwargs = {})
#   return %clamp_max_19
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_33 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_33', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 264}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_33(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = (1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))) / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/su/csuizyytzffhalnt35ain53himyohgclugihyvbab2yrl562wnnq.py
# Topologically Sorted Source Nodes: [logits, interpolate_3], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add]
# Source node to ATen node mapping:
#   interpolate_3 => _unsafe_index_12, _unsafe_index_13, _unsafe_index_14, _unsafe_index_15, add_578, add_594, add_616, mul_385, mul_395, mul_407, sub_264, sub_271, sub_281
#   logits => convolution_8
# Graph fragment:
#   %convert_element_type_21 : Tensor "i64[s53, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_21]
#   %convert_element_type_23 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=convert_element_type_23]
#   %buf46 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=buf46]
#   %primals_33 : Tensor "f32[5][1]cuda:0" = PlaceHolder[target=primals_33]
#   %clamp_max_17 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=clamp_max_17]
#   %clamp_max_18 : Tensor "f32[s0][1]cuda:0" = PlaceHolder[target=clamp_max_18]
#   %clamp_max_16 : Tensor "i64[s53, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_16]
#   %add_578 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_578]
#   %clamp_max_19 : Tensor "f32[s53, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_19]
#   %mul_407 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=mul_407]
#   %convolution_8 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%cat, %primals_32, %primals_33, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %_unsafe_index_12 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_8, [None, None, %convert_element_type_21, %convert_element_type_23]), kwargs = {})
#   %_unsafe_index_13 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_8, [None, None, %convert_element_type_21, %clamp_max_17]), kwargs = {})
#   %_unsafe_index_14 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_8, [None, None, %clamp_max_16, %convert_element_type_23]), kwargs = {})
#   %_unsafe_index_15 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_8, [None, None, %clamp_max_16, %clamp_max_17]), kwargs = {})
#   %sub_264 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_13, %_unsafe_index_12), kwargs = {})
#   %mul_385 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_264, %clamp_max_18), kwargs = {})
#   %add_578 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_12, %mul_385), kwargs = {})
#   %sub_271 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_15, %_unsafe_index_14), kwargs = {})
#   %mul_395 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_271, %clamp_max_18), kwargs = {})
#   %add_594 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_14, %mul_395), kwargs = {})
#   %sub_281 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_594, %add_578), kwargs = {})
#   %mul_407 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_281, %clamp_max_19), kwargs = {})
#   %add_616 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_578, %mul_407), kwargs = {})
#   return %add_578,%mul_407,%add_616
triton_poi_fused__unsafe_index_add_convolution_mul_sub_34 = async_compile.triton('triton_poi_fused__unsafe_index_add_convolution_mul_sub_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'in_ptr7': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_convolution_mul_sub_34', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 71820}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_convolution_mul_sub_34(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x6 = xindex // ks2
    x2 = ((xindex // ks2) % 5)
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x2), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr6 + (x1), xmask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr7 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = 1 + (triton_helpers.div_floor_integer((-1) + ks1,  2))
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tmp6 = 1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tmp10 = tl.load(in_ptr2 + (tmp4 + tmp9 + x6 + tmp4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask, eviction_policy='evict_last')
    tmp12 = tmp10 + tmp11
    tmp14 = tmp13 + tmp6
    tmp15 = tmp13 < 0
    tmp16 = tl.where(tmp15, tmp14, tmp13)
    tmp17 = tl.load(in_ptr2 + (tmp16 + tmp4 + x6 + tmp4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask, eviction_policy='evict_last')
    tmp18 = tmp17 + tmp11
    tmp19 = tmp18 - tmp12
    tmp21 = tmp19 * tmp20
    tmp22 = tmp12 + tmp21
    tmp24 = tmp23 + tmp1
    tmp25 = tmp23 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp23)
    tmp27 = tl.load(in_ptr2 + (tmp26 + tmp9 + x6 + tmp26*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask, eviction_policy='evict_last')
    tmp28 = tmp27 + tmp11
    tmp29 = tl.load(in_ptr2 + (tmp16 + tmp26 + x6 + tmp26*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask, eviction_policy='evict_last')
    tmp30 = tmp29 + tmp11
    tmp31 = tmp30 - tmp28
    tmp32 = tmp31 * tmp20
    tmp33 = tmp28 + tmp32
    tmp34 = tmp33 - tmp22
    tmp36 = tmp34 * tmp35
    tmp37 = tmp22 + tmp36
    tl.store(in_out_ptr0 + (x4), tmp37, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33 = args
        args.clear()
        s53 = primals_3
        s0 = primals_4
        assert_size_stride(primals_1, (12, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_2, (12, ), (1, ))
        assert_size_stride(primals_5, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))
        assert_size_stride(primals_6, (12, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_7, (12, ), (1, ))
        assert_size_stride(primals_8, (12, ), (1, ))
        assert_size_stride(primals_9, (12, ), (1, ))
        assert_size_stride(primals_10, (12, ), (1, ))
        assert_size_stride(primals_11, (16, 12, 1, 1), (12, 1, 1, 1))
        assert_size_stride(primals_12, (16, ), (1, ))
        assert_size_stride(primals_13, (16, ), (1, ))
        assert_size_stride(primals_14, (16, ), (1, ))
        assert_size_stride(primals_15, (16, ), (1, ))
        assert_size_stride(primals_16, (16, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_17, (16, ), (1, ))
        assert_size_stride(primals_18, (16, ), (1, ))
        assert_size_stride(primals_19, (16, ), (1, ))
        assert_size_stride(primals_20, (16, ), (1, ))
        assert_size_stride(primals_21, (16, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_22, (16, ), (1, ))
        assert_size_stride(primals_23, (16, ), (1, ))
        assert_size_stride(primals_24, (16, ), (1, ))
        assert_size_stride(primals_25, (16, ), (1, ))
        assert_size_stride(primals_26, (4, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_27, (4, ), (1, ))
        assert_size_stride(primals_28, (4, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_29, (4, ), (1, ))
        assert_size_stride(primals_30, (4, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_31, (4, ), (1, ))
        assert_size_stride(primals_32, (5, 28, 1, 1), (28, 1, 1, 1))
        assert_size_stride(primals_33, (5, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(primals_5, primals_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (2, 12, s53, s0), (12*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            ps0 = s0*s53
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [conv2d, relu], Original ATen: [aten.convolution, aten.relu]
            triton_poi_fused_convolution_relu_0_xnumel = 24*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_0.run(buf1, primals_2, ps0, triton_poi_fused_convolution_relu_0_xnumel, stream=stream0)
            del primals_2
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
            buf2 = extern_kernels.convolution(buf1, primals_6, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=12, bias=None)
            assert_size_stride(buf2, (2, 12, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (12 + 12*(((-1) + s0) // 2) + 12*(((-1) + s53) // 2) + 12*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            ps1 = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            buf3 = empty_strided_cuda((2, 12, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (12 + 12*(((-1) + s0) // 2) + 12*(((-1) + s53) // 2) + 12*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [batch_norm, hardswish], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_1_xnumel = 24 + 24*(((-1) + s0) // 2) + 24*(((-1) + s53) // 2) + 24*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_1.run(buf4, buf2, primals_7, primals_8, primals_9, primals_10, ps1, triton_poi_fused__native_batch_norm_legit_no_training_hardswish_1_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
            buf5 = extern_kernels.convolution(buf4, primals_11, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf5, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            buf6 = empty_strided_cuda((2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            buf7 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_1, hardswish_1], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2_xnumel = 32 + 32*(((-1) + s0) // 2) + 32*(((-1) + s53) // 2) + 32*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2.run(buf7, buf5, primals_12, primals_13, primals_14, primals_15, ps1, triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten.convolution]
            buf8 = extern_kernels.convolution(buf7, primals_16, stride=(1, 1), padding=(2, 2), dilation=(2, 2), transposed=False, output_padding=(0, 0), groups=16, bias=None)
            assert_size_stride(buf8, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            buf9 = empty_strided_cuda((2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            buf10 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_2, hardswish_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2_xnumel = 32 + 32*(((-1) + s0) // 2) + 32*(((-1) + s53) // 2) + 32*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2.run(buf10, buf8, primals_17, primals_18, primals_19, primals_20, ps1, triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten.convolution]
            buf11 = extern_kernels.convolution(buf10, primals_21, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf11, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            buf12 = empty_strided_cuda((2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            buf13 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_3, f], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2_xnumel = 32 + 32*(((-1) + s0) // 2) + 32*(((-1) + s53) // 2) + 32*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2.run(buf13, buf11, primals_22, primals_23, primals_24, primals_25, ps1, triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2_xnumel, stream=stream0)
            buf14 = empty_strided_cuda((2, 16, 1, 1), (16, 1, 32, 32), torch.float32)
            buf15 = reinterpret_tensor(buf14, (2, 16, 1, 1), (16, 1, 1, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [adaptive_avg_pool2d], Original ATen: [aten.mean]
            triton_red_fused_mean_3_r0_numel = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_mean_3.run(buf15, buf13, s0, s53, ps1, 32, triton_red_fused_mean_3_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [p], Original ATen: [aten.convolution]
            buf16 = extern_kernels.convolution(buf15, primals_26, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf16, (2, 4, 1, 1), (4, 1, 1, 1), 'torch.ops.aten.convolution.default')
            buf17 = empty_strided_cuda((1 + (((-1) + s53) // 2), 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_4_xnumel = 1 + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_4.run(buf17, s53, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_4_xnumel, stream=stream0)
            buf18 = empty_strided_cuda((1 + (((-1) + s53) // 2), 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.add, aten.clamp]
            triton_poi_fused_add_clamp_5_xnumel = 1 + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_5.run(buf18, s53, triton_poi_fused_add_clamp_5_xnumel, stream=stream0)
            buf19 = empty_strided_cuda((1 + (((-1) + s0) // 2), ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_6_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_6.run(buf19, s0, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_6_xnumel, stream=stream0)
            buf20 = empty_strided_cuda((1 + (((-1) + s0) // 2), ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.add, aten.clamp]
            triton_poi_fused_add_clamp_7_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_7.run(buf20, s0, triton_poi_fused_add_clamp_7_xnumel, stream=stream0)
            buf21 = empty_strided_cuda((1 + (((-1) + s0) // 2), ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_8_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_8.run(buf21, s0, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_8_xnumel, stream=stream0)
            buf22 = empty_strided_cuda((2, 4, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (4 + 4*(((-1) + s0) // 2) + 4*(((-1) + s53) // 2) + 4*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [p, interpolate], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add]
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_9_ynumel = 1 + (((-1) + s53) // 2)
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_9_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_9.run(buf17, buf19, buf16, primals_27, buf20, buf21, buf22, s0, s53, 8, triton_poi_fused__unsafe_index_add_convolution_mul_sub_9_ynumel, triton_poi_fused__unsafe_index_add_convolution_mul_sub_9_xnumel, stream=stream0)
            buf23 = empty_strided_cuda((1 + (((-1) + s53) // 2), 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [interpolate], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_10_xnumel = 1 + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_10.run(buf23, s53, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_10_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [adaptive_avg_pool2d_1], Original ATen: [aten._adaptive_avg_pool2d]
            buf24 = torch.ops.aten._adaptive_avg_pool2d.default(buf13, [2, 3])
            buf25 = buf24
            assert_size_stride(buf25, (2, 16, 2, 3), (96, 6, 3, 1), 'torch.ops.aten._adaptive_avg_pool2d.default')
            assert_alignment(buf25, 16, 'torch.ops.aten._adaptive_avg_pool2d.default')
            del buf24
            # Topologically Sorted Source Nodes: [p_1], Original ATen: [aten.convolution]
            buf26 = extern_kernels.convolution(buf25, primals_28, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf26, (2, 4, 2, 3), (24, 6, 3, 1), 'torch.ops.aten.convolution.default')
            buf27 = empty_strided_cuda((1 + (((-1) + s53) // 2), 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate, interpolate_1], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_11_xnumel = 1 + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_11.run(buf27, s53, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_11_xnumel, stream=stream0)
            buf28 = empty_strided_cuda((1 + (((-1) + s53) // 2), 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate_1], Original ATen: [aten.add, aten.clamp]
            triton_poi_fused_add_clamp_12_xnumel = 1 + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_12.run(buf28, s53, triton_poi_fused_add_clamp_12_xnumel, stream=stream0)
            buf29 = empty_strided_cuda((1 + (((-1) + s0) // 2), ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate, interpolate_1], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_13_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_13.run(buf29, s0, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_13_xnumel, stream=stream0)
            buf30 = empty_strided_cuda((1 + (((-1) + s0) // 2), ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate_1], Original ATen: [aten.add, aten.clamp]
            triton_poi_fused_add_clamp_14_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_14.run(buf30, s0, triton_poi_fused_add_clamp_14_xnumel, stream=stream0)
            buf31 = empty_strided_cuda((1 + (((-1) + s0) // 2), ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [interpolate, interpolate_1], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15.run(buf31, s0, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15_xnumel, stream=stream0)
            buf33 = empty_strided_cuda((1 + (((-1) + s53) // 2), 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [interpolate, interpolate_1], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_16_xnumel = 1 + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_16.run(buf33, s53, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_16_xnumel, stream=stream0)
            buf32 = empty_strided_cuda((2, 4, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (4 + 4*(((-1) + s0) // 2) + 4*(((-1) + s53) // 2) + 4*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            buf34 = empty_strided_cuda((2, 4, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (4 + 4*(((-1) + s0) // 2) + 4*(((-1) + s53) // 2) + 4*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [p_1, interpolate_1], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add]
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_17_ynumel = 1 + (((-1) + s53) // 2)
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_17_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_17.run(buf27, buf29, buf26, primals_29, buf30, buf31, buf28, buf33, buf32, buf34, s0, s53, 8, triton_poi_fused__unsafe_index_add_convolution_mul_sub_17_ynumel, triton_poi_fused__unsafe_index_add_convolution_mul_sub_17_xnumel, stream=stream0)
            del buf26
            del primals_29
            buf35 = empty_strided_cuda((2, 16, 5, 7), (560, 35, 7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [adaptive_avg_pool2d_2], Original ATen: [aten._adaptive_avg_pool2d]
            stream0 = get_raw_stream(0)
            triton_poi_fused__adaptive_avg_pool2d_18.run(buf13, buf35, s0, s53, 32, 35, stream=stream0)
            # Topologically Sorted Source Nodes: [p_2], Original ATen: [aten.convolution]
            buf36 = extern_kernels.convolution(buf35, primals_30, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf36, (2, 4, 5, 7), (140, 35, 7, 1), 'torch.ops.aten.convolution.default')
            buf37 = empty_strided_cuda((1 + (((-1) + s53) // 2), 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate, interpolate_2], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19_xnumel = 1 + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19.run(buf37, s53, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19_xnumel, stream=stream0)
            buf38 = empty_strided_cuda((1 + (((-1) + s53) // 2), 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate_2], Original ATen: [aten.add, aten.clamp]
            triton_poi_fused_add_clamp_20_xnumel = 1 + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_20.run(buf38, s53, triton_poi_fused_add_clamp_20_xnumel, stream=stream0)
            buf39 = empty_strided_cuda((1 + (((-1) + s0) // 2), ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate, interpolate_2], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_21_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_21.run(buf39, s0, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_21_xnumel, stream=stream0)
            buf40 = empty_strided_cuda((1 + (((-1) + s0) // 2), ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate_2], Original ATen: [aten.add, aten.clamp]
            triton_poi_fused_add_clamp_22_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_22.run(buf40, s0, triton_poi_fused_add_clamp_22_xnumel, stream=stream0)
            buf41 = empty_strided_cuda((1 + (((-1) + s0) // 2), ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [interpolate, interpolate_2], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_23_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_23.run(buf41, s0, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_23_xnumel, stream=stream0)
            buf43 = empty_strided_cuda((1 + (((-1) + s53) // 2), 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [interpolate, interpolate_2], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24_xnumel = 1 + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24.run(buf43, s53, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24_xnumel, stream=stream0)
            buf42 = empty_strided_cuda((2, 4, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (4 + 4*(((-1) + s0) // 2) + 4*(((-1) + s53) // 2) + 4*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            buf44 = empty_strided_cuda((2, 4, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (4 + 4*(((-1) + s0) // 2) + 4*(((-1) + s53) // 2) + 4*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [p_2, interpolate_2], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add]
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_25_ynumel = 1 + (((-1) + s53) // 2)
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_25_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_25.run(buf37, buf39, buf36, primals_31, buf40, buf41, buf38, buf43, buf42, buf44, s0, s53, 8, triton_poi_fused__unsafe_index_add_convolution_mul_sub_25_ynumel, triton_poi_fused__unsafe_index_add_convolution_mul_sub_25_xnumel, stream=stream0)
            del buf36
            del primals_31
            buf45 = empty_strided_cuda((2, 28, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (28 + 28*(((-1) + s0) // 2) + 28*(((-1) + s53) // 2) + 28*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [p, interpolate, interpolate_1, interpolate_2, cat], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add, aten.cat]
            triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26_ynumel = 1 + (((-1) + s53) // 2)
            triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26.run(buf13, buf22, buf18, buf19, buf16, primals_27, buf20, buf21, buf23, buf32, buf34, buf42, buf44, buf45, s0, s53, 56, triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26_ynumel, triton_poi_fused__unsafe_index_add_cat_convolution_mul_sub_26_xnumel, stream=stream0)
            del buf16
            del buf22
            del buf32
            del buf34
            del buf42
            del buf44
            del primals_27
            # Topologically Sorted Source Nodes: [logits], Original ATen: [aten.convolution]
            buf46 = extern_kernels.convolution(buf45, primals_32, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf46, (2, 5, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (5 + 5*(((-1) + s0) // 2) + 5*(((-1) + s53) // 2) + 5*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            ps2 = (1 + (((-1) + s0) // 2)) // 14
            buf47 = empty_strided_cuda((2, 16, (1 + (((-1) + s53) // 2)) // 17, (1 + (((-1) + s0) // 2)) // 14), (16*((1 + (((-1) + s0) // 2)) // 14)*((1 + (((-1) + s53) // 2)) // 17), ((1 + (((-1) + s0) // 2)) // 14)*((1 + (((-1) + s53) // 2)) // 17), (1 + (((-1) + s0) // 2)) // 14, 1), torch.float32)
            buf49 = empty_strided_cuda((2, 16, (1 + (((-1) + s53) // 2)) // 17, (1 + (((-1) + s0) // 2)) // 14), (16*max(1, 1 + (((-16) + (((-1) + s53) // 2)) // 17))*max(1, 1 + (((-13) + (((-1) + s0) // 2)) // 14)), max(1, 1 + (((-16) + (((-1) + s53) // 2)) // 17))*max(1, 1 + (((-13) + (((-1) + s0) // 2)) // 14)), max(1, 1 + (((-13) + (((-1) + s0) // 2)) // 14)), 1), torch.int64)
            # Topologically Sorted Source Nodes: [adaptive_max_pool2d], Original ATen: [aten.adaptive_max_pool2d]
            triton_per_fused_adaptive_max_pool2d_27_xnumel = ((1 + (((-1) + s0) // 2)) // 14)*((1 + (((-1) + s53) // 2)) // 17)
            stream0 = get_raw_stream(0)
            triton_per_fused_adaptive_max_pool2d_27.run(buf13, buf47, buf49, ps2, s0, s53, 32, triton_per_fused_adaptive_max_pool2d_27_xnumel, 238, stream=stream0)
            buf50 = empty_strided_cuda((s53, 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_28.run(buf50, s53, s53, stream=stream0)
            buf51 = empty_strided_cuda((s53, 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.add, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_29.run(buf51, s53, s53, stream=stream0)
            buf52 = empty_strided_cuda((s0, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_30.run(buf52, s0, s0, stream=stream0)
            buf53 = empty_strided_cuda((s0, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.add, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_31.run(buf53, s0, s0, stream=stream0)
            buf54 = empty_strided_cuda((s0, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_32.run(buf54, s0, s0, stream=stream0)
            buf56 = empty_strided_cuda((s53, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [interpolate_3], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_33.run(buf56, s53, s53, stream=stream0)
            buf55 = empty_strided_cuda((2, 5, s53, s0), (5*s0*s53, s0*s53, s0, 1), torch.float32)
            buf58 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [logits, interpolate_3], Original ATen: [aten.convolution, aten._unsafe_index, aten.sub, aten.mul, aten.add]
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_34_xnumel = 10*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_add_convolution_mul_sub_34.run(buf58, buf50, buf52, buf46, primals_33, buf53, buf54, buf51, buf56, s0, s53, ps0, triton_poi_fused__unsafe_index_add_convolution_mul_sub_34_xnumel, stream=stream0)
            del buf46
            del primals_33
        return (buf58, reinterpret_tensor(buf47, (2, 16 + 16*(((-16) + (((-1) + s53) // 2)) // 17) + 16*(((-13) + (((-1) + s0) // 2)) // 14) + 16*(((-16) + (((-1) + s53) // 2)) // 17)*(((-13) + (((-1) + s0) // 2)) // 14)), (16 + 16*(((-16) + (((-1) + s53) // 2)) // 17) + 16*(((-13) + (((-1) + s0) // 2)) // 14) + 16*(((-16) + (((-1) + s53) // 2)) // 17)*(((-13) + (((-1) + s0) // 2)) // 14), 1), 0), primals_1, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_28, primals_30, primals_32, buf1, buf2, buf4, buf5, buf7, buf8, buf10, buf11, buf13, buf15, buf17, buf18, buf19, buf20, buf21, buf23, buf25, buf27, buf28, buf29, buf30, buf31, buf33, buf35, buf37, buf38, buf39, buf40, buf41, buf43, buf45, buf49, buf50, buf51, buf52, buf53, buf54, buf56, s53, s0, 1 + (((-16) + (((-1) + s53) // 2)) // 17), 1 + (((-13) + (((-1) + s0) // 2)) // 14), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((12, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 33
    primals_4 = 27
    primals_5 = rand_strided((2, 3, 33, 27), (2673, 891, 27, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((12, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((16, 12, 1, 1), (12, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((5, 28, 1, 1), (28, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((5, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
