# AOT ID: ['0_inference']
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


# kernel path: /tmp/caps/gpu_segment_reductions/cache/zq/czquhu7v5hmgrmpndny6oilerkte7yqgdo2o7xvcigoaecw3ossu.py
# Topologically Sorted Source Nodes: [zeros, mean], Original ATen: [aten.zeros, aten.scatter_reduce]
# Source node to ATen node mapping:
#   mean => scatter_reduce_1
#   zeros => full_default_1
# Graph fragment:
#   %full_default_1 : Tensor "f32[9][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([9], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter_reduce_1 : Tensor "f32[9][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_reduce.two](args = (%full_default_1, 0, %arg2_1, %arg1_1, mean), kwargs = {include_self: False})
#   return %scatter_reduce_1
triton_poi_fused_scatter_reduce_zeros_0 = async_compile.triton('triton_poi_fused_scatter_reduce_zeros_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_scatter_reduce_zeros_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 72}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_scatter_reduce_zeros_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 9
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_segment_reductions/cache/ui/cuizu5a6pykiuq2fyhnu7t2lcbezzoui6ruy7uk4zvrhgbqh3cni.py
# Topologically Sorted Source Nodes: [full, mx], Original ATen: [aten.full, aten.scatter_reduce]
# Source node to ATen node mapping:
#   full => full_default
#   mx => scatter_reduce
# Graph fragment:
#   %full_default : Tensor "f32[9][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([9], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter_reduce : Tensor "f32[9][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.scatter_reduce.two](args = (%full_default, 0, %arg2_1, %arg1_1, amax), kwargs = {})
#   return %scatter_reduce
triton_poi_fused_full_scatter_reduce_1 = async_compile.triton('triton_poi_fused_full_scatter_reduce_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_full_scatter_reduce_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 72}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_full_scatter_reduce_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 9
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], float("-inf"), tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_segment_reductions/cache/ri/crirx4rzrp5x7osjobnyrjjalmtstp3jsngni5ffwnxq4yalea3y.py
# Topologically Sorted Source Nodes: [zeros_1, gather, sub, e, den], Original ATen: [aten.zeros, aten.gather, aten.sub, aten.exp, aten.index_add]
# Source node to ATen node mapping:
#   den => index_put
#   e => exp
#   gather => gather
#   sub => sub_1
#   zeros_1 => full_default_2
# Graph fragment:
#   %arg2_1 : Tensor "i64[s47][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg1_1 : Tensor "f32[s47][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %buf3 : Tensor  = PlaceHolder[target=buf3]
#   %index_put : Tensor "f32[9][1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default_2 : Tensor "f32[9][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([9], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %gather : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%scatter_reduce, 0, %arg2_1), kwargs = {})
#   %sub_1 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%arg1_1, %gather), kwargs = {})
#   %exp : Tensor "f32[s47][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%sub_1,), kwargs = {})
#   %index_put : Tensor "f32[9][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_2, [%arg2_1], %exp, True), kwargs = {})
#   return %buf5
triton_poi_fused_exp_gather_index_add_sub_zeros_2 = async_compile.triton('triton_poi_fused_exp_gather_index_add_sub_zeros_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_exp_gather_index_add_sub_zeros_2', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 444}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_exp_gather_index_add_sub_zeros_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp6 = tl.load(in_ptr1 + (x0), xmask)
    tmp1 = tl.full([XBLOCK], 9, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 9)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 9")
    tmp7 = tl.load(in_ptr2 + (tmp4), xmask, eviction_policy='evict_last')
    tmp8 = tmp6 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(tmp4, [XBLOCK])), tmp9, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_segment_reductions/cache/xs/cxs6nyaofxznigktyfunsvvi33w6vdbrwxh4jhch2thpcbpmter6.py
