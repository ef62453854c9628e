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


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/2t/c2tbqqtjrar2mpnuec5zonvsiumzka3sxq5fyj4djsl2wbvdcokb.py
# Topologically Sorted Source Nodes: [full_3], Original ATen: [aten.new_zeros]
# Source node to ATen node mapping:
#   full_3 => full_3
# Graph fragment:
#   %full_3 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%sym_size_int_2], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_new_zeros_0 = async_compile.triton('triton_poi_fused_new_zeros_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_new_zeros_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 464}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_new_zeros_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/hp/chpfkbqm7ljtmybeqpdijdy35oc7qog7lae2sbwb5co4uaorhgr7.py
# Topologically Sorted Source Nodes: [arange, flat_tok, sorted_tok, index_8, y, mul_100, mul_101, sum_5, squeeze_3, keep, mul_102, full_3, index_put_1], Original ATen: [aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index, aten.index_select, aten.squeeze, aten.mul, aten.sum, aten._to_copy, aten.new_zeros, aten.index_put]
# Source node to ATen node mapping:
#   arange => iota
#   flat_tok => clone, expand, unsqueeze, view_2
#   full_3 => full_3
#   index_8 => index_8
#   index_put_1 => index_put_1
#   keep => convert_element_type
#   mul_100 => mul_100
#   mul_101 => mul_101
#   mul_102 => mul_102
#   sorted_tok => index_1
#   squeeze_3 => squeeze_3
#   sum_5 => sum_5
#   y => squeeze_1
# Graph fragment:
#   %getitem_3 : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=getitem_3]
#   %tangents_1 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %bmm_1 : Tensor "f32[2*s77, 1, 24][24, 24, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %unsqueeze_3 : Tensor "f32[2*s77, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_3]
#   %sum_5 : Tensor "f32[2*s77, 1][1, 1]cuda:0" = PlaceHolder[target=sum_5]
#   %lt : Tensor "b8[2*s77][1]cuda:0" = PlaceHolder[target=lt]
#   %index_put_1 : Tensor "f32[2*s77][1]cuda:0" = PlaceHolder[target=index_put_1]
#   %iota : Tensor "i64[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %expand : Tensor "i64[s77, 2][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [%primals_1, 2]), kwargs = {})
#   %clone : Tensor "i64[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   %view_2 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%mul_28]), kwargs = {})
#   %index_1 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_2, [%getitem_3]), kwargs = {})
#   %index_8 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%tangents_1, [%index_1]), kwargs = {})
#   %squeeze_1 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%bmm_1, 1), kwargs = {})
#   %mul_100 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_4, %squeeze_1), kwargs = {})
#   %mul_101 : Tensor "f32[2*s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_4, %unsqueeze_3), kwargs = {})
#   %sum_5 : Tensor "f32[2*s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_100, [1], True), kwargs = {})
#   %squeeze_3 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_5, 1), kwargs = {})
#   %convert_element_type : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%lt, torch.float32), kwargs = {})
#   %mul_102 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_3, %convert_element_type), kwargs = {})
#   %full_3 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%sym_size_int_2], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_3, [%getitem_3], %mul_102, True), kwargs = {})
#   return %sum_5,%mul_101,%buf2
triton_per_fused__to_copy_arange_clone_expand_index_index_put_index_select_mul_new_zeros_squeeze_sum_unsqueeze_view_1 = async_compile.triton('triton_per_fused__to_copy_arange_clone_expand_index_index_put_index_select_mul_new_zeros_squeeze_sum_unsqueeze_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_arange_clone_expand_index_index_put_index_select_mul_new_zeros_squeeze_sum_unsqueeze_view_1', 'mutated_arg_names': ['out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 4, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 754, 'r0_': 16704}}
)
@triton.jit
def triton_per_fused__to_copy_arange_clone_expand_index_index_put_index_select_mul_new_zeros_squeeze_sum_unsqueeze_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 24
    R0_BLOCK: tl.constexpr = 32
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr2 + (r0_1 + 24*x0), r0_mask & xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp1 = 2*ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 2*ks0)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 2*ks0")
    tl.device_assert((((tmp4 // 2) % ks0) < ks0) | ~(xmask), "index out of bounds: ((tmp4 // 2) % ks0) < ks0")
    tmp7 = tl.load(in_ptr1 + (r0_1 + 24*(((tmp4 // 2) % ks0))), r0_mask & xmask, other=0.0)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp15 = tmp7 * tmp14
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp13 * tmp17
    tl.store(out_ptr1 + (r0_1 + 24*x0), tmp15, r0_mask & xmask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(tmp4, [XBLOCK, 1])), tmp18, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/i5/ci5vbmgpmktcr77wd5d6jrbdrmq3csck3tsvnqftcsy6d3k5fsfy.py
# Topologically Sorted Source Nodes: [full_default_3], Original ATen: [aten.new_zeros]
# Source node to ATen node mapping:
#   full_default_3 => full_default_3
# Graph fragment:
#   %full_default_3 : Tensor "f32[5, 40, 24][960, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([5, 40, 24], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_2
triton_poi_fused_new_zeros_2 = async_compile.triton('triton_poi_fused_new_zeros_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_new_zeros_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 38400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_new_zeros_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4800
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/nv/cnvgoy64rghjyxj7cc6fdqnued2gmqmwjcqgf5uwx6jpo7pfm4mm.py
# Topologically Sorted Source Nodes: [full_default_4], Original ATen: [aten.new_zeros]
# Source node to ATen node mapping:
#   full_default_4 => full_default_4
# Graph fragment:
#   %full_default_4 : Tensor "f32[5, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([5, 40], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_3
triton_poi_fused_new_zeros_3 = async_compile.triton('triton_poi_fused_new_zeros_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_new_zeros_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_new_zeros_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/gb/cgbsxwdfm3vk3c5qjuz4nyqsncr3a72xisrdhtdczz3qqsd22qtu.py
# Topologically Sorted Source Nodes: [squeeze_4, silu, reciprocal, mul_103, mul_104, sub_58, mul_105, add_142, mul_106, full_default_4, index_put_3], Original ATen: [aten.squeeze, aten.silu, aten.silu_backward, aten.new_zeros, aten.index_put]
# Source node to ATen node mapping:
#   add_142 => add_142
#   full_default_4 => full_default_4
#   index_put_3 => index_put_3
#   mul_103 => mul_103
#   mul_104 => mul_104
#   mul_105 => mul_105
#   mul_106 => mul_106
#   reciprocal => reciprocal
#   silu => add_86, exp_1, neg
#   squeeze_4 => squeeze_4
#   sub_58 => sub_58
# Graph fragment:
#   %index : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=index]
#   %bmm_3 : Tensor "f32[2*s77, 1, 40][40, 40, 1]cuda:0" = PlaceHolder[target=bmm_3]
#   %add_82 : Tensor "f32[2*s77, 40][40, 1]cuda:0" = PlaceHolder[target=add_82]
#   %index_put_3 : Tensor "f32[5, 40][40, 1]cuda:0" = PlaceHolder[target=index_put_3]
#   %squeeze_4 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%bmm_3, 1), kwargs = {})
#   %neg : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_82,), kwargs = {})
#   %exp_1 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_86 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %reciprocal : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_86,), kwargs = {})
#   %mul_103 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_104 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %mul_103), kwargs = {})
#   %sub_58 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_103), kwargs = {})
#   %mul_105 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_82, %sub_58), kwargs = {})
#   %add_142 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_105, 1), kwargs = {})
#   %mul_106 : Tensor "f32[2*s77, 40][40, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_104, %add_142), kwargs = {})
#   %full_default_4 : Tensor "f32[5, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([5, 40], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_3 : Tensor "f32[5, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_4, [%index], %mul_106, True), kwargs = {})
#   return %buf9,%mul_106
triton_poi_fused_index_put_new_zeros_silu_silu_backward_squeeze_4 = async_compile.triton('triton_poi_fused_index_put_new_zeros_silu_silu_backward_squeeze_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_put_new_zeros_silu_silu_backward_squeeze_4', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_put_new_zeros_silu_silu_backward_squeeze_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 40
    x2 = xindex
    x0 = (xindex % 40)
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x2), xmask)
    tmp7 = tl.load(in_ptr2 + (x2), xmask)
    tmp1 = tl.full([XBLOCK], 5, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 5")
    tmp8 = -tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.full([1], 1.0, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tl.full([1], 1, tl.int32)
    tmp13 = (tmp12 / tmp11)
    tmp14 = tmp13 * tmp10
    tmp15 = tmp6 * tmp14
    tmp16 = tmp10 - tmp14
    tmp17 = tmp7 * tmp16
    tmp18 = tmp17 + tmp10
    tmp19 = tmp15 * tmp18
    tl.atomic_add(out_ptr0 + (x0 + 40*tmp4), tmp19, xmask, sem='relaxed')
    tl.store(out_ptr1 + (x2), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/qd/cqdmxpi32o4pwb64qi3mbu6ca56mgcribsicehdu4xwx3blv5cnl.py
# Topologically Sorted Source Nodes: [full_default_3, index_put_2, full_default_5, index_put_4], Original ATen: [aten.new_zeros, aten.index_put]
# Source node to ATen node mapping:
#   full_default_3 => full_default_3
#   full_default_5 => full_default_5
#   index_put_2 => index_put_2
#   index_put_4 => index_put_4
# Graph fragment:
#   %index : Tensor "i64[2*s77][1]cuda:0" = PlaceHolder[target=index]
#   %bmm_2 : Tensor "f32[2*s77, 40, 24][960, 24, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %index_put_2 : Tensor "f32[5, 40, 24][960, 24, 1]cuda:0" = PlaceHolder[target=index_put_2]
#   %bmm_4 : Tensor "f32[2*s77, 24, 40][960, 40, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %index_put_4 : Tensor "f32[5, 24, 40][960, 40, 1]cuda:0" = PlaceHolder[target=index_put_4]
#   %full_default_3 : Tensor "f32[5, 40, 24][960, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([5, 40, 24], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_2 : Tensor "f32[5, 40, 24][960, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_3, [%index], %bmm_2, True), kwargs = {})
#   %full_default_5 : Tensor "f32[5, 24, 40][960, 40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([5, 24, 40], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_4 : Tensor "f32[5, 24, 40][960, 40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_5, [%index], %bmm_4, True), kwargs = {})
#   return %buf7,%buf13
triton_poi_fused_index_put_new_zeros_5 = async_compile.triton('triton_poi_fused_index_put_new_zeros_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_put_new_zeros_5', 'mutated_arg_names': ['out_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 445440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_put_new_zeros_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 960
    x2 = xindex
    x0 = (xindex % 960)
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x2), xmask)
    tmp7 = tl.load(in_ptr2 + (x2), xmask)
    tmp1 = tl.full([XBLOCK], 5, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 5")
    tl.atomic_add(out_ptr0 + (x0 + 960*tmp4), tmp6, xmask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (x0 + 960*tmp4), tmp7, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/nj/cnjv5enrzd26khkjsa45i3vsimaw2k2ivq4yzsv4m7gpjixntg3t.py
# Topologically Sorted Source Nodes: [view_3, div_7, neg_2, mul_107, sum_6], Original ATen: [aten.view, aten.div, aten.neg, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   div_7 => div_7
#   mul_107 => mul_107
#   neg_2 => neg_2
#   sum_6 => sum_6
#   view_3 => view_3
# Graph fragment:
#   %buf2 : Tensor "f32[2*s77][1]cuda:0" = PlaceHolder[target=buf2]
#   %div_1 : Tensor "f32[s77, 2][2, 1]cuda:0" = PlaceHolder[target=div_1]
#   %sum_2 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %view_3 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%index_put_1, [%primals_1, 2]), kwargs = {})
#   %div_7 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_1, %sum_2), kwargs = {})
#   %neg_2 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_3,), kwargs = {})
#   %mul_107 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_2, %div_7), kwargs = {})
#   %sum_6 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_107, [1], True), kwargs = {})
#   return %sum_6
triton_poi_fused_div_mul_neg_sum_view_6 = async_compile.triton('triton_poi_fused_div_mul_neg_sum_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_mul_neg_sum_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 348}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_mul_neg_sum_view_6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (2*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask)
    tmp6 = tl.load(in_ptr0 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    tmp1 = -tmp0
    tmp4 = (tmp2 / tmp3)
    tmp5 = tmp1 * tmp4
    tmp7 = -tmp6
    tmp9 = (tmp8 / tmp3)
    tmp10 = tmp7 * tmp9
    tmp11 = tmp5 + tmp10
    tl.store(out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/tu/ctu6sjs3p2wols4qqmqplkori5e45pvv6mv2zmjhiaofu3wihvgj.py
# Topologically Sorted Source Nodes: [view_3, div_7, neg_2, mul_107, div_8, sum_6, expand_5, add_143, full_default_6, scatter], Original ATen: [aten.view, aten.div, aten.neg, aten.mul, aten.sum, aten.expand, aten.add, aten.zeros, aten.scatter]
# Source node to ATen node mapping:
#   add_143 => add_143
#   div_7 => div_7
#   div_8 => div_8
#   expand_5 => expand_5
#   full_default_6 => full_default_6
#   mul_107 => mul_107
#   neg_2 => neg_2
#   scatter => scatter
#   sum_6 => sum_6
#   view_3 => view_3
# Graph fragment:
#   %view_3 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%index_put_1, [%primals_1, 2]), kwargs = {})
#   %div_7 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_1, %sum_2), kwargs = {})
#   %neg_2 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_3,), kwargs = {})
#   %mul_107 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_2, %div_7), kwargs = {})
#   %div_8 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_3, %sum_2), kwargs = {})
#   %sum_6 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_107, [1], True), kwargs = {})
#   %expand_5 : Tensor "f32[s77, 2][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%sum_6, [%primals_1, 2]), kwargs = {})
#   %add_143 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_8, %expand_5), kwargs = {})
#   %full_default_6 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 5], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter.src](args = (%full_default_6, -1, %getitem_1, %add_143), kwargs = {})
#   return %scatter
triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_7 = async_compile.triton('triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_7(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/pf/cpfwavboqotqfxr4diyiw3ej2czmlyz2mwog6sybhh6ixblziqok.py
# Topologically Sorted Source Nodes: [view_3, div_7, neg_2, mul_107, div_8, sum_6, expand_5, add_143, full_default_6, scatter], Original ATen: [aten.view, aten.div, aten.neg, aten.mul, aten.sum, aten.expand, aten.add, aten.zeros, aten.scatter]
# Source node to ATen node mapping:
#   add_143 => add_143
#   div_7 => div_7
#   div_8 => div_8
#   expand_5 => expand_5
#   full_default_6 => full_default_6
#   mul_107 => mul_107
#   neg_2 => neg_2
#   scatter => scatter
#   sum_6 => sum_6
#   view_3 => view_3
# Graph fragment:
#   %getitem_1 : Tensor "i64[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf2 : Tensor "f32[2*s77][1]cuda:0" = PlaceHolder[target=buf2]
#   %sum_2 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_6 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=sum_6]
#   %scatter : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=scatter]
#   %view_3 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%index_put_1, [%primals_1, 2]), kwargs = {})
#   %div_7 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_1, %sum_2), kwargs = {})
#   %neg_2 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_3,), kwargs = {})
#   %mul_107 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_2, %div_7), kwargs = {})
#   %div_8 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_3, %sum_2), kwargs = {})
#   %sum_6 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_107, [1], True), kwargs = {})
#   %expand_5 : Tensor "f32[s77, 2][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%sum_6, [%primals_1, 2]), kwargs = {})
#   %add_143 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_8, %expand_5), kwargs = {})
#   %full_default_6 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 5], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter.src](args = (%full_default_6, -1, %getitem_1, %add_143), kwargs = {})
#   return %buf16
triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_8 = async_compile.triton('triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_8', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 464}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 2
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp2 = tl.load(in_ptr1 + (x2), xmask)
    tmp3 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tl.device_assert(((0 <= tmp0) & (tmp0 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp0 < 5")
    tmp4 = (tmp2 / tmp3)
    tmp6 = tmp4 + tmp5
    tl.store(out_ptr0 + (tmp0 + 5*x1), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/2y/c2yia7igtgoe36ldomzj3vpa2j6i6rynfvrqumk5vihjjandz44m.py
# Topologically Sorted Source Nodes: [mul_95, expand_1, mul_96, unsqueeze_4, expand_2, div_4, add_144, probs, mul_108], Original ATen: [aten.mul, aten.expand, aten.unsqueeze, aten.div, aten.add, aten._softmax, aten._softmax_backward_data]
# Source node to ATen node mapping:
#   add_144 => add_144
#   div_4 => div_4
#   expand_1 => expand_1
#   expand_2 => expand_2
#   mul_108 => mul_108
#   mul_95 => mul_95
#   mul_96 => mul_96
#   probs => div, exp, sub_1
#   unsqueeze_4 => unsqueeze_4
# Graph fragment:
#   %tangents_2 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_2]
#   %div_3 : Tensor "f32[5][1]cuda:0" = PlaceHolder[target=div_3]
#   %buf16 : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=buf16]
#   %mm : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=mm]
#   %amax : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=amax]
#   %sum_1 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=sum_1]
#   %mul_95 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_2, 5), kwargs = {})
#   %expand_1 : Tensor "f32[5][0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_95, [5]), kwargs = {})
#   %mul_96 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_1, %div_3), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_96, 0), kwargs = {})
#   %expand_2 : Tensor "f32[s77, 5][0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_4, [%primals_1, 5]), kwargs = {})
#   %div_4 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_2, %primals_1), kwargs = {})
#   %add_144 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_4, %scatter), kwargs = {})
#   %sub_1 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm, %amax), kwargs = {})
#   %exp : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_1,), kwargs = {})
#   %div : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp, %sum_1), kwargs = {})
#   %mul_108 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_144, %div), kwargs = {})
#   return %mul_108
triton_poi_fused__softmax__softmax_backward_data_add_div_expand_mul_unsqueeze_9 = async_compile.triton('triton_poi_fused__softmax__softmax_backward_data_add_div_expand_mul_unsqueeze_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax__softmax_backward_data_add_div_expand_mul_unsqueeze_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax__softmax_backward_data_add_div_expand_mul_unsqueeze_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 5)
    x2 = xindex
    x1 = xindex // 5
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp4 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr2 + (x2), xmask)
    tmp11 = tl.load(in_ptr3 + (x2), xmask)
    tmp12 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tl.full([1], 5.0, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp5 = tmp3 * tmp4
    tmp6 = ks0
    tmp7 = tmp6.to(tl.float32)
    tmp8 = (tmp5 / tmp7)
    tmp10 = tmp8 + tmp9
    tmp13 = tmp11 - tmp12
    tmp14 = libdevice.exp(tmp13)
    tmp16 = (tmp14 / tmp15)
    tmp17 = tmp10 * tmp16
    tl.store(out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/nr/cnror7txpvwfx4fvnoe7lohpyviwvzucovgsraj3iglqz5o65bpz.py
# Topologically Sorted Source Nodes: [sum_7], Original ATen: [aten._softmax_backward_data]
# Source node to ATen node mapping:
#   sum_7 => sum_7
# Graph fragment:
#   %mul_108 : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=mul_108]
#   %sum_7 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_108, [-1], True), kwargs = {})
#   return %sum_7
triton_poi_fused__softmax_backward_data_10 = async_compile.triton('triton_poi_fused__softmax_backward_data_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax_backward_data_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 232}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax_backward_data_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (5*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 5*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2 + 5*x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (3 + 5*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (4 + 5*x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 + tmp7
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/moe_sorted_dispatch_dynamic/cache/et/cetrdzomqonp2rlsfvjh5unyjot3ps5bcyzzmbobqcl4cwtzahw6.py
# Topologically Sorted Source Nodes: [expand_3, div_5, pow_2, mul_97, mul_98, unsqueeze_5, unsqueeze_6, sub_57, exp_3, mul_99, probs, sum_7, neg_3, fma, add_145], Original ATen: [aten.expand, aten.div, aten.pow, aten.mul, aten.unsqueeze, aten.sub, aten.exp, aten._softmax, aten._softmax_backward_data, aten.add]
# Source node to ATen node mapping:
#   add_145 => add_145
#   div_5 => div_5
#   exp_3 => exp_3
#   expand_3 => expand_3
#   fma => fma
#   mul_97 => mul_97
#   mul_98 => mul_98
#   mul_99 => mul_99
#   neg_3 => neg_3
#   pow_2 => pow_2
#   probs => div, exp, sub_1
#   sub_57 => sub_57
#   sum_7 => sum_7
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
# Graph fragment:
#   %tangents_2 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_2]
#   %add_129 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=add_129]
#   %mm : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=mm]
#   %amax : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=amax]
#   %sum_1 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_7 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=sum_7]
#   %mul_108 : Tensor "f32[s77, 5][5, 1]cuda:0" = PlaceHolder[target=mul_108]
#   %expand_3 : Tensor "f32[s77][0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%tangents_2, [%primals_1]), kwargs = {})
#   %div_5 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_3, %primals_1), kwargs = {})
#   %pow_2 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_129, 1.0), kwargs = {})
#   %mul_97 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_2, 2.0), kwargs = {})
#   %mul_98 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_5, %mul_97), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_98, -1), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_129, -1), kwargs = {})
#   %sub_57 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm, %unsqueeze_6), kwargs = {})
#   %exp_3 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_57,), kwargs = {})
#   %mul_99 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_5, %exp_3), kwargs = {})
#   %sub_1 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm, %amax), kwargs = {})
#   %exp : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_1,), kwargs = {})
#   %div : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp, %sum_1), kwargs = {})
#   %sum_7 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_108, [-1], True), kwargs = {})
#   %neg_3 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div,), kwargs = {})
#   %fma : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_3, %sum_7, %mul_108), kwargs = {})
#   %add_145 : Tensor "f32[s77, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_99, %fma), kwargs = {})
#   return %add_145
triton_poi_fused__softmax__softmax_backward_data_add_div_exp_expand_mul_pow_sub_unsqueeze_11 = async_compile.triton('triton_poi_fused__softmax__softmax_backward_data_add_div_exp_expand_mul_pow_sub_unsqueeze_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax__softmax_backward_data_add_div_exp_expand_mul_pow_sub_unsqueeze_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax__softmax_backward_data_add_div_exp_expand_mul_pow_sub_unsqueeze_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 5
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp5 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp13 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x2), xmask)
    tmp2 = ks0
    tmp3 = tmp2.to(tl.float32)
    tmp4 = (tmp1 / tmp3)
    tmp6 = tl.full([1], 2.0, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp8 = tmp4 * tmp7
    tmp10 = tmp9 - tmp5
    tmp11 = libdevice.exp(tmp10)
    tmp12 = tmp8 * tmp11
    tmp14 = tmp9 - tmp13
    tmp15 = libdevice.exp(tmp14)
    tmp17 = (tmp15 / tmp16)
    tmp18 = -tmp17
    tmp21 = tl.fma(tmp18, tmp19, tmp20)
    tmp22 = tmp12 + tmp21
    tl.store(in_out_ptr0 + (x2), tmp22, xmask)
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
        primals_1, sym_size_int_1, primals_2, mm, amax, sum_1, getitem_1, sum_2, div_1, getitem_3, index, lt, add_82, bmm_1, unsqueeze_3, add_129, div_3, permute_1, permute_2, permute_3, tangents_1, tangents_2 = args
        args.clear()
        s77 = primals_1
        assert_size_stride(primals_2, (s77, 24), (24, 1))
        assert_size_stride(mm, (s77, 5), (5, 1))
        assert_size_stride(amax, (s77, 1), (1, 1))
        assert_size_stride(sum_1, (s77, 1), (1, 1))
        assert_size_stride(getitem_1, (s77, 2), (2, 1))
        assert_size_stride(sum_2, (s77, 1), (1, 1))
        assert_size_stride(div_1, (s77, 2), (2, 1))
        assert_size_stride(getitem_3, (2*s77, ), (1, ))
        assert_size_stride(index, (2*s77, ), (1, ))
        assert_size_stride(lt, (2*s77, ), (1, ))
        assert_size_stride(add_82, (2*s77, 40), (40, 1))
        assert_size_stride(bmm_1, (2*s77, 1, 24), (24, 24, 1))
        assert_size_stride(unsqueeze_3, (2*s77, 1), (1, 1))
        assert_size_stride(add_129, (s77, ), (1, ))
        assert_size_stride(div_3, (5, ), (1, ))
        assert_size_stride(permute_1, (2*s77, 40, 1), (40, 1, 40))
        assert_size_stride(permute_2, (2*s77, 24, 40), (960, 1, 24))
        assert_size_stride(permute_3, (2*s77, 24, 1), (24, 1, 24))
        assert_size_stride(tangents_1, (s77, 24), (24, 1))
        assert_size_stride(tangents_2, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((2*s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [full_3], Original ATen: [aten.new_zeros]
            triton_poi_fused_new_zeros_0_xnumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_new_zeros_0.run(buf1, triton_poi_fused_new_zeros_0_xnumel, stream=stream0)
            buf3 = empty_strided_cuda((2*s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, flat_tok, sorted_tok, index_8, y, mul_100, mul_101, sum_5, squeeze_3, keep, mul_102, full_3, index_put_1], Original ATen: [aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index, aten.index_select, aten.squeeze, aten.mul, aten.sum, aten._to_copy, aten.new_zeros, aten.index_put]
            triton_per_fused__to_copy_arange_clone_expand_index_index_put_index_select_mul_new_zeros_squeeze_sum_unsqueeze_view_1_xnumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_arange_clone_expand_index_index_put_index_select_mul_new_zeros_squeeze_sum_unsqueeze_view_1.run(getitem_3, tangents_1, bmm_1, unsqueeze_3, lt, buf3, buf1, s77, triton_per_fused__to_copy_arange_clone_expand_index_index_put_index_select_mul_new_zeros_squeeze_sum_unsqueeze_view_1_xnumel, 24, stream=stream0)
            del bmm_1
            del getitem_3
            del lt
            del tangents_1
            del unsqueeze_3
            buf4 = empty_strided_cuda((2*s77, 40, 24), (960, 24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, flat_tok, sorted_tok, index_8, mul_101, unsqueeze_7, bmm_2], Original ATen: [aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index, aten.index_select, aten.mul, aten.bmm]
            extern_kernels.bmm(permute_1, reinterpret_tensor(buf3, (2*s77, 1, 24), (24, 0, 1), 0), out=buf4)
            del permute_1
            buf5 = empty_strided_cuda((2*s77, 1, 40), (40, 40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, flat_tok, sorted_tok, index_8, mul_101, unsqueeze_7, bmm_3], Original ATen: [aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index, aten.index_select, aten.mul, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf3, (2*s77, 1, 24), (24, 0, 1), 0), permute_2, out=buf5)
            del buf3
            del permute_2
            buf6 = empty_strided_cuda((5, 40, 24), (960, 24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_3], Original ATen: [aten.new_zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused_new_zeros_2.run(buf6, 4800, stream=stream0)
            buf8 = empty_strided_cuda((5, 40), (40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_4], Original ATen: [aten.new_zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused_new_zeros_3.run(buf8, 200, stream=stream0)
            buf10 = empty_strided_cuda((2*s77, 40), (40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [squeeze_4, silu, reciprocal, mul_103, mul_104, sub_58, mul_105, add_142, mul_106, full_default_4, index_put_3], Original ATen: [aten.squeeze, aten.silu, aten.silu_backward, aten.new_zeros, aten.index_put]
            triton_poi_fused_index_put_new_zeros_silu_silu_backward_squeeze_4_xnumel = 80*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_new_zeros_silu_silu_backward_squeeze_4.run(index, buf5, add_82, buf8, buf10, triton_poi_fused_index_put_new_zeros_silu_silu_backward_squeeze_4_xnumel, stream=stream0)
            del add_82
            del buf5
            buf11 = empty_strided_cuda((2*s77, 24, 40), (960, 40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [squeeze_4, silu, reciprocal, mul_103, mul_104, sub_58, mul_105, add_142, mul_106, unsqueeze_8, bmm_4], Original ATen: [aten.squeeze, aten.silu, aten.silu_backward, aten.unsqueeze, aten.bmm]
            extern_kernels.bmm(permute_3, reinterpret_tensor(buf10, (2*s77, 1, 40), (40, 0, 1), 0), out=buf11)
            del buf10
            del permute_3
            buf12 = empty_strided_cuda((5, 24, 40), (960, 40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_5], Original ATen: [aten.new_zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused_new_zeros_2.run(buf12, 4800, stream=stream0)
            # Topologically Sorted Source Nodes: [full_default_3, index_put_2, full_default_5, index_put_4], Original ATen: [aten.new_zeros, aten.index_put]
            triton_poi_fused_index_put_new_zeros_5_xnumel = 1920*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_new_zeros_5.run(index, buf4, buf11, buf6, buf12, triton_poi_fused_index_put_new_zeros_5_xnumel, stream=stream0)
            del buf11
            del buf4
            del index
            buf14 = empty_strided_cuda((s77, 1), (1, s77), torch.float32)
            # Topologically Sorted Source Nodes: [view_3, div_7, neg_2, mul_107, sum_6], Original ATen: [aten.view, aten.div, aten.neg, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_mul_neg_sum_view_6.run(buf1, div_1, sum_2, buf14, s77, stream=stream0)
            del div_1
            buf15 = empty_strided_cuda((s77, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_3, div_7, neg_2, mul_107, div_8, sum_6, expand_5, add_143, full_default_6, scatter], Original ATen: [aten.view, aten.div, aten.neg, aten.mul, aten.sum, aten.expand, aten.add, aten.zeros, aten.scatter]
            triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_7_xnumel = 5*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_7.run(buf15, triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_7_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [view_3, div_7, neg_2, mul_107, div_8, sum_6, expand_5, add_143, full_default_6, scatter], Original ATen: [aten.view, aten.div, aten.neg, aten.mul, aten.sum, aten.expand, aten.add, aten.zeros, aten.scatter]
            triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_8_xnumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_8.run(getitem_1, buf1, sum_2, buf14, buf15, triton_poi_fused_add_div_expand_mul_neg_scatter_sum_view_zeros_8_xnumel, stream=stream0)
            del buf1
            del getitem_1
            del sum_2
            buf17 = empty_strided_cuda((s77, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_95, expand_1, mul_96, unsqueeze_4, expand_2, div_4, add_144, probs, mul_108], Original ATen: [aten.mul, aten.expand, aten.unsqueeze, aten.div, aten.add, aten._softmax, aten._softmax_backward_data]
            triton_poi_fused__softmax__softmax_backward_data_add_div_expand_mul_unsqueeze_9_xnumel = 5*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax__softmax_backward_data_add_div_expand_mul_unsqueeze_9.run(tangents_2, div_3, buf15, mm, amax, sum_1, buf17, s77, triton_poi_fused__softmax__softmax_backward_data_add_div_expand_mul_unsqueeze_9_xnumel, stream=stream0)
            del buf15
            del div_3
            buf18 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [sum_7], Original ATen: [aten._softmax_backward_data]
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax_backward_data_10.run(buf17, buf18, s77, stream=stream0)
            buf19 = mm; del mm  # reuse
            # Topologically Sorted Source Nodes: [expand_3, div_5, pow_2, mul_97, mul_98, unsqueeze_5, unsqueeze_6, sub_57, exp_3, mul_99, probs, sum_7, neg_3, fma, add_145], Original ATen: [aten.expand, aten.div, aten.pow, aten.mul, aten.unsqueeze, aten.sub, aten.exp, aten._softmax, aten._softmax_backward_data, aten.add]
            triton_poi_fused__softmax__softmax_backward_data_add_div_exp_expand_mul_pow_sub_unsqueeze_11_xnumel = 5*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax__softmax_backward_data_add_div_exp_expand_mul_pow_sub_unsqueeze_11.run(buf19, tangents_2, add_129, amax, sum_1, buf18, buf17, s77, triton_poi_fused__softmax__softmax_backward_data_add_div_exp_expand_mul_pow_sub_unsqueeze_11_xnumel, stream=stream0)
            del add_129
            del amax
            del buf17
            del buf18
            del sum_1
            del tangents_2
            buf20 = empty_strided_cuda((5, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [expand_3, div_5, pow_2, mul_97, mul_98, unsqueeze_5, unsqueeze_6, sub_57, exp_3, mul_99, probs, sum_7, neg_3, fma, add_145, permute_4, mm_1], Original ATen: [aten.expand, aten.div, aten.pow, aten.mul, aten.unsqueeze, aten.sub, aten.exp, aten._softmax, aten._softmax_backward_data, aten.add, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf19, (5, s77), (1, 5), 0), primals_2, out=buf20)
            del buf19
            del primals_2
        return (None, None, buf20, buf12, buf8, buf6, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 29
    sym_size_int_1 = 58
    primals_2 = rand_strided((29, 24), (24, 1), device='cuda:0', dtype=torch.float32)
    mm = rand_strided((29, 5), (5, 1), device='cuda:0', dtype=torch.float32)
    amax = rand_strided((29, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    sum_1 = rand_strided((29, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((29, 2), (2, 1), device='cuda:0', dtype=torch.int64)
    sum_2 = rand_strided((29, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((29, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((58, ), (1, ), device='cuda:0', dtype=torch.int64)
    index = rand_strided((58, ), (1, ), device='cuda:0', dtype=torch.int64)
    lt = rand_strided((58, ), (1, ), device='cuda:0', dtype=torch.bool)
    add_82 = rand_strided((58, 40), (40, 1), device='cuda:0', dtype=torch.float32)
    bmm_1 = rand_strided((58, 1, 24), (24, 24, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_3 = rand_strided((58, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    add_129 = rand_strided((29, ), (1, ), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((5, ), (1, ), device='cuda:0', dtype=torch.float32)
    permute_1 = rand_strided((58, 40, 1), (40, 1, 40), device='cuda:0', dtype=torch.float32)
    permute_2 = rand_strided((58, 24, 40), (960, 1, 24), device='cuda:0', dtype=torch.float32)
    permute_3 = rand_strided((58, 24, 1), (24, 1, 24), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((29, 24), (24, 1), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_1, sym_size_int_1, primals_2, mm, amax, sum_1, getitem_1, sum_2, div_1, getitem_3, index, lt, add_82, bmm_1, unsqueeze_3, add_129, div_3, permute_1, permute_2, permute_3, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
