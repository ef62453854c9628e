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


# kernel path: /tmp/caps/gpu_detection_head_dynamic/cache/zv/czvho7olz7btoew7mmgaesox6kf2ejnqixdmklpusfblw3sjcla5.py
# Topologically Sorted Source Nodes: [div_4, expand, mul_195, unsqueeze_11, expand_1, mul_196, mul_197, div_5, sign, mul_198, smooth_l1_loss, where_2, add_288], Original ATen: [aten.div, aten.expand, aten.mul, aten.unsqueeze, aten.smooth_l1_loss_backward, aten.smooth_l1_loss, aten.add]
# Source node to ATen node mapping:
#   add_288 => add_288
#   div_4 => div_4
#   div_5 => div_5
#   expand => expand
#   expand_1 => expand_1
#   mul_195 => mul_195
#   mul_196 => mul_196
#   mul_197 => mul_197
#   mul_198 => mul_198
#   sign => sign
#   smooth_l1_loss => abs_2, lt_2
#   unsqueeze_11 => unsqueeze_11
#   where_2 => where_2
# Graph fragment:
#   %tangents_2 : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=tangents_2]
#   %sub_122 : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=sub_122]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %clamp_min_5 : Tensor "i64[][]cuda:0" = PlaceHolder[target=clamp_min_5]
#   %gt : Tensor "b8[s46][1]cuda:0" = PlaceHolder[target=gt]
#   %div_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %clamp_min_5), kwargs = {})
#   %expand : Tensor "f32[s46][0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%div_4, [%primals_1]), kwargs = {})
#   %mul_195 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %gt), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s46, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_195, 1), kwargs = {})
#   %expand_1 : Tensor "f32[s46, 4][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_11, [%primals_1, 4]), kwargs = {})
#   %mul_196 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_1, 1.0), kwargs = {})
#   %mul_197 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_196, %sub_122), kwargs = {})
#   %div_5 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_197, 1.0), kwargs = {})
#   %sign : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sign.default](args = (%sub_122,), kwargs = {})
#   %mul_198 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_196, %sign), kwargs = {})
#   %abs_2 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_122,), kwargs = {})
#   %lt_2 : Tensor "b8[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%abs_2, 1.0), kwargs = {})
#   %where_2 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_2, %div_5, %mul_198), kwargs = {})
#   %add_288 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_2, %where_2), kwargs = {})
#   return %add_288
triton_poi_fused_add_div_expand_mul_smooth_l1_loss_smooth_l1_loss_backward_unsqueeze_0 = async_compile.triton('triton_poi_fused_add_div_expand_mul_smooth_l1_loss_smooth_l1_loss_backward_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_div_expand_mul_smooth_l1_loss_smooth_l1_loss_backward_unsqueeze_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2368}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_div_expand_mul_smooth_l1_loss_smooth_l1_loss_backward_unsqueeze_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 4
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp5 = tl.load(in_ptr1 + (0))
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
    tmp7 = tl.load(in_ptr2 + (0))
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK])
    tmp11 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl_math.abs(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 < tmp3
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tmp10 * tmp12
    tmp14 = tmp13 * tmp3
    tmp15 = tmp14 * tmp1
    tmp16 = tmp15 * tmp3
    tmp17 = tl.full([1], 0, tl.int32)
    tmp18 = tmp17 < tmp1
    tmp19 = tmp18.to(tl.int8)
    tmp20 = tmp1 < tmp17
    tmp21 = tmp20.to(tl.int8)
    tmp22 = tmp19 - tmp21
    tmp23 = tmp22.to(tmp1.dtype)
    tmp24 = tmp14 * tmp23
    tmp25 = tl.where(tmp4, tmp16, tmp24)
    tmp26 = tmp0 + tmp25
    tl.store(in_out_ptr0 + (x2), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_detection_head_dynamic/cache/og/cogc7breybw36u336ttdvm2exh5k7fgc7y3kjaopsvdufhxqglot.py
# Topologically Sorted Source Nodes: [select_23, select_24, select_25, select_26, mul_208, mul_209, neg_3, add_291, mul_210, add_292, neg_4, add_293, mul_211, add_294, mul_212, clamp_1, exp_1, mul_213, full_default_4, le_19, where_3, full_default_5, mul_214, clamp, exp, mul_215, le_20, where_4, add_295, mul_216, add_296, mul_217, add_297], Original ATen: [aten.select, aten.mul, aten.neg, aten.add, aten.clamp, aten.exp, aten.scalar_tensor, aten.le, aten.where, aten.select_backward]
# Source node to ATen node mapping:
#   add_291 => add_291
#   add_292 => add_292
#   add_293 => add_293
#   add_294 => add_294
#   add_295 => add_295
#   add_296 => add_296
#   add_297 => add_297
#   clamp => clamp_max
#   clamp_1 => clamp_max_1
#   exp => exp
#   exp_1 => exp_1
#   full_default_4 => full_default_4
#   full_default_5 => full_default_5
#   le_19 => le_19
#   le_20 => le_20
#   mul_208 => mul_208
#   mul_209 => mul_209
#   mul_210 => mul_210
#   mul_211 => mul_211
#   mul_212 => mul_212
#   mul_213 => mul_213
#   mul_214 => mul_214
#   mul_215 => mul_215
#   mul_216 => mul_216
#   mul_217 => mul_217
#   neg_3 => neg_3
#   neg_4 => neg_4
#   select_23 => select_23
#   select_24 => select_24
#   select_25 => select_25
#   select_26 => select_26
#   where_3 => where_3
#   where_4 => where_4
# Graph fragment:
#   %select_9 : Tensor "f32[s46][4]cuda:0" = PlaceHolder[target=select_9]
#   %add_288 : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=add_288]
#   %sub_10 : Tensor "f32[s46][1]cuda:0" = PlaceHolder[target=sub_10]
#   %select_8 : Tensor "f32[s46][4]cuda:0" = PlaceHolder[target=select_8]
#   %sub_4 : Tensor "f32[s46][1]cuda:0" = PlaceHolder[target=sub_4]
#   %add_295 : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=add_295]
#   %select_23 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%add_288, 1, 0), kwargs = {})
#   %select_24 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%add_288, 1, 1), kwargs = {})
#   %select_25 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%add_288, 1, 2), kwargs = {})
#   %select_26 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%add_288, 1, 3), kwargs = {})
#   %mul_208 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%select_26, 0.5), kwargs = {})
#   %mul_209 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%select_25, 0.5), kwargs = {})
#   %neg_3 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%select_24,), kwargs = {})
#   %add_291 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_26, %select_24), kwargs = {})
#   %mul_210 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_3, 0.5), kwargs = {})
#   %add_292 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_208, %mul_210), kwargs = {})
#   %neg_4 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%select_23,), kwargs = {})
#   %add_293 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_25, %select_23), kwargs = {})
#   %mul_211 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_4, 0.5), kwargs = {})
#   %add_294 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_209, %mul_211), kwargs = {})
#   %mul_212 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_292, %sub_10), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%select_9, 4.0), kwargs = {})
#   %exp_1 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_1,), kwargs = {})
#   %mul_213 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_212, %exp_1), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_19 : Tensor "b8[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%select_9, 4.0), kwargs = {})
#   %where_3 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_19, %mul_213, %full_default_4), kwargs = {})
#   %full_default_5 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 4], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_5, %where_3, 1, 3), kwargs = {})
#   %mul_214 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_294, %sub_4), kwargs = {})
#   %clamp_max : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%select_8, 4.0), kwargs = {})
#   %exp : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max,), kwargs = {})
#   %mul_215 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_214, %exp), kwargs = {})
#   %le_20 : Tensor "b8[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%select_8, 4.0), kwargs = {})
#   %where_4 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_20, %mul_215, %full_default_4), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_5, %where_4, 1, 2), kwargs = {})
#   %add_295 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %mul_216 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_291, %sub_10), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_5, %mul_216, 1, 1), kwargs = {})
#   %add_296 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_295, %select_scatter_default_2), kwargs = {})
#   %mul_217 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_293, %sub_4), kwargs = {})
#   %select_scatter_default_3 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_5, %mul_217, 1, 0), kwargs = {})
#   %add_297 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_296, %select_scatter_default_3), kwargs = {})
#   return %add_295,%add_297
triton_poi_fused_add_clamp_exp_le_mul_neg_scalar_tensor_select_select_backward_where_1 = async_compile.triton('triton_poi_fused_add_clamp_exp_le_mul_neg_scalar_tensor_select_select_backward_where_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_exp_le_mul_neg_scalar_tensor_select_select_backward_where_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_exp_le_mul_neg_scalar_tensor_select_select_backward_where_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x1 = xindex // 4
    x2 = xindex
    tmp3 = tl.load(in_ptr0 + (4*x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (3 + 4*x1), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr1 + (1 + 4*x1), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr3 + (4*x1), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr1 + (2 + 4*x1), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr1 + (4*x1), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 3, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 4.0, tl.float32)
    tmp5 = tmp3 <= tmp4
    tmp7 = tl.full([1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp10 = -tmp9
    tmp11 = tmp10 * tmp7
    tmp12 = tmp8 + tmp11
    tmp14 = tmp12 * tmp13
    tmp15 = triton_helpers.minimum(tmp3, tmp4)
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp14 * tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = tl.where(tmp5, tmp17, tmp18)
    tmp20 = tl.where(tmp2, tmp19, tmp18)
    tmp21 = tl.full([1], 2, tl.int32)
    tmp22 = tmp0 == tmp21
    tmp24 = tmp23 <= tmp4
    tmp26 = tmp25 * tmp7
    tmp28 = -tmp27
    tmp29 = tmp28 * tmp7
    tmp30 = tmp26 + tmp29
    tmp32 = tmp30 * tmp31
    tmp33 = triton_helpers.minimum(tmp23, tmp4)
    tmp34 = libdevice.exp(tmp33)
    tmp35 = tmp32 * tmp34
    tmp36 = tl.where(tmp24, tmp35, tmp18)
    tmp37 = tl.where(tmp22, tmp36, tmp18)
    tmp38 = tmp20 + tmp37
    tmp39 = tl.full([1], 1, tl.int32)
    tmp40 = tmp0 == tmp39
    tmp41 = tmp6 + tmp9
    tmp42 = tmp41 * tmp13
    tmp43 = tl.where(tmp40, tmp42, tmp18)
    tmp44 = tmp38 + tmp43
    tmp45 = tl.full([1], 0, tl.int32)
    tmp46 = tmp0 == tmp45
    tmp47 = tmp25 + tmp27
    tmp48 = tmp47 * tmp31
    tmp49 = tl.where(tmp46, tmp48, tmp18)
    tmp50 = tmp44 + tmp49
    tl.store(in_out_ptr0 + (x2), tmp50, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_detection_head_dynamic/cache/3e/c3e5y2gwpbs5jkoiimc4dt63zebeozoukt5bl7f5jwtav6qcucjg.py
# Topologically Sorted Source Nodes: [div_4, expand_2, ce, mul_199, p, mul_13, sub_10, mul_14, pt, sub_12, pow_1, mul_200, pow_3, mul_201, mul_202, neg_1, mul_203, neg_2, mul_204, add_289, sub_128, mul_205, mul_206, mul_207, add_290], Original ATen: [aten.div, aten.expand, aten.binary_cross_entropy_with_logits, aten.mul, aten.sigmoid, aten.rsub, aten.add, aten.pow, aten.neg, aten.sub, aten.sigmoid_backward]
# Source node to ATen node mapping:
#   add_289 => add_289
#   add_290 => add_290
#   ce => abs_1, exp_2, full_default_3, log1p, minimum_1, mul_167, neg, sub_107, sub_108, sub_109
#   div_4 => div_4
#   expand_2 => expand_2
#   mul_13 => mul_170
#   mul_14 => mul_177
#   mul_199 => mul_199
#   mul_200 => mul_200
#   mul_201 => mul_201
#   mul_202 => mul_202
#   mul_203 => mul_203
#   mul_204 => mul_204
#   mul_205 => mul_205
#   mul_206 => mul_206
#   mul_207 => mul_207
#   neg_1 => neg_1
#   neg_2 => neg_2
#   p => sigmoid
#   pow_1 => pow_1
#   pow_3 => pow_3
#   pt => add_267
#   sub_10 => sub_112
#   sub_12 => sub_118
#   sub_128 => sub_128
# Graph fragment:
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %clamp_min_5 : Tensor "i64[][]cuda:0" = PlaceHolder[target=clamp_min_5]
#   %select_scatter : Tensor "f32[s46, 7][7, 1]cuda:0" = PlaceHolder[target=select_scatter]
#   %primals_7 : Tensor "f32[s46, 7][7, 1]cuda:0" = PlaceHolder[target=primals_7]
#   %add_289 : Tensor "f32[s46, 7][7, 1]cuda:0" = PlaceHolder[target=add_289]
#   %div_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %clamp_min_5), kwargs = {})
#   %expand_2 : Tensor "f32[s46, 7][0, 0]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%div_4, [%primals_6, 7]), kwargs = {})
#   %sub_107 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %select_scatter), kwargs = {})
#   %mul_167 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_107, %primals_7), kwargs = {})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %minimum_1 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.minimum.default](args = (%full_default_3, %primals_7), kwargs = {})
#   %abs_1 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%primals_7,), kwargs = {})
#   %neg : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%abs_1,), kwargs = {})
#   %exp_2 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %log1p : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp_2,), kwargs = {})
#   %sub_108 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%minimum_1, %log1p), kwargs = {})
#   %sub_109 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_167, %sub_108), kwargs = {})
#   %mul_199 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_2, %sub_109), kwargs = {})
#   %sigmoid : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.sigmoid.default](args = (%primals_7,), kwargs = {})
#   %mul_170 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %select_scatter), kwargs = {})
#   %sub_112 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_177 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_112, %sub_107), kwargs = {})
#   %add_267 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_170, %mul_177), kwargs = {})
#   %sub_118 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %add_267), kwargs = {})
#   %pow_1 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sub_118, 2), kwargs = {})
#   %mul_200 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_2, %pow_1), kwargs = {})
#   %pow_3 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sub_118, 1.0), kwargs = {})
#   %mul_201 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_3, 2.0), kwargs = {})
#   %mul_202 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_199, %mul_201), kwargs = {})
#   %neg_1 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.neg.default](args = (%mul_202,), kwargs = {})
#   %mul_203 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_1, %sub_107), kwargs = {})
#   %neg_2 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_203,), kwargs = {})
#   %mul_204 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_1, %select_scatter), kwargs = {})
#   %add_289 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%neg_2, %mul_204), kwargs = {})
#   %sub_128 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sigmoid, %select_scatter), kwargs = {})
#   %mul_205 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_128, %mul_200), kwargs = {})
#   %mul_206 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %sub_112), kwargs = {})
#   %mul_207 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_289, %mul_206), kwargs = {})
#   %add_290 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_205, %mul_207), kwargs = {})
#   return %add_289,%add_290
triton_poi_fused_add_binary_cross_entropy_with_logits_div_expand_mul_neg_pow_rsub_sigmoid_sigmoid_backward_sub_2 = async_compile.triton('triton_poi_fused_add_binary_cross_entropy_with_logits_div_expand_mul_neg_pow_rsub_sigmoid_sigmoid_backward_sub_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_binary_cross_entropy_with_logits_div_expand_mul_neg_pow_rsub_sigmoid_sigmoid_backward_sub_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_binary_cross_entropy_with_logits_div_expand_mul_neg_pow_rsub_sigmoid_sigmoid_backward_sub_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.load(in_ptr1 + (0))
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK])
    tmp6 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp9 = tl.load(in_ptr2 + (x0), xmask)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = (tmp1 / tmp4)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp7 - tmp6
    tmp10 = tmp8 * tmp9
    tmp11 = tl.full([1], 0.0, tl.float32)
    tmp12 = triton_helpers.minimum(tmp11, tmp9)
    tmp13 = tl_math.abs(tmp9)
    tmp14 = -tmp13
    tmp15 = libdevice.exp(tmp14)
    tmp16 = libdevice.log1p(tmp15)
    tmp17 = tmp12 - tmp16
    tmp18 = tmp10 - tmp17
    tmp19 = tmp5 * tmp18
    tmp20 = tl.sigmoid(tmp9)
    tmp21 = tmp20 * tmp6
    tmp22 = tmp7 - tmp20
    tmp23 = tmp22 * tmp8
    tmp24 = tmp21 + tmp23
    tmp25 = tmp7 - tmp24
    tmp26 = tl.full([1], 2.0, tl.float32)
    tmp27 = tmp25 * tmp26
    tmp28 = tmp19 * tmp27
    tmp29 = -tmp28
    tmp30 = tmp29 * tmp8
    tmp31 = -tmp30
    tmp32 = tmp29 * tmp6
    tmp33 = tmp31 + tmp32
    tmp34 = tmp20 - tmp6
    tmp35 = tmp25 * tmp25
    tmp36 = tmp5 * tmp35
    tmp37 = tmp34 * tmp36
    tmp38 = tmp20 * tmp22
    tmp39 = tmp33 * tmp38
    tmp40 = tmp37 + tmp39
    tl.store(in_out_ptr0 + (x0), tmp40, xmask)
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
        primals_1, primals_6, primals_7, sub_4, sub_10, select_8, select_9, gt, select_scatter, clamp_min_5, sub_122, tangents_1, tangents_2 = args
        args.clear()
        s46 = primals_1
        assert_size_stride(primals_7, (s46, 7), (7, 1))
        assert_size_stride(sub_4, (s46, ), (1, ))
        assert_size_stride(sub_10, (s46, ), (1, ))
        assert_size_stride(select_8, (s46, ), (4, ))
        assert_size_stride(select_9, (s46, ), (4, ))
        assert_size_stride(gt, (s46, ), (1, ))
        assert_size_stride(select_scatter, (s46, 7), (7, 1))
        assert_size_stride(clamp_min_5, (), ())
        assert_size_stride(sub_122, (s46, 4), (4, 1))
        assert_size_stride(tangents_1, (), ())
        assert_size_stride(tangents_2, (s46, 4), (4, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = sub_122; del sub_122  # reuse
            # Topologically Sorted Source Nodes: [div_4, expand, mul_195, unsqueeze_11, expand_1, mul_196, mul_197, div_5, sign, mul_198, smooth_l1_loss, where_2, add_288], Original ATen: [aten.div, aten.expand, aten.mul, aten.unsqueeze, aten.smooth_l1_loss_backward, aten.smooth_l1_loss, aten.add]
            triton_poi_fused_add_div_expand_mul_smooth_l1_loss_smooth_l1_loss_backward_unsqueeze_0_xnumel = 4*s46
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_div_expand_mul_smooth_l1_loss_smooth_l1_loss_backward_unsqueeze_0.run(buf0, tangents_2, tangents_1, clamp_min_5, gt, triton_poi_fused_add_div_expand_mul_smooth_l1_loss_smooth_l1_loss_backward_unsqueeze_0_xnumel, stream=stream0)
            del gt
            del tangents_2
            buf3 = empty_strided_cuda((s46, 4), (4, 1), torch.float32)
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [select_23, select_24, select_25, select_26, mul_208, mul_209, neg_3, add_291, mul_210, add_292, neg_4, add_293, mul_211, add_294, mul_212, clamp_1, exp_1, mul_213, full_default_4, le_19, where_3, full_default_5, mul_214, clamp, exp, mul_215, le_20, where_4, add_295, mul_216, add_296, mul_217, add_297], Original ATen: [aten.select, aten.mul, aten.neg, aten.add, aten.clamp, aten.exp, aten.scalar_tensor, aten.le, aten.where, aten.select_backward]
            triton_poi_fused_add_clamp_exp_le_mul_neg_scalar_tensor_select_select_backward_where_1_xnumel = 4*s46
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_exp_le_mul_neg_scalar_tensor_select_select_backward_where_1.run(buf4, select_9, buf0, sub_10, select_8, sub_4, triton_poi_fused_add_clamp_exp_le_mul_neg_scalar_tensor_select_select_backward_where_1_xnumel, stream=stream0)
            del buf0
            del select_8
            del select_9
            del sub_10
            del sub_4
            buf2 = select_scatter; del select_scatter  # reuse
            # Topologically Sorted Source Nodes: [div_4, expand_2, ce, mul_199, p, mul_13, sub_10, mul_14, pt, sub_12, pow_1, mul_200, pow_3, mul_201, mul_202, neg_1, mul_203, neg_2, mul_204, add_289, sub_128, mul_205, mul_206, mul_207, add_290], Original ATen: [aten.div, aten.expand, aten.binary_cross_entropy_with_logits, aten.mul, aten.sigmoid, aten.rsub, aten.add, aten.pow, aten.neg, aten.sub, aten.sigmoid_backward]
            triton_poi_fused_add_binary_cross_entropy_with_logits_div_expand_mul_neg_pow_rsub_sigmoid_sigmoid_backward_sub_2_xnumel = 7*s46
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_binary_cross_entropy_with_logits_div_expand_mul_neg_pow_rsub_sigmoid_sigmoid_backward_sub_2.run(buf2, tangents_1, clamp_min_5, primals_7, triton_poi_fused_add_binary_cross_entropy_with_logits_div_expand_mul_neg_pow_rsub_sigmoid_sigmoid_backward_sub_2_xnumel, stream=stream0)
            del clamp_min_5
            del primals_7
            del tangents_1
        return (None, None, buf4, None, None, None, buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 37
    primals_6 = 37
    primals_7 = rand_strided((37, 7), (7, 1), device='cuda:0', dtype=torch.float32)
    sub_4 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.float32)
    sub_10 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.float32)
    select_8 = rand_strided((37, ), (4, ), device='cuda:0', dtype=torch.float32)
    select_9 = rand_strided((37, ), (4, ), device='cuda:0', dtype=torch.float32)
    gt = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.bool)
    select_scatter = rand_strided((37, 7), (7, 1), device='cuda:0', dtype=torch.float32)
    clamp_min_5 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    sub_122 = rand_strided((37, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((37, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_6, primals_7, sub_4, sub_10, select_8, select_9, gt, select_scatter, clamp_min_5, sub_122, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
