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


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/3x/c3xbgevhjlvsny4fsfj45szye6wt5ux2sn56e37rjt6xx5n4aufv.py
# Topologically Sorted Source Nodes: [ids], Original ATen: [aten.remainder]
# Source node to ATen node mapping:
#   ids => remainder
# Graph fragment:
#   %primals_2 : Tensor "i64[s15, 4][4, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %remainder : Tensor "i64[s15, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.remainder.Scalar](args = (%primals_2, 97), kwargs = {})
#   return %remainder
triton_poi_fused_remainder_0 = async_compile.triton('triton_poi_fused_remainder_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_remainder_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2016}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_remainder_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 97, tl.int64)
    tmp2 = (tmp0 % tmp1)
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = tmp2 != tmp3
    tmp5 = (libdevice.signbit(tmp2) != 0) if (tmp2).dtype is tl.float32 else tmp2 < 0
    tmp6 = (libdevice.signbit(tmp1) != 0) if (tmp1).dtype is tl.float32 else tmp1 < 0
    tmp7 = tmp5 != tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tmp2 + tmp1
    tmp10 = tl.where(tmp8, tmp9, tmp2)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/zh/czh4ooafi5ndtok2hxipm273mmtv327fsrsa2zlzxtvg3wcsyyak.py
# Topologically Sorted Source Nodes: [bucket], Original ATen: [aten.bucketize]
# Source node to ATen node mapping:
#   bucket => bucketize
# Graph fragment:
#   %primals_11 : Tensor "f32[s15][1]cuda:0" = PlaceHolder[target=primals_11]
#   %primals_10 : Tensor "f32[6][1]cuda:0" = PlaceHolder[target=primals_10]
#   %bucketize : Tensor "i64[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bucketize.Tensor](args = (%primals_11, %primals_10), kwargs = {})
#   return %bucketize
triton_poi_fused_bucketize_1 = async_compile.triton('triton_poi_fused_bucketize_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': {AutotuneHint.ONE_ELEMENT_PER_THREAD}, 'kernel_name': 'triton_poi_fused_bucketize_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 420}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bucketize_1(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = triton_helpers.bucketize_binary_search(tmp0, in_ptr1, 6, 6, 1, 0, tl.int64, False, None, None, None, )
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/c5/cc5xfiq6idqnk65walc73w657f5gfr6xgjyxi3y424urfuc23pj3.py
# Topologically Sorted Source Nodes: [embedding, e, one_hot, oh, x0], Original ATen: [aten.embedding, aten.sum, aten.arange, aten.unsqueeze, aten.eq, aten._to_copy, aten.cat]
# Source node to ATen node mapping:
#   e => sum_1
#   embedding => embedding
#   oh => convert_element_type_1
#   one_hot => convert_element_type, eq_16, iota, unsqueeze
#   x0 => cat
# Graph fragment:
#   %remainder : Tensor "i64[s15, 4][4, 1]cuda:0" = PlaceHolder[target=remainder]
#   %primals_3 : Tensor "f32[97, 8][8, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %getitem : Tensor "f32[s15, 8][8, 1]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_4 : Tensor "f32[s15, 8][8, 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %bucketize : Tensor "i64[s15][1]cuda:0" = PlaceHolder[target=bucketize]
#   %embedding : Tensor "f32[s15, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_3, %remainder, 0), kwargs = {})
#   %sum_1 : Tensor "f32[s15, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%embedding, [1]), kwargs = {})
#   %iota : Tensor "i64[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (7,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[s15, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%bucketize, -1), kwargs = {})
#   %eq_16 : Tensor "b8[s15, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%unsqueeze, %iota), kwargs = {})
#   %convert_element_type : Tensor "i64[s15, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_16, torch.int64), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s15, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type, torch.float32), kwargs = {})
#   %cat : Tensor "f32[s15, 31][31, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.cat.default](args = ([%sum_1, %getitem, %getitem_4, %convert_element_type_1], 1), kwargs = {})
#   return %cat
triton_poi_fused__to_copy_arange_cat_embedding_eq_sum_unsqueeze_2 = async_compile.triton('triton_poi_fused__to_copy_arange_cat_embedding_eq_sum_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_cat_embedding_eq_sum_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 168, 'x': 6552}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_cat_embedding_eq_sum_unsqueeze_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp6 = tl.full([1, 1], 97, tl.int32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tl.device_assert(((0 <= tl.broadcast_to(tmp9, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp9, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp9, [YBLOCK, XBLOCK]) < 97")
    tmp11 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp9 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.load(in_ptr0 + (tl.broadcast_to(1 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp13 = tmp12 + tmp6
    tmp14 = tmp12 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp12)
    tl.device_assert(((0 <= tl.broadcast_to(tmp15, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp15, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp15, [YBLOCK, XBLOCK]) < 97")
    tmp17 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp15 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp18 = tmp11 + tmp17
    tmp19 = tl.load(in_ptr0 + (tl.broadcast_to(2 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp20 = tmp19 + tmp6
    tmp21 = tmp19 < 0
    tmp22 = tl.where(tmp21, tmp20, tmp19)
    tl.device_assert(((0 <= tl.broadcast_to(tmp22, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp22, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp22, [YBLOCK, XBLOCK]) < 97")
    tmp24 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp22 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp25 = tmp18 + tmp24
    tmp26 = tl.load(in_ptr0 + (tl.broadcast_to(3 + 4*y0, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp26 + tmp6
    tmp28 = tmp26 < 0
    tmp29 = tl.where(tmp28, tmp27, tmp26)
    tl.device_assert(((0 <= tl.broadcast_to(tmp29, [YBLOCK, XBLOCK])) & (tl.broadcast_to(tmp29, [YBLOCK, XBLOCK]) < 97)) | ~(tmp4 & xmask & ymask), "index out of bounds: 0 <= tl.broadcast_to(tmp29, [YBLOCK, XBLOCK]) < 97")
    tmp31 = tl.load(in_ptr1 + (tl.broadcast_to(8*tmp29 + (x1), [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp25 + tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp4, tmp32, tmp33)
    tmp35 = tmp0 >= tmp3
    tmp36 = tl.full([1, 1], 16, tl.int64)
    tmp37 = tmp0 < tmp36
    tmp38 = tmp35 & tmp37
    tmp39 = tl.load(in_ptr2 + (8*y0 + ((-8) + x1)), tmp38 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp0 >= tmp36
    tmp41 = tl.full([1, 1], 24, tl.int64)
    tmp42 = tmp0 < tmp41
    tmp43 = tmp40 & tmp42
    tmp44 = tl.load(in_ptr3 + (8*y0 + ((-16) + x1)), tmp43 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp45 = tmp0 >= tmp41
    tmp46 = tl.full([1, 1], 31, tl.int64)
    tmp47 = tmp0 < tmp46
    tmp48 = tl.load(in_ptr4 + (tl.broadcast_to(y0, [YBLOCK, XBLOCK])), tmp45 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp49 = tl.broadcast_to((-24) + x1, [YBLOCK, XBLOCK])
    tmp50 = tmp48 == tmp49
    tmp51 = tmp50.to(tl.int64)
    tmp52 = tmp51.to(tl.float32)
    tmp53 = tl.full(tmp52.shape, 0.0, tmp52.dtype)
    tmp54 = tl.where(tmp45, tmp52, tmp53)
    tmp55 = tl.where(tmp43, tmp44, tmp54)
    tmp56 = tl.where(tmp38, tmp39, tmp55)
    tmp57 = tl.where(tmp4, tmp34, tmp56)
    tl.store(out_ptr0 + (x1 + 31*y0), tmp57, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/4h/c4hzajly7yq7jaclzgdbiodo3vtxkqq7626yeg4vk6xldpqvxxsl.py
# Topologically Sorted Source Nodes: [mul, x], Original ATen: [aten.mul, aten.add]
# Source node to ATen node mapping:
#   mul => mul_25
#   x => add_47
# Graph fragment:
#   %cat : Tensor "f32[s15, 31][31, 1]cuda:0" = PlaceHolder[target=cat]
#   %addmm : Tensor "f32[s15, 31][31, 1]cuda:0" = PlaceHolder[target=addmm]
#   %mul_25 : Tensor "f32[s15, 31][31, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %addmm), kwargs = {})
#   %add_47 : Tensor "f32[s15, 31][31, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_25, %cat), kwargs = {})
#   return %add_47
triton_poi_fused_add_mul_3 = async_compile.triton('triton_poi_fused_add_mul_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_3(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp2 + tmp0
    tl.store(out_ptr0 + (x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/wf/cwfvguy2ajkjtkzcttst23gmm3duvblcoedgsu5xf3743pjgdozl.py
# Topologically Sorted Source Nodes: [score, full, best], Original ATen: [aten.squeeze, aten.full, aten.scatter_reduce]
# Source node to ATen node mapping:
#   best => scatter_reduce
#   full => full_default
#   score => squeeze
# Graph fragment:
#   %squeeze : Tensor "f32[s15][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.squeeze.dim](args = (%addmm_1, 1), kwargs = {})
#   %full_default : Tensor "f32[7][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([7], -1000000000.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter_reduce : Tensor "f32[7][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.scatter_reduce.two](args = (%full_default, 0, %primals_16, %squeeze, amax), kwargs = {})
#   return %scatter_reduce
triton_poi_fused_full_scatter_reduce_squeeze_4 = async_compile.triton('triton_poi_fused_full_scatter_reduce_squeeze_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_full_scatter_reduce_squeeze_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 49}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_full_scatter_reduce_squeeze_4(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 7
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], -1000000000.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/kx/ckx67wmznjcorue6s36rw7p2zlwnphu6ld7mfb46ctdlbtowcjig.py
# Topologically Sorted Source Nodes: [score, sigmoid, getitem, sub, gather, eq_31], Original ATen: [aten.squeeze, aten.sigmoid, aten.index, aten.sub, aten.gather, aten.eq]
# Source node to ATen node mapping:
#   eq_31 => eq_31
#   gather => gather
#   getitem => index
#   score => squeeze
#   sigmoid => sigmoid
#   sub => sub_23
# Graph fragment:
#   %addmm_1 : Tensor "f32[s15, 1][1, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %primals_16 : Tensor "i64[s15][1]cuda:0" = PlaceHolder[target=primals_16]
#   %buf18 : Tensor  = PlaceHolder[target=buf18]
#   %squeeze : Tensor "f32[s15][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.squeeze.dim](args = (%addmm_1, 1), kwargs = {})
#   %sigmoid : Tensor "f32[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%squeeze,), kwargs = {})
#   %index : Tensor "f32[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%scatter_reduce, [%primals_16]), kwargs = {})
#   %sub_23 : Tensor "f32[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%index, %squeeze), kwargs = {})
#   %gather : Tensor "f32[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%scatter_reduce, 0, %primals_16), kwargs = {})
#   %eq_31 : Tensor "b8[s15][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%squeeze, %gather), kwargs = {})
#   return %sigmoid,%sub_23,%eq_31
triton_poi_fused_eq_gather_index_sigmoid_squeeze_sub_5 = async_compile.triton('triton_poi_fused_eq_gather_index_sigmoid_squeeze_sub_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_eq_gather_index_sigmoid_squeeze_sub_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 630}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_eq_gather_index_sigmoid_squeeze_sub_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK : tl.constexpr):
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
    tmp10 = tmp0 == tmp8
    tl.store(out_ptr0 + (x0), tmp1, xmask)
    tl.store(out_ptr1 + (x0), tmp9, xmask)
    tl.store(out_ptr2 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/recsys_bucketize_bag_dynamic/cache/5r/c5r2yhaorg5azvjiudsvq6f7nxwudzczncpeqi2xiwmpihwqomev.py
# Topologically Sorted Source Nodes: [full, eq_30], Original ATen: [aten.full, aten.eq]
# Source node to ATen node mapping:
#   eq_30 => eq_30
#   full => full_default
# Graph fragment:
#   %buf18 : Tensor  = PlaceHolder[target=buf18]
#   %full_default : Tensor "f32[7][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([7], -1000000000.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %eq_30 : Tensor "b8[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%full_default, %scatter_reduce), kwargs = {})
#   return %eq_30
triton_poi_fused_eq_full_6 = async_compile.triton('triton_poi_fused_eq_full_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_eq_full_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_eq_full_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 7
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], -1000000000.0, tl.float32)
    tmp2 = tmp1 == tmp0
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16 = args
        args.clear()
        s15 = primals_1
        s33 = primals_5
        assert_size_stride(primals_2, (s15, 4), (4, 1))
        assert_size_stride(primals_3, (97, 8), (8, 1))
        assert_size_stride(primals_4, (61, 8), (8, 1))
        assert_size_stride(primals_6, (s33, ), (1, ))
        assert_size_stride(primals_7, (s15, ), (1, ))
        assert_size_stride(primals_8, (61, 8), (8, 1))
        assert_size_stride(primals_9, (s33, ), (1, ))
        assert_size_stride(primals_10, (6, ), (1, ))
        assert_size_stride(primals_11, (s15, ), (1, ))
        assert_size_stride(primals_12, (31, 31), (31, 1))
        assert_size_stride(primals_13, (31, ), (1, ))
        assert_size_stride(primals_14, (1, 31), (31, 1))
        assert_size_stride(primals_15, (1, ), (1, ))
        assert_size_stride(primals_16, (s15, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s15, 4), (4, 1), torch.int64)
            # Topologically Sorted Source Nodes: [ids], Original ATen: [aten.remainder]
            triton_poi_fused_remainder_0_xnumel = 4*s15
            stream0 = get_raw_stream(0)
            triton_poi_fused_remainder_0.run(primals_2, buf0, triton_poi_fused_remainder_0_xnumel, stream=stream0)
            del primals_2
            # Topologically Sorted Source Nodes: [bm], Original ATen: [aten._embedding_bag]
            buf1 = torch.ops.aten._embedding_bag.default(primals_4, primals_6, primals_7, False, 1)
            del primals_4
            buf2 = buf1[0]
            assert_size_stride(buf2, (s15, 8), (8, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf2, 16, 'torch.ops.aten._embedding_bag.default')
            buf3 = buf1[1]
            assert_size_stride(buf3, (s33, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf3, 16, 'torch.ops.aten._embedding_bag.default')
            buf4 = buf1[2]
            assert_size_stride(buf4, (s15, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf4, 16, 'torch.ops.aten._embedding_bag.default')
            buf5 = buf1[3]
            assert_alignment(buf5, 16, 'torch.ops.aten._embedding_bag.default')
            del buf1
            # Topologically Sorted Source Nodes: [bs], Original ATen: [aten._embedding_bag]
            buf6 = torch.ops.aten._embedding_bag.default(primals_8, primals_6, primals_7, False, 0, False, primals_9)
            del primals_8
            buf7 = buf6[0]
            assert_size_stride(buf7, (s15, 8), (8, 1), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf7, 16, 'torch.ops.aten._embedding_bag.default')
            buf8 = buf6[1]
            assert_size_stride(buf8, (s33, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf8, 16, 'torch.ops.aten._embedding_bag.default')
            buf9 = buf6[2]
            assert_size_stride(buf9, (s15, ), (1, ), 'torch.ops.aten._embedding_bag.default')
            assert_alignment(buf9, 16, 'torch.ops.aten._embedding_bag.default')
            buf10 = buf6[3]
            assert_alignment(buf10, 16, 'torch.ops.aten._embedding_bag.default')
            del buf6
            buf11 = empty_strided_cuda((s15, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [bucket], Original ATen: [aten.bucketize]
            stream0 = get_raw_stream(0)
            triton_poi_fused_bucketize_1.run(primals_11, primals_10, buf11, s15, stream=stream0)
            del primals_10
            del primals_11
            buf12 = empty_strided_cuda((s15, 31), (31, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embedding, e, one_hot, oh, x0], Original ATen: [aten.embedding, aten.sum, aten.arange, aten.unsqueeze, aten.eq, aten._to_copy, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_arange_cat_embedding_eq_sum_unsqueeze_2.run(buf0, primals_3, buf2, buf7, buf11, buf12, s15, 31, stream=stream0)
            del buf11
            del buf2
            del buf7
            del primals_3
            buf13 = empty_strided_cuda((s15, 31), (31, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_13, buf12, reinterpret_tensor(primals_12, (31, 31), (1, 31), 0), alpha=1, beta=1, out=buf13)
            del primals_13
            buf14 = empty_strided_cuda((s15, 31), (31, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul, x], Original ATen: [aten.mul, aten.add]
            triton_poi_fused_add_mul_3_xnumel = 31*s15
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_3.run(buf12, buf13, buf14, triton_poi_fused_add_mul_3_xnumel, stream=stream0)
            buf16 = empty_strided_cuda((s15, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_15, buf14, reinterpret_tensor(primals_14, (31, 1), (1, 31), 0), alpha=1, beta=1, out=buf16)
            del primals_15
            buf17 = empty_strided_cuda((7, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [score, full, best], Original ATen: [aten.squeeze, aten.full, aten.scatter_reduce]
            stream0 = get_raw_stream(0)
            triton_poi_fused_full_scatter_reduce_squeeze_4.run(buf17, 7, stream=stream0)
            aten.scatter_reduce_.two(buf17,0,primals_16,reinterpret_tensor(buf16, (s15, ), (1, ), 0), reduce='amax', include_self=True)
            buf19 = empty_strided_cuda((s15, ), (1, ), torch.float32)
            buf20 = empty_strided_cuda((s15, ), (1, ), torch.float32)
            buf22 = empty_strided_cuda((s15, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [score, sigmoid, getitem, sub, gather, eq_31], Original ATen: [aten.squeeze, aten.sigmoid, aten.index, aten.sub, aten.gather, aten.eq]
            stream0 = get_raw_stream(0)
            triton_poi_fused_eq_gather_index_sigmoid_squeeze_sub_5.run(buf16, primals_16, buf17, buf19, buf20, buf22, s15, stream=stream0)
            del buf16
            buf21 = empty_strided_cuda((7, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [full, eq_30], Original ATen: [aten.full, aten.eq]
            stream0 = get_raw_stream(0)
            triton_poi_fused_eq_full_6.run(buf17, buf21, 7, stream=stream0)
            del buf17
        return (buf19, buf20, primals_6, primals_7, primals_9, primals_12, primals_14, primals_16, buf0, buf3, buf4, buf5, buf8, buf9, buf10, buf12, buf13, buf14, buf19, buf21, buf22, s15, s33, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 21
    primals_2 = rand_strided((21, 4), (4, 1), device='cuda:0', dtype=torch.int64)
    primals_3 = rand_strided((97, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((61, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = 63
    primals_6 = rand_strided((63, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_7 = rand_strided((21, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_8 = rand_strided((61, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((63, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((21, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((31, 31), (31, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((31, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((1, 31), (31, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((21, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
