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


# kernel path: /tmp/caps/.pad_reflect_replicate.new/cache/tf/ctfj4ekxntknadkwsbfedlzpapxhl4klei53k2us5bih4hi3mmq4.py
# Topologically Sorted Source Nodes: [b, mul], Original ATen: [aten.replication_pad1d, aten.mul]
# Source node to ATen node mapping:
#   b => _unsafe_index_2, clamp_max, clamp_min, iota_2
#   mul => mul_72
# Graph fragment:
#   %arg6_1 : Tensor "f32[s17, 1, s48][s48, s48, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %iota_2 : Tensor "i64[s48 + 10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sub_15,), kwargs = {start: -5, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %clamp_min : Tensor "i64[s48 + 10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%iota_2, 0), kwargs = {})
#   %clamp_max : Tensor "i64[s48 + 10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, %sub_17), kwargs = {})
#   %_unsafe_index_2 : Tensor "f32[s17, 1, s48 + 10][s48 + 10, s48 + 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg6_1, [None, None, %clamp_max]), kwargs = {})
#   %mul_72 : Tensor "f32[s17, 1, s48 + 10][s48 + 10, s48 + 10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%_unsafe_index_2, 2), kwargs = {})
#   return %mul_72
triton_poi_fused_mul_replication_pad1d_0 = async_compile.triton('triton_poi_fused_mul_replication_pad1d_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mul_replication_pad1d_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 636}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mul_replication_pad1d_0(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (ks1*x1 + (((-1) + ks1) * (((-1) + ks1) <= (((0) * ((0) >= ((-5) + x0)) + ((-5) + x0) * (((-5) + x0) > (0))))) + (((0) * ((0) >= ((-5) + x0)) + ((-5) + x0) * (((-5) + x0) > (0)))) * ((((0) * ((0) >= ((-5) + x0)) + ((-5) + x0) * (((-5) + x0) > (0)))) < ((-1) + ks1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 2.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.pad_reflect_replicate.new/cache/ga/cgafrpjwtef47tjqc5plyuvhhe7mw65w7wavuhub22yopaeqlgab.py
# Topologically Sorted Source Nodes: [c, relu], Original ATen: [aten.slice, aten.copy, aten.relu]
# Source node to ATen node mapping:
#   c => copy, slice_1, slice_12, slice_7
#   relu => relu
# Graph fragment:
#   %arg10_1 : Tensor "f32[s68, s32, s59][s32*s59, s59, 1]cuda:0" = PlaceHolder[target=arg10_1]
#   %slice_scatter_default_2 : Tensor "f32[s68, s32, s59 + 6][s32*(s59 + 6), s59 + 6, 1]cuda:0" = PlaceHolder[target=slice_scatter_default_2]
#   %slice_1 : Tensor "f32[s68, s32, s59][s32*(s59 + 6), s59 + 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%empty, 2, 3, %add_14), kwargs = {})
#   %copy : Tensor "f32[s68, s32, s59][s32*(s59 + 6), s59 + 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_1, %arg10_1), kwargs = {})
#   %slice_scatter_default : Tensor "f32[s68, s32, s59 + 6][s32*(s59 + 6), s59 + 6, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%empty, %copy, 2, 3, %add_14), kwargs = {})
#   %slice_7 : Tensor "f32[s68, s32, 3][s32*(s59 + 6), s59 + 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 2, %arg9_1, %add_14), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[s68, s32, s59 + 6][s32*(s59 + 6), s59 + 6, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default, %slice_7, 2, 0, 3), kwargs = {})
#   %slice_12 : Tensor "f32[s68, s32, 3][s32*(s59 + 6), s59 + 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default_1, 2, 3, 6), kwargs = {})
#   %slice_scatter_default_2 : Tensor "f32[s68, s32, s59 + 6][s32*(s59 + 6), s59 + 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%slice_scatter_default_1, %slice_12, 2, %add_14, %add_15), kwargs = {})
#   %relu : Tensor "f32[s68, s32, s59 + 6][s32*(s59 + 6), s59 + 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%slice_scatter_default_2,), kwargs = {})
#   return %slice_scatter_default_2,%relu
triton_poi_fused_copy_relu_slice_1 = async_compile.triton('triton_poi_fused_copy_relu_slice_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_copy_relu_slice_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1248}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy_relu_slice_1(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    x2 = xindex
    tmp0 = x0
    tmp1 = 3 + ks1
    tmp2 = tmp0 >= tmp1
    tmp3 = x0 + ((-1)*ks1)
    tmp4 = tl.full([1], 3, tl.int64)
    tmp5 = tmp3 < tmp4
    tmp6 = tmp5 & tmp2
    tmp7 = x0
    tmp8 = tl.full([1], 3, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.broadcast_to(3 + ks1, [XBLOCK])
    tmp11 = tmp7 < tmp10
    tmp12 = tmp9 & tmp11
    tmp13 = tmp12 & tmp6
    tmp14 = tl.load(in_ptr0 + ((-3) + x0 + ks1*x1), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.full([1], float("nan"), tl.float32)
    tmp16 = tl.where(tmp12, tmp14, tmp15)
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp6, tmp16, tmp17)
    tmp19 = tmp3 >= tmp4
    tmp20 = tl.broadcast_to(3 + ks1, [XBLOCK])
    tmp21 = tmp3 < tmp20
    tmp22 = tmp19 & tmp21
    tmp23 = tmp22 & tmp2
    tmp24 = tl.load(in_ptr0 + ((-3) + x0 + ((-1)*ks1) + ks1*x1), tmp23 & xmask, eviction_policy='evict_last', other=0.0)
    tmp25 = tl.full([1], float("nan"), tl.float32)
    tmp26 = tl.where(tmp22, tmp24, tmp25)
    tmp27 = tl.where(tmp5, tmp18, tmp26)
    tmp28 = tl.full(tmp27.shape, 0.0, tmp27.dtype)
    tmp29 = tl.where(tmp2, tmp27, tmp28)
    tmp30 = tl.full([1], 3, tl.int64)
    tmp31 = tmp0 < tmp30
    tmp32 = ks1 + x0
    tmp33 = tl.full([1], 3, tl.int64)
    tmp34 = tmp32 >= tmp33
    tmp35 = tl.broadcast_to(3 + ks1, [XBLOCK])
    tmp36 = tmp32 < tmp35
    tmp37 = tmp34 & tmp36
    tmp38 = tmp37 & tmp31
    tmp39 = tl.load(in_ptr0 + ((-3) + ks1 + x0 + ks1*x1), tmp38 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tl.full([1], float("nan"), tl.float32)
    tmp41 = tl.where(tmp37, tmp39, tmp40)
    tmp42 = tl.full(tmp41.shape, 0.0, tmp41.dtype)
    tmp43 = tl.where(tmp31, tmp41, tmp42)
    tmp44 = tmp0 >= tmp30
    tmp45 = tmp0 < tmp1
    tmp46 = tmp44 & tmp45
    tmp47 = tl.load(in_ptr0 + ((-3) + x0 + ks1*x1), tmp46 & xmask, eviction_policy='evict_last', other=0.0)
    tmp48 = tl.full([1], float("nan"), tl.float32)
    tmp49 = tl.where(tmp46, tmp47, tmp48)
    tmp50 = tl.where(tmp31, tmp43, tmp49)
    tmp51 = tl.where(tmp2, tmp29, tmp50)
    tmp52 = tl.full([1], 0, tl.int32)
    tmp53 = triton_helpers.maximum(tmp52, tmp51)
    tl.store(in_out_ptr0 + (x2), tmp53, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.pad_reflect_replicate.new/cache/ak/cakfix4g77xu2ts5of4tsn24psm4k4shqewxgxe74k6ajfh7c5bu.py
# Topologically Sorted Source Nodes: [a, add], Original ATen: [aten.reflection_pad2d, aten.add]
# Source node to ATen node mapping:
#   a => _unsafe_index, _unsafe_index_1, abs_1, abs_2, abs_3, abs_4, iota, iota_1, sub_10, sub_11, sub_4, sub_5
#   add => add_80
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, s27, s53, s0][s0*s27*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %iota : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sub,), kwargs = {start: -1, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota,), kwargs = {})
#   %sub_4 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_2, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_4,), kwargs = {})
#   %sub_5 : Tensor "i64[s53 + 2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_2, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[1, s27, s53 + 2, s0][s0*s27*(s53 + 2), s0*(s53 + 2), s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%arg3_1, [None, None, %sub_5, None]), kwargs = {})
#   %iota_1 : Tensor "i64[s0 + 5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%sub_6,), kwargs = {start: -2, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_3 : Tensor "i64[s0 + 5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota_1,), kwargs = {})
#   %sub_10 : Tensor "i64[s0 + 5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_8, %abs_3), kwargs = {})
#   %abs_4 : Tensor "i64[s0 + 5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_10,), kwargs = {})
#   %sub_11 : Tensor "i64[s0 + 5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_8, %abs_4), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[1, s27, s53 + 2, s0 + 5][s27*(s0 + 5)*(s53 + 2), (s0 + 5)*(s53 + 2), s0 + 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%_unsafe_index, [None, None, None, %sub_11]), kwargs = {})
#   %add_80 : Tensor "f32[1, s27, s53 + 2, s0 + 5][s27*(s0 + 5)*(s53 + 2), (s0 + 5)*(s53 + 2), s0 + 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_1, 1), kwargs = {})
#   return %add_80
triton_poi_fused_add_reflection_pad2d_2 = async_compile.triton('triton_poi_fused_add_reflection_pad2d_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_reflection_pad2d_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_reflection_pad2d_2(in_ptr0, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = xindex // ks2
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (ks3*(tl.where((-1) + ks4 + ((-1)*tl_math.abs(1 + ((-1)*ks4) + tl_math.abs((-1) + x1))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks4) + tl_math.abs((-1) + x1))) + 2*ks4, (-1) + ks4 + ((-1)*tl_math.abs(1 + ((-1)*ks4) + tl_math.abs((-1) + x1))))) + ks3*ks4*x2 + (tl.where((-1) + ks3 + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-2) + x0))) < 0, (-1) + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-2) + x0))) + 2*ks3, (-1) + ks3 + ((-1)*tl_math.abs(1 + ((-1)*ks3) + tl_math.abs((-2) + x0)))))), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 1.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x3), tmp2, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1 = args
        args.clear()
        s27 = arg0_1
        s53 = arg1_1
        s0 = arg2_1
        s17 = arg4_1
        s48 = arg5_1
        s68 = arg7_1
        s32 = arg8_1
        s59 = arg9_1
        assert_size_stride(arg3_1, (1, s27, s53, s0), (s0*s27*s53, s0*s53, s0, 1))
        assert_size_stride(arg6_1, (s17, 1, s48), (s48, s48, 1))
        assert_size_stride(arg10_1, (s68, s32, s59), (s32*s59, s59, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            ps0 = 10 + s48
            buf2 = empty_strided_cuda((s17, 1, 10 + s48), (10 + s48, 10 + s48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [b, mul], Original ATen: [aten.replication_pad1d, aten.mul]
            triton_poi_fused_mul_replication_pad1d_0_xnumel = 10*s17 + s17*s48
            stream0 = get_raw_stream(0)
            triton_poi_fused_mul_replication_pad1d_0.run(arg6_1, buf2, ps0, s48, triton_poi_fused_mul_replication_pad1d_0_xnumel, stream=stream0)
            del arg6_1
            ps1 = 6 + s59
            buf3 = empty_strided_cuda((s68, s32, 6 + s59), (6*s32 + s32*s59, 6 + s59, 1), torch.float32)
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [c, relu], Original ATen: [aten.slice, aten.copy, aten.relu]
            triton_poi_fused_copy_relu_slice_1_xnumel = 6*s32*s68 + s32*s59*s68
            stream0 = get_raw_stream(0)
            triton_poi_fused_copy_relu_slice_1.run(buf4, arg10_1, ps1, s59, triton_poi_fused_copy_relu_slice_1_xnumel, stream=stream0)
            del arg10_1
            ps2 = 5 + s0
            ps3 = 2 + s53
            ps4 = 10 + 2*s0 + 5*s53 + s0*s53
            buf1 = empty_strided_cuda((1, s27, 2 + s53, 5 + s0), (10*s27 + 2*s0*s27 + 5*s27*s53 + s0*s27*s53, 10 + 2*s0 + 5*s53 + s0*s53, 5 + s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [a, add], Original ATen: [aten.reflection_pad2d, aten.add]
            triton_poi_fused_add_reflection_pad2d_2_xnumel = 10*s27 + 2*s0*s27 + 5*s27*s53 + s0*s27*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_reflection_pad2d_2.run(arg3_1, buf1, ps2, ps3, ps4, s0, s53, triton_poi_fused_add_reflection_pad2d_2_xnumel, stream=stream0)
            del arg3_1
        return (buf1, buf2, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 2
    arg1_1 = 7
    arg2_1 = 9
    arg3_1 = rand_strided((1, 2, 7, 9), (126, 63, 9, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = 3
    arg5_1 = 11
    arg6_1 = rand_strided((3, 1, 11), (11, 11, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = 2
    arg8_1 = 3
    arg9_1 = 8
    arg10_1 = rand_strided((2, 3, 8), (24, 8, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
