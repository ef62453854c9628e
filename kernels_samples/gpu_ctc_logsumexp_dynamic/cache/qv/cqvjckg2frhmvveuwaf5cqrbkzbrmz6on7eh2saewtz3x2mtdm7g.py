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


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/xd/cxdku7plw4xkbmgu4riec6ukehwz7flmqcmhxdv55mgv37nczhjj.py
# Topologically Sorted Source Nodes: [conv1d, gelu, h, linear], Original ATen: [aten.convolution, aten.gelu, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   conv1d => convolution
#   gelu => add_4, erf, mul_3, mul_4, mul_5
#   h => permute
#   linear => clone
# Graph fragment:
#   %buf0 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0" = PlaceHolder[target=buf0]
#   %primals_2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convolution : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0" = PlaceHolder[target=convolution]
#   %convolution : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%primals_5, %primals_1, %primals_2, [1], [2], [1], False, [0], 1), kwargs = {})
#   %mul_3 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.5), kwargs = {})
#   %mul_4 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_4,), kwargs = {})
#   %add_4 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_5 : Tensor "f32[s2, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %add_4), kwargs = {})
#   %permute : Tensor "f32[s2, s76, 16][16*s76, 1, s76]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_5, [0, 2, 1]), kwargs = {})
#   %clone : Tensor "f32[s2, s76, 16][16*s76, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   return %convolution,%clone
triton_poi_fused_clone_convolution_gelu_transpose_0 = async_compile.triton('triton_poi_fused_clone_convolution_gelu_transpose_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_convolution_gelu_transpose_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 11968, 'x': 17856}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_convolution_gelu_transpose_0(in_out_ptr0, in_ptr0, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    tmp0 = tl.load(in_out_ptr0 + (x2 + ks0*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1, 1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x2 + ks0*y3), tmp2, xmask & ymask)
    tl.store(out_ptr0 + (y0 + 16*x2 + 16*ks0*y1), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/of/cof5xifmcd25snh3si3bxow7fourns3z4cnb3pcrisvgqmwueglv.py
# Topologically Sorted Source Nodes: [linear, lp, exp, mul, sum_1], Original ATen: [aten._unsafe_view, aten.add, prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.exp, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   exp => exp_4
#   linear => add_27, view_1
#   lp => log, sub_15
#   mul => mul_206
#   sum_1 => sum_5
# Graph fragment:
#   %mm : Tensor "f32[s2*s76, 11][11, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_7 : Tensor "f32[11][1]cuda:0" = PlaceHolder[target=primals_7]
#   %getitem : Tensor "f32[s2, s76, 1][s76, 1, s2*s76]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_1 : Tensor "f32[s2, s76, 1][s76, 1, s2*s76]cuda:0" = PlaceHolder[target=getitem_1]
#   %sub_15 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_15]
#   %exp_4 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=exp_4]
#   %view_1 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [%primals_9, %primals_4, 11]), kwargs = {})
#   %add_27 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %primals_7), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_27, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_27, %getitem), kwargs = {})
#   %log : Tensor "f32[s2, s76, 1][s76, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%getitem_1,), kwargs = {})
#   %sub_15 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %exp_4 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%sub_15,), kwargs = {})
#   %mul_206 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_4, %sub_15), kwargs = {})
#   %sum_5 : Tensor "f32[s2, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_206, [-1]), kwargs = {})
#   return %getitem,%getitem_1,%sub_15,%exp_4,%sum_5
triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1 = async_compile.triton('triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 744, 'r0_': 20504}}
)
@triton.jit
def triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1(in_out_ptr0, in_ptr0, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 11
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 11*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, float("-inf"))
    tmp8 = triton_helpers.max2(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tmp3 - tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(r0_mask & xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp15 = tmp2 - tmp8
    tmp16 = tl_math.log(tmp14)
    tmp17 = tmp15 - tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp18 * tmp17
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(r0_mask & xmask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 11*x0), tmp17, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 11*x0), tmp18, r0_mask & xmask)
    tl.store(out_ptr3 + (x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/t3/ct3ogwu7cvzwkfgk4xg25v2xrz7ce2ca54wamwnmjd5zh7oro5wg.py
# Topologically Sorted Source Nodes: [blanks, stack, ext, getitem_3, ext_1], Original ATen: [aten.full_like, aten.stack, aten.view, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   blanks => full
#   ext => view_2
#   ext_1 => cat_1
#   getitem_3 => slice_2
#   stack => cat, unsqueeze, unsqueeze_1
# Graph fragment:
#   %primals_8 : Tensor "i64[s2, 5][5, 1]cuda:0" = PlaceHolder[target=primals_8]
#   %full : Tensor "i64[s2, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([%primals_9, 5], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unsqueeze : Tensor "i64[s2, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%full, 2), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[s2, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 2), kwargs = {})
#   %cat : Tensor "i64[s2, 5, 2][10, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze, %unsqueeze_1], -1), kwargs = {})
#   %view_2 : Tensor "i64[s2, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [%primals_9, -1]), kwargs = {})
#   %slice_2 : Tensor "i64[s2, 1][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%full, 1, 0, 1), kwargs = {})
#   %cat_1 : Tensor "i64[s2, 11][11, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.cat.default](args = ([%view_2, %slice_2], 1), kwargs = {})
#   return %cat_1
triton_poi_fused_cat_full_like_slice_stack_view_2 = async_compile.triton('triton_poi_fused_cat_full_like_slice_stack_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_full_like_slice_stack_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 648}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_full_like_slice_stack_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 11)
    x1 = xindex // 11
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 10, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = ((x0) % 2)
    tmp6 = tl.full([1], 0, tl.int64)
    tmp7 = tmp5 >= tmp6
    tmp8 = tl.full([1], 1, tl.int64)
    tmp9 = tmp5 < tmp8
    tmp10 = tmp9 & tmp4
    tmp11 = tl.full([1], 0, tl.int64)
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp10, tmp11, tmp12)
    tmp14 = tmp5 >= tmp8
    tmp15 = tl.full([1], 2, tl.int64)
    tmp16 = tmp5 < tmp15
    tmp17 = tmp14 & tmp4
    tmp18 = tl.load(in_ptr0 + (5*x1 + ((((x0) // 2) % 5))), tmp17 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.where(tmp9, tmp13, tmp18)
    tmp20 = tl.full(tmp19.shape, 0.0, tmp19.dtype)
    tmp21 = tl.where(tmp4, tmp19, tmp20)
    tmp22 = tmp0 >= tmp3
    tmp23 = tl.full([1], 11, tl.int64)
    tmp24 = tmp0 < tmp23
    tmp25 = tl.full([1], 0, tl.int64)
    tmp26 = tl.full(tmp25.shape, 0.0, tmp25.dtype)
    tmp27 = tl.where(tmp22, tmp25, tmp26)
    tmp28 = tl.where(tmp4, tmp21, tmp27)
    tl.store(out_ptr0 + (x2), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/55/c55ukcfxhd4mnrtyeooyv3t4k6uipitwzyz737eh3wuf6fi3iyrj.py
# Topologically Sorted Source Nodes: [new_zeros, getitem_6, ne, getitem_8, ne_1, and_, skip], Original ATen: [aten.new_zeros, aten.slice, aten.ne, aten.bitwise_and, aten.cat]
# Source node to ATen node mapping:
#   and_ => bitwise_and
#   getitem_6 => slice_4
#   getitem_8 => slice_8
#   ne => ne_15
#   ne_1 => ne_16
#   new_zeros => full_default
#   skip => cat_2
# Graph fragment:
#   %cat_1 : Tensor "i64[s2, 11][11, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %full_default : Tensor "b8[s2, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3, 2], False), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_4 : Tensor "i64[s2, 9][11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_1, 1, 2, 9223372036854775807), kwargs = {})
#   %ne_15 : Tensor "b8[s2, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%slice_4, 0), kwargs = {})
#   %slice_8 : Tensor "i64[s2, 9][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_1, 1, 0, -2), kwargs = {})
#   %ne_16 : Tensor "b8[s2, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Tensor](args = (%slice_4, %slice_8), kwargs = {})
#   %bitwise_and : Tensor "b8[s2, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%ne_15, %ne_16), kwargs = {})
#   %cat_2 : Tensor "b8[s2, 11][11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.cat.default](args = ([%full_default, %bitwise_and], 1), kwargs = {})
#   return %cat_2
triton_poi_fused_bitwise_and_cat_ne_new_zeros_slice_3 = async_compile.triton('triton_poi_fused_bitwise_and_cat_ne_new_zeros_slice_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bitwise_and_cat_ne_new_zeros_slice_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 594}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bitwise_and_cat_ne_new_zeros_slice_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 11)
    x1 = xindex // 11
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 2, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.full([1], False, tl.int1)
    tmp6 = tl.full(tmp5.shape, False, tmp5.dtype)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp0 >= tmp3
    tmp9 = tl.full([1], 11, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.load(in_ptr0 + (2 + 11*x1 + ((-2) + x0)), tmp8 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.full([1], 0, tl.int64)
    tmp13 = tmp11 != tmp12
    tmp14 = tl.load(in_ptr0 + (11*x1 + ((-2) + x0)), tmp8 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tmp11 != tmp14
    tmp16 = tmp13 & tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp8, tmp16, tmp17)
    tmp19 = tl.where(tmp4, tmp7, tmp18)
    tl.store(out_ptr0 + (x2), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/53/c532ckretdilhqub4cgrqsidf2c5vgqffry3kzbxsro6o2sejxyw.py
# Topologically Sorted Source Nodes: [unsqueeze, expand, em, alpha, getitem_10, setitem, a1, pad_1, a2, stack_1], Original ATen: [aten.unsqueeze, aten.expand, aten.gather, aten.full_like, aten.select, aten.slice, aten.copy, aten.constant_pad_nd, aten.scalar_tensor, aten.where, aten.stack]
# Source node to ATen node mapping:
#   a1 => constant_pad_nd, slice_24
#   a2 => full_default_1, where
#   alpha => full_2
#   em => gather
#   expand => expand
#   getitem_10 => select_1, slice_11
#   pad_1 => constant_pad_nd_1, slice_29
#   setitem => copy, slice_13
#   stack_1 => cat_3
#   unsqueeze => unsqueeze_2
# Graph fragment:
#   %cat_1 : Tensor "i64[s2, 11][11, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %sub_15 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_15]
#   %cat_2 : Tensor "b8[s24, 11][11, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %unsqueeze_2 : Tensor "i64[s2, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_1, 1), kwargs = {})
#   %expand : Tensor "i64[s2, s76, 11][11, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [%primals_9, %primals_4, 11]), kwargs = {})
#   %gather : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gather.default](args = (%sub_15, 2, %expand), kwargs = {})
#   %full_2 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([%primals_9, 11], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_1 : Tensor "f32[s2, 11][11*s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%gather, 1, 0), kwargs = {})
#   %slice_11 : Tensor "f32[s2, 2][11*s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select_1, 1, 0, 2), kwargs = {})
#   %slice_13 : Tensor "f32[s2, 2][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%full_2, 1, 0, 2), kwargs = {})
#   %copy : Tensor "f32[s2, 2][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_13, %slice_11), kwargs = {})
#   %slice_scatter_default : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_2, %copy, 1, 0, 2), kwargs = {})
#   %slice_24 : Tensor "f32[s2, 10][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 0, -1), kwargs = {})
#   %constant_pad_nd : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_24, [1, 0], -3.4028234663852886e+38), kwargs = {})
#   %slice_29 : Tensor "f32[s2, 9][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 0, -2), kwargs = {})
#   %constant_pad_nd_1 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_29, [2, 0], -3.4028234663852886e+38), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%cat_2, %constant_pad_nd_1, %full_default_1), kwargs = {})
#   %cat_3 : Tensor "f32[3*s2, 11][11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_scatter_default, %constant_pad_nd, %where],), kwargs = {})
#   return %cat_3
triton_poi_fused_constant_pad_nd_copy_expand_full_like_gather_scalar_tensor_select_slice_stack_unsqueeze_where_4 = async_compile.triton('triton_poi_fused_constant_pad_nd_copy_expand_full_like_gather_scalar_tensor_select_slice_stack_unsqueeze_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_copy_expand_full_like_gather_scalar_tensor_select_slice_stack_unsqueeze_where_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1617}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_copy_expand_full_like_gather_scalar_tensor_select_slice_stack_unsqueeze_where_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 11
    x0 = (xindex % 11)
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = ks0
    tmp4 = tmp0 < tmp3
    tmp5 = x0
    tmp6 = tl.full([1], 2, tl.int64)
    tmp7 = tmp5 < tmp6
    tmp8 = tmp7 & tmp4
    tmp9 = tl.load(in_ptr0 + (x0 + 11*(x1)), tmp8 & xmask, other=0.0)
    tmp10 = tl.full([XBLOCK], 11, tl.int32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp9 < 0
    tmp13 = tl.where(tmp12, tmp11, tmp9)
    tl.device_assert(((0 <= tl.broadcast_to(tmp13, [XBLOCK])) & (tl.broadcast_to(tmp13, [XBLOCK]) < 11)) | ~(tmp8 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp13, [XBLOCK]) < 11")
    tmp15 = tl.load(in_ptr1 + (tmp13 + 11*ks1*(x1)), tmp8 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp17 = tl.where(tmp7, tmp15, tmp16)
    tmp18 = tl.full(tmp17.shape, 0.0, tmp17.dtype)
    tmp19 = tl.where(tmp4, tmp17, tmp18)
    tmp20 = tmp0 >= tmp3
    tmp21 = 2*ks0
    tmp22 = tmp0 < tmp21
    tmp23 = tmp20 & tmp22
    tmp24 = (-1) + x0
    tmp25 = tl.full([1], 0, tl.int64)
    tmp26 = tmp24 >= tmp25
    tmp27 = tmp26 & tmp23
    tmp28 = (-1) + x0
    tmp29 = tl.full([1], 2, tl.int64)
    tmp30 = tmp28 < tmp29
    tmp31 = tmp30 & tmp27
    tmp32 = tl.load(in_ptr0 + ((-1) + x0 + 11*(x1 + ((-1)*ks0))), tmp31 & xmask, other=0.0)
    tmp33 = tl.full([XBLOCK], 11, tl.int32)
    tmp34 = tmp32 + tmp33
    tmp35 = tmp32 < 0
    tmp36 = tl.where(tmp35, tmp34, tmp32)
    tl.device_assert(((0 <= tl.broadcast_to(tmp36, [XBLOCK])) & (tl.broadcast_to(tmp36, [XBLOCK]) < 11)) | ~(tmp31 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp36, [XBLOCK]) < 11")
    tmp38 = tl.load(in_ptr1 + (tmp36 + 11*ks1*(x1 + ((-1)*ks0))), tmp31 & xmask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp40 = tl.where(tmp30, tmp38, tmp39)
    tmp41 = tl.full(tmp40.shape, -3.4028234663852886e+38, tmp40.dtype)
    tmp42 = tl.where(tmp27, tmp40, tmp41)
    tmp43 = tl.full(tmp42.shape, 0.0, tmp42.dtype)
    tmp44 = tl.where(tmp23, tmp42, tmp43)
    tmp45 = tmp0 >= tmp21
    tmp46 = 3*ks0
    tmp47 = tmp0 < tmp46
    tmp48 = tl.load(in_ptr2 + (x0 + 11*(x1 + ((-2)*ks0))), tmp45 & xmask, other=0.0).to(tl.int1)
    tmp49 = (-2) + x0
    tmp50 = tl.full([1], 0, tl.int64)
    tmp51 = tmp49 >= tmp50
    tmp52 = tmp51 & tmp45
    tmp53 = (-2) + x0
    tmp54 = tl.full([1], 2, tl.int64)
    tmp55 = tmp53 < tmp54
    tmp56 = tmp55 & tmp52
    tmp57 = tl.load(in_ptr0 + ((-2) + x0 + 11*(x1 + ((-2)*ks0))), tmp56 & xmask, other=0.0)
    tmp58 = tl.full([XBLOCK], 11, tl.int32)
    tmp59 = tmp57 + tmp58
    tmp60 = tmp57 < 0
    tmp61 = tl.where(tmp60, tmp59, tmp57)
    tl.device_assert(((0 <= tl.broadcast_to(tmp61, [XBLOCK])) & (tl.broadcast_to(tmp61, [XBLOCK]) < 11)) | ~(tmp56 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp61, [XBLOCK]) < 11")
    tmp63 = tl.load(in_ptr1 + (tmp61 + 11*ks1*(x1 + ((-2)*ks0))), tmp56 & xmask, eviction_policy='evict_last', other=0.0)
    tmp64 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp65 = tl.where(tmp55, tmp63, tmp64)
    tmp66 = tl.full(tmp65.shape, -3.4028234663852886e+38, tmp65.dtype)
    tmp67 = tl.where(tmp52, tmp65, tmp66)
    tmp68 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp69 = tl.where(tmp48, tmp67, tmp68)
    tmp70 = tl.full(tmp69.shape, 0.0, tmp69.dtype)
    tmp71 = tl.where(tmp45, tmp69, tmp70)
    tmp72 = tl.where(tmp23, tmp44, tmp71)
    tmp73 = tl.where(tmp4, tmp19, tmp72)
    tl.store(out_ptr0 + (x2), tmp73, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/rx/crxnglbymytzzxkvvtg63pkbcinrxkszh7dofqlyqqwjrng5thel.py
# Topologically Sorted Source Nodes: [unsqueeze, expand, em, stack_1, logsumexp, getitem_13, alpha_1], Original ATen: [aten.unsqueeze, aten.expand, aten.gather, aten.stack, aten.logsumexp, aten.select, aten.add]
# Source node to ATen node mapping:
#   alpha_1 => add_184
#   em => gather
#   expand => expand
#   getitem_13 => select_2
#   logsumexp => abs_1, add_170, amax_1, eq_108, exp_1, full_default_2, log_1, squeeze, sub_65, sum_2, where_1
#   stack_1 => view_3
#   unsqueeze => unsqueeze_2
# Graph fragment:
#   %cat_3 : Tensor "f32[2*s2 + s24, 11][11, 1]cuda:0" = PlaceHolder[target=cat_3]
#   %cat_1 : Tensor "i64[s2, 11][11, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %sub_15 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_15]
#   %unsqueeze_2 : Tensor "i64[s2, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_1, 1), kwargs = {})
#   %expand : Tensor "i64[s2, s76, 11][11, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [%primals_9, %primals_4, 11]), kwargs = {})
#   %gather : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gather.default](args = (%sub_15, 2, %expand), kwargs = {})
#   %view_3 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_3, [3, %primals_9, 11]), kwargs = {})
#   %amax_1 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%view_3, [0], True), kwargs = {})
#   %abs_1 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_1,), kwargs = {})
#   %eq_108 : Tensor "b8[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_1, inf), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_108, %full_default_2, %amax_1), kwargs = {})
#   %squeeze : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where_1, [0]), kwargs = {})
#   %sub_65 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_3, %where_1), kwargs = {})
#   %exp_1 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_65,), kwargs = {})
#   %sum_2 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_1, [0]), kwargs = {})
#   %log_1 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_2,), kwargs = {})
#   %add_170 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%log_1, %squeeze), kwargs = {})
#   %select_2 : Tensor "f32[s2, 11][11*s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%gather, 1, 1), kwargs = {})
#   %add_184 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_170, %select_2), kwargs = {})
#   return %add_184
triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_5 = async_compile.triton('triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 924}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 11
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x2 + 11*ks0), xmask)
    tmp3 = tl.load(in_ptr0 + (x2 + 22*ks0), xmask)
    tmp20 = tl.load(in_ptr1 + (x2), xmask)
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl_math.abs(tmp4)
    tmp6 = tl.full([1], float("inf"), tl.float32)
    tmp7 = tmp5 == tmp6
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp0 - tmp9
    tmp11 = libdevice.exp(tmp10)
    tmp12 = tmp1 - tmp9
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tmp11 + tmp13
    tmp15 = tmp3 - tmp9
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp14 + tmp16
    tmp18 = tl_math.log(tmp17)
    tmp19 = tmp18 + tmp9
    tmp21 = tl.full([XBLOCK], 11, tl.int32)
    tmp22 = tmp20 + tmp21
    tmp23 = tmp20 < 0
    tmp24 = tl.where(tmp23, tmp22, tmp20)
    tl.device_assert(((0 <= tmp24) & (tmp24 < 11)) | ~(xmask), "index out of bounds: 0 <= tmp24 < 11")
    tmp26 = tl.load(in_ptr2 + (11 + tmp24 + 11*ks1*x1), xmask, eviction_policy='evict_last')
    tmp27 = tmp19 + tmp26
    tl.store(out_ptr0 + (x2), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/46/c46jgyqm3sc4vaasqh6avndvecw4ykbvcx665ufibobfyvbbqdyo.py
# Topologically Sorted Source Nodes: [a2, getitem_14, a1_1, getitem_15, pad_3, a2_1, stack_2], Original ATen: [aten.scalar_tensor, aten.slice, aten.constant_pad_nd, aten.where, aten.stack]
# Source node to ATen node mapping:
#   a1_1 => constant_pad_nd_2
#   a2 => full_default_1
#   a2_1 => where_2
#   getitem_14 => slice_32
#   getitem_15 => slice_34
#   pad_3 => constant_pad_nd_3
#   stack_2 => cat_4
# Graph fragment:
#   %add_184 : Tensor "f32[s2, 11][11, 1]cuda:0" = PlaceHolder[target=add_184]
#   %cat_2 : Tensor "b8[s24, 11][11, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_32 : Tensor "f32[s2, 10][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_184, 1, 0, -1), kwargs = {})
#   %constant_pad_nd_2 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_32, [1, 0], -3.4028234663852886e+38), kwargs = {})
#   %slice_34 : Tensor "f32[s2, 9][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_184, 1, 0, -2), kwargs = {})
#   %constant_pad_nd_3 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_34, [2, 0], -3.4028234663852886e+38), kwargs = {})
#   %where_2 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%cat_2, %constant_pad_nd_3, %full_default_1), kwargs = {})
#   %cat_4 : Tensor "f32[3*s2, 11][11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%add_184, %constant_pad_nd_2, %where_2],), kwargs = {})
#   return %cat_4
triton_poi_fused_constant_pad_nd_scalar_tensor_slice_stack_where_6 = async_compile.triton('triton_poi_fused_constant_pad_nd_scalar_tensor_slice_stack_where_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_scalar_tensor_slice_stack_where_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1221}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_scalar_tensor_slice_stack_where_6(in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 11
    x0 = (xindex % 11)
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = ks0
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 11*(x1)), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = 2*ks0
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = (-1) + x0
    tmp11 = tl.full([1], 0, tl.int64)
    tmp12 = tmp10 >= tmp11
    tmp13 = tmp12 & tmp9
    tmp14 = tl.load(in_ptr0 + ((-1) + x0 + 11*(x1 + ((-1)*ks0))), tmp13 & xmask, other=-3.4028234663852886e+38)
    tmp15 = tl.full(tmp14.shape, 0.0, tmp14.dtype)
    tmp16 = tl.where(tmp9, tmp14, tmp15)
    tmp17 = tmp0 >= tmp7
    tmp18 = 3*ks0
    tmp19 = tmp0 < tmp18
    tmp20 = tl.load(in_ptr1 + (x0 + 11*(x1 + ((-2)*ks0))), tmp17 & xmask, other=0.0).to(tl.int1)
    tmp21 = (-2) + x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tmp23 & tmp17
    tmp25 = tl.load(in_ptr0 + ((-2) + x0 + 11*(x1 + ((-2)*ks0))), tmp24 & xmask, other=-3.4028234663852886e+38)
    tmp26 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp27 = tl.where(tmp20, tmp25, tmp26)
    tmp28 = tl.full(tmp27.shape, 0.0, tmp27.dtype)
    tmp29 = tl.where(tmp17, tmp27, tmp28)
    tmp30 = tl.where(tmp9, tmp16, tmp29)
    tmp31 = tl.where(tmp4, tmp5, tmp30)
    tl.store(out_ptr0 + (x2), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/fg/cfg4ib66lkx3wq4c6se32eujuxam6kss4lbpqpcp7hfjyosn3iux.py
# Topologically Sorted Source Nodes: [unsqueeze, expand, em, logsumexp, stack_2, logsumexp_1, getitem_16, alpha_2], Original ATen: [aten.unsqueeze, aten.expand, aten.gather, aten.logsumexp, aten.stack, aten.select, aten.add]
# Source node to ATen node mapping:
#   alpha_2 => add_227
#   em => gather
#   expand => expand
#   getitem_16 => select_3
#   logsumexp => full_default_2
#   logsumexp_1 => abs_2, add_213, amax_2, eq_131, exp_2, log_2, squeeze_1, sub_80, sum_3, where_3
#   stack_2 => view_4
#   unsqueeze => unsqueeze_2
# Graph fragment:
#   %cat_4 : Tensor "f32[2*s2 + s24, 11][11, 1]cuda:0" = PlaceHolder[target=cat_4]
#   %cat_1 : Tensor "i64[s2, 11][11, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %sub_15 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_15]
#   %unsqueeze_2 : Tensor "i64[s2, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_1, 1), kwargs = {})
#   %expand : Tensor "i64[s2, s76, 11][11, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [%primals_9, %primals_4, 11]), kwargs = {})
#   %gather : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gather.default](args = (%sub_15, 2, %expand), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_4 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [3, %primals_9, 11]), kwargs = {})
#   %amax_2 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%view_4, [0], True), kwargs = {})
#   %abs_2 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_2,), kwargs = {})
#   %eq_131 : Tensor "b8[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_2, inf), kwargs = {})
#   %where_3 : Tensor "f32[1, s2, 11][11*s2, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_131, %full_default_2, %amax_2), kwargs = {})
#   %squeeze_1 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where_3, [0]), kwargs = {})
#   %sub_80 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %where_3), kwargs = {})
#   %exp_2 : Tensor "f32[3, s2, 11][11*s2, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_80,), kwargs = {})
#   %sum_3 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_2, [0]), kwargs = {})
#   %log_2 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_3,), kwargs = {})
#   %add_213 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%log_2, %squeeze_1), kwargs = {})
#   %select_3 : Tensor "f32[s2, 11][11*s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%gather, 1, 2), kwargs = {})
#   %add_227 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_213, %select_3), kwargs = {})
#   return %add_227,%add_213
triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_7 = async_compile.triton('triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1188}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_7(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 11
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x2 + 11*ks0), xmask)
    tmp3 = tl.load(in_ptr0 + (x2 + 22*ks0), xmask)
    tmp20 = tl.load(in_ptr1 + (x2), xmask)
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp5 = tl_math.abs(tmp4)
    tmp6 = tl.full([1], float("inf"), tl.float32)
    tmp7 = tmp5 == tmp6
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp0 - tmp9
    tmp11 = libdevice.exp(tmp10)
    tmp12 = tmp1 - tmp9
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tmp11 + tmp13
    tmp15 = tmp3 - tmp9
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp14 + tmp16
    tmp18 = tl_math.log(tmp17)
    tmp19 = tmp18 + tmp9
    tmp21 = tl.full([XBLOCK], 11, tl.int32)
    tmp22 = tmp20 + tmp21
    tmp23 = tmp20 < 0
    tmp24 = tl.where(tmp23, tmp22, tmp20)
    tl.device_assert(((0 <= tmp24) & (tmp24 < 11)) | ~(xmask), "index out of bounds: 0 <= tmp24 < 11")
    tmp26 = tl.load(in_ptr2 + (22 + tmp24 + 11*ks1*x1), xmask, eviction_policy='evict_last')
    tmp27 = tmp19 + tmp26
    tl.store(out_ptr0 + (x2), tmp27, xmask)
    tl.store(out_ptr1 + (x2), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/ap/capjfsyddb7nifitkuqphnxddvremb4vsaqsxatreuppzd5gmoly.py
# Topologically Sorted Source Nodes: [logsumexp, over_time], Original ATen: [aten.logsumexp]
# Source node to ATen node mapping:
#   logsumexp => full_default_2
#   over_time => abs_3, add_231, amax_3, eq_141, exp_3, log_3, squeeze_2, sub_87, sum_4, where_4
# Graph fragment:
#   %sub_15 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_15]
#   %amax_3 : Tensor "f32[s2, 1, 11][11, 11*s2, 1]cuda:0" = PlaceHolder[target=amax_3]
#   %sum_4 : Tensor "f32[s2, 11][11, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %amax_3 : Tensor "f32[s2, 1, 11][11, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%sub_15, [1], True), kwargs = {})
#   %abs_3 : Tensor "f32[s2, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_3,), kwargs = {})
#   %eq_141 : Tensor "b8[s2, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_3, inf), kwargs = {})
#   %where_4 : Tensor "f32[s2, 1, 11][11, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_141, %full_default_2, %amax_3), kwargs = {})
#   %squeeze_2 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where_4, [1]), kwargs = {})
#   %sub_87 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_15, %where_4), kwargs = {})
#   %exp_3 : Tensor "f32[s2, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_87,), kwargs = {})
#   %sum_4 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_3, [1]), kwargs = {})
#   %log_3 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_4,), kwargs = {})
#   %add_231 : Tensor "f32[s2, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%log_3, %squeeze_2), kwargs = {})
#   return %amax_3,%sum_4,%add_231
triton_red_fused_logsumexp_8 = async_compile.triton('triton_red_fused_logsumexp_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_logsumexp_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4356, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_logsumexp_8(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 11)
    x1 = xindex // 11
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 11*r0_2 + 11*ks0*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = triton_helpers.maximum(_tmp2, tmp1)
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = triton_helpers.max2(_tmp2, 1)[:, None]
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp4 = tl.load(in_ptr0 + (x0 + 11*r0_2 + 11*ks0*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl_math.abs(tmp2)
        tmp6 = tl.full([1, 1], float("inf"), tl.float32)
        tmp7 = tmp5 == tmp6
        tmp8 = tl.full([1, 1], 0.0, tl.float32)
        tmp9 = tl.where(tmp7, tmp8, tmp2)
        tmp10 = tmp4 - tmp9
        tmp11 = libdevice.exp(tmp10)
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp15 = tl_math.log(tmp13)
    tmp16 = tl_math.abs(tmp2)
    tmp17 = tl.full([1, 1], float("inf"), tl.float32)
    tmp18 = tmp16 == tmp17
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp18, tmp19, tmp2)
    tmp21 = tmp15 + tmp20
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/n5/cn5om5gjvgdnveuj6mhbj6uwgmjotzcecpanzjemjnutm6rrh4tg.py
# Topologically Sorted Source Nodes: [ent, arange, getitem_17, getitem_18, mask, mul_1, sum_2, ent_mean], Original ATen: [aten.neg, aten.arange, aten.unsqueeze, aten.lt, aten.mul, aten.sum, aten.div]
# Source node to ATen node mapping:
#   arange => iota
#   ent => neg
#   ent_mean => div
#   getitem_17 => unsqueeze_3
#   getitem_18 => unsqueeze_4
#   mask => lt_10
#   mul_1 => mul_220
#   sum_2 => sum_6
# Graph fragment:
#   %sum_5 : Tensor "f32[s2, s76][s76, 1]cuda:0" = PlaceHolder[target=sum_5]
#   %primals_10 : Tensor "i64[s2][1]cuda:0" = PlaceHolder[target=primals_10]
#   %sum_6 : Tensor "f32[s2][1]cuda:0" = PlaceHolder[target=sum_6]
#   %neg : Tensor "f32[s2, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%sum_5,), kwargs = {})
#   %iota : Tensor "i64[s76][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_3 : Tensor "i64[1, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[s2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_10, 1), kwargs = {})
#   %lt_10 : Tensor "b8[s2, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Tensor](args = (%unsqueeze_3, %unsqueeze_4), kwargs = {})
#   %mul_220 : Tensor "f32[s2, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %lt_10), kwargs = {})
#   %sum_6 : Tensor "f32[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_220, [1]), kwargs = {})
#   %div : Tensor "f32[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_6, %primals_10), kwargs = {})
#   return %sum_6,%div
triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_9 = async_compile.triton('triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18, 'r0_': 372}}
)
@triton.jit
def triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_9(in_out_ptr0, in_ptr0, in_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = -tmp0
    tmp3 = r0_1
    tmp4 = tmp3 < tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp1 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tmp2.to(tl.float32)
    tmp12 = (tmp10 / tmp11)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/4b/c4bxcve732suq2574dyg56brwao2666bhf5fz3uzl44gogjegyxp.py
# Topologically Sorted Source Nodes: [full_like_2], Original ATen: [aten.full_like]
# Source node to ATen node mapping:
#   full_like_2 => full_default_6
# Graph fragment:
#   %full_default_6 : Tensor "i64[s2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_3], 5), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_default_6
triton_poi_fused_full_like_10 = async_compile.triton('triton_poi_fused_full_like_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_full_like_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_full_like_10(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 5, tl.int64)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
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
        s24 = primals_3
        s76 = primals_4
        s2 = primals_9
        assert_size_stride(primals_1, (16, 8, 5), (40, 5, 1))
        assert_size_stride(primals_2, (16, ), (1, ))
        assert_size_stride(primals_5, (s2, 8, s76), (8*s76, s76, 1))
        assert_size_stride(primals_6, (11, 16), (16, 1))
        assert_size_stride(primals_7, (11, ), (1, ))
        assert_size_stride(primals_8, (s2, 5), (5, 1))
        assert_size_stride(primals_10, (s2, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(primals_5, primals_1, stride=(1,), padding=(2,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
            assert_size_stride(buf0, (s2, 16, s76), (16*s76, s76, 1), 'torch.ops.aten.convolution.default')
            buf1 = buf0; del buf0  # reuse
            buf2 = empty_strided_cuda((s2, s76, 16), (16*s76, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv1d, gelu, h, linear], Original ATen: [aten.convolution, aten.gelu, aten.transpose, aten.clone]
            triton_poi_fused_clone_convolution_gelu_transpose_0_ynumel = 16*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_convolution_gelu_transpose_0.run(buf1, primals_2, buf2, s76, triton_poi_fused_clone_convolution_gelu_transpose_0_ynumel, s76, stream=stream0)
            del primals_2
            buf3 = empty_strided_cuda((s2*s76, 11), (11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [gelu, h, linear], Original ATen: [aten.gelu, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf2, (s2*s76, 16), (16, 1), 0), reinterpret_tensor(primals_6, (16, 11), (1, 16), 0), out=buf3)
            buf6 = reinterpret_tensor(buf3, (s2, s76, 11), (11*s76, 11, 1), 0); del buf3  # reuse
            buf16 = empty_strided_cuda((s2, s76, 11), (11*s76, 11, 1), torch.float32)
            buf17 = empty_strided_cuda((s2, s76), (s76, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, lp, exp, mul, sum_1], Original ATen: [aten._unsafe_view, aten.add, prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.exp, aten.mul, aten.sum]
            triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1_xnumel = s2*s76
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1.run(buf6, primals_7, buf16, buf17, triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1_xnumel, 11, stream=stream0)
            del primals_7
            buf7 = empty_strided_cuda((s2, 11), (11, 1), torch.int64)
            # Topologically Sorted Source Nodes: [blanks, stack, ext, getitem_3, ext_1], Original ATen: [aten.full_like, aten.stack, aten.view, aten.slice, aten.cat]
            triton_poi_fused_cat_full_like_slice_stack_view_2_xnumel = 11*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_full_like_slice_stack_view_2.run(primals_8, buf7, triton_poi_fused_cat_full_like_slice_stack_view_2_xnumel, stream=stream0)
            del primals_8
            buf8 = empty_strided_cuda((s2, 11), (11, 1), torch.bool)
            # Topologically Sorted Source Nodes: [new_zeros, getitem_6, ne, getitem_8, ne_1, and_, skip], Original ATen: [aten.new_zeros, aten.slice, aten.ne, aten.bitwise_and, aten.cat]
            triton_poi_fused_bitwise_and_cat_ne_new_zeros_slice_3_xnumel = 11*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_bitwise_and_cat_ne_new_zeros_slice_3.run(buf7, buf8, triton_poi_fused_bitwise_and_cat_ne_new_zeros_slice_3_xnumel, stream=stream0)
            buf9 = empty_strided_cuda((3*s2, 11), (11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze, expand, em, alpha, getitem_10, setitem, a1, pad_1, a2, stack_1], Original ATen: [aten.unsqueeze, aten.expand, aten.gather, aten.full_like, aten.select, aten.slice, aten.copy, aten.constant_pad_nd, aten.scalar_tensor, aten.where, aten.stack]
            triton_poi_fused_constant_pad_nd_copy_expand_full_like_gather_scalar_tensor_select_slice_stack_unsqueeze_where_4_xnumel = 33*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_copy_expand_full_like_gather_scalar_tensor_select_slice_stack_unsqueeze_where_4.run(buf7, buf6, buf8, buf9, s2, s76, triton_poi_fused_constant_pad_nd_copy_expand_full_like_gather_scalar_tensor_select_slice_stack_unsqueeze_where_4_xnumel, stream=stream0)
            buf10 = empty_strided_cuda((s2, 11), (11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze, expand, em, stack_1, logsumexp, getitem_13, alpha_1], Original ATen: [aten.unsqueeze, aten.expand, aten.gather, aten.stack, aten.logsumexp, aten.select, aten.add]
            triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_5_xnumel = 11*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_5.run(buf9, buf7, buf6, buf10, s2, s76, triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_5_xnumel, stream=stream0)
            buf11 = empty_strided_cuda((3*s2, 11), (11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [a2, getitem_14, a1_1, getitem_15, pad_3, a2_1, stack_2], Original ATen: [aten.scalar_tensor, aten.slice, aten.constant_pad_nd, aten.where, aten.stack]
            triton_poi_fused_constant_pad_nd_scalar_tensor_slice_stack_where_6_xnumel = 33*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_scalar_tensor_slice_stack_where_6.run(buf10, buf8, buf11, s2, triton_poi_fused_constant_pad_nd_scalar_tensor_slice_stack_where_6_xnumel, stream=stream0)
            buf12 = buf10; del buf10  # reuse
            buf21 = empty_strided_cuda((s2, 11), (11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze, expand, em, logsumexp, stack_2, logsumexp_1, getitem_16, alpha_2], Original ATen: [aten.unsqueeze, aten.expand, aten.gather, aten.logsumexp, aten.stack, aten.select, aten.add]
            triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_7_xnumel = 11*s2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_7.run(buf11, buf7, buf6, buf12, buf21, s2, s76, triton_poi_fused_add_expand_gather_logsumexp_select_stack_unsqueeze_7_xnumel, stream=stream0)
            buf14 = empty_strided_cuda((s2, 11), (11, 1), torch.float32)
            buf15 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [logsumexp, over_time], Original ATen: [aten.logsumexp]
            triton_red_fused_logsumexp_8_xnumel = 11*s2
            stream0 = get_raw_stream(0)
            triton_red_fused_logsumexp_8.run(buf15, buf6, s76, triton_red_fused_logsumexp_8_xnumel, s76, stream=stream0)
            buf18 = empty_strided_cuda((s2, ), (1, ), torch.float32)
            buf19 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [ent, arange, getitem_17, getitem_18, mask, mul_1, sum_2, ent_mean], Original ATen: [aten.neg, aten.arange, aten.unsqueeze, aten.lt, aten.mul, aten.sum, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_9.run(buf19, buf17, primals_10, s76, s2, s76, stream=stream0)
            del buf17
            buf20 = empty_strided_cuda((s2, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [full_like_2], Original ATen: [aten.full_like]
            stream0 = get_raw_stream(0)
            triton_poi_fused_full_like_10.run(buf20, s2, stream=stream0)
        return (reinterpret_tensor(buf6, (s76, s2, 11), (11, 11*s76, 1), 0), buf20, buf12, buf15, buf19, primals_1, primals_5, primals_6, primals_10, buf1, reinterpret_tensor(buf2, (s2*s76, 16), (16, 1), 0), buf6, buf7, buf8, buf9, buf11, buf15, buf16, reinterpret_tensor(buf21, (1, s2, 11), (11*s2, 11, 1), 0), s2, s76, s2, s2*s76, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 8, 5), (40, 5, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 3
    primals_4 = 31
    primals_5 = rand_strided((3, 8, 31), (248, 31, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((11, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((11, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((3, 5), (5, 1), device='cuda:0', dtype=torch.int64)
    primals_9 = 3
    primals_10 = rand_strided((3, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
