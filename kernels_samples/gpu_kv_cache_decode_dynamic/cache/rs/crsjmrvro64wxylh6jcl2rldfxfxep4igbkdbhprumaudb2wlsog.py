# AOT ID: ['2_inference']
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


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/th/cth4f6gih2dqykzrzyb3pc54q5kb6djhlqlptqpn4xezx62y7cq6.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten.embedding]
# Source node to ATen node mapping:
#   x => embedding
# Graph fragment:
#   %arg2_1 : Tensor "i64[s41, s27][s27, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[97, 32][32, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %embedding : Tensor "f32[s41, s27, 32][32*s27, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   return %embedding
triton_poi_fused_embedding_0 = async_compile.triton('triton_poi_fused_embedding_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 552, 'x': 17664}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_0(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp1 = tl.full([1, 1], 97, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 97)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 97")
    tmp6 = tl.load(in_ptr1 + (x1 + 32*tmp4), xmask & ymask)
    tl.store(out_ptr0 + (x1 + 32*y0), tmp6, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/vu/cvu3cphihsp573ym6or2brsy5kmwabjz6quwkr2fr3eaopbpvdnd.py
# Topologically Sorted Source Nodes: [linear, view, permute, q, a, cos, mul, b, sin, mul_1, sub, mul_2, mul_3, add, q_1, k, a_1, mul_4, b_1, mul_5, sub_1, mul_6, mul_7, add_1, k_1, index_copy_, v, index_copy__1], Original ATen: [aten.view, aten.permute, aten.select, aten.slice, aten.index, aten.mul, aten.sub, aten.add, aten.cat, aten.index_copy]
# Source node to ATen node mapping:
#   a => slice_1
#   a_1 => slice_3
#   add => add_81
#   add_1 => add_127
#   b => slice_2
#   b_1 => slice_4
#   cos => index
#   index_copy_ => index_put
#   index_copy__1 => index_put_1
#   k => select_1
#   k_1 => cat_1
#   linear => view_1
#   mul => mul_42
#   mul_1 => mul_46
#   mul_2 => mul_53
#   mul_3 => mul_57
#   mul_4 => mul_74
#   mul_5 => mul_78
#   mul_6 => mul_85
#   mul_7 => mul_89
#   permute => permute_1
#   q => select
#   q_1 => cat
#   sin => index_1
#   sub => sub_26
#   sub_1 => sub_45
#   v => select_2
#   view => view_2
# Graph fragment:
#   %addmm : Tensor "f32[s27*s41, 96][96, 1]cuda:0" = PlaceHolder[target=addmm]
#   %arg8_1 : Tensor "i64[s27][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %arg6_1 : Tensor "f32[64, 4][4, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg9_1 : Tensor "f32[64, 4][4, 1]cuda:0" = PlaceHolder[target=arg9_1]
#   %cat_1 : Tensor "f32[s41, 4, s27, 8][32*s27, 8, 32, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %index_put : Tensor "f32[s41, 4, s23, 8][32*s23, 8*s23, 8, 1]cuda:0" = PlaceHolder[target=index_put]
#   %index_put_1 : Tensor "f32[s41, 4, s23, 8][32*s23, 8*s23, 8, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %view_1 : Tensor "f32[s41, s27, 96][96*s27, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [%arg12_1, %arg7_1, 96]), kwargs = {})
#   %view_2 : Tensor "f32[s41, s27, 3, 4, 8][96*s27, 96, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [%arg12_1, %arg1_1, 3, 4, 8]), kwargs = {})
#   %permute_1 : Tensor "f32[3, s41, 4, s27, 8][32, 96*s27, 8, 96, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select : Tensor "f32[s41, 4, s27, 8][96*s27, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 0), kwargs = {})
#   %slice_1 : Tensor "f32[s41, 4, s27, 4][96*s27, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select, 3, 0, 4), kwargs = {})
#   %index : Tensor "f32[s27, 4][4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg6_1, [%arg8_1]), kwargs = {})
#   %mul_42 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_1, %index), kwargs = {})
#   %slice_2 : Tensor "f32[s41, 4, s27, 4][96*s27, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select, 3, 4, 9223372036854775807), kwargs = {})
#   %index_1 : Tensor "f32[s27, 4][4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg9_1, [%arg8_1]), kwargs = {})
#   %mul_46 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_2, %index_1), kwargs = {})
#   %sub_26 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_42, %mul_46), kwargs = {})
#   %mul_53 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_1, %index_1), kwargs = {})
#   %mul_57 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_2, %index), kwargs = {})
#   %add_81 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_53, %mul_57), kwargs = {})
#   %cat : Tensor "f32[s41, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%sub_26, %add_81], -1), kwargs = {})
#   %select_1 : Tensor "f32[s41, 4, s27, 8][96*s27, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 1), kwargs = {})
#   %slice_3 : Tensor "f32[s41, 4, s27, 4][96*s27, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select_1, 3, 0, 4), kwargs = {})
#   %mul_74 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_3, %index), kwargs = {})
#   %slice_4 : Tensor "f32[s41, 4, s27, 4][96*s27, 8, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select_1, 3, 4, 9223372036854775807), kwargs = {})
#   %mul_78 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_4, %index_1), kwargs = {})
#   %sub_45 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_74, %mul_78), kwargs = {})
#   %mul_85 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_3, %index_1), kwargs = {})
#   %mul_89 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_4, %index), kwargs = {})
#   %add_127 : Tensor "f32[s41, 4, s27, 4][16*s27, 4, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_85, %mul_89), kwargs = {})
#   %cat_1 : Tensor "f32[s41, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%sub_45, %add_127], -1), kwargs = {})
#   %index_put : Tensor "f32[s41, 4, s23, 8][32*s23, 8*s23, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%arg11_1, [None, None, %arg8_1], %cat_1), kwargs = {})
#   %select_2 : Tensor "f32[s41, 4, s27, 8][96*s27, 8, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 2), kwargs = {})
#   %index_put_1 : Tensor "f32[s41, 4, s23, 8][32*s23, 8*s23, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%arg14_1, [None, None, %arg8_1], %select_2), kwargs = {})
#   return %cat,%cat_1,%buf4,%buf9
triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_1 = async_compile.triton('triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_1', 'mutated_arg_names': ['out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 79488}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr2, out_ptr3, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = ((xindex // 8) % 4)
    x4 = xindex // 32
    x2 = ((xindex // 32) % ks0)
    x6 = xindex
    x3 = xindex // ks2
    x7 = (xindex % 32)
    tmp54 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp60 = tl.load(in_ptr0 + (64 + x7 + 96*x4), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 4, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (8*x1 + 96*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (x2), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.full([XBLOCK], 64, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tl.broadcast_to(tmp10, [XBLOCK])) & (tl.broadcast_to(tmp10, [XBLOCK]) < 64)) | ~(tmp4 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp10, [XBLOCK]) < 64")
    tmp12 = tl.load(in_ptr2 + (4*tmp10 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp13 = tmp5 * tmp12
    tmp14 = tl.load(in_ptr0 + (4 + 8*x1 + 96*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.load(in_ptr3 + (4*tmp10 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 - tmp16
    tmp18 = tl.full(tmp17.shape, 0.0, tmp17.dtype)
    tmp19 = tl.where(tmp4, tmp17, tmp18)
    tmp20 = tmp0 >= tmp3
    tmp21 = tl.full([1], 8, tl.int64)
    tmp22 = tmp0 < tmp21
    tmp23 = tl.load(in_ptr0 + (8*x1 + 96*x4 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp24 = tl.load(in_ptr1 + (x2), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp25 = tl.full([XBLOCK], 64, tl.int32)
    tmp26 = tmp24 + tmp25
    tmp27 = tmp24 < 0
    tmp28 = tl.where(tmp27, tmp26, tmp24)
    tl.device_assert(((0 <= tl.broadcast_to(tmp28, [XBLOCK])) & (tl.broadcast_to(tmp28, [XBLOCK]) < 64)) | ~(tmp20 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp28, [XBLOCK]) < 64")
    tmp30 = tl.load(in_ptr3 + (4*tmp28 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tmp23 * tmp30
    tmp32 = tl.load(in_ptr0 + (4 + 8*x1 + 96*x4 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp33 = tl.load(in_ptr2 + (4*tmp28 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp34 = tmp32 * tmp33
    tmp35 = tmp31 + tmp34
    tmp36 = tl.full(tmp35.shape, 0.0, tmp35.dtype)
    tmp37 = tl.where(tmp20, tmp35, tmp36)
    tmp38 = tl.where(tmp4, tmp19, tmp37)
    tmp39 = tl.load(in_ptr0 + (32 + 8*x1 + 96*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp39 * tmp12
    tmp41 = tl.load(in_ptr0 + (36 + 8*x1 + 96*x4 + (x0)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp42 = tmp41 * tmp15
    tmp43 = tmp40 - tmp42
    tmp44 = tl.full(tmp43.shape, 0.0, tmp43.dtype)
    tmp45 = tl.where(tmp4, tmp43, tmp44)
    tmp46 = tl.load(in_ptr0 + (32 + 8*x1 + 96*x4 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp47 = tmp46 * tmp30
    tmp48 = tl.load(in_ptr0 + (36 + 8*x1 + 96*x4 + ((-4) + x0)), tmp20 & xmask, eviction_policy='evict_last', other=0.0)
    tmp49 = tmp48 * tmp33
    tmp50 = tmp47 + tmp49
    tmp51 = tl.full(tmp50.shape, 0.0, tmp50.dtype)
    tmp52 = tl.where(tmp20, tmp50, tmp51)
    tmp53 = tl.where(tmp4, tmp45, tmp52)
    tmp55 = ks1
    tmp56 = tmp54 + tmp55
    tmp57 = tmp54 < 0
    tmp58 = tl.where(tmp57, tmp56, tmp54)
    tl.device_assert(((0 <= tmp58) & (tmp58 < ks1)) | ~(xmask), "index out of bounds: 0 <= tmp58 < ks1")
    tl.store(out_ptr0 + (x6), tmp38, xmask)
    tl.store(out_ptr2 + (x0 + 8*tmp58 + 8*ks1*x1 + 32*ks1*x3), tmp53, xmask)
    tl.store(out_ptr3 + (x0 + 8*tmp58 + 8*ks1*x1 + 32*ks1*x3), tmp60, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/mv/cmvhd46tgvx7tzhorau6otyxfmrkfqjg44ogu7r5adghw5bd3ics.py
# Topologically Sorted Source Nodes: [matmul], Original ATen: [aten.expand, aten.view, aten.transpose, aten.bmm]
# Source node to ATen node mapping:
#   matmul => bmm, expand, expand_3, permute_5, view_3, view_5
# Graph fragment:
#   %cat : Tensor "f32[s41, 4, s27, 8][32*s27, 8, 32, 1]cuda:0" = PlaceHolder[target=cat]
#   %expand : Tensor "f32[s41, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%cat, [%arg12_1, 4, %arg7_1, 8]), kwargs = {})
#   %view_3 : Tensor "f32[4*s41, s27, 8][8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand, [%mul_141, %arg7_1, 8]), kwargs = {})
#   %permute_5 : Tensor "f32[s41, 4, 8, s23][32*s23, 8*s23, 1, 8]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%index_put, [0, 1, 3, 2]), kwargs = {})
#   %expand_3 : Tensor "f32[s41, 4, 8, s23][32*s23, 8*s23, 1, 8]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%permute_5, [%arg12_1, 4, 8, %arg13_1]), kwargs = {})
#   %view_5 : Tensor "f32[4*s41, 8, s23][8*s23, 1, 8]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_3, [%mul_141, 8, %arg13_1]), kwargs = {})
#   %bmm : Tensor "f32[4*s41, s27, s23][s23*s27, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_3, %view_5), kwargs = {})
#   return %buf5
triton_poi_fused_bmm_expand_transpose_view_2 = async_compile.triton('triton_poi_fused_bmm_expand_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bmm_expand_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26496}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bmm_expand_transpose_view_2(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = ((xindex // 8) % ks0)
    x2 = xindex // ks1
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 8*((x1 % 4)) + 32*x2 + 32*ks2*(x1 // 4)), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/sc/csctl3y6qphqznwtckccciypf2ggxymjzjila6h4o35m3f2efgfl.py
# Topologically Sorted Source Nodes: [arange, getitem_20, getitem_21, allowed, invert, masked_fill, matmul, att, att_1], Original ATen: [aten.arange, aten.unsqueeze, aten.le, aten.bitwise_not, aten.masked_fill, aten.view, aten.div, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#   allowed => le_2
#   arange => iota
#   att => div
#   att_1 => div_1
#   getitem_20 => unsqueeze
#   getitem_21 => unsqueeze_1
#   invert => bitwise_not
#   masked_fill => full_default, where
#   matmul => view_6
# Graph fragment:
#   %arg8_1 : Tensor "i64[s27][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %bmm : Tensor "f32[4*s41, s27, s23][s23*s27, s23, 1]cuda:0" = PlaceHolder[target=bmm]
#   %getitem : Tensor "f32[s41, 4, s27, 1][4*s27, s27, 1, 4*s27*s41]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_1 : Tensor "f32[s41, 4, s27, 1][4*s27, s27, 1, 4*s27*s41]cuda:0" = PlaceHolder[target=getitem_1]
#   %iota : Tensor "i64[s23][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg13_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, s23][s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[s27, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg8_1, 1), kwargs = {})
#   %le_2 : Tensor "b8[s27, s23][s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %bitwise_not : Tensor "b8[s27, s23][s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_not.default](args = (%le_2,), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_6 : Tensor "f32[s41, 4, s27, s23][4*s23*s27, s23*s27, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [%arg12_1, 4, %arg7_1, %arg13_1]), kwargs = {})
#   %div : Tensor "f32[s41, 4, s27, s23][4*s23*s27, s23*s27, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_6, 2.8284271247461903), kwargs = {})
#   %where : Tensor "f32[s41, 4, s27, s23][4*s23*s27, s23*s27, s23, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_not, %full_default, %div), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%where, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[s41, 4, s27, s23][4*s23*s27, s23*s27, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %getitem), kwargs = {})
#   %exp_default : Tensor "f32[s41, 4, s27, s23][4*s23*s27, s23*s27, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div_1 : Tensor "f32[s41, 4, s27, s23][4*s23*s27, s23*s27, s23, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_1), kwargs = {})
#   return %getitem,%getitem_1,%div_1
triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3 = async_compile.triton('triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 184, 'r0_': 86112}}
)
@triton.jit
def triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % ks0)
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    x3 = xindex
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp4 = tl.load(in_out_ptr0 + (r0_2 + ks1*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = r0_2
        tmp2 = tmp1 <= tmp0
        tmp3 = tmp2 == 0
        tmp5 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp6 = tmp4 * tmp5
        tmp7 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp8 = tl.where(tmp3, tmp7, tmp6)
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = triton_helpers.maximum(_tmp10, tmp9)
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
    tmp10 = triton_helpers.max2(_tmp10, 1)[:, None]
    _tmp23 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp15 = tl.load(in_out_ptr0 + (r0_2 + ks1*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp12 = r0_2
        tmp13 = tmp12 <= tmp0
        tmp14 = tmp13 == 0
        tmp16 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp17 = tmp15 * tmp16
        tmp18 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp19 = tl.where(tmp14, tmp18, tmp17)
        tmp20 = tmp19 - tmp10
        tmp21 = libdevice.exp(tmp20)
        tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp24 = _tmp23 + tmp22
        _tmp23 = tl.where(r0_mask & xmask, tmp24, _tmp23)
    tmp23 = tl.sum(_tmp23, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp28 = tl.load(in_out_ptr0 + (r0_2 + ks1*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp25 = r0_2
        tmp26 = tmp25 <= tmp0
        tmp27 = tmp26 == 0
        tmp29 = tl.full([1, 1], 0.35355339059327373, tl.float32)
        tmp30 = tmp28 * tmp29
        tmp31 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp32 = tl.where(tmp27, tmp31, tmp30)
        tmp33 = tmp32 - tmp10
        tmp34 = libdevice.exp(tmp33)
        tmp35 = (tmp34 / tmp23)
        tl.store(in_out_ptr0 + (r0_2 + ks1*x3), tmp35, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/qb/cqbytahvbbyoemt2zuv37iaanf3y7ufpstzlismtrbtwhvtfcdrm.py
# Topologically Sorted Source Nodes: [matmul_1, transpose_1, y], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   matmul_1 => view_10
#   transpose_1 => permute_6
#   y => clone
# Graph fragment:
#   %bmm_1 : Tensor "f32[4*s41, s27, 8][8*s27, 8, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_10 : Tensor "f32[s41, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [%arg12_1, 4, %arg7_1, 8]), kwargs = {})
#   %permute_6 : Tensor "f32[s41, s27, 4, 8][32*s27, 8, 8*s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [0, 2, 1, 3]), kwargs = {})
#   %clone : Tensor "f32[s41, s27, 4, 8][32*s27, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_6,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused_clone_transpose_view_4 = async_compile.triton('triton_poi_fused_clone_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26496}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_4(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = ((xindex // 8) % 4)
    x2 = ((xindex // 32) % ks0)
    x3 = xindex // ks1
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 8*x2 + 8*ks0*x1 + 32*ks0*x3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/zt/cztg3rbew2hch34dd64lufccn4xis2soxvwtxrcjuuvxoot7chvo.py
# Topologically Sorted Source Nodes: [linear_1, add_2], Original ATen: [aten.addmm, aten.view, aten.add]
# Source node to ATen node mapping:
#   add_2 => add_288
#   linear_1 => add_tensor, view_13
# Graph fragment:
#   %embedding : Tensor "f32[s41, s27, 32][32*s27, 32, 1]cuda:0" = PlaceHolder[target=embedding]
#   %arg16_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %mm_default : Tensor "f32[s27*s41, 32][32, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_tensor : Tensor "f32[s27*s41, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg16_1, %mm_default), kwargs = {})
#   %view_13 : Tensor "f32[s41, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%arg12_1, %arg7_1, 32]), kwargs = {})
#   %add_288 : Tensor "f32[s41, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_13), kwargs = {})
#   return %add_288
triton_poi_fused_add_addmm_view_5 = async_compile.triton('triton_poi_fused_add_addmm_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 35456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_view_5(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/caps/gpu_kv_cache_decode_dynamic/cache/ma/cmau3ee6yqebmgicbz2ukzfjcfmtpfbctuttwbekaefh6paaqyn7.py
# Topologically Sorted Source Nodes: [logits, getitem_22, argmax], Original ATen: [aten.view, aten.select, aten.argmax]
# Source node to ATen node mapping:
#   argmax => argmax
#   getitem_22 => select_3
#   logits => view_15
# Graph fragment:
#   %addmm_2 : Tensor "f32[s27*s41, 97][97, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_15 : Tensor "f32[s41, s27, 97][97*s27, 97, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [%arg12_1, %arg7_1, 97]), kwargs = {})
#   %select_3 : Tensor "f32[s41, 97][97*s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%view_15, 1, -1), kwargs = {})
#   %argmax : Tensor "i64[s41][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.argmax.default](args = (%select_3, -1), kwargs = {})
#   return %argmax
triton_per_fused_argmax_select_view_6 = async_compile.triton('triton_per_fused_argmax_select_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_argmax_select_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18, 'r0_': 1164}}
)
@triton.jit
def triton_per_fused_argmax_select_view_6(in_ptr0, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + ((-97) + r0_1 + 97*ks0 + 97*ks0*x0), r0_mask & xmask, other=0.0)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1 = args
        args.clear()
        s52 = arg0_1
        s27 = arg1_1
        s80 = arg7_1
        s23 = arg10_1
        s41 = arg12_1
        s6 = arg13_1
        assert_size_stride(arg2_1, (s41, s27), (s27, 1))
        assert_size_stride(arg3_1, (97, 32), (32, 1))
        assert_size_stride(arg4_1, (96, 32), (32, 1))
        assert_size_stride(arg5_1, (96, ), (1, ))
        assert_size_stride(arg6_1, (64, 4), (4, 1))
        assert_size_stride(arg8_1, (s27, ), (1, ))
        assert_size_stride(arg9_1, (64, 4), (4, 1))
        assert_size_stride(arg11_1, (s41, 4, s23, 8), (32*s23, 8*s23, 8, 1))
        assert_size_stride(arg14_1, (s41, 4, s23, 8), (32*s23, 8*s23, 8, 1))
        assert_size_stride(arg15_1, (32, 32), (32, 1))
        assert_size_stride(arg16_1, (32, ), (1, ))
        assert_size_stride(arg17_1, (97, 32), (32, 1))
        assert_size_stride(arg18_1, (97, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s41, s27, 32), (32*s27, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten.embedding]
            triton_poi_fused_embedding_0_ynumel = s27*s41
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_0.run(arg2_1, arg3_1, buf0, triton_poi_fused_embedding_0_ynumel, 32, stream=stream0)
            del arg2_1
            del arg3_1
            buf1 = empty_strided_cuda((s27*s41, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x, linear], Original ATen: [aten.embedding, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(arg5_1, reinterpret_tensor(buf0, (s27*s41, 32), (32, 1), 0), reinterpret_tensor(arg4_1, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf1)
            del arg4_1
            del arg5_1
            ps0 = 32*s27
            buf2 = empty_strided_cuda((s41, 4, s27, 8), (32*s27, 8, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, q, a, cos, mul, b, sin, mul_1, sub, mul_2, mul_3, add, q_1, k, a_1, mul_4, b_1, mul_5, sub_1, mul_6, mul_7, add_1, k_1, index_copy_, v, index_copy__1], Original ATen: [aten.view, aten.permute, aten.select, aten.slice, aten.index, aten.mul, aten.sub, aten.add, aten.cat, aten.index_copy]
            triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_1_xnumel = 32*s27*s41
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_1.run(buf1, arg8_1, arg6_1, arg9_1, buf2, arg11_1, arg14_1, s27, s23, ps0, triton_poi_fused_add_cat_index_index_copy_mul_permute_select_slice_sub_view_1_xnumel, stream=stream0)
            del arg6_1
            del arg9_1
            del buf1
            ps1 = 4*s41
            ps2 = 32*s41
            buf5 = empty_strided_cuda((4*s41, s27, 8), (8, 32*s41, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul], Original ATen: [aten.expand, aten.view, aten.transpose, aten.bmm]
            triton_poi_fused_bmm_expand_transpose_view_2_xnumel = 32*s27*s41
            stream0 = get_raw_stream(0)
            triton_poi_fused_bmm_expand_transpose_view_2.run(buf2, buf5, ps1, ps2, s27, triton_poi_fused_bmm_expand_transpose_view_2_xnumel, stream=stream0)
            del buf2
            buf6 = empty_strided_cuda((4*s41, s27, s23), (s23*s27, s23, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul], Original ATen: [aten.expand, aten.view, aten.transpose, aten.bmm]
            extern_kernels.bmm(buf5, reinterpret_tensor(arg11_1, (4*s41, 8, s23), (8*s23, 1, 8), 0), out=buf6)
            del arg11_1
            del buf5
            buf10 = reinterpret_tensor(buf6, (s41, 4, s27, s23), (4*s23*s27, s23*s27, s23, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [arange, getitem_20, getitem_21, allowed, invert, masked_fill, matmul, att, att_1], Original ATen: [aten.arange, aten.unsqueeze, aten.le, aten.bitwise_not, aten.masked_fill, aten.view, aten.div, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3_xnumel = 4*s27*s41
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3.run(buf10, arg8_1, s27, s23, triton_red_fused__softmax_arange_bitwise_not_div_exp_le_masked_fill_prepare_softmax_online_sub_unsqueeze_view_3_xnumel, s23, stream=stream0)
            del arg8_1
            buf11 = empty_strided_cuda((4*s41, s27, 8), (8*s27, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, getitem_20, getitem_21, allowed, invert, masked_fill, matmul, att, att_1, matmul_1], Original ATen: [aten.arange, aten.unsqueeze, aten.le, aten.bitwise_not, aten.masked_fill, aten.view, aten.div, aten.sub, aten.exp, aten._softmax, aten.expand, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf10, (4*s41, s27, s23), (s23*s27, s23, 1), 0), reinterpret_tensor(arg14_1, (4*s41, s23, 8), (8*s23, 8, 1), 0), out=buf11)
            del arg14_1
            del buf10
            buf12 = empty_strided_cuda((s41, s27, 4, 8), (32*s27, 32, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_1, transpose_1, y], Original ATen: [aten.view, aten.transpose, aten.clone]
            triton_poi_fused_clone_transpose_view_4_xnumel = 32*s27*s41
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf11, buf12, s27, ps0, triton_poi_fused_clone_transpose_view_4_xnumel, stream=stream0)
            buf13 = reinterpret_tensor(buf11, (s27*s41, 32), (32, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [matmul_1, transpose_1, y, linear_1], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf12, (s27*s41, 32), (32, 1), 0), reinterpret_tensor(arg15_1, (32, 32), (1, 32), 0), out=buf13)
            del arg15_1
            del buf12
            buf14 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [linear_1, add_2], Original ATen: [aten.addmm, aten.view, aten.add]
            triton_poi_fused_add_addmm_view_5_xnumel = 32*s27*s41
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_view_5.run(buf14, arg16_1, buf13, triton_poi_fused_add_addmm_view_5_xnumel, stream=stream0)
            del arg16_1
            del buf13
            buf15 = empty_strided_cuda((s27*s41, 97), (97, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, add_2, logits], Original ATen: [aten.addmm, aten.view, aten.add, aten.t]
            extern_kernels.addmm(arg18_1, reinterpret_tensor(buf14, (s27*s41, 32), (32, 1), 0), reinterpret_tensor(arg17_1, (32, 97), (1, 32), 0), alpha=1, beta=1, out=buf15)
            del arg17_1
            del arg18_1
            del buf14
            buf16 = empty_strided_cuda((s41, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [logits, getitem_22, argmax], Original ATen: [aten.view, aten.select, aten.argmax]
            stream0 = get_raw_stream(0)
            triton_per_fused_argmax_select_view_6.run(buf15, buf16, s27, s41, 97, stream=stream0)
        return (reinterpret_tensor(buf15, (s41, s27, 97), (97*s27, 97, 1), 0), buf16, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 3
    arg1_1 = 23
    arg2_1 = rand_strided((3, 23), (23, 1), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((97, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((96, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((64, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = 23
    arg8_1 = rand_strided((23, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg9_1 = rand_strided((64, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = 26
    arg11_1 = rand_strided((3, 4, 26, 8), (832, 208, 8, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = 3
    arg13_1 = 26
    arg14_1 = rand_strided((3, 4, 26, 8), (832, 208, 8, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((97, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((97, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
