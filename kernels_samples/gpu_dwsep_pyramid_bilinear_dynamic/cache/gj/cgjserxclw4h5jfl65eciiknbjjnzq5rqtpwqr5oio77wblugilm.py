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


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/pk/cpkk7a4xnncdacy3jozdk4ol5kz4t4bv3e7bnycvggesqu7kcc3m.py
# Topologically Sorted Source Nodes: [mul_423, mul_424, full_default, index_put], Original ATen: [aten.mul, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   full_default => full_default
#   index_put => index_put
#   mul_423 => mul_423
#   mul_424 => mul_424
# Graph fragment:
#   %mul_423 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %clamp_max_19), kwargs = {})
#   %mul_424 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_423, %clamp_max_18), kwargs = {})
#   %full_default : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 5, %sym_size_int_8, %sym_size_int_9], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default, [None, None, %clamp_max_16, %clamp_max_17], %mul_424, True), kwargs = {})
#   return %index_put
triton_poi_fused__unsafe_index_put_mul_new_zeros_0 = async_compile.triton('triton_poi_fused__unsafe_index_put_mul_new_zeros_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_mul_new_zeros_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_mul_new_zeros_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/rr/crrchxkyjr2gbtxc2ub25szqm36q7th7srafxzpu264m2neguo7f.py
# Topologically Sorted Source Nodes: [mul_423, neg, add_622, mul_424, neg_1, add_623, mul_425, neg_2, add_624, full_default, index_put, index_put_1, index_put_2, index_put_3], Original ATen: [aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   add_622 => add_622
#   add_623 => add_623
#   add_624 => add_624
#   full_default => full_default
#   index_put => index_put
#   index_put_1 => index_put_1
#   index_put_2 => index_put_2
#   index_put_3 => index_put_3
#   mul_423 => mul_423
#   mul_424 => mul_424
#   mul_425 => mul_425
#   neg => neg
#   neg_1 => neg_1
#   neg_2 => neg_2
# Graph fragment:
#   %clamp_max_16 : Tensor "i64[s53, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_16]
#   %clamp_max_17 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=clamp_max_17]
#   %tangents_1 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %clamp_max_19 : Tensor "f32[s53, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_19]
#   %clamp_max_18 : Tensor "f32[s0][1]cuda:0" = PlaceHolder[target=clamp_max_18]
#   %index_put : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=index_put]
#   %convert_element_type_23 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=convert_element_type_23]
#   %index_put_1 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %convert_element_type_21 : Tensor "i64[s53, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_21]
#   %index_put_2 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=index_put_2]
#   %index_put_3 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=index_put_3]
#   %mul_423 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %clamp_max_19), kwargs = {})
#   %neg : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_423,), kwargs = {})
#   %add_622 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %neg), kwargs = {})
#   %mul_424 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_423, %clamp_max_18), kwargs = {})
#   %neg_1 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_424,), kwargs = {})
#   %add_623 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_423, %neg_1), kwargs = {})
#   %mul_425 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_622, %clamp_max_18), kwargs = {})
#   %neg_2 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_425,), kwargs = {})
#   %add_624 : Tensor "f32[2, 5, s53, s0][5*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_622, %neg_2), kwargs = {})
#   %full_default : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 5, %sym_size_int_8, %sym_size_int_9], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default, [None, None, %clamp_max_16, %clamp_max_17], %mul_424, True), kwargs = {})
#   %index_put_1 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default, [None, None, %clamp_max_16, %convert_element_type_23], %add_623, True), kwargs = {})
#   %index_put_2 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default, [None, None, %convert_element_type_21, %clamp_max_17], %mul_425, True), kwargs = {})
#   %index_put_3 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default, [None, None, %convert_element_type_21, %convert_element_type_23], %add_624, True), kwargs = {})
#   return %buf1,%buf3,%buf5,%buf7
triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_1 = async_compile.triton('triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_1', 'mutated_arg_names': ['out_ptr0', 'out_ptr1', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 7, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36180}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, out_ptr3, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x3 = xindex
    x2 = xindex // ks2
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x3), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr6 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = 1 + (triton_helpers.div_floor_integer((-1) + ks1,  2))
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1 + (triton_helpers.div_floor_integer((-1) + ks1,  2)))) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1 + (triton_helpers.div_floor_integer((-1) + ks1,  2))")
    tmp7 = 1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))) | ~(xmask), "index out of bounds: 0 <= tmp10 < 1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))")
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 * tmp15
    tmp18 = tmp17 + tmp7
    tmp19 = tmp17 < 0
    tmp20 = tl.where(tmp19, tmp18, tmp17)
    tl.device_assert(((0 <= tmp20) & (tmp20 < 1 + (triton_helpers.div_floor_integer((-1) + ks0,  2)))) | ~(xmask), "index out of bounds: 0 <= tmp20 < 1 + (triton_helpers.div_floor_integer((-1) + ks0,  2))")
    tmp22 = -tmp16
    tmp23 = tmp14 + tmp22
    tmp25 = tmp24 + tmp1
    tmp26 = tmp24 < 0
    tmp27 = tl.where(tmp26, tmp25, tmp24)
    tl.device_assert(((0 <= tmp27) & (tmp27 < 1 + (triton_helpers.div_floor_integer((-1) + ks1,  2)))) | ~(xmask), "index out of bounds: 0 <= tmp27 < 1 + (triton_helpers.div_floor_integer((-1) + ks1,  2))")
    tmp29 = -tmp14
    tmp30 = tmp12 + tmp29
    tmp31 = tmp30 * tmp15
    tmp32 = -tmp31
    tmp33 = tmp30 + tmp32
    tl.atomic_add(out_ptr0 + (tmp10 + tmp4 + x2 + tmp4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp16, xmask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (tmp20 + tmp4 + x2 + tmp4*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp23, xmask, sem='relaxed')
    tl.atomic_add(out_ptr2 + (tmp10 + tmp27 + x2 + tmp27*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp31, xmask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tmp20 + tmp27 + x2 + tmp27*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x2*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp33, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/43/c43o22foqtrbouz4ua7lgomj2p6vd3zsiwa76qplunguezuunwuc.py
# Topologically Sorted Source Nodes: [add_625, add_626, add_627], Original ATen: [aten.add]
# Source node to ATen node mapping:
#   add_625 => add_625
#   add_626 => add_626
#   add_627 => add_627
# Graph fragment:
#   %buf1 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=buf1]
#   %buf3 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf5 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=buf5]
#   %buf7 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=buf7]
#   %add_625 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put, %index_put_1), kwargs = {})
#   %add_626 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_625, %index_put_2), kwargs = {})
#   %add_627 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_626, %index_put_3), kwargs = {})
#   return %add_627
triton_poi_fused_add_2 = async_compile.triton('triton_poi_fused_add_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp3 = tl.load(in_ptr2 + (x0), xmask)
    tmp5 = tl.load(in_ptr3 + (x0), xmask)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/qw/cqw3syu4mu7d236plrzrmjiw2dpedw4tgykm26s2ennndurchvyl.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %add_627 : Tensor "f32[2, 5, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][5*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_627]
#   %sum_1 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_627, [0, 2, 3]), kwargs = {})
#   return %sum_1
triton_red_fused_convolution_backward_3 = async_compile.triton('triton_red_fused_convolution_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5975, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_backward_3(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 5
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
        r0_3 = (r0_index % ks0)
        r0_4 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_3 + x0 + 5*r0_4 + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 5*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 5*r0_4*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 5*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/pc/cpcj5re4oliw3t7qla3pij4ce3vehhl6cbovtzu6mprpcm4jylbo.py
# Topologically Sorted Source Nodes: [slice_4, mul_426, mul_427, full_default_4, index_put_4], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   full_default_4 => full_default_4
#   index_put_4 => index_put_4
#   mul_426 => mul_426
#   mul_427 => mul_427
#   slice_4 => slice_4
# Graph fragment:
#   %slice_4 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_2, 1, 24, 28), kwargs = {})
#   %mul_426 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_4, %clamp_max_15), kwargs = {})
#   %mul_427 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_426, %clamp_max_14), kwargs = {})
#   %full_default_4 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 5, 7], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_4 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_4, [None, None, %clamp_max_12, %clamp_max_13], %mul_427, True), kwargs = {})
#   return %index_put_4
triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_4 = async_compile.triton('triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_4(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/me/cmedb7roajbb5fjdna4jtzwe5is567prxtiu5c45y4wy6xg7kj67.py
# Topologically Sorted Source Nodes: [slice_4, mul_426, neg_3, add_629, mul_427, neg_4, add_630, mul_428, neg_5, add_631, full_default_4, index_put_4, index_put_5, index_put_6, index_put_7], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   add_629 => add_629
#   add_630 => add_630
#   add_631 => add_631
#   full_default_4 => full_default_4
#   index_put_4 => index_put_4
#   index_put_5 => index_put_5
#   index_put_6 => index_put_6
#   index_put_7 => index_put_7
#   mul_426 => mul_426
#   mul_427 => mul_427
#   mul_428 => mul_428
#   neg_3 => neg_3
#   neg_4 => neg_4
#   neg_5 => neg_5
#   slice_4 => slice_4
# Graph fragment:
#   %clamp_max_12 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_12]
#   %clamp_max_13 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_13]
#   %getitem_2 : Tensor "f32[2, 28, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %clamp_max_15 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_15]
#   %clamp_max_14 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_14]
#   %index_put_4 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=index_put_4]
#   %convert_element_type_19 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=convert_element_type_19]
#   %index_put_5 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=index_put_5]
#   %convert_element_type_17 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_17]
#   %index_put_6 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=index_put_6]
#   %index_put_7 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=index_put_7]
#   %slice_4 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_2, 1, 24, 28), kwargs = {})
#   %mul_426 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_4, %clamp_max_15), kwargs = {})
#   %neg_3 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_426,), kwargs = {})
#   %add_629 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_4, %neg_3), kwargs = {})
#   %mul_427 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_426, %clamp_max_14), kwargs = {})
#   %neg_4 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_427,), kwargs = {})
#   %add_630 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_426, %neg_4), kwargs = {})
#   %mul_428 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_629, %clamp_max_14), kwargs = {})
#   %neg_5 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_428,), kwargs = {})
#   %add_631 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_629, %neg_5), kwargs = {})
#   %full_default_4 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 5, 7], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_4 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_4, [None, None, %clamp_max_12, %clamp_max_13], %mul_427, True), kwargs = {})
#   %index_put_5 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_4, [None, None, %clamp_max_12, %convert_element_type_19], %add_630, True), kwargs = {})
#   %index_put_6 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_4, [None, None, %convert_element_type_17, %clamp_max_13], %mul_428, True), kwargs = {})
#   %index_put_7 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_4, [None, None, %convert_element_type_17, %convert_element_type_19], %add_631, True), kwargs = {})
#   return %buf16,%buf18,%buf20,%buf22
triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_5 = async_compile.triton('triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 8, 'y': 32, 'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_5', 'mutated_arg_names': ['out_ptr0', 'out_ptr1', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 7, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 7616, 'y': 340, 'x': 280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, out_ptr3, ks0, ks1, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 8
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    y2 = yindex
    x3 = xindex
    z0 = (zindex % 4)
    z1 = zindex // 4
    z4 = zindex
    tmp0 = tl.load(in_ptr0 + (y2), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (24 + x3 + y2 + z0 + 24*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 24*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 24*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (y2), ymask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x3), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr6 + (y2), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1, 1], 5, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 5)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 5")
    tmp7 = tl.full([1, 1, 1], 7, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 7)) | ~(xmask), "index out of bounds: 0 <= tmp10 < 7")
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 * tmp15
    tmp18 = tmp17 + tmp7
    tmp19 = tmp17 < 0
    tmp20 = tl.where(tmp19, tmp18, tmp17)
    tl.device_assert(((0 <= tmp20) & (tmp20 < 7)) | ~(xmask), "index out of bounds: 0 <= tmp20 < 7")
    tmp22 = -tmp16
    tmp23 = tmp14 + tmp22
    tmp25 = tmp24 + tmp1
    tmp26 = tmp24 < 0
    tmp27 = tl.where(tmp26, tmp25, tmp24)
    tl.device_assert(((0 <= tmp27) & (tmp27 < 5)) | ~(ymask), "index out of bounds: 0 <= tmp27 < 5")
    tmp29 = -tmp14
    tmp30 = tmp12 + tmp29
    tmp31 = tmp30 * tmp15
    tmp32 = -tmp31
    tmp33 = tmp30 + tmp32
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(tmp10 + 7*tmp4 + 35*z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp16, xmask & ymask & zmask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(tmp20 + 7*tmp4 + 35*z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp23, xmask & ymask & zmask, sem='relaxed')
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(tmp10 + 7*tmp27 + 35*z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp31, xmask & ymask & zmask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(tmp20 + 7*tmp27 + 35*z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp33, xmask & ymask & zmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/o3/co3hilofby44ecqx75oxwv2oaaon35se7clpo4ro35rjcyeshhgx.py
# Topologically Sorted Source Nodes: [add_632, add_633, add_634, sum_2], Original ATen: [aten.add, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_632 => add_632
#   add_633 => add_633
#   add_634 => add_634
#   sum_2 => sum_2
# Graph fragment:
#   %buf16 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=buf16]
#   %buf18 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=buf18]
#   %buf20 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=buf20]
#   %buf22 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=buf22]
#   %add_634 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=add_634]
#   %add_632 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put_4, %index_put_5), kwargs = {})
#   %add_633 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_632, %index_put_6), kwargs = {})
#   %add_634 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_633, %index_put_7), kwargs = {})
#   %sum_2 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_634, [0, 2, 3]), kwargs = {})
#   return %add_634,%sum_2
triton_per_fused_add_convolution_backward_6 = async_compile.triton('triton_per_fused_add_convolution_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_convolution_backward_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16, 'r0_': 2240}}
)
@triton.jit
def triton_per_fused_add_convolution_backward_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4
    r0_numel = 70
    R0_BLOCK: tl.constexpr = 128
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
    r0_1 = (r0_index % 35)
    r0_2 = r0_index // 35
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 35*x0 + 140*r0_2), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 35*x0 + 140*r0_2), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1 + 35*x0 + 140*r0_2), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1 + 35*x0 + 140*r0_2), r0_mask & xmask, other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 35*x0 + 140*r0_2), tmp6, r0_mask & xmask)
    tl.store(out_ptr1 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/fd/cfdvxjf2t5oft36mlj2bfub4q55salsmncwufj3h536emhxhhw6v.py
# Topologically Sorted Source Nodes: [slice_3, mul_429, mul_430, full_default_8, index_put_8], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   full_default_8 => full_default_8
#   index_put_8 => index_put_8
#   mul_429 => mul_429
#   mul_430 => mul_430
#   slice_3 => slice_3
# Graph fragment:
#   %slice_3 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_2, 1, 20, 24), kwargs = {})
#   %mul_429 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_3, %clamp_max_11), kwargs = {})
#   %mul_430 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_429, %clamp_max_10), kwargs = {})
#   %full_default_8 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 2, 3], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_8 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_8, [None, None, %clamp_max_8, %clamp_max_9], %mul_430, True), kwargs = {})
#   return %index_put_8
triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7 = async_compile.triton('triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 48
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/de/cdeoiz45z5nvont6dfqfkzj7kueyuf6dmdynqfbujqfqazlv2jff.py
# Topologically Sorted Source Nodes: [slice_3, mul_429, neg_6, add_636, mul_430, neg_7, add_637, mul_431, neg_8, add_638, full_default_8, index_put_8, index_put_9, index_put_10, index_put_11], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   add_636 => add_636
#   add_637 => add_637
#   add_638 => add_638
#   full_default_8 => full_default_8
#   index_put_10 => index_put_10
#   index_put_11 => index_put_11
#   index_put_8 => index_put_8
#   index_put_9 => index_put_9
#   mul_429 => mul_429
#   mul_430 => mul_430
#   mul_431 => mul_431
#   neg_6 => neg_6
#   neg_7 => neg_7
#   neg_8 => neg_8
#   slice_3 => slice_3
# Graph fragment:
#   %clamp_max_8 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_8]
#   %clamp_max_9 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_9]
#   %getitem_2 : Tensor "f32[2, 28, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %clamp_max_11 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_11]
#   %clamp_max_10 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_10]
#   %index_put_8 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=index_put_8]
#   %convert_element_type_15 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=convert_element_type_15]
#   %index_put_9 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=index_put_9]
#   %convert_element_type_13 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_13]
#   %index_put_10 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=index_put_10]
#   %index_put_11 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=index_put_11]
#   %slice_3 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_2, 1, 20, 24), kwargs = {})
#   %mul_429 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_3, %clamp_max_11), kwargs = {})
#   %neg_6 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_429,), kwargs = {})
#   %add_636 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_3, %neg_6), kwargs = {})
#   %mul_430 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_429, %clamp_max_10), kwargs = {})
#   %neg_7 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_430,), kwargs = {})
#   %add_637 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_429, %neg_7), kwargs = {})
#   %mul_431 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_636, %clamp_max_10), kwargs = {})
#   %neg_8 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_431,), kwargs = {})
#   %add_638 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_636, %neg_8), kwargs = {})
#   %full_default_8 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 2, 3], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_8 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_8, [None, None, %clamp_max_8, %clamp_max_9], %mul_430, True), kwargs = {})
#   %index_put_9 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_8, [None, None, %clamp_max_8, %convert_element_type_15], %add_637, True), kwargs = {})
#   %index_put_10 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_8, [None, None, %convert_element_type_13, %clamp_max_9], %mul_431, True), kwargs = {})
#   %index_put_11 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_8, [None, None, %convert_element_type_13, %convert_element_type_15], %add_638, True), kwargs = {})
#   return %buf31,%buf33,%buf35,%buf37
triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8 = async_compile.triton('triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 8, 'y': 32, 'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8', 'mutated_arg_names': ['out_ptr0', 'out_ptr1', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 7, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 7616, 'y': 340, 'x': 280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, out_ptr3, ks0, ks1, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 8
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    y2 = yindex
    x3 = xindex
    z0 = (zindex % 4)
    z1 = zindex // 4
    z4 = zindex
    tmp0 = tl.load(in_ptr0 + (y2), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (20 + x3 + y2 + z0 + 20*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 20*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 20*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (y2), ymask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x3), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr6 + (y2), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1, 1], 2, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 2)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 2")
    tmp7 = tl.full([1, 1, 1], 3, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 3)) | ~(xmask), "index out of bounds: 0 <= tmp10 < 3")
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 * tmp15
    tmp18 = tmp17 + tmp7
    tmp19 = tmp17 < 0
    tmp20 = tl.where(tmp19, tmp18, tmp17)
    tl.device_assert(((0 <= tmp20) & (tmp20 < 3)) | ~(xmask), "index out of bounds: 0 <= tmp20 < 3")
    tmp22 = -tmp16
    tmp23 = tmp14 + tmp22
    tmp25 = tmp24 + tmp1
    tmp26 = tmp24 < 0
    tmp27 = tl.where(tmp26, tmp25, tmp24)
    tl.device_assert(((0 <= tmp27) & (tmp27 < 2)) | ~(ymask), "index out of bounds: 0 <= tmp27 < 2")
    tmp29 = -tmp14
    tmp30 = tmp12 + tmp29
    tmp31 = tmp30 * tmp15
    tmp32 = -tmp31
    tmp33 = tmp30 + tmp32
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(tmp10 + 3*tmp4 + 6*z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp16, xmask & ymask & zmask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(tmp20 + 3*tmp4 + 6*z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp23, xmask & ymask & zmask, sem='relaxed')
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(tmp10 + 3*tmp27 + 6*z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp31, xmask & ymask & zmask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(tmp20 + 3*tmp27 + 6*z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp33, xmask & ymask & zmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/wh/cwh42diwjbm55ku2rm4sb5izoyhxyvbbhvnqn7zpgvrjcfow2d64.py
# Topologically Sorted Source Nodes: [add_639, add_640, add_641, sum_3], Original ATen: [aten.add, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_639 => add_639
#   add_640 => add_640
#   add_641 => add_641
#   sum_3 => sum_3
# Graph fragment:
#   %buf31 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=buf31]
#   %buf33 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=buf33]
#   %buf35 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=buf35]
#   %buf37 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=buf37]
#   %add_641 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0" = PlaceHolder[target=add_641]
#   %add_639 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put_8, %index_put_9), kwargs = {})
#   %add_640 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_639, %index_put_10), kwargs = {})
#   %add_641 : Tensor "f32[2, 4, 2, 3][24, 6, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_640, %index_put_11), kwargs = {})
#   %sum_3 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_641, [0, 2, 3]), kwargs = {})
#   return %add_641,%sum_3
triton_per_fused_add_convolution_backward_9 = async_compile.triton('triton_per_fused_add_convolution_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_convolution_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16, 'r0_': 384}}
)
@triton.jit
def triton_per_fused_add_convolution_backward_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4
    r0_numel = 12
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
    r0_1 = (r0_index % 6)
    r0_2 = r0_index // 6
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 6*x0 + 24*r0_2), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 6*x0 + 24*r0_2), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1 + 6*x0 + 24*r0_2), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1 + 6*x0 + 24*r0_2), r0_mask & xmask, other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 6*x0 + 24*r0_2), tmp6, r0_mask & xmask)
    tl.store(out_ptr1 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/3g/c3ge2b7bploo27ovbsb4m4xqnmlg73bh33zyyha2dq7pdze3kmj2.py
# Topologically Sorted Source Nodes: [slice_2, mul_432, mul_433, full_default_12, index_put_12], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   full_default_12 => full_default_12
#   index_put_12 => index_put_12
#   mul_432 => mul_432
#   mul_433 => mul_433
#   slice_2 => slice_2
# Graph fragment:
#   %slice_2 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_2, 1, 16, 20), kwargs = {})
#   %mul_432 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_2, %clamp_max_7), kwargs = {})
#   %mul_433 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_432, %clamp_max_6), kwargs = {})
#   %full_default_12 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 1, 1], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_12 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_12, [None, None, %clamp_max_4, %clamp_max_5], %mul_433, True), kwargs = {})
#   return %index_put_12
triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_10 = async_compile.triton('triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 64}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_10(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/zz/czzdobnmsrczgt2y2hbmuyg2me3anv7ynaxnibx4yvs2kmcj7enx.py
# Topologically Sorted Source Nodes: [slice_2, mul_432, neg_9, add_643, mul_433, neg_10, add_644, mul_434, neg_11, add_645, full_default_12, index_put_12, index_put_13, index_put_14, index_put_15], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   add_643 => add_643
#   add_644 => add_644
#   add_645 => add_645
#   full_default_12 => full_default_12
#   index_put_12 => index_put_12
#   index_put_13 => index_put_13
#   index_put_14 => index_put_14
#   index_put_15 => index_put_15
#   mul_432 => mul_432
#   mul_433 => mul_433
#   mul_434 => mul_434
#   neg_10 => neg_10
#   neg_11 => neg_11
#   neg_9 => neg_9
#   slice_2 => slice_2
# Graph fragment:
#   %clamp_max_4 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_4]
#   %clamp_max_5 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_5]
#   %getitem_2 : Tensor "f32[2, 28, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %clamp_max_7 : Tensor "f32[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_7]
#   %clamp_max_6 : Tensor "f32[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=clamp_max_6]
#   %index_put_12 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=index_put_12]
#   %convert_element_type_11 : Tensor "i64[(((s0 - 1)//2)) + 1][1]cuda:0" = PlaceHolder[target=convert_element_type_11]
#   %index_put_13 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=index_put_13]
#   %convert_element_type_9 : Tensor "i64[(((s53 - 1)//2)) + 1, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_9]
#   %index_put_14 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=index_put_14]
#   %index_put_15 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=index_put_15]
#   %slice_2 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_2, 1, 16, 20), kwargs = {})
#   %mul_432 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_2, %clamp_max_7), kwargs = {})
#   %neg_9 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_432,), kwargs = {})
#   %add_643 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_2, %neg_9), kwargs = {})
#   %mul_433 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_432, %clamp_max_6), kwargs = {})
#   %neg_10 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_433,), kwargs = {})
#   %add_644 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_432, %neg_10), kwargs = {})
#   %mul_434 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_643, %clamp_max_6), kwargs = {})
#   %neg_11 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_434,), kwargs = {})
#   %add_645 : Tensor "f32[2, 4, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][4*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_643, %neg_11), kwargs = {})
#   %full_default_12 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 1, 1], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_12 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_12, [None, None, %clamp_max_4, %clamp_max_5], %mul_433, True), kwargs = {})
#   %index_put_13 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_12, [None, None, %clamp_max_4, %convert_element_type_11], %add_644, True), kwargs = {})
#   %index_put_14 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_12, [None, None, %convert_element_type_9, %clamp_max_5], %mul_434, True), kwargs = {})
#   %index_put_15 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_12, [None, None, %convert_element_type_9, %convert_element_type_11], %add_645, True), kwargs = {})
#   return %buf46,%buf48,%buf50,%buf52
triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_11 = async_compile.triton('triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 8, 'y': 32, 'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_11', 'mutated_arg_names': ['out_ptr0', 'out_ptr1', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 7, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 7872, 'y': 340, 'x': 280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, out_ptr3, ks0, ks1, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 8
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    y2 = yindex
    x3 = xindex
    z0 = (zindex % 4)
    z1 = zindex // 4
    z4 = zindex
    tmp0 = tl.load(in_ptr0 + (y2), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr2 + (16 + x3 + y2 + z0 + 16*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 16*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*z1 + y2*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + z0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 16*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*z1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + z0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*z1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (y2), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x3), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr6 + (y2), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1, 1], 1, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 1")
    tmp7 = tmp6 + tmp1
    tmp8 = tmp6 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp6)
    tl.device_assert(((0 <= tmp9) & (tmp9 < 1)) | ~(xmask), "index out of bounds: 0 <= tmp9 < 1")
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 * tmp14
    tmp17 = tmp16 + tmp1
    tmp18 = tmp16 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp16)
    tl.device_assert(((0 <= tmp19) & (tmp19 < 1)) | ~(xmask), "index out of bounds: 0 <= tmp19 < 1")
    tmp21 = -tmp15
    tmp22 = tmp13 + tmp21
    tmp24 = tmp23 + tmp1
    tmp25 = tmp23 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp23)
    tl.device_assert(((0 <= tmp26) & (tmp26 < 1)) | ~(ymask), "index out of bounds: 0 <= tmp26 < 1")
    tmp28 = -tmp13
    tmp29 = tmp11 + tmp28
    tmp30 = tmp29 * tmp14
    tmp31 = -tmp30
    tmp32 = tmp29 + tmp31
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp15, xmask & ymask & zmask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp22, xmask & ymask & zmask, sem='relaxed')
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp30, xmask & ymask & zmask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(z4, [ZBLOCK, YBLOCK, XBLOCK])), tmp32, xmask & ymask & zmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/2h/c2haktxqs5fn2y6szyjafgijb36vskj4uvxcv35hd6cef44m6jmv.py
# Topologically Sorted Source Nodes: [add_646, add_647, add_648], Original ATen: [aten.add]
# Source node to ATen node mapping:
#   add_646 => add_646
#   add_647 => add_647
#   add_648 => add_648
# Graph fragment:
#   %buf46 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=buf46]
#   %buf48 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=buf48]
#   %buf50 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=buf50]
#   %buf52 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=buf52]
#   %add_646 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put_12, %index_put_13), kwargs = {})
#   %add_647 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_646, %index_put_14), kwargs = {})
#   %add_648 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_647, %index_put_15), kwargs = {})
#   return %add_648
triton_poi_fused_add_12 = async_compile.triton('triton_poi_fused_add_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 64}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp3 = tl.load(in_ptr2 + (x0), xmask)
    tmp5 = tl.load(in_ptr3 + (x0), xmask)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/ih/cihrnrchadxi3hb5gteorbh3jxxd5okjeoe7edk6bq34lo2hyyto.py
# Topologically Sorted Source Nodes: [sum_4], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_4 => sum_4
# Graph fragment:
#   %add_648 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=add_648]
#   %sum_4 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_648, [0, 2, 3]), kwargs = {})
#   return %sum_4
triton_poi_fused_convolution_backward_13 = async_compile.triton('triton_poi_fused_convolution_backward_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (4 + x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/2n/c2n5siv27fdcpjf2qrauyl7weeswdj75pdzroiwwoeoif6cfbnq2.py
# Topologically Sorted Source Nodes: [slice_1, add_628, add_635, add_642, expand, div_4, add_649, batch_norm_3, le, lt_15, div_5, add_650, mul_436, where, full_default_16, where_1, rsqrt, mul_444, unsqueeze_41, unsqueeze_42, unsqueeze_43, mul_445, convolution_backward_4], Original ATen: [aten.slice, aten.add, aten.expand, aten.div, aten._native_batch_norm_legit_no_training, aten.hardswish_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_628 => add_628
#   add_635 => add_635
#   add_642 => add_642
#   add_649 => add_649
#   add_650 => add_650
#   batch_norm_3 => add_74, add_75, mul_87, mul_88, mul_89, reciprocal_3, sqrt_3, sub_29, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, unsqueeze_30, unsqueeze_31
#   convolution_backward_4 => convolution_backward_4
#   div_4 => div_4
#   div_5 => div_5
#   expand => expand
#   full_default_16 => full_default_16
#   le => le
#   lt_15 => lt_15
#   mul_436 => mul_436
#   mul_444 => mul_444
#   mul_445 => mul_445
#   rsqrt => rsqrt
#   slice_1 => slice_1
#   unsqueeze_41 => unsqueeze_41
#   unsqueeze_42 => unsqueeze_42
#   unsqueeze_43 => unsqueeze_43
#   where => where
#   where_1 => where_1
# Graph fragment:
#   %adaptive_max_pool2d_backward : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=adaptive_max_pool2d_backward]
#   %getitem_2 : Tensor "f32[2, 28, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %_adaptive_avg_pool2d_backward : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=_adaptive_avg_pool2d_backward]
#   %_adaptive_avg_pool2d_backward_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=_adaptive_avg_pool2d_backward_1]
#   %getitem_11 : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %convolution_4 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %primals_22 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_22]
#   %primals_23 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_23]
#   %primals_24 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_24]
#   %primals_25 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_25]
#   %add_75 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_75]
#   %add_649 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_649]
#   %slice_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][28*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem_2, 1, 0, 16), kwargs = {})
#   %add_628 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%adaptive_max_pool2d_backward, %slice_1), kwargs = {})
#   %add_635 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_628, %_adaptive_avg_pool2d_backward), kwargs = {})
#   %add_642 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_635, %_adaptive_avg_pool2d_backward_1), kwargs = {})
#   %expand : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%getitem_11, [2, 16, %sym_size_int_8, %sym_size_int_9]), kwargs = {})
#   %div_4 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, %mul_435), kwargs = {})
#   %add_649 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_642, %div_4), kwargs = {})
#   %add_74 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_23, 1e-05), kwargs = {})
#   %sqrt_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_74,), kwargs = {})
#   %reciprocal_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_3,), kwargs = {})
#   %mul_87 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_3, 1), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_22, -1), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, -1), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_87, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, -1), kwargs = {})
#   %sub_29 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_25), kwargs = {})
#   %mul_88 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_29, %unsqueeze_27), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_24, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %mul_89 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_88, %unsqueeze_29), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_25, -1), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, -1), kwargs = {})
#   %add_75 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_89, %unsqueeze_31), kwargs = {})
#   %le : Tensor "b8[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_75, -3), kwargs = {})
#   %lt_15 : Tensor "b8[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_75, 3), kwargs = {})
#   %div_5 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_75, 3), kwargs = {})
#   %add_650 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_5, 0.5), kwargs = {})
#   %mul_436 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_649, %add_650), kwargs = {})
#   %where : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_15, %mul_436, %add_649), kwargs = {})
#   %full_default_16 : Tensor "f32[][]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_16, %where), kwargs = {})
#   %rsqrt : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_74,), kwargs = {})
#   %mul_444 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%rsqrt, %primals_24), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_444, 0), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_41, 2), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, 3), kwargs = {})
#   %mul_445 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %unsqueeze_43), kwargs = {})
#   %convolution_backward_4 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_445, %div_2, %primals_21, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %add_649,%add_75,%buf63
triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_slice_14 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_slice_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_slice_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 335488, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_slice_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr0, out_ptr1, ks0, ks1, ks2, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    tmp0 = tl.load(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x2 + y0 + 28*y1 + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y0*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 28*y1*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (y3), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr5 + (y0), ymask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr6 + (y0), ymask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr7 + (y0), ymask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr8 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = ks2
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp6 + tmp10
    tmp14 = tmp12 - tmp13
    tmp16 = tl.full([1, 1], 1e-05, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.sqrt_rn(tmp17)
    tmp19 = tl.full([1, 1], 1, tl.int32)
    tmp20 = (tmp19 / tmp18)
    tmp21 = tl.full([1, 1], 1.0, tl.float32)
    tmp22 = tmp20 * tmp21
    tmp23 = tmp14 * tmp22
    tmp25 = tmp23 * tmp24
    tmp27 = tmp25 + tmp26
    tmp28 = tl.full([1, 1], -3.0, tl.float32)
    tmp29 = tmp27 <= tmp28
    tmp30 = tl.full([1, 1], 3.0, tl.float32)
    tmp31 = tmp27 < tmp30
    tmp32 = tl.full([1, 1], 0.3333333333333333, tl.float32)
    tmp33 = tmp27 * tmp32
    tmp34 = tl.full([1, 1], 0.5, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = tmp11 * tmp35
    tmp37 = tl.where(tmp31, tmp36, tmp11)
    tmp38 = tl.full([1, 1], 0.0, tl.float32)
    tmp39 = tl.where(tmp29, tmp38, tmp37)
    tmp40 = libdevice.rsqrt(tmp17)
    tmp41 = tmp40 * tmp24
    tmp42 = tmp39 * tmp41
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp11, xmask & ymask)
    tl.store(out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp27, xmask & ymask)
    tl.store(out_ptr1 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp42, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/gv/cgvb5cht2vkffybnvhqdcuaomiq2npyo4i2inrwbltqrhgqmhzbg.py
# Topologically Sorted Source Nodes: [batch_norm_3, le, lt_15, div_5, add_650, mul_436, where, full_default_16, where_1, rsqrt, unsqueeze_32, unsqueeze_33, unsqueeze_34, sum_5, sub_288, mul_437, sum_6, mul_446], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_650 => add_650
#   batch_norm_3 => add_74
#   div_5 => div_5
#   full_default_16 => full_default_16
#   le => le
#   lt_15 => lt_15
#   mul_436 => mul_436
#   mul_437 => mul_437
#   mul_446 => mul_446
#   rsqrt => rsqrt
#   sub_288 => sub_288
#   sum_5 => sum_5
#   sum_6 => sum_6
#   unsqueeze_32 => unsqueeze_32
#   unsqueeze_33 => unsqueeze_33
#   unsqueeze_34 => unsqueeze_34
#   where => where
#   where_1 => where_1
# Graph fragment:
#   %add_75 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_75]
#   %add_649 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_649]
#   %convolution_4 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %primals_22 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_22]
#   %sum_6 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_6]
#   %primals_23 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_23]
#   %add_74 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_23, 1e-05), kwargs = {})
#   %le : Tensor "b8[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_75, -3), kwargs = {})
#   %lt_15 : Tensor "b8[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_75, 3), kwargs = {})
#   %div_5 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_75, 3), kwargs = {})
#   %add_650 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_5, 0.5), kwargs = {})
#   %mul_436 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_649, %add_650), kwargs = {})
#   %where : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_15, %mul_436, %add_649), kwargs = {})
#   %full_default_16 : Tensor "f32[][]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_16, %where), kwargs = {})
#   %rsqrt : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_74,), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_22, 0), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_32, 2), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_33, 3), kwargs = {})
#   %sum_5 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   %sub_288 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_34), kwargs = {})
#   %mul_437 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_288), kwargs = {})
#   %sum_6 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_437, [0, 2, 3]), kwargs = {})
#   %mul_446 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %rsqrt), kwargs = {})
#   return %sum_5,%sum_6,%mul_446
triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15 = async_compile.triton('triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 91776, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp18 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = (r0_index % ks0)
        r0_4 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_3 + x0 + 16*r0_4 + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 16*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 16*r0_4*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 16*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr1 + (r0_3 + x0 + 16*r0_4 + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 16*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 16*r0_4*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 16*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp17 = tl.load(in_ptr2 + (r0_3 + x0 + 16*r0_4 + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 16*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 16*r0_4*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 16*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], -3.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp3 = tl.full([1, 1], 3.0, tl.float32)
        tmp4 = tmp0 < tmp3
        tmp6 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp7 = tmp0 * tmp6
        tmp8 = tl.full([1, 1], 0.5, tl.float32)
        tmp9 = tmp7 + tmp8
        tmp10 = tmp5 * tmp9
        tmp11 = tl.where(tmp4, tmp10, tmp5)
        tmp12 = tl.full([1, 1], 0.0, tl.float32)
        tmp13 = tl.where(tmp2, tmp12, tmp11)
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
        tmp19 = tmp17 - tmp18
        tmp20 = tmp13 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp15, xmask)
    tmp24 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp25 = tl.full([1, 1], 1e-05, tl.float32)
    tmp26 = tmp24 + tmp25
    tmp27 = libdevice.rsqrt(tmp26)
    tmp28 = tmp22 * tmp27
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/wc/cwclzmy5strjuzgqpmhdyibizu37idkxjw52ig6znfb4bhl276f3.py
# Topologically Sorted Source Nodes: [full_default_16, batch_norm_2, le_1, lt_16, div_6, add_652, mul_447, where_2, where_3, rsqrt_1, mul_455, unsqueeze_53, unsqueeze_54, unsqueeze_55, mul_456, convolution_backward_5], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_652 => add_652
#   batch_norm_2 => add_56, add_57, mul_65, mul_66, mul_67, reciprocal_2, sqrt_2, sub_22, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23
#   convolution_backward_5 => convolution_backward_5
#   div_6 => div_6
#   full_default_16 => full_default_16
#   le_1 => le_1
#   lt_16 => lt_16
#   mul_447 => mul_447
#   mul_455 => mul_455
#   mul_456 => mul_456
#   rsqrt_1 => rsqrt_1
#   unsqueeze_53 => unsqueeze_53
#   unsqueeze_54 => unsqueeze_54
#   unsqueeze_55 => unsqueeze_55
#   where_2 => where_2
#   where_3 => where_3
# Graph fragment:
#   %convolution_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_3]
#   %primals_17 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_17]
#   %primals_18 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_19 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_19]
#   %primals_20 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_20]
#   %add_57 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_57]
#   %getitem_14 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=getitem_14]
#   %full_default_16 : Tensor "f32[][]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_56 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_18, 1e-05), kwargs = {})
#   %sqrt_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_56,), kwargs = {})
#   %reciprocal_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_2,), kwargs = {})
#   %mul_65 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_2, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_17, -1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, -1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_65, -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, -1), kwargs = {})
#   %sub_22 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_3, %unsqueeze_17), kwargs = {})
#   %mul_66 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_22, %unsqueeze_19), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_19, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, -1), kwargs = {})
#   %mul_67 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_66, %unsqueeze_21), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_20, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_57 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_67, %unsqueeze_23), kwargs = {})
#   %le_1 : Tensor "b8[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_57, -3), kwargs = {})
#   %lt_16 : Tensor "b8[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_57, 3), kwargs = {})
#   %div_6 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_57, 3), kwargs = {})
#   %add_652 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_6, 0.5), kwargs = {})
#   %mul_447 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_14, %add_652), kwargs = {})
#   %where_2 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_16, %mul_447, %getitem_14), kwargs = {})
#   %where_3 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default_16, %where_2), kwargs = {})
#   %rsqrt_1 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_56,), kwargs = {})
#   %mul_455 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%rsqrt_1, %primals_19), kwargs = {})
#   %unsqueeze_53 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_455, 0), kwargs = {})
#   %unsqueeze_54 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_53, 2), kwargs = {})
#   %unsqueeze_55 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_54, 3), kwargs = {})
#   %mul_456 : Tensor "f32[2, 16, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][16*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_3, %unsqueeze_55), kwargs = {})
#   %convolution_backward_5 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_456, %div_1, %primals_16, [0], [1, 1], [2, 2], [2, 2], False, [0, 0], 16, [True, True, False]), kwargs = {})
#   return %add_57,%buf71
triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 183040, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, ks0, ks1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 16)
    tmp0 = tl.load(in_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (y0), ymask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], -3.0, tl.float32)
    tmp17 = tmp15 <= tmp16
    tmp18 = tl.full([1, 1], 3.0, tl.float32)
    tmp19 = tmp15 < tmp18
    tmp21 = tl.full([1, 1], 0.3333333333333333, tl.float32)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1, 1], 0.5, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = tmp20 * tmp24
    tmp26 = tl.where(tmp19, tmp25, tmp20)
    tmp27 = tl.full([1, 1], 0.0, tl.float32)
    tmp28 = tl.where(tmp17, tmp27, tmp26)
    tmp29 = libdevice.rsqrt(tmp5)
    tmp30 = tmp29 * tmp12
    tmp31 = tmp28 * tmp30
    tl.store(out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp15, xmask & ymask)
    tl.store(out_ptr1 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp31, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/w6/cw6mcmca5tovbmoqwrht3vrmlsgkzulcmjhviytgfbl34dmoovfv.py
# Topologically Sorted Source Nodes: [full_default_16, batch_norm, le_3, lt_18, div_8, add_656, mul_469, where_6, where_7, rsqrt_3, mul_477, unsqueeze_77, unsqueeze_78, unsqueeze_79, mul_478, convolution_backward_7], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_656 => add_656
#   batch_norm => add_20, add_21, mul_21, mul_22, mul_23, reciprocal, sqrt, sub_8, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   convolution_backward_7 => convolution_backward_7
#   div_8 => div_8
#   full_default_16 => full_default_16
#   le_3 => le_3
#   lt_18 => lt_18
#   mul_469 => mul_469
#   mul_477 => mul_477
#   mul_478 => mul_478
#   rsqrt_3 => rsqrt_3
#   unsqueeze_77 => unsqueeze_77
#   unsqueeze_78 => unsqueeze_78
#   unsqueeze_79 => unsqueeze_79
#   where_6 => where_6
#   where_7 => where_7
# Graph fragment:
#   %convolution_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %primals_7 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_9 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_9]
#   %primals_10 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_10]
#   %add_21 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_21]
#   %getitem_20 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=getitem_20]
#   %full_default_16 : Tensor "f32[][]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_20 : Tensor "f32[12][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_8, 1e-05), kwargs = {})
#   %sqrt : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_20,), kwargs = {})
#   %reciprocal : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt,), kwargs = {})
#   %mul_21 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %unsqueeze : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_21, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %sub_8 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_1), kwargs = {})
#   %mul_22 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_8, %unsqueeze_3), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_9, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_23 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_22, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[12, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_10, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_21 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_23, %unsqueeze_7), kwargs = {})
#   %le_3 : Tensor "b8[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_21, -3), kwargs = {})
#   %lt_18 : Tensor "b8[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_21, 3), kwargs = {})
#   %div_8 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_21, 3), kwargs = {})
#   %add_656 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_8, 0.5), kwargs = {})
#   %mul_469 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_20, %add_656), kwargs = {})
#   %where_6 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_18, %mul_469, %getitem_20), kwargs = {})
#   %where_7 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_3, %full_default_16, %where_6), kwargs = {})
#   %rsqrt_3 : Tensor "f32[12][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %mul_477 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%rsqrt_3, %primals_9), kwargs = {})
#   %unsqueeze_77 : Tensor "f32[1, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_477, 0), kwargs = {})
#   %unsqueeze_78 : Tensor "f32[1, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_77, 2), kwargs = {})
#   %unsqueeze_79 : Tensor "f32[1, 12, 1, 1][12, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_78, 3), kwargs = {})
#   %mul_478 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %unsqueeze_79), kwargs = {})
#   %convolution_backward_7 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_478, %relu, %primals_6, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 12, [True, True, False]), kwargs = {})
#   return %add_21,%buf87
triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_17 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 137280, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_17(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, ks0, ks1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 24
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 12)
    tmp0 = tl.load(in_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (y0), ymask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], -3.0, tl.float32)
    tmp17 = tmp15 <= tmp16
    tmp18 = tl.full([1, 1], 3.0, tl.float32)
    tmp19 = tmp15 < tmp18
    tmp21 = tl.full([1, 1], 0.3333333333333333, tl.float32)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1, 1], 0.5, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = tmp20 * tmp24
    tmp26 = tl.where(tmp19, tmp25, tmp20)
    tmp27 = tl.full([1, 1], 0.0, tl.float32)
    tmp28 = tl.where(tmp17, tmp27, tmp26)
    tmp29 = libdevice.rsqrt(tmp5)
    tmp30 = tmp29 * tmp12
    tmp31 = tmp28 * tmp30
    tl.store(out_ptr0 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp15, xmask & ymask)
    tl.store(out_ptr1 + (x2 + y3 + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + y3*(triton_helpers.div_floor_integer((-1) + ks0,  2))*(triton_helpers.div_floor_integer((-1) + ks1,  2))), tmp31, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/cy/ccy4liaj2qjl7abwjdoh7c5qjbopznaed4erycpubkvjd3ysztv7.py
# Topologically Sorted Source Nodes: [full_default_16, batch_norm, le_3, lt_18, div_8, add_656, mul_469, where_6, where_7, rsqrt_3, unsqueeze_68, unsqueeze_69, unsqueeze_70, sum_11, sub_291, mul_470, sum_12, mul_479], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_656 => add_656
#   batch_norm => add_20
#   div_8 => div_8
#   full_default_16 => full_default_16
#   le_3 => le_3
#   lt_18 => lt_18
#   mul_469 => mul_469
#   mul_470 => mul_470
#   mul_479 => mul_479
#   rsqrt_3 => rsqrt_3
#   sub_291 => sub_291
#   sum_11 => sum_11
#   sum_12 => sum_12
#   unsqueeze_68 => unsqueeze_68
#   unsqueeze_69 => unsqueeze_69
#   unsqueeze_70 => unsqueeze_70
#   where_6 => where_6
#   where_7 => where_7
# Graph fragment:
#   %add_21 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=add_21]
#   %getitem_20 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=getitem_20]
#   %convolution_1 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %primals_7 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_7]
#   %sum_12 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=sum_12]
#   %primals_8 : Tensor "f32[12][1]cuda:0" = PlaceHolder[target=primals_8]
#   %full_default_16 : Tensor "f32[][]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_20 : Tensor "f32[12][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_8, 1e-05), kwargs = {})
#   %le_3 : Tensor "b8[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_21, -3), kwargs = {})
#   %lt_18 : Tensor "b8[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_21, 3), kwargs = {})
#   %div_8 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_21, 3), kwargs = {})
#   %add_656 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_8, 0.5), kwargs = {})
#   %mul_469 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_20, %add_656), kwargs = {})
#   %where_6 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_18, %mul_469, %getitem_20), kwargs = {})
#   %where_7 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_3, %full_default_16, %where_6), kwargs = {})
#   %rsqrt_3 : Tensor "f32[12][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %unsqueeze_68 : Tensor "f32[1, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 0), kwargs = {})
#   %unsqueeze_69 : Tensor "f32[1, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_68, 2), kwargs = {})
#   %unsqueeze_70 : Tensor "f32[1, 12, 1, 1][12, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_69, 3), kwargs = {})
#   %sum_11 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_7, [0, 2, 3]), kwargs = {})
#   %sub_291 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_70), kwargs = {})
#   %mul_470 : Tensor "f32[2, 12, (((s53 - 1)//2)) + 1, (((s0 - 1)//2)) + 1][12*((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), ((((s0 - 1)//2)) + 1)*((((s53 - 1)//2)) + 1), (((s0 - 1)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %sub_291), kwargs = {})
#   %sum_12 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_470, [0, 2, 3]), kwargs = {})
#   %mul_479 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_12, %rsqrt_3), kwargs = {})
#   return %sum_11,%sum_12,%mul_479
triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_18 = async_compile.triton('triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_18', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 68832, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp18 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = (r0_index % ks0)
        r0_4 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_3 + x0 + 12*r0_4 + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 12*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 12*r0_4*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 12*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr1 + (r0_3 + x0 + 12*r0_4 + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 12*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 12*r0_4*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 12*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp17 = tl.load(in_ptr2 + (r0_3 + x0 + 12*r0_4 + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 12*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2)) + 12*r0_4*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + x0*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2)) + 12*r0_4*(triton_helpers.div_floor_integer((-1) + ks1,  2))*(triton_helpers.div_floor_integer((-1) + ks2,  2))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], -3.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp3 = tl.full([1, 1], 3.0, tl.float32)
        tmp4 = tmp0 < tmp3
        tmp6 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp7 = tmp0 * tmp6
        tmp8 = tl.full([1, 1], 0.5, tl.float32)
        tmp9 = tmp7 + tmp8
        tmp10 = tmp5 * tmp9
        tmp11 = tl.where(tmp4, tmp10, tmp5)
        tmp12 = tl.full([1, 1], 0.0, tl.float32)
        tmp13 = tl.where(tmp2, tmp12, tmp11)
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
        tmp19 = tmp17 - tmp18
        tmp20 = tmp13 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp15, xmask)
    tmp24 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp25 = tl.full([1, 1], 1e-05, tl.float32)
    tmp26 = tmp24 + tmp25
    tmp27 = libdevice.rsqrt(tmp26)
    tmp28 = tmp22 * tmp27
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/xm/cxmpc5grtcbyzj4fwv7rotrhelsevqs2dddwa4j5qvy6nm7i43ia.py
# Topologically Sorted Source Nodes: [full_default_16, le_4, where_8], Original ATen: [aten.hardswish_backward, aten.threshold_backward]
# Source node to ATen node mapping:
#   full_default_16 => full_default_16
#   le_4 => le_4
#   where_8 => where_8
# Graph fragment:
#   %relu : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=relu]
#   %getitem_23 : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=getitem_23]
#   %full_default_16 : Tensor "f32[][]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_4 : Tensor "b8[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_8 : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_16, %getitem_23), kwargs = {})
#   return %where_8
triton_poi_fused_hardswish_backward_threshold_backward_19 = async_compile.triton('triton_poi_fused_hardswish_backward_threshold_backward_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_hardswish_backward_threshold_backward_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 342144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_hardswish_backward_threshold_backward_19(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp3 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tl.store(in_out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/dwsep_pyramid_bilinear_dynamic/cache/b3/cb3inhceevwp2cwsmwyzsgfonh63opu2jwfxsx5usc5b5p2luwjw.py
# Topologically Sorted Source Nodes: [sum_13], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_13 => sum_13
# Graph fragment:
#   %where_8 : Tensor "f32[2, 12, s53, s0][12*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=where_8]
#   %sum_13 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_8, [0, 2, 3]), kwargs = {})
#   return %sum_13
triton_red_fused_convolution_backward_20 = async_compile.triton('triton_red_fused_convolution_backward_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 96, 'r0_': 85536}}
)
@triton.jit
def triton_red_fused_convolution_backward_20(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        primals_3, primals_4, sym_size_int_12, sym_size_int_13, primals_1, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_28, primals_30, primals_32, relu, convolution_1, div, convolution_2, div_1, convolution_3, div_2, convolution_4, div_3, mean, convert_element_type_9, clamp_max_4, convert_element_type_11, clamp_max_5, clamp_max_6, clamp_max_7, _adaptive_avg_pool2d, convert_element_type_13, clamp_max_8, convert_element_type_15, clamp_max_9, clamp_max_10, clamp_max_11, _adaptive_avg_pool2d_1, convert_element_type_17, clamp_max_12, convert_element_type_19, clamp_max_13, clamp_max_14, clamp_max_15, cat, getitem_1, convert_element_type_21, clamp_max_16, convert_element_type_23, clamp_max_17, clamp_max_18, clamp_max_19, tangents_1, tangents_2 = args
        args.clear()
        s53 = primals_3
        s0 = primals_4
        assert_size_stride(primals_1, (12, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_5, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))
        assert_size_stride(primals_6, (12, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_7, (12, ), (1, ))
        assert_size_stride(primals_8, (12, ), (1, ))
        assert_size_stride(primals_9, (12, ), (1, ))
        assert_size_stride(primals_10, (12, ), (1, ))
        assert_size_stride(primals_11, (16, 12, 1, 1), (12, 1, 1, 1))
        assert_size_stride(primals_12, (16, ), (1, ))
        assert_size_stride(primals_13, (16, ), (1, ))
        assert_size_stride(primals_14, (16, ), (1, ))
        assert_size_stride(primals_15, (16, ), (1, ))
        assert_size_stride(primals_16, (16, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_17, (16, ), (1, ))
        assert_size_stride(primals_18, (16, ), (1, ))
        assert_size_stride(primals_19, (16, ), (1, ))
        assert_size_stride(primals_20, (16, ), (1, ))
        assert_size_stride(primals_21, (16, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_22, (16, ), (1, ))
        assert_size_stride(primals_23, (16, ), (1, ))
        assert_size_stride(primals_24, (16, ), (1, ))
        assert_size_stride(primals_25, (16, ), (1, ))
        assert_size_stride(primals_26, (4, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_28, (4, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_30, (4, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_32, (5, 28, 1, 1), (28, 1, 1, 1))
        assert_size_stride(relu, (2, 12, s53, s0), (12*s0*s53, s0*s53, s0, 1))
        assert_size_stride(convolution_1, (2, 12, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (12 + 12*(((-1) + s0) // 2) + 12*(((-1) + s53) // 2) + 12*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1))
        assert_size_stride(div, (2, 12, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (12 + 12*(((-1) + s0) // 2) + 12*(((-1) + s53) // 2) + 12*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1))
        assert_size_stride(convolution_2, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1))
        assert_size_stride(div_1, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1))
        assert_size_stride(convolution_3, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1))
        assert_size_stride(div_2, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1))
        assert_size_stride(convolution_4, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1))
        assert_size_stride(div_3, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1))
        assert_size_stride(mean, (2, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(convert_element_type_9, (1 + (((-1) + s53) // 2), 1), (1, 1))
        assert_size_stride(clamp_max_4, (1 + (((-1) + s53) // 2), 1), (1, 1))
        assert_size_stride(convert_element_type_11, (1 + (((-1) + s0) // 2), ), (1, ))
        assert_size_stride(clamp_max_5, (1 + (((-1) + s0) // 2), ), (1, ))
        assert_size_stride(clamp_max_6, (1 + (((-1) + s0) // 2), ), (1, ))
        assert_size_stride(clamp_max_7, (1 + (((-1) + s53) // 2), 1), (1, 1))
        assert_size_stride(_adaptive_avg_pool2d, (2, 16, 2, 3), (96, 6, 3, 1))
        assert_size_stride(convert_element_type_13, (1 + (((-1) + s53) // 2), 1), (1, 1))
        assert_size_stride(clamp_max_8, (1 + (((-1) + s53) // 2), 1), (1, 1))
        assert_size_stride(convert_element_type_15, (1 + (((-1) + s0) // 2), ), (1, ))
        assert_size_stride(clamp_max_9, (1 + (((-1) + s0) // 2), ), (1, ))
        assert_size_stride(clamp_max_10, (1 + (((-1) + s0) // 2), ), (1, ))
        assert_size_stride(clamp_max_11, (1 + (((-1) + s53) // 2), 1), (1, 1))
        assert_size_stride(_adaptive_avg_pool2d_1, (2, 16, 5, 7), (560, 35, 7, 1))
        assert_size_stride(convert_element_type_17, (1 + (((-1) + s53) // 2), 1), (1, 1))
        assert_size_stride(clamp_max_12, (1 + (((-1) + s53) // 2), 1), (1, 1))
        assert_size_stride(convert_element_type_19, (1 + (((-1) + s0) // 2), ), (1, ))
        assert_size_stride(clamp_max_13, (1 + (((-1) + s0) // 2), ), (1, ))
        assert_size_stride(clamp_max_14, (1 + (((-1) + s0) // 2), ), (1, ))
        assert_size_stride(clamp_max_15, (1 + (((-1) + s53) // 2), 1), (1, 1))
        assert_size_stride(cat, (2, 28, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (28 + 28*(((-1) + s0) // 2) + 28*(((-1) + s53) // 2) + 28*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1))
        assert_size_stride(getitem_1, (2, 16, 1 + (((-16) + (((-1) + s53) // 2)) // 17), 1 + (((-13) + (((-1) + s0) // 2)) // 14)), (16*max(1, 1 + (((-16) + (((-1) + s53) // 2)) // 17))*max(1, 1 + (((-13) + (((-1) + s0) // 2)) // 14)), max(1, 1 + (((-16) + (((-1) + s53) // 2)) // 17))*max(1, 1 + (((-13) + (((-1) + s0) // 2)) // 14)), max(1, 1 + (((-13) + (((-1) + s0) // 2)) // 14)), 1))
        assert_size_stride(convert_element_type_21, (s53, 1), (1, 1))
        assert_size_stride(clamp_max_16, (s53, 1), (1, 1))
        assert_size_stride(convert_element_type_23, (s0, ), (1, ))
        assert_size_stride(clamp_max_17, (s0, ), (1, ))
        assert_size_stride(clamp_max_18, (s0, ), (1, ))
        assert_size_stride(clamp_max_19, (s53, 1), (1, 1))
        assert_size_stride(tangents_1, (2, 5, s53, s0), (5*s0*s53, s0*s53, s0, 1))
        assert_size_stride(tangents_2, (2, 16), (16, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 5, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (5 + 5*(((-1) + s0) // 2) + 5*(((-1) + s53) // 2) + 5*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_423, mul_424, full_default, index_put], Original ATen: [aten.mul, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_0_xnumel = 10 + 10*(((-1) + s0) // 2) + 10*(((-1) + s53) // 2) + 10*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_0.run(buf0, triton_poi_fused__unsafe_index_put_mul_new_zeros_0_xnumel, stream=stream0)
            buf2 = empty_strided_cuda((2, 5, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (5 + 5*(((-1) + s0) // 2) + 5*(((-1) + s53) // 2) + 5*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_423, mul_424, neg_1, add_623, full_default, index_put_1], Original ATen: [aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_0_xnumel = 10 + 10*(((-1) + s0) // 2) + 10*(((-1) + s53) // 2) + 10*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_0.run(buf2, triton_poi_fused__unsafe_index_put_mul_new_zeros_0_xnumel, stream=stream0)
            buf4 = empty_strided_cuda((2, 5, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (5 + 5*(((-1) + s0) // 2) + 5*(((-1) + s53) // 2) + 5*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_423, neg, add_622, mul_425, full_default, index_put_2], Original ATen: [aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_0_xnumel = 10 + 10*(((-1) + s0) // 2) + 10*(((-1) + s53) // 2) + 10*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_0.run(buf4, triton_poi_fused__unsafe_index_put_mul_new_zeros_0_xnumel, stream=stream0)
            buf6 = empty_strided_cuda((2, 5, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (5 + 5*(((-1) + s0) // 2) + 5*(((-1) + s53) // 2) + 5*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default], Original ATen: [aten.new_zeros]
            triton_poi_fused__unsafe_index_put_mul_new_zeros_0_xnumel = 10 + 10*(((-1) + s0) // 2) + 10*(((-1) + s53) // 2) + 10*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_0.run(buf6, triton_poi_fused__unsafe_index_put_mul_new_zeros_0_xnumel, stream=stream0)
            ps0 = s0*s53
            # Topologically Sorted Source Nodes: [mul_423, neg, add_622, mul_424, neg_1, add_623, mul_425, neg_2, add_624, full_default, index_put, index_put_1, index_put_2, index_put_3], Original ATen: [aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_1_xnumel = 10*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_1.run(clamp_max_16, clamp_max_17, tangents_1, clamp_max_19, clamp_max_18, convert_element_type_23, convert_element_type_21, buf0, buf2, buf4, buf6, s0, s53, ps0, triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_1_xnumel, stream=stream0)
            del clamp_max_16
            del clamp_max_17
            del clamp_max_18
            del clamp_max_19
            del convert_element_type_21
            del convert_element_type_23
            del tangents_1
            buf8 = empty_strided_cuda((2, 5, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (5 + 5*(((-1) + s0) // 2) + 5*(((-1) + s53) // 2) + 5*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [add_625, add_626, add_627], Original ATen: [aten.add]
            triton_poi_fused_add_2_xnumel = 10 + 10*(((-1) + s0) // 2) + 10*(((-1) + s53) // 2) + 10*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_2.run(buf0, buf2, buf4, buf6, buf8, triton_poi_fused_add_2_xnumel, stream=stream0)
            del buf0
            del buf2
            del buf4
            del buf6
            # Topologically Sorted Source Nodes: [view_9, adaptive_max_pool2d_backward], Original ATen: [aten.view, aten.adaptive_max_pool2d_backward]
            buf9 = torch.ops.aten.adaptive_max_pool2d_backward.default(reinterpret_tensor(tangents_2, (2, 16, 1 + (((-16) + (((-1) + s53) // 2)) // 17), 1 + (((-13) + (((-1) + s0) // 2)) // 14)), (16 + 16*(((-16) + (((-1) + s53) // 2)) // 17) + 16*(((-13) + (((-1) + s0) // 2)) // 14) + 16*(((-16) + (((-1) + s53) // 2)) // 17)*(((-13) + (((-1) + s0) // 2)) // 14), 1 + (((-16) + (((-1) + s53) // 2)) // 17)*(((-13) + (((-1) + s0) // 2)) // 14) + (((-16) + (((-1) + s53) // 2)) // 17) + (((-13) + (((-1) + s0) // 2)) // 14), 1 + (((-13) + (((-1) + s0) // 2)) // 14), 1), 0), div_3, getitem_1)
            del getitem_1
            del tangents_2
            buf10 = buf9
            assert_size_stride(buf10, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.adaptive_max_pool2d_backward.default')
            assert_alignment(buf10, 16, 'torch.ops.aten.adaptive_max_pool2d_backward.default')
            del buf9
            ps1 = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            buf11 = empty_strided_cuda((5, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_3_r0_numel = 2 + 2*(((-1) + s0) // 2) + 2*(((-1) + s53) // 2) + 2*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_3.run(buf8, buf11, ps1, s0, s53, 5, triton_red_fused_convolution_backward_3_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            buf12 = torch.ops.aten.convolution_backward.default(buf8, cat, primals_32, [5], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf8
            del cat
            del primals_32
            buf13 = buf12[0]
            assert_size_stride(buf13, (2, 28, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (28 + 28*(((-1) + s0) // 2) + 28*(((-1) + s53) // 2) + 28*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf13, 16, 'torch.ops.aten.convolution_backward.default')
            buf14 = buf12[1]
            assert_size_stride(buf14, (5, 28, 1, 1), (28, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf14, 16, 'torch.ops.aten.convolution_backward.default')
            del buf12
            buf15 = empty_strided_cuda((2, 4, 5, 7), (140, 35, 7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_4, mul_426, mul_427, full_default_4, index_put_4], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_4.run(buf15, 280, stream=stream0)
            buf17 = empty_strided_cuda((2, 4, 5, 7), (140, 35, 7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_4, mul_426, mul_427, neg_4, add_630, full_default_4, index_put_5], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_4.run(buf17, 280, stream=stream0)
            buf19 = empty_strided_cuda((2, 4, 5, 7), (140, 35, 7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_4, mul_426, neg_3, add_629, mul_428, full_default_4, index_put_6], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_4.run(buf19, 280, stream=stream0)
            buf21 = empty_strided_cuda((2, 4, 5, 7), (140, 35, 7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_4], Original ATen: [aten.new_zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_4.run(buf21, 280, stream=stream0)
            # Topologically Sorted Source Nodes: [slice_4, mul_426, neg_3, add_629, mul_427, neg_4, add_630, mul_428, neg_5, add_631, full_default_4, index_put_4, index_put_5, index_put_6, index_put_7], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_5_ynumel = 1 + (((-1) + s53) // 2)
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_5_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_5.run(clamp_max_12, clamp_max_13, buf13, clamp_max_15, clamp_max_14, convert_element_type_19, convert_element_type_17, buf15, buf17, buf19, buf21, s0, s53, 8, triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_5_ynumel, triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_5_xnumel, stream=stream0)
            del clamp_max_12
            del clamp_max_13
            del clamp_max_14
            del clamp_max_15
            del convert_element_type_17
            del convert_element_type_19
            buf23 = empty_strided_cuda((2, 4, 5, 7), (140, 35, 7, 1), torch.float32)
            buf24 = empty_strided_cuda((4, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [add_632, add_633, add_634, sum_2], Original ATen: [aten.add, aten.convolution_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_convolution_backward_6.run(buf15, buf17, buf19, buf21, buf23, buf24, 4, 70, stream=stream0)
            del buf15
            del buf17
            del buf19
            del buf21
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            buf25 = torch.ops.aten.convolution_backward.default(buf23, _adaptive_avg_pool2d_1, primals_30, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del _adaptive_avg_pool2d_1
            del buf23
            del primals_30
            buf26 = buf25[0]
            assert_size_stride(buf26, (2, 16, 5, 7), (560, 35, 7, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf26, 16, 'torch.ops.aten.convolution_backward.default')
            buf27 = buf25[1]
            assert_size_stride(buf27, (4, 16, 1, 1), (16, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf27, 16, 'torch.ops.aten.convolution_backward.default')
            del buf25
            # Topologically Sorted Source Nodes: [_adaptive_avg_pool2d_backward], Original ATen: [aten._adaptive_avg_pool2d_backward]
            buf28 = torch.ops.aten._adaptive_avg_pool2d_backward.default(buf26, div_3)
            del buf26
            buf29 = buf28
            assert_size_stride(buf29, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten._adaptive_avg_pool2d_backward.default')
            assert_alignment(buf29, 16, 'torch.ops.aten._adaptive_avg_pool2d_backward.default')
            del buf28
            buf30 = empty_strided_cuda((2, 4, 2, 3), (24, 6, 3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_3, mul_429, mul_430, full_default_8, index_put_8], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7.run(buf30, 48, stream=stream0)
            buf32 = empty_strided_cuda((2, 4, 2, 3), (24, 6, 3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_3, mul_429, mul_430, neg_7, add_637, full_default_8, index_put_9], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7.run(buf32, 48, stream=stream0)
            buf34 = empty_strided_cuda((2, 4, 2, 3), (24, 6, 3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_3, mul_429, neg_6, add_636, mul_431, full_default_8, index_put_10], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7.run(buf34, 48, stream=stream0)
            buf36 = empty_strided_cuda((2, 4, 2, 3), (24, 6, 3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_8], Original ATen: [aten.new_zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_7.run(buf36, 48, stream=stream0)
            # Topologically Sorted Source Nodes: [slice_3, mul_429, neg_6, add_636, mul_430, neg_7, add_637, mul_431, neg_8, add_638, full_default_8, index_put_8, index_put_9, index_put_10, index_put_11], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8_ynumel = 1 + (((-1) + s53) // 2)
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8.run(clamp_max_8, clamp_max_9, buf13, clamp_max_11, clamp_max_10, convert_element_type_15, convert_element_type_13, buf30, buf32, buf34, buf36, s0, s53, 8, triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8_ynumel, triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_8_xnumel, stream=stream0)
            del clamp_max_10
            del clamp_max_11
            del clamp_max_8
            del clamp_max_9
            del convert_element_type_13
            del convert_element_type_15
            buf38 = empty_strided_cuda((2, 4, 2, 3), (24, 6, 3, 1), torch.float32)
            buf39 = empty_strided_cuda((4, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [add_639, add_640, add_641, sum_3], Original ATen: [aten.add, aten.convolution_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_convolution_backward_9.run(buf30, buf32, buf34, buf36, buf38, buf39, 4, 12, stream=stream0)
            del buf30
            del buf32
            del buf34
            del buf36
            # Topologically Sorted Source Nodes: [convolution_backward_2], Original ATen: [aten.convolution_backward]
            buf40 = torch.ops.aten.convolution_backward.default(buf38, _adaptive_avg_pool2d, primals_28, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del _adaptive_avg_pool2d
            del buf38
            del primals_28
            buf41 = buf40[0]
            assert_size_stride(buf41, (2, 16, 2, 3), (96, 6, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf41, 16, 'torch.ops.aten.convolution_backward.default')
            buf42 = buf40[1]
            assert_size_stride(buf42, (4, 16, 1, 1), (16, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf42, 16, 'torch.ops.aten.convolution_backward.default')
            del buf40
            # Topologically Sorted Source Nodes: [_adaptive_avg_pool2d_backward_1], Original ATen: [aten._adaptive_avg_pool2d_backward]
            buf43 = torch.ops.aten._adaptive_avg_pool2d_backward.default(buf41, div_3)
            del buf41
            del div_3
            buf44 = buf43
            assert_size_stride(buf44, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten._adaptive_avg_pool2d_backward.default')
            assert_alignment(buf44, 16, 'torch.ops.aten._adaptive_avg_pool2d_backward.default')
            del buf43
            buf45 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_2, mul_432, mul_433, full_default_12, index_put_12], Original ATen: [aten.slice, aten.mul, aten.new_zeros, aten._unsafe_index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_10.run(buf45, 8, stream=stream0)
            buf47 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_2, mul_432, mul_433, neg_10, add_644, full_default_12, index_put_13], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_10.run(buf47, 8, stream=stream0)
            buf49 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_2, mul_432, neg_9, add_643, mul_434, full_default_12, index_put_14], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_10.run(buf49, 8, stream=stream0)
            buf51 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_12], Original ATen: [aten.new_zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_mul_new_zeros_slice_10.run(buf51, 8, stream=stream0)
            # Topologically Sorted Source Nodes: [slice_2, mul_432, neg_9, add_643, mul_433, neg_10, add_644, mul_434, neg_11, add_645, full_default_12, index_put_12, index_put_13, index_put_14, index_put_15], Original ATen: [aten.slice, aten.mul, aten.neg, aten.add, aten.new_zeros, aten._unsafe_index_put]
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_11_ynumel = 1 + (((-1) + s53) // 2)
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_11_xnumel = 1 + (((-1) + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_11.run(clamp_max_4, clamp_max_5, buf13, clamp_max_7, clamp_max_6, convert_element_type_11, convert_element_type_9, buf45, buf47, buf49, buf51, s0, s53, 8, triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_11_ynumel, triton_poi_fused__unsafe_index_put_add_mul_neg_new_zeros_slice_11_xnumel, stream=stream0)
            del clamp_max_4
            del clamp_max_5
            del clamp_max_6
            del clamp_max_7
            del convert_element_type_11
            del convert_element_type_9
            buf53 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [add_646, add_647, add_648], Original ATen: [aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_12.run(buf45, buf47, buf49, buf51, buf53, 8, stream=stream0)
            del buf45
            del buf47
            del buf49
            del buf51
            buf54 = empty_strided_cuda((4, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_4], Original ATen: [aten.convolution_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_13.run(buf53, buf54, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_3], Original ATen: [aten.convolution_backward]
            buf55 = torch.ops.aten.convolution_backward.default(buf53, mean, primals_26, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf53
            del mean
            del primals_26
            buf56 = buf55[0]
            assert_size_stride(buf56, (2, 16, 1, 1), (16, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf56, 16, 'torch.ops.aten.convolution_backward.default')
            buf57 = buf55[1]
            assert_size_stride(buf57, (4, 16, 1, 1), (16, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf57, 16, 'torch.ops.aten.convolution_backward.default')
            del buf55
            buf58 = buf10; del buf10  # reuse
            buf59 = empty_strided_cuda((2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            buf63 = empty_strided_cuda((2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_1, add_628, add_635, add_642, expand, div_4, add_649, batch_norm_3, le, lt_15, div_5, add_650, mul_436, where, full_default_16, where_1, rsqrt, mul_444, unsqueeze_41, unsqueeze_42, unsqueeze_43, mul_445, convolution_backward_4], Original ATen: [aten.slice, aten.add, aten.expand, aten.div, aten._native_batch_norm_legit_no_training, aten.hardswish_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_slice_14_xnumel = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_slice_14.run(buf58, buf13, buf29, buf44, buf56, convolution_4, primals_22, primals_23, primals_24, primals_25, buf59, buf63, s0, s53, ps1, 32, triton_poi_fused__native_batch_norm_legit_no_training_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_slice_14_xnumel, stream=stream0)
            del buf13
            del buf29
            del buf44
            del buf56
            del primals_24
            del primals_25
            buf60 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf61 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf62 = buf61; del buf61  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_3, le, lt_15, div_5, add_650, mul_436, where, full_default_16, where_1, rsqrt, unsqueeze_32, unsqueeze_33, unsqueeze_34, sum_5, sub_288, mul_437, sum_6, mul_446], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish_backward, aten.native_batch_norm_backward]
            triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15_r0_numel = 2 + 2*(((-1) + s0) // 2) + 2*(((-1) + s53) // 2) + 2*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15.run(buf62, buf59, buf58, convolution_4, primals_22, primals_23, buf60, ps1, s0, s53, 16, triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15_r0_numel, stream=stream0)
            del buf58
            del convolution_4
            del primals_22
            del primals_23
            # Topologically Sorted Source Nodes: [batch_norm_3, le, lt_15, div_5, add_650, mul_436, where, full_default_16, where_1, rsqrt, mul_444, unsqueeze_41, unsqueeze_42, unsqueeze_43, mul_445, convolution_backward_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            buf64 = torch.ops.aten.convolution_backward.default(buf63, div_2, primals_21, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_2
            del primals_21
            buf65 = buf64[0]
            assert_size_stride(buf65, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf65, 16, 'torch.ops.aten.convolution_backward.default')
            buf66 = buf64[1]
            assert_size_stride(buf66, (16, 16, 1, 1), (16, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf66, 16, 'torch.ops.aten.convolution_backward.default')
            del buf64
            buf67 = buf63; del buf63  # reuse
            buf71 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [full_default_16, batch_norm_2, le_1, lt_16, div_6, add_652, mul_447, where_2, where_3, rsqrt_1, mul_455, unsqueeze_53, unsqueeze_54, unsqueeze_55, mul_456, convolution_backward_5], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16_xnumel = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16.run(convolution_3, primals_17, primals_18, primals_19, primals_20, buf65, buf67, buf71, s0, s53, 32, triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16_xnumel, stream=stream0)
            del primals_19
            del primals_20
            buf68 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf69 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf70 = buf69; del buf69  # reuse
            # Topologically Sorted Source Nodes: [full_default_16, batch_norm_2, le_1, lt_16, div_6, add_652, mul_447, where_2, where_3, rsqrt_1, unsqueeze_44, unsqueeze_45, unsqueeze_46, sum_7, sub_289, mul_448, sum_8, mul_457], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward]
            triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15_r0_numel = 2 + 2*(((-1) + s0) // 2) + 2*(((-1) + s53) // 2) + 2*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15.run(buf70, buf67, buf65, convolution_3, primals_17, primals_18, buf68, ps1, s0, s53, 16, triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15_r0_numel, stream=stream0)
            del buf65
            del convolution_3
            del primals_17
            del primals_18
            # Topologically Sorted Source Nodes: [full_default_16, batch_norm_2, le_1, lt_16, div_6, add_652, mul_447, where_2, where_3, rsqrt_1, mul_455, unsqueeze_53, unsqueeze_54, unsqueeze_55, mul_456, convolution_backward_5], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
            buf72 = torch.ops.aten.convolution_backward.default(buf71, div_1, primals_16, [0], [1, 1], [2, 2], [2, 2], False, [0, 0], 16, [True, True, False])
            del div_1
            del primals_16
            buf73 = buf72[0]
            assert_size_stride(buf73, (2, 16, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (16 + 16*(((-1) + s0) // 2) + 16*(((-1) + s53) // 2) + 16*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf73, 16, 'torch.ops.aten.convolution_backward.default')
            buf74 = buf72[1]
            assert_size_stride(buf74, (16, 1, 3, 3), (9, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf74, 16, 'torch.ops.aten.convolution_backward.default')
            del buf72
            buf75 = buf71; del buf71  # reuse
            buf79 = buf67; del buf67  # reuse
            # Topologically Sorted Source Nodes: [full_default_16, batch_norm_1, le_2, lt_17, div_7, add_654, mul_458, where_4, where_5, rsqrt_2, mul_466, unsqueeze_65, unsqueeze_66, unsqueeze_67, mul_467, convolution_backward_6], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16_xnumel = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16.run(convolution_2, primals_12, primals_13, primals_14, primals_15, buf73, buf75, buf79, s0, s53, 32, triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_16_xnumel, stream=stream0)
            del primals_14
            del primals_15
            buf76 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf77 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf78 = buf77; del buf77  # reuse
            # Topologically Sorted Source Nodes: [full_default_16, batch_norm_1, le_2, lt_17, div_7, add_654, mul_458, where_4, where_5, rsqrt_2, unsqueeze_56, unsqueeze_57, unsqueeze_58, sum_9, sub_290, mul_459, sum_10, mul_468], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward]
            triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15_r0_numel = 2 + 2*(((-1) + s0) // 2) + 2*(((-1) + s53) // 2) + 2*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15.run(buf78, buf75, buf73, convolution_2, primals_12, primals_13, buf76, ps1, s0, s53, 16, triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_15_r0_numel, stream=stream0)
            del buf73
            del buf75
            del convolution_2
            del primals_12
            del primals_13
            # Topologically Sorted Source Nodes: [full_default_16, batch_norm_1, le_2, lt_17, div_7, add_654, mul_458, where_4, where_5, rsqrt_2, mul_466, unsqueeze_65, unsqueeze_66, unsqueeze_67, mul_467, convolution_backward_6], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
            buf80 = torch.ops.aten.convolution_backward.default(buf79, div, primals_11, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf79
            del div
            del primals_11
            buf81 = buf80[0]
            assert_size_stride(buf81, (2, 12, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (12 + 12*(((-1) + s0) // 2) + 12*(((-1) + s53) // 2) + 12*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf81, 16, 'torch.ops.aten.convolution_backward.default')
            buf82 = buf80[1]
            assert_size_stride(buf82, (16, 12, 1, 1), (12, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf82, 16, 'torch.ops.aten.convolution_backward.default')
            del buf80
            buf83 = empty_strided_cuda((2, 12, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (12 + 12*(((-1) + s0) // 2) + 12*(((-1) + s53) // 2) + 12*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            buf87 = empty_strided_cuda((2, 12, 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2)), (12 + 12*(((-1) + s0) // 2) + 12*(((-1) + s53) // 2) + 12*(((-1) + s0) // 2)*(((-1) + s53) // 2), 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_16, batch_norm, le_3, lt_18, div_8, add_656, mul_469, where_6, where_7, rsqrt_3, mul_477, unsqueeze_77, unsqueeze_78, unsqueeze_79, mul_478, convolution_backward_7], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_17_xnumel = 1 + (((-1) + s0) // 2)*(((-1) + s53) // 2) + (((-1) + s0) // 2) + (((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_17.run(convolution_1, primals_7, primals_8, primals_9, primals_10, buf81, buf83, buf87, s0, s53, 24, triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_hardswish_backward_native_batch_norm_backward_17_xnumel, stream=stream0)
            del primals_10
            del primals_9
            buf84 = empty_strided_cuda((12, ), (1, ), torch.float32)
            buf85 = empty_strided_cuda((12, ), (1, ), torch.float32)
            buf86 = buf85; del buf85  # reuse
            # Topologically Sorted Source Nodes: [full_default_16, batch_norm, le_3, lt_18, div_8, add_656, mul_469, where_6, where_7, rsqrt_3, unsqueeze_68, unsqueeze_69, unsqueeze_70, sum_11, sub_291, mul_470, sum_12, mul_479], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward]
            triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_18_r0_numel = 2 + 2*(((-1) + s0) // 2) + 2*(((-1) + s53) // 2) + 2*(((-1) + s0) // 2)*(((-1) + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_18.run(buf86, buf83, buf81, convolution_1, primals_7, primals_8, buf84, ps1, s0, s53, 12, triton_red_fused__native_batch_norm_legit_no_training_hardswish_backward_native_batch_norm_backward_18_r0_numel, stream=stream0)
            del buf81
            del buf83
            del convolution_1
            del primals_7
            del primals_8
            # Topologically Sorted Source Nodes: [full_default_16, batch_norm, le_3, lt_18, div_8, add_656, mul_469, where_6, where_7, rsqrt_3, mul_477, unsqueeze_77, unsqueeze_78, unsqueeze_79, mul_478, convolution_backward_7], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
            buf88 = torch.ops.aten.convolution_backward.default(buf87, relu, primals_6, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 12, [True, True, False])
            del buf87
            del primals_6
            buf89 = buf88[0]
            assert_size_stride(buf89, (2, 12, s53, s0), (12*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf89, 16, 'torch.ops.aten.convolution_backward.default')
            buf90 = buf88[1]
            assert_size_stride(buf90, (12, 1, 3, 3), (9, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf90, 16, 'torch.ops.aten.convolution_backward.default')
            del buf88
            buf91 = relu; del relu  # reuse
            # Topologically Sorted Source Nodes: [full_default_16, le_4, where_8], Original ATen: [aten.hardswish_backward, aten.threshold_backward]
            triton_poi_fused_hardswish_backward_threshold_backward_19_xnumel = 24*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_hardswish_backward_threshold_backward_19.run(buf91, buf89, triton_poi_fused_hardswish_backward_threshold_backward_19_xnumel, stream=stream0)
            del buf89
            buf92 = empty_strided_cuda((12, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_13], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_20_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_20.run(buf91, buf92, ps0, s0, s53, 12, triton_red_fused_convolution_backward_20_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_8], Original ATen: [aten.convolution_backward]
            buf93 = torch.ops.aten.convolution_backward.default(buf91, primals_5, primals_1, [12], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])
            del buf91
            del primals_1
            del primals_5
            buf94 = buf93[1]
            assert_size_stride(buf94, (12, 3, 3, 3), (27, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf94, 16, 'torch.ops.aten.convolution_backward.default')
            del buf93
        return (buf94, buf92, None, None, None, buf90, None, None, buf86, buf84, buf82, None, None, buf78, buf76, buf74, None, None, buf70, buf68, buf66, None, None, buf62, buf60, buf57, buf54, buf42, buf39, buf27, buf24, buf14, buf11, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 33
    primals_4 = 27
    sym_size_int_12 = 1
    sym_size_int_13 = 1
    primals_1 = rand_strided((12, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((2, 3, 33, 27), (2673, 891, 27, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((12, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((12, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((16, 12, 1, 1), (12, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((5, 28, 1, 1), (28, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((2, 12, 33, 27), (10692, 891, 27, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((2, 12, 17, 14), (2856, 238, 14, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((2, 12, 17, 14), (2856, 238, 14, 1), device='cuda:0', dtype=torch.float32)
    convolution_2 = rand_strided((2, 16, 17, 14), (3808, 238, 14, 1), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((2, 16, 17, 14), (3808, 238, 14, 1), device='cuda:0', dtype=torch.float32)
    convolution_3 = rand_strided((2, 16, 17, 14), (3808, 238, 14, 1), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((2, 16, 17, 14), (3808, 238, 14, 1), device='cuda:0', dtype=torch.float32)
    convolution_4 = rand_strided((2, 16, 17, 14), (3808, 238, 14, 1), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((2, 16, 17, 14), (3808, 238, 14, 1), device='cuda:0', dtype=torch.float32)
    mean = rand_strided((2, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_9 = rand_strided((17, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    clamp_max_4 = rand_strided((17, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    convert_element_type_11 = rand_strided((14, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_5 = rand_strided((14, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_6 = rand_strided((14, ), (1, ), device='cuda:0', dtype=torch.float32)
    clamp_max_7 = rand_strided((17, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    _adaptive_avg_pool2d = rand_strided((2, 16, 2, 3), (96, 6, 3, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_13 = rand_strided((17, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    clamp_max_8 = rand_strided((17, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    convert_element_type_15 = rand_strided((14, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_9 = rand_strided((14, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_10 = rand_strided((14, ), (1, ), device='cuda:0', dtype=torch.float32)
    clamp_max_11 = rand_strided((17, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    _adaptive_avg_pool2d_1 = rand_strided((2, 16, 5, 7), (560, 35, 7, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_17 = rand_strided((17, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    clamp_max_12 = rand_strided((17, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    convert_element_type_19 = rand_strided((14, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_13 = rand_strided((14, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_14 = rand_strided((14, ), (1, ), device='cuda:0', dtype=torch.float32)
    clamp_max_15 = rand_strided((17, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    cat = rand_strided((2, 28, 17, 14), (6664, 238, 14, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((2, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.int64)
    convert_element_type_21 = rand_strided((33, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    clamp_max_16 = rand_strided((33, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    convert_element_type_23 = rand_strided((27, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_17 = rand_strided((27, ), (1, ), device='cuda:0', dtype=torch.int64)
    clamp_max_18 = rand_strided((27, ), (1, ), device='cuda:0', dtype=torch.float32)
    clamp_max_19 = rand_strided((33, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 5, 33, 27), (4455, 891, 27, 1), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((2, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    return [primals_3, primals_4, sym_size_int_12, sym_size_int_13, primals_1, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_28, primals_30, primals_32, relu, convolution_1, div, convolution_2, div_1, convolution_3, div_2, convolution_4, div_3, mean, convert_element_type_9, clamp_max_4, convert_element_type_11, clamp_max_5, clamp_max_6, clamp_max_7, _adaptive_avg_pool2d, convert_element_type_13, clamp_max_8, convert_element_type_15, clamp_max_9, clamp_max_10, clamp_max_11, _adaptive_avg_pool2d_1, convert_element_type_17, clamp_max_12, convert_element_type_19, clamp_max_13, clamp_max_14, clamp_max_15, cat, getitem_1, convert_element_type_21, clamp_max_16, convert_element_type_23, clamp_max_17, clamp_max_18, clamp_max_19, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
