# AOT ID: ['0_backward']
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


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/pk/cpkv2usj7vrptpmepepzdu646ashl2u3w6mezwu46khxsoxxxlbp.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[s2, 4][4, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_red_fused_sum_0 = async_compile.triton('triton_red_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 56, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4
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
        tmp0 = tl.load(in_ptr0 + (x0 + 4*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/cg/ccghw2kxty6acbouxonuec7t2onanh74wmmrw2ikak2h242xydzo.py
# Topologically Sorted Source Nodes: [unsqueeze_8, full_default_1, expand, scatter_add], Original ATen: [aten.unsqueeze, aten.new_zeros, aten.expand, aten.scatter_add]
# Source node to ATen node mapping:
#   expand => expand
#   full_default_1 => full_default_1
#   scatter_add => scatter_add
#   unsqueeze_8 => unsqueeze_8
# Graph fragment:
#   %unsqueeze_8 : Tensor "f32[s2, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm, 1), kwargs = {})
#   %full_default_1 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 6, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %expand : Tensor "i64[s2, 1, 32][1, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [-1, 1, 32]), kwargs = {})
#   %scatter_add : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_1, 1, %expand, %unsqueeze_8), kwargs = {})
#   return %scatter_add
triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_1 = async_compile.triton('triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/aj/cajzc4qs6acm72x3tmr4sk2spsh6xmumssuiakduu3tb5g6taqjm.py
# Topologically Sorted Source Nodes: [unsqueeze_8, full_default_1, expand, scatter_add], Original ATen: [aten.unsqueeze, aten.new_zeros, aten.expand, aten.scatter_add]
# Source node to ATen node mapping:
#   expand => expand
#   full_default_1 => full_default_1
#   scatter_add => scatter_add
#   unsqueeze_8 => unsqueeze_8
# Graph fragment:
#   %unsqueeze_7 : Tensor "i64[s2, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_7]
#   %mm : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=mm]
#   %scatter_add : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0" = PlaceHolder[target=scatter_add]
#   %unsqueeze_8 : Tensor "f32[s2, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm, 1), kwargs = {})
#   %full_default_1 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 6, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %expand : Tensor "i64[s2, 1, 32][1, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [-1, 1, 32]), kwargs = {})
#   %scatter_add : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_1, 1, %expand, %unsqueeze_8), kwargs = {})
#   return %buf4
triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_2 = async_compile.triton('triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_2', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 25, 'x': 640}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_2(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 32
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (x1 + 32*y0), xmask & ymask, eviction_policy='evict_last')
    tl.device_assert(((0 <= tmp0) & (tmp0 < 6)) | ~(ymask), "index out of bounds: 0 <= tmp0 < 6")
    tl.atomic_add(out_ptr0 + (x1 + 32*tmp0 + 192*y0), tmp2, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/hp/chpsnptmdmfoafkculfie23r2a7xjwi2xoxf5nts5oolk4i5awfo.py
# Topologically Sorted Source Nodes: [select_11, full_default_2, where_7, mul_334, sub_5, mul_335, mul_336, neg, add_550, mul_337, sub_183, mul_338, mul_339, mul_340, mul_341, mul_342, sub_185, mul_343, mul_344], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.mul, aten.rsub, aten.neg, aten.add, aten.tanh_backward, aten.sigmoid_backward]
# Source node to ATen node mapping:
#   add_550 => add_550
#   full_default_2 => full_default_2
#   mul_334 => mul_334
#   mul_335 => mul_335
#   mul_336 => mul_336
#   mul_337 => mul_337
#   mul_338 => mul_338
#   mul_339 => mul_339
#   mul_340 => mul_340
#   mul_341 => mul_341
#   mul_342 => mul_342
#   mul_343 => mul_343
#   mul_344 => mul_344
#   neg => neg
#   select_11 => select_11
#   sub_183 => sub_183
#   sub_185 => sub_185
#   sub_5 => sub_163
#   where_7 => where_7
# Graph fragment:
#   %unsqueeze_5 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_5]
#   %buf4 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0" = PlaceHolder[target=buf4]
#   %where_4 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_4]
#   %tanh_5 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_5]
#   %sigmoid_11 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_11]
#   %getitem_35 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=getitem_35]
#   %sigmoid_10 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_10]
#   %select_11 : Tensor "f32[s2, 32][192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%scatter_add, 1, 5), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=11] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_7 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %select_11, %full_default_2), kwargs = {})
#   %mul_334 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %where_4), kwargs = {})
#   %sub_163 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_11), kwargs = {})
#   %mul_335 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %sub_163), kwargs = {})
#   %mul_336 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %tanh_5), kwargs = {})
#   %neg : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_336,), kwargs = {})
#   %add_550 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_334, %neg), kwargs = {})
#   %mul_337 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_5, %tanh_5), kwargs = {})
#   %sub_183 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_337), kwargs = {})
#   %mul_338 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_335, %sub_183), kwargs = {})
#   %mul_339 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_338, %sigmoid_10), kwargs = {})
#   %mul_340 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_338, %getitem_35), kwargs = {})
#   %mul_341 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_11, %sub_163), kwargs = {})
#   %mul_342 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_550, %mul_341), kwargs = {})
#   %sub_185 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_10), kwargs = {})
#   %mul_343 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_10, %sub_185), kwargs = {})
#   %mul_344 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_340, %mul_343), kwargs = {})
#   return %mul_342,%mul_344,%mul_339
triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_3 = async_compile.triton('triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 32
    x0 = (xindex % 32)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp1 = tl.load(in_ptr1 + (160 + x0 + 192*x1), xmask)
    tmp4 = tl.load(in_ptr2 + (x2), xmask)
    tmp6 = tl.load(in_ptr3 + (x2), xmask)
    tmp10 = tl.load(in_ptr4 + (x2), xmask)
    tmp19 = tl.load(in_ptr5 + (x0 + 96*x1), xmask)
    tmp21 = tl.load(in_ptr6 + (x2), xmask)
    tmp2 = tl.full([1], 0.0, tl.float32)
    tmp3 = tl.where(tmp0, tmp1, tmp2)
    tmp5 = tmp3 * tmp4
    tmp7 = tmp3 * tmp6
    tmp8 = -tmp7
    tmp9 = tmp5 + tmp8
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp11 - tmp10
    tmp13 = tmp10 * tmp12
    tmp14 = tmp9 * tmp13
    tmp15 = tmp3 * tmp12
    tmp16 = tmp6 * tmp6
    tmp17 = tmp11 - tmp16
    tmp18 = tmp15 * tmp17
    tmp20 = tmp18 * tmp19
    tmp22 = tmp11 - tmp21
    tmp23 = tmp21 * tmp22
    tmp24 = tmp20 * tmp23
    tmp25 = tmp18 * tmp21
    tl.store(out_ptr0 + (x0 + 96*x1), tmp14, xmask)
    tl.store(out_ptr1 + (x0 + 96*x1), tmp24, xmask)
    tl.store(out_ptr2 + (x0 + 96*x1), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/5o/c5oibgiuxu3eqprv6u5m6hbxto4wgyz7y4g4gsm6zadwjzmljptu.py
# Topologically Sorted Source Nodes: [select_11, full_default_2, where_7, sub_5, mul_335, mul_337, sub_183, mul_338, cat_2], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
# Source node to ATen node mapping:
#   cat_2 => cat_2
#   full_default_2 => full_default_2
#   mul_335 => mul_335
#   mul_337 => mul_337
#   mul_338 => mul_338
#   select_11 => select_11
#   sub_183 => sub_183
#   sub_5 => sub_163
#   where_7 => where_7
# Graph fragment:
#   %mul_344 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=mul_344]
#   %mul_342 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=mul_342]
#   %unsqueeze_5 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_5]
#   %buf4 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0" = PlaceHolder[target=buf4]
#   %sigmoid_11 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_11]
#   %tanh_5 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_5]
#   %select_11 : Tensor "f32[s2, 32][192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%scatter_add, 1, 5), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=11] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_7 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %select_11, %full_default_2), kwargs = {})
#   %sub_163 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_11), kwargs = {})
#   %mul_335 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %sub_163), kwargs = {})
#   %mul_337 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_5, %tanh_5), kwargs = {})
#   %sub_183 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_337), kwargs = {})
#   %mul_338 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_335, %sub_183), kwargs = {})
#   %cat_2 : Tensor "f32[s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_344, %mul_342, %mul_338], 1), kwargs = {})
#   return %cat_2
triton_poi_fused_cat_mul_rsub_scalar_tensor_select_tanh_backward_where_4 = async_compile.triton('triton_poi_fused_cat_mul_rsub_scalar_tensor_select_tanh_backward_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_mul_rsub_scalar_tensor_select_tanh_backward_where_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_mul_rsub_scalar_tensor_select_tanh_backward_where_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x1 = xindex // 96
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (96*x1 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 64, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (96*x1 + ((-32) + x0)), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 96, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tl.load(in_ptr2 + (x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp15 = tl.load(in_ptr3 + (160 + 192*x1 + ((-64) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.full([1], 0.0, tl.float32)
    tmp17 = tl.where(tmp14, tmp15, tmp16)
    tmp18 = tl.load(in_ptr4 + (32*x1 + ((-64) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.full([1], 1.0, tl.float32)
    tmp20 = tmp19 - tmp18
    tmp21 = tmp17 * tmp20
    tmp22 = tl.load(in_ptr5 + (32*x1 + ((-64) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp23 = tmp22 * tmp22
    tmp24 = tmp19 - tmp23
    tmp25 = tmp21 * tmp24
    tmp26 = tl.full(tmp25.shape, 0.0, tmp25.dtype)
    tmp27 = tl.where(tmp11, tmp25, tmp26)
    tmp28 = tl.where(tmp9, tmp10, tmp27)
    tmp29 = tl.where(tmp4, tmp5, tmp28)
    tl.store(out_ptr0 + (x2), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/rs/crsj7sgfqvkdmrifw7mnqxkpm3cpp2ayeu2odxyajwxy3zz6lfw2.py
# Topologically Sorted Source Nodes: [select_10, select_11, full_default_2, where_6, where_7, add_548, mul_333, add_549, add_551, where_9, mul_346, sub_4, mul_347, mul_348, neg_1, add_554, mul_349, sub_186, mul_350, mul_351, mul_352, mul_353, mul_354, sub_188, mul_355, mul_356], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
# Source node to ATen node mapping:
#   add_548 => add_548
#   add_549 => add_549
#   add_551 => add_551
#   add_554 => add_554
#   full_default_2 => full_default_2
#   mul_333 => mul_333
#   mul_346 => mul_346
#   mul_347 => mul_347
#   mul_348 => mul_348
#   mul_349 => mul_349
#   mul_350 => mul_350
#   mul_351 => mul_351
#   mul_352 => mul_352
#   mul_353 => mul_353
#   mul_354 => mul_354
#   mul_355 => mul_355
#   mul_356 => mul_356
#   neg_1 => neg_1
#   select_10 => select_10
#   select_11 => select_11
#   sub_186 => sub_186
#   sub_188 => sub_188
#   sub_4 => sub_135
#   where_6 => where_6
#   where_7 => where_7
#   where_9 => where_9
# Graph fragment:
#   %buf4 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0" = PlaceHolder[target=buf4]
#   %unsqueeze_5 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_5]
#   %sigmoid_11 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_11]
#   %mm_2 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %unsqueeze_4 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_4]
#   %add_551 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=add_551]
#   %where_3 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_3]
#   %tanh_4 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_4]
#   %sigmoid_9 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_9]
#   %getitem_29 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=getitem_29]
#   %sigmoid_8 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_8]
#   %select_10 : Tensor "f32[s2, 32][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%scatter_add, 1, 4), kwargs = {})
#   %select_11 : Tensor "f32[s2, 32][192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%scatter_add, 1, 5), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=11] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_6 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %full_default_2, %select_11), kwargs = {})
#   %where_7 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %select_11, %full_default_2), kwargs = {})
#   %add_548 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_10, %where_6), kwargs = {})
#   %mul_333 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %sigmoid_11), kwargs = {})
#   %add_549 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_548, %mul_333), kwargs = {})
#   %add_551 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_549, %mm_2), kwargs = {})
#   %where_9 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_4, %add_551, %full_default_2), kwargs = {})
#   %mul_346 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_9, %where_3), kwargs = {})
#   %sub_135 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_9), kwargs = {})
#   %mul_347 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_9, %sub_135), kwargs = {})
#   %mul_348 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_9, %tanh_4), kwargs = {})
#   %neg_1 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_348,), kwargs = {})
#   %add_554 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_346, %neg_1), kwargs = {})
#   %mul_349 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_4, %tanh_4), kwargs = {})
#   %sub_186 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_349), kwargs = {})
#   %mul_350 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_347, %sub_186), kwargs = {})
#   %mul_351 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_350, %sigmoid_8), kwargs = {})
#   %mul_352 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_350, %getitem_29), kwargs = {})
#   %mul_353 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_9, %sub_135), kwargs = {})
#   %mul_354 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_554, %mul_353), kwargs = {})
#   %sub_188 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_8), kwargs = {})
#   %mul_355 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_8, %sub_188), kwargs = {})
#   %mul_356 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_352, %mul_355), kwargs = {})
#   return %add_551,%mul_354,%mul_356,%mul_351
triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_5 = async_compile.triton('triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (128 + x0 + 192*x1), xmask)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.load(in_ptr0 + (160 + x0 + 192*x1), xmask)
    tmp7 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp10 = tl.load(in_ptr2 + (x2), xmask)
    tmp12 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp14 = tl.load(in_ptr4 + (x2), xmask)
    tmp16 = tl.load(in_ptr5 + (x2), xmask)
    tmp20 = tl.load(in_ptr6 + (x2), xmask)
    tmp29 = tl.load(in_ptr7 + (x0 + 96*x1), xmask)
    tmp31 = tl.load(in_ptr8 + (x2), xmask)
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.where(tmp1, tmp3, tmp2)
    tmp5 = tmp0 + tmp4
    tmp6 = tl.where(tmp1, tmp2, tmp3)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp5 + tmp8
    tmp11 = tmp9 + tmp10
    tmp13 = tl.where(tmp12, tmp11, tmp3)
    tmp15 = tmp13 * tmp14
    tmp17 = tmp13 * tmp16
    tmp18 = -tmp17
    tmp19 = tmp15 + tmp18
    tmp21 = tl.full([1], 1.0, tl.float32)
    tmp22 = tmp21 - tmp20
    tmp23 = tmp20 * tmp22
    tmp24 = tmp19 * tmp23
    tmp25 = tmp13 * tmp22
    tmp26 = tmp16 * tmp16
    tmp27 = tmp21 - tmp26
    tmp28 = tmp25 * tmp27
    tmp30 = tmp28 * tmp29
    tmp32 = tmp21 - tmp31
    tmp33 = tmp31 * tmp32
    tmp34 = tmp30 * tmp33
    tmp35 = tmp28 * tmp31
    tl.store(in_out_ptr0 + (x2), tmp11, xmask)
    tl.store(out_ptr0 + (x0 + 96*x1), tmp24, xmask)
    tl.store(out_ptr1 + (x0 + 96*x1), tmp34, xmask)
    tl.store(out_ptr2 + (x0 + 96*x1), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/d4/cd4slqalujueukilxgct543y5mkob6onodoy2w2rbyh6clhnverq.py
# Topologically Sorted Source Nodes: [full_default_2, where_9, sub_4, mul_347, mul_349, sub_186, mul_350, cat_4], Original ATen: [aten.scalar_tensor, aten.where, aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
# Source node to ATen node mapping:
#   cat_4 => cat_4
#   full_default_2 => full_default_2
#   mul_347 => mul_347
#   mul_349 => mul_349
#   mul_350 => mul_350
#   sub_186 => sub_186
#   sub_4 => sub_135
#   where_9 => where_9
# Graph fragment:
#   %mul_356 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=mul_356]
#   %mul_354 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=mul_354]
#   %unsqueeze_4 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_4]
#   %add_551 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=add_551]
#   %sigmoid_9 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_9]
#   %tanh_4 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_4]
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=11] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_9 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_4, %add_551, %full_default_2), kwargs = {})
#   %sub_135 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_9), kwargs = {})
#   %mul_347 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_9, %sub_135), kwargs = {})
#   %mul_349 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_4, %tanh_4), kwargs = {})
#   %sub_186 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_349), kwargs = {})
#   %mul_350 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_347, %sub_186), kwargs = {})
#   %cat_4 : Tensor "f32[s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_356, %mul_354, %mul_350], 1), kwargs = {})
#   return %cat_4
triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6 = async_compile.triton('triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x1 = xindex // 96
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (96*x1 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 64, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (96*x1 + ((-32) + x0)), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 96, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tl.load(in_ptr2 + (x1), tmp11 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp15 = tl.load(in_ptr3 + (32*x1 + ((-64) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.full([1], 0.0, tl.float32)
    tmp17 = tl.where(tmp14, tmp15, tmp16)
    tmp18 = tl.load(in_ptr4 + (32*x1 + ((-64) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.full([1], 1.0, tl.float32)
    tmp20 = tmp19 - tmp18
    tmp21 = tmp17 * tmp20
    tmp22 = tl.load(in_ptr5 + (32*x1 + ((-64) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp23 = tmp22 * tmp22
    tmp24 = tmp19 - tmp23
    tmp25 = tmp21 * tmp24
    tmp26 = tl.full(tmp25.shape, 0.0, tmp25.dtype)
    tmp27 = tl.where(tmp11, tmp25, tmp26)
    tmp28 = tl.where(tmp9, tmp10, tmp27)
    tmp29 = tl.where(tmp4, tmp5, tmp28)
    tl.store(out_ptr0 + (x2), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/63/c63v7vmc5ozst4edin7qmsx4uk5q6cnfe4nwx37lhesqgbyz6lap.py
# Topologically Sorted Source Nodes: [select_9, full_default_2, where_8, where_9, add_552, mul_345, add_553, add_556, where_11, mul_358, sub_3, mul_359, mul_360, neg_2, add_561, mul_361, sub_189, mul_362, mul_363, mul_364, mul_365, mul_366, sub_191, mul_367, mul_368], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
# Source node to ATen node mapping:
#   add_552 => add_552
#   add_553 => add_553
#   add_556 => add_556
#   add_561 => add_561
#   full_default_2 => full_default_2
#   mul_345 => mul_345
#   mul_358 => mul_358
#   mul_359 => mul_359
#   mul_360 => mul_360
#   mul_361 => mul_361
#   mul_362 => mul_362
#   mul_363 => mul_363
#   mul_364 => mul_364
#   mul_365 => mul_365
#   mul_366 => mul_366
#   mul_367 => mul_367
#   mul_368 => mul_368
#   neg_2 => neg_2
#   select_9 => select_9
#   sub_189 => sub_189
#   sub_191 => sub_191
#   sub_3 => sub_107
#   where_11 => where_11
#   where_8 => where_8
#   where_9 => where_9
# Graph fragment:
#   %buf4 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0" = PlaceHolder[target=buf4]
#   %unsqueeze_4 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_4]
#   %add_551 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=add_551]
#   %sigmoid_9 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_9]
#   %mm_4 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %unsqueeze_3 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_3]
#   %add_556 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=add_556]
#   %where_2 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_2]
#   %tanh_3 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_3]
#   %sigmoid_7 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_7]
#   %getitem_23 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=getitem_23]
#   %sigmoid_6 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_6]
#   %select_9 : Tensor "f32[s2, 32][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%scatter_add, 1, 3), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=11] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_8 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_4, %full_default_2, %add_551), kwargs = {})
#   %where_9 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_4, %add_551, %full_default_2), kwargs = {})
#   %add_552 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_9, %where_8), kwargs = {})
#   %mul_345 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_9, %sigmoid_9), kwargs = {})
#   %add_553 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_552, %mul_345), kwargs = {})
#   %add_556 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_553, %mm_4), kwargs = {})
#   %where_11 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_3, %add_556, %full_default_2), kwargs = {})
#   %mul_358 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_11, %where_2), kwargs = {})
#   %sub_107 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_7), kwargs = {})
#   %mul_359 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_11, %sub_107), kwargs = {})
#   %mul_360 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_11, %tanh_3), kwargs = {})
#   %neg_2 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_360,), kwargs = {})
#   %add_561 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_358, %neg_2), kwargs = {})
#   %mul_361 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_3, %tanh_3), kwargs = {})
#   %sub_189 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_361), kwargs = {})
#   %mul_362 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_359, %sub_189), kwargs = {})
#   %mul_363 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_362, %sigmoid_6), kwargs = {})
#   %mul_364 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_362, %getitem_23), kwargs = {})
#   %mul_365 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_7, %sub_107), kwargs = {})
#   %mul_366 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_561, %mul_365), kwargs = {})
#   %sub_191 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_6), kwargs = {})
#   %mul_367 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_6, %sub_191), kwargs = {})
#   %mul_368 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_364, %mul_367), kwargs = {})
#   return %add_556,%mul_366,%mul_368,%mul_363
triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_7 = async_compile.triton('triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (96 + x0 + 192*x1), xmask)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp7 = tl.load(in_ptr2 + (x2), xmask)
    tmp10 = tl.load(in_ptr3 + (x2), xmask)
    tmp12 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp14 = tl.load(in_ptr5 + (x2), xmask)
    tmp16 = tl.load(in_ptr6 + (x2), xmask)
    tmp20 = tl.load(in_ptr7 + (x2), xmask)
    tmp29 = tl.load(in_ptr8 + (x0 + 96*x1), xmask)
    tmp31 = tl.load(in_ptr9 + (x2), xmask)
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.where(tmp1, tmp3, tmp2)
    tmp5 = tmp0 + tmp4
    tmp6 = tl.where(tmp1, tmp2, tmp3)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp5 + tmp8
    tmp11 = tmp9 + tmp10
    tmp13 = tl.where(tmp12, tmp11, tmp3)
    tmp15 = tmp13 * tmp14
    tmp17 = tmp13 * tmp16
    tmp18 = -tmp17
    tmp19 = tmp15 + tmp18
    tmp21 = tl.full([1], 1.0, tl.float32)
    tmp22 = tmp21 - tmp20
    tmp23 = tmp20 * tmp22
    tmp24 = tmp19 * tmp23
    tmp25 = tmp13 * tmp22
    tmp26 = tmp16 * tmp16
    tmp27 = tmp21 - tmp26
    tmp28 = tmp25 * tmp27
    tmp30 = tmp28 * tmp29
    tmp32 = tmp21 - tmp31
    tmp33 = tmp31 * tmp32
    tmp34 = tmp30 * tmp33
    tmp35 = tmp28 * tmp31
    tl.store(in_out_ptr0 + (x2), tmp11, xmask)
    tl.store(out_ptr0 + (x0 + 96*x1), tmp24, xmask)
    tl.store(out_ptr1 + (x0 + 96*x1), tmp34, xmask)
    tl.store(out_ptr2 + (x0 + 96*x1), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/2b/c2byzzacdgsm4zxnzqzcw7vpkp6vv35qkjc22zd5uvh3j26t7uwq.py
# Topologically Sorted Source Nodes: [select_8, full_default_2, where_10, where_11, add_559, mul_357, add_560, add_563, where_13, mul_370, sub_2, mul_371, mul_372, neg_3, add_568, mul_373, sub_192, mul_374, mul_375, mul_376, mul_377, mul_378, sub_194, mul_379, mul_380], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
# Source node to ATen node mapping:
#   add_559 => add_559
#   add_560 => add_560
#   add_563 => add_563
#   add_568 => add_568
#   full_default_2 => full_default_2
#   mul_357 => mul_357
#   mul_370 => mul_370
#   mul_371 => mul_371
#   mul_372 => mul_372
#   mul_373 => mul_373
#   mul_374 => mul_374
#   mul_375 => mul_375
#   mul_376 => mul_376
#   mul_377 => mul_377
#   mul_378 => mul_378
#   mul_379 => mul_379
#   mul_380 => mul_380
#   neg_3 => neg_3
#   select_8 => select_8
#   sub_192 => sub_192
#   sub_194 => sub_194
#   sub_2 => sub_79
#   where_10 => where_10
#   where_11 => where_11
#   where_13 => where_13
# Graph fragment:
#   %buf4 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0" = PlaceHolder[target=buf4]
#   %unsqueeze_3 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_3]
#   %add_556 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=add_556]
#   %sigmoid_7 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_7]
#   %mm_6 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %unsqueeze_2 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_2]
#   %add_563 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=add_563]
#   %where_1 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_1]
#   %tanh_2 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_2]
#   %sigmoid_5 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_5]
#   %getitem_17 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=getitem_17]
#   %sigmoid_4 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_4]
#   %select_8 : Tensor "f32[s2, 32][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%scatter_add, 1, 2), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=11] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_10 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_3, %full_default_2, %add_556), kwargs = {})
#   %where_11 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_3, %add_556, %full_default_2), kwargs = {})
#   %add_559 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_8, %where_10), kwargs = {})
#   %mul_357 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_11, %sigmoid_7), kwargs = {})
#   %add_560 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_559, %mul_357), kwargs = {})
#   %add_563 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_560, %mm_6), kwargs = {})
#   %where_13 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_2, %add_563, %full_default_2), kwargs = {})
#   %mul_370 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_13, %where_1), kwargs = {})
#   %sub_79 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_5), kwargs = {})
#   %mul_371 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_13, %sub_79), kwargs = {})
#   %mul_372 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_13, %tanh_2), kwargs = {})
#   %neg_3 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_372,), kwargs = {})
#   %add_568 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_370, %neg_3), kwargs = {})
#   %mul_373 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_2, %tanh_2), kwargs = {})
#   %sub_192 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_373), kwargs = {})
#   %mul_374 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_371, %sub_192), kwargs = {})
#   %mul_375 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_374, %sigmoid_4), kwargs = {})
#   %mul_376 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_374, %getitem_17), kwargs = {})
#   %mul_377 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_5, %sub_79), kwargs = {})
#   %mul_378 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_568, %mul_377), kwargs = {})
#   %sub_194 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_4), kwargs = {})
#   %mul_379 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_4, %sub_194), kwargs = {})
#   %mul_380 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_376, %mul_379), kwargs = {})
#   return %add_563,%mul_378,%mul_380,%mul_375
triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_8 = async_compile.triton('triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64 + x0 + 192*x1), xmask)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp7 = tl.load(in_ptr2 + (x2), xmask)
    tmp10 = tl.load(in_ptr3 + (x2), xmask)
    tmp12 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp14 = tl.load(in_ptr5 + (x2), xmask)
    tmp16 = tl.load(in_ptr6 + (x2), xmask)
    tmp20 = tl.load(in_ptr7 + (x2), xmask)
    tmp29 = tl.load(in_ptr8 + (x0 + 96*x1), xmask)
    tmp31 = tl.load(in_ptr9 + (x2), xmask)
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.where(tmp1, tmp3, tmp2)
    tmp5 = tmp0 + tmp4
    tmp6 = tl.where(tmp1, tmp2, tmp3)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp5 + tmp8
    tmp11 = tmp9 + tmp10
    tmp13 = tl.where(tmp12, tmp11, tmp3)
    tmp15 = tmp13 * tmp14
    tmp17 = tmp13 * tmp16
    tmp18 = -tmp17
    tmp19 = tmp15 + tmp18
    tmp21 = tl.full([1], 1.0, tl.float32)
    tmp22 = tmp21 - tmp20
    tmp23 = tmp20 * tmp22
    tmp24 = tmp19 * tmp23
    tmp25 = tmp13 * tmp22
    tmp26 = tmp16 * tmp16
    tmp27 = tmp21 - tmp26
    tmp28 = tmp25 * tmp27
    tmp30 = tmp28 * tmp29
    tmp32 = tmp21 - tmp31
    tmp33 = tmp31 * tmp32
    tmp34 = tmp30 * tmp33
    tmp35 = tmp28 * tmp31
    tl.store(in_out_ptr0 + (x2), tmp11, xmask)
    tl.store(out_ptr0 + (x0 + 96*x1), tmp24, xmask)
    tl.store(out_ptr1 + (x0 + 96*x1), tmp34, xmask)
    tl.store(out_ptr2 + (x0 + 96*x1), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/a7/ca76vuqooegcaymqjeiip3p2rw23aegmagivxsudcmbta7khjbcr.py
# Topologically Sorted Source Nodes: [select_7, full_default_2, where_12, where_13, add_566, mul_369, add_567, add_570, where_15, mul_382, sub_1, mul_383, mul_384, neg_4, add_575, mul_385, sub_195, mul_386, mul_387, mul_388, mul_389, mul_390, sub_197, mul_391, mul_392], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
# Source node to ATen node mapping:
#   add_566 => add_566
#   add_567 => add_567
#   add_570 => add_570
#   add_575 => add_575
#   full_default_2 => full_default_2
#   mul_369 => mul_369
#   mul_382 => mul_382
#   mul_383 => mul_383
#   mul_384 => mul_384
#   mul_385 => mul_385
#   mul_386 => mul_386
#   mul_387 => mul_387
#   mul_388 => mul_388
#   mul_389 => mul_389
#   mul_390 => mul_390
#   mul_391 => mul_391
#   mul_392 => mul_392
#   neg_4 => neg_4
#   select_7 => select_7
#   sub_1 => sub_51
#   sub_195 => sub_195
#   sub_197 => sub_197
#   where_12 => where_12
#   where_13 => where_13
#   where_15 => where_15
# Graph fragment:
#   %buf4 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0" = PlaceHolder[target=buf4]
#   %unsqueeze_2 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_2]
#   %add_563 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=add_563]
#   %sigmoid_5 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_5]
#   %mm_8 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %unsqueeze_1 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_1]
#   %add_570 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=add_570]
#   %where : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where]
#   %tanh_1 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_1]
#   %sigmoid_3 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_3]
#   %getitem_11 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %sigmoid_2 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_2]
#   %select_7 : Tensor "f32[s2, 32][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%scatter_add, 1, 1), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=11] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_12 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_2, %full_default_2, %add_563), kwargs = {})
#   %where_13 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_2, %add_563, %full_default_2), kwargs = {})
#   %add_566 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_7, %where_12), kwargs = {})
#   %mul_369 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_13, %sigmoid_5), kwargs = {})
#   %add_567 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_566, %mul_369), kwargs = {})
#   %add_570 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_567, %mm_8), kwargs = {})
#   %where_15 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_1, %add_570, %full_default_2), kwargs = {})
#   %mul_382 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_15, %where), kwargs = {})
#   %sub_51 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_3), kwargs = {})
#   %mul_383 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_15, %sub_51), kwargs = {})
#   %mul_384 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_15, %tanh_1), kwargs = {})
#   %neg_4 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_384,), kwargs = {})
#   %add_575 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_382, %neg_4), kwargs = {})
#   %mul_385 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_1, %tanh_1), kwargs = {})
#   %sub_195 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_385), kwargs = {})
#   %mul_386 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_383, %sub_195), kwargs = {})
#   %mul_387 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_386, %sigmoid_2), kwargs = {})
#   %mul_388 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_386, %getitem_11), kwargs = {})
#   %mul_389 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_3, %sub_51), kwargs = {})
#   %mul_390 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_575, %mul_389), kwargs = {})
#   %sub_197 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_2), kwargs = {})
#   %mul_391 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_2, %sub_197), kwargs = {})
#   %mul_392 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_388, %mul_391), kwargs = {})
#   return %add_570,%mul_390,%mul_392,%mul_387
triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_9 = async_compile.triton('triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (32 + x0 + 192*x1), xmask)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp7 = tl.load(in_ptr2 + (x2), xmask)
    tmp10 = tl.load(in_ptr3 + (x2), xmask)
    tmp12 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp14 = tl.load(in_ptr5 + (x2), xmask)
    tmp16 = tl.load(in_ptr6 + (x2), xmask)
    tmp20 = tl.load(in_ptr7 + (x2), xmask)
    tmp29 = tl.load(in_ptr8 + (x0 + 96*x1), xmask)
    tmp31 = tl.load(in_ptr9 + (x2), xmask)
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.where(tmp1, tmp3, tmp2)
    tmp5 = tmp0 + tmp4
    tmp6 = tl.where(tmp1, tmp2, tmp3)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp5 + tmp8
    tmp11 = tmp9 + tmp10
    tmp13 = tl.where(tmp12, tmp11, tmp3)
    tmp15 = tmp13 * tmp14
    tmp17 = tmp13 * tmp16
    tmp18 = -tmp17
    tmp19 = tmp15 + tmp18
    tmp21 = tl.full([1], 1.0, tl.float32)
    tmp22 = tmp21 - tmp20
    tmp23 = tmp20 * tmp22
    tmp24 = tmp19 * tmp23
    tmp25 = tmp13 * tmp22
    tmp26 = tmp16 * tmp16
    tmp27 = tmp21 - tmp26
    tmp28 = tmp25 * tmp27
    tmp30 = tmp28 * tmp29
    tmp32 = tmp21 - tmp31
    tmp33 = tmp31 * tmp32
    tmp34 = tmp30 * tmp33
    tmp35 = tmp28 * tmp31
    tl.store(in_out_ptr0 + (x2), tmp11, xmask)
    tl.store(out_ptr0 + (x0 + 96*x1), tmp24, xmask)
    tl.store(out_ptr1 + (x0 + 96*x1), tmp34, xmask)
    tl.store(out_ptr2 + (x0 + 96*x1), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/gi/cgiccx4utxj5s2ty6e44jzc7sdpcxcgnlx3klpdgnsodh2s6akne.py
# Topologically Sorted Source Nodes: [select_6, full_default_2, where_14, where_15, add_573, mul_381, add_574, add_577, where_16, mul_393, sub, mul_394, mul_395, neg_5, add_580, mul_396, sub_198, mul_397, mul_398, mul_399, mul_400, mul_401, sub_200, mul_402, mul_403], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
# Source node to ATen node mapping:
#   add_573 => add_573
#   add_574 => add_574
#   add_577 => add_577
#   add_580 => add_580
#   full_default_2 => full_default_2
#   mul_381 => mul_381
#   mul_393 => mul_393
#   mul_394 => mul_394
#   mul_395 => mul_395
#   mul_396 => mul_396
#   mul_397 => mul_397
#   mul_398 => mul_398
#   mul_399 => mul_399
#   mul_400 => mul_400
#   mul_401 => mul_401
#   mul_402 => mul_402
#   mul_403 => mul_403
#   neg_5 => neg_5
#   select_6 => select_6
#   sub => sub_23
#   sub_198 => sub_198
#   sub_200 => sub_200
#   where_14 => where_14
#   where_15 => where_15
#   where_16 => where_16
# Graph fragment:
#   %unsqueeze : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze]
#   %buf4 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0" = PlaceHolder[target=buf4]
#   %unsqueeze_1 : Tensor "b8[s2, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze_1]
#   %add_570 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=add_570]
#   %sigmoid_3 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_3]
#   %mm_10 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %where_16 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_16]
#   %sigmoid_1 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_1]
#   %tanh : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh]
#   %getitem_5 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %sigmoid : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid]
#   %full_default : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=full_default]
#   %select_6 : Tensor "f32[s2, 32][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%scatter_add, 1, 0), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=11] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_14 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_1, %full_default_2, %add_570), kwargs = {})
#   %where_15 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_1, %add_570, %full_default_2), kwargs = {})
#   %add_573 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_6, %where_14), kwargs = {})
#   %mul_381 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_15, %sigmoid_3), kwargs = {})
#   %add_574 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_573, %mul_381), kwargs = {})
#   %add_577 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_574, %mm_10), kwargs = {})
#   %where_16 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze, %add_577, %full_default_2), kwargs = {})
#   %mul_393 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_16, %full_default), kwargs = {})
#   %sub_23 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_1), kwargs = {})
#   %mul_394 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_16, %sub_23), kwargs = {})
#   %mul_395 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_16, %tanh), kwargs = {})
#   %neg_5 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_395,), kwargs = {})
#   %add_580 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_393, %neg_5), kwargs = {})
#   %mul_396 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh, %tanh), kwargs = {})
#   %sub_198 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_396), kwargs = {})
#   %mul_397 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_394, %sub_198), kwargs = {})
#   %mul_398 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_397, %sigmoid), kwargs = {})
#   %mul_399 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_397, %getitem_5), kwargs = {})
#   %mul_400 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_1, %sub_23), kwargs = {})
#   %mul_401 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_580, %mul_400), kwargs = {})
#   %sub_200 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_402 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %sub_200), kwargs = {})
#   %mul_403 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_399, %mul_402), kwargs = {})
#   return %where_16,%mul_403,%mul_398,%mul_401
triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_10 = async_compile.triton('triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 32
    x0 = (xindex % 32)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp1 = tl.load(in_ptr1 + (x0 + 192*x1), xmask)
    tmp2 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp3 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp8 = tl.load(in_ptr3 + (x2), xmask)
    tmp11 = tl.load(in_ptr4 + (x2), xmask)
    tmp14 = tl.load(in_ptr5 + (x2), xmask)
    tmp18 = tl.load(in_ptr6 + (x2), xmask)
    tmp22 = tl.load(in_ptr7 + (x0 + 96*x1), xmask)
    tmp24 = tl.load(in_ptr8 + (x2), xmask)
    tmp29 = tl.load(in_ptr9 + (x2), xmask)
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp4, tmp3)
    tmp6 = tmp1 + tmp5
    tmp7 = tl.where(tmp2, tmp3, tmp4)
    tmp9 = tmp7 * tmp8
    tmp10 = tmp6 + tmp9
    tmp12 = tmp10 + tmp11
    tmp13 = tl.where(tmp0, tmp12, tmp4)
    tmp15 = tl.full([1], 1.0, tl.float32)
    tmp16 = tmp15 - tmp14
    tmp17 = tmp13 * tmp16
    tmp19 = tmp18 * tmp18
    tmp20 = tmp15 - tmp19
    tmp21 = tmp17 * tmp20
    tmp23 = tmp21 * tmp22
    tmp25 = tmp15 - tmp24
    tmp26 = tmp24 * tmp25
    tmp27 = tmp23 * tmp26
    tmp28 = tmp21 * tmp24
    tmp30 = tmp13 * tmp29
    tmp31 = tmp13 * tmp18
    tmp32 = -tmp31
    tmp33 = tmp30 + tmp32
    tmp34 = tmp14 * tmp16
    tmp35 = tmp33 * tmp34
    tl.store(in_out_ptr0 + (x2), tmp13, xmask)
    tl.store(out_ptr0 + (x0 + 96*x1), tmp27, xmask)
    tl.store(out_ptr1 + (x0 + 96*x1), tmp28, xmask)
    tl.store(out_ptr2 + (x0 + 96*x1), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/tc/ctcyf65thfgvztrd2vvardw7moawqozzzrsawnwl3u5pl3764adk.py
# Topologically Sorted Source Nodes: [sub, mul_394, mul_396, sub_198, mul_397, cat_12], Original ATen: [aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
# Source node to ATen node mapping:
#   cat_12 => cat_12
#   mul_394 => mul_394
#   mul_396 => mul_396
#   mul_397 => mul_397
#   sub => sub_23
#   sub_198 => sub_198
# Graph fragment:
#   %mul_403 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=mul_403]
#   %mul_401 : Tensor "f32[s2, 32][96, 1]cuda:0" = PlaceHolder[target=mul_401]
#   %where_16 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_16]
#   %sigmoid_1 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_1]
#   %tanh : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh]
#   %sub_23 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_1), kwargs = {})
#   %mul_394 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_16, %sub_23), kwargs = {})
#   %mul_396 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh, %tanh), kwargs = {})
#   %sub_198 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_396), kwargs = {})
#   %mul_397 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_394, %sub_198), kwargs = {})
#   %cat_12 : Tensor "f32[s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_403, %mul_401, %mul_397], 1), kwargs = {})
#   return %cat_12
triton_poi_fused_cat_mul_rsub_tanh_backward_11 = async_compile.triton('triton_poi_fused_cat_mul_rsub_tanh_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_mul_rsub_tanh_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_mul_rsub_tanh_backward_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x1 = xindex // 96
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (96*x1 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 64, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (96*x1 + ((-32) + x0)), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 96, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tl.load(in_ptr2 + (32*x1 + ((-64) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.load(in_ptr3 + (32*x1 + ((-64) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.full([1], 1.0, tl.float32)
    tmp17 = tmp16 - tmp15
    tmp18 = tmp14 * tmp17
    tmp19 = tl.load(in_ptr4 + (32*x1 + ((-64) + x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp20 = tmp19 * tmp19
    tmp21 = tmp16 - tmp20
    tmp22 = tmp18 * tmp21
    tmp23 = tl.full(tmp22.shape, 0.0, tmp22.dtype)
    tmp24 = tl.where(tmp11, tmp22, tmp23)
    tmp25 = tl.where(tmp9, tmp10, tmp24)
    tmp26 = tl.where(tmp4, tmp5, tmp25)
    tl.store(out_ptr0 + (x2), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/24/c246dkgl2wkjk3oizg4vuttk4rpj5noazwpofii4p3cykpbzp7i5.py
# Topologically Sorted Source Nodes: [full_default_4, add_558, add_565, add_572, add_579, sub, mul_394, mul_396, sub_198, mul_397, cat_12, add_583], Original ATen: [aten.select_backward, aten.add, aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
# Source node to ATen node mapping:
#   add_558 => add_558
#   add_565 => add_565
#   add_572 => add_572
#   add_579 => add_579
#   add_583 => add_583
#   cat_12 => cat_12
#   full_default_4 => full_default_4
#   mul_394 => mul_394
#   mul_396 => mul_396
#   mul_397 => mul_397
#   sub => sub_23
#   sub_198 => sub_198
# Graph fragment:
#   %cat_2 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %cat_4 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_4]
#   %cat_6 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_6]
#   %cat_8 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_8]
#   %cat_10 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_10]
#   %cat_12 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_12]
#   %full_default_4 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 6, 96], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_4, %cat_2, 1, 5), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_4, %cat_4, 1, 4), kwargs = {})
#   %add_558 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_4, %cat_6, 1, 3), kwargs = {})
#   %add_565 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_558, %select_scatter_default_2), kwargs = {})
#   %select_scatter_default_3 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_4, %cat_8, 1, 2), kwargs = {})
#   %add_572 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_565, %select_scatter_default_3), kwargs = {})
#   %select_scatter_default_4 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_4, %cat_10, 1, 1), kwargs = {})
#   %add_579 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_572, %select_scatter_default_4), kwargs = {})
#   %sub_23 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_1), kwargs = {})
#   %mul_394 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_16, %sub_23), kwargs = {})
#   %mul_396 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh, %tanh), kwargs = {})
#   %sub_198 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_396), kwargs = {})
#   %mul_397 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_394, %sub_198), kwargs = {})
#   %cat_12 : Tensor "f32[s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_403, %mul_401, %mul_397], 1), kwargs = {})
#   %select_scatter_default_5 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_4, %cat_12, 1, 0), kwargs = {})
#   %add_583 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_579, %select_scatter_default_5), kwargs = {})
#   return %add_583
triton_poi_fused_add_cat_mul_rsub_select_backward_tanh_backward_12 = async_compile.triton('triton_poi_fused_add_cat_mul_rsub_select_backward_tanh_backward_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_mul_rsub_select_backward_tanh_backward_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 34560}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_mul_rsub_select_backward_tanh_backward_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 96) % 6)
    x0 = (xindex % 96)
    x2 = xindex // 576
    x3 = xindex
    tmp3 = tl.load(in_ptr0 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr2 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr4 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr5 + (x0 + 96*x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 5, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1], 4, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp5 + tmp9
    tmp11 = tl.full([1], 3, tl.int32)
    tmp12 = tmp0 == tmp11
    tmp14 = tl.where(tmp12, tmp13, tmp4)
    tmp15 = tmp10 + tmp14
    tmp16 = tl.full([1], 2, tl.int32)
    tmp17 = tmp0 == tmp16
    tmp19 = tl.where(tmp17, tmp18, tmp4)
    tmp20 = tmp15 + tmp19
    tmp21 = tl.full([1], 1, tl.int32)
    tmp22 = tmp0 == tmp21
    tmp24 = tl.where(tmp22, tmp23, tmp4)
    tmp25 = tmp20 + tmp24
    tmp26 = tl.full([1], 0, tl.int32)
    tmp27 = tmp0 == tmp26
    tmp29 = tl.where(tmp27, tmp28, tmp4)
    tmp30 = tmp25 + tmp29
    tl.store(out_ptr0 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/4c/c4ce23xrdaxfhmpwnsciv7zojf64hesrradzpq53f2uy546cnldn.py
# Topologically Sorted Source Nodes: [sum_2, view_4, sum_3, view_5, add_555, sum_4, view_6, add_562, sum_5, view_7, add_569, sum_6, view_8, add_576, sum_7, view_9, add_581], Original ATen: [aten.sum, aten.view, aten.add]
# Source node to ATen node mapping:
#   add_555 => add_555
#   add_562 => add_562
#   add_569 => add_569
#   add_576 => add_576
#   add_581 => add_581
#   sum_2 => sum_2
#   sum_3 => sum_3
#   sum_4 => sum_4
#   sum_5 => sum_5
#   sum_6 => sum_6
#   sum_7 => sum_7
#   view_4 => view_4
#   view_5 => view_5
#   view_6 => view_6
#   view_7 => view_7
#   view_8 => view_8
#   view_9 => view_9
# Graph fragment:
#   %cat_1 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %cat_3 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_3]
#   %cat_5 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_5]
#   %cat_7 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_7]
#   %cat_9 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_9]
#   %cat_11 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=cat_11]
#   %sum_2 : Tensor "f32[1, 96][96, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_3 : Tensor "f32[1, 96][96, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[1, 96][96, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %sum_5 : Tensor "f32[1, 96][96, 1]cuda:0" = PlaceHolder[target=sum_5]
#   %sum_6 : Tensor "f32[1, 96][96, 1]cuda:0" = PlaceHolder[target=sum_6]
#   %sum_7 : Tensor "f32[1, 96][96, 1]cuda:0" = PlaceHolder[target=sum_7]
#   %sum_2 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_1, [0], True), kwargs = {})
#   %view_4 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_2, [96]), kwargs = {})
#   %sum_3 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_3, [0], True), kwargs = {})
#   %view_5 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_3, [96]), kwargs = {})
#   %add_555 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_4, %view_5), kwargs = {})
#   %sum_4 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_5, [0], True), kwargs = {})
#   %view_6 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [96]), kwargs = {})
#   %add_562 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_555, %view_6), kwargs = {})
#   %sum_5 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_7, [0], True), kwargs = {})
#   %view_7 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_5, [96]), kwargs = {})
#   %add_569 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_562, %view_7), kwargs = {})
#   %sum_6 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_9, [0], True), kwargs = {})
#   %view_8 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_6, [96]), kwargs = {})
#   %add_576 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_569, %view_8), kwargs = {})
#   %sum_7 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat_11, [0], True), kwargs = {})
#   %view_9 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_7, [96]), kwargs = {})
#   %add_581 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_576, %view_9), kwargs = {})
#   return %sum_2,%sum_3,%sum_4,%sum_5,%sum_6,%sum_7,%add_581
triton_red_fused_add_sum_view_13 = async_compile.triton('triton_red_fused_add_sum_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_sum_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 6, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_sum_view_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 96
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
        tmp0 = tl.load(in_ptr0 + (x0 + 96*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp14 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp4 = tl.load(in_ptr1 + (x0 + 96*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr2 + (x0 + 96*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp12 = tl.load(in_ptr3 + (x0 + 96*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp16 = tl.load(in_ptr4 + (x0 + 96*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp20 = tl.load(in_ptr5 + (x0 + 96*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
        tmp15 = _tmp14 + tmp13
        _tmp14 = tl.where(r0_mask & xmask, tmp15, _tmp14)
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp14 = tl.sum(_tmp14, 1)[:, None]
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tmp24 = tmp2 + tmp6
    tmp25 = tmp24 + tmp10
    tmp26 = tmp25 + tmp14
    tmp27 = tmp26 + tmp18
    tmp28 = tmp27 + tmp22
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/2a/c2a6ykjtkfvs4vkzqzoe7gee6llgebaevvpfejd736cxewpj2evd.py
# Topologically Sorted Source Nodes: [view_10, sum_8], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_8 => sum_8
#   view_10 => view_10
# Graph fragment:
#   %add_583 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0" = PlaceHolder[target=add_583]
#   %view_10 : Tensor "f32[6*s2, 96][96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_583, [%mul_4, 96]), kwargs = {})
#   %sum_8 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_10, [0], True), kwargs = {})
#   return %sum_8
triton_red_fused_sum_view_14 = async_compile.triton('triton_red_fused_sum_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_view_14(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 96
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
        tmp0 = tl.load(in_ptr0 + (x0 + 96*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
        primals_1, mul_4, primals_5, primals_9, view, full_default, getitem_5, sigmoid, sigmoid_1, tanh, unsqueeze, where, getitem_11, sigmoid_2, sigmoid_3, tanh_1, unsqueeze_1, where_1, getitem_17, sigmoid_4, sigmoid_5, tanh_2, unsqueeze_2, where_2, getitem_23, sigmoid_6, sigmoid_7, tanh_3, unsqueeze_3, where_3, getitem_29, sigmoid_8, sigmoid_9, tanh_4, unsqueeze_4, where_4, getitem_35, sigmoid_10, sigmoid_11, tanh_5, unsqueeze_5, unsqueeze_7, squeeze, tangents_1 = args
        args.clear()
        s2 = primals_1
        assert_size_stride(primals_5, (96, 32), (32, 1))
        assert_size_stride(primals_9, (4, 32), (32, 1))
        assert_size_stride(view, (6*s2, 24), (24, 1))
        assert_size_stride(full_default, (s2, 32), (32, 1))
        assert_size_stride(getitem_5, (s2, 32), (96, 1))
        assert_size_stride(sigmoid, (s2, 32), (32, 1))
        assert_size_stride(sigmoid_1, (s2, 32), (32, 1))
        assert_size_stride(tanh, (s2, 32), (32, 1))
        assert_size_stride(unsqueeze, (s2, 1), (1, 1))
        assert_size_stride(where, (s2, 32), (32, 1))
        assert_size_stride(getitem_11, (s2, 32), (96, 1))
        assert_size_stride(sigmoid_2, (s2, 32), (32, 1))
        assert_size_stride(sigmoid_3, (s2, 32), (32, 1))
        assert_size_stride(tanh_1, (s2, 32), (32, 1))
        assert_size_stride(unsqueeze_1, (s2, 1), (1, 1))
        assert_size_stride(where_1, (s2, 32), (32, 1))
        assert_size_stride(getitem_17, (s2, 32), (96, 1))
        assert_size_stride(sigmoid_4, (s2, 32), (32, 1))
        assert_size_stride(sigmoid_5, (s2, 32), (32, 1))
        assert_size_stride(tanh_2, (s2, 32), (32, 1))
        assert_size_stride(unsqueeze_2, (s2, 1), (1, 1))
        assert_size_stride(where_2, (s2, 32), (32, 1))
        assert_size_stride(getitem_23, (s2, 32), (96, 1))
        assert_size_stride(sigmoid_6, (s2, 32), (32, 1))
        assert_size_stride(sigmoid_7, (s2, 32), (32, 1))
        assert_size_stride(tanh_3, (s2, 32), (32, 1))
        assert_size_stride(unsqueeze_3, (s2, 1), (1, 1))
        assert_size_stride(where_3, (s2, 32), (32, 1))
        assert_size_stride(getitem_29, (s2, 32), (96, 1))
        assert_size_stride(sigmoid_8, (s2, 32), (32, 1))
        assert_size_stride(sigmoid_9, (s2, 32), (32, 1))
        assert_size_stride(tanh_4, (s2, 32), (32, 1))
        assert_size_stride(unsqueeze_4, (s2, 1), (1, 1))
        assert_size_stride(where_4, (s2, 32), (32, 1))
        assert_size_stride(getitem_35, (s2, 32), (96, 1))
        assert_size_stride(sigmoid_10, (s2, 32), (32, 1))
        assert_size_stride(sigmoid_11, (s2, 32), (32, 1))
        assert_size_stride(tanh_5, (s2, 32), (32, 1))
        assert_size_stride(unsqueeze_5, (s2, 1), (1, 1))
        assert_size_stride(unsqueeze_7, (s2, 1, 1), (1, 1, 1))
        assert_size_stride(squeeze, (s2, 32), (32, 1))
        assert_size_stride(tangents_1, (s2, 4), (4, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf2 = empty_strided_cuda((1, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_0.run(tangents_1, buf2, 4, s2, stream=stream0)
            buf1 = empty_strided_cuda((4, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_9, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (4, s2), (1, 4), 0), squeeze, out=buf1)
            del squeeze
            buf0 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7, permute_8, mm], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(tangents_1, primals_9, out=buf0)
            del primals_9
            del tangents_1
            buf3 = empty_strided_cuda((s2, 6, 32), (192, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_8, full_default_1, expand, scatter_add], Original ATen: [aten.unsqueeze, aten.new_zeros, aten.expand, aten.scatter_add]
            triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_1_xnumel = 192*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_1.run(buf3, triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_1_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [unsqueeze_8, full_default_1, expand, scatter_add], Original ATen: [aten.unsqueeze, aten.new_zeros, aten.expand, aten.scatter_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_expand_new_zeros_scatter_add_unsqueeze_2.run(unsqueeze_7, buf0, buf3, s2, 32, stream=stream0)
            del unsqueeze_7
            buf8 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            buf5 = reinterpret_tensor(buf8, (s2, 32), (96, 1), 32)  # alias
            buf6 = reinterpret_tensor(buf8, (s2, 32), (96, 1), 0)  # alias
            buf7 = reinterpret_tensor(buf8, (s2, 32), (96, 1), 64)  # alias
            # Topologically Sorted Source Nodes: [select_11, full_default_2, where_7, mul_334, sub_5, mul_335, mul_336, neg, add_550, mul_337, sub_183, mul_338, mul_339, mul_340, mul_341, mul_342, sub_185, mul_343, mul_344], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.mul, aten.rsub, aten.neg, aten.add, aten.tanh_backward, aten.sigmoid_backward]
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_3_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_3.run(unsqueeze_5, buf3, where_4, tanh_5, sigmoid_11, getitem_35, sigmoid_10, buf5, buf6, buf7, triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_3_xnumel, stream=stream0)
            del getitem_35
            del sigmoid_10
            buf13 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [select_11, full_default_2, where_7, sub_5, mul_335, mul_337, sub_183, mul_338, cat_2], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
            triton_poi_fused_cat_mul_rsub_scalar_tensor_select_tanh_backward_where_4_xnumel = 96*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_mul_rsub_scalar_tensor_select_tanh_backward_where_4.run(buf6, buf5, unsqueeze_5, buf3, sigmoid_11, tanh_5, buf13, triton_poi_fused_cat_mul_rsub_scalar_tensor_select_tanh_backward_where_4_xnumel, stream=stream0)
            del tanh_5
            del buf5
            del buf6
            del buf7
            buf9 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_12, mm_2], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf8, primals_5, out=buf9)
            buf12 = sigmoid_11; del sigmoid_11  # reuse
            buf17 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            buf14 = reinterpret_tensor(buf17, (s2, 32), (96, 1), 32)  # alias
            buf15 = reinterpret_tensor(buf17, (s2, 32), (96, 1), 0)  # alias
            buf16 = reinterpret_tensor(buf17, (s2, 32), (96, 1), 64)  # alias
            # Topologically Sorted Source Nodes: [select_10, select_11, full_default_2, where_6, where_7, add_548, mul_333, add_549, add_551, where_9, mul_346, sub_4, mul_347, mul_348, neg_1, add_554, mul_349, sub_186, mul_350, mul_351, mul_352, mul_353, mul_354, sub_188, mul_355, mul_356], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_5_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_5.run(buf12, buf3, unsqueeze_5, buf9, unsqueeze_4, where_3, tanh_4, sigmoid_9, getitem_29, sigmoid_8, buf14, buf15, buf16, triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_5_xnumel, stream=stream0)
            del getitem_29
            del sigmoid_8
            del unsqueeze_5
            buf22 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_2, where_9, sub_4, mul_347, mul_349, sub_186, mul_350, cat_4], Original ATen: [aten.scalar_tensor, aten.where, aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
            triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6_xnumel = 96*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6.run(buf15, buf14, unsqueeze_4, buf12, sigmoid_9, tanh_4, buf22, triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6_xnumel, stream=stream0)
            del tanh_4
            del buf14
            del buf15
            del buf16
            buf18 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_12, mm_4], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf17, primals_5, out=buf18)
            buf20 = buf12; del buf12  # reuse
            buf26 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            buf23 = reinterpret_tensor(buf26, (s2, 32), (96, 1), 32)  # alias
            buf24 = reinterpret_tensor(buf26, (s2, 32), (96, 1), 0)  # alias
            buf25 = reinterpret_tensor(buf26, (s2, 32), (96, 1), 64)  # alias
            # Topologically Sorted Source Nodes: [select_9, full_default_2, where_8, where_9, add_552, mul_345, add_553, add_556, where_11, mul_358, sub_3, mul_359, mul_360, neg_2, add_561, mul_361, sub_189, mul_362, mul_363, mul_364, mul_365, mul_366, sub_191, mul_367, mul_368], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_7_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_7.run(buf20, buf3, unsqueeze_4, sigmoid_9, buf18, unsqueeze_3, where_2, tanh_3, sigmoid_7, getitem_23, sigmoid_6, buf23, buf24, buf25, triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_7_xnumel, stream=stream0)
            del getitem_23
            del sigmoid_6
            del sigmoid_9
            del unsqueeze_4
            buf31 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_2, where_11, sub_3, mul_359, mul_361, sub_189, mul_362, cat_6], Original ATen: [aten.scalar_tensor, aten.where, aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
            triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6_xnumel = 96*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6.run(buf24, buf23, unsqueeze_3, buf20, sigmoid_7, tanh_3, buf31, triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6_xnumel, stream=stream0)
            del tanh_3
            del buf23
            del buf24
            del buf25
            buf27 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_12, mm_6], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf26, primals_5, out=buf27)
            buf29 = buf20; del buf20  # reuse
            buf35 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            buf32 = reinterpret_tensor(buf35, (s2, 32), (96, 1), 32)  # alias
            buf33 = reinterpret_tensor(buf35, (s2, 32), (96, 1), 0)  # alias
            buf34 = reinterpret_tensor(buf35, (s2, 32), (96, 1), 64)  # alias
            # Topologically Sorted Source Nodes: [select_8, full_default_2, where_10, where_11, add_559, mul_357, add_560, add_563, where_13, mul_370, sub_2, mul_371, mul_372, neg_3, add_568, mul_373, sub_192, mul_374, mul_375, mul_376, mul_377, mul_378, sub_194, mul_379, mul_380], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_8_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_8.run(buf29, buf3, unsqueeze_3, sigmoid_7, buf27, unsqueeze_2, where_1, tanh_2, sigmoid_5, getitem_17, sigmoid_4, buf32, buf33, buf34, triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_8_xnumel, stream=stream0)
            del getitem_17
            del sigmoid_4
            del sigmoid_7
            del unsqueeze_3
            buf40 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_2, where_13, sub_2, mul_371, mul_373, sub_192, mul_374, cat_8], Original ATen: [aten.scalar_tensor, aten.where, aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
            triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6_xnumel = 96*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6.run(buf33, buf32, unsqueeze_2, buf29, sigmoid_5, tanh_2, buf40, triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6_xnumel, stream=stream0)
            del tanh_2
            del buf32
            del buf33
            del buf34
            buf36 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_12, mm_8], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf35, primals_5, out=buf36)
            buf38 = buf29; del buf29  # reuse
            buf44 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            buf41 = reinterpret_tensor(buf44, (s2, 32), (96, 1), 32)  # alias
            buf42 = reinterpret_tensor(buf44, (s2, 32), (96, 1), 0)  # alias
            buf43 = reinterpret_tensor(buf44, (s2, 32), (96, 1), 64)  # alias
            # Topologically Sorted Source Nodes: [select_7, full_default_2, where_12, where_13, add_566, mul_369, add_567, add_570, where_15, mul_382, sub_1, mul_383, mul_384, neg_4, add_575, mul_385, sub_195, mul_386, mul_387, mul_388, mul_389, mul_390, sub_197, mul_391, mul_392], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_9_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_9.run(buf38, buf3, unsqueeze_2, sigmoid_5, buf36, unsqueeze_1, where, tanh_1, sigmoid_3, getitem_11, sigmoid_2, buf41, buf42, buf43, triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_9_xnumel, stream=stream0)
            del getitem_11
            del sigmoid_2
            del sigmoid_5
            del unsqueeze_2
            buf48 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_2, where_15, sub_1, mul_383, mul_385, sub_195, mul_386, cat_10], Original ATen: [aten.scalar_tensor, aten.where, aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
            triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6_xnumel = 96*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6.run(buf42, buf41, unsqueeze_1, buf38, sigmoid_3, tanh_1, buf48, triton_poi_fused_cat_mul_rsub_scalar_tensor_tanh_backward_where_6_xnumel, stream=stream0)
            del tanh_1
            del buf41
            del buf42
            del buf43
            buf45 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_12, mm_10], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf44, primals_5, out=buf45)
            del primals_5
            buf49 = buf38; del buf38  # reuse
            buf53 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            buf50 = reinterpret_tensor(buf53, (s2, 32), (96, 1), 0)  # alias
            buf52 = reinterpret_tensor(buf53, (s2, 32), (96, 1), 64)  # alias
            buf51 = reinterpret_tensor(buf53, (s2, 32), (96, 1), 32)  # alias
            # Topologically Sorted Source Nodes: [select_6, full_default_2, where_14, where_15, add_573, mul_381, add_574, add_577, where_16, mul_393, sub, mul_394, mul_395, neg_5, add_580, mul_396, sub_198, mul_397, mul_398, mul_399, mul_400, mul_401, sub_200, mul_402, mul_403], Original ATen: [aten.select, aten.scalar_tensor, aten.where, aten.add, aten.mul, aten.rsub, aten.neg, aten.tanh_backward, aten.sigmoid_backward]
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_10_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_10.run(buf49, unsqueeze, buf3, unsqueeze_1, sigmoid_3, buf45, sigmoid_1, tanh, getitem_5, sigmoid, full_default, buf50, buf52, buf51, triton_poi_fused_add_mul_neg_rsub_scalar_tensor_select_sigmoid_backward_tanh_backward_where_10_xnumel, stream=stream0)
            del buf3
            del buf45
            del getitem_5
            del sigmoid
            del sigmoid_3
            del unsqueeze
            del unsqueeze_1
            buf57 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sub, mul_394, mul_396, sub_198, mul_397, cat_12], Original ATen: [aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
            triton_poi_fused_cat_mul_rsub_tanh_backward_11_xnumel = 96*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_mul_rsub_tanh_backward_11.run(buf50, buf51, buf49, sigmoid_1, tanh, buf57, triton_poi_fused_cat_mul_rsub_tanh_backward_11_xnumel, stream=stream0)
            del buf49
            del sigmoid_1
            del tanh
            buf58 = empty_strided_cuda((s2, 6, 96), (576, 96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_4, add_558, add_565, add_572, add_579, sub, mul_394, mul_396, sub_198, mul_397, cat_12, add_583], Original ATen: [aten.select_backward, aten.add, aten.rsub, aten.mul, aten.tanh_backward, aten.cat]
            triton_poi_fused_add_cat_mul_rsub_select_backward_tanh_backward_12_xnumel = 576*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_mul_rsub_select_backward_tanh_backward_12.run(buf13, buf22, buf31, buf40, buf48, buf57, buf58, triton_poi_fused_add_cat_mul_rsub_select_backward_tanh_backward_12_xnumel, stream=stream0)
            del buf13
            del buf22
            del buf31
            del buf40
            del buf48
            del buf50
            del buf51
            del buf52
            del buf57
            buf11 = empty_strided_cuda((1, 96), (96, 1), torch.float32)
            buf55 = reinterpret_tensor(buf11, (96, ), (1, ), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [sum_2, view_4, sum_3, view_5, add_555, sum_4, view_6, add_562, sum_5, view_7, add_569, sum_6, view_8, add_576, sum_7, view_9, add_581], Original ATen: [aten.sum, aten.view, aten.add]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_sum_view_13.run(buf55, buf8, buf17, buf26, buf35, buf44, buf53, 96, s2, stream=stream0)
            buf60 = empty_strided_cuda((1, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_10, sum_8], Original ATen: [aten.view, aten.sum]
            triton_red_fused_sum_view_14_r0_numel = 6*s2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_14.run(buf58, buf60, 96, triton_red_fused_sum_view_14_r0_numel, stream=stream0)
            buf59 = empty_strided_cuda((96, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_10, permute_35, mm_13], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf58, (96, 6*s2), (1, 96), 0), view, out=buf59)
            del buf58
            del view
            buf10 = empty_strided_cuda((96, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_13, mm_3], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf8, (96, s2), (1, 96), 0), where_4, out=buf10)
            del buf8
            del where_4
            buf21 = empty_strided_cuda((96, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_17], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(buf10, reinterpret_tensor(buf17, (96, s2), (1, 96), 0), where_3, alpha=1, beta=1, out=buf21)
            del buf17
            del where_3
            buf30 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [permute_21], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(buf21, reinterpret_tensor(buf26, (96, s2), (1, 96), 0), where_2, alpha=1, beta=1, out=buf30)
            del buf26
            del where_2
            buf39 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [permute_25], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(buf30, reinterpret_tensor(buf35, (96, s2), (1, 96), 0), where_1, alpha=1, beta=1, out=buf39)
            del buf35
            del where_1
            buf47 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [permute_29], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(buf39, reinterpret_tensor(buf44, (96, s2), (1, 96), 0), where, alpha=1, beta=1, out=buf47)
            del buf44
            del where
            buf56 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [permute_32], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(buf47, reinterpret_tensor(buf53, (96, s2), (1, 96), 0), full_default, alpha=1, beta=1, out=buf56)
            del buf47
            del buf53
            del full_default
        return (None, None, buf59, reinterpret_tensor(buf60, (96, ), (1, ), 0), buf56, buf55, None, None, buf1, reinterpret_tensor(buf2, (4, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 5
    mul_4 = 30
    primals_5 = rand_strided((96, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((4, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((30, 24), (24, 1), device='cuda:0', dtype=torch.float32)
    full_default = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((5, 32), (96, 1), device='cuda:0', dtype=torch.float32)
    sigmoid = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_1 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    tanh = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze = rand_strided((5, 1), (1, 1), device='cuda:0', dtype=torch.bool)
    where = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    getitem_11 = rand_strided((5, 32), (96, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_2 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_3 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    tanh_1 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_1 = rand_strided((5, 1), (1, 1), device='cuda:0', dtype=torch.bool)
    where_1 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    getitem_17 = rand_strided((5, 32), (96, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_4 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_5 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    tanh_2 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_2 = rand_strided((5, 1), (1, 1), device='cuda:0', dtype=torch.bool)
    where_2 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    getitem_23 = rand_strided((5, 32), (96, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_6 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_7 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    tanh_3 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_3 = rand_strided((5, 1), (1, 1), device='cuda:0', dtype=torch.bool)
    where_3 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    getitem_29 = rand_strided((5, 32), (96, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_8 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_9 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    tanh_4 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_4 = rand_strided((5, 1), (1, 1), device='cuda:0', dtype=torch.bool)
    where_4 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    getitem_35 = rand_strided((5, 32), (96, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_10 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    sigmoid_11 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    tanh_5 = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_5 = rand_strided((5, 1), (1, 1), device='cuda:0', dtype=torch.bool)
    unsqueeze_7 = rand_strided((5, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.int64)
    squeeze = rand_strided((5, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((5, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, mul_4, primals_5, primals_9, view, full_default, getitem_5, sigmoid, sigmoid_1, tanh, unsqueeze, where, getitem_11, sigmoid_2, sigmoid_3, tanh_1, unsqueeze_1, where_1, getitem_17, sigmoid_4, sigmoid_5, tanh_2, unsqueeze_2, where_2, getitem_23, sigmoid_6, sigmoid_7, tanh_3, unsqueeze_3, where_3, getitem_29, sigmoid_8, sigmoid_9, tanh_4, unsqueeze_4, where_4, getitem_35, sigmoid_10, sigmoid_11, tanh_5, unsqueeze_5, unsqueeze_7, squeeze, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
