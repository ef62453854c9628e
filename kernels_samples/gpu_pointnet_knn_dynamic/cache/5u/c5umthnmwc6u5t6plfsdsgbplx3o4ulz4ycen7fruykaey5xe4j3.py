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


# kernel path: /tmp/caps/gpu_pointnet_knn_dynamic/cache/3g/c3grj33n24puepgeof3vycxqp5vpsvozbwtzvc7qbsac2wkd2ohr.py
# Topologically Sorted Source Nodes: [mul_1], Original ATen: [aten.mul]
# Source node to ATen node mapping:
#   mul_1 => mul_4
# Graph fragment:
#   %primals_2 : Tensor "f32[2, s27, 3][3*s27, 3, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %mul_4 : Tensor "f32[2, s27, 3][3*s27, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_2, 2), kwargs = {})
#   return %expand
triton_poi_fused_mul_0 = async_compile.triton('triton_poi_fused_mul_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mul_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1656}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mul_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 2.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_pointnet_knn_dynamic/cache/7s/c7scqo7flufq6cndbr6parrdck7db7ygdhexvh36bssj6sanmppd.py
# Topologically Sorted Source Nodes: [mul, sum_1, sub, sum_2, getitem_3, d, neg], Original ATen: [aten.mul, aten.sum, aten.sub, aten.unsqueeze, aten.add, aten.neg]
# Source node to ATen node mapping:
#   d => add_59
#   getitem_3 => unsqueeze
#   mul => mul
#   neg => neg
#   sub => sub_12
#   sum_1 => sum_1
#   sum_2 => sum_2
# Graph fragment:
#   %primals_2 : Tensor "f32[2, s27, 3][3*s27, 3, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %bmm : Tensor "f32[2, s27, s27][s27**2, s27, 1]cuda:0" = PlaceHolder[target=bmm]
#   %mul : Tensor "f32[2, s27, 3][3*s27, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_2, %primals_2), kwargs = {})
#   %sum_1 : Tensor "f32[2, s27, 1][s27, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul, [-1], True), kwargs = {})
#   %sub_12 : Tensor "f32[2, s27, s27][s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sum_1, %bmm), kwargs = {})
#   %sum_2 : Tensor "f32[2, s27][s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul, [-1]), kwargs = {})
#   %unsqueeze : Tensor "f32[2, 1, s27][s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_2, 1), kwargs = {})
#   %add_59 : Tensor "f32[2, s27, s27][s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%sub_12, %unsqueeze), kwargs = {})
#   %neg : Tensor "f32[2, s27, s27][s27**2, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_59,), kwargs = {})
#   return %neg
triton_poi_fused_add_mul_neg_sub_sum_unsqueeze_1 = async_compile.triton('triton_poi_fused_add_mul_neg_sub_sum_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_neg_sub_sum_unsqueeze_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12696}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_neg_sub_sum_unsqueeze_1(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex // ks0
    x4 = xindex
    x0 = (xindex % ks0)
    x2 = xindex // ks1
    tmp0 = tl.load(in_ptr0 + (3*x3), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr0 + (1 + 3*x3), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (2 + 3*x3), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x4), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr0 + (3*x0 + 3*ks0*x2), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr0 + (1 + 3*x0 + 3*ks0*x2), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr0 + (2 + 3*x0 + 3*ks0*x2), xmask, eviction_policy='evict_last')
    tmp1 = tmp0 * tmp0
    tmp3 = tmp2 * tmp2
    tmp4 = tmp1 + tmp3
    tmp6 = tmp5 * tmp5
    tmp7 = tmp4 + tmp6
    tmp9 = tmp7 - tmp8
    tmp11 = tmp10 * tmp10
    tmp13 = tmp12 * tmp12
    tmp14 = tmp11 + tmp13
    tmp16 = tmp15 * tmp15
    tmp17 = tmp14 + tmp16
    tmp18 = tmp9 + tmp17
    tmp19 = -tmp18
    tl.store(in_out_ptr0 + (x4), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_pointnet_knn_dynamic/cache/kf/ckfy2aij4p4dzdfsum2ei2qdlptddbxe2ktb3esr4ljomyrqtcfm.py
# Topologically Sorted Source Nodes: [arange, view, base, add_1], Original ATen: [aten.arange, aten.view, aten.mul, aten.add]
# Source node to ATen node mapping:
#   add_1 => add_79
#   arange => iota
#   base => mul_51
#   view => view_3
# Graph fragment:
#   %getitem_1 : Tensor "i64[2, s27, 4][4*s27, 4, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %iota : Tensor "i64[2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_3 : Tensor "i64[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota, [2, 1, 1]), kwargs = {})
#   %mul_51 : Tensor "i64[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %primals_1), kwargs = {})
#   %add_79 : Tensor "i64[2, s27, 4][4*s27, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_1, %mul_51), kwargs = {})
#   return %add_79
triton_poi_fused_add_arange_mul_view_2 = async_compile.triton('triton_poi_fused_add_arange_mul_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_mul_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_mul_view_2(in_out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // ks0
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask, eviction_policy='evict_last')
    tmp1 = ks1*x1
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_pointnet_knn_dynamic/cache/2f/c2fu3p5jvp7pytu6rz2xb2x4fr34m6i3434dbvjnkd3xmbefmnvw.py
# Topologically Sorted Source Nodes: [arange, view, base, reshape, add_1, view_1, getitem_6, nb, getitem_7, sub_1, expand, edge], Original ATen: [aten.arange, aten.view, aten.mul, aten.add, aten.index, aten.unsqueeze, aten.sub, aten.expand, aten.cat]
# Source node to ATen node mapping:
#   add_1 => add_79
#   arange => iota
#   base => mul_51
#   edge => cat
#   expand => expand_2
#   getitem_6 => index
#   getitem_7 => unsqueeze_1
#   nb => view_6
#   reshape => view_4
#   sub_1 => sub_32
#   view => view_3
#   view_1 => view_5
# Graph fragment:
#   %add_79 : Tensor "i64[2, s27, 4][4*s27, 4, 1]cuda:0" = PlaceHolder[target=add_79]
#   %primals_2 : Tensor "f32[2, s27, 3][3*s27, 3, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %iota : Tensor "i64[2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_3 : Tensor "i64[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota, [2, 1, 1]), kwargs = {})
#   %mul_51 : Tensor "i64[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %primals_1), kwargs = {})
#   %view_4 : Tensor "f32[2*s27, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_2, [%mul_52, 3]), kwargs = {})
#   %add_79 : Tensor "i64[2, s27, 4][4*s27, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_1, %mul_51), kwargs = {})
#   %view_5 : Tensor "i64[8*s27][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_79, [-1]), kwargs = {})
#   %index : Tensor "f32[8*s27, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_4, [%view_5]), kwargs = {})
#   %view_6 : Tensor "f32[2, s27, 4, 3][12*s27, 12, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index, [2, %primals_1, 4, 3]), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[2, s27, 1, 3][3*s27, 3, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_2, 2), kwargs = {})
#   %sub_32 : Tensor "f32[2, s27, 4, 3][12*s27, 12, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_6, %unsqueeze_1), kwargs = {})
#   %expand_2 : Tensor "f32[2, s27, 4, 3][3*s27, 3, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_1, [-1, -1, 4, -1]), kwargs = {})
#   %cat : Tensor "f32[2, s27, 4, 6][24*s27, 24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%sub_32, %expand_2], -1), kwargs = {})
#   return %cat
triton_poi_fused_add_arange_cat_expand_index_mul_sub_unsqueeze_view_3 = async_compile.triton('triton_poi_fused_add_arange_cat_expand_index_mul_sub_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_cat_expand_index_mul_sub_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9936}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_cat_expand_index_mul_sub_unsqueeze_view_3(in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 6)
    x3 = xindex // 6
    x2 = xindex // 24
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 3, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x3), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.broadcast_to(2*ks0, [XBLOCK])
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tl.device_assert(((0 <= tl.broadcast_to(tmp9, [XBLOCK])) & (tl.broadcast_to(tmp9, [XBLOCK]) < 2*ks0)) | ~(tmp4 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp9, [XBLOCK]) < 2*ks0")
    tmp11 = tl.load(in_ptr1 + (3*tmp9 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.load(in_ptr1 + (3*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp13 = tmp11 - tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp4, tmp13, tmp14)
    tmp16 = tmp0 >= tmp3
    tmp17 = tl.full([1], 6, tl.int64)
    tmp18 = tmp0 < tmp17
    tmp19 = tl.load(in_ptr1 + (3*x2 + ((-3) + x0)), tmp16 & xmask, eviction_policy='evict_last', other=0.0)
    tmp20 = tl.where(tmp4, tmp15, tmp19)
    tl.store(out_ptr0 + (x4), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_pointnet_knn_dynamic/cache/p4/cp4q5qplcftdmvivb75am46xch5iwfffr7u5ws7exsrpiegredfq.py
# Topologically Sorted Source Nodes: [matmul_1, h], Original ATen: [aten._unsafe_view, aten.leaky_relu]
# Source node to ATen node mapping:
#   h => gt_2
#   matmul_1 => view_8
# Graph fragment:
#   %mm : Tensor "f32[8*s27, 16][16, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_8 : Tensor "f32[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, %primals_1, 4, 16]), kwargs = {})
#   %gt_2 : Tensor "b8[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%view_8, 0), kwargs = {})
#   return %gt_2
triton_poi_fused__unsafe_view_leaky_relu_4 = async_compile.triton('triton_poi_fused__unsafe_view_leaky_relu_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_leaky_relu_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17664}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_leaky_relu_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 > tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_pointnet_knn_dynamic/cache/ww/cwwyld3uxmonklnjbh6ons4nbmdcnxniholnh3acbxkaaovhbu3c.py
# Topologically Sorted Source Nodes: [matmul_1, h, h_1], Original ATen: [aten._unsafe_view, aten.leaky_relu, aten.amax]
# Source node to ATen node mapping:
#   h => mul_105, where
#   h_1 => amax
#   matmul_1 => view_8
# Graph fragment:
#   %gt_2 : Tensor "b8[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0" = PlaceHolder[target=gt_2]
#   %mm : Tensor "f32[8*s27, 16][16, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_8 : Tensor "f32[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, %primals_1, 4, 16]), kwargs = {})
#   %mul_105 : Tensor "f32[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_8, 0.2), kwargs = {})
#   %where : Tensor "f32[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %view_8, %mul_105), kwargs = {})
#   %amax : Tensor "f32[2, s27, 16][16*s27, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%where, [2]), kwargs = {})
#   return %amax
triton_poi_fused__unsafe_view_amax_leaky_relu_5 = async_compile.triton('triton_poi_fused__unsafe_view_amax_leaky_relu_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_amax_leaky_relu_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_amax_leaky_relu_5(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = xindex // 16
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x1), xmask).to(tl.int1)
    tmp1 = tl.load(in_ptr1 + (x0 + 64*x1), xmask)
    tmp5 = tl.load(in_ptr0 + (16 + x0 + 64*x1), xmask).to(tl.int1)
    tmp6 = tl.load(in_ptr1 + (16 + x0 + 64*x1), xmask)
    tmp10 = tl.load(in_ptr0 + (32 + x0 + 64*x1), xmask).to(tl.int1)
    tmp11 = tl.load(in_ptr1 + (32 + x0 + 64*x1), xmask)
    tmp15 = tl.load(in_ptr0 + (48 + x0 + 64*x1), xmask).to(tl.int1)
    tmp16 = tl.load(in_ptr1 + (48 + x0 + 64*x1), xmask)
    tmp2 = tl.full([1], 0.2, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.where(tmp0, tmp1, tmp3)
    tmp7 = tmp6 * tmp2
    tmp8 = tl.where(tmp5, tmp6, tmp7)
    tmp9 = triton_helpers.maximum(tmp4, tmp8)
    tmp12 = tmp11 * tmp2
    tmp13 = tl.where(tmp10, tmp11, tmp12)
    tmp14 = triton_helpers.maximum(tmp9, tmp13)
    tmp17 = tmp16 * tmp2
    tmp18 = tl.where(tmp15, tmp16, tmp17)
    tmp19 = triton_helpers.maximum(tmp14, tmp18)
    tl.store(out_ptr0 + (x2), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_pointnet_knn_dynamic/cache/n3/cn364y5vxuhvzpyzooqc6mdsppi2l6inorcqo4e4pesjk6cq2zox.py
# Topologically Sorted Source Nodes: [matmul_1, h, view_13, eq_73], Original ATen: [aten._unsafe_view, aten.leaky_relu, aten.view, aten.eq]
# Source node to ATen node mapping:
#   eq_73 => eq_73
#   h => mul_105, where
#   matmul_1 => view_8
#   view_13 => view_13
# Graph fragment:
#   %amax : Tensor "f32[2, s27, 16][16*s27, 16, 1]cuda:0" = PlaceHolder[target=amax]
#   %gt_2 : Tensor "b8[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0" = PlaceHolder[target=gt_2]
#   %mm : Tensor "f32[8*s27, 16][16, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_8 : Tensor "f32[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, %primals_1, 4, 16]), kwargs = {})
#   %mul_105 : Tensor "f32[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_8, 0.2), kwargs = {})
#   %where : Tensor "f32[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %view_8, %mul_105), kwargs = {})
#   %view_13 : Tensor "f32[2, s27, 1, 16][16*s27, 16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%amax, [2, %primals_1, 1, 16]), kwargs = {})
#   %eq_73 : Tensor "b8[2, s27, 4, 16][64*s27, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%view_13, %where), kwargs = {})
#   return %eq_73
triton_poi_fused__unsafe_view_eq_leaky_relu_view_6 = async_compile.triton('triton_poi_fused__unsafe_view_eq_leaky_relu_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_eq_leaky_relu_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23552}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_eq_leaky_relu_view_6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x2 = xindex // 64
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x3), xmask).to(tl.int1)
    tmp2 = tl.load(in_ptr2 + (x3), xmask)
    tmp3 = tl.full([1], 0.2, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.where(tmp1, tmp2, tmp4)
    tmp6 = tmp0 == tmp5
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_pointnet_knn_dynamic/cache/aa/caa7xqffkkaqgsjtrx7mkmyemsga3yw5pkeg6o7b22bhjrzmiix2.py
# Topologically Sorted Source Nodes: [matmul_2, log_softmax], Original ATen: [aten._unsafe_view, prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#   log_softmax => log
#   matmul_2 => view_10
# Graph fragment:
#   %mm_1 : Tensor "f32[2*s27, 5][5, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %getitem : Tensor "f32[2, s27, 1][s27, 1, 2*s27]cuda:0" = PlaceHolder[target=getitem]
#   %view_10 : Tensor "f32[2, s27, 5][5*s27, 5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, %primals_1, 5]), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_10, -1), kwargs = {})
#   %log : Tensor "f32[2, s27, 1][s27, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%getitem_2,), kwargs = {})
#   return %getitem,%log
triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_7 = async_compile.triton('triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 736}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_7(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (5*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 5*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2 + 5*x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (3 + 5*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (4 + 5*x0), xmask, eviction_policy='evict_last')
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp8 = triton_helpers.maximum(tmp6, tmp7)
    tmp9 = tmp0 - tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp11 = tmp1 - tmp8
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tmp10 + tmp12
    tmp14 = tmp3 - tmp8
    tmp15 = libdevice.exp(tmp14)
    tmp16 = tmp13 + tmp15
    tmp17 = tmp5 - tmp8
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp16 + tmp18
    tmp20 = tmp7 - tmp8
    tmp21 = libdevice.exp(tmp20)
    tmp22 = tmp19 + tmp21
    tmp23 = tl_math.log(tmp22)
    tl.store(out_ptr0 + (x0), tmp8, xmask)
    tl.store(out_ptr1 + (x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_pointnet_knn_dynamic/cache/5f/c5fbjky7kltf7cltzjpo3hfjvw3wzmcrdyngdmf3dsshu6uhmwtk.py
# Topologically Sorted Source Nodes: [matmul_2, log_softmax], Original ATen: [aten._unsafe_view, prims.prepare_softmax_online, aten.sub, aten._log_softmax]
# Source node to ATen node mapping:
#   log_softmax => log, sub_48
#   matmul_2 => view_10
# Graph fragment:
#   %mm_1 : Tensor "f32[2*s27, 5][5, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %getitem : Tensor "f32[2, s27, 1][s27, 1, 2*s27]cuda:0" = PlaceHolder[target=getitem]
#   %log : Tensor "f32[2, s27, 1][s27, 1, 2*s27]cuda:0" = PlaceHolder[target=log]
#   %view_10 : Tensor "f32[2, s27, 5][5*s27, 5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, %primals_1, 5]), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_10, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[2, s27, 5][5*s27, 5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_10, %getitem), kwargs = {})
#   %log : Tensor "f32[2, s27, 1][s27, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%getitem_2,), kwargs = {})
#   %sub_48 : Tensor "f32[2, s27, 5][5*s27, 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   return %sub_48
triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_sub_8 = async_compile.triton('triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_sub_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_sub_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_sub_8(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 5
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 - tmp3
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
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
        primals_1, primals_2, primals_3, primals_4 = args
        args.clear()
        s27 = primals_1
        assert_size_stride(primals_2, (2, s27, 3), (3*s27, 3, 1))
        assert_size_stride(primals_3, (6, 16), (16, 1))
        assert_size_stride(primals_4, (16, 5), (5, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, s27, 3), (3*s27, 3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_1], Original ATen: [aten.mul]
            triton_poi_fused_mul_0_xnumel = 6*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_mul_0.run(primals_2, buf0, triton_poi_fused_mul_0_xnumel, stream=stream0)
            buf1 = empty_strided_cuda((2, s27, s27), (s27*s27, s27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_1, transpose, matmul], Original ATen: [aten.mul, aten.transpose, aten.bmm]
            extern_kernels.bmm(buf0, reinterpret_tensor(primals_2, (2, 3, s27), (3*s27, 1, 3), 0), out=buf1)
            del buf0
            ps0 = s27*s27
            buf2 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [mul, sum_1, sub, sum_2, getitem_3, d, neg], Original ATen: [aten.mul, aten.sum, aten.sub, aten.unsqueeze, aten.add, aten.neg]
            triton_poi_fused_add_mul_neg_sub_sum_unsqueeze_1_xnumel = 2*s27*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_neg_sub_sum_unsqueeze_1.run(buf2, primals_2, s27, ps0, triton_poi_fused_add_mul_neg_sub_sum_unsqueeze_1_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [mul, sum_1, sub, sum_2, getitem_3, d, neg, topk], Original ATen: [aten.mul, aten.sum, aten.sub, aten.unsqueeze, aten.add, aten.neg, aten.topk]
            buf3 = torch.ops.aten.topk.default(buf2, 4)
            del buf2
            buf5 = buf3[1]
            assert_size_stride(buf5, (2, s27, 4), (4*s27, 4, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf5, 16, 'torch.ops.aten.topk.default')
            del buf3
            ps1 = 4*s27
            buf6 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [arange, view, base, add_1], Original ATen: [aten.arange, aten.view, aten.mul, aten.add]
            triton_poi_fused_add_arange_mul_view_2_xnumel = 8*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_mul_view_2.run(buf6, ps1, s27, triton_poi_fused_add_arange_mul_view_2_xnumel, stream=stream0)
            buf7 = empty_strided_cuda((2, s27, 4, 6), (24*s27, 24, 6, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, view, base, reshape, add_1, view_1, getitem_6, nb, getitem_7, sub_1, expand, edge], Original ATen: [aten.arange, aten.view, aten.mul, aten.add, aten.index, aten.unsqueeze, aten.sub, aten.expand, aten.cat]
            triton_poi_fused_add_arange_cat_expand_index_mul_sub_unsqueeze_view_3_xnumel = 48*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_cat_expand_index_mul_sub_unsqueeze_view_3.run(buf6, primals_2, buf7, s27, triton_poi_fused_add_arange_cat_expand_index_mul_sub_unsqueeze_view_3_xnumel, stream=stream0)
            del primals_2
            buf8 = empty_strided_cuda((8*s27, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, view, base, reshape, add_1, view_1, getitem_6, nb, getitem_7, sub_1, expand, edge, matmul_1], Original ATen: [aten.arange, aten.view, aten.mul, aten.add, aten.index, aten.unsqueeze, aten.sub, aten.expand, aten.cat, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf7, (8*s27, 6), (6, 1), 0), primals_3, out=buf8)
            buf9 = empty_strided_cuda((2, s27, 4, 16), (64*s27, 64, 16, 1), torch.bool)
            # Topologically Sorted Source Nodes: [matmul_1, h], Original ATen: [aten._unsafe_view, aten.leaky_relu]
            triton_poi_fused__unsafe_view_leaky_relu_4_xnumel = 128*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_leaky_relu_4.run(buf8, buf9, triton_poi_fused__unsafe_view_leaky_relu_4_xnumel, stream=stream0)
            buf10 = empty_strided_cuda((2, s27, 16), (16*s27, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_1, h, h_1], Original ATen: [aten._unsafe_view, aten.leaky_relu, aten.amax]
            triton_poi_fused__unsafe_view_amax_leaky_relu_5_xnumel = 32*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_amax_leaky_relu_5.run(buf9, buf8, buf10, triton_poi_fused__unsafe_view_amax_leaky_relu_5_xnumel, stream=stream0)
            buf15 = empty_strided_cuda((2, s27, 4, 16), (64*s27, 64, 16, 1), torch.bool)
            # Topologically Sorted Source Nodes: [matmul_1, h, view_13, eq_73], Original ATen: [aten._unsafe_view, aten.leaky_relu, aten.view, aten.eq]
            triton_poi_fused__unsafe_view_eq_leaky_relu_view_6_xnumel = 128*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_eq_leaky_relu_view_6.run(buf10, buf9, buf8, buf15, triton_poi_fused__unsafe_view_eq_leaky_relu_view_6_xnumel, stream=stream0)
            del buf8
            buf11 = empty_strided_cuda((2*s27, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_2], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf10, (2*s27, 16), (16, 1), 0), primals_4, out=buf11)
            buf12 = empty_strided_cuda((2, s27, 1), (s27, 1, 2*s27), torch.float32)
            buf13 = empty_strided_cuda((2, s27, 1), (s27, 1, 2*s27), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_2, log_softmax], Original ATen: [aten._unsafe_view, prims.prepare_softmax_online, aten._log_softmax]
            triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_7_xnumel = 2*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_7.run(buf11, buf12, buf13, triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_7_xnumel, stream=stream0)
            buf14 = reinterpret_tensor(buf11, (2, s27, 5), (5*s27, 5, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [matmul_2, log_softmax], Original ATen: [aten._unsafe_view, prims.prepare_softmax_online, aten.sub, aten._log_softmax]
            triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_sub_8_xnumel = 10*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_sub_8.run(buf14, buf12, buf13, triton_poi_fused__log_softmax__unsafe_view_prepare_softmax_online_sub_8_xnumel, stream=stream0)
            del buf12
            del buf13
        return (buf14, reinterpret_tensor(buf6, (8*s27, ), (1, ), 0), buf9, buf14, reinterpret_tensor(buf10, (16, 2*s27), (1, 16), 0), reinterpret_tensor(primals_4, (5, 16), (1, 5), 0), buf15, reinterpret_tensor(buf7, (6, 8*s27), (1, 6), 0), reinterpret_tensor(primals_3, (16, 6), (1, 16), 0), s27, 2*s27, 8*s27, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 23
    primals_2 = rand_strided((2, 23, 3), (69, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((6, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((16, 5), (5, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
