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


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/xx/cxx2cxjtk3c6bwjk55lkuxnnjegvuh3iys5gmbximl2cd2ff5rou.py
# Topologically Sorted Source Nodes: [score, full, smax], Original ATen: [aten.squeeze, aten.full, aten.scatter_reduce]
# Source node to ATen node mapping:
#   full => full_default
#   score => squeeze
#   smax => scatter_reduce
# Graph fragment:
#   %squeeze : Tensor "f32[s13][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dim](args = (%addmm_3, -1), kwargs = {})
#   %full_default : Tensor "f32[s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter_reduce : Tensor "f32[s77][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.scatter_reduce.two](args = (%full_default, 0, %primals_7, %squeeze, amax), kwargs = {})
#   return %scatter_reduce
triton_poi_fused_full_scatter_reduce_squeeze_0 = async_compile.triton('triton_poi_fused_full_scatter_reduce_squeeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_full_scatter_reduce_squeeze_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_full_scatter_reduce_squeeze_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], float("-inf"), tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/t5/ct5j6bfsgvmupg5ylnv22gotpaqko6smx3uiymgtibere54dftb2.py
# Topologically Sorted Source Nodes: [index_add_], Original ATen: [aten.index_add]
# Source node to ATen node mapping:
#   index_add_ => index_put
# Graph fragment:
#   %index_put : Tensor "f32[s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %exp_1, True), kwargs = {})
#   return %index_put
triton_poi_fused_index_add_1 = async_compile.triton('triton_poi_fused_index_add_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_add_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_add_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/v7/cv7be4cmhiybbvicnekd2j5toppykgw742bjv2oeholc5tw7jhy2.py
# Topologically Sorted Source Nodes: [zeros_like], Original ATen: [aten.zeros_like]
# Source node to ATen node mapping:
#   zeros_like => full_default_2
# Graph fragment:
#   %full_default_2 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_default_2
triton_poi_fused_zeros_like_2 = async_compile.triton('triton_poi_fused_zeros_like_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_zeros_like_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9472}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_like_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/s7/cs7v3deehim6e5t7zd3yl6bjveay5mw6yeoyoy53dx64qnrjcgcs.py
# Topologically Sorted Source Nodes: [getitem_4, mul, summed], Original ATen: [aten.unsqueeze, aten.mul, aten.index_add]
# Source node to ATen node mapping:
#   getitem_4 => unsqueeze
#   mul => mul_37
#   summed => index_put_1
# Graph fragment:
#   %unsqueeze : Tensor "f32[s13, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%div_1, 1), kwargs = {})
#   %mul_37 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%addmm_2, %unsqueeze), kwargs = {})
#   %index_put_1 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_2, [%primals_7], %mul_37, True), kwargs = {})
#   return %index_put_1
triton_poi_fused_index_add_mul_unsqueeze_3 = async_compile.triton('triton_poi_fused_index_add_mul_unsqueeze_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_add_mul_unsqueeze_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9472}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_add_mul_unsqueeze_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = xindex // 32
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0 + 96*x1), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/cn/ccnstznbuyc7lijfrqb2dq4pg6whou67izalwsye7zcpkgbq7ttb.py
# Topologically Sorted Source Nodes: [index_select, index_select_1, cat], Original ATen: [aten.index_select, aten.cat]
# Source node to ATen node mapping:
#   cat => cat
#   index_select => index
#   index_select_1 => index_1
# Graph fragment:
#   %primals_6 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_6]
#   %addmm : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm]
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[s13, 4][4, 1]cuda:0" = PlaceHolder[target=primals_8]
#   %index : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%addmm, [%primals_6]), kwargs = {})
#   %index_1 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%addmm, [%primals_7]), kwargs = {})
#   %cat : Tensor "f32[s13, 68][68, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%index, %index_1, %primals_8], -1), kwargs = {})
#   return %cat
triton_poi_fused_cat_index_select_4 = async_compile.triton('triton_poi_fused_cat_index_select_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_index_select_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2400, 'x': 84000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_index_select_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 68
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = x1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.broadcast_to(ks0, [YBLOCK, XBLOCK])
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tl.device_assert(((0 <= tl.broadcast_to(tmp9, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp9, [YBLOCK, XBLOCK]) < ks0)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp9, [YBLOCK, XBLOCK]) < ks0")
    tmp11 = tl.load(in_ptr1 + (tl.broadcast_to(32*tmp9 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = tmp0 >= tmp3
    tmp13 = tl.full([1, 1], 64, tl.int64)
    tmp14 = tmp0 < tmp13
    tmp15 = tmp12 & tmp14
    tmp16 = tl.load(in_ptr2 + (tl.broadcast_to(y0, [YBLOCK, XBLOCK])), tmp15 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.broadcast_to(ks0, [YBLOCK, XBLOCK])
    tmp18 = tmp16 + tmp17
    tmp19 = tmp16 < 0
    tmp20 = tl.where(tmp19, tmp18, tmp16)
    tl.device_assert(((0 <= tl.broadcast_to(tmp20, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp20, [YBLOCK, XBLOCK]) < ks0)) | ~(tmp15 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp20, [YBLOCK, XBLOCK]) < ks0")
    tmp22 = tl.load(in_ptr1 + (tl.broadcast_to(32*tmp20 + ((-32) + x1), [YBLOCK, XBLOCK])), tmp15 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp23 = tmp0 >= tmp13
    tmp24 = tl.full([1, 1], 68, tl.int64)
    tmp25 = tmp0 < tmp24
    tmp26 = tl.load(in_ptr3 + (4*y0 + ((-64) + x1)), tmp23 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.where(tmp15, tmp22, tmp26)
    tmp28 = tl.where(tmp4, tmp11, tmp27)
    tl.store(out_ptr0 + (x1 + 68*y0), tmp28, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/h3/ch3dwin5jm3fuueo27gfoc3en2zzwpuxyttpqoi5zthvks3bonwg.py
# Topologically Sorted Source Nodes: [input_2], Original ATen: [aten.silu]
# Source node to ATen node mapping:
#   input_2 => add_15, div, exp, neg
# Graph fragment:
#   %addmm_1 : Tensor "f32[s13, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %neg : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%addmm_1,), kwargs = {})
#   %exp : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_15 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%addmm_1, %add_15), kwargs = {})
#   return %div
triton_poi_fused_silu_5 = async_compile.triton('triton_poi_fused_silu_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_silu_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 57600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_silu_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tl.store(out_ptr0 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/ti/ctihy6kyxyzhbuakwov6br5eyfrw6qcihmzjtjzukeetwaixsty6.py
# Topologically Sorted Source Nodes: [full, eq_184], Original ATen: [aten.full, aten.eq]
# Source node to ATen node mapping:
#   eq_184 => eq_184
#   full => full_default
# Graph fragment:
#   %buf8 : Tensor  = PlaceHolder[target=buf8]
#   %full_default : Tensor "f32[s77][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %eq_184 : Tensor "b8[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%full_default, %scatter_reduce), kwargs = {})
#   return %eq_184
triton_poi_fused_eq_full_6 = async_compile.triton('triton_poi_fused_eq_full_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_eq_full_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 74}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_eq_full_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], float("-inf"), tl.float32)
    tmp2 = tmp1 == tmp0
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/2f/c2ftu5kj36y445q7yw6a7wbjazgo2swrg3kbtbp3fmxjzewa4tk3.py
# Topologically Sorted Source Nodes: [score, getitem_2, sub, w, index_add_, gather_10, eq_185], Original ATen: [aten.squeeze, aten.index, aten.sub, aten.exp, aten.index_add, aten.gather, aten.eq]
# Source node to ATen node mapping:
#   eq_185 => eq_185
#   gather_10 => gather_10
#   getitem_2 => index_2
#   index_add_ => index_put
#   score => squeeze
#   sub => sub_13
#   w => exp_1
# Graph fragment:
#   %addmm_3 : Tensor "f32[s13, 1][1, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %buf8 : Tensor  = PlaceHolder[target=buf8]
#   %exp_1 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=exp_1]
#   %index_put : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=index_put]
#   %squeeze : Tensor "f32[s13][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dim](args = (%addmm_3, -1), kwargs = {})
#   %index_2 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%scatter_reduce, [%primals_7]), kwargs = {})
#   %sub_13 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%squeeze, %index_2), kwargs = {})
#   %exp_1 : Tensor "f32[s13][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.exp.default](args = (%sub_13,), kwargs = {})
#   %index_put : Tensor "f32[s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %exp_1, True), kwargs = {})
#   %gather_10 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%scatter_reduce, 0, %primals_7), kwargs = {})
#   %eq_185 : Tensor "b8[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%squeeze, %gather_10), kwargs = {})
#   return %exp_1,%eq_185,%buf12
triton_poi_fused_eq_exp_gather_index_index_add_squeeze_sub_7 = async_compile.triton('triton_poi_fused_eq_exp_gather_index_index_add_squeeze_sub_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_eq_exp_gather_index_index_add_squeeze_sub_7', 'mutated_arg_names': ['out_ptr2'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3300}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_eq_exp_gather_index_index_add_squeeze_sub_7(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = ks0
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp5 < ks0")
    tmp7 = tl.load(in_ptr2 + (tmp5), xmask, eviction_policy='evict_last')
    tmp8 = tmp0 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tmp0 == tmp7
    tl.store(out_ptr0 + (x0), tmp9, xmask)
    tl.store(out_ptr1 + (x0), tmp10, xmask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(tmp5, [XBLOCK])), tmp9, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/v4/cv46mrpv2skhktub5cpwashhs5qb2j4g5csc5rjcjsei4fqrwtwu.py
# Topologically Sorted Source Nodes: [denom, getitem_3, w_1, ones_like, index_add__2], Original ATen: [aten.add, aten.index, aten.div, aten.ones_like, aten.index_add]
# Source node to ATen node mapping:
#   denom => add_51
#   getitem_3 => index_3
#   index_add__2 => index_put_2
#   ones_like => full_default_5
#   w_1 => div_1
# Graph fragment:
#   %exp_1 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=exp_1]
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %buf12 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=buf12]
#   %index_put_2 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=index_put_2]
#   %add_51 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put, 1e-09), kwargs = {})
#   %index_3 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%add_51, [%primals_7]), kwargs = {})
#   %div_1 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_1, %index_3), kwargs = {})
#   %full_default_5 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_5], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_2 : Tensor "f32[s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %full_default_5, True), kwargs = {})
#   return %div_1,%buf20
triton_poi_fused_add_div_index_index_add_ones_like_8 = async_compile.triton('triton_poi_fused_add_div_index_index_add_ones_like_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_div_index_index_add_ones_like_8', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_div_index_index_add_ones_like_8(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = ks0
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp5 < ks0")
    tmp7 = tl.load(in_ptr2 + (tmp5), xmask, eviction_policy='evict_last')
    tmp8 = tl.full([1], 1e-09, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = (tmp0 / tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(tmp5, [XBLOCK])), tmp11, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/yb/cybwk5dsldgyk7gpd5zzz3pe4nobpxhflggsj7a3nsru5l64knkk.py
# Topologically Sorted Source Nodes: [getitem_4, mul, summed], Original ATen: [aten.unsqueeze, aten.mul, aten.index_add]
# Source node to ATen node mapping:
#   getitem_4 => unsqueeze
#   mul => mul_37
#   summed => index_put_1
# Graph fragment:
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %addmm_2 : Tensor "f32[s13, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %div_1 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=div_1]
#   %index_put_1 : Tensor "f32[s77, 32][96, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %unsqueeze : Tensor "f32[s13, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%div_1, 1), kwargs = {})
#   %mul_37 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%addmm_2, %unsqueeze), kwargs = {})
#   %index_put_1 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_2, [%primals_7], %mul_37, True), kwargs = {})
#   return %buf16
triton_poi_fused_index_add_mul_unsqueeze_9 = async_compile.triton('triton_poi_fused_index_add_mul_unsqueeze_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_add_mul_unsqueeze_9', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1800, 'x': 19200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_add_mul_unsqueeze_9(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 32
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x1 + 32*y0), xmask & ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < ks0)) | ~(ymask), "index out of bounds: 0 <= tmp4 < ks0")
    tmp8 = tmp6 * tmp7
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(x1 + 96*tmp4, [YBLOCK, XBLOCK])), tmp8, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/ku/cku2kpaoviuf5auo5x5xdlji5cgnpi3xmhzno6vp7uzb5zbd5j7g.py
# Topologically Sorted Source Nodes: [deg, sqrt, getitem_7, truediv_1], Original ATen: [aten.clamp, aten.sqrt, aten.unsqueeze, aten.div]
# Source node to ATen node mapping:
#   deg => clamp_min
#   getitem_7 => unsqueeze_3
#   sqrt => sqrt
#   truediv_1 => div_2
# Graph fragment:
#   %buf22 : Tensor  = PlaceHolder[target=buf22]
#   %buf20 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=buf20]
#   %clamp_min : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%index_put_2, 1), kwargs = {})
#   %sqrt : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%clamp_min,), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sqrt, 1), kwargs = {})
#   %div_2 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%scatter_reduce_2, %unsqueeze_3), kwargs = {})
#   return %div_2
triton_poi_fused_clamp_div_sqrt_unsqueeze_10 = async_compile.triton('triton_poi_fused_clamp_div_sqrt_unsqueeze_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_div_sqrt_unsqueeze_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9472}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_div_sqrt_unsqueeze_10(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 32
    x0 = (xindex % 32)
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tl.full([1], 1.0, tl.float32)
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tmp4 = tl.sqrt_rn(tmp3)
    tmp5 = (tmp0 / tmp4)
    tl.store(out_ptr0 + (x0 + 96*x1), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/dz/cdzwpyki6eppsw5s3s7pmktxak6tnd2kzcrikj4njxgjttehvrcb.py
# Topologically Sorted Source Nodes: [deg, sqrt, getitem_7, truediv_1, cat_1], Original ATen: [aten.clamp, aten.sqrt, aten.unsqueeze, aten.div, aten.cat]
# Source node to ATen node mapping:
#   cat_1 => cat_1
#   deg => clamp_min
#   getitem_7 => unsqueeze_3
#   sqrt => sqrt
#   truediv_1 => div_2
# Graph fragment:
#   %buf18 : Tensor  = PlaceHolder[target=buf18]
#   %clamp_min : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%index_put_2, 1), kwargs = {})
#   %sqrt : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%clamp_min,), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sqrt, 1), kwargs = {})
#   %div_2 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%scatter_reduce_2, %unsqueeze_3), kwargs = {})
#   %cat_1 : Tensor "f32[s77, 96][96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%index_put_1, %scatter_reduce_1, %div_2], -1), kwargs = {})
#   return %buf23
triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11 = async_compile.triton('triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9472}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 32)
    x1 = xindex // 32
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tl.store(out_ptr0 + (x0 + 96*x1), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/v3/cv3gi2xuv3gcfj2pniixcff5tpc7jov3d7cn6z4evk3wgxhnsowo.py
# Topologically Sorted Source Nodes: [relu, add_1, h_1], Original ATen: [aten.relu, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_1 => add_150
#   h_1 => add_154, add_155, mul_95, mul_96, rsqrt, sub_61, var_mean
#   relu => relu
# Graph fragment:
#   %addmm : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm]
#   %addmm_4 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %buf28 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=buf28]
#   %getitem_1 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_17 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_17]
#   %primals_18 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_18]
#   %relu : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%addmm_4,), kwargs = {})
#   %add_150 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%addmm, %relu), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_150, [1]), kwargs = {correction: 0, keepdim: True})
#   %add_154 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_154,), kwargs = {})
#   %sub_61 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_150, %getitem_1), kwargs = {})
#   %mul_95 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_61, %rsqrt), kwargs = {})
#   %mul_96 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_95, %primals_17), kwargs = {})
#   %add_155 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_96, %primals_18), kwargs = {})
#   return %getitem_1,%buf28,%rsqrt,%add_155
triton_per_fused_add_native_layer_norm_relu_12 = async_compile.triton('triton_per_fused_add_native_layer_norm_relu_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_relu_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 592, 'r0_': 19200}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_relu_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.full([1, 1], 0, tl.int32)
    tmp3 = triton_helpers.maximum(tmp2, tmp1)
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 32, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 32.0, tl.float32)
    tmp22 = (tmp20 / tmp21)
    tmp23 = tl.full([1, 1], 1e-05, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp4 - tmp14
    tmp27 = tmp26 * tmp25
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp25, xmask)
    tl.store(out_ptr1 + (r0_1 + 32*x0), tmp31, xmask)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/hd/chd6sup75chd2acgwrqdld2do6pw7hoz5s3z26ip6awcqjoj746v.py
# Topologically Sorted Source Nodes: [denom_1, getitem_11, w_3], Original ATen: [aten.add, aten.index, aten.div]
# Source node to ATen node mapping:
#   denom_1 => add_213
#   getitem_11 => index_7
#   w_3 => div_4
# Graph fragment:
#   %exp_3 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=exp_3]
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %buf42 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=buf42]
#   %add_213 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put_3, 1e-09), kwargs = {})
#   %index_7 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%add_213, [%primals_7]), kwargs = {})
#   %div_4 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_3, %index_7), kwargs = {})
#   return %div_4
triton_poi_fused_add_div_index_13 = async_compile.triton('triton_poi_fused_add_div_index_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_div_index_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_div_index_13(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = ks0
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp5 < ks0")
    tmp7 = tl.load(in_ptr2 + (tmp5), xmask, eviction_policy='evict_last')
    tmp8 = tl.full([1], 1e-09, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = (tmp0 / tmp9)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/fu/cfuv7mgwkceud7di2dpdqqhzvs5syo3hqjo7pvtd3v4fc7vumlnc.py
# Topologically Sorted Source Nodes: [out_1, relu_1, add_3, h_2, div_6, le_8], Original ATen: [aten.addmm, aten.relu, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward, aten.threshold_backward]
# Source node to ATen node mapping:
#   add_3 => add_312
#   div_6 => div_6
#   h_2 => add_316, add_317, mul_198, mul_199, rsqrt_1, sub_125, var_mean_1
#   le_8 => le_8
#   out_1 => add_tensor
#   relu_1 => relu_1
# Graph fragment:
#   %add_155 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=add_155]
#   %primals_26 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_26]
#   %mm_default : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_3 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf55 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=buf55]
#   %mul_198 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mul_198]
#   %primals_27 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_27]
#   %primals_28 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_28]
#   %add_tensor : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_26, %mm_default), kwargs = {})
#   %relu_1 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor,), kwargs = {})
#   %add_312 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_155, %relu_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_312, [1]), kwargs = {correction: 0, keepdim: True})
#   %add_316 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_316,), kwargs = {})
#   %sub_125 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_312, %getitem_3), kwargs = {})
#   %mul_198 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_125, %rsqrt_1), kwargs = {})
#   %mul_199 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_198, %primals_27), kwargs = {})
#   %add_317 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_199, %primals_28), kwargs = {})
#   %div_6 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 32), kwargs = {})
#   %le_8 : Tensor "b8[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_1, 0), kwargs = {})
#   return %getitem_3,%buf55,%mul_198,%le_8,%add_317,%div_6
triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_14 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*i1', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 296, 'r0_': 31168}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp32 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tl.full([1, 1], 0, tl.int32)
    tmp5 = triton_helpers.maximum(tmp4, tmp3)
    tmp6 = tmp0 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 32, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 32.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-05, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp30 = tl.full([1, 1], 0.0, tl.float32)
    tmp31 = tmp5 <= tmp30
    tmp33 = tmp29 * tmp32
    tmp35 = tmp33 + tmp34
    tmp36 = tl.full([1, 1], 0.03125, tl.float32)
    tmp37 = tmp28 * tmp36
    tl.store(in_out_ptr0 + (r0_1 + 32*x0), tmp29, xmask)
    tl.store(out_ptr2 + (r0_1 + 32*x0), tmp31, xmask)
    tl.store(out_ptr3 + (r0_1 + 32*x0), tmp35, xmask)
    tl.store(out_ptr4 + (x0), tmp37, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30 = args
        args.clear()
        s77 = primals_3
        s28 = primals_5
        primals_6_size = primals_6.size()
        s13 = primals_6_size[0]
        assert_size_stride(primals_1, (32, 8), (8, 1))
        assert_size_stride(primals_2, (32, ), (1, ))
        assert_size_stride(primals_4, (s77, 8), (8, 1))
        assert_size_stride(primals_6, (s13, ), (1, ))
        assert_size_stride(primals_7, (s13, ), (1, ))
        assert_size_stride(primals_8, (s13, 4), (4, 1))
        assert_size_stride(primals_9, (32, 68), (68, 1))
        assert_size_stride(primals_10, (32, ), (1, ))
        assert_size_stride(primals_11, (32, 32), (32, 1))
        assert_size_stride(primals_12, (32, ), (1, ))
        assert_size_stride(primals_13, (1, 32), (32, 1))
        assert_size_stride(primals_14, (1, ), (1, ))
        assert_size_stride(primals_15, (32, 96), (96, 1))
        assert_size_stride(primals_16, (32, ), (1, ))
        assert_size_stride(primals_17, (32, ), (1, ))
        assert_size_stride(primals_18, (32, ), (1, ))
        assert_size_stride(primals_19, (32, 68), (68, 1))
        assert_size_stride(primals_20, (32, ), (1, ))
        assert_size_stride(primals_21, (32, 32), (32, 1))
        assert_size_stride(primals_22, (32, ), (1, ))
        assert_size_stride(primals_23, (1, 32), (32, 1))
        assert_size_stride(primals_24, (1, ), (1, ))
        assert_size_stride(primals_25, (32, 96), (96, 1))
        assert_size_stride(primals_26, (32, ), (1, ))
        assert_size_stride(primals_27, (32, ), (1, ))
        assert_size_stride(primals_28, (32, ), (1, ))
        assert_size_stride(primals_29, (3, 32), (32, 1))
        assert_size_stride(primals_30, (3, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf7 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [score, full, smax], Original ATen: [aten.squeeze, aten.full, aten.scatter_reduce]
            stream0 = get_raw_stream(0)
            triton_poi_fused_full_scatter_reduce_squeeze_0.run(buf7, s77, stream=stream0)
            buf11 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [index_add_], Original ATen: [aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_1.run(buf11, s77, stream=stream0)
            buf10 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [zeros], Original ATen: [aten.zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_1.run(buf10, s77, stream=stream0)
            buf19 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [ones_like, index_add__2], Original ATen: [aten.ones_like, aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_1.run(buf19, s77, stream=stream0)
            buf38 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [full, score_1, smax_1], Original ATen: [aten.full, aten.squeeze, aten.scatter_reduce]
            stream0 = get_raw_stream(0)
            triton_poi_fused_full_scatter_reduce_squeeze_0.run(buf38, s77, stream=stream0)
            buf41 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [index_add__3], Original ATen: [aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_1.run(buf41, s77, stream=stream0)
            buf0 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [h], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_2, primals_4, reinterpret_tensor(primals_1, (8, 32), (1, 8), 0), alpha=1, beta=1, out=buf0)
            del primals_1
            del primals_2
            buf14 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like], Original ATen: [aten.zeros_like]
            triton_poi_fused_zeros_like_2_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_2.run(buf14, triton_poi_fused_zeros_like_2_xnumel, stream=stream0)
            buf25 = empty_strided_cuda((s77, 96), (96, 1), torch.float32)
            buf15 = reinterpret_tensor(buf25, (s77, 32), (96, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [getitem_4, mul, summed], Original ATen: [aten.unsqueeze, aten.mul, aten.index_add]
            triton_poi_fused_index_add_mul_unsqueeze_3_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_mul_unsqueeze_3.run(buf15, triton_poi_fused_index_add_mul_unsqueeze_3_xnumel, stream=stream0)
            buf17 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_5, expand, mx], Original ATen: [aten.unsqueeze, aten.expand, aten.scatter_reduce]
            triton_poi_fused_zeros_like_2_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_2.run(buf17, triton_poi_fused_zeros_like_2_xnumel, stream=stream0)
            buf21 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_5, expand, mean], Original ATen: [aten.unsqueeze, aten.expand, aten.scatter_reduce]
            triton_poi_fused_zeros_like_2_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_2.run(buf21, triton_poi_fused_zeros_like_2_xnumel, stream=stream0)
            buf52 = empty_strided_cuda((s77, 96), (96, 1), torch.float32)
            buf44 = reinterpret_tensor(buf52, (s77, 32), (96, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [getitem_12, mul_1, summed_1], Original ATen: [aten.unsqueeze, aten.mul, aten.index_add]
            triton_poi_fused_index_add_mul_unsqueeze_3_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_mul_unsqueeze_3.run(buf44, triton_poi_fused_index_add_mul_unsqueeze_3_xnumel, stream=stream0)
            buf46 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_5, expand, mx_1], Original ATen: [aten.unsqueeze, aten.expand, aten.scatter_reduce]
            triton_poi_fused_zeros_like_2_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_2.run(buf46, triton_poi_fused_zeros_like_2_xnumel, stream=stream0)
            buf48 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_5, expand, mean_1], Original ATen: [aten.unsqueeze, aten.expand, aten.scatter_reduce]
            triton_poi_fused_zeros_like_2_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_2.run(buf48, triton_poi_fused_zeros_like_2_xnumel, stream=stream0)
            buf1 = empty_strided_cuda((s13, 68), (68, 1), torch.float32)
            # Topologically Sorted Source Nodes: [index_select, index_select_1, cat], Original ATen: [aten.index_select, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_index_select_4.run(primals_6, buf0, primals_7, primals_8, buf1, s77, s13, 68, stream=stream0)
            buf2 = empty_strided_cuda((s13, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_10, buf1, reinterpret_tensor(primals_9, (68, 32), (1, 68), 0), alpha=1, beta=1, out=buf2)
            del primals_10
            buf3 = empty_strided_cuda((s13, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten.silu]
            triton_poi_fused_silu_5_xnumel = 32*s13
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_5.run(buf2, buf3, triton_poi_fused_silu_5_xnumel, stream=stream0)
            buf4 = empty_strided_cuda((s13, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_12, buf3, reinterpret_tensor(primals_11, (32, 32), (1, 32), 0), alpha=1, beta=1, out=buf4)
            del primals_12
            aten.scatter_reduce_.two(buf17,0,reinterpret_tensor(primals_7, (s13, 32), (1, 0), 0),buf4, reduce='amax', include_self=False)
            aten.scatter_reduce_.two(buf21,0,reinterpret_tensor(primals_7, (s13, 32), (1, 0), 0),buf4, reduce='mean', include_self=False)
            buf6 = empty_strided_cuda((s13, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_14, buf4, reinterpret_tensor(primals_13, (32, 1), (1, 32), 0), alpha=1, beta=1, out=buf6)
            del primals_14
            aten.scatter_reduce_.two(buf7,0,primals_7,reinterpret_tensor(buf6, (s13, ), (1, ), 0), reduce='amax', include_self=True)
            buf64 = empty_strided_cuda((s77, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [full, eq_184], Original ATen: [aten.full, aten.eq]
            stream0 = get_raw_stream(0)
            triton_poi_fused_eq_full_6.run(buf7, buf64, s77, stream=stream0)
            buf9 = empty_strided_cuda((s13, ), (1, ), torch.float32)
            buf65 = empty_strided_cuda((s13, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [score, getitem_2, sub, w, index_add_, gather_10, eq_185], Original ATen: [aten.squeeze, aten.index, aten.sub, aten.exp, aten.index_add, aten.gather, aten.eq]
            stream0 = get_raw_stream(0)
            triton_poi_fused_eq_exp_gather_index_index_add_squeeze_sub_7.run(buf6, primals_7, buf7, buf9, buf65, buf11, s77, s13, stream=stream0)
            buf13 = reinterpret_tensor(buf6, (s13, ), (1, ), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [denom, getitem_3, w_1, ones_like, index_add__2], Original ATen: [aten.add, aten.index, aten.div, aten.ones_like, aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_div_index_index_add_ones_like_8.run(buf9, primals_7, buf11, buf13, buf19, s77, s13, stream=stream0)
            # Topologically Sorted Source Nodes: [getitem_4, mul, summed], Original ATen: [aten.unsqueeze, aten.mul, aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_mul_unsqueeze_9.run(primals_7, buf4, buf13, buf15, s77, s13, 32, stream=stream0)
            buf24 = reinterpret_tensor(buf25, (s77, 32), (96, 1), 64)  # alias
            # Topologically Sorted Source Nodes: [deg, sqrt, getitem_7, truediv_1], Original ATen: [aten.clamp, aten.sqrt, aten.unsqueeze, aten.div]
            triton_poi_fused_clamp_div_sqrt_unsqueeze_10_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_div_sqrt_unsqueeze_10.run(buf21, buf19, buf24, triton_poi_fused_clamp_div_sqrt_unsqueeze_10_xnumel, stream=stream0)
            buf23 = reinterpret_tensor(buf25, (s77, 32), (96, 1), 32)  # alias
            # Topologically Sorted Source Nodes: [deg, sqrt, getitem_7, truediv_1, cat_1], Original ATen: [aten.clamp, aten.sqrt, aten.unsqueeze, aten.div, aten.cat]
            triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11.run(buf17, buf23, triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11_xnumel, stream=stream0)
            buf26 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_16, buf25, reinterpret_tensor(primals_15, (96, 32), (1, 96), 0), alpha=1, beta=1, out=buf26)
            del primals_16
            buf27 = reinterpret_tensor(buf7, (s77, 1), (1, 1), 0); del buf7  # reuse
            buf28 = empty_strided_cuda((s77, 1), (1, s77), torch.float32)
            buf30 = reinterpret_tensor(buf28, (s77, 1), (1, 1), 0); del buf28  # reuse
            buf31 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [relu, add_1, h_1], Original ATen: [aten.relu, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_relu_12.run(buf30, buf0, buf26, primals_17, primals_18, buf27, buf31, s77, 32, stream=stream0)
            del primals_18
            buf32 = empty_strided_cuda((s13, 68), (68, 1), torch.float32)
            # Topologically Sorted Source Nodes: [index_select_2, index_select_3, cat_2], Original ATen: [aten.index_select, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_index_select_4.run(primals_6, buf31, primals_7, primals_8, buf32, s77, s13, 68, stream=stream0)
            del primals_8
            buf33 = empty_strided_cuda((s13, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_20, buf32, reinterpret_tensor(primals_19, (68, 32), (1, 68), 0), alpha=1, beta=1, out=buf33)
            del primals_20
            buf34 = empty_strided_cuda((s13, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.silu]
            triton_poi_fused_silu_5_xnumel = 32*s13
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_5.run(buf33, buf34, triton_poi_fused_silu_5_xnumel, stream=stream0)
            buf35 = empty_strided_cuda((s13, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_22, buf34, reinterpret_tensor(primals_21, (32, 32), (1, 32), 0), alpha=1, beta=1, out=buf35)
            del primals_22
            aten.scatter_reduce_.two(buf46,0,reinterpret_tensor(primals_7, (s13, 32), (1, 0), 0),buf35, reduce='amax', include_self=False)
            aten.scatter_reduce_.two(buf48,0,reinterpret_tensor(primals_7, (s13, 32), (1, 0), 0),buf35, reduce='mean', include_self=False)
            buf51 = reinterpret_tensor(buf52, (s77, 32), (96, 1), 64)  # alias
            # Topologically Sorted Source Nodes: [deg, sqrt, getitem_7, truediv_3], Original ATen: [aten.clamp, aten.sqrt, aten.unsqueeze, aten.div]
            triton_poi_fused_clamp_div_sqrt_unsqueeze_10_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_div_sqrt_unsqueeze_10.run(buf48, buf19, buf51, triton_poi_fused_clamp_div_sqrt_unsqueeze_10_xnumel, stream=stream0)
            del buf48
            buf37 = empty_strided_cuda((s13, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_24, buf35, reinterpret_tensor(primals_23, (32, 1), (1, 32), 0), alpha=1, beta=1, out=buf37)
            del primals_24
            aten.scatter_reduce_.two(buf38,0,primals_7,reinterpret_tensor(buf37, (s13, ), (1, ), 0), reduce='amax', include_self=True)
            buf62 = empty_strided_cuda((s77, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [full, eq_175], Original ATen: [aten.full, aten.eq]
            stream0 = get_raw_stream(0)
            triton_poi_fused_eq_full_6.run(buf38, buf62, s77, stream=stream0)
            buf40 = empty_strided_cuda((s13, ), (1, ), torch.float32)
            buf63 = empty_strided_cuda((s13, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [score_1, getitem_10, sub_1, w_2, index_add__3, gather_4, eq_176], Original ATen: [aten.squeeze, aten.index, aten.sub, aten.exp, aten.index_add, aten.gather, aten.eq]
            stream0 = get_raw_stream(0)
            triton_poi_fused_eq_exp_gather_index_index_add_squeeze_sub_7.run(buf37, primals_7, buf38, buf40, buf63, buf41, s77, s13, stream=stream0)
            buf43 = reinterpret_tensor(buf37, (s13, ), (1, ), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [denom_1, getitem_11, w_3], Original ATen: [aten.add, aten.index, aten.div]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_div_index_13.run(buf40, primals_7, buf41, buf43, s77, s13, stream=stream0)
            # Topologically Sorted Source Nodes: [getitem_12, mul_1, summed_1], Original ATen: [aten.unsqueeze, aten.mul, aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_mul_unsqueeze_9.run(primals_7, buf35, buf43, buf44, s77, s13, 32, stream=stream0)
            buf50 = reinterpret_tensor(buf52, (s77, 32), (96, 1), 32)  # alias
            # Topologically Sorted Source Nodes: [deg, sqrt, getitem_7, truediv_3, cat_3], Original ATen: [aten.clamp, aten.sqrt, aten.unsqueeze, aten.div, aten.cat]
            triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11.run(buf46, buf50, triton_poi_fused_cat_clamp_div_sqrt_unsqueeze_11_xnumel, stream=stream0)
            buf53 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [out_1], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(buf52, reinterpret_tensor(primals_25, (96, 32), (1, 96), 0), out=buf53)
            buf57 = buf31; del buf31  # reuse
            buf61 = empty_strided_cuda((s77, 32), (32, 1), torch.bool)
            buf58 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            buf60 = reinterpret_tensor(buf38, (s77, 1), (1, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [out_1, relu_1, add_3, h_2, div_6, le_8], Original ATen: [aten.addmm, aten.relu, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward, aten.threshold_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_14.run(buf57, primals_26, buf53, primals_27, primals_28, buf61, buf58, buf60, s77, 32, stream=stream0)
            del buf53
            del primals_26
            del primals_28
            buf59 = empty_strided_cuda((s77, 3), (3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_9], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_30, buf58, reinterpret_tensor(primals_29, (32, 3), (1, 32), 0), alpha=1, beta=1, out=buf59)
            del primals_30
        return (buf59, primals_4, primals_6, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, buf0, buf1, buf2, buf3, buf4, buf9, buf10, buf11, buf13, buf14, buf17, buf19, buf25, buf26, buf27, buf30, buf32, buf33, buf34, buf35, buf40, buf41, buf43, buf46, buf52, buf57, buf58, buf60, buf61, buf62, buf63, buf64, buf65, s13, s77, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 37
    primals_4 = rand_strided((37, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = 150
    primals_6 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_7 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_8 = rand_strided((150, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((32, 68), (68, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((1, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((32, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((32, 68), (68, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((1, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((32, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((3, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((3, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
