# AOT ID: ['1_forward']
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


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/3j/c3jobeuthmfps2hb5sukqimh24lrz2uusluivyligmc2zvdfyb5v.py
# Topologically Sorted Source Nodes: [pow_1, mean, add, rsqrt, mul, h], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add => add_8
#   h => mul_17
#   mean => mean
#   mul => mul_13
#   pow_1 => pow_1
#   rsqrt => rsqrt
# Graph fragment:
#   %primals_3 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %buf0 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=buf0]
#   %rsqrt : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_4 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_4]
#   %pow_1 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%primals_3, 2), kwargs = {})
#   %mean : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_13 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_3, %rsqrt), kwargs = {})
#   %mul_17 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %primals_4), kwargs = {})
#   return %buf0,%rsqrt,%mul_17
triton_per_fused_add_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_per_fused_add_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mean_mul_pow_rsqrt_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 960, 'r0_': 92416}}
)
@triton.jit
def triton_per_fused_add_mean_mul_pow_rsqrt_0(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tmp0 * tmp0
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.sum(tmp4, 1)[:, None].to(tl.float32)
    tmp6 = tl.full([1, 1], 64.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1, 1], 1e-05, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = libdevice.rsqrt(tmp9)
    tmp11 = tmp0 * tmp10
    tmp13 = tmp11 * tmp12
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp10, xmask)
    tl.store(out_ptr0 + (r0_1 + 64*x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/hl/chlicwz63mhdiu6yf5b3dy2c3yzxq3bvrqcnwc3hyg7pgn4znnvm.py
# Topologically Sorted Source Nodes: [linear, view, q, cos, sin, mul_2, chunk_1, neg, cat, mul_3, q_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.slice, aten.mul, aten.split, aten.neg, aten.cat, aten.add]
# Source node to ATen node mapping:
#   cat => cat
#   chunk_1 => split_1
#   cos => slice_1
#   linear => view_1
#   mul_2 => mul_79
#   mul_3 => mul_96
#   neg => neg
#   q => permute_1
#   q_1 => add_115
#   sin => slice_2
#   view => view_2
# Graph fragment:
#   %mm : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_7 : Tensor "f32[96, 16][16, 1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[96, 16][16, 1]cuda:0" = PlaceHolder[target=primals_8]
#   %view_1 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_2 : Tensor "f32[s33, s50, 4, 16][64*s50, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [%primals_1, %primals_2, 4, 16]), kwargs = {})
#   %permute_1 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %slice_1 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_7, 0, 0, %primals_2), kwargs = {})
#   %slice_2 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_8, 0, 0, %primals_2), kwargs = {})
#   %mul_79 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_1, %slice_1), kwargs = {})
#   %split_1 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%permute_1, 8, -1), kwargs = {})
#   %neg : Tensor "f32[s33, 4, s50, 8][32*s50, 8, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%getitem_3,), kwargs = {})
#   %cat : Tensor "f32[s33, 4, s50, 16][64*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %getitem_2], -1), kwargs = {})
#   %mul_96 : Tensor "f32[s33, 4, s50, 16][64*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %slice_2), kwargs = {})
#   %add_115 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_79, %mul_96), kwargs = {})
#   return %add_115
triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1 = async_compile.triton('triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 158720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x0 = (xindex % 16)
    x2 = ((xindex // 64) % ks0)
    x5 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (x4), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 16*x2), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr2 + (x0 + 16*x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = x0
    tmp4 = tl.full([1], 0, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = tl.full([1], 8, tl.int64)
    tmp7 = tmp3 < tmp6
    tmp8 = tl.load(in_ptr0 + (8 + 16*x5 + (x0)), tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp9 = -tmp8
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp7, tmp9, tmp10)
    tmp12 = tmp3 >= tmp6
    tmp13 = tl.full([1], 16, tl.int64)
    tmp14 = tmp3 < tmp13
    tmp15 = tl.load(in_ptr0 + (16*x5 + ((-8) + x0)), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.where(tmp7, tmp11, tmp15)
    tmp18 = tmp16 * tmp17
    tmp19 = tmp2 + tmp18
    tl.store(out_ptr0 + (x4), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/7n/c7na6v6gkvi3gggtkrctznumdcslz4jbksekxknad7iu3ap3zzbi.py
# Topologically Sorted Source Nodes: [linear_1, view_1, transpose_1, chunk, cos, sin, mul_4, chunk_2, neg_1, cat_1, mul_5, k_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.slice, aten.mul, aten.neg, aten.cat, aten.add]
# Source node to ATen node mapping:
#   cat_1 => cat_1
#   chunk => split
#   chunk_2 => split_2
#   cos => slice_1
#   k_1 => add_151
#   linear_1 => view_4
#   mul_4 => mul_104
#   mul_5 => mul_120
#   neg_1 => neg_1
#   sin => slice_2
#   transpose_1 => permute_3
#   view_1 => view_5
# Graph fragment:
#   %mm_1 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %primals_7 : Tensor "f32[96, 16][16, 1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[96, 16][16, 1]cuda:0" = PlaceHolder[target=primals_8]
#   %view_4 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_5 : Tensor "f32[s33, s50, 4, 16][64*s50, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [%primals_1, %primals_2, 4, 16]), kwargs = {})
#   %permute_3 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%permute_3, 2, 1), kwargs = {})
#   %slice_1 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_7, 0, 0, %primals_2), kwargs = {})
#   %slice_2 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_8, 0, 0, %primals_2), kwargs = {})
#   %mul_104 : Tensor "f32[s33, 2, s50, 16][32*s50, 16, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem, %slice_1), kwargs = {})
#   %split_2 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%getitem, 8, -1), kwargs = {})
#   %neg_1 : Tensor "f32[s33, 2, s50, 8][16*s50, 8, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%getitem_5,), kwargs = {})
#   %cat_1 : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %getitem_4], -1), kwargs = {})
#   %mul_120 : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %slice_2), kwargs = {})
#   %add_151 : Tensor "f32[s33, 2, s50, 16][32*s50, 16, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_104, %mul_120), kwargs = {})
#   return %add_151
triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2 = async_compile.triton('triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 81920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = (xindex % 32)
    x5 = xindex // 32
    x0 = (xindex % 16)
    x2 = ((xindex // 32) % ks0)
    x1 = ((xindex // 16) % 2)
    x6 = xindex
    tmp0 = tl.load(in_ptr0 + (x4 + 64*x5), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 16*x2), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr2 + (x0 + 16*x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = x0
    tmp4 = tl.full([1], 0, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = tl.full([1], 8, tl.int64)
    tmp7 = tmp3 < tmp6
    tmp8 = tl.load(in_ptr0 + (8 + 16*x1 + 64*x5 + (x0)), tmp7 & xmask, eviction_policy='evict_last', other=0.0)
    tmp9 = -tmp8
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp7, tmp9, tmp10)
    tmp12 = tmp3 >= tmp6
    tmp13 = tl.full([1], 16, tl.int64)
    tmp14 = tmp3 < tmp13
    tmp15 = tl.load(in_ptr0 + (16*x1 + 64*x5 + ((-8) + x0)), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.where(tmp7, tmp11, tmp15)
    tmp18 = tmp16 * tmp17
    tmp19 = tmp2 + tmp18
    tl.store(out_ptr0 + (x6), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/p4/cp4aaezx34rr7n5i6b74bocbjeffea2rkn45jvn4pmd55gev6dzp.py
# Topologically Sorted Source Nodes: [linear_1, view_1, transpose_1, chunk, cos, sin, mul_4, chunk_2, neg_1, cat_1, mul_5, k_1, k_2], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.unsqueeze, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   cat_1 => cat_1
#   chunk => split
#   chunk_2 => split_2
#   cos => slice_1
#   k_1 => add_151
#   k_2 => clone, expand, unsqueeze
#   linear_1 => view_4
#   mul_4 => mul_104
#   mul_5 => mul_120
#   neg_1 => neg_1
#   sin => slice_2
#   transpose_1 => permute_3
#   view_1 => view_5
# Graph fragment:
#   %add_151 : Tensor "f32[s33, 2, s50, 16][32*s50, 16, 32, 1]cuda:0" = PlaceHolder[target=add_151]
#   %view_4 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_5 : Tensor "f32[s33, s50, 4, 16][64*s50, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [%primals_1, %primals_2, 4, 16]), kwargs = {})
#   %permute_3 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%permute_3, 2, 1), kwargs = {})
#   %slice_1 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_7, 0, 0, %primals_2), kwargs = {})
#   %slice_2 : Tensor "f32[s50, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_8, 0, 0, %primals_2), kwargs = {})
#   %mul_104 : Tensor "f32[s33, 2, s50, 16][32*s50, 16, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem, %slice_1), kwargs = {})
#   %split_2 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%getitem, 8, -1), kwargs = {})
#   %neg_1 : Tensor "f32[s33, 2, s50, 8][16*s50, 8, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%getitem_5,), kwargs = {})
#   %cat_1 : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %getitem_4], -1), kwargs = {})
#   %mul_120 : Tensor "f32[s33, 2, s50, 16][32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %slice_2), kwargs = {})
#   %add_151 : Tensor "f32[s33, 2, s50, 16][32*s50, 16, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_104, %mul_120), kwargs = {})
#   %unsqueeze : Tensor "f32[s33, 2, 1, s50, 16][32*s50, 16, 32*s50, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_151, 2), kwargs = {})
#   %expand : Tensor "f32[s33, 2, 2, s50, 16][32*s50, 16, 0, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [%primals_1, 2, 2, %primals_2, 16]), kwargs = {})
#   %clone : Tensor "f32[s33, 2, 2, s50, 16][64*s50, 32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3 = async_compile.triton('triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 76800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = ((xindex // 16) % ks0)
    x3 = ((xindex // ks1) % 2)
    x4 = xindex // ks2
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*x3 + 32*x1 + 32*ks0*x4), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x5), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/mu/cmup55gms7wrdhjzfkvv2zrws7mbstpayd7bxwzrlb63pqrxxzsl.py
# Topologically Sorted Source Nodes: [linear_1, view_1, transpose_1, chunk, v_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.unsqueeze, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   chunk => split
#   linear_1 => view_4
#   transpose_1 => permute_3
#   v_1 => clone_1, expand_1, unsqueeze_1
#   view_1 => view_5
# Graph fragment:
#   %mm_1 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %view_4 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, %primals_2, 64]), kwargs = {})
#   %view_5 : Tensor "f32[s33, s50, 4, 16][64*s50, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [%primals_1, %primals_2, 4, 16]), kwargs = {})
#   %permute_3 : Tensor "f32[s33, 4, s50, 16][64*s50, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%permute_3, 2, 1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[s33, 2, 1, s50, 16][64*s50, 16, 64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_1, 2), kwargs = {})
#   %expand_1 : Tensor "f32[s33, 2, 2, s50, 16][64*s50, 16, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_1, [%primals_1, 2, 2, %primals_2, 16]), kwargs = {})
#   %clone_1 : Tensor "f32[s33, 2, 2, s50, 16][64*s50, 32*s50, 16*s50, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 76800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = ((xindex // 16) % ks0)
    x3 = ((xindex // ks1) % 2)
    x4 = xindex // ks2
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (32 + x0 + 16*x3 + 64*x1 + 64*ks0*x4), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x5), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/rf/crfl2w6asmqewgtq42pfsssonmteaa24vhilufsac5xkzgvqvpnk.py
# Topologically Sorted Source Nodes: [linear_2, x, pow_2, mean_1, add_4, rsqrt_1, mul_6, h_1], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_4 => add_249
#   h_1 => mul_242
#   linear_2 => view_10
#   mean_1 => mean_1
#   mul_6 => mul_238
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   x => add_236
# Graph fragment:
#   %primals_3 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %mm_2 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %buf15 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=buf15]
#   %rsqrt_1 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_10 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_10]
#   %view_10 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_236 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %view_10), kwargs = {})
#   %pow_2 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_236, 2), kwargs = {})
#   %mean_1 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_249 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_249,), kwargs = {})
#   %mul_238 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_236, %rsqrt_1), kwargs = {})
#   %mul_242 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_238, %primals_10), kwargs = {})
#   return %buf15,%rsqrt_1,%mul_242
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_5 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 960, 'r0_': 123136}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 64.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tl.full([1, 1], 1e-05, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp13 = tmp2 * tmp12
    tmp15 = tmp13 * tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp12, xmask)
    tl.store(out_ptr0 + (r0_1 + 64*x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/36/c36pikdv2xqyn4vh3jgz73hw66572pzitguu53ym2eg64ksehkw3.py
# Topologically Sorted Source Nodes: [linear_3, silu, linear_4, mul_8], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_3 => view_12
#   linear_4 => view_14
#   mul_8 => mul_285
#   silu => add_280, div, exp, neg_2
# Graph fragment:
#   %mm_3 : Tensor "f32[s33*s50, 192][192, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_4 : Tensor "f32[s33*s50, 192][192, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %view_12 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%primals_1, %primals_2, 192]), kwargs = {})
#   %neg_2 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_12,), kwargs = {})
#   %exp : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_280 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_12, %add_280), kwargs = {})
#   %view_14 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [%primals_1, %primals_2, 192]), kwargs = {})
#   %mul_285 : Tensor "f32[s33, s50, 192][192*s50, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %view_14), kwargs = {})
#   return %mul_285
triton_poi_fused__unsafe_view_mul_silu_6 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 368640}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_6(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp6 = tl.load(in_ptr1 + (x0), xmask)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tmp7 = tmp5 * tmp6
    tl.store(out_ptr0 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/uj/cujditf43qw36adjskhj3tpa2hayogkc54ovgt7rsiiop5nysbi6.py
# Topologically Sorted Source Nodes: [linear_2, x, linear_5, input_1, pow_3, mean_2, add_6, rsqrt_2, mul_9, h_2], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_6 => add_322
#   h_2 => mul_330
#   input_1 => add_309
#   linear_2 => view_10
#   linear_5 => view_16
#   mean_2 => mean_2
#   mul_9 => mul_326
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   x => add_236
# Graph fragment:
#   %primals_3 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %mm_2 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %mm_5 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %add_309 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=add_309]
#   %buf23 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=buf23]
#   %rsqrt_2 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_14 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_14]
#   %view_10 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_236 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %view_10), kwargs = {})
#   %view_16 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_309 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_236, %view_16), kwargs = {})
#   %pow_3 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_309, 2), kwargs = {})
#   %mean_2 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_322 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_322,), kwargs = {})
#   %mul_326 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_309, %rsqrt_2), kwargs = {})
#   %mul_330 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_326, %primals_14), kwargs = {})
#   return %add_309,%buf23,%rsqrt_2,%mul_330
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 960, 'r0_': 215296}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp3 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 64.0, tl.float32)
    tmp11 = (tmp9 / tmp10)
    tmp12 = tl.full([1, 1], 1e-05, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp15 = tmp4 * tmp14
    tmp17 = tmp15 * tmp16
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp4, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp14, xmask)
    tl.store(out_ptr0 + (r0_1 + 64*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/ty/ctygc4nqpwbvje34tmvy7c3ldlfndublgea43vxujeowyohoyug3.py
# Topologically Sorted Source Nodes: [linear_8, x_1, pow_4, mean_3, add_10, rsqrt_3, mul_15, h_3], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_10 => add_563
#   h_3 => mul_555
#   linear_8 => view_27
#   mean_3 => mean_3
#   mul_15 => mul_551
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   x_1 => add_550
# Graph fragment:
#   %add_309 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=add_309]
#   %mm_8 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %add_550 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=add_550]
#   %buf39 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=buf39]
#   %rsqrt_3 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_20 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_20]
#   %view_27 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_550 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_309, %view_27), kwargs = {})
#   %pow_4 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_550, 2), kwargs = {})
#   %mean_3 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_563 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_563,), kwargs = {})
#   %mul_551 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_550, %rsqrt_3), kwargs = {})
#   %mul_555 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_551, %primals_20), kwargs = {})
#   return %add_550,%buf39,%rsqrt_3,%mul_555
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_8 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_8', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 960, 'r0_': 184576}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_8(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 64.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tl.full([1, 1], 1e-05, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp13 = tmp2 * tmp12
    tmp15 = tmp13 * tmp14
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp2, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp12, xmask)
    tl.store(out_ptr0 + (r0_1 + 64*x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_llama_block_dynamic/cache/qn/cqn6h5iaioswq5rfs7yxplyavjce63xqhmkbu3swv3odgdwbuj6k.py
# Topologically Sorted Source Nodes: [linear_11, input_2], Original ATen: [aten._unsafe_view, aten.add]
# Source node to ATen node mapping:
#   input_2 => add_623
#   linear_11 => view_33
# Graph fragment:
#   %add_550 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0" = PlaceHolder[target=add_550]
#   %mm_11 : Tensor "f32[s33*s50, 64][64, 1]cuda:0" = PlaceHolder[target=mm_11]
#   %view_33 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_623 : Tensor "f32[s33, s50, 64][64*s50, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_550, %view_33), kwargs = {})
#   return %add_623
triton_poi_fused__unsafe_view_add_9 = async_compile.triton('triton_poi_fused__unsafe_view_add_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 122880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_9(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0), tmp2, xmask)
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
        s33 = primals_1
        s50 = primals_2
        assert_size_stride(primals_3, (s33, s50, 64), (64*s50, 64, 1))
        assert_size_stride(primals_4, (64, ), (1, ))
        assert_size_stride(primals_5, (64, 64), (64, 1))
        assert_size_stride(primals_6, (64, 64), (64, 1))
        assert_size_stride(primals_7, (96, 16), (16, 1))
        assert_size_stride(primals_8, (96, 16), (16, 1))
        assert_size_stride(primals_9, (64, 64), (64, 1))
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (192, 64), (64, 1))
        assert_size_stride(primals_12, (192, 64), (64, 1))
        assert_size_stride(primals_13, (64, 192), (192, 1))
        assert_size_stride(primals_14, (64, ), (1, ))
        assert_size_stride(primals_15, (64, 64), (64, 1))
        assert_size_stride(primals_16, (64, 64), (64, 1))
        assert_size_stride(primals_17, (96, 16), (16, 1))
        assert_size_stride(primals_18, (96, 16), (16, 1))
        assert_size_stride(primals_19, (64, 64), (64, 1))
        assert_size_stride(primals_20, (64, ), (1, ))
        assert_size_stride(primals_21, (192, 64), (64, 1))
        assert_size_stride(primals_22, (192, 64), (64, 1))
        assert_size_stride(primals_23, (64, 192), (192, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s33, s50, 1), (s50, 1, s33*s50), torch.float32)
            buf1 = reinterpret_tensor(buf0, (s33, s50, 1), (s50, 1, 1), 0); del buf0  # reuse
            buf2 = empty_strided_cuda((s33, s50, 64), (64*s50, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pow_1, mean, add, rsqrt, mul, h], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            triton_per_fused_add_mean_mul_pow_rsqrt_0_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mean_mul_pow_rsqrt_0.run(buf1, primals_3, primals_4, buf2, triton_per_fused_add_mean_mul_pow_rsqrt_0_xnumel, 64, stream=stream0)
            buf3 = empty_strided_cuda((s33*s50, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul, h, linear], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf2, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_5, (64, 64), (1, 64), 0), out=buf3)
            buf4 = empty_strided_cuda((s33*s50, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul, h, linear, linear_1], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf2, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_6, (64, 64), (1, 64), 0), out=buf4)
            buf5 = empty_strided_cuda((s33, 4, s50, 16), (64*s50, 16, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, q, cos, sin, mul_2, chunk_1, neg, cat, mul_3, q_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.slice, aten.mul, aten.split, aten.neg, aten.cat, aten.add]
            triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1.run(buf3, primals_7, primals_8, buf5, s50, triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1_xnumel, stream=stream0)
            buf6 = empty_strided_cuda((s33, 2, s50, 16), (32*s50, 16, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, view_1, transpose_1, chunk, cos, sin, mul_4, chunk_2, neg_1, cat_1, mul_5, k_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.slice, aten.mul, aten.neg, aten.cat, aten.add]
            triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2_xnumel = 32*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2.run(buf4, primals_7, primals_8, buf6, s50, triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2_xnumel, stream=stream0)
            ps0 = 32*s50
            ps1 = 64*s50
            buf7 = reinterpret_tensor(buf3, (s33, 2, 2, s50, 16), (64*s50, 32*s50, 16*s50, 16, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [linear_1, view_1, transpose_1, chunk, cos, sin, mul_4, chunk_2, neg_1, cat_1, mul_5, k_1, k_2], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.unsqueeze, aten.expand, aten.clone]
            triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3.run(buf6, buf7, s50, ps0, ps1, triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3_xnumel, stream=stream0)
            buf8 = empty_strided_cuda((s33, 2, 2, s50, 16), (64*s50, 32*s50, 16*s50, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, view_1, transpose_1, chunk, v_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.unsqueeze, aten.expand, aten.clone]
            triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4.run(buf4, buf8, s50, ps0, ps1, triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [linear_1, view_1, transpose_1, chunk, cos, sin, mul_4, chunk_2, neg_1, cat_1, mul_5, k_1, k_2, v_1, y], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.unsqueeze, aten.expand, aten.clone, aten._scaled_dot_product_efficient_attention]
            buf9 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf5, reinterpret_tensor(buf7, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1), 0), reinterpret_tensor(buf8, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1), 0), None, True, 0.0, True)
            buf10 = buf9[0]
            assert_size_stride(buf10, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf10, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf11 = buf9[1]
            assert_size_stride(buf11, (s33, 4, 32*math.ceil(s50 / 32)), (4*max(1, 32*math.ceil(s50 / 32)), max(1, 32*math.ceil(s50 / 32)), 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf11, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf12 = buf9[2]
            assert_size_stride(buf12, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf12, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf13 = buf9[3]
            assert_size_stride(buf13, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf13, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf9
            buf14 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [transpose_2, reshape, linear_2], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf10, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_9, (64, 64), (1, 64), 0), out=buf14)
            buf15 = empty_strided_cuda((s33, s50, 1), (s50, 1, s33*s50), torch.float32)
            buf16 = reinterpret_tensor(buf15, (s33, s50, 1), (s50, 1, 1), 0); del buf15  # reuse
            buf17 = empty_strided_cuda((s33, s50, 64), (64*s50, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, x, pow_2, mean_1, add_4, rsqrt_1, mul_6, h_1], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_5_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_5.run(buf16, primals_3, buf14, primals_10, buf17, triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_5_xnumel, 64, stream=stream0)
            buf18 = empty_strided_cuda((s33*s50, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, x, mul_6, h_1, linear_3], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf17, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_11, (64, 192), (1, 64), 0), out=buf18)
            buf19 = empty_strided_cuda((s33*s50, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, x, mul_6, h_1, linear_3, linear_4], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf17, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_12, (64, 192), (1, 64), 0), out=buf19)
            buf20 = empty_strided_cuda((s33, s50, 192), (192*s50, 192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, silu, linear_4, mul_8], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            triton_poi_fused__unsafe_view_mul_silu_6_xnumel = 192*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_6.run(buf18, buf19, buf20, triton_poi_fused__unsafe_view_mul_silu_6_xnumel, stream=stream0)
            buf21 = empty_strided_cuda((s33*s50, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, silu, linear_4, mul_8, linear_5], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf20, (s33*s50, 192), (192, 1), 0), reinterpret_tensor(primals_13, (192, 64), (1, 192), 0), out=buf21)
            buf22 = reinterpret_tensor(buf21, (s33, s50, 64), (64*s50, 64, 1), 0); del buf21  # reuse
            buf23 = empty_strided_cuda((s33, s50, 1), (s50, 1, s33*s50), torch.float32)
            buf24 = reinterpret_tensor(buf23, (s33, s50, 1), (s50, 1, 1), 0); del buf23  # reuse
            buf25 = empty_strided_cuda((s33, s50, 64), (64*s50, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, x, linear_5, input_1, pow_3, mean_2, add_6, rsqrt_2, mul_9, h_2], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(buf22, buf24, primals_3, buf14, primals_14, buf25, triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7_xnumel, 64, stream=stream0)
            buf26 = empty_strided_cuda((s33*s50, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_9, h_2, linear_6], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf25, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_15, (64, 64), (1, 64), 0), out=buf26)
            buf27 = empty_strided_cuda((s33*s50, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_9, h_2, linear_6, linear_7], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf25, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_16, (64, 64), (1, 64), 0), out=buf27)
            buf28 = empty_strided_cuda((s33, 4, s50, 16), (64*s50, 16, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, view_2, q_2, cos_1, sin_1, mul_11, chunk_4, neg_2, cat_2, mul_12, q_3], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.slice, aten.mul, aten.split, aten.neg, aten.cat, aten.add]
            triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1.run(buf26, primals_17, primals_18, buf28, s50, triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_1_xnumel, stream=stream0)
            buf29 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [linear_7, view_3, transpose_4, chunk_3, cos_1, sin_1, mul_13, chunk_5, neg_3, cat_3, mul_14, k_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.slice, aten.mul, aten.neg, aten.cat, aten.add]
            triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2_xnumel = 32*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2.run(buf27, primals_17, primals_18, buf29, s50, triton_poi_fused__unsafe_view_add_cat_mul_neg_slice_split_transpose_view_2_xnumel, stream=stream0)
            buf30 = reinterpret_tensor(buf26, (s33, 2, 2, s50, 16), (64*s50, 32*s50, 16*s50, 16, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [linear_7, view_3, transpose_4, chunk_3, cos_1, sin_1, mul_13, chunk_5, neg_3, cat_3, mul_14, k_4, k_5], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.unsqueeze, aten.expand, aten.clone]
            triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3.run(buf29, buf30, s50, ps0, ps1, triton_poi_fused__unsafe_view_add_cat_clone_expand_mul_neg_slice_split_transpose_unsqueeze_view_3_xnumel, stream=stream0)
            del buf29
            buf31 = empty_strided_cuda((s33, 2, 2, s50, 16), (64*s50, 32*s50, 16*s50, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7, view_3, transpose_4, chunk_3, v_3], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.unsqueeze, aten.expand, aten.clone]
            triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4.run(buf27, buf31, s50, ps0, ps1, triton_poi_fused__unsafe_view_clone_expand_split_transpose_unsqueeze_view_4_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [linear_7, view_3, transpose_4, chunk_3, cos_1, sin_1, mul_13, chunk_5, neg_3, cat_3, mul_14, k_4, k_5, v_3, y_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split, aten.slice, aten.mul, aten.neg, aten.cat, aten.add, aten.unsqueeze, aten.expand, aten.clone, aten._scaled_dot_product_efficient_attention]
            buf32 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf28, reinterpret_tensor(buf30, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1), 0), reinterpret_tensor(buf31, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1), 0), None, True, 0.0, True)
            buf33 = buf32[0]
            assert_size_stride(buf33, (s33, 4, s50, 16), (64*s50, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf34 = buf32[1]
            assert_size_stride(buf34, (s33, 4, 32*math.ceil(s50 / 32)), (4*max(1, 32*math.ceil(s50 / 32)), max(1, 32*math.ceil(s50 / 32)), 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf34, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf35 = buf32[2]
            assert_size_stride(buf35, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf35, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf36 = buf32[3]
            assert_size_stride(buf36, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf36, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf32
            buf37 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [transpose_5, reshape_1, linear_8], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf33, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_19, (64, 64), (1, 64), 0), out=buf37)
            buf38 = reinterpret_tensor(buf37, (s33, s50, 64), (64*s50, 64, 1), 0); del buf37  # reuse
            buf39 = empty_strided_cuda((s33, s50, 1), (s50, 1, s33*s50), torch.float32)
            buf40 = reinterpret_tensor(buf39, (s33, s50, 1), (s50, 1, 1), 0); del buf39  # reuse
            buf41 = empty_strided_cuda((s33, s50, 64), (64*s50, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8, x_1, pow_4, mean_3, add_10, rsqrt_3, mul_15, h_3], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_8_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_8.run(buf38, buf40, buf22, primals_20, buf41, triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_8_xnumel, 64, stream=stream0)
            buf42 = empty_strided_cuda((s33*s50, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_15, h_3, linear_9], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf41, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_21, (64, 192), (1, 64), 0), out=buf42)
            buf43 = empty_strided_cuda((s33*s50, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_15, h_3, linear_9, linear_10], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf41, (s33*s50, 64), (64, 1), 0), reinterpret_tensor(primals_22, (64, 192), (1, 64), 0), out=buf43)
            buf44 = empty_strided_cuda((s33, s50, 192), (192*s50, 192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_9, silu_1, linear_10, mul_17], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            triton_poi_fused__unsafe_view_mul_silu_6_xnumel = 192*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_6.run(buf42, buf43, buf44, triton_poi_fused__unsafe_view_mul_silu_6_xnumel, stream=stream0)
            buf45 = empty_strided_cuda((s33*s50, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_9, silu_1, linear_10, mul_17, linear_11], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf44, (s33*s50, 192), (192, 1), 0), reinterpret_tensor(primals_23, (192, 64), (1, 192), 0), out=buf45)
            buf46 = reinterpret_tensor(buf45, (s33, s50, 64), (64*s50, 64, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [linear_11, input_2], Original ATen: [aten._unsafe_view, aten.add]
            triton_poi_fused__unsafe_view_add_9_xnumel = 64*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_9.run(buf46, buf38, triton_poi_fused__unsafe_view_add_9_xnumel, stream=stream0)
        return (buf46, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, buf1, reinterpret_tensor(buf2, (s33*s50, 64), (64, 1), 0), buf5, reinterpret_tensor(buf7, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1), 0), reinterpret_tensor(buf8, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1), 0), buf10, buf11, buf12, buf13, buf14, buf16, reinterpret_tensor(buf17, (s33*s50, 64), (64, 1), 0), buf18, buf19, reinterpret_tensor(buf20, (s33*s50, 192), (192, 1), 0), buf22, buf24, reinterpret_tensor(buf25, (s33*s50, 64), (64, 1), 0), buf28, reinterpret_tensor(buf30, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1), 0), reinterpret_tensor(buf31, (s33, 4, s50, 16), (64*s50, 16*s50, 16, 1), 0), buf33, buf34, buf35, buf36, buf38, buf40, reinterpret_tensor(buf41, (s33*s50, 64), (64, 1), 0), buf42, buf43, reinterpret_tensor(buf44, (s33*s50, 192), (192, 1), 0), s33, s50, s33*s50, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 3
    primals_2 = 40
    primals_3 = rand_strided((3, 40, 64), (2560, 64, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((96, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((96, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((64, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((96, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((96, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((64, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
