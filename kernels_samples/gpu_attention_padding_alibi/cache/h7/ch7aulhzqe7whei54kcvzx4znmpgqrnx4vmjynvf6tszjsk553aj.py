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


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/ra/cra4qv2saqxy3h6hp7lvsen33zz4v6ruzpmce43nmujixt4tleeb.py
# Topologically Sorted Source Nodes: [pos, getitem_11, getitem_15, valid, getitem_16, invert, float_2, w, sum_2, clamp], Original ATen: [aten.arange, aten.unsqueeze, aten.lt, aten.bitwise_not, aten._to_copy, aten.sum, aten.clamp]
# Source node to ATen node mapping:
#   clamp => clamp_min
#   float_2 => convert_element_type_1
#   getitem_11 => unsqueeze
#   getitem_15 => unsqueeze_5
#   getitem_16 => unsqueeze_6, unsqueeze_7
#   invert => bitwise_not
#   pos => iota
#   sum_2 => sum_3
#   valid => lt_11
#   w => unsqueeze_8
# Graph fragment:
#   %primals_8 : Tensor "i64[s2][1]cuda:0" = PlaceHolder[target=primals_8]
#   %convert_element_type_1 : Tensor "f32[s2, s27][s27, 1]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %sum_3 : Tensor "f32[s2, 1][1, s2]cuda:0" = PlaceHolder[target=sum_3]
#   %iota : Tensor "i64[s27][1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.iota.default](args = (%primals_2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, s27][s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[s2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 1), kwargs = {})
#   %lt_11 : Tensor "b8[s2, s27][s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.lt.Tensor](args = (%unsqueeze, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "b8[s2, 1, s27][s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%lt_11, 1), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[s2, 1, 1, s27][s27, s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 2), kwargs = {})
#   %bitwise_not : Tensor "b8[s2, 1, 1, s27][s27, s27, s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.bitwise_not.default](args = (%unsqueeze_7,), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s2, s27][s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%lt_11, torch.float32), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s2, s27, 1][s27, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_1, -1), kwargs = {})
#   %sum_3 : Tensor "f32[s2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%unsqueeze_8, [1]), kwargs = {})
#   %clamp_min : Tensor "f32[s2, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sum_3, 1), kwargs = {})
#   return %bitwise_not,%convert_element_type_1,%sum_3,%clamp_min
triton_red_fused__to_copy_arange_bitwise_not_clamp_lt_sum_unsqueeze_0 = async_compile.triton('triton_red_fused__to_copy_arange_bitwise_not_clamp_lt_sum_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'out_ptr0': '*i1', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_arange_bitwise_not_clamp_lt_sum_unsqueeze_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8, 'r0_': 580}}
)
@triton.jit
def triton_red_fused__to_copy_arange_bitwise_not_clamp_lt_sum_unsqueeze_0(in_out_ptr0, in_ptr0, out_ptr0, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp1 = r0_1
        tmp2 = tmp1 < tmp0
        tmp3 = tmp2 == 0
        tmp4 = tmp2.to(tl.float32)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tl.store(out_ptr0 + (r0_1 + ks0*x0), tmp3, r0_mask & xmask)
        tl.store(out_ptr1 + (r0_1 + ks0*x0), tmp4, r0_mask & xmask)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp8 = tl.full([1, 1], 1.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp6, tmp8)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/b6/cb6cuwovff2mwgrp6unm52skmmoqdwwo7edd24m2z777ttc6uptn.py
# Topologically Sorted Source Nodes: [linear, view, permute, q, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
# Source node to ATen node mapping:
#   linear => add_tensor_1, view_1
#   matmul => clone
#   permute => permute_1
#   q => select
#   view => view_2
# Graph fragment:
#   %primals_5 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_5]
#   %mm_default_1 : Tensor "f32[s2*s27, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_tensor_1 : Tensor "f32[s2*s27, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_5, %mm_default_1), kwargs = {})
#   %view_1 : Tensor "f32[s2, s27, 96][96*s27, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [%primals_7, %primals_2, 96]), kwargs = {})
#   %view_2 : Tensor "f32[s2, s27, 3, 4, 8][96*s27, 96, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [%primals_7, %primals_2, 3, 4, 8]), kwargs = {})
#   %permute_1 : Tensor "f32[3, s2, 4, s27, 8][32, 96*s27, 8, 96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select : Tensor "f32[s2, 4, s27, 8][96*s27, 8, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 0), kwargs = {})
#   %clone : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused_addmm_clone_permute_select_view_1 = async_compile.triton('triton_poi_fused_addmm_clone_permute_select_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_permute_select_view_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 22400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_permute_select_view_1(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x2 = ((xindex // ks0) % 4)
    x1 = ((xindex // 8) % ks1)
    x3 = xindex // ks2
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 8*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 8*x2 + 96*x1 + 96*ks1*x3), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x4), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/vx/cvxyjcm2e356clf5l2p6epdgemrkll5jqjcrpdvgo45xsp3bul72.py
# Topologically Sorted Source Nodes: [linear, view, permute, k, transpose, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   k => select_1
#   linear => add_tensor_1, view_1
#   matmul => clone_1
#   permute => permute_1
#   transpose => permute_2
#   view => view_2
# Graph fragment:
#   %primals_5 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_5]
#   %mm_default_1 : Tensor "f32[s2*s27, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_tensor_1 : Tensor "f32[s2*s27, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_5, %mm_default_1), kwargs = {})
#   %view_1 : Tensor "f32[s2, s27, 96][96*s27, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [%primals_7, %primals_2, 96]), kwargs = {})
#   %view_2 : Tensor "f32[s2, s27, 3, 4, 8][96*s27, 96, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [%primals_7, %primals_2, 3, 4, 8]), kwargs = {})
#   %permute_1 : Tensor "f32[3, s2, 4, s27, 8][32, 96*s27, 8, 96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_1 : Tensor "f32[s2, 4, s27, 8][96*s27, 8, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 1), kwargs = {})
#   %permute_2 : Tensor "f32[s2, 4, 8, s27][96*s27, 8, 1, 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%select_1, [0, 1, 3, 2]), kwargs = {})
#   %clone_1 : Tensor "f32[s2, 4, 8, s27][32*s27, 8*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused_addmm_clone_permute_select_transpose_view_2 = async_compile.triton('triton_poi_fused_addmm_clone_permute_select_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_permute_select_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 7552, 'x': 14848}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_permute_select_transpose_view_2(in_ptr0, in_ptr1, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % 32)
    x2 = xindex
    y1 = yindex // 32
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (32 + y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (32 + y0 + 96*x2 + 96*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x2 + ks0*y3), tmp2, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/65/c65ya3pububaxyadsotji3qqg4qm3tswjo4hyzppqqeo2t6bjz6j.py
# Topologically Sorted Source Nodes: [linear, view, permute, v, matmul_1], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
# Source node to ATen node mapping:
#   linear => add_tensor_1, view_1
#   matmul_1 => clone_2
#   permute => permute_1
#   v => select_2
#   view => view_2
# Graph fragment:
#   %primals_5 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_5]
#   %mm_default_1 : Tensor "f32[s2*s27, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_tensor_1 : Tensor "f32[s2*s27, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_5, %mm_default_1), kwargs = {})
#   %view_1 : Tensor "f32[s2, s27, 96][96*s27, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [%primals_7, %primals_2, 96]), kwargs = {})
#   %view_2 : Tensor "f32[s2, s27, 3, 4, 8][96*s27, 96, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [%primals_7, %primals_2, 3, 4, 8]), kwargs = {})
#   %permute_1 : Tensor "f32[3, s2, 4, s27, 8][32, 96*s27, 8, 96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_2 : Tensor "f32[s2, 4, s27, 8][96*s27, 8, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 2), kwargs = {})
#   %clone_2 : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_addmm_clone_permute_select_view_3 = async_compile.triton('triton_poi_fused_addmm_clone_permute_select_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_permute_select_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 22400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_permute_select_view_3(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x2 = ((xindex // ks0) % 4)
    x1 = ((xindex // 8) % ks1)
    x3 = xindex // ks2
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (64 + x0 + 8*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (64 + x0 + 8*x2 + 96*x1 + 96*ks1*x3), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x4), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/tn/ctnjie4lasbwdmqp7eaxwezkkma7uazwqsqcabaigilrqeuktsj5.py
# Topologically Sorted Source Nodes: [pos, getitem_11, getitem_12, sub, abs_1, float_1, neg, getitem_13, alibi, matmul, truediv, att, masked_fill, att_1, att_2], Original ATen: [aten.arange, aten.unsqueeze, aten.sub, aten.abs, aten._to_copy, aten.neg, aten.mul, aten.view, aten.div, aten.add, aten.masked_fill, prims.prepare_softmax_online, aten.exp, aten._softmax, aten.native_dropout]
# Source node to ATen node mapping:
#   abs_1 => abs_1
#   alibi => mul_44
#   att => add_111
#   att_1 => div_1
#   att_2 => gt_8, inductor_lookup_seed_default, inductor_random_default, mul_181, mul_182
#   float_1 => convert_element_type
#   getitem_11 => unsqueeze
#   getitem_12 => unsqueeze_1
#   getitem_13 => unsqueeze_2, unsqueeze_3
#   masked_fill => full_default, where
#   matmul => view_5
#   neg => neg
#   pos => iota
#   sub => sub_21
#   truediv => div
# Graph fragment:
#   %bitwise_not : Tensor "b8[s2, 1, 1, s27][s27, s27, s27, 1]cuda:0" = PlaceHolder[target=bitwise_not]
#   %bmm : Tensor "f32[4*s2, s27, s27][s27**2, s27, 1]cuda:0" = PlaceHolder[target=bmm]
#   %primals_6 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=primals_6]
#   %getitem : Tensor "f32[s2, 4, s27, 1][4*s27, s27, 1, 4*s2*s27]cuda:0" = PlaceHolder[target=getitem]
#   %inductor_seeds_default : Tensor "i64[1][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0" = PlaceHolder[target=inductor_random_default]
#   %getitem_1 : Tensor "f32[s2, 4, s27, 1][4*s27, s27, 1, 4*s2*s27]cuda:0" = PlaceHolder[target=getitem_1]
#   %gt_8 : Tensor "b8[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0" = PlaceHolder[target=gt_8]
#   %div_1 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0" = PlaceHolder[target=div_1]
#   %iota : Tensor "i64[s27][1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.iota.default](args = (%primals_2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, s27][s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[s27, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %sub_21 : Tensor "i64[s27, s27][s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %abs_1 : Tensor "i64[s27, s27][s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_21,), kwargs = {})
#   %convert_element_type : Tensor "f32[s27, s27][s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%abs_1, torch.float32), kwargs = {})
#   %neg : Tensor "f32[s27, s27][s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type,), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_6, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[4, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %mul_44 : Tensor "f32[4, s27, s27][s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %unsqueeze_3), kwargs = {})
#   %view_5 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [%primals_7, 4, %primals_2, %primals_2]), kwargs = {})
#   %div : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_5, 2.8284271247461903), kwargs = {})
#   %add_111 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div, %mul_44), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_not, %full_default, %add_111), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%where, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %getitem), kwargs = {})
#   %exp_default : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div_1 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_1), kwargs = {})
#   %inductor_lookup_seed_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 0), kwargs = {})
#   %inductor_random_default : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([%primals_7, 4, %primals_2, %primals_2], %inductor_lookup_seed_default, rand), kwargs = {})
#   %gt_8 : Tensor "b8[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default, 0.1), kwargs = {})
#   %mul_181 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_8, %div_1), kwargs = {})
#   %mul_182 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_181, 1.1111111111111112), kwargs = {})
#   return %getitem,%getitem_1,%inductor_random_default,%gt_8,%div_1,%expand_2
triton_red_fused__softmax__to_copy_abs_add_arange_div_exp_masked_fill_mul_native_dropout_neg_prepare_softmax_online_sub_unsqueeze_view_4 = async_compile.triton('triton_red_fused__softmax__to_copy_abs_add_arange_div_exp_masked_fill_mul_native_dropout_neg_prepare_softmax_online_sub_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'out_ptr3': '*i1', 'out_ptr4': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax__to_copy_abs_add_arange_div_exp_masked_fill_mul_native_dropout_neg_prepare_softmax_online_sub_unsqueeze_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 148074}}
)
@triton.jit
def triton_red_fused__softmax__to_copy_abs_add_arange_div_exp_masked_fill_mul_native_dropout_neg_prepare_softmax_online_sub_unsqueeze_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr3, out_ptr4, ks0, ks1, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x2 = xindex // ks0
    x4 = xindex
    x1 = ((xindex // ks1) % 4)
    tmp4 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    x0 = (xindex % ks1)
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_3 + ks1*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp1 = tl.load(in_out_ptr0 + (r0_3 + ks1*x4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp5 = (-1)*tl_math.abs(r0_3 + ((-1)*x0))
        tmp6 = tmp5.to(tl.float32)
        tmp7 = tmp6 * tmp4
        tmp8 = tmp3 + tmp7
        tmp9 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp10 = tl.where(tmp0, tmp9, tmp8)
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = triton_helpers.maximum(_tmp12, tmp11)
        _tmp12 = tl.where(r0_mask & xmask, tmp13, _tmp12)
    tmp12 = triton_helpers.max2(_tmp12, 1)[:, None]
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp14 = tl.load(in_ptr0 + (r0_3 + ks1*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp15 = tl.load(in_out_ptr0 + (r0_3 + ks1*x4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp16 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp17 = tmp15 * tmp16
        tmp18 = (-1)*tl_math.abs(r0_3 + ((-1)*x0))
        tmp19 = tmp18.to(tl.float32)
        tmp20 = tmp19 * tmp4
        tmp21 = tmp17 + tmp20
        tmp22 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp23 = tl.where(tmp14, tmp22, tmp21)
        tmp24 = tmp23 - tmp12
        tmp25 = libdevice.exp(tmp24)
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
        tmp29 = tl.load(in_ptr2 + load_seed_offset)
        tmp30 = r0_3 + x4*((ks1*ks1) // ks1)
        tmp31 = tl.rand(tmp29, (tmp30).to(tl.uint32))
        tmp32 = tl.full([1, 1], 0.1, tl.float32)
        tmp33 = tmp31 > tmp32
        tl.store(out_ptr3 + (r0_3 + x4*((ks1*ks1) // ks1)), tmp33, r0_mask & xmask)
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp34 = tl.load(in_ptr0 + (r0_3 + ks1*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp35 = tl.load(in_out_ptr0 + (r0_3 + ks1*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp47 = tl.load(out_ptr3 + (r0_3 + x4*((ks1*ks1) // ks1)), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp36 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp37 = tmp35 * tmp36
        tmp38 = (-1)*tl_math.abs(r0_3 + ((-1)*x0))
        tmp39 = tmp38.to(tl.float32)
        tmp40 = tmp39 * tmp4
        tmp41 = tmp37 + tmp40
        tmp42 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp43 = tl.where(tmp34, tmp42, tmp41)
        tmp44 = tmp43 - tmp12
        tmp45 = libdevice.exp(tmp44)
        tmp46 = (tmp45 / tmp27)
        tmp48 = tmp47.to(tl.float32)
        tmp49 = tmp48 * tmp46
        tmp50 = tl.full([1, 1], 1.1111111111111112, tl.float32)
        tmp51 = tmp49 * tmp50
        tl.store(in_out_ptr0 + (r0_3 + ks1*x4), tmp46, r0_mask & xmask)
        tl.store(out_ptr4 + (r0_3 + x4*((ks1*ks1) // ks1)), tmp51, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/tw/ctwt6ulvda2emofzkx5kwd3aiz66b46snvlx3hjeu7ha774kdi4z.py
# Topologically Sorted Source Nodes: [matmul_1, transpose_1, reshape], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   matmul_1 => view_8
#   reshape => clone_3
#   transpose_1 => permute_3
# Graph fragment:
#   %bmm_1 : Tensor "f32[4*s2, s27, 8][8*s27, 8, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_8 : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [%primals_7, 4, %primals_2, 8]), kwargs = {})
#   %permute_3 : Tensor "f32[s2, s27, 4, 8][32*s27, 8, 8*s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %clone_3 : Tensor "f32[s2, s27, 4, 8][32*s27, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_3
triton_poi_fused_clone_transpose_view_5 = async_compile.triton('triton_poi_fused_clone_transpose_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 22272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_5(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = ((xindex // 8) % 4)
    x2 = ((xindex // 32) % ks0)
    x3 = xindex // ks1
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 8*x2 + 8*ks0*x1 + 32*ks0*x3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/ee/ceeod5krtnhh7fadj5ggezttntfsdyshzuq634vquf4fizetbsgd.py
# Topologically Sorted Source Nodes: [pos, getitem_11, getitem_15, valid, y, float_2, w, mul_1, sum_1, truediv_1], Original ATen: [aten.arange, aten.unsqueeze, aten.lt, aten.addmm, aten.view, aten._to_copy, aten.mul, aten.sum, aten.div]
# Source node to ATen node mapping:
#   float_2 => convert_element_type_1
#   getitem_11 => unsqueeze
#   getitem_15 => unsqueeze_5
#   mul_1 => mul_299
#   pos => iota
#   sum_1 => sum_2
#   truediv_1 => div_2
#   valid => lt_11
#   w => unsqueeze_8
#   y => add_tensor, view_11
# Graph fragment:
#   %primals_10 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_10]
#   %mm_default : Tensor "f32[s2*s27, 32][32, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %convert_element_type_1 : Tensor "f32[s2, s27][s27, 1]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %sum_2 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %clamp_min : Tensor "f32[s2, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_min]
#   %iota : Tensor "i64[s27][1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.iota.default](args = (%primals_2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, s27][s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[s2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 1), kwargs = {})
#   %lt_11 : Tensor "b8[s2, s27][s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.lt.Tensor](args = (%unsqueeze, %unsqueeze_5), kwargs = {})
#   %add_tensor : Tensor "f32[s2*s27, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_10, %mm_default), kwargs = {})
#   %view_11 : Tensor "f32[s2, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%primals_7, %primals_2, 32]), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s2, s27][s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%lt_11, torch.float32), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s2, s27, 1][s27, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_1, -1), kwargs = {})
#   %mul_299 : Tensor "f32[s2, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, %unsqueeze_8), kwargs = {})
#   %sum_2 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_299, [1]), kwargs = {})
#   %div_2 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_2, %clamp_min), kwargs = {})
#   return %sum_2,%div_2
triton_red_fused__to_copy_addmm_arange_div_lt_mul_sum_unsqueeze_view_6 = async_compile.triton('triton_red_fused__to_copy_addmm_arange_div_lt_mul_sum_unsqueeze_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_addmm_arange_div_lt_mul_sum_unsqueeze_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8064, 'r0_': 232}}
)
@triton.jit
def triton_red_fused__to_copy_addmm_arange_div_lt_mul_sum_unsqueeze_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 32)
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    x1 = xindex // 32
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp1 = tl.load(in_ptr1 + (x0 + 32*r0_2 + 32*ks0*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (r0_2 + ks0*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp8 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp9 = (tmp6 / tmp8)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp9, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10 = args
        args.clear()
        s77 = primals_1
        s27 = primals_2
        s2 = primals_7
        assert_size_stride(primals_3, (s2, s27, 32), (32*s27, 32, 1))
        assert_size_stride(primals_4, (96, 32), (32, 1))
        assert_size_stride(primals_5, (96, ), (1, ))
        assert_size_stride(primals_6, (4, ), (1, ))
        assert_size_stride(primals_8, (s2, ), (1, ))
        assert_size_stride(primals_9, (32, 32), (32, 1))
        assert_size_stride(primals_10, (32, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf8 = empty_strided_cuda((1, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            aten.randint.low_out(-9223372036854775808, 9223372036854775807, [1], out=buf8)
            buf4 = empty_strided_cuda((s2, 1, 1, s27), (s27, s27, s27, 1), torch.bool)
            buf16 = empty_strided_cuda((s2, s27), (s27, 1), torch.float32)
            buf18 = empty_strided_cuda((s2, 1), (1, s2), torch.float32)
            buf19 = reinterpret_tensor(buf18, (s2, 1), (1, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [pos, getitem_11, getitem_15, valid, getitem_16, invert, float_2, w, sum_2, clamp], Original ATen: [aten.arange, aten.unsqueeze, aten.lt, aten.bitwise_not, aten._to_copy, aten.sum, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_arange_bitwise_not_clamp_lt_sum_unsqueeze_0.run(buf19, primals_8, buf4, buf16, s27, s2, s27, stream=stream0)
            del primals_8
            buf0 = empty_strided_cuda((s2*s27, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(primals_3, (s2*s27, 32), (32, 1), 0), reinterpret_tensor(primals_4, (32, 96), (1, 32), 0), out=buf0)
            ps0 = 8*s27
            ps1 = 32*s27
            buf1 = empty_strided_cuda((s2, 4, s27, 8), (32*s27, 8*s27, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, q, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            triton_poi_fused_addmm_clone_permute_select_view_1_xnumel = 32*s2*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_permute_select_view_1.run(primals_5, buf0, buf1, ps0, s27, ps1, triton_poi_fused_addmm_clone_permute_select_view_1_xnumel, stream=stream0)
            buf2 = empty_strided_cuda((s2, 4, 8, s27), (32*s27, 8*s27, s27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, k, transpose, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.transpose, aten.clone]
            triton_poi_fused_addmm_clone_permute_select_transpose_view_2_ynumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_permute_select_transpose_view_2.run(primals_5, buf0, buf2, s27, triton_poi_fused_addmm_clone_permute_select_transpose_view_2_ynumel, s27, stream=stream0)
            buf12 = empty_strided_cuda((s2, 4, s27, 8), (32*s27, 8*s27, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, v, matmul_1], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            triton_poi_fused_addmm_clone_permute_select_view_3_xnumel = 32*s2*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_permute_select_view_3.run(primals_5, buf0, buf12, ps0, s27, ps1, triton_poi_fused_addmm_clone_permute_select_view_3_xnumel, stream=stream0)
            del buf0
            del primals_5
            buf3 = empty_strided_cuda((4*s2, s27, s27), (s27*s27, s27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, q, k, transpose, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf1, (4*s2, s27, 8), (8*s27, 8, 1), 0), reinterpret_tensor(buf2, (4*s2, 8, s27), (8*s27, s27, 1), 0), out=buf3)
            ps2 = 4*s27
            buf10 = empty_strided_cuda((s2, 4, s27, s27), (4*s27*s27, s27*s27, s27, 1), torch.bool)
            buf7 = reinterpret_tensor(buf3, (s2, 4, s27, s27), (4*s27*s27, s27*s27, s27, 1), 0); del buf3  # reuse
            buf11 = empty_strided_cuda((s2, 4, s27, s27), (4*s27*s27, s27*s27, s27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pos, getitem_11, getitem_12, sub, abs_1, float_1, neg, getitem_13, alibi, matmul, truediv, att, masked_fill, att_1, att_2], Original ATen: [aten.arange, aten.unsqueeze, aten.sub, aten.abs, aten._to_copy, aten.neg, aten.mul, aten.view, aten.div, aten.add, aten.masked_fill, prims.prepare_softmax_online, aten.exp, aten._softmax, aten.native_dropout]
            triton_red_fused__softmax__to_copy_abs_add_arange_div_exp_masked_fill_mul_native_dropout_neg_prepare_softmax_online_sub_unsqueeze_view_4_xnumel = 4*s2*s27
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax__to_copy_abs_add_arange_div_exp_masked_fill_mul_native_dropout_neg_prepare_softmax_online_sub_unsqueeze_view_4.run(buf7, buf4, primals_6, buf8, buf10, buf11, ps2, s27, 0, triton_red_fused__softmax__to_copy_abs_add_arange_div_exp_masked_fill_mul_native_dropout_neg_prepare_softmax_online_sub_unsqueeze_view_4_xnumel, s27, stream=stream0)
            del buf8
            del primals_6
            buf13 = empty_strided_cuda((4*s2, s27, 8), (8*s27, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, v, att_2, matmul_1], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.native_dropout, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf11, (4*s2, s27, s27), (s27*s27, s27, 1), 0), reinterpret_tensor(buf12, (4*s2, s27, 8), (8*s27, 8, 1), 0), out=buf13)
            buf14 = empty_strided_cuda((s2, s27, 4, 8), (32*s27, 32, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_1, transpose_1, reshape], Original ATen: [aten.view, aten.transpose, aten.clone]
            triton_poi_fused_clone_transpose_view_5_xnumel = 32*s2*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf13, buf14, s27, ps1, triton_poi_fused_clone_transpose_view_5_xnumel, stream=stream0)
            buf15 = reinterpret_tensor(buf13, (s2*s27, 32), (32, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [matmul_1, transpose_1, reshape, y], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf14, (s2*s27, 32), (32, 1), 0), reinterpret_tensor(primals_9, (32, 32), (1, 32), 0), out=buf15)
            buf17 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf20 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [pos, getitem_11, getitem_15, valid, y, float_2, w, mul_1, sum_1, truediv_1], Original ATen: [aten.arange, aten.unsqueeze, aten.lt, aten.addmm, aten.view, aten._to_copy, aten.mul, aten.sum, aten.div]
            triton_red_fused__to_copy_addmm_arange_div_lt_mul_sum_unsqueeze_view_6_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_addmm_arange_div_lt_mul_sum_unsqueeze_view_6.run(buf20, primals_10, buf15, buf16, buf19, s27, triton_red_fused__to_copy_addmm_arange_div_lt_mul_sum_unsqueeze_view_6_xnumel, s27, stream=stream0)
            del buf15
            del primals_10
        return (buf20, primals_4, primals_9, reinterpret_tensor(primals_3, (s2*s27, 32), (32, 1), 0), buf4, buf7, buf10, reinterpret_tensor(buf14, (s2*s27, 32), (32, 1), 0), reinterpret_tensor(buf16, (s2, s27, 1), (s27, 1, 1), 0), buf19, reinterpret_tensor(buf11, (4*s2, s27, s27), (s27*s27, 1, s27), 0), reinterpret_tensor(buf12, (4*s2, 8, s27), (8*s27, 1, 8), 0), reinterpret_tensor(buf1, (4*s2, 8, s27), (8*s27, 1, 8), 0), reinterpret_tensor(buf2, (4*s2, s27, 8), (8*s27, 1, s27), 0), s2, s27, s2, s2*s27, 4*s2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 2
    primals_2 = 29
    primals_3 = rand_strided((2, 29, 32), (928, 32, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((96, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = 2
    primals_8 = rand_strided((2, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_9 = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
