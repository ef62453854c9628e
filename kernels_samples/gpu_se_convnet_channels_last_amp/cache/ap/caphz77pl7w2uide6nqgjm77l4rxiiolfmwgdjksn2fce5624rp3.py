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


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/6o/c6ogh7czv4bbmwpntvvze67wiluah7mibyodv3tq2g3w5noiqj6t.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d => convert_element_type_1
# Graph fragment:
#   %primals_1 : Tensor "f32[16, 3, 3, 3][27, 1, 9, 3]cuda:0" = PlaceHolder[target=primals_1]
#   %convert_element_type_1 : Tensor "bf16[16, 3, 3, 3][27, 1, 9, 3]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_1
triton_poi_fused__to_copy_0 = async_compile.triton('triton_poi_fused__to_copy_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/d2/cd25glo7tsbfrkglce6m4vnh4kwrfluequvsphrkouywgtibolsa.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d => convert_element_type_2
# Graph fragment:
#   %primals_4 : Tensor "f32[s77, 3, 32, 32][3072, 1, 96, 3]cuda:0" = PlaceHolder[target=primals_4]
#   %convert_element_type_2 : Tensor "bf16[s77, 3, 32, 32][3072, 1, 96, 3]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_4, torch.bfloat16), kwargs = {})
#   return %convert_element_type_2
triton_poi_fused__to_copy_1 = async_compile.triton('triton_poi_fused__to_copy_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/bj/cbjephqd736q2cgt6gxgli56uvj4gc27yjqppbanzsqzj2is2b6w.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d => convert_element_type, convolution
# Graph fragment:
#   %primals_2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convert_element_type : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128}},
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


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/7x/c7x4kt5qejqkxyd4qg4qo4bqmb2p6bmwb2boscvi5fsonueryclt.py
# Topologically Sorted Source Nodes: [conv2d, hardswish], Original ATen: [aten._to_copy, aten.convolution, aten.hardswish]
# Source node to ATen node mapping:
#   conv2d => convert_element_type, convolution
#   hardswish => add_10, clamp_max, clamp_min, convert_element_type_3, convert_element_type_4, div, mul_4
# Graph fragment:
#   %buf3 : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=buf2]
#   %convolution : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0" = PlaceHolder[target=convolution]
#   %convert_element_type : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %add_10 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_3, 3), kwargs = {})
#   %clamp_min : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_10, 0), kwargs = {})
#   %clamp_max : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, 6), kwargs = {})
#   %mul_4 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_3, %clamp_max), kwargs = {})
#   %div : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_4, 6), kwargs = {})
#   %convert_element_type_4 : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   return %convolution,%convert_element_type_4
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardswish_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 163872}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardswish_3(in_out_ptr0, in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tl.store(in_out_ptr0 + (x2), tmp2, None)
    tl.store(out_ptr0 + (x2), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/xj/cxjxmdb2blhrsiyybiv3ngydwbmail7oko7gu27oymdv65z3mw3y.py
# Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d_1 => convert_element_type_6
# Graph fragment:
#   %primals_5 : Tensor "f32[16, 1, 3, 3][9, 1, 3, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %convert_element_type_6 : Tensor "bf16[16, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_5, torch.bfloat16), kwargs = {})
#   return %convert_element_type_6
triton_poi_fused__to_copy_4 = async_compile.triton('triton_poi_fused__to_copy_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/e2/ce2axtvcrcumodpm75jt4hrac6ogm3drbebxeysjvqw2ivp7lkop.py
# Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_1 => convert_element_type_5, convolution_1
# Graph fragment:
#   %buf8 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=buf8]
#   %buf7 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=buf7]
#   %convert_element_type_5 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_6, torch.bfloat16), kwargs = {})
#   %convolution_1 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_4, %convert_element_type_6, %convert_element_type_5, [2, 2], [1, 1], [1, 1], False, [0, 0], 16), kwargs = {})
#   return %convolution_1
triton_poi_fused__to_copy_convolution_5 = async_compile.triton('triton_poi_fused__to_copy_convolution_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_5(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 16)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ff/cffrqes6emrkt446mag55hielcun7v2g5w3qkimoadtpyp7odkao.py
# Topologically Sorted Source Nodes: [group_norm], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
# Source node to ATen node mapping:
#   group_norm => add_31, clone, convert_element_type_7, rsqrt, var_mean, view
# Graph fragment:
#   %convolution_1 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %buf11 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf11]
#   %convert_element_type_7 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %clone : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_7,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%primals_3, 4, 4, 64]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_31 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_31,), kwargs = {})
#   return %getitem_1,%buf11,%rsqrt
triton_per_fused__to_copy_clone_native_group_norm_6 = async_compile.triton('triton_per_fused__to_copy_clone_native_group_norm_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_native_group_norm_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 8192}}
)
@triton.jit
def triton_per_fused__to_copy_clone_native_group_norm_6(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 256.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x4), tmp22, xmask)
    tl.store(out_ptr0 + (x4), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/kf/ckfc5t5uvxrqagvhtsyajt7zxpzwg442maoxxodg5id2pfkvchb2.py
# Topologically Sorted Source Nodes: [group_norm, y, s, conv2d_2], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_10
#   group_norm => add_32, clone, convert_element_type_7, mul_23, mul_24, sub_6, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, view, view_1
#   s => mean
#   y => add_50, clamp_max_1, clamp_min_1, div_1, mul_35
# Graph fragment:
#   %convolution_1 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_8]
#   %add_32 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=add_32]
#   %buf15 : Tensor "f32[s77, 16, 1, 1][16, 1, 16*s77, 16*s77]cuda:0" = PlaceHolder[target=buf15]
#   %convert_element_type_7 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %clone : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_7,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%primals_3, 4, 4, 64]), kwargs = {})
#   %sub_6 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %mul_23 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_23, [%primals_3, 16, 8, 8]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %mul_24 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_2), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %add_32 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_24, %unsqueeze_5), kwargs = {})
#   %add_50 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_50, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_35 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_35, 6), kwargs = {})
#   %mean : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean, torch.bfloat16), kwargs = {})
#   return %add_32,%buf15,%convert_element_type_10
triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_7 = async_compile.triton('triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 41472, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp2 = tl.load(in_ptr1 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tmp3 * tmp4
    tmp7 = tmp5 * tmp6
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1, 1], 3.0, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = triton_helpers.maximum(tmp11, tmp12)
    tmp14 = tl.full([1, 1], 6.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tmp16 = tmp9 * tmp15
    tmp17 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tl.full([1, 1], 64.0, tl.float32)
    tmp24 = (tmp22 / tmp23)
    tmp25 = tmp24.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 1024*x1), tmp9, xmask)
    tl.store(out_ptr2 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/57/c57zwe3bikopjvcb36njwo4ewku3wcvqx62bfojgffblkqmeep53.py
# Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_9
# Graph fragment:
#   %primals_9 : Tensor "f32[4, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=primals_9]
#   %convert_element_type_9 : Tensor "bf16[4, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_9, torch.bfloat16), kwargs = {})
#   return %convert_element_type_9
triton_poi_fused__to_copy_8 = async_compile.triton('triton_poi_fused__to_copy_8', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/bp/cbpud5oeryqshfwvpucmstb2vvoa3luynxk555hzvald5ejtlpgu.py
# Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_8, convolution_2
# Graph fragment:
#   %primals_10 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=primals_10]
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_10, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf18
triton_poi_fused__to_copy_convolution_9 = async_compile.triton('triton_poi_fused__to_copy_convolution_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/gu/cguj7bgip7irokslf7lvqu5dn4asv4rgbrasa6txu7hlcsm4nlp6.py
# Topologically Sorted Source Nodes: [conv2d_2, relu], Original ATen: [aten._to_copy, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   conv2d_2 => convert_element_type_8, convolution_2
#   relu => relu
# Graph fragment:
#   %buf19 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0" = PlaceHolder[target=buf19]
#   %buf18 : Tensor "bf16[4][1]cuda:0" = PlaceHolder[target=buf18]
#   %convert_element_type_8 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_10, torch.bfloat16), kwargs = {})
#   %convolution_2 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_10, %convert_element_type_9, %convert_element_type_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_2,), kwargs = {})
#   return %relu
triton_poi_fused__to_copy_convolution_relu_10 = async_compile.triton('triton_poi_fused__to_copy_convolution_relu_10', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_relu_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 104}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_relu_10(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/rv/crv6eb3cihhd4o2m6cqrd55idaabzsjk52ysdxzvsqj7psxkxsvq.py
# Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_3 => convert_element_type_11, convolution_3
# Graph fragment:
#   %buf23 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf23]
#   %buf22 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=buf22]
#   %convert_element_type_11 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_12, torch.bfloat16), kwargs = {})
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %convert_element_type_12, %convert_element_type_11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_3
triton_poi_fused__to_copy_convolution_11 = async_compile.triton('triton_poi_fused__to_copy_convolution_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_11(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 16)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/iz/ciz6dhmrx6lh7dpwrorih6htyqfl5q7fuqwdq66gy6elfr4nxzrz.py
# Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d_4 => convert_element_type_16
# Graph fragment:
#   %primals_13 : Tensor "f32[24, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=primals_13]
#   %convert_element_type_16 : Tensor "bf16[24, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_13, torch.bfloat16), kwargs = {})
#   return %convert_element_type_16
triton_poi_fused__to_copy_12 = async_compile.triton('triton_poi_fused__to_copy_12', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/3i/c3irvozmmloe3g2zschys3vkndbuo45rser4b5buv5dvjzk4k42b.py
# Topologically Sorted Source Nodes: [y, hardsigmoid, mul, conv2d_4], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_4 => convert_element_type_15, convert_element_type_17, convolution_4
#   hardsigmoid => add_86, clamp_max_2, clamp_min_2, convert_element_type_13, convert_element_type_14, div_2
#   mul => mul_55
#   y => add_50, clamp_max_1, clamp_min_1, div_1, mul_35
# Graph fragment:
#   %add_32 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=add_32]
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=convolution_3]
#   %convert_element_type_17 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=convert_element_type_17]
#   %add_50 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_50, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_35 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_35, 6), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %add_86 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_13, 3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_86, 0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 6), kwargs = {})
#   %div_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_2, 6), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_2, torch.bfloat16), kwargs = {})
#   %mul_55 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %convert_element_type_14), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_14, torch.bfloat16), kwargs = {})
#   %convert_element_type_17 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_55, torch.bfloat16), kwargs = {})
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_17, %convert_element_type_16, %convert_element_type_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convert_element_type_17,%buf28
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_13 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 32896, 'x': 16384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_13(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp1 = tl.full([1, 1], 3.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl.full([1, 1], 6.0, tl.float32)
    tmp6 = triton_helpers.minimum(tmp4, tmp5)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp11 + tmp1
    tmp13 = triton_helpers.maximum(tmp12, tmp3)
    tmp14 = triton_helpers.minimum(tmp13, tmp5)
    tmp15 = tmp14 * tmp8
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp9 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tl.store(out_ptr0 + (x2 + 64*y3), tmp19, xmask & ymask)
    tl.store(out_ptr1 + (y0 + 16*x2 + 1024*y1), tmp19, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/zf/czfnz4wt2c3tqle2oz5nfdp5swexq4jvqulidszkyy3qd3sdatkb.py
# Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_4 => convert_element_type_15, convolution_4
# Graph fragment:
#   %primals_14 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_14]
#   %convert_element_type_15 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_14, torch.bfloat16), kwargs = {})
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_17, %convert_element_type_16, %convert_element_type_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf27
triton_poi_fused__to_copy_convolution_14 = async_compile.triton('triton_poi_fused__to_copy_convolution_14', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_14(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 24
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/qq/cqqyfd5vyxt4wwmuiuyqzjdt2jxy5rs27xlxwv4xifyjwtzlngpr.py
# Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_4 => convert_element_type_15, convolution_4
# Graph fragment:
#   %buf29 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=buf29]
#   %buf27 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf27]
#   %convert_element_type_15 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_14, torch.bfloat16), kwargs = {})
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_17, %convert_element_type_16, %convert_element_type_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_4
triton_poi_fused__to_copy_convolution_15 = async_compile.triton('triton_poi_fused__to_copy_convolution_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_15(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/lq/clq6goct5kp7ewfuratzhgin6345ad2rsvkenhx5igcblyychb3m.py
# Topologically Sorted Source Nodes: [y_1], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
# Source node to ATen node mapping:
#   y_1 => add_117, clone_1, convert_element_type_18, rsqrt_1, var_mean_1, view_2
# Graph fragment:
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_4]
#   %buf32 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf32]
#   %convert_element_type_18 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %clone_1 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_18,), kwargs = {memory_format: torch.contiguous_format})
#   %view_2 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_1, [%primals_3, 4, 6, 64]), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_2, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_117 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_117,), kwargs = {})
#   return %getitem_3,%buf32,%rsqrt_1
triton_per_fused__to_copy_clone_native_group_norm_16 = async_compile.triton('triton_per_fused__to_copy_clone_native_group_norm_16', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_native_group_norm_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 12288}}
)
@triton.jit
def triton_per_fused__to_copy_clone_native_group_norm_16(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(r0_mask & xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 384, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 384.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x4), tmp22, xmask)
    tl.store(out_ptr0 + (x4), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/c7/cc77yoxju5c2jtdlqkdaj6yvao3lkjscifpwelo3mknf2psq2gyt.py
# Topologically Sorted Source Nodes: [y_1, conv2d_5, add, input_1, conv2d_6, conv2d_10], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.convolution, aten.add, aten.hardswish]
# Source node to ATen node mapping:
#   add => add_141
#   conv2d_10 => convert_element_type_36, convolution_10
#   conv2d_5 => convert_element_type_19, convolution_5
#   conv2d_6 => convert_element_type_21, convert_element_type_23, convolution_6
#   input_1 => add_147, clamp_max_3, clamp_min_3, div_3, mul_92
#   y_1 => add_118, clone_1, convert_element_type_18, mul_76, mul_77, sub_25, unsqueeze_10, unsqueeze_11, unsqueeze_6, unsqueeze_7, unsqueeze_8, unsqueeze_9, view_2, view_3
# Graph fragment:
#   %buf37 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=buf37]
#   %buf36 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf36]
#   %convolution_4 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_4]
#   %getitem_3 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_15 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_15]
#   %primals_16 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_16]
#   %convolution_5 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_5]
#   %add_141 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=add_141]
#   %convert_element_type_23 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=convert_element_type_23]
#   %convert_element_type_18 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %clone_1 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_18,), kwargs = {memory_format: torch.contiguous_format})
#   %view_2 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_1, [%primals_3, 4, 6, 64]), kwargs = {})
#   %sub_25 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_2, %getitem_3), kwargs = {})
#   %mul_76 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_25, %rsqrt_1), kwargs = {})
#   %view_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_76, [%primals_3, 24, 8, 8]), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_15, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 3), kwargs = {})
#   %mul_77 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %unsqueeze_8), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_16, 0), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 2), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 3), kwargs = {})
#   %add_118 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_77, %unsqueeze_11), kwargs = {})
#   %convert_element_type_19 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_18, torch.bfloat16), kwargs = {})
#   %convolution_5 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_4, %convert_element_type_20, %convert_element_type_19, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_141 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_118, %convolution_5), kwargs = {})
#   %add_147 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_141, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_147, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_92 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_141, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_92, 6), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_20, torch.bfloat16), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_3, torch.bfloat16), kwargs = {})
#   %convolution_6 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_23, %convert_element_type_22, %convert_element_type_21, [1, 1], [1, 1], [1, 1], False, [0, 0], 24), kwargs = {})
#   %convert_element_type_36 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_32, torch.bfloat16), kwargs = {})
#   %convolution_10 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_23, %convert_element_type_37, %convert_element_type_36, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_5,%add_141,%convert_element_type_23,%buf43,%buf73
triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17 = async_compile.triton('triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'out_ptr3': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 98672, 'x': 24576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr2, out_ptr3, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (y0 + 24*x2 + 1536*y1), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (y0 + 24*x2 + 1536*y1), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (y3 // 6), ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (y3 // 6), ymask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr4 + (y0), ymask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr5 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp3.to(tl.float32)
    tmp6 = tmp4 - tmp5
    tmp8 = tmp6 * tmp7
    tmp10 = tmp8 * tmp9
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2.to(tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tl.full([1, 1], 3.0, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tl.full([1, 1], 0.0, tl.float32)
    tmp18 = triton_helpers.maximum(tmp16, tmp17)
    tmp19 = tl.full([1, 1], 6.0, tl.float32)
    tmp20 = triton_helpers.minimum(tmp18, tmp19)
    tmp21 = tmp14 * tmp20
    tmp22 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 24*x2 + 1536*y1), tmp2, xmask & ymask)
    tl.store(out_ptr1 + (x2 + 64*y3), tmp24, xmask & ymask)
    tl.store(out_ptr2 + (y0 + 24*x2 + 1536*y1), tmp24, xmask & ymask)
    tl.store(out_ptr3 + (y0 + 24*x2 + 1536*y1), tmp24, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/bz/cbz756bmn7bgnvhfbquemi6ybgtvuqy45jyuacgj7ly4fq3n27wj.py
# Topologically Sorted Source Nodes: [conv2d_6], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d_6 => convert_element_type_22
# Graph fragment:
#   %primals_19 : Tensor "f32[24, 1, 3, 3][9, 1, 3, 1]cuda:0" = PlaceHolder[target=primals_19]
#   %convert_element_type_22 : Tensor "bf16[24, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_19, torch.bfloat16), kwargs = {})
#   return %convert_element_type_22
triton_poi_fused__to_copy_18 = async_compile.triton('triton_poi_fused__to_copy_18', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_18(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/qk/cqkiyk2sro26nhfx3uidaryn3joudwkb64c3mk7ncr4rvw7kzcqm.py
# Topologically Sorted Source Nodes: [group_norm_2, y_2, s_1, conv2d_7], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   conv2d_7 => convert_element_type_27
#   group_norm_2 => add_174, clone_2, convert_element_type_24, mul_113, mul_114, sub_38, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, view_4, view_5
#   s_1 => mean_1
#   y_2 => add_192, clamp_max_4, clamp_min_4, div_4, mul_125
# Graph fragment:
#   %convolution_6 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_6]
#   %getitem_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %rsqrt_2 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_21 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_21]
#   %primals_22 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_22]
#   %add_174 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=add_174]
#   %buf51 : Tensor "f32[s77, 24, 1, 1][24, 1, 24*s77, 24*s77]cuda:0" = PlaceHolder[target=buf51]
#   %convert_element_type_24 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %clone_2 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_24,), kwargs = {memory_format: torch.contiguous_format})
#   %view_4 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [%primals_3, 4, 6, 64]), kwargs = {})
#   %sub_38 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %getitem_5), kwargs = {})
#   %mul_113 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_38, %rsqrt_2), kwargs = {})
#   %view_5 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_113, [%primals_3, 24, 8, 8]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_21, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %mul_114 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_5, %unsqueeze_14), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_22, 0), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 2), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 3), kwargs = {})
#   %add_174 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_114, %unsqueeze_17), kwargs = {})
#   %add_192 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_174, 3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_192, 0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6), kwargs = {})
#   %mul_125 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_174, %clamp_max_4), kwargs = {})
#   %div_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_125, 6), kwargs = {})
#   %mean_1 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_4, [2, 3], True), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_1, torch.bfloat16), kwargs = {})
#   return %add_174,%buf51,%convert_element_type_27
triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_19 = async_compile.triton('triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 62144, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = (xindex % 24)
    x1 = xindex // 24
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_2 + 1536*x1), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tmp3 * tmp4
    tmp7 = tmp5 * tmp6
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1, 1], 3.0, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = triton_helpers.maximum(tmp11, tmp12)
    tmp14 = tl.full([1, 1], 6.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tmp16 = tmp9 * tmp15
    tmp17 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tl.full([1, 1], 64.0, tl.float32)
    tmp24 = (tmp22 / tmp23)
    tmp25 = tmp24.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 24*r0_2 + 1536*x1), tmp9, xmask)
    tl.store(out_ptr2 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/zq/czqhwrlm5j3lj4rduyus6z57dzu324wbuxv44xdrxs7horby7o4i.py
# Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_7 => convert_element_type_25, convolution_7
# Graph fragment:
#   %primals_24 : Tensor "f32[6][1]cuda:0" = PlaceHolder[target=primals_24]
#   %convert_element_type_25 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_24, torch.bfloat16), kwargs = {})
#   %convolution_7 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_27, %convert_element_type_26, %convert_element_type_25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf54
triton_poi_fused__to_copy_convolution_20 = async_compile.triton('triton_poi_fused__to_copy_convolution_20', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ls/clsij5zxgtwczf3yz5i5ubhwlr33tkcv4qxbl4xibffgyv6otlto.py
# Topologically Sorted Source Nodes: [conv2d_7, relu_1], Original ATen: [aten._to_copy, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   conv2d_7 => convert_element_type_25, convolution_7
#   relu_1 => relu_1
# Graph fragment:
#   %buf55 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0" = PlaceHolder[target=buf55]
#   %buf54 : Tensor "bf16[6][1]cuda:0" = PlaceHolder[target=buf54]
#   %convert_element_type_25 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_24, torch.bfloat16), kwargs = {})
#   %convolution_7 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_27, %convert_element_type_26, %convert_element_type_25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_7,), kwargs = {})
#   return %relu_1
triton_poi_fused__to_copy_convolution_relu_21 = async_compile.triton('triton_poi_fused__to_copy_convolution_relu_21', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_relu_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 156}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_relu_21(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ii/ciirnwnqleiiiszzqrng3av3ecud44cr3um6tawlt2hegin34w7x.py
# Topologically Sorted Source Nodes: [conv2d_8], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_8 => convert_element_type_28, convolution_8
# Graph fragment:
#   %buf59 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=buf59]
#   %buf58 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf58]
#   %convert_element_type_28 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_26, torch.bfloat16), kwargs = {})
#   %convolution_8 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %convert_element_type_29, %convert_element_type_28, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_8
triton_poi_fused__to_copy_convolution_22 = async_compile.triton('triton_poi_fused__to_copy_convolution_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_22', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 624}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_22(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/sk/csktu3tsm2uwd5w2vnbvdkcgtagiyirzkojzsvh3l2thywozzx5j.py
# Topologically Sorted Source Nodes: [conv2d_9], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d_9 => convert_element_type_33
# Graph fragment:
#   %primals_27 : Tensor "f32[24, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=primals_27]
#   %convert_element_type_33 : Tensor "bf16[24, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_27, torch.bfloat16), kwargs = {})
#   return %convert_element_type_33
triton_poi_fused__to_copy_23 = async_compile.triton('triton_poi_fused__to_copy_23', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_23', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_23(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/kf/ckfwhrki4mo2svbikdqfx2lfdka6kgctqxuscpo4nph462o452xu.py
# Topologically Sorted Source Nodes: [y_2, hardsigmoid_1, mul_1, conv2d_9], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_9 => convert_element_type_32, convert_element_type_34, convolution_9
#   hardsigmoid_1 => add_228, clamp_max_5, clamp_min_5, convert_element_type_30, convert_element_type_31, div_5
#   mul_1 => mul_145
#   y_2 => add_192, clamp_max_4, clamp_min_4, div_4, mul_125
# Graph fragment:
#   %add_174 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=add_174]
#   %convolution_8 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=convolution_8]
#   %convert_element_type_34 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=convert_element_type_34]
#   %add_192 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_174, 3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_192, 0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6), kwargs = {})
#   %mul_125 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_174, %clamp_max_4), kwargs = {})
#   %div_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_125, 6), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_8, torch.float32), kwargs = {})
#   %add_228 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_30, 3), kwargs = {})
#   %clamp_min_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_228, 0), kwargs = {})
#   %clamp_max_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_5, 6), kwargs = {})
#   %div_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_5, 6), kwargs = {})
#   %convert_element_type_31 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_5, torch.bfloat16), kwargs = {})
#   %mul_145 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %convert_element_type_31), kwargs = {})
#   %convert_element_type_32 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_28, torch.bfloat16), kwargs = {})
#   %convert_element_type_34 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_145, torch.bfloat16), kwargs = {})
#   %convolution_9 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_34, %convert_element_type_33, %convert_element_type_32, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convert_element_type_34,%buf64
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_24 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_24', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 49344, 'x': 24576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_24(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (y0 + 24*x2 + 1536*y1), xmask & ymask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (y3), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 3.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl.full([1, 1], 6.0, tl.float32)
    tmp6 = triton_helpers.minimum(tmp4, tmp5)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp11 + tmp1
    tmp13 = triton_helpers.maximum(tmp12, tmp3)
    tmp14 = triton_helpers.minimum(tmp13, tmp5)
    tmp15 = tmp14 * tmp8
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp9 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tl.store(out_ptr0 + (x2 + 64*y3), tmp19, xmask & ymask)
    tl.store(out_ptr1 + (y0 + 24*x2 + 1536*y1), tmp19, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/yo/cyo3atcyw5xiwotlv7kze7sgjkrpzbbrzbum7ecpgjbtbbugw2bf.py
# Topologically Sorted Source Nodes: [conv2d_11], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_11 => convert_element_type_39, convolution_11
# Graph fragment:
#   %buf81 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=buf81]
#   %buf79 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=buf79]
#   %convert_element_type_39 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_34, torch.bfloat16), kwargs = {})
#   %convolution_11 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_41, %convert_element_type_40, %convert_element_type_39, [2, 2], [1, 1], [1, 1], False, [0, 0], 24), kwargs = {})
#   return %convolution_11
triton_poi_fused__to_copy_convolution_25 = async_compile.triton('triton_poi_fused__to_copy_convolution_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_25', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9264}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_25(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/do/cdop3glsruhckpdilsh3bv3d2h2bog7iee5t7iqpjqxjwv6huotj.py
# Topologically Sorted Source Nodes: [group_norm_4], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
# Source node to ATen node mapping:
#   group_norm_4 => add_320, clone_4, convert_element_type_42, rsqrt_4, var_mean_4, view_8
# Graph fragment:
#   %convolution_11 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=convolution_11]
#   %buf84 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf84]
#   %convert_element_type_42 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %clone_4 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_42,), kwargs = {memory_format: torch.contiguous_format})
#   %view_8 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%primals_3, 4, 6, 16]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_8, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_320 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_320,), kwargs = {})
#   return %getitem_9,%buf84,%rsqrt_4
triton_per_fused__to_copy_clone_native_group_norm_26 = async_compile.triton('triton_per_fused__to_copy_clone_native_group_norm_26', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_native_group_norm_26', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 3072}}
)
@triton.jit
def triton_per_fused__to_copy_clone_native_group_norm_26(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = (r0_index % 6)
    r0_3 = r0_index // 6
    x0 = (xindex % 4)
    x1 = xindex // 4
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 6*x0 + 24*r0_3 + 384*x1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(r0_mask & xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 96, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 96.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x4), tmp22, xmask)
    tl.store(out_ptr0 + (x4), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/q5/cq5wjbfnhiugh5p3dcnlslqmfkzylci5nrfl2wdno56uiv2pluja.py
# Topologically Sorted Source Nodes: [group_norm_4, y_4, s_2, conv2d_12], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   conv2d_12 => convert_element_type_45
#   group_norm_4 => add_321, clone_4, convert_element_type_42, mul_205, mul_206, sub_71, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, view_8, view_9
#   s_2 => mean_2
#   y_4 => add_339, clamp_max_7, clamp_min_7, div_7, mul_217
# Graph fragment:
#   %convolution_11 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=convolution_11]
#   %getitem_9 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_4 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_35 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_35]
#   %primals_36 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_36]
#   %add_321 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=add_321]
#   %buf88 : Tensor "f32[s77, 24, 1, 1][24, 1, 24*s77, 24*s77]cuda:0" = PlaceHolder[target=buf88]
#   %convert_element_type_42 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %clone_4 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_42,), kwargs = {memory_format: torch.contiguous_format})
#   %view_8 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%primals_3, 4, 6, 16]), kwargs = {})
#   %sub_71 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_8, %getitem_9), kwargs = {})
#   %mul_205 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_71, %rsqrt_4), kwargs = {})
#   %view_9 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_205, [%primals_3, 24, 4, 4]), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_35, 0), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, 2), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_25, 3), kwargs = {})
#   %mul_206 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %unsqueeze_26), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_36, 0), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_27, 2), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, 3), kwargs = {})
#   %add_321 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_206, %unsqueeze_29), kwargs = {})
#   %add_339 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_321, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_339, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %mul_217 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_321, %clamp_max_7), kwargs = {})
#   %div_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_217, 6), kwargs = {})
#   %mean_2 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_7, [2, 3], True), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_2, torch.bfloat16), kwargs = {})
#   return %add_321,%buf88,%convert_element_type_45
triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_27 = async_compile.triton('triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_27', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_27', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16064, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_27(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = (xindex % 24)
    x1 = xindex // 24
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_2 + 384*x1), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tmp3 * tmp4
    tmp7 = tmp5 * tmp6
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full([1, 1], 3.0, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = triton_helpers.maximum(tmp11, tmp12)
    tmp14 = tl.full([1, 1], 6.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tmp16 = tmp9 * tmp15
    tmp17 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tl.full([1, 1], 16.0, tl.float32)
    tmp24 = (tmp22 / tmp23)
    tmp25 = tmp24.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 24*r0_2 + 384*x1), tmp9, xmask)
    tl.store(out_ptr2 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/tw/ctw6i3ar75c3movbgv6krlz5q3y2l3egrbq6k6zzyhanujwrqr6x.py
# Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d_14 => convert_element_type_51
# Graph fragment:
#   %primals_41 : Tensor "f32[32, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=primals_41]
#   %convert_element_type_51 : Tensor "bf16[32, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_41, torch.bfloat16), kwargs = {})
#   return %convert_element_type_51
triton_poi_fused__to_copy_28 = async_compile.triton('triton_poi_fused__to_copy_28', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_28', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_28(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ei/ceik72xnd4s6id466iq7sqdwxufgw2oitrfrf4bvspg6ljuhtmp7.py
# Topologically Sorted Source Nodes: [y_4, hardsigmoid_2, mul_2, conv2d_14], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_14 => convert_element_type_50, convert_element_type_52, convolution_14
#   hardsigmoid_2 => add_375, clamp_max_8, clamp_min_8, convert_element_type_48, convert_element_type_49, div_8
#   mul_2 => mul_237
#   y_4 => add_339, clamp_max_7, clamp_min_7, div_7, mul_217
# Graph fragment:
#   %add_321 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=add_321]
#   %convolution_13 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=convolution_13]
#   %convert_element_type_52 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0" = PlaceHolder[target=convert_element_type_52]
#   %add_339 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_321, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_339, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %mul_217 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_321, %clamp_max_7), kwargs = {})
#   %div_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_217, 6), kwargs = {})
#   %convert_element_type_48 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %add_375 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_48, 3), kwargs = {})
#   %clamp_min_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_375, 0), kwargs = {})
#   %clamp_max_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_8, 6), kwargs = {})
#   %div_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_8, 6), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_8, torch.bfloat16), kwargs = {})
#   %mul_237 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_7, %convert_element_type_49), kwargs = {})
#   %convert_element_type_50 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_42, torch.bfloat16), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_237, torch.bfloat16), kwargs = {})
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_52, %convert_element_type_51, %convert_element_type_50, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convert_element_type_52,%buf101
triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_29 = async_compile.triton('triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_29', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 12480, 'x': 6144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_29(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 16
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
    tmp0 = tl.load(in_ptr0 + (y0 + 24*x2 + 384*y1), xmask & ymask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (y3), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 3.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl.full([1, 1], 6.0, tl.float32)
    tmp6 = triton_helpers.minimum(tmp4, tmp5)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp11 + tmp1
    tmp13 = triton_helpers.maximum(tmp12, tmp3)
    tmp14 = triton_helpers.minimum(tmp13, tmp5)
    tmp15 = tmp14 * tmp8
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp9 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tl.store(out_ptr0 + (x2 + 16*y3), tmp19, xmask & ymask)
    tl.store(out_ptr1 + (y0 + 24*x2 + 384*y1), tmp19, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/e5/ce5m2fy3ahhn4kvxocoockkqm6gvbrn4eu4nomfcv7arti4ikvyu.py
# Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_14 => convert_element_type_50, convolution_14
# Graph fragment:
#   %primals_42 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_42]
#   %convert_element_type_50 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_42, torch.bfloat16), kwargs = {})
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_52, %convert_element_type_51, %convert_element_type_50, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf100
triton_poi_fused__to_copy_convolution_30 = async_compile.triton('triton_poi_fused__to_copy_convolution_30', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_30', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_30(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/eh/cehf7rksg2jl6nu772ih5blxmhaczbbq2n4u2triwzmw7pzzcumj.py
# Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_14 => convert_element_type_50, convolution_14
# Graph fragment:
#   %buf102 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=buf102]
#   %buf100 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=buf100]
#   %convert_element_type_50 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_42, torch.bfloat16), kwargs = {})
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_52, %convert_element_type_51, %convert_element_type_50, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_14
triton_poi_fused__to_copy_convolution_31 = async_compile.triton('triton_poi_fused__to_copy_convolution_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_31', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12352}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_31(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 32)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/xu/cxuyhfir5xoacem34l5sqa3dxj5kkg36twszt7pyz77tyya7ia7u.py
# Topologically Sorted Source Nodes: [y_5], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
# Source node to ATen node mapping:
#   y_5 => add_406, clone_5, convert_element_type_53, rsqrt_5, var_mean_5, view_10
# Graph fragment:
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=convolution_14]
#   %buf105 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf105]
#   %convert_element_type_53 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %clone_5 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_53,), kwargs = {memory_format: torch.contiguous_format})
#   %view_10 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%primals_3, 4, 8, 16]), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_10, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_406 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_10, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_406,), kwargs = {})
#   return %getitem_11,%buf105,%rsqrt_5
triton_per_fused__to_copy_clone_native_group_norm_32 = async_compile.triton('triton_per_fused__to_copy_clone_native_group_norm_32', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_native_group_norm_32', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 4096}}
)
@triton.jit
def triton_per_fused__to_copy_clone_native_group_norm_32(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 128, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 128.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x4), tmp22, xmask)
    tl.store(out_ptr0 + (x4), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/nz/cnzji762wosq27gr6rl4guweypwrkr5d32bfdefmf7b37qub7776.py
# Topologically Sorted Source Nodes: [y_5, conv2d_15, add_2, input_3, mean_3, linear], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.convolution, aten.add, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   add_2 => add_435
#   conv2d_15 => convert_element_type_54, convolution_15
#   input_3 => add_441, clamp_max_9, clamp_min_9, div_9, mul_276
#   linear => convert_element_type_59
#   mean_3 => mean_3
#   y_5 => add_407, clone_5, convert_element_type_53, mul_258, mul_259, sub_90, unsqueeze_30, unsqueeze_31, unsqueeze_32, unsqueeze_33, unsqueeze_34, unsqueeze_35, view_10, view_11
# Graph fragment:
#   %buf111 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=buf111]
#   %buf109 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=buf109]
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=convolution_14]
#   %getitem_11 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %rsqrt_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_5]
#   %primals_43 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_43]
#   %primals_44 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_44]
#   %convolution_15 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=convolution_15]
#   %add_435 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=add_435]
#   %buf114 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf114]
#   %convert_element_type_53 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %clone_5 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_53,), kwargs = {memory_format: torch.contiguous_format})
#   %view_10 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%primals_3, 4, 8, 16]), kwargs = {})
#   %sub_90 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_10, %getitem_11), kwargs = {})
#   %mul_258 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_90, %rsqrt_5), kwargs = {})
#   %view_11 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_258, [%primals_3, 32, 4, 4]), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_43, 0), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, 2), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_31, 3), kwargs = {})
#   %mul_259 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, %unsqueeze_32), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_44, 0), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_33, 2), kwargs = {})
#   %unsqueeze_35 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_34, 3), kwargs = {})
#   %add_407 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_259, %unsqueeze_35), kwargs = {})
#   %convert_element_type_54 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_46, torch.bfloat16), kwargs = {})
#   %convolution_15 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_41, %convert_element_type_55, %convert_element_type_54, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_435 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_407, %convolution_15), kwargs = {})
#   %add_441 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_435, 3), kwargs = {})
#   %clamp_min_9 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_441, 0), kwargs = {})
#   %clamp_max_9 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_9, 6), kwargs = {})
#   %mul_276 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_435, %clamp_max_9), kwargs = {})
#   %div_9 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_276, 6), kwargs = {})
#   %mean_3 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_9, [2, 3]), kwargs = {})
#   %convert_element_type_59 : Tensor "bf16[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mean_3, torch.bfloat16), kwargs = {})
#   return %convolution_15,%add_435,%buf114,%convert_element_type_59
triton_per_fused__to_copy_add_clone_convolution_hardswish_mean_native_group_norm_33 = async_compile.triton('triton_per_fused__to_copy_add_clone_convolution_hardswish_mean_native_group_norm_33', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_clone_convolution_hardswish_mean_native_group_norm_33', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17344, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_add_clone_convolution_hardswish_mean_native_group_norm_33(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (x0 + 32*r0_2 + 512*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x0 + 32*r0_2 + 512*x1), xmask, other=0.0).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (x3 // 8), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (x3 // 8), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp3.to(tl.float32)
    tmp6 = tmp4 - tmp5
    tmp8 = tmp6 * tmp7
    tmp10 = tmp8 * tmp9
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2.to(tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tl.full([1, 1], 3.0, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tl.full([1, 1], 0.0, tl.float32)
    tmp18 = triton_helpers.maximum(tmp16, tmp17)
    tmp19 = tl.full([1, 1], 6.0, tl.float32)
    tmp20 = triton_helpers.minimum(tmp18, tmp19)
    tmp21 = tmp14 * tmp20
    tmp22 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(xmask, tmp24, 0)
    tmp27 = tl.sum(tmp26, 1)[:, None].to(tl.float32)
    tmp28 = tl.full([1, 1], 16.0, tl.float32)
    tmp29 = (tmp27 / tmp28)
    tmp30 = tmp29.to(tl.float32)
    tl.store(in_out_ptr0 + (x0 + 32*r0_2 + 512*x1), tmp2, xmask)
    tl.store(out_ptr2 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/fj/cfjsdwma5cr7rnq74qi2ckvr3r2oco5omfxssga6vrdubuh5spop.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_58
# Graph fragment:
#   %primals_47 : Tensor "f32[10, 32][32, 1]cuda:0" = PlaceHolder[target=primals_47]
#   %convert_element_type_58 : Tensor "bf16[10, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_47, torch.bfloat16), kwargs = {})
#   return %convert_element_type_58
triton_poi_fused__to_copy_34 = async_compile.triton('triton_poi_fused__to_copy_34', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_34', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2560}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_34(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 320
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ky/cky6jgpilqyoeubtlzdsu6x2o5fbudyqut52txd4pizgtxjyewzv.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_57
# Graph fragment:
#   %primals_48 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=primals_48]
#   %convert_element_type_57 : Tensor "bf16[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_48, torch.bfloat16), kwargs = {})
#   return %convert_element_type_57
triton_poi_fused__to_copy_35 = async_compile.triton('triton_poi_fused__to_copy_35', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_35', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 80}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_35(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48 = args
        args.clear()
        s77 = primals_3
        assert_size_stride(primals_1, (16, 3, 3, 3), (27, 1, 9, 3))
        assert_size_stride(primals_2, (16, ), (1, ))
        assert_size_stride(primals_4, (s77, 3, 32, 32), (3072, 1, 96, 3))
        assert_size_stride(primals_5, (16, 1, 3, 3), (9, 1, 3, 1))
        assert_size_stride(primals_6, (16, ), (1, ))
        assert_size_stride(primals_7, (16, ), (1, ))
        assert_size_stride(primals_8, (16, ), (1, ))
        assert_size_stride(primals_9, (4, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_10, (4, ), (1, ))
        assert_size_stride(primals_11, (16, 4, 1, 1), (4, 1, 4, 4))
        assert_size_stride(primals_12, (16, ), (1, ))
        assert_size_stride(primals_13, (24, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_14, (24, ), (1, ))
        assert_size_stride(primals_15, (24, ), (1, ))
        assert_size_stride(primals_16, (24, ), (1, ))
        assert_size_stride(primals_17, (24, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_18, (24, ), (1, ))
        assert_size_stride(primals_19, (24, 1, 3, 3), (9, 1, 3, 1))
        assert_size_stride(primals_20, (24, ), (1, ))
        assert_size_stride(primals_21, (24, ), (1, ))
        assert_size_stride(primals_22, (24, ), (1, ))
        assert_size_stride(primals_23, (6, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(primals_24, (6, ), (1, ))
        assert_size_stride(primals_25, (24, 6, 1, 1), (6, 1, 6, 6))
        assert_size_stride(primals_26, (24, ), (1, ))
        assert_size_stride(primals_27, (24, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(primals_28, (24, ), (1, ))
        assert_size_stride(primals_29, (24, ), (1, ))
        assert_size_stride(primals_30, (24, ), (1, ))
        assert_size_stride(primals_31, (24, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(primals_32, (24, ), (1, ))
        assert_size_stride(primals_33, (24, 1, 3, 3), (9, 1, 3, 1))
        assert_size_stride(primals_34, (24, ), (1, ))
        assert_size_stride(primals_35, (24, ), (1, ))
        assert_size_stride(primals_36, (24, ), (1, ))
        assert_size_stride(primals_37, (6, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(primals_38, (6, ), (1, ))
        assert_size_stride(primals_39, (24, 6, 1, 1), (6, 1, 6, 6))
        assert_size_stride(primals_40, (24, ), (1, ))
        assert_size_stride(primals_41, (32, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(primals_42, (32, ), (1, ))
        assert_size_stride(primals_43, (32, ), (1, ))
        assert_size_stride(primals_44, (32, ), (1, ))
        assert_size_stride(primals_45, (32, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(primals_46, (32, ), (1, ))
        assert_size_stride(primals_47, (10, 32), (32, 1))
        assert_size_stride(primals_48, (10, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((16, 3, 3, 3), (27, 1, 9, 3), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_0.run(primals_1, buf0, 432, stream=stream0)
            del primals_1
            buf1 = empty_strided_cuda((s77, 3, 32, 32), (3072, 1, 96, 3), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy]
            triton_poi_fused__to_copy_1_xnumel = 3072*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(primals_4, buf1, triton_poi_fused__to_copy_1_xnumel, stream=stream0)
            del primals_4
            buf2 = empty_strided_cuda((16, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(primals_2, buf2, 16, stream=stream0)
            del primals_2
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
            buf3 = extern_kernels.convolution(buf1, buf0, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf3, (s77, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution.default')
            buf4 = buf3; del buf3  # reuse
            buf5 = empty_strided_cuda((s77, 16, 16, 16), (4096, 1, 256, 16), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d, hardswish], Original ATen: [aten._to_copy, aten.convolution, aten.hardswish]
            triton_poi_fused__to_copy_convolution_hardswish_3_xnumel = 4096*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardswish_3.run(buf4, buf2, buf5, triton_poi_fused__to_copy_convolution_hardswish_3_xnumel, stream=stream0)
            buf6 = empty_strided_cuda((16, 1, 3, 3), (9, 1, 3, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_5, buf6, 144, stream=stream0)
            del primals_5
            buf7 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(primals_6, buf7, 16, stream=stream0)
            del primals_6
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy, aten.convolution]
            buf8 = extern_kernels.convolution(buf5, buf6, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16, bias=None)
            assert_size_stride(buf8, (s77, 16, 8, 8), (1024, 1, 128, 16), 'torch.ops.aten.convolution.default')
            buf9 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_5_xnumel = 1024*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_5.run(buf9, buf7, triton_poi_fused__to_copy_convolution_5_xnumel, stream=stream0)
            buf10 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf11 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            buf13 = reinterpret_tensor(buf11, (s77, 4, 1, 1), (4, 1, 1, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [group_norm], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_native_group_norm_6_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_native_group_norm_6.run(buf13, buf9, buf10, triton_per_fused__to_copy_clone_native_group_norm_6_xnumel, 256, stream=stream0)
            buf14 = empty_strided_cuda((s77, 16, 8, 8), (1024, 1, 128, 16), torch.float32)
            buf17 = empty_strided_cuda((s77, 16, 1, 1), (16, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [group_norm, y, s, conv2d_2], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mean]
            triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_7_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_7.run(buf9, buf10, buf13, primals_7, primals_8, buf14, buf17, triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_7_xnumel, 64, stream=stream0)
            buf16 = empty_strided_cuda((4, 16, 1, 1), (16, 1, 16, 16), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(primals_9, buf16, 64, stream=stream0)
            del primals_9
            buf18 = empty_strided_cuda((4, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_9.run(primals_10, buf18, 4, stream=stream0)
            del primals_10
            # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten._to_copy, aten.convolution]
            buf19 = extern_kernels.convolution(buf17, buf16, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf19, (s77, 4, 1, 1), (4, 1, 4, 4), 'torch.ops.aten.convolution.default')
            buf20 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [conv2d_2, relu], Original ATen: [aten._to_copy, aten.convolution, aten.relu]
            triton_poi_fused__to_copy_convolution_relu_10_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_relu_10.run(buf20, buf18, triton_poi_fused__to_copy_convolution_relu_10_xnumel, stream=stream0)
            del buf18
            buf21 = empty_strided_cuda((16, 4, 1, 1), (4, 1, 4, 4), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(primals_11, buf21, 64, stream=stream0)
            del primals_11
            buf22 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(primals_12, buf22, 16, stream=stream0)
            del primals_12
            # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten._to_copy, aten.convolution]
            buf23 = extern_kernels.convolution(buf20, buf21, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf23, (s77, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution.default')
            buf24 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_11_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_11.run(buf24, buf22, triton_poi_fused__to_copy_convolution_11_xnumel, stream=stream0)
            del buf22
            buf25 = empty_strided_cuda((24, 16, 1, 1), (16, 1, 16, 16), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_13, buf25, 384, stream=stream0)
            del primals_13
            buf26 = empty_strided_cuda((s77, 16, 8, 8), (1024, 64, 8, 1), torch.bfloat16)
            buf28 = empty_strided_cuda((s77, 16, 8, 8), (1024, 1, 128, 16), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y, hardsigmoid, mul, conv2d_4], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_13_ynumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_13.run(buf14, buf24, buf26, buf28, triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_13_ynumel, 64, stream=stream0)
            del buf14
            buf27 = empty_strided_cuda((24, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_14.run(primals_14, buf27, 24, stream=stream0)
            del primals_14
            # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten._to_copy, aten.convolution]
            buf29 = extern_kernels.convolution(buf28, buf25, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf29, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution.default')
            del buf28
            buf30 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_15_xnumel = 1536*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_15.run(buf30, buf27, triton_poi_fused__to_copy_convolution_15_xnumel, stream=stream0)
            buf31 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf32 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            buf34 = reinterpret_tensor(buf32, (s77, 4, 1, 1), (4, 1, 1, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [y_1], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_native_group_norm_16_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_native_group_norm_16.run(buf34, buf30, buf31, triton_per_fused__to_copy_clone_native_group_norm_16_xnumel, 384, stream=stream0)
            buf35 = empty_strided_cuda((24, 16, 1, 1), (16, 1, 16, 16), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_17, buf35, 384, stream=stream0)
            del primals_17
            buf36 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_14.run(primals_18, buf36, 24, stream=stream0)
            del primals_18
            # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten._to_copy, aten.convolution]
            buf37 = extern_kernels.convolution(buf5, buf35, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf37, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution.default')
            buf38 = buf37; del buf37  # reuse
            buf41 = empty_strided_cuda((s77, 24, 8, 8), (1536, 64, 8, 1), torch.bfloat16)
            buf43 = empty_strided_cuda((s77, 24, 8, 8), (1536, 1, 192, 24), torch.bfloat16)
            buf73 = empty_strided_cuda((s77, 24, 8, 8), (1536, 1, 192, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_1, conv2d_5, add, input_1, conv2d_6, conv2d_10], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.convolution, aten.add, aten.hardswish]
            triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17_ynumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17.run(buf38, buf36, buf30, buf31, buf34, primals_15, primals_16, buf41, buf43, buf73, triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17_ynumel, 64, stream=stream0)
            buf40 = empty_strided_cuda((24, 1, 3, 3), (9, 1, 3, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_6], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_18.run(primals_19, buf40, 216, stream=stream0)
            del primals_19
            buf42 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [conv2d_6], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_14.run(primals_20, buf42, 24, stream=stream0)
            del primals_20
            # Topologically Sorted Source Nodes: [conv2d_6], Original ATen: [aten._to_copy, aten.convolution]
            buf44 = extern_kernels.convolution(buf43, buf40, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24, bias=None)
            assert_size_stride(buf44, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution.default')
            buf45 = buf44; del buf44  # reuse
            # Topologically Sorted Source Nodes: [conv2d_6], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_15_xnumel = 1536*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_15.run(buf45, buf42, triton_poi_fused__to_copy_convolution_15_xnumel, stream=stream0)
            buf46 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf47 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            buf49 = reinterpret_tensor(buf47, (s77, 4, 1, 1), (4, 1, 1, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [group_norm_2], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_native_group_norm_16_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_native_group_norm_16.run(buf49, buf45, buf46, triton_per_fused__to_copy_clone_native_group_norm_16_xnumel, 384, stream=stream0)
            buf50 = empty_strided_cuda((s77, 24, 8, 8), (1536, 1, 192, 24), torch.float32)
            buf53 = empty_strided_cuda((s77, 24, 1, 1), (24, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [group_norm_2, y_2, s_1, conv2d_7], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mean]
            triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_19_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_19.run(buf45, buf46, buf49, primals_21, primals_22, buf50, buf53, triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_19_xnumel, 64, stream=stream0)
            buf52 = empty_strided_cuda((6, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_23, buf52, 144, stream=stream0)
            del primals_23
            buf54 = empty_strided_cuda((6, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_20.run(primals_24, buf54, 6, stream=stream0)
            del primals_24
            # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten._to_copy, aten.convolution]
            buf55 = extern_kernels.convolution(buf53, buf52, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf55, (s77, 6, 1, 1), (6, 1, 6, 6), 'torch.ops.aten.convolution.default')
            buf56 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [conv2d_7, relu_1], Original ATen: [aten._to_copy, aten.convolution, aten.relu]
            triton_poi_fused__to_copy_convolution_relu_21_xnumel = 6*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_relu_21.run(buf56, buf54, triton_poi_fused__to_copy_convolution_relu_21_xnumel, stream=stream0)
            del buf54
            buf57 = empty_strided_cuda((24, 6, 1, 1), (6, 1, 6, 6), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_8], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_25, buf57, 144, stream=stream0)
            del primals_25
            buf58 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [conv2d_8], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_14.run(primals_26, buf58, 24, stream=stream0)
            del primals_26
            # Topologically Sorted Source Nodes: [conv2d_8], Original ATen: [aten._to_copy, aten.convolution]
            buf59 = extern_kernels.convolution(buf56, buf57, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf59, (s77, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution.default')
            buf60 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [conv2d_8], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_22_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_22.run(buf60, buf58, triton_poi_fused__to_copy_convolution_22_xnumel, stream=stream0)
            buf61 = empty_strided_cuda((24, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_9], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_23.run(primals_27, buf61, 576, stream=stream0)
            del primals_27
            buf62 = reinterpret_tensor(buf43, (s77, 24, 8, 8), (1536, 64, 8, 1), 0); del buf43  # reuse
            buf64 = empty_strided_cuda((s77, 24, 8, 8), (1536, 1, 192, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_2, hardsigmoid_1, mul_1, conv2d_9], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_24_ynumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_24.run(buf50, buf60, buf62, buf64, triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_24_ynumel, 64, stream=stream0)
            del buf50
            buf63 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [conv2d_9], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_14.run(primals_28, buf63, 24, stream=stream0)
            del primals_28
            # Topologically Sorted Source Nodes: [conv2d_9], Original ATen: [aten._to_copy, aten.convolution]
            buf65 = extern_kernels.convolution(buf64, buf61, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf65, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution.default')
            buf66 = buf65; del buf65  # reuse
            # Topologically Sorted Source Nodes: [conv2d_9], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_15_xnumel = 1536*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_15.run(buf66, buf63, triton_poi_fused__to_copy_convolution_15_xnumel, stream=stream0)
            buf67 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf68 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            buf70 = reinterpret_tensor(buf68, (s77, 4, 1, 1), (4, 1, 1, 1), 0); del buf68  # reuse
            # Topologically Sorted Source Nodes: [y_3], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_native_group_norm_16_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_native_group_norm_16.run(buf70, buf66, buf67, triton_per_fused__to_copy_clone_native_group_norm_16_xnumel, 384, stream=stream0)
            buf71 = empty_strided_cuda((24, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_23.run(primals_31, buf71, 576, stream=stream0)
            del primals_31
            buf72 = buf63; del buf63  # reuse
            # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_14.run(primals_32, buf72, 24, stream=stream0)
            del primals_32
            # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten._to_copy, aten.convolution]
            buf74 = extern_kernels.convolution(buf73, buf71, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf74, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution.default')
            buf75 = buf74; del buf74  # reuse
            buf78 = reinterpret_tensor(buf73, (s77, 24, 8, 8), (1536, 64, 8, 1), 0); del buf73  # reuse
            buf80 = buf64; del buf64  # reuse
            buf110 = empty_strided_cuda((s77, 24, 8, 8), (1536, 1, 192, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_3, conv2d_10, add_1, input_2, conv2d_11, conv2d_15], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.convolution, aten.add, aten.hardswish]
            triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17_ynumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17.run(buf75, buf72, buf66, buf67, buf70, primals_29, primals_30, buf78, buf80, buf110, triton_poi_fused__to_copy_add_clone_convolution_hardswish_native_group_norm_17_ynumel, 64, stream=stream0)
            buf77 = empty_strided_cuda((24, 1, 3, 3), (9, 1, 3, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_11], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_18.run(primals_33, buf77, 216, stream=stream0)
            del primals_33
            buf79 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [conv2d_11], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_14.run(primals_34, buf79, 24, stream=stream0)
            del primals_34
            # Topologically Sorted Source Nodes: [conv2d_11], Original ATen: [aten._to_copy, aten.convolution]
            buf81 = extern_kernels.convolution(buf80, buf77, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24, bias=None)
            assert_size_stride(buf81, (s77, 24, 4, 4), (384, 1, 96, 24), 'torch.ops.aten.convolution.default')
            del buf80
            buf82 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [conv2d_11], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_25_xnumel = 384*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_25.run(buf82, buf79, triton_poi_fused__to_copy_convolution_25_xnumel, stream=stream0)
            buf83 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf84 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            buf86 = reinterpret_tensor(buf84, (s77, 4, 1, 1), (4, 1, 1, 1), 0); del buf84  # reuse
            # Topologically Sorted Source Nodes: [group_norm_4], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_native_group_norm_26_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_native_group_norm_26.run(buf86, buf82, buf83, triton_per_fused__to_copy_clone_native_group_norm_26_xnumel, 96, stream=stream0)
            buf87 = empty_strided_cuda((s77, 24, 4, 4), (384, 1, 96, 24), torch.float32)
            buf90 = empty_strided_cuda((s77, 24, 1, 1), (24, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [group_norm_4, y_4, s_2, conv2d_12], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mean]
            triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_27_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_27.run(buf82, buf83, buf86, primals_35, primals_36, buf87, buf90, triton_per_fused__to_copy_clone_hardswish_mean_native_group_norm_27_xnumel, 16, stream=stream0)
            buf89 = empty_strided_cuda((6, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_12], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_37, buf89, 144, stream=stream0)
            del primals_37
            buf91 = empty_strided_cuda((6, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_12], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_20.run(primals_38, buf91, 6, stream=stream0)
            del primals_38
            # Topologically Sorted Source Nodes: [conv2d_12], Original ATen: [aten._to_copy, aten.convolution]
            buf92 = extern_kernels.convolution(buf90, buf89, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf92, (s77, 6, 1, 1), (6, 1, 6, 6), 'torch.ops.aten.convolution.default')
            buf93 = buf92; del buf92  # reuse
            # Topologically Sorted Source Nodes: [conv2d_12, relu_2], Original ATen: [aten._to_copy, aten.convolution, aten.relu]
            triton_poi_fused__to_copy_convolution_relu_21_xnumel = 6*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_relu_21.run(buf93, buf91, triton_poi_fused__to_copy_convolution_relu_21_xnumel, stream=stream0)
            del buf91
            buf94 = empty_strided_cuda((24, 6, 1, 1), (6, 1, 6, 6), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_13], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_39, buf94, 144, stream=stream0)
            del primals_39
            buf95 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [conv2d_13], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_14.run(primals_40, buf95, 24, stream=stream0)
            del primals_40
            # Topologically Sorted Source Nodes: [conv2d_13], Original ATen: [aten._to_copy, aten.convolution]
            buf96 = extern_kernels.convolution(buf93, buf94, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf96, (s77, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution.default')
            buf97 = buf96; del buf96  # reuse
            # Topologically Sorted Source Nodes: [conv2d_13], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_22_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_22.run(buf97, buf95, triton_poi_fused__to_copy_convolution_22_xnumel, stream=stream0)
            del buf95
            buf98 = empty_strided_cuda((32, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_28.run(primals_41, buf98, 768, stream=stream0)
            del primals_41
            buf99 = empty_strided_cuda((s77, 24, 4, 4), (384, 16, 4, 1), torch.bfloat16)
            buf101 = empty_strided_cuda((s77, 24, 4, 4), (384, 1, 96, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_4, hardsigmoid_2, mul_2, conv2d_14], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_29_ynumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_29.run(buf87, buf97, buf99, buf101, triton_poi_fused__to_copy_convolution_hardsigmoid_hardswish_mul_29_ynumel, 16, stream=stream0)
            del buf87
            buf100 = empty_strided_cuda((32, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_30.run(primals_42, buf100, 32, stream=stream0)
            del primals_42
            # Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten._to_copy, aten.convolution]
            buf102 = extern_kernels.convolution(buf101, buf98, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf102, (s77, 32, 4, 4), (512, 1, 128, 32), 'torch.ops.aten.convolution.default')
            del buf101
            buf103 = buf102; del buf102  # reuse
            # Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten._to_copy, aten.convolution]
            triton_poi_fused__to_copy_convolution_31_xnumel = 512*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_31.run(buf103, buf100, triton_poi_fused__to_copy_convolution_31_xnumel, stream=stream0)
            buf104 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf105 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            buf107 = reinterpret_tensor(buf105, (s77, 4, 1, 1), (4, 1, 1, 1), 0); del buf105  # reuse
            # Topologically Sorted Source Nodes: [y_5], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm]
            triton_per_fused__to_copy_clone_native_group_norm_32_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_native_group_norm_32.run(buf107, buf103, buf104, triton_per_fused__to_copy_clone_native_group_norm_32_xnumel, 128, stream=stream0)
            buf108 = empty_strided_cuda((32, 24, 1, 1), (24, 1, 24, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d_15], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_28.run(primals_45, buf108, 768, stream=stream0)
            del primals_45
            buf109 = buf100; del buf100  # reuse
            # Topologically Sorted Source Nodes: [conv2d_15], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_30.run(primals_46, buf109, 32, stream=stream0)
            del primals_46
            # Topologically Sorted Source Nodes: [conv2d_15], Original ATen: [aten._to_copy, aten.convolution]
            buf111 = extern_kernels.convolution(buf110, buf108, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf111, (s77, 32, 4, 4), (512, 1, 128, 32), 'torch.ops.aten.convolution.default')
            del buf110
            buf112 = buf111; del buf111  # reuse
            buf115 = empty_strided_cuda((s77, 32), (32, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [y_5, conv2d_15, add_2, input_3, mean_3, linear], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.convolution, aten.add, aten.hardswish, aten.mean]
            triton_per_fused__to_copy_add_clone_convolution_hardswish_mean_native_group_norm_33_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_clone_convolution_hardswish_mean_native_group_norm_33.run(buf112, buf109, buf103, buf104, buf107, primals_43, primals_44, buf115, triton_per_fused__to_copy_add_clone_convolution_hardswish_mean_native_group_norm_33_xnumel, 16, stream=stream0)
            del buf109
            buf116 = empty_strided_cuda((10, 32), (32, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_34.run(primals_47, buf116, 320, stream=stream0)
            del primals_47
            buf117 = empty_strided_cuda((10, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_35.run(primals_48, buf117, 10, stream=stream0)
            del primals_48
            buf118 = empty_strided_cuda((s77, 10), (10, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy, aten.t, aten.addmm]
            extern_kernels.addmm(buf117, buf115, reinterpret_tensor(buf116, (32, 10), (1, 32), 0), alpha=1, beta=1, out=buf118)
            del buf117
        return (buf118, primals_7, primals_8, primals_15, primals_16, primals_21, primals_22, primals_29, primals_30, primals_35, primals_36, primals_43, primals_44, buf0, buf1, buf4, buf5, buf6, buf9, buf10, buf13, buf16, buf17, buf20, buf21, buf24, buf25, buf26, buf30, buf31, buf34, buf35, buf38, buf40, buf41, buf45, buf46, buf49, buf52, buf53, buf56, buf57, buf60, buf61, buf62, buf66, buf67, buf70, buf71, buf75, buf77, buf78, buf82, buf83, buf86, buf89, buf90, buf93, buf94, buf97, buf98, buf99, buf103, buf104, buf107, buf108, buf112, buf115, buf116, s77, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 3, 3, 3), (27, 1, 9, 3), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 4
    primals_4 = rand_strided((4, 3, 32, 32), (3072, 1, 96, 3), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((16, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((4, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((16, 4, 1, 1), (4, 1, 4, 4), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((24, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((24, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((24, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((6, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((24, 6, 1, 1), (6, 1, 6, 6), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((24, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((24, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((24, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((6, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((24, 6, 1, 1), (6, 1, 6, 6), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((32, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((32, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.float32)
    primals_46 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((10, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
