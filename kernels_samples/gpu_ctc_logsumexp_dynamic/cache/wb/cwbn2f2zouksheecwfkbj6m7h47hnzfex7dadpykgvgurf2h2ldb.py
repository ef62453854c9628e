# AOT ID: ['2_backward']
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


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/bn/cbnrk7txrc5n4m5d4bafpg5d4wchcdaiyvindihrc63gou6ij7j7.py
# Topologically Sorted Source Nodes: [unsqueeze_9, stack_2, sub_116, exp_6, mul_234, select_4, select_5, select_6, logsumexp, where_5, constant_pad_nd_4, full_default_10, add_285, constant_pad_nd_5, add_286], Original ATen: [aten.unsqueeze, aten.stack, aten.sub, aten.exp, aten.mul, aten.select, aten.logsumexp, aten.where, aten.constant_pad_nd, aten.slice_backward, aten.add]
# Source node to ATen node mapping:
#   add_285 => add_285
#   add_286 => add_286
#   constant_pad_nd_4 => constant_pad_nd_4
#   constant_pad_nd_5 => constant_pad_nd_5
#   exp_6 => exp_6
#   full_default_10 => full_default_10
#   logsumexp => full_default_2
#   mul_234 => mul_234
#   select_4 => select_4
#   select_5 => select_5
#   select_6 => select_6
#   stack_2 => view_4
#   sub_116 => sub_116
#   unsqueeze_9 => unsqueeze_9
#   where_5 => where_5
# Graph fragment:
#   %tangents_2 : Tensor "f32[s2, 11][11, 1]cuda:0" = PlaceHolder[target=tangents_2]
#   %cat_4 : Tensor "f32[3*s2, 11][11, 1]cuda:0" = PlaceHolder[target=cat_4]
#   %unsqueeze_10 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0" = PlaceHolder[target=unsqueeze_10]
#   %cat_2 : Tensor "b8[s2, 11][11, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %unsqueeze_9 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%tangents_2, 0), kwargs = {})
#   %view_4 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [3, %primals_9, 11]), kwargs = {})
#   %sub_116 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %unsqueeze_10), kwargs = {})
#   %exp_6 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_116,), kwargs = {})
#   %mul_234 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_9, %exp_6), kwargs = {})
#   %select_4 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%mul_234, 0, 0), kwargs = {})
#   %select_5 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%mul_234, 0, 1), kwargs = {})
#   %select_6 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%mul_234, 0, 2), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_5 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%cat_2, %select_6, %full_default_2), kwargs = {})
#   %constant_pad_nd_4 : Tensor "f32[s2, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where_5, [-2, 0]), kwargs = {})
#   %full_default_10 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3, 11], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_10, %constant_pad_nd_4, 1, 0, -2), kwargs = {})
#   %add_285 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_4, %slice_scatter_default), kwargs = {})
#   %constant_pad_nd_5 : Tensor "f32[s2, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%select_5, [-1, 0]), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_10, %constant_pad_nd_5, 1, 0, -1), kwargs = {})
#   %add_286 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_285, %slice_scatter_default_1), kwargs = {})
#   return %add_286
triton_poi_fused_add_constant_pad_nd_exp_logsumexp_mul_select_slice_backward_stack_sub_unsqueeze_where_0 = async_compile.triton('triton_poi_fused_add_constant_pad_nd_exp_logsumexp_mul_select_slice_backward_stack_sub_unsqueeze_where_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_constant_pad_nd_exp_logsumexp_mul_select_slice_backward_stack_sub_unsqueeze_where_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1485}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_constant_pad_nd_exp_logsumexp_mul_select_slice_backward_stack_sub_unsqueeze_where_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 11)
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr1 + (x2), xmask)
    tmp2 = tl.load(in_ptr2 + (x2), xmask)
    tmp3 = tmp1 - tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp6 = x0
    tmp7 = tl.full([1], 9, tl.int64)
    tmp8 = tmp6 < tmp7
    tmp9 = 2 + x0
    tmp10 = tl.full([1], 0, tl.int64)
    tmp11 = tmp9 >= tmp10
    tmp12 = tmp11 & tmp8
    tmp13 = tl.load(in_ptr3 + (2 + x2), tmp12 & xmask, other=0.0).to(tl.int1)
    tmp14 = tl.load(in_ptr0 + (2 + x2), tmp12 & xmask, other=0.0)
    tmp15 = tl.load(in_ptr1 + (2 + x2 + 22*ks0), tmp12 & xmask, other=0.0)
    tmp16 = tl.load(in_ptr2 + (2 + x2), tmp12 & xmask, other=0.0)
    tmp17 = tmp15 - tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp14 * tmp18
    tmp20 = tl.full([1], 0.0, tl.float32)
    tmp21 = tl.where(tmp13, tmp19, tmp20)
    tmp22 = tl.full(tmp21.shape, 0.0, tmp21.dtype)
    tmp23 = tl.where(tmp12, tmp21, tmp22)
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp8, tmp23, tmp24)
    tmp26 = tl.full([1], 0.0, tl.float32)
    tmp27 = tl.where(tmp8, tmp25, tmp26)
    tmp28 = tmp5 + tmp27
    tmp29 = tl.full([1], 10, tl.int64)
    tmp30 = tmp6 < tmp29
    tmp31 = 1 + x0
    tmp32 = tl.full([1], 0, tl.int64)
    tmp33 = tmp31 >= tmp32
    tmp34 = tmp33 & tmp30
    tmp35 = tl.load(in_ptr0 + (1 + x2), tmp34 & xmask, other=0.0)
    tmp36 = tl.load(in_ptr1 + (1 + x2 + 11*ks0), tmp34 & xmask, other=0.0)
    tmp37 = tl.load(in_ptr2 + (1 + x2), tmp34 & xmask, other=0.0)
    tmp38 = tmp36 - tmp37
    tmp39 = libdevice.exp(tmp38)
    tmp40 = tmp35 * tmp39
    tmp41 = tl.full(tmp40.shape, 0.0, tmp40.dtype)
    tmp42 = tl.where(tmp34, tmp40, tmp41)
    tmp43 = tl.full(tmp42.shape, 0.0, tmp42.dtype)
    tmp44 = tl.where(tmp30, tmp42, tmp43)
    tmp45 = tl.where(tmp30, tmp44, tmp26)
    tmp46 = tmp28 + tmp45
    tl.store(out_ptr0 + (x2), tmp46, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/gh/cghuvd5sjf3q7f2zqb4exj7ign6ofel6anelhgil27ozomgf3jnh.py
# Topologically Sorted Source Nodes: [logsumexp, unsqueeze_11, stack_1, unsqueeze_12, sub_117, exp_7, mul_235], Original ATen: [aten.logsumexp, aten.unsqueeze, aten.stack, aten.sub, aten.exp, aten.mul]
# Source node to ATen node mapping:
#   exp_7 => exp_7
#   logsumexp => abs_1, add_170, amax_1, eq_108, exp_1, full_default_2, log_1, squeeze, sub_65, sum_2, where_1
#   mul_235 => mul_235
#   stack_1 => view_3
#   sub_117 => sub_117
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
# Graph fragment:
#   %add_286 : Tensor "f32[s2, 11][11, 1]cuda:0" = PlaceHolder[target=add_286]
#   %cat_3 : Tensor "f32[3*s2, 11][11, 1]cuda:0" = PlaceHolder[target=cat_3]
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unsqueeze_11 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_286, 0), kwargs = {})
#   %view_3 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_3, [3, %primals_9, 11]), kwargs = {})
#   %amax_1 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%view_3, [0], True), kwargs = {})
#   %abs_1 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_1,), kwargs = {})
#   %eq_108 : Tensor "b8[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_1, inf), kwargs = {})
#   %where_1 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_108, %full_default_2, %amax_1), kwargs = {})
#   %squeeze : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where_1, [0]), kwargs = {})
#   %sub_65 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_3, %where_1), kwargs = {})
#   %exp_1 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_65,), kwargs = {})
#   %sum_2 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_1, [0]), kwargs = {})
#   %log_1 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_2,), kwargs = {})
#   %add_170 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%log_1, %squeeze), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_170, 0), kwargs = {})
#   %sub_117 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_3, %unsqueeze_12), kwargs = {})
#   %exp_7 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_117,), kwargs = {})
#   %mul_235 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_11, %exp_7), kwargs = {})
#   return %mul_235
triton_poi_fused_exp_logsumexp_mul_stack_sub_unsqueeze_1 = async_compile.triton('triton_poi_fused_exp_logsumexp_mul_stack_sub_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_exp_logsumexp_mul_stack_sub_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1716}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_exp_logsumexp_mul_stack_sub_unsqueeze_1(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (ks0 + x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr1 + (x0 + 22*ks1), xmask, eviction_policy='evict_last')
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl_math.abs(tmp6)
    tmp8 = tl.full([1], float("inf"), tl.float32)
    tmp9 = tmp7 == tmp8
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = tl.where(tmp9, tmp10, tmp6)
    tmp12 = tmp2 - tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tmp3 - tmp11
    tmp15 = libdevice.exp(tmp14)
    tmp16 = tmp13 + tmp15
    tmp17 = tmp5 - tmp11
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp16 + tmp18
    tmp20 = tl_math.log(tmp19)
    tmp21 = tmp20 + tmp11
    tmp22 = tmp1 - tmp21
    tmp23 = libdevice.exp(tmp22)
    tmp24 = tmp0 * tmp23
    tl.store(out_ptr0 + (x2), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/q2/cq2m6g4xaiwqhxqpv2lg6a2mdjmrgenlvohwowgip6ilopxlkbbn.py
# Topologically Sorted Source Nodes: [full_default_7, add_287, add_290, unsqueeze, expand, scatter_add], Original ATen: [aten.select_backward, aten.add, aten.unsqueeze, aten.expand, aten.scatter_add]
# Source node to ATen node mapping:
#   add_287 => add_287
#   add_290 => add_290
#   expand => expand
#   full_default_7 => full_default_7
#   scatter_add => scatter_add
#   unsqueeze => unsqueeze_2
# Graph fragment:
#   %full_default_7 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3, %primals_4, 11], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_7, %tangents_2, 1, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_7, %add_286, 1, 1), kwargs = {})
#   %add_287 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %add_290 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_287, %select_scatter_default_2), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[s2, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_1, 1), kwargs = {})
#   %expand : Tensor "i64[s2, s76, 11][11, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [%primals_9, %primals_4, 11]), kwargs = {})
#   %scatter_add : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_7, 2, %expand, %add_290), kwargs = {})
#   return %scatter_add
triton_poi_fused_add_expand_scatter_add_select_backward_unsqueeze_2 = async_compile.triton('triton_poi_fused_add_expand_scatter_add_select_backward_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_expand_scatter_add_select_backward_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_expand_scatter_add_select_backward_unsqueeze_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/cz/cczgg7hoaj53mzyzlgoe4vacnpyculsbvkevqqabe7zpiwzt4np6.py
# Topologically Sorted Source Nodes: [full_default_7, logsumexp, full_default_10, add_287, select_7, select_8, select_9, where_6, constant_pad_nd_6, add_288, constant_pad_nd_7, add_289, slice_41, clone_1, add_290, unsqueeze, expand, scatter_add], Original ATen: [aten.select_backward, aten.logsumexp, aten.slice_backward, aten.add, aten.select, aten.where, aten.constant_pad_nd, aten.slice, aten.clone, aten.unsqueeze, aten.expand, aten.scatter_add]
# Source node to ATen node mapping:
#   add_287 => add_287
#   add_288 => add_288
#   add_289 => add_289
#   add_290 => add_290
#   clone_1 => clone_1
#   constant_pad_nd_6 => constant_pad_nd_6
#   constant_pad_nd_7 => constant_pad_nd_7
#   expand => expand
#   full_default_10 => full_default_10
#   full_default_7 => full_default_7
#   logsumexp => full_default_2
#   scatter_add => scatter_add
#   select_7 => select_7
#   select_8 => select_8
#   select_9 => select_9
#   slice_41 => slice_41
#   unsqueeze => unsqueeze_2
#   where_6 => where_6
# Graph fragment:
#   %mul_235 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0" = PlaceHolder[target=mul_235]
#   %cat_2 : Tensor "b8[s2, 11][11, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %cat_1 : Tensor "i64[s2, 11][11, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %tangents_2 : Tensor "f32[s2, 11][11, 1]cuda:0" = PlaceHolder[target=tangents_2]
#   %add_286 : Tensor "f32[s2, 11][11, 1]cuda:0" = PlaceHolder[target=add_286]
#   %select_scatter_default_2 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=select_scatter_default_2]
#   %scatter_add : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=scatter_add]
#   %full_default_7 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3, %primals_4, 11], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_7, %tangents_2, 1, 2), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_10 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3, 11], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default_1 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_7, %add_286, 1, 1), kwargs = {})
#   %add_287 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_7 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%mul_235, 0, 0), kwargs = {})
#   %select_8 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%mul_235, 0, 1), kwargs = {})
#   %select_9 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%mul_235, 0, 2), kwargs = {})
#   %where_6 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%cat_2, %select_9, %full_default_2), kwargs = {})
#   %constant_pad_nd_6 : Tensor "f32[s2, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where_6, [-2, 0]), kwargs = {})
#   %slice_scatter_default_2 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_10, %constant_pad_nd_6, 1, 0, -2), kwargs = {})
#   %add_288 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_7, %slice_scatter_default_2), kwargs = {})
#   %constant_pad_nd_7 : Tensor "f32[s2, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%select_8, [-1, 0]), kwargs = {})
#   %slice_scatter_default_3 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_10, %constant_pad_nd_7, 1, 0, -1), kwargs = {})
#   %add_289 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_288, %slice_scatter_default_3), kwargs = {})
#   %slice_41 : Tensor "f32[s2, 2][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_289, 1, 0, 2), kwargs = {})
#   %clone_1 : Tensor "f32[s2, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_41,), kwargs = {memory_format: torch.contiguous_format})
#   %slice_scatter_default_4 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_10, %clone_1, 1, 0, 2), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_7, %slice_scatter_default_4, 1, 0), kwargs = {})
#   %add_290 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_287, %select_scatter_default_2), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[s2, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_1, 1), kwargs = {})
#   %expand : Tensor "i64[s2, s76, 11][11, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [%primals_9, %primals_4, 11]), kwargs = {})
#   %scatter_add : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_7, 2, %expand, %add_290), kwargs = {})
#   return %select_scatter_default_2,%buf4
triton_poi_fused_add_clone_constant_pad_nd_expand_logsumexp_scatter_add_select_select_backward_slice_slice_backward_unsqueeze_where_3 = async_compile.triton('triton_poi_fused_add_clone_constant_pad_nd_expand_logsumexp_scatter_add_select_select_backward_slice_slice_backward_unsqueeze_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_constant_pad_nd_expand_logsumexp_scatter_add_select_select_backward_slice_slice_backward_unsqueeze_where_3', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 957}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_constant_pad_nd_expand_logsumexp_scatter_add_select_select_backward_slice_slice_backward_unsqueeze_where_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 11) % ks0)
    x0 = (xindex % 11)
    x2 = xindex // ks1
    x4 = xindex
    x3 = xindex // 11
    tmp43 = tl.load(in_ptr2 + (x0 + 11*x2), xmask, eviction_policy='evict_last')
    tmp47 = tl.load(in_ptr3 + (x0 + 11*x2), xmask, eviction_policy='evict_last')
    tmp51 = tl.load(in_ptr4 + (x0 + 11*x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp3 = x0
    tmp4 = tl.full([1], 2, tl.int64)
    tmp5 = tmp3 < tmp4
    tmp6 = tl.load(in_ptr0 + (x0 + 11*x2), tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = x0
    tmp8 = tl.full([1], 9, tl.int64)
    tmp9 = tmp7 < tmp8
    tmp10 = tmp9 & tmp5
    tmp11 = 2 + x0
    tmp12 = tl.full([1], 0, tl.int64)
    tmp13 = tmp11 >= tmp12
    tmp14 = tmp13 & tmp10
    tmp15 = tl.load(in_ptr1 + (2 + x0 + 11*x2), tmp14 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp16 = tl.load(in_ptr0 + (2 + x0 + 11*x2 + 22*ks2), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.full([1], 0.0, tl.float32)
    tmp18 = tl.where(tmp15, tmp16, tmp17)
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp14, tmp18, tmp19)
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp10, tmp20, tmp21)
    tmp23 = tl.full([1], 0.0, tl.float32)
    tmp24 = tl.where(tmp9, tmp22, tmp23)
    tmp25 = tmp6 + tmp24
    tmp26 = tl.full([1], 10, tl.int64)
    tmp27 = tmp7 < tmp26
    tmp28 = tmp27 & tmp5
    tmp29 = 1 + x0
    tmp30 = tl.full([1], 0, tl.int64)
    tmp31 = tmp29 >= tmp30
    tmp32 = tmp31 & tmp28
    tmp33 = tl.load(in_ptr0 + (1 + ks3 + x0 + 11*x2), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.full(tmp33.shape, 0.0, tmp33.dtype)
    tmp35 = tl.where(tmp28, tmp33, tmp34)
    tmp36 = tl.where(tmp27, tmp35, tmp23)
    tmp37 = tmp25 + tmp36
    tmp38 = tl.full(tmp37.shape, 0.0, tmp37.dtype)
    tmp39 = tl.where(tmp5, tmp37, tmp38)
    tmp40 = tl.full([1], 0.0, tl.float32)
    tmp41 = tl.where(tmp5, tmp39, tmp40)
    tmp42 = tl.where(tmp2, tmp41, tmp40)
    tl.device_assert(((0 <= tmp43) & (tmp43 < 11)) | ~(xmask), "index out of bounds: 0 <= tmp43 < 11")
    tmp45 = tl.full([1], 2, tl.int32)
    tmp46 = tmp0 == tmp45
    tmp48 = tl.where(tmp46, tmp47, tmp40)
    tmp49 = tl.full([1], 1, tl.int32)
    tmp50 = tmp0 == tmp49
    tmp52 = tl.where(tmp50, tmp51, tmp40)
    tmp53 = tmp48 + tmp52
    tmp54 = tmp53 + tmp42
    tl.atomic_add(out_ptr1 + (tmp43 + 11*x3), tmp54, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/2w/c2wcwwa2gsi6iszogbyjk7gkwc574nqnuaakpgb6ekvllgjkld5i.py
# Topologically Sorted Source Nodes: [permute_3, div_1, unsqueeze_5, expand_1, arange, getitem_17, getitem_18, mask, mul_229, neg_1, unsqueeze_6, expand_2, mul_230, mul_231, add_282, mul_232, add_283, unsqueeze_7, unsqueeze_8, sub_115, exp_5, mul_233, add_284, add_291, sum_7, mul_236, sub_118, clone_2], Original ATen: [aten.transpose, aten.div, aten.unsqueeze, aten.expand, aten.arange, aten.lt, aten.mul, aten.neg, aten.add, aten.sub, aten.exp, aten._log_softmax_backward_data, aten.clone]
# Source node to ATen node mapping:
#   add_282 => add_282
#   add_283 => add_283
#   add_284 => add_284
#   add_291 => add_291
#   arange => iota
#   clone_2 => clone_2
#   div_1 => div_1
#   exp_5 => exp_5
#   expand_1 => expand_1
#   expand_2 => expand_2
#   getitem_17 => unsqueeze_3
#   getitem_18 => unsqueeze_4
#   mask => lt_10
#   mul_229 => mul_229
#   mul_230 => mul_230
#   mul_231 => mul_231
#   mul_232 => mul_232
#   mul_233 => mul_233
#   mul_236 => mul_236
#   neg_1 => neg_1
#   permute_3 => permute_3
#   sub_115 => sub_115
#   sub_118 => sub_118
#   sum_7 => sum_7
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
# Graph fragment:
#   %tangents_1 : Tensor "f32[s76, s2, 11][11*s2, 11, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %tangents_4 : Tensor "f32[s2][1]cuda:0" = PlaceHolder[target=tangents_4]
#   %primals_10 : Tensor "i64[s2][1]cuda:0" = PlaceHolder[target=primals_10]
#   %exp_4 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=exp_4]
#   %sub_15 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_15]
#   %tangents_3 : Tensor "f32[s2, 11][11, 1]cuda:0" = PlaceHolder[target=tangents_3]
#   %add_231 : Tensor "f32[s2, 11][11, 1]cuda:0" = PlaceHolder[target=add_231]
#   %buf4 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=buf4]
#   %add_291 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=add_291]
#   %sum_7 : Tensor "f32[s2, s76, 1][s76, 1, s2*s76]cuda:0" = PlaceHolder[target=sum_7]
#   %permute_3 : Tensor "f32[s2, s76, 11][11, 11*s2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%tangents_1, [1, 0, 2]), kwargs = {})
#   %div_1 : Tensor "f32[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_4, %primals_10), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[s2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%div_1, 1), kwargs = {})
#   %expand_1 : Tensor "f32[s2, s76][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_5, [%primals_9, %primals_4]), kwargs = {})
#   %iota : Tensor "i64[s76][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_3 : Tensor "i64[1, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[s2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_10, 1), kwargs = {})
#   %lt_10 : Tensor "b8[s2, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Tensor](args = (%unsqueeze_3, %unsqueeze_4), kwargs = {})
#   %mul_229 : Tensor "f32[s2, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_1, %lt_10), kwargs = {})
#   %neg_1 : Tensor "f32[s2, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_229,), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[s2, s76, 1][s76, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%neg_1, -1), kwargs = {})
#   %expand_2 : Tensor "f32[s2, s76, 11][s76, 1, 0]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_6, [%primals_9, %primals_4, 11]), kwargs = {})
#   %mul_230 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_2, %exp_4), kwargs = {})
#   %mul_231 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_2, %sub_15), kwargs = {})
#   %add_282 : Tensor "f32[s2, s76, 11][11, 11*s2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%permute_3, %mul_230), kwargs = {})
#   %mul_232 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_231, %exp_4), kwargs = {})
#   %add_283 : Tensor "f32[s2, s76, 11][11, 11*s2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_282, %mul_232), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s2, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%tangents_3, 1), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s2, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_231, 1), kwargs = {})
#   %sub_115 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_15, %unsqueeze_8), kwargs = {})
#   %exp_5 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_115,), kwargs = {})
#   %mul_233 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_7, %exp_5), kwargs = {})
#   %add_284 : Tensor "f32[s2, s76, 11][11, 11*s2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_283, %mul_233), kwargs = {})
#   %add_291 : Tensor "f32[s2, s76, 11][11, 11*s2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_284, %scatter_add), kwargs = {})
#   %sum_7 : Tensor "f32[s2, s76, 1][s76, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_291, [-1], True), kwargs = {})
#   %mul_236 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_4, %sum_7), kwargs = {})
#   %sub_118 : Tensor "f32[s2, s76, 11][11, 11*s2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_291, %mul_236), kwargs = {})
#   %clone_2 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%sub_118,), kwargs = {memory_format: torch.contiguous_format})
#   return %add_291,%sum_7,%clone_2
triton_per_fused__log_softmax_backward_data_add_arange_clone_div_exp_expand_lt_mul_neg_sub_transpose_unsqueeze_4 = async_compile.triton('triton_per_fused__log_softmax_backward_data_add_arange_clone_div_exp_expand_lt_mul_neg_sub_transpose_unsqueeze_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_backward_data_add_arange_clone_div_exp_expand_lt_mul_neg_sub_transpose_unsqueeze_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 744, 'r0_': 28908}}
)
@triton.jit
def triton_per_fused__log_softmax_backward_data_add_arange_clone_div_exp_expand_lt_mul_neg_sub_transpose_unsqueeze_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 11
    R0_BLOCK: tl.constexpr = 16
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
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 11*x1 + 11*ks1*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (r0_2 + 11*x3), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr4 + (r0_2 + 11*x3), r0_mask & xmask, other=0.0)
    tmp17 = tl.load(in_ptr5 + (r0_2 + 11*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp18 = tl.load(in_ptr6 + (r0_2 + 11*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp23 = tl.load(in_ptr7 + (r0_2 + 11*x3), r0_mask & xmask, other=0.0)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = (tmp1 / tmp3)
    tmp5 = x0
    tmp6 = tmp5 < tmp2
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp4 * tmp7
    tmp9 = -tmp8
    tmp11 = tmp9 * tmp10
    tmp12 = tmp0 + tmp11
    tmp14 = tmp9 * tmp13
    tmp15 = tmp14 * tmp10
    tmp16 = tmp12 + tmp15
    tmp19 = tmp13 - tmp18
    tmp20 = libdevice.exp(tmp19)
    tmp21 = tmp17 * tmp20
    tmp22 = tmp16 + tmp21
    tmp24 = tmp22 + tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp10 * tmp28
    tmp30 = tmp24 - tmp29
    tl.store(out_ptr0 + (r0_2 + 11*x3), tmp24, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_2 + 11*x3), tmp30, r0_mask & xmask)
    tl.store(out_ptr1 + (x3), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/w3/cw3b6sl7kbxq6ceysfep4iedqpec5tax5rvy5uifaeey42biffrw.py
# Topologically Sorted Source Nodes: [mul_236, sub_118, sum_8], Original ATen: [aten._log_softmax_backward_data, aten.sum]
# Source node to ATen node mapping:
#   mul_236 => mul_236
#   sub_118 => sub_118
#   sum_8 => sum_8
# Graph fragment:
#   %add_291 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=add_291]
#   %exp_4 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=exp_4]
#   %sum_7 : Tensor "f32[s2, s76, 1][s76, 1, s2*s76]cuda:0" = PlaceHolder[target=sum_7]
#   %mul_236 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_4, %sum_7), kwargs = {})
#   %sub_118 : Tensor "f32[s2, s76, 11][11, 11*s2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_291, %mul_236), kwargs = {})
#   %sum_8 : Tensor "f32[1, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sub_118, [0, 1], True), kwargs = {})
#   return %sum_8
triton_red_fused__log_softmax_backward_data_sum_5 = async_compile.triton('triton_red_fused__log_softmax_backward_data_sum_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax_backward_data_sum_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8272, 'r0_': 372}}
)
@triton.jit
def triton_red_fused__log_softmax_backward_data_sum_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 11
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 11*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 11*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 - tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/g5/cg5jy7cbnvbty2qp35zg2yrstx72nj3y5nblljmlraj4gcyorkpy.py
# Topologically Sorted Source Nodes: [view_7, permute_8, gelu, mul_238, mul_239, mul_240, exp_9, mul_241, mul_242, add_293, mul_243], Original ATen: [aten.view, aten.transpose, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_293 => add_293
#   exp_9 => exp_9
#   gelu => add_4, erf, mul_4
#   mul_238 => mul_238
#   mul_239 => mul_239
#   mul_240 => mul_240
#   mul_241 => mul_241
#   mul_242 => mul_242
#   mul_243 => mul_243
#   permute_8 => permute_8
#   view_7 => view_7
# Graph fragment:
#   %mm_2 : Tensor "f32[s2*s76, 16][16, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %convolution : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0" = PlaceHolder[target=convolution]
#   %view_7 : Tensor "f32[s2, s76, 16][16*s76, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%primals_9, %primals_4, 16]), kwargs = {})
#   %permute_8 : Tensor "f32[s2, 16, s76][16*s76, 1, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_7, [0, 2, 1]), kwargs = {})
#   %mul_4 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_4,), kwargs = {})
#   %add_4 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_238 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_4, 0.5), kwargs = {})
#   %mul_239 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, %convolution), kwargs = {})
#   %mul_240 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_239, -0.5), kwargs = {})
#   %exp_9 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_240,), kwargs = {})
#   %mul_241 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_9, 0.3989422804014327), kwargs = {})
#   %mul_242 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, %mul_241), kwargs = {})
#   %add_293 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_238, %mul_242), kwargs = {})
#   %mul_243 : Tensor "f32[s2, 16, s76][16*s76, 1, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_8, %add_293), kwargs = {})
#   return %mul_243
triton_poi_fused_gelu_gelu_backward_transpose_view_6 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_transpose_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 17856, 'x': 5952}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_transpose_view_6(in_out_ptr0, in_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    y3 = yindex
    tmp0 = tl.load(in_out_ptr0 + (y0 + 16*x2 + 16*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x2 + ks0*y3), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = libdevice.erf(tmp3)
    tmp5 = tl.full([1, 1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = tl.full([1, 1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp1 * tmp1
    tmp10 = tl.full([1, 1], -0.5, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tl.full([1, 1], 0.3989422804014327, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp15 = tmp1 * tmp14
    tmp16 = tmp8 + tmp15
    tmp17 = tmp0 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 16*x2 + 16*ks0*y1), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/re/crehwkgh6vysgbk5wdceeggx7zm2g76kivp2tqj3v7ryxysrlklz.py
# Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_9 => sum_9
# Graph fragment:
#   %mul_243 : Tensor "f32[s2, 16, s76][16*s76, 1, 16]cuda:0" = PlaceHolder[target=mul_243]
#   %sum_9 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_243, [0, 2]), kwargs = {})
#   return %sum_9
triton_red_fused_convolution_backward_7 = async_compile.triton('triton_red_fused_convolution_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6080, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_backward_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
        primals_3, primals_4, primals_9, mul_16, primals_1, primals_5, primals_6, primals_10, convolution, view, sub_15, cat_1, cat_2, cat_3, cat_4, add_231, exp_4, unsqueeze_10, tangents_1, tangents_2, tangents_3, tangents_4 = args
        args.clear()
        s2 = primals_3
        s76 = primals_4
        assert_size_stride(primals_1, (16, 8, 5), (40, 5, 1))
        assert_size_stride(primals_5, (s2, 8, s76), (8*s76, s76, 1))
        assert_size_stride(primals_6, (11, 16), (16, 1))
        assert_size_stride(primals_10, (s2, ), (1, ))
        assert_size_stride(convolution, (s2, 16, s76), (16*s76, s76, 1))
        assert_size_stride(view, (s2*s76, 16), (16, 1))
        assert_size_stride(sub_15, (s2, s76, 11), (11*s76, 11, 1))
        assert_size_stride(cat_1, (s2, 11), (11, 1))
        assert_size_stride(cat_2, (s2, 11), (11, 1))
        assert_size_stride(cat_3, (3*s2, 11), (11, 1))
        assert_size_stride(cat_4, (3*s2, 11), (11, 1))
        assert_size_stride(add_231, (s2, 11), (11, 1))
        assert_size_stride(exp_4, (s2, s76, 11), (11*s76, 11, 1))
        assert_size_stride(unsqueeze_10, (1, s2, 11), (11*s2, 11, 1))
        assert_size_stride(tangents_1, (s76, s2, 11), (11*s2, 11, 1))
        assert_size_stride(tangents_2, (s2, 11), (11, 1))
        assert_size_stride(tangents_3, (s2, 11), (11, 1))
        assert_size_stride(tangents_4, (s2, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s2, 11), (11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_9, stack_2, sub_116, exp_6, mul_234, select_4, select_5, select_6, logsumexp, where_5, constant_pad_nd_4, full_default_10, add_285, constant_pad_nd_5, add_286], Original ATen: [aten.unsqueeze, aten.stack, aten.sub, aten.exp, aten.mul, aten.select, aten.logsumexp, aten.where, aten.constant_pad_nd, aten.slice_backward, aten.add]
            triton_poi_fused_add_constant_pad_nd_exp_logsumexp_mul_select_slice_backward_stack_sub_unsqueeze_where_0_xnumel = 11*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_constant_pad_nd_exp_logsumexp_mul_select_slice_backward_stack_sub_unsqueeze_where_0.run(tangents_2, cat_4, unsqueeze_10, cat_2, buf0, s2, triton_poi_fused_add_constant_pad_nd_exp_logsumexp_mul_select_slice_backward_stack_sub_unsqueeze_where_0_xnumel, stream=stream0)
            del cat_4
            del unsqueeze_10
            ps0 = 11*s2
            buf1 = empty_strided_cuda((3, s2, 11), (11*s2, 11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [logsumexp, unsqueeze_11, stack_1, unsqueeze_12, sub_117, exp_7, mul_235], Original ATen: [aten.logsumexp, aten.unsqueeze, aten.stack, aten.sub, aten.exp, aten.mul]
            triton_poi_fused_exp_logsumexp_mul_stack_sub_unsqueeze_1_xnumel = 33*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_exp_logsumexp_mul_stack_sub_unsqueeze_1.run(buf0, cat_3, buf1, ps0, s2, triton_poi_fused_exp_logsumexp_mul_stack_sub_unsqueeze_1_xnumel, stream=stream0)
            del cat_3
            buf3 = empty_strided_cuda((s2, s76, 11), (11*s76, 11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_7, add_287, add_290, unsqueeze, expand, scatter_add], Original ATen: [aten.select_backward, aten.add, aten.unsqueeze, aten.expand, aten.scatter_add]
            triton_poi_fused_add_expand_scatter_add_select_backward_unsqueeze_2_xnumel = 11*s2*s76
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_expand_scatter_add_select_backward_unsqueeze_2.run(buf3, triton_poi_fused_add_expand_scatter_add_select_backward_unsqueeze_2_xnumel, stream=stream0)
            ps1 = 11*s76
            # Topologically Sorted Source Nodes: [full_default_7, logsumexp, full_default_10, add_287, select_7, select_8, select_9, where_6, constant_pad_nd_6, add_288, constant_pad_nd_7, add_289, slice_41, clone_1, add_290, unsqueeze, expand, scatter_add], Original ATen: [aten.select_backward, aten.logsumexp, aten.slice_backward, aten.add, aten.select, aten.where, aten.constant_pad_nd, aten.slice, aten.clone, aten.unsqueeze, aten.expand, aten.scatter_add]
            triton_poi_fused_add_clone_constant_pad_nd_expand_logsumexp_scatter_add_select_select_backward_slice_slice_backward_unsqueeze_where_3_xnumel = 11*s2*s76
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clone_constant_pad_nd_expand_logsumexp_scatter_add_select_select_backward_slice_slice_backward_unsqueeze_where_3.run(buf1, cat_2, cat_1, tangents_2, buf0, buf3, s76, ps1, s2, ps0, triton_poi_fused_add_clone_constant_pad_nd_expand_logsumexp_scatter_add_select_select_backward_slice_slice_backward_unsqueeze_where_3_xnumel, stream=stream0)
            del buf0
            del buf1
            del cat_1
            del cat_2
            del tangents_2
            buf5 = empty_strided_cuda((s2, s76, 11), (11*s76, 11, 1), torch.float32)
            buf6 = empty_strided_cuda((s2, s76, 1), (s76, 1, s2*s76), torch.float32)
            buf8 = empty_strided_cuda((s2, s76, 11), (11*s76, 11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_3, div_1, unsqueeze_5, expand_1, arange, getitem_17, getitem_18, mask, mul_229, neg_1, unsqueeze_6, expand_2, mul_230, mul_231, add_282, mul_232, add_283, unsqueeze_7, unsqueeze_8, sub_115, exp_5, mul_233, add_284, add_291, sum_7, mul_236, sub_118, clone_2], Original ATen: [aten.transpose, aten.div, aten.unsqueeze, aten.expand, aten.arange, aten.lt, aten.mul, aten.neg, aten.add, aten.sub, aten.exp, aten._log_softmax_backward_data, aten.clone]
            triton_per_fused__log_softmax_backward_data_add_arange_clone_div_exp_expand_lt_mul_neg_sub_transpose_unsqueeze_4_xnumel = s2*s76
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax_backward_data_add_arange_clone_div_exp_expand_lt_mul_neg_sub_transpose_unsqueeze_4.run(tangents_1, tangents_4, primals_10, exp_4, sub_15, tangents_3, add_231, buf3, buf5, buf6, buf8, s76, s2, triton_per_fused__log_softmax_backward_data_add_arange_clone_div_exp_expand_lt_mul_neg_sub_transpose_unsqueeze_4_xnumel, 11, stream=stream0)
            del add_231
            del buf3
            del primals_10
            del sub_15
            del tangents_1
            del tangents_3
            del tangents_4
            buf7 = empty_strided_cuda((1, 1, 11), (11, 11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_236, sub_118, sum_8], Original ATen: [aten._log_softmax_backward_data, aten.sum]
            triton_red_fused__log_softmax_backward_data_sum_5_r0_numel = s2*s76
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax_backward_data_sum_5.run(buf5, exp_4, buf6, buf7, 11, triton_red_fused__log_softmax_backward_data_sum_5_r0_numel, stream=stream0)
            del buf5
            del buf6
            del exp_4
            buf9 = empty_strided_cuda((11, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_236, sub_118, clone_2, view_6, permute_4, mm_1], Original ATen: [aten._log_softmax_backward_data, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf8, (11, s2*s76), (1, 11), 0), view, out=buf9)
            del view
            buf10 = empty_strided_cuda((s2*s76, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_236, sub_118, clone_2, view_6, linear, permute_6, mm_2], Original ATen: [aten._log_softmax_backward_data, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf8, (s2*s76, 11), (11, 1), 0), primals_6, out=buf10)
            del buf8
            del primals_6
            buf11 = reinterpret_tensor(buf10, (s2, 16, s76), (16*s76, 1, 16), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [view_7, permute_8, gelu, mul_238, mul_239, mul_240, exp_9, mul_241, mul_242, add_293, mul_243], Original ATen: [aten.view, aten.transpose, aten.gelu, aten.gelu_backward]
            triton_poi_fused_gelu_gelu_backward_transpose_view_6_ynumel = 16*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_transpose_view_6.run(buf11, convolution, s76, triton_poi_fused_gelu_gelu_backward_transpose_view_6_ynumel, s76, stream=stream0)
            del convolution
            buf12 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_7_r0_numel = s2*s76
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_7.run(buf11, buf12, 16, triton_red_fused_convolution_backward_7_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            buf13 = torch.ops.aten.convolution_backward.default(buf11, primals_5, primals_1, [16], [1], [2], [1], False, [0], 1, [False, True, False])
            del buf11
            del primals_1
            del primals_5
            buf14 = buf13[1]
            assert_size_stride(buf14, (16, 8, 5), (40, 5, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf14, 16, 'torch.ops.aten.convolution_backward.default')
            del buf13
        return (buf14, buf12, None, None, None, buf9, reinterpret_tensor(buf7, (11, ), (1, ), 0), None, None, None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 3
    primals_4 = 31
    primals_9 = 3
    mul_16 = 93
    primals_1 = rand_strided((16, 8, 5), (40, 5, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((3, 8, 31), (248, 31, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((11, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((3, ), (1, ), device='cuda:0', dtype=torch.int64)
    convolution = rand_strided((3, 16, 31), (496, 31, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((93, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    sub_15 = rand_strided((3, 31, 11), (341, 11, 1), device='cuda:0', dtype=torch.float32)
    cat_1 = rand_strided((3, 11), (11, 1), device='cuda:0', dtype=torch.int64)
    cat_2 = rand_strided((3, 11), (11, 1), device='cuda:0', dtype=torch.bool)
    cat_3 = rand_strided((9, 11), (11, 1), device='cuda:0', dtype=torch.float32)
    cat_4 = rand_strided((9, 11), (11, 1), device='cuda:0', dtype=torch.float32)
    add_231 = rand_strided((3, 11), (11, 1), device='cuda:0', dtype=torch.float32)
    exp_4 = rand_strided((3, 31, 11), (341, 11, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_10 = rand_strided((1, 3, 11), (33, 11, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((31, 3, 11), (33, 11, 1), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((3, 11), (11, 1), device='cuda:0', dtype=torch.float32)
    tangents_3 = rand_strided((3, 11), (11, 1), device='cuda:0', dtype=torch.float32)
    tangents_4 = rand_strided((3, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_3, primals_4, primals_9, mul_16, primals_1, primals_5, primals_6, primals_10, convolution, view, sub_15, cat_1, cat_2, cat_3, cat_4, add_231, exp_4, unsqueeze_10, tangents_1, tangents_2, tangents_3, tangents_4]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