# Topologically Sorted Source Nodes: [gather, sub, e, index_select, soft], Original ATen: [aten.gather, aten.sub, aten.exp, aten.index_select, aten.div]
# Source node to ATen node mapping:
#   e => exp
#   gather => gather
#   index_select => index
#   soft => div
#   sub => sub_1
# Graph fragment:
#   %arg1_1 : Tensor "f32[s47][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "i64[s47][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %buf3 : Tensor  = PlaceHolder[target=buf3]
#   %buf5 : Tensor "f32[9][1]cuda:0" = PlaceHolder[target=buf5]
#   %gather : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%scatter_reduce, 0, %arg2_1), kwargs = {})
#   %sub_1 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%arg1_1, %gather), kwargs = {})
#   %exp : Tensor "f32[s47][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%sub_1,), kwargs = {})
#   %index : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%index_put, [%arg2_1]), kwargs = {})
#   %div : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp, %index), kwargs = {})
#   return %div
triton_poi_fused_div_exp_gather_index_select_sub_3 = async_compile.triton('triton_poi_fused_div_exp_gather_index_select_sub_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_exp_gather_index_select_sub_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 740}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_exp_gather_index_select_sub_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = tl.full([XBLOCK], 9, tl.int32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < 9)) | ~(xmask), "index out of bounds: 0 <= tmp5 < 9")
    tmp7 = tl.load(in_ptr2 + (tmp5), xmask, eviction_policy='evict_last')
    tmp8 = tmp0 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.load(in_ptr3 + (tmp5), xmask, eviction_policy='evict_last')
    tmp11 = (tmp9 / tmp10)
    tl.store(out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_segment_reductions/cache/6o/c6oqnuwteiugfvsrsgpwiouyfkc77obsrfigisffx66hey2zwqyy.py
# Topologically Sorted Source Nodes: [b, s], Original ATen: [aten.bucketize, aten.searchsorted]
# Source node to ATen node mapping:
#   b => bucketize
#   s => searchsorted
# Graph fragment:
#   %arg4_1 : Tensor "f32[s55][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg5_1 : Tensor "f32[11][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %bucketize : Tensor "i64[s55][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bucketize.Tensor](args = (%arg4_1, %arg5_1), kwargs = {})
#   %searchsorted : Tensor "i64[s55][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.searchsorted.Tensor](args = (%arg5_1, %arg4_1), kwargs = {right: True})
#   return %bucketize,%searchsorted
triton_poi_fused_bucketize_searchsorted_4 = async_compile.triton('triton_poi_fused_bucketize_searchsorted_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': {AutotuneHint.ONE_ELEMENT_PER_THREAD}, 'kernel_name': 'triton_poi_fused_bucketize_searchsorted_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1332}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bucketize_searchsorted_4(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = triton_helpers.bucketize_binary_search(tmp0, in_ptr1, 11, 11, 1, 0, tl.int64, False, None, None, None, )
    tmp2 = triton_helpers.bucketize_binary_search(tmp0, in_ptr1, 11, 11, 1, 0, tl.int64, True, None, None, None, )
    tl.store(out_ptr0 + (x0), tmp1, xmask)
    tl.store(out_ptr1 + (x0), tmp2, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1 = args
        args.clear()
        s59 = arg0_1
        s55 = arg3_1
        arg1_1_size = arg1_1.size()
        s47 = arg1_1_size[0]
        assert_size_stride(arg1_1, (s47, ), (1, ))
        assert_size_stride(arg2_1, (s47, ), (1, ))
        assert_size_stride(arg4_1, (s55, ), (1, ))
        assert_size_stride(arg5_1, (11, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((9, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [zeros, mean], Original ATen: [aten.zeros, aten.scatter_reduce]
            stream0 = get_raw_stream(0)
            triton_poi_fused_scatter_reduce_zeros_0.run(buf0, 9, stream=stream0)
            aten.scatter_reduce_.two(buf0,0,arg2_1,arg1_1, reduce='mean', include_self=False)
            buf2 = empty_strided_cuda((9, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [full, mx], Original ATen: [aten.full, aten.scatter_reduce]
            stream0 = get_raw_stream(0)
            triton_poi_fused_full_scatter_reduce_1.run(buf2, 9, stream=stream0)
            aten.scatter_reduce_.two(buf2,0,arg2_1,arg1_1, reduce='amax', include_self=True)
            buf4 = empty_strided_cuda((9, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_1], Original ATen: [aten.zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused_scatter_reduce_zeros_0.run(buf4, 9, stream=stream0)
            # Topologically Sorted Source Nodes: [zeros_1, gather, sub, e, den], Original ATen: [aten.zeros, aten.gather, aten.sub, aten.exp, aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_exp_gather_index_add_sub_zeros_2.run(arg2_1, arg1_1, buf2, buf4, s47, stream=stream0)
            buf6 = empty_strided_cuda((s47, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [gather, sub, e, index_select, soft], Original ATen: [aten.gather, aten.sub, aten.exp, aten.index_select, aten.div]
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_exp_gather_index_select_sub_3.run(arg1_1, arg2_1, buf2, buf4, buf6, s47, stream=stream0)
            del arg1_1
            del arg2_1
            del buf4
            buf7 = empty_strided_cuda((s55, ), (1, ), torch.int64)
            buf8 = empty_strided_cuda((s55, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [b, s], Original ATen: [aten.bucketize, aten.searchsorted]
            stream0 = get_raw_stream(0)
            triton_poi_fused_bucketize_searchsorted_4.run(arg4_1, arg5_1, buf7, buf8, s55, stream=stream0)
            del arg4_1
            del arg5_1
        return (buf2, buf0, buf6, buf7, buf8, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 37
    arg1_1 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg3_1 = 37
    arg4_1 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((11, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
