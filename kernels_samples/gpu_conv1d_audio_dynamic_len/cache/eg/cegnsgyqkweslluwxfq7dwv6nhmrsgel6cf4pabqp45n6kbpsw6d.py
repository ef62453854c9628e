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


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/ah/caht2xopasl6duodrn7owthwcgjhstklpsrsijgsohzoneeni6ow.py
# Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   conv1d => convolution
# Graph fragment:
#   %buf0 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=buf0]
#   %primals_2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convolution : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%primals_5, %primals_1, %primals_2, [5], [0], [1], False, [0], 1), kwargs = {})
#   return %convolution
triton_poi_fused_convolution_0 = async_compile.triton('triton_poi_fused_convolution_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 88704}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_0(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x3 = xindex // ks0
    x1 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_out_ptr0 + (x0 + x3*((1) * ((1) >= ((-1) + (ks1 // 5))) + ((-1) + (ks1 // 5)) * (((-1) + (ks1 // 5)) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0 + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/em/cem2cjcp5rgml6nziec65if3x2nqbo4bcyq4jgqtradstucjc7fo.py
# Topologically Sorted Source Nodes: [h, pad], Original ATen: [aten.gelu, aten.reflection_pad1d]
# Source node to ATen node mapping:
#   h => add_4, erf, mul_3, mul_4, mul_5
#   pad => _unsafe_index, abs_1, abs_2, iota, sub_8, sub_9
# Graph fragment:
#   %convolution : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=convolution]
#   %mul_3 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.5), kwargs = {})
#   %mul_4 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_4,), kwargs = {})
#   %add_4 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_5 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %add_4), kwargs = {})
#   %iota : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv,), kwargs = {start: -2, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %abs_1 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%iota,), kwargs = {})
#   %sub_8 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %abs_1), kwargs = {})
#   %abs_2 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%sub_8,), kwargs = {})
#   %sub_9 : Tensor "i64[((s53//5)) + 3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %abs_2), kwargs = {})
#   %_unsafe_index : Tensor "f32[s77, 16, ((s53//5)) + 3][16*((s53//5)) + 48, ((s53//5)) + 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten._unsafe_index.Tensor](args = (%mul_5, [None, None, %sub_9]), kwargs = {})
#   return %_unsafe_index
triton_poi_fused_gelu_reflection_pad1d_1 = async_compile.triton('triton_poi_fused_gelu_reflection_pad1d_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_reflection_pad1d_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 60672}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_reflection_pad1d_1(in_ptr0, out_ptr0, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + (tl.where((-2) + ((-1)*tl_math.abs(2 + (-1)*(ks2 // 5) + tl_math.abs((-2) + x0))) + (ks2 // 5) < 0, (-3) + ((-1)*tl_math.abs(2 + (-1)*(ks2 // 5) + tl_math.abs((-2) + x0))) + 2*(ks2 // 5), (-2) + ((-1)*tl_math.abs(2 + (-1)*(ks2 // 5) + tl_math.abs((-2) + x0))) + (ks2 // 5)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(out_ptr0 + (x2), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/i5/ci5wozz4gpd5twlglouy7c7g65kgr3q7rium5zbeips5b55gls7h.py
# Topologically Sorted Source Nodes: [conv1d_1], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   conv1d_1 => convolution_1
# Graph fragment:
#   %buf3 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=buf3]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %convolution_1 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%_unsafe_index, %primals_6, %primals_7, [1], [0], [1], False, [0], 16), kwargs = {})
#   return %convolution_1
triton_poi_fused_convolution_2 = async_compile.triton('triton_poi_fused_convolution_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 88704}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_2(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x3 = xindex // ks0
    x1 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_out_ptr0 + (x0 + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0 + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/fb/cfbnhkahtnvqxu6ee46fkwmqcofakg65a5yrhwm4elrnp4ke6ikl.py
# Topologically Sorted Source Nodes: [h_1], Original ATen: [aten.native_group_norm]
# Source node to ATen node mapping:
#   h_1 => add_19, rsqrt, var_mean, view
# Graph fragment:
#   %convolution_1 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %buf6 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf6]
#   %view : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [%primals_3, 4, 4, %sym_size_int_2]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_19 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_19,), kwargs = {})
#   return %getitem_1,%buf6,%rsqrt
triton_red_fused_native_group_norm_3 = async_compile.triton('triton_red_fused_native_group_norm_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 288, 'r0_': 29568}}
)
@triton.jit
def triton_red_fused_native_group_norm_3(in_ptr0, out_ptr0, out_ptr1, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        tmp0 = tl.load(in_ptr0 + (r0_1 + ((-4)*x0) + 4*x0*(ks0 // 5)), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tmp8 = ((0) * ((0) >= ((-4) + 4*(ks0 // 5))) + ((-4) + 4*(ks0 // 5)) * (((-4) + 4*(ks0 // 5)) > (0)))
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tl.store(out_ptr2 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/2z/c2z5k2vxksdod6q6u5p5x4f4ukany2l355gyf72khdzizwx7ff6s.py
# Topologically Sorted Source Nodes: [h_1], Original ATen: [aten.native_group_norm]
# Source node to ATen node mapping:
#   h_1 => add_19, add_20, mul_27, mul_28, rsqrt, sub_14, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean, view, view_1
# Graph fragment:
#   %convolution_1 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf6 : Tensor "f32[s77, 4, 1, 1][4, 1, 4*s77, 4*s77]cuda:0" = PlaceHolder[target=buf6]
#   %primals_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_9 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_9]
#   %view : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [%primals_3, 4, 4, %sym_size_int_2]), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view, [2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_19 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_19,), kwargs = {})
#   %sub_14 : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %mul_27 : Tensor "f32[s77, 4, 4, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), 4*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_27, [%primals_3, 16, %sym_size_int_2]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %mul_28 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_9, 0), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %add_20 : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_28, %unsqueeze_3), kwargs = {})
#   return %add_20
triton_poi_fused_native_group_norm_4 = async_compile.triton('triton_poi_fused_native_group_norm_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 88704}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x4 = xindex // ks0
    x1 = ((xindex // ks0) % 16)
    x0 = (xindex % ks0)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x4 // 4), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x4 // 4), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = ((0) * ((0) >= ((-4) + 4*(ks1 // 5))) + ((-4) + 4*(ks1 // 5)) * (((-4) + 4*(ks1 // 5)) > (0)))
    tmp5 = tmp4.to(tl.float32)
    tmp6 = (tmp3 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp2 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tl.store(out_ptr0 + (x0 + x4*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/kv/ckvxwv4t3jnl3s2nrhuntxfr2j25ht2ax45qfl37puadp4bhhf2m.py
# Topologically Sorted Source Nodes: [conv1d_2], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   conv1d_2 => convolution_2
# Graph fragment:
#   %buf10 : Tensor "f32[s77, 32, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=buf10]
#   %primals_11 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_11]
#   %convolution_2 : Tensor "f32[s77, 32, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%add_20, %primals_10, %primals_11, [1], [0], [1], False, [0], 1), kwargs = {})
#   return %convolution_2
triton_poi_fused_convolution_5 = async_compile.triton('triton_poi_fused_convolution_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 177408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_5(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x3 = xindex // ks0
    x1 = ((xindex // ks0) % 32)
    tmp0 = tl.load(in_out_ptr0 + (x0 + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0 + x3*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/z3/cz3n27wxwb3jghlu6yyvonlefyo54ikoygh7izdzva4n3fc4o7ha.py
# Topologically Sorted Source Nodes: [h_2], Original ATen: [aten.glu]
# Source node to ATen node mapping:
#   h_2 => glu
# Graph fragment:
#   %convolution_2 : Tensor "f32[s77, 32, ((s53//5)) - 1][32*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %glu : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.glu.default](args = (%convolution_2, 1), kwargs = {})
#   return %glu
triton_poi_fused_glu_6 = async_compile.triton('triton_poi_fused_glu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_glu_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 118272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_glu_6(in_ptr0, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % 16)
    x2 = xindex // ks1
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 32*x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x0 + 16*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + 32*x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), xmask, eviction_policy='evict_last')
    tmp2 = tl.sigmoid(tmp1)
    tmp3 = tmp0 * tmp2
    tl.store(out_ptr0 + (x3), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_conv1d_audio_dynamic_len/cache/c3/cc3bauozf4d3kkidjhzqndr2d7dmdy3o4zlpynwkh7ousxvkbtoe.py
# Topologically Sorted Source Nodes: [h_2, h_3, mean], Original ATen: [aten.glu, aten.unsqueeze, aten.avg_pool2d, aten.squeeze, aten.mean]
# Source node to ATen node mapping:
#   h_2 => glu
#   h_3 => avg_pool2d, squeeze_2, unsqueeze_4
#   mean => mean
# Graph fragment:
#   %glu : Tensor "f32[s77, 16, ((s53//5)) - 1][16*((s53//5)) - 16, ((s53//5)) - 1, 1]cuda:0" = PlaceHolder[target=glu]
#   %avg_pool2d : Tensor "f32[s77, 16, 1, ((((s53//5)) - 1)//2)][16*(((((s53//5)) - 1)//2)), ((((s53//5)) - 1)//2), ((((s53//5)) - 1)//2), 1]cuda:0" = PlaceHolder[target=avg_pool2d]
#   %buf14 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=buf14]
#   %glu : Tensor "f32[s77, 16, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.glu.default](args = (%convolution_2, 1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[s77, 16, 1, ((s53//5)) - 1][16*Max(1, ((s53//5)) - 1), Max(1, ((s53//5)) - 1), ((s53//5)) - 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%glu, -2), kwargs = {})
#   %avg_pool2d : Tensor "f32[s77, 16, 1, (((((s53//5)) - 3)//2)) + 1][16*Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.avg_pool2d.default](args = (%unsqueeze_4, [1, 3], [1, 2], [0, 0], True), kwargs = {})
#   %squeeze_2 : Tensor "f32[s77, 16, (((((s53//5)) - 3)//2)) + 1][16*Max(1, (((((s53//5)) - 3)//2)) + 1), Max(1, (((((s53//5)) - 3)//2)) + 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%avg_pool2d, -2), kwargs = {})
#   %mean : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mean.dim](args = (%squeeze_2, [-1]), kwargs = {})
#   return %avg_pool2d,%buf14,%mean
triton_red_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_7 = async_compile.triton('triton_red_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_7(in_out_ptr0, in_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp29 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.full([1, 1], 0, tl.int64)
        tmp1 = tmp0 >= tmp0
        tmp2 = tl.full([1, 1], 1, tl.int64)
        tmp3 = tmp0 < tmp2
        tmp4 = tmp1 & tmp3
        tmp5 = 2*r0_1
        tmp6 = tmp5 >= tmp0
        tmp7 = ks0
        tmp8 = tmp5 < tmp7
        tmp9 = tmp6 & tmp8
        tmp10 = tmp4 & tmp9
        tmp11 = tl.load(in_ptr0 + (((-1)*x0) + 2*r0_1 + x0*(ks1 // 5)), r0_mask & tmp10 & xmask, eviction_policy='evict_last', other=0.0)
        tmp12 = 1 + 2*r0_1
        tmp13 = tmp12 >= tmp0
        tmp14 = tmp12 < tmp7
        tmp15 = tmp13 & tmp14
        tmp16 = tmp4 & tmp15
        tmp17 = tl.load(in_ptr0 + (1 + ((-1)*x0) + 2*r0_1 + x0*(ks1 // 5)), r0_mask & tmp16 & xmask, eviction_policy='evict_last', other=0.0)
        tmp18 = tmp11 + tmp17
        tmp19 = 2 + 2*r0_1
        tmp20 = tmp19 >= tmp0
        tmp21 = tmp19 < tmp7
        tmp22 = tmp20 & tmp21
        tmp23 = tmp4 & tmp22
        tmp24 = tl.load(in_ptr0 + (2 + ((-1)*x0) + 2*r0_1 + x0*(ks1 // 5)), r0_mask & tmp23 & xmask, eviction_policy='evict_last', other=0.0)
        tmp25 = tmp18 + tmp24
        tmp26 = ((-2)*r0_1) + ((ks0) * ((ks0) <= (3 + 2*r0_1)) + (3 + 2*r0_1) * ((3 + 2*r0_1) < (ks0)))
        tmp27 = (tmp25 / tmp26)
        tmp28 = tl.broadcast_to(tmp27, [XBLOCK, R0_BLOCK])
        tmp30 = _tmp29 + tmp28
        _tmp29 = tl.where(r0_mask & xmask, tmp30, _tmp29)
    tmp29 = tl.sum(_tmp29, 1)[:, None]
    tmp31 = ks0 // 2
    tmp32 = tmp31.to(tl.float32)
    tmp33 = (tmp29 / tmp32)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp33, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13 = args
        args.clear()
        s77 = primals_3
        s53 = primals_4
        assert_size_stride(primals_1, (16, 1, 10), (10, 10, 1))
        assert_size_stride(primals_2, (16, ), (1, ))
        assert_size_stride(primals_5, (s77, 1, s53), (s53, s53, 1))
        assert_size_stride(primals_6, (16, 1, 5), (5, 5, 1))
        assert_size_stride(primals_7, (16, ), (1, ))
        assert_size_stride(primals_8, (16, ), (1, ))
        assert_size_stride(primals_9, (16, ), (1, ))
        assert_size_stride(primals_10, (32, 16, 1), (16, 1, 1))
        assert_size_stride(primals_11, (32, ), (1, ))
        assert_size_stride(primals_12, (8, 16), (16, 1))
        assert_size_stride(primals_13, (8, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(primals_5, primals_1, stride=(5,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
            assert_size_stride(buf0, (s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), 'torch.ops.aten.convolution.default')
            ps0 = (-1) + (s53 // 5)
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_0_xnumel = ((-16)*s77) + 16*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_0.run(buf1, primals_2, ps0, s53, triton_poi_fused_convolution_0_xnumel, stream=stream0)
            del primals_2
            ps1 = 3 + (s53 // 5)
            buf2 = empty_strided_cuda((s77, 16, 3 + (s53 // 5)), (48 + 16*(s53 // 5), 3 + (s53 // 5), 1), torch.float32)
            # Topologically Sorted Source Nodes: [h, pad], Original ATen: [aten.gelu, aten.reflection_pad1d]
            triton_poi_fused_gelu_reflection_pad1d_1_xnumel = 48*s77 + 16*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_reflection_pad1d_1.run(buf1, buf2, ps1, ps0, s53, triton_poi_fused_gelu_reflection_pad1d_1_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [conv1d_1], Original ATen: [aten.convolution]
            buf3 = extern_kernels.convolution(buf2, primals_6, stride=(1,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=16, bias=None)
            assert_size_stride(buf3, (s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), 'torch.ops.aten.convolution.default')
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [conv1d_1], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_2_xnumel = ((-16)*s77) + 16*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_2.run(buf4, primals_7, ps0, triton_poi_fused_convolution_2_xnumel, stream=stream0)
            del primals_7
            buf5 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            buf6 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            buf9 = empty_strided_cuda((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
            # Topologically Sorted Source Nodes: [h_1], Original ATen: [aten.native_group_norm]
            triton_red_fused_native_group_norm_3_xnumel = 4*s77
            triton_red_fused_native_group_norm_3_r0_numel = (-4) + 4*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_3.run(buf4, buf5, buf6, buf9, s53, triton_red_fused_native_group_norm_3_xnumel, triton_red_fused_native_group_norm_3_r0_numel, stream=stream0)
            buf8 = empty_strided_cuda((s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), torch.float32)
            # Topologically Sorted Source Nodes: [h_1], Original ATen: [aten.native_group_norm]
            triton_poi_fused_native_group_norm_4_xnumel = ((-16)*s77) + 16*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_4.run(buf4, buf5, buf6, primals_8, primals_9, buf8, ps0, s53, triton_poi_fused_native_group_norm_4_xnumel, stream=stream0)
            del buf6
            del primals_9
            # Topologically Sorted Source Nodes: [conv1d_2], Original ATen: [aten.convolution]
            buf10 = extern_kernels.convolution(buf8, primals_10, stride=(1,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
            assert_size_stride(buf10, (s77, 32, (-1) + (s53 // 5)), (32*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), 'torch.ops.aten.convolution.default')
            buf11 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [conv1d_2], Original ATen: [aten.convolution]
            triton_poi_fused_convolution_5_xnumel = ((-32)*s77) + 32*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_5.run(buf11, primals_11, ps0, triton_poi_fused_convolution_5_xnumel, stream=stream0)
            del primals_11
            ps2 = (-16) + 16*(s53 // 5)
            buf12 = empty_strided_cuda((s77, 16, (-1) + (s53 // 5)), ((-16) + 16*(s53 // 5), (-1) + (s53 // 5), 1), torch.float32)
            # Topologically Sorted Source Nodes: [h_2], Original ATen: [aten.glu]
            triton_poi_fused_glu_6_xnumel = ((-16)*s77) + 16*s77*(s53 // 5)
            stream0 = get_raw_stream(0)
            triton_poi_fused_glu_6.run(buf11, buf12, ps0, ps2, triton_poi_fused_glu_6_xnumel, stream=stream0)
            buf14 = empty_strided_cuda((s77, 16), (16, 1), torch.float32)
            buf15 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [h_2, h_3, mean], Original ATen: [aten.glu, aten.unsqueeze, aten.avg_pool2d, aten.squeeze, aten.mean]
            triton_red_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_7_xnumel = 16*s77
            triton_red_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_7_r0_numel = ((-1) + (s53 // 5)) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_7.run(buf15, buf12, ps0, s53, triton_red_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_7_xnumel, triton_red_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_7_r0_numel, stream=stream0)
            buf16 = empty_strided_cuda((s77, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_13, buf15, reinterpret_tensor(primals_12, (16, 8), (1, 16), 0), alpha=1, beta=1, out=buf16)
            del primals_13
        return (buf16, primals_1, primals_5, primals_6, primals_8, primals_10, primals_12, buf1, buf2, buf4, buf8, reinterpret_tensor(buf5, (s77, 4), (4, 1), 0), reinterpret_tensor(buf9, (s77, 4), (4, 1), 0), buf11, reinterpret_tensor(buf12, (s77, 16, 1, (-1) + (s53 // 5)), ((-16) + 16*(s53 // 5), (-1) + (s53 // 5), (-1) + (s53 // 5), 1), 0), buf15, s77, s53, (-1) + (s53 // 5), (-1) + (s53 // 5), 1 + (((-3) + (s53 // 5)) // 2), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 1, 10), (10, 10, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 3
    primals_4 = 777
    primals_5 = rand_strided((3, 1, 777), (777, 777, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((16, 1, 5), (5, 5, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((32, 16, 1), (16, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((8, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
