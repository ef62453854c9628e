# AOT ID: ['1_backward']
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


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/ao/caov44kughzqlr43z7nyepdew7uunsn27j55vbo7gkhffipd4bb5.py
# Topologically Sorted Source Nodes: [unsqueeze_5, expand, div, unsqueeze_6, avg_pool2d_backward], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.avg_pool2d_backward]
# Source node to ATen node mapping:
#   avg_pool2d_backward => avg_pool2d_backward
#   div => div
#   expand => expand
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
# Graph fragment:
#   %mm : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=mm]
#   %unsqueeze_5 : Tensor "f32[s77, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm, -1), kwargs = {})
#   %expand : Tensor "f32[s77, 16, (((((s53//5)) - 3)//2)) + 1][16, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_5, [%primals_3, 16, %sym_size_int_4]), kwargs = {})
#   %div : Tensor "f32[s77, 16, (((((s53//5)) - 3)//2)) + 1][16*Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, %sym_size_int_4), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[s77, 16, 1, (((((s53//5)) - 3)//2)) + 1][16*Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), (((((s53//5)) - 3)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%div, 2), kwargs = {})
#   %avg_pool2d_backward : Tensor "f32[s77, 16, 1, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.avg_pool2d_backward.default](args = (%unsqueeze_6, %unsqueeze_4, [1, 3], [1, 2], [0, 0], True, True, None), kwargs = {})
#   return %avg_pool2d_backward
triton_poi_fused_avg_pool2d_backward_div_expand_unsqueeze_0 = async_compile.triton('triton_poi_fused_avg_pool2d_backward_div_expand_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_avg_pool2d_backward_div_expand_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 59136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_avg_pool2d_backward_div_expand_unsqueeze_0(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // ks0
    x0 = (xindex % ks0)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = 1 + (triton_helpers.div_floor_integer((-3) + (ks1 // 5),  2))
    tmp2 = tmp1.to(tl.float32)
    tmp3 = (tmp0 / tmp2)
    tmp4 = (tmp3 / 3)
    tmp5 = tl.full([1], 0, tl.int32)
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = tmp5 < tmp6
    tmp8 = ((0) * ((0) >= (triton_helpers.div_floor_integer((-1) + x0,  2))) + (triton_helpers.div_floor_integer((-1) + x0,  2)) * ((triton_helpers.div_floor_integer((-1) + x0,  2)) > (0)))
    tmp9 = ((1 + (x0 // 2)) * ((1 + (x0 // 2)) <= (1 + (triton_helpers.div_floor_integer((-3) + (ks1 // 5),  2)))) + (1 + (triton_helpers.div_floor_integer((-3) + (ks1 // 5),  2))) * ((1 + (triton_helpers.div_floor_integer((-3) + (ks1 // 5),  2))) < (1 + (x0 // 2))))
    tmp10 = tmp8 < tmp9
    tmp11 = tmp7 & tmp10
    tmp12 = tl.full([1], 0.0, tl.float32)
    tmp13 = tl.where(tmp11, tmp4, tmp12)
    tmp14 = 1 + ((0) * ((0) >= (triton_helpers.div_floor_integer((-1) + x0,  2))) + (triton_helpers.div_floor_integer((-1) + x0,  2)) * ((triton_helpers.div_floor_integer((-1) + x0,  2)) > (0)))
    tmp15 = tmp14 < tmp9
    tmp16 = tmp7 & tmp15
    tmp17 = tmp13 + tmp4
    tmp18 = tl.where(tmp16, tmp17, tmp13)
    tl.store(out_ptr0 + (x2), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/zy/czy7dwjpe3rt2i7axye6cpmqr7sdedpddvmsqkmqvoakzsx44sby.py
# Topologically Sorted Source Nodes: [unsqueeze_5, expand, div, unsqueeze_6, avg_pool2d_backward, squeeze_3, slice_1, slice_2, sigmoid, sub_33, mul_65, mul_66, mul_67, mul_68, cat], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.avg_pool2d_backward, aten.squeeze, aten.glu_backward]
# Source node to ATen node mapping:
#   avg_pool2d_backward => avg_pool2d_backward
#   cat => cat
#   div => div
#   expand => expand
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_67 => mul_67
#   mul_68 => mul_68
#   sigmoid => sigmoid
#   slice_1 => slice_1
#   slice_2 => slice_2
#   squeeze_3 => squeeze_3
#   sub_33 => sub_33
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
# Graph fragment:
#   %convolution_2 : Tensor "f32[s77, 32, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %avg_pool2d_backward : Tensor "f32[s77, 16, 1, ((s53//5)) - 1][16*((s53//5)) - 16, ((s53//5)) - 1, s77*(16*((s53//5)) - 16), 1]cuda:0" = PlaceHolder[target=avg_pool2d_backward]
#   %unsqueeze_5 : Tensor "f32[s77, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm, -1), kwargs = {})
#   %expand : Tensor "f32[s77, 16, (((((s53//5)) - 3)//2)) + 1][16, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_5, [%primals_3, 16, %sym_size_int_4]), kwargs = {})
#   %div : Tensor "f32[s77, 16, (((((s53//5)) - 3)//2)) + 1][16*Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, %sym_size_int_4), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[s77, 16, 1, (((((s53//5)) - 3)//2)) + 1][16*Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), (((((s53//5)) - 3)//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%div, 2), kwargs = {})
#   %avg_pool2d_backward : Tensor "f32[s77, 16, 1, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.avg_pool2d_backward.default](args = (%unsqueeze_6, %unsqueeze_4, [1, 3], [1, 2], [0, 0], True, True, None), kwargs = {})
#   %squeeze_3 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%avg_pool2d_backward, -2), kwargs = {})
#   %slice_1 : Tensor "f32[s77, 16, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convolution_2, 1, 0, 16), kwargs = {})
#   %slice_2 : Tensor "f32[s77, 16, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convolution_2, 1, 16, 32), kwargs = {})
#   %sigmoid : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%slice_2,), kwargs = {})
#   %sub_33 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1.0, %sigmoid), kwargs = {})
#   %mul_65 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_33, %sigmoid), kwargs = {})
#   %mul_66 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_65, %slice_1), kwargs = {})
#   %mul_67 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_66, %squeeze_3), kwargs = {})
#   %mul_68 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %squeeze_3), kwargs = {})
#   %cat : Tensor "f32[s77, 32, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_68, %mul_67], 1), kwargs = {})
#   return %cat
triton_poi_fused_avg_pool2d_backward_div_expand_glu_backward_squeeze_unsqueeze_1 = async_compile.triton('triton_poi_fused_avg_pool2d_backward_div_expand_glu_backward_squeeze_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_avg_pool2d_backward_div_expand_glu_backward_squeeze_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 354816}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_avg_pool2d_backward_div_expand_glu_backward_squeeze_unsqueeze_1(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % 32)
    x0 = (xindex % ks0)
    x2 = xindex // ks1
    x3 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 16*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + (x1)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 32*x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.sigmoid(tmp5)
    tmp7 = tl.load(in_ptr1 + (x0 + (-1)*(x1) + ((-16)*x2) + (ks2 // 5)*(x1) + 16*x2*(ks2 // 5)), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.full(tmp8.shape, 0.0, tmp8.dtype)
    tmp10 = tl.where(tmp4, tmp8, tmp9)
    tmp11 = tmp0 >= tmp3
    tmp12 = tl.full([1], 32, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tl.load(in_ptr0 + (x0 + 16*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + ((-16) + x1)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 32*x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.sigmoid(tmp14)
    tmp16 = tl.full([1], 1.0, tl.float32)
    tmp17 = tmp16 - tmp15
    tmp18 = tmp17 * tmp15
    tmp19 = tl.load(in_ptr0 + (x0 + ((-16) + x1)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 32*x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp20 = tmp18 * tmp19
    tmp21 = tl.load(in_ptr1 + (x0 + (-1)*((-16) + x1) + ((-16)*x2) + (ks2 // 5)*((-16) + x1) + 16*x2*(ks2 // 5)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp22 = tmp20 * tmp21
    tmp23 = tl.full(tmp22.shape, 0.0, tmp22.dtype)
    tmp24 = tl.where(tmp11, tmp22, tmp23)
    tmp25 = tl.where(tmp4, tmp10, tmp24)
    tl.store(out_ptr0 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/o5/co5vq3zaw2a4mywmo7l4cp653ldugsxht2bvlgs7e4gdaoxck7gk.py
# Topologically Sorted Source Nodes: [mul_69, sum_3, sum_4], Original ATen: [aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   mul_69 => mul_69
#   sum_3 => sum_3
#   sum_4 => sum_4
# Graph fragment:
#   %getitem_2 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %convolution_1 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %mul_69 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_2, %convolution_1), kwargs = {})
#   %sum_3 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_69, [2]), kwargs = {})
#   %sum_4 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem_2, [2]), kwargs = {})
#   return %sum_3,%sum_4
triton_red_fused_native_group_norm_backward_2 = async_compile.triton('triton_red_fused_native_group_norm_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 768, 'r0_': 59136}}
)
@triton.jit
def triton_red_fused_native_group_norm_backward_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + x0*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_1 + x0*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tl.store(out_ptr1 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/ov/covhk4vaaloqjx7spynhnspjvmupzdjmgmrky67f77i6fgyvtt5g.py
# Topologically Sorted Source Nodes: [h_1, mul_70, view_5, sum_5, mul_71, view_6, sum_6, mul_73, sub_34], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   h_1 => unsqueeze
#   mul_70 => mul_70
#   mul_71 => mul_71
#   mul_73 => mul_73
#   sub_34 => sub_34
#   sum_5 => sum_5
#   sum_6 => sum_6
#   view_5 => view_5
#   view_6 => view_6
# Graph fragment:
#   %sum_4 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %primals_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_8]
#   %sum_6 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_6]
#   %squeeze : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=squeeze]
#   %sum_3 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %unsqueeze : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 0), kwargs = {})
#   %mul_70 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %unsqueeze), kwargs = {})
#   %view_5 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_70, [%primals_3, 4, 4]), kwargs = {})
#   %sum_5 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_5, [2]), kwargs = {})
#   %mul_71 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %unsqueeze), kwargs = {})
#   %view_6 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_71, [%primals_3, 4, 4]), kwargs = {})
#   %sum_6 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_6, [2]), kwargs = {})
#   %mul_73 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze), kwargs = {})
#   %sub_34 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_73, %sum_5), kwargs = {})
#   return %sum_6,%sub_34
triton_poi_fused_native_group_norm_native_group_norm_backward_3 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (4*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (4*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (1 + 4*x2), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 4*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (2 + 4*x2), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (2 + 4*x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr1 + (3 + 4*x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x2), xmask)
    tmp17 = tl.load(in_ptr3 + (4*x2), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr3 + (1 + 4*x2), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr3 + (2 + 4*x2), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr3 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp9 = tmp7 * tmp8
    tmp10 = tmp6 + tmp9
    tmp13 = tmp11 * tmp12
    tmp14 = tmp10 + tmp13
    tmp16 = tmp14 * tmp15
    tmp18 = tmp17 * tmp1
    tmp20 = tmp19 * tmp4
    tmp21 = tmp18 + tmp20
    tmp23 = tmp22 * tmp8
    tmp24 = tmp21 + tmp23
    tmp26 = tmp25 * tmp12
    tmp27 = tmp24 + tmp26
    tmp28 = tmp16 - tmp27
    tl.store(out_ptr0 + (x2), tmp14, xmask)
    tl.store(out_ptr1 + (x2), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/bh/cbh52d3lfsi7uqo6mi3b2kxi5gv5vy3exf4gbifxvbh534zcbm5p.py
# Topologically Sorted Source Nodes: [unsqueeze_9, view_7, mul_72, mul_74, mul_75, mul_76, neg, mul_79, mul_80, sub_35, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, view_8, mul_82, h_1, mul_83, add_65, add_66], Original ATen: [aten.native_group_norm_backward, aten.native_group_norm]
# Source node to ATen node mapping:
#   add_65 => add_65
#   add_66 => add_66
#   h_1 => view
#   mul_72 => mul_72
#   mul_74 => mul_74
#   mul_75 => mul_75
#   mul_76 => mul_76
#   mul_79 => mul_79
#   mul_80 => mul_80
#   mul_82 => mul_82
#   mul_83 => mul_83
#   neg => neg
#   sub_35 => sub_35
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_9 => unsqueeze_9
#   view_7 => view_7
#   view_8 => view_8
# Graph fragment:
#   %getitem_2 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %squeeze_1 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %primals_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_8]
#   %convolution_1 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %sub_34 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sub_34]
#   %squeeze : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=squeeze]
#   %sum_6 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_6]
#   %unsqueeze_9 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_1, -1), kwargs = {})
#   %view_7 : Tensor "f32[1, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_8, [1, 4, 4]), kwargs = {})
#   %mul_72 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_9, %view_7), kwargs = {})
#   %mul_74 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_34, %squeeze_1), kwargs = {})
#   %mul_75 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_74, %squeeze_1), kwargs = {})
#   %mul_76 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_75, %squeeze_1), kwargs = {})
#   %full_default : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_1 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -4), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %full_default_2 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_3 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_4,), kwargs = {})
#   %full_default_3 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 5), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %div_tensor_mode : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%scalar_tensor_default_3, %full_default_3), kwargs = {rounding_mode: floor})
#   %mul_tensor : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_2, %div_tensor_mode), kwargs = {})
#   %add_tensor : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%full_default_1, %mul_tensor), kwargs = {})
#   %convert_element_type_default : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_tensor, torch.float64), kwargs = {})
#   %true_divide_tensor : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default, %convert_element_type_default), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor, torch.float32), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_76, %convert_element_type_default_1), kwargs = {})
#   %neg : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_1,), kwargs = {})
#   %mul_79 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %squeeze), kwargs = {})
#   %mul_80 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_1), kwargs = {})
#   %mul_tensor_2 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_80, %convert_element_type_default_1), kwargs = {})
#   %sub_35 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_79, %mul_tensor_2), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[s77, 4, 4, 1][16, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_72, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_1, -1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_11, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_35, -1), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, -1), kwargs = {})
#   %view_8 : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [%primals_3, 4, 4, %sym_size_int_2]), kwargs = {})
#   %mul_82 : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_8, %unsqueeze_10), kwargs = {})
#   %view : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [%primals_3, 4, 4, %sym_size_int_2]), kwargs = {})
#   %mul_83 : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view, %unsqueeze_12), kwargs = {})
#   %add_65 : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_82, %mul_83), kwargs = {})
#   %add_66 : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_65, %unsqueeze_14), kwargs = {})
#   return %add_66
triton_poi_fused_native_group_norm_native_group_norm_backward_4 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 118272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x6 = xindex // ks0
    x7 = ((xindex // ks1) % 16)
    tmp0 = tl.load(in_ptr0 + (x4), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x6), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr2 + (x7), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x4), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr4 + (x6), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr5 + (x6), xmask, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr6 + (x6), xmask, eviction_policy='evict_last')
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 * tmp3
    tmp7 = tmp6 * tmp1
    tmp8 = tmp7 * tmp1
    tmp9 = tmp8 * tmp1
    tmp10 = ks2
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.full([1], 5.0, tl.float32)
    tmp13 = (tmp11 / tmp12)
    tmp14 = libdevice.floor(tmp13)
    tmp15 = tl.full([1], 4.0, tl.float32)
    tmp16 = tmp15 * tmp14
    tmp17 = tl.full([1], -4.0, tl.float32)
    tmp18 = tmp17 + tmp16
    tmp19 = tmp18.to(tl.float64)
    tmp20 = tl.full([1], 1.0, tl.float64)
    tmp21 = (tmp20 / tmp19)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = tmp9 * tmp22
    tmp24 = tmp5 * tmp23
    tmp25 = tmp4 + tmp24
    tmp26 = -tmp23
    tmp28 = tmp26 * tmp27
    tmp30 = tmp29 * tmp1
    tmp31 = tmp30 * tmp22
    tmp32 = tmp28 - tmp31
    tmp33 = tmp25 + tmp32
    tl.store(out_ptr0 + (x4), tmp33, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/g3/cg35tlxts3uvbmoheltvfaovtbi3cv5pwj7z23crdwixcpsdurpg.py
# Topologically Sorted Source Nodes: [iota_1, view_14, iota_2, view_15, iota_3, view_16, add_69, sub_41, sub_43, ge_1, le, logical_and, _unsafe_masked_index, ge_2, le_1, logical_and_1, _unsafe_masked_index_1, add_73, ge_3, le_2, logical_and_2, _unsafe_masked_index_2, add_74, h, mul_88, mul_89, mul_90, exp, mul_91, mul_92, add_76, mul_93], Original ATen: [aten.reflection_pad1d_backward, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   _unsafe_masked_index => _unsafe_masked_index
#   _unsafe_masked_index_1 => _unsafe_masked_index_1
#   _unsafe_masked_index_2 => _unsafe_masked_index_2
#   add_69 => add_69
#   add_73 => add_73
#   add_74 => add_74
#   add_76 => add_76
#   exp => exp
#   ge_1 => ge_1
#   ge_2 => ge_2
#   ge_3 => ge_3
#   h => add_4, erf, mul_4
#   iota_1 => iota_1
#   iota_2 => iota_2
#   iota_3 => iota_3
#   le => le
#   le_1 => le_1
#   le_2 => le_2
#   logical_and => logical_and
#   logical_and_1 => logical_and_1
#   logical_and_2 => logical_and_2
#   mul_88 => mul_88
#   mul_89 => mul_89
#   mul_90 => mul_90
#   mul_91 => mul_91
#   mul_92 => mul_92
#   mul_93 => mul_93
#   sub_41 => sub_41
#   sub_43 => sub_43
#   view_14 => view_14
#   view_15 => view_15
#   view_16 => view_16
# Graph fragment:
#   %getitem_5 : Tensor "f32[s77, 16, ((s53//5)) + 3][16*((s53//5)) + 48, ((s53//5)) + 3, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %convolution : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=convolution]
#   %iota_1 : Tensor "i64[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_14 : Tensor "i64[s77, 1, 1][1, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_1, [-1, 1, 1]), kwargs = {})
#   %iota_2 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_15 : Tensor "i64[1, 16, 1][16, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_2, [1, -1, 1]), kwargs = {})
#   %iota_3 : Tensor "i64[((s53//5)) - 1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_16 : Tensor "i64[1, 1, ((s53//5)) - 1][((s53//5)) - 1, ((s53//5)) - 1, 1]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_3, [1, 1, -1]), kwargs = {})
#   %add_69 : Tensor "i64[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_16, 2), kwargs = {})
#   %sub_41 : Tensor "i64[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (2, %view_16), kwargs = {})
#   %sub_43 : Tensor "i64[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_70, %view_16), kwargs = {})
#   %ge_1 : Tensor "b8[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%add_69, 0), kwargs = {})
#   %le : Tensor "b8[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_69, %add_72), kwargs = {})
#   %logical_and : Tensor "b8[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%ge_1, %le), kwargs = {})
#   %_unsafe_masked_index : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem_5, %logical_and, [%view_14, %view_15, %add_69], 0.0), kwargs = {})
#   %ge_2 : Tensor "b8[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%view_16, 1), kwargs = {})
#   %le_1 : Tensor "b8[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%view_16, 2), kwargs = {})
#   %logical_and_1 : Tensor "b8[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%ge_2, %le_1), kwargs = {})
#   %_unsafe_masked_index_1 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem_5, %logical_and_1, [%view_14, %view_15, %sub_41], 0.0), kwargs = {})
#   %add_73 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_masked_index, %_unsafe_masked_index_1), kwargs = {})
#   %ge_3 : Tensor "b8[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%view_16, %sub_44), kwargs = {})
#   %le_2 : Tensor "b8[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%view_16, %sub_45), kwargs = {})
#   %logical_and_2 : Tensor "b8[1, 1, ((s53//5)) - 1][Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_and.default](args = (%ge_3, %le_2), kwargs = {})
#   %_unsafe_masked_index_2 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index.default](args = (%getitem_5, %logical_and_2, [%view_14, %view_15, %sub_43], 0.0), kwargs = {})
#   %add_74 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %_unsafe_masked_index_2), kwargs = {})
#   %mul_4 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_4,), kwargs = {})
#   %add_4 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_88 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_4, 0.5), kwargs = {})
#   %mul_89 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, %convolution), kwargs = {})
#   %mul_90 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_89, -0.5), kwargs = {})
#   %exp : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_90,), kwargs = {})
#   %mul_91 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_92 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, %mul_91), kwargs = {})
#   %add_76 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_88, %mul_92), kwargs = {})
#   %mul_93 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_74, %add_76), kwargs = {})
#   return %mul_93
triton_poi_fused_gelu_gelu_backward_reflection_pad1d_backward_5 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_reflection_pad1d_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_reflection_pad1d_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 118272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_reflection_pad1d_backward_5(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    x2 = xindex
    tmp22 = tl.load(in_ptr1 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp0 = 2 + x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = 2 + (ks1 // 5)
    tmp4 = tmp0 <= tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = tl.load(in_ptr0 + (2 + x0 + 3*x1 + x1*(ks1 // 5)), tmp5 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = x0
    tmp8 = tl.full([1], 1, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.full([1], 2, tl.int64)
    tmp11 = tmp7 <= tmp10
    tmp12 = tmp9 & tmp11
    tmp13 = tl.load(in_ptr0 + (2 + ((-1)*x0) + 3*x1 + x1*(ks1 // 5)), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp14 = tmp6 + tmp13
    tmp15 = (-4) + (ks1 // 5)
    tmp16 = tmp7 >= tmp15
    tmp17 = (-3) + (ks1 // 5)
    tmp18 = tmp7 <= tmp17
    tmp19 = tmp16 & tmp18
    tmp20 = tl.load(in_ptr0 + ((-2) + ((-1)*x0) + 2*(ks1 // 5) + 3*x1 + x1*(ks1 // 5)), tmp19 & xmask, eviction_policy='evict_last', other=0.0)
    tmp21 = tmp14 + tmp20
    tmp23 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = libdevice.erf(tmp24)
    tmp26 = tl.full([1], 1.0, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = tl.full([1], 0.5, tl.float32)
    tmp29 = tmp27 * tmp28
    tmp30 = tmp22 * tmp22
    tmp31 = tl.full([1], -0.5, tl.float32)
    tmp32 = tmp30 * tmp31
    tmp33 = libdevice.exp(tmp32)
    tmp34 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp35 = tmp33 * tmp34
    tmp36 = tmp22 * tmp35
    tmp37 = tmp29 + tmp36
    tmp38 = tmp21 * tmp37
    tl.store(out_ptr0 + (x2), tmp38, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/5p/c5pz3fydafchltoobqqhebsuzjpy44gs5kosmrc37ufi5zwquroo.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[s77, 8][8, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_red_fused_sum_6 = async_compile.triton('triton_red_fused_sum_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 8*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/7j/c7jtvde4uyx6gwhy2qausfbnyw4o46q3kpbimzxrj2kgog5lnxhp.py
# Topologically Sorted Source Nodes: [unsqueeze_9, view_11, view_12, unsqueeze_15, mul_84, sub_36, mul_85, sum_7, sum_8], Original ATen: [aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   mul_84 => mul_84
#   mul_85 => mul_85
#   sub_36 => sub_36
#   sum_7 => sum_7
#   sum_8 => sum_8
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_9 => unsqueeze_9
#   view_11 => view_11
#   view_12 => view_12
# Graph fragment:
#   %sum_3 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %squeeze : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=squeeze]
#   %squeeze_1 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %unsqueeze_9 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_1, -1), kwargs = {})
#   %view_11 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_3, [%primals_3, 4, 4]), kwargs = {})
#   %view_12 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [%primals_3, 4, 4]), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze, -1), kwargs = {})
#   %mul_84 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, %unsqueeze_15), kwargs = {})
#   %sub_36 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_11, %mul_84), kwargs = {})
#   %mul_85 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_36, %unsqueeze_9), kwargs = {})
#   %sum_7 : Tensor "f32[4, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_85, [0]), kwargs = {})
#   %sum_8 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sum_4, [0]), kwargs = {})
#   return %sum_7,%sum_8
triton_red_fused_native_group_norm_backward_7 = async_compile.triton('triton_red_fused_native_group_norm_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_backward_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 640, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_group_norm_backward_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    x1 = xindex // 4
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x3 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x3 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x1 + 4*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x1 + 4*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 - tmp3
        tmp6 = tmp4 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp10 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/cc/ccccaaefmqr6xwukervqbkfqcaaqo66g5i53sr63l2dpc77tnpdc.py
# Topologically Sorted Source Nodes: [view_10, sum_9], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_9 => sum_9
#   view_10 => view_10
# Graph fragment:
#   %add_66 : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*((s53//5)) - 16, 4*((s53//5)) - 4, ((s53//5)) - 1, 1]cuda:0" = PlaceHolder[target=add_66]
#   %view_10 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_66, [%primals_3, 16, %sym_size_int_2]), kwargs = {})
#   %sum_9 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_10, [0, 2]), kwargs = {})
#   return %sum_9
triton_red_fused_convolution_backward_native_group_norm_backward_8 = async_compile.triton('triton_red_fused_convolution_backward_native_group_norm_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_native_group_norm_backward_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 29568}}
)
@triton.jit
def triton_red_fused_convolution_backward_native_group_norm_backward_8(in_ptr0, out_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ((-1)*x0) + ((-16)*r0_2) + x0*(ks1 // 5) + 16*r0_2*(ks1 // 5)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/fa/cfa37hqpnra7lmeodn4glwpfoyu23lm5r3yyhsb6d5yhufm7xaby.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %cat : Tensor "f32[s77, 32, ((s53//5)) - 1][32*((s53//5)) - 32, ((s53//5)) - 1, 1]cuda:0" = PlaceHolder[target=cat]
#   %sum_2 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%cat, [0, 2]), kwargs = {})
#   return %sum_2
triton_red_fused_convolution_backward_9 = async_compile.triton('triton_red_fused_convolution_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 59136}}
)
@triton.jit
def triton_red_fused_convolution_backward_9(in_ptr0, out_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ((-1)*x0) + ((-32)*r0_2) + x0*(ks1 // 5) + 32*r0_2*(ks1 // 5)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
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
        primals_3, primals_4, sym_size_int_1, sym_size_int_2, sym_size_int_4, primals_1, primals_5, primals_6, primals_8, primals_10, primals_12, convolution, _unsafe_index, convolution_1, add_20, squeeze, squeeze_1, convolution_2, unsqueeze_4, mean, tangents_1 = args
        args.clear()
        s77 = primals_3
        s53 = primals_4
        assert_size_stride(primals_1, (16, 1, 10), (10, 10, 1))
        assert_size_stride(primals_5, (s77, 1, s53), (s53, s53, 1))
        assert_size_stride(primals_6, (16, 1, 5), (5, 5, 1))
        assert_size_stride(primals_8, (16, ), (1, ))
        assert_size_stride(primals_10, (32, 16, 1), (16, 1, 1))
        assert_size_stride(primals_12, (8, 16), (16, 1))
        assert_size_stride(convolution, (s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1))
        assert_size_stride(_unsafe_index, (s77, 16, 3 + (s53 // 5)), (48 + 16*(s53 // 5), 3 + (s53 // 5), 1))
        assert_size_stride(convolution_1, (s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1))
        assert_size_stride(add_20, (s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1))
        assert_size_stride(squeeze, (s77, 4), (4, 1))
        assert_size_stride(squeeze_1, (s77, 4), (4, 1))
        assert_size_stride(convolution_2, (s77, 32, (-1) + (s53 // 5)), (32*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1))
        assert_size_stride(unsqueeze_4, (s77, 16, 1, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), (-1) + (s53 // 5), 1))
        assert_size_stride(mean, (s77, 16), (16, 1))
        assert_size_stride(tangents_1, (s77, 8), (8, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s77, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(tangents_1, primals_12, out=buf0)
            del primals_12
            ps0 = (-1) + (s53 // 5)
            buf3 = empty_strided_cuda((s77, 16, 1, (-1) + (s53 // 5)), ((-16) + 16*(s53 // 5), (-1) + (s53 // 5), ((-16)*s77) + 16*s77*(s53 // 5), 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_5, expand, div, unsqueeze_6, avg_pool2d_backward], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.avg_pool2d_backward]
            triton_poi_fused_avg_pool2d_backward_div_expand_unsqueeze_0_xnumel = ((-16)*s77) + 16*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_avg_pool2d_backward_div_expand_unsqueeze_0.run(buf0, buf3, ps0, s53, triton_poi_fused_avg_pool2d_backward_div_expand_unsqueeze_0_xnumel, stream=stream0)
            del buf0
            ps1 = (-32) + 32*(s53 // 5)
            buf4 = empty_strided_cuda((s77, 32, (-1) + (s53 // 5)), ((-32) + 32*(s53 // 5), (-1) + (s53 // 5), 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_5, expand, div, unsqueeze_6, avg_pool2d_backward, squeeze_3, slice_1, slice_2, sigmoid, sub_33, mul_65, mul_66, mul_67, mul_68, cat], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.avg_pool2d_backward, aten.squeeze, aten.glu_backward]
            triton_poi_fused_avg_pool2d_backward_div_expand_glu_backward_squeeze_unsqueeze_1_xnumel = ((-32)*s77) + 32*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_avg_pool2d_backward_div_expand_glu_backward_squeeze_unsqueeze_1.run(convolution_2, buf3, buf4, ps0, ps1, s53, triton_poi_fused_avg_pool2d_backward_div_expand_glu_backward_squeeze_unsqueeze_1_xnumel, stream=stream0)
            del convolution_2
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            buf6 = torch.ops.aten.convolution_backward.default(buf4, add_20, primals_10, [32], [1], [0], [1], False, [0], 1, [True, True, False])
            del add_20
            del primals_10
            buf7 = buf6[0]
            assert_size_stride(buf7, (s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf7, 16, 'torch.ops.aten.convolution_backward.default')
            buf8 = buf6[1]
            assert_size_stride(buf8, (32, 16, 1), (16, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf8, 16, 'torch.ops.aten.convolution_backward.default')
            del buf6
            buf9 = empty_strided_cuda((s77, 16), (16, 1), torch.float32)
            buf10 = empty_strided_cuda((s77, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_69, sum_3, sum_4], Original ATen: [aten.native_group_norm_backward]
            triton_red_fused_native_group_norm_backward_2_xnumel = 16*s77
            triton_red_fused_native_group_norm_backward_2_r0_numel = (-1) + (s53 // 5)
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_backward_2.run(buf7, convolution_1, buf9, buf10, ps0, triton_red_fused_native_group_norm_backward_2_xnumel, triton_red_fused_native_group_norm_backward_2_r0_numel, stream=stream0)
            buf11 = empty_strided_cuda((s77, 4), (4, 1), torch.float32)
            buf12 = empty_strided_cuda((s77, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [h_1, mul_70, view_5, sum_5, mul_71, view_6, sum_6, mul_73, sub_34], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_3_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_3.run(buf10, primals_8, squeeze, buf9, buf11, buf12, triton_poi_fused_native_group_norm_native_group_norm_backward_3_xnumel, stream=stream0)
            ps2 = (-4) + 4*(s53 // 5)
            buf13 = reinterpret_tensor(buf3, (s77, 4, 4, (-1) + (s53 // 5)), ((-16) + 16*(s53 // 5), (-4) + 4*(s53 // 5), (-1) + (s53 // 5), 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [unsqueeze_9, view_7, mul_72, mul_74, mul_75, mul_76, neg, mul_79, mul_80, sub_35, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, view_8, mul_82, h_1, mul_83, add_65, add_66], Original ATen: [aten.native_group_norm_backward, aten.native_group_norm]
            triton_poi_fused_native_group_norm_native_group_norm_backward_4_xnumel = ((-16)*s77) + 16*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_4.run(buf7, squeeze_1, primals_8, convolution_1, buf12, squeeze, buf11, buf13, ps2, ps0, s53, triton_poi_fused_native_group_norm_native_group_norm_backward_4_xnumel, stream=stream0)
            del buf11
            del buf12
            del buf7
            del convolution_1
            del primals_8
            # Topologically Sorted Source Nodes: [view_10, convolution_backward_1], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
            buf17 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf13, (s77, 16, (-1) + (s53 // 5)), ((-16) + 16*(s53 // 5), (-1) + (s53 // 5), 1), 0), _unsafe_index, primals_6, [16], [1], [0], [1], False, [0], 16, [True, True, False])
            del _unsafe_index
            del primals_6
            buf18 = buf17[0]
            assert_size_stride(buf18, (s77, 16, 3 + (s53 // 5)), (48 + 16*(s53 // 5), 3 + (s53 // 5), 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf18, 16, 'torch.ops.aten.convolution_backward.default')
            buf19 = buf17[1]
            assert_size_stride(buf19, (16, 1, 5), (5, 5, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf19, 16, 'torch.ops.aten.convolution_backward.default')
            del buf17
            buf20 = empty_strided_cuda((s77, 16, (-1) + (s53 // 5)), ((-16) + 16*(s53 // 5), (-1) + (s53 // 5), 1), torch.float32)
            # Topologically Sorted Source Nodes: [iota_1, view_14, iota_2, view_15, iota_3, view_16, add_69, sub_41, sub_43, ge_1, le, logical_and, _unsafe_masked_index, ge_2, le_1, logical_and_1, _unsafe_masked_index_1, add_73, ge_3, le_2, logical_and_2, _unsafe_masked_index_2, add_74, h, mul_88, mul_89, mul_90, exp, mul_91, mul_92, add_76, mul_93], Original ATen: [aten.reflection_pad1d_backward, aten.gelu, aten.gelu_backward]
            triton_poi_fused_gelu_gelu_backward_reflection_pad1d_backward_5_xnumel = ((-16)*s77) + 16*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_reflection_pad1d_backward_5.run(buf18, convolution, buf20, ps0, s53, triton_poi_fused_gelu_gelu_backward_reflection_pad1d_backward_5_xnumel, stream=stream0)
            del buf18
            del convolution
            # Topologically Sorted Source Nodes: [convolution_backward_2], Original ATen: [aten.convolution_backward]
            buf22 = torch.ops.aten.convolution_backward.default(buf20, primals_5, primals_1, [16], [5], [0], [1], False, [0], 1, [True, True, False])
            del primals_1
            del primals_5
            buf23 = buf22[0]
            assert_size_stride(buf23, (s77, 1, s53), (s53, s53, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf23, 16, 'torch.ops.aten.convolution_backward.default')
            buf24 = buf22[1]
            assert_size_stride(buf24, (16, 1, 10), (10, 10, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf24, 16, 'torch.ops.aten.convolution_backward.default')
            del buf22
            buf2 = empty_strided_cuda((1, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_6.run(tangents_1, buf2, 8, s77, stream=stream0)
            buf14 = empty_strided_cuda((4, 4), (4, 1), torch.float32)
            buf15 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_9, view_11, view_12, unsqueeze_15, mul_84, sub_36, mul_85, sum_7, sum_8], Original ATen: [aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_backward_7.run(buf9, buf10, squeeze, squeeze_1, buf14, buf15, 16, s77, stream=stream0)
            del buf10
            del buf9
            del squeeze
            del squeeze_1
            buf1 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (8, s77), (1, 8), 0), mean, out=buf1)
            del mean
            del tangents_1
            buf16 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_10, sum_9], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
            triton_red_fused_convolution_backward_native_group_norm_backward_8_r0_numel = ((-1)*s77) + s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_native_group_norm_backward_8.run(buf13, buf16, ps0, s53, 16, triton_red_fused_convolution_backward_native_group_norm_backward_8_r0_numel, stream=stream0)
            del buf13
            buf21 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_native_group_norm_backward_8_r0_numel = ((-1)*s77) + s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_native_group_norm_backward_8.run(buf20, buf21, ps0, s53, 16, triton_red_fused_convolution_backward_native_group_norm_backward_8_r0_numel, stream=stream0)
            del buf20
            buf5 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_9_r0_numel = ((-1)*s77) + s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_9.run(buf4, buf5, ps0, s53, 32, triton_red_fused_convolution_backward_9_r0_numel, stream=stream0)
            del buf4
        return (buf24, buf21, None, None, buf23, buf19, buf16, reinterpret_tensor(buf14, (16, ), (1, ), 0), buf15, buf8, buf5, buf1, reinterpret_tensor(buf2, (8, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 3
    primals_4 = 777
    sym_size_int_1 = 154
    sym_size_int_2 = 154
    sym_size_int_4 = 77
    primals_1 = rand_strided((16, 1, 10), (10, 10, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((3, 1, 777), (777, 777, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((16, 1, 5), (5, 5, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((32, 16, 1), (16, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((8, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((3, 16, 154), (2464, 154, 1), device='cuda:0', dtype=torch.float32)
    _unsafe_index = rand_strided((3, 16, 158), (2528, 158, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((3, 16, 154), (2464, 154, 1), device='cuda:0', dtype=torch.float32)
    add_20 = rand_strided((3, 16, 154), (2464, 154, 1), device='cuda:0', dtype=torch.float32)
    squeeze = rand_strided((3, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    squeeze_1 = rand_strided((3, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    convolution_2 = rand_strided((3, 32, 154), (4928, 154, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_4 = rand_strided((3, 16, 1, 154), (2464, 154, 154, 1), device='cuda:0', dtype=torch.float32)
    mean = rand_strided((3, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((3, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    return [primals_3, primals_4, sym_size_int_1, sym_size_int_2, sym_size_int_4, primals_1, primals_5, primals_6, primals_8, primals_10, primals_12, convolution, _unsafe_index, convolution_1, add_20, squeeze, squeeze_1, convolution_2, unsqueeze_4, mean, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
