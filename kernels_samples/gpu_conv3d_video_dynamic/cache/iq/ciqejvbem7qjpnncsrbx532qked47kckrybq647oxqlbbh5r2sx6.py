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


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/oy/coyillxg2t7fefjyuebxeeaumyf6pgiw22rzdayluznz3gdehdbg.py
# Topologically Sorted Source Nodes: [input_1, input_2, input_3], Original ATen: [aten.convolution, aten._native_batch_norm_legit_no_training, aten.relu]
# Source node to ATen node mapping:
#   input_1 => convolution
#   input_2 => add_6, add_7, mul_15, mul_16, mul_17, reciprocal, sqrt, sub_1, unsqueeze, unsqueeze_1, unsqueeze_10, unsqueeze_11, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7, unsqueeze_8, unsqueeze_9
#   input_3 => relu
# Graph fragment:
#   %buf0 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg4_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg5_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg7_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %convolution : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg3_1, %arg0_1, %arg1_1, [2, 2, 2], [1, 2, 2], [1, 1, 1], False, [0, 0, 0], 1), kwargs = {})
#   %unsqueeze : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg4_1, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[8, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, -1), kwargs = {})
#   %sub_1 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_2), kwargs = {})
#   %add_6 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg5_1, 1e-05), kwargs = {})
#   %sqrt : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_6,), kwargs = {})
#   %reciprocal : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt,), kwargs = {})
#   %mul_15 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_15, -1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[8, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_16 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[8, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, -1), kwargs = {})
#   %mul_17 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %unsqueeze_8), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, -1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[8, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %add_7 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %unsqueeze_11), kwargs = {})
#   %relu : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_7,), kwargs = {})
#   return %relu
triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_0 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 76800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 8)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.sqrt_rn(tmp7)
    tmp9 = tl.full([1], 1, tl.int32)
    tmp10 = (tmp9 / tmp8)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp4 * tmp12
    tmp15 = tmp13 * tmp14
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/vj/cvjbwg7ibi6qnoiz6rqpf64n3z6tt6lor7as6iw3teywpcywxj3s.py
# Topologically Sorted Source Nodes: [conv3d_1, relu_1, conv3d_2], Original ATen: [aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   conv3d_1 => convolution_1
#   conv3d_2 => convolution_2
#   relu_1 => relu_1
# Graph fragment:
#   %buf2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=buf2]
#   %arg9_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %convolution_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %arg8_1, %arg9_1, [1, 1, 1], [0, 1, 1], [1, 1, 1], False, [0, 0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_1,), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %arg10_1, %arg11_1, [1, 1, 1], [1, 0, 0], [1, 1, 1], False, [0, 0, 0], 1), kwargs = {})
#   return %buf3
triton_poi_fused_convolution_relu_1 = async_compile.triton('triton_poi_fused_convolution_relu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_relu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 115200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_relu_1(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/ic/cicslxmnia43sdvxdgpj5zfoai3m5vcm3utghqbz77zbzcbadxzd.py
# Topologically Sorted Source Nodes: [conv3d_1, relu_1, conv3d_2, batch_norm_1, y, repeat, getitem, add], Original ATen: [aten.convolution, aten.relu, aten._native_batch_norm_legit_no_training, aten.repeat, aten.slice, aten.add]
# Source node to ATen node mapping:
#   add => add_64
#   batch_norm_1 => add_38, add_39, mul_45, mul_46, mul_47, reciprocal_1, sqrt_1, sub_7, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23
#   conv3d_1 => convolution_1
#   conv3d_2 => convolution_2
#   getitem => slice_1
#   relu_1 => relu_1
#   repeat => repeat
#   y => relu_2
# Graph fragment:
#   %buf4 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=buf4]
#   %arg11_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %arg13_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %arg14_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %arg15_1 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %relu : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=relu]
#   %convolution_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %arg8_1, %arg9_1, [1, 1, 1], [0, 1, 1], [1, 1, 1], False, [0, 0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_1,), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %arg10_1, %arg11_1, [1, 1, 1], [1, 0, 0], [1, 1, 1], False, [0, 0, 0], 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg12_1, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, -1), kwargs = {})
#   %sub_7 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_14), kwargs = {})
#   %add_38 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, 1e-05), kwargs = {})
#   %sqrt_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_38,), kwargs = {})
#   %reciprocal_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_1,), kwargs = {})
#   %mul_45 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_45, -1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, -1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, -1), kwargs = {})
#   %mul_46 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %unsqueeze_17), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg14_1, -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, -1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_19, -1), kwargs = {})
#   %mul_47 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_46, %unsqueeze_20), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg15_1, -1), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_39 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_47, %unsqueeze_23), kwargs = {})
#   %relu_2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_39,), kwargs = {})
#   %repeat : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.repeat.default](args = (%relu, [1, 2, 1, 1, 1]), kwargs = {})
#   %slice_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%repeat, 1, 0, 12), kwargs = {})
#   %add_64 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%relu_2, %slice_1), kwargs = {})
#   return %add_64
triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_relu_repeat_slice_2 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_relu_repeat_slice_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_relu_repeat_slice_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 140800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_relu_repeat_slice_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 12)
    x0 = (xindex % ks0)
    x2 = xindex // ks1
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x0 + 100*((x1 % 8)) + 800*x2 + 100*(triton_helpers.div_floor_integer((-1) + ks2,  2))*((x1 % 8)) + 800*x2*(triton_helpers.div_floor_integer((-1) + ks2,  2))), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.sqrt_rn(tmp7)
    tmp9 = tl.full([1], 1, tl.int32)
    tmp10 = (tmp9 / tmp8)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp4 * tmp12
    tmp15 = tmp13 * tmp14
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tmp21 = tmp19 + tmp20
    tl.store(in_out_ptr0 + (x3), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/je/cjekduqghu7ol3ebic22zzrxgwzu3nrhilsiqq7wmoyq522h7ly5.py
# Topologically Sorted Source Nodes: [conv3d_1, relu_1, conv3d_2, batch_norm_1, y, repeat, getitem, add, y_1, adaptive_avg_pool3d], Original ATen: [aten.convolution, aten.relu, aten._native_batch_norm_legit_no_training, aten.repeat, aten.slice, aten.add, aten.max_pool3d_with_indices, aten.mean]
# Source node to ATen node mapping:
#   adaptive_avg_pool3d => mean
#   add => add_64
#   batch_norm_1 => add_38, add_39, mul_45, mul_46, mul_47, reciprocal_1, sqrt_1, sub_7, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23
#   conv3d_1 => convolution_1
#   conv3d_2 => convolution_2
#   getitem => slice_1
#   relu_1 => relu_1
#   repeat => repeat
#   y => relu_2
#   y_1 => _low_memory_max_pool_with_offsets
# Graph fragment:
#   %add_64 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=add_64]
#   %getitem : Tensor "f32[2, 12, (((((s53 - 1)//2)) + 1)//2), 5, 5][300*((((((s53 - 1)//2)) + 1)//2)), 25*((((((s53 - 1)//2)) + 1)//2)), 25, 5, 1]cuda:0" = PlaceHolder[target=getitem]
#   %buf7 : Tensor "f32[2, 12, 1, 1, 1][12, 1, 24, 24, 24]cuda:0" = PlaceHolder[target=buf7]
#   %convolution_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %arg8_1, %arg9_1, [1, 1, 1], [0, 1, 1], [1, 1, 1], False, [0, 0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_1,), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %arg10_1, %arg11_1, [1, 1, 1], [1, 0, 0], [1, 1, 1], False, [0, 0, 0], 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg12_1, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, -1), kwargs = {})
#   %sub_7 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_14), kwargs = {})
#   %add_38 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, 1e-05), kwargs = {})
#   %sqrt_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_38,), kwargs = {})
#   %reciprocal_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_1,), kwargs = {})
#   %mul_45 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_45, -1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, -1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, -1), kwargs = {})
#   %mul_46 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %unsqueeze_17), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg14_1, -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, -1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_19, -1), kwargs = {})
#   %mul_47 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_46, %unsqueeze_20), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg15_1, -1), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_39 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_47, %unsqueeze_23), kwargs = {})
#   %relu_2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_39,), kwargs = {})
#   %repeat : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.repeat.default](args = (%relu, [1, 2, 1, 1, 1]), kwargs = {})
#   %slice_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%repeat, 1, 0, 12), kwargs = {})
#   %add_64 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%relu_2, %slice_1), kwargs = {})
#   %_low_memory_max_pool_with_offsets : [num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%add_64, [2, 3, 3], [2, 2, 2], [0, 0, 0], [1, 1, 1], True), kwargs = {})
#   %mean : Tensor "f32[2, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%getitem, [-1, -2, -3], True), kwargs = {})
#   return %getitem,%buf7,%mean
triton_red_fused__native_batch_norm_legit_no_training_add_convolution_max_pool3d_with_indices_mean_relu_repeat_slice_3 = async_compile.triton('triton_red_fused__native_batch_norm_legit_no_training_add_convolution_max_pool3d_with_indices_mean_relu_repeat_slice_3', '''
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
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/m3/cm3bzntydlhu6ykf4l2oc5w5jeslq7nvni2qrytbb4dcdl73dryy.py
# Topologically Sorted Source Nodes: [adaptive_avg_pool3d, flatten, linear], Original ATen: [aten.mean, aten.view, aten.addmm]
# Source node to ATen node mapping:
#   adaptive_avg_pool3d => mean
#   flatten => view
#   linear => constant_pad_nd_default
# Graph fragment:
#   %mean : Tensor "f32[2, 12, 1, 1, 1][12, 1, 24, 24, 24]cuda:0" = PlaceHolder[target=mean]
#   %mean : Tensor "f32[2, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%getitem, [-1, -2, -3], True), kwargs = {})
#   %view : Tensor "f32[2, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mean, [2, 12]), kwargs = {})
#   %constant_pad_nd_default : Tensor "f32[4, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view, [0, 0, 0, 2]), kwargs = {})
#   return %constant_pad_nd_default
triton_poi_fused_addmm_mean_view_4 = async_compile.triton('triton_poi_fused_addmm_mean_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_mean_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 480}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_mean_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 48
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 12
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 2, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x2), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/xy/cxymz2p4n37whbyq37rcynckxxt2kqitebsbpdy7vmq5xnumvw4b.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
# Source node to ATen node mapping:
#   linear => constant_pad_nd_default_1, permute
# Graph fragment:
#   %arg16_1 : Tensor "f32[5, 12][12, 1]cuda:0" = PlaceHolder[target=arg16_1]
#   %permute : Tensor "f32[12, 5][1, 12]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg16_1, [1, 0]), kwargs = {})
#   %constant_pad_nd_default_1 : Tensor "f32[12, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute, [0, 3, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default_1
triton_poi_fused_addmm_t_5 = async_compile.triton('triton_poi_fused_addmm_t_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_t_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1008}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_t_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 96
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 12
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 5, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x2), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/6i/c6ipcyesora43l4s2scekqgap3dyg5yymitpec6gnbtlf2cenoj4.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten.addmm]
# Source node to ATen node mapping:
#   linear => cat_default, full_default
# Graph fragment:
#   %arg17_1 : Tensor "f32[5][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %full_default : Tensor "f32[3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([3], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_default : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg17_1, %full_default],), kwargs = {})
#   return %cat_default
triton_poi_fused_addmm_6 = async_compile.triton('triton_poi_fused_addmm_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 84}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 5, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 8, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.full([1], 0.0, tl.float32)
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp6, tmp9, tmp10)
    tmp12 = tl.where(tmp4, tmp5, tmp11)
    tl.store(out_ptr0 + (x0), tmp12, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1 = args
        args.clear()
        s53 = arg2_1
        assert_size_stride(arg0_1, (8, 3, 3, 5, 5), (225, 75, 25, 5, 1))
        assert_size_stride(arg1_1, (8, ), (1, ))
        assert_size_stride(arg3_1, (2, 3, s53, 20, 20), (1200*s53, 400*s53, 400, 20, 1))
        assert_size_stride(arg4_1, (8, ), (1, ))
        assert_size_stride(arg5_1, (8, ), (1, ))
        assert_size_stride(arg6_1, (8, ), (1, ))
        assert_size_stride(arg7_1, (8, ), (1, ))
        assert_size_stride(arg8_1, (12, 8, 1, 3, 3), (72, 9, 9, 3, 1))
        assert_size_stride(arg9_1, (12, ), (1, ))
        assert_size_stride(arg10_1, (12, 12, 3, 1, 1), (36, 3, 1, 1, 1))
        assert_size_stride(arg11_1, (12, ), (1, ))
        assert_size_stride(arg12_1, (12, ), (1, ))
        assert_size_stride(arg13_1, (12, ), (1, ))
        assert_size_stride(arg14_1, (12, ), (1, ))
        assert_size_stride(arg15_1, (12, ), (1, ))
        assert_size_stride(arg16_1, (5, 12), (12, 1))
        assert_size_stride(arg17_1, (5, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(arg3_1, arg0_1, stride=(2, 2, 2), padding=(1, 2, 2), dilation=(1, 1, 1), transposed=False, output_padding=(0, 0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (2, 8, 1 + (((-1) + s53) // 2), 10, 10), (800 + 800*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1), 'torch.ops.aten.convolution.default')
            del arg0_1
            del arg3_1
            ps0 = 100 + 100*(((-1) + s53) // 2)
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2, input_3], Original ATen: [aten.convolution, aten._native_batch_norm_legit_no_training, aten.relu]
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_0_xnumel = 1600 + 1600*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_0.run(buf1, arg1_1, arg4_1, arg5_1, arg6_1, arg7_1, ps0, triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu_0_xnumel, stream=stream0)
            del arg1_1
            del arg4_1
            del arg5_1
            del arg6_1
            del arg7_1
            # Topologically Sorted Source Nodes: [conv3d_1], Original ATen: [aten.convolution]
            buf2 = extern_kernels.convolution(buf1, arg8_1, stride=(1, 1, 1), padding=(0, 1, 1), dilation=(1, 1, 1), transposed=False, output_padding=(0, 0, 0), groups=1, bias=None)
            assert_size_stride(buf2, (2, 12, 1 + (((-1) + s53) // 2), 10, 10), (1200 + 1200*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1), 'torch.ops.aten.convolution.default')
            del arg8_1
            buf3 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [conv3d_1, relu_1, conv3d_2], Original ATen: [aten.convolution, aten.relu]
            triton_poi_fused_convolution_relu_1_xnumel = 2400 + 2400*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_1.run(buf3, arg9_1, ps0, triton_poi_fused_convolution_relu_1_xnumel, stream=stream0)
            del arg9_1
            # Topologically Sorted Source Nodes: [conv3d_1, relu_1, conv3d_2], Original ATen: [aten.convolution, aten.relu]
            buf4 = extern_kernels.convolution(buf3, arg10_1, stride=(1, 1, 1), padding=(1, 0, 0), dilation=(1, 1, 1), transposed=False, output_padding=(0, 0, 0), groups=1, bias=None)
            assert_size_stride(buf4, (2, 12, 1 + (((-1) + s53) // 2), 10, 10), (1200 + 1200*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1), 'torch.ops.aten.convolution.default')
            del arg10_1
            del buf3
            ps1 = 1200 + 1200*(((-1) + s53) // 2)
            buf5 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [conv3d_1, relu_1, conv3d_2, batch_norm_1, y, repeat, getitem, add], Original ATen: [aten.convolution, aten.relu, aten._native_batch_norm_legit_no_training, aten.repeat, aten.slice, aten.add]
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_relu_repeat_slice_2_xnumel = 2400 + 2400*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_relu_repeat_slice_2.run(buf5, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, buf1, ps0, ps1, s53, triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_relu_repeat_slice_2_xnumel, stream=stream0)
            del arg11_1
            del arg12_1
            del arg13_1
            del arg14_1
            del arg15_1
            del buf1
            buf7 = empty_strided_cuda((2, 12, 1, 1, 1), (12, 1, 24, 24, 24), torch.float32)
            buf8 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [conv3d_1, relu_1, conv3d_2, batch_norm_1, y, repeat, getitem, add, y_1, adaptive_avg_pool3d], Original ATen: [aten.convolution, aten.relu, aten._native_batch_norm_legit_no_training, aten.repeat, aten.slice, aten.add, aten.max_pool3d_with_indices, aten.mean]
            triton_red_fused__native_batch_norm_legit_no_training_add_convolution_max_pool3d_with_indices_mean_relu_repeat_slice_3_r0_numel = 25*((1 + (((-1) + s53) // 2)) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_no_training_add_convolution_max_pool3d_with_indices_mean_relu_repeat_slice_3.run(buf8, buf5, s53, 24, triton_red_fused__native_batch_norm_legit_no_training_add_convolution_max_pool3d_with_indices_mean_relu_repeat_slice_3_r0_numel, stream=stream0)
            del buf5
            buf9 = empty_strided_cuda((4, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [adaptive_avg_pool3d, flatten, linear], Original ATen: [aten.mean, aten.view, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mean_view_4.run(buf8, buf9, 48, stream=stream0)
            del buf8
            buf10 = empty_strided_cuda((12, 8), (1, 12), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_t_5.run(arg16_1, buf10, 96, stream=stream0)
            del arg16_1
            buf11 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.addmm]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_6.run(arg17_1, buf11, 8, stream=stream0)
            del arg17_1
            buf12 = empty_strided_cuda((4, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, adaptive_avg_pool3d, flatten], Original ATen: [aten.addmm, aten.mean, aten.view, aten.t]
            extern_kernels.addmm(buf11, buf9, buf10, alpha=1, beta=1, out=buf12)
            del buf10
            del buf11
            del buf9
        return (reinterpret_tensor(buf12, (2, 5), (8, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 3, 3, 5, 5), (225, 75, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = 7
    arg3_1 = rand_strided((2, 3, 7, 20, 20), (8400, 2800, 400, 20, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((12, 8, 1, 3, 3), (72, 9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((12, 12, 3, 1, 1), (36, 3, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((5, 12), (12, 1), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((5, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
