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


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/xl/cxlk2nzv4lwj6fepyuhw2q2ydio6yd2id3b3yowbh5dvoyiksgt2.py
# Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d]
# Source node to ATen node mapping:
#   conv1d => convolution
#   conv1d_1 => convolution_1
#   h => add_4, erf, mul_2, mul_3, mul_4
#   pad => _unsafe_index, abs_1, abs_2, iota, sub_6, sub_7
# Graph fragment:
#   %buf0 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convolution : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%arg3_1, %arg0_1, %arg1_1, [5], [0], [1], False, [0], 1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_4), kwargs = {})
#   %iota : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv,), kwargs = {start: -2, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota,), kwargs = {})
#   %sub_6 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_6,), kwargs = {})
#   %sub_7 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 16, ((s53//5)) + 3][16*((s53//5)) + 48, ((s53//5)) + 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%mul_4, [None, None, %sub_7]), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%_unsafe_index, %arg4_1, %arg5_1, [1], [0], [1], False, [0], 16), kwargs = {})
#   return %buf1
triton_poi_fused_convolution_gelu_reflection_pad1d_0 = async_compile.triton('triton_poi_fused_convolution_gelu_reflection_pad1d_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_gelu_reflection_pad1d_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 21248}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_gelu_reflection_pad1d_0(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x3 = xindex // ks0
    x1 = ((xindex // ks0) % 16)
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x3*((1) * ((1) >= ((-1) + (ks1 // 5))) + ((-1) + (ks1 // 5)) * (((-1) + (ks1 // 5)) > (1))) + (tl.where((-2) + ((-1)*tl_math.abs(2 + (-1)*(ks1 // 5) + tl_math.abs((-2) + x0))) + (ks1 // 5) < 0, (-3) + ((-1)*tl_math.abs(2 + (-1)*(ks1 // 5) + tl_math.abs((-2) + x0))) + 2*(ks1 // 5), (-2) + ((-1)*tl_math.abs(2 + (-1)*(ks1 // 5) + tl_math.abs((-2) + x0))) + (ks1 // 5)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(out_ptr0 + (x4), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/q3/cq3jz6drggq2gvjif4qay743mg4qkmccim24nnbh5ybiuhinri5p.py
# Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm]
# Source node to ATen node mapping:
#   conv1d => convolution
#   conv1d_1 => convolution_1
#   h => add_4, erf, mul_2, mul_3, mul_4
#   h_1 => var_mean, view
#   pad => _unsafe_index, abs_1, abs_2, iota, sub_6, sub_7
# Graph fragment:
#   %buf2 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=buf2]
#   %arg5_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %convolution : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%arg3_1, %arg0_1, %arg1_1, [5], [0], [1], False, [0], 1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_4), kwargs = {})
#   %iota : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv,), kwargs = {start: -2, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota,), kwargs = {})
#   %sub_6 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_6,), kwargs = {})
#   %sub_7 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 16, ((s53//5)) + 3][16*((s53//5)) + 48, ((s53//5)) + 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%mul_4, [None, None, %sub_7]), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%_unsafe_index, %arg4_1, %arg5_1, [1], [0], [1], False, [0], 16), kwargs = {})
#   %view : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [2, 4, 4, %sym_size_int_1]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_1,%buf4
triton_red_fused_convolution_gelu_native_group_norm_reflection_pad1d_1 = async_compile.triton('triton_red_fused_convolution_gelu_native_group_norm_reflection_pad1d_1', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_gelu_native_group_norm_reflection_pad1d_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 10112}}
)
@triton.jit
def triton_red_fused_convolution_gelu_native_group_norm_reflection_pad1d_1(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp13_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp13_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp13_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = (r0_index % ks0)
        r0_3 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_2 + r0_3*((1) * ((1) >= ((-1) + (ks1 // 5))) + ((-1) + (ks1 // 5)) * (((-1) + (ks1 // 5)) > (1))) + 4*x4*((1) * ((1) >= ((-1) + (ks1 // 5))) + ((-1) + (ks1 // 5)) * (((-1) + (ks1 // 5)) > (1)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_3 + 4*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.load(in_ptr0 + (r0_2 + r0_3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 4*x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
        tmp11 = tmp10 + tmp1
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp13_mean_next, tmp13_m2_next, tmp13_weight_next = triton_helpers.welford_reduce(
            tmp12, tmp13_mean, tmp13_m2, tmp13_weight, roffset == 0
        )
        tmp13_mean = tl.where(r0_mask & xmask, tmp13_mean_next, tmp13_mean)
        tmp13_m2 = tl.where(r0_mask & xmask, tmp13_m2_next, tmp13_m2)
        tmp13_weight = tl.where(r0_mask & xmask, tmp13_weight_next, tmp13_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tmp14, tmp15, tmp16 = triton_helpers.welford(tmp13_mean, tmp13_m2, tmp13_weight, 1)
    tmp13 = tmp14[:, None]
    tmp17 = tmp15[:, None]
    tmp18 = tmp16[:, None]
    tl.store(out_ptr0 + (x4), tmp4, xmask)
    tl.store(out_ptr1 + (x4), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/sz/cszjqt74h5timzcutpriwogr7okhbwrmrshzbb34de6iu34nhigz.py
# Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1, conv1d_2], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm]
# Source node to ATen node mapping:
#   conv1d => convolution
#   conv1d_1 => convolution_1
#   conv1d_2 => convolution_2
#   h => add_4, erf, mul_2, mul_3, mul_4
#   h_1 => add_19, add_20, mul_21, mul_22, rsqrt, sub_10, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean, view, view_1
#   pad => _unsafe_index, abs_1, abs_2, iota, sub_6, sub_7
# Graph fragment:
#   %buf2 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=buf2]
#   %arg5_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %getitem_1 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf4 : Tensor "f32[2, 4, 1, 1][4, 1, 8, 8]cuda:0" = PlaceHolder[target=buf4]
#   %arg6_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg7_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %convolution : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%arg3_1, %arg0_1, %arg1_1, [5], [0], [1], False, [0], 1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_4), kwargs = {})
#   %iota : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv,), kwargs = {start: -2, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota,), kwargs = {})
#   %sub_6 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_6,), kwargs = {})
#   %sub_7 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 16, ((s53//5)) + 3][16*((s53//5)) + 48, ((s53//5)) + 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%mul_4, [None, None, %sub_7]), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%_unsafe_index, %arg4_1, %arg5_1, [1], [0], [1], False, [0], 16), kwargs = {})
#   %view : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [2, 4, 4, %sym_size_int_1]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_10 : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %add_19 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_19,), kwargs = {})
#   %mul_21 : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_21, [2, 16, %sym_size_int_1]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %mul_22 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, 0), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %add_20 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_22, %unsqueeze_3), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 32, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%add_20, %arg8_1, %arg9_1, [1], [0], [1], False, [0], 1), kwargs = {})
#   return %buf6
triton_poi_fused_convolution_gelu_native_group_norm_reflection_pad1d_2 = async_compile.triton('triton_poi_fused_convolution_gelu_native_group_norm_reflection_pad1d_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_gelu_native_group_norm_reflection_pad1d_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 30336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_gelu_native_group_norm_reflection_pad1d_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x3 = xindex // ks0
    x1 = ((xindex // ks0) % 16)
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = ((0) * ((0) >= ((-4) + 4*(ks1 // 5))) + ((-4) + 4*(ks1 // 5)) * (((-4) + 4*(ks1 // 5)) > (0)))
    tmp7 = tmp6.to(tl.float32)
    tmp8 = (tmp5 / tmp7)
    tmp9 = tl.full([1], 1e-05, tl.float32)
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tmp12 = tmp4 * tmp11
    tmp14 = tmp12 * tmp13
    tmp16 = tmp14 + tmp15
    tl.store(out_ptr0 + (x4), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/yp/cypnwnu5nnkm6fnosrgb64oazca2q75rxoi3g4xhcyrxv4cnnagy.py
# Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1, conv1d_2, h_2], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm, aten.glu]
# Source node to ATen node mapping:
#   conv1d => convolution
#   conv1d_1 => convolution_1
#   conv1d_2 => convolution_2
#   h => add_4, erf, mul_2, mul_3, mul_4
#   h_1 => add_19, add_20, mul_21, mul_22, rsqrt, sub_10, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean, view, view_1
#   h_2 => glu
#   pad => _unsafe_index, abs_1, abs_2, iota, sub_6, sub_7
# Graph fragment:
#   %buf7 : Tensor "f32[2, 32, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=buf7]
#   %arg9_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %convolution : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%arg3_1, %arg0_1, %arg1_1, [5], [0], [1], False, [0], 1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_4), kwargs = {})
#   %iota : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv,), kwargs = {start: -2, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota,), kwargs = {})
#   %sub_6 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_6,), kwargs = {})
#   %sub_7 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 16, ((s53//5)) + 3][16*((s53//5)) + 48, ((s53//5)) + 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%mul_4, [None, None, %sub_7]), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%_unsafe_index, %arg4_1, %arg5_1, [1], [0], [1], False, [0], 16), kwargs = {})
#   %view : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [2, 4, 4, %sym_size_int_1]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_10 : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %add_19 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_19,), kwargs = {})
#   %mul_21 : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_21, [2, 16, %sym_size_int_1]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %mul_22 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, 0), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %add_20 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_22, %unsqueeze_3), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 32, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%add_20, %arg8_1, %arg9_1, [1], [0], [1], False, [0], 1), kwargs = {})
#   %glu : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.glu.default](args = (%convolution_2, 1), kwargs = {})
#   return %glu
triton_poi_fused_convolution_gelu_glu_native_group_norm_reflection_pad1d_3 = async_compile.triton('triton_poi_fused_convolution_gelu_glu_native_group_norm_reflection_pad1d_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_gelu_glu_native_group_norm_reflection_pad1d_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 40448}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_gelu_glu_native_group_norm_reflection_pad1d_3(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % 16)
    x2 = xindex // ks1
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 32*x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (x0 + 16*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 32*x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (16 + x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sigmoid(tmp5)
    tmp7 = tmp2 * tmp6
    tl.store(out_ptr0 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/5u/c5ujsiuuhtmwffknqprjt3qz26b76nc3bczux4zltjzgd5ny3zkp.py
# Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1, conv1d_2, h_2, h_3, mean], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm, aten.glu, aten.unsqueeze, aten.avg_pool2d, aten.squeeze, aten.mean]
# Source node to ATen node mapping:
#   conv1d => convolution
#   conv1d_1 => convolution_1
#   conv1d_2 => convolution_2
#   h => add_4, erf, mul_2, mul_3, mul_4
#   h_1 => add_19, add_20, mul_21, mul_22, rsqrt, sub_10, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean, view, view_1
#   h_2 => glu
#   h_3 => avg_pool2d, squeeze_2, unsqueeze_4
#   mean => mean
#   pad => _unsafe_index, abs_1, abs_2, iota, sub_6, sub_7
# Graph fragment:
#   %glu : Tensor "f32[2, 16, ((s53//5)) - 1][16*((s53//5)) - 16, ((s53//5)) - 1, 1]cuda:0" = PlaceHolder[target=glu]
#   %buf9 : Tensor "f32[2, 16][16, 1]cuda:0" = PlaceHolder[target=buf9]
#   %convolution : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%arg3_1, %arg0_1, %arg1_1, [5], [0], [1], False, [0], 1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_4), kwargs = {})
#   %iota : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv,), kwargs = {start: -2, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota,), kwargs = {})
#   %sub_6 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_6,), kwargs = {})
#   %sub_7 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[2, 16, ((s53//5)) + 3][16*((s53//5)) + 48, ((s53//5)) + 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%mul_4, [None, None, %sub_7]), kwargs = {})
#   %convolution_1 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%_unsafe_index, %arg4_1, %arg5_1, [1], [0], [1], False, [0], 16), kwargs = {})
#   %view : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [2, 4, 4, %sym_size_int_1]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %sub_10 : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %add_19 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_19,), kwargs = {})
#   %mul_21 : Tensor "f32[2, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_21, [2, 16, %sym_size_int_1]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg6_1, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %mul_22 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, 0), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %add_20 : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_22, %unsqueeze_3), kwargs = {})
#   %convolution_2 : Tensor "f32[2, 32, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%add_20, %arg8_1, %arg9_1, [1], [0], [1], False, [0], 1), kwargs = {})
#   %glu : Tensor "f32[2, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.glu.default](args = (%convolution_2, 1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[2, 16, 1, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), ((s53//5)) - 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%glu, -2), kwargs = {})
#   %avg_pool2d : Tensor "f32[2, 16, 1, (((((s53//5)) - 3)//2)) + 1][16*Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.avg_pool2d.default](args = (%unsqueeze_4, [1, 3], [1, 2], [0, 0], True), kwargs = {})
#   %squeeze_2 : Tensor "f32[2, 16, (((((s53//5)) - 3)//2)) + 1][16*Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%avg_pool2d, -2), kwargs = {})
#   %mean : Tensor "f32[2, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%squeeze_2, [-1]), kwargs = {})
#   return %buf9,%mean
triton_red_fused_avg_pool2d_convolution_gelu_glu_mean_native_group_norm_reflection_pad1d_squeeze_unsqueeze_4 = async_compile.triton('triton_red_fused_avg_pool2d_convolution_gelu_glu_mean_native_group_norm_reflection_pad1d_squeeze_unsqueeze_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_avg_pool2d_convolution_gelu_glu_mean_native_group_norm_reflection_pad1d_squeeze_unsqueeze_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_avg_pool2d_convolution_gelu_glu_mean_native_group_norm_reflection_pad1d_squeeze_unsqueeze_4(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (((-1)*x0) + 2*r0_1 + x0*(ks0 // 5)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr0 + (1 + ((-1)*x0) + 2*r0_1 + x0*(ks0 // 5)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr0 + (2 + ((-1)*x0) + 2*r0_1 + x0*(ks0 // 5)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 + tmp3
        tmp5 = tl.full([1, 1], 3.0, tl.float32)
        tmp6 = (tmp4 / tmp5)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp10 = (-1) + (ks0 // 10)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp8 / tmp11)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1 = args
        args.clear()
        s53 = arg2_1
        assert_size_stride(arg0_1, (16, 1, 10), (10, 10, 1))
        assert_size_stride(arg1_1, (16, ), (1, ))
        assert_size_stride(arg3_1, (2, 1, s53), (s53, s53, 1))
        assert_size_stride(arg4_1, (16, 1, 5), (5, 5, 1))
        assert_size_stride(arg5_1, (16, ), (1, ))
        assert_size_stride(arg6_1, (16, ), (1, ))
        assert_size_stride(arg7_1, (16, ), (1, ))
        assert_size_stride(arg8_1, (32, 16, 1), (16, 1, 1))
        assert_size_stride(arg9_1, (32, ), (1, ))
        assert_size_stride(arg10_1, (8, 16), (16, 1))
        assert_size_stride(arg11_1, (8, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(arg3_1, arg0_1, stride=(5,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
            assert_size_stride(buf0, (2, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), 'torch.ops.aten.convolution.default')
            del arg0_1
            del arg3_1
            ps0 = 3 + (s53 // 5)
            buf1 = empty_strided_cuda((2, 16, 3 + (s53 // 5)), (48 + 16*(s53 // 5), 3 + (s53 // 5), 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d]
            triton_poi_fused_convolution_gelu_reflection_pad1d_0_xnumel = 96 + 32*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_gelu_reflection_pad1d_0.run(buf0, arg1_1, buf1, ps0, s53, triton_poi_fused_convolution_gelu_reflection_pad1d_0_xnumel, stream=stream0)
            del arg1_1
            del buf0
            # Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d]
            buf2 = extern_kernels.convolution(buf1, arg4_1, stride=(1,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=16, bias=None)
            assert_size_stride(buf2, (2, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), 'torch.ops.aten.convolution.default')
            del arg4_1
            del buf1
            ps1 = (-1) + (s53 // 5)
            buf3 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            buf4 = empty_strided_cuda((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
            # Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm]
            triton_red_fused_convolution_gelu_native_group_norm_reflection_pad1d_1_r0_numel = (-4) + 4*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_gelu_native_group_norm_reflection_pad1d_1.run(buf2, arg5_1, buf3, buf4, ps1, s53, 8, triton_red_fused_convolution_gelu_native_group_norm_reflection_pad1d_1_r0_numel, stream=stream0)
            buf6 = empty_strided_cuda((2, 16, (-1) + (s53 // 5)), ((-16) + 16*(s53 // 5), (-1) + (s53 // 5), 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1, conv1d_2], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm]
            triton_poi_fused_convolution_gelu_native_group_norm_reflection_pad1d_2_xnumel = (-32) + 32*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_gelu_native_group_norm_reflection_pad1d_2.run(buf2, arg5_1, buf3, buf4, arg6_1, arg7_1, buf6, ps1, s53, triton_poi_fused_convolution_gelu_native_group_norm_reflection_pad1d_2_xnumel, stream=stream0)
            del arg5_1
            del arg6_1
            del arg7_1
            del buf2
            del buf3
            del buf4
            # Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1, conv1d_2], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm]
            buf7 = extern_kernels.convolution(buf6, arg8_1, stride=(1,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
            assert_size_stride(buf7, (2, 32, (-1) + (s53 // 5)), (32*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), 'torch.ops.aten.convolution.default')
            del arg8_1
            ps2 = (-16) + 16*(s53 // 5)
            buf8 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1, conv1d_2, h_2], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm, aten.glu]
            triton_poi_fused_convolution_gelu_glu_native_group_norm_reflection_pad1d_3_xnumel = (-32) + 32*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_gelu_glu_native_group_norm_reflection_pad1d_3.run(buf7, arg9_1, buf8, ps1, ps2, triton_poi_fused_convolution_gelu_glu_native_group_norm_reflection_pad1d_3_xnumel, stream=stream0)
            del arg9_1
            del buf7
            buf9 = empty_strided_cuda((2, 16), (16, 1), torch.float32)
            buf10 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1, conv1d_2, h_2, h_3, mean], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm, aten.glu, aten.unsqueeze, aten.avg_pool2d, aten.squeeze, aten.mean]
            triton_red_fused_avg_pool2d_convolution_gelu_glu_mean_native_group_norm_reflection_pad1d_squeeze_unsqueeze_4_r0_numel = (-1) + (s53 // 10)
            stream0 = get_raw_stream(0)
            triton_red_fused_avg_pool2d_convolution_gelu_glu_mean_native_group_norm_reflection_pad1d_squeeze_unsqueeze_4.run(buf10, buf8, s53, 32, triton_red_fused_avg_pool2d_convolution_gelu_glu_mean_native_group_norm_reflection_pad1d_squeeze_unsqueeze_4_r0_numel, stream=stream0)
            del buf8
            buf11 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv1d, h, pad, conv1d_1, h_1, conv1d_2, h_2, h_3, mean, linear], Original ATen: [aten.convolution, aten.gelu, aten.reflection_pad1d, aten.native_group_norm, aten.glu, aten.unsqueeze, aten.avg_pool2d, aten.squeeze, aten.mean, aten.t, aten.addmm]
            extern_kernels.addmm(arg11_1, buf10, reinterpret_tensor(arg10_1, (16, 8), (1, 16), 0), alpha=1, beta=1, out=buf11)
            del arg10_1
            del arg11_1
            del buf10
        return (buf11, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 1, 10), (10, 10, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = 400
    arg3_1 = rand_strided((2, 1, 400), (400, 400, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((16, 1, 5), (5, 5, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((32, 16, 1), (16, 1, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((8, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
