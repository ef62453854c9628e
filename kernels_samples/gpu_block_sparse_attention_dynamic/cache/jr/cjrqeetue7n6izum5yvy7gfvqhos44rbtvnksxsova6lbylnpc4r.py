# AOT ID: ['0_forward']
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


# kernel path: /tmp/caps/gpu_block_sparse_attention_dynamic/cache/p2/cp2vfc4n5fthxrp47w24annmkw3exguzb5rkwn25u6zzckcmwnog.py
# Topologically Sorted Source Nodes: [pos, arange_1, float_1, truediv, pow_1, inv, float_2, getitem_20, getitem_21, ang, cos, sin, x1, x2, mul_1, mul_2, sub_1, mul_3, mul_4, add, stack], Original ATen: [aten.arange, aten._to_copy, aten.div, aten.pow, aten.reciprocal, aten.mul, aten.unsqueeze, aten.cos, aten.sin, aten.slice, aten.sub, aten.add, aten.stack]
# Source node to ATen node mapping:
#   add => add_92
#   ang => mul_27
#   arange_1 => iota_1
#   cos => cos
#   float_1 => convert_element_type
#   float_2 => convert_element_type_1
#   getitem_20 => unsqueeze_4
#   getitem_21 => unsqueeze_5
#   inv => mul_22, reciprocal
#   mul_1 => mul_40
#   mul_2 => mul_44
#   mul_3 => mul_51
#   mul_4 => mul_55
#   pos => iota
#   pow_1 => pow_1
#   sin => sin
#   stack => cat, unsqueeze_6, unsqueeze_7
#   sub_1 => sub_35
#   truediv => div_2
#   x1 => slice_6
#   x2 => slice_7
# Graph fragment:
#   %primals_2 : Tensor "f32[2, 3, s0, 8][24*s0, 8*s0, 8, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %iota : Tensor "i64[s0][1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.iota.default](args = (%primals_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %iota_1 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %div_2 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type, 8), kwargs = {})
#   %pow_1 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Scalar](args = (10000, %div_2), kwargs = {})
#   %reciprocal : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%pow_1,), kwargs = {})
#   %mul_22 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1.0), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[s0, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_1, 1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_22, 0), kwargs = {})
#   %mul_27 : Tensor "f32[s0, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_4, %unsqueeze_5), kwargs = {})
#   %cos : Tensor "f32[s0, 4][4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.cos.default](args = (%mul_27,), kwargs = {})
#   %sin : Tensor "f32[s0, 4][4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.sin.default](args = (%mul_27,), kwargs = {})
#   %slice_6 : Tensor "f32[2, 3, s0, 4][24*s0, 8*s0, 8, 2]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 3, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_7 : Tensor "f32[2, 3, s0, 4][24*s0, 8*s0, 8, 2]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 3, 1, 9223372036854775807, 2), kwargs = {})
#   %mul_40 : Tensor "f32[2, 3, s0, 4][12*s0, 4*s0, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_6, %cos), kwargs = {})
#   %mul_44 : Tensor "f32[2, 3, s0, 4][12*s0, 4*s0, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_7, %sin), kwargs = {})
#   %sub_35 : Tensor "f32[2, 3, s0, 4][12*s0, 4*s0, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_40, %mul_44), kwargs = {})
#   %mul_51 : Tensor "f32[2, 3, s0, 4][12*s0, 4*s0, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_6, %sin), kwargs = {})
#   %mul_55 : Tensor "f32[2, 3, s0, 4][12*s0, 4*s0, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_7, %cos), kwargs = {})
#   %add_92 : Tensor "f32[2, 3, s0, 4][12*s0, 4*s0, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_51, %mul_55), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[2, 3, s0, 4, 1][12*s0, 4*s0, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_35, 4), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[2, 3, s0, 4, 1][12*s0, 4*s0, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_92, 4), kwargs = {})
#   %cat : Tensor "f32[2, 3, s0, 4, 2][24*s0, 8*s0, 8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_6, %unsqueeze_7], -1), kwargs = {})
#   return %cat
triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0 = async_compile.triton('triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4992}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 2)
    x4 = xindex // 2
    x1 = ((xindex // 2) % 4)
    x2 = ((xindex // 8) % ks0)
    x6 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (2*x4), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = 2*x1
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tl.full([1], 0.125, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.full([1], 10000.0, tl.float32)
    tmp11 = libdevice.pow(tmp10, tmp9)
    tmp12 = tl.full([1], 1, tl.int32)
    tmp13 = (tmp12 / tmp11)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = x2
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp17 * tmp15
    tmp19 = tl_math.cos(tmp18)
    tmp20 = tmp5 * tmp19
    tmp21 = tl.load(in_ptr0 + (1 + 2*x4), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tl_math.sin(tmp18)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp20 - tmp23
    tmp25 = tl.full(tmp24.shape, 0.0, tmp24.dtype)
    tmp26 = tl.where(tmp4, tmp24, tmp25)
    tmp27 = tmp0 >= tmp3
    tmp28 = tl.full([1], 2, tl.int64)
    tmp29 = tmp0 < tmp28
    tmp30 = tl.load(in_ptr0 + (2*x4), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = 2*x1
    tmp32 = tmp31.to(tl.float32)
    tmp33 = tl.full([1], 0.125, tl.float32)
    tmp34 = tmp32 * tmp33
    tmp35 = tl.full([1], 10000.0, tl.float32)
    tmp36 = libdevice.pow(tmp35, tmp34)
    tmp37 = tl.full([1], 1, tl.int32)
    tmp38 = (tmp37 / tmp36)
    tmp39 = tl.full([1], 1.0, tl.float32)
    tmp40 = tmp38 * tmp39
    tmp41 = x2
    tmp42 = tmp41.to(tl.float32)
    tmp43 = tmp42 * tmp40
    tmp44 = tl_math.sin(tmp43)
    tmp45 = tmp30 * tmp44
    tmp46 = tl.load(in_ptr0 + (1 + 2*x4), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp47 = tl_math.cos(tmp43)
    tmp48 = tmp46 * tmp47
    tmp49 = tmp45 + tmp48
    tmp50 = tl.full(tmp49.shape, 0.0, tmp49.dtype)
    tmp51 = tl.where(tmp27, tmp49, tmp50)
    tmp52 = tl.where(tmp4, tmp26, tmp51)
    tl.store(out_ptr0 + (x6), tmp52, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_block_sparse_attention_dynamic/cache/t5/ct53r34ah6pjjulcxeyjj4faijzscyffnxfqga4shnj2irv3y4o2.py
# Topologically Sorted Source Nodes: [pos, getitem_4, getitem_5, sub, abs_1, band, invert], Original ATen: [aten.arange, aten.unsqueeze, aten.sub, aten.abs, aten.le, aten.bitwise_not]
# Source node to ATen node mapping:
#   abs_1 => abs_1
#   band => le_2
#   getitem_4 => unsqueeze
#   getitem_5 => unsqueeze_1
#   invert => bitwise_not
#   pos => iota
#   sub => sub_7
# Graph fragment:
#   %iota : Tensor "i64[s0][1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.iota.default](args = (%primals_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[s0, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, s0][s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %sub_7 : Tensor "i64[s0, s0][s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %abs_1 : Tensor "i64[s0, s0][s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_7,), kwargs = {})
#   %le_2 : Tensor "b8[s0, s0][s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%abs_1, 3), kwargs = {})
#   %bitwise_not : Tensor "b8[s0, s0][s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.bitwise_not.default](args = (%le_2,), kwargs = {})
#   return %bitwise_not
triton_poi_fused_abs_arange_bitwise_not_le_sub_unsqueeze_1 = async_compile.triton('triton_poi_fused_abs_arange_bitwise_not_le_sub_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i1', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_abs_arange_bitwise_not_le_sub_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 338}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_abs_arange_bitwise_not_le_sub_unsqueeze_1(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    x2 = xindex
    tmp0 = tl_math.abs(x0 + ((-1)*x1))
    tmp1 = tl.full([1], 3, tl.int64)
    tmp2 = tmp0 <= tmp1
    tmp3 = tmp2 == 0
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_block_sparse_attention_dynamic/cache/pp/cppd2pu4qxq6htjgdgfobyrab3nkzen7tztia5g7mh32z6dg2bws.py
# Topologically Sorted Source Nodes: [pos, getitem_4, getitem_5, floordiv, floordiv_1, block, matmul, s, masked_fill, softmax, p, invert_1, masked_fill_1, softmax_1, p_1], Original ATen: [aten.arange, aten.unsqueeze, aten.floor_divide, aten.ge, aten.view, aten.div, aten.masked_fill, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.nan_to_num, aten.bitwise_not]
# Source node to ATen node mapping:
#   block => ge_1
#   floordiv => div
#   floordiv_1 => div_1
#   getitem_4 => unsqueeze
#   getitem_5 => unsqueeze_1
#   invert_1 => bitwise_not_1
#   masked_fill => full_default, where
#   masked_fill_1 => where_4
#   matmul => view_4
#   p => eq_94, eq_95, full_default_1, full_default_2, full_default_3, isnan, where_1, where_2, where_3
#   p_1 => eq_123, eq_124, isnan_1, where_5, where_6, where_7
#   pos => iota
#   s => div_4
#   softmax => div_5
#   softmax_1 => div_6
# Graph fragment:
#   %bitwise_not : Tensor "b8[s0, s0][s0, 1]cuda:0" = PlaceHolder[target=bitwise_not]
#   %bmm : Tensor "f32[6, s0, s0][s0**2, s0, 1]cuda:0" = PlaceHolder[target=bmm]
#   %getitem_2 : Tensor "f32[2, 3, s0, 1][3*s0, s0, 1, 6*s0]cuda:0" = PlaceHolder[target=getitem_2]
#   %getitem : Tensor "f32[2, 3, s0, 1][3*s0, s0, 1, 6*s0]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_3 : Tensor "f32[2, 3, s0, 1][3*s0, s0, 1, 6*s0]cuda:0" = PlaceHolder[target=getitem_3]
#   %div_5 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0" = PlaceHolder[target=div_5]
#   %getitem_1 : Tensor "f32[2, 3, s0, 1][3*s0, s0, 1, 6*s0]cuda:0" = PlaceHolder[target=getitem_1]
#   %div_6 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0" = PlaceHolder[target=div_6]
#   %iota : Tensor "i64[s0][1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.iota.default](args = (%primals_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[s0, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, s0][s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %div : Tensor "i64[s0, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%unsqueeze, 4), kwargs = {rounding_mode: floor})
#   %div_1 : Tensor "i64[1, s0][s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%unsqueeze_1, 4), kwargs = {rounding_mode: floor})
#   %ge_1 : Tensor "b8[s0, s0][s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Tensor](args = (%div, %div_1), kwargs = {})
#   %view_4 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [2, 3, %primals_3, %primals_3]), kwargs = {})
#   %div_4 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_4, 2.8284271247461903), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_not, %full_default, %div_4), kwargs = {})
#   %prepare_softmax_online_default_1 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%where, -1), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %getitem_2), kwargs = {})
#   %exp_default_1 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_1,), kwargs = {})
#   %div_5 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_1, %getitem_3), kwargs = {})
#   %isnan : Tensor "b8[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.isnan.default](args = (%div_5,), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%isnan, %full_default_1, %div_5), kwargs = {})
#   %eq_94 : Tensor "b8[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%div_5, -inf), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_94, %full_default_2, %where_1), kwargs = {})
#   %eq_95 : Tensor "b8[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%div_5, inf), kwargs = {})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_95, %full_default_3, %where_2), kwargs = {})
#   %bitwise_not_1 : Tensor "b8[s0, s0][s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_not.default](args = (%ge_1,), kwargs = {})
#   %where_4 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_not_1, %full_default, %div_4), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%where_4, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_4, %getitem), kwargs = {})
#   %exp_default : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div_6 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_1), kwargs = {})
#   %isnan_1 : Tensor "b8[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.isnan.default](args = (%div_6,), kwargs = {})
#   %where_5 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%isnan_1, %full_default_1, %div_6), kwargs = {})
#   %eq_123 : Tensor "b8[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%div_6, -inf), kwargs = {})
#   %where_6 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_123, %full_default_2, %where_5), kwargs = {})
#   %eq_124 : Tensor "b8[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%div_6, inf), kwargs = {})
#   %where_7 : Tensor "f32[2, 3, s0, s0][3*s0**2, s0**2, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_124, %full_default_3, %where_6), kwargs = {})
#   return %getitem_2,%getitem_3,%getitem,%getitem_1,%div_5,%where_3,%div_6,%where_7
triton_red_fused__softmax_arange_bitwise_not_div_exp_floor_divide_ge_masked_fill_nan_to_num_prepare_softmax_online_sub_unsqueeze_view_2 = async_compile.triton('triton_red_fused__softmax_arange_bitwise_not_div_exp_floor_divide_ge_masked_fill_nan_to_num_prepare_softmax_online_sub_unsqueeze_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_arange_bitwise_not_div_exp_floor_divide_ge_masked_fill_nan_to_num_prepare_softmax_online_sub_unsqueeze_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 36673}}
)
@triton.jit
def triton_red_fused__softmax_arange_bitwise_not_div_exp_floor_divide_ge_masked_fill_nan_to_num_prepare_softmax_online_sub_unsqueeze_view_2(in_ptr0, in_ptr1, out_ptr4, out_ptr5, out_ptr6, out_ptr7, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % ks0)
    x3 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp1 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp5 = tl.where(tmp0, tmp4, tmp3)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = triton_helpers.maximum(_tmp7, tmp6)
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = triton_helpers.max2(_tmp7, 1)[:, None]
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp26 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp9 = tl.load(in_ptr0 + (r0_2 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp10 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp11 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp12 = tmp10 * tmp11
        tmp13 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp14 = tl.where(tmp9, tmp13, tmp12)
        tmp15 = tmp14 - tmp7
        tmp16 = libdevice.exp(tmp15)
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
        tmp20 = x0 // 4
        tmp21 = r0_2 // 4
        tmp22 = tmp20 >= tmp21
        tmp23 = tmp22 == 0
        tmp24 = tl.where(tmp23, tmp13, tmp12)
        tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
        tmp27 = triton_helpers.maximum(_tmp26, tmp25)
        _tmp26 = tl.where(r0_mask & xmask, tmp27, _tmp26)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tmp26 = triton_helpers.max2(_tmp26, 1)[:, None]
    _tmp40 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp32 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp42 = tl.load(in_ptr0 + (r0_2 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp28 = x0 // 4
        tmp29 = r0_2 // 4
        tmp30 = tmp28 >= tmp29
        tmp31 = tmp30 == 0
        tmp33 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp34 = tmp32 * tmp33
        tmp35 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp36 = tl.where(tmp31, tmp35, tmp34)
        tmp37 = tmp36 - tmp26
        tmp38 = libdevice.exp(tmp37)
        tmp39 = tl.broadcast_to(tmp38, [XBLOCK, R0_BLOCK])
        tmp41 = _tmp40 + tmp39
        _tmp40 = tl.where(r0_mask & xmask, tmp41, _tmp40)
        tmp43 = tl.where(tmp42, tmp35, tmp34)
        tmp44 = tmp43 - tmp7
        tmp45 = libdevice.exp(tmp44)
        tmp46 = (tmp45 / tmp18)
        tmp47 = tl.full([1, 1], float("inf"), tl.float32)
        tmp48 = tmp46 == tmp47
        tmp49 = tmp46 == tmp35
        tmp50 = libdevice.isnan(tmp46).to(tl.int1)
        tmp51 = tl.full([1, 1], 0.0, tl.float32)
        tmp52 = tl.where(tmp50, tmp51, tmp46)
        tmp53 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
        tmp54 = tl.where(tmp49, tmp53, tmp52)
        tmp55 = tl.full([1, 1], 3.4028234663852886e+38, tl.float32)
        tmp56 = tl.where(tmp48, tmp55, tmp54)
        tl.store(out_ptr4 + (r0_2 + ks0*x3), tmp46, r0_mask & xmask)
        tl.store(out_ptr5 + (r0_2 + x3*((ks0*ks0) // ks0)), tmp56, r0_mask & xmask)
    tmp40 = tl.sum(_tmp40, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp61 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp57 = x0 // 4
        tmp58 = r0_2 // 4
        tmp59 = tmp57 >= tmp58
        tmp60 = tmp59 == 0
        tmp62 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp63 = tmp61 * tmp62
        tmp64 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp65 = tl.where(tmp60, tmp64, tmp63)
        tmp66 = tmp65 - tmp26
        tmp67 = libdevice.exp(tmp66)
        tmp68 = (tmp67 / tmp40)
        tmp69 = tl.full([1, 1], float("inf"), tl.float32)
        tmp70 = tmp68 == tmp69
        tmp71 = tmp68 == tmp64
        tmp72 = libdevice.isnan(tmp68).to(tl.int1)
        tmp73 = tl.full([1, 1], 0.0, tl.float32)
        tmp74 = tl.where(tmp72, tmp73, tmp68)
        tmp75 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
        tmp76 = tl.where(tmp71, tmp75, tmp74)
        tmp77 = tl.full([1, 1], 3.4028234663852886e+38, tl.float32)
        tmp78 = tl.where(tmp70, tmp77, tmp76)
        tl.store(out_ptr6 + (r0_2 + ks0*x3), tmp68, r0_mask & xmask)
        tl.store(out_ptr7 + (r0_2 + x3*((ks0*ks0) // ks0)), tmp78, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_block_sparse_attention_dynamic/cache/vl/cvlqll3ucos4mdyjct3ehw5aico27mihck6lcfu6fwpbmli3bde6.py
# Topologically Sorted Source Nodes: [matmul_1, matmul_2, add_2], Original ATen: [aten.view, aten.add]
# Source node to ATen node mapping:
#   add_2 => add_317
#   matmul_1 => view_7
#   matmul_2 => view_10
# Graph fragment:
#   %bmm_1 : Tensor "f32[6, s0, 8][8*s0, 8, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %bmm_2 : Tensor "f32[6, s0, 8][8*s0, 8, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %view_7 : Tensor "f32[2, 3, s0, 8][24*s0, 8*s0, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [2, 3, %primals_3, 8]), kwargs = {})
#   %view_10 : Tensor "f32[2, 3, s0, 8][24*s0, 8*s0, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [2, 3, %primals_3, 8]), kwargs = {})
#   %add_317 : Tensor "f32[2, 3, s0, 8][24*s0, 8*s0, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_7, %view_10), kwargs = {})
#   return %add_317
triton_poi_fused_add_view_3 = async_compile.triton('triton_poi_fused_add_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9984}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_view_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0), tmp2, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5 = args
        args.clear()
        s0 = primals_1
        s69 = primals_3
        assert_size_stride(primals_2, (2, 3, s0, 8), (24*s0, 8*s0, 8, 1))
        assert_size_stride(primals_4, (2, 3, s0, 8), (24*s0, 8*s0, 8, 1))
        assert_size_stride(primals_5, (2, 3, s0, 8), (24*s0, 8*s0, 8, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 3, s0, 4, 2), (24*s0, 8*s0, 8, 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pos, arange_1, float_1, truediv, pow_1, inv, float_2, getitem_20, getitem_21, ang, cos, sin, x1, x2, mul_1, mul_2, sub_1, mul_3, mul_4, add, stack], Original ATen: [aten.arange, aten._to_copy, aten.div, aten.pow, aten.reciprocal, aten.mul, aten.unsqueeze, aten.cos, aten.sin, aten.slice, aten.sub, aten.add, aten.stack]
            triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0_xnumel = 48*s0
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0.run(primals_2, buf0, s0, triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0_xnumel, stream=stream0)
            del primals_2
            buf1 = empty_strided_cuda((2, 3, s0, 4, 2), (24*s0, 8*s0, 8, 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pos, arange_1, float_1, truediv, pow_1, inv, float_2, getitem_20, getitem_21, ang, cos, sin, x1_1, x2_1, mul_6, mul_7, sub_2, mul_8, mul_9, add_1, stack_1], Original ATen: [aten.arange, aten._to_copy, aten.div, aten.pow, aten.reciprocal, aten.mul, aten.unsqueeze, aten.cos, aten.sin, aten.slice, aten.sub, aten.add, aten.stack]
            triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0_xnumel = 48*s0
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0.run(primals_4, buf1, s0, triton_poi_fused__to_copy_add_arange_cos_div_mul_pow_reciprocal_sin_slice_stack_sub_unsqueeze_0_xnumel, stream=stream0)
            del primals_4
            buf2 = empty_strided_cuda((6, s0, s0), (s0*s0, s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [q, k, transpose, matmul], Original ATen: [aten.view, aten.transpose, aten.expand, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf0, (6, s0, 8), (8*s0, 8, 1), 0), reinterpret_tensor(buf1, (6, 8, s0), (8*s0, 1, 8), 0), out=buf2)
            buf3 = empty_strided_cuda((s0, s0), (s0, 1), torch.bool)
            # Topologically Sorted Source Nodes: [pos, getitem_4, getitem_5, sub, abs_1, band, invert], Original ATen: [aten.arange, aten.unsqueeze, aten.sub, aten.abs, aten.le, aten.bitwise_not]
            triton_poi_fused_abs_arange_bitwise_not_le_sub_unsqueeze_1_xnumel = s0*s0
            stream0 = get_raw_stream(0)
            triton_poi_fused_abs_arange_bitwise_not_le_sub_unsqueeze_1.run(buf3, s0, triton_poi_fused_abs_arange_bitwise_not_le_sub_unsqueeze_1_xnumel, stream=stream0)
            buf6 = empty_strided_cuda((2, 3, s0, s0), (3*s0*s0, s0*s0, s0, 1), torch.float32)
            buf7 = empty_strided_cuda((2, 3, s0, s0), (3*s0*s0, s0*s0, s0, 1), torch.float32)
            buf11 = empty_strided_cuda((2, 3, s0, s0), (3*s0*s0, s0*s0, s0, 1), torch.float32)
            buf12 = empty_strided_cuda((2, 3, s0, s0), (3*s0*s0, s0*s0, s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pos, getitem_4, getitem_5, floordiv, floordiv_1, block, matmul, s, masked_fill, softmax, p, invert_1, masked_fill_1, softmax_1, p_1], Original ATen: [aten.arange, aten.unsqueeze, aten.floor_divide, aten.ge, aten.view, aten.div, aten.masked_fill, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.nan_to_num, aten.bitwise_not]
            triton_red_fused__softmax_arange_bitwise_not_div_exp_floor_divide_ge_masked_fill_nan_to_num_prepare_softmax_online_sub_unsqueeze_view_2_xnumel = 6*s0
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_arange_bitwise_not_div_exp_floor_divide_ge_masked_fill_nan_to_num_prepare_softmax_online_sub_unsqueeze_view_2.run(buf3, buf2, buf6, buf7, buf11, buf12, s0, triton_red_fused__softmax_arange_bitwise_not_div_exp_floor_divide_ge_masked_fill_nan_to_num_prepare_softmax_online_sub_unsqueeze_view_2_xnumel, s0, stream=stream0)
            del buf2
            buf8 = empty_strided_cuda((6, s0, 8), (8*s0, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [p, matmul_1], Original ATen: [aten.nan_to_num, aten.expand, aten.view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf7, (6, s0, s0), (s0*s0, s0, 1), 0), reinterpret_tensor(primals_5, (6, s0, 8), (8*s0, 8, 1), 0), out=buf8)
            buf13 = empty_strided_cuda((6, s0, 8), (8*s0, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [p, matmul_1, p_1, matmul_2], Original ATen: [aten.nan_to_num, aten.expand, aten.view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf12, (6, s0, s0), (s0*s0, s0, 1), 0), reinterpret_tensor(primals_5, (6, s0, 8), (8*s0, 8, 1), 0), out=buf13)
            buf14 = reinterpret_tensor(buf8, (2, 3, s0, 8), (24*s0, 8*s0, 8, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [matmul_1, matmul_2, add_2], Original ATen: [aten.view, aten.add]
            triton_poi_fused_add_view_3_xnumel = 48*s0
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_view_3.run(buf14, buf13, triton_poi_fused_add_view_3_xnumel, stream=stream0)
            del buf13
        return (buf14, buf3, buf6, buf11, reinterpret_tensor(buf12, (6, s0, s0), (s0*s0, 1, s0), 0), reinterpret_tensor(primals_5, (6, 8, s0), (8*s0, 1, 8), 0), reinterpret_tensor(buf7, (6, s0, s0), (s0*s0, 1, s0), 0), reinterpret_tensor(buf0, (6, 8, s0), (8*s0, 1, 8), 0), reinterpret_tensor(buf1, (6, s0, 8), (8*s0, 8, 1), 0), s0, s0, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 13
    primals_2 = rand_strided((2, 3, 13, 8), (312, 104, 8, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = 13
    primals_4 = rand_strided((2, 3, 13, 8), (312, 104, 8, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((2, 3, 13, 8), (312, 104, 8, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
