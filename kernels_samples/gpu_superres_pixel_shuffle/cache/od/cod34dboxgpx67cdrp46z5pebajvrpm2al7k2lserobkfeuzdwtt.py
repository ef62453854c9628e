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


# kernel path: /tmp/caps/gpu_superres_pixel_shuffle/cache/i4/ci4fn3hpqbdnelp2sar5rsmnnp6plbcnryovdx2g3gklaum5ojd2.py
# Topologically Sorted Source Nodes: [full_default_2, where, view_2, permute_1, clone_2], Original ATen: [aten.scalar_tensor, aten.where, aten.pixel_unshuffle]
# Source node to ATen node mapping:
#   clone_2 => clone_2
#   full_default_2 => full_default_2
#   permute_1 => permute_1
#   view_2 => view_2
#   where => where
# Graph fragment:
#   %logical_and : Tensor "b8[2, 3, 2*s53, 2*s0][12*s0*s53, 4*s0*s53, 2*s0, 1]cuda:0" = PlaceHolder[target=logical_and]
#   %tangents_1 : Tensor "f32[2, 3, 2*s53, 2*s0][12*s0*s53, 4*s0*s53, 2*s0, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 3, 2*s53, 2*s0][12*s0*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_and, %tangents_1, %full_default_2), kwargs = {})
#   %view_2 : Tensor "f32[2, 3, s53, 2, s0, 2][12*s0*s53, 4*s0*s53, 4*s0, 2*s0, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where, [2, 3, %primals_1, 2, %primals_2, 2]), kwargs = {})
#   %permute_1 : Tensor "f32[2, 3, 2, 2, s53, s0][12*s0*s53, 4*s0*s53, 2*s0, 1, 4*s0, 2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 1, 3, 5, 2, 4]), kwargs = {})
#   %clone_2 : Tensor "f32[2, 3, 2, 2, s53, s0][12*s0*s53, 4*s0*s53, 2*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_pixel_unshuffle_scalar_tensor_where_0 = async_compile.triton('triton_poi_fused_pixel_unshuffle_scalar_tensor_where_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 2}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_pixel_unshuffle_scalar_tensor_where_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 29568, 'x': 4620}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_pixel_unshuffle_scalar_tensor_where_0(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, ks3, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 2
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x4 = xindex
    y5 = yindex
    y0 = (yindex % ks0)
    y1 = ((yindex // ks0) % 2)
    y2 = ((yindex // ks1) % ks2)
    y3 = yindex // ks3
    tmp0 = tl.load(in_ptr0 + (x4 + 2*y5), xmask & ymask, eviction_policy='evict_last').to(tl.int1)
    tmp1 = tl.load(in_ptr1 + (x4 + 2*y5), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl.full([1, 1], 0.0, tl.float32)
    tmp3 = tl.where(tmp0, tmp1, tmp2)
    tl.store(out_ptr0 + (y0 + ks0*y2 + ks0*ks2*x4 + 2*ks0*ks2*y1 + 4*ks0*ks2*y3), tmp3, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_superres_pixel_shuffle/cache/ra/cramilk26rqdtj4pthnrf42gj6cixmf6qulptb3oltsp6peykn6f.py
# Topologically Sorted Source Nodes: [full_default_2, where, view_2, permute_1, clone_2, view_3, sum_1], Original ATen: [aten.scalar_tensor, aten.where, aten.pixel_unshuffle, aten.convolution_backward]
# Source node to ATen node mapping:
#   clone_2 => clone_2
#   full_default_2 => full_default_2
#   permute_1 => permute_1
#   sum_1 => sum_1
#   view_2 => view_2
#   view_3 => view_3
#   where => where
# Graph fragment:
#   %clone_2 : Tensor "f32[2, 3, 2, 2, s53, s0][12*s0*s53, 4*s0*s53, 2*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=clone_2]
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 3, 2*s53, 2*s0][12*s0*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_and, %tangents_1, %full_default_2), kwargs = {})
#   %view_2 : Tensor "f32[2, 3, s53, 2, s0, 2][12*s0*s53, 4*s0*s53, 4*s0, 2*s0, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where, [2, 3, %primals_1, 2, %primals_2, 2]), kwargs = {})
#   %permute_1 : Tensor "f32[2, 3, 2, 2, s53, s0][12*s0*s53, 4*s0*s53, 2*s0, 1, 4*s0, 2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 1, 3, 5, 2, 4]), kwargs = {})
#   %clone_2 : Tensor "f32[2, 3, 2, 2, s53, s0][12*s0*s53, 4*s0*s53, 2*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [2, 12, %primals_1, %primals_2]), kwargs = {})
#   %sum_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_3, [0, 2, 3]), kwargs = {})
#   return %sum_1
triton_red_fused_convolution_backward_pixel_unshuffle_scalar_tensor_where_1 = async_compile.triton('triton_red_fused_convolution_backward_pixel_unshuffle_scalar_tensor_where_1', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_pixel_unshuffle_scalar_tensor_where_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 96, 'r0_': 14784}}
)
@triton.jit
def triton_red_fused_convolution_backward_pixel_unshuffle_scalar_tensor_where_1(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks1*ks2*x0 + 12*ks1*ks2*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_superres_pixel_shuffle/cache/np/cnpyfzj5wtqvcogm5m2u5odpqil4r2clyg6mco5zt5p5cnl3z5wp.py
# Topologically Sorted Source Nodes: [full_default_2, iota_6, view_4, iota_7, view_5, iota_8, view_6, iota_9, view_7, add_86, add_87, sub_61, sub_62, sub_64, sub_66, ge_7, le_1, logical_and_1, ge_8, le_2, logical_and_2, logical_and_3, _unsafe_masked_index, ge_9, le_3, logical_and_4, ge_10, le_4, logical_and_5, logical_and_6, _unsafe_masked_index_1, add_94, logical_and_9, _unsafe_masked_index_2, add_95, ge_14, le_8, logical_and_11, logical_and_12, _unsafe_masked_index_3, add_96, logical_and_15, _unsafe_masked_index_4, add_97, logical_and_18, _unsafe_masked_index_5, add_98, ge_19, le_13, logical_and_19, logical_and_21, _unsafe_masked_index_6, add_99, logical_and_24, _unsafe_masked_index_7, add_100, logical_and_27, _unsafe_masked_index_8, add_101, where_1], Original ATen: [aten.scalar_tensor, aten.reflection_pad2d_backward, aten.threshold_backward]
# Source node to ATen node mapping:
#   _unsafe_masked_index => _unsafe_masked_index
#   _unsafe_masked_index_1 => _unsafe_masked_index_1
#   _unsafe_masked_index_2 => _unsafe_masked_index_2
#   _unsafe_masked_index_3 => _unsafe_masked_index_3
#   _unsafe_masked_index_4 => _unsafe_masked_index_4
#   _unsafe_masked_index_5 => _unsafe_masked_index_5
#   _unsafe_masked_index_6 => _unsafe_masked_index_6
#   _unsafe_masked_index_7 => _unsafe_masked_index_7
#   _unsafe_masked_index_8 => _unsafe_masked_index_8
#   add_100 => add_100
#   add_101 => add_101
#   add_86 => add_86
#   add_87 => add_87
#   add_94 => add_94
#   add_95 => add_95
#   add_96 => add_96
#   add_97 => add_97
#   add_98 => add_98
#   add_99 => add_99
#   full_default_2 => full_default_2
#   ge_10 => ge_10
#   ge_14 => ge_14
#   ge_19 => ge_19
#   ge_7 => ge_7
#   ge_8 => ge_8
#   ge_9 => ge_9
#   iota_6 => iota_6
#   iota_7 => iota_7
#   iota_8 => iota_8
#   iota_9 => iota_9
#   le_1 => le_1
#   le_13 => le_13
#   le_2 => le_2
#   le_3 => le_3
#   le_4 => le_4
#   le_8 => le_8
#   logical_and_1 => logical_and_1
#   logical_and_11 => logical_and_11
#   logical_and_12 => logical_and_12
#   logical_and_15 => logical_and_15
#   logical_and_18 => logical_and_18
#   logical_and_19 => logical_and_19
#   logical_and_2 => logical_and_2
#   logical_and_21 => logical_and_21
#   logical_and_24 => logical_and_24
#   logical_and_27 => logical_and_27
#   logical_and_3 => logical_and_3
#   logical_and_4 => logical_and_4
#   logical_and_5 => logical_and_5
#   logical_and_6 => logical_and_6
#   logical_and_9 => logical_and_9
#   sub_61 => sub_61
#   sub_62 => sub_62
#   sub_64 => sub_64
#   sub_66 => sub_66
#   view_4 => view_4
#   view_5 => view_5
#   view_6 => view_6
#   view_7 => view_7
#   where_1 => where_1
# Graph fragment:
#   %getitem : Tensor "f32[2, 16, s53 + 2, s0 + 2][16*(s0 + 2)*(s53 + 2), (s0 + 2)*(s53 + 2), s0 + 2, 1]cuda:0" = PlaceHolder[target=getitem]
#   %add_94 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_94]
#   %add_97 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_97]
#   %add_99 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_99]
#   %le_19 : Tensor "b8[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=le_19]
#   %add_101 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_101]
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_6 : Tensor "i64[2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_4 : Tensor "i64[2, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=9] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_6, [-1, 1, 1, 1]), kwargs = {})
#   %iota_7 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_5 : Tensor "i64[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=9] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_7, [1, -1, 1, 1]), kwargs = {})
#   %iota_8 : Tensor "i64[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_6 : Tensor "i64[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_8, [1, 1, -1, 1]), kwargs = {})
#   %iota_9 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_7 : Tensor "i64[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_9, [1, 1, 1, -1]), kwargs = {})
#   %add_86 : Tensor "i64[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_6, 1), kwargs = {})
#   %add_87 : Tensor "i64[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_7, 1), kwargs = {})
#   %sub_61 : Tensor "i64[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %view_6), kwargs = {})
#   %sub_62 : Tensor "i64[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %view_7), kwargs = {})
#   %sub_64 : Tensor "i64[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_88, %view_6), kwargs = {})
#   %sub_66 : Tensor "i64[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_89, %view_7), kwargs = {})
#   %ge_7 : Tensor "b8[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%add_86, 0), kwargs = {})
#   %le_1 : Tensor "b8[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_86, %add), kwargs = {})
#   %logical_and_1 : Tensor "b8[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.logical_and.default](args = (%ge_7, %le_1), kwargs = {})
#   %ge_8 : Tensor "b8[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%add_87, 0), kwargs = {})
#   %le_2 : Tensor "b8[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_87, %add_2), kwargs = {})
#   %logical_and_2 : Tensor "b8[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.logical_and.default](args = (%ge_8, %le_2), kwargs = {})
#   %logical_and_3 : Tensor "b8[1, 1, s53, s0][s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%logical_and_1, %logical_and_2), kwargs = {})
#   %_unsafe_masked_index : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem, %logical_and_3, [%view_4, %view_5, %add_86, %add_87], 0.0), kwargs = {})
#   %ge_9 : Tensor "b8[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%view_6, 1), kwargs = {})
#   %le_3 : Tensor "b8[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%view_6, 1), kwargs = {})
#   %logical_and_4 : Tensor "b8[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.logical_and.default](args = (%ge_9, %le_3), kwargs = {})
#   %ge_10 : Tensor "b8[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%view_7, 1), kwargs = {})
#   %le_4 : Tensor "b8[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%view_7, 1), kwargs = {})
#   %logical_and_5 : Tensor "b8[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.logical_and.default](args = (%ge_10, %le_4), kwargs = {})
#   %logical_and_6 : Tensor "b8[1, 1, s53, s0][s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%logical_and_4, %logical_and_5), kwargs = {})
#   %_unsafe_masked_index_1 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem, %logical_and_6, [%view_4, %view_5, %sub_61, %sub_62], 0.0), kwargs = {})
#   %add_94 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_masked_index, %_unsafe_masked_index_1), kwargs = {})
#   %logical_and_9 : Tensor "b8[1, 1, s53, s0][s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%logical_and_4, %logical_and_2), kwargs = {})
#   %_unsafe_masked_index_2 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem, %logical_and_9, [%view_4, %view_5, %sub_61, %add_87], 0.0), kwargs = {})
#   %add_95 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_94, %_unsafe_masked_index_2), kwargs = {})
#   %ge_14 : Tensor "b8[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%view_7, %sub_67), kwargs = {})
#   %le_8 : Tensor "b8[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%view_7, %sub_67), kwargs = {})
#   %logical_and_11 : Tensor "b8[1, 1, 1, s0][s0, s0, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.logical_and.default](args = (%ge_14, %le_8), kwargs = {})
#   %logical_and_12 : Tensor "b8[1, 1, s53, s0][s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%logical_and_4, %logical_and_11), kwargs = {})
#   %_unsafe_masked_index_3 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem, %logical_and_12, [%view_4, %view_5, %sub_61, %sub_66], 0.0), kwargs = {})
#   %add_96 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_95, %_unsafe_masked_index_3), kwargs = {})
#   %logical_and_15 : Tensor "b8[1, 1, s53, s0][s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%logical_and_1, %logical_and_5), kwargs = {})
#   %_unsafe_masked_index_4 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem, %logical_and_15, [%view_4, %view_5, %add_86, %sub_62], 0.0), kwargs = {})
#   %add_97 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_96, %_unsafe_masked_index_4), kwargs = {})
#   %logical_and_18 : Tensor "b8[1, 1, s53, s0][s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%logical_and_1, %logical_and_11), kwargs = {})
#   %_unsafe_masked_index_5 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem, %logical_and_18, [%view_4, %view_5, %add_86, %sub_66], 0.0), kwargs = {})
#   %add_98 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_97, %_unsafe_masked_index_5), kwargs = {})
#   %ge_19 : Tensor "b8[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%view_6, %sub_71), kwargs = {})
#   %le_13 : Tensor "b8[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%view_6, %sub_71), kwargs = {})
#   %logical_and_19 : Tensor "b8[1, 1, s53, 1][s53, s53, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.logical_and.default](args = (%ge_19, %le_13), kwargs = {})
#   %logical_and_21 : Tensor "b8[1, 1, s53, s0][s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%logical_and_19, %logical_and_5), kwargs = {})
#   %_unsafe_masked_index_6 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem, %logical_and_21, [%view_4, %view_5, %sub_64, %sub_62], 0.0), kwargs = {})
#   %add_99 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_98, %_unsafe_masked_index_6), kwargs = {})
#   %logical_and_24 : Tensor "b8[1, 1, s53, s0][s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%logical_and_19, %logical_and_2), kwargs = {})
#   %_unsafe_masked_index_7 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem, %logical_and_24, [%view_4, %view_5, %sub_64, %add_87], 0.0), kwargs = {})
#   %add_100 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_99, %_unsafe_masked_index_7), kwargs = {})
#   %logical_and_27 : Tensor "b8[1, 1, s53, s0][s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%logical_and_19, %logical_and_11), kwargs = {})
#   %_unsafe_masked_index_8 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem, %logical_and_27, [%view_4, %view_5, %sub_64, %sub_66], 0.0), kwargs = {})
#   %add_101 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_100, %_unsafe_masked_index_8), kwargs = {})
#   %where_1 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_19, %full_default_2, %add_101), kwargs = {})
#   return %add_94,%add_97,%add_99,%add_101,%where_1
triton_poi_fused_reflection_pad2d_backward_scalar_tensor_threshold_backward_2 = async_compile.triton('triton_poi_fused_reflection_pad2d_backward_scalar_tensor_threshold_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_reflection_pad2d_backward_scalar_tensor_threshold_backward_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 103488}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_reflection_pad2d_backward_scalar_tensor_threshold_backward_2(in_out_ptr0, in_ptr0, in_ptr1, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x2 = xindex // ks2
    x3 = xindex
    tmp54 = tl.load(in_ptr1 + (x3), xmask).to(tl.int1)
    tmp0 = 1 + x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = 1 + ks1
    tmp4 = tmp0 <= tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = 1 + x0
    tmp7 = tmp6 >= tmp1
    tmp8 = 1 + ks0
    tmp9 = tmp6 <= tmp8
    tmp10 = tmp7 & tmp9
    tmp11 = tmp5 & tmp10
    tmp12 = tl.load(in_ptr0 + (3 + ks0 + x0 + 2*x1 + 4*x2 + ks0*x1 + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp13 = x1
    tmp14 = tl.full([1], 1, tl.int64)
    tmp15 = tmp13 >= tmp14
    tmp16 = tmp13 <= tmp14
    tmp17 = tmp15 & tmp16
    tmp18 = x0
    tmp19 = tmp18 >= tmp14
    tmp20 = tmp18 <= tmp14
    tmp21 = tmp19 & tmp20
    tmp22 = tmp17 & tmp21
    tmp23 = tl.load(in_ptr0 + (3 + ks0 + ((-1)*x0) + ((-2)*x1) + 4*x2 + ((-1)*ks0*x1) + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp24 = tmp12 + tmp23
    tmp25 = tmp17 & tmp10
    tmp26 = tl.load(in_ptr0 + (3 + ks0 + x0 + ((-2)*x1) + 4*x2 + ((-1)*ks0*x1) + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp24 + tmp26
    tmp28 = (-2) + ks0
    tmp29 = tmp18 >= tmp28
    tmp30 = tmp18 <= tmp28
    tmp31 = tmp29 & tmp30
    tmp32 = tmp17 & tmp31
    tmp33 = tl.load(in_ptr0 + (1 + ((-1)*x0) + ((-2)*x1) + 3*ks0 + 4*x2 + ((-1)*ks0*x1) + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp34 = tmp27 + tmp33
    tmp35 = tmp5 & tmp21
    tmp36 = tl.load(in_ptr0 + (3 + ks0 + ((-1)*x0) + 2*x1 + 4*x2 + ks0*x1 + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp37 = tmp34 + tmp36
    tmp38 = tmp5 & tmp31
    tmp39 = tl.load(in_ptr0 + (1 + ((-1)*x0) + 2*x1 + 3*ks0 + 4*x2 + ks0*x1 + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp37 + tmp39
    tmp41 = (-2) + ks1
    tmp42 = tmp13 >= tmp41
    tmp43 = tmp13 <= tmp41
    tmp44 = tmp42 & tmp43
    tmp45 = tmp44 & tmp21
    tmp46 = tl.load(in_ptr0 + ((-1) + ks3 + ((-1)*ks0) + ((-1)*x0) + ((-2)*x1) + 4*ks1 + 4*x2 + ((-1)*ks0*x1) + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp45 & xmask, eviction_policy='evict_last', other=0.0)
    tmp47 = tmp40 + tmp46
    tmp48 = tmp44 & tmp10
    tmp49 = tl.load(in_ptr0 + ((-1) + ks3 + x0 + ((-1)*ks0) + ((-2)*x1) + 4*ks1 + 4*x2 + ((-1)*ks0*x1) + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp48 & xmask, eviction_policy='evict_last', other=0.0)
    tmp50 = tmp47 + tmp49
    tmp51 = tmp44 & tmp31
    tmp52 = tl.load(in_ptr0 + ((-3) + ks0 + ks3 + ((-1)*x0) + ((-2)*x1) + 4*ks1 + 4*x2 + ((-1)*ks0*x1) + 2*ks0*x2 + 2*ks1*x2 + ks0*ks1*x2), tmp51 & xmask, eviction_policy='evict_last', other=0.0)
    tmp53 = tmp50 + tmp52
    tmp55 = tl.full([1], 0.0, tl.float32)
    tmp56 = tl.where(tmp54, tmp55, tmp53)
    tl.store(in_out_ptr0 + (x3), tmp56, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_superres_pixel_shuffle/cache/ut/cut6zgudrt6ukvsu2dod2swgjwgw36tf7zlaopupz76olztdholr.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %where_1 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=where_1]
#   %sum_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   return %sum_2
triton_red_fused_convolution_backward_3 = async_compile.triton('triton_red_fused_convolution_backward_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 19712}}
)
@triton.jit
def triton_red_fused_convolution_backward_3(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        primals_1, primals_2, primals_4, primals_6, _unsafe_index_1, _unsafe_index_3, logical_and, le_19, tangents_1 = args
        args.clear()
        s53 = primals_1
        s0 = primals_2
        assert_size_stride(primals_4, (16, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_6, (12, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(_unsafe_index_1, (2, 3, 2 + s53, 2 + s0), (12 + 6*s0 + 6*s53 + 3*s0*s53, 4 + 2*s0 + 2*s53 + s0*s53, 2 + s0, 1))
        assert_size_stride(_unsafe_index_3, (2, 16, 2 + s53, 2 + s0), (64 + 32*s0 + 32*s53 + 16*s0*s53, 4 + 2*s0 + 2*s53 + s0*s53, 2 + s0, 1))
        assert_size_stride(logical_and, (2, 3, 2*s53, 2*s0), (12*s0*s53, 4*s0*s53, 2*s0, 1))
        assert_size_stride(le_19, (2, 16, s53, s0), (16*s0*s53, s0*s53, s0, 1))
        assert_size_stride(tangents_1, (2, 3, 2*s53, 2*s0), (12*s0*s53, 4*s0*s53, 2*s0, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            ps0 = 2*s0
            ps1 = 2*s0*s53
            buf0 = empty_strided_cuda((2, 3, 2, 2, s53, s0), (12*s0*s53, 4*s0*s53, 2*s0*s53, s0*s53, s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_2, where, view_2, permute_1, clone_2], Original ATen: [aten.scalar_tensor, aten.where, aten.pixel_unshuffle]
            triton_poi_fused_pixel_unshuffle_scalar_tensor_where_0_ynumel = 12*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_pixel_unshuffle_scalar_tensor_where_0.run(logical_and, tangents_1, buf0, s0, ps0, s53, ps1, triton_poi_fused_pixel_unshuffle_scalar_tensor_where_0_ynumel, 2, stream=stream0)
            del logical_and
            del tangents_1
            ps2 = s0*s53
            buf1 = empty_strided_cuda((12, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_2, where, view_2, permute_1, clone_2, view_3, sum_1], Original ATen: [aten.scalar_tensor, aten.where, aten.pixel_unshuffle, aten.convolution_backward]
            triton_red_fused_convolution_backward_pixel_unshuffle_scalar_tensor_where_1_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_pixel_unshuffle_scalar_tensor_where_1.run(buf0, buf1, ps2, s0, s53, 12, triton_red_fused_convolution_backward_pixel_unshuffle_scalar_tensor_where_1_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [full_default_2, where, view_2, permute_1, clone_2, view_3, convolution_backward], Original ATen: [aten.scalar_tensor, aten.where, aten.pixel_unshuffle, aten.convolution_backward]
            buf2 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf0, (2, 12, s53, s0), (12*s0*s53, s0*s53, s0, 1), 0), _unsafe_index_3, primals_6, [12], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del _unsafe_index_3
            del buf0
            del primals_6
            buf3 = buf2[0]
            assert_size_stride(buf3, (2, 16, 2 + s53, 2 + s0), (64 + 32*s0 + 32*s53 + 16*s0*s53, 4 + 2*s0 + 2*s53 + s0*s53, 2 + s0, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf3, 16, 'torch.ops.aten.convolution_backward.default')
            buf4 = buf2[1]
            assert_size_stride(buf4, (12, 16, 3, 3), (144, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf4, 16, 'torch.ops.aten.convolution_backward.default')
            del buf2
            buf5 = empty_strided_cuda((2, 16, s53, s0), (16*s0*s53, s0*s53, s0, 1), torch.float32)
            buf6 = buf5; del buf5  # reuse
            buf7 = buf6; del buf6  # reuse
            buf8 = buf7; del buf7  # reuse
            buf9 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [full_default_2, iota_6, view_4, iota_7, view_5, iota_8, view_6, iota_9, view_7, add_86, add_87, sub_61, sub_62, sub_64, sub_66, ge_7, le_1, logical_and_1, ge_8, le_2, logical_and_2, logical_and_3, _unsafe_masked_index, ge_9, le_3, logical_and_4, ge_10, le_4, logical_and_5, logical_and_6, _unsafe_masked_index_1, add_94, logical_and_9, _unsafe_masked_index_2, add_95, ge_14, le_8, logical_and_11, logical_and_12, _unsafe_masked_index_3, add_96, logical_and_15, _unsafe_masked_index_4, add_97, logical_and_18, _unsafe_masked_index_5, add_98, ge_19, le_13, logical_and_19, logical_and_21, _unsafe_masked_index_6, add_99, logical_and_24, _unsafe_masked_index_7, add_100, logical_and_27, _unsafe_masked_index_8, add_101, where_1], Original ATen: [aten.scalar_tensor, aten.reflection_pad2d_backward, aten.threshold_backward]
            triton_poi_fused_reflection_pad2d_backward_scalar_tensor_threshold_backward_2_xnumel = 32*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_reflection_pad2d_backward_scalar_tensor_threshold_backward_2.run(buf9, buf3, le_19, s0, s53, ps2, ps1, triton_poi_fused_reflection_pad2d_backward_scalar_tensor_threshold_backward_2_xnumel, stream=stream0)
            del buf3
            del le_19
            buf10 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_3_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_3.run(buf9, buf10, ps2, s0, s53, 16, triton_red_fused_convolution_backward_3_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            buf11 = torch.ops.aten.convolution_backward.default(buf9, _unsafe_index_1, primals_4, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False])
            del _unsafe_index_1
            del buf9
            del primals_4
            buf12 = buf11[1]
            assert_size_stride(buf12, (16, 3, 3, 3), (27, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf12, 16, 'torch.ops.aten.convolution_backward.default')
            del buf11
        return (None, None, None, buf12, buf10, buf4, buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 14
    primals_2 = 11
    primals_4 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((12, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    _unsafe_index_1 = rand_strided((2, 3, 16, 13), (624, 208, 13, 1), device='cuda:0', dtype=torch.float32)
    _unsafe_index_3 = rand_strided((2, 16, 16, 13), (3328, 208, 13, 1), device='cuda:0', dtype=torch.float32)
    logical_and = rand_strided((2, 3, 28, 22), (1848, 616, 22, 1), device='cuda:0', dtype=torch.bool)
    le_19 = rand_strided((2, 16, 14, 11), (2464, 154, 11, 1), device='cuda:0', dtype=torch.bool)
    tangents_1 = rand_strided((2, 3, 28, 22), (1848, 616, 22, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_6, _unsafe_index_1, _unsafe_index_3, logical_and, le_19, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
