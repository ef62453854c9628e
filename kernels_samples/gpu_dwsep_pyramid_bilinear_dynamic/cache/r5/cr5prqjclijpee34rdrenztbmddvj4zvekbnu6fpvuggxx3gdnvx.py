# AOT ID: ['1_inference']
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


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/iv/civwzeos3l3bf3vlro3xzlvup7u2w7vt6gledewzyhg4oyg6a45r.py
# Topologically Sorted Source Nodes: [conv2d, relu, conv2d_1], Original ATen: [aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   conv2d => convolution
#   conv2d_1 => convolution_1
#   relu => relu
# Graph fragment:
#   %buf0 : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convolution : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg4_1, %arg0_1, %arg1_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution,), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %arg5_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 12), kwargs = {})
#   return %buf1
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_relu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 238464}},
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


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/ef/cefidtqcfbgfmfney53mcwbgruqkykqzwmyxm5ny3dzsbndsbgry.py
# Topologically Sorted Source Nodes: [batch_norm, hardswish, conv2d_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.convolution]
# Source node to ATen node mapping:
#   batch_norm => add_15, add_16, mul_18, mul_19, mul_20, reciprocal, sqrt, sub_6, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   conv2d_2 => convolution_2
#   hardswish => add_22, clamp_max, clamp_min, div, mul_24
# Graph fragment:
#   %convolution_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %arg6_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg7_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %arg8_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %arg9_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %add_16 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_16]
#   %unsqueeze : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %sub_6 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_1), kwargs = {})
#   %add_15 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg7_1, 1e-05), kwargs = {})
#   %sqrt : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_15,), kwargs = {})
#   %reciprocal : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt,), kwargs = {})
#   %mul_18 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_18, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %mul_19 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %unsqueeze_3), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg8_1, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_20 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_19, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg9_1, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_16 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_20, %unsqueeze_7), kwargs = {})
#   %add_22 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_16, 3), kwargs = {})
#   %clamp_min : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_22, 0), kwargs = {})
#   %clamp_max : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, 6), kwargs = {})
#   %mul_24 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_16, %clamp_max), kwargs = {})
#   %div : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_24, 6), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div, %arg10_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %add_16,%buf4
triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_1 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 41664}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 12)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
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


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/x2/cx2qrrobkxpcy3w4kxaewzqmkw4zpopyivx4iif2wh4mbofxxfoa.py
# Topologically Sorted Source Nodes: [batch_norm_1, hardswish_1, conv2d_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.convolution]
# Source node to ATen node mapping:
#   batch_norm_1 => add_33, add_34, mul_40, mul_41, mul_42, reciprocal_1, sqrt_1, sub_13, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_8, unsqueeze_9
#   conv2d_3 => convolution_3
#   hardswish_1 => add_40, clamp_max_1, clamp_min_1, div_1, mul_46
# Graph fragment:
#   %convolution_2 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %arg11_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %arg13_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %arg14_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %add_34 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_34]
#   %unsqueeze_8 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg11_1, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %sub_13 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_9), kwargs = {})
#   %add_33 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg12_1, 1e-05), kwargs = {})
#   %sqrt_1 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_33,), kwargs = {})
#   %reciprocal_1 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_1,), kwargs = {})
#   %mul_40 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_40, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %mul_41 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_13, %unsqueeze_11), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg13_1, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %mul_42 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_41, %unsqueeze_13), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg14_1, -1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, -1), kwargs = {})
#   %add_34 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_42, %unsqueeze_15), kwargs = {})
#   %add_40 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_34, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_40, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_46 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_46, 6), kwargs = {})
#   %convolution_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_1, %arg15_1, None, [1, 1], [2, 2], [2, 2], False, [0, 0], 16), kwargs = {})
#   return %add_34,%buf7
triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 55552}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
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


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/i7/ci7vqgrbtld3qrduoy3g2udkgcqu737nhnjcmpi7pthoynkte2qa.py
# Topologically Sorted Source Nodes: [batch_norm_3, f], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   batch_norm_3 => add_69, add_70, mul_84, mul_85, mul_86, reciprocal_3, sqrt_3, sub_27, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, unsqueeze_30, unsqueeze_31
#   f => add_76, clamp_max_3, clamp_min_3, div_3, mul_90
# Graph fragment:
#   %convolution_4 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %arg21_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %arg22_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %arg23_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %arg24_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %add_70 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_70]
#   %unsqueeze_24 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg21_1, -1), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, -1), kwargs = {})
#   %sub_27 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_25), kwargs = {})
#   %add_69 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg22_1, 1e-05), kwargs = {})
#   %sqrt_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_69,), kwargs = {})
#   %reciprocal_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_3,), kwargs = {})
#   %mul_84 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_3, 1), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_84, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, -1), kwargs = {})
#   %mul_85 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %unsqueeze_27), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg23_1, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %mul_86 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_85, %unsqueeze_29), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg24_1, -1), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, -1), kwargs = {})
#   %add_70 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_86, %unsqueeze_31), kwargs = {})
#   %add_76 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_70, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_76, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_90 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_70, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_90, 6), kwargs = {})
#   return %add_70,%div_3
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_3 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x1 = ((xindex // ks0) % 16)
    x2 = xindex // ks1
    x3 = (xindex % ks1)
    tmp0 = tl.load(in_out_ptr0 + (x4), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
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
    tl.store(in_out_ptr0 + (x4), tmp15, xmask)
    tl.store(out_ptr0 + (x3 + 28*x2 + 28*x2*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 28*x2*(triton_helpers.div_floor_integer((-1) + ks3,  2)) + 28*x2*(triton_helpers.div_floor_integer((-1) + ks2,  2))*(triton_helpers.div_floor_integer((-1) + ks3,  2))), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/3r/c3rbsqyo2efehh4gbbvr4fjorzwew25qrkoqcssxiyw3umsq45mj.py
# Topologically Sorted Source Nodes: [f, adaptive_max_pool2d], Original ATen: [aten.hardswish, aten.adaptive_max_pool2d]
# Source node to ATen node mapping:
#   adaptive_max_pool2d => max_pool2d_with_indices
#   f => add_76, clamp_max_3, clamp_min_3, div_3, mul_90
# Graph fragment:
#   %add_70 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_70]
#   %add_76 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_70, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_76, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_90 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_70, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_90, 6), kwargs = {})
#   %max_pool2d_with_indices : [num_users=1] = call_function[target=torch.ops.aten.max_pool2d_with_indices.default](args = (%div_3, [18, 12]), kwargs = {})
#   return %getitem
triton_per_fused_adaptive_max_pool2d_hardswish_4 = async_compile.triton('triton_per_fused_adaptive_max_pool2d_hardswish_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_adaptive_max_pool2d_hardswish_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 27648, 'x': 32, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_adaptive_max_pool2d_hardswish_4(in_ptr0, out_ptr0, ks0, ks1, ks2, ynumel, xnumel, r0_numel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    r0_numel = 216
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
    r0_3 = (r0_index % 12)
    r0_4 = r0_index // 12
    x1 = (xindex % ks0)
    x2 = xindex // ks0
    y0 = yindex
    x6 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_3 + r0_4 + y0 + 12*x1 + 18*x2 + r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 18*x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), r0_mask & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.full([1, 1, 1], 3.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1, 1], 0.0, tl.float32)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl.full([1, 1, 1], 6.0, tl.float32)
    tmp6 = triton_helpers.minimum(tmp4, tmp5)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1, 1, 1], 0.16666666666666666, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [YBLOCK, XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask & ymask, tmp10, float("-inf"))
    tmp13 = triton_helpers.max2(tmp12, 2)[:, :, None].to(tl.float32)
    tl.store(out_ptr0 + (x6 + ks0*y0*(triton_helpers.div_floor_integer(1 + (triton_helpers.div_floor_integer((-1) + ks2,  2)),  18))), tmp13, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/cf/ccfprw32bspl326qugmlilzb7eityfc43yvhhwlkrwtlir4camcr.py
# Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d, p], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
# Source node to ATen node mapping:
#   adaptive_avg_pool2d => mean
#   f => add_76, clamp_max_3, clamp_min_3, div_3, mul_90
#   p => convolution_5
# Graph fragment:
#   %add_70 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_70]
#   %buf15 : Tensor "f32[2, 16, 1, 1][16, 1, 32, 32]cuda:0" = PlaceHolder[target=buf15]
#   %add_76 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_70, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_76, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_90 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_70, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_90, 6), kwargs = {})
#   %mean : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_3, [-1, -2], True), kwargs = {})
#   %convolution_5 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %arg25_1, %arg26_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf15,%buf16
triton_red_fused_convolution_hardswish_mean_5 = async_compile.triton('triton_red_fused_convolution_hardswish_mean_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_hardswish_mean_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 27904, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_hardswish_mean_5(in_out_ptr0, in_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0 + x0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 3.0, tl.float32)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.full([1, 1], 0.0, tl.float32)
        tmp4 = triton_helpers.maximum(tmp2, tmp3)
        tmp5 = tl.full([1, 1], 6.0, tl.float32)
        tmp6 = triton_helpers.minimum(tmp4, tmp5)
        tmp7 = tmp0 * tmp6
        tmp8 = tl.full([1, 1], 0.16666666666666666, tl.float32)
        tmp9 = tmp7 * tmp8
        tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tmp13 = ks2
    tmp14 = tmp13.to(tl.float32)
    tmp15 = (tmp11 / tmp14)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/nt/cnt6qkqamrnucby554qwggjzeixvuxlz7w7ra5be5w7wa5fnw4j4.py
# Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d, p, interpolate], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
# Source node to ATen node mapping:
#   adaptive_avg_pool2d => mean
#   f => add_76, clamp_max_3, clamp_min_3, div_3, mul_90
#   interpolate => _unsafe_index, _unsafe_index_1, _unsafe_index_2, _unsafe_index_3, add_102, add_114, add_127, add_166, add_182, add_204, add_87, clamp_max_4, clamp_max_5, clamp_max_6, clamp_max_7, clamp_min_4, clamp_min_5, clamp_min_6, clamp_min_7, convert_element_type_10, convert_element_type_11, convert_element_type_8, convert_element_type_9, iota, iota_1, mul_109, mul_134, mul_144, mul_156, mul_98, sub_38, sub_51, sub_66, sub_69, sub_76, sub_83, sub_86, view
#   p => convolution_5
# Graph fragment:
#   %buf17 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=buf17]
#   %arg26_1 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=arg26_1]
#   %mul_144 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=mul_144]
#   %mul_134 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=mul_134]
#   %mul_156 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=mul_156]
#   %add_76 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_70, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_76, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_90 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_70, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_90, 6), kwargs = {})
#   %mean : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_3, [-1, -2], True), kwargs = {})
#   %convolution_5 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %arg25_1, %arg26_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %iota : Tensor "i64[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_87 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_8, 0.5), kwargs = {})
#   %mul_98 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_87, %truediv), kwargs = {})
#   %sub_38 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_98, 0.5), kwargs = {})
#   %clamp_min_4 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_38, 0.0), kwargs = {})
#   %view : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_4, [%sym_sum_1, 1]), kwargs = {})
#   %convert_element_type_9 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.int64), kwargs = {})
#   %add_102 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_9, 1), kwargs = {})
#   %clamp_max_4 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_102, 0), kwargs = {})
#   %iota_1 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_114 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_10, 0.5), kwargs = {})
#   %mul_109 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_114, %truediv_1), kwargs = {})
#   %sub_51 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_109, 0.5), kwargs = {})
#   %clamp_min_5 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_51, 0.0), kwargs = {})
#   %convert_element_type_11 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_5, torch.int64), kwargs = {})
#   %add_127 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_11, 1), kwargs = {})
#   %clamp_max_5 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_127, 0), kwargs = {})
#   %_unsafe_index_3 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_5, [None, None, %clamp_max_4, %clamp_max_5]), kwargs = {})
#   %_unsafe_index_2 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_5, [None, None, %clamp_max_4, %convert_element_type_11]), kwargs = {})
#   %sub_76 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_3, %_unsafe_index_2), kwargs = {})
#   %sub_66 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_5, %convert_element_type_11), kwargs = {})
#   %clamp_min_6 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_66, 0.0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 1.0), kwargs = {})
#   %mul_144 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_76, %clamp_max_6), kwargs = {})
#   %add_182 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_2, %mul_144), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_5, [None, None, %convert_element_type_9, %clamp_max_5]), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_5, [None, None, %convert_element_type_9, %convert_element_type_11]), kwargs = {})
#   %sub_69 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_1, %_unsafe_index), kwargs = {})
#   %mul_134 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_69, %clamp_max_6), kwargs = {})
#   %add_166 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index, %mul_134), kwargs = {})
#   %sub_86 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_182, %add_166), kwargs = {})
#   %sub_83 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %convert_element_type_9), kwargs = {})
#   %clamp_min_7 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_83, 0.0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 1.0), kwargs = {})
#   %mul_156 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_86, %clamp_max_7), kwargs = {})
#   %add_204 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_166, %mul_156), kwargs = {})
#   return %mul_144,%mul_134,%mul_156,%add_204
triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mean_mul_sub_view_6 = async_compile.triton('triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mean_mul_sub_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'ks6': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mean_mul_sub_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mean_mul_sub_view_6(in_ptr0, in_ptr1, out_ptr1, ks0, ks1, ks2, ks3, ks4, ks5, ks6, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x7 = xindex // ks2
    x2 = ((xindex // ks3) % 4)
    x4 = xindex
    x10 = xindex // ks4
    x9 = (xindex % ks4)
    tmp26 = tl.load(in_ptr0 + (x7), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 1 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full([1], 0, tl.int64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tmp15 = x0
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16 + tmp2
    tmp18 = 1 / ks0
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 * tmp19
    tmp21 = tmp20 - tmp2
    tmp22 = triton_helpers.maximum(tmp21, tmp8)
    tmp23 = tmp22.to(tl.int64)
    tmp24 = tmp23 + tmp11
    tmp25 = triton_helpers.minimum(tmp24, tmp13)
    tmp28 = tmp26 + tmp27
    tmp29 = tmp28 - tmp28
    tmp30 = tmp23.to(tl.float32)
    tmp31 = tmp22 - tmp30
    tmp32 = triton_helpers.maximum(tmp31, tmp8)
    tmp33 = tl.full([1], 1.0, tl.float32)
    tmp34 = triton_helpers.minimum(tmp32, tmp33)
    tmp35 = tmp29 * tmp34
    tmp36 = tmp28 + tmp35
    tmp37 = tmp36 - tmp36
    tmp38 = tmp10.to(tl.float32)
    tmp39 = tmp9 - tmp38
    tmp40 = triton_helpers.maximum(tmp39, tmp8)
    tmp41 = triton_helpers.minimum(tmp40, tmp33)
    tmp42 = tmp37 * tmp41
    tmp43 = tmp36 + tmp42
    tl.store(out_ptr1 + (x9 + 28*x10 + 28*x10*(triton_helpers.div_floor_integer((-1) + ks5,  2)) + 28*x10*(triton_helpers.div_floor_integer((-1) + ks6,  2)) + 28*x10*(triton_helpers.div_floor_integer((-1) + ks5,  2))*(triton_helpers.div_floor_integer((-1) + ks6,  2))), tmp43, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/lt/clta3rn3ahn6klrvlxubvprhis5gxwneczs75icyazsxx5dw67g7.py
# Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d_1, p_1], Original ATen: [aten.hardswish, aten._adaptive_avg_pool2d, aten.convolution]
# Source node to ATen node mapping:
#   adaptive_avg_pool2d_1 => _adaptive_avg_pool2d
#   f => add_76, clamp_max_3, clamp_min_3, div_3, mul_90
#   p_1 => convolution_6
# Graph fragment:
#   %add_70 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_70]
#   %buf21 : Tensor "f32[2, 16, (((((s53 - 1)//2)) + 1)//9), (((((s0 - 1)//2)) + 1)//4)][16*((((((s0 - 1)//2)) + 1)//4))*((((((s53 - 1)//2)) + 1)//9)), ((((((s0 - 1)//2)) + 1)//4))*((((((s53 - 1)//2)) + 1)//9)), (((((s0 - 1)//2)) + 1)//4), 1]cuda:0" = PlaceHolder[target=buf21]
#   %add_76 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_70, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_76, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_90 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_70, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_90, 6), kwargs = {})
#   %_adaptive_avg_pool2d : Tensor "f32[2, 16, 2, 3][96, 6, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._adaptive_avg_pool2d.default](args = (%div_3, [2, 3]), kwargs = {})
#   %convolution_6 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%_adaptive_avg_pool2d, %arg27_1, %arg28_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf21,%buf22
triton_per_fused__adaptive_avg_pool2d_convolution_hardswish_7 = async_compile.triton('triton_per_fused__adaptive_avg_pool2d_convolution_hardswish_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__adaptive_avg_pool2d_convolution_hardswish_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1536, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__adaptive_avg_pool2d_convolution_hardswish_7(in_out_ptr0, in_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 36
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = (r0_index % 4)
    r0_4 = r0_index // 4
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = xindex // ks2
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_3 + r0_4 + x2 + 4*x0 + 9*x1 + r0_4*(triton_helpers.div_floor_integer((-1) + ks3,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks3,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks4,  2)) + 9*x1*(triton_helpers.div_floor_integer((-1) + ks3,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks3,  2))*(triton_helpers.div_floor_integer((-1) + ks4,  2))), r0_mask & xmask, other=0.0)
    tmp1 = tl.full([1, 1], 3.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl.full([1, 1], 6.0, tl.float32)
    tmp6 = triton_helpers.minimum(tmp4, tmp5)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 36.0, tl.float32)
    tmp15 = (tmp13 / tmp14)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x5), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/yq/cyqeiblsgot63ncqfm4csepoz2sxa4wmw4ersirly5sbay6vlzii.py
# Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d_1, p_1, interpolate_1], Original ATen: [aten.hardswish, aten._adaptive_avg_pool2d, aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
# Source node to ATen node mapping:
#   adaptive_avg_pool2d_1 => _adaptive_avg_pool2d
#   f => add_76, clamp_max_3, clamp_min_3, div_3, mul_90
#   interpolate_1 => _unsafe_index_4, _unsafe_index_5, _unsafe_index_6, _unsafe_index_7, add_215, add_230, add_242, add_255, add_294, add_310, add_332, clamp_max_10, clamp_max_11, clamp_max_8, clamp_max_9, clamp_min_10, clamp_min_11, clamp_min_8, clamp_min_9, convert_element_type_12, convert_element_type_13, convert_element_type_14, convert_element_type_15, iota_2, iota_3, mul_174, mul_185, mul_210, mul_220, mul_232, sub_112, sub_127, sub_130, sub_137, sub_144, sub_147, sub_99, view_2
#   p_1 => convolution_6
# Graph fragment:
#   %buf23 : Tensor "f32[2, 4, (((((s53 - 1)//2)) + 1)//9), (((((s0 - 1)//2)) + 1)//4)][4*Max(1, (((((s0 - 1)//2)) + 1)//4))*Max(1, (((((s53 - 1)//2)) + 1)//9)), Max(1, (((((s0 - 1)//2)) + 1)//4))*Max(1, (((((s53 - 1)//2)) + 1)//9)), Max(1, (((((s0 - 1)//2)) + 1)//4)), 1]cuda:0" = PlaceHolder[target=buf23]
#   %arg28_1 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=arg28_1]
#   %mul_220 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=mul_220]
#   %mul_210 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=mul_210]
#   %sub_147 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=sub_147]
#   %add_76 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_70, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_76, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_90 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_70, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_90, 6), kwargs = {})
#   %_adaptive_avg_pool2d : Tensor "f32[2, 16, 2, 3][96, 6, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._adaptive_avg_pool2d.default](args = (%div_3, [2, 3]), kwargs = {})
#   %convolution_6 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%_adaptive_avg_pool2d, %arg27_1, %arg28_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %iota_2 : Tensor "i64[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_12 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_2, torch.float32), kwargs = {})
#   %add_215 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_12, 0.5), kwargs = {})
#   %mul_174 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_215, %truediv_2), kwargs = {})
#   %sub_99 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_174, 0.5), kwargs = {})
#   %clamp_min_8 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_99, 0.0), kwargs = {})
#   %view_2 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_8, [%sym_sum_1, 1]), kwargs = {})
#   %convert_element_type_13 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_2, torch.int64), kwargs = {})
#   %add_230 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_13, 1), kwargs = {})
#   %clamp_max_8 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_230, 1), kwargs = {})
#   %iota_3 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_14 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_3, torch.float32), kwargs = {})
#   %add_242 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_14, 0.5), kwargs = {})
#   %mul_185 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_242, %truediv_3), kwargs = {})
#   %sub_112 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_185, 0.5), kwargs = {})
#   %clamp_min_9 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_112, 0.0), kwargs = {})
#   %convert_element_type_15 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_9, torch.int64), kwargs = {})
#   %add_255 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_15, 1), kwargs = {})
#   %clamp_max_9 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_255, 2), kwargs = {})
#   %_unsafe_index_7 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_6, [None, None, %clamp_max_8, %clamp_max_9]), kwargs = {})
#   %_unsafe_index_6 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_6, [None, None, %clamp_max_8, %convert_element_type_15]), kwargs = {})
#   %sub_137 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_7, %_unsafe_index_6), kwargs = {})
#   %sub_127 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_9, %convert_element_type_15), kwargs = {})
#   %clamp_min_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_127, 0.0), kwargs = {})
#   %clamp_max_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_10, 1.0), kwargs = {})
#   %mul_220 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_137, %clamp_max_10), kwargs = {})
#   %add_310 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_6, %mul_220), kwargs = {})
#   %_unsafe_index_5 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_6, [None, None, %convert_element_type_13, %clamp_max_9]), kwargs = {})
#   %_unsafe_index_4 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_6, [None, None, %convert_element_type_13, %convert_element_type_15]), kwargs = {})
#   %sub_130 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_5, %_unsafe_index_4), kwargs = {})
#   %mul_210 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_130, %clamp_max_10), kwargs = {})
#   %add_294 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_4, %mul_210), kwargs = {})
#   %sub_147 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_310, %add_294), kwargs = {})
#   %sub_144 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_2, %convert_element_type_13), kwargs = {})
#   %clamp_min_11 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_144, 0.0), kwargs = {})
#   %clamp_max_11 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_11, 1.0), kwargs = {})
#   %mul_232 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_147, %clamp_max_11), kwargs = {})
#   %add_332 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_294, %mul_232), kwargs = {})
#   return %mul_220,%mul_210,%sub_147,%add_332
triton_poi_fused__adaptive_avg_pool2d__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mul_sub_view_8 = async_compile.triton('triton_poi_fused__adaptive_avg_pool2d__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mul_sub_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'ks6': 'i64', 'ks7': 'i64', 'ks8': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__adaptive_avg_pool2d__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mul_sub_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__adaptive_avg_pool2d__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mul_sub_view_8(in_ptr0, in_ptr1, out_ptr1, ks0, ks1, ks2, ks3, ks4, ks5, ks6, ks7, ks8, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x7 = xindex // ks2
    x2 = ((xindex // ks5) % 4)
    x4 = xindex
    x10 = xindex // ks6
    x9 = (xindex % ks6)
    tmp27 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 2 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = triton_helpers.minimum(tmp12, tmp11)
    tmp14 = x0
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp15 + tmp2
    tmp17 = 3 / ks0
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp16 * tmp18
    tmp20 = tmp19 - tmp2
    tmp21 = triton_helpers.maximum(tmp20, tmp8)
    tmp22 = tmp21.to(tl.int64)
    tmp23 = tmp22 + tmp11
    tmp24 = tl.full([1], 2, tl.int64)
    tmp25 = triton_helpers.minimum(tmp23, tmp24)
    tmp26 = tl.load(in_ptr0 + (tmp25 + tmp13*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x7*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))), xmask, eviction_policy='evict_last')
    tmp28 = tmp26 + tmp27
    tmp29 = tl.load(in_ptr0 + (tmp22 + tmp13*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x7*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))), xmask, eviction_policy='evict_last')
    tmp30 = tmp29 + tmp27
    tmp31 = tmp28 - tmp30
    tmp32 = tmp22.to(tl.float32)
    tmp33 = tmp21 - tmp32
    tmp34 = triton_helpers.maximum(tmp33, tmp8)
    tmp35 = tl.full([1], 1.0, tl.float32)
    tmp36 = triton_helpers.minimum(tmp34, tmp35)
    tmp37 = tmp31 * tmp36
    tmp38 = tl.load(in_ptr0 + (tmp25 + tmp10*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x7*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))), xmask, eviction_policy='evict_last')
    tmp39 = tmp38 + tmp27
    tmp40 = tl.load(in_ptr0 + (tmp22 + tmp10*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x7*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))), xmask, eviction_policy='evict_last')
    tmp41 = tmp40 + tmp27
    tmp42 = tmp39 - tmp41
    tmp43 = tmp42 * tmp36
    tmp44 = tmp30 + tmp37
    tmp45 = tmp41 + tmp43
    tmp46 = tmp44 - tmp45
    tmp47 = tmp10.to(tl.float32)
    tmp48 = tmp9 - tmp47
    tmp49 = triton_helpers.maximum(tmp48, tmp8)
    tmp50 = triton_helpers.minimum(tmp49, tmp35)
    tmp51 = tmp46 * tmp50
    tmp52 = tmp45 + tmp51
    tl.store(out_ptr1 + (x9 + 28*x10 + 28*x10*(triton_helpers.div_floor_integer((-1) + ks7,  2)) + 28*x10*(triton_helpers.div_floor_integer((-1) + ks8,  2)) + 28*x10*(triton_helpers.div_floor_integer((-1) + ks7,  2))*(triton_helpers.div_floor_integer((-1) + ks8,  2))), tmp52, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/pb/cpbcwr3jiwwf5q5xnynp3txqfwkdoade2ohjocovjcuqfkjsl2l4.py
# Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d_2], Original ATen: [aten.hardswish, aten._adaptive_avg_pool2d]
# Source node to ATen node mapping:
#   adaptive_avg_pool2d_2 => _adaptive_avg_pool2d_1
#   f => add_76, clamp_max_3, clamp_min_3, div_3, mul_90
# Graph fragment:
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=div_3]
#   %add_76 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_70, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_76, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_90 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_70, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_90, 6), kwargs = {})
#   %_adaptive_avg_pool2d_1 : Tensor "f32[2, 16, 5, 7][560, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._adaptive_avg_pool2d.default](args = (%div_3, [5, 7]), kwargs = {})
#   return %_adaptive_avg_pool2d_1
triton_poi_fused__adaptive_avg_pool2d_hardswish_9 = async_compile.triton('triton_poi_fused__adaptive_avg_pool2d_hardswish_9', '''
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
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__adaptive_avg_pool2d_hardswish_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 15, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 67200, 'x': 8960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__adaptive_avg_pool2d_hardswish_9(in_ptr0, out_ptr0, ks0, ks1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    xnumel = 35
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex // 7
    x2 = (xindex % 7)
    y0 = (yindex % 16)
    y1 = yindex // 16
    x5 = xindex
    y4 = yindex
    tmp0 = (18*x3) // 5
    tmp1 = (22 + 18*x3) // 5
    tmp2 = tmp0 < tmp1
    tmp3 = (12*x2) // 7
    tmp4 = (18 + 12*x2) // 7
    tmp5 = tmp3 < tmp4
    tmp6 = tmp2 & tmp5
    tmp7 = tl.load(in_ptr0 + (y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp6 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp8 = 1 + ((12*x2) // 7)
    tmp9 = tmp8 < tmp4
    tmp10 = tmp2 & tmp9
    tmp11 = tl.load(in_ptr0 + (1 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp10 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = tmp11 + tmp7
    tmp13 = 2 + ((12*x2) // 7)
    tmp14 = tmp13 < tmp4
    tmp15 = tmp2 & tmp14
    tmp16 = tl.load(in_ptr0 + (2 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp15 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tmp16 + tmp12
    tmp18 = 1 + ((18*x3) // 5)
    tmp19 = tmp18 < tmp1
    tmp20 = tmp19 & tmp5
    tmp21 = tl.load(in_ptr0 + (1 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp20 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp22 = tmp21 + tmp17
    tmp23 = tmp19 & tmp9
    tmp24 = tl.load(in_ptr0 + (2 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp23 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp25 = tmp24 + tmp22
    tmp26 = tmp19 & tmp14
    tmp27 = tl.load(in_ptr0 + (3 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5) + (triton_helpers.div_floor_integer((-1) + ks0,  2))), tmp26 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp28 = tmp27 + tmp25
    tmp29 = 2 + ((18*x3) // 5)
    tmp30 = tmp29 < tmp1
    tmp31 = tmp30 & tmp5
    tmp32 = tl.load(in_ptr0 + (2 + y0 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp31 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp32 + tmp28
    tmp34 = tmp30 & tmp9
    tmp35 = tl.load(in_ptr0 + (3 + y0 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp34 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp36 = tmp35 + tmp33
    tmp37 = tmp30 & tmp14
    tmp38 = tl.load(in_ptr0 + (4 + y0 + 2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp37 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp39 = tmp38 + tmp36
    tmp40 = 3 + ((18*x3) // 5)
    tmp41 = tmp40 < tmp1
    tmp42 = tmp41 & tmp5
    tmp43 = tl.load(in_ptr0 + (3 + y0 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp42 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp44 = tmp43 + tmp39
    tmp45 = tmp41 & tmp9
    tmp46 = tl.load(in_ptr0 + (4 + y0 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp45 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp47 = tmp46 + tmp44
    tmp48 = tmp41 & tmp14
    tmp49 = tl.load(in_ptr0 + (5 + y0 + 3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp48 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp50 = tmp49 + tmp47
    tmp51 = 4 + ((18*x3) // 5)
    tmp52 = tmp51 < tmp1
    tmp53 = tmp52 & tmp5
    tmp54 = tl.load(in_ptr0 + (4 + y0 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp53 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp55 = tmp54 + tmp50
    tmp56 = tmp52 & tmp9
    tmp57 = tl.load(in_ptr0 + (5 + y0 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp56 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp58 = tmp57 + tmp55
    tmp59 = tmp52 & tmp14
    tmp60 = tl.load(in_ptr0 + (6 + y0 + 4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((18*x3) // 5)*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + ((12*x2) // 7) + ((18*x3) // 5)), tmp59 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp61 = tmp60 + tmp58
    tmp62 = tl.full([1, 1], 1.0, tl.float32)
    tmp63 = tl.full(tmp62.shape, 0.0, tmp62.dtype)
    tmp64 = tl.where(tmp6, tmp62, tmp63)
    tmp65 = tl.full([1, 1], 1.0, tl.float32)
    tmp66 = tl.full(tmp65.shape, 0.0, tmp65.dtype)
    tmp67 = tl.where(tmp10, tmp65, tmp66)
    tmp68 = tmp67 + tmp64
    tmp69 = tl.full([1, 1], 1.0, tl.float32)
    tmp70 = tl.full(tmp69.shape, 0.0, tmp69.dtype)
    tmp71 = tl.where(tmp15, tmp69, tmp70)
    tmp72 = tmp71 + tmp68
    tmp73 = tl.full([1, 1], 1.0, tl.float32)
    tmp74 = tl.full(tmp73.shape, 0.0, tmp73.dtype)
    tmp75 = tl.where(tmp20, tmp73, tmp74)
    tmp76 = tmp75 + tmp72
    tmp77 = tl.full([1, 1], 1.0, tl.float32)
    tmp78 = tl.full(tmp77.shape, 0.0, tmp77.dtype)
    tmp79 = tl.where(tmp23, tmp77, tmp78)
    tmp80 = tmp79 + tmp76
    tmp81 = tl.full([1, 1], 1.0, tl.float32)
    tmp82 = tl.full(tmp81.shape, 0.0, tmp81.dtype)
    tmp83 = tl.where(tmp26, tmp81, tmp82)
    tmp84 = tmp83 + tmp80
    tmp85 = tl.full([1, 1], 1.0, tl.float32)
    tmp86 = tl.full(tmp85.shape, 0.0, tmp85.dtype)
    tmp87 = tl.where(tmp31, tmp85, tmp86)
    tmp88 = tmp87 + tmp84
    tmp89 = tl.full([1, 1], 1.0, tl.float32)
    tmp90 = tl.full(tmp89.shape, 0.0, tmp89.dtype)
    tmp91 = tl.where(tmp34, tmp89, tmp90)
    tmp92 = tmp91 + tmp88
    tmp93 = tl.full([1, 1], 1.0, tl.float32)
    tmp94 = tl.full(tmp93.shape, 0.0, tmp93.dtype)
    tmp95 = tl.where(tmp37, tmp93, tmp94)
    tmp96 = tmp95 + tmp92
    tmp97 = tl.full([1, 1], 1.0, tl.float32)
    tmp98 = tl.full(tmp97.shape, 0.0, tmp97.dtype)
    tmp99 = tl.where(tmp42, tmp97, tmp98)
    tmp100 = tmp99 + tmp96
    tmp101 = tl.full([1, 1], 1.0, tl.float32)
    tmp102 = tl.full(tmp101.shape, 0.0, tmp101.dtype)
    tmp103 = tl.where(tmp45, tmp101, tmp102)
    tmp104 = tmp103 + tmp100
    tmp105 = tl.full([1, 1], 1.0, tl.float32)
    tmp106 = tl.full(tmp105.shape, 0.0, tmp105.dtype)
    tmp107 = tl.where(tmp48, tmp105, tmp106)
    tmp108 = tmp107 + tmp104
    tmp109 = tl.full([1, 1], 1.0, tl.float32)
    tmp110 = tl.full(tmp109.shape, 0.0, tmp109.dtype)
    tmp111 = tl.where(tmp53, tmp109, tmp110)
    tmp112 = tmp111 + tmp108
    tmp113 = tl.full([1, 1], 1.0, tl.float32)
    tmp114 = tl.full(tmp113.shape, 0.0, tmp113.dtype)
    tmp115 = tl.where(tmp56, tmp113, tmp114)
    tmp116 = tmp115 + tmp112
    tmp117 = tl.full([1, 1], 1.0, tl.float32)
    tmp118 = tl.full(tmp117.shape, 0.0, tmp117.dtype)
    tmp119 = tl.where(tmp59, tmp117, tmp118)
    tmp120 = tmp119 + tmp116
    tmp121 = (tmp61 / tmp120)
    tl.store(out_ptr0 + (x5 + 35*y4), tmp121, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/dr/cdrdndlpjgjtbsyu5kuvz3w7u637zwd4dvau5jfsrpil6fudadnj.py
# Topologically Sorted Source Nodes: [p_2, interpolate_2], Original ATen: [aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
# Source node to ATen node mapping:
#   interpolate_2 => _unsafe_index_10, _unsafe_index_11, _unsafe_index_8, _unsafe_index_9, add_343, add_358, add_370, add_383, add_422, add_438, add_460, clamp_max_12, clamp_max_13, clamp_max_14, clamp_max_15, clamp_min_12, clamp_min_13, clamp_min_14, clamp_min_15, convert_element_type_16, convert_element_type_17, convert_element_type_18, convert_element_type_19, iota_4, iota_5, mul_250, mul_261, mul_286, mul_296, mul_308, sub_160, sub_173, sub_188, sub_191, sub_198, sub_205, sub_208, view_4
#   p_2 => convolution_7
# Graph fragment:
#   %buf29 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=buf29]
#   %arg30_1 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=arg30_1]
#   %sub_198 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=sub_198]
#   %add_438 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_438]
#   %mul_286 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=mul_286]
#   %mul_308 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=mul_308]
#   %convolution_7 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%_adaptive_avg_pool2d_1, %arg29_1, %arg30_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %iota_4 : Tensor "i64[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_16 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_4, torch.float32), kwargs = {})
#   %add_343 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_16, 0.5), kwargs = {})
#   %mul_250 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_343, %truediv_4), kwargs = {})
#   %sub_160 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_250, 0.5), kwargs = {})
#   %clamp_min_12 : Tensor "f32[(((s53 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_160, 0.0), kwargs = {})
#   %view_4 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_12, [%sym_sum_1, 1]), kwargs = {})
#   %convert_element_type_17 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_4, torch.int64), kwargs = {})
#   %add_358 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_17, 1), kwargs = {})
#   %clamp_max_12 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_358, 4), kwargs = {})
#   %iota_5 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sym_sum_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_18 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_5, torch.float32), kwargs = {})
#   %add_370 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_18, 0.5), kwargs = {})
#   %mul_261 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_370, %truediv_5), kwargs = {})
#   %sub_173 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_261, 0.5), kwargs = {})
#   %clamp_min_13 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_173, 0.0), kwargs = {})
#   %convert_element_type_19 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_13, torch.int64), kwargs = {})
#   %add_383 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_19, 1), kwargs = {})
#   %clamp_max_13 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_383, 6), kwargs = {})
#   %_unsafe_index_11 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_7, [None, None, %clamp_max_12, %clamp_max_13]), kwargs = {})
#   %_unsafe_index_10 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_7, [None, None, %clamp_max_12, %convert_element_type_19]), kwargs = {})
#   %sub_198 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_11, %_unsafe_index_10), kwargs = {})
#   %sub_188 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_13, %convert_element_type_19), kwargs = {})
#   %clamp_min_14 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_188, 0.0), kwargs = {})
#   %clamp_max_14 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_14, 1.0), kwargs = {})
#   %mul_296 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_198, %clamp_max_14), kwargs = {})
#   %add_438 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_10, %mul_296), kwargs = {})
#   %_unsafe_index_9 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_7, [None, None, %convert_element_type_17, %clamp_max_13]), kwargs = {})
#   %_unsafe_index_8 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_7, [None, None, %convert_element_type_17, %convert_element_type_19]), kwargs = {})
#   %sub_191 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_9, %_unsafe_index_8), kwargs = {})
#   %mul_286 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_191, %clamp_max_14), kwargs = {})
#   %add_422 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_8, %mul_286), kwargs = {})
#   %sub_208 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_438, %add_422), kwargs = {})
#   %sub_205 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %convert_element_type_17), kwargs = {})
#   %clamp_min_15 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_205, 0.0), kwargs = {})
#   %clamp_max_15 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_15, 1.0), kwargs = {})
#   %mul_308 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_208, %clamp_max_15), kwargs = {})
#   %add_460 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_422, %mul_308), kwargs = {})
#   return %sub_198,%add_438,%mul_286,%mul_308,%add_460
triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_10 = async_compile.triton('triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'ks6': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_10(in_ptr0, in_ptr1, out_ptr1, ks0, ks1, ks2, ks3, ks4, ks5, ks6, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x7 = xindex // ks2
    x2 = ((xindex // ks3) % 4)
    x4 = xindex
    x10 = xindex // ks4
    x9 = (xindex % ks4)
    tmp28 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = 5 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full([1], 4, tl.int64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tmp15 = x0
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16 + tmp2
    tmp18 = 7 / ks0
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 * tmp19
    tmp21 = tmp20 - tmp2
    tmp22 = triton_helpers.maximum(tmp21, tmp8)
    tmp23 = tmp22.to(tl.int64)
    tmp24 = tmp23 + tmp11
    tmp25 = tl.full([1], 6, tl.int64)
    tmp26 = triton_helpers.minimum(tmp24, tmp25)
    tmp27 = tl.load(in_ptr0 + (tmp26 + 7*tmp14 + 35*x7), xmask, eviction_policy='evict_last')
    tmp29 = tmp27 + tmp28
    tmp30 = tl.load(in_ptr0 + (tmp23 + 7*tmp14 + 35*x7), xmask, eviction_policy='evict_last')
    tmp31 = tmp30 + tmp28
    tmp32 = tmp29 - tmp31
    tmp33 = tmp23.to(tl.float32)
    tmp34 = tmp22 - tmp33
    tmp35 = triton_helpers.maximum(tmp34, tmp8)
    tmp36 = tl.full([1], 1.0, tl.float32)
    tmp37 = triton_helpers.minimum(tmp35, tmp36)
    tmp38 = tmp32 * tmp37
    tmp39 = tmp31 + tmp38
    tmp40 = tl.load(in_ptr0 + (tmp26 + 7*tmp10 + 35*x7), xmask, eviction_policy='evict_last')
    tmp41 = tmp40 + tmp28
    tmp42 = tl.load(in_ptr0 + (tmp23 + 7*tmp10 + 35*x7), xmask, eviction_policy='evict_last')
    tmp43 = tmp42 + tmp28
    tmp44 = tmp41 - tmp43
    tmp45 = tmp44 * tmp37
    tmp46 = tmp43 + tmp45
    tmp47 = tmp39 - tmp46
    tmp48 = tmp10.to(tl.float32)
    tmp49 = tmp9 - tmp48
    tmp50 = triton_helpers.maximum(tmp49, tmp8)
    tmp51 = triton_helpers.minimum(tmp50, tmp36)
    tmp52 = tmp47 * tmp51
    tmp53 = tmp46 + tmp52
    tl.store(out_ptr1 + (x9 + 28*x10 + 28*x10*(triton_helpers.div_floor_integer((-1) + ks5,  2)) + 28*x10*(triton_helpers.div_floor_integer((-1) + ks6,  2)) + 28*x10*(triton_helpers.div_floor_integer((-1) + ks5,  2))*(triton_helpers.div_floor_integer((-1) + ks6,  2))), tmp53, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/t7/ct7q5fdjquy3bcuigidrl6xwzhmdwuglrhkvxnjijtusqerskegu.py
# Topologically Sorted Source Nodes: [logits, interpolate_3], Original ATen: [aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
# Source node to ATen node mapping:
#   interpolate_3 => _unsafe_index_12, _unsafe_index_13, _unsafe_index_14, _unsafe_index_15, add_494, add_509, add_521, add_534, add_573, add_589, add_611, clamp_max_16, clamp_max_17, clamp_max_18, clamp_max_19, clamp_min_16, clamp_min_17, clamp_min_18, clamp_min_19, convert_element_type_20, convert_element_type_21, convert_element_type_22, convert_element_type_23, iota_6, iota_7, mul_344, mul_355, mul_380, mul_390, mul_402, sub_229, sub_243, sub_259, sub_262, sub_269, sub_276, sub_279, view_7
#   logits => convolution_8
# Graph fragment:
#   %buf38 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=buf38]
#   %arg32_1 : Tensor "f32[5][1]cuda:0" = PlaceHolder[target=arg32_1]
#   %sub_269 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=sub_269]
#   %add_589 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_589]
#   %mul_380 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=mul_380]
#   %mul_402 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=mul_402]
#   %convolution_8 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%cat, %arg31_1, %arg32_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %iota_6 : Tensor "i64[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg2_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_20 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_6, torch.float32), kwargs = {})
#   %add_494 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %mul_344 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_494, %truediv_6), kwargs = {})
#   %sub_229 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_344, 0.5), kwargs = {})
#   %clamp_min_16 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_229, 0.0), kwargs = {})
#   %view_7 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_16, [%arg2_1, 1]), kwargs = {})
#   %convert_element_type_21 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_7, torch.int64), kwargs = {})
#   %add_509 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_21, 1), kwargs = {})
#   %clamp_max_16 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_509, %floordiv), kwargs = {})
#   %iota_7 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg3_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_22 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_7, torch.float32), kwargs = {})
#   %add_521 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_22, 0.5), kwargs = {})
#   %mul_355 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_521, %truediv_7), kwargs = {})
#   %sub_243 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_355, 0.5), kwargs = {})
#   %clamp_min_17 : Tensor "f32[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_243, 0.0), kwargs = {})
#   %convert_element_type_23 : Tensor "i64[s0][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_17, torch.int64), kwargs = {})
#   %add_534 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_23, 1), kwargs = {})
#   %clamp_max_17 : Tensor "i64[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_534, %floordiv_1), kwargs = {})
#   %_unsafe_index_15 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_8, [None, None, %clamp_max_16, %clamp_max_17]), kwargs = {})
#   %_unsafe_index_14 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_8, [None, None, %clamp_max_16, %convert_element_type_23]), kwargs = {})
#   %sub_269 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_15, %_unsafe_index_14), kwargs = {})
#   %sub_259 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_17, %convert_element_type_23), kwargs = {})
#   %clamp_min_18 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_259, 0.0), kwargs = {})
#   %clamp_max_18 : Tensor "f32[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_18, 1.0), kwargs = {})
#   %mul_390 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_269, %clamp_max_18), kwargs = {})
#   %add_589 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_14, %mul_390), kwargs = {})
#   %_unsafe_index_13 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_8, [None, None, %convert_element_type_21, %clamp_max_17]), kwargs = {})
#   %_unsafe_index_12 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%convolution_8, [None, None, %convert_element_type_21, %convert_element_type_23]), kwargs = {})
#   %sub_262 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_13, %_unsafe_index_12), kwargs = {})
#   %mul_380 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_262, %clamp_max_18), kwargs = {})
#   %add_573 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_12, %mul_380), kwargs = {})
#   %sub_279 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_589, %add_573), kwargs = {})
#   %sub_276 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_7, %convert_element_type_21), kwargs = {})
#   %clamp_min_19 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_276, 0.0), kwargs = {})
#   %clamp_max_19 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_19, 1.0), kwargs = {})
#   %mul_402 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_279, %clamp_max_19), kwargs = {})
#   %add_611 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_573, %mul_402), kwargs = {})
#   return %sub_269,%add_589,%mul_380,%mul_402,%add_611
triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_11 = async_compile.triton('triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_11', 'mutated_arg_names': ['in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 66240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_11(in_out_ptr1, in_ptr0, in_ptr1, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x6 = xindex // ks4
    x2 = ((xindex // ks4) % 5)
    x4 = xindex
    tmp28 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks2 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = triton_helpers.div_floor_integer((-1) + ks1,  2)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tmp15 = x0
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16 + tmp2
    tmp18 = ks3 / ks0
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 * tmp19
    tmp21 = tmp20 - tmp2
    tmp22 = triton_helpers.maximum(tmp21, tmp8)
    tmp23 = tmp22.to(tl.int64)
    tmp24 = tmp23 + tmp11
    tmp25 = triton_helpers.div_floor_integer((-1) + ks0,  2)
    tmp26 = triton_helpers.minimum(tmp24, tmp25)
    tmp27 = tl.load(in_ptr0 + (tmp14 + tmp26 + x6 + tmp14*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask, eviction_policy='evict_last')
    tmp29 = tmp27 + tmp28
    tmp30 = tl.load(in_ptr0 + (tmp14 + tmp23 + x6 + tmp14*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask, eviction_policy='evict_last')
    tmp31 = tmp30 + tmp28
    tmp32 = tmp29 - tmp31
    tmp33 = tmp23.to(tl.float32)
    tmp34 = tmp22 - tmp33
    tmp35 = triton_helpers.maximum(tmp34, tmp8)
    tmp36 = tl.full([1], 1.0, tl.float32)
    tmp37 = triton_helpers.minimum(tmp35, tmp36)
    tmp38 = tmp32 * tmp37
    tmp39 = tmp31 + tmp38
    tmp40 = tl.load(in_ptr0 + (tmp10 + tmp26 + x6 + tmp10*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask, eviction_policy='evict_last')
    tmp41 = tmp40 + tmp28
    tmp42 = tl.load(in_ptr0 + (tmp10 + tmp23 + x6 + tmp10*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x6*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask, eviction_policy='evict_last')
    tmp43 = tmp42 + tmp28
    tmp44 = tmp41 - tmp43
    tmp45 = tmp44 * tmp37
    tmp46 = tmp43 + tmp45
    tmp47 = tmp39 - tmp46
    tmp48 = tmp10.to(tl.float32)
    tmp49 = tmp9 - tmp48
    tmp50 = triton_helpers.maximum(tmp49, tmp8)
    tmp51 = triton_helpers.minimum(tmp50, tmp36)
    tmp52 = tmp47 * tmp51
    tmp53 = tmp46 + tmp52
    tl.store(in_out_ptr1 + (x4), tmp53, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1 = args
        args.clear()
        s53 = arg2_1
        s0 = arg3_1
        assert_size_stride(arg0_1, (12, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(arg1_1, (12, ), (1, ))
        assert_size_stride(arg4_1, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))
        assert_size_stride(arg5_1, (12, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg6_1, (12, ), (1, ))
        assert_size_stride(arg7_1, (12, ), (1, ))
        assert_size_stride(arg8_1, (12, ), (1, ))
        assert_size_stride(arg9_1, (12, ), (1, ))
        assert_size_stride(arg10_1, (16, 12, 1, 1), (12, 1, 1, 1))
        assert_size_stride(arg11_1, (16, ), (1, ))
        assert_size_stride(arg12_1, (16, ), (1, ))
        assert_size_stride(arg13_1, (16, ), (1, ))
        assert_size_stride(arg14_1, (16, ), (1, ))
        assert_size_stride(arg15_1, (16, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg16_1, (16, ), (1, ))
        assert_size_stride(arg17_1, (16, ), (1, ))
        assert_size_stride(arg18_1, (16, ), (1, ))
        assert_size_stride(arg19_1, (16, ), (1, ))
        assert_size_stride(arg20_1, (16, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(arg21_1, (16, ), (1, ))
        assert_size_stride(arg22_1, (16, ), (1, ))
        assert_size_stride(arg23_1, (16, ), (1, ))
        assert_size_stride(arg24_1, (16, ), (1, ))
        assert_size_stride(arg25_1, (4, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(arg26_1, (4, ), (1, ))
        assert_size_stride(arg27_1, (4, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(arg28_1, (4, ), (1, ))
        assert_size_stride(arg29_1, (4, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(arg30_1, (4, ), (1, ))
        assert_size_stride(arg31_1, (5, 28, 1, 1), (28, 1, 1, 1))
        assert_size_stride(arg32_1, (5, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(arg4_1, arg0_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (2, 12, s53, s0), (12*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            del arg0_1
            del arg4_1
            ps0 = s0*s53
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [conv2d, relu, conv2d_1], Original ATen: [aten.convolution, aten.relu]
            triton_poi_fused_convolution_relu_0_xnumel = 24*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_0.run(buf1, arg1_1, ps0, triton_poi_fused_convolution_relu_0_xnumel, stream=stream0)
            del arg1_1
            # Topologically Sorted Source Nodes: [conv2d, relu, conv2d_1], Original ATen: [aten.convolution, aten.relu]
            buf2 = extern_kernels.convolution(buf1, arg5_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=12, bias=None)
            assert_size_stride(buf2, (2, 12, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (12 + 12*(((-1) + s0) // 2) + 12*(((-1) + s53) // 2) + 12*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg5_1
            del buf1
            ps1 = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            buf3 = buf2; del buf2  # reuse
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [batch_norm, hardswish, conv2d_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.convolution]
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_1_xnumel = 24 + 24*(((-1) + s0) // 2) + 24*(((-1) + s53) // 2) + 24*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_1.run(buf4, arg6_1, arg7_1, arg8_1, arg9_1, ps1, triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_1_xnumel, stream=stream0)
            del arg6_1
            del arg7_1
            del arg8_1
            del arg9_1
            # Topologically Sorted Source Nodes: [hardswish, conv2d_2], Original ATen: [aten.hardswish, aten.convolution]
            buf5 = extern_kernels.convolution(buf4, arg10_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf5, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg10_1
            del buf4
            buf6 = buf5; del buf5  # reuse
            buf7 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_1, hardswish_1, conv2d_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.convolution]
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2_xnumel = 32 + 32*(((-1) + s0) // 2) + 32*(((-1) + s53) // 2) + 32*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2.run(buf7, arg11_1, arg12_1, arg13_1, arg14_1, ps1, triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2_xnumel, stream=stream0)
            del arg11_1
            del arg12_1
            del arg13_1
            del arg14_1
            # Topologically Sorted Source Nodes: [hardswish_1, conv2d_3], Original ATen: [aten.hardswish, aten.convolution]
            buf8 = extern_kernels.convolution(buf7, arg15_1, stride=(1, 1), padding=(2, 2), dilation=(2, 2), transposed=False, output_padding=(0, 0), groups=16, bias=None)
            assert_size_stride(buf8, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg15_1
            del buf7
            buf9 = buf8; del buf8  # reuse
            buf10 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_2, hardswish_2, conv2d_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.convolution]
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2_xnumel = 32 + 32*(((-1) + s0) // 2) + 32*(((-1) + s53) // 2) + 32*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2.run(buf10, arg16_1, arg17_1, arg18_1, arg19_1, ps1, triton_poi_fused__native_batch_norm_legit_no_training_convolution_hardswish_2_xnumel, stream=stream0)
            del arg16_1
            del arg17_1
            del arg18_1
            del arg19_1
            # Topologically Sorted Source Nodes: [hardswish_2, conv2d_4], Original ATen: [aten.hardswish, aten.convolution]
            buf11 = extern_kernels.convolution(buf10, arg20_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf11, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg20_1
            del buf10
            ps2 = 16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            buf12 = buf11; del buf11  # reuse
            buf37 = empty_strided_cuda((2, 28, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (28 + 28*(((-1) + s0) // 2) + 28*(((-1) + s53) // 2) + 28*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            buf34 = reinterpret_tensor(buf37, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (28 + 28*(((-1) + s0) // 2) + 28*(((-1) + s53) // 2) + 28*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 0)  # alias
            # Topologically Sorted Source Nodes: [batch_norm_3, f], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_3_xnumel = 32 + 32*(((-1) + s0) // 2) + 32*(((-1) + s53) // 2) + 32*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_3.run(buf12, arg21_1, arg22_1, arg23_1, arg24_1, buf34, ps1, ps2, s0, s53, triton_poi_fused__native_batch_norm_legit_no_training_hardswish_3_xnumel, stream=stream0)
            del arg21_1
            del arg22_1
            del arg23_1
            del arg24_1
            ps3 = (1 + (((-1) + s0) // 2)) // 12
            buf13 = empty_strided_cuda((2, 16, (1 + (((-1) + s53) // 2)) // 18, (1 + (((-1) + s0) // 2)) // 12), (16*((1 + (((-1) + s0) // 2)) // 12)*((1 + (((-1) + s53) // 2)) // 18), ((1 + (((-1) + s0) // 2)) // 12)*((1 + (((-1) + s53) // 2)) // 18), (1 + (((-1) + s0) // 2)) // 12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [f, adaptive_max_pool2d], Original ATen: [aten.hardswish, aten.adaptive_max_pool2d]
            triton_per_fused_adaptive_max_pool2d_hardswish_4_xnumel = ((1 + (((-1) + s0) // 2)) // 12)*((1 + (((-1) + s53) // 2)) // 18)
            stream0 = get_raw_stream(0)
            triton_per_fused_adaptive_max_pool2d_hardswish_4.run(buf12, buf13, ps3, s0, s53, 32, triton_per_fused_adaptive_max_pool2d_hardswish_4_xnumel, 216, stream=stream0)
            buf15 = empty_strided_cuda((2, 16, 1, 1), (16, 1, 32, 32), torch.float32)
            buf16 = reinterpret_tensor(buf15, (2, 16, 1, 1), (16, 1, 1, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d, p], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            triton_red_fused_convolution_hardswish_mean_5_r0_numel = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_hardswish_mean_5.run(buf16, buf12, s0, s53, ps1, 32, triton_red_fused_convolution_hardswish_mean_5_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d, p], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            buf17 = extern_kernels.convolution(buf16, arg25_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf17, (2, 4, 1, 1), (4, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg25_1
            del buf16
            ps4 = 1 + (((-1) + s0) // 2)
            ps5 = 1 + (((-1) + s53) // 2)
            ps6 = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            ps7 = 4 + 4*(((-1) + s0) // 2) + 4*(((-1) + s53) // 2) + 4*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            buf35 = reinterpret_tensor(buf37, (2, 4, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (28 + 28*(((-1) + s0) // 2) + 28*(((-1) + s53) // 2) + 28*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2))  # alias
            # Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d, p, interpolate], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mean_mul_sub_view_6_xnumel = 8 + 8*(((-1) + s0) // 2) + 8*(((-1) + s53) // 2) + 8*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mean_mul_sub_view_6.run(buf17, arg26_1, buf35, ps4, ps5, ps1, ps6, ps7, s0, s53, triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mean_mul_sub_view_6_xnumel, stream=stream0)
            del arg26_1
            del buf17
            ps8 = (1 + (((-1) + s0) // 2)) // 4
            ps9 = (1 + (((-1) + s53) // 2)) // 9
            ps10 = ((1 + (((-1) + s0) // 2)) // 4)*((1 + (((-1) + s53) // 2)) // 9)
            buf21 = empty_strided_cuda((2, 16, (1 + (((-1) + s53) // 2)) // 9, (1 + (((-1) + s0) // 2)) // 4), (16*((1 + (((-1) + s0) // 2)) // 4)*((1 + (((-1) + s53) // 2)) // 9), ((1 + (((-1) + s0) // 2)) // 4)*((1 + (((-1) + s53) // 2)) // 9), (1 + (((-1) + s0) // 2)) // 4, 1), torch.float32)
            buf22 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d_1, p_1], Original ATen: [aten.hardswish, aten._adaptive_avg_pool2d, aten.convolution]
            triton_per_fused__adaptive_avg_pool2d_convolution_hardswish_7_xnumel = 32*((1 + (((-1) + s0) // 2)) // 4)*((1 + (((-1) + s53) // 2)) // 9)
            stream0 = get_raw_stream(0)
            triton_per_fused__adaptive_avg_pool2d_convolution_hardswish_7.run(buf22, buf12, ps8, ps9, ps10, s0, s53, triton_per_fused__adaptive_avg_pool2d_convolution_hardswish_7_xnumel, 36, stream=stream0)
            del buf12
            # Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d_1, p_1], Original ATen: [aten.hardswish, aten._adaptive_avg_pool2d, aten.convolution]
            buf23 = extern_kernels.convolution(buf22, arg27_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf23, (2, 4, (1 + (((-1) + s53) // 2)) // 9, (1 + (((-1) + s0) // 2)) // 4), (4*max(1, (1 + (((-1) + s0) // 2)) // 4)*max(1, (1 + (((-1) + s53) // 2)) // 9), max(1, (1 + (((-1) + s0) // 2)) // 4)*max(1, (1 + (((-1) + s53) // 2)) // 9), max(1, (1 + (((-1) + s0) // 2)) // 4), 1), 'torch.ops.aten.convolution.default')
            del arg27_1
            del buf22
            buf27 = reinterpret_tensor(buf37, (2, 4, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (28 + 28*(((-1) + s0) // 2) + 28*(((-1) + s53) // 2) + 28*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 20 + 20*(((-1) + s0) // 2) + 20*(((-1) + s53) // 2) + 20*(((-1) + s0) // 2)*(((-1) + s53) // 2))  # alias
            # Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d_1, p_1, interpolate_1], Original ATen: [aten.hardswish, aten._adaptive_avg_pool2d, aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
            triton_poi_fused__adaptive_avg_pool2d__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mul_sub_view_8_xnumel = 8 + 8*(((-1) + s0) // 2) + 8*(((-1) + s53) // 2) + 8*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__adaptive_avg_pool2d__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mul_sub_view_8.run(buf23, arg28_1, buf27, ps4, ps5, ps1, ps8, ps9, ps6, ps7, s0, s53, triton_poi_fused__adaptive_avg_pool2d__to_copy__unsafe_index_add_arange_clamp_convolution_hardswish_mul_sub_view_8_xnumel, stream=stream0)
            del arg28_1
            del buf23
            buf28 = empty_strided_cuda((2, 16, 5, 7), (560, 35, 7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [f, adaptive_avg_pool2d_2], Original ATen: [aten.hardswish, aten._adaptive_avg_pool2d]
            stream0 = get_raw_stream(0)
            triton_poi_fused__adaptive_avg_pool2d_hardswish_9.run(buf34, buf28, s0, s53, 32, 35, stream=stream0)
            # Topologically Sorted Source Nodes: [p_2], Original ATen: [aten.convolution]
            buf29 = extern_kernels.convolution(buf28, arg29_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf29, (2, 4, 5, 7), (140, 35, 7, 1), 'torch.ops.aten.convolution.default')
            del arg29_1
            del buf28
            buf36 = reinterpret_tensor(buf37, (2, 4, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (28 + 28*(((-1) + s0) // 2) + 28*(((-1) + s53) // 2) + 28*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 24 + 24*(((-1) + s0) // 2) + 24*(((-1) + s53) // 2) + 24*(((-1) + s0) // 2)*(((-1) + s53) // 2))  # alias
            # Topologically Sorted Source Nodes: [p_2, interpolate_2], Original ATen: [aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_10_xnumel = 8 + 8*(((-1) + s0) // 2) + 8*(((-1) + s53) // 2) + 8*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_10.run(buf29, arg30_1, buf36, ps4, ps5, ps1, ps6, ps7, s0, s53, triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_10_xnumel, stream=stream0)
            del arg30_1
            del buf29
            del buf27
            del buf34
            del buf35
            del buf36
            # Topologically Sorted Source Nodes: [logits], Original ATen: [aten.convolution]
            buf38 = extern_kernels.convolution(buf37, arg31_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf38, (2, 5, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (5 + 5*(((-1) + s0) // 2) + 5*(((-1) + s53) // 2) + 5*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution.default')
            del arg31_1
            del buf37
            buf41 = empty_strided_cuda((2, 5, s53, s0), (5*s0*s53, s0*s53, s0, 1), torch.float32)
            buf43 = buf41; del buf41  # reuse
            # Topologically Sorted Source Nodes: [logits, interpolate_3], Original ATen: [aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_11_xnumel = 10*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_11.run(buf43, buf38, arg32_1, s0, s53, ps5, ps4, ps0, triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_sub_view_11_xnumel, stream=stream0)
            del arg32_1
            del buf38
        return (buf43, reinterpret_tensor(buf13, (2, 16 + 16*(((-17) + (((-1) + s53) // 2)) // 18) + 16*(((-11) + (((-1) + s0) // 2)) // 12) + 16*(((-17) + (((-1) + s53) // 2)) // 18)*(((-11) + (((-1) + s0) // 2)) // 12)), (16 + 16*(((-17) + (((-1) + s53) // 2)) // 18) + 16*(((-11) + (((-1) + s0) // 2)) // 12) + 16*(((-17) + (((-1) + s53) // 2)) // 18)*(((-11) + (((-1) + s0) // 2)) // 12), 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((12, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = 36
    arg3_1 = 23
    arg4_1 = rand_strided((2, 3, 36, 23), (2484, 828, 23, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((12, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((16, 12, 1, 1), (12, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((5, 28, 1, 1), (28, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((5, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
