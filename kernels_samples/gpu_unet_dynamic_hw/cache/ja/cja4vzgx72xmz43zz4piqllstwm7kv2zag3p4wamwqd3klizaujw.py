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


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/57/c57zkpjuydrv5d7dssgihvyz2pignyol47b24op2lbdvlq4tsi7y.py
# Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.convolution, aten.native_group_norm]
# Source node to ATen node mapping:
#   input_1 => convolution
#   input_2 => var_mean, view
# Graph fragment:
#   %buf0 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convolution : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg4_1, %arg0_1, %arg1_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [2, 4, 2, %mul_5]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_1,%buf2
triton_red_fused_convolution_native_group_norm_0 = async_compile.triton('triton_red_fused_convolution_native_group_norm_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_native_group_norm_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 35840}}
)
@triton.jit
def triton_red_fused_convolution_native_group_norm_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x4 = xindex
    x0 = (xindex % 4)
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_5 = r0_index
        r0_3 = r0_index // ks2
        tmp0 = tl.load(in_ptr0 + (r0_5 + 2*ks0*ks1*x4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_3 + 2*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tl.store(out_ptr0 + (x4), tmp4, xmask)
    tl.store(out_ptr1 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/zx/czxhbpbg7lkabvbvxpxxeqym2sjxksa4mf4piz4wk2p75xmitfhh.py
# Topologically Sorted Source Nodes: [input_1, input_2, input_3, input_4], Original ATen: [aten.convolution, aten.native_group_norm, aten.silu]
# Source node to ATen node mapping:
#   input_1 => convolution
#   input_2 => add_5, add_6, mul_21, mul_22, rsqrt, sub_2, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, var_mean, view, view_1
#   input_3 => add_12, div, exp, neg
#   input_4 => convolution_1
# Graph fragment:
#   %buf0 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %getitem_1 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf2 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=buf2]
#   %arg5_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %add_6 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_6]
#   %convolution : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg4_1, %arg0_1, %arg1_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [2, 4, 2, %mul_5]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %add_5 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_5,), kwargs = {})
#   %mul_21 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_21, [2, 8, %arg2_1, %arg3_1]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg5_1, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %mul_22 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_2), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %add_6 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_22, %unsqueeze_5), kwargs = {})
#   %neg : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_6,), kwargs = {})
#   %exp : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_12 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_6, %add_12), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div, %arg7_1, %arg8_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %add_6,%buf5
triton_poi_fused_convolution_native_group_norm_silu_1 = async_compile.triton('triton_poi_fused_convolution_native_group_norm_silu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_native_group_norm_silu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 107520}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_native_group_norm_silu_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 8)
    x4 = xindex // ks0
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x4 // 2), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x4 // 2), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = 2*ks1*ks2
    tmp7 = tmp6.to(tl.float32)
    tmp8 = (tmp5 / tmp7)
    tmp9 = tl.full([1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp4 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tmp17 = -tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.full([1], 1.0, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = (tmp16 / tmp20)
    tl.store(in_out_ptr0 + (x3), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/xz/cxze7oygstqlcwwwkqznudh3ylf6qiarm2bnaqcjo3mobtb2nz5t.py
# Topologically Sorted Source Nodes: [input_3, input_4, input_5], Original ATen: [aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   input_3 => add_12, div, exp, neg
#   input_4 => convolution_1
#   input_5 => add_23, div_1, exp_1, neg_1
# Graph fragment:
#   %buf6 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf6]
#   %arg8_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %neg : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_6,), kwargs = {})
#   %exp : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_12 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_6, %add_12), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div, %arg7_1, %arg8_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_1,), kwargs = {})
#   %exp_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_23 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_1, %add_23), kwargs = {})
#   return %div_1
triton_poi_fused_convolution_silu_2 = async_compile.triton('triton_poi_fused_convolution_silu_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_silu_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 107520}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_silu_2(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 8)
    x2 = xindex // ks1
    x4 = (xindex % ks1)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(out_ptr0 + (x4 + 16*ks2*ks3*x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/6f/c6f5dlae3bvegxnfw5vyt2uqrbteqy7477zp3qewarocf3zqrd2h.py
# Topologically Sorted Source Nodes: [input_3, input_4, input_5, max_pool2d, input_6], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   input_3 => add_12, div, exp, neg
#   input_4 => convolution_1
#   input_5 => add_23, div_1, exp_1, neg_1
#   input_6 => convolution_2
#   max_pool2d => _low_memory_max_pool_with_offsets
# Graph fragment:
#   %div_1 : Tensor "f32[2, 8, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=div_1]
#   %neg : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_6,), kwargs = {})
#   %exp : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_12 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_6, %add_12), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div, %arg7_1, %arg8_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_1,), kwargs = {})
#   %exp_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_23 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_1, %add_23), kwargs = {})
#   %_low_memory_max_pool_with_offsets : [num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%div_1, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_2, %arg9_1, %arg10_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf8
triton_poi_fused_convolution_max_pool2d_with_indices_silu_3 = async_compile.triton('triton_poi_fused_convolution_max_pool2d_with_indices_silu_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(1,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_max_pool2d_with_indices_silu_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_max_pool2d_with_indices_silu_3(in_ptr0, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = ((xindex // ks2) % 8)
    x3 = xindex // ks3
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0 + 2*ks4*x1 + ks4*ks5*x2 + 16*ks4*ks5*x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0 + 2*ks4*x1 + ks4*ks5*x2 + 16*ks4*ks5*x3), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (ks4 + 2*x0 + 2*ks4*x1 + ks4*ks5*x2 + 16*ks4*ks5*x3), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (1 + ks4 + 2*x0 + 2*ks4*x1 + ks4*ks5*x2 + 16*ks4*ks5*x3), xmask, eviction_policy='evict_last')
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tl.store(out_ptr0 + (x4), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/pk/cpkirg3toi7if2w2jfwbyutl3l5edztkzatexol7zx5yboswovnj.py
# Topologically Sorted Source Nodes: [input_3, input_4, input_5, max_pool2d, input_6, input_7], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices, aten.native_group_norm]
# Source node to ATen node mapping:
#   input_3 => add_12, div, exp, neg
#   input_4 => convolution_1
#   input_5 => add_23, div_1, exp_1, neg_1
#   input_6 => convolution_2
#   input_7 => var_mean_1, view_2
#   max_pool2d => _low_memory_max_pool_with_offsets
# Graph fragment:
#   %buf9 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf9]
#   %arg10_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %neg : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_6,), kwargs = {})
#   %exp : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_12 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_6, %add_12), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div, %arg7_1, %arg8_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_1,), kwargs = {})
#   %exp_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_23 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_1, %add_23), kwargs = {})
#   %_low_memory_max_pool_with_offsets : [num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%div_1, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_2, %arg9_1, %arg10_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view_2 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_2, [2, 4, 4, %mul_46]), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_2, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_5,%buf11
triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_4 = async_compile.triton('triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 17920}}
)
@triton.jit
def triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_4(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x4 = xindex
    x0 = (xindex % 4)
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = (r0_index % ks0)
        r0_3 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + ((r0_2 // ks1)*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + r0_3*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + 4*x4*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + ((r0_2 % ks1))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_3 + 4*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tl.store(out_ptr0 + (x4), tmp4, xmask)
    tl.store(out_ptr1 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/oc/cocmcsrllowuc2jmh6ygh657uphov4cr6jxkwnbmpif4efidhurw.py
# Topologically Sorted Source Nodes: [input_3, input_4, input_5, max_pool2d, input_6, input_7, input_8, input_9], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices, aten.native_group_norm]
# Source node to ATen node mapping:
#   input_3 => add_12, div, exp, neg
#   input_4 => convolution_1
#   input_5 => add_23, div_1, exp_1, neg_1
#   input_6 => convolution_2
#   input_7 => add_44, add_45, mul_62, mul_63, rsqrt_1, sub_17, unsqueeze_10, unsqueeze_11, unsqueeze_6, unsqueeze_7, unsqueeze_8, unsqueeze_9, var_mean_1, view_2, view_3
#   input_8 => add_51, div_2, exp_2, neg_2
#   input_9 => convolution_3
#   max_pool2d => _low_memory_max_pool_with_offsets
# Graph fragment:
#   %buf9 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf9]
#   %arg10_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %getitem_5 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf11 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=buf11]
#   %arg11_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %add_45 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_45]
#   %neg : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_6,), kwargs = {})
#   %exp : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_12 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_6, %add_12), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div, %arg7_1, %arg8_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_1,), kwargs = {})
#   %exp_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_23 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_1, %add_23), kwargs = {})
#   %_low_memory_max_pool_with_offsets : [num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%div_1, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_2, %arg9_1, %arg10_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view_2 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_2, [2, 4, 4, %mul_46]), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_2, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_17 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_2, %getitem_5), kwargs = {})
#   %add_44 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_44,), kwargs = {})
#   %mul_62 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_1), kwargs = {})
#   %view_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), (s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_62, [2, 16, %sym_size_int_8, %sym_size_int_9]), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg11_1, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 3), kwargs = {})
#   %mul_63 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %unsqueeze_8), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg12_1, 0), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 2), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 3), kwargs = {})
#   %add_45 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_63, %unsqueeze_11), kwargs = {})
#   %neg_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_45,), kwargs = {})
#   %exp_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_51 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %div_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_45, %add_51), kwargs = {})
#   %convolution_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_2, %arg13_1, %arg14_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %add_45,%buf14
triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_5 = async_compile.triton('triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 53760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x5 = xindex // ks2
    x2 = ((xindex // ks2) % 16)
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x5*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x5 // 4), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x5 // 4), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x2), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = 4*ks0*ks1
    tmp7 = tmp6.to(tl.float32)
    tmp8 = (tmp5 / tmp7)
    tmp9 = tl.full([1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp4 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tmp17 = -tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.full([1], 1.0, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = (tmp16 / tmp20)
    tl.store(in_out_ptr0 + (x4), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/cs/ccs5i6vrebe4csa5fkyz6zkg6gmqckxgjd437vplc3uof7athb7g.py
# Topologically Sorted Source Nodes: [input_8, input_9, input_10], Original ATen: [aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   input_10 => add_62, div_3, exp_3, neg_3
#   input_8 => add_51, div_2, exp_2, neg_2
#   input_9 => convolution_3
# Graph fragment:
#   %buf15 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf15]
#   %arg14_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %neg_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_45,), kwargs = {})
#   %exp_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_51 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %div_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_45, %add_51), kwargs = {})
#   %convolution_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_2, %arg13_1, %arg14_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_3,), kwargs = {})
#   %exp_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_3,), kwargs = {})
#   %add_62 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_3, %add_62), kwargs = {})
#   return %div_3
triton_poi_fused_convolution_silu_6 = async_compile.triton('triton_poi_fused_convolution_silu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_silu_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 53760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_silu_6(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, ks3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x4 = xindex // ks2
    x2 = ((xindex // ks2) % 16)
    x3 = xindex // ks3
    x5 = (xindex % ks3)
    tmp0 = tl.load(in_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(out_ptr0 + (x5 + 32*ks0*ks1*x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/kb/ckbdm4t2gjzjreerurmhu6dh66pxdmf6a3njbl7e5md7mxhg27xx.py
# Topologically Sorted Source Nodes: [input_8, input_9, input_10, max_pool2d_1, input_11], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   input_10 => add_62, div_3, exp_3, neg_3
#   input_11 => convolution_4
#   input_8 => add_51, div_2, exp_2, neg_2
#   input_9 => convolution_3
#   max_pool2d_1 => _low_memory_max_pool_with_offsets_1
# Graph fragment:
#   %div_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][32*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=div_3]
#   %neg_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_45,), kwargs = {})
#   %exp_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_51 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %div_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_45, %add_51), kwargs = {})
#   %convolution_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_2, %arg13_1, %arg14_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_3,), kwargs = {})
#   %exp_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_3,), kwargs = {})
#   %add_62 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_3, %add_62), kwargs = {})
#   %_low_memory_max_pool_with_offsets_1 : [num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%div_3, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %convolution_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_6, %arg15_1, %arg16_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf17
triton_poi_fused_convolution_max_pool2d_with_indices_silu_7 = async_compile.triton('triton_poi_fused_convolution_max_pool2d_with_indices_silu_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_max_pool2d_with_indices_silu_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_max_pool2d_with_indices_silu_7(in_ptr0, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = ((xindex // ks2) % 16)
    x3 = xindex // ks3
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0 + 2*ks4*x1 + ks4*ks5*x2 + 32*ks4*ks5*x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0 + 2*ks4*x1 + ks4*ks5*x2 + 32*ks4*ks5*x3), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (ks4 + 2*x0 + 2*ks4*x1 + ks4*ks5*x2 + 32*ks4*ks5*x3), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (1 + ks4 + 2*x0 + 2*ks4*x1 + ks4*ks5*x2 + 32*ks4*ks5*x3), xmask, eviction_policy='evict_last')
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tl.store(out_ptr0 + (x4), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/tb/ctbqxfeh5bn2pfawj23ghepp4h2iod4cvimlpbajwuo3elelgidq.py
# Topologically Sorted Source Nodes: [input_8, input_9, input_10, max_pool2d_1, input_11, input_12], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices, aten.native_group_norm]
# Source node to ATen node mapping:
#   input_10 => add_62, div_3, exp_3, neg_3
#   input_11 => convolution_4
#   input_12 => var_mean_2, view_4
#   input_8 => add_51, div_2, exp_2, neg_2
#   input_9 => convolution_3
#   max_pool2d_1 => _low_memory_max_pool_with_offsets_1
# Graph fragment:
#   %buf18 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=buf18]
#   %arg16_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %neg_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_45,), kwargs = {})
#   %exp_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_51 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %div_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_45, %add_51), kwargs = {})
#   %convolution_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_2, %arg13_1, %arg14_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_3,), kwargs = {})
#   %exp_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_3,), kwargs = {})
#   %add_62 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_3, %add_62), kwargs = {})
#   %_low_memory_max_pool_with_offsets_1 : [num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%div_3, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %convolution_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_6, %arg15_1, %arg16_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view_4 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, (s0//4))*Max(1, (s53//4)), 4*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_4, [2, 4, 4, %mul_87]), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_4, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_9,%buf20
triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_8 = async_compile.triton('triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 4480}}
)
@triton.jit
def triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_8(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x4 = xindex
    x0 = (xindex % 4)
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = (r0_index % ks0)
        r0_3 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + ((r0_2 // ks1)*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + r0_3*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + 4*x4*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + ((r0_2 % ks1))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_3 + 4*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tl.store(out_ptr0 + (x4), tmp4, xmask)
    tl.store(out_ptr1 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/5q/c5qcyyjdnx4xdihtfuqe556spiizwoeg2y36z4uh6ya3dnsro2hk.py
# Topologically Sorted Source Nodes: [input_8, input_9, input_10, max_pool2d_1, input_11, input_12, input_13, input_14], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices, aten.native_group_norm]
# Source node to ATen node mapping:
#   input_10 => add_62, div_3, exp_3, neg_3
#   input_11 => convolution_4
#   input_12 => add_83, add_84, mul_103, mul_104, rsqrt_2, sub_32, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, var_mean_2, view_4, view_5
#   input_13 => add_90, div_4, exp_4, neg_4
#   input_14 => convolution_5
#   input_8 => add_51, div_2, exp_2, neg_2
#   input_9 => convolution_3
#   max_pool2d_1 => _low_memory_max_pool_with_offsets_1
# Graph fragment:
#   %buf18 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=buf18]
#   %arg16_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %getitem_9 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=getitem_9]
#   %buf20 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=buf20]
#   %arg17_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %arg18_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %add_84 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=add_84]
#   %neg_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_45,), kwargs = {})
#   %exp_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_51 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %div_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_45, %add_51), kwargs = {})
#   %convolution_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_2, %arg13_1, %arg14_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_3,), kwargs = {})
#   %exp_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_3,), kwargs = {})
#   %add_62 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_3, %add_62), kwargs = {})
#   %_low_memory_max_pool_with_offsets_1 : [num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%div_3, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %convolution_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_6, %arg15_1, %arg16_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view_4 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, (s0//4))*Max(1, (s53//4)), 4*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_4, [2, 4, 4, %mul_87]), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_4, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_32 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %getitem_9), kwargs = {})
#   %add_83 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_83,), kwargs = {})
#   %mul_103 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %rsqrt_2), kwargs = {})
#   %view_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), (s0//4), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_103, [2, 16, %sym_size_int_16, %sym_size_int_17]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg17_1, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %mul_104 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_5, %unsqueeze_14), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg18_1, 0), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 2), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 3), kwargs = {})
#   %add_84 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_104, %unsqueeze_17), kwargs = {})
#   %neg_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_84,), kwargs = {})
#   %exp_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_4,), kwargs = {})
#   %add_90 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %div_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_84, %add_90), kwargs = {})
#   %convolution_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%div_4, %arg19_1, %arg20_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %add_84,%buf23
triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_9 = async_compile.triton('triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 13440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x5 = xindex // ks2
    x2 = ((xindex // ks2) % 16)
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x5*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x5 // 4), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x5 // 4), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x2), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = 4*ks0*ks1
    tmp7 = tmp6.to(tl.float32)
    tmp8 = (tmp5 / tmp7)
    tmp9 = tl.full([1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp4 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tmp17 = -tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.full([1], 1.0, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = (tmp16 / tmp20)
    tl.store(in_out_ptr0 + (x4), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/kx/ckxvjuo6gf5uxnmtl2etanfe42l3hzgyzrnpxxrshn75fietgdpp.py
# Topologically Sorted Source Nodes: [input_13, input_14, input_15, m], Original ATen: [aten.silu, aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
# Source node to ATen node mapping:
#   input_13 => add_90, div_4, exp_4, neg_4
#   input_14 => convolution_5
#   input_15 => add_101, div_5, exp_5, neg_5
#   m => _unsafe_index, _unsafe_index_1, _unsafe_index_2, _unsafe_index_3, add_112, add_127, add_139, add_152, add_191, add_207, add_229, clamp_max, clamp_max_1, clamp_max_2, clamp_max_3, clamp_min, clamp_min_1, clamp_min_2, clamp_min_3, convert_element_type, convert_element_type_1, convert_element_type_2, convert_element_type_3, iota, iota_1, mul_120, mul_131, mul_156, mul_166, mul_178, sub_47, sub_61, sub_77, sub_80, sub_87, sub_94, sub_97, view_6
# Graph fragment:
#   %buf24 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=buf24]
#   %arg20_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg20_1]
#   %_unsafe_index_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=_unsafe_index_3]
#   %sub_87 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=sub_87]
#   %sub_80 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=sub_80]
#   %add_191 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_191]
#   %add_207 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_207]
#   %neg_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_84,), kwargs = {})
#   %exp_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_4,), kwargs = {})
#   %add_90 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %div_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_84, %add_90), kwargs = {})
#   %convolution_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%div_4, %arg19_1, %arg20_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_5,), kwargs = {})
#   %exp_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_101 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_5, 1), kwargs = {})
#   %div_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_5, %add_101), kwargs = {})
#   %iota : Tensor "i64[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_112 : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type, 0.5), kwargs = {})
#   %mul_120 : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_112, %truediv), kwargs = {})
#   %sub_47 : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_120, 0.5), kwargs = {})
#   %clamp_min : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_47, 0.0), kwargs = {})
#   %view_6 : Tensor "f32[(s53//2), 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min, [%floordiv, 1]), kwargs = {})
#   %convert_element_type_1 : Tensor "i64[(s53//2), 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_6, torch.int64), kwargs = {})
#   %add_127 : Tensor "i64[(s53//2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_1, 1), kwargs = {})
#   %clamp_max : Tensor "i64[(s53//2), 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_127, %sub_53), kwargs = {})
#   %iota_1 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_2 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_139 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_2, 0.5), kwargs = {})
#   %mul_131 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_139, %truediv_1), kwargs = {})
#   %sub_61 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_131, 0.5), kwargs = {})
#   %clamp_min_1 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_61, 0.0), kwargs = {})
#   %convert_element_type_3 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_1, torch.int64), kwargs = {})
#   %add_152 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_3, 1), kwargs = {})
#   %clamp_max_1 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_152, %sub_67), kwargs = {})
#   %_unsafe_index_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_5, [None, None, %clamp_max, %clamp_max_1]), kwargs = {})
#   %_unsafe_index_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_5, [None, None, %clamp_max, %convert_element_type_3]), kwargs = {})
#   %sub_87 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_3, %_unsafe_index_2), kwargs = {})
#   %sub_77 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_1, %convert_element_type_3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_77, 0.0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 1.0), kwargs = {})
#   %mul_166 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_87, %clamp_max_2), kwargs = {})
#   %add_207 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_2, %mul_166), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_5, [None, None, %convert_element_type_1, %clamp_max_1]), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_5, [None, None, %convert_element_type_1, %convert_element_type_3]), kwargs = {})
#   %sub_80 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_1, %_unsafe_index), kwargs = {})
#   %mul_156 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_80, %clamp_max_2), kwargs = {})
#   %add_191 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index, %mul_156), kwargs = {})
#   %sub_97 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_207, %add_191), kwargs = {})
#   %sub_94 : Tensor "f32[(s53//2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_6, %convert_element_type_1), kwargs = {})
#   %clamp_min_3 : Tensor "f32[(s53//2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_94, 0.0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[(s53//2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 1.0), kwargs = {})
#   %mul_178 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_97, %clamp_max_3), kwargs = {})
#   %add_229 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_191, %mul_178), kwargs = {})
#   return %_unsafe_index_3,%sub_87,%add_207,%sub_80,%add_191,%add_229
triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_10 = async_compile.triton('triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 35840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_10(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x6 = xindex // ks4
    x2 = ((xindex // ks4) % 16)
    x4 = xindex
    x3 = xindex // ks5
    x7 = (xindex % ks5)
    tmp28 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks2 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = (-1) + ks2
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tmp15 = x0
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16 + tmp2
    tmp18 = ks3 / ks0
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 * tmp19
    tmp21 = tmp20 - tmp2
    tmp22 = triton_helpers.maximum(tmp21, tmp8)
    tmp23 = tmp22.to(tl.int64)
    tmp24 = tmp23 + tmp11
    tmp25 = (-1) + ks3
    tmp26 = triton_helpers.minimum(tmp24, tmp25)
    tmp27 = tl.load(in_ptr0 + (tmp26 + tmp14*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp29 = tmp27 + tmp28
    tmp30 = -tmp29
    tmp31 = libdevice.exp(tmp30)
    tmp32 = tl.full([1], 1.0, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = (tmp29 / tmp33)
    tmp35 = tl.load(in_ptr0 + (tmp23 + tmp14*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp36 = tmp35 + tmp28
    tmp37 = -tmp36
    tmp38 = libdevice.exp(tmp37)
    tmp39 = tmp38 + tmp32
    tmp40 = (tmp36 / tmp39)
    tmp41 = tmp34 - tmp40
    tmp42 = tmp23.to(tl.float32)
    tmp43 = tmp22 - tmp42
    tmp44 = triton_helpers.maximum(tmp43, tmp8)
    tmp45 = triton_helpers.minimum(tmp44, tmp32)
    tmp46 = tmp41 * tmp45
    tmp47 = tmp40 + tmp46
    tmp48 = tl.load(in_ptr0 + (tmp26 + tmp10*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp49 = tmp48 + tmp28
    tmp50 = -tmp49
    tmp51 = libdevice.exp(tmp50)
    tmp52 = tmp51 + tmp32
    tmp53 = (tmp49 / tmp52)
    tmp54 = tl.load(in_ptr0 + (tmp23 + tmp10*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp55 = tmp54 + tmp28
    tmp56 = -tmp55
    tmp57 = libdevice.exp(tmp56)
    tmp58 = tmp57 + tmp32
    tmp59 = (tmp55 / tmp58)
    tmp60 = tmp53 - tmp59
    tmp61 = tmp60 * tmp45
    tmp62 = tmp59 + tmp61
    tmp63 = tmp47 - tmp62
    tmp64 = tmp10.to(tl.float32)
    tmp65 = tmp9 - tmp64
    tmp66 = triton_helpers.maximum(tmp65, tmp8)
    tmp67 = triton_helpers.minimum(tmp66, tmp32)
    tmp68 = tmp63 * tmp67
    tmp69 = tmp62 + tmp68
    tl.store(out_ptr0 + (x7 + 32*ks0*ks1*x3), tmp69, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/x3/cx3kz6fhkakxb5ginynbbzp7eutpj2fhh3emy5aoqvlt7yx5jgjr.py
# Topologically Sorted Source Nodes: [input_16, input_17], Original ATen: [aten.convolution, aten.native_group_norm]
# Source node to ATen node mapping:
#   input_16 => convolution_6
#   input_17 => var_mean_3, view_8
# Graph fragment:
#   %buf32 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf32]
#   %arg22_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %convolution_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%cat, %arg21_1, %arg22_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view_8 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, (s0//2))*Max(1, (s53//2)), 2*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_6, [2, 4, 2, %mul_202]), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_8, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_11,%buf34
triton_red_fused_convolution_native_group_norm_11 = async_compile.triton('triton_red_fused_convolution_native_group_norm_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_native_group_norm_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 8960}}
)
@triton.jit
def triton_red_fused_convolution_native_group_norm_11(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, ks1, ks2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x4 = xindex
    x0 = (xindex % 4)
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = (r0_index % ks0)
        r0_3 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + ((r0_2 // ks1)*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + r0_3*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + 2*x4*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + ((r0_2 % ks1))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_3 + 2*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tl.store(out_ptr0 + (x4), tmp4, xmask)
    tl.store(out_ptr1 + (x4), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/l3/cl3yjmtpfjph6vor2yfarr2dqs5ygb5vf73d4hffrrnjdqbhsfgw.py
# Topologically Sorted Source Nodes: [input_16, input_17, input_18, input_19], Original ATen: [aten.convolution, aten.native_group_norm, aten.silu]
# Source node to ATen node mapping:
#   input_16 => convolution_6
#   input_17 => add_245, add_246, mul_218, mul_219, rsqrt_3, sub_108, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, var_mean_3, view_8, view_9
#   input_18 => add_252, div_6, exp_6, neg_6
#   input_19 => convolution_7
# Graph fragment:
#   %buf32 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf32]
#   %arg22_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %getitem_11 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=getitem_11]
#   %buf34 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=buf34]
#   %arg23_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %arg24_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %add_246 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_246]
#   %convolution_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%cat, %arg21_1, %arg22_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view_8 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, (s0//2))*Max(1, (s53//2)), 2*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_6, [2, 4, 2, %mul_202]), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_8, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_108 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_8, %getitem_11), kwargs = {})
#   %add_245 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_10, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_245,), kwargs = {})
#   %mul_218 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_108, %rsqrt_3), kwargs = {})
#   %view_9 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), (s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_218, [2, 8, %floordiv, %floordiv_1]), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg23_1, 0), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 2), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_19, 3), kwargs = {})
#   %mul_219 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %unsqueeze_20), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg24_1, 0), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, 2), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, 3), kwargs = {})
#   %add_246 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_219, %unsqueeze_23), kwargs = {})
#   %neg_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_246,), kwargs = {})
#   %exp_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_6,), kwargs = {})
#   %add_252 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_6, 1), kwargs = {})
#   %div_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_246, %add_252), kwargs = {})
#   %convolution_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_6, %arg25_1, %arg26_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %add_246,%buf37
triton_poi_fused_convolution_native_group_norm_silu_12 = async_compile.triton('triton_poi_fused_convolution_native_group_norm_silu_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_native_group_norm_silu_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_native_group_norm_silu_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x5 = xindex // ks2
    x2 = ((xindex // ks2) % 8)
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x5*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x5 // 2), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x5 // 2), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x2), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = 2*ks0*ks1
    tmp7 = tmp6.to(tl.float32)
    tmp8 = (tmp5 / tmp7)
    tmp9 = tl.full([1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp4 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tmp17 = -tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.full([1], 1.0, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = (tmp16 / tmp20)
    tl.store(in_out_ptr0 + (x4), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/s6/cs6adserpgqvy2euimzrfcm35rqwq7wyyhv6zflo5ocelpim6eeu.py
# Topologically Sorted Source Nodes: [input_18, input_19, input_20, b], Original ATen: [aten.silu, aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
# Source node to ATen node mapping:
#   b => _unsafe_index_4, _unsafe_index_5, _unsafe_index_6, _unsafe_index_7, add_274, add_289, add_301, add_314, add_353, add_369, add_391, clamp_max_4, clamp_max_5, clamp_max_6, clamp_max_7, clamp_min_4, clamp_min_5, clamp_min_6, clamp_min_7, convert_element_type_4, convert_element_type_5, convert_element_type_6, convert_element_type_7, iota_2, iota_3, mul_235, mul_246, mul_271, mul_281, mul_293, sub_123, sub_137, sub_153, sub_156, sub_163, sub_170, sub_173, view_10
#   input_18 => add_252, div_6, exp_6, neg_6
#   input_19 => convolution_7
#   input_20 => add_263, div_7, exp_7, neg_7
# Graph fragment:
#   %buf38 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf38]
#   %arg26_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg26_1]
#   %_unsafe_index_7 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=_unsafe_index_7]
#   %sub_163 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=sub_163]
#   %sub_156 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=sub_156]
#   %add_353 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_353]
#   %add_369 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_369]
#   %neg_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_246,), kwargs = {})
#   %exp_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_6,), kwargs = {})
#   %add_252 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_6, 1), kwargs = {})
#   %div_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_246, %add_252), kwargs = {})
#   %convolution_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_6, %arg25_1, %arg26_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_7,), kwargs = {})
#   %exp_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_7,), kwargs = {})
#   %add_263 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_7, 1), kwargs = {})
#   %div_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_7, %add_263), kwargs = {})
#   %iota_2 : Tensor "i64[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg2_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_4 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_2, torch.float32), kwargs = {})
#   %add_274 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_4, 0.5), kwargs = {})
#   %mul_235 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_274, %truediv_2), kwargs = {})
#   %sub_123 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_235, 0.5), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_123, 0.0), kwargs = {})
#   %view_10 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_4, [%arg2_1, 1]), kwargs = {})
#   %convert_element_type_5 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_10, torch.int64), kwargs = {})
#   %add_289 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_5, 1), kwargs = {})
#   %clamp_max_4 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_289, %sub_129), kwargs = {})
#   %iota_3 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg3_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_6 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_3, torch.float32), kwargs = {})
#   %add_301 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_6, 0.5), kwargs = {})
#   %mul_246 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_301, %truediv_3), kwargs = {})
#   %sub_137 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_246, 0.5), kwargs = {})
#   %clamp_min_5 : Tensor "f32[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_137, 0.0), kwargs = {})
#   %convert_element_type_7 : Tensor "i64[s0][1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_5, torch.int64), kwargs = {})
#   %add_314 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_7, 1), kwargs = {})
#   %clamp_max_5 : Tensor "i64[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_314, %sub_143), kwargs = {})
#   %_unsafe_index_7 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_7, [None, None, %clamp_max_4, %clamp_max_5]), kwargs = {})
#   %_unsafe_index_6 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_7, [None, None, %clamp_max_4, %convert_element_type_7]), kwargs = {})
#   %sub_163 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_7, %_unsafe_index_6), kwargs = {})
#   %sub_153 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_5, %convert_element_type_7), kwargs = {})
#   %clamp_min_6 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_153, 0.0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 1.0), kwargs = {})
#   %mul_281 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_163, %clamp_max_6), kwargs = {})
#   %add_369 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_6, %mul_281), kwargs = {})
#   %_unsafe_index_5 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_7, [None, None, %convert_element_type_5, %clamp_max_5]), kwargs = {})
#   %_unsafe_index_4 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_7, [None, None, %convert_element_type_5, %convert_element_type_7]), kwargs = {})
#   %sub_156 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_5, %_unsafe_index_4), kwargs = {})
#   %mul_271 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_156, %clamp_max_6), kwargs = {})
#   %add_353 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_4, %mul_271), kwargs = {})
#   %sub_173 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_369, %add_353), kwargs = {})
#   %sub_170 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_10, %convert_element_type_5), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_170, 0.0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 1.0), kwargs = {})
#   %mul_293 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_173, %clamp_max_7), kwargs = {})
#   %add_391 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_353, %mul_293), kwargs = {})
#   return %_unsafe_index_7,%sub_163,%add_369,%sub_156,%add_353,%add_391
triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_13 = async_compile.triton('triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 71680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_13(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x6 = xindex // ks4
    x2 = ((xindex // ks4) % 8)
    x4 = xindex
    x3 = xindex // ks5
    x7 = (xindex % ks5)
    tmp28 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks2 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = (-1) + ks2
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tmp15 = x0
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16 + tmp2
    tmp18 = ks3 / ks0
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 * tmp19
    tmp21 = tmp20 - tmp2
    tmp22 = triton_helpers.maximum(tmp21, tmp8)
    tmp23 = tmp22.to(tl.int64)
    tmp24 = tmp23 + tmp11
    tmp25 = (-1) + ks3
    tmp26 = triton_helpers.minimum(tmp24, tmp25)
    tmp27 = tl.load(in_ptr0 + (tmp26 + tmp14*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp29 = tmp27 + tmp28
    tmp30 = -tmp29
    tmp31 = libdevice.exp(tmp30)
    tmp32 = tl.full([1], 1.0, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = (tmp29 / tmp33)
    tmp35 = tl.load(in_ptr0 + (tmp23 + tmp14*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp36 = tmp35 + tmp28
    tmp37 = -tmp36
    tmp38 = libdevice.exp(tmp37)
    tmp39 = tmp38 + tmp32
    tmp40 = (tmp36 / tmp39)
    tmp41 = tmp34 - tmp40
    tmp42 = tmp23.to(tl.float32)
    tmp43 = tmp22 - tmp42
    tmp44 = triton_helpers.maximum(tmp43, tmp8)
    tmp45 = triton_helpers.minimum(tmp44, tmp32)
    tmp46 = tmp41 * tmp45
    tmp47 = tmp40 + tmp46
    tmp48 = tl.load(in_ptr0 + (tmp26 + tmp10*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp49 = tmp48 + tmp28
    tmp50 = -tmp49
    tmp51 = libdevice.exp(tmp50)
    tmp52 = tmp51 + tmp32
    tmp53 = (tmp49 / tmp52)
    tmp54 = tl.load(in_ptr0 + (tmp23 + tmp10*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp55 = tmp54 + tmp28
    tmp56 = -tmp55
    tmp57 = libdevice.exp(tmp56)
    tmp58 = tmp57 + tmp32
    tmp59 = (tmp55 / tmp58)
    tmp60 = tmp53 - tmp59
    tmp61 = tmp60 * tmp45
    tmp62 = tmp59 + tmp61
    tmp63 = tmp47 - tmp62
    tmp64 = tmp10.to(tl.float32)
    tmp65 = tmp9 - tmp64
    tmp66 = triton_helpers.maximum(tmp65, tmp8)
    tmp67 = triton_helpers.minimum(tmp66, tmp32)
    tmp68 = tmp63 * tmp67
    tmp69 = tmp62 + tmp68
    tl.store(out_ptr0 + (x7 + 16*ks0*ks1*x3), tmp69, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/ag/cagdadfdlm3lrrdyy55rb3qvkl22yuihppae2grumkvzclnrytou.py
# Topologically Sorted Source Nodes: [input_23, input_24, input_25, conv2d_10], Original ATen: [aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_10 => convolution_10
#   input_23 => add_414, div_8, exp_8, neg_8
#   input_24 => convolution_9
#   input_25 => add_425, div_9, exp_9, neg_9
# Graph fragment:
#   %buf52 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf52]
#   %arg32_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg32_1]
#   %neg_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_408,), kwargs = {})
#   %exp_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_8,), kwargs = {})
#   %add_414 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_8, 1), kwargs = {})
#   %div_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_408, %add_414), kwargs = {})
#   %convolution_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_8, %arg31_1, %arg32_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_9,), kwargs = {})
#   %exp_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_9,), kwargs = {})
#   %add_425 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_9, 1), kwargs = {})
#   %div_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_9, %add_425), kwargs = {})
#   %convolution_10 : Tensor "f32[2, 2, s53, s0][2*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_9, %arg33_1, %arg34_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf53
triton_poi_fused_convolution_silu_14 = async_compile.triton('triton_poi_fused_convolution_silu_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_silu_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 107520}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_silu_14(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 8)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(in_out_ptr0 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/me/cmefkos3odhy73uh4zzkdfynmet2r3peel7nhhhdmejtxkare6xt.py
# Topologically Sorted Source Nodes: [input_23, input_24, input_25, conv2d_10], Original ATen: [aten.silu, aten.convolution]
# Source node to ATen node mapping:
#   conv2d_10 => convolution_10
#   input_23 => add_414, div_8, exp_8, neg_8
#   input_24 => convolution_9
#   input_25 => add_425, div_9, exp_9, neg_9
# Graph fragment:
#   %buf54 : Tensor "f32[2, 2, s53, s0][2*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf54]
#   %arg34_1 : Tensor "f32[2][1]cuda:0" = PlaceHolder[target=arg34_1]
#   %neg_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_408,), kwargs = {})
#   %exp_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_8,), kwargs = {})
#   %add_414 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_8, 1), kwargs = {})
#   %div_8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_408, %add_414), kwargs = {})
#   %convolution_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_8, %arg31_1, %arg32_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_9,), kwargs = {})
#   %exp_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_9,), kwargs = {})
#   %add_425 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_9, 1), kwargs = {})
#   %div_9 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_9, %add_425), kwargs = {})
#   %convolution_10 : Tensor "f32[2, 2, s53, s0][2*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_9, %arg33_1, %arg34_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_10
triton_poi_fused_convolution_silu_15 = async_compile.triton('triton_poi_fused_convolution_silu_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_silu_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_silu_15(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 2)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x3), tmp2, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1 = args
        args.clear()
        s53 = arg2_1
        s0 = arg3_1
        assert_size_stride(arg0_1, (8, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(arg1_1, (8, ), (1, ))
        assert_size_stride(arg4_1, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))
        assert_size_stride(arg5_1, (8, ), (1, ))
        assert_size_stride(arg6_1, (8, ), (1, ))
        assert_size_stride(arg7_1, (8, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(arg8_1, (8, ), (1, ))
        assert_size_stride(arg9_1, (16, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(arg10_1, (16, ), (1, ))
        assert_size_stride(arg11_1, (16, ), (1, ))
        assert_size_stride(arg12_1, (16, ), (1, ))
        assert_size_stride(arg13_1, (16, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(arg14_1, (16, ), (1, ))
        assert_size_stride(arg15_1, (16, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(arg16_1, (16, ), (1, ))
        assert_size_stride(arg17_1, (16, ), (1, ))
        assert_size_stride(arg18_1, (16, ), (1, ))
        assert_size_stride(arg19_1, (16, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(arg20_1, (16, ), (1, ))
        assert_size_stride(arg21_1, (8, 32, 3, 3), (288, 9, 3, 1))
        assert_size_stride(arg22_1, (8, ), (1, ))
        assert_size_stride(arg23_1, (8, ), (1, ))
        assert_size_stride(arg24_1, (8, ), (1, ))
        assert_size_stride(arg25_1, (8, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(arg26_1, (8, ), (1, ))
        assert_size_stride(arg27_1, (8, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(arg28_1, (8, ), (1, ))
        assert_size_stride(arg29_1, (8, ), (1, ))
        assert_size_stride(arg30_1, (8, ), (1, ))
        assert_size_stride(arg31_1, (8, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(arg32_1, (8, ), (1, ))
        assert_size_stride(arg33_1, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(arg34_1, (2, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(arg4_1, arg0_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            del arg0_1
            del arg4_1
            ps0 = s0*s53
            buf1 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            buf2 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.convolution, aten.native_group_norm]
            triton_red_fused_convolution_native_group_norm_0_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_group_norm_0.run(buf0, arg1_1, buf1, buf2, s0, s53, ps0, 8, triton_red_fused_convolution_native_group_norm_0_r0_numel, stream=stream0)
            buf4 = buf0; del buf0  # reuse
            buf5 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2, input_3, input_4], Original ATen: [aten.convolution, aten.native_group_norm, aten.silu]
            triton_poi_fused_convolution_native_group_norm_silu_1_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_native_group_norm_silu_1.run(buf5, arg1_1, buf1, buf2, arg5_1, arg6_1, ps0, s0, s53, triton_poi_fused_convolution_native_group_norm_silu_1_xnumel, stream=stream0)
            del arg1_1
            del arg5_1
            del arg6_1
            # Topologically Sorted Source Nodes: [input_3, input_4], Original ATen: [aten.silu, aten.convolution]
            buf6 = extern_kernels.convolution(buf5, arg7_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf6, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            del arg7_1
            del buf5
            ps1 = 8*s0*s53
            buf45 = empty_strided_cuda((2, 16, s53, s0), (16*s0*s53, s0*s53, s0, 1), torch.float32)
            buf7 = reinterpret_tensor(buf45, (2, 8, s53, s0), (16*s0*s53, s0*s53, s0, 1), 8*s0*s53)  # alias
            # Topologically Sorted Source Nodes: [input_3, input_4, input_5], Original ATen: [aten.silu, aten.convolution]
            triton_poi_fused_convolution_silu_2_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_2.run(buf6, arg8_1, buf7, ps0, ps1, s0, s53, triton_poi_fused_convolution_silu_2_xnumel, stream=stream0)
            del arg8_1
            del buf6
            ps2 = s0 // 2
            ps3 = s53 // 2
            ps4 = (s0 // 2)*(s53 // 2)
            ps5 = 8*(s0 // 2)*(s53 // 2)
            buf8 = empty_strided_cuda((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_3, input_4, input_5, max_pool2d, input_6], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices]
            triton_poi_fused_convolution_max_pool2d_with_indices_silu_3_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_max_pool2d_with_indices_silu_3.run(buf7, buf8, ps2, ps3, ps4, ps5, s0, s53, triton_poi_fused_convolution_max_pool2d_with_indices_silu_3_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_3, input_4, input_5, max_pool2d, input_6], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices]
            buf9 = extern_kernels.convolution(buf8, arg9_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf9, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution.default')
            del arg9_1
            buf10 = buf2; del buf2  # reuse
            buf11 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [input_3, input_4, input_5, max_pool2d, input_6, input_7], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices, aten.native_group_norm]
            triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_4_r0_numel = 4*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_4.run(buf9, arg10_1, buf10, buf11, ps4, ps2, ps3, 8, triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_4_r0_numel, stream=stream0)
            buf13 = empty_strided_cuda((2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            buf14 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [input_3, input_4, input_5, max_pool2d, input_6, input_7, input_8, input_9], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices, aten.native_group_norm]
            triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_5_xnumel = 32*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_5.run(buf14, buf9, arg10_1, buf10, buf11, arg11_1, arg12_1, ps2, ps3, ps4, triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_5_xnumel, stream=stream0)
            del arg10_1
            del arg11_1
            del arg12_1
            del buf9
            # Topologically Sorted Source Nodes: [input_8, input_9], Original ATen: [aten.silu, aten.convolution]
            buf15 = extern_kernels.convolution(buf14, arg13_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf15, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution.default')
            del arg13_1
            del buf14
            ps6 = 16*(s0 // 2)*(s53 // 2)
            buf31 = empty_strided_cuda((2, 32, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            buf16 = reinterpret_tensor(buf31, (2, 16, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), 16*(s0 // 2)*(s53 // 2))  # alias
            # Topologically Sorted Source Nodes: [input_8, input_9, input_10], Original ATen: [aten.silu, aten.convolution]
            triton_poi_fused_convolution_silu_6_xnumel = 32*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_6.run(buf15, arg14_1, buf16, ps2, ps3, ps4, ps6, triton_poi_fused_convolution_silu_6_xnumel, stream=stream0)
            del arg14_1
            del buf15
            ps7 = s0 // 4
            ps8 = s53 // 4
            ps9 = (s0 // 4)*(s53 // 4)
            ps10 = 16*(s0 // 4)*(s53 // 4)
            buf17 = empty_strided_cuda((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_8, input_9, input_10, max_pool2d_1, input_11], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices]
            triton_poi_fused_convolution_max_pool2d_with_indices_silu_7_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_max_pool2d_with_indices_silu_7.run(buf16, buf17, ps7, ps8, ps9, ps10, ps2, ps3, triton_poi_fused_convolution_max_pool2d_with_indices_silu_7_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_8, input_9, input_10, max_pool2d_1, input_11], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices]
            buf18 = extern_kernels.convolution(buf17, arg15_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf18, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1), 'torch.ops.aten.convolution.default')
            del arg15_1
            buf19 = buf11; del buf11  # reuse
            buf20 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [input_8, input_9, input_10, max_pool2d_1, input_11, input_12], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices, aten.native_group_norm]
            triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_8_r0_numel = 4*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_8.run(buf18, arg16_1, buf19, buf20, ps9, ps7, ps8, 8, triton_red_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_8_r0_numel, stream=stream0)
            buf22 = buf17; del buf17  # reuse
            buf23 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [input_8, input_9, input_10, max_pool2d_1, input_11, input_12, input_13, input_14], Original ATen: [aten.silu, aten.convolution, aten.max_pool2d_with_indices, aten.native_group_norm]
            triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_9_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_9.run(buf23, buf18, arg16_1, buf19, buf20, arg17_1, arg18_1, ps7, ps8, ps9, triton_poi_fused_convolution_max_pool2d_with_indices_native_group_norm_silu_9_xnumel, stream=stream0)
            del arg16_1
            del arg17_1
            del arg18_1
            del buf18
            # Topologically Sorted Source Nodes: [input_13, input_14], Original ATen: [aten.silu, aten.convolution]
            buf24 = extern_kernels.convolution(buf23, arg19_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf24, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1), 'torch.ops.aten.convolution.default')
            del arg19_1
            del buf23
            buf30 = reinterpret_tensor(buf31, (2, 16, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [input_13, input_14, input_15, m], Original ATen: [aten.silu, aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_10_xnumel = 32*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_10.run(buf24, arg20_1, buf30, ps2, ps3, ps8, ps7, ps4, ps6, triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_10_xnumel, stream=stream0)
            del arg20_1
            del buf24
            del buf16
            del buf30
            # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
            buf32 = extern_kernels.convolution(buf31, arg21_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf32, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution.default')
            del arg21_1
            del buf31
            buf33 = buf20; del buf20  # reuse
            buf34 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [input_16, input_17], Original ATen: [aten.convolution, aten.native_group_norm]
            triton_red_fused_convolution_native_group_norm_11_r0_numel = 2*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_group_norm_11.run(buf32, arg22_1, buf33, buf34, ps4, ps2, ps3, 8, triton_red_fused_convolution_native_group_norm_11_r0_numel, stream=stream0)
            buf36 = buf8; del buf8  # reuse
            buf37 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [input_16, input_17, input_18, input_19], Original ATen: [aten.convolution, aten.native_group_norm, aten.silu]
            triton_poi_fused_convolution_native_group_norm_silu_12_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_native_group_norm_silu_12.run(buf37, buf32, arg22_1, buf33, buf34, arg23_1, arg24_1, ps2, ps3, ps4, triton_poi_fused_convolution_native_group_norm_silu_12_xnumel, stream=stream0)
            del arg22_1
            del arg23_1
            del arg24_1
            del buf32
            del buf33
            del buf34
            # Topologically Sorted Source Nodes: [input_18, input_19], Original ATen: [aten.silu, aten.convolution]
            buf38 = extern_kernels.convolution(buf37, arg25_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf38, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution.default')
            del arg25_1
            del buf37
            buf44 = reinterpret_tensor(buf45, (2, 8, s53, s0), (16*s0*s53, s0*s53, s0, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [input_18, input_19, input_20, b], Original ATen: [aten.silu, aten.convolution, aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view, aten._unsafe_index]
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_13_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_13.run(buf38, arg26_1, buf44, s0, s53, ps3, ps2, ps0, ps1, triton_poi_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_13_xnumel, stream=stream0)
            del arg26_1
            del buf38
            del buf44
            del buf7
            # Topologically Sorted Source Nodes: [input_21], Original ATen: [aten.convolution]
            buf46 = extern_kernels.convolution(buf45, arg27_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf46, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            del arg27_1
            del buf45
            buf47 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            buf48 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            # Topologically Sorted Source Nodes: [input_21, input_22], Original ATen: [aten.convolution, aten.native_group_norm]
            triton_red_fused_convolution_native_group_norm_0_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_group_norm_0.run(buf46, arg28_1, buf47, buf48, s0, s53, ps0, 8, triton_red_fused_convolution_native_group_norm_0_r0_numel, stream=stream0)
            buf50 = buf46; del buf46  # reuse
            buf51 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [input_21, input_22, input_23, input_24], Original ATen: [aten.convolution, aten.native_group_norm, aten.silu]
            triton_poi_fused_convolution_native_group_norm_silu_1_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_native_group_norm_silu_1.run(buf51, arg28_1, buf47, buf48, arg29_1, arg30_1, ps0, s0, s53, triton_poi_fused_convolution_native_group_norm_silu_1_xnumel, stream=stream0)
            del arg28_1
            del arg29_1
            del arg30_1
            del buf47
            del buf48
            # Topologically Sorted Source Nodes: [input_23, input_24], Original ATen: [aten.silu, aten.convolution]
            buf52 = extern_kernels.convolution(buf51, arg31_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf52, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            del arg31_1
            del buf51
            buf53 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [input_23, input_24, input_25, conv2d_10], Original ATen: [aten.silu, aten.convolution]
            triton_poi_fused_convolution_silu_14_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_14.run(buf53, arg32_1, ps0, triton_poi_fused_convolution_silu_14_xnumel, stream=stream0)
            del arg32_1
            # Topologically Sorted Source Nodes: [input_23, input_24, input_25, conv2d_10], Original ATen: [aten.silu, aten.convolution]
            buf54 = extern_kernels.convolution(buf53, arg33_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf54, (2, 2, s53, s0), (2*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            del arg33_1
            del buf53
            buf55 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [input_23, input_24, input_25, conv2d_10], Original ATen: [aten.silu, aten.convolution]
            triton_poi_fused_convolution_silu_15_xnumel = 4*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_15.run(buf55, arg34_1, ps0, triton_poi_fused_convolution_silu_15_xnumel, stream=stream0)
            del arg34_1
        return (buf55, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = 20
    arg3_1 = 28
    arg4_1 = rand_strided((2, 3, 20, 28), (1680, 560, 28, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((16, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((8, 32, 3, 3), (288, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((2, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
