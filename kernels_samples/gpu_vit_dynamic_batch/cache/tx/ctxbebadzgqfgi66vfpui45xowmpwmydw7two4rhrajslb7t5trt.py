# AOT ID: ['3_backward']
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


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/5u/c5ugi6tlfpmp7pj7t2dbrm2ekvtcbbfsg5auoefeq3cs3o7msgr6.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "bf16[s77, 10][10, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_1
triton_red_fused_sum_0 = async_compile.triton('triton_red_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 10
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp3 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 10*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp4 = _tmp3 + tmp2
        _tmp3 = tl.where(r0_mask & xmask, tmp4, _tmp3)
    tmp3 = tl.sum(_tmp3, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/oo/coodrxcln4oowxbbjhj575vgj22d35qccjui3oxcgd4ljpgrnuwt.py
# Topologically Sorted Source Nodes: [convert_element_type_61], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_61 => convert_element_type_61
# Graph fragment:
#   %mm_3 : Tensor "bf16[10, 48][48, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %convert_element_type_61 : Tensor "f32[10, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_3, torch.float32), kwargs = {})
#   return %convert_element_type_61
triton_poi_fused__to_copy_1 = async_compile.triton('triton_poi_fused__to_copy_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 480
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/eh/cehirq72vuhhmywomdyxoxvhw75iodmv2yhs5fc5wngbmy6bn3rz.py
# Topologically Sorted Source Nodes: [convert_element_type_60, full_default, convert_element_type_63, view_32], Original ATen: [aten._to_copy, aten.select_backward, aten.view]
# Source node to ATen node mapping:
#   convert_element_type_60 => convert_element_type_60
#   convert_element_type_63 => convert_element_type_63
#   full_default => full_default
#   view_32 => view_32
# Graph fragment:
#   %mm_2 : Tensor "bf16[s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %convert_element_type_60 : Tensor "f32[s77, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_2, torch.float32), kwargs = {})
#   %full_default : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3, 37, 48], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %convert_element_type_60, 1, 0), kwargs = {})
#   %convert_element_type_63 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%select_scatter_default, torch.bfloat16), kwargs = {})
#   %view_32 : Tensor "bf16[37*s77, 48][48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_63, [%mul_36, 48]), kwargs = {})
#   return %view_32
triton_poi_fused__to_copy_select_backward_view_2 = async_compile.triton('triton_poi_fused__to_copy_select_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_select_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 28800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_select_backward_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 48)
    x1 = xindex // 48
    tmp3 = tl.load(in_ptr0 + (x0 + 48*(x1 // 37)), xmask).to(tl.float32)
    tmp0 = ((x2 // 48) % 37)
    tmp1 = tl.full([1], 0, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.full([1], 0.0, tl.float32)
    tmp6 = tl.where(tmp2, tmp4, tmp5)
    tmp7 = tmp6.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/6d/c6dfpydvdrhuc63ywhu2cnw36tdafcabql7azbcfruk2enjn3fx2.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %view_32 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=view_32]
#   %sum_2 : Tensor "f32[1, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_32, [0], True), kwargs = {dtype: torch.float32})
#   return %buf7
triton_red_fused_sum_3 = async_compile.triton('triton_red_fused_sum_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14976, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_3(in_ptr0, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 48
    x0 = (xindex % 48)
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + x1*((1 + 37*ks0) // 2)
        tmp1 = 37*ks0
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 48*r0_2 + 48*x1*((1 + 37*ks0) // 2)), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.full(tmp4.shape, 0, tmp4.dtype)
        tmp6 = tl.where(tmp2, tmp4, tmp5)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/33/c337phof4dlhqaknwck5kkxlaipirkqmx6oybhcmk7w5u7mmc3p6.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %buf7 : Tensor "f32[1, 48, 2][96, 1, 48]cuda:0" = PlaceHolder[target=buf7]
#   %sum_2 : Tensor "f32[1, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_32, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_2
triton_per_fused_sum_4 = async_compile.triton('triton_per_fused_sum_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 768, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 48
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 48*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/qt/cqtso4cl6lhcavhmj7koujk6tudzlxwjoqvnmcgn7xq56ceevcdn.py
# Topologically Sorted Source Nodes: [convert_element_type_69], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_69 => convert_element_type_69
# Graph fragment:
#   %mm_5 : Tensor "bf16[48, 96][96, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %convert_element_type_69 : Tensor "f32[48, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_5, torch.float32), kwargs = {})
#   return %convert_element_type_69
triton_poi_fused__to_copy_5 = async_compile.triton('triton_poi_fused__to_copy_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 46080}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/dr/cdrp7nltnjfns2pfuypw3jq2fd2ln5uzyngvz45gbivixvx5qt7t.py
# Topologically Sorted Source Nodes: [view_34, convert_element_type_71, linear_2, gelu_1, mul_423, mul_424, mul_425, exp, mul_426, mul_427, add_513, mul_428, convert_element_type_73], Original ATen: [aten.view, aten.gelu_backward, aten.gelu]
# Source node to ATen node mapping:
#   add_513 => add_513
#   convert_element_type_71 => convert_element_type_71
#   convert_element_type_73 => convert_element_type_73
#   exp => exp
#   gelu_1 => add_471, convert_element_type_42, erf_1, mul_393
#   linear_2 => view_28
#   mul_423 => mul_423
#   mul_424 => mul_424
#   mul_425 => mul_425
#   mul_426 => mul_426
#   mul_427 => mul_427
#   mul_428 => mul_428
#   view_34 => view_34
# Graph fragment:
#   %mm_4 : Tensor "bf16[37*s77, 96][96, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %addmm_4 : Tensor "bf16[37*s77, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %view_34 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [%primals_3, 37, 96]), kwargs = {})
#   %convert_element_type_71 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_34, torch.float32), kwargs = {})
#   %view_28 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [%primals_3, 37, 96]), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_28, torch.float32), kwargs = {})
#   %mul_393 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, 0.7071067811865476), kwargs = {})
#   %erf_1 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_393,), kwargs = {})
#   %add_471 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_1, 1), kwargs = {})
#   %mul_423 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_471, 0.5), kwargs = {})
#   %mul_424 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, %convert_element_type_42), kwargs = {})
#   %mul_425 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_424, -0.5), kwargs = {})
#   %exp : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_425,), kwargs = {})
#   %mul_426 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_427 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, %mul_426), kwargs = {})
#   %add_513 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_423, %mul_427), kwargs = {})
#   %mul_428 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_71, %add_513), kwargs = {})
#   %convert_element_type_73 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_428, torch.bfloat16), kwargs = {})
#   return %convert_element_type_73
triton_poi_fused_gelu_gelu_backward_view_6 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_view_6', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 113664}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_view_6(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp3 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tl.full([1], 0.5, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp3 * tmp3
    tmp12 = tl.full([1], -0.5, tl.float32)
    tmp13 = tmp11 * tmp12
    tmp14 = libdevice.exp(tmp13)
    tmp15 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp3 * tmp16
    tmp18 = tmp10 + tmp17
    tmp19 = tmp1 * tmp18
    tmp20 = tmp19.to(tl.float32)
    tl.store(in_out_ptr0 + (x0), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/am/campig67j5qr2vnun5ed5jgsgv72aas7ij5wggwedanm4c34jdnq.py
# Topologically Sorted Source Nodes: [view_34, convert_element_type_71, linear_2, gelu_1, mul_423, mul_424, mul_425, exp, mul_426, mul_427, add_513, mul_428, convert_element_type_73, view_35, sum_3], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_513 => add_513
#   convert_element_type_71 => convert_element_type_71
#   convert_element_type_73 => convert_element_type_73
#   exp => exp
#   gelu_1 => add_471, convert_element_type_42, erf_1, mul_393
#   linear_2 => view_28
#   mul_423 => mul_423
#   mul_424 => mul_424
#   mul_425 => mul_425
#   mul_426 => mul_426
#   mul_427 => mul_427
#   mul_428 => mul_428
#   sum_3 => sum_3
#   view_34 => view_34
#   view_35 => view_35
# Graph fragment:
#   %convert_element_type_73 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0" = PlaceHolder[target=convert_element_type_73]
#   %view_34 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [%primals_3, 37, 96]), kwargs = {})
#   %convert_element_type_71 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_34, torch.float32), kwargs = {})
#   %view_28 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [%primals_3, 37, 96]), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_28, torch.float32), kwargs = {})
#   %mul_393 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, 0.7071067811865476), kwargs = {})
#   %erf_1 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_393,), kwargs = {})
#   %add_471 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_1, 1), kwargs = {})
#   %mul_423 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_471, 0.5), kwargs = {})
#   %mul_424 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, %convert_element_type_42), kwargs = {})
#   %mul_425 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_424, -0.5), kwargs = {})
#   %exp : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_425,), kwargs = {})
#   %mul_426 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_427 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, %mul_426), kwargs = {})
#   %add_513 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_423, %mul_427), kwargs = {})
#   %mul_428 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_71, %add_513), kwargs = {})
#   %convert_element_type_73 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_428, torch.bfloat16), kwargs = {})
#   %view_35 : Tensor "bf16[37*s77, 96][96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_73, [%mul_36, 96]), kwargs = {})
#   %sum_3 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_35, [0], True), kwargs = {dtype: torch.float32})
#   return %buf13
triton_red_fused_gelu_gelu_backward_sum_view_7 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 29952, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_7(in_ptr0, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 96
    x0 = (xindex % 96)
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + x1*((1 + 37*ks0) // 2)
        tmp1 = 37*ks0
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 96*r0_2 + 96*x1*((1 + 37*ks0) // 2)), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.full(tmp4.shape, 0, tmp4.dtype)
        tmp6 = tl.where(tmp2, tmp4, tmp5)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/rf/crfgp5v2g22nzn74qnvocqnje4hfg3ptanejilytq4xmlgych7wt.py
# Topologically Sorted Source Nodes: [view_34, convert_element_type_71, linear_2, gelu_1, mul_423, mul_424, mul_425, exp, mul_426, mul_427, add_513, mul_428, convert_element_type_73, view_35, sum_3], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_513 => add_513
#   convert_element_type_71 => convert_element_type_71
#   convert_element_type_73 => convert_element_type_73
#   exp => exp
#   gelu_1 => add_471, convert_element_type_42, erf_1, mul_393
#   linear_2 => view_28
#   mul_423 => mul_423
#   mul_424 => mul_424
#   mul_425 => mul_425
#   mul_426 => mul_426
#   mul_427 => mul_427
#   mul_428 => mul_428
#   sum_3 => sum_3
#   view_34 => view_34
#   view_35 => view_35
# Graph fragment:
#   %buf13 : Tensor "f32[1, 96, 2][192, 1, 96]cuda:0" = PlaceHolder[target=buf13]
#   %view_34 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [%primals_3, 37, 96]), kwargs = {})
#   %convert_element_type_71 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_34, torch.float32), kwargs = {})
#   %view_28 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [%primals_3, 37, 96]), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_28, torch.float32), kwargs = {})
#   %mul_393 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, 0.7071067811865476), kwargs = {})
#   %erf_1 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_393,), kwargs = {})
#   %add_471 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_1, 1), kwargs = {})
#   %mul_423 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_471, 0.5), kwargs = {})
#   %mul_424 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, %convert_element_type_42), kwargs = {})
#   %mul_425 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_424, -0.5), kwargs = {})
#   %exp : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_425,), kwargs = {})
#   %mul_426 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_427 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, %mul_426), kwargs = {})
#   %add_513 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_423, %mul_427), kwargs = {})
#   %mul_428 : Tensor "f32[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_71, %add_513), kwargs = {})
#   %convert_element_type_73 : Tensor "bf16[s77, 37, 96][3552, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_428, torch.bfloat16), kwargs = {})
#   %view_35 : Tensor "bf16[37*s77, 96][96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_73, [%mul_36, 96]), kwargs = {})
#   %sum_3 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_35, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_3
triton_per_fused_gelu_gelu_backward_sum_view_8 = async_compile.triton('triton_per_fused_gelu_gelu_backward_sum_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_sum_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1536, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_sum_view_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 96
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 96*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/ji/cjit5zxo5g2pffl5htwfai7cgjt422dodx7rn7udjooxnyujrwes.py
# Topologically Sorted Source Nodes: [view_37, convert_element_type_79, mul_435, sum_6, sum_7], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_79 => convert_element_type_79
#   mul_435 => mul_435
#   sum_6 => sum_6
#   sum_7 => sum_7
#   view_37 => view_37
# Graph fragment:
#   %mm_6 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mul_371 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=mul_371]
#   %view_37 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [%primals_3, 37, 48]), kwargs = {})
#   %convert_element_type_79 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_37, torch.float32), kwargs = {})
#   %mul_435 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_79, %mul_371), kwargs = {})
#   %sum_6 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_435, [0, 1]), kwargs = {})
#   %sum_7 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_79, [0, 1]), kwargs = {})
#   return %buf18,%buf20
triton_red_fused__to_copy_native_layer_norm_backward_view_9 = async_compile.triton('triton_red_fused__to_copy_native_layer_norm_backward_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_native_layer_norm_backward_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 44160, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__to_copy_native_layer_norm_backward_view_9(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 48
    x0 = (xindex % 48)
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + x1*((1 + 37*ks0) // 2)
        tmp1 = 37*ks0
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % (37*ks0)))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.load(in_ptr1 + (x0 + 48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % (37*ks0)))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tmp4 * tmp5
        tmp7 = tl.full(tmp6.shape, 0, tmp6.dtype)
        tmp8 = tl.where(tmp2, tmp6, tmp7)
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp12 = tl.full(tmp4.shape, 0, tmp4.dtype)
        tmp13 = tl.where(tmp2, tmp4, tmp12)
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/fi/cfinrygtt77sri3p27paayspfgklxtkvlbe7cxuky3ymkujaa6u6.py
# Topologically Sorted Source Nodes: [convert_element_type_60, full_default, view_37, convert_element_type_79, mul_430, mul_431, sum_4, mul_432, sum_5, mul_433, sub_128, sub_129, mul_434, add_514], Original ATen: [aten._to_copy, aten.select_backward, aten.view, aten.native_layer_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_514 => add_514
#   convert_element_type_60 => convert_element_type_60
#   convert_element_type_79 => convert_element_type_79
#   full_default => full_default
#   mul_430 => mul_430
#   mul_431 => mul_431
#   mul_432 => mul_432
#   mul_433 => mul_433
#   mul_434 => mul_434
#   sub_128 => sub_128
#   sub_129 => sub_129
#   sum_4 => sum_4
#   sum_5 => sum_5
#   view_37 => view_37
# Graph fragment:
#   %mm_6 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %primals_25 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_25]
#   %mul_371 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=mul_371]
#   %mm_2 : Tensor "bf16[s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %div : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0" = PlaceHolder[target=div]
#   %sum_4 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=sum_4]
#   %sum_5 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=sum_5]
#   %convert_element_type_60 : Tensor "f32[s77, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_2, torch.float32), kwargs = {})
#   %full_default : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3, 37, 48], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %convert_element_type_60, 1, 0), kwargs = {})
#   %view_37 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [%primals_3, 37, 48]), kwargs = {})
#   %convert_element_type_79 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_37, torch.float32), kwargs = {})
#   %mul_430 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_79, %primals_25), kwargs = {})
#   %mul_431 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_430, 48), kwargs = {})
#   %sum_4 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_430, [2], True), kwargs = {})
#   %mul_432 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_430, %mul_371), kwargs = {})
#   %sum_5 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_432, [2], True), kwargs = {})
#   %mul_433 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_371, %sum_5), kwargs = {})
#   %sub_128 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_431, %sum_4), kwargs = {})
#   %sub_129 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_128, %mul_433), kwargs = {})
#   %mul_434 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_129), kwargs = {})
#   %add_514 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %mul_434), kwargs = {})
#   return %sum_4,%sum_5,%add_514
triton_per_fused__to_copy_add_native_layer_norm_backward_select_backward_view_10 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_backward_select_backward_view_10', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_backward_select_backward_view_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 592, 'r0_': 100032}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_backward_select_backward_view_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 37)
    x3 = xindex // 37
    tmp0 = tl.load(in_ptr0 + (r0_1 + 48*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_out_ptr0 + (r0_1 + 48*x0), r0_mask & xmask, other=0.0)
    tmp17 = tl.load(in_ptr2 + (r0_1 + 48*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp21 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp9 = tmp3 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = x2
    tmp15 = tl.full([1, 1], 0, tl.int32)
    tmp16 = tmp14 == tmp15
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp16, tmp18, tmp19)
    tmp22 = tl.full([1, 1], 48.0, tl.float32)
    tmp23 = tmp3 * tmp22
    tmp24 = tmp23 - tmp7
    tmp25 = tmp8 * tmp13
    tmp26 = tmp24 - tmp25
    tmp27 = tmp21 * tmp26
    tmp28 = tmp20 + tmp27
    tl.store(in_out_ptr0 + (r0_1 + 48*x0), tmp28, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/zx/czxmnz37wugj7ahg6t2esldkyn3dqdga7ljt2i5t3cewctoey236.py
# Topologically Sorted Source Nodes: [convert_element_type_82, permute_36, clone_12, view_38], Original ATen: [aten._to_copy, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_12 => clone_12
#   convert_element_type_82 => convert_element_type_82
#   permute_36 => permute_36
#   view_38 => view_38
# Graph fragment:
#   %add_514 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_514]
#   %convert_element_type_82 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_514, torch.bfloat16), kwargs = {})
#   %permute_36 : Tensor "bf16[37, s77, 48][48, 1776, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_82, [1, 0, 2]), kwargs = {})
#   %clone_12 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_36,), kwargs = {memory_format: torch.contiguous_format})
#   %view_38 : Tensor "bf16[37*s77, 48][48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_12, [%mul_36, 48]), kwargs = {})
#   return %view_38
triton_poi_fused__to_copy__unsafe_view_clone_transpose_11 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_clone_transpose_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_clone_transpose_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 56832}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_clone_transpose_11(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 48)
    x1 = xindex // 48
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 48*(x1 // ks0) + 1776*((x1 % ks0))), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/ta/cta7o3gnx673czcghxr44u4qxj4yanpxucsc2his5a3iyhmp43i5.py
# Topologically Sorted Source Nodes: [convert_element_type_88], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_88 => convert_element_type_88
# Graph fragment:
#   %mm_9 : Tensor "bf16[48, 48][48, 1]cuda:0" = PlaceHolder[target=mm_9]
#   %convert_element_type_88 : Tensor "f32[48, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_9, torch.float32), kwargs = {})
#   return %convert_element_type_88
triton_poi_fused__to_copy_12 = async_compile.triton('triton_poi_fused__to_copy_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/ly/clyixe5x6hqamxo7on4p72ggbxmsqkoubrgithjknkeea6q3cvn7.py
# Topologically Sorted Source Nodes: [view_40, permute_41, full_default_2, _scaled_dot_product_flash_attention_backward], Original ATen: [aten.view, aten.permute, aten.slice_backward, aten._scaled_dot_product_flash_attention_backward]
# Source node to ATen node mapping:
#   _scaled_dot_product_flash_attention_backward => _scaled_dot_product_flash_attention_backward
#   full_default_2 => full_default_2
#   permute_41 => permute_41
#   view_40 => view_40
# Graph fragment:
#   %mm_8 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %view_40 : Tensor "bf16[37, s77, 4, 12][48*s77, 48, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [37, %primals_3, 4, 12]), kwargs = {})
#   %permute_41 : Tensor "bf16[s77, 4, 37, 12][48, 12, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_40, [1, 2, 0, 3]), kwargs = {})
#   %full_default_2 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3, 4, 37, 16], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_2, %permute_41, -1, 0, 12), kwargs = {})
#   %_scaled_dot_product_flash_attention_backward : [num_users=3] = call_function[target=torch.ops.aten._scaled_dot_product_flash_attention_backward.default](args = (%slice_scatter_default, %constant_pad_nd_3, %constant_pad_nd_4, %constant_pad_nd_5, %getitem_15, %getitem_16, None, None, 37, 37, 0.0, False, %getitem_21, %getitem_22), kwargs = {scale: 0.2886751345948129})
#   return %buf29
triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13 = async_compile.triton('triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 52096}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = ((xindex // 16) % 37)
    x2 = xindex // 592
    x3 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 12*x2 + 48*ks0*x1), tmp2 & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/k6/ck6adqgaqhn6ul375xjo6q3pmpamuwm6cmqjbju627g6lyu7wxct.py
# Topologically Sorted Source Nodes: [constant_pad_nd_6, constant_pad_nd_7, constant_pad_nd_8, view_41, view_42, view_43, permute_42, clone_13, view_44, permute_43, clone_14, view_45, permute_44, clone_15, view_46, full_default_3, add_515, add_516, unsqueeze_2, permute_45, squeeze_2, clone_16, view_47, sum_9], Original ATen: [aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
# Source node to ATen node mapping:
#   add_515 => add_515
#   add_516 => add_516
#   clone_13 => clone_13
#   clone_14 => clone_14
#   clone_15 => clone_15
#   clone_16 => clone_16
#   constant_pad_nd_6 => constant_pad_nd_6
#   constant_pad_nd_7 => constant_pad_nd_7
#   constant_pad_nd_8 => constant_pad_nd_8
#   full_default_3 => full_default_3
#   permute_42 => permute_42
#   permute_43 => permute_43
#   permute_44 => permute_44
#   permute_45 => permute_45
#   squeeze_2 => squeeze_2
#   sum_9 => sum_9
#   unsqueeze_2 => unsqueeze_2
#   view_41 => view_41
#   view_42 => view_42
#   view_43 => view_43
#   view_44 => view_44
#   view_45 => view_45
#   view_46 => view_46
#   view_47 => view_47
# Graph fragment:
#   %getitem_28 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0" = PlaceHolder[target=getitem_28]
#   %getitem_27 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0" = PlaceHolder[target=getitem_27]
#   %getitem_26 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0" = PlaceHolder[target=getitem_26]
#   %constant_pad_nd_6 : Tensor "bf16[s77, 4, 37, 12][1776, 444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_28, [0, -4]), kwargs = {})
#   %constant_pad_nd_7 : Tensor "bf16[s77, 4, 37, 12][1776, 444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_27, [0, -4]), kwargs = {})
#   %constant_pad_nd_8 : Tensor "bf16[s77, 4, 37, 12][1776, 444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_26, [0, -4]), kwargs = {})
#   %view_41 : Tensor "bf16[4*s77, 37, 12][444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%constant_pad_nd_6, [%mul_101, 37, 12]), kwargs = {})
#   %view_42 : Tensor "bf16[4*s77, 37, 12][444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%constant_pad_nd_7, [%mul_101, 37, 12]), kwargs = {})
#   %view_43 : Tensor "bf16[4*s77, 37, 12][444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%constant_pad_nd_8, [%mul_101, 37, 12]), kwargs = {})
#   %permute_42 : Tensor "bf16[37, 4*s77, 12][12, 444, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_41, [1, 0, 2]), kwargs = {})
#   %clone_13 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_42,), kwargs = {memory_format: torch.contiguous_format})
#   %view_44 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_13, [37, %primals_3, 48]), kwargs = {})
#   %permute_43 : Tensor "bf16[37, 4*s77, 12][12, 444, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_42, [1, 0, 2]), kwargs = {})
#   %clone_14 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_43,), kwargs = {memory_format: torch.contiguous_format})
#   %view_45 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_14, [37, %primals_3, 48]), kwargs = {})
#   %permute_44 : Tensor "bf16[37, 4*s77, 12][12, 444, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_43, [1, 0, 2]), kwargs = {})
#   %clone_15 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_44,), kwargs = {memory_format: torch.contiguous_format})
#   %view_46 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_15, [37, %primals_3, 48]), kwargs = {})
#   %full_default_3 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([3, 37, %primals_3, 48], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default_1 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_44, 0, 2), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_45, 0, 1), kwargs = {})
#   %add_515 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default_1, %select_scatter_default_2), kwargs = {})
#   %select_scatter_default_3 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_46, 0, 0), kwargs = {})
#   %add_516 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_515, %select_scatter_default_3), kwargs = {})
#   %unsqueeze_2 : Tensor "bf16[3, 37, s77, 1, 48][1776*s77, 48*s77, 48, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_516, 3), kwargs = {})
#   %permute_45 : Tensor "bf16[1, 37, s77, 3, 48][48, 48*s77, 48, 1776*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_2, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_2 : Tensor "bf16[37, s77, 3, 48][48*s77, 48, 1776*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_45, 0), kwargs = {})
#   %clone_16 : Tensor "bf16[37, s77, 3, 48][144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_2,), kwargs = {memory_format: torch.contiguous_format})
#   %view_47 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_16, [37, %primals_3, 144]), kwargs = {})
#   %sum_9 : Tensor "f32[1, 1, 144][144, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_47, [0, 1], True), kwargs = {dtype: torch.float32})
#   return %buf34
triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14 = async_compile.triton('triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 59136, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 288
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 144
    x0 = (xindex % 144)
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + x1*((1 + 37*ks0) // 2)
        tmp1 = 37*ks0
        tmp2 = tmp0 < tmp1
        tmp3 = tl.broadcast_to(x0 // 48, [XBLOCK, R0_BLOCK])
        tmp4 = tl.full([1, 1], 2, tl.int32)
        tmp5 = tmp3 == tmp4
        tmp6 = tl.broadcast_to((((x0 % 48)) % 12), [XBLOCK, R0_BLOCK])
        tmp7 = tl.full([1, 1], 16, tl.int64)
        tmp8 = tmp6 < tmp7
        tmp9 = tmp8 & tmp2
        tmp10 = tl.load(in_ptr0 + (16*((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + 48*ks0*((((r0_2 + x1*((1 + 37*ks0) // 2)) // ks0) % 37)) + ((x0 % 48))) // (48*ks0)) % 37)) + 592*((((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + ((x0 % 48))) // 12) % (4*ks0))) % (4*ks0))) + ((((x0 % 48)) % 12))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp11 = tl.full([1, 1], 0.0, tl.float32)
        tmp12 = tl.where(tmp5, tmp10, tmp11)
        tmp13 = tl.full([1, 1], 1, tl.int32)
        tmp14 = tmp3 == tmp13
        tmp15 = tl.load(in_ptr1 + (16*((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + 48*ks0*((((r0_2 + x1*((1 + 37*ks0) // 2)) // ks0) % 37)) + ((x0 % 48))) // (48*ks0)) % 37)) + 592*((((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + ((x0 % 48))) // 12) % (4*ks0))) % (4*ks0))) + ((((x0 % 48)) % 12))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp16 = tl.where(tmp14, tmp15, tmp11)
        tmp17 = tmp12 + tmp16
        tmp18 = tl.full([1, 1], 0, tl.int32)
        tmp19 = tmp3 == tmp18
        tmp20 = tl.load(in_ptr2 + (16*((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + 48*ks0*((((r0_2 + x1*((1 + 37*ks0) // 2)) // ks0) % 37)) + ((x0 % 48))) // (48*ks0)) % 37)) + 592*((((((48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % ks0)) + ((x0 % 48))) // 12) % (4*ks0))) % (4*ks0))) + ((((x0 % 48)) % 12))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp21 = tl.where(tmp19, tmp20, tmp11)
        tmp22 = tmp17 + tmp21
        tmp23 = tmp22.to(tl.float32)
        tmp24 = tl.full(tmp23.shape, 0, tmp23.dtype)
        tmp25 = tl.where(tmp2, tmp23, tmp24)
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/45/c45eywe5uzhhhmcqyoyxpjwe4wfv4gs2iupquxproivfcshepxl7.py
# Topologically Sorted Source Nodes: [constant_pad_nd_6, constant_pad_nd_7, constant_pad_nd_8, view_41, view_42, view_43, permute_42, clone_13, view_44, permute_43, clone_14, view_45, permute_44, clone_15, view_46, full_default_3, add_515, add_516, unsqueeze_2, permute_45, squeeze_2, clone_16], Original ATen: [aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze]
# Source node to ATen node mapping:
#   add_515 => add_515
#   add_516 => add_516
#   clone_13 => clone_13
#   clone_14 => clone_14
#   clone_15 => clone_15
#   clone_16 => clone_16
#   constant_pad_nd_6 => constant_pad_nd_6
#   constant_pad_nd_7 => constant_pad_nd_7
#   constant_pad_nd_8 => constant_pad_nd_8
#   full_default_3 => full_default_3
#   permute_42 => permute_42
#   permute_43 => permute_43
#   permute_44 => permute_44
#   permute_45 => permute_45
#   squeeze_2 => squeeze_2
#   unsqueeze_2 => unsqueeze_2
#   view_41 => view_41
#   view_42 => view_42
#   view_43 => view_43
#   view_44 => view_44
#   view_45 => view_45
#   view_46 => view_46
# Graph fragment:
#   %getitem_28 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0" = PlaceHolder[target=getitem_28]
#   %getitem_27 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0" = PlaceHolder[target=getitem_27]
#   %getitem_26 : Tensor "bf16[s77, 4, 37, 16][2368, 592, 16, 1]cuda:0" = PlaceHolder[target=getitem_26]
#   %constant_pad_nd_6 : Tensor "bf16[s77, 4, 37, 12][1776, 444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_28, [0, -4]), kwargs = {})
#   %constant_pad_nd_7 : Tensor "bf16[s77, 4, 37, 12][1776, 444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_27, [0, -4]), kwargs = {})
#   %constant_pad_nd_8 : Tensor "bf16[s77, 4, 37, 12][1776, 444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_26, [0, -4]), kwargs = {})
#   %view_41 : Tensor "bf16[4*s77, 37, 12][444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%constant_pad_nd_6, [%mul_101, 37, 12]), kwargs = {})
#   %view_42 : Tensor "bf16[4*s77, 37, 12][444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%constant_pad_nd_7, [%mul_101, 37, 12]), kwargs = {})
#   %view_43 : Tensor "bf16[4*s77, 37, 12][444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%constant_pad_nd_8, [%mul_101, 37, 12]), kwargs = {})
#   %permute_42 : Tensor "bf16[37, 4*s77, 12][12, 444, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_41, [1, 0, 2]), kwargs = {})
#   %clone_13 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_42,), kwargs = {memory_format: torch.contiguous_format})
#   %view_44 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_13, [37, %primals_3, 48]), kwargs = {})
#   %permute_43 : Tensor "bf16[37, 4*s77, 12][12, 444, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_42, [1, 0, 2]), kwargs = {})
#   %clone_14 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_43,), kwargs = {memory_format: torch.contiguous_format})
#   %view_45 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_14, [37, %primals_3, 48]), kwargs = {})
#   %permute_44 : Tensor "bf16[37, 4*s77, 12][12, 444, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_43, [1, 0, 2]), kwargs = {})
#   %clone_15 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_44,), kwargs = {memory_format: torch.contiguous_format})
#   %view_46 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_15, [37, %primals_3, 48]), kwargs = {})
#   %full_default_3 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([3, 37, %primals_3, 48], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default_1 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_44, 0, 2), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_45, 0, 1), kwargs = {})
#   %add_515 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default_1, %select_scatter_default_2), kwargs = {})
#   %select_scatter_default_3 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_46, 0, 0), kwargs = {})
#   %add_516 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_515, %select_scatter_default_3), kwargs = {})
#   %unsqueeze_2 : Tensor "bf16[3, 37, s77, 1, 48][1776*s77, 48*s77, 48, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_516, 3), kwargs = {})
#   %permute_45 : Tensor "bf16[1, 37, s77, 3, 48][48, 48*s77, 48, 1776*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_2, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_2 : Tensor "bf16[37, s77, 3, 48][48*s77, 48, 1776*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_45, 0), kwargs = {})
#   %clone_16 : Tensor "bf16[37, s77, 3, 48][144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_2,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_16
triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15 = async_compile.triton('triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 127872}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 48) % 3)
    x5 = xindex
    x0 = (xindex % 48)
    x2 = ((xindex // 144) % 37)
    x3 = xindex // 5328
    x6 = (xindex % 144)
    tmp0 = x1
    tmp1 = tl.full([1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp3 = (x5 % 12)
    tmp4 = tl.full([1], 16, tl.int64)
    tmp5 = tmp3 < tmp4
    tmp6 = tl.load(in_ptr0 + (16*((((x0 + 48*x3 + 48*ks0*x2) // (48*ks0)) % 37)) + 592*((((((x0 + 48*x3) // 12) % (4*ks0))) % (4*ks0))) + ((x0 % 12))), tmp5 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp7 = tl.full([1], 0.0, tl.float32)
    tmp8 = tl.where(tmp2, tmp6, tmp7)
    tmp9 = tl.full([1], 1, tl.int32)
    tmp10 = tmp0 == tmp9
    tmp11 = tl.load(in_ptr1 + (16*((((x0 + 48*x3 + 48*ks0*x2) // (48*ks0)) % 37)) + 592*((((((x0 + 48*x3) // 12) % (4*ks0))) % (4*ks0))) + ((x0 % 12))), tmp5 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp12 = tl.where(tmp10, tmp11, tmp7)
    tmp13 = tmp8 + tmp12
    tmp14 = tl.full([1], 0, tl.int32)
    tmp15 = tmp0 == tmp14
    tmp16 = tl.load(in_ptr2 + (16*((((x0 + 48*x3 + 48*ks0*x2) // (48*ks0)) % 37)) + 592*((((((x0 + 48*x3) // 12) % (4*ks0))) % (4*ks0))) + ((x0 % 12))), tmp5 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp17 = tl.where(tmp15, tmp16, tmp7)
    tmp18 = tmp13 + tmp17
    tl.store(out_ptr0 + (x6 + 144*x3 + 144*ks0*x2), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/6i/c6i65iqzfgwbv677cqpizqibmrqc6jxla5dgjg4pfkxyovc4sgh5.py
# Topologically Sorted Source Nodes: [constant_pad_nd_6, constant_pad_nd_7, constant_pad_nd_8, view_41, view_42, view_43, permute_42, clone_13, view_44, permute_43, clone_14, view_45, permute_44, clone_15, view_46, full_default_3, add_515, add_516, unsqueeze_2, permute_45, squeeze_2, clone_16, view_47, sum_9], Original ATen: [aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
# Source node to ATen node mapping:
#   add_515 => add_515
#   add_516 => add_516
#   clone_13 => clone_13
#   clone_14 => clone_14
#   clone_15 => clone_15
#   clone_16 => clone_16
#   constant_pad_nd_6 => constant_pad_nd_6
#   constant_pad_nd_7 => constant_pad_nd_7
#   constant_pad_nd_8 => constant_pad_nd_8
#   full_default_3 => full_default_3
#   permute_42 => permute_42
#   permute_43 => permute_43
#   permute_44 => permute_44
#   permute_45 => permute_45
#   squeeze_2 => squeeze_2
#   sum_9 => sum_9
#   unsqueeze_2 => unsqueeze_2
#   view_41 => view_41
#   view_42 => view_42
#   view_43 => view_43
#   view_44 => view_44
#   view_45 => view_45
#   view_46 => view_46
#   view_47 => view_47
# Graph fragment:
#   %buf34 : Tensor "f32[1, 1, 144, 2][288, 288, 1, 144]cuda:0" = PlaceHolder[target=buf34]
#   %constant_pad_nd_6 : Tensor "bf16[s77, 4, 37, 12][1776, 444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_28, [0, -4]), kwargs = {})
#   %constant_pad_nd_7 : Tensor "bf16[s77, 4, 37, 12][1776, 444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_27, [0, -4]), kwargs = {})
#   %constant_pad_nd_8 : Tensor "bf16[s77, 4, 37, 12][1776, 444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%getitem_26, [0, -4]), kwargs = {})
#   %view_41 : Tensor "bf16[4*s77, 37, 12][444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%constant_pad_nd_6, [%mul_101, 37, 12]), kwargs = {})
#   %view_42 : Tensor "bf16[4*s77, 37, 12][444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%constant_pad_nd_7, [%mul_101, 37, 12]), kwargs = {})
#   %view_43 : Tensor "bf16[4*s77, 37, 12][444, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%constant_pad_nd_8, [%mul_101, 37, 12]), kwargs = {})
#   %permute_42 : Tensor "bf16[37, 4*s77, 12][12, 444, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_41, [1, 0, 2]), kwargs = {})
#   %clone_13 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_42,), kwargs = {memory_format: torch.contiguous_format})
#   %view_44 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_13, [37, %primals_3, 48]), kwargs = {})
#   %permute_43 : Tensor "bf16[37, 4*s77, 12][12, 444, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_42, [1, 0, 2]), kwargs = {})
#   %clone_14 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_43,), kwargs = {memory_format: torch.contiguous_format})
#   %view_45 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_14, [37, %primals_3, 48]), kwargs = {})
#   %permute_44 : Tensor "bf16[37, 4*s77, 12][12, 444, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_43, [1, 0, 2]), kwargs = {})
#   %clone_15 : Tensor "bf16[37, 4*s77, 12][48*s77, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_44,), kwargs = {memory_format: torch.contiguous_format})
#   %view_46 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_15, [37, %primals_3, 48]), kwargs = {})
#   %full_default_3 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([3, 37, %primals_3, 48], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default_1 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_44, 0, 2), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_45, 0, 1), kwargs = {})
#   %add_515 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default_1, %select_scatter_default_2), kwargs = {})
#   %select_scatter_default_3 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_46, 0, 0), kwargs = {})
#   %add_516 : Tensor "bf16[3, 37, s77, 48][1776*s77, 48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_515, %select_scatter_default_3), kwargs = {})
#   %unsqueeze_2 : Tensor "bf16[3, 37, s77, 1, 48][1776*s77, 48*s77, 48, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_516, 3), kwargs = {})
#   %permute_45 : Tensor "bf16[1, 37, s77, 3, 48][48, 48*s77, 48, 1776*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_2, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_2 : Tensor "bf16[37, s77, 3, 48][48*s77, 48, 1776*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_45, 0), kwargs = {})
#   %clone_16 : Tensor "bf16[37, s77, 3, 48][144*s77, 144, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_2,), kwargs = {memory_format: torch.contiguous_format})
#   %view_47 : Tensor "bf16[37, s77, 144][144*s77, 144, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_16, [37, %primals_3, 144]), kwargs = {})
#   %sum_9 : Tensor "f32[1, 1, 144][144, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_47, [0, 1], True), kwargs = {dtype: torch.float32})
#   return %sum_9
triton_per_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_16 = async_compile.triton('triton_per_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2304, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_16(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 144
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 144*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/mz/cmzywxnd66csa7ls3gvseolkajxkavi3ktfzzr4rlilwvdsgot4v.py
# Topologically Sorted Source Nodes: [view_50, convert_element_type_95, permute_50, mul_437, sum_10], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_95 => convert_element_type_95
#   mul_437 => mul_437
#   permute_50 => permute_50
#   sum_10 => sum_10
#   view_50 => view_50
# Graph fragment:
#   %mm_11 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %primals_19 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_19]
#   %view_50 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [37, %primals_3, 48]), kwargs = {})
#   %convert_element_type_95 : Tensor "f32[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_50, torch.float32), kwargs = {})
#   %permute_50 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_95, [1, 0, 2]), kwargs = {})
#   %mul_437 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_50, %primals_19), kwargs = {})
#   %sum_10 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_437, [2], True), kwargs = {})
#   return %sum_10
triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17 = async_compile.triton('triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1184, 'r0_': 14400}}
)
@triton.jit
def triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 48*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/lu/cluv56omqy2ik5uh5zcsumfyt4aumct7fogm2tqnzu3u6iot3kla.py
# Topologically Sorted Source Nodes: [view_50, convert_element_type_95, permute_50, mul_442, sum_12, sum_13], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_95 => convert_element_type_95
#   mul_442 => mul_442
#   permute_50 => permute_50
#   sum_12 => sum_12
#   sum_13 => sum_13
#   view_50 => view_50
# Graph fragment:
#   %mm_11 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %mul_218 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=mul_218]
#   %view_50 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [37, %primals_3, 48]), kwargs = {})
#   %convert_element_type_95 : Tensor "f32[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_50, torch.float32), kwargs = {})
#   %permute_50 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_95, [1, 0, 2]), kwargs = {})
#   %mul_442 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_50, %mul_218), kwargs = {})
#   %sum_12 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_442, [0, 1]), kwargs = {})
#   %sum_13 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%permute_50, [0, 1]), kwargs = {})
#   return %buf42,%buf44
triton_red_fused__to_copy_native_layer_norm_backward_transpose_view_18 = async_compile.triton('triton_red_fused__to_copy_native_layer_norm_backward_transpose_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_native_layer_norm_backward_transpose_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 44160, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__to_copy_native_layer_norm_backward_transpose_view_18(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 48
    x0 = (xindex % 48)
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + x1*((1 + 37*ks0) // 2)
        tmp1 = 37*ks0
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 48*((((r0_2 + x1*((1 + 37*ks0) // 2)) // 37) % ks0)) + 48*ks0*(((r0_2 + x1*((1 + 37*ks0) // 2)) % 37))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.load(in_ptr1 + (x0 + 48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % (37*ks0)))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tmp4 * tmp5
        tmp7 = tl.full(tmp6.shape, 0, tmp6.dtype)
        tmp8 = tl.where(tmp2, tmp6, tmp7)
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp12 = tl.full(tmp4.shape, 0, tmp4.dtype)
        tmp13 = tl.where(tmp2, tmp4, tmp12)
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/5z/c5zzwiiaowkm57jnesc3lc3x3y6h6laezkoyil4am3g6hrf4dhun.py
# Topologically Sorted Source Nodes: [view_50, convert_element_type_95, permute_50, mul_437, mul_438, mul_439, sum_11, mul_440, sub_131, sub_132, mul_441, add_517, convert_element_type_98, view_51], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_517 => add_517
#   convert_element_type_95 => convert_element_type_95
#   convert_element_type_98 => convert_element_type_98
#   mul_437 => mul_437
#   mul_438 => mul_438
#   mul_439 => mul_439
#   mul_440 => mul_440
#   mul_441 => mul_441
#   permute_50 => permute_50
#   sub_131 => sub_131
#   sub_132 => sub_132
#   sum_11 => sum_11
#   view_50 => view_50
#   view_51 => view_51
# Graph fragment:
#   %mm_11 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %primals_19 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_19]
#   %mul_218 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=mul_218]
#   %add_514 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_514]
#   %div_1 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0" = PlaceHolder[target=div_1]
#   %sum_10 : Tensor "f32[s77, 37, 1][1, s77, 37*s77]cuda:0" = PlaceHolder[target=sum_10]
#   %sum_11 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=sum_11]
#   %add_517 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_517]
#   %view_50 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [37, %primals_3, 48]), kwargs = {})
#   %convert_element_type_95 : Tensor "f32[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_50, torch.float32), kwargs = {})
#   %permute_50 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_95, [1, 0, 2]), kwargs = {})
#   %mul_437 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_50, %primals_19), kwargs = {})
#   %mul_438 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_437, 48), kwargs = {})
#   %mul_439 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_437, %mul_218), kwargs = {})
#   %sum_11 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_439, [2], True), kwargs = {})
#   %mul_440 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_218, %sum_11), kwargs = {})
#   %sub_131 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_438, %sum_10), kwargs = {})
#   %sub_132 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_131, %mul_440), kwargs = {})
#   %mul_441 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_132), kwargs = {})
#   %add_517 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_514, %mul_441), kwargs = {})
#   %convert_element_type_98 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_517, torch.bfloat16), kwargs = {})
#   %view_51 : Tensor "bf16[37*s77, 48][48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_98, [%mul_36, 48]), kwargs = {})
#   return %sum_11,%add_517,%view_51
triton_per_fused__to_copy_add_native_layer_norm_backward_transpose_view_19 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_backward_transpose_view_19', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*bf16', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_backward_transpose_view_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 184896}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_backward_transpose_view_19(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = (xindex % 37)
    x1 = xindex // 37
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 48*x1 + 48*ks0*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_2 + 48*x3), r0_mask & xmask, other=0.0)
    tmp10 = tl.load(in_out_ptr0 + (r0_2 + 48*x3), r0_mask & xmask, other=0.0)
    tmp11 = tl.load(in_ptr3 + (x3), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x1 + ks0*x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp5 = tmp3 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 48.0, tl.float32)
    tmp13 = tmp3 * tmp12
    tmp15 = tmp13 - tmp14
    tmp16 = tmp4 * tmp9
    tmp17 = tmp15 - tmp16
    tmp18 = tmp11 * tmp17
    tmp19 = tmp10 + tmp18
    tmp20 = tmp19.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_2 + 48*x3), tmp19, r0_mask & xmask)
    tl.store(out_ptr1 + (r0_2 + 48*x3), tmp20, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/cg/ccgc74qzpghi7wjyvzqmhrea2lq626eohc6rlhd4o3dlddoqatre.py
# Topologically Sorted Source Nodes: [view_56, convert_element_type_114, mul_451, mul_452, sum_16, mul_453, sum_17, mul_454, sub_134, sub_135, mul_455, add_520], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_520 => add_520
#   convert_element_type_114 => convert_element_type_114
#   mul_451 => mul_451
#   mul_452 => mul_452
#   mul_453 => mul_453
#   mul_454 => mul_454
#   mul_455 => mul_455
#   sub_134 => sub_134
#   sub_135 => sub_135
#   sum_16 => sum_16
#   sum_17 => sum_17
#   view_56 => view_56
# Graph fragment:
#   %mm_14 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %primals_13 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_13]
#   %mul_173 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=mul_173]
#   %add_517 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_517]
#   %div_2 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0" = PlaceHolder[target=div_2]
#   %sum_16 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=sum_16]
#   %sum_17 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=sum_17]
#   %view_56 : Tensor "bf16[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [%primals_3, 37, 48]), kwargs = {})
#   %convert_element_type_114 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_56, torch.float32), kwargs = {})
#   %mul_451 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_114, %primals_13), kwargs = {})
#   %mul_452 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_451, 48), kwargs = {})
#   %sum_16 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_451, [2], True), kwargs = {})
#   %mul_453 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_451, %mul_173), kwargs = {})
#   %sum_17 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_453, [2], True), kwargs = {})
#   %mul_454 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_173, %sum_17), kwargs = {})
#   %sub_134 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_452, %sum_16), kwargs = {})
#   %sub_135 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_134, %mul_454), kwargs = {})
#   %mul_455 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %sub_135), kwargs = {})
#   %add_520 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_517, %mul_455), kwargs = {})
#   return %sum_16,%sum_17,%add_520
triton_per_fused__to_copy_add_native_layer_norm_backward_view_20 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_backward_view_20', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_backward_view_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 592, 'r0_': 128064}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_backward_view_20(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 48*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr2 + (r0_1 + 48*x0), r0_mask & xmask, other=0.0)
    tmp14 = tl.load(in_out_ptr0 + (r0_1 + 48*x0), r0_mask & xmask, other=0.0)
    tmp15 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp9 = tmp3 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 48.0, tl.float32)
    tmp17 = tmp3 * tmp16
    tmp18 = tmp17 - tmp7
    tmp19 = tmp8 * tmp13
    tmp20 = tmp18 - tmp19
    tmp21 = tmp15 * tmp20
    tmp22 = tmp14 + tmp21
    tl.store(in_out_ptr0 + (r0_1 + 48*x0), tmp22, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/qh/cqhdu4y7zfh2avk6vjfz2icaxcu4htxc6d7zoi7iti7lb52do4fy.py
# Topologically Sorted Source Nodes: [convert_element_type_96], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_96 => convert_element_type_96
# Graph fragment:
#   %mm_10 : Tensor "bf16[144, 48][48, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %convert_element_type_96 : Tensor "f32[144, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_10, torch.float32), kwargs = {})
#   return %convert_element_type_96
triton_poi_fused__to_copy_21 = async_compile.triton('triton_poi_fused__to_copy_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 69120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_21(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/mo/cmo4vjuuzqcbydtvzux54qi76nqar2qbifeutx2xrxtu5qzjjvvs.py
# Topologically Sorted Source Nodes: [view_69, convert_element_type_130, permute_73, mul_458, mul_459, p_1, layer_norm, mul_460, sum_23, mul_461, sub_137, sub_138, div_3, mul_462, add_523], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_523 => add_523
#   convert_element_type_130 => convert_element_type_130
#   div_3 => div_3
#   layer_norm => mul_20, sub_7
#   mul_458 => mul_458
#   mul_459 => mul_459
#   mul_460 => mul_460
#   mul_461 => mul_461
#   mul_462 => mul_462
#   p_1 => add_22
#   permute_73 => permute_73
#   sub_137 => sub_137
#   sub_138 => sub_138
#   sum_23 => sum_23
#   view_69 => view_69
# Graph fragment:
#   %mm_19 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_19]
#   %primals_7 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=primals_7]
#   %cat : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=cat]
#   %primals_6 : Tensor "f32[1, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %getitem_1 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %add_520 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_520]
#   %sum_22 : Tensor "f32[s77, 37, 1][1, s77, 37*s77]cuda:0" = PlaceHolder[target=sum_22]
#   %sum_23 : Tensor "f32[s77, 37, 1][37, 1, 37*s77]cuda:0" = PlaceHolder[target=sum_23]
#   %view_69 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_19, [37, %primals_3, 48]), kwargs = {})
#   %convert_element_type_130 : Tensor "f32[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_69, torch.float32), kwargs = {})
#   %permute_73 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_130, [1, 0, 2]), kwargs = {})
#   %mul_458 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_73, %primals_7), kwargs = {})
#   %mul_459 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_458, 48), kwargs = {})
#   %add_22 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %primals_6), kwargs = {})
#   %sub_7 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_22, %getitem_1), kwargs = {})
#   %mul_20 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %rsqrt), kwargs = {})
#   %mul_460 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_458, %mul_20), kwargs = {})
#   %sum_23 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_460, [2], True), kwargs = {})
#   %mul_461 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, %sum_23), kwargs = {})
#   %sub_137 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_459, %sum_22), kwargs = {})
#   %sub_138 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_137, %mul_461), kwargs = {})
#   %div_3 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 48), kwargs = {})
#   %mul_462 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %sub_138), kwargs = {})
#   %add_523 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_520, %mul_462), kwargs = {})
#   return %sum_23,%add_523
triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_22 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_22', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_22', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1184, 'r0_': 135168}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_22(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = (xindex % 37)
    x1 = xindex // 37
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 48*x1 + 48*ks0*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_2 + 48*x3), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_2 + 48*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr5 + (x3), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_out_ptr0 + (r0_2 + 48*x3), r0_mask & xmask, other=0.0)
    tmp21 = tl.load(in_ptr6 + (x1 + ks0*x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 - tmp7
    tmp10 = tmp8 * tmp9
    tmp11 = tmp3 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 0.020833333333333332, tl.float32)
    tmp18 = tmp9 * tmp17
    tmp19 = tl.full([1, 1], 48.0, tl.float32)
    tmp20 = tmp3 * tmp19
    tmp22 = tmp20 - tmp21
    tmp23 = tmp10 * tmp15
    tmp24 = tmp22 - tmp23
    tmp25 = tmp18 * tmp24
    tmp26 = tmp16 + tmp25
    tl.store(in_out_ptr0 + (r0_2 + 48*x3), tmp26, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/jj/cjjw77ioqqvt7mttnrn2iqaspk6olmovk7qmsufci34to4sbyevk.py
# Topologically Sorted Source Nodes: [view_69, convert_element_type_130, permute_73, p_1, layer_norm, mul_463, sum_24, sum_25], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_130 => convert_element_type_130
#   layer_norm => mul_20, sub_7
#   mul_463 => mul_463
#   p_1 => add_22
#   permute_73 => permute_73
#   sum_24 => sum_24
#   sum_25 => sum_25
#   view_69 => view_69
# Graph fragment:
#   %mm_19 : Tensor "bf16[37*s77, 48][48, 1]cuda:0" = PlaceHolder[target=mm_19]
#   %cat : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=cat]
#   %primals_6 : Tensor "f32[1, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %getitem_1 : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, 37, 1][37, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_69 : Tensor "bf16[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_19, [37, %primals_3, 48]), kwargs = {})
#   %convert_element_type_130 : Tensor "f32[37, s77, 48][48*s77, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_69, torch.float32), kwargs = {})
#   %permute_73 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_130, [1, 0, 2]), kwargs = {})
#   %add_22 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %primals_6), kwargs = {})
#   %sub_7 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_22, %getitem_1), kwargs = {})
#   %mul_20 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %rsqrt), kwargs = {})
#   %mul_463 : Tensor "f32[s77, 37, 48][48, 48*s77, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_73, %mul_20), kwargs = {})
#   %sum_24 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_463, [0, 1]), kwargs = {})
#   %sum_25 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%permute_73, [0, 1]), kwargs = {})
#   return %buf85,%buf87
triton_red_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_23 = async_compile.triton('triton_red_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 51264, 'r0_': 1184}}
)
@triton.jit
def triton_red_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 48
    x0 = (xindex % 48)
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + x1*((1 + 37*ks0) // 2)
        tmp1 = 37*ks0
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 48*((((r0_2 + x1*((1 + 37*ks0) // 2)) // 37) % ks0)) + 48*ks0*(((r0_2 + x1*((1 + 37*ks0) // 2)) % 37))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.load(in_ptr1 + (x0 + 48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % (37*ks0)))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr2 + (x0 + 48*(((r0_2 + x1*((1 + 37*ks0) // 2)) % 37))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp7 = tmp5 + tmp6
        tmp8 = tl.load(in_ptr3 + (((r0_2 + x1*((1 + 37*ks0) // 2)) % (37*ks0))), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tmp7 - tmp8
        tmp10 = tl.load(in_ptr4 + (((r0_2 + x1*((1 + 37*ks0) // 2)) % (37*ks0))), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp11 = tmp9 * tmp10
        tmp12 = tmp4 * tmp11
        tmp13 = tl.full(tmp12.shape, 0, tmp12.dtype)
        tmp14 = tl.where(tmp2, tmp12, tmp13)
        tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
        tmp17 = _tmp16 + tmp15
        _tmp16 = tl.where(r0_mask & xmask, tmp17, _tmp16)
        tmp18 = tl.full(tmp4.shape, 0, tmp4.dtype)
        tmp19 = tl.where(tmp2, tmp4, tmp18)
        tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask & xmask, tmp22, _tmp21)
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp16, xmask)
    tl.store(out_ptr1 + (x3), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/k6/ck6synfdksnhcf26hw2mzyxio4fcn444mjzah4qwvhtzfppg3ebw.py
# Topologically Sorted Source Nodes: [slice_4, sum_27], Original ATen: [aten.slice, aten.sum]
# Source node to ATen node mapping:
#   slice_4 => slice_4
#   sum_27 => sum_27
# Graph fragment:
#   %add_523 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_523]
#   %slice_4 : Tensor "f32[s77, 1, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_523, 1, 0, 1), kwargs = {})
#   %sum_27 : Tensor "f32[1, 1, 48][48, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%slice_4, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_27
triton_red_fused_slice_sum_24 = async_compile.triton('triton_red_fused_slice_sum_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_slice_sum_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_slice_sum_24(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 48
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
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1776*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/4g/c4g2psx5uby72jusk4scgujxqcy7m6nrjomrlv35ns4uy2ph6xyn.py
# Topologically Sorted Source Nodes: [sum_26], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_26 => sum_26
# Graph fragment:
#   %add_523 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_523]
#   %sum_26 : Tensor "f32[1, 37, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_523, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_26
triton_red_fused_sum_25 = async_compile.triton('triton_red_fused_sum_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 42624, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_25(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1776
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
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1776*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/t2/ct2aw47k6sc5yf4geq4yd3jsbqfn4m2cw7dika4gz3brnqrxbbfy.py
# Topologically Sorted Source Nodes: [slice_5, convert_element_type_133, permute_74, view_70], Original ATen: [aten.slice, aten._to_copy, aten.transpose, aten.view]
# Source node to ATen node mapping:
#   convert_element_type_133 => convert_element_type_133
#   permute_74 => permute_74
#   slice_5 => slice_5
#   view_70 => view_70
# Graph fragment:
#   %add_523 : Tensor "f32[s77, 37, 48][1776, 48, 1]cuda:0" = PlaceHolder[target=add_523]
#   %slice_5 : Tensor "f32[s77, 36, 48][1776, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_523, 1, 1, 37), kwargs = {})
#   %convert_element_type_133 : Tensor "bf16[s77, 36, 48][1728, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%slice_5, torch.bfloat16), kwargs = {})
#   %permute_74 : Tensor "bf16[s77, 48, 36][1728, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_133, [0, 2, 1]), kwargs = {})
#   %view_70 : Tensor "bf16[s77, 48, 6, 6][1728, 1, 288, 48]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_74, [%primals_3, 48, 6, 6]), kwargs = {})
#   return %view_70
triton_poi_fused__to_copy_slice_transpose_view_26 = async_compile.triton('triton_poi_fused__to_copy_slice_transpose_view_26', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_slice_transpose_view_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 55296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_slice_transpose_view_26(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 1728)
    x1 = xindex // 1728
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (48 + x0 + 1776*x1), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/eu/ceuq2vmb2srm2kx56v4yih6zqec6sfcdrsiaiucgvxgubnjtn3tm.py
# Topologically Sorted Source Nodes: [sum_28], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_28 => sum_28
# Graph fragment:
#   %view_70 : Tensor "bf16[s77, 48, 6, 6][1728, 1, 288, 48]cuda:0" = PlaceHolder[target=view_70]
#   %sum_28 : Tensor "bf16[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_70, [0, 2, 3]), kwargs = {})
#   return %buf93
triton_red_fused_convolution_backward_27 = async_compile.triton('triton_red_fused_convolution_backward_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14592, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_backward_27(in_ptr0, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 48)
    x1 = xindex // 48
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 48*((r0_2 % 6)) + 288*((((r0_2 + 18*ks0*x1) // 6) % (6*ks0)))), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vit_dynamic_batch/cache/hb/chb27ryu7ymn35n7ftns6q3lct2coiqxwf64bgawzn62nmlidoux.py
# Topologically Sorted Source Nodes: [sum_28, convert_element_type_135], Original ATen: [aten.convolution_backward, aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_135 => convert_element_type_135
#   sum_28 => sum_28
# Graph fragment:
#   %buf93 : Tensor "f32[48, 2][1, 48]cuda:0" = PlaceHolder[target=buf93]
#   %sum_28 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=sum_28]
#   %sum_28 : Tensor "bf16[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_70, [0, 2, 3]), kwargs = {})
#   %convert_element_type_135 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_28, torch.float32), kwargs = {})
#   return %sum_28,%convert_element_type_135
triton_per_fused__to_copy_convolution_backward_28 = async_compile.triton('triton_per_fused__to_copy_convolution_backward_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_convolution_backward_28', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 768, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_convolution_backward_28(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 48
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 48*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp5 = tmp4.to(tl.float32)
    tl.store(out_ptr1 + (x0), tmp5, xmask)
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
        primals_3, mul_36, primals_6, primals_7, primals_13, primals_19, primals_25, convert_element_type_1, convert_element_type_2, cat, getitem_1, rsqrt, view_1, constant_pad_nd, constant_pad_nd_1, constant_pad_nd_2, getitem_2, getitem_3, getitem_8, getitem_9, view_10, mul_173, view_12, addmm_1, view_14, mul_218, view_16, constant_pad_nd_3, constant_pad_nd_4, constant_pad_nd_5, getitem_15, getitem_16, getitem_21, getitem_22, view_25, mul_371, view_27, addmm_4, view_29, convert_element_type_51, permute_24, permute_28, permute_32, div, permute_37, permute_48, div_1, permute_51, permute_55, div_2, permute_60, permute_71, tangents_1 = args
        args.clear()
        s77 = primals_3
        assert_size_stride(primals_6, (1, 37, 48), (1776, 48, 1))
        assert_size_stride(primals_7, (48, ), (1, ))
        assert_size_stride(primals_13, (48, ), (1, ))
        assert_size_stride(primals_19, (48, ), (1, ))
        assert_size_stride(primals_25, (48, ), (1, ))
        assert_size_stride(convert_element_type_1, (48, 3, 4, 4), (48, 16, 4, 1))
        assert_size_stride(convert_element_type_2, (s77, 3, 24, 24), (1728, 576, 24, 1))
        assert_size_stride(cat, (s77, 37, 48), (1776, 48, 1))
        assert_size_stride(getitem_1, (s77, 37, 1), (37, 1, 1))
        assert_size_stride(rsqrt, (s77, 37, 1), (37, 1, 1))
        assert_size_stride(view_1, (37*s77, 48), (48, 1))
        assert_size_stride(constant_pad_nd, (s77, 4, 37, 16), (2368, 592, 16, 1))
        assert_size_stride(constant_pad_nd_1, (s77, 4, 37, 16), (2368, 592, 16, 1))
        assert_size_stride(constant_pad_nd_2, (s77, 4, 37, 16), (2368, 592, 16, 1))
        assert_size_stride(getitem_2, (s77, 4, 37, 16), (2368, 592, 16, 1))
        assert_size_stride(getitem_3, (s77, 4, 37), (148, 37, 1))
        assert_size_stride(getitem_8, (2, ), (1, ))
        assert_size_stride(getitem_9, (), ())
        assert_size_stride(view_10, (37*s77, 48), (48, 1))
        assert_size_stride(mul_173, (s77, 37, 48), (1776, 48, 1))
        assert_size_stride(view_12, (37*s77, 48), (48, 1))
        assert_size_stride(addmm_1, (37*s77, 96), (96, 1))
        assert_size_stride(view_14, (37*s77, 96), (96, 1))
        assert_size_stride(mul_218, (s77, 37, 48), (1776, 48, 1))
        assert_size_stride(view_16, (37*s77, 48), (48, 1))
        assert_size_stride(constant_pad_nd_3, (s77, 4, 37, 16), (2368, 592, 16, 1))
        assert_size_stride(constant_pad_nd_4, (s77, 4, 37, 16), (2368, 592, 16, 1))
        assert_size_stride(constant_pad_nd_5, (s77, 4, 37, 16), (2368, 592, 16, 1))
        assert_size_stride(getitem_15, (s77, 4, 37, 16), (2368, 592, 16, 1))
        assert_size_stride(getitem_16, (s77, 4, 37), (148, 37, 1))
        assert_size_stride(getitem_21, (2, ), (1, ))
        assert_size_stride(getitem_22, (), ())
        assert_size_stride(view_25, (37*s77, 48), (48, 1))
        assert_size_stride(mul_371, (s77, 37, 48), (1776, 48, 1))
        assert_size_stride(view_27, (37*s77, 48), (48, 1))
        assert_size_stride(addmm_4, (37*s77, 96), (96, 1))
        assert_size_stride(view_29, (37*s77, 96), (96, 1))
        assert_size_stride(convert_element_type_51, (s77, 48), (48, 1))
        assert_size_stride(permute_24, (10, 48), (48, 1))
        assert_size_stride(permute_28, (48, 96), (96, 1))
        assert_size_stride(permute_32, (96, 48), (48, 1))
        assert_size_stride(div, (s77, 37, 1), (37, 1, 1))
        assert_size_stride(permute_37, (48, 48), (48, 1))
        assert_size_stride(permute_48, (144, 48), (48, 1))
        assert_size_stride(div_1, (s77, 37, 1), (37, 1, 1))
        assert_size_stride(permute_51, (48, 96), (96, 1))
        assert_size_stride(permute_55, (96, 48), (48, 1))
        assert_size_stride(div_2, (s77, 37, 1), (37, 1, 1))
        assert_size_stride(permute_60, (48, 48), (48, 1))
        assert_size_stride(permute_71, (144, 48), (48, 1))
        assert_size_stride(tangents_1, (s77, 10), (10, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf2 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_0.run(tangents_1, buf2, 10, s77, stream=stream0)
            buf0 = empty_strided_cuda((s77, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm_2], Original ATen: [aten.mm]
            extern_kernels.mm(tangents_1, permute_24, out=buf0)
            del permute_24
            buf1 = empty_strided_cuda((10, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_25, mm_3], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (10, s77), (1, 10), 0), convert_element_type_51, out=buf1)
            del convert_element_type_51
            del tangents_1
            buf3 = empty_strided_cuda((10, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_61], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(buf1, buf3, 480, stream=stream0)
            del buf1
            buf4 = empty_strided_cuda((37*s77, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_60, full_default, convert_element_type_63, view_32], Original ATen: [aten._to_copy, aten.select_backward, aten.view]
            triton_poi_fused__to_copy_select_backward_view_2_xnumel = 1776*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_select_backward_view_2.run(buf0, buf4, triton_poi_fused__to_copy_select_backward_view_2_xnumel, stream=stream0)
            buf7 = empty_strided_cuda((1, 48, 2), (96, 1, 48), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
            triton_red_fused_sum_3_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf4, buf7, s77, 96, triton_red_fused_sum_3_r0_numel, stream=stream0)
            buf8 = empty_strided_cuda((1, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf7, buf8, 48, 2, stream=stream0)
            del buf7
            buf6 = empty_strided_cuda((48, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_29, mm_5], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf4, (48, 37*s77), (1, 48), 0), view_29, out=buf6)
            del view_29
            buf5 = empty_strided_cuda((37*s77, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm_4], Original ATen: [aten.mm]
            extern_kernels.mm(buf4, permute_28, out=buf5)
            del buf4
            del permute_28
            buf9 = empty_strided_cuda((48, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_69], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(buf6, buf9, 4608, stream=stream0)
            del buf6
            buf10 = reinterpret_tensor(buf5, (s77, 37, 96), (3552, 96, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [view_34, convert_element_type_71, linear_2, gelu_1, mul_423, mul_424, mul_425, exp, mul_426, mul_427, add_513, mul_428, convert_element_type_73], Original ATen: [aten.view, aten.gelu_backward, aten.gelu]
            triton_poi_fused_gelu_gelu_backward_view_6_xnumel = 3552*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_6.run(buf10, addmm_4, triton_poi_fused_gelu_gelu_backward_view_6_xnumel, stream=stream0)
            del addmm_4
            buf12 = empty_strided_cuda((96, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_34, convert_element_type_71, linear_2, gelu_1, mul_423, mul_424, mul_425, exp, mul_426, mul_427, add_513, mul_428, convert_element_type_73, view_35, permute_33, mm_7], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf10, (96, 37*s77), (1, 96), 0), view_27, out=buf12)
            del view_27
            buf13 = empty_strided_cuda((1, 96, 2), (192, 1, 96), torch.float32)
            # Topologically Sorted Source Nodes: [view_34, convert_element_type_71, linear_2, gelu_1, mul_423, mul_424, mul_425, exp, mul_426, mul_427, add_513, mul_428, convert_element_type_73, view_35, sum_3], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            triton_red_fused_gelu_gelu_backward_sum_view_7_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf10, buf13, s77, 192, triton_red_fused_gelu_gelu_backward_sum_view_7_r0_numel, stream=stream0)
            buf11 = empty_strided_cuda((37*s77, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_34, convert_element_type_71, linear_2, gelu_1, mul_423, mul_424, mul_425, exp, mul_426, mul_427, add_513, mul_428, convert_element_type_73, view_35, mm_6], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf10, (37*s77, 96), (96, 1), 0), permute_32, out=buf11)
            del buf10
            del permute_32
            buf14 = empty_strided_cuda((1, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_34, convert_element_type_71, linear_2, gelu_1, mul_423, mul_424, mul_425, exp, mul_426, mul_427, add_513, mul_428, convert_element_type_73, view_35, sum_3], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_8.run(buf13, buf14, 96, 2, stream=stream0)
            buf18 = empty_strided_cuda((48, 2), (1, 48), torch.float32)
            buf20 = empty_strided_cuda((48, 2), (1, 48), torch.float32)
            # Topologically Sorted Source Nodes: [view_37, convert_element_type_79, mul_435, sum_6, sum_7], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            triton_red_fused__to_copy_native_layer_norm_backward_view_9_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_native_layer_norm_backward_view_9.run(buf11, mul_371, buf18, buf20, s77, 96, triton_red_fused__to_copy_native_layer_norm_backward_view_9_r0_numel, stream=stream0)
            buf22 = mul_371; del mul_371  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_60, full_default, view_37, convert_element_type_79, mul_430, mul_431, sum_4, mul_432, sum_5, mul_433, sub_128, sub_129, mul_434, add_514], Original ATen: [aten._to_copy, aten.select_backward, aten.view, aten.native_layer_norm_backward, aten.add]
            triton_per_fused__to_copy_add_native_layer_norm_backward_select_backward_view_10_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_select_backward_view_10.run(buf22, buf11, primals_25, buf0, div, triton_per_fused__to_copy_add_native_layer_norm_backward_select_backward_view_10_xnumel, 48, stream=stream0)
            del buf0
            del div
            del primals_25
            buf19 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_37, convert_element_type_79, mul_435, sum_6], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf18, buf19, 48, 2, stream=stream0)
            buf21 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_37, convert_element_type_79, sum_7], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf20, buf21, 48, 2, stream=stream0)
            buf15 = empty_strided_cuda((96, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_80], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(buf12, buf15, 4608, stream=stream0)
            del buf12
            buf23 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_82, permute_36, clone_12, view_38], Original ATen: [aten._to_copy, aten.transpose, aten.clone, aten._unsafe_view]
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_11_xnumel = 1776*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_11.run(buf22, buf23, s77, triton_poi_fused__to_copy__unsafe_view_clone_transpose_11_xnumel, stream=stream0)
            buf25 = empty_strided_cuda((48, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_38, mm_9], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf23, (48, 37*s77), (1, 48), 0), view_25, out=buf25)
            del view_25
            buf26 = reinterpret_tensor(buf20, (1, 48, 2), (96, 1, 48), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [sum_8], Original ATen: [aten.sum]
            triton_red_fused_sum_3_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf23, buf26, s77, 96, triton_red_fused_sum_3_r0_numel, stream=stream0)
            buf24 = empty_strided_cuda((37*s77, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm_8], Original ATen: [aten.mm]
            extern_kernels.mm(buf23, permute_37, out=buf24)
            del buf23
            del permute_37
            buf27 = empty_strided_cuda((1, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_8], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf26, buf27, 48, 2, stream=stream0)
            buf28 = empty_strided_cuda((48, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_88], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf25, buf28, 2304, stream=stream0)
            buf29 = empty_strided_cuda((s77, 4, 37, 16), (2368, 592, 16, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_40, permute_41, full_default_2, _scaled_dot_product_flash_attention_backward], Original ATen: [aten.view, aten.permute, aten.slice_backward, aten._scaled_dot_product_flash_attention_backward]
            triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13_xnumel = 2368*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13.run(buf24, buf29, s77, triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [view_40, permute_41, full_default_2, _scaled_dot_product_flash_attention_backward], Original ATen: [aten.view, aten.permute, aten.slice_backward, aten._scaled_dot_product_flash_attention_backward]
            buf30 = torch.ops.aten._scaled_dot_product_flash_attention_backward.default(buf29, constant_pad_nd_3, constant_pad_nd_4, constant_pad_nd_5, getitem_15, getitem_16, None, None, 37, 37, 0.0, False, getitem_21, getitem_22, scale=0.2886751345948129)
            del buf29
            del constant_pad_nd_3
            del constant_pad_nd_4
            del constant_pad_nd_5
            del getitem_15
            del getitem_16
            del getitem_21
            del getitem_22
            buf31 = buf30[0]
            assert_size_stride(buf31, (s77, 4, 37, 16), (2368, 592, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            buf32 = buf30[1]
            assert_size_stride(buf32, (s77, 4, 37, 16), (2368, 592, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            buf33 = buf30[2]
            assert_size_stride(buf33, (s77, 4, 37, 16), (2368, 592, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            del buf30
            buf34 = empty_strided_cuda((1, 1, 144, 2), (288, 288, 1, 144), torch.float32)
            # Topologically Sorted Source Nodes: [constant_pad_nd_6, constant_pad_nd_7, constant_pad_nd_8, view_41, view_42, view_43, permute_42, clone_13, view_44, permute_43, clone_14, view_45, permute_44, clone_15, view_46, full_default_3, add_515, add_516, unsqueeze_2, permute_45, squeeze_2, clone_16, view_47, sum_9], Original ATen: [aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14.run(buf33, buf32, buf31, buf34, s77, 288, triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14_r0_numel, stream=stream0)
            buf36 = empty_strided_cuda((37, s77, 3, 48), (144*s77, 144, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [constant_pad_nd_6, constant_pad_nd_7, constant_pad_nd_8, view_41, view_42, view_43, permute_42, clone_13, view_44, permute_43, clone_14, view_45, permute_44, clone_15, view_46, full_default_3, add_515, add_516, unsqueeze_2, permute_45, squeeze_2, clone_16], Original ATen: [aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze]
            triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15_xnumel = 5328*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15.run(buf33, buf32, buf31, buf36, s77, triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15_xnumel, stream=stream0)
            del buf31
            del buf32
            buf35 = empty_strided_cuda((1, 1, 144), (144, 144, 1), torch.float32)
            # Topologically Sorted Source Nodes: [constant_pad_nd_6, constant_pad_nd_7, constant_pad_nd_8, view_41, view_42, view_43, permute_42, clone_13, view_44, permute_43, clone_14, view_45, permute_44, clone_15, view_46, full_default_3, add_515, add_516, unsqueeze_2, permute_45, squeeze_2, clone_16, view_47, sum_9], Original ATen: [aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_16.run(buf34, buf35, 144, 2, stream=stream0)
            buf37 = empty_strided_cuda((144, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [constant_pad_nd_6, constant_pad_nd_7, constant_pad_nd_8, view_41, view_42, view_43, permute_42, clone_13, view_44, permute_43, clone_14, view_45, permute_44, clone_15, view_46, full_default_3, add_515, add_516, unsqueeze_2, permute_45, squeeze_2, clone_16, view_47, view_49, permute_46, mm_10], Original ATen: [aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf36, (144, 37*s77), (1, 144), 0), view_16, out=buf37)
            del view_16
            buf38 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [constant_pad_nd_6, constant_pad_nd_7, constant_pad_nd_8, view_41, view_42, view_43, permute_42, clone_13, view_44, permute_43, clone_14, view_45, permute_44, clone_15, view_46, full_default_3, add_515, add_516, unsqueeze_2, permute_45, squeeze_2, clone_16, view_47, view_49, mm_11], Original ATen: [aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf36, (37*s77, 144), (144, 1), 0), permute_48, out=buf38)
            del permute_48
            buf40 = empty_strided_cuda((s77, 37, 1), (1, s77, 37*s77), torch.float32)
            # Topologically Sorted Source Nodes: [view_50, convert_element_type_95, permute_50, mul_437, sum_10], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward]
            triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17.run(buf38, primals_19, buf40, triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17_xnumel, 48, stream=stream0)
            buf42 = reinterpret_tensor(buf26, (48, 2), (1, 48), 0); del buf26  # reuse
            buf44 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [view_50, convert_element_type_95, permute_50, mul_442, sum_12, sum_13], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward]
            triton_red_fused__to_copy_native_layer_norm_backward_transpose_view_18_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_native_layer_norm_backward_transpose_view_18.run(buf38, mul_218, buf42, buf44, s77, 96, triton_red_fused__to_copy_native_layer_norm_backward_transpose_view_18_r0_numel, stream=stream0)
            buf46 = buf22; del buf22  # reuse
            buf47 = empty_strided_cuda((37*s77, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_50, convert_element_type_95, permute_50, mul_437, mul_438, mul_439, sum_11, mul_440, sub_131, sub_132, mul_441, add_517, convert_element_type_98, view_51], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward, aten.add]
            triton_per_fused__to_copy_add_native_layer_norm_backward_transpose_view_19_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_transpose_view_19.run(buf46, buf38, primals_19, mul_218, div_1, buf40, buf47, s77, triton_per_fused__to_copy_add_native_layer_norm_backward_transpose_view_19_xnumel, 48, stream=stream0)
            del div_1
            del mul_218
            del primals_19
            buf49 = empty_strided_cuda((48, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_52, mm_13], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf47, (48, 37*s77), (1, 48), 0), view_14, out=buf49)
            del view_14
            buf43 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_50, convert_element_type_95, permute_50, mul_442, sum_12], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf42, buf43, 48, 2, stream=stream0)
            buf45 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_50, convert_element_type_95, permute_50, sum_13], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf44, buf45, 48, 2, stream=stream0)
            buf50 = reinterpret_tensor(buf44, (1, 48, 2), (96, 1, 48), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [sum_14], Original ATen: [aten.sum]
            triton_red_fused_sum_3_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf47, buf50, s77, 96, triton_red_fused_sum_3_r0_numel, stream=stream0)
            buf51 = empty_strided_cuda((1, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_14], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf50, buf51, 48, 2, stream=stream0)
            buf48 = empty_strided_cuda((37*s77, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm_12], Original ATen: [aten.mm]
            extern_kernels.mm(buf47, permute_51, out=buf48)
            del permute_51
            buf53 = reinterpret_tensor(buf48, (s77, 37, 96), (3552, 96, 1), 0); del buf48  # reuse
            # Topologically Sorted Source Nodes: [view_53, convert_element_type_106, linear, gelu, mul_444, mul_445, mul_446, exp_1, mul_447, mul_448, add_519, mul_449, convert_element_type_108], Original ATen: [aten.view, aten.gelu_backward, aten.gelu]
            triton_poi_fused_gelu_gelu_backward_view_6_xnumel = 3552*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_6.run(buf53, addmm_1, triton_poi_fused_gelu_gelu_backward_view_6_xnumel, stream=stream0)
            del addmm_1
            buf55 = empty_strided_cuda((96, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_53, convert_element_type_106, linear, gelu, mul_444, mul_445, mul_446, exp_1, mul_447, mul_448, add_519, mul_449, convert_element_type_108, view_54, permute_56, mm_15], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf53, (96, 37*s77), (1, 96), 0), view_12, out=buf55)
            del view_12
            buf56 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [view_53, convert_element_type_106, linear, gelu, mul_444, mul_445, mul_446, exp_1, mul_447, mul_448, add_519, mul_449, convert_element_type_108, view_54, sum_15], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            triton_red_fused_gelu_gelu_backward_sum_view_7_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf53, buf56, s77, 192, triton_red_fused_gelu_gelu_backward_sum_view_7_r0_numel, stream=stream0)
            buf54 = buf47; del buf47  # reuse
            # Topologically Sorted Source Nodes: [view_53, convert_element_type_106, linear, gelu, mul_444, mul_445, mul_446, exp_1, mul_447, mul_448, add_519, mul_449, convert_element_type_108, view_54, mm_14], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf53, (37*s77, 96), (96, 1), 0), permute_55, out=buf54)
            del buf53
            del permute_55
            buf65 = buf46; del buf46  # reuse
            # Topologically Sorted Source Nodes: [view_56, convert_element_type_114, mul_451, mul_452, sum_16, mul_453, sum_17, mul_454, sub_134, sub_135, mul_455, add_520], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward, aten.add]
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_20_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_20.run(buf65, buf54, primals_13, mul_173, div_2, triton_per_fused__to_copy_add_native_layer_norm_backward_view_20_xnumel, 48, stream=stream0)
            del div_2
            del primals_13
            buf61 = reinterpret_tensor(buf50, (48, 2), (1, 48), 0); del buf50  # reuse
            buf63 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [view_56, convert_element_type_114, mul_456, sum_18, sum_19], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            triton_red_fused__to_copy_native_layer_norm_backward_view_9_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_native_layer_norm_backward_view_9.run(buf54, mul_173, buf61, buf63, s77, 96, triton_red_fused__to_copy_native_layer_norm_backward_view_9_r0_numel, stream=stream0)
            del mul_173
            buf57 = empty_strided_cuda((1, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_53, convert_element_type_106, linear, gelu, mul_444, mul_445, mul_446, exp_1, mul_447, mul_448, add_519, mul_449, convert_element_type_108, view_54, sum_15], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_8.run(buf56, buf57, 96, 2, stream=stream0)
            del buf56
            buf62 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_56, convert_element_type_114, mul_456, sum_18], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf61, buf62, 48, 2, stream=stream0)
            buf64 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_56, convert_element_type_114, sum_19], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf63, buf64, 48, 2, stream=stream0)
            buf52 = empty_strided_cuda((48, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_104], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(buf49, buf52, 4608, stream=stream0)
            del buf49
            buf58 = empty_strided_cuda((96, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_115], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(buf55, buf58, 4608, stream=stream0)
            del buf55
            buf39 = empty_strided_cuda((144, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_96], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_21.run(buf37, buf39, 6912, stream=stream0)
            buf66 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_117, permute_59, clone_17, view_57], Original ATen: [aten._to_copy, aten.transpose, aten.clone, aten._unsafe_view]
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_11_xnumel = 1776*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_11.run(buf65, buf66, s77, triton_poi_fused__to_copy__unsafe_view_clone_transpose_11_xnumel, stream=stream0)
            buf68 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [permute_61, mm_17], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf66, (48, 37*s77), (1, 48), 0), view_10, out=buf68)
            del view_10
            buf69 = reinterpret_tensor(buf63, (1, 48, 2), (96, 1, 48), 0); del buf63  # reuse
            # Topologically Sorted Source Nodes: [sum_20], Original ATen: [aten.sum]
            triton_red_fused_sum_3_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf66, buf69, s77, 96, triton_red_fused_sum_3_r0_numel, stream=stream0)
            buf67 = buf38; del buf38  # reuse
            # Topologically Sorted Source Nodes: [mm_16], Original ATen: [aten.mm]
            extern_kernels.mm(buf66, permute_60, out=buf67)
            del buf66
            del permute_60
            buf70 = empty_strided_cuda((1, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_20], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf69, buf70, 48, 2, stream=stream0)
            buf71 = empty_strided_cuda((48, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_123], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf68, buf71, 2304, stream=stream0)
            del buf68
            buf72 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [full_default_2, view_59, permute_64, _scaled_dot_product_flash_attention_backward_1], Original ATen: [aten.slice_backward, aten.view, aten.permute, aten._scaled_dot_product_flash_attention_backward]
            triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13_xnumel = 2368*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13.run(buf67, buf72, s77, triton_poi_fused__scaled_dot_product_flash_attention_backward_permute_slice_backward_view_13_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [full_default_2, view_59, permute_64, _scaled_dot_product_flash_attention_backward_1], Original ATen: [aten.slice_backward, aten.view, aten.permute, aten._scaled_dot_product_flash_attention_backward]
            buf73 = torch.ops.aten._scaled_dot_product_flash_attention_backward.default(buf72, constant_pad_nd, constant_pad_nd_1, constant_pad_nd_2, getitem_2, getitem_3, None, None, 37, 37, 0.0, False, getitem_8, getitem_9, scale=0.2886751345948129)
            del buf72
            del constant_pad_nd
            del constant_pad_nd_1
            del constant_pad_nd_2
            del getitem_2
            del getitem_3
            del getitem_8
            del getitem_9
            buf74 = buf73[0]
            assert_size_stride(buf74, (s77, 4, 37, 16), (2368, 592, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            assert_alignment(buf74, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            buf75 = buf73[1]
            assert_size_stride(buf75, (s77, 4, 37, 16), (2368, 592, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            assert_alignment(buf75, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            buf76 = buf73[2]
            assert_size_stride(buf76, (s77, 4, 37, 16), (2368, 592, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            assert_alignment(buf76, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_backward.default')
            del buf73
            buf77 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [full_default_3, constant_pad_nd_9, constant_pad_nd_10, constant_pad_nd_11, view_60, view_61, view_62, permute_65, clone_18, view_63, permute_66, clone_19, view_64, permute_67, clone_20, view_65, add_521, add_522, unsqueeze_3, permute_68, squeeze_3, clone_21, view_66, sum_21], Original ATen: [aten.select_backward, aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14.run(buf76, buf75, buf74, buf77, s77, 288, triton_red_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_14_r0_numel, stream=stream0)
            buf79 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [full_default_3, constant_pad_nd_9, constant_pad_nd_10, constant_pad_nd_11, view_60, view_61, view_62, permute_65, clone_18, view_63, permute_66, clone_19, view_64, permute_67, clone_20, view_65, add_521, add_522, unsqueeze_3, permute_68, squeeze_3, clone_21], Original ATen: [aten.select_backward, aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.add, aten.unsqueeze, aten.squeeze]
            triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15_xnumel = 5328*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15.run(buf76, buf75, buf74, buf79, s77, triton_poi_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_transpose_unsqueeze_view_15_xnumel, stream=stream0)
            del buf74
            del buf75
            del buf76
            buf78 = empty_strided_cuda((1, 1, 144), (144, 144, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_3, constant_pad_nd_9, constant_pad_nd_10, constant_pad_nd_11, view_60, view_61, view_62, permute_65, clone_18, view_63, permute_66, clone_19, view_64, permute_67, clone_20, view_65, add_521, add_522, unsqueeze_3, permute_68, squeeze_3, clone_21, view_66, sum_21], Original ATen: [aten.select_backward, aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_constant_pad_nd_select_backward_squeeze_sum_transpose_unsqueeze_view_16.run(buf77, buf78, 144, 2, stream=stream0)
            del buf77
            buf80 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [full_default_3, constant_pad_nd_9, constant_pad_nd_10, constant_pad_nd_11, view_60, view_61, view_62, permute_65, clone_18, view_63, permute_66, clone_19, view_64, permute_67, clone_20, view_65, add_521, add_522, unsqueeze_3, permute_68, squeeze_3, clone_21, view_66, view_68, permute_69, mm_18], Original ATen: [aten.select_backward, aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.add, aten.unsqueeze, aten.squeeze, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf79, (144, 37*s77), (1, 144), 0), view_1, out=buf80)
            del view_1
            buf81 = buf67; del buf67  # reuse
            # Topologically Sorted Source Nodes: [full_default_3, constant_pad_nd_9, constant_pad_nd_10, constant_pad_nd_11, view_60, view_61, view_62, permute_65, clone_18, view_63, permute_66, clone_19, view_64, permute_67, clone_20, view_65, add_521, add_522, unsqueeze_3, permute_68, squeeze_3, clone_21, view_66, view_68, mm_19], Original ATen: [aten.select_backward, aten.constant_pad_nd, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.add, aten.unsqueeze, aten.squeeze, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf79, (37*s77, 144), (144, 1), 0), permute_71, out=buf81)
            del buf79
            del permute_71
            buf83 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [view_69, convert_element_type_130, permute_73, mul_458, sum_22], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward]
            triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17.run(buf81, primals_7, buf83, triton_per_fused__to_copy_native_layer_norm_backward_transpose_view_17_xnumel, 48, stream=stream0)
            buf89 = buf65; del buf65  # reuse
            # Topologically Sorted Source Nodes: [view_69, convert_element_type_130, permute_73, mul_458, mul_459, p_1, layer_norm, mul_460, sum_23, mul_461, sub_137, sub_138, div_3, mul_462, add_523], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_22_xnumel = 37*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_22.run(buf89, buf81, primals_7, cat, primals_6, getitem_1, rsqrt, buf83, s77, triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_22_xnumel, 48, stream=stream0)
            del buf83
            del primals_7
            buf85 = reinterpret_tensor(buf69, (48, 2), (1, 48), 0); del buf69  # reuse
            buf87 = buf61; del buf61  # reuse
            # Topologically Sorted Source Nodes: [view_69, convert_element_type_130, permute_73, p_1, layer_norm, mul_463, sum_24, sum_25], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            triton_red_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_23_r0_numel = (1 + 37*s77) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_23.run(buf81, cat, primals_6, getitem_1, rsqrt, buf85, buf87, s77, 96, triton_red_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_transpose_view_23_r0_numel, stream=stream0)
            del buf81
            del cat
            del getitem_1
            del primals_6
            del rsqrt
            buf86 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_69, convert_element_type_130, permute_73, p_1, layer_norm, mul_463, sum_24], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf85, buf86, 48, 2, stream=stream0)
            del buf85
            buf88 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_69, convert_element_type_130, permute_73, sum_25], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf87, buf88, 48, 2, stream=stream0)
            buf91 = empty_strided_cuda((1, 1, 48), (48, 48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_4, sum_27], Original ATen: [aten.slice, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_slice_sum_24.run(buf89, buf91, 48, s77, stream=stream0)
            buf90 = empty_strided_cuda((1, 37, 48), (1776, 48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_26], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_25.run(buf89, buf90, 1776, s77, stream=stream0)
            buf92 = empty_strided_cuda((s77, 48, 6, 6), (1728, 1, 288, 48), torch.bfloat16)
            # Topologically Sorted Source Nodes: [slice_5, convert_element_type_133, permute_74, view_70], Original ATen: [aten.slice, aten._to_copy, aten.transpose, aten.view]
            triton_poi_fused__to_copy_slice_transpose_view_26_xnumel = 1728*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_slice_transpose_view_26.run(buf89, buf92, triton_poi_fused__to_copy_slice_transpose_view_26_xnumel, stream=stream0)
            del buf89
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            buf95 = torch.ops.aten.convolution_backward.default(buf92, convert_element_type_2, convert_element_type_1, [48], [4, 4], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False])
            del convert_element_type_1
            del convert_element_type_2
            buf93 = buf87; del buf87  # reuse
            # Topologically Sorted Source Nodes: [sum_28], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_27_r0_numel = 18*s77
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_27.run(buf92, buf93, s77, 96, triton_red_fused_convolution_backward_27_r0_numel, stream=stream0)
            del buf92
            buf98 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_28, convert_element_type_135], Original ATen: [aten.convolution_backward, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_convolution_backward_28.run(buf93, buf98, 48, 2, stream=stream0)
            del buf93
            buf96 = buf95[1]
            assert_size_stride(buf96, (48, 3, 4, 4), (48, 16, 4, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf96, 16, 'torch.ops.aten.convolution_backward.default')
            del buf95
            buf97 = empty_strided_cuda((48, 3, 4, 4), (48, 16, 4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_134], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf96, buf97, 2304, stream=stream0)
            del buf96
            buf82 = empty_strided_cuda((144, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_131], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_21.run(buf80, buf82, 6912, stream=stream0)
            del buf80
        return (buf97, buf98, None, None, buf91, buf90, buf86, buf88, reinterpret_tensor(buf78, (144, ), (1, ), 0), buf82, buf71, reinterpret_tensor(buf70, (48, ), (1, ), 0), buf62, buf64, buf58, reinterpret_tensor(buf57, (96, ), (1, ), 0), buf52, reinterpret_tensor(buf51, (48, ), (1, ), 0), buf43, buf45, reinterpret_tensor(buf35, (144, ), (1, ), 0), buf39, buf28, reinterpret_tensor(buf27, (48, ), (1, ), 0), buf19, buf21, buf15, reinterpret_tensor(buf14, (96, ), (1, ), 0), buf9, reinterpret_tensor(buf8, (48, ), (1, ), 0), buf3, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 4
    mul_36 = 148
    primals_6 = rand_strided((1, 37, 48), (1776, 48, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    convert_element_type_1 = rand_strided((48, 3, 4, 4), (48, 16, 4, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_2 = rand_strided((4, 3, 24, 24), (1728, 576, 24, 1), device='cuda:0', dtype=torch.bfloat16)
    cat = rand_strided((4, 37, 48), (1776, 48, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((4, 37, 1), (37, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((4, 37, 1), (37, 1, 1), device='cuda:0', dtype=torch.float32)
    view_1 = rand_strided((148, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    constant_pad_nd = rand_strided((4, 4, 37, 16), (2368, 592, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    constant_pad_nd_1 = rand_strided((4, 4, 37, 16), (2368, 592, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    constant_pad_nd_2 = rand_strided((4, 4, 37, 16), (2368, 592, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_2 = rand_strided((4, 4, 37, 16), (2368, 592, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((4, 4, 37), (148, 37, 1), device='cuda:0', dtype=torch.float32)
    getitem_8 = rand_strided((2, ), (1, ), device='cuda:0', dtype=torch.uint64)
    getitem_9 = rand_strided((), (), device='cuda:0', dtype=torch.uint64)
    view_10 = rand_strided((148, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_173 = rand_strided((4, 37, 48), (1776, 48, 1), device='cuda:0', dtype=torch.float32)
    view_12 = rand_strided((148, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_1 = rand_strided((148, 96), (96, 1), device='cuda:0', dtype=torch.bfloat16)
    view_14 = rand_strided((148, 96), (96, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_218 = rand_strided((4, 37, 48), (1776, 48, 1), device='cuda:0', dtype=torch.float32)
    view_16 = rand_strided((148, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    constant_pad_nd_3 = rand_strided((4, 4, 37, 16), (2368, 592, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    constant_pad_nd_4 = rand_strided((4, 4, 37, 16), (2368, 592, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    constant_pad_nd_5 = rand_strided((4, 4, 37, 16), (2368, 592, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_15 = rand_strided((4, 4, 37, 16), (2368, 592, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_16 = rand_strided((4, 4, 37), (148, 37, 1), device='cuda:0', dtype=torch.float32)
    getitem_21 = rand_strided((2, ), (1, ), device='cuda:0', dtype=torch.uint64)
    getitem_22 = rand_strided((), (), device='cuda:0', dtype=torch.uint64)
    view_25 = rand_strided((148, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_371 = rand_strided((4, 37, 48), (1776, 48, 1), device='cuda:0', dtype=torch.float32)
    view_27 = rand_strided((148, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_4 = rand_strided((148, 96), (96, 1), device='cuda:0', dtype=torch.bfloat16)
    view_29 = rand_strided((148, 96), (96, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_51 = rand_strided((4, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_24 = rand_strided((10, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_28 = rand_strided((48, 96), (96, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_32 = rand_strided((96, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    div = rand_strided((4, 37, 1), (37, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_37 = rand_strided((48, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_48 = rand_strided((144, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    div_1 = rand_strided((4, 37, 1), (37, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_51 = rand_strided((48, 96), (96, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_55 = rand_strided((96, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    div_2 = rand_strided((4, 37, 1), (37, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_60 = rand_strided((48, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_71 = rand_strided((144, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_1 = rand_strided((4, 10), (10, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_3, mul_36, primals_6, primals_7, primals_13, primals_19, primals_25, convert_element_type_1, convert_element_type_2, cat, getitem_1, rsqrt, view_1, constant_pad_nd, constant_pad_nd_1, constant_pad_nd_2, getitem_2, getitem_3, getitem_8, getitem_9, view_10, mul_173, view_12, addmm_1, view_14, mul_218, view_16, constant_pad_nd_3, constant_pad_nd_4, constant_pad_nd_5, getitem_15, getitem_16, getitem_21, getitem_22, view_25, mul_371, view_27, addmm_4, view_29, convert_element_type_51, permute_24, permute_28, permute_32, div, permute_37, permute_48, div_1, permute_51, permute_55, div_2, permute_60, permute_71, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
