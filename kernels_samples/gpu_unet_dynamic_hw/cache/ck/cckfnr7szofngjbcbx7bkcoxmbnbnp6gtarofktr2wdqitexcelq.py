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


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/ep/cepon42a2tn5l723svfko6tufdrnchkvtfgyis6ncmz7chb5nbbx.py
# Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   input_1 => convolution
# Graph fragment:
#   %buf0 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf0]
#   %primals_2 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convolution : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%primals_5, %primals_1, %primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution
triton_poi_fused_convolution_0 = async_compile.triton('triton_poi_fused_convolution_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 107520}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_0(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 8)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/ur/curwluto5gyn3cacwvzjove6xsfg747zvzjhg66w653u6czkhdwp.py
# Topologically Sorted Source Nodes: [input_2], Original ATen: [aten.native_group_norm]
# Source node to ATen node mapping:
#   input_2 => add_5, rsqrt, var_mean, view
# Graph fragment:
#   %convolution : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=convolution]
#   %buf3 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=buf3]
#   %view : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [2, 4, 2, %mul_5]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_5 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_5,), kwargs = {})
#   return %getitem_1,%buf3,%rsqrt
triton_red_fused_native_group_norm_1 = async_compile.triton('triton_red_fused_native_group_norm_1', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 35840}}
)
@triton.jit
def triton_red_fused_native_group_norm_1(in_out_ptr0, in_ptr0, out_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 2*ks0*ks1*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp8 = 2*ks0*ks1
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/li/clisiro2zc4auqofygxbrbm65gcgezhnidf77abkcauwggrxo7gh.py
# Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.native_group_norm, aten.silu]
# Source node to ATen node mapping:
#   input_2 => add_6, mul_21, mul_22, sub_2, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, view, view_1
#   input_3 => add_12, div, exp, neg
# Graph fragment:
#   %convolution : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_6 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_7]
#   %add_6 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_6]
#   %view : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [2, 4, 2, %mul_5]), kwargs = {})
#   %sub_2 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %mul_21 : Tensor "f32[2, 4, 2, s0*s53][8*s0*s53, 2*s0*s53, s0*s53, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_21, [2, 8, %primals_3, %primals_4]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_6, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %mul_22 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_2), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %add_6 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_22, %unsqueeze_5), kwargs = {})
#   %neg : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_6,), kwargs = {})
#   %exp : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_12 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_6, %add_12), kwargs = {})
#   return %add_6,%div
triton_poi_fused_native_group_norm_silu_2 = async_compile.triton('triton_poi_fused_native_group_norm_silu_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_silu_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 107520}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_silu_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x4 = xindex // ks0
    x1 = ((xindex // ks0) % 8)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x4 // 2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x4 // 2), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp9 = -tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = (tmp8 / tmp12)
    tl.store(in_out_ptr0 + (x3), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/du/cduc7qzxjwpvnjptedyqiigf5x5jaqc6tjvtdzc3hugxatozrsq3.py
# Topologically Sorted Source Nodes: [input_4, input_5], Original ATen: [aten.convolution, aten.silu]
# Source node to ATen node mapping:
#   input_4 => convolution_1
#   input_5 => add_23, div_1, exp_1, neg_1
# Graph fragment:
#   %buf8 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf8]
#   %primals_9 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_9]
#   %convolution_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %convolution_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%div, %primals_8, %primals_9, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_1,), kwargs = {})
#   %exp_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_23 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_1, %add_23), kwargs = {})
#   return %convolution_1,%div_1
triton_poi_fused_convolution_silu_3 = async_compile.triton('triton_poi_fused_convolution_silu_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_silu_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 179200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_silu_3(in_out_ptr0, in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
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
    tl.store(in_out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr0 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/s5/cs5nfxtczxhje7jo7gonq64hrg3lwlvlf3dvagsigvnbudixutxf.py
# Topologically Sorted Source Nodes: [max_pool2d], Original ATen: [aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   max_pool2d => _low_memory_max_pool_with_offsets, getitem_2, getitem_3
# Graph fragment:
#   %div_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=div_1]
#   %_low_memory_max_pool_with_offsets : [num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%div_1, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %getitem_2 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets, 0), kwargs = {})
#   %getitem_3 : Tensor "i8[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets, 1), kwargs = {})
#   return %getitem_2,%getitem_3
triton_poi_fused_max_pool2d_with_indices_4 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*i8', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 22400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_4(in_ptr0, out_ptr0, out_ptr1, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = xindex // ks2
    tmp0 = tl.load(in_ptr0 + (2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (ks3 + 2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (1 + ks3 + 2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tmp0 > tmp1
    tmp8 = tmp0 == tmp1
    tmp9 = tmp0 != tmp0
    tmp10 = tmp1 != tmp1
    tmp11 = tmp9 > tmp10
    tmp12 = tmp7 | tmp11
    tmp13 = tmp9 & tmp10
    tmp14 = tmp8 | tmp13
    tmp15 = tl.full([1], 0, tl.int64)
    tmp16 = tl.full([1], 1, tl.int64)
    tmp17 = tmp15 < tmp16
    tmp18 = tmp14 & tmp17
    tmp19 = tmp12 | tmp18
    tmp20 = tl.where(tmp19, tmp0, tmp1)
    tmp21 = tl.where(tmp19, tmp15, tmp16)
    tmp22 = tmp20 > tmp3
    tmp23 = tmp20 == tmp3
    tmp24 = tmp20 != tmp20
    tmp25 = tmp3 != tmp3
    tmp26 = tmp24 > tmp25
    tmp27 = tmp22 | tmp26
    tmp28 = tmp24 & tmp25
    tmp29 = tmp23 | tmp28
    tmp30 = tl.full([1], 2, tl.int64)
    tmp31 = tmp21 < tmp30
    tmp32 = tmp29 & tmp31
    tmp33 = tmp27 | tmp32
    tmp34 = tl.where(tmp33, tmp20, tmp3)
    tmp35 = tl.where(tmp33, tmp21, tmp30)
    tmp36 = tmp34 > tmp5
    tmp37 = tmp34 == tmp5
    tmp38 = tmp34 != tmp34
    tmp39 = tmp5 != tmp5
    tmp40 = tmp38 > tmp39
    tmp41 = tmp36 | tmp40
    tmp42 = tmp38 & tmp39
    tmp43 = tmp37 | tmp42
    tmp44 = tl.full([1], 3, tl.int64)
    tmp45 = tmp35 < tmp44
    tmp46 = tmp43 & tmp45
    tmp47 = tmp41 | tmp46
    tmp48 = tl.where(tmp47, tmp34, tmp5)
    tmp49 = tl.where(tmp47, tmp35, tmp44)
    tmp50 = tmp49.to(tl.int8)
    tl.store(out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp6, xmask)
    tl.store(out_ptr1 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp50, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/dg/cdgoqb2iz7ukkzjgmfpcpokdd36eby3klzirkstcnidvtlcbmjy2.py
# Topologically Sorted Source Nodes: [input_6], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   input_6 => convolution_2
# Graph fragment:
#   %buf13 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf13]
#   %primals_11 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_11]
#   %convolution_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_2, %primals_10, %primals_11, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_2
triton_poi_fused_convolution_5 = async_compile.triton('triton_poi_fused_convolution_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 53760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_5(in_out_ptr0, in_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x4 = xindex // ks2
    x2 = ((xindex // ks2) % 16)
    tmp0 = tl.load(in_out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/wj/cwjy6bangnzrdl7kzkephwai4ggxusf5i6my35be4h7onr6jgbvf.py
# Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.native_group_norm]
# Source node to ATen node mapping:
#   input_7 => add_44, rsqrt_1, var_mean_1, view_2
# Graph fragment:
#   %convolution_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %buf16 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=buf16]
#   %view_2 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_2, [2, 4, 4, %mul_46]), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_2, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_44 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_44,), kwargs = {})
#   return %getitem_5,%buf16,%rsqrt_1
triton_red_fused_native_group_norm_6 = async_compile.triton('triton_red_fused_native_group_norm_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 17920}}
)
@triton.jit
def triton_red_fused_native_group_norm_6(in_out_ptr0, in_ptr0, out_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 4*ks0*ks1*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp8 = 4*ks0*ks1
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/gt/cgtx454qwpos5gekfiwqwjtmaaahycyxm43m2nsmi6ce7jim3ewa.py
# Topologically Sorted Source Nodes: [input_7, input_8], Original ATen: [aten.native_group_norm, aten.silu]
# Source node to ATen node mapping:
#   input_7 => add_45, mul_56, mul_57, sub_17, unsqueeze_10, unsqueeze_11, unsqueeze_6, unsqueeze_7, unsqueeze_8, unsqueeze_9, view_2, view_3
#   input_8 => add_51, div_2, exp_2, neg_2
# Graph fragment:
#   %convolution_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_5 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %rsqrt_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_12 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_13]
#   %add_45 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_45]
#   %view_2 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_2, [2, 4, 4, %mul_46]), kwargs = {})
#   %sub_17 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_2, %getitem_5), kwargs = {})
#   %mul_56 : Tensor "f32[2, 4, 4, ((s0//2))*((s53//2))][16*Max(1, ((s0//2))*((s53//2))), 4*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_1), kwargs = {})
#   %view_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), (s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_56, [2, 16, %sym_size_int_8, %sym_size_int_9]), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_12, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 3), kwargs = {})
#   %mul_57 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %unsqueeze_8), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_13, 0), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 2), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 3), kwargs = {})
#   %add_45 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_57, %unsqueeze_11), kwargs = {})
#   %neg_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_45,), kwargs = {})
#   %exp_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_51 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %div_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_45, %add_51), kwargs = {})
#   return %add_45,%div_2
triton_poi_fused_native_group_norm_silu_7 = async_compile.triton('triton_poi_fused_native_group_norm_silu_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_silu_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 53760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_silu_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x6 = xindex
    x5 = xindex // ks0
    x1 = ((xindex // ks0) % 16)
    x3 = (xindex % ks1)
    x4 = ((xindex // ks1) % ks2)
    tmp0 = tl.load(in_ptr0 + (x6), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x5 // 4), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x5 // 4), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp9 = -tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = (tmp8 / tmp12)
    tl.store(out_ptr1 + (x3 + x4*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + x5*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/yz/cyzgkbbn3cspl7e6luz3ebg2hdsj56plrcs3bwscjdvpukilmosx.py
# Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten.convolution, aten.silu]
# Source node to ATen node mapping:
#   input_10 => add_62, div_3, exp_3, neg_3
#   input_9 => convolution_3
# Graph fragment:
#   %buf21 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf21]
#   %primals_15 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_15]
#   %convolution_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_3]
#   %convolution_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%div_2, %primals_14, %primals_15, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_3,), kwargs = {})
#   %exp_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_3,), kwargs = {})
#   %add_62 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_3, %add_62), kwargs = {})
#   return %convolution_3,%div_3
triton_poi_fused_convolution_silu_8 = async_compile.triton('triton_poi_fused_convolution_silu_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_silu_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 53760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_silu_8(in_out_ptr0, in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x4 = xindex // ks2
    x2 = ((xindex // ks2) % 16)
    tmp0 = tl.load(in_out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tl.store(in_out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp2, xmask)
    tl.store(out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/rp/crpczmwvqwu7fd5bnkqqi4b2272id4n35ull7sk3xvvrp34t6pm4.py
# Topologically Sorted Source Nodes: [max_pool2d_1], Original ATen: [aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   max_pool2d_1 => _low_memory_max_pool_with_offsets_1, getitem_6, getitem_7
# Graph fragment:
#   %div_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=div_3]
#   %_low_memory_max_pool_with_offsets_1 : [num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%div_3, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %getitem_6 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=2] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets_1, 0), kwargs = {})
#   %getitem_7 : Tensor "i8[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets_1, 1), kwargs = {})
#   return %getitem_6,%getitem_7
triton_poi_fused_max_pool2d_with_indices_9 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*i8', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 11200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_9(in_ptr0, out_ptr0, out_ptr1, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = xindex // ks2
    tmp0 = tl.load(in_ptr0 + (2*x0 + 2*x1*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x2*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0 + 2*x1*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x2*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2*x0 + 2*x1*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x2*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1))) + ((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (1 + 2*x0 + 2*x1*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x2*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1))) + ((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tmp0 > tmp1
    tmp8 = tmp0 == tmp1
    tmp9 = tmp0 != tmp0
    tmp10 = tmp1 != tmp1
    tmp11 = tmp9 > tmp10
    tmp12 = tmp7 | tmp11
    tmp13 = tmp9 & tmp10
    tmp14 = tmp8 | tmp13
    tmp15 = tl.full([1], 0, tl.int64)
    tmp16 = tl.full([1], 1, tl.int64)
    tmp17 = tmp15 < tmp16
    tmp18 = tmp14 & tmp17
    tmp19 = tmp12 | tmp18
    tmp20 = tl.where(tmp19, tmp0, tmp1)
    tmp21 = tl.where(tmp19, tmp15, tmp16)
    tmp22 = tmp20 > tmp3
    tmp23 = tmp20 == tmp3
    tmp24 = tmp20 != tmp20
    tmp25 = tmp3 != tmp3
    tmp26 = tmp24 > tmp25
    tmp27 = tmp22 | tmp26
    tmp28 = tmp24 & tmp25
    tmp29 = tmp23 | tmp28
    tmp30 = tl.full([1], 2, tl.int64)
    tmp31 = tmp21 < tmp30
    tmp32 = tmp29 & tmp31
    tmp33 = tmp27 | tmp32
    tmp34 = tl.where(tmp33, tmp20, tmp3)
    tmp35 = tl.where(tmp33, tmp21, tmp30)
    tmp36 = tmp34 > tmp5
    tmp37 = tmp34 == tmp5
    tmp38 = tmp34 != tmp34
    tmp39 = tmp5 != tmp5
    tmp40 = tmp38 > tmp39
    tmp41 = tmp36 | tmp40
    tmp42 = tmp38 & tmp39
    tmp43 = tmp37 | tmp42
    tmp44 = tl.full([1], 3, tl.int64)
    tmp45 = tmp35 < tmp44
    tmp46 = tmp43 & tmp45
    tmp47 = tmp41 | tmp46
    tmp48 = tl.where(tmp47, tmp34, tmp5)
    tmp49 = tl.where(tmp47, tmp35, tmp44)
    tmp50 = tmp49.to(tl.int8)
    tl.store(out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp6, xmask)
    tl.store(out_ptr1 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp50, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/id/cidvi432a6htfaomivkmh6d2p2a5uv3j3ewl7k37ywu5xaya7w7t.py
# Topologically Sorted Source Nodes: [input_11], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   input_11 => convolution_4
# Graph fragment:
#   %buf26 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=buf26]
#   %primals_17 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_17]
#   %convolution_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_6, %primals_16, %primals_17, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_4
triton_poi_fused_convolution_10 = async_compile.triton('triton_poi_fused_convolution_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 13440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_10(in_out_ptr0, in_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x4 = xindex // ks2
    x2 = ((xindex // ks2) % 16)
    tmp0 = tl.load(in_out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/ge/cge2ck43wfbinig2edon3ogw2karjhjrklsybbyf25tfabb3nb3d.py
# Topologically Sorted Source Nodes: [input_12], Original ATen: [aten.native_group_norm]
# Source node to ATen node mapping:
#   input_12 => add_83, rsqrt_2, var_mean_2, view_4
# Graph fragment:
#   %convolution_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %buf29 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=buf29]
#   %view_4 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, (s0//4))*Max(1, (s53//4)), 4*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_4, [2, 4, 4, %mul_81]), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_4, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_83 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_83,), kwargs = {})
#   return %getitem_9,%buf29,%rsqrt_2
triton_red_fused_native_group_norm_11 = async_compile.triton('triton_red_fused_native_group_norm_11', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 4480}}
)
@triton.jit
def triton_red_fused_native_group_norm_11(in_out_ptr0, in_ptr0, out_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 4*ks0*ks1*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp8 = 4*ks0*ks1
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/qs/cqstyhjhghvwmydkjzw2tid4izb5ev6d6uiaiylp2jw3yxv5j6ft.py
# Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.native_group_norm, aten.silu]
# Source node to ATen node mapping:
#   input_12 => add_84, mul_91, mul_92, sub_32, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, view_4, view_5
#   input_13 => add_90, div_4, exp_4, neg_4
# Graph fragment:
#   %convolution_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %getitem_9 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_2 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_18 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_19 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_19]
#   %add_84 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*((s0//4))*((s53//4)), ((s0//4))*((s53//4)), (s0//4), 1]cuda:0" = PlaceHolder[target=add_84]
#   %view_4 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, (s0//4))*Max(1, (s53//4)), 4*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_4, [2, 4, 4, %mul_81]), kwargs = {})
#   %sub_32 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %getitem_9), kwargs = {})
#   %mul_91 : Tensor "f32[2, 4, 4, ((s0//4))*((s53//4))][16*Max(1, ((s0//4))*((s53//4))), 4*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %rsqrt_2), kwargs = {})
#   %view_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, ((s0//4))*((s53//4))), Max(1, ((s0//4))*((s53//4))), (s0//4), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_91, [2, 16, %sym_size_int_16, %sym_size_int_17]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_18, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %mul_92 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_5, %unsqueeze_14), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_19, 0), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 2), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 3), kwargs = {})
#   %add_84 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_92, %unsqueeze_17), kwargs = {})
#   %neg_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_84,), kwargs = {})
#   %exp_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_4,), kwargs = {})
#   %add_90 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %div_4 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_84, %add_90), kwargs = {})
#   return %add_84,%div_4
triton_poi_fused_native_group_norm_silu_12 = async_compile.triton('triton_poi_fused_native_group_norm_silu_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_silu_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 13440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_silu_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x6 = xindex
    x5 = xindex // ks0
    x1 = ((xindex // ks0) % 16)
    x3 = (xindex % ks1)
    x4 = ((xindex // ks1) % ks2)
    tmp0 = tl.load(in_ptr0 + (x6), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x5 // 4), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x5 // 4), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp9 = -tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = (tmp8 / tmp12)
    tl.store(out_ptr1 + (x3 + x4*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + x5*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/rr/crri5vanwyshk3awyrolblyggmntjuioul5htczucw2z2vebi4xk.py
# Topologically Sorted Source Nodes: [m], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   m => add_112, clamp_min, convert_element_type, convert_element_type_1, iota, mul_108, sub_47, view_6
# Graph fragment:
#   %iota : Tensor "i64[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_112 : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type, 0.5), kwargs = {})
#   %mul_108 : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_112, %truediv), kwargs = {})
#   %sub_47 : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_108, 0.5), kwargs = {})
#   %clamp_min : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_47, 0.0), kwargs = {})
#   %view_6 : Tensor "f32[(s53//2), 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min, [%floordiv, 1]), kwargs = {})
#   %convert_element_type_1 : Tensor "i64[(s53//2), 1][1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_6, torch.int64), kwargs = {})
#   return %convert_element_type_1
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_13 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_13(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks1 / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/at/catlx63dq5khss3wbi7modejgku2fsjtjxcj5jvedmxz3ususlly.py
# Topologically Sorted Source Nodes: [m], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   m => add_127, clamp_max
# Graph fragment:
#   %add_127 : Tensor "i64[(s53//2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_1, 1), kwargs = {})
#   %clamp_max : Tensor "i64[(s53//2), 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_127, %sub_53), kwargs = {})
#   return %clamp_max
triton_poi_fused_add_clamp_14 = async_compile.triton('triton_poi_fused_add_clamp_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_14(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks1 / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = (-1) + ks1
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/pv/cpv6bhxhcp4rw3pbkqtaf2lnt2nauf7gazi5hdggjofpvu27lbot.py
# Topologically Sorted Source Nodes: [m], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   m => add_139, clamp_min_1, convert_element_type_2, convert_element_type_3, iota_1, mul_119, sub_61
# Graph fragment:
#   %iota_1 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_2 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_139 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_2, 0.5), kwargs = {})
#   %mul_119 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_139, %truediv_1), kwargs = {})
#   %sub_61 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_119, 0.5), kwargs = {})
#   %clamp_min_1 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_61, 0.0), kwargs = {})
#   %convert_element_type_3 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_1, torch.int64), kwargs = {})
#   return %convert_element_type_3
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks1 / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/q3/cq3bgnxlpnfjrgeuwgr46c7goyblgogajkmeff432ve25daav7aq.py
# Topologically Sorted Source Nodes: [m], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   m => add_152, clamp_max_1
# Graph fragment:
#   %add_152 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_3, 1), kwargs = {})
#   %clamp_max_1 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_152, %sub_67), kwargs = {})
#   return %clamp_max_1
triton_poi_fused_add_clamp_16 = async_compile.triton('triton_poi_fused_add_clamp_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_16', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_16(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks1 / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = (-1) + ks1
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/46/c46n7rkwm2zd5r72xrcjniparjkhsgf2v3mwdqodp6zoydsfanm6.py
# Topologically Sorted Source Nodes: [m], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   m => add_139, clamp_max_2, clamp_min_1, clamp_min_2, convert_element_type_2, iota_1, mul_119, sub_61, sub_77
# Graph fragment:
#   %iota_1 : Tensor "i64[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_2 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_1, torch.float32), kwargs = {})
#   %add_139 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_2, 0.5), kwargs = {})
#   %mul_119 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_139, %truediv_1), kwargs = {})
#   %sub_61 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_119, 0.5), kwargs = {})
#   %clamp_min_1 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_61, 0.0), kwargs = {})
#   %sub_77 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_1, %convert_element_type_3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_77, 0.0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[(s0//2)][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 1.0), kwargs = {})
#   return %clamp_max_2
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_17 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_17', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 80}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_17(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks1 / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/vj/cvjztaqs35estqpqftjydjjmm6syhrkkyak6ljdksce6ifldwx5e.py
# Topologically Sorted Source Nodes: [input_15, m], Original ATen: [aten.silu, aten._unsafe_index, aten.sub, aten.mul, aten.add]
# Source node to ATen node mapping:
#   input_15 => add_101, div_5, exp_5, neg_5
#   m => _unsafe_index, _unsafe_index_1, add_191, mul_144, sub_80
# Graph fragment:
#   %convert_element_type_1 : Tensor "i64[(s53//2), 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %convert_element_type_3 : Tensor "i64[(s0//2)][1]cuda:0" = PlaceHolder[target=convert_element_type_3]
#   %convolution_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=convolution_5]
#   %clamp_max_1 : Tensor "i64[(s0//2)][1]cuda:0" = PlaceHolder[target=clamp_max_1]
#   %clamp_max_2 : Tensor "f32[(s0//2)][1]cuda:0" = PlaceHolder[target=clamp_max_2]
#   %neg_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_5,), kwargs = {})
#   %exp_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_101 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_5, 1), kwargs = {})
#   %div_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_5, %add_101), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_5, [None, None, %convert_element_type_1, %convert_element_type_3]), kwargs = {})
#   %_unsafe_index_1 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_5, [None, None, %convert_element_type_1, %clamp_max_1]), kwargs = {})
#   %sub_80 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_1, %_unsafe_index), kwargs = {})
#   %mul_144 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_80, %clamp_max_2), kwargs = {})
#   %add_191 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index, %mul_144), kwargs = {})
#   return %add_191
triton_poi_fused__unsafe_index_add_mul_silu_sub_18 = async_compile.triton('triton_poi_fused__unsafe_index_add_mul_silu_sub_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_mul_silu_sub_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_mul_silu_sub_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x2 = xindex // ks4
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = ks2
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tmp6 = ks3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tmp10 = tl.load(in_ptr2 + (tmp9 + tmp4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x2*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp11 = -tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = (tmp10 / tmp14)
    tmp17 = tmp16 + tmp6
    tmp18 = tmp16 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp16)
    tmp20 = tl.load(in_ptr2 + (tmp19 + tmp4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x2*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp21 = -tmp20
    tmp22 = libdevice.exp(tmp21)
    tmp23 = tmp22 + tmp13
    tmp24 = (tmp20 / tmp23)
    tmp25 = tmp24 - tmp15
    tmp27 = tmp25 * tmp26
    tmp28 = tmp15 + tmp27
    tl.store(out_ptr0 + (x3), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/gx/cgxolcfw3z4kic77fe6hnje6tfkco6uvc4bfw2skwlerkfcysjdr.py
# Topologically Sorted Source Nodes: [m], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   m => add_112, clamp_max_3, clamp_min, clamp_min_3, convert_element_type, iota, mul_108, sub_47, sub_94, view_6
# Graph fragment:
#   %iota : Tensor "i64[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota, torch.float32), kwargs = {})
#   %add_112 : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type, 0.5), kwargs = {})
#   %mul_108 : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_112, %truediv), kwargs = {})
#   %sub_47 : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_108, 0.5), kwargs = {})
#   %clamp_min : Tensor "f32[(s53//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_47, 0.0), kwargs = {})
#   %view_6 : Tensor "f32[(s53//2), 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min, [%floordiv, 1]), kwargs = {})
#   %sub_94 : Tensor "f32[(s53//2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_6, %convert_element_type_1), kwargs = {})
#   %clamp_min_3 : Tensor "f32[(s53//2), 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_94, 0.0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[(s53//2), 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 1.0), kwargs = {})
#   return %clamp_max_3
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks1 / ks0
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/22/c22by45oxcjmuwb6znyhdg4xd2y56uec3mebgfxcjkutsqyf6dc6.py
# Topologically Sorted Source Nodes: [input_15, m, cat], Original ATen: [aten.silu, aten._unsafe_index, aten.sub, aten.mul, aten.add, aten.cat]
# Source node to ATen node mapping:
#   cat => cat
#   input_15 => add_101, div_5, exp_5, neg_5
#   m => _unsafe_index_2, _unsafe_index_3, add_207, add_229, mul_154, mul_166, sub_87, sub_97
# Graph fragment:
#   %add_191 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_191]
#   %clamp_max : Tensor "i64[(s53//2), 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max]
#   %convert_element_type_3 : Tensor "i64[(s0//2)][1]cuda:0" = PlaceHolder[target=convert_element_type_3]
#   %convolution_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0" = PlaceHolder[target=convolution_5]
#   %clamp_max_1 : Tensor "i64[(s0//2)][1]cuda:0" = PlaceHolder[target=clamp_max_1]
#   %clamp_max_2 : Tensor "f32[(s0//2)][1]cuda:0" = PlaceHolder[target=clamp_max_2]
#   %clamp_max_3 : Tensor "f32[(s53//2), 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_3]
#   %div_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=div_3]
#   %neg_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_5,), kwargs = {})
#   %exp_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_101 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_5, 1), kwargs = {})
#   %div_5 : Tensor "f32[2, 16, (s53//4), (s0//4)][16*Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4))*Max(1, (s53//4)), Max(1, (s0//4)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_5, %add_101), kwargs = {})
#   %_unsafe_index_2 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_5, [None, None, %clamp_max, %convert_element_type_3]), kwargs = {})
#   %_unsafe_index_3 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_5, [None, None, %clamp_max, %clamp_max_1]), kwargs = {})
#   %sub_87 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_3, %_unsafe_index_2), kwargs = {})
#   %mul_154 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_87, %clamp_max_2), kwargs = {})
#   %add_207 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_2, %mul_154), kwargs = {})
#   %sub_97 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_207, %add_191), kwargs = {})
#   %mul_166 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_97, %clamp_max_3), kwargs = {})
#   %add_229 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_191, %mul_166), kwargs = {})
#   %cat : Tensor "f32[2, 32, (s53//2), (s0//2)][32*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%add_229, %div_3], 1), kwargs = {})
#   return %cat
triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_20 = async_compile.triton('triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 107720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_20(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = ((xindex // ks0) % 32)
    x3 = xindex // ks1
    x4 = (xindex % ks0)
    x1 = ((xindex // ks2) % ks3)
    x0 = (xindex % ks2)
    x6 = xindex // ks0
    tmp0 = x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 16, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x4 + ks2*ks3*(x2) + 16*ks2*ks3*x3), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.broadcast_to(ks4, [XBLOCK])
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tmp11 = tl.load(in_ptr2 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.broadcast_to(ks5, [XBLOCK])
    tmp13 = tmp11 + tmp12
    tmp14 = tmp11 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp11)
    tmp16 = tl.load(in_ptr3 + (tmp15 + tmp10*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + (x2)*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + 16*x3*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1)))), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = -tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.full([1], 1.0, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = (tmp16 / tmp20)
    tmp22 = tl.load(in_ptr4 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp23 = tmp22 + tmp12
    tmp24 = tmp22 < 0
    tmp25 = tl.where(tmp24, tmp23, tmp22)
    tmp26 = tl.load(in_ptr3 + (tmp25 + tmp10*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + (x2)*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + 16*x3*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1)))), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = -tmp26
    tmp28 = libdevice.exp(tmp27)
    tmp29 = tmp28 + tmp19
    tmp30 = (tmp26 / tmp29)
    tmp31 = tmp30 - tmp21
    tmp32 = tl.load(in_ptr5 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp31 * tmp32
    tmp34 = tmp21 + tmp33
    tmp35 = tmp34 - tmp5
    tmp36 = tl.load(in_ptr6 + (x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp37 = tmp35 * tmp36
    tmp38 = tmp5 + tmp37
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp4, tmp38, tmp39)
    tmp41 = tmp0 >= tmp3
    tmp42 = tl.full([1], 32, tl.int64)
    tmp43 = tmp0 < tmp42
    tmp44 = tl.load(in_ptr7 + (x0 + x1*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + ((-16) + x2)*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + 16*x3*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), tmp41 & xmask, eviction_policy='evict_last', other=0.0)
    tmp45 = tl.where(tmp4, tmp40, tmp44)
    tl.store(out_ptr0 + (x0 + x1*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1))) + x6*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), tmp45, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/h5/ch5zsgxjolvwywt4ajsgaowhubzgazy6hafcxlc2agfxhsu4xkkn.py
# Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   input_16 => convolution_6
# Graph fragment:
#   %buf44 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf44]
#   %primals_23 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_23]
#   %convolution_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%cat, %primals_22, %primals_23, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_6
triton_poi_fused_convolution_21 = async_compile.triton('triton_poi_fused_convolution_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_21(in_out_ptr0, in_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x4 = xindex // ks2
    x2 = ((xindex // ks2) % 8)
    tmp0 = tl.load(in_out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/7f/c7fmrl2pxjj2qiifwzlmat32oxxam35gqnhjyukg4w6hoch34orh.py
# Topologically Sorted Source Nodes: [input_17], Original ATen: [aten.native_group_norm]
# Source node to ATen node mapping:
#   input_17 => add_245, rsqrt_3, var_mean_3, view_8
# Graph fragment:
#   %convolution_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %buf47 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=buf47]
#   %view_8 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, (s0//2))*Max(1, (s53//2)), 2*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_6, [2, 4, 2, %mul_190]), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_8, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_245 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_10, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_245,), kwargs = {})
#   return %getitem_11,%buf47,%rsqrt_3
triton_red_fused_native_group_norm_22 = async_compile.triton('triton_red_fused_native_group_norm_22', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_22', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 8960}}
)
@triton.jit
def triton_red_fused_native_group_norm_22(in_out_ptr0, in_ptr0, out_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 2*ks0*ks1*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp8 = 2*ks0*ks1
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/sz/cszd2evbjizl6dpgr6gyyppy4n623ntlgcwbsrvpuy4w7zrboq6a.py
# Topologically Sorted Source Nodes: [input_17, input_18], Original ATen: [aten.native_group_norm, aten.silu]
# Source node to ATen node mapping:
#   input_17 => add_246, mul_206, mul_207, sub_108, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, view_8, view_9
#   input_18 => add_252, div_6, exp_6, neg_6
# Graph fragment:
#   %convolution_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %getitem_11 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %rsqrt_3 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_24 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_24]
#   %primals_25 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_25]
#   %add_246 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=add_246]
#   %view_8 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, (s0//2))*Max(1, (s53//2)), 2*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_6, [2, 4, 2, %mul_190]), kwargs = {})
#   %sub_108 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_8, %getitem_11), kwargs = {})
#   %mul_206 : Tensor "f32[2, 4, 2, ((s0//2))*((s53//2))][8*Max(1, ((s0//2))*((s53//2))), 2*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_108, %rsqrt_3), kwargs = {})
#   %view_9 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, ((s0//2))*((s53//2))), Max(1, ((s0//2))*((s53//2))), (s0//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_206, [2, 8, %floordiv, %floordiv_1]), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_24, 0), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 2), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_19, 3), kwargs = {})
#   %mul_207 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %unsqueeze_20), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_25, 0), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, 2), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, 3), kwargs = {})
#   %add_246 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_207, %unsqueeze_23), kwargs = {})
#   %neg_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_246,), kwargs = {})
#   %exp_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_6,), kwargs = {})
#   %add_252 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_6, 1), kwargs = {})
#   %div_6 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_246, %add_252), kwargs = {})
#   return %add_246,%div_6
triton_poi_fused_native_group_norm_silu_23 = async_compile.triton('triton_poi_fused_native_group_norm_silu_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_silu_23', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_silu_23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x6 = xindex
    x5 = xindex // ks0
    x1 = ((xindex // ks0) % 8)
    x3 = (xindex % ks1)
    x4 = ((xindex // ks1) % ks2)
    tmp0 = tl.load(in_ptr0 + (x6), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x5 // 2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x5 // 2), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp9 = -tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = (tmp8 / tmp12)
    tl.store(out_ptr1 + (x3 + x4*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + x5*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/c4/cc4juobd2yx7vqpm3oi5rklj5mmbjsblhv2gtj22ssyw7qggxxvv.py
# Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   b => add_274, clamp_min_4, convert_element_type_4, convert_element_type_5, iota_2, mul_223, sub_123, view_10
# Graph fragment:
#   %iota_2 : Tensor "i64[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_4 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_2, torch.float32), kwargs = {})
#   %add_274 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_4, 0.5), kwargs = {})
#   %mul_223 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_274, %truediv_2), kwargs = {})
#   %sub_123 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_223, 0.5), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_123, 0.0), kwargs = {})
#   %view_10 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_4, [%primals_3, 1]), kwargs = {})
#   %convert_element_type_5 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_10, torch.int64), kwargs = {})
#   return %convert_element_type_5
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 448}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks0 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/47/c47ar55kcfr2dxlfxxb2tagdsezwbtqw3pqynlenba72reufkhte.py
# Topologically Sorted Source Nodes: [b], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   b => add_289, clamp_max_4
# Graph fragment:
#   %add_289 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_5, 1), kwargs = {})
#   %clamp_max_4 : Tensor "i64[s53, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_289, %sub_129), kwargs = {})
#   return %clamp_max_4
triton_poi_fused_add_clamp_25 = async_compile.triton('triton_poi_fused_add_clamp_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_25', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 448}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_25(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks0 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = (-1) + ks0
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/ds/cdsd6qcjzwptgiwe4al3ejzm7yndfo2zqztepoeu7yio662lq6of.py
# Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   b => add_301, clamp_min_5, convert_element_type_6, convert_element_type_7, iota_3, mul_234, sub_137
# Graph fragment:
#   %iota_3 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_6 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_3, torch.float32), kwargs = {})
#   %add_301 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_6, 0.5), kwargs = {})
#   %mul_234 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_301, %truediv_3), kwargs = {})
#   %sub_137 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_234, 0.5), kwargs = {})
#   %clamp_min_5 : Tensor "f32[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_137, 0.0), kwargs = {})
#   %convert_element_type_7 : Tensor "i64[s0][1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_min_5, torch.int64), kwargs = {})
#   return %convert_element_type_7
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_26 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_26', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_26(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks0 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/4g/c4gbraffikgdps42aqoq2bs5bulgsfuijbbtx2rajgs2kcyuausk.py
# Topologically Sorted Source Nodes: [b], Original ATen: [aten.add, aten.clamp]
# Source node to ATen node mapping:
#   b => add_314, clamp_max_5
# Graph fragment:
#   %add_314 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_7, 1), kwargs = {})
#   %clamp_max_5 : Tensor "i64[s0][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%add_314, %sub_143), kwargs = {})
#   return %clamp_max_5
triton_poi_fused_add_clamp_27 = async_compile.triton('triton_poi_fused_add_clamp_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_27', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_27(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks0 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 + tmp11
    tmp13 = (-1) + ks0
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/bp/cbp7tfcnyoxp33neyxb2lh5leflm4afywmjy3pu4zf67vooxpxxn.py
# Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
# Source node to ATen node mapping:
#   b => add_301, clamp_max_6, clamp_min_5, clamp_min_6, convert_element_type_6, iota_3, mul_234, sub_137, sub_153
# Graph fragment:
#   %iota_3 : Tensor "i64[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_4,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_6 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_3, torch.float32), kwargs = {})
#   %add_301 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_6, 0.5), kwargs = {})
#   %mul_234 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_301, %truediv_3), kwargs = {})
#   %sub_137 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_234, 0.5), kwargs = {})
#   %clamp_min_5 : Tensor "f32[s0][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_137, 0.0), kwargs = {})
#   %sub_153 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clamp_min_5, %convert_element_type_7), kwargs = {})
#   %clamp_min_6 : Tensor "f32[s0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_153, 0.0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[s0][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 1.0), kwargs = {})
#   return %clamp_max_6
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_28 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_28', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_28(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks0 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/oe/coehkyyibfndbj5unl3o7shcyrbxtic3jrch6alyxtpr63ougp5m.py
# Topologically Sorted Source Nodes: [input_20, b], Original ATen: [aten.silu, aten._unsafe_index, aten.sub, aten.mul, aten.add]
# Source node to ATen node mapping:
#   b => _unsafe_index_4, _unsafe_index_5, add_353, mul_259, sub_156
#   input_20 => add_263, div_7, exp_7, neg_7
# Graph fragment:
#   %convert_element_type_5 : Tensor "i64[s53, 1][1, 1]cuda:0" = PlaceHolder[target=convert_element_type_5]
#   %convert_element_type_7 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=convert_element_type_7]
#   %convolution_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_7]
#   %clamp_max_5 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=clamp_max_5]
#   %clamp_max_6 : Tensor "f32[s0][1]cuda:0" = PlaceHolder[target=clamp_max_6]
#   %neg_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_7,), kwargs = {})
#   %exp_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_7,), kwargs = {})
#   %add_263 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_7, 1), kwargs = {})
#   %div_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_7, %add_263), kwargs = {})
#   %_unsafe_index_4 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_7, [None, None, %convert_element_type_5, %convert_element_type_7]), kwargs = {})
#   %_unsafe_index_5 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_7, [None, None, %convert_element_type_5, %clamp_max_5]), kwargs = {})
#   %sub_156 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_5, %_unsafe_index_4), kwargs = {})
#   %mul_259 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_156, %clamp_max_6), kwargs = {})
#   %add_353 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_4, %mul_259), kwargs = {})
#   return %add_353
triton_poi_fused__unsafe_index_add_mul_silu_sub_29 = async_compile.triton('triton_poi_fused__unsafe_index_add_mul_silu_sub_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_mul_silu_sub_29', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 72080}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_mul_silu_sub_29(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x2 = xindex // ks4
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = ks2
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tmp6 = ks3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tmp10 = tl.load(in_ptr2 + (tmp9 + tmp4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x2*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp11 = -tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = (tmp10 / tmp14)
    tmp17 = tmp16 + tmp6
    tmp18 = tmp16 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp16)
    tmp20 = tl.load(in_ptr2 + (tmp19 + tmp4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1))) + x2*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))), xmask, eviction_policy='evict_last')
    tmp21 = -tmp20
    tmp22 = libdevice.exp(tmp21)
    tmp23 = tmp22 + tmp13
    tmp24 = (tmp20 / tmp23)
    tmp25 = tmp24 - tmp15
    tmp27 = tmp25 * tmp26
    tmp28 = tmp15 + tmp27
    tl.store(out_ptr0 + (x3), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/m2/cm2i7mqkm2ue2wolql5pxp5ku3ih7or26qd5uwgt7f224akouifw.py
# Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
# Source node to ATen node mapping:
#   b => add_274, clamp_max_7, clamp_min_4, clamp_min_7, convert_element_type_4, iota_2, mul_223, sub_123, sub_170, view_10
# Graph fragment:
#   %iota_2 : Tensor "i64[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_3,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %convert_element_type_4 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%iota_2, torch.float32), kwargs = {})
#   %add_274 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_4, 0.5), kwargs = {})
#   %mul_223 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_274, %truediv_2), kwargs = {})
#   %sub_123 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_223, 0.5), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_123, 0.0), kwargs = {})
#   %view_10 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clamp_min_4, [%primals_3, 1]), kwargs = {})
#   %sub_170 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_10, %convert_element_type_5), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_170, 0.0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s53, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 1.0), kwargs = {})
#   return %clamp_max_7
triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_30 = async_compile.triton('triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_30', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_30(out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = ks0 / ks1
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tmp6 - tmp2
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 - tmp11
    tmp13 = triton_helpers.maximum(tmp12, tmp8)
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/6u/c6u5ldd5wphrgdfbgvtaby7gjrnv4tvk6as6r5gjz2iqmbnqiiom.py
# Topologically Sorted Source Nodes: [input_20, b, cat_1], Original ATen: [aten.silu, aten._unsafe_index, aten.sub, aten.mul, aten.add, aten.cat]
# Source node to ATen node mapping:
#   b => _unsafe_index_6, _unsafe_index_7, add_369, add_391, mul_269, mul_281, sub_163, sub_173
#   cat_1 => cat_1
#   input_20 => add_263, div_7, exp_7, neg_7
# Graph fragment:
#   %add_353 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=add_353]
#   %clamp_max_4 : Tensor "i64[s53, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_4]
#   %convert_element_type_7 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=convert_element_type_7]
#   %convolution_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=convolution_7]
#   %clamp_max_5 : Tensor "i64[s0][1]cuda:0" = PlaceHolder[target=clamp_max_5]
#   %clamp_max_6 : Tensor "f32[s0][1]cuda:0" = PlaceHolder[target=clamp_max_6]
#   %clamp_max_7 : Tensor "f32[s53, 1][1, 1]cuda:0" = PlaceHolder[target=clamp_max_7]
#   %div_1 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=div_1]
#   %neg_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_7,), kwargs = {})
#   %exp_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_7,), kwargs = {})
#   %add_263 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_7, 1), kwargs = {})
#   %div_7 : Tensor "f32[2, 8, (s53//2), (s0//2)][8*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_7, %add_263), kwargs = {})
#   %_unsafe_index_6 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_7, [None, None, %clamp_max_4, %convert_element_type_7]), kwargs = {})
#   %_unsafe_index_7 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%div_7, [None, None, %clamp_max_4, %clamp_max_5]), kwargs = {})
#   %sub_163 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%_unsafe_index_7, %_unsafe_index_6), kwargs = {})
#   %mul_269 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_163, %clamp_max_6), kwargs = {})
#   %add_369 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_unsafe_index_6, %mul_269), kwargs = {})
#   %sub_173 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_369, %add_353), kwargs = {})
#   %mul_281 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_173, %clamp_max_7), kwargs = {})
#   %add_391 : Tensor "f32[2, 8, s53, s0][8*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_353, %mul_281), kwargs = {})
#   %cat_1 : Tensor "f32[2, 16, s53, s0][16*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%add_391, %div_1], 1), kwargs = {})
#   return %cat_1
triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_31 = async_compile.triton('triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_31', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 215440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_31(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = ((xindex // ks0) % 16)
    x3 = xindex // ks1
    x4 = (xindex % ks0)
    x1 = ((xindex // ks2) % ks3)
    x0 = (xindex % ks2)
    x5 = xindex
    tmp0 = x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 8, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x4 + ks2*ks3*(x2) + 8*ks2*ks3*x3), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.broadcast_to(ks4, [XBLOCK])
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tmp11 = tl.load(in_ptr2 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.broadcast_to(ks5, [XBLOCK])
    tmp13 = tmp11 + tmp12
    tmp14 = tmp11 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp11)
    tmp16 = tl.load(in_ptr3 + (tmp15 + tmp10*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + (x2)*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + 8*x3*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1)))), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = -tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.full([1], 1.0, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = (tmp16 / tmp20)
    tmp22 = tl.load(in_ptr4 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp23 = tmp22 + tmp12
    tmp24 = tmp22 < 0
    tmp25 = tl.where(tmp24, tmp23, tmp22)
    tmp26 = tl.load(in_ptr3 + (tmp25 + tmp10*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + (x2)*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1))) + 8*x3*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((1) * ((1) >= (ks5)) + (ks5) * ((ks5) > (1)))), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = -tmp26
    tmp28 = libdevice.exp(tmp27)
    tmp29 = tmp28 + tmp19
    tmp30 = (tmp26 / tmp29)
    tmp31 = tmp30 - tmp21
    tmp32 = tl.load(in_ptr5 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp31 * tmp32
    tmp34 = tmp21 + tmp33
    tmp35 = tmp34 - tmp5
    tmp36 = tl.load(in_ptr6 + (x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp37 = tmp35 * tmp36
    tmp38 = tmp5 + tmp37
    tmp39 = tl.full(tmp38.shape, 0.0, tmp38.dtype)
    tmp40 = tl.where(tmp4, tmp38, tmp39)
    tmp41 = tmp0 >= tmp3
    tmp42 = tl.full([1], 16, tl.int64)
    tmp43 = tmp0 < tmp42
    tmp44 = tl.load(in_ptr7 + (x4 + ks2*ks3*((-8) + x2) + 8*ks2*ks3*x3), tmp41 & xmask, eviction_policy='evict_last', other=0.0)
    tmp45 = tl.where(tmp4, tmp40, tmp44)
    tl.store(out_ptr0 + (x5), tmp45, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_unet_dynamic_hw/cache/va/cva464tuqmxg5k43hpn4po72vt7koxify5ua5nmwgumua6a6yvmg.py
# Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   conv2d_10 => convolution_10
# Graph fragment:
#   %buf73 : Tensor "f32[2, 2, s53, s0][2*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf73]
#   %primals_35 : Tensor "f32[2][1]cuda:0" = PlaceHolder[target=primals_35]
#   %convolution_10 : Tensor "f32[2, 2, s53, s0][2*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%div_9, %primals_34, %primals_35, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_10
triton_poi_fused_convolution_32 = async_compile.triton('triton_poi_fused_convolution_32', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_32', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26880}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_32(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35 = args
        args.clear()
        s53 = primals_3
        s0 = primals_4
        assert_size_stride(primals_1, (8, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_2, (8, ), (1, ))
        assert_size_stride(primals_5, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))
        assert_size_stride(primals_6, (8, ), (1, ))
        assert_size_stride(primals_7, (8, ), (1, ))
        assert_size_stride(primals_8, (8, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_9, (8, ), (1, ))
        assert_size_stride(primals_10, (16, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_11, (16, ), (1, ))
        assert_size_stride(primals_12, (16, ), (1, ))
        assert_size_stride(primals_13, (16, ), (1, ))
        assert_size_stride(primals_14, (16, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_15, (16, ), (1, ))
        assert_size_stride(primals_16, (16, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_17, (16, ), (1, ))
        assert_size_stride(primals_18, (16, ), (1, ))
        assert_size_stride(primals_19, (16, ), (1, ))
        assert_size_stride(primals_20, (16, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_21, (16, ), (1, ))
        assert_size_stride(primals_22, (8, 32, 3, 3), (288, 9, 3, 1))
        assert_size_stride(primals_23, (8, ), (1, ))
        assert_size_stride(primals_24, (8, ), (1, ))
        assert_size_stride(primals_25, (8, ), (1, ))
        assert_size_stride(primals_26, (8, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_27, (8, ), (1, ))
        assert_size_stride(primals_28, (8, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_29, (8, ), (1, ))
        assert_size_stride(primals_30, (8, ), (1, ))
        assert_size_stride(primals_31, (8, ), (1, ))
        assert_size_stride(primals_32, (8, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_33, (8, ), (1, ))
        assert_size_stride(primals_34, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(primals_35, (2, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(primals_5, primals_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            ps0 = s0*s53
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_0_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_0.run(buf1, primals_2, ps0, triton_poi_fused_convolution_0_xnumel, stream=stream0)
            del primals_2
            buf2 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf3 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            buf5 = reinterpret_tensor(buf3, (2, 4, 1, 1), (4, 1, 1, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten.native_group_norm]
            triton_red_fused_native_group_norm_1_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_1.run(buf5, buf1, buf2, s0, s53, 8, triton_red_fused_native_group_norm_1_r0_numel, stream=stream0)
            buf6 = empty_strided_cuda((2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), torch.float32)
            buf7 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.native_group_norm, aten.silu]
            triton_poi_fused_native_group_norm_silu_2_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_silu_2.run(buf7, buf1, buf2, buf5, primals_6, primals_7, ps0, triton_poi_fused_native_group_norm_silu_2_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
            buf8 = extern_kernels.convolution(buf7, primals_8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf8, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            buf9 = buf8; del buf8  # reuse
            buf10 = empty_strided_cuda((2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_4, input_5], Original ATen: [aten.convolution, aten.silu]
            triton_poi_fused_convolution_silu_3_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_3.run(buf9, primals_9, buf10, ps0, triton_poi_fused_convolution_silu_3_xnumel, stream=stream0)
            del primals_9
            ps1 = s0 // 2
            ps2 = s53 // 2
            ps3 = (s0 // 2)*(s53 // 2)
            buf11 = empty_strided_cuda((2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), torch.float32)
            buf12 = empty_strided_cuda((2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), torch.int8)
            # Topologically Sorted Source Nodes: [max_pool2d], Original ATen: [aten.max_pool2d_with_indices]
            triton_poi_fused_max_pool2d_with_indices_4_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_4.run(buf10, buf11, buf12, ps1, ps2, ps3, s0, s53, triton_poi_fused_max_pool2d_with_indices_4_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten.convolution]
            buf13 = extern_kernels.convolution(buf11, primals_10, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf13, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution.default')
            buf14 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_5_xnumel = 32*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_5.run(buf14, primals_11, ps1, ps2, ps3, triton_poi_fused_convolution_5_xnumel, stream=stream0)
            del primals_11
            buf15 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf16 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            buf18 = reinterpret_tensor(buf16, (2, 4, 1, 1), (4, 1, 1, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.native_group_norm]
            triton_red_fused_native_group_norm_6_r0_numel = 4*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_6.run(buf18, buf14, buf15, ps1, ps2, 8, triton_red_fused_native_group_norm_6_r0_numel, stream=stream0)
            buf20 = empty_strided_cuda((2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_7, input_8], Original ATen: [aten.native_group_norm, aten.silu]
            triton_poi_fused_native_group_norm_silu_7_xnumel = 32*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_silu_7.run(buf14, buf15, buf18, primals_12, primals_13, buf20, ps3, ps1, ps2, triton_poi_fused_native_group_norm_silu_7_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_9], Original ATen: [aten.convolution]
            buf21 = extern_kernels.convolution(buf20, primals_14, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf21, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution.default')
            buf22 = buf21; del buf21  # reuse
            buf23 = empty_strided_cuda((2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten.convolution, aten.silu]
            triton_poi_fused_convolution_silu_8_xnumel = 32*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_8.run(buf22, primals_15, buf23, ps1, ps2, ps3, triton_poi_fused_convolution_silu_8_xnumel, stream=stream0)
            del primals_15
            ps4 = s0 // 4
            ps5 = s53 // 4
            ps6 = (s0 // 4)*(s53 // 4)
            buf24 = empty_strided_cuda((2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1), torch.float32)
            buf25 = empty_strided_cuda((2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1), torch.int8)
            # Topologically Sorted Source Nodes: [max_pool2d_1], Original ATen: [aten.max_pool2d_with_indices]
            triton_poi_fused_max_pool2d_with_indices_9_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_9.run(buf23, buf24, buf25, ps4, ps5, ps6, ps1, ps2, triton_poi_fused_max_pool2d_with_indices_9_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_11], Original ATen: [aten.convolution]
            buf26 = extern_kernels.convolution(buf24, primals_16, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf26, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1), 'torch.ops.aten.convolution.default')
            buf27 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [input_11], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_10_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_10.run(buf27, primals_17, ps4, ps5, ps6, triton_poi_fused_convolution_10_xnumel, stream=stream0)
            del primals_17
            buf28 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf29 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            buf31 = reinterpret_tensor(buf29, (2, 4, 1, 1), (4, 1, 1, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [input_12], Original ATen: [aten.native_group_norm]
            triton_red_fused_native_group_norm_11_r0_numel = 4*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_11.run(buf31, buf27, buf28, ps4, ps5, 8, triton_red_fused_native_group_norm_11_r0_numel, stream=stream0)
            buf33 = empty_strided_cuda((2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.native_group_norm, aten.silu]
            triton_poi_fused_native_group_norm_silu_12_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_silu_12.run(buf27, buf28, buf31, primals_18, primals_19, buf33, ps6, ps4, ps5, triton_poi_fused_native_group_norm_silu_12_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_14], Original ATen: [aten.convolution]
            buf34 = extern_kernels.convolution(buf33, primals_20, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf34, (2, 16, s53 // 4, s0 // 4), (16*max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4)*max(1, s53 // 4), max(1, s0 // 4), 1), 'torch.ops.aten.convolution.default')
            buf35 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [input_14], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_10_xnumel = 32*(s0 // 4)*(s53 // 4)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_10.run(buf35, primals_21, ps4, ps5, ps6, triton_poi_fused_convolution_10_xnumel, stream=stream0)
            del primals_21
            buf36 = empty_strided_cuda((s53 // 2, 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [m], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_13_xnumel = s53 // 2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_13.run(buf36, ps2, ps5, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_13_xnumel, stream=stream0)
            buf37 = empty_strided_cuda((s53 // 2, 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [m], Original ATen: [aten.add, aten.clamp]
            triton_poi_fused_add_clamp_14_xnumel = s53 // 2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_14.run(buf37, ps2, ps5, triton_poi_fused_add_clamp_14_xnumel, stream=stream0)
            buf38 = empty_strided_cuda((s0 // 2, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [m], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15_xnumel = s0 // 2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15.run(buf38, ps1, ps4, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_15_xnumel, stream=stream0)
            buf39 = empty_strided_cuda((s0 // 2, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [m], Original ATen: [aten.add, aten.clamp]
            triton_poi_fused_add_clamp_16_xnumel = s0 // 2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_16.run(buf39, ps1, ps4, triton_poi_fused_add_clamp_16_xnumel, stream=stream0)
            buf40 = empty_strided_cuda((s0 // 2, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [m], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_17_xnumel = s0 // 2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_17.run(buf40, ps1, ps4, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_17_xnumel, stream=stream0)
            buf41 = empty_strided_cuda((2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_15, m], Original ATen: [aten.silu, aten._unsafe_index, aten.sub, aten.mul, aten.add]
            triton_poi_fused__unsafe_index_add_mul_silu_sub_18_xnumel = 32*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_add_mul_silu_sub_18.run(buf36, buf38, buf35, buf39, buf40, buf41, ps1, ps2, ps5, ps4, ps3, triton_poi_fused__unsafe_index_add_mul_silu_sub_18_xnumel, stream=stream0)
            buf42 = empty_strided_cuda((s53 // 2, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [m], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19_xnumel = s53 // 2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19.run(buf42, ps2, ps5, triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_19_xnumel, stream=stream0)
            ps7 = 32*(s0 // 2)*(s53 // 2)
            buf43 = empty_strided_cuda((2, 32, s53 // 2, s0 // 2), (32*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_15, m, cat], Original ATen: [aten.silu, aten._unsafe_index, aten.sub, aten.mul, aten.add, aten.cat]
            triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_20_xnumel = 64*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_20.run(buf41, buf37, buf38, buf35, buf39, buf40, buf42, buf23, buf43, ps3, ps7, ps1, ps2, ps5, ps4, triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_20_xnumel, stream=stream0)
            del buf41
            # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
            buf44 = extern_kernels.convolution(buf43, primals_22, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf44, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution.default')
            buf45 = buf44; del buf44  # reuse
            # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_21_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_21.run(buf45, primals_23, ps1, ps2, ps3, triton_poi_fused_convolution_21_xnumel, stream=stream0)
            del primals_23
            buf46 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf47 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            buf49 = reinterpret_tensor(buf47, (2, 4, 1, 1), (4, 1, 1, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [input_17], Original ATen: [aten.native_group_norm]
            triton_red_fused_native_group_norm_22_r0_numel = 2*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_22.run(buf49, buf45, buf46, ps1, ps2, 8, triton_red_fused_native_group_norm_22_r0_numel, stream=stream0)
            buf51 = empty_strided_cuda((2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_17, input_18], Original ATen: [aten.native_group_norm, aten.silu]
            triton_poi_fused_native_group_norm_silu_23_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_silu_23.run(buf45, buf46, buf49, primals_24, primals_25, buf51, ps3, ps1, ps2, triton_poi_fused_native_group_norm_silu_23_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_19], Original ATen: [aten.convolution]
            buf52 = extern_kernels.convolution(buf51, primals_26, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf52, (2, 8, s53 // 2, s0 // 2), (8*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution.default')
            buf53 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [input_19], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_21_xnumel = 16*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_21.run(buf53, primals_27, ps1, ps2, ps3, triton_poi_fused_convolution_21_xnumel, stream=stream0)
            del primals_27
            buf54 = empty_strided_cuda((s53, 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_24.run(buf54, ps2, s53, s53, stream=stream0)
            buf55 = empty_strided_cuda((s53, 1), (1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [b], Original ATen: [aten.add, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_25.run(buf55, ps2, s53, s53, stream=stream0)
            buf56 = empty_strided_cuda((s0, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_26.run(buf56, ps1, s0, s0, stream=stream0)
            buf57 = empty_strided_cuda((s0, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [b], Original ATen: [aten.add, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_27.run(buf57, ps1, s0, s0, stream=stream0)
            buf58 = empty_strided_cuda((s0, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_28.run(buf58, ps1, s0, s0, stream=stream0)
            buf59 = empty_strided_cuda((2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_20, b], Original ATen: [aten.silu, aten._unsafe_index, aten.sub, aten.mul, aten.add]
            triton_poi_fused__unsafe_index_add_mul_silu_sub_29_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_add_mul_silu_sub_29.run(buf54, buf56, buf53, buf57, buf58, buf59, s0, s53, ps2, ps1, ps0, triton_poi_fused__unsafe_index_add_mul_silu_sub_29_xnumel, stream=stream0)
            buf60 = empty_strided_cuda((s53, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [b], Original ATen: [aten.arange, aten._to_copy, aten.add, aten.mul, aten.sub, aten.clamp, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_view_30.run(buf60, ps2, s53, s53, stream=stream0)
            ps8 = 16*s0*s53
            buf61 = empty_strided_cuda((2, 16, s53, s0), (16*s0*s53, s0*s53, s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_20, b, cat_1], Original ATen: [aten.silu, aten._unsafe_index, aten.sub, aten.mul, aten.add, aten.cat]
            triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_31_xnumel = 32*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_31.run(buf59, buf55, buf56, buf53, buf57, buf58, buf60, buf10, buf61, ps0, ps8, s0, s53, ps2, ps1, triton_poi_fused__unsafe_index_add_cat_mul_silu_sub_31_xnumel, stream=stream0)
            del buf59
            # Topologically Sorted Source Nodes: [input_21], Original ATen: [aten.convolution]
            buf62 = extern_kernels.convolution(buf61, primals_28, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf62, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            buf63 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [input_21], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_0_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_0.run(buf63, primals_29, ps0, triton_poi_fused_convolution_0_xnumel, stream=stream0)
            del primals_29
            buf64 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 1, 1), torch.float32)
            buf65 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            buf67 = reinterpret_tensor(buf65, (2, 4, 1, 1), (4, 1, 1, 1), 0); del buf65  # reuse
            # Topologically Sorted Source Nodes: [input_22], Original ATen: [aten.native_group_norm]
            triton_red_fused_native_group_norm_1_r0_numel = 2*s0*s53
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_1.run(buf67, buf63, buf64, s0, s53, 8, triton_red_fused_native_group_norm_1_r0_numel, stream=stream0)
            buf68 = empty_strided_cuda((2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), torch.float32)
            buf69 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [input_22, input_23], Original ATen: [aten.native_group_norm, aten.silu]
            triton_poi_fused_native_group_norm_silu_2_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_silu_2.run(buf69, buf63, buf64, buf67, primals_30, primals_31, ps0, triton_poi_fused_native_group_norm_silu_2_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [input_24], Original ATen: [aten.convolution]
            buf70 = extern_kernels.convolution(buf69, primals_32, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf70, (2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            buf71 = buf70; del buf70  # reuse
            buf72 = empty_strided_cuda((2, 8, s53, s0), (8*s0*s53, s0*s53, s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_24, input_25], Original ATen: [aten.convolution, aten.silu]
            triton_poi_fused_convolution_silu_3_xnumel = 16*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_3.run(buf71, primals_33, buf72, ps0, triton_poi_fused_convolution_silu_3_xnumel, stream=stream0)
            del primals_33
            # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten.convolution]
            buf73 = extern_kernels.convolution(buf72, primals_34, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf73, (2, 2, s53, s0), (2*s0*s53, s0*s53, s0, 1), 'torch.ops.aten.convolution.default')
            buf74 = buf73; del buf73  # reuse
            # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_32_xnumel = 4*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_32.run(buf74, primals_35, ps0, triton_poi_fused_convolution_32_xnumel, stream=stream0)
            del primals_35
        return (buf74, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_19, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_31, primals_32, primals_34, buf1, buf2, buf5, buf7, buf9, buf10, buf11, buf12, buf14, buf15, buf18, buf20, buf22, buf23, buf24, buf25, buf27, buf28, buf31, buf33, buf35, buf36, buf37, buf38, buf39, buf40, buf42, buf43, buf45, buf46, buf49, buf51, buf53, buf54, buf55, buf56, buf57, buf58, buf60, buf61, buf63, buf64, buf67, buf69, buf71, buf72, s53, s0, s53 // 2, s0 // 2, s53 // 4, s0 // 4, s53 // 4, s0 // 4, s53 // 2, s0 // 2, (s0 // 2)*(s53 // 2), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 28
    primals_4 = 20
    primals_5 = rand_strided((2, 3, 28, 20), (1680, 560, 20, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((16, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((8, 32, 3, 3), (288, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((2, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
