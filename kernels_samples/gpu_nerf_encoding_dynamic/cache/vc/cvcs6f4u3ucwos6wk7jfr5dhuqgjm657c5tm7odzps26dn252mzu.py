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


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/bt/cbta65gbuefy2ugdtjdzrayva23hgzfgdvsipbkih7epv5vu3jet.py
# Topologically Sorted Source Nodes: [linspace, getitem, mul, t, getitem_1, getitem_2, getitem_3, mul_1, pts, arange, scales, getitem_4, getitem_5, xp, sin, flatten, cos, flatten_1, cat], Original ATen: [aten.linspace, aten.unsqueeze, aten.mul, aten.add, aten.arange, aten.pow, aten.sin, aten.view, aten.cos, aten.cat]
# Source node to ATen node mapping:
#   arange => iota_1
#   cat => cat
#   cos => cos
#   flatten => view
#   flatten_1 => view_1
#   getitem => unsqueeze
#   getitem_1 => unsqueeze_1
#   getitem_2 => unsqueeze_2
#   getitem_3 => unsqueeze_3
#   getitem_4 => unsqueeze_4
#   getitem_5 => unsqueeze_5
#   linspace => add, convert_element_type, convert_element_type_1, iota, lt, mul, mul_1, sub, sub_1, where
#   mul => mul_2
#   mul_1 => mul_17
#   pts => add_30
#   scales => pow_1
#   sin => sin
#   t => add_4
#   xp => mul_24
# Graph fragment:
#   %primals_2 : Tensor "f32[s47, 3][3, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_4 : Tensor "f32[s47, 3][3, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_3 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %iota : Tensor "i64[12][1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.iota.default](args = (12,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %lt : Tensor "b8[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%iota, 6.0), kwargs = {})
#   %convert_element_type : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %mul : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 0.35454545454545455), kwargs = {})
#   %add : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul, 0.1), kwargs = {})
#   %sub : Tensor "i64[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (11, %iota), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sub, torch.float32), kwargs = {})
#   %mul_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_1, 0.35454545454545455), kwargs = {})
#   %sub_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (4.0, %mul_1), kwargs = {})
#   %where : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt, %add, %sub_1), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where, 0), kwargs = {})
#   %mul_2 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_3, 0.325), kwargs = {})
#   %add_4 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze, %mul_2), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_2, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_4, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_4, 2), kwargs = {})
#   %mul_17 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_2, %unsqueeze_3), kwargs = {})
#   %add_30 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_1, %mul_17), kwargs = {})
#   %iota_1 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %pow_1 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Scalar](args = (2.0, %iota_1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[s47, 12, 1, 3][36, 3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_30, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%pow_1, 1), kwargs = {})
#   %mul_24 : Tensor "f32[s47, 12, 4, 3][144, 12, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_4, %unsqueeze_5), kwargs = {})
#   %sin : Tensor "f32[s47, 12, 4, 3][144, 12, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%mul_24,), kwargs = {})
#   %view : Tensor "f32[s47, 12, 12][144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sin, [%primals_1, 12, 12]), kwargs = {})
#   %cos : Tensor "f32[s47, 12, 4, 3][144, 12, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%mul_24,), kwargs = {})
#   %view_1 : Tensor "f32[s47, 12, 12][144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cos, [%primals_1, 12, 12]), kwargs = {})
#   %cat : Tensor "f32[s47, 12, 27][324, 27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%add_30, %view, %view_1], -1), kwargs = {})
#   return %cat
triton_poi_fused_add_arange_cat_cos_linspace_mul_pow_sin_unsqueeze_view_0 = async_compile.triton('triton_poi_fused_add_arange_cat_cos_linspace_mul_pow_sin_unsqueeze_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_cat_cos_linspace_mul_pow_sin_unsqueeze_view_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 44880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_cat_cos_linspace_mul_pow_sin_unsqueeze_view_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 27)
    x2 = xindex // 324
    x1 = ((xindex // 27) % 12)
    x3 = xindex // 27
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 3, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (3*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (3*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = x1
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tl.full([1], 6.0, tl.float32)
    tmp10 = tmp8 < tmp9
    tmp11 = tl.full([1], 0.35454545454545455, tl.float32)
    tmp12 = tmp8 * tmp11
    tmp13 = tl.full([1], 0.1, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = 11 + ((-1)*x1)
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16 * tmp11
    tmp18 = tl.full([1], 4.0, tl.float32)
    tmp19 = tmp18 - tmp17
    tmp20 = tl.where(tmp10, tmp14, tmp19)
    tmp21 = tl.load(in_ptr2 + (x3), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tl.full([1], 0.325, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp20 + tmp23
    tmp25 = tmp6 * tmp24
    tmp26 = tmp5 + tmp25
    tmp27 = tl.full(tmp26.shape, 0.0, tmp26.dtype)
    tmp28 = tl.where(tmp4, tmp26, tmp27)
    tmp29 = tmp0 >= tmp3
    tmp30 = tl.full([1], 15, tl.int64)
    tmp31 = tmp0 < tmp30
    tmp32 = tmp29 & tmp31
    tmp33 = tl.load(in_ptr0 + (3*x2 + ((((-3) + x0) % 3))), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.load(in_ptr1 + (3*x2 + ((((-3) + x0) % 3))), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = x1
    tmp36 = tmp35.to(tl.float32)
    tmp37 = tl.full([1], 6.0, tl.float32)
    tmp38 = tmp36 < tmp37
    tmp39 = tl.full([1], 0.35454545454545455, tl.float32)
    tmp40 = tmp36 * tmp39
    tmp41 = tl.full([1], 0.1, tl.float32)
    tmp42 = tmp40 + tmp41
    tmp43 = 11 + ((-1)*x1)
    tmp44 = tmp43.to(tl.float32)
    tmp45 = tmp44 * tmp39
    tmp46 = tl.full([1], 4.0, tl.float32)
    tmp47 = tmp46 - tmp45
    tmp48 = tl.where(tmp38, tmp42, tmp47)
    tmp49 = tl.load(in_ptr2 + (x3), tmp32 & xmask, eviction_policy='evict_last', other=0.0)
    tmp50 = tl.full([1], 0.325, tl.float32)
    tmp51 = tmp49 * tmp50
    tmp52 = tmp48 + tmp51
    tmp53 = tmp34 * tmp52
    tmp54 = tmp33 + tmp53
    tmp55 = ((((-3) + x0) // 3) % 4)
    tmp56 = tmp55.to(tl.float32)
    tmp57 = libdevice.exp2(tmp56)
    tmp58 = tmp54 * tmp57
    tmp59 = tl_math.sin(tmp58)
    tmp60 = tl.full(tmp59.shape, 0.0, tmp59.dtype)
    tmp61 = tl.where(tmp32, tmp59, tmp60)
    tmp62 = tmp0 >= tmp30
    tmp63 = tl.full([1], 27, tl.int64)
    tmp64 = tmp0 < tmp63
    tmp65 = tl.load(in_ptr0 + (3*x2 + ((((-15) + x0) % 3))), tmp62 & xmask, eviction_policy='evict_last', other=0.0)
    tmp66 = tl.load(in_ptr1 + (3*x2 + ((((-15) + x0) % 3))), tmp62 & xmask, eviction_policy='evict_last', other=0.0)
    tmp67 = x1
    tmp68 = tmp67.to(tl.float32)
    tmp69 = tl.full([1], 6.0, tl.float32)
    tmp70 = tmp68 < tmp69
    tmp71 = tl.full([1], 0.35454545454545455, tl.float32)
    tmp72 = tmp68 * tmp71
    tmp73 = tl.full([1], 0.1, tl.float32)
    tmp74 = tmp72 + tmp73
    tmp75 = 11 + ((-1)*x1)
    tmp76 = tmp75.to(tl.float32)
    tmp77 = tmp76 * tmp71
    tmp78 = tl.full([1], 4.0, tl.float32)
    tmp79 = tmp78 - tmp77
    tmp80 = tl.where(tmp70, tmp74, tmp79)
    tmp81 = tl.load(in_ptr2 + (x3), tmp62 & xmask, eviction_policy='evict_last', other=0.0)
    tmp82 = tl.full([1], 0.325, tl.float32)
    tmp83 = tmp81 * tmp82
    tmp84 = tmp80 + tmp83
    tmp85 = tmp66 * tmp84
    tmp86 = tmp65 + tmp85
    tmp87 = ((((-15) + x0) // 3) % 4)
    tmp88 = tmp87.to(tl.float32)
    tmp89 = libdevice.exp2(tmp88)
    tmp90 = tmp86 * tmp89
    tmp91 = tl_math.cos(tmp90)
    tmp92 = tl.full(tmp91.shape, 0.0, tmp91.dtype)
    tmp93 = tl.where(tmp62, tmp91, tmp92)
    tmp94 = tl.where(tmp32, tmp61, tmp93)
    tmp95 = tl.where(tmp4, tmp28, tmp94)
    tl.store(out_ptr0 + (x4), tmp95, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/zx/czx7srrq7ubetrlls46ybl6mseca2mml36xvuvapnwlzk7zi4x7l.py
# Topologically Sorted Source Nodes: [matmul, h, out, le_7], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.threshold_backward]
# Source node to ATen node mapping:
#   h => relu
#   le_7 => le_7
#   matmul => view_3
#   out => view_4
# Graph fragment:
#   %mm : Tensor "f32[12*s47, 32][32, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_3 : Tensor "f32[s47, 12, 32][384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%primals_1, 12, 32]), kwargs = {})
#   %relu : Tensor "f32[s47, 12, 32][384, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%view_3,), kwargs = {})
#   %view_4 : Tensor "f32[12*s47, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%relu, [%mul_47, 32]), kwargs = {})
#   %le_7 : Tensor "b8[s47, 12, 32][384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   return %view_4,%le_7
triton_poi_fused__unsafe_view_relu_threshold_backward_view_1 = async_compile.triton('triton_poi_fused__unsafe_view_relu_threshold_backward_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_relu_threshold_backward_view_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 91392}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_relu_threshold_backward_view_1(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0, tl.int32)
    tmp2 = triton_helpers.maximum(tmp1, tmp0)
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tmp2 <= tmp3
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/6u/c6u3n6mr5qlachnip44ph7b57n3r2fard7qpqp4aaov2tyjmvca3.py
# Topologically Sorted Source Nodes: [linspace, getitem, mul, t, getitem_8, getitem_9, sub], Original ATen: [aten.linspace, aten.unsqueeze, aten.mul, aten.add, aten.slice, aten.sub]
# Source node to ATen node mapping:
#   getitem => unsqueeze
#   getitem_8 => slice_5
#   getitem_9 => slice_7
#   linspace => add, convert_element_type, convert_element_type_1, iota, lt, mul, mul_1, sub, sub_1, where
#   mul => mul_2
#   sub => sub_35
#   t => add_4
# Graph fragment:
#   %primals_3 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %iota : Tensor "i64[12][1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.iota.default](args = (12,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %lt : Tensor "b8[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%iota, 6.0), kwargs = {})
#   %convert_element_type : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %mul : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 0.35454545454545455), kwargs = {})
#   %add : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul, 0.1), kwargs = {})
#   %sub : Tensor "i64[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (11, %iota), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sub, torch.float32), kwargs = {})
#   %mul_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_1, 0.35454545454545455), kwargs = {})
#   %sub_1 : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (4.0, %mul_1), kwargs = {})
#   %where : Tensor "f32[12][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt, %add, %sub_1), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where, 0), kwargs = {})
#   %mul_2 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_3, 0.325), kwargs = {})
#   %add_4 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze, %mul_2), kwargs = {})
#   %slice_5 : Tensor "f32[s47, 11][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_4, 1, 1, 9223372036854775807), kwargs = {})
#   %slice_7 : Tensor "f32[s47, 11][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_4, 1, 0, -1), kwargs = {})
#   %sub_35 : Tensor "f32[s47, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_5, %slice_7), kwargs = {})
#   return %sub_35
triton_poi_fused_add_linspace_mul_slice_sub_unsqueeze_2 = async_compile.triton('triton_poi_fused_add_linspace_mul_slice_sub_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_linspace_mul_slice_sub_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2992}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_linspace_mul_slice_sub_unsqueeze_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 11)
    x1 = xindex // 11
    tmp14 = tl.load(in_ptr0 + (1 + x0 + 12*x1), xmask)
    tmp28 = tl.load(in_ptr0 + (x0 + 12*x1), xmask)
    tmp0 = 1 + x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 6.0, tl.float32)
    tmp3 = tmp1 < tmp2
    tmp4 = tl.full([1], 0.35454545454545455, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = tl.full([1], 0.1, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = 10 + ((-1)*x0)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tmp9 * tmp4
    tmp11 = tl.full([1], 4.0, tl.float32)
    tmp12 = tmp11 - tmp10
    tmp13 = tl.where(tmp3, tmp7, tmp12)
    tmp15 = tl.full([1], 0.325, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 + tmp16
    tmp18 = x0
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp19 < tmp2
    tmp21 = tmp19 * tmp4
    tmp22 = tmp21 + tmp6
    tmp23 = 11 + ((-1)*x0)
    tmp24 = tmp23.to(tl.float32)
    tmp25 = tmp24 * tmp4
    tmp26 = tmp11 - tmp25
    tmp27 = tl.where(tmp20, tmp22, tmp26)
    tmp29 = tmp28 * tmp15
    tmp30 = tmp27 + tmp29
    tmp31 = tmp17 - tmp30
    tl.store(out_ptr0 + (x0 + 12*x1), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/so/csoaxhnw6o4nypuondgknl3p6byc5jz5dlep2rp6imrsgtqmvnco.py
# Topologically Sorted Source Nodes: [full_like], Original ATen: [aten.full_like]
# Source node to ATen node mapping:
#   full_like => full_default
# Graph fragment:
#   %full_default : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 1], 1000.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_default
triton_poi_fused_full_like_3 = async_compile.triton('triton_poi_fused_full_like_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_full_like_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_full_like_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 1000.0, tl.float32)
    tl.store(out_ptr0 + (12*x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/br/cbrds5khgbqsaw64fawrwv5gjyfyk3n244743s4zefzfrdknmtci.py
# Topologically Sorted Source Nodes: [out, getitem_7, sigma, neg, mul_3, exp, alpha, ones_like, sub_2, add_2, cat_2, cumprod], Original ATen: [aten._unsafe_view, aten.select, aten.softplus, aten.neg, aten.mul, aten.exp, aten.rsub, aten.ones_like, aten.add, aten.cat, aten.cumprod]
# Source node to ATen node mapping:
#   add_2 => add_167
#   alpha => sub_45
#   cat_2 => cat_2
#   cumprod => cumprod
#   exp => exp_1
#   getitem_7 => select
#   mul_3 => mul_114
#   neg => neg
#   ones_like => full_default_1
#   out => view_5
#   sigma => exp, gt_2, log1p, where_1
#   sub_2 => sub_50
# Graph fragment:
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %cat_2 : Tensor "f32[s55, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %full_default_1 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 1], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sub_50 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sub_45), kwargs = {})
#   %add_167 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%sub_50, 1e-10), kwargs = {})
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%full_default_1, %add_167], 1), kwargs = {})
#   %cumprod : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumprod.default](args = (%cat_2, 1), kwargs = {})
#   return %cat_2,%cumprod
triton_per_fused__unsafe_view_add_cat_cumprod_exp_mul_neg_ones_like_rsub_select_softplus_4 = async_compile.triton('triton_per_fused__unsafe_view_add_cat_cumprod_exp_mul_neg_ones_like_rsub_select_softplus_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_cat_cumprod_exp_mul_neg_ones_like_rsub_select_softplus_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 4352}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_cat_cumprod_exp_mul_neg_ones_like_rsub_select_softplus_4(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 13
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = r0_1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.full([1, 1], 1.0, tl.float32)
    tmp6 = tl.full(tmp5.shape, 0.0, tmp5.dtype)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp0 >= tmp3
    tmp9 = tl.full([1, 1], 13, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.load(in_ptr0 + (3 + 4*((-1) + r0_1) + 48*x0), r0_mask & tmp8 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.full([1, 1], 20.0, tl.float32)
    tmp13 = tmp11 > tmp12
    tmp14 = libdevice.exp(tmp11)
    tmp15 = libdevice.log1p(tmp14)
    tmp16 = tl.where(tmp13, tmp11, tmp15)
    tmp17 = -tmp16
    tmp18 = tl.load(in_ptr1 + (12*x0 + ((-1) + r0_1)), r0_mask & tmp8 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tmp17 * tmp18
    tmp20 = libdevice.exp(tmp19)
    tmp21 = tl.full([1, 1], 1.0, tl.float32)
    tmp22 = tmp21 - tmp20
    tmp23 = tmp21 - tmp22
    tmp24 = tl.full([1, 1], 1e-10, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = tl.full(tmp25.shape, 0.0, tmp25.dtype)
    tmp27 = tl.where(tmp8, tmp25, tmp26)
    tmp28 = tl.where(tmp4, tmp7, tmp27)
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tl.broadcast_to(tmp29, [XBLOCK, R0_BLOCK])
    tmp31, = tl.associative_scan((tmp30,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 13*x0), tmp28, r0_mask & xmask)
    tl.store(out_ptr1 + (r0_1 + 13*x0), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/3w/c3wxqqifaszihp6eq55xmia5av2p73hmf2jkym4qaf5llg6ura3g.py
# Topologically Sorted Source Nodes: [out, getitem_7, sigma, neg, mul_3, exp, alpha, trans, mul_4], Original ATen: [aten._unsafe_view, aten.select, aten.softplus, aten.neg, aten.mul, aten.exp, aten.rsub, aten.slice]
# Source node to ATen node mapping:
#   alpha => sub_45
#   exp => exp_1
#   getitem_7 => select
#   mul_3 => mul_114
#   mul_4 => mul_142
#   neg => neg
#   out => view_5
#   sigma => exp, gt_2, log1p, where_1
#   trans => slice_13
# Graph fragment:
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %cumprod : Tensor "f32[s55, 13][13, 1]cuda:0" = PlaceHolder[target=cumprod]
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %slice_13 : Tensor "f32[s47, 12][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cumprod, 1, 0, -1), kwargs = {})
#   %mul_142 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_45, %slice_13), kwargs = {})
#   return %mul_142
triton_poi_fused__unsafe_view_exp_mul_neg_rsub_select_slice_softplus_5 = async_compile.triton('triton_poi_fused__unsafe_view_exp_mul_neg_rsub_select_slice_softplus_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_exp_mul_neg_rsub_select_slice_softplus_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3264}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_exp_mul_neg_rsub_select_slice_softplus_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 12)
    x1 = xindex // 12
    tmp0 = tl.load(in_ptr0 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr1 + (x2), xmask)
    tmp12 = tl.load(in_ptr2 + (x0 + 13*x1), xmask)
    tmp1 = tl.full([1], 20.0, tl.float32)
    tmp2 = tmp0 > tmp1
    tmp3 = libdevice.exp(tmp0)
    tmp4 = libdevice.log1p(tmp3)
    tmp5 = tl.where(tmp2, tmp0, tmp4)
    tmp6 = -tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.full([1], 1.0, tl.float32)
    tmp11 = tmp10 - tmp9
    tmp13 = tmp11 * tmp12
    tl.store(out_ptr0 + (x2), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/vz/cvzzrpai6ulqpfhljmddokrtgvadar2hamwfrm4lds2m274pe5gd.py
# Topologically Sorted Source Nodes: [out, getitem_6, rgb, getitem_7, sigma, neg, mul_3, exp, alpha, trans, mul_4, getitem_13, mul_5, color], Original ATen: [aten._unsafe_view, aten.slice, aten.sigmoid, aten.select, aten.softplus, aten.neg, aten.mul, aten.exp, aten.rsub, aten.unsqueeze, aten.sum]
# Source node to ATen node mapping:
#   alpha => sub_45
#   color => sum_1
#   exp => exp_1
#   getitem_13 => unsqueeze_6
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_3 => mul_114
#   mul_4 => mul_142
#   mul_5 => mul_147
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   trans => slice_13
# Graph fragment:
#   %mul_142 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=mul_142]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %slice_13 : Tensor "f32[s47, 12][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cumprod, 1, 0, -1), kwargs = {})
#   %mul_142 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_45, %slice_13), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_142, 2), kwargs = {})
#   %mul_147 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_6, %sigmoid), kwargs = {})
#   %sum_1 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_147, [1]), kwargs = {})
#   return %sum_1
triton_per_fused__unsafe_view_exp_mul_neg_rsub_select_sigmoid_slice_softplus_sum_unsqueeze_6 = async_compile.triton('triton_per_fused__unsafe_view_exp_mul_neg_rsub_select_sigmoid_slice_softplus_sum_unsqueeze_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_exp_mul_neg_rsub_select_sigmoid_slice_softplus_sum_unsqueeze_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2856, 'r0_': 816}}
)
@triton.jit
def triton_per_fused__unsafe_view_exp_mul_neg_rsub_select_sigmoid_slice_softplus_sum_unsqueeze_6(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x1 = xindex // 3
    x0 = (xindex % 3)
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 12*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 4*r0_2 + 48*x1), r0_mask & xmask, other=0.0)
    tmp2 = tl.sigmoid(tmp1)
    tmp3 = tmp0 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/te/cterpazgdtbkb7g4wqbrf3pmsduod36tarbp7gkcq6op64ci7wki.py
# Topologically Sorted Source Nodes: [mse_loss], Original ATen: [aten.mse_loss]
# Source node to ATen node mapping:
#   mse_loss => mean, pow_2, sub_62
# Graph fragment:
#   %sum_1 : Tensor "f32[s47, 3][3, 1]cuda:0" = PlaceHolder[target=sum_1]
#   %primals_7 : Tensor "f32[s47, 3][3, 1]cuda:0" = PlaceHolder[target=primals_7]
#   %buf11 : Tensor "f32[][]cuda:0" = PlaceHolder[target=buf11]
#   %sub_62 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sum_1, %primals_7), kwargs = {})
#   %pow_2 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sub_62, 2), kwargs = {})
#   %mean : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.default](args = (%pow_2,), kwargs = {})
#   %full_default_2 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 2.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_3 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 3), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_2 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_1,), kwargs = {})
#   %mul_tensor : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_3, %scalar_tensor_default_2), kwargs = {})
#   %convert_element_type_default : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_tensor, torch.float64), kwargs = {})
#   %true_divide_tensor : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default_2, %convert_element_type_default), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor, torch.float32), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_62, %convert_element_type_default_1), kwargs = {})
#   return %buf11,%mul_tensor_1,%mean
triton_red_fused_mse_loss_7 = async_compile.triton('triton_red_fused_mse_loss_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mse_loss_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 816}}
)
@triton.jit
def triton_red_fused_mse_loss_7(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp3 = tmp2 * tmp2
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask, tmp6, _tmp5)
        tmp7 = tl.full([1, 1], 3.0, tl.float32)
        tmp8 = ks0
        tmp9 = tmp8.to(tl.float32)
        tmp10 = tmp7 * tmp9
        tmp11 = tmp10.to(tl.float64)
        tmp12 = tl.full([1, 1], 2.0, tl.float64)
        tmp13 = (tmp12 / tmp11)
        tmp14 = tmp13.to(tl.float32)
        tmp15 = tmp2 * tmp14
        tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp15, r0_mask)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tmp16 = 3*ks0
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp5 / tmp17)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp18, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7 = args
        args.clear()
        s55 = primals_1
        primals_2_size = primals_2.size()
        s47 = primals_2_size[0]
        assert_size_stride(primals_2, (s47, 3), (3, 1))
        assert_size_stride(primals_3, (s47, 12), (12, 1))
        assert_size_stride(primals_4, (s47, 3), (3, 1))
        assert_size_stride(primals_5, (27, 32), (32, 1))
        assert_size_stride(primals_6, (32, 4), (4, 1))
        assert_size_stride(primals_7, (s47, 3), (3, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s47, 12, 27), (324, 27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linspace, getitem, mul, t, getitem_1, getitem_2, getitem_3, mul_1, pts, arange, scales, getitem_4, getitem_5, xp, sin, flatten, cos, flatten_1, cat], Original ATen: [aten.linspace, aten.unsqueeze, aten.mul, aten.add, aten.arange, aten.pow, aten.sin, aten.view, aten.cos, aten.cat]
            triton_poi_fused_add_arange_cat_cos_linspace_mul_pow_sin_unsqueeze_view_0_xnumel = 324*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_cat_cos_linspace_mul_pow_sin_unsqueeze_view_0.run(primals_2, primals_4, primals_3, buf0, triton_poi_fused_add_arange_cat_cos_linspace_mul_pow_sin_unsqueeze_view_0_xnumel, stream=stream0)
            del primals_2
            del primals_4
            buf1 = empty_strided_cuda((12*s47, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf0, (12*s47, 27), (27, 1), 0), primals_5, out=buf1)
            del primals_5
            buf2 = empty_strided_cuda((12*s47, 32), (32, 1), torch.float32)
            buf13 = empty_strided_cuda((s47, 12, 32), (384, 32, 1), torch.bool)
            # Topologically Sorted Source Nodes: [matmul, h, out, le_7], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.threshold_backward]
            triton_poi_fused__unsafe_view_relu_threshold_backward_view_1_xnumel = 384*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_relu_threshold_backward_view_1.run(buf1, buf2, buf13, triton_poi_fused__unsafe_view_relu_threshold_backward_view_1_xnumel, stream=stream0)
            del buf1
            buf3 = empty_strided_cuda((12*s47, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten.mm]
            extern_kernels.mm(buf2, primals_6, out=buf3)
            buf6 = empty_strided_cuda((s47, 12), (12, 1), torch.float32)
            buf4 = reinterpret_tensor(buf6, (s47, 11), (12, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [linspace, getitem, mul, t, getitem_8, getitem_9, sub], Original ATen: [aten.linspace, aten.unsqueeze, aten.mul, aten.add, aten.slice, aten.sub]
            triton_poi_fused_add_linspace_mul_slice_sub_unsqueeze_2_xnumel = 11*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_linspace_mul_slice_sub_unsqueeze_2.run(primals_3, buf4, triton_poi_fused_add_linspace_mul_slice_sub_unsqueeze_2_xnumel, stream=stream0)
            del primals_3
            buf5 = reinterpret_tensor(buf6, (s47, 1), (12, 1), 11)  # alias
            # Topologically Sorted Source Nodes: [full_like], Original ATen: [aten.full_like]
            stream0 = get_raw_stream(0)
            triton_poi_fused_full_like_3.run(buf5, s47, stream=stream0)
            buf7 = empty_strided_cuda((s47, 13), (13, 1), torch.float32)
            buf8 = empty_strided_cuda((s47, 13), (13, 1), torch.float32)
            # Topologically Sorted Source Nodes: [out, getitem_7, sigma, neg, mul_3, exp, alpha, ones_like, sub_2, add_2, cat_2, cumprod], Original ATen: [aten._unsafe_view, aten.select, aten.softplus, aten.neg, aten.mul, aten.exp, aten.rsub, aten.ones_like, aten.add, aten.cat, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_cumprod_exp_mul_neg_ones_like_rsub_select_softplus_4.run(buf3, buf6, buf7, buf8, s47, 13, stream=stream0)
            buf9 = empty_strided_cuda((s47, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [out, getitem_7, sigma, neg, mul_3, exp, alpha, trans, mul_4], Original ATen: [aten._unsafe_view, aten.select, aten.softplus, aten.neg, aten.mul, aten.exp, aten.rsub, aten.slice]
            triton_poi_fused__unsafe_view_exp_mul_neg_rsub_select_slice_softplus_5_xnumel = 12*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_exp_mul_neg_rsub_select_slice_softplus_5.run(buf3, buf6, buf8, buf9, triton_poi_fused__unsafe_view_exp_mul_neg_rsub_select_slice_softplus_5_xnumel, stream=stream0)
            buf10 = empty_strided_cuda((s47, 3), (3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [out, getitem_6, rgb, getitem_7, sigma, neg, mul_3, exp, alpha, trans, mul_4, getitem_13, mul_5, color], Original ATen: [aten._unsafe_view, aten.slice, aten.sigmoid, aten.select, aten.softplus, aten.neg, aten.mul, aten.exp, aten.rsub, aten.unsqueeze, aten.sum]
            triton_per_fused__unsafe_view_exp_mul_neg_rsub_select_sigmoid_slice_softplus_sum_unsqueeze_6_xnumel = 3*s47
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_exp_mul_neg_rsub_select_sigmoid_slice_softplus_sum_unsqueeze_6.run(buf9, buf3, buf10, triton_per_fused__unsafe_view_exp_mul_neg_rsub_select_sigmoid_slice_softplus_sum_unsqueeze_6_xnumel, 12, stream=stream0)
            buf11 = empty_strided_cuda((), (), torch.float32)
            buf12 = empty_strided_cuda((s47, 3), (3, 1), torch.float32)
            buf14 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [mse_loss], Original ATen: [aten.mse_loss]
            triton_red_fused_mse_loss_7_r0_numel = 3*s47
            stream0 = get_raw_stream(0)
            triton_red_fused_mse_loss_7.run(buf14, buf10, primals_7, buf12, s47, 1, triton_red_fused_mse_loss_7_r0_numel, stream=stream0)
            del buf10
            del primals_7
        return (buf14, buf3, buf6, buf7, buf8, reinterpret_tensor(buf9, (s47, 12, 1), (12, 1, 1), 0), buf12, reinterpret_tensor(buf2, (32, 12*s47), (1, 32), 0), reinterpret_tensor(primals_6, (4, 32), (1, 4), 0), buf13, reinterpret_tensor(buf0, (27, 12*s47), (1, 27), 0), s47, 12*s47, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 17
    primals_2 = rand_strided((17, 3), (3, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((17, 12), (12, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((17, 3), (3, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((27, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((32, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((17, 3), (3, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
