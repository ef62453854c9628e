# AOT ID: ['2_forward']
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


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/fu/cfukojippi65pqigtpswmsgzoeu6l5jtg3oyblts4fdflcxf352c.py
# Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.t, aten.addmm]
# Source node to ATen node mapping:
#   input_5 => constant_pad_nd_default_1, permute_3
# Graph fragment:
#   %primals_20 : Tensor "f32[16, 22][22, 1]cuda:0" = PlaceHolder[target=primals_20]
#   %permute_3 : Tensor "f32[22, 16][1, 22]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_20, [1, 0]), kwargs = {})
#   %constant_pad_nd_default_1 : Tensor "f32[24, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_3, [0, 0, 0, 2]), kwargs = {})
#   return %constant_pad_nd_default_1
triton_poi_fused_addmm_t_0 = async_compile.triton('triton_poi_fused_addmm_t_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_t_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4480}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_t_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 24)
    x1 = xindex // 24
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 22, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 22*x1), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/yl/cylfzh5tuedyurqgx4hlf4grzz4co3nhcg3pavd2ntnr3fux43r4.py
# Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.relu]
# Source node to ATen node mapping:
#   input_1 => add_tensor_2
#   input_2 => relu
# Graph fragment:
#   %primals_2 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_2]
#   %mm_default_2 : Tensor "f32[s21, 32][32, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %add_tensor_2 : Tensor "f32[s21, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_2, %mm_default_2), kwargs = {})
#   %relu : Tensor "f32[s21, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_2,), kwargs = {})
#   return %relu
triton_poi_fused_addmm_relu_1 = async_compile.triton('triton_poi_fused_addmm_relu_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6656}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_1(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/kk/ckktxunlng5fbqlq4rgfcvbatjmim3xbe35xrroh6cuhwhumu3xu.py
# Topologically Sorted Source Nodes: [input_3, input_4, z], Original ATen: [aten.addmm, aten.relu, aten.stack]
# Source node to ATen node mapping:
#   input_3 => add_tensor_1
#   input_4 => relu_1
#   z => cat
# Graph fragment:
#   %primals_6 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_6]
#   %mm_default_1 : Tensor "f32[s21, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %getitem : Tensor "f32[s21, 16][16, 1]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_4 : Tensor "f32[s21, 16][16, 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %getitem_8 : Tensor "f32[s21, 16][16, 1]cuda:0" = PlaceHolder[target=getitem_8]
#   %add_tensor_1 : Tensor "f32[s21, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_6, %mm_default_1), kwargs = {})
#   %relu_1 : Tensor "f32[s21, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_1,), kwargs = {})
#   %cat : Tensor "f32[s21, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%relu_1, %getitem, %getitem_4, %getitem_8], 1), kwargs = {})
#   return %cat
triton_poi_fused_addmm_relu_stack_2 = async_compile.triton('triton_poi_fused_addmm_relu_stack_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_stack_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 13120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_stack_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 64)
    x1 = xindex // 64
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (16*x1 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.full([1], 0, tl.int32)
    tmp9 = triton_helpers.maximum(tmp8, tmp7)
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp4, tmp9, tmp10)
    tmp12 = tmp0 >= tmp3
    tmp13 = tl.full([1], 32, tl.int64)
    tmp14 = tmp0 < tmp13
    tmp15 = tmp12 & tmp14
    tmp16 = tl.load(in_ptr2 + (16*x1 + ((-16) + x0)), tmp15 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tmp0 >= tmp13
    tmp18 = tl.full([1], 48, tl.int64)
    tmp19 = tmp0 < tmp18
    tmp20 = tmp17 & tmp19
    tmp21 = tl.load(in_ptr3 + (16*x1 + ((-32) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tmp0 >= tmp18
    tmp23 = tl.full([1], 64, tl.int64)
    tmp24 = tmp0 < tmp23
    tmp25 = tl.load(in_ptr4 + (16*x1 + ((-48) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.where(tmp20, tmp21, tmp25)
    tmp27 = tl.where(tmp15, tmp16, tmp26)
    tmp28 = tl.where(tmp4, tmp11, tmp27)
    tl.store(out_ptr0 + (x2), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/xo/cxo7b5knn4x4hmbljopfllem5spxhly4khunu5tu5iltt443sdgi.py
# Topologically Sorted Source Nodes: [input_3, input_4, le_2], Original ATen: [aten.addmm, aten.relu, aten.threshold_backward]
# Source node to ATen node mapping:
#   input_3 => add_tensor_1
#   input_4 => relu_1
#   le_2 => le_2
# Graph fragment:
#   %primals_6 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_6]
#   %mm_default_1 : Tensor "f32[s21, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_tensor_1 : Tensor "f32[s21, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_6, %mm_default_1), kwargs = {})
#   %relu_1 : Tensor "f32[s21, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_1,), kwargs = {})
#   %le_2 : Tensor "b8[s21, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_1, 0), kwargs = {})
#   return %le_2
triton_poi_fused_addmm_relu_threshold_backward_3 = async_compile.triton('triton_poi_fused_addmm_relu_threshold_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_threshold_backward_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1696}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_threshold_backward_3(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tmp5 = tl.full([1], 0.0, tl.float32)
    tmp6 = tmp4 <= tmp5
    tl.store(out_ptr0 + (x2), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/ix/cixzgttny4zss7osgrqdfwfdqc34vcv3wj5htscdoruek7egi7ym.py
# Topologically Sorted Source Nodes: [input_3, input_4, getitem, getitem_1, inter, cat], Original ATen: [aten.addmm, aten.relu, aten.select, aten.index, aten.cat]
# Source node to ATen node mapping:
#   cat => cat_1
#   getitem => select
#   getitem_1 => select_1
#   input_3 => add_tensor_1
#   input_4 => relu_1
#   inter => index
# Graph fragment:
#   %primals_6 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_6]
#   %mm_default_1 : Tensor "f32[s21, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %primals_19 : Tensor "i64[2, 6][6, 1]cuda:0" = PlaceHolder[target=primals_19]
#   %bmm : Tensor "f32[s21, 4, 4][16, 4, 1]cuda:0" = PlaceHolder[target=bmm]
#   %add_tensor_1 : Tensor "f32[s21, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_6, %mm_default_1), kwargs = {})
#   %relu_1 : Tensor "f32[s21, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_1,), kwargs = {})
#   %select : Tensor "i64[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_19, 0, 0), kwargs = {})
#   %select_1 : Tensor "i64[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_19, 0, 1), kwargs = {})
#   %index : Tensor "f32[s21, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%bmm, [None, %select, %select_1]), kwargs = {})
#   %cat_1 : Tensor "f32[s21, 22][22, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%relu_1, %index], 1), kwargs = {})
#   return %cat_1
triton_poi_fused_addmm_cat_index_relu_select_4 = async_compile.triton('triton_poi_fused_addmm_cat_index_relu_select_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_index_relu_select_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_index_relu_select_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 22)
    x1 = xindex // 22
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (16*x1 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.full([1], 0, tl.int32)
    tmp9 = triton_helpers.maximum(tmp8, tmp7)
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp4, tmp9, tmp10)
    tmp12 = tmp0 >= tmp3
    tmp13 = tl.full([1], 22, tl.int64)
    tmp14 = tmp0 < tmp13
    tmp15 = tl.load(in_ptr2 + ((-16) + x0), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.full([XBLOCK], 4, tl.int32)
    tmp17 = tmp15 + tmp16
    tmp18 = tmp15 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp15)
    tl.device_assert(((0 <= tl.broadcast_to(tmp19, [XBLOCK])) & (tl.broadcast_to(tmp19, [XBLOCK]) < 4)) | ~(tmp12 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp19, [XBLOCK]) < 4")
    tmp21 = tl.load(in_ptr2 + (6 + ((-16) + x0)), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tmp21 + tmp16
    tmp23 = tmp21 < 0
    tmp24 = tl.where(tmp23, tmp22, tmp21)
    tl.device_assert(((0 <= tl.broadcast_to(tmp24, [XBLOCK])) & (tl.broadcast_to(tmp24, [XBLOCK]) < 4)) | ~(tmp12 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp24, [XBLOCK]) < 4")
    tmp26 = tl.load(in_ptr3 + (tmp24 + 4*tmp19 + 16*x1), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.where(tmp4, tmp11, tmp26)
    tl.store(out_ptr0 + (x2), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/nj/cnjiihq7usfbgjzad4xmtestmkx5hcw3xmjgwcp3wqjexebesu54.py
# Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.addmm]
# Source node to ATen node mapping:
#   input_5 => constant_pad_nd_default
# Graph fragment:
#   %cat_1 : Tensor "f32[s21, 22][22, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %constant_pad_nd_default : Tensor "f32[s21, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%cat_1, [0, 2, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default
triton_poi_fused_addmm_5 = async_compile.triton('triton_poi_fused_addmm_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 24)
    x1 = xindex // 24
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 22, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 22*x1), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/sn/csn5f2xp4fl5s7eqbxiet7tukdyvoydjfvv5faqsilzbfj2ez64j.py
# Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.addmm, aten.relu]
# Source node to ATen node mapping:
#   input_5 => add_tensor
#   input_6 => relu_2
# Graph fragment:
#   %primals_21 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_21]
#   %mm_default : Tensor "f32[s21, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_tensor : Tensor "f32[s21, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_21, %mm_default), kwargs = {})
#   %relu_2 : Tensor "f32[s21, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor,), kwargs = {})
#   return %relu_2
triton_poi_fused_addmm_relu_6 = async_compile.triton('triton_poi_fused_addmm_relu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3328}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_6(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23 = args
        args.clear()
        s37 = primals_3
        s33 = primals_8
        s82 = primals_12
        s51 = primals_16
        primals_4_size = primals_4.size()
        s21 = primals_4_size[0]
        assert_size_stride(primals_1, (32, 8), (8, 1))
        assert_size_stride(primals_2, (32, ), (1, ))
        assert_size_stride(primals_4, (s21, 8), (8, 1))
        assert_size_stride(primals_5, (16, 32), (32, 1))
        assert_size_stride(primals_6, (16, ), (1, ))
        assert_size_stride(primals_7, (50, 16), (16, 1))
        assert_size_stride(primals_9, (s33, ), (1, ))
        assert_size_stride(primals_10, (s21, ), (1, ))
        assert_size_stride(primals_11, (120, 16), (16, 1))
        assert_size_stride(primals_13, (s82, ), (1, ))
        assert_size_stride(primals_14, (s21, ), (1, ))
        assert_size_stride(primals_15, (33, 16), (16, 1))
        assert_size_stride(primals_17, (s51, ), (1, ))
        assert_size_stride(primals_18, (s21, ), (1, ))
        assert_size_stride(primals_19, (2, 6), (6, 1))
        assert_size_stride(primals_20, (16, 22), (22, 1))
        assert_size_stride(primals_21, (16, ), (1, ))
        assert_size_stride(primals_22, (1, 16), (16, 1))
        assert_size_stride(primals_23, (1, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s21, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(primals_4, reinterpret_tensor(primals_1, (8, 32), (1, 8), 0), out=buf0)
            del primals_1
            # Topologically Sorted Source Nodes: [embedding_bag], Original ATen: [aten._embedding_bag]
            buf3 = torch.ops.aten._embedding_bag.default(primals_7, primals_9, primals_10)
            del primals_7
            # Topologically Sorted Source Nodes: [embedding_bag_1], Original ATen: [aten._embedding_bag]
            buf8 = torch.ops.aten._embedding_bag.default(primals_11, primals_13, primals_14)
            del primals_11
            # Topologically Sorted Source Nodes: [embedding_bag_2], Original ATen: [aten._embedding_bag]
            buf13 = torch.ops.aten._embedding_bag.default(primals_15, primals_17, primals_18)
            del primals_15
            buf22 = empty_strided_cuda((24, 16), (1, 24), torch.float32)
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_t_0.run(primals_20, buf22, 384, stream=stream0)
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.relu]
            triton_poi_fused_addmm_relu_1_xnumel = 32*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_1.run(buf1, primals_2, triton_poi_fused_addmm_relu_1_xnumel, stream=stream0)
            del primals_2
            buf4 = buf3[0]
            assert_size_stride(buf4, (s21, 16), (16, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf4, 16, 'torch.ops.aten._embedding_bag.default')
            buf5 = buf3[1]
            assert_size_stride(buf5, (s33, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf5, 16, 'torch.ops.aten._embedding_bag.default')
            buf6 = buf3[2]
            assert_size_stride(buf6, (s21, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf6, 16, 'torch.ops.aten._embedding_bag.default')
            buf7 = buf3[3]
            assert_alignment(buf7, 16, 'torch.ops.aten._embedding_bag.default')
            del buf3
            buf9 = buf8[0]
            assert_size_stride(buf9, (s21, 16), (16, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf9, 16, 'torch.ops.aten._embedding_bag.default')
            buf10 = buf8[1]
            assert_size_stride(buf10, (s82, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf10, 16, 'torch.ops.aten._embedding_bag.default')
            buf11 = buf8[2]
            assert_size_stride(buf11, (s21, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf11, 16, 'torch.ops.aten._embedding_bag.default')
            buf12 = buf8[3]
            assert_alignment(buf12, 16, 'torch.ops.aten._embedding_bag.default')
            del buf8
            buf14 = buf13[0]
            assert_size_stride(buf14, (s21, 16), (16, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf14, 16, 'torch.ops.aten._embedding_bag.default')
            buf15 = buf13[1]
            assert_size_stride(buf15, (s51, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf15, 16, 'torch.ops.aten._embedding_bag.default')
            buf16 = buf13[2]
            assert_size_stride(buf16, (s21, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._embedding_bag.default')
            buf17 = buf13[3]
            assert_alignment(buf17, 16, 'torch.ops.aten._embedding_bag.default')
            del buf13
            buf2 = empty_strided_cuda((s21, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(buf1, reinterpret_tensor(primals_5, (32, 16), (1, 32), 0), out=buf2)
            buf18 = empty_strided_cuda((s21, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_3, input_4, z], Original ATen: [aten.addmm, aten.relu, aten.stack]
            triton_poi_fused_addmm_relu_stack_2_xnumel = 64*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_stack_2.run(primals_6, buf2, buf4, buf9, buf14, buf18, triton_poi_fused_addmm_relu_stack_2_xnumel, stream=stream0)
            del buf14
            del buf4
            buf27 = empty_strided_cuda((s21, 16), (16, 1), torch.bool)
            # Topologically Sorted Source Nodes: [input_3, input_4, le_2], Original ATen: [aten.addmm, aten.relu, aten.threshold_backward]
            triton_poi_fused_addmm_relu_threshold_backward_3_xnumel = 16*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_threshold_backward_3.run(primals_6, buf2, buf27, triton_poi_fused_addmm_relu_threshold_backward_3_xnumel, stream=stream0)
            buf19 = reinterpret_tensor(buf9, (s21, 4, 4), (16, 4, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [input_3, input_4, z, transpose, bmm], Original ATen: [aten.addmm, aten.relu, aten.stack, aten.transpose, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf18, (s21, 4, 16), (64, 16, 1), 0), reinterpret_tensor(buf18, (s21, 16, 4), (64, 1, 16), 0), out=buf19)
            buf20 = empty_strided_cuda((s21, 22), (22, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_3, input_4, getitem, getitem_1, inter, cat], Original ATen: [aten.addmm, aten.relu, aten.select, aten.index, aten.cat]
            triton_poi_fused_addmm_cat_index_relu_select_4_xnumel = 22*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_index_relu_select_4.run(primals_6, buf2, primals_19, buf19, buf20, triton_poi_fused_addmm_cat_index_relu_select_4_xnumel, stream=stream0)
            del buf19
            del primals_6
            buf21 = empty_strided_cuda((s21, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.addmm]
            triton_poi_fused_addmm_5_xnumel = 24*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_5.run(buf20, buf21, triton_poi_fused_addmm_5_xnumel, stream=stream0)
            buf23 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(buf21, buf22, out=buf23)
            del buf21
            del buf22
            buf24 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.addmm, aten.relu]
            triton_poi_fused_addmm_relu_6_xnumel = 16*s21
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_6.run(buf24, primals_21, triton_poi_fused_addmm_relu_6_xnumel, stream=stream0)
            del primals_21
            buf26 = empty_strided_cuda((s21, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_23, buf24, reinterpret_tensor(primals_22, (16, 1), (1, 16), 0), alpha=1, beta=1, out=buf26)
            del primals_23
        return (reinterpret_tensor(buf26, (s21, ), (1, ), 0), primals_4, primals_5, primals_9, primals_10, primals_13, primals_14, primals_17, primals_18, primals_19, primals_20, primals_22, buf1, buf5, buf6, buf7, buf10, buf11, buf12, buf15, buf16, buf17, reinterpret_tensor(buf18, (s21, 16, 4), (64, 1, 16), 0), buf20, buf24, buf27, s21, s33, s82, s51, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 17
    primals_4 = rand_strided((17, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((16, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((50, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = 33
    primals_9 = rand_strided((33, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_10 = rand_strided((17, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_11 = rand_strided((120, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = 32
    primals_13 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_14 = rand_strided((17, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_15 = rand_strided((33, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = 37
    primals_17 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_18 = rand_strided((17, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_19 = rand_strided((2, 6), (6, 1), device='cuda:0', dtype=torch.int64)
    primals_20 = rand_strided((16, 22), (22, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((1, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
