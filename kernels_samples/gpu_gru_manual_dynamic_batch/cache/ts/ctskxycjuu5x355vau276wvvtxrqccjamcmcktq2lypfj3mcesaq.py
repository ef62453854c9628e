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


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/7o/c7oag5uxsxn2wmw6h7rtbrobyrjhqjbrnk3iyoqwc74c3lsjxmyr.py
# Topologically Sorted Source Nodes: [h], Original ATen: [aten.zeros]
# Source node to ATen node mapping:
#   h => full_default
# Graph fragment:
#   %full_default : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_default
triton_poi_fused_zeros_0 = async_compile.triton('triton_poi_fused_zeros_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_zeros_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/rd/crd2cmlvt53hczz6k2k6updwolsuwtge4fco3cnvknjn4cgnlc3j.py
# Topologically Sorted Source Nodes: [lt, lt_1, lt_2, lt_3, lt_4, lt_5, sub_6, clamp], Original ATen: [aten.gt, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   clamp => clamp_min
#   lt => gt
#   lt_1 => gt_1
#   lt_2 => gt_2
#   lt_3 => gt_3
#   lt_4 => gt_4
#   lt_5 => gt_5
#   sub_6 => sub_173
# Graph fragment:
#   %primals_8 : Tensor "i64[s2][1]cuda:0" = PlaceHolder[target=primals_8]
#   %gt : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 0), kwargs = {})
#   %gt_1 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 1), kwargs = {})
#   %gt_2 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 2), kwargs = {})
#   %gt_3 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 3), kwargs = {})
#   %gt_4 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 4), kwargs = {})
#   %gt_5 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 5), kwargs = {})
#   %sub_173 : Tensor "i64[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_8, 1), kwargs = {})
#   %clamp_min : Tensor "i64[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_173, 0), kwargs = {})
#   return %gt,%gt_1,%gt_2,%gt_3,%gt_4,%gt_5,%clamp_min
triton_poi_fused_clamp_gt_sub_1 = async_compile.triton('triton_poi_fused_clamp_gt_sub_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i1', 'out_ptr1': '*i1', 'out_ptr2': '*i1', 'out_ptr3': '*i1', 'out_ptr4': '*i1', 'out_ptr5': '*i1', 'out_ptr6': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_gt_sub_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 7, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_gt_sub_1(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 > tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 > tmp3
    tmp5 = tl.full([1], 2, tl.int64)
    tmp6 = tmp0 > tmp5
    tmp7 = tl.full([1], 3, tl.int64)
    tmp8 = tmp0 > tmp7
    tmp9 = tl.full([1], 4, tl.int64)
    tmp10 = tmp0 > tmp9
    tmp11 = tl.full([1], 5, tl.int64)
    tmp12 = tmp0 > tmp11
    tmp13 = tmp0 - tmp3
    tmp14 = triton_helpers.maximum(tmp13, tmp1)
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp4, xmask)
    tl.store(out_ptr2 + (x0), tmp6, xmask)
    tl.store(out_ptr3 + (x0), tmp8, xmask)
    tl.store(out_ptr4 + (x0), tmp10, xmask)
    tl.store(out_ptr5 + (x0), tmp12, xmask)
    tl.store(out_ptr6 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/yz/cyzn4rye6hgvnxpqdj2lda4xgsudjmgyve3hlz6bilqi6refa3rh.py
# Topologically Sorted Source Nodes: [xi, getitem_3, chunk, chunk_1, add, r, add_1, z, mul, add_2, n, sub, mul_1, mul_2, new, lt, getitem_10, h_1], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
# Source node to ATen node mapping:
#   add => add_41
#   add_1 => add_51
#   add_2 => add_64
#   chunk => split
#   chunk_1 => split_1
#   getitem_10 => unsqueeze
#   getitem_3 => select
#   h_1 => where
#   lt => gt
#   mul => mul_43
#   mul_1 => mul_54
#   mul_2 => mul_57
#   n => tanh
#   new => add_83
#   r => sigmoid
#   sub => sub_23
#   xi => add_tensor, view_1
#   z => sigmoid_1
# Graph fragment:
#   %primals_4 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mm_default : Tensor "f32[6*s2, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %addmm_1 : Tensor "f32[s77, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %sigmoid : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid]
#   %gt : Tensor "b8[s2][1]cuda:0" = PlaceHolder[target=gt]
#   %sigmoid_1 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_1]
#   %tanh : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh]
#   %add_tensor : Tensor "f32[6*s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, %mm_default), kwargs = {})
#   %view_1 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%primals_7, 6, 96]), kwargs = {})
#   %select : Tensor "f32[s2, 96][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%view_1, 1, 0), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%select, 32, -1), kwargs = {})
#   %split_1 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%addmm_1, 32, -1), kwargs = {})
#   %add_41 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, %getitem_3), kwargs = {})
#   %sigmoid : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_41,), kwargs = {})
#   %add_51 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_1, %getitem_4), kwargs = {})
#   %sigmoid_1 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_51,), kwargs = {})
#   %mul_43 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %getitem_5), kwargs = {})
#   %add_64 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, %mul_43), kwargs = {})
#   %tanh : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_64,), kwargs = {})
#   %sub_23 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_1), kwargs = {})
#   %mul_54 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_23, %tanh), kwargs = {})
#   %mul_57 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_1, %full_default), kwargs = {})
#   %add_83 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_54, %mul_57), kwargs = {})
#   %gt : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 0), kwargs = {})
#   %unsqueeze : Tensor "b8[s2, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%gt, 1), kwargs = {})
#   %where : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze, %add_83, %full_default), kwargs = {})
#   return %sigmoid_1,%sigmoid,%tanh,%where
triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_2 = async_compile.triton('triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9344}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (32 + x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (32 + x0 + 576*x1), xmask)
    tmp3 = tl.load(in_ptr2 + (32 + x0 + 96*x1), xmask)
    tmp6 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr1 + (x0 + 576*x1), xmask)
    tmp9 = tl.load(in_ptr2 + (x0 + 96*x1), xmask)
    tmp12 = tl.load(in_ptr0 + (64 + x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr1 + (64 + x0 + 576*x1), xmask)
    tmp15 = tl.load(in_ptr2 + (64 + x0 + 96*x1), xmask)
    tmp19 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.sigmoid(tmp4)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp11 = tl.sigmoid(tmp10)
    tmp14 = tmp12 + tmp13
    tmp16 = tmp11 * tmp15
    tmp17 = tmp14 + tmp16
    tmp18 = libdevice.tanh(tmp17)
    tmp20 = tl.full([1], 1.0, tl.float32)
    tmp21 = tmp20 - tmp5
    tmp22 = tmp21 * tmp18
    tmp23 = tl.full([1], 0.0, tl.float32)
    tmp24 = tmp5 * tmp23
    tmp25 = tmp22 + tmp24
    tmp26 = tl.where(tmp19, tmp25, tmp23)
    tl.store(out_ptr0 + (x2), tmp5, xmask)
    tl.store(out_ptr1 + (x2), tmp11, xmask)
    tl.store(out_ptr2 + (x2), tmp18, xmask)
    tl.store(out_ptr3 + (x2), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/wz/cwzyn2ljzbmt4sggzmcq5kk3ogs4cfq4wmrbphlcxpsciiky3hb7.py
# Topologically Sorted Source Nodes: [xi, getitem_11, chunk_2, chunk_3, add_4, r_1, add_5, z_1, mul_3, add_6, n_1, sub_1, mul_4, mul_5, new_1, lt_1, getitem_18, h_2], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
# Source node to ATen node mapping:
#   add_4 => add_125
#   add_5 => add_135
#   add_6 => add_148
#   chunk_2 => split_2
#   chunk_3 => split_3
#   getitem_11 => select_1
#   getitem_18 => unsqueeze_1
#   h_2 => where_1
#   lt_1 => gt_1
#   mul_3 => mul_94
#   mul_4 => mul_105
#   mul_5 => mul_108
#   n_1 => tanh_1
#   new_1 => add_167
#   r_1 => sigmoid_2
#   sub_1 => sub_51
#   xi => add_tensor, view_1
#   z_1 => sigmoid_3
# Graph fragment:
#   %primals_4 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mm_default : Tensor "f32[6*s2, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %addmm_2 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %sigmoid_2 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_2]
#   %gt_1 : Tensor "b8[s2][1]cuda:0" = PlaceHolder[target=gt_1]
#   %sigmoid_3 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_3]
#   %tanh_1 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_1]
#   %where : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where]
#   %add_tensor : Tensor "f32[6*s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, %mm_default), kwargs = {})
#   %view_1 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%primals_7, 6, 96]), kwargs = {})
#   %select_1 : Tensor "f32[s2, 96][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%view_1, 1, 1), kwargs = {})
#   %split_2 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%select_1, 32, -1), kwargs = {})
#   %split_3 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%addmm_2, 32, -1), kwargs = {})
#   %add_125 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, %getitem_9), kwargs = {})
#   %sigmoid_2 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_125,), kwargs = {})
#   %add_135 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_7, %getitem_10), kwargs = {})
#   %sigmoid_3 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_135,), kwargs = {})
#   %mul_94 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_2, %getitem_11), kwargs = {})
#   %add_148 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, %mul_94), kwargs = {})
#   %tanh_1 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_148,), kwargs = {})
#   %sub_51 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_3), kwargs = {})
#   %mul_105 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_51, %tanh_1), kwargs = {})
#   %mul_108 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_3, %where), kwargs = {})
#   %add_167 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_105, %mul_108), kwargs = {})
#   %gt_1 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 1), kwargs = {})
#   %unsqueeze_1 : Tensor "b8[s2, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%gt_1, 1), kwargs = {})
#   %where_1 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_1, %add_167, %where), kwargs = {})
#   return %sigmoid_3,%sigmoid_2,%tanh_1,%where_1
triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_3 = async_compile.triton('triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9984}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (32 + x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (128 + x0 + 576*x1), xmask)
    tmp3 = tl.load(in_ptr2 + (32 + x0 + 96*x1), xmask)
    tmp6 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr1 + (96 + x0 + 576*x1), xmask)
    tmp9 = tl.load(in_ptr2 + (x0 + 96*x1), xmask)
    tmp12 = tl.load(in_ptr0 + (64 + x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr1 + (160 + x0 + 576*x1), xmask)
    tmp15 = tl.load(in_ptr2 + (64 + x0 + 96*x1), xmask)
    tmp19 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp23 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.sigmoid(tmp4)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp11 = tl.sigmoid(tmp10)
    tmp14 = tmp12 + tmp13
    tmp16 = tmp11 * tmp15
    tmp17 = tmp14 + tmp16
    tmp18 = libdevice.tanh(tmp17)
    tmp20 = tl.full([1], 1.0, tl.float32)
    tmp21 = tmp20 - tmp5
    tmp22 = tmp21 * tmp18
    tmp24 = tmp5 * tmp23
    tmp25 = tmp22 + tmp24
    tmp26 = tl.where(tmp19, tmp25, tmp23)
    tl.store(out_ptr0 + (x2), tmp5, xmask)
    tl.store(out_ptr1 + (x2), tmp11, xmask)
    tl.store(out_ptr2 + (x2), tmp18, xmask)
    tl.store(out_ptr3 + (x2), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/cx/ccxca7tgumvkoxdliw6x4eujp3qun35ef5svaxhh56ebfncahxge.py
# Topologically Sorted Source Nodes: [xi, getitem_19, chunk_4, chunk_5, add_8, r_2, add_9, z_2, mul_6, add_10, n_2, sub_2, mul_7, mul_8, new_2, lt_2, getitem_26, h_3], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
# Source node to ATen node mapping:
#   add_10 => add_232
#   add_8 => add_209
#   add_9 => add_219
#   chunk_4 => split_4
#   chunk_5 => split_5
#   getitem_19 => select_2
#   getitem_26 => unsqueeze_2
#   h_3 => where_2
#   lt_2 => gt_2
#   mul_6 => mul_145
#   mul_7 => mul_156
#   mul_8 => mul_159
#   n_2 => tanh_2
#   new_2 => add_251
#   r_2 => sigmoid_4
#   sub_2 => sub_79
#   xi => add_tensor, view_1
#   z_2 => sigmoid_5
# Graph fragment:
#   %primals_4 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mm_default : Tensor "f32[6*s2, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %addmm_3 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %sigmoid_4 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_4]
#   %gt_2 : Tensor "b8[s2][1]cuda:0" = PlaceHolder[target=gt_2]
#   %sigmoid_5 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_5]
#   %tanh_2 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_2]
#   %where_1 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_1]
#   %add_tensor : Tensor "f32[6*s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, %mm_default), kwargs = {})
#   %view_1 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%primals_7, 6, 96]), kwargs = {})
#   %select_2 : Tensor "f32[s2, 96][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%view_1, 1, 2), kwargs = {})
#   %split_4 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%select_2, 32, -1), kwargs = {})
#   %split_5 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%addmm_3, 32, -1), kwargs = {})
#   %add_209 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, %getitem_15), kwargs = {})
#   %sigmoid_4 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_209,), kwargs = {})
#   %add_219 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_13, %getitem_16), kwargs = {})
#   %sigmoid_5 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_219,), kwargs = {})
#   %mul_145 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_4, %getitem_17), kwargs = {})
#   %add_232 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, %mul_145), kwargs = {})
#   %tanh_2 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_232,), kwargs = {})
#   %sub_79 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_5), kwargs = {})
#   %mul_156 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_79, %tanh_2), kwargs = {})
#   %mul_159 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_5, %where_1), kwargs = {})
#   %add_251 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_156, %mul_159), kwargs = {})
#   %gt_2 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "b8[s2, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%gt_2, 1), kwargs = {})
#   %where_2 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_2, %add_251, %where_1), kwargs = {})
#   return %sigmoid_5,%sigmoid_4,%tanh_2,%where_2
triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_4 = async_compile.triton('triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9984}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (32 + x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (224 + x0 + 576*x1), xmask)
    tmp3 = tl.load(in_ptr2 + (32 + x0 + 96*x1), xmask)
    tmp6 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr1 + (192 + x0 + 576*x1), xmask)
    tmp9 = tl.load(in_ptr2 + (x0 + 96*x1), xmask)
    tmp12 = tl.load(in_ptr0 + (64 + x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr1 + (256 + x0 + 576*x1), xmask)
    tmp15 = tl.load(in_ptr2 + (64 + x0 + 96*x1), xmask)
    tmp19 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp23 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.sigmoid(tmp4)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp11 = tl.sigmoid(tmp10)
    tmp14 = tmp12 + tmp13
    tmp16 = tmp11 * tmp15
    tmp17 = tmp14 + tmp16
    tmp18 = libdevice.tanh(tmp17)
    tmp20 = tl.full([1], 1.0, tl.float32)
    tmp21 = tmp20 - tmp5
    tmp22 = tmp21 * tmp18
    tmp24 = tmp5 * tmp23
    tmp25 = tmp22 + tmp24
    tmp26 = tl.where(tmp19, tmp25, tmp23)
    tl.store(out_ptr0 + (x2), tmp5, xmask)
    tl.store(out_ptr1 + (x2), tmp11, xmask)
    tl.store(out_ptr2 + (x2), tmp18, xmask)
    tl.store(out_ptr3 + (x2), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/lt/cltjrhrmu7g5q75wncmfzqz2secwmbwrbjwzedu5nrckioeyugtw.py
# Topologically Sorted Source Nodes: [xi, getitem_27, chunk_6, chunk_7, add_12, r_3, add_13, z_3, mul_9, add_14, n_3, sub_3, mul_10, mul_11, new_3, lt_3, getitem_34, h_4], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
# Source node to ATen node mapping:
#   add_12 => add_293
#   add_13 => add_303
#   add_14 => add_316
#   chunk_6 => split_6
#   chunk_7 => split_7
#   getitem_27 => select_3
#   getitem_34 => unsqueeze_3
#   h_4 => where_3
#   lt_3 => gt_3
#   mul_10 => mul_207
#   mul_11 => mul_210
#   mul_9 => mul_196
#   n_3 => tanh_3
#   new_3 => add_335
#   r_3 => sigmoid_6
#   sub_3 => sub_107
#   xi => add_tensor, view_1
#   z_3 => sigmoid_7
# Graph fragment:
#   %primals_4 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mm_default : Tensor "f32[6*s2, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %addmm_4 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %sigmoid_6 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_6]
#   %gt_3 : Tensor "b8[s2][1]cuda:0" = PlaceHolder[target=gt_3]
#   %sigmoid_7 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_7]
#   %tanh_3 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_3]
#   %where_2 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_2]
#   %add_tensor : Tensor "f32[6*s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, %mm_default), kwargs = {})
#   %view_1 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%primals_7, 6, 96]), kwargs = {})
#   %select_3 : Tensor "f32[s2, 96][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%view_1, 1, 3), kwargs = {})
#   %split_6 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%select_3, 32, -1), kwargs = {})
#   %split_7 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%addmm_4, 32, -1), kwargs = {})
#   %add_293 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_18, %getitem_21), kwargs = {})
#   %sigmoid_6 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_293,), kwargs = {})
#   %add_303 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_19, %getitem_22), kwargs = {})
#   %sigmoid_7 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_303,), kwargs = {})
#   %mul_196 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_6, %getitem_23), kwargs = {})
#   %add_316 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, %mul_196), kwargs = {})
#   %tanh_3 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_316,), kwargs = {})
#   %sub_107 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_7), kwargs = {})
#   %mul_207 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_107, %tanh_3), kwargs = {})
#   %mul_210 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_7, %where_2), kwargs = {})
#   %add_335 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_207, %mul_210), kwargs = {})
#   %gt_3 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 3), kwargs = {})
#   %unsqueeze_3 : Tensor "b8[s2, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%gt_3, 1), kwargs = {})
#   %where_3 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_3, %add_335, %where_2), kwargs = {})
#   return %sigmoid_7,%sigmoid_6,%tanh_3,%where_3
triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_5 = async_compile.triton('triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9984}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (32 + x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (320 + x0 + 576*x1), xmask)
    tmp3 = tl.load(in_ptr2 + (32 + x0 + 96*x1), xmask)
    tmp6 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr1 + (288 + x0 + 576*x1), xmask)
    tmp9 = tl.load(in_ptr2 + (x0 + 96*x1), xmask)
    tmp12 = tl.load(in_ptr0 + (64 + x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr1 + (352 + x0 + 576*x1), xmask)
    tmp15 = tl.load(in_ptr2 + (64 + x0 + 96*x1), xmask)
    tmp19 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp23 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.sigmoid(tmp4)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp11 = tl.sigmoid(tmp10)
    tmp14 = tmp12 + tmp13
    tmp16 = tmp11 * tmp15
    tmp17 = tmp14 + tmp16
    tmp18 = libdevice.tanh(tmp17)
    tmp20 = tl.full([1], 1.0, tl.float32)
    tmp21 = tmp20 - tmp5
    tmp22 = tmp21 * tmp18
    tmp24 = tmp5 * tmp23
    tmp25 = tmp22 + tmp24
    tmp26 = tl.where(tmp19, tmp25, tmp23)
    tl.store(out_ptr0 + (x2), tmp5, xmask)
    tl.store(out_ptr1 + (x2), tmp11, xmask)
    tl.store(out_ptr2 + (x2), tmp18, xmask)
    tl.store(out_ptr3 + (x2), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/gj/cgjndhj7erkw6lekzkdskedbdkrphbhbwz3dwrqe4xeid3l34d6h.py
# Topologically Sorted Source Nodes: [xi, getitem_35, chunk_8, chunk_9, add_16, r_4, add_17, z_4, mul_12, add_18, n_4, sub_4, mul_13, mul_14, new_4, lt_4, getitem_42, h_5], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
# Source node to ATen node mapping:
#   add_16 => add_377
#   add_17 => add_387
#   add_18 => add_400
#   chunk_8 => split_8
#   chunk_9 => split_9
#   getitem_35 => select_4
#   getitem_42 => unsqueeze_4
#   h_5 => where_4
#   lt_4 => gt_4
#   mul_12 => mul_247
#   mul_13 => mul_258
#   mul_14 => mul_261
#   n_4 => tanh_4
#   new_4 => add_419
#   r_4 => sigmoid_8
#   sub_4 => sub_135
#   xi => add_tensor, view_1
#   z_4 => sigmoid_9
# Graph fragment:
#   %primals_4 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mm_default : Tensor "f32[6*s2, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %addmm_5 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %sigmoid_8 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_8]
#   %gt_4 : Tensor "b8[s2][1]cuda:0" = PlaceHolder[target=gt_4]
#   %sigmoid_9 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_9]
#   %tanh_4 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_4]
#   %where_3 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_3]
#   %add_tensor : Tensor "f32[6*s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, %mm_default), kwargs = {})
#   %view_1 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%primals_7, 6, 96]), kwargs = {})
#   %select_4 : Tensor "f32[s2, 96][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%view_1, 1, 4), kwargs = {})
#   %split_8 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%select_4, 32, -1), kwargs = {})
#   %split_9 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%addmm_5, 32, -1), kwargs = {})
#   %add_377 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_24, %getitem_27), kwargs = {})
#   %sigmoid_8 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_377,), kwargs = {})
#   %add_387 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_25, %getitem_28), kwargs = {})
#   %sigmoid_9 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_387,), kwargs = {})
#   %mul_247 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_8, %getitem_29), kwargs = {})
#   %add_400 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_26, %mul_247), kwargs = {})
#   %tanh_4 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_400,), kwargs = {})
#   %sub_135 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_9), kwargs = {})
#   %mul_258 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_135, %tanh_4), kwargs = {})
#   %mul_261 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_9, %where_3), kwargs = {})
#   %add_419 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_258, %mul_261), kwargs = {})
#   %gt_4 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 4), kwargs = {})
#   %unsqueeze_4 : Tensor "b8[s2, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%gt_4, 1), kwargs = {})
#   %where_4 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_4, %add_419, %where_3), kwargs = {})
#   return %sigmoid_9,%sigmoid_8,%tanh_4,%where_4
triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_6 = async_compile.triton('triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9984}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (32 + x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (416 + x0 + 576*x1), xmask)
    tmp3 = tl.load(in_ptr2 + (32 + x0 + 96*x1), xmask)
    tmp6 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr1 + (384 + x0 + 576*x1), xmask)
    tmp9 = tl.load(in_ptr2 + (x0 + 96*x1), xmask)
    tmp12 = tl.load(in_ptr0 + (64 + x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr1 + (448 + x0 + 576*x1), xmask)
    tmp15 = tl.load(in_ptr2 + (64 + x0 + 96*x1), xmask)
    tmp19 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp23 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.sigmoid(tmp4)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp11 = tl.sigmoid(tmp10)
    tmp14 = tmp12 + tmp13
    tmp16 = tmp11 * tmp15
    tmp17 = tmp14 + tmp16
    tmp18 = libdevice.tanh(tmp17)
    tmp20 = tl.full([1], 1.0, tl.float32)
    tmp21 = tmp20 - tmp5
    tmp22 = tmp21 * tmp18
    tmp24 = tmp5 * tmp23
    tmp25 = tmp22 + tmp24
    tmp26 = tl.where(tmp19, tmp25, tmp23)
    tl.store(out_ptr0 + (x2), tmp5, xmask)
    tl.store(out_ptr1 + (x2), tmp11, xmask)
    tl.store(out_ptr2 + (x2), tmp18, xmask)
    tl.store(out_ptr3 + (x2), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/u6/cu6x2yurwm3xiau4lbdlw6tck2nxvnlrnyyljev5hz6q3q76d2mf.py
# Topologically Sorted Source Nodes: [xi, getitem_43, chunk_10, chunk_11, add_20, r_5, mul_15, add_22, n_5], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh]
# Source node to ATen node mapping:
#   add_20 => add_461
#   add_22 => add_484
#   chunk_10 => split_10
#   chunk_11 => split_11
#   getitem_43 => select_5
#   mul_15 => mul_298
#   n_5 => tanh_5
#   r_5 => sigmoid_10
#   xi => add_tensor, view_1
# Graph fragment:
#   %primals_4 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mm_default : Tensor "f32[6*s2, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %addmm_6 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %sigmoid_10 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_10]
#   %add_tensor : Tensor "f32[6*s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, %mm_default), kwargs = {})
#   %view_1 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%primals_7, 6, 96]), kwargs = {})
#   %select_5 : Tensor "f32[s2, 96][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%view_1, 1, 5), kwargs = {})
#   %split_10 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%select_5, 32, -1), kwargs = {})
#   %split_11 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%addmm_6, 32, -1), kwargs = {})
#   %add_461 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, %getitem_33), kwargs = {})
#   %sigmoid_10 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_461,), kwargs = {})
#   %mul_298 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_10, %getitem_35), kwargs = {})
#   %add_484 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, %mul_298), kwargs = {})
#   %tanh_5 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%add_484,), kwargs = {})
#   return %sigmoid_10,%tanh_5
triton_poi_fused_add_addmm_mul_select_sigmoid_split_tanh_view_7 = async_compile.triton('triton_poi_fused_add_addmm_mul_select_sigmoid_split_tanh_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_select_sigmoid_split_tanh_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5376}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_select_sigmoid_split_tanh_view_7(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (480 + x0 + 576*x1), xmask)
    tmp3 = tl.load(in_ptr2 + (x0 + 96*x1), xmask)
    tmp6 = tl.load(in_ptr0 + (64 + x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr1 + (544 + x0 + 576*x1), xmask)
    tmp9 = tl.load(in_ptr2 + (64 + x0 + 96*x1), xmask)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.sigmoid(tmp4)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp5 * tmp9
    tmp11 = tmp8 + tmp10
    tmp12 = libdevice.tanh(tmp11)
    tl.store(out_ptr0 + (x2), tmp5, xmask)
    tl.store(out_ptr1 + (x2), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/5w/c5wtwosej2ewamj77hf7w45io2xrljr42ubbnbh2jzlg5yjnxpqs.py
# Topologically Sorted Source Nodes: [xi, getitem_43, chunk_10, chunk_11, add_21, z_5], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid]
# Source node to ATen node mapping:
#   add_21 => add_471
#   chunk_10 => split_10
#   chunk_11 => split_11
#   getitem_43 => select_5
#   xi => add_tensor, view_1
#   z_5 => sigmoid_11
# Graph fragment:
#   %primals_4 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mm_default : Tensor "f32[6*s2, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %addmm_6 : Tensor "f32[s2, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %add_tensor : Tensor "f32[6*s2, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, %mm_default), kwargs = {})
#   %view_1 : Tensor "f32[s2, 6, 96][576, 96, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%primals_7, 6, 96]), kwargs = {})
#   %select_5 : Tensor "f32[s2, 96][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%view_1, 1, 5), kwargs = {})
#   %split_10 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%select_5, 32, -1), kwargs = {})
#   %split_11 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%addmm_6, 32, -1), kwargs = {})
#   %add_471 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_31, %getitem_34), kwargs = {})
#   %sigmoid_11 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_471,), kwargs = {})
#   return %sigmoid_11
triton_poi_fused_add_addmm_select_sigmoid_split_view_8 = async_compile.triton('triton_poi_fused_add_addmm_select_sigmoid_split_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_select_sigmoid_split_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_select_sigmoid_split_view_8(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (32 + x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (512 + x0 + 576*x1), xmask)
    tmp3 = tl.load(in_ptr2 + (32 + x0 + 96*x1), xmask)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.sigmoid(tmp4)
    tl.store(out_ptr0 + (x2), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/di/cdi2qrqkumlzvmy773esz5dvro2yh2vt4qmezjxeo6ssfh4ebcmj.py
# Topologically Sorted Source Nodes: [sub_5, mul_16, mul_17, new_5, lt_5, getitem_50, h_6, seq], Original ATen: [aten.rsub, aten.mul, aten.add, aten.gt, aten.unsqueeze, aten.where, aten.stack]
# Source node to ATen node mapping:
#   getitem_50 => unsqueeze_5
#   h_6 => where_5
#   lt_5 => gt_5
#   mul_16 => mul_309
#   mul_17 => mul_312
#   new_5 => add_503
#   seq => cat
#   sub_5 => sub_163
# Graph fragment:
#   %where : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where]
#   %where_1 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_1]
#   %where_2 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_2]
#   %where_3 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_3]
#   %where_4 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=where_4]
#   %gt_5 : Tensor "b8[s2][1]cuda:0" = PlaceHolder[target=gt_5]
#   %sigmoid_11 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=sigmoid_11]
#   %tanh_5 : Tensor "f32[s2, 32][32, 1]cuda:0" = PlaceHolder[target=tanh_5]
#   %sub_163 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_11), kwargs = {})
#   %mul_309 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_163, %tanh_5), kwargs = {})
#   %mul_312 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_11, %where_4), kwargs = {})
#   %add_503 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_309, %mul_312), kwargs = {})
#   %gt_5 : Tensor "b8[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%primals_8, 5), kwargs = {})
#   %unsqueeze_5 : Tensor "b8[s2, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%gt_5, 1), kwargs = {})
#   %where_5 : Tensor "f32[s2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %add_503, %where_4), kwargs = {})
#   %cat : Tensor "f32[s2, 192][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%where, %where_1, %where_2, %where_3, %where_4, %where_5], 1), kwargs = {})
#   return %cat
triton_poi_fused_add_gt_mul_rsub_stack_unsqueeze_where_9 = async_compile.triton('triton_poi_fused_add_gt_mul_rsub_stack_unsqueeze_where_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i1', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_gt_mul_rsub_stack_unsqueeze_where_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_gt_mul_rsub_stack_unsqueeze_where_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 192)
    x1 = xindex // 192
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (32*x1 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 64, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (32*x1 + ((-32) + x0)), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 96, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tmp11 & tmp13
    tmp15 = tl.load(in_ptr2 + (32*x1 + ((-64) + x0)), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp0 >= tmp12
    tmp17 = tl.full([1], 128, tl.int64)
    tmp18 = tmp0 < tmp17
    tmp19 = tmp16 & tmp18
    tmp20 = tl.load(in_ptr3 + (32*x1 + ((-96) + x0)), tmp19 & xmask, eviction_policy='evict_last', other=0.0)
    tmp21 = tmp0 >= tmp17
    tmp22 = tl.full([1], 160, tl.int64)
    tmp23 = tmp0 < tmp22
    tmp24 = tmp21 & tmp23
    tmp25 = tl.load(in_ptr4 + (32*x1 + ((-128) + x0)), tmp24 & xmask, eviction_policy='evict_last', other=0.0)
    tmp26 = tmp0 >= tmp22
    tmp27 = tl.full([1], 192, tl.int64)
    tmp28 = tmp0 < tmp27
    tmp29 = tl.load(in_ptr5 + (x1), tmp26 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp30 = tl.load(in_ptr6 + (32*x1 + ((-160) + x0)), tmp26 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.full([1], 1.0, tl.float32)
    tmp32 = tmp31 - tmp30
    tmp33 = tl.load(in_ptr7 + (32*x1 + ((-160) + x0)), tmp26 & xmask, eviction_policy='evict_last', other=0.0)
    tmp34 = tmp32 * tmp33
    tmp35 = tl.load(in_ptr4 + (32*x1 + ((-160) + x0)), tmp26 & xmask, eviction_policy='evict_last', other=0.0)
    tmp36 = tmp30 * tmp35
    tmp37 = tmp34 + tmp36
    tmp38 = tl.where(tmp29, tmp37, tmp35)
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp26, tmp38, tmp39)
    tmp41 = tl.where(tmp24, tmp25, tmp40)
    tmp42 = tl.where(tmp19, tmp20, tmp41)
    tmp43 = tl.where(tmp14, tmp15, tmp42)
    tmp44 = tl.where(tmp9, tmp10, tmp43)
    tmp45 = tl.where(tmp4, tmp5, tmp44)
    tl.store(out_ptr0 + (x2), tmp45, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gru_manual_dynamic_batch/cache/k5/ck56l6uhuyyq2vg64iozkahg654xusaoaskk6em7ol5xsvqf6nvg.py
# Topologically Sorted Source Nodes: [seq, sub_6, clamp, getitem_51, expand, gather], Original ATen: [aten.stack, aten.sub, aten.clamp, aten.unsqueeze, aten.expand, aten.gather]
# Source node to ATen node mapping:
#   clamp => clamp_min
#   expand => expand
#   gather => gather
#   getitem_51 => unsqueeze_6, unsqueeze_7
#   seq => view_2
#   sub_6 => sub_173
# Graph fragment:
#   %clamp_min : Tensor "i64[s2][1]cuda:0" = PlaceHolder[target=clamp_min]
#   %cat : Tensor "f32[s2, 192][192, 1]cuda:0" = PlaceHolder[target=cat]
#   %view_2 : Tensor "f32[s2, 6, 32][192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [%primals_7, 6, 32]), kwargs = {})
#   %sub_173 : Tensor "i64[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_8, 1), kwargs = {})
#   %clamp_min : Tensor "i64[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_173, 0), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[s2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%clamp_min, 1), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[s2, 1, 1][1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 2), kwargs = {})
#   %expand : Tensor "i64[s2, 1, 32][1, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [-1, 1, 32]), kwargs = {})
#   %gather : Tensor "f32[s2, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%view_2, 1, %expand), kwargs = {})
#   return %gather
triton_poi_fused_clamp_expand_gather_stack_sub_unsqueeze_10 = async_compile.triton('triton_poi_fused_clamp_expand_gather_stack_sub_unsqueeze_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_expand_gather_stack_sub_unsqueeze_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_expand_gather_stack_sub_unsqueeze_10(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 32
    x0 = (xindex % 32)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 6, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 6)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 6")
    tmp6 = tl.load(in_ptr1 + (x0 + 32*tmp4 + 192*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp6, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10 = args
        args.clear()
        s77 = primals_1
        s2 = primals_7
        assert_size_stride(primals_2, (s2, 6, 24), (144, 24, 1))
        assert_size_stride(primals_3, (96, 24), (24, 1))
        assert_size_stride(primals_4, (96, ), (1, ))
        assert_size_stride(primals_5, (96, 32), (32, 1))
        assert_size_stride(primals_6, (96, ), (1, ))
        assert_size_stride(primals_8, (s2, ), (1, ))
        assert_size_stride(primals_9, (4, 32), (32, 1))
        assert_size_stride(primals_10, (4, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((6*s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xi], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(primals_2, (6*s2, 24), (24, 1), 0), reinterpret_tensor(primals_3, (24, 96), (1, 24), 0), out=buf0)
            del primals_3
            buf1 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [h], Original ATen: [aten.zeros]
            triton_poi_fused_zeros_0_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_0.run(buf1, triton_poi_fused_zeros_0_xnumel, stream=stream0)
            buf2 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_6, buf1, reinterpret_tensor(primals_5, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf2)
            buf6 = empty_strided_cuda((s2, ), (1, ), torch.bool)
            buf12 = empty_strided_cuda((s2, ), (1, ), torch.bool)
            buf18 = empty_strided_cuda((s2, ), (1, ), torch.bool)
            buf24 = empty_strided_cuda((s2, ), (1, ), torch.bool)
            buf30 = empty_strided_cuda((s2, ), (1, ), torch.bool)
            buf36 = empty_strided_cuda((s2, ), (1, ), torch.bool)
            buf38 = empty_strided_cuda((s2, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [lt, lt_1, lt_2, lt_3, lt_4, lt_5, sub_6, clamp], Original ATen: [aten.gt, aten.sub, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_gt_sub_1.run(primals_8, buf6, buf12, buf18, buf24, buf30, buf36, buf38, s2, stream=stream0)
            del primals_8
            buf4 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf3 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf5 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf7 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xi, getitem_3, chunk, chunk_1, add, r, add_1, z, mul, add_2, n, sub, mul_1, mul_2, new, lt, getitem_10, h_1], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_2_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_2.run(primals_4, buf0, buf2, buf6, buf4, buf3, buf5, buf7, triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_2_xnumel, stream=stream0)
            buf8 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, linear_2], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_6, buf7, reinterpret_tensor(primals_5, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf8)
            buf10 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf9 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf11 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf13 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xi, getitem_11, chunk_2, chunk_3, add_4, r_1, add_5, z_1, mul_3, add_6, n_1, sub_1, mul_4, mul_5, new_1, lt_1, getitem_18, h_2], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_3_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_3.run(primals_4, buf0, buf8, buf12, buf7, buf10, buf9, buf11, buf13, triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_3_xnumel, stream=stream0)
            buf14 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, linear_3], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_6, buf13, reinterpret_tensor(primals_5, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf14)
            buf16 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf15 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf17 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf19 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xi, getitem_19, chunk_4, chunk_5, add_8, r_2, add_9, z_2, mul_6, add_10, n_2, sub_2, mul_7, mul_8, new_2, lt_2, getitem_26, h_3], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_4_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_4.run(primals_4, buf0, buf14, buf18, buf13, buf16, buf15, buf17, buf19, triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_4_xnumel, stream=stream0)
            buf20 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, linear_4], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_6, buf19, reinterpret_tensor(primals_5, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf20)
            buf22 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf21 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf23 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf25 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xi, getitem_27, chunk_6, chunk_7, add_12, r_3, add_13, z_3, mul_9, add_14, n_3, sub_3, mul_10, mul_11, new_3, lt_3, getitem_34, h_4], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_5_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_5.run(primals_4, buf0, buf20, buf24, buf19, buf22, buf21, buf23, buf25, triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_5_xnumel, stream=stream0)
            buf26 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, linear_5], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_6, buf25, reinterpret_tensor(primals_5, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf26)
            buf28 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf27 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf29 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf31 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xi, getitem_35, chunk_8, chunk_9, add_16, r_4, add_17, z_4, mul_12, add_18, n_4, sub_4, mul_13, mul_14, new_4, lt_4, getitem_42, h_5], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh, aten.rsub, aten.gt, aten.unsqueeze, aten.where]
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_6_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_6.run(primals_4, buf0, buf26, buf30, buf25, buf28, buf27, buf29, buf31, triton_poi_fused_add_addmm_gt_mul_rsub_select_sigmoid_split_tanh_unsqueeze_view_where_6_xnumel, stream=stream0)
            buf32 = empty_strided_cuda((s2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, linear_6], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_6, buf31, reinterpret_tensor(primals_5, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf32)
            del primals_6
            buf33 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            buf35 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xi, getitem_43, chunk_10, chunk_11, add_20, r_5, mul_15, add_22, n_5], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid, aten.mul, aten.tanh]
            triton_poi_fused_add_addmm_mul_select_sigmoid_split_tanh_view_7_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_select_sigmoid_split_tanh_view_7.run(primals_4, buf0, buf32, buf33, buf35, triton_poi_fused_add_addmm_mul_select_sigmoid_split_tanh_view_7_xnumel, stream=stream0)
            buf34 = empty_strided_cuda((s2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xi, getitem_43, chunk_10, chunk_11, add_21, z_5], Original ATen: [aten.addmm, aten.view, aten.select, aten.split, aten.add, aten.sigmoid]
            triton_poi_fused_add_addmm_select_sigmoid_split_view_8_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_select_sigmoid_split_view_8.run(primals_4, buf0, buf32, buf34, triton_poi_fused_add_addmm_select_sigmoid_split_view_8_xnumel, stream=stream0)
            del buf0
            del primals_4
            buf37 = empty_strided_cuda((s2, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sub_5, mul_16, mul_17, new_5, lt_5, getitem_50, h_6, seq], Original ATen: [aten.rsub, aten.mul, aten.add, aten.gt, aten.unsqueeze, aten.where, aten.stack]
            triton_poi_fused_add_gt_mul_rsub_stack_unsqueeze_where_9_xnumel = 192*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_gt_mul_rsub_stack_unsqueeze_where_9.run(buf7, buf13, buf19, buf25, buf31, buf36, buf34, buf35, buf37, triton_poi_fused_add_gt_mul_rsub_stack_unsqueeze_where_9_xnumel, stream=stream0)
            buf39 = empty_strided_cuda((s2, 1, 32), (32, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [seq, sub_6, clamp, getitem_51, expand, gather], Original ATen: [aten.stack, aten.sub, aten.clamp, aten.unsqueeze, aten.expand, aten.gather]
            triton_poi_fused_clamp_expand_gather_stack_sub_unsqueeze_10_xnumel = 32*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_expand_gather_stack_sub_unsqueeze_10.run(buf38, buf37, buf39, triton_poi_fused_clamp_expand_gather_stack_sub_unsqueeze_10_xnumel, stream=stream0)
            del buf37
            buf40 = empty_strided_cuda((s2, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [seq, sub_6, clamp, getitem_51, expand, gather, last, linear_7], Original ATen: [aten.stack, aten.sub, aten.clamp, aten.unsqueeze, aten.expand, aten.gather, aten.squeeze, aten.t, aten.addmm]
            extern_kernels.addmm(primals_10, reinterpret_tensor(buf39, (s2, 32), (32, 1), 0), reinterpret_tensor(primals_9, (32, 4), (1, 32), 0), alpha=1, beta=1, out=buf40)
            del primals_10
        return (buf40, primals_5, primals_9, reinterpret_tensor(primals_2, (6*s2, 24), (24, 1), 0), buf1, reinterpret_tensor(buf2, (s2, 32), (96, 1), 64), buf3, buf4, buf5, reinterpret_tensor(buf6, (s2, 1), (1, 1), 0), buf7, reinterpret_tensor(buf8, (s2, 32), (96, 1), 64), buf9, buf10, buf11, reinterpret_tensor(buf12, (s2, 1), (1, 1), 0), buf13, reinterpret_tensor(buf14, (s2, 32), (96, 1), 64), buf15, buf16, buf17, reinterpret_tensor(buf18, (s2, 1), (1, 1), 0), buf19, reinterpret_tensor(buf20, (s2, 32), (96, 1), 64), buf21, buf22, buf23, reinterpret_tensor(buf24, (s2, 1), (1, 1), 0), buf25, reinterpret_tensor(buf26, (s2, 32), (96, 1), 64), buf27, buf28, buf29, reinterpret_tensor(buf30, (s2, 1), (1, 1), 0), buf31, reinterpret_tensor(buf32, (s2, 32), (96, 1), 64), buf33, buf34, buf35, reinterpret_tensor(buf36, (s2, 1), (1, 1), 0), reinterpret_tensor(buf38, (s2, 1, 1), (1, 1, 1), 0), reinterpret_tensor(buf39, (s2, 32), (32, 1), 0), s2, 6*s2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 5
    primals_2 = rand_strided((5, 6, 24), (144, 24, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((96, 24), (24, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((96, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = 5
    primals_8 = rand_strided((5, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_9 = rand_strided((4, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
