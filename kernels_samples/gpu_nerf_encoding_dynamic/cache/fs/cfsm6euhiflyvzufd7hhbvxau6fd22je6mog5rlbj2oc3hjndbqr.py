# AOT ID: ['0_backward']
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


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/rq/crqyw2yho6izxmfmwcmmkjpmuo25nuxdea36xk5t3udfp7jg5t2c.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   expand => expand
#   getitem_6 => slice_3
#   mul_153 => mul_153
#   mul_155 => mul_155
#   out => view_5
#   rgb => sigmoid
#   sum_2 => sum_2
#   unsqueeze_7 => unsqueeze_7
# Graph fragment:
#   %mul_tensor_1 : Tensor "f32[s47, 3][3, 1]cuda:0" = PlaceHolder[target=mul_tensor_1]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   return %sum_2
triton_poi_fused__unsafe_view_expand_mse_loss_backward_mul_sigmoid_slice_sum_unsqueeze_0 = async_compile.triton('triton_poi_fused__unsafe_view_expand_mse_loss_backward_mul_sigmoid_slice_sum_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_expand_mse_loss_backward_mul_sigmoid_slice_sum_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1632}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_expand_mse_loss_backward_mul_sigmoid_slice_sum_unsqueeze_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 12
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (3*x1), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (0))
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK])
    tmp4 = tl.load(in_ptr2 + (4*x2), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (1 + 3*x1), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr2 + (1 + 4*x2), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr0 + (2 + 3*x1), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (2 + 4*x2), xmask, eviction_policy='evict_last')
    tmp3 = tmp0 * tmp2
    tmp5 = tl.sigmoid(tmp4)
    tmp6 = tmp3 * tmp5
    tmp8 = tmp7 * tmp2
    tmp10 = tl.sigmoid(tmp9)
    tmp11 = tmp8 * tmp10
    tmp12 = tmp6 + tmp11
    tmp14 = tmp13 * tmp2
    tmp16 = tl.sigmoid(tmp15)
    tmp17 = tmp14 * tmp16
    tmp18 = tmp12 + tmp17
    tl.store(out_ptr0 + (x2), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/vw/cvws6ftksymlc3n3d7lc2wwdju7vt7rqxwk2u7deqaivgj33jk6y.py
# Topologically Sorted Source Nodes: [slice_14, cumprod_1], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_1 => cumprod_1
#   slice_14 => slice_14
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_14 : Tensor "f32[s47, 12][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 1), kwargs = {})
#   %cumprod_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_14, 1), kwargs = {})
#   return %cumprod_1
triton_per_fused_cumprod_slice_1 = async_compile.triton('triton_per_fused_cumprod_slice_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2448}}
)
@triton.jit
def triton_per_fused_cumprod_slice_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 12
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
    tmp0 = tl.load(in_ptr0 + (1 + r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 12*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/5i/c5irje3otyvkr555onb76ryurhgk5mftmpcncgyuxzldel22uq6r.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, full_4, expand_1, cat_3, mul_159, sum_3, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.ones, aten.cat, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   cat_3 => cat_3
#   exp => exp_1
#   expand => expand
#   expand_1 => expand_1
#   full_4 => full_4
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_159 => mul_159
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_3 => sum_3
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %cumprod_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cumprod_1]
#   %mul_159 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=mul_159]
#   %sum_3 : Tensor "f32[s47][1]cuda:0" = PlaceHolder[target=sum_3]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %full_4 : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %expand_1 : Tensor "f32[s47, 1][0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%full_4, [%primals_1, 1]), kwargs = {})
#   %cat_3 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand_1, %cumprod_1], 1), kwargs = {})
#   %mul_159 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_15, %cat_3), kwargs = {})
#   %sum_3 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_159, [1]), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %mul_159,%sum_3,%buf38
triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_ones_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_2 = async_compile.triton('triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_ones_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_ones_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2448}}
)
@triton.jit
def triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_ones_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 13
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
    tmp0 = r0_1
    tmp1 = tl.full([1, 1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (3 + 4*r0_1 + 48*x0), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1, 1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1, 1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = tl.full([1, 1], 0, tl.int64)
    tmp22 = tmp0 >= tmp21
    tmp23 = tl.full([1, 1], 1, tl.int64)
    tmp24 = tmp0 < tmp23
    tmp25 = tl.full([1, 1], 1.0, tl.float32)
    tmp26 = tl.full(tmp25.shape, 0.0, tmp25.dtype)
    tmp27 = tl.where(tmp24, tmp25, tmp26)
    tmp28 = tmp0 >= tmp23
    tmp29 = tl.full([1, 1], 13, tl.int64)
    tmp30 = tmp0 < tmp29
    tmp31 = tl.load(in_ptr3 + (12*x0 + ((-1) + r0_1)), r0_mask & tmp28 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.where(tmp24, tmp27, tmp31)
    tmp33 = tmp20 * tmp32
    tmp34 = tl.broadcast_to(tmp33, [XBLOCK, R0_BLOCK])
    tmp36 = tl.where(r0_mask & xmask, tmp34, 0)
    tmp37 = tl.sum(tmp36, 1)[:, None].to(tl.float32)
    tl.store(out_ptr2 + (13*x0), tmp37, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/aw/cawpbavi34yanee773ldlrlvckz2nbjs2hx6l472msuu6h6m3nd6.py
# Topologically Sorted Source Nodes: [slice_17, cumprod_2], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_2 => cumprod_2
#   slice_17 => slice_17
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_17 : Tensor "f32[s47, 11][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 2), kwargs = {})
#   %cumprod_2 : Tensor "f32[s47, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_17, 1), kwargs = {})
#   return %cumprod_2
triton_per_fused_cumprod_slice_3 = async_compile.triton('triton_per_fused_cumprod_slice_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2244}}
)
@triton.jit
def triton_per_fused_cumprod_slice_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (2 + r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 11*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/fe/cfevgcwmki5ffyhqw36oko42lbacckasctpbcs346rzrzb5zpfcn.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_16, prod, expand_2, mul_160, cat_4, slice_18, mul_161, sum_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.cat, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   cat_4 => cat_4
#   exp => exp_1
#   expand => expand
#   expand_2 => expand_2
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_160 => mul_160
#   mul_161 => mul_161
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   prod => prod
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_16 => slice_16
#   slice_18 => slice_18
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_4 => sum_4
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %cumprod_2 : Tensor "f32[s47, 11][11, 1]cuda:0" = PlaceHolder[target=cumprod_2]
#   %mul_161 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=mul_161]
#   %sum_4 : Tensor "f32[s47][1]cuda:0" = PlaceHolder[target=sum_4]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %slice_16 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 1), kwargs = {})
#   %prod : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_16, 1, True), kwargs = {})
#   %expand_2 : Tensor "f32[s47, 11][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod, [%primals_1, 11]), kwargs = {})
#   %mul_160 : Tensor "f32[s47, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_2, %cumprod_2), kwargs = {})
#   %cat_4 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod, %mul_160], 1), kwargs = {})
#   %slice_18 : Tensor "f32[s47, 12][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 1), kwargs = {})
#   %mul_161 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_18, %cat_4), kwargs = {})
#   %sum_4 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_161, [1]), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %mul_161,%sum_4,%buf39
triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_4 = async_compile.triton('triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2380}}
)
@triton.jit
def triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 12
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
    tmp0 = 1 + r0_1
    tmp1 = tl.full([1, 1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (1 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (7 + 4*r0_1 + 48*x0), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1, 1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (1 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1, 1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = r0_1
    tmp22 = tl.full([1, 1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1, 1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp21 >= tmp24
    tmp28 = tmp21 < tmp1
    tmp29 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr4 + (11*x0 + ((-1) + r0_1)), r0_mask & tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tmp29 * tmp30
    tmp32 = tl.full(tmp31.shape, 0.0, tmp31.dtype)
    tmp33 = tl.where(tmp27, tmp31, tmp32)
    tmp34 = tl.where(tmp25, tmp26, tmp33)
    tmp35 = tmp20 * tmp34
    tmp36 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
    tmp38 = tl.where(r0_mask & xmask, tmp36, 0)
    tmp39 = tl.sum(tmp38, 1)[:, None].to(tl.float32)
    tl.store(out_ptr2 + (13*x0), tmp39, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/cv/ccvvcboha6n6ykxtkot6w4zmlqb5ij4v7bomqvfnmbu72seohtw4.py
# Topologically Sorted Source Nodes: [slice_20, cumprod_3], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_3 => cumprod_3
#   slice_20 => slice_20
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_20 : Tensor "f32[s47, 10][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 3), kwargs = {})
#   %cumprod_3 : Tensor "f32[s47, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_20, 1), kwargs = {})
#   return %cumprod_3
triton_per_fused_cumprod_slice_5 = async_compile.triton('triton_per_fused_cumprod_slice_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2040}}
)
@triton.jit
def triton_per_fused_cumprod_slice_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 10
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
    tmp0 = tl.load(in_ptr0 + (3 + r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 10*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/yf/cyf4s5oxwwfqlzi3e63cnvurhhibp56efkytj7x7dh7mkktzyiso.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_19, prod_1, expand_3, mul_162, cat_5, slice_21, mul_163, sum_5, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.cat, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   cat_5 => cat_5
#   exp => exp_1
#   expand => expand
#   expand_3 => expand_3
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   prod_1 => prod_1
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_19 => slice_19
#   slice_21 => slice_21
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_5 => sum_5
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %cumprod_3 : Tensor "f32[s47, 10][10, 1]cuda:0" = PlaceHolder[target=cumprod_3]
#   %mul_163 : Tensor "f32[s47, 11][11, 1]cuda:0" = PlaceHolder[target=mul_163]
#   %sum_5 : Tensor "f32[s47][1]cuda:0" = PlaceHolder[target=sum_5]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %slice_19 : Tensor "f32[s47, 2][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 2), kwargs = {})
#   %prod_1 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_19, 1, True), kwargs = {})
#   %expand_3 : Tensor "f32[s47, 10][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_1, [%primals_1, 10]), kwargs = {})
#   %mul_162 : Tensor "f32[s47, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_3, %cumprod_3), kwargs = {})
#   %cat_5 : Tensor "f32[s47, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_1, %mul_162], 1), kwargs = {})
#   %slice_21 : Tensor "f32[s47, 11][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 2), kwargs = {})
#   %mul_163 : Tensor "f32[s47, 11][11, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_21, %cat_5), kwargs = {})
#   %sum_5 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_163, [1]), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %mul_163,%sum_5,%buf40
triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_6 = async_compile.triton('triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2176}}
)
@triton.jit
def triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = 2 + r0_1
    tmp1 = tl.full([1, 1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (2 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (11 + 4*r0_1 + 48*x0), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1, 1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (2 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1, 1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = r0_1
    tmp22 = tl.full([1, 1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1, 1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr3 + (tl.broadcast_to(1 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp28 = tmp26 * tmp27
    tmp29 = tl.full(tmp28.shape, 0.0, tmp28.dtype)
    tmp30 = tl.where(tmp25, tmp28, tmp29)
    tmp31 = tmp21 >= tmp24
    tmp32 = tl.full([1, 1], 11, tl.int64)
    tmp33 = tmp21 < tmp32
    tmp34 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp31 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.load(in_ptr3 + (tl.broadcast_to(1 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp31 & xmask, eviction_policy='evict_last', other=0.0)
    tmp36 = tmp34 * tmp35
    tmp37 = tl.load(in_ptr4 + (10*x0 + ((-1) + r0_1)), r0_mask & tmp31 & xmask, eviction_policy='evict_last', other=0.0)
    tmp38 = tmp36 * tmp37
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp31, tmp38, tmp39)
    tmp41 = tl.where(tmp25, tmp30, tmp40)
    tmp42 = tmp20 * tmp41
    tmp43 = tl.broadcast_to(tmp42, [XBLOCK, R0_BLOCK])
    tmp45 = tl.where(r0_mask & xmask, tmp43, 0)
    tmp46 = tl.sum(tmp45, 1)[:, None].to(tl.float32)
    tl.store(out_ptr2 + (13*x0), tmp46, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/s4/cs46hxvhupqaaahdmn5cbkds6qofyfu7drdidi5bjjhgtj2tsu4i.py
# Topologically Sorted Source Nodes: [slice_23, cumprod_4], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_4 => cumprod_4
#   slice_23 => slice_23
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_23 : Tensor "f32[s47, 9][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 4), kwargs = {})
#   %cumprod_4 : Tensor "f32[s47, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_23, 1), kwargs = {})
#   return %cumprod_4
triton_per_fused_cumprod_slice_7 = async_compile.triton('triton_per_fused_cumprod_slice_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1836}}
)
@triton.jit
def triton_per_fused_cumprod_slice_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 9
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
    tmp0 = tl.load(in_ptr0 + (4 + r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 9*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/fn/cfnpn5jgjttkppg7lccj5svvk2sblxb5c64ng3pk5zrlpjuuv5pk.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_22, prod_2, expand_4, mul_164, cat_6, slice_24, mul_165, sum_6, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.cat, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   cat_6 => cat_6
#   exp => exp_1
#   expand => expand
#   expand_4 => expand_4
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_164 => mul_164
#   mul_165 => mul_165
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   prod_2 => prod_2
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_22 => slice_22
#   slice_24 => slice_24
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_6 => sum_6
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %cumprod_4 : Tensor "f32[s47, 9][9, 1]cuda:0" = PlaceHolder[target=cumprod_4]
#   %mul_165 : Tensor "f32[s47, 10][10, 1]cuda:0" = PlaceHolder[target=mul_165]
#   %sum_6 : Tensor "f32[s47][1]cuda:0" = PlaceHolder[target=sum_6]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %slice_22 : Tensor "f32[s47, 3][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 3), kwargs = {})
#   %prod_2 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_22, 1, True), kwargs = {})
#   %expand_4 : Tensor "f32[s47, 9][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_2, [%primals_1, 9]), kwargs = {})
#   %mul_164 : Tensor "f32[s47, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_4, %cumprod_4), kwargs = {})
#   %cat_6 : Tensor "f32[s47, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_2, %mul_164], 1), kwargs = {})
#   %slice_24 : Tensor "f32[s47, 10][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 3), kwargs = {})
#   %mul_165 : Tensor "f32[s47, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_24, %cat_6), kwargs = {})
#   %sum_6 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_165, [1]), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %mul_165,%sum_6,%buf41
triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_8 = async_compile.triton('triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1972}}
)
@triton.jit
def triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 10
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
    tmp0 = 3 + r0_1
    tmp1 = tl.full([1, 1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (3 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (15 + 4*r0_1 + 48*x0), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1, 1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (3 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1, 1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = r0_1
    tmp22 = tl.full([1, 1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1, 1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr3 + (tl.broadcast_to(1 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp28 = tmp26 * tmp27
    tmp29 = tl.load(in_ptr3 + (tl.broadcast_to(2 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp30 = tmp28 * tmp29
    tmp31 = tl.full(tmp30.shape, 0.0, tmp30.dtype)
    tmp32 = tl.where(tmp25, tmp30, tmp31)
    tmp33 = tmp21 >= tmp24
    tmp34 = tl.full([1, 1], 10, tl.int64)
    tmp35 = tmp21 < tmp34
    tmp36 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp33 & xmask, eviction_policy='evict_last', other=0.0)
    tmp37 = tl.load(in_ptr3 + (tl.broadcast_to(1 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp33 & xmask, eviction_policy='evict_last', other=0.0)
    tmp38 = tmp36 * tmp37
    tmp39 = tl.load(in_ptr3 + (tl.broadcast_to(2 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp33 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp38 * tmp39
    tmp41 = tl.load(in_ptr4 + (9*x0 + ((-1) + r0_1)), r0_mask & tmp33 & xmask, eviction_policy='evict_last', other=0.0)
    tmp42 = tmp40 * tmp41
    tmp43 = tl.full(tmp42.shape, 0.0, tmp42.dtype)
    tmp44 = tl.where(tmp33, tmp42, tmp43)
    tmp45 = tl.where(tmp25, tmp32, tmp44)
    tmp46 = tmp20 * tmp45
    tmp47 = tl.broadcast_to(tmp46, [XBLOCK, R0_BLOCK])
    tmp49 = tl.where(r0_mask & xmask, tmp47, 0)
    tmp50 = tl.sum(tmp49, 1)[:, None].to(tl.float32)
    tl.store(out_ptr2 + (13*x0), tmp50, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/rr/crr5b2a3uksfmo7xvaw2r5vcq5ezxlseee7mf76kgmq4goxwbgr7.py
# Topologically Sorted Source Nodes: [slice_26, cumprod_5], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_5 => cumprod_5
#   slice_26 => slice_26
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_26 : Tensor "f32[s47, 8][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 5), kwargs = {})
#   %cumprod_5 : Tensor "f32[s47, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_26, 1), kwargs = {})
#   return %cumprod_5
triton_per_fused_cumprod_slice_9 = async_compile.triton('triton_per_fused_cumprod_slice_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1632}}
)
@triton.jit
def triton_per_fused_cumprod_slice_9(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (5 + r0_1 + 13*x0), xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 8*x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/sc/cscqnjghu2ehc4m3yipnxdm2efrbsm2tbzl3zum3i2xiui64zwjy.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_25, prod_3, expand_5, mul_166, cat_7, slice_27, mul_167, sum_7, slice_28, prod_4, slice_31, prod_5, sum_9, slice_34, prod_6, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.cat, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   cat_7 => cat_7
#   exp => exp_1
#   expand => expand
#   expand_5 => expand_5
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_166 => mul_166
#   mul_167 => mul_167
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   prod_3 => prod_3
#   prod_4 => prod_4
#   prod_5 => prod_5
#   prod_6 => prod_6
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_25 => slice_25
#   slice_27 => slice_27
#   slice_28 => slice_28
#   slice_31 => slice_31
#   slice_34 => slice_34
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_7 => sum_7
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %cumprod_5 : Tensor "f32[s47, 8][8, 1]cuda:0" = PlaceHolder[target=cumprod_5]
#   %mul_167 : Tensor "f32[s47, 9][9, 1]cuda:0" = PlaceHolder[target=mul_167]
#   %sum_7 : Tensor "f32[s47][1]cuda:0" = PlaceHolder[target=sum_7]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %slice_25 : Tensor "f32[s47, 4][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 4), kwargs = {})
#   %prod_3 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_25, 1, True), kwargs = {})
#   %expand_5 : Tensor "f32[s47, 8][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_3, [%primals_1, 8]), kwargs = {})
#   %mul_166 : Tensor "f32[s47, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_5, %cumprod_5), kwargs = {})
#   %cat_7 : Tensor "f32[s47, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_3, %mul_166], 1), kwargs = {})
#   %slice_27 : Tensor "f32[s47, 9][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 4), kwargs = {})
#   %mul_167 : Tensor "f32[s47, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_27, %cat_7), kwargs = {})
#   %sum_7 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_167, [1]), kwargs = {})
#   %slice_28 : Tensor "f32[s47, 5][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 5), kwargs = {})
#   %prod_4 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_28, 1, True), kwargs = {})
#   %slice_31 : Tensor "f32[s47, 6][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 6), kwargs = {})
#   %prod_5 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_31, 1, True), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %slice_34 : Tensor "f32[s47, 7][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 7), kwargs = {})
#   %prod_6 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_34, 1, True), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %mul_167,%sum_7,%buf42,%prod_4,%prod_5,%prod_6
triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_10 = async_compile.triton('triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 19, 'num_store': 4, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 408, 'r0_': 1768}}
)
@triton.jit
def triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, out_ptr4, out_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 9
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
    tmp55 = tl.load(in_ptr3 + (13*x0), xmask, eviction_policy='evict_last')
    tmp56 = tl.load(in_ptr3 + (1 + 13*x0), xmask, eviction_policy='evict_last')
    tmp58 = tl.load(in_ptr3 + (2 + 13*x0), xmask, eviction_policy='evict_last')
    tmp60 = tl.load(in_ptr3 + (3 + 13*x0), xmask, eviction_policy='evict_last')
    tmp62 = tl.load(in_ptr3 + (4 + 13*x0), xmask, eviction_policy='evict_last')
    tmp64 = tl.load(in_ptr3 + (5 + 13*x0), xmask, eviction_policy='evict_last')
    tmp66 = tl.load(in_ptr3 + (6 + 13*x0), xmask, eviction_policy='evict_last')
    tmp0 = 4 + r0_1
    tmp1 = tl.full([1, 1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (4 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (19 + 4*r0_1 + 48*x0), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1, 1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (4 + r0_1 + 12*x0), r0_mask & tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1, 1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = r0_1
    tmp22 = tl.full([1, 1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1, 1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr3 + (tl.broadcast_to(1 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp28 = tmp26 * tmp27
    tmp29 = tl.load(in_ptr3 + (tl.broadcast_to(2 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp30 = tmp28 * tmp29
    tmp31 = tl.load(in_ptr3 + (tl.broadcast_to(3 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp30 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp25, tmp32, tmp33)
    tmp35 = tmp21 >= tmp24
    tmp36 = tl.full([1, 1], 9, tl.int64)
    tmp37 = tmp21 < tmp36
    tmp38 = tl.load(in_ptr3 + (tl.broadcast_to(13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.load(in_ptr3 + (tl.broadcast_to(1 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp40 = tmp38 * tmp39
    tmp41 = tl.load(in_ptr3 + (tl.broadcast_to(2 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp42 = tmp40 * tmp41
    tmp43 = tl.load(in_ptr3 + (tl.broadcast_to(3 + 13*x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp44 = tmp42 * tmp43
    tmp45 = tl.load(in_ptr4 + (8*x0 + ((-1) + r0_1)), r0_mask & tmp35 & xmask, eviction_policy='evict_last', other=0.0)
    tmp46 = tmp44 * tmp45
    tmp47 = tl.full(tmp46.shape, 0.0, tmp46.dtype)
    tmp48 = tl.where(tmp35, tmp46, tmp47)
    tmp49 = tl.where(tmp25, tmp34, tmp48)
    tmp50 = tmp20 * tmp49
    tmp51 = tl.broadcast_to(tmp50, [XBLOCK, R0_BLOCK])
    tmp53 = tl.where(r0_mask & xmask, tmp51, 0)
    tmp54 = tl.sum(tmp53, 1)[:, None].to(tl.float32)
    tmp57 = tmp55 * tmp56
    tmp59 = tmp57 * tmp58
    tmp61 = tmp59 * tmp60
    tmp63 = tmp61 * tmp62
    tmp65 = tmp63 * tmp64
    tmp67 = tmp65 * tmp66
    tl.store(out_ptr2 + (13*x0), tmp54, xmask)
    tl.store(out_ptr3 + (x0), tmp63, xmask)
    tl.store(out_ptr4 + (x0), tmp65, xmask)
    tl.store(out_ptr5 + (x0), tmp67, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/bf/cbf6sw7gruj4u5irfesqeto75anr2mevhllktracbajfxp4yhr7b.py
# Topologically Sorted Source Nodes: [slice_29, cumprod_6], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_6 => cumprod_6
#   slice_29 => slice_29
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_29 : Tensor "f32[s47, 7][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 6), kwargs = {})
#   %cumprod_6 : Tensor "f32[s47, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_29, 1), kwargs = {})
#   return %cumprod_6
triton_per_fused_cumprod_slice_11 = async_compile.triton('triton_per_fused_cumprod_slice_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1249}}
)
@triton.jit
def triton_per_fused_cumprod_slice_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 7
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (6 + r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 7*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/fr/cfrdupyna55adahqofp3j5mgcnh6c7l4fzjj76xa2dhcllvneluj.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_6, mul_168, cat_8, slice_30, mul_169, sum_8, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   cat_8 => cat_8
#   exp => exp_1
#   expand => expand
#   expand_6 => expand_6
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_168 => mul_168
#   mul_169 => mul_169
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_30 => slice_30
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_8 => sum_8
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %prod_4 : Tensor "f32[s47, 1][1, s47]cuda:0" = PlaceHolder[target=prod_4]
#   %cumprod_6 : Tensor "f32[s47, 7][7, 1]cuda:0" = PlaceHolder[target=cumprod_6]
#   %mul_169 : Tensor "f32[s47, 8][8, 1]cuda:0" = PlaceHolder[target=mul_169]
#   %sum_8 : Tensor "f32[s47][1]cuda:0" = PlaceHolder[target=sum_8]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %expand_6 : Tensor "f32[s47, 7][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_4, [%primals_1, 7]), kwargs = {})
#   %mul_168 : Tensor "f32[s47, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_6, %cumprod_6), kwargs = {})
#   %cat_8 : Tensor "f32[s47, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_4, %mul_168], 1), kwargs = {})
#   %slice_30 : Tensor "f32[s47, 8][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 5), kwargs = {})
#   %mul_169 : Tensor "f32[s47, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_30, %cat_8), kwargs = {})
#   %sum_8 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_169, [1]), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %mul_169,%sum_8,%buf43
triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_12 = async_compile.triton('triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 68, 'r0_': 1564}}
)
@triton.jit
def triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = 5 + r0_1
    tmp1 = tl.full([1, 1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (5 + r0_1 + 12*x0), tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (23 + 4*r0_1 + 48*x0), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1, 1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (5 + r0_1 + 12*x0), tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1, 1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = r0_1
    tmp22 = tl.full([1, 1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1, 1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (tl.broadcast_to(x0, [XBLOCK, R0_BLOCK])), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp21 >= tmp24
    tmp28 = tl.full([1, 1], 8, tl.int64)
    tmp29 = tmp21 < tmp28
    tmp30 = tl.load(in_ptr3 + (tl.broadcast_to(x0, [XBLOCK, R0_BLOCK])), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr4 + (7*x0 + ((-1) + r0_1)), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp30 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp27, tmp32, tmp33)
    tmp35 = tl.where(tmp25, tmp26, tmp34)
    tmp36 = tmp20 * tmp35
    tmp37 = tl.broadcast_to(tmp36, [XBLOCK, R0_BLOCK])
    tmp39 = tl.where(xmask, tmp37, 0)
    tmp40 = tl.sum(tmp39, 1)[:, None].to(tl.float32)
    tl.store(out_ptr2 + (13*x0), tmp40, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/jq/cjqemoexktxb3jux23ogsiilwrfhkslwrrc37v3r7fsy35kfg63z.py
# Topologically Sorted Source Nodes: [slice_32, cumprod_7], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_7 => cumprod_7
#   slice_32 => slice_32
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_32 : Tensor "f32[s47, 6][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 7), kwargs = {})
#   %cumprod_7 : Tensor "f32[s47, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_32, 1), kwargs = {})
#   return %cumprod_7
triton_per_fused_cumprod_slice_13 = async_compile.triton('triton_per_fused_cumprod_slice_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 918}}
)
@triton.jit
def triton_per_fused_cumprod_slice_13(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 6
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (7 + r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 6*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/wy/cwyy7kyhvfsl2lyuu3jwy5ilerzaowufko3xpp6ntfs244skjiu3.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_7, mul_170, cat_9, slice_33, mul_171], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_9 => cat_9
#   exp => exp_1
#   expand => expand
#   expand_7 => expand_7
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_170 => mul_170
#   mul_171 => mul_171
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_33 => slice_33
#   squeeze => squeeze
#   sum_2 => sum_2
#   unsqueeze_7 => unsqueeze_7
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %prod_5 : Tensor "f32[s47, 1][1, s47]cuda:0" = PlaceHolder[target=prod_5]
#   %cumprod_7 : Tensor "f32[s47, 6][6, 1]cuda:0" = PlaceHolder[target=cumprod_7]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %expand_7 : Tensor "f32[s47, 6][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_5, [%primals_1, 6]), kwargs = {})
#   %mul_170 : Tensor "f32[s47, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_7, %cumprod_7), kwargs = {})
#   %cat_9 : Tensor "f32[s47, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_5, %mul_170], 1), kwargs = {})
#   %slice_33 : Tensor "f32[s47, 7][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 6), kwargs = {})
#   %mul_171 : Tensor "f32[s47, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_33, %cat_9), kwargs = {})
#   return %mul_171
triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_14 = async_compile.triton('triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2312}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 7)
    x1 = xindex // 7
    x2 = xindex
    tmp0 = 6 + x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (6 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (27 + 4*x0 + 48*x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (6 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp21 >= tmp24
    tmp28 = tl.full([1], 7, tl.int64)
    tmp29 = tmp21 < tmp28
    tmp30 = tl.load(in_ptr3 + (x1), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr4 + (6*x1 + ((-1) + x0)), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp30 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp27, tmp32, tmp33)
    tmp35 = tl.where(tmp25, tmp26, tmp34)
    tmp36 = tmp20 * tmp35
    tl.store(out_ptr0 + (x2), tmp36, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/hh/chh4zi6fqazfp5t5sohdsqfj2gtzcgija3oh7o4d5o3lfad7dsv7.py
# Topologically Sorted Source Nodes: [slice_35, cumprod_8], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_8 => cumprod_8
#   slice_35 => slice_35
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_35 : Tensor "f32[s47, 5][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 8), kwargs = {})
#   %cumprod_8 : Tensor "f32[s47, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_35, 1), kwargs = {})
#   return %cumprod_8
triton_per_fused_cumprod_slice_15 = async_compile.triton('triton_per_fused_cumprod_slice_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 637}}
)
@triton.jit
def triton_per_fused_cumprod_slice_15(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 5
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (8 + r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 5*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/lp/clpig3lwvhshzh7qy7izfkwoifk5d4lgghmx2fbk3rvzt3utky4n.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_8, mul_172, cat_10, slice_36, mul_173], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_10 => cat_10
#   exp => exp_1
#   expand => expand
#   expand_8 => expand_8
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_172 => mul_172
#   mul_173 => mul_173
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_36 => slice_36
#   squeeze => squeeze
#   sum_2 => sum_2
#   unsqueeze_7 => unsqueeze_7
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %prod_6 : Tensor "f32[s47, 1][1, s47]cuda:0" = PlaceHolder[target=prod_6]
#   %cumprod_8 : Tensor "f32[s47, 5][5, 1]cuda:0" = PlaceHolder[target=cumprod_8]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %expand_8 : Tensor "f32[s47, 5][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_6, [%primals_1, 5]), kwargs = {})
#   %mul_172 : Tensor "f32[s47, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_8, %cumprod_8), kwargs = {})
#   %cat_10 : Tensor "f32[s47, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_6, %mul_172], 1), kwargs = {})
#   %slice_36 : Tensor "f32[s47, 6][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 7), kwargs = {})
#   %mul_173 : Tensor "f32[s47, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_36, %cat_10), kwargs = {})
#   return %mul_173
triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_16 = async_compile.triton('triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1972}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 6)
    x1 = xindex // 6
    x2 = xindex
    tmp0 = 7 + x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (7 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (31 + 4*x0 + 48*x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (7 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp21 >= tmp24
    tmp28 = tl.full([1], 6, tl.int64)
    tmp29 = tmp21 < tmp28
    tmp30 = tl.load(in_ptr3 + (x1), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr4 + (5*x1 + ((-1) + x0)), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp30 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp27, tmp32, tmp33)
    tmp35 = tl.where(tmp25, tmp26, tmp34)
    tmp36 = tmp20 * tmp35
    tl.store(out_ptr0 + (x2), tmp36, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/3d/c3d6hh5nbj5gqspwxux2ifieyn2ixxtznpopnegqbcp6sgk65gj6.py
# Topologically Sorted Source Nodes: [slice_37, prod_7], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_7 => prod_7
#   slice_37 => slice_37
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_37 : Tensor "f32[s47, 8][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 8), kwargs = {})
#   %prod_7 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_37, 1, True), kwargs = {})
#   return %prod_7
triton_per_fused_prod_slice_17 = async_compile.triton('triton_per_fused_prod_slice_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 136, 'r0_': 544}}
)
@triton.jit
def triton_per_fused_prod_slice_17(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 13*x0), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/gn/cgnpj75bbv23ag6qp2q7aem7fu74mqmwchhnlhatw7cg3u37pvo2.py
# Topologically Sorted Source Nodes: [slice_38, cumprod_9], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_9 => cumprod_9
#   slice_38 => slice_38
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_38 : Tensor "f32[s47, 4][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 9), kwargs = {})
#   %cumprod_9 : Tensor "f32[s47, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_38, 1), kwargs = {})
#   return %cumprod_9
triton_per_fused_cumprod_slice_18 = async_compile.triton('triton_per_fused_cumprod_slice_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 408}}
)
@triton.jit
def triton_per_fused_cumprod_slice_18(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_ptr0 + (9 + r0_1 + 13*x0), xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 4*x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/gr/cgreqnm5w6hanztb3plm3ildjdp4cedkmji5e5s5htkbjxloq5pk.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_9, mul_174, cat_11, slice_39, mul_175], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_11 => cat_11
#   exp => exp_1
#   expand => expand
#   expand_9 => expand_9
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_174 => mul_174
#   mul_175 => mul_175
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_39 => slice_39
#   squeeze => squeeze
#   sum_2 => sum_2
#   unsqueeze_7 => unsqueeze_7
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %prod_7 : Tensor "f32[s47, 1][1, s47]cuda:0" = PlaceHolder[target=prod_7]
#   %cumprod_9 : Tensor "f32[s47, 4][4, 1]cuda:0" = PlaceHolder[target=cumprod_9]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %expand_9 : Tensor "f32[s47, 4][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_7, [%primals_1, 4]), kwargs = {})
#   %mul_174 : Tensor "f32[s47, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_9, %cumprod_9), kwargs = {})
#   %cat_11 : Tensor "f32[s47, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_7, %mul_174], 1), kwargs = {})
#   %slice_39 : Tensor "f32[s47, 5][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 8), kwargs = {})
#   %mul_175 : Tensor "f32[s47, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_39, %cat_11), kwargs = {})
#   return %mul_175
triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_19 = async_compile.triton('triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1632}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 5)
    x1 = xindex // 5
    x2 = xindex
    tmp0 = 8 + x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (8 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (35 + 4*x0 + 48*x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (8 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp21 >= tmp24
    tmp28 = tl.full([1], 5, tl.int64)
    tmp29 = tmp21 < tmp28
    tmp30 = tl.load(in_ptr3 + (x1), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr4 + (4*x1 + ((-1) + x0)), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp30 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp27, tmp32, tmp33)
    tmp35 = tl.where(tmp25, tmp26, tmp34)
    tmp36 = tmp20 * tmp35
    tl.store(out_ptr0 + (x2), tmp36, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/bs/cbskjzfiqy2gikrws2w6bedlrrerkkbvn7ye3svoadrrntzs7ktb.py
# Topologically Sorted Source Nodes: [slice_40, prod_8], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_8 => prod_8
#   slice_40 => slice_40
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_40 : Tensor "f32[s47, 9][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 9), kwargs = {})
#   %prod_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_40, 1, True), kwargs = {})
#   return %prod_8
triton_per_fused_prod_slice_20 = async_compile.triton('triton_per_fused_prod_slice_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 136, 'r0_': 612}}
)
@triton.jit
def triton_per_fused_prod_slice_20(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 9
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/vb/cvbiekurj6527u6xpfx3ff5eljwhsyiexpab5v3oncdw2m4wnrru.py
# Topologically Sorted Source Nodes: [slice_41, cumprod_10], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_10 => cumprod_10
#   slice_41 => slice_41
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_41 : Tensor "f32[s47, 3][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 10), kwargs = {})
#   %cumprod_10 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_41, 1), kwargs = {})
#   return %cumprod_10
triton_per_fused_cumprod_slice_21 = async_compile.triton('triton_per_fused_cumprod_slice_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 229}}
)
@triton.jit
def triton_per_fused_cumprod_slice_21(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 3
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_ptr0 + (10 + r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 3*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/6y/c6y4k7fpdggacy26ca5kaei3gdnjd75ca2lbmk6ntcy3wx3dnlmn.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_10, mul_176, cat_12, slice_42, mul_177], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_12 => cat_12
#   exp => exp_1
#   expand => expand
#   expand_10 => expand_10
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_176 => mul_176
#   mul_177 => mul_177
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_42 => slice_42
#   squeeze => squeeze
#   sum_2 => sum_2
#   unsqueeze_7 => unsqueeze_7
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %prod_8 : Tensor "f32[s47, 1][1, s47]cuda:0" = PlaceHolder[target=prod_8]
#   %cumprod_10 : Tensor "f32[s47, 3][3, 1]cuda:0" = PlaceHolder[target=cumprod_10]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %expand_10 : Tensor "f32[s47, 3][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_8, [%primals_1, 3]), kwargs = {})
#   %mul_176 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_10, %cumprod_10), kwargs = {})
#   %cat_12 : Tensor "f32[s47, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_8, %mul_176], 1), kwargs = {})
#   %slice_42 : Tensor "f32[s47, 4][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 9), kwargs = {})
#   %mul_177 : Tensor "f32[s47, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_42, %cat_12), kwargs = {})
#   return %mul_177
triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_22 = async_compile.triton('triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1292}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_22(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x1 = xindex // 4
    x2 = xindex
    tmp0 = 9 + x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (9 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (39 + 4*x0 + 48*x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (9 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp21 >= tmp24
    tmp28 = tl.full([1], 4, tl.int64)
    tmp29 = tmp21 < tmp28
    tmp30 = tl.load(in_ptr3 + (x1), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr4 + (3*x1 + ((-1) + x0)), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp30 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp27, tmp32, tmp33)
    tmp35 = tl.where(tmp25, tmp26, tmp34)
    tmp36 = tmp20 * tmp35
    tl.store(out_ptr0 + (x2), tmp36, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/ul/culmhckwp27c26d5gtuvucgmjivxobpmvj4a5lrkt74f3tupyudd.py
# Topologically Sorted Source Nodes: [slice_43, prod_9], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_9 => prod_9
#   slice_43 => slice_43
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_43 : Tensor "f32[s47, 10][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 10), kwargs = {})
#   %prod_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_43, 1, True), kwargs = {})
#   return %prod_9
triton_per_fused_prod_slice_23 = async_compile.triton('triton_per_fused_prod_slice_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 136, 'r0_': 680}}
)
@triton.jit
def triton_per_fused_prod_slice_23(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 10
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/3q/c3qtrrkljl3ybtncur557ubbxfujl4wefvfoio335l65i6hwzcbe.py
# Topologically Sorted Source Nodes: [slice_44, cumprod_11], Original ATen: [aten.slice, aten.cumprod]
# Source node to ATen node mapping:
#   cumprod_11 => cumprod_11
#   slice_44 => slice_44
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_44 : Tensor "f32[s47, 2][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 11), kwargs = {})
#   %cumprod_11 : Tensor "f32[s47, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_44, 1), kwargs = {})
#   return %cumprod_11
triton_per_fused_cumprod_slice_24 = async_compile.triton('triton_per_fused_cumprod_slice_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 2},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_slice_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 102}}
)
@triton.jit
def triton_per_fused_cumprod_slice_24(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    tmp0 = tl.load(in_ptr0 + (11 + r0_1 + 13*x0), xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 2*x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/bz/cbz7pndmkd2u47v34sy4v4aajofpoumjzks6nytgzfbz6mdnwl7f.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_11, mul_178, cat_13, slice_45, mul_179], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_13 => cat_13
#   exp => exp_1
#   expand => expand
#   expand_11 => expand_11
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_178 => mul_178
#   mul_179 => mul_179
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_45 => slice_45
#   squeeze => squeeze
#   sum_2 => sum_2
#   unsqueeze_7 => unsqueeze_7
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %prod_9 : Tensor "f32[s47, 1][1, s47]cuda:0" = PlaceHolder[target=prod_9]
#   %cumprod_11 : Tensor "f32[s47, 2][2, 1]cuda:0" = PlaceHolder[target=cumprod_11]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %expand_11 : Tensor "f32[s47, 2][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%prod_9, [%primals_1, 2]), kwargs = {})
#   %mul_178 : Tensor "f32[s47, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_11, %cumprod_11), kwargs = {})
#   %cat_13 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_9, %mul_178], 1), kwargs = {})
#   %slice_45 : Tensor "f32[s47, 3][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 10), kwargs = {})
#   %mul_179 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_45, %cat_13), kwargs = {})
#   return %mul_179
triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_25 = async_compile.triton('triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 952}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_25(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 3)
    x1 = xindex // 3
    x2 = xindex
    tmp0 = 10 + x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (10 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (43 + 4*x0 + 48*x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (10 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp21 >= tmp24
    tmp28 = tl.full([1], 3, tl.int64)
    tmp29 = tmp21 < tmp28
    tmp30 = tl.load(in_ptr3 + (x1), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr4 + (2*x1 + ((-1) + x0)), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp30 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp27, tmp32, tmp33)
    tmp35 = tl.where(tmp25, tmp26, tmp34)
    tmp36 = tmp20 * tmp35
    tl.store(out_ptr0 + (x2), tmp36, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/b6/cb6lrfqjzd5lhklm3k727jkr6tprniwxgv2ijkiftanvoou2wurl.py
# Topologically Sorted Source Nodes: [slice_46, prod_10], Original ATen: [aten.slice, aten.prod]
# Source node to ATen node mapping:
#   prod_10 => prod_10
#   slice_46 => slice_46
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %slice_46 : Tensor "f32[s47, 11][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 11), kwargs = {})
#   %prod_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_46, 1, True), kwargs = {})
#   return %expand_12
triton_per_fused_prod_slice_26 = async_compile.triton('triton_per_fused_prod_slice_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prod_slice_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 136, 'r0_': 748}}
)
@triton.jit
def triton_per_fused_prod_slice_26(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/5e/c5e7ryeopuwsixduoxedoaobselgpp6nnu7mgzrkulwy5mmcksoo.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_47, cumprod_12, mul_180, cat_14, slice_48, mul_181], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cumprod, aten.cat]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_14 => cat_14
#   cumprod_12 => cumprod_12
#   exp => exp_1
#   expand => expand
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_180 => mul_180
#   mul_181 => mul_181
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_47 => slice_47
#   slice_48 => slice_48
#   squeeze => squeeze
#   sum_2 => sum_2
#   unsqueeze_7 => unsqueeze_7
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %expand_12 : Tensor "f32[s47, 1][1, s47]cuda:0" = PlaceHolder[target=expand_12]
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %slice_47 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 12), kwargs = {})
#   %cumprod_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%slice_47, 1), kwargs = {})
#   %mul_180 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_12, %cumprod_12), kwargs = {})
#   %cat_14 : Tensor "f32[s47, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%prod_10, %mul_180], 1), kwargs = {})
#   %slice_48 : Tensor "f32[s47, 2][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 11), kwargs = {})
#   %mul_181 : Tensor "f32[s47, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_48, %cat_14), kwargs = {})
#   return %mul_181
triton_poi_fused__unsafe_view_cat_cumprod_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_27 = async_compile.triton('triton_poi_fused__unsafe_view_cat_cumprod_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_cat_cumprod_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 544}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_cat_cumprod_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_27(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 2)
    x1 = xindex // 2
    x2 = xindex
    tmp0 = 11 + x0
    tmp1 = tl.full([1], 12, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (11 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (47 + 4*x0 + 48*x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.full([1], 20.0, tl.float32)
    tmp6 = tmp4 > tmp5
    tmp7 = libdevice.exp(tmp4)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tl.where(tmp6, tmp4, tmp8)
    tmp10 = -tmp9
    tmp11 = tl.load(in_ptr2 + (11 + x0 + 12*x1), tmp2 & xmask, other=0.0)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp3 * tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = x0
    tmp22 = tl.full([1], 0, tl.int64)
    tmp23 = tmp21 >= tmp22
    tmp24 = tl.full([1], 1, tl.int64)
    tmp25 = tmp21 < tmp24
    tmp26 = tl.load(in_ptr3 + (x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tmp21 >= tmp24
    tmp28 = tl.full([1], 2, tl.int64)
    tmp29 = tmp21 < tmp28
    tmp30 = tl.load(in_ptr3 + (x1), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr4 + (12 + 13*x1), tmp27 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp30 * tmp31
    tmp33 = tl.full(tmp32.shape, 0.0, tmp32.dtype)
    tmp34 = tl.where(tmp27, tmp32, tmp33)
    tmp35 = tl.where(tmp25, tmp26, tmp34)
    tmp36 = tmp20 * tmp35
    tl.store(out_ptr0 + (x2), tmp36, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/h5/ch5hwatu26pyq225xetmd6b4xwsjigy4xlgk25l7htrno6cynz7l.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_49, prod_11, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   exp => exp_1
#   expand => expand
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   prod_11 => prod_11
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_49 => slice_49
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %cat_2 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %prod_11 : Tensor "f32[s47, 1][1, s47]cuda:0" = PlaceHolder[target=prod_11]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_49 : Tensor "f32[s47, 12][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_2, 1, 0, 12), kwargs = {})
#   %prod_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.prod.dim_int](args = (%slice_49, 1, True), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %prod_11,%buf50
triton_per_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_28 = async_compile.triton('triton_per_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_28', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 816}}
)
@triton.jit
def triton_per_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_28(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 12
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 13*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 1)
    tmp4 = triton_helpers.prod(tmp3, 1)[:, None].to(tl.float32)
    tmp5 = tl.full([1, 1], 12, tl.int64)
    tmp6 = tmp5 < tmp5
    tmp7 = tl.load(in_ptr1 + (12 + 12*x0), tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr2 + (51 + 48*x0), tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp9 = tl.full([1, 1], 20.0, tl.float32)
    tmp10 = tmp8 > tmp9
    tmp11 = libdevice.exp(tmp8)
    tmp12 = libdevice.log1p(tmp11)
    tmp13 = tl.where(tmp10, tmp8, tmp12)
    tmp14 = -tmp13
    tmp15 = tl.load(in_ptr3 + (12 + 12*x0), tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp14 * tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tl.full([1, 1], 1.0, tl.float32)
    tmp19 = tmp18 - tmp17
    tmp20 = tmp7 * tmp19
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp6, tmp20, tmp21)
    tmp23 = tl.full([1, 1], 0.0, tl.float32)
    tmp24 = tl.where(tmp6, tmp22, tmp23)
    tmp25 = tmp24 * tmp4
    tl.store(out_ptr1 + (13*x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/cj/ccjy35zyl72sol64fn5zblkt2dmneoh5jnnnwbs5lj7gyahpcv4h.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   exp => exp_1
#   expand => expand
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %mul_171 : Tensor "f32[s47, 7][7, 1]cuda:0" = PlaceHolder[target=mul_171]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %buf44
triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_29 = async_compile.triton('triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_29', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_29(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (7*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 7*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2 + 7*x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (3 + 7*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (4 + 7*x0), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr0 + (5 + 7*x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (6 + 7*x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp12 = tmp10 + tmp11
    tl.store(out_ptr0 + (13*x0), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/kc/ckciwnh2yethll7cupk5xmkagwlq4gr6mgerbio6ebnanee63wjl.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   exp => exp_1
#   expand => expand
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %mul_173 : Tensor "f32[s47, 6][6, 1]cuda:0" = PlaceHolder[target=mul_173]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %buf45
triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_30 = async_compile.triton('triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_30', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_30(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (6*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 6*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2 + 6*x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (3 + 6*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (4 + 6*x0), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr0 + (5 + 6*x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tl.store(out_ptr0 + (13*x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/t4/ct46s7uaagy5qbhg6okj6dxeld673tk4cggrup4nftkutzknvlza.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   exp => exp_1
#   expand => expand
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %mul_175 : Tensor "f32[s47, 5][5, 1]cuda:0" = PlaceHolder[target=mul_175]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %buf46
triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_31 = async_compile.triton('triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_31', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_31(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (5*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 5*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2 + 5*x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (3 + 5*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (4 + 5*x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 + tmp7
    tl.store(out_ptr0 + (13*x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/x3/cx3vgsfjgnomhrnw7a3fjmd27w3k66ctsaqivjac2zmtrz75j6bd.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   exp => exp_1
#   expand => expand
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %mul_177 : Tensor "f32[s47, 4][4, 1]cuda:0" = PlaceHolder[target=mul_177]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %buf47
triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_32 = async_compile.triton('triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_32', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_32(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (4*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 4*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2 + 4*x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (3 + 4*x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tl.store(out_ptr0 + (13*x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/kc/ckcaxl67yew7bmhbxpong44p2czfhyig5ws6flrd65qm2vt7xjho.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   exp => exp_1
#   expand => expand
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %mul_179 : Tensor "f32[s47, 3][3, 1]cuda:0" = PlaceHolder[target=mul_179]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %buf48
triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_33 = async_compile.triton('triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_33', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_33(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (3*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 3*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2 + 3*x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tl.store(out_ptr0 + (13*x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/pt/cptxx3mbyskn6uf5ztu5ki3ugzur6oltty6le4pkhi63fqpp7hqw.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
# Source node to ATen node mapping:
#   alpha => sub_45
#   cat_15 => cat_15
#   exp => exp_1
#   expand => expand
#   full_default_4 => full_default_4
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_182 => mul_182
#   mul_3 => mul_114
#   neg => neg
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_50 => slice_50
#   squeeze => squeeze
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_15 => sum_15
#   sum_2 => sum_2
#   sum_9 => sum_9
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %mul_181 : Tensor "f32[s47, 2][2, 1]cuda:0" = PlaceHolder[target=mul_181]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %sub_45 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %exp_1), kwargs = {})
#   %mul_156 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %sub_45), kwargs = {})
#   %full_default_4 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 13], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=13] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %mul_156, 1, 0, -1), kwargs = {})
#   %sum_9 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_171, [1]), kwargs = {})
#   %sum_10 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_173, [1]), kwargs = {})
#   %sum_11 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_175, [1]), kwargs = {})
#   %sum_12 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_177, [1]), kwargs = {})
#   %sum_13 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_179, [1]), kwargs = {})
#   %sum_14 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_181, [1]), kwargs = {})
#   %slice_50 : Tensor "f32[s47, 1][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_scatter_default, 1, 12), kwargs = {})
#   %mul_182 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_50, %prod_11), kwargs = {})
#   %sum_15 : Tensor "f32[s47][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_182, [1]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_3, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_4, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_5, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_6, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_7, 1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_8, 1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_9, 1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_10, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_11, 1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_12, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_13, 1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_14, 1), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[s47, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sum_15, 1), kwargs = {})
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze_8, %unsqueeze_9, %unsqueeze_10, %unsqueeze_11, %unsqueeze_12, %unsqueeze_13, %unsqueeze_14, %unsqueeze_15, %unsqueeze_16, %unsqueeze_17, %unsqueeze_18, %unsqueeze_19, %unsqueeze_20], 1), kwargs = {})
#   return %buf49
triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_34 = async_compile.triton('triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_34', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_34(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (13*x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/rc/crc5xm6xhdmqij76yj7p4rtajt23z7pa7stvhmrjvay2nrc5mxlg.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, trans, mul_157, slice_52, neg_1, add_200, neg_2, mul_183, mul_184, neg_3], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.add]
# Source node to ATen node mapping:
#   add_200 => add_200
#   exp => exp_1
#   expand => expand
#   getitem_6 => slice_3
#   getitem_7 => select
#   mul_153 => mul_153
#   mul_155 => mul_155
#   mul_157 => mul_157
#   mul_183 => mul_183
#   mul_184 => mul_184
#   mul_3 => mul_114
#   neg => neg
#   neg_1 => neg_1
#   neg_2 => neg_2
#   neg_3 => neg_3
#   out => view_5
#   rgb => sigmoid
#   sigma => exp, gt_2, log1p, where_1
#   slice_52 => slice_52
#   squeeze => squeeze
#   sum_2 => sum_2
#   trans => slice_13
#   unsqueeze_7 => unsqueeze_7
# Graph fragment:
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 12*s47]cuda:0" = PlaceHolder[target=sum_2]
#   %cumprod : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cumprod]
#   %cat_15 : Tensor "f32[s47, 13][13, 1]cuda:0" = PlaceHolder[target=cat_15]
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %cat_1 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %mul_155 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %sigmoid), kwargs = {})
#   %sum_2 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_155, [2], True), kwargs = {})
#   %squeeze : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_2, 2), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %exp : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%select,), kwargs = {})
#   %log1p : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp,), kwargs = {})
#   %gt_2 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%select, 20), kwargs = {})
#   %where_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_2, %select, %log1p), kwargs = {})
#   %neg : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %mul_114 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %cat_1), kwargs = {})
#   %exp_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_114,), kwargs = {})
#   %slice_13 : Tensor "f32[s47, 12][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cumprod, 1, 0, -1), kwargs = {})
#   %mul_157 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, %slice_13), kwargs = {})
#   %slice_52 : Tensor "f32[s47, 12][13, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat_15, 1, 1, 13), kwargs = {})
#   %neg_1 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_52,), kwargs = {})
#   %add_200 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_157, %neg_1), kwargs = {})
#   %neg_2 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_200,), kwargs = {})
#   %mul_183 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_2, %exp_1), kwargs = {})
#   %mul_184 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_183, %cat_1), kwargs = {})
#   %neg_3 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.neg.default](args = (%mul_184,), kwargs = {})
#   return %neg_3
triton_poi_fused__unsafe_view_add_exp_expand_mse_loss_backward_mul_neg_select_sigmoid_slice_softplus_squeeze_sum_unsqueeze_35 = async_compile.triton('triton_poi_fused__unsafe_view_add_exp_expand_mse_loss_backward_mul_neg_select_sigmoid_slice_softplus_squeeze_sum_unsqueeze_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_exp_expand_mse_loss_backward_mul_neg_select_sigmoid_slice_softplus_squeeze_sum_unsqueeze_35', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4896}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_exp_expand_mse_loss_backward_mul_neg_select_sigmoid_slice_softplus_squeeze_sum_unsqueeze_35(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 12)
    x1 = xindex // 12
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0 + 13*x1), xmask)
    tmp3 = tl.load(in_ptr1 + (1 + x0 + 13*x1), xmask)
    tmp7 = tl.load(in_ptr2 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x2), xmask)
    tmp2 = tmp0 * tmp1
    tmp4 = -tmp3
    tmp5 = tmp2 + tmp4
    tmp6 = -tmp5
    tmp8 = tl.full([1], 20.0, tl.float32)
    tmp9 = tmp7 > tmp8
    tmp10 = libdevice.exp(tmp7)
    tmp11 = libdevice.log1p(tmp10)
    tmp12 = tl.where(tmp9, tmp7, tmp11)
    tmp13 = -tmp12
    tmp15 = tmp13 * tmp14
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp6 * tmp16
    tmp18 = tmp17 * tmp14
    tmp19 = -tmp18
    tl.store(in_out_ptr0 + (x2), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/lb/clbwgjpunymtozq44xzi6ffw6cl4ehqicudrsaljgvilitdvvyl6.py
# Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, mul_154, out, getitem_6, rgb, getitem_7, mul_185, exp_2, gt_3, mul_187, add_201, div, where_2, full_default_6, sub_64, mul_188, mul_189, add_202], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten.mul, aten._unsafe_view, aten.slice, aten.sigmoid, aten.select, aten.softplus_backward, aten.select_backward, aten.sigmoid_backward, aten.add]
# Source node to ATen node mapping:
#   add_201 => add_201
#   add_202 => add_202
#   div => div
#   exp_2 => exp_2
#   expand => expand
#   full_default_6 => full_default_6
#   getitem_6 => slice_3
#   getitem_7 => select
#   gt_3 => gt_3
#   mul_153 => mul_153
#   mul_154 => mul_154
#   mul_185 => mul_185
#   mul_187 => mul_187
#   mul_188 => mul_188
#   mul_189 => mul_189
#   out => view_5
#   rgb => sigmoid
#   sub_64 => sub_64
#   unsqueeze_7 => unsqueeze_7
#   where_2 => where_2
# Graph fragment:
#   %mm_1 : Tensor "f32[12*s47, 4][4, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %neg_3 : Tensor "f32[s47, 12][12, 1]cuda:0" = PlaceHolder[target=neg_3]
#   %mul_tensor_1 : Tensor "f32[s47, 3][3, 1]cuda:0" = PlaceHolder[target=mul_tensor_1]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %unsqueeze_6 : Tensor "f32[s47, 12, 1][12, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_6]
#   %mul_153 : Tensor "f32[s47, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_tensor_1, %tangents_1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[s47, 1, 3][3, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 1), kwargs = {})
#   %expand : Tensor "f32[s47, 12, 3][3, 0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_7, [%primals_1, 12, 3]), kwargs = {})
#   %mul_154 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %unsqueeze_6), kwargs = {})
#   %view_5 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [%primals_1, 12, 4]), kwargs = {})
#   %slice_3 : Tensor "f32[s47, 12, 3][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_5, 2, 0, 3), kwargs = {})
#   %sigmoid : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_3,), kwargs = {})
#   %select : Tensor "f32[s47, 12][48, 4]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.select.int](args = (%view_5, 2, 3), kwargs = {})
#   %mul_185 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%select, 1), kwargs = {})
#   %exp_2 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_185,), kwargs = {})
#   %gt_3 : Tensor "b8[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%mul_185, 20), kwargs = {})
#   %mul_187 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_3, %exp_2), kwargs = {})
#   %add_201 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1.0), kwargs = {})
#   %div : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_187, %add_201), kwargs = {})
#   %where_2 : Tensor "f32[s47, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt_3, %neg_3, %div), kwargs = {})
#   %full_default_6 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1, 12, 4], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_6, %where_2, 2, 3), kwargs = {})
#   %sub_64 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_188 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %sub_64), kwargs = {})
#   %mul_189 : Tensor "f32[s47, 12, 3][36, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_154, %mul_188), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_6, %mul_189, 2, 0, 3), kwargs = {})
#   %add_202 : Tensor "f32[s47, 12, 4][48, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %slice_scatter_default_1), kwargs = {})
#   return %add_202
triton_poi_fused__unsafe_view_add_expand_mse_loss_backward_mul_select_select_backward_sigmoid_sigmoid_backward_slice_softplus_backward_unsqueeze_36 = async_compile.triton('triton_poi_fused__unsafe_view_add_expand_mse_loss_backward_mul_select_select_backward_sigmoid_sigmoid_backward_slice_softplus_backward_unsqueeze_36', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_expand_mse_loss_backward_mul_select_select_backward_sigmoid_sigmoid_backward_slice_softplus_backward_unsqueeze_36', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9996}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_expand_mse_loss_backward_mul_select_select_backward_sigmoid_sigmoid_backward_slice_softplus_backward_unsqueeze_36(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x3 = xindex // 4
    x2 = xindex // 48
    x4 = xindex
    tmp3 = tl.load(in_ptr0 + (3 + 4*x3), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 3, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 * tmp4
    tmp6 = tl.full([1], 20.0, tl.float32)
    tmp7 = tmp5 > tmp6
    tmp9 = libdevice.exp(tmp5)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp9 + tmp4
    tmp12 = (tmp10 / tmp11)
    tmp13 = tl.where(tmp7, tmp8, tmp12)
    tmp14 = tl.full([1], 0.0, tl.float32)
    tmp15 = tl.where(tmp2, tmp13, tmp14)
    tmp16 = tl.full([1], 3, tl.int64)
    tmp17 = tmp0 < tmp16
    tmp18 = tl.load(in_ptr2 + (x0 + 3*x2), tmp17 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.load(in_ptr3 + (0))
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK])
    tmp21 = tl.where(tmp17, tmp20, 0.0)
    tmp22 = tmp18 * tmp21
    tmp23 = tl.load(in_ptr4 + (x3), tmp17 & xmask, eviction_policy='evict_last', other=0.0)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.load(in_ptr0 + (x4), tmp17 & xmask, other=0.0)
    tmp26 = tl.sigmoid(tmp25)
    tmp27 = tl.full([1], 1.0, tl.float32)
    tmp28 = tmp27 - tmp26
    tmp29 = tmp26 * tmp28
    tmp30 = tmp24 * tmp29
    tmp31 = tl.full(tmp30.shape, 0.0, tmp30.dtype)
    tmp32 = tl.where(tmp17, tmp30, tmp31)
    tmp33 = tl.where(tmp17, tmp32, tmp14)
    tmp34 = tmp15 + tmp33
    tl.store(out_ptr0 + (x4), tmp34, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_nerf_encoding_dynamic/cache/tv/ctvdh3ekbgw5q5fe6dbc23sjhudgoo7oiviyar52mdqyff37rxa4.py
# Topologically Sorted Source Nodes: [view_7, full_default_8, where_3], Original ATen: [aten.view, aten.threshold_backward]
# Source node to ATen node mapping:
#   full_default_8 => full_default_8
#   view_7 => view_7
#   where_3 => where_3
# Graph fragment:
#   %le_7 : Tensor "b8[s47, 12, 32][384, 32, 1]cuda:0" = PlaceHolder[target=le_7]
#   %mm_3 : Tensor "f32[12*s47, 32][32, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %view_7 : Tensor "f32[s47, 12, 32][384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%primals_1, 12, 32]), kwargs = {})
#   %full_default_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[s47, 12, 32][384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_7, %full_default_8, %view_7), kwargs = {})
#   return %where_3
triton_poi_fused_threshold_backward_view_37 = async_compile.triton('triton_poi_fused_threshold_backward_view_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_threshold_backward_view_37', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 84864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_threshold_backward_view_37(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.int1)
    tmp1 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp2 = tl.full([1], 0.0, tl.float32)
    tmp3 = tl.where(tmp0, tmp2, tmp1)
    tl.store(in_out_ptr0 + (x0), tmp3, xmask)
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
        primals_1, mul_47, mm_1, cat_1, cat_2, cumprod, unsqueeze_6, mul_tensor_1, permute, permute_1, le_7, permute_2, tangents_1 = args
        args.clear()
        s47 = primals_1
        assert_size_stride(mm_1, (12*s47, 4), (4, 1))
        assert_size_stride(cat_1, (s47, 12), (12, 1))
        assert_size_stride(cat_2, (s47, 13), (13, 1))
        assert_size_stride(cumprod, (s47, 13), (13, 1))
        assert_size_stride(unsqueeze_6, (s47, 12, 1), (12, 1, 1))
        assert_size_stride(mul_tensor_1, (s47, 3), (3, 1))
        assert_size_stride(permute, (32, 12*s47), (1, 32))
        assert_size_stride(permute_1, (4, 32), (1, 4))
        assert_size_stride(le_7, (s47, 12, 32), (384, 32, 1))
        assert_size_stride(permute_2, (27, 12*s47), (1, 27))
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s47, 12, 1), (12, 1, 12*s47), torch.float32)
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum]
            triton_poi_fused__unsafe_view_expand_mse_loss_backward_mul_sigmoid_slice_sum_unsqueeze_0_xnumel = 12*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_expand_mse_loss_backward_mul_sigmoid_slice_sum_unsqueeze_0.run(mul_tensor_1, tangents_1, mm_1, buf0, triton_poi_fused__unsafe_view_expand_mse_loss_backward_mul_sigmoid_slice_sum_unsqueeze_0_xnumel, stream=stream0)
            buf1 = empty_strided_cuda((s47, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_14, cumprod_1], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_1.run(cat_2, buf1, s47, 12, stream=stream0)
            buf51 = empty_strided_cuda((s47, 13), (13, 1), torch.float32)
            buf38 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, full_4, expand_1, cat_3, mul_159, sum_3, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.ones, aten.cat, aten.stack]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_ones_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_2.run(buf0, mm_1, cat_1, buf1, buf38, s47, 13, stream=stream0)
            del buf1
            buf4 = empty_strided_cuda((s47, 11), (11, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_17, cumprod_2], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_3.run(cat_2, buf4, s47, 11, stream=stream0)
            buf39 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 1)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_16, prod, expand_2, mul_160, cat_4, slice_18, mul_161, sum_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.cat, aten.stack]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_4.run(buf0, mm_1, cat_1, cat_2, buf4, buf39, s47, 12, stream=stream0)
            del buf4
            buf7 = empty_strided_cuda((s47, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_20, cumprod_3], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_5.run(cat_2, buf7, s47, 10, stream=stream0)
            buf40 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 2)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_19, prod_1, expand_3, mul_162, cat_5, slice_21, mul_163, sum_5, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.cat, aten.stack]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_6.run(buf0, mm_1, cat_1, cat_2, buf7, buf40, s47, 11, stream=stream0)
            del buf7
            buf10 = empty_strided_cuda((s47, 9), (9, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_23, cumprod_4], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_7.run(cat_2, buf10, s47, 9, stream=stream0)
            buf41 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 3)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_22, prod_2, expand_4, mul_164, cat_6, slice_24, mul_165, sum_6, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.cat, aten.stack]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_8.run(buf0, mm_1, cat_1, cat_2, buf10, buf41, s47, 10, stream=stream0)
            del buf10
            buf13 = empty_strided_cuda((s47, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_26, cumprod_5], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_9.run(cat_2, buf13, s47, 8, stream=stream0)
            buf42 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 4)  # alias
            buf16 = empty_strided_cuda((s47, 1), (1, s47), torch.float32)
            buf20 = empty_strided_cuda((s47, 1), (1, s47), torch.float32)
            buf23 = empty_strided_cuda((s47, 1), (1, s47), torch.float32)
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_25, prod_3, expand_5, mul_166, cat_7, slice_27, mul_167, sum_7, slice_28, prod_4, slice_31, prod_5, sum_9, slice_34, prod_6, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.cat, aten.stack]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_10.run(buf0, mm_1, cat_1, cat_2, buf13, buf42, buf16, buf20, buf23, s47, 9, stream=stream0)
            del buf13
            buf17 = empty_strided_cuda((s47, 7), (7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_29, cumprod_6], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_11.run(cat_2, buf17, s47, 7, stream=stream0)
            buf43 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 5)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_6, mul_168, cat_8, slice_30, mul_169, sum_8, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat, aten.stack]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_12.run(buf0, mm_1, cat_1, buf16, buf17, buf43, s47, 8, stream=stream0)
            del buf16
            buf21 = empty_strided_cuda((s47, 6), (6, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_32, cumprod_7], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_13.run(cat_2, buf21, s47, 6, stream=stream0)
            buf22 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_7, mul_170, cat_9, slice_33, mul_171], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_14_xnumel = 7*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_14.run(buf0, mm_1, cat_1, buf20, buf21, buf22, triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_14_xnumel, stream=stream0)
            del buf20
            buf24 = empty_strided_cuda((s47, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_35, cumprod_8], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_15.run(cat_2, buf24, s47, 5, stream=stream0)
            buf25 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_8, mul_172, cat_10, slice_36, mul_173], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_16_xnumel = 6*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_16.run(buf0, mm_1, cat_1, buf23, buf24, buf25, triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_16_xnumel, stream=stream0)
            buf26 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [slice_37, prod_7], Original ATen: [aten.slice, aten.prod]
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_17.run(cat_2, buf26, s47, 8, stream=stream0)
            buf27 = empty_strided_cuda((s47, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_38, cumprod_9], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_18.run(cat_2, buf27, s47, 4, stream=stream0)
            buf28 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_9, mul_174, cat_11, slice_39, mul_175], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_19_xnumel = 5*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_19.run(buf0, mm_1, cat_1, buf26, buf27, buf28, triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_19_xnumel, stream=stream0)
            buf29 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [slice_40, prod_8], Original ATen: [aten.slice, aten.prod]
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_20.run(cat_2, buf29, s47, 9, stream=stream0)
            buf30 = empty_strided_cuda((s47, 3), (3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_41, cumprod_10], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_21.run(cat_2, buf30, s47, 3, stream=stream0)
            buf31 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_10, mul_176, cat_12, slice_42, mul_177], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_22_xnumel = 4*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_22.run(buf0, mm_1, cat_1, buf29, buf30, buf31, triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_22_xnumel, stream=stream0)
            buf32 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [slice_43, prod_9], Original ATen: [aten.slice, aten.prod]
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_23.run(cat_2, buf32, s47, 10, stream=stream0)
            buf33 = empty_strided_cuda((s47, 2), (2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_44, cumprod_11], Original ATen: [aten.slice, aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_slice_24.run(cat_2, buf33, s47, 2, stream=stream0)
            buf34 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, expand_11, mul_178, cat_13, slice_45, mul_179], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cat]
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_25_xnumel = 3*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_25.run(buf0, mm_1, cat_1, buf32, buf33, buf34, triton_poi_fused__unsafe_view_cat_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_25_xnumel, stream=stream0)
            buf35 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [slice_46, prod_10], Original ATen: [aten.slice, aten.prod]
            stream0 = get_raw_stream(0)
            triton_per_fused_prod_slice_26.run(cat_2, buf35, s47, 11, stream=stream0)
            buf36 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, slice_47, cumprod_12, mul_180, cat_14, slice_48, mul_181], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.cumprod, aten.cat]
            triton_poi_fused__unsafe_view_cat_cumprod_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_27_xnumel = 2*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_cat_cumprod_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_27.run(buf0, mm_1, cat_1, buf35, cat_2, buf36, triton_poi_fused__unsafe_view_cat_cumprod_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_sum_unsqueeze_27_xnumel, stream=stream0)
            del buf35
            buf50 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 12)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_49, prod_11, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.prod, aten.stack]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_prod_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_28.run(cat_2, buf0, mm_1, cat_1, buf50, s47, 12, stream=stream0)
            del cat_2
            buf44 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 6)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_29.run(buf22, buf44, s47, stream=stream0)
            del buf22
            buf45 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 7)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_30.run(buf25, buf45, s47, stream=stream0)
            del buf25
            buf46 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 8)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_31.run(buf28, buf46, s47, stream=stream0)
            del buf28
            buf47 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 9)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_32.run(buf31, buf47, s47, stream=stream0)
            del buf31
            buf48 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 10)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_33.run(buf34, buf48, s47, stream=stream0)
            del buf34
            buf49 = reinterpret_tensor(buf51, (s47, 1), (13, 1), 11)  # alias
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, alpha, mul_156, full_default_4, sum_9, sum_10, sum_11, sum_12, sum_13, sum_14, slice_50, mul_182, sum_15, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, cat_15], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.rsub, aten.slice_backward, aten.stack]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_exp_expand_mse_loss_backward_mul_neg_rsub_select_sigmoid_slice_slice_backward_softplus_squeeze_stack_sum_unsqueeze_34.run(buf36, buf49, s47, stream=stream0)
            del buf36
            buf52 = reinterpret_tensor(buf0, (s47, 12), (12, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, out, getitem_6, rgb, mul_155, sum_2, squeeze, getitem_7, sigma, neg, mul_3, exp, trans, mul_157, slice_52, neg_1, add_200, neg_2, mul_183, mul_184, neg_3], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten._unsafe_view, aten.slice, aten.sigmoid, aten.mul, aten.sum, aten.squeeze, aten.select, aten.softplus, aten.neg, aten.exp, aten.add]
            triton_poi_fused__unsafe_view_add_exp_expand_mse_loss_backward_mul_neg_select_sigmoid_slice_softplus_squeeze_sum_unsqueeze_35_xnumel = 12*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_exp_expand_mse_loss_backward_mul_neg_select_sigmoid_slice_softplus_squeeze_sum_unsqueeze_35.run(buf52, cumprod, buf51, mm_1, cat_1, triton_poi_fused__unsafe_view_add_exp_expand_mse_loss_backward_mul_neg_select_sigmoid_slice_softplus_squeeze_sum_unsqueeze_35_xnumel, stream=stream0)
            del buf38
            del buf39
            del buf40
            del buf41
            del buf42
            del buf43
            del buf44
            del buf45
            del buf46
            del buf47
            del buf48
            del buf49
            del buf50
            del buf51
            del cat_1
            del cumprod
            buf53 = empty_strided_cuda((s47, 12, 4), (48, 4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_153, unsqueeze_7, expand, mul_154, out, getitem_6, rgb, getitem_7, mul_185, exp_2, gt_3, mul_187, add_201, div, where_2, full_default_6, sub_64, mul_188, mul_189, add_202], Original ATen: [aten.mse_loss_backward, aten.unsqueeze, aten.expand, aten.mul, aten._unsafe_view, aten.slice, aten.sigmoid, aten.select, aten.softplus_backward, aten.select_backward, aten.sigmoid_backward, aten.add]
            triton_poi_fused__unsafe_view_add_expand_mse_loss_backward_mul_select_select_backward_sigmoid_sigmoid_backward_slice_softplus_backward_unsqueeze_36_xnumel = 48*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_expand_mse_loss_backward_mul_select_select_backward_sigmoid_sigmoid_backward_slice_softplus_backward_unsqueeze_36.run(mm_1, buf52, mul_tensor_1, tangents_1, unsqueeze_6, buf53, triton_poi_fused__unsafe_view_add_expand_mse_loss_backward_mul_select_select_backward_sigmoid_sigmoid_backward_slice_softplus_backward_unsqueeze_36_xnumel, stream=stream0)
            del buf52
            del mm_1
            del mul_tensor_1
            del tangents_1
            del unsqueeze_6
            buf54 = empty_strided_cuda((32, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_6, mm_2], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(permute, reinterpret_tensor(buf53, (12*s47, 4), (4, 1), 0), out=buf54)
            del permute
            buf55 = empty_strided_cuda((12*s47, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_6, mm_3], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf53, (12*s47, 4), (4, 1), 0), permute_1, out=buf55)
            del buf53
            del permute_1
            buf56 = reinterpret_tensor(buf55, (s47, 12, 32), (384, 32, 1), 0); del buf55  # reuse
            # Topologically Sorted Source Nodes: [view_7, full_default_8, where_3], Original ATen: [aten.view, aten.threshold_backward]
            triton_poi_fused_threshold_backward_view_37_xnumel = 384*s47
            stream0 = get_raw_stream(0)
            triton_poi_fused_threshold_backward_view_37.run(buf56, le_7, triton_poi_fused_threshold_backward_view_37_xnumel, stream=stream0)
            del le_7
            buf57 = empty_strided_cuda((27, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_7, full_default_8, where_3, view_8, mm_4], Original ATen: [aten.view, aten.threshold_backward, aten.mm]
            extern_kernels.mm(permute_2, reinterpret_tensor(buf56, (12*s47, 32), (32, 1), 0), out=buf57)
            del buf56
            del permute_2
        return (None, None, None, None, buf57, buf54, None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 17
    mul_47 = 204
    mm_1 = rand_strided((204, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    cat_1 = rand_strided((17, 12), (12, 1), device='cuda:0', dtype=torch.float32)
    cat_2 = rand_strided((17, 13), (13, 1), device='cuda:0', dtype=torch.float32)
    cumprod = rand_strided((17, 13), (13, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_6 = rand_strided((17, 12, 1), (12, 1, 1), device='cuda:0', dtype=torch.float32)
    mul_tensor_1 = rand_strided((17, 3), (3, 1), device='cuda:0', dtype=torch.float32)
    permute = rand_strided((32, 204), (1, 32), device='cuda:0', dtype=torch.float32)
    permute_1 = rand_strided((4, 32), (1, 4), device='cuda:0', dtype=torch.float32)
    le_7 = rand_strided((17, 12, 32), (384, 32, 1), device='cuda:0', dtype=torch.bool)
    permute_2 = rand_strided((27, 204), (1, 27), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_1, mul_47, mm_1, cat_1, cat_2, cumprod, unsqueeze_6, mul_tensor_1, permute, permute_1, le_7, permute_2, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
