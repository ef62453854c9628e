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


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/py/cpy6bvh5hqtwifslwu4lz5ax5yvfmnxsmsbnado2z77wnvu2eqnc.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten.embedding]
# Source node to ATen node mapping:
#   x => embedding
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 1][1, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[97, 32][32, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %embedding : Tensor "f32[2, 1, 32][32, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   return %embedding
triton_poi_fused_embedding_0 = async_compile.triton('triton_poi_fused_embedding_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_0(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 32
    x0 = (xindex % 32)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 97, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 97)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 97")
    tmp6 = tl.load(in_ptr1 + (x0 + 32*tmp4), xmask)
    tl.store(out_ptr0 + (x2), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/55/c55vf7jiwwb64lubi6qwutejftnl2loohe7wxg5i6h6i3nrlql4b.py
# Topologically Sorted Source Nodes: [linear, view, permute, v, index_copy__1], Original ATen: [aten.view, aten.permute, aten.select, aten.index_copy]
# Source node to ATen node mapping:
#   index_copy__1 => index_put_1
#   linear => view_1
#   permute => permute_1
#   v => select_2
#   view => view_2
# Graph fragment:
#   %arg5_1 : Tensor "i64[1][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %addmm : Tensor "f32[2, 96][96, 1]cuda:0" = PlaceHolder[target=addmm]
#   %index_put_1 : Tensor "f32[2, 4, s23, 8][32*s23, 8*s23, 8, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %view_1 : Tensor "f32[2, 1, 96][96, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 1, 96]), kwargs = {})
#   %view_2 : Tensor "f32[2, 1, 3, 4, 8][96, 96, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [2, 1, 3, 4, 8]), kwargs = {})
#   %permute_1 : Tensor "f32[3, 2, 4, 1, 8][32, 96, 8, 96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_2 : Tensor "f32[2, 4, 1, 8][96, 8, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 2), kwargs = {})
#   %index_put_1 : Tensor "f32[2, 4, s23, 8][32*s23, 8*s23, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%arg10_1, [None, None, %arg5_1], %select_2), kwargs = {})
#   return %buf8
triton_poi_fused_index_copy_permute_select_view_1 = async_compile.triton('triton_poi_fused_index_copy_permute_select_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_copy_permute_select_view_1', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_copy_permute_select_view_1(in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex // 32
    x3 = (xindex % 32)
    x0 = (xindex % 8)
    x4 = xindex // 8
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp7 = tl.load(in_ptr1 + (64 + x3 + 96*x2), xmask)
    tmp2 = ks0
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert((0 <= tmp5) & (tmp5 < ks0), "index out of bounds: 0 <= tmp5 < ks0")
    tl.store(out_ptr0 + (x0 + 8*tmp5 + 8*ks0*x4), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/bx/cbx4bdsxlekcrwln2rbdpdnpovmoucvxkr6pilwnq5l2y2ivxarg.py
# Topologically Sorted Source Nodes: [linear, view, permute, q, a, cos, mul, b, sin, mul_1, sub, mul_2, mul_3, add, q_1, k, a_1, mul_4, b_1, mul_5, sub_1, mul_6, mul_7, add_1, k_1, index_copy_], Original ATen: [aten.view, aten.permute, aten.select, aten.slice, aten.index, aten.mul, aten.sub, aten.add, aten.cat, aten.index_copy]
# Source node to ATen node mapping:
#   a => slice_1
#   a_1 => slice_3
#   add => add
#   add_1 => add_1
#   b => slice_2
#   b_1 => slice_4
#   cos => index
#   index_copy_ => index_put
#   k => select_1
#   k_1 => cat_1
#   linear => view_1
#   mul => mul
#   mul_1 => mul_1
#   mul_2 => mul_2
#   mul_3 => mul_3
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   permute => permute_1
#   q => select
#   q_1 => cat
#   sin => index_1
#   sub => sub
#   sub_1 => sub_1
#   view => view_2
# Graph fragment:
#   %addmm : Tensor "f32[2, 96][96, 1]cuda:0" = PlaceHolder[target=addmm]
#   %arg5_1 : Tensor "i64[1][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg4_1 : Tensor "f32[64, 4][4, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg6_1 : Tensor "f32[64, 4][4, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %cat_1 : Tensor "f32[2, 4, 1, 8][32, 8, 64, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %index_put : Tensor "f32[2, 4, s23, 8][32*s23, 8*s23, 8, 1]cuda:0" = PlaceHolder[target=index_put]
#   %view_1 : Tensor "f32[2, 1, 96][96, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 1, 96]), kwargs = {})
#   %view_2 : Tensor "f32[2, 1, 3, 4, 8][96, 96, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [2, 1, 3, 4, 8]), kwargs = {})
#   %permute_1 : Tensor "f32[3, 2, 4, 1, 8][32, 96, 8, 96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select : Tensor "f32[2, 4, 1, 8][96, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 0), kwargs = {})
#   %slice_1 : Tensor "f32[2, 4, 1, 4][96, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select, 3, 0, 4), kwargs = {})
#   %index : Tensor "f32[1, 4][4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg4_1, [%arg5_1]), kwargs = {})
#   %mul : Tensor "f32[2, 4, 1, 4][16, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_1, %index), kwargs = {})
#   %slice_2 : Tensor "f32[2, 4, 1, 4][96, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select, 3, 4, 9223372036854775807), kwargs = {})
#   %index_1 : Tensor "f32[1, 4][4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg6_1, [%arg5_1]), kwargs = {})
#   %mul_1 : Tensor "f32[2, 4, 1, 4][16, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_2, %index_1), kwargs = {})
#   %sub : Tensor "f32[2, 4, 1, 4][16, 4, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul, %mul_1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 4, 1, 4][16, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_1, %index_1), kwargs = {})
#   %mul_3 : Tensor "f32[2, 4, 1, 4][16, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_2, %index), kwargs = {})
#   %add : Tensor "f32[2, 4, 1, 4][16, 4, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_2, %mul_3), kwargs = {})
#   %cat : Tensor "f32[2, 4, 1, 8][32, 8, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%sub, %add], -1), kwargs = {})
#   %select_1 : Tensor "f32[2, 4, 1, 8][96, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 1), kwargs = {})
#   %slice_3 : Tensor "f32[2, 4, 1, 4][96, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select_1, 3, 0, 4), kwargs = {})
#   %mul_4 : Tensor "f32[2, 4, 1, 4][16, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_3, %index), kwargs = {})
#   %slice_4 : Tensor "f32[2, 4, 1, 4][96, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select_1, 3, 4, 9223372036854775807), kwargs = {})
#   %mul_5 : Tensor "f32[2, 4, 1, 4][16, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_4, %index_1), kwargs = {})
#   %sub_1 : Tensor "f32[2, 4, 1, 4][16, 4, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %mul_6 : Tensor "f32[2, 4, 1, 4][16, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_3, %index_1), kwargs = {})
#   %mul_7 : Tensor "f32[2, 4, 1, 4][16, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_4, %index), kwargs = {})
#   %add_1 : Tensor "f32[2, 4, 1, 4][16, 4, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %cat_1 : Tensor "f32[2, 4, 1, 8][32, 8, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%sub_1, %add_1], -1), kwargs = {})
#   %index_put : Tensor "f32[2, 4, s23, 8][32*s23, 8*s23, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%arg8_1, [None, None, %arg5_1], %cat_1), kwargs = {})
#   return %expand,%cat_1,%buf4
triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_2 = async_compile.triton('triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_2', 'mutated_arg_names': ['out_ptr2'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr2, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = ((xindex // 8) % 4)
    x2 = xindex // 32
    x4 = xindex
    x3 = xindex // 8
    tmp58 = tl.load(in_ptr1 + (0))
    tmp59 = tl.broadcast_to(tmp58, [XBLOCK])
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 4, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (8*x1 + 96*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (0))
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK])
    tmp8 = tl.where(tmp4, tmp7, 0)
    tmp9 = tl.full([XBLOCK], 64, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert(((0 <= tl.broadcast_to(tmp12, [XBLOCK])) & (tl.broadcast_to(tmp12, [XBLOCK]) < 64)) | ~(tmp4 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp12, [XBLOCK]) < 64")
    tmp14 = tl.load(in_ptr2 + (4*tmp12 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tmp5 * tmp14
    tmp16 = tl.load(in_ptr0 + (4 + 8*x1 + 96*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.load(in_ptr3 + (4*tmp12 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp18 = tmp16 * tmp17
    tmp19 = tmp15 - tmp18
    tmp20 = tl.full(tmp19.shape, 0.0, tmp19.dtype)
    tmp21 = tl.where(tmp4, tmp19, tmp20)
    tmp22 = tmp0 >= tmp3
    tmp23 = tl.full([1], 8, tl.int64)
    tmp24 = tmp0 < tmp23
    tmp25 = tl.load(in_ptr0 + (8*x1 + 96*x2 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (0))
    tmp27 = tl.broadcast_to(tmp26, [XBLOCK])
    tmp28 = tl.where(tmp22, tmp27, 0)
    tmp29 = tl.full([XBLOCK], 64, tl.int32)
    tmp30 = tmp28 + tmp29
    tmp31 = tmp28 < 0
    tmp32 = tl.where(tmp31, tmp30, tmp28)
    tl.device_assert(((0 <= tl.broadcast_to(tmp32, [XBLOCK])) & (tl.broadcast_to(tmp32, [XBLOCK]) < 64)) | ~(tmp22 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp32, [XBLOCK]) < 64")
    tmp34 = tl.load(in_ptr3 + (4*tmp32 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = tmp25 * tmp34
    tmp36 = tl.load(in_ptr0 + (4 + 8*x1 + 96*x2 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp37 = tl.load(in_ptr2 + (4*tmp32 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp38 = tmp36 * tmp37
    tmp39 = tmp35 + tmp38
    tmp40 = tl.full(tmp39.shape, 0.0, tmp39.dtype)
    tmp41 = tl.where(tmp22, tmp39, tmp40)
    tmp42 = tl.where(tmp4, tmp21, tmp41)
    tmp43 = tl.load(in_ptr0 + (32 + 8*x1 + 96*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp44 = tmp43 * tmp14
    tmp45 = tl.load(in_ptr0 + (36 + 8*x1 + 96*x2 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp46 = tmp45 * tmp17
    tmp47 = tmp44 - tmp46
    tmp48 = tl.full(tmp47.shape, 0.0, tmp47.dtype)
    tmp49 = tl.where(tmp4, tmp47, tmp48)
    tmp50 = tl.load(in_ptr0 + (32 + 8*x1 + 96*x2 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp51 = tmp50 * tmp34
    tmp52 = tl.load(in_ptr0 + (36 + 8*x1 + 96*x2 + ((-4) + x0)), tmp22 & xmask, eviction_policy='evict_last', other=0.0)
    tmp53 = tmp52 * tmp37
    tmp54 = tmp51 + tmp53
    tmp55 = tl.full(tmp54.shape, 0.0, tmp54.dtype)
    tmp56 = tl.where(tmp22, tmp54, tmp55)
    tmp57 = tl.where(tmp4, tmp49, tmp56)
    tmp60 = ks0
    tmp61 = tmp59 + tmp60
    tmp62 = tmp59 < 0
    tmp63 = tl.where(tmp62, tmp61, tmp59)
    tl.device_assert((0 <= tmp63) & (tmp63 < ks0), "index out of bounds: 0 <= tmp63 < ks0")
    tl.store(out_ptr0 + (x4), tmp42, xmask)
    tl.store(out_ptr2 + (x0 + 8*tmp63 + 8*ks0*x3), tmp57, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/ar/carmsgpeq2bzahfs6spudevtyuqhch73oudf6om7vkilyu2iesub.py
# Topologically Sorted Source Nodes: [arange, getitem_13, getitem_14, allowed, invert, masked_fill, matmul, att, att_1], Original ATen: [aten.arange, aten.unsqueeze, aten.le, aten.bitwise_not, aten.masked_fill, aten.view, aten.div, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#   allowed => le_1
#   arange => iota
#   att => div
#   att_1 => div_1
#   getitem_13 => unsqueeze
#   getitem_14 => unsqueeze_1
#   invert => bitwise_not
#   masked_fill => full_default, where
#   matmul => view_6
# Graph fragment:
#   %arg5_1 : Tensor "i64[1][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %bmm : Tensor "f32[8, 1, s23][s23, s23, 1]cuda:0" = PlaceHolder[target=bmm]
#   %getitem : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_1 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=getitem_1]
#   %iota : Tensor "i64[s23][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg9_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, s23][s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg5_1, 1), kwargs = {})
#   %le_1 : Tensor "b8[1, s23][s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %bitwise_not : Tensor "b8[1, s23][s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_not.default](args = (%le_1,), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_6 : Tensor "f32[2, 4, 1, s23][4*s23, s23, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [2, 4, 1, %arg9_1]), kwargs = {})
#   %div : Tensor "f32[2, 4, 1, s23][4*s23, s23, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_6, 2.8284271247461903), kwargs = {})
#   %where : Tensor "f32[2, 4, 1, s23][4*s23, s23, s23, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_not, %full_default, %div), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%where, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[2, 4, 1, s23][4*s23, s23, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %getitem), kwargs = {})
#   %exp_default : Tensor "f32[2, 4, 1, s23][4*s23, s23, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div_1 : Tensor "f32[2, 4, 1, s23][4*s23, s23, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_1), kwargs = {})
#   return %getitem,%getitem_1,%div_1
triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3 = async_compile.triton('triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1344}}
)
@triton.jit
def triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [1, 1])
    x0 = xindex
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp5 = tl.load(in_out_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = r0_1
        tmp3 = tmp2 <= tmp1
        tmp4 = tmp3 == 0
        tmp6 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp7 = tmp5 * tmp6
        tmp8 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp9 = tl.where(tmp4, tmp8, tmp7)
        tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp12 = triton_helpers.maximum(_tmp11, tmp10)
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp11 = triton_helpers.max2(_tmp11, 1)[:, None]
    tmp13 = tl.load(in_ptr0 + (0))
    tmp14 = tl.broadcast_to(tmp13, [1, 1])
    _tmp26 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp18 = tl.load(in_out_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = r0_1
        tmp16 = tmp15 <= tmp14
        tmp17 = tmp16 == 0
        tmp19 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp20 = tmp18 * tmp19
        tmp21 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp22 = tl.where(tmp17, tmp21, tmp20)
        tmp23 = tmp22 - tmp11
        tmp24 = libdevice.exp(tmp23)
        tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
        tmp27 = _tmp26 + tmp25
        _tmp26 = tl.where(r0_mask & xmask, tmp27, _tmp26)
    tmp26 = tl.sum(_tmp26, 1)[:, None]
    tmp28 = tl.load(in_ptr0 + (0))
    tmp29 = tl.broadcast_to(tmp28, [1, 1])
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp33 = tl.load(in_out_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp30 = r0_1
        tmp31 = tmp30 <= tmp29
        tmp32 = tmp31 == 0
        tmp34 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp35 = tmp33 * tmp34
        tmp36 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp37 = tl.where(tmp32, tmp36, tmp35)
        tmp38 = tmp37 - tmp11
        tmp39 = libdevice.exp(tmp38)
        tmp40 = (tmp39 / tmp26)
        tl.store(in_out_ptr0 + (r0_1 + ks0*x0), tmp40, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/hk/chkvmziotmomfsbcrwmfx7ftkgvdpy2euiydmd32uatq2lbg2v4i.py
# Topologically Sorted Source Nodes: [linear_1, add_2], Original ATen: [aten.addmm, aten.view, aten.add]
# Source node to ATen node mapping:
#   add_2 => add_89
#   linear_1 => add_tensor, view_13
# Graph fragment:
#   %embedding : Tensor "f32[2, 1, 32][32, 32, 1]cuda:0" = PlaceHolder[target=embedding]
#   %arg12_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %mm_default : Tensor "f32[2, 32][32, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_tensor : Tensor "f32[2, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg12_1, %mm_default), kwargs = {})
#   %view_13 : Tensor "f32[2, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [2, 1, 32]), kwargs = {})
#   %add_89 : Tensor "f32[2, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_13), kwargs = {})
#   return %add_89
triton_poi_fused_add_addmm_view_4 = async_compile.triton('triton_poi_fused_add_addmm_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_view_4(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 32)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (x2), xmask)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/5r/c5r6fb5rsyrju464wyonio6ibsfyf6ls7mtgmng3s6g2fmxpf2ju.py
# Topologically Sorted Source Nodes: [logits, getitem_15, argmax], Original ATen: [aten.view, aten.select, aten.argmax]
# Source node to ATen node mapping:
#   argmax => argmax
#   getitem_15 => select_3
#   logits => view_15
# Graph fragment:
#   %addmm_2 : Tensor "f32[2, 97][97, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_15 : Tensor "f32[2, 1, 97][97, 97, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [2, 1, 97]), kwargs = {})
#   %select_3 : Tensor "f32[2, 97][97, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%view_15, 1, -1), kwargs = {})
#   %argmax : Tensor "i64[2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.argmax.default](args = (%select_3, -1), kwargs = {})
#   return %argmax
triton_per_fused_argmax_select_view_5 = async_compile.triton('triton_per_fused_argmax_select_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_argmax_select_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8, 'r0_': 776}}
)
@triton.jit
def triton_per_fused_argmax_select_view_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2
    r0_numel = 97
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 97*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, float("-inf"))
    tmp4 = tl.broadcast_to(rindex, tmp3.shape)
    tmp2_val, tmp2_idx = triton_helpers.max_with_index(tmp3, tmp4, 1)
    tmp2 = tmp2_idx[:, None]
    tmp2 = tmp2.to(tl.float32)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1 = args
        args.clear()
        s23 = arg7_1
        s6 = arg9_1
        assert_size_stride(arg0_1, (2, 1), (1, 1))
        assert_size_stride(arg1_1, (97, 32), (32, 1))
        assert_size_stride(arg2_1, (96, 32), (32, 1))
        assert_size_stride(arg3_1, (96, ), (1, ))
        assert_size_stride(arg4_1, (64, 4), (4, 1))
        assert_size_stride(arg5_1, (1, ), (1, ))
        assert_size_stride(arg6_1, (64, 4), (4, 1))
        assert_size_stride(arg8_1, (2, 4, s23, 8), (32*s23, 8*s23, 8, 1))
        assert_size_stride(arg10_1, (2, 4, s23, 8), (32*s23, 8*s23, 8, 1))
        assert_size_stride(arg11_1, (32, 32), (32, 1))
        assert_size_stride(arg12_1, (32, ), (1, ))
        assert_size_stride(arg13_1, (97, 32), (32, 1))
        assert_size_stride(arg14_1, (97, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 1, 32), (32, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten.embedding]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_0.run(arg0_1, arg1_1, buf0, 64, stream=stream0)
            del arg0_1
            del arg1_1
            buf1 = empty_strided_cuda((2, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x, linear], Original ATen: [aten.embedding, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(arg3_1, reinterpret_tensor(buf0, (2, 32), (32, 1), 0), reinterpret_tensor(arg2_1, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf1)
            del arg2_1
            del arg3_1
            # Topologically Sorted Source Nodes: [linear, view, permute, v, index_copy__1], Original ATen: [aten.view, aten.permute, aten.select, aten.index_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_copy_permute_select_view_1.run(arg5_1, buf1, arg10_1, s23, 64, stream=stream0)
            buf2 = empty_strided_cuda((2, 4, 1, 8), (32, 8, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, q, a, cos, mul, b, sin, mul_1, sub, mul_2, mul_3, add, q_1, k, a_1, mul_4, b_1, mul_5, sub_1, mul_6, mul_7, add_1, k_1, index_copy_], Original ATen: [aten.view, aten.permute, aten.select, aten.slice, aten.index, aten.mul, aten.sub, aten.add, aten.cat, aten.index_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_2.run(buf1, arg5_1, arg4_1, arg6_1, buf2, arg8_1, s23, 64, stream=stream0)
            del arg4_1
            del arg6_1
            del buf1
            buf5 = empty_strided_cuda((8, 1, s23), (s23, s23, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul], Original ATen: [aten.view, aten.transpose, aten.expand, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf2, (8, 1, 8), (8, 8, 1), 0), reinterpret_tensor(arg8_1, (8, 8, s23), (8*s23, 1, 8), 0), out=buf5)
            del arg8_1
            buf9 = reinterpret_tensor(buf5, (2, 4, 1, s23), (4*s23, s23, s23, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [arange, getitem_13, getitem_14, allowed, invert, masked_fill, matmul, att, att_1], Original ATen: [aten.arange, aten.unsqueeze, aten.le, aten.bitwise_not, aten.masked_fill, aten.view, aten.div, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3.run(buf9, arg5_1, s23, 8, s23, stream=stream0)
            del arg5_1
            buf10 = reinterpret_tensor(buf2, (8, 1, 8), (8, 8, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [arange, getitem_13, getitem_14, allowed, invert, masked_fill, matmul, att, att_1, matmul_1], Original ATen: [aten.arange, aten.unsqueeze, aten.le, aten.bitwise_not, aten.masked_fill, aten.view, aten.div, aten.sub, aten.exp, aten._softmax, aten.expand, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf9, (8, 1, s23), (s23, 0, 1), 0), reinterpret_tensor(arg10_1, (8, s23, 8), (8*s23, 8, 1), 0), out=buf10)
            del arg10_1
            del buf9
            buf11 = empty_strided_cuda((2, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_1, transpose_1, y, linear_1], Original ATen: [aten.view, aten.transpose, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf10, (2, 32), (32, 1), 0), reinterpret_tensor(arg11_1, (32, 32), (1, 32), 0), out=buf11)
            del arg11_1
            del buf10
            buf12 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [linear_1, add_2], Original ATen: [aten.addmm, aten.view, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_view_4.run(buf12, arg12_1, buf11, 64, stream=stream0)
            del arg12_1
            del buf11
            buf13 = empty_strided_cuda((2, 97), (97, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, add_2, logits], Original ATen: [aten.addmm, aten.view, aten.add, aten.t]
            extern_kernels.addmm(arg14_1, reinterpret_tensor(buf12, (2, 32), (32, 1), 0), reinterpret_tensor(arg13_1, (32, 97), (1, 32), 0), alpha=1, beta=1, out=buf13)
            del arg13_1
            del arg14_1
            del buf12
            buf14 = empty_strided_cuda((2, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [logits, getitem_15, argmax], Original ATen: [aten.view, aten.select, aten.argmax]
            stream0 = get_raw_stream(0)
            triton_per_fused_argmax_select_view_5.run(buf13, buf14, 2, 97, stream=stream0)
        return (reinterpret_tensor(buf13, (2, 1, 97), (97, 97, 1), 0), buf14, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((97, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((96, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((64, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg6_1 = rand_strided((64, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = 14
    arg8_1 = rand_strided((2, 4, 14, 8), (448, 112, 8, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = 14
    arg10_1 = rand_strided((2, 4, 14, 8), (448, 112, 8, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((97, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((97, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
