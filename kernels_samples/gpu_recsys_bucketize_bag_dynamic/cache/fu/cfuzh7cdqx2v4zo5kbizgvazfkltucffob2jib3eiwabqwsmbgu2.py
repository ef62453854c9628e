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


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/5d/c5dz4ktgmalowx56yc6akswbntb4ah7pnd4a2sd5afofedjxgyhk.py
# Topologically Sorted Source Nodes: [bucket], Original ATen: [aten.bucketize]
# Source node to ATen node mapping:
#   bucket => bucketize
# Graph fragment:
#   %arg10_1 : Tensor "f32[s15][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %arg9_1 : Tensor "f32[6][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %bucketize : Tensor "i64[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bucketize.Tensor](args = (%arg10_1, %arg9_1), kwargs = {})
#   return %bucketize
triton_poi_fused_bucketize_0 = async_compile.triton('triton_poi_fused_bucketize_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': {AutotuneHint.ONE_ELEMENT_PER_THREAD}, 'kernel_name': 'triton_poi_fused_bucketize_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 180}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bucketize_0(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = triton_helpers.bucketize_binary_search(tmp0, in_ptr1, 6, 6, 1, 0, tl.int64, False, None, None, None, )
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/nl/cnl5zjgp7mo7xqrr6qifnmj22n7hovelir6w77lkcttjh4goimfi.py
# Topologically Sorted Source Nodes: [ids, embedding, e, one_hot, oh, x0], Original ATen: [aten.remainder, aten.embedding, aten.sum, aten.unsqueeze, aten.arange, aten.eq, aten._to_copy, aten.cat]
# Source node to ATen node mapping:
#   e => sum_1
#   embedding => embedding
#   ids => remainder
#   oh => convert_element_type_1
#   one_hot => convert_element_type, eq_16, iota, unsqueeze
#   x0 => cat
# Graph fragment:
#   %arg1_1 : Tensor "i64[s15, 4][4, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[97, 8][8, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem : Tensor "f32[s15, 8][8, 1]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_4 : Tensor "f32[s15, 8][8, 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %bucketize : Tensor "i64[s15][1]cuda:0" = PlaceHolder[target=bucketize]
#   %remainder : Tensor "i64[s15, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.remainder.Scalar](args = (%arg1_1, 97), kwargs = {})
#   %embedding : Tensor "f32[s15, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %remainder, 0), kwargs = {})
#   %sum_1 : Tensor "f32[s15, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%embedding, [1]), kwargs = {})
#   %unsqueeze : Tensor "i64[s15, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%bucketize, -1), kwargs = {})
#   %iota : Tensor "i64[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (7,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %eq_16 : Tensor "b8[s15, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%unsqueeze, %iota), kwargs = {})
#   %convert_element_type : Tensor "i64[s15, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_16, torch.int64), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s15, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type, torch.float32), kwargs = {})
#   %cat : Tensor "f32[s15, 31][31, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.cat.default](args = ([%sum_1, %getitem, %getitem_4, %convert_element_type_1], 1), kwargs = {})
#   return %cat
triton_poi_fused__to_copy_arange_cat_embedding_eq_remainder_sum_unsqueeze_1 = async_compile.triton('triton_poi_fused__to_copy_arange_cat_embedding_eq_remainder_sum_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_cat_embedding_eq_remainder_sum_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 72, 'x': 2808}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_cat_embedding_eq_remainder_sum_unsqueeze_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 31
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
    tmp3 = tl.full([1, 1], 8, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1, 1], 97, tl.int64)
    tmp7 = (tmp5 % tmp6)
    tmp8 = tl.full([1, 1], 0, tl.int32)
    tmp9 = tmp7 != tmp8
    tmp10 = (libdevice.signbit(tmp7) != 0) if (tmp7).dtype is tl.float32 else tmp7 < 0
    tmp11 = (libdevice.signbit(tmp6) != 0) if (tmp6).dtype is tl.float32 else tmp6 < 0
    tmp12 = tmp10 != tmp11
    tmp13 = tmp9 & tmp12
    tmp14 = tmp7 + tmp6
    tmp15 = tl.where(tmp13, tmp14, tmp7)
    tmp16 = tl.full([1, 1], 97, tl.int32)
    tmp17 = tmp15 + tmp16
    tmp18 = tmp15 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp15)
    tl.device_assert(((0 <= tl.broadcast_to(tmp19, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp19, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp19, [YBLOCK, XBLOCK]) < 97")
    tmp21 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp19 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp22 = tl.load(in_ptr0 + (tl.broadcast_to(1 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp23 = (tmp22 % tmp6)
    tmp24 = tmp23 != tmp8
    tmp25 = (libdevice.signbit(tmp23) != 0) if (tmp23).dtype is tl.float32 else tmp23 < 0
    tmp26 = tmp25 != tmp11
    tmp27 = tmp24 & tmp26
    tmp28 = tmp23 + tmp6
    tmp29 = tl.where(tmp27, tmp28, tmp23)
    tmp30 = tmp29 + tmp16
    tmp31 = tmp29 < 0
    tmp32 = tl.where(tmp31, tmp30, tmp29)
    tl.device_assert(((0 <= tl.broadcast_to(tmp32, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp32, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp32, [YBLOCK, XBLOCK]) < 97")
    tmp34 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp32 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp35 = tmp21 + tmp34
    tmp36 = tl.load(in_ptr0 + (tl.broadcast_to(2 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp37 = (tmp36 % tmp6)
    tmp38 = tmp37 != tmp8
    tmp39 = (libdevice.signbit(tmp37) != 0) if (tmp37).dtype is tl.float32 else tmp37 < 0
    tmp40 = tmp39 != tmp11
    tmp41 = tmp38 & tmp40
    tmp42 = tmp37 + tmp6
    tmp43 = tl.where(tmp41, tmp42, tmp37)
    tmp44 = tmp43 + tmp16
    tmp45 = tmp43 < 0
    tmp46 = tl.where(tmp45, tmp44, tmp43)
    tl.device_assert(((0 <= tl.broadcast_to(tmp46, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp46, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp46, [YBLOCK, XBLOCK]) < 97")
    tmp48 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp46 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp49 = tmp35 + tmp48
    tmp50 = tl.load(in_ptr0 + (tl.broadcast_to(3 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp51 = (tmp50 % tmp6)
    tmp52 = tmp51 != tmp8
    tmp53 = (libdevice.signbit(tmp51) != 0) if (tmp51).dtype is tl.float32 else tmp51 < 0
    tmp54 = tmp53 != tmp11
    tmp55 = tmp52 & tmp54
    tmp56 = tmp51 + tmp6
    tmp57 = tl.where(tmp55, tmp56, tmp51)
    tmp58 = tmp57 + tmp16
    tmp59 = tmp57 < 0
    tmp60 = tl.where(tmp59, tmp58, tmp57)
    tl.device_assert(((0 <= tl.broadcast_to(tmp60, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp60, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp60, [YBLOCK, XBLOCK]) < 97")
    tmp62 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp60 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp63 = tmp49 + tmp62
    tmp64 = tl.full(tmp63.shape, 0.0, tmp63.dtype)
    tmp65 = tl.where(tmp4, tmp63, tmp64)
    tmp66 = tmp0 >= tmp3
    tmp67 = tl.full([1, 1], 16, tl.int64)
    tmp68 = tmp0 < tmp67
    tmp69 = tmp66 & tmp68
    tmp70 = tl.load(in_ptr2 + (8*y0 + ((-8) + x1)), tmp69 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp71 = tmp0 >= tmp67
    tmp72 = tl.full([1, 1], 24, tl.int64)
    tmp73 = tmp0 < tmp72
    tmp74 = tmp71 & tmp73
    tmp75 = tl.load(in_ptr3 + (8*y0 + ((-16) + x1)), tmp74 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp76 = tmp0 >= tmp72
    tmp77 = tl.full([1, 1], 31, tl.int64)
    tmp78 = tmp0 < tmp77
    tmp79 = tl.load(in_ptr4 + (tl.broadcast_to(y0, [YBLOCK, XBLOCK])), tmp76 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp80 = tl.broadcast_to((-24) + x1, [YBLOCK, XBLOCK])
    tmp81 = tmp79 == tmp80
    tmp82 = tmp81.to(tl.int64)
    tmp83 = tmp82.to(tl.float32)
    tmp84 = tl.full(tmp83.shape, 0.0, tmp83.dtype)
    tmp85 = tl.where(tmp76, tmp83, tmp84)
    tmp86 = tl.where(tmp74, tmp75, tmp85)
    tmp87 = tl.where(tmp69, tmp70, tmp86)
    tmp88 = tl.where(tmp4, tmp65, tmp87)
    tl.store(out_ptr0 + (x1 + 31*y0), tmp88, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/ty/ctyju2jkhmm65imo65hveuqqsxyodd6ki44ylyxbaof5phjlewby.py
# Topologically Sorted Source Nodes: [linear, mul, x], Original ATen: [aten.addmm, aten.mul, aten.add]
# Source node to ATen node mapping:
#   linear => add_tensor
#   mul => mul_25
#   x => add_47
# Graph fragment:
#   %cat : Tensor "f32[s15, 31][31, 1]cuda:0" = PlaceHolder[target=cat]
#   %arg12_1 : Tensor "f32[31][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %mm_default : Tensor "f32[s15, 31][31, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_tensor : Tensor "f32[s15, 31][31, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg12_1, %mm_default), kwargs = {})
#   %mul_25 : Tensor "f32[s15, 31][31, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %add_tensor), kwargs = {})
#   %add_47 : Tensor "f32[s15, 31][31, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_25, %cat), kwargs = {})
#   return %add_47
triton_poi_fused_add_addmm_mul_2 = async_compile.triton('triton_poi_fused_add_addmm_mul_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4588}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_2(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 31)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (x2), xmask)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp5 = tmp4 + tmp0
    tl.store(in_out_ptr0 + (x2), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/7f/c7faqm6weflb4nickgo667zgeoltx4lqwyfbhjcmsadozd56rorm.py
# Topologically Sorted Source Nodes: [score, full, best], Original ATen: [aten.squeeze, aten.full, aten.scatter_reduce]
# Source node to ATen node mapping:
#   best => scatter_reduce
#   full => full_default
#   score => squeeze
# Graph fragment:
#   %squeeze : Tensor "f32[s15][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dim](args = (%addmm_1, 1), kwargs = {})
#   %full_default : Tensor "f32[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([7], -1000000000.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter_reduce : Tensor "f32[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_reduce.two](args = (%full_default, 0, %arg15_1, %squeeze, amax), kwargs = {})
#   return %scatter_reduce
triton_poi_fused_full_scatter_reduce_squeeze_3 = async_compile.triton('triton_poi_fused_full_scatter_reduce_squeeze_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_full_scatter_reduce_squeeze_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 49}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_full_scatter_reduce_squeeze_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 7
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], -1000000000.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/nb/cnbzjsmv562k5hvwqfauke6znebvqwpet2lbxtkddczpeemgm5t2.py
# Topologically Sorted Source Nodes: [score, sigmoid, getitem, sub], Original ATen: [aten.squeeze, aten.sigmoid, aten.index, aten.sub]
# Source node to ATen node mapping:
#   getitem => index
#   score => squeeze
#   sigmoid => sigmoid
#   sub => sub_22
# Graph fragment:
#   %addmm_1 : Tensor "f32[s15, 1][1, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %arg15_1 : Tensor "i64[s15][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %buf18 : Tensor  = PlaceHolder[target=buf18]
#   %squeeze : Tensor "f32[s15][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dim](args = (%addmm_1, 1), kwargs = {})
#   %sigmoid : Tensor "f32[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%squeeze,), kwargs = {})
#   %index : Tensor "f32[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%scatter_reduce, [%arg15_1]), kwargs = {})
#   %sub_22 : Tensor "f32[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%index, %squeeze), kwargs = {})
#   return %sigmoid,%sub_22
triton_poi_fused_index_sigmoid_squeeze_sub_4 = async_compile.triton('triton_poi_fused_index_sigmoid_squeeze_sub_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_sigmoid_squeeze_sub_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 252}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_sigmoid_squeeze_sub_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp2 = tl.load(in_ptr1 + (x0), xmask)
    tmp1 = tl.sigmoid(tmp0)
    tmp3 = tl.full([XBLOCK], 7, tl.int32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp2 < 0
    tmp6 = tl.where(tmp5, tmp4, tmp2)
    tl.device_assert(((0 <= tmp6) & (tmp6 < 7)) | ~(xmask), "index out of bounds: 0 <= tmp6 < 7")
    tmp8 = tl.load(in_ptr2 + (tmp6), xmask, eviction_policy='evict_last')
    tmp9 = tmp8 - tmp0
    tl.store(out_ptr0 + (x0), tmp1, xmask)
    tl.store(out_ptr1 + (x0), tmp9, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1 = args
        args.clear()
        s15 = arg0_1
        s33 = arg4_1
        assert_size_stride(arg1_1, (s15, 4), (4, 1))
        assert_size_stride(arg2_1, (97, 8), (8, 1))
        assert_size_stride(arg3_1, (61, 8), (8, 1))
        assert_size_stride(arg5_1, (s33, ), (1, ))
        assert_size_stride(arg6_1, (s15, ), (1, ))
        assert_size_stride(arg7_1, (61, 8), (8, 1))
        assert_size_stride(arg8_1, (s33, ), (1, ))
        assert_size_stride(arg9_1, (6, ), (1, ))
        assert_size_stride(arg10_1, (s15, ), (1, ))
        assert_size_stride(arg11_1, (31, 31), (31, 1))
        assert_size_stride(arg12_1, (31, ), (1, ))
        assert_size_stride(arg13_1, (1, 31), (31, 1))
        assert_size_stride(arg14_1, (1, ), (1, ))
        assert_size_stride(arg15_1, (s15, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [bm], Original ATen: [aten._embedding_bag]
            buf0 = torch.ops.aten._embedding_bag.default(arg3_1, arg5_1, arg6_1, False, 1)
            del arg3_1
            buf1 = buf0[0]
            assert_size_stride(buf1, (s15, 8), (8, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf1, 16, 'torch.ops.aten._embedding_bag.default')
            del buf0
            # Topologically Sorted Source Nodes: [bs], Original ATen: [aten._embedding_bag]
            buf5 = torch.ops.aten._embedding_bag.default(arg7_1, arg5_1, arg6_1, False, 0, False, arg8_1)
            del arg5_1
            del arg6_1
            del arg7_1
            del arg8_1
            buf6 = buf5[0]
            assert_size_stride(buf6, (s15, 8), (8, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf6, 16, 'torch.ops.aten._embedding_bag.default')
            del buf5
            buf10 = empty_strided_cuda((s15, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [bucket], Original ATen: [aten.bucketize]
            stream0 = get_raw_stream(0)
            triton_poi_fused_bucketize_0.run(arg10_1, arg9_1, buf10, s15, stream=stream0)
            del arg10_1
            del arg9_1
            buf11 = empty_strided_cuda((s15, 31), (31, 1), torch.float32)
            # Topologically Sorted Source Nodes: [ids, embedding, e, one_hot, oh, x0], Original ATen: [aten.remainder, aten.embedding, aten.sum, aten.unsqueeze, aten.arange, aten.eq, aten._to_copy, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_arange_cat_embedding_eq_remainder_sum_unsqueeze_1.run(arg1_1, arg2_1, buf1, buf6, buf10, buf11, s15, 31, stream=stream0)
            del arg1_1
            del arg2_1
            del buf1
            del buf10
            del buf6
            buf12 = empty_strided_cuda((s15, 31), (31, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(buf11, reinterpret_tensor(arg11_1, (31, 31), (1, 31), 0), out=buf12)
            del arg11_1
            buf13 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [linear, mul, x], Original ATen: [aten.addmm, aten.mul, aten.add]
            triton_poi_fused_add_addmm_mul_2_xnumel = 31*s15
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_2.run(buf13, arg12_1, buf12, triton_poi_fused_add_addmm_mul_2_xnumel, stream=stream0)
            del arg12_1
            del buf12
            buf15 = empty_strided_cuda((s15, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, mul, x, linear_1], Original ATen: [aten.addmm, aten.mul, aten.add, aten.t]
            extern_kernels.addmm(arg14_1, buf13, reinterpret_tensor(arg13_1, (31, 1), (1, 31), 0), alpha=1, beta=1, out=buf15)
            del arg13_1
            del arg14_1
            del buf13
            buf17 = empty_strided_cuda((7, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [score, full, best], Original ATen: [aten.squeeze, aten.full, aten.scatter_reduce]
            stream0 = get_raw_stream(0)
            triton_poi_fused_full_scatter_reduce_squeeze_3.run(buf17, 7, stream=stream0)
            aten.scatter_reduce_.two(buf17,0,arg15_1,reinterpret_tensor(buf15, (s15, ), (1, ), 0), reduce='amax', include_self=True)
            buf16 = empty_strided_cuda((s15, ), (1, ), torch.float32)
            buf19 = empty_strided_cuda((s15, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [score, sigmoid, getitem, sub], Original ATen: [aten.squeeze, aten.sigmoid, aten.index, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_sigmoid_squeeze_sub_4.run(buf15, arg15_1, buf17, buf16, buf19, s15, stream=stream0)
            del arg15_1
            del buf15
            del buf17
        return (buf16, buf19, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 9
    arg1_1 = rand_strided((9, 4), (4, 1), device='cuda:0', dtype=torch.int64)
    arg2_1 = rand_strided((97, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((61, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = 27
    arg5_1 = rand_strided((27, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg6_1 = rand_strided((9, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg7_1 = rand_strided((61, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((27, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((9, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((31, 31), (31, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((31, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((1, 31), (31, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((9, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
