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


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/ol/col34ccsx7uh63g25axu5j7io5mie222xysxisppjnxj5dzldkd4.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 5][5, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_poi_fused_sum_0 = async_compile.triton('triton_poi_fused_sum_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_sum_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (5 + x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/xf/cxf23b5qwlh7m23e76oc3auasmlmddmn4gumqwjq76gc6xsov264.py
# Topologically Sorted Source Nodes: [view_2, expand, div], Original ATen: [aten.view, aten.expand, aten.div]
# Source node to ATen node mapping:
#   div => div
#   expand => expand
#   view_2 => view_2
# Graph fragment:
#   %mm : Tensor "f32[2, 12][12, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_2 : Tensor "f32[2, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 12, 1, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[2, 12, (((s53 - 1)//4)) + 1, 5, 5][12, 1, 0, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [2, 12, %sym_size_int_4, 5, 5]), kwargs = {})
#   %div : Tensor "f32[2, 12, (((s53 - 1)//4)) + 1, 5, 5][300*(((s53 - 1)//4)) + 300, 25*(((s53 - 1)//4)) + 25, 25, 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, %mul_98), kwargs = {})
#   return %div
triton_poi_fused_div_expand_view_1 = async_compile.triton('triton_poi_fused_div_expand_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_expand_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_expand_view_1(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // ks0
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = ks0
    tmp2 = tmp1.to(tl.float32)
    tmp3 = (tmp0 / tmp2)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/gq/cgqvjqmex7m5td52qhx6nlmiquszsighgfrrfa3f3hjqdqytqjmd.py
# Topologically Sorted Source Nodes: [y_1], Original ATen: [aten.max_pool3d_with_indices]
# Source node to ATen node mapping:
#   y_1 => _low_memory_max_pool_offsets_to_indices
# Graph fragment:
#   %getitem_5 : Tensor "i8[2, 12, (((s53 - 1)//4)) + 1, 5, 5][300*(((s53 - 1)//4)) + 300, 25*(((s53 - 1)//4)) + 25, 25, 5, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[2, 12, (((s53 - 1)//4)) + 1, 5, 5][300*(((s53 - 1)//4)) + 300, 25*(((s53 - 1)//4)) + 25, 25, 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_5, [2, 3, 3], [%sym_size_int_2, 10, 10], [2, 2, 2], [0, 0, 0], [1, 1, 1]), kwargs = {})
#   return %_low_memory_max_pool_offsets_to_indices
triton_poi_fused_max_pool3d_with_indices_2 = async_compile.triton('triton_poi_fused_max_pool3d_with_indices_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i8', 'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool3d_with_indices_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 30600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool3d_with_indices_2(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x0 = (xindex % 5)
    x1 = ((xindex // 5) % 5)
    x2 = ((xindex // 25) % ks0)
    tmp0 = tl.load(in_ptr0 + (x4), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 18, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 18)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 18")
    tmp6 = tmp4 + 2*x0 + 7*(tmp4 // 3) + 20*x1 + 70*(tmp4 // 9) + 200*x2
    tl.store(out_ptr0 + (x4), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/ci/cci23tqoz36f7t7vimjhlkp74eqlj26ev6fogfexwbvnwaaqyto3.py
# Topologically Sorted Source Nodes: [batch_norm_1, y, le, full_default, where], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.threshold_backward]
# Source node to ATen node mapping:
#   batch_norm_1 => add_57, mul_61, mul_67, sub_10, unsqueeze_10, unsqueeze_11, unsqueeze_6, unsqueeze_7, unsqueeze_8, unsqueeze_9
#   full_default => full_default
#   le => le
#   where => where
#   y => relu_2
# Graph fragment:
#   %convolution_2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_3 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_17 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_17]
#   %primals_18 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_18]
#   %max_pool3d_with_indices_backward : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=max_pool3d_with_indices_backward]
#   %sub_10 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %getitem_3), kwargs = {})
#   %mul_61 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %rsqrt_1), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_17, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, -1), kwargs = {})
#   %mul_67 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_61, %unsqueeze_8), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_18, -1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[12, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %add_57 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_67, %unsqueeze_11), kwargs = {})
#   %relu_2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_57,), kwargs = {})
#   %le : Tensor "b8[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_2, 0), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %max_pool3d_with_indices_backward), kwargs = {})
#   return %where
triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 12)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr5 + (x3), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp9 = tl.full([1], 0, tl.int32)
    tmp10 = triton_helpers.maximum(tmp9, tmp8)
    tmp11 = tl.full([1], 0.0, tl.float32)
    tmp12 = tmp10 <= tmp11
    tmp14 = tl.where(tmp12, tmp11, tmp13)
    tl.store(out_ptr0 + (x3), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/cs/ccs5ywql5rj3wdyscqerdbu4ajc2nbzc7cg4uyki5w7qq7yc363u.py
# Topologically Sorted Source Nodes: [batch_norm_1, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, sum_3, sub_20, mul_99, sum_4, mul_110], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   batch_norm_1 => squeeze_3, squeeze_4
#   mul_110 => mul_110
#   mul_99 => mul_99
#   sub_20 => sub_20
#   sum_3 => sum_3
#   sum_4 => sum_4
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
# Graph fragment:
#   %where : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=where]
#   %convolution_2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_3 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %sum_4 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=sum_4]
#   %rsqrt_1 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %squeeze_3 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [0, 2, 3, 4]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_3, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 12, 1, 1][12, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, 4), kwargs = {})
#   %sum_3 : Tensor "f32[12][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3, 4]), kwargs = {})
#   %sub_20 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_15), kwargs = {})
#   %mul_99 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_20), kwargs = {})
#   %sum_4 : Tensor "f32[12][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_99, [0, 2, 3, 4]), kwargs = {})
#   %squeeze_4 : Tensor "f32[12][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_1, [0, 2, 3, 4]), kwargs = {})
#   %mul_110 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %squeeze_4), kwargs = {})
#   return %sum_3,%sum_4,%mul_110
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384, 'r0_': 96000}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + 100*x0 + 1200*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 1200*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr1 + (r0_1 + 100*x0 + 1200*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 1200*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
    tl.store(out_ptr1 + (x0), tmp9, xmask)
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tmp9 * tmp11
    tl.store(out_ptr2 + (x0), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/gm/cgmfqq2lsgugqmuowcqb2vmeo32b6h7fox3llfmmezkxrkzfj5xc.py
# Topologically Sorted Source Nodes: [batch_norm_1, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, sub_20, mul_103, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_104, mul_105, mul_106, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, mul_107, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, mul_108, sub_22, sub_23, mul_109], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   batch_norm_1 => squeeze_3, squeeze_4
#   mul_103 => mul_103
#   mul_104 => mul_104
#   mul_105 => mul_105
#   mul_106 => mul_106
#   mul_107 => mul_107
#   mul_108 => mul_108
#   mul_109 => mul_109
#   sub_20 => sub_20
#   sub_22 => sub_22
#   sub_23 => sub_23
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_21 => unsqueeze_21
#   unsqueeze_22 => unsqueeze_22
#   unsqueeze_23 => unsqueeze_23
#   unsqueeze_24 => unsqueeze_24
#   unsqueeze_25 => unsqueeze_25
#   unsqueeze_26 => unsqueeze_26
#   unsqueeze_27 => unsqueeze_27
# Graph fragment:
#   %where : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=where]
#   %convolution_2 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_3 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %sum_4 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=sum_4]
#   %rsqrt_1 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sum_3 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=sum_3]
#   %primals_17 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_17]
#   %squeeze_3 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [0, 2, 3, 4]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_3, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 12, 1, 1][12, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, 4), kwargs = {})
#   %sub_20 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_15), kwargs = {})
#   %mul_103 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %truediv_5), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_103, 0), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 2), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 12, 1, 1][12, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_17, 3), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 4), kwargs = {})
#   %mul_104 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %truediv_5), kwargs = {})
#   %squeeze_4 : Tensor "f32[12][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_1, [0, 2, 3, 4]), kwargs = {})
#   %mul_105 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %squeeze_4), kwargs = {})
#   %mul_106 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_104, %mul_105), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_106, 0), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[1, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, 2), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[1, 12, 1, 1][12, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, 3), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, 4), kwargs = {})
#   %mul_107 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %primals_17), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_107, 0), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, 2), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[1, 12, 1, 1][12, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_25, 3), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 12, 1, 1, 1][12, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, 4), kwargs = {})
#   %mul_108 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_20, %unsqueeze_23), kwargs = {})
#   %sub_22 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %mul_108), kwargs = {})
#   %sub_23 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_22, %unsqueeze_19), kwargs = {})
#   %mul_109 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_23, %unsqueeze_27), kwargs = {})
#   return %mul_109
triton_poi_fused__native_batch_norm_legit_functional_native_batch_norm_backward_5 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_native_batch_norm_backward_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_native_batch_norm_backward_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_native_batch_norm_backward_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 12)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tmp1 - tmp2
    tmp5 = (tl.full([], 1.00000000000000, tl.float64) / ((2400 + 2400*(triton_helpers.div_floor_integer((-1) + ks1,  2))) / 12))
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tmp4 * tmp6
    tmp9 = tmp8 * tmp8
    tmp10 = tmp7 * tmp9
    tmp11 = tmp3 * tmp10
    tmp12 = tmp0 - tmp11
    tmp14 = tmp13 * tmp6
    tmp15 = tmp12 - tmp14
    tmp17 = tmp8 * tmp16
    tmp18 = tmp15 * tmp17
    tl.store(in_out_ptr0 + (x3), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/iu/ciufijwwzigaol3ulfbzuhwwfmpbrtqrf7ogrrnqs73xskci7dic.py
# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %mul_109 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=mul_109]
#   %sum_5 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_109, [0, 2, 3, 4]), kwargs = {})
#   return %sum_5
triton_red_fused_convolution_backward_6 = async_compile.triton('triton_red_fused_convolution_backward_6', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 96, 'r0_': 48000}}
)
@triton.jit
def triton_red_fused_convolution_backward_6(in_ptr0, out_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12
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
        tmp0 = tl.load(in_ptr0 + (r0_1 + 100*x0 + 1200*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 1200*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/wf/cwfyando5a5jwdxk26gf66f2xguexqlmeywrpvfn4knej6amroyy.py
# Topologically Sorted Source Nodes: [full_default, le_1, where_1], Original ATen: [aten.threshold_backward]
# Source node to ATen node mapping:
#   full_default => full_default
#   le_1 => le_1
#   where_1 => where_1
# Graph fragment:
#   %relu_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=relu_1]
#   %getitem_6 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=getitem_6]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_1, 0), kwargs = {})
#   %where_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem_6), kwargs = {})
#   return %where_1
triton_poi_fused_threshold_backward_7 = async_compile.triton('triton_poi_fused_threshold_backward_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_threshold_backward_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 192000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_threshold_backward_7(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp3 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tl.store(in_out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/5j/c5jbo5qlznzrk5ix4l3bntcr3bdgevbfd7xo6kpyzqre53hhkmbl.py
# Topologically Sorted Source Nodes: [full_2, view_3, sum_2, full_default, add_107, le_2, where_2, sum_7, sub_24, mul_111, sum_8, mul_122], Original ATen: [aten.slice_backward, aten.view, aten.sum, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_107 => add_107
#   full_2 => full_2
#   full_default => full_default
#   le_2 => le_2
#   mul_111 => mul_111
#   mul_122 => mul_122
#   sub_24 => sub_24
#   sum_2 => sum_2
#   sum_7 => sum_7
#   sum_8 => sum_8
#   view_3 => view_3
#   where_2 => where_2
# Graph fragment:
#   %relu : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=relu]
#   %max_pool3d_with_indices_backward : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=max_pool3d_with_indices_backward]
#   %getitem_9 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %convolution : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_31 : Tensor "f32[1, 8, 1, 1, 1][8, 1, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_31]
#   %sum_8 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=sum_8]
#   %squeeze_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %full_2 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 16, %sym_size_int_3, 10, 10], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_2, %max_pool3d_with_indices_backward, 1, 0, 12), kwargs = {})
#   %view_3 : Tensor "f32[2, 2, 8, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%slice_scatter_default, [2, 2, 8, %sym_size_int, 10, 10]), kwargs = {})
#   %sum_2 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_3, [1]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_107 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%sum_2, %getitem_9), kwargs = {})
#   %le_2 : Tensor "b8[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_2 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %add_107), kwargs = {})
#   %sum_7 : Tensor "f32[8][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_2, [0, 2, 3, 4]), kwargs = {})
#   %sub_24 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_31), kwargs = {})
#   %mul_111 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_2, %sub_24), kwargs = {})
#   %sum_8 : Tensor "f32[8][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_111, [0, 2, 3, 4]), kwargs = {})
#   %mul_122 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_8, %squeeze_1), kwargs = {})
#   return %sum_7,%sum_8,%mul_122
triton_red_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_8 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 160000}}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp20 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp24 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + 100*x0 + 800*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 800*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp13 = tl.load(in_ptr2 + (r0_1 + 100*x0 + 800*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 800*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp19 = tl.load(in_ptr3 + (r0_1 + 100*x0 + 800*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 800*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp3 = x0
        tmp4 = tl.full([1, 1], 12, tl.int64)
        tmp5 = tmp3 < tmp4
        tmp6 = tl.load(in_ptr1 + (r0_1 + 100*x0 + 1200*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 1200*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & tmp5 & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tl.where(tmp5, tmp6, tmp1)
        tmp8 = 8 + x0
        tmp9 = tmp8 < tmp4
        tmp10 = tl.load(in_ptr1 + (800 + r0_1 + 100*x0 + 800*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 1200*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 1200*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0)
        tmp11 = tl.where(tmp9, tmp10, tmp1)
        tmp12 = tmp7 + tmp11
        tmp14 = tmp12 + tmp13
        tmp15 = tl.where(tmp2, tmp1, tmp14)
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
        tmp21 = tmp19 - tmp20
        tmp22 = tmp15 * tmp21
        tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
        tmp25 = _tmp24 + tmp23
        _tmp24 = tl.where(r0_mask & xmask, tmp25, _tmp24)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tmp24 = tl.sum(_tmp24, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp17, xmask)
    tl.store(out_ptr1 + (x0), tmp24, xmask)
    tmp26 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp27 = tmp24 * tmp26
    tl.store(out_ptr2 + (x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/n4/cn4ggg7ge3d55im52tf6zz4hvac6mgv6msdrixcmqinzqy6wfkc6.py
# Topologically Sorted Source Nodes: [full_2, view_3, sum_2, full_default, add_107, le_2, where_2, sub_24, mul_115, unsqueeze_32, unsqueeze_33, unsqueeze_34, unsqueeze_35, mul_116, mul_117, mul_118, unsqueeze_36, unsqueeze_37, unsqueeze_38, unsqueeze_39, mul_119, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, mul_120, sub_26, sub_27, mul_121], Original ATen: [aten.slice_backward, aten.view, aten.sum, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_107 => add_107
#   full_2 => full_2
#   full_default => full_default
#   le_2 => le_2
#   mul_115 => mul_115
#   mul_116 => mul_116
#   mul_117 => mul_117
#   mul_118 => mul_118
#   mul_119 => mul_119
#   mul_120 => mul_120
#   mul_121 => mul_121
#   sub_24 => sub_24
#   sub_26 => sub_26
#   sub_27 => sub_27
#   sum_2 => sum_2
#   unsqueeze_32 => unsqueeze_32
#   unsqueeze_33 => unsqueeze_33
#   unsqueeze_34 => unsqueeze_34
#   unsqueeze_35 => unsqueeze_35
#   unsqueeze_36 => unsqueeze_36
#   unsqueeze_37 => unsqueeze_37
#   unsqueeze_38 => unsqueeze_38
#   unsqueeze_39 => unsqueeze_39
#   unsqueeze_40 => unsqueeze_40
#   unsqueeze_41 => unsqueeze_41
#   unsqueeze_42 => unsqueeze_42
#   unsqueeze_43 => unsqueeze_43
#   view_3 => view_3
#   where_2 => where_2
# Graph fragment:
#   %relu : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=relu]
#   %max_pool3d_with_indices_backward : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, 10, 10][1200*(((s53 - 1)//2)) + 1200, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=max_pool3d_with_indices_backward]
#   %getitem_9 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %convolution : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_31 : Tensor "f32[1, 8, 1, 1, 1][8, 1, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_31]
#   %sum_8 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=sum_8]
#   %squeeze_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %sum_7 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=sum_7]
#   %sub_27 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=sub_27]
#   %primals_8 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_8]
#   %full_2 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 16, %sym_size_int_3, 10, 10], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_2, %max_pool3d_with_indices_backward, 1, 0, 12), kwargs = {})
#   %view_3 : Tensor "f32[2, 2, 8, (((s53 - 1)//2)) + 1, 10, 10][1600*(((s53 - 1)//2)) + 1600, 800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%slice_scatter_default, [2, 2, 8, %sym_size_int, 10, 10]), kwargs = {})
#   %sum_2 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_3, [1]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_107 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%sum_2, %getitem_9), kwargs = {})
#   %le_2 : Tensor "b8[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_2 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %add_107), kwargs = {})
#   %sub_24 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_31), kwargs = {})
#   %mul_115 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, %truediv_7), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_115, 0), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_32, 2), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_33, 3), kwargs = {})
#   %unsqueeze_35 : Tensor "f32[1, 8, 1, 1, 1][8, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_34, 4), kwargs = {})
#   %mul_116 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_8, %truediv_7), kwargs = {})
#   %mul_117 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_118 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_116, %mul_117), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_118, 0), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, 2), kwargs = {})
#   %unsqueeze_38 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_37, 3), kwargs = {})
#   %unsqueeze_39 : Tensor "f32[1, 8, 1, 1, 1][8, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_38, 4), kwargs = {})
#   %mul_119 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_8), kwargs = {})
#   %unsqueeze_40 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_119, 0), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, 2), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_41, 3), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[1, 8, 1, 1, 1][8, 1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, 4), kwargs = {})
#   %mul_120 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %unsqueeze_39), kwargs = {})
#   %sub_26 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_2, %mul_120), kwargs = {})
#   %sub_27 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_26, %unsqueeze_35), kwargs = {})
#   %mul_121 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %unsqueeze_43), kwargs = {})
#   return %sub_27,%mul_121
triton_poi_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_9 = async_compile.triton('triton_poi_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 8)
    x2 = xindex // ks1
    x4 = (xindex % ks1)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr2 + (x3), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr6 + (x1), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr7 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = x1
    tmp4 = tl.full([1], 12, tl.int64)
    tmp5 = tmp3 < tmp4
    tmp6 = tl.load(in_ptr0 + (x4 + 1200*x2 + 1200*x2*(triton_helpers.div_floor_integer((-1) + ks2,  2))), tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.where(tmp5, tmp6, tmp1)
    tmp8 = 8 + x1
    tmp9 = tmp8 < tmp4
    tmp10 = tl.load(in_ptr0 + (800 + x4 + 800*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 1200*x2 + 1200*x2*(triton_helpers.div_floor_integer((-1) + ks2,  2))), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.where(tmp9, tmp10, tmp1)
    tmp12 = tmp7 + tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tl.where(tmp2, tmp1, tmp14)
    tmp18 = tmp16 - tmp17
    tmp20 = (tl.full([], 1.00000000000000, tl.float64) / ((1600 + 1600*(triton_helpers.div_floor_integer((-1) + ks2,  2))) / 8))
    tmp21 = tmp20.to(tl.float32)
    tmp22 = tmp19 * tmp21
    tmp24 = tmp23 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp18 * tmp25
    tmp27 = tmp15 - tmp26
    tmp29 = tmp28 * tmp21
    tmp30 = tmp27 - tmp29
    tmp32 = tmp23 * tmp31
    tmp33 = tmp30 * tmp32
    tl.store(in_out_ptr0 + (x3), tmp33, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv3d_video_dynamic/cache/u2/cu25vmfxhfwrxtsqx4yms3gspptivkrmjpw3eix7mgdnvdzioeyk.py
# Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_9 => sum_9
# Graph fragment:
#   %mul_121 : Tensor "f32[2, 8, (((s53 - 1)//2)) + 1, 10, 10][800*(((s53 - 1)//2)) + 800, 100*(((s53 - 1)//2)) + 100, 100, 10, 1]cuda:0" = PlaceHolder[target=mul_121]
#   %sum_9 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_121, [0, 2, 3, 4]), kwargs = {})
#   return %sum_9
triton_red_fused_convolution_backward_10 = async_compile.triton('triton_red_fused_convolution_backward_10', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 64, 'r0_': 32000}}
)
@triton.jit
def triton_red_fused_convolution_backward_10(in_ptr0, out_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        tmp0 = tl.load(in_ptr0 + (r0_1 + 100*x0 + 800*r0_2 + 100*x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 800*r0_2*(triton_helpers.div_floor_integer((-1) + ks1,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
        primals_3, sym_size_int_3, sym_size_int_4, primals_1, primals_4, primals_8, primals_10, primals_12, primals_17, primals_18, primals_19, convolution, squeeze_1, relu, relu_1, convolution_2, getitem_3, rsqrt_1, add_88, getitem_5, view, unsqueeze_31, tangents_1 = args
        args.clear()
        s53 = primals_3
        assert_size_stride(primals_1, (8, 3, 3, 5, 5), (225, 75, 25, 5, 1))
        assert_size_stride(primals_4, (2, 3, s53, 20, 20), (1200*s53, 400*s53, 400, 20, 1))
        assert_size_stride(primals_8, (8, ), (1, ))
        assert_size_stride(primals_10, (12, 8, 1, 3, 3), (72, 9, 9, 3, 1))
        assert_size_stride(primals_12, (12, 12, 3, 1, 1), (36, 3, 1, 1, 1))
        assert_size_stride(primals_17, (12, ), (1, ))
        assert_size_stride(primals_18, (12, ), (1, ))
        assert_size_stride(primals_19, (5, 12), (12, 1))
        assert_size_stride(convolution, (2, 8, 1 + (((-1) + s53) // 2), 10, 10), (800 + 800*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1))
        assert_size_stride(squeeze_1, (8, ), (1, ))
        assert_size_stride(relu, (2, 8, 1 + (((-1) + s53) // 2), 10, 10), (800 + 800*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1))
        assert_size_stride(relu_1, (2, 12, 1 + (((-1) + s53) // 2), 10, 10), (1200 + 1200*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1))
        assert_size_stride(convolution_2, (2, 12, 1 + (((-1) + s53) // 2), 10, 10), (1200 + 1200*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1))
        assert_size_stride(getitem_3, (1, 12, 1, 1, 1), (12, 1, 1, 1, 1))
        assert_size_stride(rsqrt_1, (1, 12, 1, 1, 1), (12, 1, 1, 1, 1))
        assert_size_stride(add_88, (2, 12, 1 + (((-1) + s53) // 2), 10, 10), (1200 + 1200*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1))
        assert_size_stride(getitem_5, (2, 12, 1 + (((-1) + s53) // 4), 5, 5), (300 + 300*(((-1) + s53) // 4), 25 + 25*(((-1) + s53) // 4), 25, 5, 1))
        assert_size_stride(view, (2, 12), (12, 1))
        assert_size_stride(unsqueeze_31, (1, 8, 1, 1, 1), (8, 1, 1, 1, 1))
        assert_size_stride(tangents_1, (2, 5), (5, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(tangents_1, primals_19, out=buf0)
            del primals_19
            buf1 = empty_strided_cuda((5, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (5, 2), (1, 5), 0), view, out=buf1)
            del view
            buf2 = empty_strided_cuda((1, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_poi_fused_sum_0.run(tangents_1, buf2, 5, stream=stream0)
            del tangents_1
            ps0 = 25 + 25*(((-1) + s53) // 4)
            buf3 = empty_strided_cuda((2, 12, 1 + (((-1) + s53) // 4), 5, 5), (300 + 300*(((-1) + s53) // 4), 25 + 25*(((-1) + s53) // 4), 25, 5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div], Original ATen: [aten.view, aten.expand, aten.div]
            triton_poi_fused_div_expand_view_1_xnumel = 600 + 600*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_expand_view_1.run(buf0, buf3, ps0, triton_poi_fused_div_expand_view_1_xnumel, stream=stream0)
            del buf0
            ps1 = 1 + (((-1) + s53) // 4)
            buf4 = empty_strided_cuda((2, 12, 1 + (((-1) + s53) // 4), 5, 5), (300 + 300*(((-1) + s53) // 4), 25 + 25*(((-1) + s53) // 4), 25, 5, 1), torch.int64)
            # Topologically Sorted Source Nodes: [y_1], Original ATen: [aten.max_pool3d_with_indices]
            triton_poi_fused_max_pool3d_with_indices_2_xnumel = 600 + 600*(((-1) + s53) // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool3d_with_indices_2.run(getitem_5, buf4, ps1, triton_poi_fused_max_pool3d_with_indices_2_xnumel, stream=stream0)
            del getitem_5
            # Topologically Sorted Source Nodes: [view_2, expand, div, y_1, max_pool3d_with_indices_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.max_pool3d_with_indices, aten.max_pool3d_with_indices_backward]
            buf5 = torch.ops.aten.max_pool3d_with_indices_backward.default(buf3, add_88, [2, 3, 3], [2, 2, 2], [0, 0, 0], [1, 1, 1], True, buf4)
            del add_88
            del buf3
            del buf4
            buf6 = buf5
            assert_size_stride(buf6, (2, 12, 1 + (((-1) + s53) // 2), 10, 10), (1200 + 1200*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1), 'torch.ops.aten.max_pool3d_with_indices_backward.default')
            assert_alignment(buf6, 16, 'torch.ops.aten.max_pool3d_with_indices_backward.default')
            del buf5
            ps2 = 100 + 100*(((-1) + s53) // 2)
            buf7 = empty_strided_cuda((2, 12, 1 + (((-1) + s53) // 2), 10, 10), (1200 + 1200*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [batch_norm_1, y, le, full_default, where], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.threshold_backward]
            triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3_xnumel = 2400 + 2400*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3.run(convolution_2, getitem_3, rsqrt_1, primals_17, primals_18, buf6, buf7, ps2, triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3_xnumel, stream=stream0)
            del primals_18
            buf8 = empty_strided_cuda((12, ), (1, ), torch.float32)
            buf9 = empty_strided_cuda((12, ), (1, ), torch.float32)
            buf11 = empty_strided_cuda((12, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [batch_norm_1, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, sum_3, sub_20, mul_99, sum_4, mul_110], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4_r0_numel = 200 + 200*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4.run(buf7, convolution_2, getitem_3, rsqrt_1, buf8, buf9, buf11, ps2, s53, 12, triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4_r0_numel, stream=stream0)
            buf10 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_1, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, sub_20, mul_103, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_104, mul_105, mul_106, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, mul_107, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, mul_108, sub_22, sub_23, mul_109], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            triton_poi_fused__native_batch_norm_legit_functional_native_batch_norm_backward_5_xnumel = 2400 + 2400*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_native_batch_norm_backward_5.run(buf10, convolution_2, getitem_3, buf9, rsqrt_1, buf8, primals_17, ps2, s53, triton_poi_fused__native_batch_norm_legit_functional_native_batch_norm_backward_5_xnumel, stream=stream0)
            del convolution_2
            del getitem_3
            del primals_17
            del rsqrt_1
            buf12 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_6_r0_numel = 200 + 200*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_6.run(buf10, buf12, ps2, s53, 12, triton_red_fused_convolution_backward_6_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            buf13 = torch.ops.aten.convolution_backward.default(buf10, relu_1, primals_12, [12], [1, 1, 1], [1, 0, 0], [1, 1, 1], False, [0, 0, 0], 1, [True, True, False])
            del buf10
            del primals_12
            buf14 = buf13[0]
            assert_size_stride(buf14, (2, 12, 1 + (((-1) + s53) // 2), 10, 10), (1200 + 1200*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf14, 16, 'torch.ops.aten.convolution_backward.default')
            buf15 = buf13[1]
            assert_size_stride(buf15, (12, 12, 3, 1, 1), (36, 3, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf15, 16, 'torch.ops.aten.convolution_backward.default')
            del buf13
            buf16 = relu_1; del relu_1  # reuse
            # Topologically Sorted Source Nodes: [full_default, le_1, where_1], Original ATen: [aten.threshold_backward]
            triton_poi_fused_threshold_backward_7_xnumel = 2400 + 2400*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_threshold_backward_7.run(buf16, buf14, triton_poi_fused_threshold_backward_7_xnumel, stream=stream0)
            del buf14
            buf17 = empty_strided_cuda((12, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_6_r0_numel = 200 + 200*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_6.run(buf16, buf17, ps2, s53, 12, triton_red_fused_convolution_backward_6_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            buf18 = torch.ops.aten.convolution_backward.default(buf16, relu, primals_10, [12], [1, 1, 1], [0, 1, 1], [1, 1, 1], False, [0, 0, 0], 1, [True, True, False])
            del buf16
            del primals_10
            buf19 = buf18[0]
            assert_size_stride(buf19, (2, 8, 1 + (((-1) + s53) // 2), 10, 10), (800 + 800*(((-1) + s53) // 2), 100 + 100*(((-1) + s53) // 2), 100, 10, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf19, 16, 'torch.ops.aten.convolution_backward.default')
            buf20 = buf18[1]
            assert_size_stride(buf20, (12, 8, 1, 3, 3), (72, 9, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf20, 16, 'torch.ops.aten.convolution_backward.default')
            del buf18
            buf21 = empty_strided_cuda((8, ), (1, ), torch.float32)
            buf22 = empty_strided_cuda((8, ), (1, ), torch.float32)
            buf25 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [full_2, view_3, sum_2, full_default, add_107, le_2, where_2, sum_7, sub_24, mul_111, sum_8, mul_122], Original ATen: [aten.slice_backward, aten.view, aten.sum, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            triton_red_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_8_r0_numel = 200 + 200*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_8.run(relu, buf6, buf19, convolution, unsqueeze_31, squeeze_1, buf21, buf22, buf25, ps2, s53, 8, triton_red_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_8_r0_numel, stream=stream0)
            ps3 = 800 + 800*(((-1) + s53) // 2)
            buf23 = relu; del relu  # reuse
            buf24 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [full_2, view_3, sum_2, full_default, add_107, le_2, where_2, sub_24, mul_115, unsqueeze_32, unsqueeze_33, unsqueeze_34, unsqueeze_35, mul_116, mul_117, mul_118, unsqueeze_36, unsqueeze_37, unsqueeze_38, unsqueeze_39, mul_119, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, mul_120, sub_26, sub_27, mul_121], Original ATen: [aten.slice_backward, aten.view, aten.sum, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            triton_poi_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_9_xnumel = 1600 + 1600*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_9.run(buf24, buf6, buf19, convolution, unsqueeze_31, buf22, squeeze_1, buf21, primals_8, ps2, ps3, s53, triton_poi_fused_add_native_batch_norm_backward_slice_backward_sum_threshold_backward_view_9_xnumel, stream=stream0)
            del buf19
            del buf6
            del convolution
            del primals_8
            del squeeze_1
            del unsqueeze_31
            buf26 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_10_r0_numel = 200 + 200*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_10.run(buf24, buf26, ps2, s53, 8, triton_red_fused_convolution_backward_10_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_2], Original ATen: [aten.convolution_backward]
            buf27 = torch.ops.aten.convolution_backward.default(buf24, primals_4, primals_1, [8], [2, 2, 2], [1, 2, 2], [1, 1, 1], False, [0, 0, 0], 1, [False, True, False])
            del buf24
            del primals_1
            del primals_4
            buf28 = buf27[1]
            assert_size_stride(buf28, (8, 3, 3, 5, 5), (225, 75, 25, 5, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf28, 16, 'torch.ops.aten.convolution_backward.default')
            del buf27
        return (buf28, buf26, None, None, None, None, None, buf25, buf21, buf20, buf17, buf15, buf12, None, None, None, buf11, buf8, buf1, reinterpret_tensor(buf2, (5, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 9
    sym_size_int_3 = 5
    sym_size_int_4 = 3
    primals_1 = rand_strided((8, 3, 3, 5, 5), (225, 75, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((2, 3, 9, 20, 20), (10800, 3600, 400, 20, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((12, 8, 1, 3, 3), (72, 9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((12, 12, 3, 1, 1), (36, 3, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((5, 12), (12, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 8, 5, 10, 10), (4000, 500, 100, 10, 1), device='cuda:0', dtype=torch.float32)
    squeeze_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((2, 8, 5, 10, 10), (4000, 500, 100, 10, 1), device='cuda:0', dtype=torch.float32)
    relu_1 = rand_strided((2, 12, 5, 10, 10), (6000, 500, 100, 10, 1), device='cuda:0', dtype=torch.float32)
    convolution_2 = rand_strided((2, 12, 5, 10, 10), (6000, 500, 100, 10, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((1, 12, 1, 1, 1), (12, 1, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 12, 1, 1, 1), (12, 1, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    add_88 = rand_strided((2, 12, 5, 10, 10), (6000, 500, 100, 10, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((2, 12, 3, 5, 5), (900, 75, 25, 5, 1), device='cuda:0', dtype=torch.int8)
    view = rand_strided((2, 12), (12, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_31 = rand_strided((1, 8, 1, 1, 1), (8, 1, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 5), (5, 1), device='cuda:0', dtype=torch.float32)
    return [primals_3, sym_size_int_3, sym_size_int_4, primals_1, primals_4, primals_8, primals_10, primals_12, primals_17, primals_18, primals_19, convolution, squeeze_1, relu, relu_1, convolution_2, getitem_3, rsqrt_1, add_88, getitem_5, view, unsqueeze_31, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
