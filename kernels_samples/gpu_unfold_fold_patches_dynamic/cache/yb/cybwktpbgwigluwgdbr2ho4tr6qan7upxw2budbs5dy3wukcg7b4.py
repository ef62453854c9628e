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


# kernel path: /tmp/caps/gpu_unfold_fold_patches_dynamic/cache/df/cdf74j2clyulhle7mp7hjloowkm2n3uj2drzbcmxzlyipqn3wx3q.py
# Topologically Sorted Source Nodes: [p, transpose, input_1], Original ATen: [aten.im2col, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   input_1 => clone_1
#   p => add_6, add_9, clone, constant_pad_nd, index, iota, iota_1, iota_2, iota_3, permute, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, view
#   transpose => permute_1
# Graph fragment:
#   %arg2_1 : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %constant_pad_nd : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%arg2_1, [1, 1, 1, 1], 0.0), kwargs = {})
#   %iota : Tensor "i64[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_2,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, (s53//2)][(s53//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %iota_1 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, -1), kwargs = {})
#   %add_6 : Tensor "i64[4, (s53//2)][Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[4, (s53//2), 1][Max(1, (s53//2)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_6, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[4, (s53//2), 1, 1][Max(1, (s53//2)), 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %iota_2 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_3,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_2 : Tensor "i64[1, (s0//2)][(s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_2, 0), kwargs = {})
#   %iota_3 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_3 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_3, -1), kwargs = {})
#   %add_9 : Tensor "i64[4, (s0//2)][Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_2, %unsqueeze_3), kwargs = {})
#   %index : Tensor "f32[2, 3, 4, (s53//2), 4, (s0//2)][48*Max(1, (s0//2))*Max(1, (s53//2)), 16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%constant_pad_nd, [None, None, %unsqueeze_5, %add_9]), kwargs = {})
#   %permute : Tensor "f32[2, 3, 4, 4, (s53//2), (s0//2)][48*Max(1, (s0//2))*Max(1, (s53//2)), 16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 4*Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%index, [0, 1, 2, 4, 3, 5]), kwargs = {})
#   %clone : Tensor "f32[2, 3, 4, 4, (s53//2), (s0//2)][48*Max(1, (s0//2))*Max(1, (s53//2)), 16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[2, 48, ((s0//2))*((s53//2))][48*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [2, 48, %mul]), kwargs = {})
#   %permute_1 : Tensor "f32[2, ((s0//2))*((s53//2)), 48][48*Max(1, (s0//2))*Max(1, (s53//2)), 1, Max(1, (s0//2))*Max(1, (s53//2))]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %clone_1 : Tensor "f32[2, ((s0//2))*((s53//2)), 48][48*Max(1, ((s0//2))*((s53//2))), 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused_clone_im2col_transpose_0 = async_compile.triton('triton_poi_fused_clone_im2col_transpose_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_im2col_transpose_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 85536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_im2col_transpose_0(in_ptr0, out_ptr0, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 48)
    x1 = ((xindex // 48) % ks0)
    x2 = xindex // ks3
    x3 = xindex
    tl.device_assert((2*(x1 // (ks1 // 2)) + (((x0 // 4) % 4)) < 2 + ks2) | ~(xmask), "index out of bounds: 2*(x1 // (ks1 // 2)) + (((x0 // 4) % 4)) < 2 + ks2")
    tl.device_assert((2*((x1 % (ks1 // 2))) + ((x0 % 4)) < 2 + ks1) | ~(xmask), "index out of bounds: 2*((x1 % (ks1 // 2))) + ((x0 % 4)) < 2 + ks1")
    tmp2 = (-1) + 2*(x1 // (ks1 // 2)) + (((x0 // 4) % 4))
    tmp3 = tl.full([1], 0, tl.int64)
    tmp4 = tmp2 >= tmp3
    tmp5 = ks2
    tmp6 = tmp2 < tmp5
    tmp7 = (-1) + 2*((x1 % (ks1 // 2))) + ((x0 % 4))
    tmp8 = tmp7 >= tmp3
    tmp9 = ks1
    tmp10 = tmp7 < tmp9
    tmp11 = tmp4 & tmp6
    tmp12 = tmp11 & tmp8
    tmp13 = tmp12 & tmp10
    tmp14 = tl.load(in_ptr0 + ((-1) + ((-1)*ks1) + 2*((x1 % (ks1 // 2))) + ks1*(((x0 // 4) % 4)) + 2*ks1*(x1 // (ks1 // 2)) + ks1*ks2*(x0 // 16) + 3*ks1*ks2*x2 + ((x0 % 4))), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tl.store(out_ptr0 + (x3), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unfold_fold_patches_dynamic/cache/ve/cvec4qfnhsxxgyufri7bobw2hykzdp4hs6772xdnm6czd4xeyjxb.py
# Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten._unsafe_view, aten.add, aten.gelu]
# Source node to ATen node mapping:
#   input_1 => add_32, view_2
#   input_2 => add_37, erf, mul_47, mul_48, mul_49
# Graph fragment:
#   %mm : Tensor "f32[2*((s0//2))*((s53//2)), 64][64, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg4_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %view_2 : Tensor "f32[2, ((s0//2))*((s53//2)), 64][64*((s0//2))*((s53//2)), 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, %mul, 64]), kwargs = {})
#   %add_32 : Tensor "f32[2, ((s0//2))*((s53//2)), 64][64*Max(1, ((s0//2))*((s53//2))), 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_2, %arg4_1), kwargs = {})
#   %mul_47 : Tensor "f32[2, ((s0//2))*((s53//2)), 64][64*Max(1, ((s0//2))*((s53//2))), 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, 0.5), kwargs = {})
#   %mul_48 : Tensor "f32[2, ((s0//2))*((s53//2)), 64][64*Max(1, ((s0//2))*((s53//2))), 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, ((s0//2))*((s53//2)), 64][64*Max(1, ((s0//2))*((s53//2))), 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_48,), kwargs = {})
#   %add_37 : Tensor "f32[2, ((s0//2))*((s53//2)), 64][64*Max(1, ((s0//2))*((s53//2))), 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_49 : Tensor "f32[2, ((s0//2))*((s53//2)), 64][64*Max(1, ((s0//2))*((s53//2))), 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_47, %add_37), kwargs = {})
#   return %mul_49
triton_poi_fused__unsafe_view_add_gelu_1 = async_compile.triton('triton_poi_fused__unsafe_view_add_gelu_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_gelu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 152320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_gelu_1(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unfold_fold_patches_dynamic/cache/f2/cf2yey5zacm6fzz4zxlcx2uxurnjquqznmwyt5xl3zv3tpoaimgm.py
# Topologically Sorted Source Nodes: [y], Original ATen: [aten.col2im]
# Source node to ATen node mapping:
#   y => full_default
# Graph fragment:
#   %full_default : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 3, %add_4, %add_7], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_col2im_2 = async_compile.triton('triton_poi_fused_col2im_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_col2im_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_col2im_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unfold_fold_patches_dynamic/cache/br/cbryqdiccqsc5ewwhdoaddhbihtijoxa7mbp5mzabu3ob5q4nuq3.py
# Topologically Sorted Source Nodes: [y, p, input_3, transpose_1, p_1], Original ATen: [aten.col2im, aten.im2col, aten.addmm, aten.view, aten.transpose, aten.add]
# Source node to ATen node mapping:
#   input_3 => add_tensor, view_4
#   p => add_6, add_9, clone, constant_pad_nd, index, iota, iota_1, iota_2, iota_3, permute, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, view
#   p_1 => add_56
#   transpose_1 => permute_4
#   y => add_67, add_70, full_default, index_put, iota_4, iota_5, iota_6, iota_7, permute_5, unsqueeze_10, unsqueeze_11, unsqueeze_6, unsqueeze_7, unsqueeze_8, unsqueeze_9, view_5
# Graph fragment:
#   %arg2_1 : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg6_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %mm_default : Tensor "f32[2*((s0//2))*((s53//2)), 48][48, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %index_put : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 3, %add_4, %add_7], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_2,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_6 : Tensor "i64[1, (s53//2)][(s53//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_4, 0), kwargs = {})
#   %iota_5 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_7 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_5, -1), kwargs = {})
#   %add_67 : Tensor "i64[4, (s53//2)][Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_6, %unsqueeze_7), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[4, (s53//2), 1][Max(1, (s53//2)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_67, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[4, (s53//2), 1, 1][Max(1, (s53//2)), 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %iota_6 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_3,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_10 : Tensor "i64[1, (s0//2)][(s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_6, 0), kwargs = {})
#   %iota_7 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_11 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_7, -1), kwargs = {})
#   %add_70 : Tensor "i64[4, (s0//2)][Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_10, %unsqueeze_11), kwargs = {})
#   %constant_pad_nd : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%arg2_1, [1, 1, 1, 1], 0.0), kwargs = {})
#   %iota : Tensor "i64[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_2,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, (s53//2)][(s53//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %iota_1 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, -1), kwargs = {})
#   %add_6 : Tensor "i64[4, (s53//2)][Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[4, (s53//2), 1][Max(1, (s53//2)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_6, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[4, (s53//2), 1, 1][Max(1, (s53//2)), 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %iota_2 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_3,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_2 : Tensor "i64[1, (s0//2)][(s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_2, 0), kwargs = {})
#   %iota_3 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_3 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_3, -1), kwargs = {})
#   %add_9 : Tensor "i64[4, (s0//2)][Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_2, %unsqueeze_3), kwargs = {})
#   %index : Tensor "f32[2, 3, 4, (s53//2), 4, (s0//2)][48*Max(1, (s0//2))*Max(1, (s53//2)), 16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%constant_pad_nd, [None, None, %unsqueeze_5, %add_9]), kwargs = {})
#   %permute : Tensor "f32[2, 3, 4, 4, (s53//2), (s0//2)][48*Max(1, (s0//2))*Max(1, (s53//2)), 16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 4*Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%index, [0, 1, 2, 4, 3, 5]), kwargs = {})
#   %clone : Tensor "f32[2, 3, 4, 4, (s53//2), (s0//2)][48*Max(1, (s0//2))*Max(1, (s53//2)), 16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[2, 48, ((s0//2))*((s53//2))][48*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [2, 48, %mul]), kwargs = {})
#   %add_tensor : Tensor "f32[2*((s0//2))*((s53//2)), 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg6_1, %mm_default), kwargs = {})
#   %view_4 : Tensor "f32[2, ((s0//2))*((s53//2)), 48][48*((s0//2))*((s53//2)), 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [2, %mul, 48]), kwargs = {})
#   %permute_4 : Tensor "f32[2, 48, ((s0//2))*((s53//2))][48*((s0//2))*((s53//2)), 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1]), kwargs = {})
#   %add_56 : Tensor "f32[2, 48, ((s0//2))*((s53//2))][48*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view, %permute_4), kwargs = {})
#   %view_5 : Tensor "f32[2, 3, 4, 4, (s53//2), (s0//2)][48*Max(1, ((s0//2))*((s53//2))), 16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), (s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_56, [2, 3, 4, 4, %floordiv_2, %floordiv_3]), kwargs = {})
#   %permute_5 : Tensor "f32[2, 3, 4, (s53//2), 4, (s0//2)][48*Max(1, ((s0//2))*((s53//2))), 16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), (s0//2), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 1, 2, 4, 3, 5]), kwargs = {})
#   %index_put : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default, [None, None, %unsqueeze_9, %add_70], %permute_5, True), kwargs = {})
#   return %buf5
triton_poi_fused_add_addmm_col2im_im2col_transpose_view_3 = async_compile.triton('triton_poi_fused_add_addmm_col2im_im2col_transpose_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'ks6': 'i64', 'ks7': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_col2im_im2col_transpose_view_3', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 70752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_col2im_im2col_transpose_view_3(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, ks6, ks7, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = ((xindex // ks0) % 4)
    x3 = ((xindex // ks1) % ks2)
    x0 = (xindex % 4)
    x1 = ((xindex // 4) % ks4)
    x7 = xindex // ks6
    x4 = ((xindex // ks6) % 3)
    x5 = xindex // ks7
    tl.device_assert((x2 + 2*x3 < 2 + ks3) | ~(xmask), "index out of bounds: x2 + 2*x3 < 2 + ks3")
    tl.device_assert((x0 + 2*x1 < 2 + ks5) | ~(xmask), "index out of bounds: x0 + 2*x1 < 2 + ks5")
    tmp15 = tl.load(in_ptr1 + (x0 + 4*x2 + 16*x4), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr2 + (x0 + 4*x2 + 16*x4 + 48*x1 + 48*ks4*x3 + 48*ks2*ks4*x5), xmask, eviction_policy='evict_last')
    tmp2 = (-1) + x2 + 2*x3
    tmp3 = tl.full([1], 0, tl.int64)
    tmp4 = tmp2 >= tmp3
    tmp5 = ks3
    tmp6 = tmp2 < tmp5
    tmp7 = (-1) + x0 + 2*x1
    tmp8 = tmp7 >= tmp3
    tmp9 = ks5
    tmp10 = tmp7 < tmp9
    tmp11 = tmp4 & tmp6
    tmp12 = tmp11 & tmp8
    tmp13 = tmp12 & tmp10
    tmp14 = tl.load(in_ptr0 + ((-1) + x0 + ((-1)*ks5) + 2*x1 + ks5*x2 + 2*ks5*x3 + ks3*ks5*x7 + ks3*ks5*((x0 + 4*x2) // 16)), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tmp15 + tmp16
    tmp18 = tmp14 + tmp17
    tl.atomic_add(out_ptr0 + (x0 + 2*x1 + 2*x2 + 4*x3 + 4*x7 + ks5*x2 + 2*ks3*x7 + 2*ks5*x3 + 2*ks5*x7 + ks3*ks5*x7), tmp18, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unfold_fold_patches_dynamic/cache/75/c75ubszbffoxkyoev4sejbe2zexyaitx6iechxrk5lfyiwwkcyus.py
# Topologically Sorted Source Nodes: [count, ones_like], Original ATen: [aten.col2im, aten.ones_like]
# Source node to ATen node mapping:
#   count => add_88, add_91, full_default_1, index_put_1, iota_10, iota_11, iota_8, iota_9, permute_6, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, view_6
#   ones_like => full_1
# Graph fragment:
#   %index_put_1 : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %full_default_1 : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 3, %add_4, %add_7], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_8 : Tensor "i64[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_2,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_12 : Tensor "i64[1, (s53//2)][(s53//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_8, 0), kwargs = {})
#   %iota_9 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_13 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_9, -1), kwargs = {})
#   %add_88 : Tensor "i64[4, (s53//2)][Max(1, (s53//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_12, %unsqueeze_13), kwargs = {})
#   %unsqueeze_14 : Tensor "i64[4, (s53//2), 1][Max(1, (s53//2)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_88, -1), kwargs = {})
#   %unsqueeze_15 : Tensor "i64[4, (s53//2), 1, 1][Max(1, (s53//2)), 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, -1), kwargs = {})
#   %iota_10 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_3,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_16 : Tensor "i64[1, (s0//2)][(s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_10, 0), kwargs = {})
#   %iota_11 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_17 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_11, -1), kwargs = {})
#   %add_91 : Tensor "i64[4, (s0//2)][Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_16, %unsqueeze_17), kwargs = {})
#   %full_1 : Tensor "f32[2, 48, ((s0//2))*((s53//2))][48*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 48, %mul], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_6 : Tensor "f32[2, 3, 4, 4, (s53//2), (s0//2)][48*Max(1, ((s0//2))*((s53//2))), 16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), (s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%full_1, [2, 3, 4, 4, %floordiv_2, %floordiv_3]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 3, 4, (s53//2), 4, (s0//2)][48*Max(1, ((s0//2))*((s53//2))), 16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), (s0//2), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 1, 2, 4, 3, 5]), kwargs = {})
#   %index_put_1 : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_1, [None, None, %unsqueeze_15, %add_91], %permute_6, True), kwargs = {})
#   return %buf7
triton_poi_fused_col2im_ones_like_4 = async_compile.triton('triton_poi_fused_col2im_ones_like_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'ks6': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_col2im_ones_like_4', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_col2im_ones_like_4(out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, ks6, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = ((xindex // ks0) % 4)
    x3 = ((xindex // ks1) % ks2)
    x0 = (xindex % 4)
    x1 = ((xindex // 4) % ks4)
    x4 = xindex // ks6
    tl.device_assert((x2 + 2*x3 < 2 + ks3) | ~(xmask), "index out of bounds: x2 + 2*x3 < 2 + ks3")
    tl.device_assert((x0 + 2*x1 < 2 + ks5) | ~(xmask), "index out of bounds: x0 + 2*x1 < 2 + ks5")
    tmp2 = tl.full([1], 1.0, tl.float32)
    tl.atomic_add(out_ptr0 + (x0 + 2*x1 + 2*x2 + 4*x3 + 4*x4 + ks5*x2 + 2*ks3*x4 + 2*ks5*x3 + 2*ks5*x4 + ks3*ks5*x4), tmp2, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unfold_fold_patches_dynamic/cache/zg/czgkv6suzu224tdgo3szhjzhktsjeuokeuj5czj472mfozlhl42p.py
# Topologically Sorted Source Nodes: [y, count, y_1, y_2, conv2d], Original ATen: [aten.col2im, aten.div, aten.reflection_pad2d, aten.convolution]
# Source node to ATen node mapping:
#   conv2d => convolution
#   count => constant_pad_nd_2
#   y => constant_pad_nd_1
#   y_1 => div
#   y_2 => _unsafe_index, _unsafe_index_1, abs_1, abs_2, abs_3, abs_4, iota_12, iota_13, sub_54, sub_55, sub_60, sub_61
# Graph fragment:
#   %buf5 : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0" = PlaceHolder[target=buf5]
#   %buf7 : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0" = PlaceHolder[target=buf7]
#   %constant_pad_nd_1 : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%index_put, [-1, -1, -1, -1], 0.0), kwargs = {})
#   %constant_pad_nd_2 : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%index_put_1, [-1, -1, -1, -1], 0.0), kwargs = {})
#   %div : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%constant_pad_nd_1, %constant_pad_nd_2), kwargs = {})
#   %iota_12 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%add_4,), kwargs = {start: -1, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota_12,), kwargs = {})
#   %sub_54 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_54,), kwargs = {})
#   %sub_55 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 3, s53 + 2, s0][3*s0*(s53 + 2), s0*(s53 + 2), s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div, [None, None, %sub_55, None]), kwargs = {})
#   %iota_13 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%add_7,), kwargs = {start: -1, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_3 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota_13,), kwargs = {})
#   %sub_60 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_7, %abs_3), kwargs = {})
#   %abs_4 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_60,), kwargs = {})
#   %sub_61 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_7, %abs_4), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%_unsafe_index, [None, None, None, %sub_61]), kwargs = {})
#   %convolution : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%_unsafe_index_1, %arg7_1, %arg8_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf8
triton_poi_fused_col2im_convolution_div_reflection_pad2d_5 = async_compile.triton('triton_poi_fused_col2im_convolution_div_reflection_pad2d_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_col2im_convolution_div_reflection_pad2d_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_col2im_convolution_div_reflection_pad2d_5(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x2 = xindex // ks4
    x3 = xindex
    tmp0 = 1 + (tl.where((-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) + 2*ks2, (-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1)))))
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = ks1
    tmp4 = tmp0 < tmp3
    tmp5 = 1 + (tl.where((-1) + ks3 + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-1) + x0))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-1) + x0))) + 2*ks3, (-1) + ks3 + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-1) + x0)))))
    tmp6 = tmp5 >= tmp1
    tmp7 = ks0
    tmp8 = tmp5 < tmp7
    tmp9 = tmp2 & tmp4
    tmp10 = tmp9 & tmp6
    tmp11 = tmp10 & tmp8
    tmp12 = tl.load(in_ptr0 + (3 + ks3 + 2*(tl.where((-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) + 2*ks2, (-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))))) + 4*x2 + ks3*(tl.where((-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) + 2*ks2, (-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))))) + 2*ks2*x2 + 2*ks3*x2 + ks2*ks3*x2 + (tl.where((-1) + ks3 + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-1) + x0))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-1) + x0))) + 2*ks3, (-1) + ks3 + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-1) + x0)))))), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp13 = tl.load(in_ptr1 + (3 + ks3 + 2*(tl.where((-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) + 2*ks2, (-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))))) + 4*x2 + ks3*(tl.where((-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))) + 2*ks2, (-1) + ks2 + ((-1)*tl_math.abs(1 + ((-1)*ks2) + tl_math.abs((-1) + x1))))) + 2*ks2*x2 + 2*ks3*x2 + ks2*ks3*x2 + (tl.where((-1) + ks3 + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-1) + x0))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-1) + x0))) + 2*ks3, (-1) + ks3 + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-1) + x0)))))), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp14 = (tmp12 / tmp13)
    tl.store(out_ptr0 + (x3), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unfold_fold_patches_dynamic/cache/nj/cnjyj4cx2innzqqiapjq4fcsrqycjy6hjwt3mpgxgu3gciuiib4f.py
# Topologically Sorted Source Nodes: [y, count, y_1, y_2, conv2d], Original ATen: [aten.col2im, aten.div, aten.reflection_pad2d, aten.convolution]
# Source node to ATen node mapping:
#   conv2d => convolution
#   count => constant_pad_nd_2
#   y => constant_pad_nd_1
#   y_1 => div
#   y_2 => _unsafe_index, _unsafe_index_1, abs_1, abs_2, abs_3, abs_4, iota_12, iota_13, sub_54, sub_55, sub_60, sub_61
# Graph fragment:
#   %buf9 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf9]
#   %arg8_1 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %constant_pad_nd_1 : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%index_put, [-1, -1, -1, -1], 0.0), kwargs = {})
#   %constant_pad_nd_2 : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%index_put_1, [-1, -1, -1, -1], 0.0), kwargs = {})
#   %div : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%constant_pad_nd_1, %constant_pad_nd_2), kwargs = {})
#   %iota_12 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%add_4,), kwargs = {start: -1, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota_12,), kwargs = {})
#   %sub_54 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_54,), kwargs = {})
#   %sub_55 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 3, s53 + 2, s0][3*s0*(s53 + 2), s0*(s53 + 2), s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div, [None, None, %sub_55, None]), kwargs = {})
#   %iota_13 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%add_7,), kwargs = {start: -1, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_3 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota_13,), kwargs = {})
#   %sub_60 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_7, %abs_3), kwargs = {})
#   %abs_4 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_60,), kwargs = {})
#   %sub_61 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_7, %abs_4), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%_unsafe_index, [None, None, None, %sub_61]), kwargs = {})
#   %convolution : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%_unsafe_index_1, %arg7_1, %arg8_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution
triton_poi_fused_col2im_convolution_div_reflection_pad2d_6 = async_compile.triton('triton_poi_fused_col2im_convolution_div_reflection_pad2d_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_col2im_convolution_div_reflection_pad2d_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 38016}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_col2im_convolution_div_reflection_pad2d_6(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 4)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unfold_fold_patches_dynamic/cache/nj/cnjrurnl55qsxe2pqdllqosc4wflmedfltytlp36sgwb33cp2xab.py
# Topologically Sorted Source Nodes: [y, count, y_1, y_2, conv2d, avg_pool2d], Original ATen: [aten.col2im, aten.div, aten.reflection_pad2d, aten.convolution, aten.avg_pool2d]
# Source node to ATen node mapping:
#   avg_pool2d => avg_pool2d
#   conv2d => convolution
#   count => constant_pad_nd_2
#   y => constant_pad_nd_1
#   y_1 => div
#   y_2 => _unsafe_index, _unsafe_index_1, abs_1, abs_2, abs_3, abs_4, iota_12, iota_13, sub_54, sub_55, sub_60, sub_61
# Graph fragment:
#   %convolution : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=convolution]
#   %constant_pad_nd_1 : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%index_put, [-1, -1, -1, -1], 0.0), kwargs = {})
#   %constant_pad_nd_2 : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%index_put_1, [-1, -1, -1, -1], 0.0), kwargs = {})
#   %div : Tensor "f32[2, 3, s53, s0][3*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%constant_pad_nd_1, %constant_pad_nd_2), kwargs = {})
#   %iota_12 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%add_4,), kwargs = {start: -1, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota_12,), kwargs = {})
#   %sub_54 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_54,), kwargs = {})
#   %sub_55 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 3, s53 + 2, s0][3*s0*(s53 + 2), s0*(s53 + 2), s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div, [None, None, %sub_55, None]), kwargs = {})
#   %iota_13 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%add_7,), kwargs = {start: -1, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_3 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota_13,), kwargs = {})
#   %sub_60 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_7, %abs_3), kwargs = {})
#   %abs_4 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_60,), kwargs = {})
#   %sub_61 : Tensor "i64[s0 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_7, %abs_4), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[2, 3, s53 + 2, s0 + 2][3*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%_unsafe_index, [None, None, None, %sub_61]), kwargs = {})
#   %convolution : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%_unsafe_index_1, %arg7_1, %arg8_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %avg_pool2d : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.avg_pool2d.default](args = (%convolution, [2, 2], [], [0, 0], True), kwargs = {})
#   return %avg_pool2d
triton_poi_fused_avg_pool2d_col2im_convolution_div_reflection_pad2d_7 = async_compile.triton('triton_poi_fused_avg_pool2d_col2im_convolution_div_reflection_pad2d_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_avg_pool2d_col2im_convolution_div_reflection_pad2d_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 6336, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_avg_pool2d_col2im_convolution_div_reflection_pad2d_7(in_ptr0, out_ptr0, ks0, ks1, ks2, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 8
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = (xindex % ks0)
    x2 = xindex // ks0
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (2*x1 + 2*ks1*x2 + ks1*ks2*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x1 + 2*ks1*x2 + ks1*ks2*y0), xmask & ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (ks1 + 2*x1 + 2*ks1*x2 + ks1*ks2*y0), xmask & ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (1 + ks1 + 2*x1 + 2*ks1*x2 + ks1*ks2*y0), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tl.full([1, 1], 4.0, tl.float32)
    tmp8 = (tmp6 / tmp7)
    tl.store(out_ptr0 + (x1 + x2 + y0 + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), tmp8, xmask & ymask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1 = args
        args.clear()
        s53 = arg0_1
        s0 = arg1_1
        assert_size_stride(arg2_1, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))
        assert_size_stride(arg3_1, (64, 48), (48, 1))
        assert_size_stride(arg4_1, (64, ), (1, ))
        assert_size_stride(arg5_1, (48, 64), (64, 1))
        assert_size_stride(arg6_1, (48, ), (1, ))
        assert_size_stride(arg7_1, (4, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(arg8_1, (4, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            ps0 = (s0 // 2)*(s53 // 2)
            ps1 = 48*(s0 // 2)*(s53 // 2)
            buf0 = empty_strided_cuda((2, (s0 // 2)*(s53 // 2), 48), (48*(s0 // 2)*(s53 // 2), 48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [p, transpose, input_1], Original ATen: [aten.im2col, aten.transpose, aten.clone]
            triton_poi_fused_clone_im2col_transpose_0_xnumel = 96*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_im2col_transpose_0.run(arg2_1, buf0, ps0, s0, s53, ps1, triton_poi_fused_clone_im2col_transpose_0_xnumel, stream=stream0)
            buf1 = empty_strided_cuda((2*(s0 // 2)*(s53 // 2), 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [p, transpose, input_1], Original ATen: [aten.im2col, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf0, (2*(s0 // 2)*(s53 // 2), 48), (48, 1), 0), reinterpret_tensor(arg3_1, (48, 64), (1, 48), 0), out=buf1)
            del arg3_1
            del buf0
            buf2 = reinterpret_tensor(buf1, (2, (s0 // 2)*(s53 // 2), 64), (64*(s0 // 2)*(s53 // 2), 64, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten._unsafe_view, aten.add, aten.gelu]
            triton_poi_fused__unsafe_view_add_gelu_1_xnumel = 128*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_gelu_1.run(buf2, arg4_1, triton_poi_fused__unsafe_view_add_gelu_1_xnumel, stream=stream0)
            del arg4_1
            buf3 = empty_strided_cuda((2*(s0 // 2)*(s53 // 2), 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, input_2, input_3], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf2, (2*(s0 // 2)*(s53 // 2), 64), (64, 1), 0), reinterpret_tensor(arg5_1, (64, 48), (1, 64), 0), out=buf3)
            del arg5_1
            del buf2
            buf4 = empty_strided_cuda((2, 3, 2 + s53, 2 + s0), (12 + 6*s0 + 6*s53 + 3*s0*s53, 4 + 2*s0 + 2*s53 + s0*s53, 2 + s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y], Original ATen: [aten.col2im]
            triton_poi_fused_col2im_2_xnumel = 24 + 12*s0 + 12*s53 + 6*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_col2im_2.run(buf4, triton_poi_fused_col2im_2_xnumel, stream=stream0)
            ps2 = 4*(s0 // 2)
            ps3 = 16*(s0 // 2)
            ps4 = s53 // 2
            ps5 = s0 // 2
            ps6 = 16*(s0 // 2)*(s53 // 2)
            # Topologically Sorted Source Nodes: [y, p, input_3, transpose_1, p_1], Original ATen: [aten.col2im, aten.im2col, aten.addmm, aten.view, aten.transpose, aten.add]
            triton_poi_fused_add_addmm_col2im_im2col_transpose_view_3_xnumel = 96*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_col2im_im2col_transpose_view_3.run(arg2_1, arg6_1, buf3, buf4, ps2, ps3, ps4, s53, ps5, s0, ps6, ps1, triton_poi_fused_add_addmm_col2im_im2col_transpose_view_3_xnumel, stream=stream0)
            del arg2_1
            del arg6_1
            del buf3
            buf6 = empty_strided_cuda((2, 3, 2 + s53, 2 + s0), (12 + 6*s0 + 6*s53 + 3*s0*s53, 4 + 2*s0 + 2*s53 + s0*s53, 2 + s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [count], Original ATen: [aten.col2im]
            triton_poi_fused_col2im_2_xnumel = 24 + 12*s0 + 12*s53 + 6*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_col2im_2.run(buf6, triton_poi_fused_col2im_2_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [count, ones_like], Original ATen: [aten.col2im, aten.ones_like]
            triton_poi_fused_col2im_ones_like_4_xnumel = 96*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_col2im_ones_like_4.run(buf6, ps2, ps3, ps4, s53, ps5, s0, ps6, triton_poi_fused_col2im_ones_like_4_xnumel, stream=stream0)
            ps7 = 2 + s0
            ps8 = 2 + s53
            ps9 = 4 + 2*s0 + 2*s53 + s0*s53
            buf8 = empty_strided_cuda((2, 3, 2 + s53, 2 + s0), (12 + 6*s0 + 6*s53 + 3*s0*s53, 4 + 2*s0 + 2*s53 + s0*s53, 2 + s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y, count, y_1, y_2, conv2d], Original ATen: [aten.col2im, aten.div, aten.reflection_pad2d, aten.convolution]
            triton_poi_fused_col2im_convolution_div_reflection_pad2d_5_xnumel = 24 + 12*s0 + 12*s53 + 6*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_col2im_convolution_div_reflection_pad2d_5.run(buf4, buf6, buf8, ps7, ps8, s53, s0, ps9, triton_poi_fused_col2im_convolution_div_reflection_pad2d_5_xnumel, stream=stream0)
            del buf4
            del buf6
            # Topologically Sorted Source Nodes: [y, count, y_1, y_2, conv2d], Original ATen: [aten.col2im, aten.div, aten.reflection_pad2d, aten.convolution]
            buf9 = extern_kernels.convolution(buf8, arg7_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf9, (2, 4, s53, s0), (4*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            del arg7_1
            del buf8
            ps10 = s0*s53
            buf10 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [y, count, y_1, y_2, conv2d], Original ATen: [aten.col2im, aten.div, aten.reflection_pad2d, aten.convolution]
            triton_poi_fused_col2im_convolution_div_reflection_pad2d_6_xnumel = 8*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_col2im_convolution_div_reflection_pad2d_6.run(buf10, arg8_1, ps10, triton_poi_fused_col2im_convolution_div_reflection_pad2d_6_xnumel, stream=stream0)
            del arg8_1
            buf11 = empty_strided_cuda((2, 4, s53 // 2, s0 // 2), (4 + 4*(((-1) + s0) // 2) + 4*(((-1) + s53) // 2) + 4*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [y, count, y_1, y_2, conv2d, avg_pool2d], Original ATen: [aten.col2im, aten.div, aten.reflection_pad2d, aten.convolution, aten.avg_pool2d]
            triton_poi_fused_avg_pool2d_col2im_convolution_div_reflection_pad2d_7_xnumel = (s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_avg_pool2d_col2im_convolution_div_reflection_pad2d_7.run(buf10, buf11, ps5, s0, s53, 8, triton_poi_fused_avg_pool2d_col2im_convolution_div_reflection_pad2d_7_xnumel, stream=stream0)
            del buf10
        return (buf11, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 18
    arg1_1 = 22
    arg2_1 = rand_strided((2, 3, 18, 22), (1188, 396, 22, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((64, 48), (48, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((48, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((4, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
