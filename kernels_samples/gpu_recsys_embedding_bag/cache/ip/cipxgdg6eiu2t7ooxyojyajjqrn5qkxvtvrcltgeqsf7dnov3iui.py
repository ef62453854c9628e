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


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/jy/cjy5f7267bbc54lj4njvbuh6x5ue4xnnbqhwt2w4hfzoro2s3et7.py
# Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.relu]
# Source node to ATen node mapping:
#   input_1 => add_tensor_2
#   input_2 => relu
# Graph fragment:
#   %arg1_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_default_2 : Tensor "f32[s37, 32][32, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %add_tensor_2 : Tensor "f32[s37, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg1_1, %mm_default_2), kwargs = {})
#   %relu : Tensor "f32[s37, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_2,), kwargs = {})
#   return %relu
triton_poi_fused_addmm_relu_0 = async_compile.triton('triton_poi_fused_addmm_relu_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3584}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_0(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/lv/clvmmda3r3h2jjz6bg7nyd5gkja3ja5yu7vjybuidsquh2q3ris6.py
# Topologically Sorted Source Nodes: [input_3, input_4, z], Original ATen: [aten.addmm, aten.relu, aten.stack]
# Source node to ATen node mapping:
#   input_3 => add_tensor_1
#   input_4 => relu_1
#   z => cat
# Graph fragment:
#   %arg5_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %mm_default_1 : Tensor "f32[s37, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %getitem : Tensor "f32[s37, 16][16, 1]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_4 : Tensor "f32[s37, 16][16, 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %getitem_8 : Tensor "f32[s37, 16][16, 1]cuda:0" = PlaceHolder[target=getitem_8]
#   %add_tensor_1 : Tensor "f32[s37, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg5_1, %mm_default_1), kwargs = {})
#   %relu_1 : Tensor "f32[s37, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_1,), kwargs = {})
#   %cat : Tensor "f32[s37, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%relu_1, %getitem, %getitem_4, %getitem_8], 1), kwargs = {})
#   return %cat
triton_poi_fused_addmm_relu_stack_1 = async_compile.triton('triton_poi_fused_addmm_relu_stack_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_stack_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6976}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_stack_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/m3/cm3elblp5hnluweilwahkcug3za62tij4gyugdk3jrwpytj7msw5.py
# Topologically Sorted Source Nodes: [input_3, input_4, getitem, getitem_1, inter, cat], Original ATen: [aten.addmm, aten.relu, aten.select, aten.index, aten.cat]
# Source node to ATen node mapping:
#   cat => cat_1
#   getitem => select
#   getitem_1 => select_1
#   input_3 => add_tensor_1
#   input_4 => relu_1
#   inter => index
# Graph fragment:
#   %arg5_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %mm_default_1 : Tensor "f32[s37, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %arg18_1 : Tensor "i64[2, 6][6, 1]cuda:0" = PlaceHolder[target=arg18_1]
#   %bmm : Tensor "f32[s37, 4, 4][16, 4, 1]cuda:0" = PlaceHolder[target=bmm]
#   %add_tensor_1 : Tensor "f32[s37, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg5_1, %mm_default_1), kwargs = {})
#   %relu_1 : Tensor "f32[s37, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_1,), kwargs = {})
#   %select : Tensor "i64[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg18_1, 0, 0), kwargs = {})
#   %select_1 : Tensor "i64[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg18_1, 0, 1), kwargs = {})
#   %index : Tensor "f32[s37, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%bmm, [None, %select, %select_1]), kwargs = {})
#   %cat_1 : Tensor "f32[s37, 22][22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%relu_1, %index], 1), kwargs = {})
#   return %cat_1
triton_poi_fused_addmm_cat_index_relu_select_2 = async_compile.triton('triton_poi_fused_addmm_cat_index_relu_select_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_index_relu_select_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_index_relu_select_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/caps/gpu_recsys_embedding_bag/cache/u4/cu4h2tv6eyy7cwuogf3o3thhcrn35ziobjufvfslnkc5sljnhq3a.py
# Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.addmm, aten.relu]
# Source node to ATen node mapping:
#   input_5 => add_tensor
#   input_6 => relu_2
# Graph fragment:
#   %arg20_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg20_1]
#   %mm_default : Tensor "f32[s37, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_tensor : Tensor "f32[s37, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg20_1, %mm_default), kwargs = {})
#   %relu_2 : Tensor "f32[s37, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor,), kwargs = {})
#   return %relu_2
triton_poi_fused_addmm_relu_3 = async_compile.triton('triton_poi_fused_addmm_relu_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1792}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1 = args
        args.clear()
        s37 = arg2_1
        s33 = arg7_1
        s82 = arg11_1
        s51 = arg15_1
        assert_size_stride(arg0_1, (32, 8), (8, 1))
        assert_size_stride(arg1_1, (32, ), (1, ))
        assert_size_stride(arg3_1, (s37, 8), (8, 1))
        assert_size_stride(arg4_1, (16, 32), (32, 1))
        assert_size_stride(arg5_1, (16, ), (1, ))
        assert_size_stride(arg6_1, (50, 16), (16, 1))
        assert_size_stride(arg8_1, (s33, ), (1, ))
        assert_size_stride(arg9_1, (s37, ), (1, ))
        assert_size_stride(arg10_1, (120, 16), (16, 1))
        assert_size_stride(arg12_1, (s82, ), (1, ))
        assert_size_stride(arg13_1, (s37, ), (1, ))
        assert_size_stride(arg14_1, (33, 16), (16, 1))
        assert_size_stride(arg16_1, (s51, ), (1, ))
        assert_size_stride(arg17_1, (s37, ), (1, ))
        assert_size_stride(arg18_1, (2, 6), (6, 1))
        assert_size_stride(arg19_1, (16, 22), (22, 1))
        assert_size_stride(arg20_1, (16, ), (1, ))
        assert_size_stride(arg21_1, (1, 16), (16, 1))
        assert_size_stride(arg22_1, (1, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [embedding_bag], Original ATen: [aten._embedding_bag]
            buf0 = torch.ops.aten._embedding_bag.default(arg6_1, arg8_1, arg9_1)
            del arg6_1
            del arg8_1
            del arg9_1
            buf1 = buf0[0]
            assert_size_stride(buf1, (s37, 16), (16, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf1, 16, 'torch.ops.aten._embedding_bag.default')
            del buf0
            # Topologically Sorted Source Nodes: [embedding_bag_1], Original ATen: [aten._embedding_bag]
            buf5 = torch.ops.aten._embedding_bag.default(arg10_1, arg12_1, arg13_1)
            del arg10_1
            del arg12_1
            del arg13_1
            buf6 = buf5[0]
            assert_size_stride(buf6, (s37, 16), (16, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf6, 16, 'torch.ops.aten._embedding_bag.default')
            del buf5
            # Topologically Sorted Source Nodes: [embedding_bag_2], Original ATen: [aten._embedding_bag]
            buf10 = torch.ops.aten._embedding_bag.default(arg14_1, arg16_1, arg17_1)
            del arg14_1
            del arg16_1
            del arg17_1
            buf11 = buf10[0]
            assert_size_stride(buf11, (s37, 16), (16, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf11, 16, 'torch.ops.aten._embedding_bag.default')
            del buf10
            buf15 = empty_strided_cuda((s37, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(arg3_1, reinterpret_tensor(arg0_1, (8, 32), (1, 8), 0), out=buf15)
            del arg0_1
            del arg3_1
            buf16 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.relu]
            triton_poi_fused_addmm_relu_0_xnumel = 32*s37
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf16, arg1_1, triton_poi_fused_addmm_relu_0_xnumel, stream=stream0)
            del arg1_1
            buf17 = empty_strided_cuda((s37, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, input_2, input_3], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf16, reinterpret_tensor(arg4_1, (32, 16), (1, 32), 0), out=buf17)
            del arg4_1
            del buf16
            buf18 = empty_strided_cuda((s37, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_3, input_4, z], Original ATen: [aten.addmm, aten.relu, aten.stack]
            triton_poi_fused_addmm_relu_stack_1_xnumel = 64*s37
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_stack_1.run(arg5_1, buf17, buf1, buf6, buf11, buf18, triton_poi_fused_addmm_relu_stack_1_xnumel, stream=stream0)
            del buf1
            del buf11
            buf19 = reinterpret_tensor(buf6, (s37, 4, 4), (16, 4, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [input_3, input_4, z, transpose, bmm], Original ATen: [aten.addmm, aten.relu, aten.stack, aten.transpose, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf18, (s37, 4, 16), (64, 16, 1), 0), reinterpret_tensor(buf18, (s37, 16, 4), (64, 1, 16), 0), out=buf19)
            del buf18
            buf20 = empty_strided_cuda((s37, 22), (22, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_3, input_4, getitem, getitem_1, inter, cat], Original ATen: [aten.addmm, aten.relu, aten.select, aten.index, aten.cat]
            triton_poi_fused_addmm_cat_index_relu_select_2_xnumel = 22*s37
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_index_relu_select_2.run(arg5_1, buf17, arg18_1, buf19, buf20, triton_poi_fused_addmm_cat_index_relu_select_2_xnumel, stream=stream0)
            del arg18_1
            del arg5_1
            del buf17
            buf21 = reinterpret_tensor(buf19, (s37, 16), (16, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [input_3, input_4, getitem, getitem_1, inter, cat, input_5], Original ATen: [aten.addmm, aten.relu, aten.select, aten.index, aten.cat, aten.t]
            extern_kernels.mm(buf20, reinterpret_tensor(arg19_1, (22, 16), (1, 22), 0), out=buf21)
            del arg19_1
            del buf20
            buf22 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.addmm, aten.relu]
            triton_poi_fused_addmm_relu_3_xnumel = 16*s37
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_3.run(buf22, arg20_1, triton_poi_fused_addmm_relu_3_xnumel, stream=stream0)
            del arg20_1
            buf24 = empty_strided_cuda((s37, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_5, input_6, input_7], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.addmm(arg22_1, buf22, reinterpret_tensor(arg21_1, (16, 1), (1, 16), 0), alpha=1, beta=1, out=buf24)
            del arg21_1
            del arg22_1
            del buf22
        return (reinterpret_tensor(buf24, (s37, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((32, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = 9
    arg3_1 = rand_strided((9, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((16, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((50, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = 15
    arg8_1 = rand_strided((15, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg9_1 = rand_strided((9, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg10_1 = rand_strided((120, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = 20
    arg12_1 = rand_strided((20, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg13_1 = rand_strided((9, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg14_1 = rand_strided((33, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = 19
    arg16_1 = rand_strided((19, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg17_1 = rand_strided((9, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg18_1 = rand_strided((2, 6), (6, 1), device='cuda:0', dtype=torch.int64)
    arg19_1 = rand_strided((16, 22), (22, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((1, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
