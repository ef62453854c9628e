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


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/jm/cjm7npuioyo4oh7q5bq2ottjgyh77ywn2ufydqj6h3uor3fyvbky.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg3_1 : Tensor "f32[s77, 3, 32, 32][3072, 1, 96, 3]cuda:0" = PlaceHolder[target=arg3_1]
#   %convert_element_type_2 : Tensor "bf16[s77, 3, 32, 32][3072, 1, 96, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg3_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[16, 3, 3, 3][27, 1, 9, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf0
triton_poi_fused__to_copy_convolution_0 = async_compile.triton('triton_poi_fused__to_copy_convolution_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 73728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/kr/ckr2yfr3v6ua5ql76b3vbkhiv4djs3u4ab3yr2zplsae7nishqir.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg0_1 : Tensor "f32[16, 3, 3, 3][27, 1, 9, 3]cuda:0" = PlaceHolder[target=arg0_1]
#   %convert_element_type_2 : Tensor "bf16[s77, 3, 32, 32][3072, 1, 96, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg3_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[16, 3, 3, 3][27, 1, 9, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf1
triton_poi_fused__to_copy_convolution_1 = async_compile.triton('triton_poi_fused__to_copy_convolution_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/7n/c7naaavlvuylyyygyezidis75csb4a6bmdhl47o4rpg755n4ed5j.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg1_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convert_element_type_2 : Tensor "bf16[s77, 3, 32, 32][3072, 1, 96, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg3_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[16, 3, 3, 3][27, 1, 9, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf2
triton_poi_fused__to_copy_convolution_2 = async_compile.triton('triton_poi_fused__to_copy_convolution_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/u3/cu3ipkat75kqyvdjma5izmljpqfvhumecg5dir7n6gp5jecgfekv.py
# Topologically Sorted Source Nodes: [conv2d, hardswish], Original ATen: [aten._to_copy, aten.convolution, aten.hardswish]
# Source node to ATen node mapping:
#   conv2d => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   hardswish => add_10, clamp_max, clamp_min, convert_element_type_3, convert_element_type_4, div, mul_4
# Graph fragment:
#   %buf3 : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=buf2]
#   %convert_element_type_2 : Tensor "bf16[s77, 3, 32, 32][3072, 1, 96, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg3_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[16, 3, 3, 3][27, 1, 9, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %add_10 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_3, 3), kwargs = {})
#   %clamp_min : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_10, 0), kwargs = {})
#   %clamp_max : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, 6), kwargs = {})
#   %mul_4 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_3, %clamp_max), kwargs = {})
#   %div : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_4, 6), kwargs = {})
#   %convert_element_type_4 : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   return %convert_element_type_4
triton_poi_fused__to_copy_convolution_hardswish_3 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardswish_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardswish_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 73760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardswish_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 16)
    tmp0 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.full([1], 3.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 0.0, tl.float32)
    tmp7 = triton_helpers.maximum(tmp5, tmp6)
    tmp8 = tl.full([1], 6.0, tl.float32)
    tmp9 = triton_helpers.minimum(tmp7, tmp8)
    tmp10 = tmp3 * tmp9
    tmp11 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp12.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/jr/cjrwd7y5qcykjwy2cp6ueedk2qbs4q66dpojnwrr5wku6xlfcak7.py
# Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_1 => convert_element_type_5, convert_element_type_6, convolution_1
# Graph fragment:
#   %arg4_1 : Tensor "f32[16, 1, 3, 3][9, 1, 3, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %convert_element_type_6 : Tensor "bf16[16, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg4_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.bfloat16), kwargs = {})
#   %convolution_1 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_4, %convert_element_type_6, %convert_element_type_5, [2, 2], [1, 1], [1, 1], False, [0, 0], 16), kwargs = {})
#   return %buf5
triton_poi_fused__to_copy_convolution_4 = async_compile.triton('triton_poi_fused__to_copy_convolution_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/5y/c5yp2e2xm3dv4l234aut7cbtdmsowjndx26ly3f2e3tyxfy5gv3a.py
# Topologically Sorted Source Nodes: [conv2d_1, group_norm], Original ATen: [aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm]
# Source node to ATen node mapping:
#   conv2d_1 => convert_element_type_5, convert_element_type_6, convolution_1
#   group_norm => clone, convert_element_type_7, var_mean, view
# Graph fragment:
#   %buf7 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=buf7]
#   %buf6 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=buf6]
#   %convert_element_type_6 : Tensor "bf16[16, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg4_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.bfloat16), kwargs = {})
#   %convolution_1 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_4, %convert_element_type_6, %convert_element_type_5, [2, 2], [1, 1], [1, 1], False, [0, 0], 16), kwargs = {})
#   %convert_element_type_7 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %clone : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_7,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%arg2_1, 4, 4, 64]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_1,%buf9
triton_per_fused__to_copy_clone_convolution_native_group_norm_5 = async_compile.triton('triton_per_fused__to_copy_clone_convolution_native_group_norm_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_convolution_native_group_norm_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192, 'r0_': 6176}}
)
@triton.jit
def triton_per_fused__to_copy_clone_convolution_native_group_norm_5(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    r0_2 = (r0_index % 4)
    r0_3 = r0_index // 4
    x0 = (xindex % 4)
    x1 = xindex // 4
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 4*x0 + 16*r0_3 + 1024*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 4*x0), xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 256, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp13, xmask)
    tl.store(out_ptr1 + (x4), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/bh/cbhobd2qq2q2xzcmd2ln2fggd57atyc5t63eatudstpjowro7da6.py
# Topologically Sorted Source Nodes: [conv2d_1, group_norm, y, s, conv2d_2], Original ATen: [aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   conv2d_1 => convert_element_type_5, convert_element_type_6, convolution_1
#   conv2d_2 => convert_element_type_10, convert_element_type_8, convert_element_type_9, convolution_2
#   group_norm => add_31, add_32, clone, convert_element_type_7, mul_23, mul_24, rsqrt, sub_6, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, var_mean, view, view_1
#   s => mean
#   y => add_44, clamp_max_1, clamp_min_1, div_1, mul_31
# Graph fragment:
#   %buf7 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=buf7]
#   %buf6 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=buf6]
#   %getitem_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf9 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf9]
#   %arg6_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg7_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %add_32 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=add_32]
#   %buf12 : Tensor "f32[s77, 16, 1, 1][16, 1, 16*s77, 16*s77]cuda:0" = PlaceHolder[target=buf12]
#   %convert_element_type_6 : Tensor "bf16[16, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg4_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.bfloat16), kwargs = {})
#   %convolution_1 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_4, %convert_element_type_6, %convert_element_type_5, [2, 2], [1, 1], [1, 1], False, [0, 0], 16), kwargs = {})
#   %convert_element_type_7 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %clone : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_7,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%arg2_1, 4, 4, 64]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %add_31 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_31,), kwargs = {})
#   %mul_23 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_23, [%arg2_1, 16, 8, 8]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %mul_24 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_2), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %add_32 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_24, %unsqueeze_5), kwargs = {})
#   %add_44 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_44, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_31, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %add_32,%buf12,%buf13
triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_6 = async_compile.triton('triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 31168, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 1024*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 - tmp4
    tmp7 = tl.full([1, 1], 256.0, tl.float32)
    tmp8 = (tmp6 / tmp7)
    tmp9 = tl.full([1, 1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp5 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tmp17 = tl.full([1, 1], 3.0, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = triton_helpers.maximum(tmp18, tmp19)
    tmp21 = tl.full([1, 1], 6.0, tl.float32)
    tmp22 = triton_helpers.minimum(tmp20, tmp21)
    tmp23 = tmp16 * tmp22
    tmp24 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.full([1, 1], 64.0, tl.float32)
    tmp31 = (tmp29 / tmp30)
    tmp32 = tmp31.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 1024*x1), tmp16, xmask)
    tl.store(out_ptr2 + (x3), tmp32, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/uz/cuzu4dydky3hp7oaodqiqc5jxjliyxjc52ds7i67bsfkirusiifg.py
# Topologically Sorted Source Nodes: [y, s, conv2d_2], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_10, convert_element_type_8, convert_element_type_9, convolution_2
#   s => mean
#   y => add_44, clamp_max_1, clamp_min_1, div_1, mul_31
# Graph fragment:
#   %arg8_1 : Tensor "f32[4, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=arg8_1]
#   %add_44 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_44, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_31, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf14
triton_poi_fused__to_copy_convolution_hardswish_mean_7 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardswish_mean_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardswish_mean_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardswish_mean_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/gf/cgf4uhrtan44ad2j5q2xurh5chsfwjsjnfpd3fdxzmbmwsijngb7.py
# Topologically Sorted Source Nodes: [y, s, conv2d_2], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_10, convert_element_type_8, convert_element_type_9, convolution_2
#   s => mean
#   y => add_44, clamp_max_1, clamp_min_1, div_1, mul_31
# Graph fragment:
#   %arg9_1 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %add_44 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_44, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_31, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf15
triton_poi_fused__to_copy_convolution_hardswish_mean_8 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardswish_mean_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardswish_mean_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardswish_mean_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/7g/c7gs3gzl5ntefrv7pgydu7fvwgpf3mverx6focynuoo6gzdlnjro.py
# Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_10, convert_element_type_8, convert_element_type_9, convolution_2
#   conv2d_3 => convert_element_type_11, convert_element_type_12, convolution_3
#   relu => relu
#   s => mean
#   y => add_44, clamp_max_1, clamp_min_1, div_1, mul_31
# Graph fragment:
#   %buf16 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0" = PlaceHolder[target=buf16]
#   %buf15 : Tensor "bf16[4][1]cuda:0" = PlaceHolder[target=buf15]
#   %add_44 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_44, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_31, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_2,), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[16, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg10_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg11_1, torch.bfloat16), kwargs = {})
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %convert_element_type_12, %convert_element_type_11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf17
triton_poi_fused__to_copy_convolution_hardswish_mean_relu_9 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardswish_mean_relu_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardswish_mean_relu_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 80}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardswish_mean_relu_9(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/jr/cjrlsxvfwusmooxdb62hx36hqpjn6iark3no7jk5qrmzzpvvakcv.py
# Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_10, convert_element_type_8, convert_element_type_9, convolution_2
#   conv2d_3 => convert_element_type_11, convert_element_type_12, convolution_3
#   conv2d_4 => convert_element_type_15, convert_element_type_16, convert_element_type_17, convolution_4
#   hardsigmoid => add_75, clamp_max_2, clamp_min_2, convert_element_type_13, convert_element_type_14, div_2
#   mul => mul_46
#   relu => relu
#   s => mean
#   y => add_44, clamp_max_1, clamp_min_1, div_1, mul_31
# Graph fragment:
#   %add_32 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=add_32]
#   %buf20 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf20]
#   %buf19 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=buf19]
#   %buf21 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=buf21]
#   %add_44 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_44, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_31, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_2,), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[16, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg10_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg11_1, torch.bfloat16), kwargs = {})
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %convert_element_type_12, %convert_element_type_11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %add_75 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_13, 3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_75, 0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 6), kwargs = {})
#   %div_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_2, 6), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_2, torch.bfloat16), kwargs = {})
#   %mul_46 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %convert_element_type_14), kwargs = {})
#   %convert_element_type_17 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_46, torch.bfloat16), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[24, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg13_1, torch.bfloat16), kwargs = {})
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_17, %convert_element_type_16, %convert_element_type_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf21,%buf24
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_10 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 24704, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_10(in_ptr0, in_ptr1, in_ptr2, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 16*x2 + 1024*y1), xmask & ymask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (y3), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp11 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 3.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl.full([1, 1], 6.0, tl.float32)
    tmp6 = triton_helpers.minimum(tmp4, tmp5)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp12 = tmp10 + tmp11
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp13 + tmp1
    tmp15 = triton_helpers.maximum(tmp14, tmp3)
    tmp16 = triton_helpers.minimum(tmp15, tmp5)
    tmp17 = tmp16 * tmp8
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp9 * tmp19
    tmp21 = tmp20.to(tl.float32)
    tl.store(out_ptr1 + (y0 + 16*x2 + 1024*y1), tmp21, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/be/cbe7pbiwv4gzd35h5hobcan6wq5nsbwrz25lh7lzyzwnhsfknn57.py
# Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_10, convert_element_type_8, convert_element_type_9, convolution_2
#   conv2d_3 => convert_element_type_11, convert_element_type_12, convolution_3
#   conv2d_4 => convert_element_type_15, convert_element_type_16, convert_element_type_17, convolution_4
#   hardsigmoid => add_75, clamp_max_2, clamp_min_2, convert_element_type_13, convert_element_type_14, div_2
#   mul => mul_46
#   relu => relu
#   s => mean
#   y => add_44, clamp_max_1, clamp_min_1, div_1, mul_31
# Graph fragment:
#   %arg12_1 : Tensor "f32[24, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=arg12_1]
#   %add_44 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_44, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_31, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_2,), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[16, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg10_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg11_1, torch.bfloat16), kwargs = {})
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %convert_element_type_12, %convert_element_type_11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %add_75 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_13, 3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_75, 0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 6), kwargs = {})
#   %div_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_2, 6), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_2, torch.bfloat16), kwargs = {})
#   %mul_46 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %convert_element_type_14), kwargs = {})
#   %convert_element_type_17 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_46, torch.bfloat16), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[24, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg13_1, torch.bfloat16), kwargs = {})
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_17, %convert_element_type_16, %convert_element_type_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf22
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_11 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/3r/c3rfxb73w5lcxwigowaf6syttlfycj7rfeq4yvnazp2exdwki7ou.py
# Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_10, convert_element_type_8, convert_element_type_9, convolution_2
#   conv2d_3 => convert_element_type_11, convert_element_type_12, convolution_3
#   conv2d_4 => convert_element_type_15, convert_element_type_16, convert_element_type_17, convolution_4
#   hardsigmoid => add_75, clamp_max_2, clamp_min_2, convert_element_type_13, convert_element_type_14, div_2
#   mul => mul_46
#   relu => relu
#   s => mean
#   y => add_44, clamp_max_1, clamp_min_1, div_1, mul_31
# Graph fragment:
#   %arg13_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %add_44 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_44, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_31, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_2,), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[16, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg10_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg11_1, torch.bfloat16), kwargs = {})
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %convert_element_type_12, %convert_element_type_11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %add_75 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_13, 3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_75, 0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 6), kwargs = {})
#   %div_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_2, 6), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_2, torch.bfloat16), kwargs = {})
#   %mul_46 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %convert_element_type_14), kwargs = {})
#   %convert_element_type_17 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_46, torch.bfloat16), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[24, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg13_1, torch.bfloat16), kwargs = {})
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_17, %convert_element_type_16, %convert_element_type_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf23
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 24
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/bz/cbzsl4shmguiiuy3c6gywv5shrp6hepmrcttoazxutwxe5kyk567.py
# Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4, y_1], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_10, convert_element_type_8, convert_element_type_9, convolution_2
#   conv2d_3 => convert_element_type_11, convert_element_type_12, convolution_3
#   conv2d_4 => convert_element_type_15, convert_element_type_16, convert_element_type_17, convolution_4
#   hardsigmoid => add_75, clamp_max_2, clamp_min_2, convert_element_type_13, convert_element_type_14, div_2
#   mul => mul_46
#   relu => relu
#   s => mean
#   y => add_44, clamp_max_1, clamp_min_1, div_1, mul_31
#   y_1 => clone_1, convert_element_type_18, var_mean_1, view_2
# Graph fragment:
#   %buf25 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=buf25]
#   %buf23 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf23]
#   %add_44 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_44, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_31, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_2,), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[16, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg10_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg11_1, torch.bfloat16), kwargs = {})
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %convert_element_type_12, %convert_element_type_11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %add_75 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_13, 3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_75, 0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 6), kwargs = {})
#   %div_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_2, 6), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_2, torch.bfloat16), kwargs = {})
#   %mul_46 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %convert_element_type_14), kwargs = {})
#   %convert_element_type_17 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_46, torch.bfloat16), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[24, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg13_1, torch.bfloat16), kwargs = {})
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_17, %convert_element_type_16, %convert_element_type_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_18 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %clone_1 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_18,), kwargs = {memory_format: torch.contiguous_format})
#   %view_2 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_1, [%arg2_1, 4, 6, 64]), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_2, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_3,%buf27
triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13 = async_compile.triton('triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192, 'r0_': 9264}}
)
@triton.jit
def triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    r0_2 = (r0_index % 6)
    r0_3 = r0_index // 6
    x0 = (xindex % 4)
    x1 = xindex // 4
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 6*x0 + 24*r0_3 + 1536*x1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 6*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 384, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp13, xmask)
    tl.store(out_ptr1 + (x4), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/io/ciolk4ogseaaakizdpsehox2umw4h7tp336e6xx674cbko4zgrbm.py
# Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4, y_1, conv2d_5, add, input_1, conv2d_6, conv2d_10], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm, aten.add]
# Source node to ATen node mapping:
#   add => add_124
#   conv2d_10 => convert_element_type_36, convert_element_type_37, convert_element_type_38, convolution_10
#   conv2d_2 => convert_element_type_10, convert_element_type_8, convert_element_type_9, convolution_2
#   conv2d_3 => convert_element_type_11, convert_element_type_12, convolution_3
#   conv2d_4 => convert_element_type_15, convert_element_type_16, convert_element_type_17, convolution_4
#   conv2d_5 => convert_element_type_19, convert_element_type_20, convolution_5
#   conv2d_6 => convert_element_type_21, convert_element_type_22, convert_element_type_23, convolution_6
#   hardsigmoid => add_75, clamp_max_2, clamp_min_2, convert_element_type_13, convert_element_type_14, div_2
#   input_1 => add_130, clamp_max_3, clamp_min_3, div_3, mul_79
#   mul => mul_46
#   relu => relu
#   s => mean
#   y => add_44, clamp_max_1, clamp_min_1, div_1, mul_31
#   y_1 => add_106, add_107, clone_1, convert_element_type_18, mul_67, mul_68, rsqrt_1, sub_22, unsqueeze_10, unsqueeze_11, unsqueeze_6, unsqueeze_7, unsqueeze_8, unsqueeze_9, var_mean_1, view_2, view_3
# Graph fragment:
#   %buf25 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=buf25]
#   %buf23 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf23]
#   %getitem_3 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf27 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf27]
#   %arg14_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %arg15_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %buf31 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=buf31]
#   %buf30 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf30]
#   %add_124 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=add_124]
#   %buf58 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=buf58]
#   %add_44 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_44, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_31, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_2,), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[16, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg10_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg11_1, torch.bfloat16), kwargs = {})
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %convert_element_type_12, %convert_element_type_11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %add_75 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_13, 3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_75, 0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 6), kwargs = {})
#   %div_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_2, 6), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_2, torch.bfloat16), kwargs = {})
#   %mul_46 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %convert_element_type_14), kwargs = {})
#   %convert_element_type_17 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_46, torch.bfloat16), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[24, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg13_1, torch.bfloat16), kwargs = {})
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_17, %convert_element_type_16, %convert_element_type_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_18 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %clone_1 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_18,), kwargs = {memory_format: torch.contiguous_format})
#   %view_2 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_1, [%arg2_1, 4, 6, 64]), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_2, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_22 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_2, %getitem_3), kwargs = {})
#   %add_106 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_106,), kwargs = {})
#   %mul_67 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_22, %rsqrt_1), kwargs = {})
#   %view_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_67, [%arg2_1, 24, 8, 8]), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg14_1, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 3), kwargs = {})
#   %mul_68 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %unsqueeze_8), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg15_1, 0), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 2), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 3), kwargs = {})
#   %add_107 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_68, %unsqueeze_11), kwargs = {})
#   %convert_element_type_20 : Tensor "bf16[24, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg16_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_19 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg17_1, torch.bfloat16), kwargs = {})
#   %convolution_5 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_4, %convert_element_type_20, %convert_element_type_19, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_124 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_107, %convolution_5), kwargs = {})
#   %add_130 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_124, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_130, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_79 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_124, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_79, 6), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_3, torch.bfloat16), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[24, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg18_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg19_1, torch.bfloat16), kwargs = {})
#   %convolution_6 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_23, %convert_element_type_22, %convert_element_type_21, [1, 1], [1, 1], [1, 1], False, [0, 0], 24), kwargs = {})
#   %convert_element_type_38 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_3, torch.bfloat16), kwargs = {})
#   %convert_element_type_37 : Tensor "bf16[24, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg30_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_36 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg31_1, torch.bfloat16), kwargs = {})
#   %convolution_10 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_38, %convert_element_type_37, %convert_element_type_36, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %add_124,%buf33,%buf58,%buf61
triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14 = async_compile.triton('triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*bf16', 'in_ptr7': '*bf16', 'out_ptr1': '*bf16', 'out_ptr3': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 37248, 'x': 18432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, out_ptr3, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 24)
    y1 = yindex // 24
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 24*x2 + 1536*y1), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (y3 // 6), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (y3 // 6), ymask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (y0), ymask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (y0), ymask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr6 + (y0 + 24*x2 + 1536*y1), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp18 = tl.load(in_ptr7 + (y0), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 - tmp4
    tmp7 = tl.full([1, 1], 384.0, tl.float32)
    tmp8 = (tmp6 / tmp7)
    tmp9 = tl.full([1, 1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp5 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tmp19 = tmp17 + tmp18
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tmp16 + tmp20
    tmp22 = tl.full([1, 1], 3.0, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = tl.full([1, 1], 0.0, tl.float32)
    tmp25 = triton_helpers.maximum(tmp23, tmp24)
    tmp26 = tl.full([1, 1], 6.0, tl.float32)
    tmp27 = triton_helpers.minimum(tmp25, tmp26)
    tmp28 = tmp21 * tmp27
    tmp29 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp30 = tmp28 * tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr1 + (x2 + 64*y3), tmp31, xmask & ymask)
    tl.store(out_ptr3 + (y0 + 24*x2 + 1536*y1), tmp31, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/d7/cd7hgdso6csapy36nrtgeebdkx4zvnw6zjaix27a7o7fdewf7pmd.py
# Topologically Sorted Source Nodes: [input_1, conv2d_6], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_6 => convert_element_type_21, convert_element_type_22, convert_element_type_23, convolution_6
#   input_1 => add_130, clamp_max_3, clamp_min_3, div_3, mul_79
# Graph fragment:
#   %arg18_1 : Tensor "f32[24, 1, 3, 3][9, 1, 3, 1]cuda:0" = PlaceHolder[target=arg18_1]
#   %add_130 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_124, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_130, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_79 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_124, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_79, 6), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_3, torch.bfloat16), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[24, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg18_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg19_1, torch.bfloat16), kwargs = {})
#   %convolution_6 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_23, %convert_element_type_22, %convert_element_type_21, [1, 1], [1, 1], [1, 1], False, [0, 0], 24), kwargs = {})
#   return %buf34
triton_poi_fused__to_copy_convolution_hardswish_15 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardswish_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardswish_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardswish_15(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/pg/cpgvdzymhnexetbntgdmebrlnx6odyjweffnf3332vdpcpb5zvad.py
# Topologically Sorted Source Nodes: [input_1, conv2d_6, group_norm_2], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm]
# Source node to ATen node mapping:
#   conv2d_6 => convert_element_type_21, convert_element_type_22, convert_element_type_23, convolution_6
#   group_norm_2 => clone_2, convert_element_type_24, var_mean_2, view_4
#   input_1 => add_130, clamp_max_3, clamp_min_3, div_3, mul_79
# Graph fragment:
#   %buf36 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=buf36]
#   %buf35 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf35]
#   %add_130 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_124, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_130, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_79 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_124, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_79, 6), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_3, torch.bfloat16), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[24, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg18_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg19_1, torch.bfloat16), kwargs = {})
#   %convolution_6 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_23, %convert_element_type_22, %convert_element_type_21, [1, 1], [1, 1], [1, 1], False, [0, 0], 24), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %clone_2 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_24,), kwargs = {memory_format: torch.contiguous_format})
#   %view_4 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [%arg2_1, 4, 6, 64]), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_4, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_5,%buf38
triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_16 = async_compile.triton('triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192, 'r0_': 9216}}
)
@triton.jit
def triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_16(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    r0_5 = r0_index
    x4 = xindex
    r0_3 = r0_index // 64
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (r0_5 + 384*x4), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_3 + 6*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 384, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp13, xmask)
    tl.store(out_ptr1 + (x4), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/k5/ck5k52uj6pbe52jhehzu2rzeo2t7vbupej3y7hlmojyz7pongl3t.py
# Topologically Sorted Source Nodes: [input_1, conv2d_6, group_norm_2, y_2, s_1, conv2d_7], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm, aten.mean]
# Source node to ATen node mapping:
#   conv2d_6 => convert_element_type_21, convert_element_type_22, convert_element_type_23, convolution_6
#   conv2d_7 => convert_element_type_25, convert_element_type_26, convert_element_type_27, convolution_7
#   group_norm_2 => add_156, add_157, clone_2, convert_element_type_24, mul_100, mul_101, rsqrt_2, sub_33, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, var_mean_2, view_4, view_5
#   input_1 => add_130, clamp_max_3, clamp_min_3, div_3, mul_79
#   s_1 => mean_1
#   y_2 => add_169, clamp_max_4, clamp_min_4, div_4, mul_108
# Graph fragment:
#   %buf36 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=buf36]
#   %buf35 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf35]
#   %getitem_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf38 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf38]
#   %arg20_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg20_1]
#   %arg21_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %add_157 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=add_157]
#   %buf41 : Tensor "f32[s77, 24, 1, 1][24, 1, 24*s77, 24*s77]cuda:0" = PlaceHolder[target=buf41]
#   %add_130 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_124, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_130, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_79 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_124, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_79, 6), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_3, torch.bfloat16), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[24, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg18_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg19_1, torch.bfloat16), kwargs = {})
#   %convolution_6 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_23, %convert_element_type_22, %convert_element_type_21, [1, 1], [1, 1], [1, 1], False, [0, 0], 24), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %clone_2 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_24,), kwargs = {memory_format: torch.contiguous_format})
#   %view_4 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [%arg2_1, 4, 6, 64]), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_4, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_33 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %getitem_5), kwargs = {})
#   %add_156 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_156,), kwargs = {})
#   %mul_100 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_33, %rsqrt_2), kwargs = {})
#   %view_5 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_100, [%arg2_1, 24, 8, 8]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg20_1, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %mul_101 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_5, %unsqueeze_14), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg21_1, 0), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 2), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 3), kwargs = {})
#   %add_157 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_101, %unsqueeze_17), kwargs = {})
#   %add_169 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_157, 3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_169, 0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6), kwargs = {})
#   %mul_108 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_157, %clamp_max_4), kwargs = {})
#   %div_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_108, 6), kwargs = {})
#   %mean_1 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_4, [2, 3], True), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_26 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg22_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg23_1, torch.bfloat16), kwargs = {})
#   %convolution_7 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_27, %convert_element_type_26, %convert_element_type_25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %add_157,%buf41,%buf42
triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_17 = async_compile.triton('triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 624, 'r0_': 46080}}
)
@triton.jit
def triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_17(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 24)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 64*x3), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 - tmp4
    tmp7 = tl.full([1, 1], 384.0, tl.float32)
    tmp8 = (tmp6 / tmp7)
    tmp9 = tl.full([1, 1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp5 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tmp17 = tl.full([1, 1], 3.0, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = triton_helpers.maximum(tmp18, tmp19)
    tmp21 = tl.full([1, 1], 6.0, tl.float32)
    tmp22 = triton_helpers.minimum(tmp20, tmp21)
    tmp23 = tmp16 * tmp22
    tmp24 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.full([1, 1], 64.0, tl.float32)
    tmp31 = (tmp29 / tmp30)
    tmp32 = tmp31.to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 64*x3), tmp16, xmask)
    tl.store(out_ptr2 + (x3), tmp32, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/bn/cbnyo6idmpb2y27dlg6hzj3yen3wfr7tpkew6huaqc6upe322oeo.py
# Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_7 => convert_element_type_25, convert_element_type_26, convert_element_type_27, convolution_7
#   s_1 => mean_1
#   y_2 => add_169, clamp_max_4, clamp_min_4, div_4, mul_108
# Graph fragment:
#   %arg23_1 : Tensor "f32[6][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %add_169 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_157, 3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_169, 0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6), kwargs = {})
#   %mul_108 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_157, %clamp_max_4), kwargs = {})
#   %div_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_108, 6), kwargs = {})
#   %mean_1 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_4, [2, 3], True), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_26 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg22_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg23_1, torch.bfloat16), kwargs = {})
#   %convolution_7 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_27, %convert_element_type_26, %convert_element_type_25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf44
triton_poi_fused__to_copy_convolution_hardswish_mean_18 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardswish_mean_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardswish_mean_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardswish_mean_18(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/6u/c6uqqukws6aj4vgwwckgikhzhi6v44pebv3spuo5oupa44slyfhi.py
# Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   conv2d_7 => convert_element_type_25, convert_element_type_26, convert_element_type_27, convolution_7
#   conv2d_8 => convert_element_type_28, convert_element_type_29, convolution_8
#   relu_1 => relu_1
#   s_1 => mean_1
#   y_2 => add_169, clamp_max_4, clamp_min_4, div_4, mul_108
# Graph fragment:
#   %buf45 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0" = PlaceHolder[target=buf45]
#   %buf44 : Tensor "bf16[6][1]cuda:0" = PlaceHolder[target=buf44]
#   %add_169 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_157, 3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_169, 0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6), kwargs = {})
#   %mul_108 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_157, %clamp_max_4), kwargs = {})
#   %div_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_108, 6), kwargs = {})
#   %mean_1 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_4, [2, 3], True), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_26 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg22_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg23_1, torch.bfloat16), kwargs = {})
#   %convolution_7 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_27, %convert_element_type_26, %convert_element_type_25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_7,), kwargs = {})
#   %convert_element_type_29 : Tensor "bf16[24, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg24_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_28 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg25_1, torch.bfloat16), kwargs = {})
#   %convolution_8 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %convert_element_type_29, %convert_element_type_28, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf46
triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 6)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/kf/ckfhzosdcmzqksycqz53kz7hd7x3j3ak2u3r2bw5rvtox6ah3jqi.py
# Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8, hardsigmoid_1, mul_1, conv2d_9], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   conv2d_7 => convert_element_type_25, convert_element_type_26, convert_element_type_27, convolution_7
#   conv2d_8 => convert_element_type_28, convert_element_type_29, convolution_8
#   conv2d_9 => convert_element_type_32, convert_element_type_33, convert_element_type_34, convolution_9
#   hardsigmoid_1 => add_200, clamp_max_5, clamp_min_5, convert_element_type_30, convert_element_type_31, div_5
#   mul_1 => mul_123
#   relu_1 => relu_1
#   s_1 => mean_1
#   y_2 => add_169, clamp_max_4, clamp_min_4, div_4, mul_108
# Graph fragment:
#   %add_157 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=add_157]
#   %buf49 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=buf49]
#   %buf48 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf48]
#   %buf50 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=buf50]
#   %add_169 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_157, 3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_169, 0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6), kwargs = {})
#   %mul_108 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_157, %clamp_max_4), kwargs = {})
#   %div_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_108, 6), kwargs = {})
#   %mean_1 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_4, [2, 3], True), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_26 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg22_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg23_1, torch.bfloat16), kwargs = {})
#   %convolution_7 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_27, %convert_element_type_26, %convert_element_type_25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_7,), kwargs = {})
#   %convert_element_type_29 : Tensor "bf16[24, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg24_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_28 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg25_1, torch.bfloat16), kwargs = {})
#   %convolution_8 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %convert_element_type_29, %convert_element_type_28, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_8, torch.float32), kwargs = {})
#   %add_200 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_30, 3), kwargs = {})
#   %clamp_min_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_200, 0), kwargs = {})
#   %clamp_max_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_5, 6), kwargs = {})
#   %div_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_5, 6), kwargs = {})
#   %convert_element_type_31 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_5, torch.bfloat16), kwargs = {})
#   %mul_123 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %convert_element_type_31), kwargs = {})
#   %convert_element_type_34 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_123, torch.bfloat16), kwargs = {})
#   %convert_element_type_33 : Tensor "bf16[24, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg26_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_32 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg27_1, torch.bfloat16), kwargs = {})
#   %convolution_9 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_34, %convert_element_type_33, %convert_element_type_32, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf50,%buf53
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_20 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 18624, 'x': 18432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_20(in_ptr0, in_ptr1, in_ptr2, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 24)
    y1 = yindex // 24
    tmp0 = tl.load(in_ptr0 + (x2 + 64*y3), xmask & ymask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (y3), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp11 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 3.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl.full([1, 1], 6.0, tl.float32)
    tmp6 = triton_helpers.minimum(tmp4, tmp5)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp12 = tmp10 + tmp11
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp13 + tmp1
    tmp15 = triton_helpers.maximum(tmp14, tmp3)
    tmp16 = triton_helpers.minimum(tmp15, tmp5)
    tmp17 = tmp16 * tmp8
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp9 * tmp19
    tmp21 = tmp20.to(tl.float32)
    tl.store(out_ptr1 + (y0 + 24*x2 + 1536*y1), tmp21, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/q7/cq7b5zcudwg27naj2tcqabv7fbwaikxhqfsdcztlrpi44lh22r24.py
# Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8, hardsigmoid_1, mul_1, conv2d_9], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   conv2d_7 => convert_element_type_25, convert_element_type_26, convert_element_type_27, convolution_7
#   conv2d_8 => convert_element_type_28, convert_element_type_29, convolution_8
#   conv2d_9 => convert_element_type_32, convert_element_type_33, convert_element_type_34, convolution_9
#   hardsigmoid_1 => add_200, clamp_max_5, clamp_min_5, convert_element_type_30, convert_element_type_31, div_5
#   mul_1 => mul_123
#   relu_1 => relu_1
#   s_1 => mean_1
#   y_2 => add_169, clamp_max_4, clamp_min_4, div_4, mul_108
# Graph fragment:
#   %arg26_1 : Tensor "f32[24, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=arg26_1]
#   %add_169 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_157, 3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_169, 0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6), kwargs = {})
#   %mul_108 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_157, %clamp_max_4), kwargs = {})
#   %div_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_108, 6), kwargs = {})
#   %mean_1 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_4, [2, 3], True), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_26 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg22_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg23_1, torch.bfloat16), kwargs = {})
#   %convolution_7 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_27, %convert_element_type_26, %convert_element_type_25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_7,), kwargs = {})
#   %convert_element_type_29 : Tensor "bf16[24, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg24_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_28 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg25_1, torch.bfloat16), kwargs = {})
#   %convolution_8 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %convert_element_type_29, %convert_element_type_28, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_8, torch.float32), kwargs = {})
#   %add_200 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_30, 3), kwargs = {})
#   %clamp_min_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_200, 0), kwargs = {})
#   %clamp_max_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_5, 6), kwargs = {})
#   %div_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_5, 6), kwargs = {})
#   %convert_element_type_31 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_5, torch.bfloat16), kwargs = {})
#   %mul_123 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %convert_element_type_31), kwargs = {})
#   %convert_element_type_34 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_123, torch.bfloat16), kwargs = {})
#   %convert_element_type_33 : Tensor "bf16[24, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg26_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_32 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg27_1, torch.bfloat16), kwargs = {})
#   %convolution_9 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_34, %convert_element_type_33, %convert_element_type_32, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf51
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_21 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_21(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/7t/c7t23nq6yjzg4wiw5r32u4q3lomtbz52axne5j2jha5o5wf4pium.py
# Topologically Sorted Source Nodes: [input_2, conv2d_11, group_norm_4], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm]
# Source node to ATen node mapping:
#   conv2d_11 => convert_element_type_39, convert_element_type_40, convert_element_type_41, convolution_11
#   group_norm_4 => clone_4, convert_element_type_42, var_mean_4, view_8
#   input_2 => add_260, clamp_max_6, clamp_min_6, div_6, mul_158
# Graph fragment:
#   %buf67 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0" = PlaceHolder[target=buf67]
#   %buf66 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf66]
#   %add_260 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_254, 3), kwargs = {})
#   %clamp_min_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_260, 0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 6), kwargs = {})
#   %mul_158 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_254, %clamp_max_6), kwargs = {})
#   %div_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_158, 6), kwargs = {})
#   %convert_element_type_41 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_6, torch.bfloat16), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[24, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg32_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_39 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg33_1, torch.bfloat16), kwargs = {})
#   %convolution_11 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_41, %convert_element_type_40, %convert_element_type_39, [2, 2], [1, 1], [1, 1], False, [0, 0], 24), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %clone_4 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_42,), kwargs = {memory_format: torch.contiguous_format})
#   %view_8 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%arg2_1, 4, 6, 16]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_8, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_9,%buf69
triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_22 = async_compile.triton('triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192, 'r0_': 2304}}
)
@triton.jit
def triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_22(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 96
    R0_BLOCK: tl.constexpr = 128
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
    r0_5 = r0_index
    x4 = xindex
    r0_3 = r0_index // 16
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (r0_5 + 96*x4), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_3 + 6*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 96, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp13, xmask)
    tl.store(out_ptr1 + (x4), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/2x/c2xtqijxotobyrxk5izgrig2qc6iregbkdqlgkdknoizmsrnbeix.py
# Topologically Sorted Source Nodes: [input_2, conv2d_11, group_norm_4, y_4, s_2, conv2d_12], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm, aten.mean]
# Source node to ATen node mapping:
#   conv2d_11 => convert_element_type_39, convert_element_type_40, convert_element_type_41, convolution_11
#   conv2d_12 => convert_element_type_43, convert_element_type_44, convert_element_type_45, convolution_12
#   group_norm_4 => add_286, add_287, clone_4, convert_element_type_42, mul_179, mul_180, rsqrt_4, sub_61, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, var_mean_4, view_8, view_9
#   input_2 => add_260, clamp_max_6, clamp_min_6, div_6, mul_158
#   s_2 => mean_2
#   y_4 => add_299, clamp_max_7, clamp_min_7, div_7, mul_187
# Graph fragment:
#   %buf67 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0" = PlaceHolder[target=buf67]
#   %buf66 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf66]
#   %getitem_9 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=getitem_9]
#   %buf69 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf69]
#   %arg34_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg34_1]
#   %arg35_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %add_287 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0" = PlaceHolder[target=add_287]
#   %buf72 : Tensor "f32[s77, 24, 1, 1][24, 1, 24*s77, 24*s77]cuda:0" = PlaceHolder[target=buf72]
#   %add_260 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_254, 3), kwargs = {})
#   %clamp_min_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_260, 0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 6), kwargs = {})
#   %mul_158 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_254, %clamp_max_6), kwargs = {})
#   %div_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_158, 6), kwargs = {})
#   %convert_element_type_41 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_6, torch.bfloat16), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[24, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg32_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_39 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg33_1, torch.bfloat16), kwargs = {})
#   %convolution_11 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_41, %convert_element_type_40, %convert_element_type_39, [2, 2], [1, 1], [1, 1], False, [0, 0], 24), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %clone_4 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_42,), kwargs = {memory_format: torch.contiguous_format})
#   %view_8 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%arg2_1, 4, 6, 16]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_8, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_61 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_8, %getitem_9), kwargs = {})
#   %add_286 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_286,), kwargs = {})
#   %mul_179 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_61, %rsqrt_4), kwargs = {})
#   %view_9 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_179, [%arg2_1, 24, 4, 4]), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg34_1, 0), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, 2), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_25, 3), kwargs = {})
#   %mul_180 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %unsqueeze_26), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg35_1, 0), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_27, 2), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, 3), kwargs = {})
#   %add_287 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_180, %unsqueeze_29), kwargs = {})
#   %add_299 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_287, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_299, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %mul_187 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_287, %clamp_max_7), kwargs = {})
#   %div_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_187, 6), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [2, 3], True), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_2, torch.bfloat16), kwargs = {})
#   %convert_element_type_44 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg36_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg37_1, torch.bfloat16), kwargs = {})
#   %convolution_12 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_45, %convert_element_type_44, %convert_element_type_43, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %add_287,%buf72,%buf73
triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_23 = async_compile.triton('triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 624, 'r0_': 11520}}
)
@triton.jit
def triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 24)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 16*x3), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 - tmp4
    tmp7 = tl.full([1, 1], 96.0, tl.float32)
    tmp8 = (tmp6 / tmp7)
    tmp9 = tl.full([1, 1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp5 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tmp17 = tl.full([1, 1], 3.0, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = triton_helpers.maximum(tmp18, tmp19)
    tmp21 = tl.full([1, 1], 6.0, tl.float32)
    tmp22 = triton_helpers.minimum(tmp20, tmp21)
    tmp23 = tmp16 * tmp22
    tmp24 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.full([1, 1], 16.0, tl.float32)
    tmp31 = (tmp29 / tmp30)
    tmp32 = tmp31.to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 16*x3), tmp16, xmask)
    tl.store(out_ptr2 + (x3), tmp32, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/mb/cmbxvbrxyvmypbcuaq36tdrxcrjvefluaynzyglnn5vpa34ejmto.py
# Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   conv2d_12 => convert_element_type_43, convert_element_type_44, convert_element_type_45, convolution_12
#   conv2d_13 => convert_element_type_46, convert_element_type_47, convolution_13
#   conv2d_14 => convert_element_type_50, convert_element_type_51, convert_element_type_52, convolution_14
#   hardsigmoid_2 => add_330, clamp_max_8, clamp_min_8, convert_element_type_48, convert_element_type_49, div_8
#   mul_2 => mul_202
#   relu_2 => relu_2
#   s_2 => mean_2
#   y_4 => add_299, clamp_max_7, clamp_min_7, div_7, mul_187
# Graph fragment:
#   %add_287 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0" = PlaceHolder[target=add_287]
#   %buf80 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=buf80]
#   %buf79 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf79]
#   %buf81 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0" = PlaceHolder[target=buf81]
#   %add_299 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_287, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_299, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %mul_187 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_287, %clamp_max_7), kwargs = {})
#   %div_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_187, 6), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [2, 3], True), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_2, torch.bfloat16), kwargs = {})
#   %convert_element_type_44 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg36_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg37_1, torch.bfloat16), kwargs = {})
#   %convolution_12 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_45, %convert_element_type_44, %convert_element_type_43, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_2 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_12,), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[24, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg38_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_46 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg39_1, torch.bfloat16), kwargs = {})
#   %convolution_13 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_2, %convert_element_type_47, %convert_element_type_46, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_48 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %add_330 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_48, 3), kwargs = {})
#   %clamp_min_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_330, 0), kwargs = {})
#   %clamp_max_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_8, 6), kwargs = {})
#   %div_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_8, 6), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_8, torch.bfloat16), kwargs = {})
#   %mul_202 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_7, %convert_element_type_49), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_202, torch.bfloat16), kwargs = {})
#   %convert_element_type_51 : Tensor "bf16[32, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg40_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_50 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg41_1, torch.bfloat16), kwargs = {})
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_52, %convert_element_type_51, %convert_element_type_50, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf81,%buf84
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_24 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4800, 'x': 4608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_24(in_ptr0, in_ptr1, in_ptr2, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 24)
    y1 = yindex // 24
    tmp0 = tl.load(in_ptr0 + (x2 + 16*y3), xmask & ymask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (y3), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp11 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 3.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl.full([1, 1], 6.0, tl.float32)
    tmp6 = triton_helpers.minimum(tmp4, tmp5)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp12 = tmp10 + tmp11
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp13 + tmp1
    tmp15 = triton_helpers.maximum(tmp14, tmp3)
    tmp16 = triton_helpers.minimum(tmp15, tmp5)
    tmp17 = tmp16 * tmp8
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp9 * tmp19
    tmp21 = tmp20.to(tl.float32)
    tl.store(out_ptr1 + (y0 + 24*x2 + 384*y1), tmp21, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/w4/cw4dhtyoi3ws44te4f43myeym2erdvc2a5nnivdw7gmmu76wt3jj.py
# Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   conv2d_12 => convert_element_type_43, convert_element_type_44, convert_element_type_45, convolution_12
#   conv2d_13 => convert_element_type_46, convert_element_type_47, convolution_13
#   conv2d_14 => convert_element_type_50, convert_element_type_51, convert_element_type_52, convolution_14
#   hardsigmoid_2 => add_330, clamp_max_8, clamp_min_8, convert_element_type_48, convert_element_type_49, div_8
#   mul_2 => mul_202
#   relu_2 => relu_2
#   s_2 => mean_2
#   y_4 => add_299, clamp_max_7, clamp_min_7, div_7, mul_187
# Graph fragment:
#   %arg40_1 : Tensor "f32[32, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=arg40_1]
#   %add_299 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_287, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_299, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %mul_187 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_287, %clamp_max_7), kwargs = {})
#   %div_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_187, 6), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [2, 3], True), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_2, torch.bfloat16), kwargs = {})
#   %convert_element_type_44 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg36_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg37_1, torch.bfloat16), kwargs = {})
#   %convolution_12 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_45, %convert_element_type_44, %convert_element_type_43, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_2 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_12,), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[24, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg38_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_46 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg39_1, torch.bfloat16), kwargs = {})
#   %convolution_13 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_2, %convert_element_type_47, %convert_element_type_46, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_48 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %add_330 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_48, 3), kwargs = {})
#   %clamp_min_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_330, 0), kwargs = {})
#   %clamp_max_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_8, 6), kwargs = {})
#   %div_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_8, 6), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_8, torch.bfloat16), kwargs = {})
#   %mul_202 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_7, %convert_element_type_49), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_202, torch.bfloat16), kwargs = {})
#   %convert_element_type_51 : Tensor "bf16[32, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg40_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_50 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg41_1, torch.bfloat16), kwargs = {})
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_52, %convert_element_type_51, %convert_element_type_50, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf82
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_25 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_25(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/km/ckmpi4iwtm3x6ioz5tx2r4ldrpmg3xjsgj3ng54h4lbsf5vynbg5.py
# Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   conv2d_12 => convert_element_type_43, convert_element_type_44, convert_element_type_45, convolution_12
#   conv2d_13 => convert_element_type_46, convert_element_type_47, convolution_13
#   conv2d_14 => convert_element_type_50, convert_element_type_51, convert_element_type_52, convolution_14
#   hardsigmoid_2 => add_330, clamp_max_8, clamp_min_8, convert_element_type_48, convert_element_type_49, div_8
#   mul_2 => mul_202
#   relu_2 => relu_2
#   s_2 => mean_2
#   y_4 => add_299, clamp_max_7, clamp_min_7, div_7, mul_187
# Graph fragment:
#   %arg41_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg41_1]
#   %add_299 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_287, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_299, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %mul_187 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_287, %clamp_max_7), kwargs = {})
#   %div_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_187, 6), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [2, 3], True), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_2, torch.bfloat16), kwargs = {})
#   %convert_element_type_44 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg36_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg37_1, torch.bfloat16), kwargs = {})
#   %convolution_12 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_45, %convert_element_type_44, %convert_element_type_43, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_2 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_12,), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[24, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg38_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_46 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg39_1, torch.bfloat16), kwargs = {})
#   %convolution_13 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_2, %convert_element_type_47, %convert_element_type_46, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_48 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %add_330 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_48, 3), kwargs = {})
#   %clamp_min_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_330, 0), kwargs = {})
#   %clamp_max_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_8, 6), kwargs = {})
#   %div_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_8, 6), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_8, torch.bfloat16), kwargs = {})
#   %mul_202 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_7, %convert_element_type_49), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_202, torch.bfloat16), kwargs = {})
#   %convert_element_type_51 : Tensor "bf16[32, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg40_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_50 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg41_1, torch.bfloat16), kwargs = {})
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_52, %convert_element_type_51, %convert_element_type_50, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf83
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_26 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_26(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/3k/c3ksalp33otdchr6xrthpt2akqzovi6nxadebzcbw6alp5jrnjnk.py
# Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14, y_5], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm]
# Source node to ATen node mapping:
#   conv2d_12 => convert_element_type_43, convert_element_type_44, convert_element_type_45, convolution_12
#   conv2d_13 => convert_element_type_46, convert_element_type_47, convolution_13
#   conv2d_14 => convert_element_type_50, convert_element_type_51, convert_element_type_52, convolution_14
#   hardsigmoid_2 => add_330, clamp_max_8, clamp_min_8, convert_element_type_48, convert_element_type_49, div_8
#   mul_2 => mul_202
#   relu_2 => relu_2
#   s_2 => mean_2
#   y_4 => add_299, clamp_max_7, clamp_min_7, div_7, mul_187
#   y_5 => clone_5, convert_element_type_53, var_mean_5, view_10
# Graph fragment:
#   %buf85 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=buf85]
#   %buf83 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=buf83]
#   %add_299 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_287, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_299, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %mul_187 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_287, %clamp_max_7), kwargs = {})
#   %div_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_187, 6), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [2, 3], True), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_2, torch.bfloat16), kwargs = {})
#   %convert_element_type_44 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg36_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg37_1, torch.bfloat16), kwargs = {})
#   %convolution_12 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_45, %convert_element_type_44, %convert_element_type_43, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_2 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_12,), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[24, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg38_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_46 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg39_1, torch.bfloat16), kwargs = {})
#   %convolution_13 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_2, %convert_element_type_47, %convert_element_type_46, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_48 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %add_330 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_48, 3), kwargs = {})
#   %clamp_min_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_330, 0), kwargs = {})
#   %clamp_max_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_8, 6), kwargs = {})
#   %div_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_8, 6), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_8, torch.bfloat16), kwargs = {})
#   %mul_202 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_7, %convert_element_type_49), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_202, torch.bfloat16), kwargs = {})
#   %convert_element_type_51 : Tensor "bf16[32, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg40_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_50 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg41_1, torch.bfloat16), kwargs = {})
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_52, %convert_element_type_51, %convert_element_type_50, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %clone_5 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_53,), kwargs = {memory_format: torch.contiguous_format})
#   %view_10 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%arg2_1, 4, 8, 16]), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_10, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_11,%buf87
triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_27 = async_compile.triton('triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192, 'r0_': 3136}}
)
@triton.jit
def triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_27(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
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
    r0_2 = (r0_index % 8)
    r0_3 = r0_index // 8
    x0 = (xindex % 4)
    x1 = xindex // 4
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 8*x0 + 32*r0_3 + 512*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 8*x0), xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 128, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp13, xmask)
    tl.store(out_ptr1 + (x4), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/uy/cuyvqpih7zr557kjgxvc35cn5kqxz72v2fl27n3jtnu7pmz6dj5u.py
# Topologically Sorted Source Nodes: [input_2, y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14, y_5, conv2d_15, add_2, input_3, mean_3, linear], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm, aten.add]
# Source node to ATen node mapping:
#   add_2 => add_384
#   conv2d_12 => convert_element_type_43, convert_element_type_44, convert_element_type_45, convolution_12
#   conv2d_13 => convert_element_type_46, convert_element_type_47, convolution_13
#   conv2d_14 => convert_element_type_50, convert_element_type_51, convert_element_type_52, convolution_14
#   conv2d_15 => convert_element_type_54, convert_element_type_55, convert_element_type_56, convolution_15
#   hardsigmoid_2 => add_330, clamp_max_8, clamp_min_8, convert_element_type_48, convert_element_type_49, div_8
#   input_2 => add_260, clamp_max_6, clamp_min_6, div_6, mul_158
#   input_3 => add_390, clamp_max_9, clamp_min_9, div_9, mul_237
#   linear => convert_element_type_59
#   mean_3 => mean_3
#   mul_2 => mul_202
#   relu_2 => relu_2
#   s_2 => mean_2
#   y_4 => add_299, clamp_max_7, clamp_min_7, div_7, mul_187
#   y_5 => add_361, add_362, clone_5, convert_element_type_53, mul_223, mul_224, rsqrt_5, sub_77, unsqueeze_30, unsqueeze_31, unsqueeze_32, unsqueeze_33, unsqueeze_34, unsqueeze_35, var_mean_5, view_10, view_11
# Graph fragment:
#   %buf85 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=buf85]
#   %buf83 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=buf83]
#   %getitem_11 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=getitem_11]
#   %buf87 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf87]
#   %arg42_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg42_1]
#   %arg43_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg43_1]
#   %buf93 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=buf93]
#   %buf91 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=buf91]
#   %add_384 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=add_384]
#   %buf95 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf95]
#   %add_260 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_254, 3), kwargs = {})
#   %clamp_min_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_260, 0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 6), kwargs = {})
#   %mul_158 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_254, %clamp_max_6), kwargs = {})
#   %div_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_158, 6), kwargs = {})
#   %add_299 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_287, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_299, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %mul_187 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_287, %clamp_max_7), kwargs = {})
#   %div_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_187, 6), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [2, 3], True), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_2, torch.bfloat16), kwargs = {})
#   %convert_element_type_44 : Tensor "bf16[6, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg36_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg37_1, torch.bfloat16), kwargs = {})
#   %convolution_12 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_45, %convert_element_type_44, %convert_element_type_43, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_2 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_12,), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[24, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg38_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_46 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg39_1, torch.bfloat16), kwargs = {})
#   %convolution_13 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_2, %convert_element_type_47, %convert_element_type_46, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_48 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %add_330 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_48, 3), kwargs = {})
#   %clamp_min_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_330, 0), kwargs = {})
#   %clamp_max_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_8, 6), kwargs = {})
#   %div_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_8, 6), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_8, torch.bfloat16), kwargs = {})
#   %mul_202 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_7, %convert_element_type_49), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_202, torch.bfloat16), kwargs = {})
#   %convert_element_type_51 : Tensor "bf16[32, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg40_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_50 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg41_1, torch.bfloat16), kwargs = {})
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_52, %convert_element_type_51, %convert_element_type_50, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %clone_5 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_53,), kwargs = {memory_format: torch.contiguous_format})
#   %view_10 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%arg2_1, 4, 8, 16]), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_10, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_77 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_10, %getitem_11), kwargs = {})
#   %add_361 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_10, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_361,), kwargs = {})
#   %mul_223 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_77, %rsqrt_5), kwargs = {})
#   %view_11 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_223, [%arg2_1, 32, 4, 4]), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg42_1, 0), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, 2), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_31, 3), kwargs = {})
#   %mul_224 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, %unsqueeze_32), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg43_1, 0), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_33, 2), kwargs = {})
#   %unsqueeze_35 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_34, 3), kwargs = {})
#   %add_362 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_224, %unsqueeze_35), kwargs = {})
#   %convert_element_type_56 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_6, torch.bfloat16), kwargs = {})
#   %convert_element_type_55 : Tensor "bf16[32, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg44_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_54 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg45_1, torch.bfloat16), kwargs = {})
#   %convolution_15 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_56, %convert_element_type_55, %convert_element_type_54, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_384 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_362, %convolution_15), kwargs = {})
#   %add_390 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_384, 3), kwargs = {})
#   %clamp_min_9 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_390, 0), kwargs = {})
#   %clamp_max_9 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_9, 6), kwargs = {})
#   %mul_237 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_384, %clamp_max_9), kwargs = {})
#   %div_9 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_237, 6), kwargs = {})
#   %mean_3 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_9, [2, 3]), kwargs = {})
#   %convert_element_type_59 : Tensor "bf16[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_3, torch.bfloat16), kwargs = {})
#   return %add_384,%buf95,%convert_element_type_59
triton_per_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_28 = async_compile.triton('triton_per_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*bf16', 'in_ptr7': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_28', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7008, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_28(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    r0_2 = r0_index
    x0 = (xindex % 32)
    x1 = xindex // 32
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_2 + 512*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x3 // 8), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x3 // 8), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr6 + (x0 + 32*r0_2 + 512*x1), xmask, other=0.0).to(tl.float32)
    tmp18 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 - tmp4
    tmp7 = tl.full([1, 1], 128.0, tl.float32)
    tmp8 = (tmp6 / tmp7)
    tmp9 = tl.full([1, 1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp5 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tmp19 = tmp17 + tmp18
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tmp16 + tmp20
    tmp22 = tl.full([1, 1], 3.0, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = tl.full([1, 1], 0.0, tl.float32)
    tmp25 = triton_helpers.maximum(tmp23, tmp24)
    tmp26 = tl.full([1, 1], 6.0, tl.float32)
    tmp27 = triton_helpers.minimum(tmp25, tmp26)
    tmp28 = tmp21 * tmp27
    tmp29 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp30 = tmp28 * tmp29
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp33 = tl.where(xmask, tmp31, 0)
    tmp34 = tl.sum(tmp33, 1)[:, None].to(tl.float32)
    tmp35 = tl.full([1, 1], 16.0, tl.float32)
    tmp36 = (tmp34 / tmp35)
    tmp37 = tmp36.to(tl.float32)
    tl.store(out_ptr2 + (x3), tmp37, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/nq/cnqtdomzgme6llbixmypttzfn7x6tzdwf7fuznrg5oufhfojfqqj.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_58
# Graph fragment:
#   %arg46_1 : Tensor "f32[10, 32][32, 1]cuda:0" = PlaceHolder[target=arg46_1]
#   %convert_element_type_58 : Tensor "bf16[10, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg46_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_58
triton_poi_fused__to_copy_29 = async_compile.triton('triton_poi_fused__to_copy_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_29', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2560}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_29(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 320
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/sr/csrlsnrbjnguahs5i22iqlx4yzawehtgpsuebnamqjuzdekpokt3.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_57
# Graph fragment:
#   %arg47_1 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=arg47_1]
#   %convert_element_type_57 : Tensor "bf16[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg47_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_57
triton_poi_fused__to_copy_30 = async_compile.triton('triton_poi_fused__to_copy_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_30', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 80}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_30(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 10
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1 = args
        args.clear()
        s77 = arg2_1
        assert_size_stride(arg0_1, (16, 3, 3, 3), (27, 1, 9, 3))
        assert_size_stride(arg1_1, (16, ), (1, ))
        assert_size_stride(arg3_1, (s77, 3, 32, 32), (3072, 1, 96, 3))
        assert_size_stride(arg4_1, (16, 1, 3, 3), (9, 1, 3, 1))
        assert_size_stride(arg5_1, (16, ), (1, ))
        assert_size_stride(arg6_1, (16, ), (1, ))
        assert_size_stride(arg7_1, (16, ), (1, ))
        assert_size_stride(arg8_1, (4, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(arg9_1, (4, ), (1, ))
        assert_size_stride(arg10_1, (16, 4, 1, 1), (4, 1, 4, 4))
        assert_size_stride(arg11_1, (16, ), (1, ))
        assert_size_stride(arg12_1, (24, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(arg13_1, (24, ), (1, ))
        assert_size_stride(arg14_1, (24, ), (1, ))
        assert_size_stride(arg15_1, (24, ), (1, ))
        assert_size_stride(arg16_1, (24, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(arg17_1, (24, ), (1, ))
        assert_size_stride(arg18_1, (24, 1, 3, 3), (9, 1, 3, 1))
        assert_size_stride(arg19_1, (24, ), (1, ))
        assert_size_stride(arg20_1, (24, ), (1, ))
        assert_size_stride(arg21_1, (24, ), (1, ))
        assert_size_stride(arg22_1, (6, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(arg23_1, (6, ), (1, ))
        assert_size_stride(arg24_1, (24, 6, 1, 1), (6, 1, 6, 6))
        assert_size_stride(arg25_1, (24, ), (1, ))
        assert_size_stride(arg26_1, (24, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(arg27_1, (24, ), (1, ))
        assert_size_stride(arg28_1, (24, ), (1, ))
        assert_size_stride(arg29_1, (24, ), (1, ))
        assert_size_stride(arg30_1, (24, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(arg31_1, (24, ), (1, ))
        assert_size_stride(arg32_1, (24, 1, 3, 3), (9, 1, 3, 1))
        assert_size_stride(arg33_1, (24, ), (1, ))
        assert_size_stride(arg34_1, (24, ), (1, ))
        assert_size_stride(arg35_1, (24, ), (1, ))
        assert_size_stride(arg36_1, (6, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(arg37_1, (6, ), (1, ))
        assert_size_stride(arg38_1, (24, 6, 1, 1), (6, 1, 6, 6))
        assert_size_stride(arg39_1, (24, ), (1, ))
        assert_size_stride(arg40_1, (32, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(arg41_1, (32, ), (1, ))
        assert_size_stride(arg42_1, (32, ), (1, ))
        assert_size_stride(arg43_1, (32, ), (1, ))
        assert_size_stride(arg44_1, (32, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(arg45_1, (32, ), (1, ))
        assert_size_stride(arg46_1, (10, 32), (32, 1))
        assert_size_stride(arg47_1, (10, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s77, 3, 32, 32), (3072, 1, 96, 3), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_0_xnumel = 3072*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_0.run(arg3_1, buf0, triton_poi_fused__to_copy_convolution_0_xnumel, stream=stream0)
            del arg3_1
            buf1 = empty_strided_cuda((16, 3, 3, 3), (27, 1, 9, 3), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_1.run(arg0_1, buf1, 432, stream=stream0)
            del arg0_1
            buf2 = empty_strided_cuda((16, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg1_1, buf2, 16, stream=stream0)
            del arg1_1
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
            buf3 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf3, (s77, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution.default')
            del buf0
            del buf1
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [conv2d, hardswish], Original ATen: [aten._to_copy, aten.convolution, aten.hardswish]
            triton_poi_fused__to_copy_convolution_hardswish_3_xnumel = 4096*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_3.run(buf4, buf2, triton_poi_fused__to_copy_convolution_hardswish_3_xnumel, stream=stream0)
            buf5 = empty_strided_cuda((16, 1, 3, 3), (9, 3, 3, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_4.run(arg4_1, buf5, 144, stream=stream0)
            del arg4_1
            buf6 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg5_1, buf6, 16, stream=stream0)
            del arg5_1
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy, aten.convolution]
            buf7 = extern_kernels.convolution(buf4, buf5, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16, bias=None)
            assert_size_stride(buf7, (s77, 16, 8, 8), (1024, 1, 128, 16), 'torch.ops.aten.convolution.default')
            del buf5
            buf8 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            buf9 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            # Topologically Sorted Source Nodes: [conv2d_1, group_norm], Original ATen: [aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_convolution_native_group_norm_5_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_convolution_native_group_norm_5.run(buf7, buf6, buf8, buf9, triton_per_fused__to_copy_clone_convolution_native_group_norm_5_xnumel, 256, stream=stream0)
            buf11 = empty_strided_cuda((s77, 16, 8, 8), (1024, 1, 128, 16), torch.float32)
            buf13 = empty_strided_cuda((s77, 16, 1, 1), (16, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_1, group_norm, y, s, conv2d_2], Original ATen: [aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm, aten.hardswish, aten.mean]
            triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_6_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_6.run(buf7, buf6, buf8, buf9, arg6_1, arg7_1, buf11, buf13, triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_6_xnumel, 64, stream=stream0)
            del arg6_1
            del arg7_1
            buf14 = empty_strided_cuda((4, 16, 1, 1), (16, 1, 16, 16), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y, s, conv2d_2], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_mean_7.run(arg8_1, buf14, 64, stream=stream0)
            del arg8_1
            buf15 = empty_strided_cuda((4, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y, s, conv2d_2], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_mean_8.run(arg9_1, buf15, 4, stream=stream0)
            del arg9_1
            # Topologically Sorted Source Nodes: [y, s, conv2d_2], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
            buf16 = extern_kernels.convolution(buf13, buf14, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf16, (s77, 4, 1, 1), (4, 1, 4, 4), 'torch.ops.aten.convolution.default')
            del buf13
            buf17 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            triton_poi_fused__to_copy_convolution_hardswish_mean_relu_9_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_mean_relu_9.run(buf17, buf15, triton_poi_fused__to_copy_convolution_hardswish_mean_relu_9_xnumel, stream=stream0)
            del buf15
            buf18 = reinterpret_tensor(buf14, (16, 4, 1, 1), (4, 1, 4, 4), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_mean_7.run(arg10_1, buf18, 64, stream=stream0)
            del arg10_1
            buf19 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg11_1, buf19, 16, stream=stream0)
            del arg11_1
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            buf20 = extern_kernels.convolution(buf17, buf18, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf20, (s77, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution.default')
            del buf17
            del buf18
            buf24 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_10_ynumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_10.run(buf11, buf20, buf19, buf24, triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_10_ynumel, 64, stream=stream0)
            del buf11
            del buf19
            del buf20
            buf22 = empty_strided_cuda((24, 16, 1, 1), (16, 1, 16, 16), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_11.run(arg12_1, buf22, 384, stream=stream0)
            del arg12_1
            buf23 = empty_strided_cuda((24, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12.run(arg13_1, buf23, 24, stream=stream0)
            del arg13_1
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            buf25 = extern_kernels.convolution(buf24, buf22, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf25, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution.default')
            del buf24
            buf26 = buf9; del buf9  # reuse
            buf27 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4, y_1], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13.run(buf25, buf23, buf26, buf27, triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13_xnumel, 384, stream=stream0)
            buf29 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_11.run(arg16_1, buf29, 384, stream=stream0)
            del arg16_1
            buf30 = empty_strided_cuda((24, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12.run(arg17_1, buf30, 24, stream=stream0)
            del arg17_1
            # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten._to_copy, aten.convolution]
            buf31 = extern_kernels.convolution(buf4, buf29, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf31, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution.default')
            del buf29
            del buf4
            buf33 = empty_strided_cuda((s77, 24, 8, 8), (1536, 64, 8, 1), torch.bfloat16)
            buf61 = empty_strided_cuda((s77, 24, 8, 8), (1536, 1, 192, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y, s, conv2d_2, relu, conv2d_3, hardsigmoid, mul, conv2d_4, y_1, conv2d_5, add, input_1, conv2d_6, conv2d_10], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm, aten.add]
            triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14_ynumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14.run(buf25, buf23, buf26, buf27, arg14_1, arg15_1, buf31, buf30, buf33, buf61, triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14_ynumel, 64, stream=stream0)
            del arg14_1
            del arg15_1
            del buf25
            del buf31
            buf34 = empty_strided_cuda((24, 1, 3, 3), (9, 3, 3, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_1, conv2d_6], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_15.run(arg18_1, buf34, 216, stream=stream0)
            del arg18_1
            buf35 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [input_1, conv2d_6], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12.run(arg19_1, buf35, 24, stream=stream0)
            del arg19_1
            # Topologically Sorted Source Nodes: [input_1, conv2d_6], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            buf36 = extern_kernels.convolution(buf33, buf34, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24, bias=None)
            assert_size_stride(buf36, (s77, 24, 8, 8), (1536, 64, 8, 1), 'torch.ops.aten.convolution.default')
            del buf33
            del buf34
            buf37 = buf27; del buf27  # reuse
            buf38 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [input_1, conv2d_6, group_norm_2], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_16_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_16.run(buf36, buf35, buf37, buf38, triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_16_xnumel, 384, stream=stream0)
            buf40 = empty_strided_cuda((s77, 24, 8, 8), (1536, 64, 8, 1), torch.float32)
            buf42 = empty_strided_cuda((s77, 24, 1, 1), (24, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_1, conv2d_6, group_norm_2, y_2, s_1, conv2d_7], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm, aten.mean]
            triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_17_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_17.run(buf36, buf35, buf37, buf38, arg20_1, arg21_1, buf40, buf42, triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_17_xnumel, 64, stream=stream0)
            del arg20_1
            del arg21_1
            buf43 = empty_strided_cuda((6, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_4.run(arg22_1, buf43, 144, stream=stream0)
            del arg22_1
            buf44 = empty_strided_cuda((6, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_mean_18.run(arg23_1, buf44, 6, stream=stream0)
            del arg23_1
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
            buf45 = extern_kernels.convolution(buf42, buf43, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf45, (s77, 6, 1, 1), (6, 1, 6, 6), 'torch.ops.aten.convolution.default')
            del buf42
            buf46 = buf45; del buf45  # reuse
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19_xnumel = 6*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19.run(buf46, buf44, triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19_xnumel, stream=stream0)
            del buf44
            buf47 = reinterpret_tensor(buf43, (24, 6, 1, 1), (6, 1, 6, 6), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_4.run(arg24_1, buf47, 144, stream=stream0)
            del arg24_1
            buf48 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12.run(arg25_1, buf48, 24, stream=stream0)
            del arg25_1
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            buf49 = extern_kernels.convolution(buf46, buf47, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf49, (s77, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution.default')
            del buf46
            del buf47
            buf53 = reinterpret_tensor(buf36, (s77, 24, 8, 8), (1536, 1, 192, 24), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8, hardsigmoid_1, mul_1, conv2d_9], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_20_ynumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_20.run(buf40, buf49, buf48, buf53, triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_20_ynumel, 64, stream=stream0)
            del buf40
            del buf49
            buf51 = empty_strided_cuda((24, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8, hardsigmoid_1, mul_1, conv2d_9], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_21.run(arg26_1, buf51, 576, stream=stream0)
            del arg26_1
            buf52 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8, hardsigmoid_1, mul_1, conv2d_9], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12.run(arg27_1, buf52, 24, stream=stream0)
            del arg27_1
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8, hardsigmoid_1, mul_1, conv2d_9], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            buf54 = extern_kernels.convolution(buf53, buf51, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf54, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution.default')
            buf55 = buf38; del buf38  # reuse
            buf56 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [y_2, s_1, conv2d_7, relu_1, conv2d_8, hardsigmoid_1, mul_1, conv2d_9, y_3], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13.run(buf54, buf52, buf55, buf56, triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_13_xnumel, 384, stream=stream0)
            buf59 = buf51; del buf51  # reuse
            # Topologically Sorted Source Nodes: [input_1, conv2d_10], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_21.run(arg30_1, buf59, 576, stream=stream0)
            del arg30_1
            buf60 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [input_1, conv2d_10], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12.run(arg31_1, buf60, 24, stream=stream0)
            del arg31_1
            # Topologically Sorted Source Nodes: [input_1, conv2d_10], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            buf62 = extern_kernels.convolution(buf61, buf59, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf62, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution.default')
            del buf59
            buf64 = reinterpret_tensor(buf61, (s77, 24, 8, 8), (1536, 64, 8, 1), 0); del buf61  # reuse
            buf92 = buf53; del buf53  # reuse
            # Topologically Sorted Source Nodes: [input_1, y_2, s_1, conv2d_7, relu_1, conv2d_8, hardsigmoid_1, mul_1, conv2d_9, y_3, conv2d_10, add_1, input_2, conv2d_11, conv2d_15], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm, aten.add]
            triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14_ynumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14.run(buf54, buf52, buf55, buf56, arg28_1, arg29_1, buf62, buf60, buf64, buf92, triton_poi_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_14_ynumel, 64, stream=stream0)
            del arg28_1
            del arg29_1
            del buf52
            del buf54
            del buf62
            buf65 = empty_strided_cuda((24, 1, 3, 3), (9, 3, 3, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_2, conv2d_11], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_15.run(arg32_1, buf65, 216, stream=stream0)
            del arg32_1
            buf66 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [input_2, conv2d_11], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12.run(arg33_1, buf66, 24, stream=stream0)
            del arg33_1
            # Topologically Sorted Source Nodes: [input_2, conv2d_11], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            buf67 = extern_kernels.convolution(buf64, buf65, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24, bias=None)
            assert_size_stride(buf67, (s77, 24, 4, 4), (384, 16, 4, 1), 'torch.ops.aten.convolution.default')
            del buf64
            del buf65
            buf68 = buf56; del buf56  # reuse
            buf69 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [input_2, conv2d_11, group_norm_4], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_22_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_22.run(buf67, buf66, buf68, buf69, triton_per_fused__to_copy_clone_convolution_hardswish_native_group_norm_22_xnumel, 96, stream=stream0)
            buf71 = empty_strided_cuda((s77, 24, 4, 4), (384, 16, 4, 1), torch.float32)
            buf73 = empty_strided_cuda((s77, 24, 1, 1), (24, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_2, conv2d_11, group_norm_4, y_4, s_2, conv2d_12], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution, aten.clone, aten.native_group_norm, aten.mean]
            triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_23_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_23.run(buf67, buf66, buf68, buf69, arg34_1, arg35_1, buf71, buf73, triton_per_fused__to_copy_clone_convolution_hardswish_mean_native_group_norm_23_xnumel, 16, stream=stream0)
            del arg34_1
            del arg35_1
            buf74 = empty_strided_cuda((6, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_4.run(arg36_1, buf74, 144, stream=stream0)
            del arg36_1
            buf75 = empty_strided_cuda((6, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_mean_18.run(arg37_1, buf75, 6, stream=stream0)
            del arg37_1
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution]
            buf76 = extern_kernels.convolution(buf73, buf74, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf76, (s77, 6, 1, 1), (6, 1, 6, 6), 'torch.ops.aten.convolution.default')
            del buf73
            buf77 = buf76; del buf76  # reuse
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19_xnumel = 6*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19.run(buf77, buf75, triton_poi_fused__to_copy_convolution_hardswish_mean_relu_19_xnumel, stream=stream0)
            del buf75
            buf78 = reinterpret_tensor(buf74, (24, 6, 1, 1), (6, 1, 6, 6), 0); del buf74  # reuse
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_4.run(arg38_1, buf78, 144, stream=stream0)
            del arg38_1
            buf79 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_12.run(arg39_1, buf79, 24, stream=stream0)
            del arg39_1
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu]
            buf80 = extern_kernels.convolution(buf77, buf78, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf80, (s77, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution.default')
            del buf77
            del buf78
            buf84 = reinterpret_tensor(buf67, (s77, 24, 4, 4), (384, 1, 96, 24), 0); del buf67  # reuse
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_24_ynumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_24.run(buf71, buf80, buf79, buf84, triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_24_ynumel, 16, stream=stream0)
            del buf71
            del buf79
            del buf80
            buf82 = empty_strided_cuda((32, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_25.run(arg40_1, buf82, 768, stream=stream0)
            del arg40_1
            buf83 = empty_strided_cuda((32, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_26.run(arg41_1, buf83, 32, stream=stream0)
            del arg41_1
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            buf85 = extern_kernels.convolution(buf84, buf82, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf85, (s77, 32, 4, 4), (512, 1, 128, 32), 'torch.ops.aten.convolution.default')
            del buf84
            buf86 = buf69; del buf69  # reuse
            buf87 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14, y_5], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_27_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_27.run(buf85, buf83, buf86, buf87, triton_per_fused__to_copy_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_27_xnumel, 128, stream=stream0)
            buf90 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [input_2, conv2d_15], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_25.run(arg44_1, buf90, 768, stream=stream0)
            del arg44_1
            buf91 = empty_strided_cuda((32, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_2, conv2d_15], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mean_mul_relu_26.run(arg45_1, buf91, 32, stream=stream0)
            del arg45_1
            # Topologically Sorted Source Nodes: [input_2, conv2d_15], Original ATen: [aten.hardswish, aten._to_copy, aten.convolution]
            buf93 = extern_kernels.convolution(buf92, buf90, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf93, (s77, 32, 4, 4), (512, 1, 128, 32), 'torch.ops.aten.convolution.default')
            del buf90
            del buf92
            buf96 = empty_strided_cuda((s77, 32), (32, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_2, y_4, s_2, conv2d_12, relu_2, conv2d_13, hardsigmoid_2, mul_2, conv2d_14, y_5, conv2d_15, add_2, input_3, mean_3, linear], Original ATen: [aten.hardswish, aten.mean, aten._to_copy, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul, aten.clone, aten.native_group_norm, aten.add]
            triton_per_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_28_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_28.run(buf85, buf83, buf86, buf87, arg42_1, arg43_1, buf93, buf91, buf96, triton_per_fused__to_copy_add_clone_convolution_hardsigmoid_hardswish_mean_mul_native_group_norm_relu_28_xnumel, 16, stream=stream0)
            del arg42_1
            del arg43_1
            del buf83
            del buf85
            del buf86
            del buf87
            del buf91
            del buf93
            buf97 = empty_strided_cuda((10, 32), (32, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_29.run(arg46_1, buf97, 320, stream=stream0)
            del arg46_1
            buf98 = empty_strided_cuda((10, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_30.run(arg47_1, buf98, 10, stream=stream0)
            del arg47_1
            buf99 = empty_strided_cuda((s77, 10), (10, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear, input_3, mean_3], Original ATen: [aten._to_copy, aten.hardswish, aten.mean, aten.t, aten.addmm]
            extern_kernels.addmm(buf98, buf96, reinterpret_tensor(buf97, (32, 10), (1, 32), 0), alpha=1, beta=1, out=buf99)
            del buf96
            del buf97
            del buf98
        return (buf99, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 3, 3, 3), (27, 1, 9, 3), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = 3
    arg3_1 = rand_strided((3, 3, 32, 32), (3072, 1, 96, 3), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((16, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((4, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((16, 4, 1, 1), (4, 1, 4, 4), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((24, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((24, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((24, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((6, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((24, 6, 1, 1), (6, 1, 6, 6), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((24, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((24, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((24, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((6, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((24, 6, 1, 1), (6, 1, 6, 6), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((32, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((32, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((10, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
