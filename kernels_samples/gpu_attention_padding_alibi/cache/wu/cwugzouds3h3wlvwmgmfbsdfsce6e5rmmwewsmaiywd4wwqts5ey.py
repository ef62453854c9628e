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


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/wy/cwymryttmsokouq3bihmc6ogseyo2z26nhwqgzc4m2siouqpj2a5.py
# Topologically Sorted Source Nodes: [div_3, unsqueeze_9, expand_4, mul_309], Original ATen: [aten.div, aten.unsqueeze, aten.expand, aten.mul]
# Source node to ATen node mapping:
#   div_3 => div_3
#   expand_4 => expand_4
#   mul_309 => mul_309
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %tangents_1 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %clamp_min : Tensor "f32[s2, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_min]
#   %unsqueeze_8 : Tensor "f32[s2, s27, 1][s27, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_8]
#   %div_3 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %clamp_min), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s2, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%div_3, 1), kwargs = {})
#   %expand_4 : Tensor "f32[s2, s27, 32][32, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_9, [%primals_7, %primals_2, 32]), kwargs = {})
#   %mul_309 : Tensor "f32[s2, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_4, %unsqueeze_8), kwargs = {})
#   return %mul_309
triton_poi_fused_div_expand_mul_unsqueeze_0 = async_compile.triton('triton_poi_fused_div_expand_mul_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_expand_mul_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15104}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_expand_mul_unsqueeze_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x2 = xindex // ks0
    x3 = xindex // 32
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3), xmask, eviction_policy='evict_last')
    tmp2 = (tmp0 / tmp1)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x4), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/5g/c5g5hk7zl6thpryp37nrliel3ptyb7w3qrpaljj3i55jcvnmrpu6.py
