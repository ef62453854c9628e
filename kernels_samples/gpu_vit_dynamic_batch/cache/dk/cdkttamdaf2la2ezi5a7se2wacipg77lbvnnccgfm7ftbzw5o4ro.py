# AOT ID: ['3_forward']
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


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/73/c73o5gaw6oj25o7xysi5anjetno6upoytpclkyp4lohamc76hpne.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d => convert_element_type_1
# Graph fragment:
#   %primals_1 : Tensor "f32[48, 3, 4, 4][48, 16, 4, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %convert_element_type_1 : Tensor "bf16[48, 3, 4, 4][48, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_1
triton_poi_fused__to_copy_0 = async_compile.triton('triton_poi_fused__to_copy_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/n5/cn5tntkcpayjlvk2hg57yx53qx55xowmrtxthv33rjp4sqbxctkf.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   conv2d => convert_element_type_2
# Graph fragment:
#   %primals_4 : Tensor "f32[s77, 3, 24, 24][1728, 576, 24, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %convert_element_type_2 : Tensor "bf16[s77, 3, 24, 24][1728, 576, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_4, torch.bfloat16), kwargs = {})
#   return %convert_element_type_2
triton_poi_fused__to_copy_1 = async_compile.triton('triton_poi_fused__to_copy_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 55296}},
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


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/co/ccoycc7yd2jdj6gwxiddobojrewd56bswjl3photof4ogb2nyi5d.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   conv2d => convert_element_type, convolution
# Graph fragment:
#   %primals_2 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convert_element_type : Tensor "bf16[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[s77, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [4, 4], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf2
triton_poi_fused__to_copy_convolution_2 = async_compile.triton('triton_poi_fused__to_copy_convolution_2', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 48
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/ao/caow3hzvzblg3mhqaklxs4dcmipdqdaxurfsw74ro7kqfjk5dz3f.py
# Topologically Sorted Source Nodes: [conv2d, flatten, p, expand, cat, p_1, layer_norm, query, multi_head_attention_forward], Original ATen: [aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.expand, aten.cat, aten.add, aten.native_layer_norm, aten.clone]
# Source node to ATen node mapping:
#   cat => cat
#   conv2d => convert_element_type, convolution
#   expand => expand
#   flatten => view
#   layer_norm => add_27, add_28, mul_20, mul_21, rsqrt, sub_7, var_mean
#   multi_head_attention_forward => clone, convert_element_type_5
#   p => permute
#   p_1 => add_22
#   query => permute_1
# Graph fragment:
#   %primals_5 : Tensor "f32[1, 1, 48][48, 48, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %buf3 : Tensor "bf16[s77, 48, 6, 6][1728, 36, 6, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=buf2]
#   %cat : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=cat]
#   %primals_6 : Tensor "f32[1, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %buf6 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=buf6]
#   %getitem_1 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_7 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_8]
#   %convert_element_type : Tensor "bf16[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[s77, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [4, 4], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[s77, 48, 36][1728, 36, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [%primals_3, 48, 36]), kwargs = {})
#   %permute : Tensor "bf16[s77, 36, 48][1728, 1, 36]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %expand : Tensor "f32[s77, 1, 48][0, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%primals_5, [%primals_3, -1, -1]), kwargs = {})
#   %cat : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add_22 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %primals_6), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_22, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_27 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_27,), kwargs = {})
#   %sub_7 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_22, %getitem_1), kwargs = {})
#   %mul_20 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %rsqrt), kwargs = {})
#   %mul_21 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, %primals_7), kwargs = {})
#   %add_28 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_21, %primals_8), kwargs = {})
#   %permute_1 : Tensor "f32[37, s77, 48][48, 1776, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_28, [1, 0, 2]), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[37, s77, 48][48, 1776, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_1, torch.bfloat16), kwargs = {})
#   %clone : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_5,), kwargs = {memory_format: torch.contiguous_format})
#   return %cat,%getitem_1,%buf6,%rsqrt,%clone
triton_per_fused__to_copy_add_cat_clone_convolution_expand_native_layer_norm_transpose_view_3 = async_compile.triton('triton_per_fused__to_copy_add_cat_clone_convolution_expand_native_layer_norm_transpose_view_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_cat_clone_convolution_expand_native_layer_norm_transpose_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2368, 'r0_': 93024}}
)
@triton.jit
def triton_per_fused__to_copy_add_cat_clone_convolution_expand_native_layer_norm_transpose_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 48
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
    x0 = (xindex % 37)
    r0_2 = r0_index
    x1 = xindex // 37
    x3 = xindex
    tmp16 = tl.load(in_ptr3 + (r0_2 + 48*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp41 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp43 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = x0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(r0_2, [XBLOCK, R0_BLOCK])), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 37, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + (36*r0_2 + 1728*x1 + ((((-1) + x0) % 36))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr2 + (tl.broadcast_to(r0_2, [XBLOCK, R0_BLOCK])), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp6, tmp12, tmp13)
    tmp15 = tl.where(tmp4, tmp5, tmp14)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tl.full([1, 1], 48, tl.int32)
    tmp26 = tmp25.to(tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tmp18 - tmp27
    tmp29 = tmp28 * tmp28
    tmp30 = tl.broadcast_to(tmp29, [XBLOCK, R0_BLOCK])
    tmp32 = tl.where(r0_mask & xmask, tmp30, 0)
    tmp33 = tl.sum(tmp32, 1)[:, None].to(tl.float32)
    tmp34 = tl.full([1, 1], 48.0, tl.float32)
    tmp35 = (tmp33 / tmp34)
    tmp36 = tl.full([1, 1], 1e-05, tl.float32)
    tmp37 = tmp35 + tmp36
    tmp38 = libdevice.rsqrt(tmp37)
    tmp39 = tmp17 - tmp27
    tmp40 = tmp39 * tmp38
    tmp42 = tmp40 * tmp41
    tmp44 = tmp42 + tmp43
    tmp45 = tmp44.to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 48*x3), tmp15, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp38, xmask)
    tl.store(out_ptr2 + (r0_2 + 48*x1 + 48*ks0*x0), tmp45, r0_mask & xmask)
    tl.store(out_ptr1 + (x3), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/xu/cxuj3xrpm6665qvkegx2oj6zzzzoac2mh6hkrqy7jr6sbk3z6opx.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy, aten.t]
# Source node to ATen node mapping:
#   multi_head_attention_forward => convert_element_type_4, permute_2
# Graph fragment:
#   %primals_10 : Tensor "f32[144, 48][48, 1]cuda:0" = PlaceHolder[target=primals_10]
#   %convert_element_type_4 : Tensor "bf16[144, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_10, torch.bfloat16), kwargs = {})
#   %permute_2 : Tensor "bf16[48, 144][1, 48]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_4, [1, 0]), kwargs = {})
#   return %permute_2
triton_poi_fused__to_copy_t_4 = async_compile.triton('triton_poi_fused__to_copy_t_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_t_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 55296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_t_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/65/c652xfet35aaxeh6usftn77qcygwjqq5fvre2hawn6bzbslndped.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
# Source node to ATen node mapping:
#   multi_head_attention_forward => add_61, clone_1, constant_pad_nd, convert_element_type_3, permute_3, permute_4, select, squeeze, unsqueeze, view_2, view_3, view_4, view_7
# Graph fragment:
#   %mm : Tensor "bf16[37*s77, 144][144, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_9 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=primals_9]
#   %convert_element_type_3 : Tensor "bf16[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_9, torch.bfloat16), kwargs = {})
#   %view_2 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [37, %primals_3, 144]), kwargs = {})
#   %add_61 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_2, %convert_element_type_3), kwargs = {})
#   %view_3 : Tensor "bf16[37, s77, 3, 48][144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_61, [37, %primals_3, 3, 48]), kwargs = {})
#   %unsqueeze : Tensor "bf16[1, 37, s77, 3, 48][5328*s77, 144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_3, 0), kwargs = {})
#   %permute_3 : Tensor "bf16[3, 37, s77, 1, 48][48, 144*s77, 144, 5328*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze : Tensor "bf16[3, 37, s77, 48][48, 144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_3, -2), kwargs = {})
#   %clone_1 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze,), kwargs = {memory_format: torch.contiguous_format})
#   %select : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clone_1, 0, 0), kwargs = {})
#   %view_4 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%select, [37, %mul_101, 12]), kwargs = {})
#   %permute_4 : Tensor "bf16[4*s77, 37, 12][12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [1, 0, 2]), kwargs = {})
#   %view_7 : Tensor "bf16[s77, 4, 37, 12][48, 12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_4, [%primals_3, 4, 37, 12]), kwargs = {})
#   %constant_pad_nd : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_7, [0, 4], 0.0), kwargs = {})
#   return %constant_pad_nd
triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_5 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 57088}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_5(in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = ((xindex // 16) % 37)
    x2 = ((xindex // 592) % 4)
    x3 = xindex // 2368
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (144*((((x0 + 12*x2 + 48*x3) // 48) % ks0)) + 144*ks0*((((x0 + 12*x2 + 48*x3 + 48*ks0*x1) // (48*ks0)) % 37)) + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (((x0 + 12*x2) % 48)), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.full(tmp6.shape, 0.0, tmp6.dtype)
    tmp8 = tl.where(tmp2, tmp6, tmp7)
    tl.store(out_ptr0 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/em/cembalb5xcq2vu3chjvkadbfs4utxdlbyb3f6s5dfuj5gi4mvinp.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
# Source node to ATen node mapping:
#   multi_head_attention_forward => add_61, clone_1, constant_pad_nd_1, convert_element_type_3, permute_3, permute_5, select_1, squeeze, unsqueeze, view_2, view_3, view_5, view_8
# Graph fragment:
#   %mm : Tensor "bf16[37*s77, 144][144, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_9 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=primals_9]
#   %convert_element_type_3 : Tensor "bf16[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_9, torch.bfloat16), kwargs = {})
#   %view_2 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [37, %primals_3, 144]), kwargs = {})
#   %add_61 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_2, %convert_element_type_3), kwargs = {})
#   %view_3 : Tensor "bf16[37, s77, 3, 48][144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_61, [37, %primals_3, 3, 48]), kwargs = {})
#   %unsqueeze : Tensor "bf16[1, 37, s77, 3, 48][5328*s77, 144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_3, 0), kwargs = {})
#   %permute_3 : Tensor "bf16[3, 37, s77, 1, 48][48, 144*s77, 144, 5328*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze : Tensor "bf16[3, 37, s77, 48][48, 144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_3, -2), kwargs = {})
#   %clone_1 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze,), kwargs = {memory_format: torch.contiguous_format})
#   %select_1 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clone_1, 0, 1), kwargs = {})
#   %view_5 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%select_1, [37, %mul_101, 12]), kwargs = {})
#   %permute_5 : Tensor "bf16[4*s77, 37, 12][12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [1, 0, 2]), kwargs = {})
#   %view_8 : Tensor "bf16[s77, 4, 37, 12][48, 12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_5, [%primals_3, 4, 37, 12]), kwargs = {})
#   %constant_pad_nd_1 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_8, [0, 4], 0.0), kwargs = {})
#   return %constant_pad_nd_1
triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_6 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 57088}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_6(in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = ((xindex // 16) % 37)
    x2 = ((xindex // 592) % 4)
    x3 = xindex // 2368
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (48 + 144*((((x0 + 12*x2 + 48*x3) // 48) % ks0)) + 144*ks0*((((x0 + 12*x2 + 48*x3 + 48*ks0*x1) // (48*ks0)) % 37)) + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (48 + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.full(tmp6.shape, 0.0, tmp6.dtype)
    tmp8 = tl.where(tmp2, tmp6, tmp7)
    tl.store(out_ptr0 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/cy/ccy2dei4u37wo77auipfbdrptprwzibolii5nvwgsaexhxhngk35.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
# Source node to ATen node mapping:
#   multi_head_attention_forward => add_61, clone_1, constant_pad_nd_2, convert_element_type_3, permute_3, permute_6, select_2, squeeze, unsqueeze, view_2, view_3, view_6, view_9
# Graph fragment:
#   %mm : Tensor "bf16[37*s77, 144][144, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_9 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=primals_9]
#   %convert_element_type_3 : Tensor "bf16[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_9, torch.bfloat16), kwargs = {})
#   %view_2 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [37, %primals_3, 144]), kwargs = {})
#   %add_61 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_2, %convert_element_type_3), kwargs = {})
#   %view_3 : Tensor "bf16[37, s77, 3, 48][144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_61, [37, %primals_3, 3, 48]), kwargs = {})
#   %unsqueeze : Tensor "bf16[1, 37, s77, 3, 48][5328*s77, 144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_3, 0), kwargs = {})
#   %permute_3 : Tensor "bf16[3, 37, s77, 1, 48][48, 144*s77, 144, 5328*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze : Tensor "bf16[3, 37, s77, 48][48, 144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_3, -2), kwargs = {})
#   %clone_1 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze,), kwargs = {memory_format: torch.contiguous_format})
#   %select_2 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clone_1, 0, 2), kwargs = {})
#   %view_6 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%select_2, [37, %mul_101, 12]), kwargs = {})
#   %permute_6 : Tensor "bf16[4*s77, 37, 12][12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [1, 0, 2]), kwargs = {})
#   %view_9 : Tensor "bf16[s77, 4, 37, 12][48, 12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_6, [%primals_3, 4, 37, 12]), kwargs = {})
#   %constant_pad_nd_2 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_9, [0, 4], 0.0), kwargs = {})
#   return %constant_pad_nd_2
triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_7 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 57088}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_7(in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = ((xindex // 16) % 37)
    x2 = ((xindex // 592) % 4)
    x3 = xindex // 2368
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (96 + 144*((((x0 + 12*x2 + 48*x3) // 48) % ks0)) + 144*ks0*((((x0 + 12*x2 + 48*x3 + 48*ks0*x1) // (48*ks0)) % 37)) + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (96 + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.full(tmp6.shape, 0.0, tmp6.dtype)
    tmp8 = tl.where(tmp2, tmp6, tmp7)
    tl.store(out_ptr0 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/yg/cygh25qtk6b6gqwtsxldqtldiheybb5yyjcu656yhxkuxssvsqjp.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.slice, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   multi_head_attention_forward => clone_2, permute_7, slice_1
# Graph fragment:
#   %getitem_2 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %slice_1 : Tensor "bf16[s77, 4, 37, 12][2368, 592, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_2, -1, 0, 12), kwargs = {})
#   %permute_7 : Tensor "bf16[37, s77, 4, 12][16, 2368, 592, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%slice_1, [2, 0, 1, 3]), kwargs = {})
#   %clone_2 : Tensor "bf16[37, s77, 4, 12][48*s77, 48, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_7,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_clone_permute_slice_8 = async_compile.triton('triton_poi_fused_clone_permute_slice_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_slice_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 42624}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_slice_8(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 12)
    x1 = ((xindex // 12) % ks0)
    x2 = xindex // ks1
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*x2 + 592*x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/dx/cdxiyzttfj24adfw3mynameeyx3n3lgy23tsmcep46dvcf633ko4.py
# Topologically Sorted Source Nodes: [p_1, multi_head_attention_forward, x, x_1, layer_norm_1, linear, div_2], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten._to_copy, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_2 => div_2
#   layer_norm_1 => add_207, add_208, mul_173, mul_174, rsqrt_1, sub_50, var_mean_1
#   linear => convert_element_type_15
#   multi_head_attention_forward => view_11
#   p_1 => add_22
#   x => permute_9
#   x_1 => add_202
# Graph fragment:
#   %cat : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=cat]
#   %primals_6 : Tensor "f32[1, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %addmm : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=addmm]
#   %getitem_12 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf26 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=buf26]
#   %mul_173 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=mul_173]
#   %primals_13 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_13]
#   %primals_14 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_14]
#   %add_22 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %primals_6), kwargs = {})
#   %view_11 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [37, %primals_3, 48]), kwargs = {})
#   %permute_9 : Tensor "bf16[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_11, [1, 0, 2]), kwargs = {})
#   %add_202 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, %permute_9), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_202, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_207 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_207,), kwargs = {})
#   %sub_50 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_202, %getitem_12), kwargs = {})
#   %mul_173 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_50, %rsqrt_1), kwargs = {})
#   %mul_174 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_173, %primals_13), kwargs = {})
#   %add_208 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_174, %primals_14), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_208, torch.bfloat16), kwargs = {})
#   %div_2 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 48), kwargs = {})
#   return %getitem_12,%buf26,%mul_173,%convert_element_type_15,%div_2
triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_9 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_9', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'out_ptr4': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1184, 'r0_': 135360}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, out_ptr4, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 48
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 37)
    x1 = xindex // 37
    tmp0 = tl.load(in_ptr0 + (r0_2 + 48*x3), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 48*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_2 + 48*x1 + 48*ks0*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp29 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tmp2 + tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 48, tl.int32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = (tmp12 / tmp14)
    tmp16 = tmp6 - tmp15
    tmp17 = tmp16 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tmp5 - tmp15
    tmp23 = tl.full([1, 1], 48.0, tl.float32)
    tmp24 = (tmp21 / tmp23)
    tmp25 = tl.full([1, 1], 1e-05, tl.float32)
    tmp26 = tmp24 + tmp25
    tmp27 = libdevice.rsqrt(tmp26)
    tmp28 = tmp22 * tmp27
    tmp30 = tmp28 * tmp29
    tmp32 = tmp30 + tmp31
    tmp33 = tmp32.to(tl.float32)
    tmp34 = tl.full([1, 1], 0.020833333333333332, tl.float32)
    tmp35 = tmp27 * tmp34
    tl.store(out_ptr2 + (r0_2 + 48*x3), tmp28, r0_mask & xmask)
    tl.store(out_ptr3 + (r0_2 + 48*x3), tmp33, r0_mask & xmask)
    tl.store(out_ptr4 + (x3), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/3n/c3nhhawcfytk6f7ily5vaydzcbrxsnh2vtpyts5b3ut2jzrvnaeb.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_14
# Graph fragment:
#   %primals_15 : Tensor "f32[96, 48][48, 1]cuda:0" = PlaceHolder[target=primals_15]
#   %convert_element_type_14 : Tensor "bf16[96, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_15, torch.bfloat16), kwargs = {})
#   return %convert_element_type_14
triton_poi_fused__to_copy_10 = async_compile.triton('triton_poi_fused__to_copy_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/zc/czccwxjrh4m4d7y22usqql37wk6n2bvh45xxpni3jrpzae33spg3.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_13
# Graph fragment:
#   %primals_16 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_16]
#   %convert_element_type_13 : Tensor "bf16[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_16, torch.bfloat16), kwargs = {})
#   return %convert_element_type_13
triton_poi_fused__to_copy_11 = async_compile.triton('triton_poi_fused__to_copy_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 768}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 96
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/3k/c3kl7yuzqk7pbbhpumgo4cw6xw47k4hqmiqarwqwe7owqhtjgyya.py
# Topologically Sorted Source Nodes: [linear, gelu], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   gelu => add_235, convert_element_type_19, convert_element_type_20, erf, mul_194, mul_195, mul_196
#   linear => view_13
# Graph fragment:
#   %addmm_1 : Tensor "bf16[37*s77, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %view_13 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [%primals_3, 37, 96]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_13, torch.float32), kwargs = {})
#   %mul_194 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.5), kwargs = {})
#   %mul_195 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_195,), kwargs = {})
#   %add_235 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_196 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_194, %add_235), kwargs = {})
#   %convert_element_type_20 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_196, torch.bfloat16), kwargs = {})
#   return %convert_element_type_20
triton_poi_fused_gelu_view_12 = async_compile.triton('triton_poi_fused_gelu_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 85248}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/b7/cb7q62wc4drcsl5g5kqtmm72ulm3i4bjpffv5kigrnwr3znvmanx.py
# Topologically Sorted Source Nodes: [p_1, multi_head_attention_forward, x, x_1, x_2, x_3, layer_norm_2, query_1, multi_head_attention_forward_1, div_1], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten._to_copy, aten.clone, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_1 => div_1
#   layer_norm_2 => add_263, add_264, mul_218, mul_219, rsqrt_2, sub_65, var_mean_2
#   multi_head_attention_forward => view_11
#   multi_head_attention_forward_1 => clone_6, convert_element_type_28
#   p_1 => add_22
#   query_1 => permute_12
#   x => permute_9
#   x_1 => add_202
#   x_2 => view_15
#   x_3 => add_258
# Graph fragment:
#   %cat : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=cat]
#   %primals_6 : Tensor "f32[1, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %addmm : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=addmm]
#   %addmm_2 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %getitem_14 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=getitem_14]
#   %buf38 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=buf38]
#   %mul_218 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=mul_218]
#   %primals_19 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_19]
#   %primals_20 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_20]
#   %add_22 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %primals_6), kwargs = {})
#   %view_11 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [37, %primals_3, 48]), kwargs = {})
#   %permute_9 : Tensor "bf16[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_11, [1, 0, 2]), kwargs = {})
#   %add_202 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, %permute_9), kwargs = {})
#   %view_15 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [%primals_3, 37, 48]), kwargs = {})
#   %add_258 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_202, %view_15), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_258, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_263 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_13, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_263,), kwargs = {})
#   %sub_65 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_258, %getitem_14), kwargs = {})
#   %mul_218 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_65, %rsqrt_2), kwargs = {})
#   %mul_219 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_218, %primals_19), kwargs = {})
#   %add_264 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_219, %primals_20), kwargs = {})
#   %permute_12 : Tensor "f32[37, s77, 48][48, 1776, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_264, [1, 0, 2]), kwargs = {})
#   %convert_element_type_28 : Tensor "bf16[37, s77, 48][48, 1776, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_12, torch.bfloat16), kwargs = {})
#   %clone_6 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_28,), kwargs = {memory_format: torch.contiguous_format})
#   %div_1 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_2, 48), kwargs = {})
#   return %getitem_14,%buf38,%mul_218,%div_1,%clone_6
triton_per_fused__to_copy_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13 = async_compile.triton('triton_per_fused__to_copy_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1184, 'r0_': 149568}}
)
@triton.jit
def triton_per_fused__to_copy_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, out_ptr4, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 48
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 37)
    x1 = xindex // 37
    tmp0 = tl.load(in_ptr0 + (r0_2 + 48*x3), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 48*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_2 + 48*x1 + 48*ks0*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp6 = tl.load(in_ptr3 + (r0_2 + 48*x3), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp34 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp36 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tmp2 + tmp4
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp5 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 48, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 48.0, tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp32 = tl.full([1, 1], 0.020833333333333332, tl.float32)
    tmp33 = tmp30 * tmp32
    tmp35 = tmp31 * tmp34
    tmp37 = tmp35 + tmp36
    tmp38 = tmp37.to(tl.float32)
    tl.store(out_ptr2 + (r0_2 + 48*x3), tmp31, r0_mask & xmask)
    tl.store(out_ptr3 + (x3), tmp33, xmask)
    tl.store(out_ptr4 + (r0_2 + 48*x1 + 48*ks0*x0), tmp38, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/pl/cplbuhdedymwafzss3u2hw4llioipejbfsczul76n5ynss3skumq.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
# Source node to ATen node mapping:
#   multi_head_attention_forward_1 => add_297, clone_7, constant_pad_nd_3, convert_element_type_26, permute_14, permute_15, select_3, squeeze_1, unsqueeze_1, view_17, view_18, view_19, view_22
# Graph fragment:
#   %mm_1 : Tensor "bf16[37*s77, 144][144, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %primals_21 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=primals_21]
#   %convert_element_type_26 : Tensor "bf16[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_21, torch.bfloat16), kwargs = {})
#   %view_17 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [37, %primals_3, 144]), kwargs = {})
#   %add_297 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_17, %convert_element_type_26), kwargs = {})
#   %view_18 : Tensor "bf16[37, s77, 3, 48][144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_297, [37, %primals_3, 3, 48]), kwargs = {})
#   %unsqueeze_1 : Tensor "bf16[1, 37, s77, 3, 48][5328*s77, 144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_18, 0), kwargs = {})
#   %permute_14 : Tensor "bf16[3, 37, s77, 1, 48][48, 144*s77, 144, 5328*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_1, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_1 : Tensor "bf16[3, 37, s77, 48][48, 144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_14, -2), kwargs = {})
#   %clone_7 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_1,), kwargs = {memory_format: torch.contiguous_format})
#   %select_3 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clone_7, 0, 0), kwargs = {})
#   %view_19 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%select_3, [37, %mul_101, 12]), kwargs = {})
#   %permute_15 : Tensor "bf16[4*s77, 37, 12][12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_19, [1, 0, 2]), kwargs = {})
#   %view_22 : Tensor "bf16[s77, 4, 37, 12][48, 12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_15, [%primals_3, 4, 37, 12]), kwargs = {})
#   %constant_pad_nd_3 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_22, [0, 4], 0.0), kwargs = {})
#   return %constant_pad_nd_3
triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_14 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 57088}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_14(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = ((xindex // 16) % 37)
    x2 = ((xindex // 592) % 4)
    x3 = xindex // 2368
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (144*((((x0 + 12*x2 + 48*x3) // 48) % ks1)) + 144*ks1*((((x0 + 12*x2 + 48*x3 + 48*ks1*x1) // ks0) % 37)) + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (((x0 + 12*x2) % 48)), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.full(tmp6.shape, 0.0, tmp6.dtype)
    tmp8 = tl.where(tmp2, tmp6, tmp7)
    tl.store(out_ptr0 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/7s/c7swci5gxitcfyzafxfnypzpzv2p3thfppxjnpl2vy6e3rrx6ze6.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
# Source node to ATen node mapping:
#   multi_head_attention_forward_1 => add_297, clone_7, constant_pad_nd_4, convert_element_type_26, permute_14, permute_16, select_4, squeeze_1, unsqueeze_1, view_17, view_18, view_20, view_23
# Graph fragment:
#   %mm_1 : Tensor "bf16[37*s77, 144][144, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %primals_21 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=primals_21]
#   %convert_element_type_26 : Tensor "bf16[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_21, torch.bfloat16), kwargs = {})
#   %view_17 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [37, %primals_3, 144]), kwargs = {})
#   %add_297 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_17, %convert_element_type_26), kwargs = {})
#   %view_18 : Tensor "bf16[37, s77, 3, 48][144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_297, [37, %primals_3, 3, 48]), kwargs = {})
#   %unsqueeze_1 : Tensor "bf16[1, 37, s77, 3, 48][5328*s77, 144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_18, 0), kwargs = {})
#   %permute_14 : Tensor "bf16[3, 37, s77, 1, 48][48, 144*s77, 144, 5328*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_1, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_1 : Tensor "bf16[3, 37, s77, 48][48, 144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_14, -2), kwargs = {})
#   %clone_7 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_1,), kwargs = {memory_format: torch.contiguous_format})
#   %select_4 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clone_7, 0, 1), kwargs = {})
#   %view_20 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%select_4, [37, %mul_101, 12]), kwargs = {})
#   %permute_16 : Tensor "bf16[4*s77, 37, 12][12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_20, [1, 0, 2]), kwargs = {})
#   %view_23 : Tensor "bf16[s77, 4, 37, 12][48, 12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_16, [%primals_3, 4, 37, 12]), kwargs = {})
#   %constant_pad_nd_4 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_23, [0, 4], 0.0), kwargs = {})
#   return %constant_pad_nd_4
triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_15 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_15', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 57088}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_15(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = ((xindex // 16) % 37)
    x2 = ((xindex // 592) % 4)
    x3 = xindex // 2368
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (48 + 144*((((x0 + 12*x2 + 48*x3) // 48) % ks1)) + 144*ks1*((((x0 + 12*x2 + 48*x3 + 48*ks1*x1) // ks0) % 37)) + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (48 + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.full(tmp6.shape, 0.0, tmp6.dtype)
    tmp8 = tl.where(tmp2, tmp6, tmp7)
    tl.store(out_ptr0 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/63/c63mwas7uk2ogjzgnpjzsd62jzhqlu5i7rjfa3vxrbhjzeap5hwk.py
# Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
# Source node to ATen node mapping:
#   multi_head_attention_forward_1 => add_297, clone_7, constant_pad_nd_5, convert_element_type_26, permute_14, permute_17, select_5, squeeze_1, unsqueeze_1, view_17, view_18, view_21, view_24
# Graph fragment:
#   %mm_1 : Tensor "bf16[37*s77, 144][144, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %primals_21 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=primals_21]
#   %convert_element_type_26 : Tensor "bf16[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_21, torch.bfloat16), kwargs = {})
#   %view_17 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [37, %primals_3, 144]), kwargs = {})
#   %add_297 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_17, %convert_element_type_26), kwargs = {})
#   %view_18 : Tensor "bf16[37, s77, 3, 48][144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_297, [37, %primals_3, 3, 48]), kwargs = {})
#   %unsqueeze_1 : Tensor "bf16[1, 37, s77, 3, 48][5328*s77, 144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_18, 0), kwargs = {})
#   %permute_14 : Tensor "bf16[3, 37, s77, 1, 48][48, 144*s77, 144, 5328*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_1, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_1 : Tensor "bf16[3, 37, s77, 48][48, 144*s77, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_14, -2), kwargs = {})
#   %clone_7 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_1,), kwargs = {memory_format: torch.contiguous_format})
#   %select_5 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clone_7, 0, 2), kwargs = {})
#   %view_21 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%select_5, [37, %mul_101, 12]), kwargs = {})
#   %permute_17 : Tensor "bf16[4*s77, 37, 12][12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_21, [1, 0, 2]), kwargs = {})
#   %view_24 : Tensor "bf16[s77, 4, 37, 12][48, 12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_17, [%primals_3, 4, 37, 12]), kwargs = {})
#   %constant_pad_nd_5 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_24, [0, 4], 0.0), kwargs = {})
#   return %constant_pad_nd_5
triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_16 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_16', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 57088}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_16(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = ((xindex // 16) % 37)
    x2 = ((xindex // 592) % 4)
    x3 = xindex // 2368
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (96 + 144*((((x0 + 12*x2 + 48*x3) // 48) % ks1)) + 144*ks1*((((x0 + 12*x2 + 48*x3 + 48*ks1*x1) // ks0) % 37)) + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (96 + (((x0 + 12*x2) % 48))), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.full(tmp6.shape, 0.0, tmp6.dtype)
    tmp8 = tl.where(tmp2, tmp6, tmp7)
    tl.store(out_ptr0 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/q7/cq7fkjdr4hcf7zk3wuzgdwhrictvytl6dc5gljb6ha42au6avtjl.py
# Topologically Sorted Source Nodes: [p_1, multi_head_attention_forward, x, x_1, x_2, x_3, multi_head_attention_forward_1, x_4, x_5, layer_norm_3, linear_2, div], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten._to_copy, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div => div
#   layer_norm_3 => add_443, add_444, mul_371, mul_372, rsqrt_3, sub_108, var_mean_3
#   linear_2 => convert_element_type_38
#   multi_head_attention_forward => view_11
#   multi_head_attention_forward_1 => view_26
#   p_1 => add_22
#   x => permute_9
#   x_1 => add_202
#   x_2 => view_15
#   x_3 => add_258
#   x_4 => permute_20
#   x_5 => add_438
# Graph fragment:
#   %cat : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=cat]
#   %primals_6 : Tensor "f32[1, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %addmm : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=addmm]
#   %addmm_2 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %addmm_3 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %add_438 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_438]
#   %getitem_25 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=getitem_25]
#   %buf59 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=buf59]
#   %mul_371 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=mul_371]
#   %primals_25 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_25]
#   %primals_26 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_26]
#   %add_22 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %primals_6), kwargs = {})
#   %view_11 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [37, %primals_3, 48]), kwargs = {})
#   %permute_9 : Tensor "bf16[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_11, [1, 0, 2]), kwargs = {})
#   %add_202 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, %permute_9), kwargs = {})
#   %view_15 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [%primals_3, 37, 48]), kwargs = {})
#   %add_258 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_202, %view_15), kwargs = {})
#   %view_26 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [37, %primals_3, 48]), kwargs = {})
#   %permute_20 : Tensor "bf16[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_26, [1, 0, 2]), kwargs = {})
#   %add_438 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_258, %permute_20), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_438, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_443 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_24, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_443,), kwargs = {})
#   %sub_108 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_438, %getitem_25), kwargs = {})
#   %mul_371 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_108, %rsqrt_3), kwargs = {})
#   %mul_372 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_371, %primals_25), kwargs = {})
#   %add_444 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_372, %primals_26), kwargs = {})
#   %convert_element_type_38 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_444, torch.bfloat16), kwargs = {})
#   %div : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_3, 48), kwargs = {})
#   return %add_438,%getitem_25,%buf59,%mul_371,%convert_element_type_38,%div
triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_17 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*bf16', 'out_ptr5': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_17', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1184, 'r0_': 220608}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_17(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr3, out_ptr4, out_ptr5, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 48
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 37)
    x1 = xindex // 37
    tmp0 = tl.load(in_ptr0 + (r0_2 + 48*x3), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 48*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_2 + 48*x1 + 48*ks0*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp6 = tl.load(in_ptr3 + (r0_2 + 48*x3), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp9 = tl.load(in_ptr4 + (r0_2 + 48*x1 + 48*ks0*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp35 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp37 = tl.load(in_ptr6 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tmp2 + tmp4
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp5 + tmp7
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tmp8 + tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, 0)
    tmp15 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 48, tl.int32)
    tmp20 = tmp19.to(tl.float32)
    tmp21 = (tmp18 / tmp20)
    tmp22 = tmp12 - tmp21
    tmp23 = tmp22 * tmp22
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(r0_mask & xmask, tmp24, 0)
    tmp27 = tl.sum(tmp26, 1)[:, None].to(tl.float32)
    tmp28 = tmp11 - tmp21
    tmp29 = tl.full([1, 1], 48.0, tl.float32)
    tmp30 = (tmp27 / tmp29)
    tmp31 = tl.full([1, 1], 1e-05, tl.float32)
    tmp32 = tmp30 + tmp31
    tmp33 = libdevice.rsqrt(tmp32)
    tmp34 = tmp28 * tmp33
    tmp36 = tmp34 * tmp35
    tmp38 = tmp36 + tmp37
    tmp39 = tmp38.to(tl.float32)
    tmp40 = tl.full([1, 1], 0.020833333333333332, tl.float32)
    tmp41 = tmp33 * tmp40
    tl.store(out_ptr0 + (r0_2 + 48*x3), tmp11, r0_mask & xmask)
    tl.store(out_ptr3 + (r0_2 + 48*x3), tmp34, r0_mask & xmask)
    tl.store(out_ptr4 + (r0_2 + 48*x3), tmp39, r0_mask & xmask)
    tl.store(out_ptr5 + (x3), tmp41, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/gc/cgcnsiujttukrtegmys6nxtvmhyi7kb2tgiv2xhvmnstjxrb34na.py
# Topologically Sorted Source Nodes: [x_6, x_7, getitem_8, linear_4], Original ATen: [aten.view, aten.add, aten.select, aten._to_copy]
# Source node to ATen node mapping:
#   getitem_8 => select_6
#   linear_4 => convert_element_type_51
#   x_6 => view_30
#   x_7 => add_494
# Graph fragment:
#   %add_438 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_438]
#   %addmm_5 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %view_30 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [%primals_3, 37, 48]), kwargs = {})
#   %add_494 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_438, %view_30), kwargs = {})
#   %select_6 : Tensor "f32[s77, 48][1776, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%add_494, 1, 0), kwargs = {})
#   %convert_element_type_51 : Tensor "bf16[s77, 48][48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%select_6, torch.bfloat16), kwargs = {})
#   return %convert_element_type_51
triton_poi_fused__to_copy_add_select_view_18 = async_compile.triton('triton_poi_fused__to_copy_add_select_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_select_view_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_select_view_18(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 48)
    x1 = xindex // 48
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 1776*x1), xmask)
    tmp1 = tl.load(in_ptr1 + (x0 + 1776*x1), xmask).to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp4 = tmp3.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/fi/cfi566xbe65rnd3lb45qakdti6tac6vgnawf74tsetvcranwlr5v.py
# Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear_4 => convert_element_type_50
# Graph fragment:
#   %primals_31 : Tensor "f32[10, 48][48, 1]cuda:0" = PlaceHolder[target=primals_31]
#   %convert_element_type_50 : Tensor "bf16[10, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_31, torch.bfloat16), kwargs = {})
#   return %convert_element_type_50
triton_poi_fused__to_copy_19 = async_compile.triton('triton_poi_fused__to_copy_19', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_19(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 480
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/mu/cmutr2xfxw6hwzh24iuvvjqvlqvem6d22plfazy3fc4zipvwri5z.py
# Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear_4 => convert_element_type_49
# Graph fragment:
#   %primals_32 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=primals_32]
#   %convert_element_type_49 : Tensor "bf16[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_32, torch.bfloat16), kwargs = {})
#   return %convert_element_type_49
triton_poi_fused__to_copy_20 = async_compile.triton('triton_poi_fused__to_copy_20', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 80}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32 = args
        args.clear()
        s77 = primals_3
        assert_size_stride(primals_1, (48, 3, 4, 4), (48, 16, 4, 1))
        assert_size_stride(primals_2, (48, ), (1, ))
        assert_size_stride(primals_4, (s77, 3, 24, 24), (1728, 576, 24, 1))
        assert_size_stride(primals_5, (1, 1, 48), (48, 48, 1))
        assert_size_stride(primals_6, (1, 37, 48), (1776, 48, 1))
        assert_size_stride(primals_7, (48, ), (1, ))
        assert_size_stride(primals_8, (48, ), (1, ))
        assert_size_stride(primals_9, (144, ), (1, ))
        assert_size_stride(primals_10, (144, 48), (48, 1))
        assert_size_stride(primals_11, (48, 48), (48, 1))
        assert_size_stride(primals_12, (48, ), (1, ))
        assert_size_stride(primals_13, (48, ), (1, ))
        assert_size_stride(primals_14, (48, ), (1, ))
        assert_size_stride(primals_15, (96, 48), (48, 1))
        assert_size_stride(primals_16, (96, ), (1, ))
        assert_size_stride(primals_17, (48, 96), (96, 1))
        assert_size_stride(primals_18, (48, ), (1, ))
        assert_size_stride(primals_19, (48, ), (1, ))
        assert_size_stride(primals_20, (48, ), (1, ))
        assert_size_stride(primals_21, (144, ), (1, ))
        assert_size_stride(primals_22, (144, 48), (48, 1))
        assert_size_stride(primals_23, (48, 48), (48, 1))
        assert_size_stride(primals_24, (48, ), (1, ))
        assert_size_stride(primals_25, (48, ), (1, ))
        assert_size_stride(primals_26, (48, ), (1, ))
        assert_size_stride(primals_27, (96, 48), (48, 1))
        assert_size_stride(primals_28, (96, ), (1, ))
        assert_size_stride(primals_29, (48, 96), (96, 1))
        assert_size_stride(primals_30, (48, ), (1, ))
        assert_size_stride(primals_31, (10, 48), (48, 1))
        assert_size_stride(primals_32, (10, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((48, 3, 4, 4), (48, 16, 4, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_0.run(primals_1, buf0, 2304, stream=stream0)
            del primals_1
            buf1 = empty_strided_cuda((s77, 3, 24, 24), (1728, 576, 24, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy]
            triton_poi_fused__to_copy_1_xnumel = 1728*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(primals_4, buf1, triton_poi_fused__to_copy_1_xnumel, stream=stream0)
            del primals_4
            buf2 = empty_strided_cuda((48, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(primals_2, buf2, 48, stream=stream0)
            del primals_2
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
            buf3 = extern_kernels.convolution(buf1, buf0, stride=(4, 4), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf3, (s77, 48, 6, 6), (1728, 36, 6, 1), 'torch.ops.aten.convolution.default')
            buf4 = empty_strided_cuda((s77, 37, 48), (1776, 48, 1), torch.float32)
            buf5 = empty_strided_cuda((s77, 37, 1), (37, 1, 1), torch.float32)
            buf6 = empty_strided_cuda((s77, 37, 1), (37, 1, 37*s77), torch.float32)
            buf8 = reinterpret_tensor(buf6, (s77, 37, 1), (37, 1, 1), 0); del buf6  # reuse
            buf10 = empty_strided_cuda((37, s77, 48), (48*s77, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [conv2d, flatten, p, expand, cat, p_1, layer_norm, query, multi_head_attention_forward], Original ATen: [aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.expand, aten.cat, aten.add, aten.native_layer_norm, aten.clone]
            triton_per_fused__to_copy_add_cat_clone_convolution_expand_native_layer_norm_transpose_view_3_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_cat_clone_convolution_expand_native_layer_norm_transpose_view_3.run(buf8, primals_5, buf3, buf2, primals_6, primals_7, primals_8, buf4, buf5, buf10, s77, triton_per_fused__to_copy_add_cat_clone_convolution_expand_native_layer_norm_transpose_view_3_xnumel, 48, stream=stream0)
            del buf3
            del primals_5
            del primals_8
            buf9 = empty_strided_cuda((48, 144), (1, 48), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy, aten.t]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_4.run(primals_10, buf9, 6912, stream=stream0)
            del primals_10
            buf11 = empty_strided_cuda((37*s77, 144), (144, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [p_1, layer_norm, query, multi_head_attention_forward], Original ATen: [aten.add, aten.native_layer_norm, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf10, (37*s77, 48), (48, 1), 0), buf9, out=buf11)
            buf12 = empty_strided_cuda((s77, 4, 37, 16), (2368, 592, 16, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_5_xnumel = 2368*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_5.run(buf11, primals_9, buf12, s77, triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_5_xnumel, stream=stream0)
            buf13 = empty_strided_cuda((s77, 4, 37, 16), (2368, 592, 16, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_6_xnumel = 2368*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_6.run(buf11, primals_9, buf13, s77, triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_6_xnumel, stream=stream0)
            buf14 = empty_strided_cuda((s77, 4, 37, 16), (2368, 592, 16, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_7_xnumel = 2368*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_7.run(buf11, primals_9, buf14, s77, triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_7_xnumel, stream=stream0)
            del buf11
            del primals_9
            # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._scaled_dot_product_flash_attention]
            buf15 = torch.ops.aten._scaled_dot_product_flash_attention.default(buf12, buf13, buf14, scale=0.2886751345948129)
            buf16 = buf15[0]
            assert_size_stride(buf16, (s77, 4, 37, 16), (2368, 592, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            buf17 = buf15[1]
            assert_size_stride(buf17, (s77, 4, 37), (148, 37, 1), 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            buf18 = buf15[6]
            assert_size_stride(buf18, (2, ), (1, ), 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            buf19 = buf15[7]
            assert_size_stride(buf19, (), (), 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            assert_alignment(buf19, 16, 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            del buf15
            ps0 = 4*s77
            ps1 = 48*s77
            buf21 = empty_strided_cuda((37, s77, 4, 12), (48*s77, 48, 12, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.slice, aten.permute, aten.clone]
            triton_poi_fused_clone_permute_slice_8_xnumel = 1776*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_slice_8.run(buf16, buf21, ps0, ps1, triton_poi_fused_clone_permute_slice_8_xnumel, stream=stream0)
            buf22 = empty_strided_cuda((48, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_0.run(primals_11, buf22, 2304, stream=stream0)
            del primals_11
            buf23 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(primals_12, buf23, 48, stream=stream0)
            del primals_12
            buf24 = empty_strided_cuda((37*s77, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.slice, aten.permute, aten.clone, aten.view, aten._to_copy, aten.t, aten.addmm]
            extern_kernels.addmm(buf23, reinterpret_tensor(buf21, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf22, (48, 48), (1, 48), 0), alpha=1, beta=1, out=buf24)
            buf28 = empty_strided_cuda((s77, 37, 48), (1776, 48, 1), torch.float32)
            buf29 = empty_strided_cuda((s77, 37, 48), (1776, 48, 1), torch.bfloat16)
            buf76 = empty_strided_cuda((s77, 37, 1), (37, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [p_1, multi_head_attention_forward, x, x_1, layer_norm_1, linear, div_2], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten._to_copy, aten.native_layer_norm_backward]
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_9_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_9.run(buf4, primals_6, buf24, primals_13, primals_14, buf28, buf29, buf76, s77, triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_9_xnumel, 48, stream=stream0)
            del primals_14
            buf30 = empty_strided_cuda((96, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(primals_15, buf30, 4608, stream=stream0)
            del primals_15
            buf31 = empty_strided_cuda((96, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_16, buf31, 96, stream=stream0)
            del primals_16
            buf32 = empty_strided_cuda((37*s77, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_1, linear], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(buf31, reinterpret_tensor(buf29, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf30, (48, 96), (1, 48), 0), alpha=1, beta=1, out=buf32)
            buf33 = empty_strided_cuda((s77, 37, 96), (3552, 96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear, gelu], Original ATen: [aten.view, aten.gelu]
            triton_poi_fused_gelu_view_12_xnumel = 3552*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf32, buf33, triton_poi_fused_gelu_view_12_xnumel, stream=stream0)
            buf34 = empty_strided_cuda((48, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(primals_17, buf34, 4608, stream=stream0)
            del primals_17
            buf35 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(primals_18, buf35, 48, stream=stream0)
            del primals_18
            buf36 = empty_strided_cuda((37*s77, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear, gelu, x_2], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            extern_kernels.addmm(buf35, reinterpret_tensor(buf33, (37*s77, 96), (96, 1), 0), reinterpret_tensor(buf34, (96, 48), (1, 96), 0), alpha=1, beta=1, out=buf36)
            buf40 = empty_strided_cuda((s77, 37, 48), (1776, 48, 1), torch.float32)
            buf75 = empty_strided_cuda((s77, 37, 1), (37, 1, 1), torch.float32)
            buf42 = empty_strided_cuda((37, s77, 48), (48*s77, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [p_1, multi_head_attention_forward, x, x_1, x_2, x_3, layer_norm_2, query_1, multi_head_attention_forward_1, div_1], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten._to_copy, aten.clone, aten.native_layer_norm_backward]
            triton_per_fused__to_copy_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13.run(buf4, primals_6, buf24, buf36, primals_19, primals_20, buf40, buf75, buf42, s77, triton_per_fused__to_copy_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13_xnumel, 48, stream=stream0)
            del primals_20
            buf41 = empty_strided_cuda((48, 144), (1, 48), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy, aten.t]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_t_4.run(primals_22, buf41, 6912, stream=stream0)
            del primals_22
            buf43 = empty_strided_cuda((37*s77, 144), (144, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_2, query_1, multi_head_attention_forward_1], Original ATen: [aten.native_layer_norm, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf42, (37*s77, 48), (48, 1), 0), buf41, out=buf43)
            buf44 = empty_strided_cuda((s77, 4, 37, 16), (2368, 592, 16, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_14_xnumel = 2368*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_14.run(buf43, primals_21, buf44, ps1, s77, triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_14_xnumel, stream=stream0)
            buf45 = empty_strided_cuda((s77, 4, 37, 16), (2368, 592, 16, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_15_xnumel = 2368*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_15.run(buf43, primals_21, buf45, ps1, s77, triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_15_xnumel, stream=stream0)
            buf46 = empty_strided_cuda((s77, 4, 37, 16), (2368, 592, 16, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.constant_pad_nd]
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_16_xnumel = 2368*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_16.run(buf43, primals_21, buf46, ps1, s77, triton_poi_fused__to_copy__unsafe_view_add_clone_constant_pad_nd_select_squeeze_transpose_unsqueeze_view_16_xnumel, stream=stream0)
            del buf43
            del primals_21
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._scaled_dot_product_flash_attention]
            buf47 = torch.ops.aten._scaled_dot_product_flash_attention.default(buf44, buf45, buf46, scale=0.2886751345948129)
            buf48 = buf47[0]
            assert_size_stride(buf48, (s77, 4, 37, 16), (2368, 592, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            assert_alignment(buf48, 16, 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            buf49 = buf47[1]
            assert_size_stride(buf49, (s77, 4, 37), (148, 37, 1), 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            assert_alignment(buf49, 16, 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            buf50 = buf47[6]
            assert_size_stride(buf50, (2, ), (1, ), 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            assert_alignment(buf50, 16, 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            buf51 = buf47[7]
            assert_size_stride(buf51, (), (), 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            assert_alignment(buf51, 16, 'torch.ops.aten._scaled_dot_product_flash_attention.default')
            del buf47
            buf53 = empty_strided_cuda((37, s77, 4, 12), (48*s77, 48, 12, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten.slice, aten.permute, aten.clone]
            triton_poi_fused_clone_permute_slice_8_xnumel = 1776*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_slice_8.run(buf48, buf53, ps0, ps1, triton_poi_fused_clone_permute_slice_8_xnumel, stream=stream0)
            buf54 = empty_strided_cuda((48, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_0.run(primals_23, buf54, 2304, stream=stream0)
            del primals_23
            buf55 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(primals_24, buf55, 48, stream=stream0)
            del primals_24
            buf56 = empty_strided_cuda((37*s77, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten.slice, aten.permute, aten.clone, aten.view, aten._to_copy, aten.t, aten.addmm]
            extern_kernels.addmm(buf55, reinterpret_tensor(buf53, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf54, (48, 48), (1, 48), 0), alpha=1, beta=1, out=buf56)
            buf57 = empty_strided_cuda((s77, 37, 48), (1776, 48, 1), torch.float32)
            buf61 = empty_strided_cuda((s77, 37, 48), (1776, 48, 1), torch.float32)
            buf62 = empty_strided_cuda((s77, 37, 48), (1776, 48, 1), torch.bfloat16)
            buf74 = empty_strided_cuda((s77, 37, 1), (37, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [p_1, multi_head_attention_forward, x, x_1, x_2, x_3, multi_head_attention_forward_1, x_4, x_5, layer_norm_3, linear_2, div], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten._to_copy, aten.native_layer_norm_backward]
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_17_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_17.run(buf4, primals_6, buf24, buf36, buf56, primals_25, primals_26, buf57, buf61, buf62, buf74, s77, triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_17_xnumel, 48, stream=stream0)
            del buf24
            del buf36
            del primals_26
            buf63 = empty_strided_cuda((96, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(primals_27, buf63, 4608, stream=stream0)
            del primals_27
            buf64 = buf31; del buf31  # reuse
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_28, buf64, 96, stream=stream0)
            del primals_28
            buf65 = empty_strided_cuda((37*s77, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_3, linear_2], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(buf64, reinterpret_tensor(buf62, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf63, (48, 96), (1, 48), 0), alpha=1, beta=1, out=buf65)
            del buf64
            buf66 = empty_strided_cuda((s77, 37, 96), (3552, 96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, gelu_1], Original ATen: [aten.view, aten.gelu]
            triton_poi_fused_gelu_view_12_xnumel = 3552*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf65, buf66, triton_poi_fused_gelu_view_12_xnumel, stream=stream0)
            buf67 = empty_strided_cuda((48, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(primals_29, buf67, 4608, stream=stream0)
            del primals_29
            buf68 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(primals_30, buf68, 48, stream=stream0)
            del primals_30
            buf69 = buf56; del buf56  # reuse
            # Topologically Sorted Source Nodes: [linear_2, gelu_1, x_6], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            extern_kernels.addmm(buf68, reinterpret_tensor(buf66, (37*s77, 96), (96, 1), 0), reinterpret_tensor(buf67, (96, 48), (1, 96), 0), alpha=1, beta=1, out=buf69)
            del buf68
            buf70 = empty_strided_cuda((s77, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_6, x_7, getitem_8, linear_4], Original ATen: [aten.view, aten.add, aten.select, aten._to_copy]
            triton_poi_fused__to_copy_add_select_view_18_xnumel = 48*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_select_view_18.run(buf57, buf69, buf70, triton_poi_fused__to_copy_add_select_view_18_xnumel, stream=stream0)
            del buf57
            del buf69
            buf71 = empty_strided_cuda((10, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_19.run(primals_31, buf71, 480, stream=stream0)
            del primals_31
            buf72 = empty_strided_cuda((10, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_20.run(primals_32, buf72, 10, stream=stream0)
            del primals_32
            buf73 = empty_strided_cuda((s77, 10), (10, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy, aten.t, aten.addmm]
            extern_kernels.addmm(buf72, buf70, reinterpret_tensor(buf71, (48, 10), (1, 48), 0), alpha=1, beta=1, out=buf73)
            del buf72
        return (buf73, primals_6, primals_7, primals_13, primals_19, primals_25, buf0, buf1, buf4, buf5, buf8, reinterpret_tensor(buf10, (37*s77, 48), (48, 1), 0), buf12, buf13, buf14, buf16, buf17, buf18, buf19, reinterpret_tensor(buf21, (37*s77, 48), (48, 1), 0), buf28, reinterpret_tensor(buf29, (37*s77, 48), (48, 1), 0), buf32, reinterpret_tensor(buf33, (37*s77, 96), (96, 1), 0), buf40, reinterpret_tensor(buf42, (37*s77, 48), (48, 1), 0), buf44, buf45, buf46, buf48, buf49, buf50, buf51, reinterpret_tensor(buf53, (37*s77, 48), (48, 1), 0), buf61, reinterpret_tensor(buf62, (37*s77, 48), (48, 1), 0), buf65, reinterpret_tensor(buf66, (37*s77, 96), (96, 1), 0), buf70, buf71, buf67, buf63, buf74, buf54, reinterpret_tensor(buf41, (144, 48), (48, 1), 0), buf75, buf34, buf30, buf76, buf22, reinterpret_tensor(buf9, (144, 48), (48, 1), 0), s77, 37*s77, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((48, 3, 4, 4), (48, 16, 4, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 4
    primals_4 = rand_strided((4, 3, 24, 24), (1728, 576, 24, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((1, 1, 48), (48, 48, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((1, 37, 48), (1776, 48, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((144, 48), (48, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((48, 48), (48, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((96, 48), (48, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((48, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((144, 48), (48, 1), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((48, 48), (48, 1), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((96, 48), (48, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((48, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((10, 48), (48, 1), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
