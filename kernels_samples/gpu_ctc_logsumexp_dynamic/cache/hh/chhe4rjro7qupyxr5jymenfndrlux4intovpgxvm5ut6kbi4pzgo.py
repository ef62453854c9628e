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


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/s5/cs5hsode7qro3lxepvyjgpiujuhz27s4dybub55blk6ngz7aj4bk.py
# Topologically Sorted Source Nodes: [conv1d, gelu, h, linear], Original ATen: [aten.convolution, aten.gelu, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   conv1d => convolution
#   gelu => add_4, erf, mul_3, mul_4, mul_5
#   h => permute
#   linear => clone
# Graph fragment:
#   %buf0 : Tensor "f32[3, 16, s76][16*s76, s76, 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convolution : Tensor "f32[3, 16, s76][16*s76, s76, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%arg3_1, %arg0_1, %arg1_1, [1], [2], [1], False, [0], 1), kwargs = {})
#   %mul_3 : Tensor "f32[3, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.5), kwargs = {})
#   %mul_4 : Tensor "f32[3, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[3, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_4,), kwargs = {})
#   %add_4 : Tensor "f32[3, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_5 : Tensor "f32[3, 16, s76][16*s76, s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %add_4), kwargs = {})
#   %permute : Tensor "f32[3, s76, 16][16*s76, 1, s76]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_5, [0, 2, 1]), kwargs = {})
#   %clone : Tensor "f32[3, s76, 16][16*s76, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_convolution_gelu_transpose_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 8896, 'x': 4416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_convolution_gelu_transpose_0(in_ptr0, in_ptr1, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 48
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    tmp0 = tl.load(in_ptr0 + (x2 + ks0*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1, 1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(out_ptr0 + (y0 + 16*x2 + 16*ks0*y1), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/xm/cxmwauj7gquqpm6fdd2geu7s3y7vq6rmffhmk4ie6gcmnx2f75gb.py
# Topologically Sorted Source Nodes: [linear, lp, exp, mul, sum_1], Original ATen: [aten._unsafe_view, aten.add, prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.exp, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   exp => exp_4
#   linear => add_27, view_1
#   lp => log, sub_9
#   mul => mul_75
#   sum_1 => sum_5
# Graph fragment:
#   %mm : Tensor "f32[3*s76, 11][11, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg5_1 : Tensor "f32[11][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %getitem : Tensor "f32[3, s76, 1][s76, 1, 3*s76]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_1 : Tensor "f32[3, s76, 1][s76, 1, 3*s76]cuda:0" = PlaceHolder[target=getitem_1]
#   %sub_9 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_9]
#   %view_1 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [3, %arg2_1, 11]), kwargs = {})
#   %add_27 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg5_1), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_27, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_27, %getitem), kwargs = {})
#   %log : Tensor "f32[3, s76, 1][s76, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%getitem_1,), kwargs = {})
#   %sub_9 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %exp_4 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_9,), kwargs = {})
#   %mul_75 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_4, %sub_9), kwargs = {})
#   %sum_5 : Tensor "f32[3, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_75, [-1]), kwargs = {})
#   return %getitem,%getitem_1,%sub_9,%sum_5
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 552, 'r0_': 9152}}
)
@triton.jit
def triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1(in_out_ptr0, in_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tl.store(out_ptr2 + (x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/sv/csvt3jvk74ov5ewxxv75i2z3slskjss2a7cftclo43a4lgouusd4.py
# Topologically Sorted Source Nodes: [full_like_2], Original ATen: [aten.full_like]
# Source node to ATen node mapping:
#   full_like_2 => full_default_6
# Graph fragment:
#   %full_default_6 : Tensor "i64[3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([3], 5), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_default_6
triton_poi_fused_full_like_2 = async_compile.triton('triton_poi_fused_full_like_2', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_full_like_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_full_like_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 5, tl.int64)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/4h/c4hifwkfdyurg6cvhg6m6ly6mzwlipkqg53xinjwnsinxpkkkspt.py
# Topologically Sorted Source Nodes: [blanks, stack, ext, getitem_3, ext_1, getitem_5, getitem_6, ne_1], Original ATen: [aten.full_like, aten.stack, aten.view, aten.slice, aten.cat, aten.ne]
# Source node to ATen node mapping:
#   blanks => full
#   ext => view_2
#   ext_1 => cat_1
#   getitem_3 => slice_1
#   getitem_5 => slice_3
#   getitem_6 => slice_4
#   ne_1 => ne_14
#   stack => cat, unsqueeze, unsqueeze_1
# Graph fragment:
#   %arg6_1 : Tensor "i64[3, 5][5, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %full : Tensor "i64[3, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([3, 5], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unsqueeze : Tensor "i64[3, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%full, 2), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[3, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, 2), kwargs = {})
#   %cat : Tensor "i64[3, 5, 2][10, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze, %unsqueeze_1], -1), kwargs = {})
#   %view_2 : Tensor "i64[3, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [3, -1]), kwargs = {})
#   %slice_1 : Tensor "i64[3, 1][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%full, 1, 0, 1), kwargs = {})
#   %cat_1 : Tensor "i64[3, 11][11, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.cat.default](args = ([%view_2, %slice_1], 1), kwargs = {})
#   %slice_3 : Tensor "i64[3, 9][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_1, 1, 2, 9223372036854775807), kwargs = {})
#   %slice_4 : Tensor "i64[3, 9][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_1, 1, 0, -2), kwargs = {})
#   %ne_14 : Tensor "b8[3, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Tensor](args = (%slice_3, %slice_4), kwargs = {})
#   return %ne_14
triton_poi_fused_cat_full_like_ne_slice_stack_view_3 = async_compile.triton('triton_poi_fused_cat_full_like_ne_slice_stack_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_full_like_ne_slice_stack_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 294}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_full_like_ne_slice_stack_view_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 27
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 9)
    x1 = xindex // 9
    x2 = xindex
    tmp0 = 2 + x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 10, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = ((2 + x0) % 2)
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
    tmp18 = tl.load(in_ptr0 + (5*x1 + ((((2 + x0) // 2) % 5))), tmp17 & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp29 = x0
    tmp30 = tmp29 >= tmp1
    tmp31 = tmp29 < tmp3
    tmp32 = ((x0) % 2)
    tmp33 = tl.full([1], 0, tl.int64)
    tmp34 = tmp32 >= tmp33
    tmp35 = tl.full([1], 1, tl.int64)
    tmp36 = tmp32 < tmp35
    tmp37 = tmp36 & tmp31
    tmp38 = tl.full([1], 0, tl.int64)
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp37, tmp38, tmp39)
    tmp41 = tmp32 >= tmp35
    tmp42 = tl.full([1], 2, tl.int64)
    tmp43 = tmp32 < tmp42
    tmp44 = tmp41 & tmp31
    tmp45 = tl.load(in_ptr0 + (5*x1 + (triton_helpers.div_floor_integer(x0,  2))), tmp44 & xmask, eviction_policy='evict_last', other=0.0)
    tmp46 = tl.where(tmp36, tmp40, tmp45)
    tmp47 = tl.full(tmp46.shape, 0.0, tmp46.dtype)
    tmp48 = tl.where(tmp31, tmp46, tmp47)
    tmp49 = tmp29 >= tmp3
    tmp50 = tmp29 < tmp23
    tmp51 = tl.full([1], 0, tl.int64)
    tmp52 = tl.full(tmp51.shape, 0.0, tmp51.dtype)
    tmp53 = tl.where(tmp49, tmp51, tmp52)
    tmp54 = tl.where(tmp31, tmp48, tmp53)
    tmp55 = tmp28 != tmp54
    tl.store(out_ptr0 + (x2), tmp55, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/dw/cdwonntomxqfw2b2xe6usecvuprdepagmcdcoymvkfy5rl4fsdce.py
# Topologically Sorted Source Nodes: [alpha, setitem, blanks, stack, ext, getitem_3, ext_1, unsqueeze, expand, em, getitem_8, a1, new_zeros, getitem_4, ne, and_, skip, pad_1, a2], Original ATen: [aten.full_like, aten.slice, aten.stack, aten.view, aten.cat, aten.unsqueeze, aten.expand, aten.gather, aten.select, aten.copy, aten.constant_pad_nd, aten.new_zeros, aten.ne, aten.bitwise_and, aten.scalar_tensor, aten.where]
# Source node to ATen node mapping:
#   a1 => constant_pad_nd, slice_9
#   a2 => full_default_1, where
#   alpha => full_2
#   and_ => bitwise_and
#   blanks => full
#   em => gather
#   expand => expand
#   ext => view_2
#   ext_1 => cat_1
#   getitem_3 => slice_1
#   getitem_4 => slice_2
#   getitem_8 => select_1, slice_5
#   ne => ne_13
#   new_zeros => full_default
#   pad_1 => constant_pad_nd_1, slice_11
#   setitem => copy, slice_6
#   skip => cat_2
#   stack => cat, unsqueeze, unsqueeze_1
#   unsqueeze => unsqueeze_2
# Graph fragment:
#   %arg6_1 : Tensor "i64[3, 5][5, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %ne_14 : Tensor "b8[3, 9][9, 1]cuda:0" = PlaceHolder[target=ne_14]
#   %cat_2 : Tensor "b8[3, 11][11, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %sub_9 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_9]
#   %full_2 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([3, 11], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_6 : Tensor "f32[3, 2][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%full_2, 1, 0, 2), kwargs = {})
#   %full : Tensor "i64[3, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([3, 5], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unsqueeze : Tensor "i64[3, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%full, 2), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[3, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, 2), kwargs = {})
#   %cat : Tensor "i64[3, 5, 2][10, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze, %unsqueeze_1], -1), kwargs = {})
#   %view_2 : Tensor "i64[3, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [3, -1]), kwargs = {})
#   %slice_1 : Tensor "i64[3, 1][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%full, 1, 0, 1), kwargs = {})
#   %cat_1 : Tensor "i64[3, 11][11, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.cat.default](args = ([%view_2, %slice_1], 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[3, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_1, 1), kwargs = {})
#   %expand : Tensor "i64[3, s76, 11][11, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [3, %arg2_1, 11]), kwargs = {})
#   %gather : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gather.default](args = (%sub_9, 2, %expand), kwargs = {})
#   %select_1 : Tensor "f32[3, 11][11*s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%gather, 1, 0), kwargs = {})
#   %slice_5 : Tensor "f32[3, 2][11*s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%select_1, 1, 0, 2), kwargs = {})
#   %copy : Tensor "f32[3, 2][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_6, %slice_5), kwargs = {})
#   %slice_scatter_default : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_2, %copy, 1, 0, 2), kwargs = {})
#   %slice_9 : Tensor "f32[3, 10][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 0, -1), kwargs = {})
#   %constant_pad_nd : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_9, [1, 0], -3.4028234663852886e+38), kwargs = {})
#   %full_default : Tensor "b8[3, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([3, 2], False), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_2 : Tensor "i64[3, 9][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_1, 1, 2, 9223372036854775807), kwargs = {})
#   %ne_13 : Tensor "b8[3, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%slice_2, 0), kwargs = {})
#   %bitwise_and : Tensor "b8[3, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%ne_13, %ne_14), kwargs = {})
#   %cat_2 : Tensor "b8[3, 11][11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%full_default, %bitwise_and], 1), kwargs = {})
#   %slice_11 : Tensor "f32[3, 9][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 0, -2), kwargs = {})
#   %constant_pad_nd_1 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_11, [2, 0], -3.4028234663852886e+38), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%cat_2, %constant_pad_nd_1, %full_default_1), kwargs = {})
#   return %cat_2,%where,%slice_scatter_default,%constant_pad_nd
triton_poi_fused_bitwise_and_cat_constant_pad_nd_copy_expand_full_like_gather_ne_new_zeros_scalar_tensor_select_slice_stack_unsqueeze_view_where_4 = async_compile.triton('triton_poi_fused_bitwise_and_cat_constant_pad_nd_copy_expand_full_like_gather_ne_new_zeros_scalar_tensor_select_slice_stack_unsqueeze_view_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'out_ptr0': '*i1', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bitwise_and_cat_constant_pad_nd_copy_expand_full_like_gather_ne_new_zeros_scalar_tensor_select_slice_stack_unsqueeze_view_where_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1125}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bitwise_and_cat_constant_pad_nd_copy_expand_full_like_gather_ne_new_zeros_scalar_tensor_select_slice_stack_unsqueeze_view_where_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, out_ptr3, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 33
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
    tmp11 = 2 + ((-2) + x0)
    tmp12 = tl.full([1], 0, tl.int64)
    tmp13 = tmp11 >= tmp12
    tmp14 = tl.full([1], 10, tl.int64)
    tmp15 = tmp11 < tmp14
    tmp16 = tmp15 & tmp8
    tmp17 = ((2 + ((-2) + x0)) % 2)
    tmp18 = tl.full([1], 0, tl.int64)
    tmp19 = tmp17 >= tmp18
    tmp20 = tl.full([1], 1, tl.int64)
    tmp21 = tmp17 < tmp20
    tmp22 = tmp21 & tmp16
    tmp23 = tl.full([1], 0, tl.int64)
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp22, tmp23, tmp24)
    tmp26 = tmp17 >= tmp20
    tmp27 = tl.full([1], 2, tl.int64)
    tmp28 = tmp17 < tmp27
    tmp29 = tmp26 & tmp16
    tmp30 = tl.load(in_ptr0 + (5*x1 + ((((2 + ((-2) + x0)) // 2) % 5))), tmp29 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.where(tmp21, tmp25, tmp30)
    tmp32 = tl.full(tmp31.shape, 0.0, tmp31.dtype)
    tmp33 = tl.where(tmp16, tmp31, tmp32)
    tmp34 = tmp11 >= tmp14
    tmp35 = tl.full([1], 11, tl.int64)
    tmp36 = tmp11 < tmp35
    tmp37 = tmp34 & tmp8
    tmp38 = tl.full([1], 0, tl.int64)
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp37, tmp38, tmp39)
    tmp41 = tl.where(tmp15, tmp33, tmp40)
    tmp42 = tmp41 != tmp12
    tmp43 = tl.load(in_ptr1 + (9*x1 + ((-2) + x0)), tmp8 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp44 = tmp42 & tmp43
    tmp45 = tl.full(tmp44.shape, 0.0, tmp44.dtype)
    tmp46 = tl.where(tmp8, tmp44, tmp45)
    tmp47 = tl.where(tmp4, tmp7, tmp46)
    tmp48 = (-2) + x0
    tmp49 = tmp48 >= tmp1
    tmp50 = (-2) + x0
    tmp51 = tl.full([1], 2, tl.int64)
    tmp52 = tmp50 < tmp51
    tmp53 = tmp52 & tmp49
    tmp54 = (-2) + x0
    tmp55 = tl.full([1], 0, tl.int64)
    tmp56 = tmp54 >= tmp55
    tmp57 = tl.full([1], 10, tl.int64)
    tmp58 = tmp54 < tmp57
    tmp59 = tmp58 & tmp53
    tmp60 = (((-2) + x0) % 2)
    tmp61 = tl.full([1], 0, tl.int64)
    tmp62 = tmp60 >= tmp61
    tmp63 = tl.full([1], 1, tl.int64)
    tmp64 = tmp60 < tmp63
    tmp65 = tmp64 & tmp59
    tmp66 = tl.full([1], 0, tl.int64)
    tmp67 = tl.full(tmp66.shape, 0.0, tmp66.dtype)
    tmp68 = tl.where(tmp65, tmp66, tmp67)
    tmp69 = tmp60 >= tmp63
    tmp70 = tl.full([1], 2, tl.int64)
    tmp71 = tmp60 < tmp70
    tmp72 = tmp69 & tmp59
    tmp73 = tl.load(in_ptr0 + (5*x1 + (((((-2) + x0) // 2) % 5))), tmp72 & xmask, eviction_policy='evict_last', other=0.0)
    tmp74 = tl.where(tmp64, tmp68, tmp73)
    tmp75 = tl.full(tmp74.shape, 0.0, tmp74.dtype)
    tmp76 = tl.where(tmp59, tmp74, tmp75)
    tmp77 = tmp54 >= tmp57
    tmp78 = tl.full([1], 11, tl.int64)
    tmp79 = tmp54 < tmp78
    tmp80 = tmp77 & tmp53
    tmp81 = tl.full([1], 0, tl.int64)
    tmp82 = tl.full(tmp81.shape, 0.0, tmp81.dtype)
    tmp83 = tl.where(tmp80, tmp81, tmp82)
    tmp84 = tl.where(tmp58, tmp76, tmp83)
    tmp85 = tl.full([XBLOCK], 11, tl.int32)
    tmp86 = tmp84 + tmp85
    tmp87 = tmp84 < 0
    tmp88 = tl.where(tmp87, tmp86, tmp84)
    tl.device_assert(((0 <= tl.broadcast_to(tmp88, [XBLOCK])) & (tl.broadcast_to(tmp88, [XBLOCK]) < 11)) | ~(tmp53 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp88, [XBLOCK]) < 11")
    tmp90 = tl.load(in_ptr2 + (tmp88 + 11*ks0*x1), tmp49 & tmp53 & xmask, eviction_policy='evict_last', other=0.0)
    tmp91 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp92 = tl.where(tmp52, tmp90, tmp91)
    tmp93 = tl.full(tmp92.shape, -3.4028234663852886e+38, tmp92.dtype)
    tmp94 = tl.where(tmp49, tmp92, tmp93)
    tmp95 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp96 = tl.where(tmp47, tmp94, tmp95)
    tmp97 = x0
    tmp98 = tl.full([1], 0, tl.int64)
    tmp99 = tmp97 >= tmp98
    tmp100 = tl.full([1], 10, tl.int64)
    tmp101 = tmp97 < tmp100
    tmp102 = tmp101 & tmp4
    tmp103 = ((x0) % 2)
    tmp104 = tl.full([1], 0, tl.int64)
    tmp105 = tmp103 >= tmp104
    tmp106 = tl.full([1], 1, tl.int64)
    tmp107 = tmp103 < tmp106
    tmp108 = tmp107 & tmp102
    tmp109 = tl.full([1], 0, tl.int64)
    tmp110 = tl.full(tmp109.shape, 0.0, tmp109.dtype)
    tmp111 = tl.where(tmp108, tmp109, tmp110)
    tmp112 = tmp103 >= tmp106
    tmp113 = tl.full([1], 2, tl.int64)
    tmp114 = tmp103 < tmp113
    tmp115 = tmp112 & tmp102
    tmp116 = tl.load(in_ptr0 + (5*x1 + ((((x0) // 2) % 5))), tmp115 & xmask, eviction_policy='evict_last', other=0.0)
    tmp117 = tl.where(tmp107, tmp111, tmp116)
    tmp118 = tl.full(tmp117.shape, 0.0, tmp117.dtype)
    tmp119 = tl.where(tmp102, tmp117, tmp118)
    tmp120 = tmp97 >= tmp100
    tmp121 = tl.full([1], 11, tl.int64)
    tmp122 = tmp97 < tmp121
    tmp123 = tmp120 & tmp4
    tmp124 = tl.full([1], 0, tl.int64)
    tmp125 = tl.full(tmp124.shape, 0.0, tmp124.dtype)
    tmp126 = tl.where(tmp123, tmp124, tmp125)
    tmp127 = tl.where(tmp101, tmp119, tmp126)
    tmp128 = tl.full([XBLOCK], 11, tl.int32)
    tmp129 = tmp127 + tmp128
    tmp130 = tmp127 < 0
    tmp131 = tl.where(tmp130, tmp129, tmp127)
    tl.device_assert(((0 <= tl.broadcast_to(tmp131, [XBLOCK])) & (tl.broadcast_to(tmp131, [XBLOCK]) < 11)) | ~(tmp4 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp131, [XBLOCK]) < 11")
    tmp133 = tl.load(in_ptr2 + (tmp131 + 11*ks0*x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp134 = tl.where(tmp4, tmp133, tmp95)
    tmp135 = (-1) + x0
    tmp136 = tmp135 >= tmp1
    tmp137 = (-1) + x0
    tmp138 = tl.full([1], 2, tl.int64)
    tmp139 = tmp137 < tmp138
    tmp140 = tmp139 & tmp136
    tmp141 = (-1) + x0
    tmp142 = tl.full([1], 0, tl.int64)
    tmp143 = tmp141 >= tmp142
    tmp144 = tl.full([1], 10, tl.int64)
    tmp145 = tmp141 < tmp144
    tmp146 = tmp145 & tmp140
    tmp147 = (((-1) + x0) % 2)
    tmp148 = tl.full([1], 0, tl.int64)
    tmp149 = tmp147 >= tmp148
    tmp150 = tl.full([1], 1, tl.int64)
    tmp151 = tmp147 < tmp150
    tmp152 = tmp151 & tmp146
    tmp153 = tl.full([1], 0, tl.int64)
    tmp154 = tl.full(tmp153.shape, 0.0, tmp153.dtype)
    tmp155 = tl.where(tmp152, tmp153, tmp154)
    tmp156 = tmp147 >= tmp150
    tmp157 = tl.full([1], 2, tl.int64)
    tmp158 = tmp147 < tmp157
    tmp159 = tmp156 & tmp146
    tmp160 = tl.load(in_ptr0 + (5*x1 + (((((-1) + x0) // 2) % 5))), tmp159 & xmask, eviction_policy='evict_last', other=0.0)
    tmp161 = tl.where(tmp151, tmp155, tmp160)
    tmp162 = tl.full(tmp161.shape, 0.0, tmp161.dtype)
    tmp163 = tl.where(tmp146, tmp161, tmp162)
    tmp164 = tmp141 >= tmp144
    tmp165 = tl.full([1], 11, tl.int64)
    tmp166 = tmp141 < tmp165
    tmp167 = tmp164 & tmp140
    tmp168 = tl.full([1], 0, tl.int64)
    tmp169 = tl.full(tmp168.shape, 0.0, tmp168.dtype)
    tmp170 = tl.where(tmp167, tmp168, tmp169)
    tmp171 = tl.where(tmp145, tmp163, tmp170)
    tmp172 = tl.full([XBLOCK], 11, tl.int32)
    tmp173 = tmp171 + tmp172
    tmp174 = tmp171 < 0
    tmp175 = tl.where(tmp174, tmp173, tmp171)
    tl.device_assert(((0 <= tl.broadcast_to(tmp175, [XBLOCK])) & (tl.broadcast_to(tmp175, [XBLOCK]) < 11)) | ~(tmp140 & xmask), "index out of bounds: 0 <= tl.broadcast_to(tmp175, [XBLOCK]) < 11")
    tmp177 = tl.load(in_ptr2 + (tmp175 + 11*ks0*x1), tmp136 & tmp140 & xmask, eviction_policy='evict_last', other=0.0)
    tmp178 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp179 = tl.where(tmp139, tmp177, tmp178)
    tmp180 = tl.full(tmp179.shape, -3.4028234663852886e+38, tmp179.dtype)
    tmp181 = tl.where(tmp136, tmp179, tmp180)
    tl.store(out_ptr0 + (x2), tmp47, xmask)
    tl.store(out_ptr1 + (x2), tmp96, xmask)
    tl.store(out_ptr2 + (x2), tmp134, xmask)
    tl.store(out_ptr3 + (x2), tmp181, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/43/c43zjwuta33iaviooqlizyvwmw2cbpq7zt44sz34zbtm6bni7u3z.py
# Topologically Sorted Source Nodes: [blanks, stack, ext, getitem_3, ext_1, unsqueeze, expand, em, stack_1, logsumexp, getitem_11, alpha_1], Original ATen: [aten.full_like, aten.stack, aten.view, aten.slice, aten.cat, aten.unsqueeze, aten.expand, aten.gather, aten.logsumexp, aten.select, aten.add]
# Source node to ATen node mapping:
#   alpha_1 => add_56
#   blanks => full
#   em => gather
#   expand => expand
#   ext => view_2
#   ext_1 => cat_1
#   getitem_11 => select_2
#   getitem_3 => slice_1
#   logsumexp => abs_1, add_52, amax_1, eq_33, exp_1, full_default_2, log_1, squeeze, sub_13, sum_2, where_1
#   stack => cat, unsqueeze, unsqueeze_1
#   stack_1 => view_3
#   unsqueeze => unsqueeze_2
# Graph fragment:
#   %cat_3 : Tensor "f32[9, 11][11, 1]cuda:0" = PlaceHolder[target=cat_3]
#   %arg6_1 : Tensor "i64[3, 5][5, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %sub_9 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_9]
#   %full : Tensor "i64[3, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([3, 5], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unsqueeze : Tensor "i64[3, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%full, 2), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[3, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, 2), kwargs = {})
#   %cat : Tensor "i64[3, 5, 2][10, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze, %unsqueeze_1], -1), kwargs = {})
#   %view_2 : Tensor "i64[3, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [3, -1]), kwargs = {})
#   %slice_1 : Tensor "i64[3, 1][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%full, 1, 0, 1), kwargs = {})
#   %cat_1 : Tensor "i64[3, 11][11, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.cat.default](args = ([%view_2, %slice_1], 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[3, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_1, 1), kwargs = {})
#   %expand : Tensor "i64[3, s76, 11][11, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [3, %arg2_1, 11]), kwargs = {})
#   %gather : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gather.default](args = (%sub_9, 2, %expand), kwargs = {})
#   %view_3 : Tensor "f32[3, 3, 11][33, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_3, [3, 3, 11]), kwargs = {})
#   %amax_1 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%view_3, [0], True), kwargs = {})
#   %abs_1 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_1,), kwargs = {})
#   %eq_33 : Tensor "b8[1, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_1, inf), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_33, %full_default_2, %amax_1), kwargs = {})
#   %sub_13 : Tensor "f32[3, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_3, %where_1), kwargs = {})
#   %exp_1 : Tensor "f32[3, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_13,), kwargs = {})
#   %sum_2 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_1, [0]), kwargs = {})
#   %log_1 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_2,), kwargs = {})
#   %squeeze : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where_1, [0]), kwargs = {})
#   %add_52 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%log_1, %squeeze), kwargs = {})
#   %select_2 : Tensor "f32[3, 11][11*s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%gather, 1, 1), kwargs = {})
#   %add_56 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_52, %select_2), kwargs = {})
#   return %add_56
triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_5 = async_compile.triton('triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 780}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 33
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 11)
    x1 = xindex // 11
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (33 + x2), xmask)
    tmp3 = tl.load(in_ptr0 + (66 + x2), xmask)
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
    tmp20 = x0
    tmp21 = tl.full([1], 0, tl.int64)
    tmp22 = tmp20 >= tmp21
    tmp23 = tl.full([1], 10, tl.int64)
    tmp24 = tmp20 < tmp23
    tmp25 = ((x0) % 2)
    tmp26 = tl.full([1], 0, tl.int64)
    tmp27 = tmp25 >= tmp26
    tmp28 = tl.full([1], 1, tl.int64)
    tmp29 = tmp25 < tmp28
    tmp30 = tmp29 & tmp24
    tmp31 = tl.full([1], 0, tl.int64)
    tmp32 = tl.full(tmp31.shape, 0.0, tmp31.dtype)
    tmp33 = tl.where(tmp30, tmp31, tmp32)
    tmp34 = tmp25 >= tmp28
    tmp35 = tl.full([1], 2, tl.int64)
    tmp36 = tmp25 < tmp35
    tmp37 = tmp34 & tmp24
    tmp38 = tl.load(in_ptr1 + (5*x1 + ((((x0) // 2) % 5))), tmp37 & xmask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.where(tmp29, tmp33, tmp38)
    tmp40 = tl.full(tmp39.shape, 0.0, tmp39.dtype)
    tmp41 = tl.where(tmp24, tmp39, tmp40)
    tmp42 = tmp20 >= tmp23
    tmp43 = tl.full([1], 11, tl.int64)
    tmp44 = tmp20 < tmp43
    tmp45 = tl.full([1], 0, tl.int64)
    tmp46 = tl.full(tmp45.shape, 0.0, tmp45.dtype)
    tmp47 = tl.where(tmp42, tmp45, tmp46)
    tmp48 = tl.where(tmp24, tmp41, tmp47)
    tmp49 = tl.full([XBLOCK], 11, tl.int32)
    tmp50 = tmp48 + tmp49
    tmp51 = tmp48 < 0
    tmp52 = tl.where(tmp51, tmp50, tmp48)
    tl.device_assert(((0 <= tmp52) & (tmp52 < 11)) | ~(xmask), "index out of bounds: 0 <= tmp52 < 11")
    tmp54 = tl.load(in_ptr2 + (11 + tmp52 + 11*ks0*x1), xmask, eviction_policy='evict_last')
    tmp55 = tmp19 + tmp54
    tl.store(out_ptr0 + (x2), tmp55, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/5g/c5ggx5pcru3r2cohnvblvkpfwi7c6rdh6garvxpmllpwr56anovk.py
# Topologically Sorted Source Nodes: [getitem_12, a1_1, getitem_13, pad_3, a2_1, stack_2, logsumexp_1], Original ATen: [aten.slice, aten.constant_pad_nd, aten.scalar_tensor, aten.where, aten.stack, aten.logsumexp]
# Source node to ATen node mapping:
#   a1_1 => constant_pad_nd_2
#   a2_1 => full_default_3, where_2
#   getitem_12 => slice_12
#   getitem_13 => slice_13
#   logsumexp_1 => amax_2
#   pad_3 => constant_pad_nd_3
#   stack_2 => cat_4, view_4
# Graph fragment:
#   %add_56 : Tensor "f32[3, 11][11, 1]cuda:0" = PlaceHolder[target=add_56]
#   %cat_2 : Tensor "b8[3, 11][11, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_12 : Tensor "f32[3, 10][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_56, 1, 0, -1), kwargs = {})
#   %constant_pad_nd_2 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_12, [1, 0], -3.4028234663852886e+38), kwargs = {})
#   %slice_13 : Tensor "f32[3, 9][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_56, 1, 0, -2), kwargs = {})
#   %constant_pad_nd_3 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_13, [2, 0], -3.4028234663852886e+38), kwargs = {})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%cat_2, %constant_pad_nd_3, %full_default_3), kwargs = {})
#   %cat_4 : Tensor "f32[9, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%add_56, %constant_pad_nd_2, %where_2],), kwargs = {})
#   %view_4 : Tensor "f32[3, 3, 11][33, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [3, 3, 11]), kwargs = {})
#   %amax_2 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%view_4, [0], True), kwargs = {})
#   return %amax_2
triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_6 = async_compile.triton('triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1551}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_6(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 33
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 11
    x0 = (xindex % 11)
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 3, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 11*(x1)), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 6, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = (-1) + x0
    tmp11 = tl.full([1], 0, tl.int64)
    tmp12 = tmp10 >= tmp11
    tmp13 = tmp12 & tmp9
    tmp14 = tl.load(in_ptr0 + ((-1) + x0 + 11*((-3) + x1)), tmp13 & xmask, other=-3.4028234663852886e+38)
    tmp15 = tl.full(tmp14.shape, 0.0, tmp14.dtype)
    tmp16 = tl.where(tmp9, tmp14, tmp15)
    tmp17 = tmp0 >= tmp7
    tmp18 = tl.full([1], 9, tl.int64)
    tmp19 = tmp0 < tmp18
    tmp20 = tl.load(in_ptr1 + (x0 + 11*((-6) + x1)), tmp17 & xmask, other=0.0).to(tl.int1)
    tmp21 = (-2) + x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tmp23 & tmp17
    tmp25 = tl.load(in_ptr0 + ((-2) + x0 + 11*((-6) + x1)), tmp24 & xmask, other=-3.4028234663852886e+38)
    tmp26 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp27 = tl.where(tmp20, tmp25, tmp26)
    tmp28 = tl.full(tmp27.shape, 0.0, tmp27.dtype)
    tmp29 = tl.where(tmp17, tmp27, tmp28)
    tmp30 = tl.where(tmp9, tmp16, tmp29)
    tmp31 = tl.where(tmp4, tmp5, tmp30)
    tmp32 = 3 + x1
    tmp33 = tmp32 >= tmp1
    tmp34 = tmp32 < tmp3
    tmp35 = tl.load(in_ptr0 + (x0 + 11*(3 + x1)), tmp34 & xmask, other=0.0)
    tmp36 = tmp32 >= tmp3
    tmp37 = tmp32 < tmp7
    tmp38 = tmp36 & tmp37
    tmp39 = (-1) + x0
    tmp40 = tl.full([1], 0, tl.int64)
    tmp41 = tmp39 >= tmp40
    tmp42 = tmp41 & tmp38
    tmp43 = tl.load(in_ptr0 + ((-1) + x0 + 11*(x1)), tmp42 & xmask, other=-3.4028234663852886e+38)
    tmp44 = tl.full(tmp43.shape, 0.0, tmp43.dtype)
    tmp45 = tl.where(tmp38, tmp43, tmp44)
    tmp46 = tmp32 >= tmp7
    tmp47 = tmp32 < tmp18
    tmp48 = tl.load(in_ptr1 + (x0 + 11*((-3) + x1)), tmp46 & xmask, other=0.0).to(tl.int1)
    tmp49 = (-2) + x0
    tmp50 = tl.full([1], 0, tl.int64)
    tmp51 = tmp49 >= tmp50
    tmp52 = tmp51 & tmp46
    tmp53 = tl.load(in_ptr0 + ((-2) + x0 + 11*((-3) + x1)), tmp52 & xmask, other=-3.4028234663852886e+38)
    tmp54 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp55 = tl.where(tmp48, tmp53, tmp54)
    tmp56 = tl.full(tmp55.shape, 0.0, tmp55.dtype)
    tmp57 = tl.where(tmp46, tmp55, tmp56)
    tmp58 = tl.where(tmp38, tmp45, tmp57)
    tmp59 = tl.where(tmp34, tmp35, tmp58)
    tmp60 = triton_helpers.maximum(tmp31, tmp59)
    tmp61 = 6 + x1
    tmp62 = tmp61 >= tmp1
    tmp63 = tmp61 < tmp3
    tmp64 = tl.load(in_ptr0 + (x0 + 11*(6 + x1)), tmp63 & xmask, other=0.0)
    tmp65 = tmp61 >= tmp3
    tmp66 = tmp61 < tmp7
    tmp67 = tmp65 & tmp66
    tmp68 = (-1) + x0
    tmp69 = tl.full([1], 0, tl.int64)
    tmp70 = tmp68 >= tmp69
    tmp71 = tmp70 & tmp67
    tmp72 = tl.load(in_ptr0 + ((-1) + x0 + 11*(3 + x1)), tmp71 & xmask, other=-3.4028234663852886e+38)
    tmp73 = tl.full(tmp72.shape, 0.0, tmp72.dtype)
    tmp74 = tl.where(tmp67, tmp72, tmp73)
    tmp75 = tmp61 >= tmp7
    tmp76 = tmp61 < tmp18
    tmp77 = tl.load(in_ptr1 + (x0 + 11*(x1)), tmp75 & xmask, other=0.0).to(tl.int1)
    tmp78 = (-2) + x0
    tmp79 = tl.full([1], 0, tl.int64)
    tmp80 = tmp78 >= tmp79
    tmp81 = tmp80 & tmp75
    tmp82 = tl.load(in_ptr0 + ((-2) + x0 + 11*(x1)), tmp81 & xmask, other=-3.4028234663852886e+38)
    tmp83 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp84 = tl.where(tmp77, tmp82, tmp83)
    tmp85 = tl.full(tmp84.shape, 0.0, tmp84.dtype)
    tmp86 = tl.where(tmp75, tmp84, tmp85)
    tmp87 = tl.where(tmp67, tmp74, tmp86)
    tmp88 = tl.where(tmp63, tmp64, tmp87)
    tmp89 = triton_helpers.maximum(tmp60, tmp88)
    tl.store(out_ptr0 + (x2), tmp89, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/rr/crrmy5lcjdzpbsamkog5xff4udzls4y2afmz6niiwemjcl2eejmm.py
# Topologically Sorted Source Nodes: [getitem_12, a1_1, getitem_13, pad_3, a2_1, stack_2, logsumexp_1], Original ATen: [aten.slice, aten.constant_pad_nd, aten.scalar_tensor, aten.where, aten.stack, aten.logsumexp]
# Source node to ATen node mapping:
#   a1_1 => constant_pad_nd_2
#   a2_1 => full_default_3, where_2
#   getitem_12 => slice_12
#   getitem_13 => slice_13
#   logsumexp_1 => abs_2, eq_34, full_default_4, sub_14, where_3
#   pad_3 => constant_pad_nd_3
#   stack_2 => cat_4, view_4
# Graph fragment:
#   %add_56 : Tensor "f32[3, 11][11, 1]cuda:0" = PlaceHolder[target=add_56]
#   %cat_2 : Tensor "b8[3, 11][11, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %amax_2 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0" = PlaceHolder[target=amax_2]
#   %slice_12 : Tensor "f32[3, 10][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_56, 1, 0, -1), kwargs = {})
#   %constant_pad_nd_2 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_12, [1, 0], -3.4028234663852886e+38), kwargs = {})
#   %slice_13 : Tensor "f32[3, 9][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_56, 1, 0, -2), kwargs = {})
#   %constant_pad_nd_3 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%slice_13, [2, 0], -3.4028234663852886e+38), kwargs = {})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%cat_2, %constant_pad_nd_3, %full_default_3), kwargs = {})
#   %cat_4 : Tensor "f32[9, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%add_56, %constant_pad_nd_2, %where_2],), kwargs = {})
#   %view_4 : Tensor "f32[3, 3, 11][33, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [3, 3, 11]), kwargs = {})
#   %abs_2 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_2,), kwargs = {})
#   %eq_34 : Tensor "b8[1, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_2, inf), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_34, %full_default_4, %amax_2), kwargs = {})
#   %sub_14 : Tensor "f32[3, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %where_3), kwargs = {})
#   return %sub_14
triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_7 = async_compile.triton('triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1353}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_7(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 99
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex // 11
    x0 = (xindex % 11)
    x1 = ((xindex // 11) % 3)
    x2 = xindex // 33
    x4 = (xindex % 33)
    x5 = xindex
    tmp32 = tl.load(in_ptr2 + (x4), xmask, eviction_policy='evict_last')
    tmp0 = x3
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 3, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 11*(x1 + 3*x2)), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 6, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = (-1) + x0
    tmp11 = tl.full([1], 0, tl.int64)
    tmp12 = tmp10 >= tmp11
    tmp13 = tmp12 & tmp9
    tmp14 = tl.load(in_ptr0 + ((-1) + x0 + 11*((-3) + x1 + 3*x2)), tmp13 & xmask, other=-3.4028234663852886e+38)
    tmp15 = tl.full(tmp14.shape, 0.0, tmp14.dtype)
    tmp16 = tl.where(tmp9, tmp14, tmp15)
    tmp17 = tmp0 >= tmp7
    tmp18 = tl.full([1], 9, tl.int64)
    tmp19 = tmp0 < tmp18
    tmp20 = tl.load(in_ptr1 + (x0 + 11*((-6) + x1 + 3*x2)), tmp17 & xmask, other=0.0).to(tl.int1)
    tmp21 = (-2) + x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tmp23 & tmp17
    tmp25 = tl.load(in_ptr0 + ((-2) + x0 + 11*((-6) + x1 + 3*x2)), tmp24 & xmask, other=-3.4028234663852886e+38)
    tmp26 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp27 = tl.where(tmp20, tmp25, tmp26)
    tmp28 = tl.full(tmp27.shape, 0.0, tmp27.dtype)
    tmp29 = tl.where(tmp17, tmp27, tmp28)
    tmp30 = tl.where(tmp9, tmp16, tmp29)
    tmp31 = tl.where(tmp4, tmp5, tmp30)
    tmp33 = tl_math.abs(tmp32)
    tmp34 = tl.full([1], float("inf"), tl.float32)
    tmp35 = tmp33 == tmp34
    tmp36 = tl.full([1], 0.0, tl.float32)
    tmp37 = tl.where(tmp35, tmp36, tmp32)
    tmp38 = tmp31 - tmp37
    tl.store(out_ptr0 + (x5), tmp38, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/tx/ctxp5niroesjwe777aeub43c6kpfejyky3xdzdi27mgy7kzbbqar.py
# Topologically Sorted Source Nodes: [blanks, stack, ext, getitem_3, ext_1, unsqueeze, expand, em, logsumexp_1, getitem_14, alpha_2], Original ATen: [aten.full_like, aten.stack, aten.view, aten.slice, aten.cat, aten.unsqueeze, aten.expand, aten.gather, aten.logsumexp, aten.select, aten.add]
# Source node to ATen node mapping:
#   alpha_2 => add_61
#   blanks => full
#   em => gather
#   expand => expand
#   ext => view_2
#   ext_1 => cat_1
#   getitem_14 => select_3
#   getitem_3 => slice_1
#   logsumexp_1 => abs_2, add_57, eq_34, exp_2, full_default_4, log_2, squeeze_1, sum_3, where_3
#   stack => cat, unsqueeze, unsqueeze_1
#   unsqueeze => unsqueeze_2
# Graph fragment:
#   %sub_14 : Tensor "f32[3, 3, 11][33, 11, 1]cuda:0" = PlaceHolder[target=sub_14]
#   %amax_2 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0" = PlaceHolder[target=amax_2]
#   %arg6_1 : Tensor "i64[3, 5][5, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %sub_9 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_9]
#   %full : Tensor "i64[3, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([3, 5], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unsqueeze : Tensor "i64[3, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%full, 2), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[3, 5, 1][5, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, 2), kwargs = {})
#   %cat : Tensor "i64[3, 5, 2][10, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze, %unsqueeze_1], -1), kwargs = {})
#   %view_2 : Tensor "i64[3, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [3, -1]), kwargs = {})
#   %slice_1 : Tensor "i64[3, 1][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%full, 1, 0, 1), kwargs = {})
#   %cat_1 : Tensor "i64[3, 11][11, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.cat.default](args = ([%view_2, %slice_1], 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[3, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%cat_1, 1), kwargs = {})
#   %expand : Tensor "i64[3, s76, 11][11, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [3, %arg2_1, 11]), kwargs = {})
#   %gather : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gather.default](args = (%sub_9, 2, %expand), kwargs = {})
#   %abs_2 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_2,), kwargs = {})
#   %eq_34 : Tensor "b8[1, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_2, inf), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[1, 3, 11][33, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_34, %full_default_4, %amax_2), kwargs = {})
#   %exp_2 : Tensor "f32[3, 3, 11][33, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_14,), kwargs = {})
#   %sum_3 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_2, [0]), kwargs = {})
#   %log_2 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_3,), kwargs = {})
#   %squeeze_1 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where_3, [0]), kwargs = {})
#   %add_57 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%log_2, %squeeze_1), kwargs = {})
#   %select_3 : Tensor "f32[3, 11][11*s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%gather, 1, 2), kwargs = {})
#   %add_61 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_57, %select_3), kwargs = {})
#   return %add_61
triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_8 = async_compile.triton('triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 33
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 11)
    x1 = xindex // 11
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp2 = tl.load(in_ptr0 + (33 + x2), xmask)
    tmp5 = tl.load(in_ptr0 + (66 + x2), xmask)
    tmp9 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = libdevice.exp(tmp0)
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tmp1 + tmp3
    tmp6 = libdevice.exp(tmp5)
    tmp7 = tmp4 + tmp6
    tmp8 = tl_math.log(tmp7)
    tmp10 = tl_math.abs(tmp9)
    tmp11 = tl.full([1], float("inf"), tl.float32)
    tmp12 = tmp10 == tmp11
    tmp13 = tl.full([1], 0.0, tl.float32)
    tmp14 = tl.where(tmp12, tmp13, tmp9)
    tmp15 = tmp8 + tmp14
    tmp16 = x0
    tmp17 = tl.full([1], 0, tl.int64)
    tmp18 = tmp16 >= tmp17
    tmp19 = tl.full([1], 10, tl.int64)
    tmp20 = tmp16 < tmp19
    tmp21 = ((x0) % 2)
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tmp25 & tmp20
    tmp27 = tl.full([1], 0, tl.int64)
    tmp28 = tl.full(tmp27.shape, 0.0, tmp27.dtype)
    tmp29 = tl.where(tmp26, tmp27, tmp28)
    tmp30 = tmp21 >= tmp24
    tmp31 = tl.full([1], 2, tl.int64)
    tmp32 = tmp21 < tmp31
    tmp33 = tmp30 & tmp20
    tmp34 = tl.load(in_ptr1 + (5*x1 + ((((x0) // 2) % 5))), tmp33 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.where(tmp25, tmp29, tmp34)
    tmp36 = tl.full(tmp35.shape, 0.0, tmp35.dtype)
    tmp37 = tl.where(tmp20, tmp35, tmp36)
    tmp38 = tmp16 >= tmp19
    tmp39 = tl.full([1], 11, tl.int64)
    tmp40 = tmp16 < tmp39
    tmp41 = tl.full([1], 0, tl.int64)
    tmp42 = tl.full(tmp41.shape, 0.0, tmp41.dtype)
    tmp43 = tl.where(tmp38, tmp41, tmp42)
    tmp44 = tl.where(tmp20, tmp37, tmp43)
    tmp45 = tl.full([XBLOCK], 11, tl.int32)
    tmp46 = tmp44 + tmp45
    tmp47 = tmp44 < 0
    tmp48 = tl.where(tmp47, tmp46, tmp44)
    tl.device_assert(((0 <= tmp48) & (tmp48 < 11)) | ~(xmask), "index out of bounds: 0 <= tmp48 < 11")
    tmp50 = tl.load(in_ptr2 + (22 + tmp48 + 11*ks0*x1), xmask, eviction_policy='evict_last')
    tmp51 = tmp15 + tmp50
    tl.store(in_out_ptr0 + (x2), tmp51, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/aw/cawa7qpbrfnkgoq5thdsuply5ouftcr42tvv52nfqq7hjt54mets.py
# Topologically Sorted Source Nodes: [over_time], Original ATen: [aten.logsumexp]
# Source node to ATen node mapping:
#   over_time => abs_3, add_62, amax_3, eq_36, exp_3, full_default_5, log_3, squeeze_2, sub_15, sum_4, where_4
# Graph fragment:
#   %sub_9 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0" = PlaceHolder[target=sub_9]
#   %amax_3 : Tensor "f32[3, 1, 11][11, 33, 1]cuda:0" = PlaceHolder[target=amax_3]
#   %sum_4 : Tensor "f32[3, 11][11, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %amax_3 : Tensor "f32[3, 1, 11][11, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%sub_9, [1], True), kwargs = {})
#   %abs_3 : Tensor "f32[3, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%amax_3,), kwargs = {})
#   %eq_36 : Tensor "b8[3, 1, 11][11, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%abs_3, inf), kwargs = {})
#   %full_default_5 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "f32[3, 1, 11][11, 11, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_36, %full_default_5, %amax_3), kwargs = {})
#   %sub_15 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_9, %where_4), kwargs = {})
#   %exp_3 : Tensor "f32[3, s76, 11][11*s76, 11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_15,), kwargs = {})
#   %sum_4 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_3, [1]), kwargs = {})
#   %log_3 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sum_4,), kwargs = {})
#   %squeeze_2 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%where_4, [1]), kwargs = {})
#   %add_62 : Tensor "f32[3, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%log_3, %squeeze_2), kwargs = {})
#   return %amax_3,%sum_4,%add_62
triton_red_fused_logsumexp_9 = async_compile.triton('triton_red_fused_logsumexp_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_logsumexp_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3300, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_logsumexp_9(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 33
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


# kernel path: /tmp/caps/ctc_logsumexp_dynamic/cache/tk/ctkxx6mzkp2rai3cpc26ltsmjyfiqnihqcpdgivy3f6qa3xcixls.py
# Topologically Sorted Source Nodes: [ent, arange, getitem_15, getitem_16, mask, mul_1, sum_2, ent_mean], Original ATen: [aten.neg, aten.arange, aten.unsqueeze, aten.lt, aten.mul, aten.sum, aten.div]
# Source node to ATen node mapping:
#   arange => iota
#   ent => neg
#   ent_mean => div
#   getitem_15 => unsqueeze_3
#   getitem_16 => unsqueeze_4
#   mask => lt_6
#   mul_1 => mul_87
#   sum_2 => sum_6
# Graph fragment:
#   %sum_5 : Tensor "f32[3, s76][s76, 1]cuda:0" = PlaceHolder[target=sum_5]
#   %arg7_1 : Tensor "i64[3][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %sum_6 : Tensor "f32[3][1]cuda:0" = PlaceHolder[target=sum_6]
#   %neg : Tensor "f32[3, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%sum_5,), kwargs = {})
#   %iota : Tensor "i64[s76][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg2_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_3 : Tensor "i64[1, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[3, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, 1), kwargs = {})
#   %lt_6 : Tensor "b8[3, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Tensor](args = (%unsqueeze_3, %unsqueeze_4), kwargs = {})
#   %mul_87 : Tensor "f32[3, s76][s76, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %lt_6), kwargs = {})
#   %sum_6 : Tensor "f32[3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_87, [1]), kwargs = {})
#   %div : Tensor "f32[3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_6, %arg7_1), kwargs = {})
#   return %sum_6,%div
triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_10 = async_compile.triton('triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_10', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18, 'r0_': 276}}
)
@triton.jit
def triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_10(in_out_ptr0, in_ptr0, in_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 3
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1 = args
        args.clear()
        s76 = arg2_1
        assert_size_stride(arg0_1, (16, 8, 5), (40, 5, 1))
        assert_size_stride(arg1_1, (16, ), (1, ))
        assert_size_stride(arg3_1, (3, 8, s76), (8*s76, s76, 1))
        assert_size_stride(arg4_1, (11, 16), (16, 1))
        assert_size_stride(arg5_1, (11, ), (1, ))
        assert_size_stride(arg6_1, (3, 5), (5, 1))
        assert_size_stride(arg7_1, (3, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(arg3_1, arg0_1, stride=(1,), padding=(2,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
            assert_size_stride(buf0, (3, 16, s76), (16*s76, s76, 1), 'torch.ops.aten.convolution.default')
            del arg0_1
            del arg3_1
            buf1 = empty_strided_cuda((3, s76, 16), (16*s76, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv1d, gelu, h, linear], Original ATen: [aten.convolution, aten.gelu, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_convolution_gelu_transpose_0.run(buf0, arg1_1, buf1, s76, 48, s76, stream=stream0)
            del arg1_1
            del buf0
            buf2 = empty_strided_cuda((3*s76, 11), (11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv1d, gelu, h, linear], Original ATen: [aten.convolution, aten.gelu, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf1, (3*s76, 16), (16, 1), 0), reinterpret_tensor(arg4_1, (16, 11), (1, 16), 0), out=buf2)
            del arg4_1
            del buf1
            buf5 = reinterpret_tensor(buf2, (3, s76, 11), (11*s76, 11, 1), 0); del buf2  # reuse
            buf20 = empty_strided_cuda((3, s76), (s76, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, lp, exp, mul, sum_1], Original ATen: [aten._unsafe_view, aten.add, prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.exp, aten.mul, aten.sum]
            triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1_xnumel = 3*s76
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1.run(buf5, arg5_1, buf20, triton_per_fused__log_softmax__unsafe_view_add_exp_mul_prepare_softmax_online_sub_sum_1_xnumel, 11, stream=stream0)
            del arg5_1
            buf6 = empty_strided_cuda((3, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [full_like_2], Original ATen: [aten.full_like]
            stream0 = get_raw_stream(0)
            triton_poi_fused_full_like_2.run(buf6, 3, stream=stream0)
            buf7 = empty_strided_cuda((3, 9), (9, 1), torch.bool)
            # Topologically Sorted Source Nodes: [blanks, stack, ext, getitem_3, ext_1, getitem_5, getitem_6, ne_1], Original ATen: [aten.full_like, aten.stack, aten.view, aten.slice, aten.cat, aten.ne]
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_full_like_ne_slice_stack_view_3.run(arg6_1, buf7, 27, stream=stream0)
            buf8 = empty_strided_cuda((3, 11), (11, 1), torch.bool)
            buf12 = empty_strided_cuda((9, 11), (11, 1), torch.float32)
            buf9 = reinterpret_tensor(buf12, (3, 11), (11, 1), 66)  # alias
            buf10 = reinterpret_tensor(buf12, (3, 11), (11, 1), 0)  # alias
            buf11 = reinterpret_tensor(buf12, (3, 11), (11, 1), 33)  # alias
            # Topologically Sorted Source Nodes: [alpha, setitem, blanks, stack, ext, getitem_3, ext_1, unsqueeze, expand, em, getitem_8, a1, new_zeros, getitem_4, ne, and_, skip, pad_1, a2], Original ATen: [aten.full_like, aten.slice, aten.stack, aten.view, aten.cat, aten.unsqueeze, aten.expand, aten.gather, aten.select, aten.copy, aten.constant_pad_nd, aten.new_zeros, aten.ne, aten.bitwise_and, aten.scalar_tensor, aten.where]
            stream0 = get_raw_stream(0)
            triton_poi_fused_bitwise_and_cat_constant_pad_nd_copy_expand_full_like_gather_ne_new_zeros_scalar_tensor_select_slice_stack_unsqueeze_view_where_4.run(arg6_1, buf7, buf5, buf8, buf9, buf10, buf11, s76, 33, stream=stream0)
            del buf7
            buf13 = empty_strided_cuda((3, 11), (11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [blanks, stack, ext, getitem_3, ext_1, unsqueeze, expand, em, stack_1, logsumexp, getitem_11, alpha_1], Original ATen: [aten.full_like, aten.stack, aten.view, aten.slice, aten.cat, aten.unsqueeze, aten.expand, aten.gather, aten.logsumexp, aten.select, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_5.run(buf12, arg6_1, buf5, buf13, s76, 33, stream=stream0)
            del buf10
            del buf11
            del buf9
            buf14 = empty_strided_cuda((1, 3, 11), (33, 11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_12, a1_1, getitem_13, pad_3, a2_1, stack_2, logsumexp_1], Original ATen: [aten.slice, aten.constant_pad_nd, aten.scalar_tensor, aten.where, aten.stack, aten.logsumexp]
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_6.run(buf13, buf8, buf14, 33, stream=stream0)
            buf15 = reinterpret_tensor(buf12, (3, 3, 11), (33, 11, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [getitem_12, a1_1, getitem_13, pad_3, a2_1, stack_2, logsumexp_1], Original ATen: [aten.slice, aten.constant_pad_nd, aten.scalar_tensor, aten.where, aten.stack, aten.logsumexp]
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_logsumexp_scalar_tensor_slice_stack_where_7.run(buf13, buf8, buf14, buf15, 99, stream=stream0)
            del buf8
            buf16 = reinterpret_tensor(buf14, (3, 11), (11, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [blanks, stack, ext, getitem_3, ext_1, unsqueeze, expand, em, logsumexp_1, getitem_14, alpha_2], Original ATen: [aten.full_like, aten.stack, aten.view, aten.slice, aten.cat, aten.unsqueeze, aten.expand, aten.gather, aten.logsumexp, aten.select, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_expand_full_like_gather_logsumexp_select_slice_stack_unsqueeze_view_8.run(buf16, buf15, arg6_1, buf5, s76, 33, stream=stream0)
            del arg6_1
            del buf15
            buf18 = buf13; del buf13  # reuse
            buf19 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [over_time], Original ATen: [aten.logsumexp]
            stream0 = get_raw_stream(0)
            triton_red_fused_logsumexp_9.run(buf19, buf5, s76, 33, s76, stream=stream0)
            buf21 = empty_strided_cuda((3, ), (1, ), torch.float32)
            buf22 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [ent, arange, getitem_15, getitem_16, mask, mul_1, sum_2, ent_mean], Original ATen: [aten.neg, aten.arange, aten.unsqueeze, aten.lt, aten.mul, aten.sum, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_arange_div_lt_mul_neg_sum_unsqueeze_10.run(buf22, buf20, arg7_1, s76, 3, s76, stream=stream0)
            del arg7_1
            del buf20
        return (reinterpret_tensor(buf5, (s76, 3, 11), (11, 11*s76, 1), 0), buf6, buf16, buf19, buf22, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 8, 5), (40, 5, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = 23
    arg3_1 = rand_strided((3, 8, 23), (184, 23, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((11, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((11, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((3, 5), (5, 1), device='cuda:0', dtype=torch.int64)
    arg7_1 = rand_strided((3, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