# Topologically Sorted Source Nodes: [div_3, unsqueeze_9, expand_4, mul_309, view_12, sum_4], Original ATen: [aten.div, aten.unsqueeze, aten.expand, aten.mul, aten.view, aten.sum]
# Source node to ATen node mapping:
#   div_3 => div_3
#   expand_4 => expand_4
#   mul_309 => mul_309
#   sum_4 => sum_4
#   unsqueeze_9 => unsqueeze_9
#   view_12 => view_12
# Graph fragment:
#   %mul_309 : Tensor "f32[s2, s27, 32][32*s27, 32, 1]cuda:0" = PlaceHolder[target=mul_309]
#   %div_3 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %clamp_min), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s2, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%div_3, 1), kwargs = {})
#   %expand_4 : Tensor "f32[s2, s27, 32][32, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_9, [%primals_7, %primals_2, 32]), kwargs = {})
#   %mul_309 : Tensor "f32[s2, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_4, %unsqueeze_8), kwargs = {})
#   %view_12 : Tensor "f32[s2*s27, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_309, [%mul_6, 32]), kwargs = {})
#   %sum_4 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_12, [0], True), kwargs = {})
#   return %sum_4
triton_red_fused_div_expand_mul_sum_unsqueeze_view_1 = async_compile.triton('triton_red_fused_div_expand_mul_sum_unsqueeze_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_div_expand_mul_sum_unsqueeze_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7680, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_div_expand_mul_sum_unsqueeze_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
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
        tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/ia/ciadeedkbkxxswg24srlusqyibaxvz7vl4poicghhfxyb3clhmlw.py
# Topologically Sorted Source Nodes: [view_14, view_15, permute_9, clone_4], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   clone_4 => clone_4
#   permute_9 => permute_9
#   view_14 => view_14
#   view_15 => view_15
# Graph fragment:
#   %mm : Tensor "f32[s2*s27, 32][32, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_14 : Tensor "f32[s2, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%primals_7, %primals_2, 32]), kwargs = {})
#   %view_15 : Tensor "f32[s2, s27, 4, 8][32*s27, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_14, [%primals_7, %primals_2, 4, 8]), kwargs = {})
#   %permute_9 : Tensor "f32[s2, 4, s27, 8][32*s27, 8, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_15, [0, 2, 1, 3]), kwargs = {})
#   %clone_4 : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_9,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_clone_transpose_view_2 = async_compile.triton('triton_poi_fused_clone_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 22272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_2(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = ((xindex // 8) % ks0)
    x2 = ((xindex // ks1) % 4)
    x3 = xindex // ks2
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 8*x2 + 32*x1 + 32*ks0*x3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/dl/cdldmavhxw3s3bwdokhnvk5onhjbwdhf7gnvutaoiexojlntsgvg.py
# Topologically Sorted Source Nodes: [view_18, convert_element_type_2, mul_310, mul_311, mul_312, sum_5, neg_1, fma, full_default_1, where_1, div_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.masked_fill, aten.div]
# Source node to ATen node mapping:
#   convert_element_type_2 => convert_element_type_2
#   div_4 => div_4
#   fma => fma
#   full_default_1 => full_default_1
#   mul_310 => mul_310
#   mul_311 => mul_311
#   mul_312 => mul_312
#   neg_1 => neg_1
#   sum_5 => sum_5
#   view_18 => view_18
#   where_1 => where_1
# Graph fragment:
#   %bmm_3 : Tensor "f32[4*s2, s27, s27][s27**2, s27, 1]cuda:0" = PlaceHolder[target=bmm_3]
#   %gt_8 : Tensor "b8[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0" = PlaceHolder[target=gt_8]
#   %div_1 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0" = PlaceHolder[target=div_1]
#   %bitwise_not : Tensor "b8[s2, 1, 1, s27][s27, s27, s27, 1]cuda:0" = PlaceHolder[target=bitwise_not]
#   %sum_5 : Tensor "f32[s2, 4, s27, 1][4*s27, s27, 1, 4*s2*s27]cuda:0" = PlaceHolder[target=sum_5]
#   %view_18 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_3, [%primals_7, 4, %primals_2, %primals_2]), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_8, torch.float32), kwargs = {})
#   %mul_310 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_2, 1.1111111111111112), kwargs = {})
#   %mul_311 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_18, %mul_310), kwargs = {})
#   %mul_312 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_311, %div_1), kwargs = {})
#   %sum_5 : Tensor "f32[s2, 4, s27, 1][4*s27, s27, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_312, [-1], True), kwargs = {})
#   %neg_1 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div_1,), kwargs = {})
#   %fma : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_1, %sum_5, %mul_312), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_not, %full_default_1, %fma), kwargs = {})
#   %div_4 : Tensor "f32[s2, 4, s27, s27][4*s27**2, s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%where_1, 2.8284271247461903), kwargs = {})
#   return %sum_5,%div_4
triton_red_fused__softmax_backward_data_div_masked_fill_native_dropout_backward_view_3 = async_compile.triton('triton_red_fused__softmax_backward_data_div_masked_fill_native_dropout_backward_view_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*i1', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_backward_data_div_masked_fill_native_dropout_backward_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 114434}}
)
@triton.jit
def triton_red_fused__softmax_backward_data_div_masked_fill_native_dropout_backward_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp6 = tl.load(in_out_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp1.to(tl.float32)
        tmp3 = tl.full([1, 1], 1.1111111111111112, tl.float32)
        tmp4 = tmp2 * tmp3
        tmp5 = tmp0 * tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    x3 = xindex // ks1
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp11 = tl.load(in_ptr2 + (r0_1 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp12 = tl.load(in_out_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp14 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp15 = tl.load(in_ptr1 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp13 = -tmp12
        tmp16 = tmp15.to(tl.float32)
        tmp17 = tl.full([1, 1], 1.1111111111111112, tl.float32)
        tmp18 = tmp16 * tmp17
        tmp19 = tmp14 * tmp18
        tmp20 = tmp19 * tmp12
        tmp21 = tl.fma(tmp13, tmp9, tmp20)
        tmp22 = tl.full([1, 1], 0.0, tl.float32)
        tmp23 = tl.where(tmp11, tmp22, tmp21)
        tmp24 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp25 = tmp23 * tmp24
        tl.store(in_out_ptr0 + (r0_1 + ks0*x0), tmp25, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/ce/cceezkhb2a5trchdnwc4jnie72nxeiwm6dld2knjq22chohek7ow.py
# Topologically Sorted Source Nodes: [view_17, view_20, view_21, permute_14, full_default_2, add_255, add_256, permute_15, clone_6], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   add_255 => add_255
#   add_256 => add_256
#   clone_6 => clone_6
#   full_default_2 => full_default_2
#   permute_14 => permute_14
#   permute_15 => permute_15
#   view_17 => view_17
#   view_20 => view_20
#   view_21 => view_21
# Graph fragment:
#   %bmm_2 : Tensor "f32[4*s2, s27, 8][8*s27, 8, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %bmm_4 : Tensor "f32[4*s2, 8, s27][8*s27, s27, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %bmm_5 : Tensor "f32[4*s2, s27, 8][8*s27, 8, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %view_17 : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [%primals_7, 4, %primals_2, 8]), kwargs = {})
#   %view_20 : Tensor "f32[s2, 4, 8, s27][32*s27, 8*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [%primals_7, 4, 8, %primals_2]), kwargs = {})
#   %view_21 : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [%primals_7, 4, %primals_2, 8]), kwargs = {})
#   %permute_14 : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 1, s27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_20, [0, 1, 3, 2]), kwargs = {})
#   %full_default_2 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, %primals_1, 4, %primals_2, 8], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_2, %view_17, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_2, %permute_14, 0, 1), kwargs = {})
#   %add_255 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_2, %view_21, 0, 0), kwargs = {})
#   %add_256 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_255, %select_scatter_default_2), kwargs = {})
#   %permute_15 : Tensor "f32[s2, s27, 3, 4, 8][32*s27, 8, 32*s2*s27, 8*s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_256, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_6 : Tensor "f32[s2, s27, 3, 4, 8][96*s27, 96, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_15,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_6
triton_poi_fused_add_clone_permute_select_backward_transpose_view_4 = async_compile.triton('triton_poi_fused_add_clone_permute_select_backward_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_permute_select_backward_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 7424, 'x': 59392}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_permute_select_backward_transpose_view_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 96
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x4 = xindex // 32
    x2 = (xindex % 8)
    x3 = ((xindex // 8) % 4)
    y0 = (yindex % ks0)
    y1 = yindex // ks0
    x5 = (xindex % 32)
    x7 = xindex
    y6 = yindex
    tmp3 = tl.load(in_ptr0 + (x2 + 8*y0 + 8*ks0*x3 + 32*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (y0 + ks0*x5 + 32*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr2 + (x2 + 8*y0 + 8*ks0*x3 + 32*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp0 = x4
    tmp1 = tl.full([1, 1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1, 1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1, 1], 1, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp5 + tmp9
    tmp11 = tl.full([1, 1], 0, tl.int32)
    tmp12 = tmp0 == tmp11
    tmp14 = tl.where(tmp12, tmp13, tmp4)
    tmp15 = tmp10 + tmp14
    tl.store(out_ptr0 + (x7 + 96*y6), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_attention_padding_alibi/cache/vw/cvwu6rq4hlt73lczwyewj2yxxhntwpuhx4q6zk5xvghqil2tycdj.py
# Topologically Sorted Source Nodes: [view_17, view_20, view_21, permute_14, full_default_2, add_255, add_256, permute_15, clone_6, view_22, view_23, sum_6], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   add_255 => add_255
#   add_256 => add_256
#   clone_6 => clone_6
#   full_default_2 => full_default_2
#   permute_14 => permute_14
#   permute_15 => permute_15
#   sum_6 => sum_6
#   view_17 => view_17
#   view_20 => view_20
#   view_21 => view_21
#   view_22 => view_22
#   view_23 => view_23
# Graph fragment:
#   %clone_6 : Tensor "f32[s2, s27, 3, 4, 8][96*s27, 96, 32, 8, 1]cuda:0" = PlaceHolder[target=clone_6]
#   %view_17 : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [%primals_7, 4, %primals_2, 8]), kwargs = {})
#   %view_20 : Tensor "f32[s2, 4, 8, s27][32*s27, 8*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [%primals_7, 4, 8, %primals_2]), kwargs = {})
#   %view_21 : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [%primals_7, 4, %primals_2, 8]), kwargs = {})
#   %permute_14 : Tensor "f32[s2, 4, s27, 8][32*s27, 8*s27, 1, s27]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_20, [0, 1, 3, 2]), kwargs = {})
#   %full_default_2 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, %primals_1, 4, %primals_2, 8], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_2, %view_17, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_2, %permute_14, 0, 1), kwargs = {})
#   %add_255 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_2, %view_21, 0, 0), kwargs = {})
#   %add_256 : Tensor "f32[3, s2, 4, s27, 8][32*s2*s27, 32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_255, %select_scatter_default_2), kwargs = {})
#   %permute_15 : Tensor "f32[s2, s27, 3, 4, 8][32*s27, 8, 32*s2*s27, 8*s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_256, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_6 : Tensor "f32[s2, s27, 3, 4, 8][96*s27, 96, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_15,), kwargs = {memory_format: torch.contiguous_format})
#   %view_22 : Tensor "f32[s2, s27, 96][96*s27, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_6, [%primals_7, %primals_2, 96]), kwargs = {})
#   %view_23 : Tensor "f32[s2*s27, 96][96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_22, [%mul_6, 96]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_23, [0], True), kwargs = {})
#   return %sum_6
triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_5 = async_compile.triton('triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23040, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        primals_1, primals_2, primals_7, mul_6, mul_51, primals_4, primals_9, view, bitwise_not, div_1, gt_8, view_10, unsqueeze_8, clamp_min, permute_10, permute_11, permute_12, permute_13, tangents_1 = args
        args.clear()
        s2 = primals_1
        s27 = primals_2
        assert_size_stride(primals_4, (96, 32), (32, 1))
        assert_size_stride(primals_9, (32, 32), (32, 1))
        assert_size_stride(view, (s2*s27, 32), (32, 1))
        assert_size_stride(bitwise_not, (s2, 1, 1, s27), (s27, s27, s27, 1))
        assert_size_stride(div_1, (s2, 4, s27, s27), (4*s27*s27, s27*s27, s27, 1))
        assert_size_stride(gt_8, (s2, 4, s27, s27), (4*s27*s27, s27*s27, s27, 1))
        assert_size_stride(view_10, (s2*s27, 32), (32, 1))
        assert_size_stride(unsqueeze_8, (s2, s27, 1), (s27, 1, 1))
        assert_size_stride(clamp_min, (s2, 1), (1, 1))
        assert_size_stride(permute_10, (4*s2, s27, s27), (s27*s27, 1, s27))
        assert_size_stride(permute_11, (4*s2, 8, s27), (8*s27, 1, 8))
        assert_size_stride(permute_12, (4*s2, 8, s27), (8*s27, 1, 8))
        assert_size_stride(permute_13, (4*s2, s27, 8), (8*s27, 1, s27))
        assert_size_stride(tangents_1, (s2, 32), (32, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            ps0 = 32*s27
            buf0 = empty_strided_cuda((s2, s27, 32), (32*s27, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_3, unsqueeze_9, expand_4, mul_309], Original ATen: [aten.div, aten.unsqueeze, aten.expand, aten.mul]
            triton_poi_fused_div_expand_mul_unsqueeze_0_xnumel = 32*s2*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_expand_mul_unsqueeze_0.run(tangents_1, clamp_min, unsqueeze_8, buf0, ps0, triton_poi_fused_div_expand_mul_unsqueeze_0_xnumel, stream=stream0)
            del clamp_min
            del tangents_1
            del unsqueeze_8
            buf1 = empty_strided_cuda((s2*s27, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_3, unsqueeze_9, expand_4, mul_309, view_12, y, permute_5, mm], Original ATen: [aten.div, aten.unsqueeze, aten.expand, aten.mul, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf0, (s2*s27, 32), (32, 1), 0), primals_9, out=buf1)
            del primals_9
            buf2 = empty_strided_cuda((32, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_3, unsqueeze_9, expand_4, mul_309, view_12, permute_6, mm_1], Original ATen: [aten.div, aten.unsqueeze, aten.expand, aten.mul, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf0, (32, s2*s27), (1, 32), 0), view_10, out=buf2)
            del view_10
            buf3 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_3, unsqueeze_9, expand_4, mul_309, view_12, sum_4], Original ATen: [aten.div, aten.unsqueeze, aten.expand, aten.mul, aten.view, aten.sum]
            triton_red_fused_div_expand_mul_sum_unsqueeze_view_1_r0_numel = s2*s27
            stream0 = get_raw_stream(0)
            triton_red_fused_div_expand_mul_sum_unsqueeze_view_1.run(buf0, buf3, 32, triton_red_fused_div_expand_mul_sum_unsqueeze_view_1_r0_numel, stream=stream0)
            ps1 = 8*s27
            buf4 = reinterpret_tensor(buf0, (s2, 4, s27, 8), (32*s27, 8*s27, 8, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [view_14, view_15, permute_9, clone_4], Original ATen: [aten.view, aten.transpose, aten.clone]
            triton_poi_fused_clone_transpose_view_2_xnumel = 32*s2*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_2.run(buf1, buf4, s27, ps1, ps0, triton_poi_fused_clone_transpose_view_2_xnumel, stream=stream0)
            buf5 = reinterpret_tensor(buf1, (4*s2, s27, 8), (8*s27, 8, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [view_14, view_15, permute_9, clone_4, view_16, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(permute_10, reinterpret_tensor(buf4, (4*s2, s27, 8), (8*s27, 8, 1), 0), out=buf5)
            del permute_10
            buf6 = empty_strided_cuda((4*s2, s27, s27), (s27*s27, s27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_14, view_15, permute_9, clone_4, view_16, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf4, (4*s2, s27, 8), (8*s27, 8, 1), 0), permute_11, out=buf6)
            del buf4
            del permute_11
            ps2 = 4*s27
            buf8 = div_1; del div_1  # reuse
            # Topologically Sorted Source Nodes: [view_18, convert_element_type_2, mul_310, mul_311, mul_312, sum_5, neg_1, fma, full_default_1, where_1, div_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.masked_fill, aten.div]
            triton_red_fused__softmax_backward_data_div_masked_fill_native_dropout_backward_view_3_xnumel = 4*s2*s27
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_backward_data_div_masked_fill_native_dropout_backward_view_3.run(buf8, buf6, gt_8, bitwise_not, s27, ps2, triton_red_fused__softmax_backward_data_div_masked_fill_native_dropout_backward_view_3_xnumel, s27, stream=stream0)
            del bitwise_not
            del buf6
            del gt_8
            buf9 = empty_strided_cuda((4*s2, 8, s27), (8*s27, s27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, convert_element_type_2, mul_310, mul_311, mul_312, neg_1, fma, full_default_1, where_1, div_4, view_19, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.masked_fill, aten.div, aten.bmm]
            extern_kernels.bmm(permute_12, reinterpret_tensor(buf8, (4*s2, s27, s27), (s27*s27, s27, 1), 0), out=buf9)
            del permute_12
            buf10 = empty_strided_cuda((4*s2, s27, 8), (8*s27, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, convert_element_type_2, mul_310, mul_311, mul_312, neg_1, fma, full_default_1, where_1, div_4, view_19, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.masked_fill, aten.div, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf8, (4*s2, s27, s27), (s27*s27, s27, 1), 0), permute_13, out=buf10)
            del buf8
            del permute_13
            buf11 = empty_strided_cuda((s2, s27, 3, 4, 8), (96*s27, 96, 32, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, view_20, view_21, permute_14, full_default_2, add_255, add_256, permute_15, clone_6], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone]
            triton_poi_fused_add_clone_permute_select_backward_transpose_view_4_ynumel = s2*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clone_permute_select_backward_transpose_view_4.run(buf5, buf9, buf10, buf11, s27, triton_poi_fused_add_clone_permute_select_backward_transpose_view_4_ynumel, 96, stream=stream0)
            del buf10
            del buf5
            buf12 = reinterpret_tensor(buf9, (s2*s27, 32), (32, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [view_17, view_20, view_21, permute_14, full_default_2, add_255, add_256, permute_15, clone_6, view_22, view_23, linear, permute_16, mm_2], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf11, (s2*s27, 96), (96, 1), 0), primals_4, out=buf12)
            del primals_4
            buf13 = empty_strided_cuda((96, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, view_20, view_21, permute_14, full_default_2, add_255, add_256, permute_15, clone_6, view_22, view_23, permute_17, mm_3], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf11, (96, s2*s27), (1, 96), 0), view, out=buf13)
            del view
            buf14 = empty_strided_cuda((1, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, view_20, view_21, permute_14, full_default_2, add_255, add_256, permute_15, clone_6, view_22, view_23, sum_6], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
            triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_5_r0_numel = s2*s27
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_5.run(buf11, buf14, 96, triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_5_r0_numel, stream=stream0)
            del buf11
        return (None, None, reinterpret_tensor(buf12, (s2, s27, 32), (32*s27, 32, 1), 0), buf13, reinterpret_tensor(buf14, (96, ), (1, ), 0), None, None, None, buf2, reinterpret_tensor(buf3, (32, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 2
    primals_2 = 29
    primals_7 = 2
    mul_6 = 58
    mul_51 = 8
    primals_4 = rand_strided((96, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((58, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    bitwise_not = rand_strided((2, 1, 1, 29), (29, 29, 29, 1), device='cuda:0', dtype=torch.bool)
    div_1 = rand_strided((2, 4, 29, 29), (3364, 841, 29, 1), device='cuda:0', dtype=torch.float32)
    gt_8 = rand_strided((2, 4, 29, 29), (3364, 841, 29, 1), device='cuda:0', dtype=torch.bool)
    view_10 = rand_strided((58, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_8 = rand_strided((2, 29, 1), (29, 1, 1), device='cuda:0', dtype=torch.float32)
    clamp_min = rand_strided((2, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    permute_10 = rand_strided((8, 29, 29), (841, 1, 29), device='cuda:0', dtype=torch.float32)
    permute_11 = rand_strided((8, 8, 29), (232, 1, 8), device='cuda:0', dtype=torch.float32)
    permute_12 = rand_strided((8, 8, 29), (232, 1, 8), device='cuda:0', dtype=torch.float32)
    permute_13 = rand_strided((8, 29, 8), (232, 1, 29), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_7, mul_6, mul_51, primals_4, primals_9, view, bitwise_not, div_1, gt_8, view_10, unsqueeze_8, clamp_min, permute_10, permute_11, permute_12, permute_13, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
