# AOT ID: ['1_inference']
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


# kernel path: /tmp/caps/.upsample_interpolate.new/cache/zb/czbtnszc6yszjazozidp63g6bubhxk27ziep46cixbrmw7dwlbu3.py
# Topologically Sorted Source Nodes: [a], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
# Source node to ATen node mapping:
#   a => _unsafe_index, _unsafe_index_1, _unsafe_index_2, _unsafe_index_3, add_110, add_20, add_32, add_45, add_5, add_78, add_91, clamp_max, clamp_max_1, clamp_max_2, clamp_max_3, clamp_min, clamp_min_1, clamp_min_2, clamp_min_3, convert_element_type, convert_element_type_1, convert_element_type_2, convert_element_type_3, iota, iota_1, mul_16, mul_46, mul_5, mul_59, mul_74, sub_20, sub_40, sub_43, sub_53, sub_6, sub_63, sub_66, view
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, s27, s53, s0][s0*s27*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mul_59 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0" = PlaceHolder[target=mul_59]
#   %sub_66 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0" = PlaceHolder[target=sub_66]
#   %iota : Tensor "i64[2*s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%mul,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type : Tensor "f32[2*s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_5 : Tensor "f32[2*s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[2*s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %sub_6 : Tensor "f32[2*s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_5, 0.5), kwargs = {})
#   %clamp_min : Tensor "f32[2*s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_6, 0.0), kwargs = {})
#   %view : Tensor "f32[2*s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min, [%mul, 1]), kwargs = {})
#   %convert_element_type_1 : Tensor "i64[2*s53, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view, torch.int64), kwargs = {})
#   %add_20 : Tensor "i64[2*s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_1, 1), kwargs = {})
#   %clamp_max : Tensor "i64[2*s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_20, %sub_12), kwargs = {})
#   %iota_1 : Tensor "i64[2*s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%mul_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_2 : Tensor "f32[2*s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_32 : Tensor "f32[2*s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_2, 0.5), kwargs = {})
#   %mul_16 : Tensor "f32[2*s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, 0.5), kwargs = {})
#   %sub_20 : Tensor "f32[2*s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_16, 0.5), kwargs = {})
#   %clamp_min_1 : Tensor "f32[2*s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_20, 0.0), kwargs = {})
#   %convert_element_type_3 : Tensor "i64[2*s0][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_1, torch.int64), kwargs = {})
#   %add_45 : Tensor "i64[2*s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_3, 1), kwargs = {})
#   %clamp_max_1 : Tensor "i64[2*s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_45, %sub_26), kwargs = {})
#   %_unsafe_index_3 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %clamp_max, %clamp_max_1]), kwargs = {})
#   %_unsafe_index_2 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %clamp_max, %convert_element_type_3]), kwargs = {})
#   %sub_53 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_3, %_unsafe_index_2), kwargs = {})
#   %sub_40 : Tensor "f32[2*s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_1, %convert_element_type_3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[2*s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_40, 0.0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[2*s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 1.0), kwargs = {})
#   %mul_59 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_53, %clamp_max_2), kwargs = {})
#   %add_91 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_2, %mul_59), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %convert_element_type_1, %clamp_max_1]), kwargs = {})
#   %_unsafe_index : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %convert_element_type_1, %convert_element_type_3]), kwargs = {})
#   %sub_43 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_1, %_unsafe_index), kwargs = {})
#   %mul_46 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_43, %clamp_max_2), kwargs = {})
#   %add_78 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index, %mul_46), kwargs = {})
#   %sub_66 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_91, %add_78), kwargs = {})
#   %sub_63 : Tensor "f32[2*s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %convert_element_type_1), kwargs = {})
#   %clamp_min_3 : Tensor "f32[2*s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_63, 0.0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[2*s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 1.0), kwargs = {})
#   %mul_74 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_66, %clamp_max_3), kwargs = {})
#   %add_110 : Tensor "f32[1, s27, 2*s53, 2*s0][4*s0*s27*s53, 4*s0*s53, 2*s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_78, %mul_74), kwargs = {})
#   return %mul_59,%sub_66,%add_110
triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_0 = async_compile.triton('triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 11232}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_0(in_out_ptr0, in_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x2 = xindex // ks4
    x3 = xindex
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp3 * tmp2
    tmp5 = tmp4 - tmp2
    tmp6 = tl.full([1], 0.0, tl.float32)
    tmp7 = triton_helpers.maximum(tmp5, tmp6)
    tmp8 = tmp7.to(tl.int64)
    tmp9 = tl.full([1], 1, tl.int64)
    tmp10 = tmp8 + tmp9
    tmp11 = (-1) + ks2
    tmp12 = triton_helpers.minimum(tmp10, tmp11)
    tmp13 = x0
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tmp14 + tmp2
    tmp16 = tmp15 * tmp2
    tmp17 = tmp16 - tmp2
    tmp18 = triton_helpers.maximum(tmp17, tmp6)
    tmp19 = tmp18.to(tl.int64)
    tmp20 = tmp19 + tmp9
    tmp21 = (-1) + ks3
    tmp22 = triton_helpers.minimum(tmp20, tmp21)
    tmp23 = tl.load(in_ptr0 + (tmp22 + ks3*tmp12 + ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr0 + (tmp19 + ks3*tmp12 + ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp25 = tmp23 - tmp24
    tmp26 = tmp19.to(tl.float32)
    tmp27 = tmp18 - tmp26
    tmp28 = triton_helpers.maximum(tmp27, tmp6)
    tmp29 = tl.full([1], 1.0, tl.float32)
    tmp30 = triton_helpers.minimum(tmp28, tmp29)
    tmp31 = tmp25 * tmp30
    tmp32 = tmp24 + tmp31
    tmp33 = tl.load(in_ptr0 + (tmp19 + ks3*tmp8 + ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr0 + (tmp22 + ks3*tmp8 + ks2*ks3*x2), xmask, eviction_policy='evict_last')
    tmp35 = tmp34 - tmp33
    tmp36 = tmp35 * tmp30
    tmp37 = tmp33 + tmp36
    tmp38 = tmp32 - tmp37
    tmp39 = tmp8.to(tl.float32)
    tmp40 = tmp7 - tmp39
    tmp41 = triton_helpers.maximum(tmp40, tmp6)
    tmp42 = triton_helpers.minimum(tmp41, tmp29)
    tmp43 = tmp38 * tmp42
    tmp44 = tmp37 + tmp43
    tl.store(in_out_ptr0 + (x3), tmp44, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.upsample_interpolate.new/cache/um/cumhvnavplltxi4r4anxtfpfsmpnsgjwnhdnm6jvyvc7x2nz4lmg.py
# Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten.add, aten.mul, aten._to_copy, aten.unsqueeze, aten._unsafe_index]
# Source node to ATen node mapping:
#   b => _unsafe_index_4, add_115, add_116, add_117, add_118, convert_element_type_4, convert_element_type_5, convert_element_type_6, convert_element_type_7, iota_2, iota_3, mul_90, mul_91, mul_92, mul_93, unsqueeze
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, s27, s53, s0][s0*s27*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %iota_2 : Tensor "i64[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (7,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %mul_90 : Tensor "i64[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%iota_2, 1), kwargs = {})
#   %add_115 : Tensor "i64[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_90, 0), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_115, torch.float32), kwargs = {})
#   %add_116 : Tensor "f32[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_4, 0.0), kwargs = {})
#   %mul_91 : Tensor "f32[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_116, %truediv), kwargs = {})
#   %convert_element_type_5 : Tensor "i64[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_91, torch.int64), kwargs = {})
#   %unsqueeze : Tensor "i64[7, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_5, -1), kwargs = {})
#   %iota_3 : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (5,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %mul_92 : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%iota_3, 1), kwargs = {})
#   %add_117 : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_92, 0), kwargs = {})
#   %convert_element_type_6 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_117, torch.float32), kwargs = {})
#   %add_118 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_6, 0.0), kwargs = {})
#   %mul_93 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_118, %truediv_1), kwargs = {})
#   %convert_element_type_7 : Tensor "i64[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_93, torch.int64), kwargs = {})
#   %_unsafe_index_4 : Tensor "f32[1, s27, 7, 5][35*s27, 35, 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %unsqueeze, %convert_element_type_7]), kwargs = {})
#   return %_unsafe_index_4
triton_poi_fused__to_copy__unsafe_index_add_arange_mul_unsqueeze_1 = async_compile.triton('triton_poi_fused__to_copy__unsafe_index_add_arange_mul_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_mul_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_mul_unsqueeze_1(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 5) % 7)
    x0 = (xindex % 5)
    x2 = xindex // 35
    x3 = xindex
    tmp0 = ks0 / 7
    tmp1 = tmp0.to(tl.float32)
    tmp2 = x1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp3 * tmp1
    tmp5 = tmp4.to(tl.int64)
    tmp6 = ks1 / 5
    tmp7 = tmp6.to(tl.float32)
    tmp8 = x0
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tmp9 * tmp7
    tmp11 = tmp10.to(tl.int64)
    tmp12 = tl.load(in_ptr0 + (tmp11 + ks1*tmp5 + ks0*ks1*x2), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x3), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.upsample_interpolate.new/cache/s7/cs7r4qewzv45x5bluue2lob2fpve2bo7eru7im42sfflrkmkrtku.py
# Topologically Sorted Source Nodes: [c], Original ATen: [aten.arange, aten._to_copy, aten.clamp, aten.view, aten.add, aten._unsafe_index, aten.sub, aten.mul]
# Source node to ATen node mapping:
#   c => _unsafe_index_5, _unsafe_index_6, _unsafe_index_7, _unsafe_index_8, add_138, add_158, add_191, add_204, add_223, clamp_max_4, clamp_max_5, clamp_max_6, clamp_max_7, clamp_min_4, clamp_min_5, clamp_min_6, clamp_min_7, convert_element_type_10, convert_element_type_11, convert_element_type_8, convert_element_type_9, iota_4, iota_5, mul_144, mul_157, mul_172, sub_115, sub_118, sub_128, sub_138, sub_141, view_2
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, s27, s53, s0][s0*s27*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %_unsafe_index_7 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0)), 1]cuda:0" = PlaceHolder[target=_unsafe_index_7]
#   %_unsafe_index_5 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0)), 1]cuda:0" = PlaceHolder[target=_unsafe_index_5]
#   %sub_128 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0)), 1]cuda:0" = PlaceHolder[target=sub_128]
#   %sub_118 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0)), 1]cuda:0" = PlaceHolder[target=sub_118]
#   %sub_141 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))*TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0)), 1]cuda:0" = PlaceHolder[target=sub_141]
#   %iota_4 : Tensor "i64[TruncToInt(1.5*ToFloat(s53))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%trunc,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_8 : Tensor "f32[TruncToInt(1.5*ToFloat(s53))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_4, torch.float32), kwargs = {})
#   %full_default : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%arg1_1,), kwargs = {})
#   %convert_element_type_default : Tensor "f64[][]cpu"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%scalar_tensor_default, torch.float64), kwargs = {})
#   %add_tensor : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%full_default, %convert_element_type_default), kwargs = {})
#   %full_default_1 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_2 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 1.5), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %mul_tensor : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_2, %convert_element_type_default), kwargs = {})
#   %trunc_default : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.trunc.default](args = (%mul_tensor,), kwargs = {})
#   %convert_element_type_default_1 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%trunc_default, torch.int64), kwargs = {})
#   %convert_element_type_default_2 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_default_1, torch.float64), kwargs = {})
#   %add_tensor_1 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%full_default_1, %convert_element_type_default_2), kwargs = {})
#   %true_divide_tensor : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%add_tensor, %add_tensor_1), kwargs = {})
#   %convert_element_type_default_3 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor, torch.float32), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[TruncToInt(1.5*ToFloat(s53))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_8, %convert_element_type_default_3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[TruncToInt(1.5*ToFloat(s53))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%mul_tensor_1, 0.0), kwargs = {})
#   %view_2 : Tensor "f32[TruncToInt(1.5*ToFloat(s53)), 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_4, [%trunc, 1]), kwargs = {})
#   %convert_element_type_9 : Tensor "i64[TruncToInt(1.5*ToFloat(s53)), 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_2, torch.int64), kwargs = {})
#   %add_138 : Tensor "i64[TruncToInt(1.5*ToFloat(s53)), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_9, 1), kwargs = {})
#   %clamp_max_4 : Tensor "i64[TruncToInt(1.5*ToFloat(s53)), 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_138, %sub_12), kwargs = {})
#   %iota_5 : Tensor "i64[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%trunc_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_10 : Tensor "f32[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_5, torch.float32), kwargs = {})
#   %full_default_3 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_2 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%arg2_1,), kwargs = {})
#   %convert_element_type_default_4 : Tensor "f64[][]cpu"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%scalar_tensor_default_2, torch.float64), kwargs = {})
#   %add_tensor_2 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%full_default_3, %convert_element_type_default_4), kwargs = {})
#   %full_default_4 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_5 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 1.5), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %mul_tensor_2 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_5, %convert_element_type_default_4), kwargs = {})
#   %trunc_default_1 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.trunc.default](args = (%mul_tensor_2,), kwargs = {})
#   %convert_element_type_default_5 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%trunc_default_1, torch.int64), kwargs = {})
#   %convert_element_type_default_6 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_default_5, torch.float64), kwargs = {})
#   %add_tensor_3 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%full_default_4, %convert_element_type_default_6), kwargs = {})
#   %true_divide_tensor_1 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%add_tensor_2, %add_tensor_3), kwargs = {})
#   %convert_element_type_default_7 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor_1, torch.float32), kwargs = {})
#   %mul_tensor_3 : Tensor "f32[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_10, %convert_element_type_default_7), kwargs = {})
#   %clamp_min_5 : Tensor "f32[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%mul_tensor_3, 0.0), kwargs = {})
#   %convert_element_type_11 : Tensor "i64[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_5, torch.int64), kwargs = {})
#   %add_158 : Tensor "i64[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_11, 1), kwargs = {})
#   %clamp_max_5 : Tensor "i64[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_158, %sub_26), kwargs = {})
#   %_unsafe_index_8 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %clamp_max_4, %clamp_max_5]), kwargs = {})
#   %_unsafe_index_7 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %clamp_max_4, %convert_element_type_11]), kwargs = {})
#   %sub_128 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_8, %_unsafe_index_7), kwargs = {})
#   %sub_115 : Tensor "f32[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_5, %convert_element_type_11), kwargs = {})
#   %clamp_min_6 : Tensor "f32[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_115, 0.0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[TruncToInt(1.5*ToFloat(s0))][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 1.0), kwargs = {})
#   %mul_157 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_128, %clamp_max_6), kwargs = {})
#   %add_204 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_7, %mul_157), kwargs = {})
#   %_unsafe_index_6 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %convert_element_type_9, %clamp_max_5]), kwargs = {})
#   %_unsafe_index_5 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %convert_element_type_9, %convert_element_type_11]), kwargs = {})
#   %sub_118 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_6, %_unsafe_index_5), kwargs = {})
#   %mul_144 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_118, %clamp_max_6), kwargs = {})
#   %add_191 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_5, %mul_144), kwargs = {})
#   %sub_141 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_204, %add_191), kwargs = {})
#   %sub_138 : Tensor "f32[TruncToInt(1.5*ToFloat(s53)), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_2, %convert_element_type_9), kwargs = {})
#   %clamp_min_7 : Tensor "f32[TruncToInt(1.5*ToFloat(s53)), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_138, 0.0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[TruncToInt(1.5*ToFloat(s53)), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 1.0), kwargs = {})
#   %mul_172 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_141, %clamp_max_7), kwargs = {})
#   %add_223 : Tensor "f32[1, s27, TruncToInt(1.5*ToFloat(s53)), TruncToInt(1.5*ToFloat(s0))][s27*Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0)))*Max(1, TruncToInt(1.5*ToFloat(s53))), Max(1, TruncToInt(1.5*ToFloat(s0))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_191, %mul_172), kwargs = {})
#   return %_unsafe_index_5,%_unsafe_index_7,%sub_128,%sub_118,%sub_141,%add_223
triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_2 = async_compile.triton('triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5928}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_2(in_ptr0, out_ptr3, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks1) % ks2)
    x0 = (xindex % ks1)
    x2 = xindex // ks4
    x5 = xindex
    tmp0 = tl.full([1], -1.0, tl.float64)
    tmp1 = ks0
    tmp2 = tmp1.to(tl.float64)
    tmp3 = tmp0 + tmp2
    tmp4 = tl.full([1], 1.5, tl.float64)
    tmp5 = tmp4 * tmp2
    tmp6 = libdevice.trunc(tmp5)
    tmp7 = tmp6.to(tl.int64)
    tmp8 = tmp7.to(tl.float64)
    tmp9 = tmp0 + tmp8
    tmp10 = (tmp3 / tmp9)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = x1
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp13 * tmp11
    tmp15 = tl.full([1], 0.0, tl.float32)
    tmp16 = triton_helpers.maximum(tmp14, tmp15)
    tmp17 = tmp16.to(tl.int64)
    tmp18 = ks3
    tmp19 = tmp18.to(tl.float64)
    tmp20 = tmp0 + tmp19
    tmp21 = tmp4 * tmp19
    tmp22 = libdevice.trunc(tmp21)
    tmp23 = tmp22.to(tl.int64)
    tmp24 = tmp23.to(tl.float64)
    tmp25 = tmp0 + tmp24
    tmp26 = (tmp20 / tmp25)
    tmp27 = tmp26.to(tl.float32)
    tmp28 = x0
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp29 * tmp27
    tmp31 = triton_helpers.maximum(tmp30, tmp15)
    tmp32 = tmp31.to(tl.int64)
    tmp33 = tl.load(in_ptr0 + (tmp32 + ks3*tmp17 + ks0*ks3*x2), xmask, eviction_policy='evict_last')
    tmp34 = tl.full([1], 1, tl.int64)
    tmp35 = tmp17 + tmp34
    tmp36 = (-1) + ks0
    tmp37 = triton_helpers.minimum(tmp35, tmp36)
    tmp38 = tl.load(in_ptr0 + (tmp32 + ks3*tmp37 + ks0*ks3*x2), xmask, eviction_policy='evict_last')
    tmp39 = tmp32 + tmp34
    tmp40 = (-1) + ks3
    tmp41 = triton_helpers.minimum(tmp39, tmp40)
    tmp42 = tl.load(in_ptr0 + (tmp41 + ks3*tmp37 + ks0*ks3*x2), xmask, eviction_policy='evict_last')
    tmp43 = tmp42 - tmp38
    tmp44 = tl.load(in_ptr0 + (tmp41 + ks3*tmp17 + ks0*ks3*x2), xmask, eviction_policy='evict_last')
    tmp45 = tmp44 - tmp33
    tmp46 = tmp32.to(tl.float32)
    tmp47 = tmp31 - tmp46
    tmp48 = triton_helpers.maximum(tmp47, tmp15)
    tmp49 = tl.full([1], 1.0, tl.float32)
    tmp50 = triton_helpers.minimum(tmp48, tmp49)
    tmp51 = tmp43 * tmp50
    tmp52 = tmp38 + tmp51
    tmp53 = tmp45 * tmp50
    tmp54 = tmp33 + tmp53
    tmp55 = tmp52 - tmp54
    tmp56 = tmp17.to(tl.float32)
    tmp57 = tmp16 - tmp56
    tmp58 = triton_helpers.maximum(tmp57, tmp15)
    tmp59 = triton_helpers.minimum(tmp58, tmp49)
    tmp60 = tmp55 * tmp59
    tmp61 = tmp54 + tmp60
    tl.store(out_ptr3 + (x0 + x1*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + x2*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), tmp61, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1 = args
        args.clear()
        s27 = arg0_1
        s53 = arg1_1
        s0 = arg2_1
        assert_size_stride(arg3_1, (1, s27, s53, s0), (s0*s27*s53, s0*s53, s0, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            ps0 = 2*s0
            ps1 = 2*s53
            ps2 = 4*s0*s53
            buf0 = empty_strided_cuda((1, s27, 2*s53, 2*s0), (4*s0*s27*s53, 4*s0*s53, 2*s0, 1), torch.float32)
            buf1 = buf0; del buf0  # reuse
            buf2 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [a], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_0_xnumel = 4*s0*s27*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_0.run(buf2, arg3_1, ps0, ps1, s53, s0, ps2, triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_0_xnumel, stream=stream0)
            buf3 = empty_strided_cuda((1, s27, 7, 5), (35*s27, 35, 5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten.add, aten.mul, aten._to_copy, aten.unsqueeze, aten._unsafe_index]
            triton_poi_fused__to_copy__unsafe_index_add_arange_mul_unsqueeze_1_xnumel = 35*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_index_add_arange_mul_unsqueeze_1.run(arg3_1, buf3, s53, s0, triton_poi_fused__to_copy__unsafe_index_add_arange_mul_unsqueeze_1_xnumel, stream=stream0)
            ps3 = math.trunc(1.5000000000000000*torch.sym_float(s0))
            ps4 = math.trunc(1.5000000000000000*torch.sym_float(s53))
            ps5 = math.trunc(1.5000000000000000*torch.sym_float(s0))*math.trunc(1.5000000000000000*torch.sym_float(s53))
            buf9 = empty_strided_cuda((1, s27, math.trunc(1.5000000000000000*torch.sym_float(s53)), math.trunc(1.5000000000000000*torch.sym_float(s0))), (s27*max(1, math.trunc(1.5000000000000000*torch.sym_float(s0)))*max(1, math.trunc(1.5000000000000000*torch.sym_float(s53))), max(1, math.trunc(1.5000000000000000*torch.sym_float(s0)))*max(1, math.trunc(1.5000000000000000*torch.sym_float(s53))), max(1, math.trunc(1.5000000000000000*torch.sym_float(s0))), 1), torch.float32)
            # Topologically Sorted Source Nodes: [c], Original ATen: [aten.arange, aten._to_copy, aten.clamp, aten.view, aten.add, aten._unsafe_index, aten.sub, aten.mul]
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_2_xnumel = s27*math.trunc(1.5000000000000000*torch.sym_float(s0))*math.trunc(1.5000000000000000*torch.sym_float(s53))
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_2.run(arg3_1, buf9, s53, ps3, ps4, s0, ps5, triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_mul_sub_view_2_xnumel, stream=stream0)
            del arg3_1
        return (buf2, buf3, buf9, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 3
    arg1_1 = 9
    arg2_1 = 13
    arg3_1 = rand_strided((1, 3, 9, 13), (351, 117, 13, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
