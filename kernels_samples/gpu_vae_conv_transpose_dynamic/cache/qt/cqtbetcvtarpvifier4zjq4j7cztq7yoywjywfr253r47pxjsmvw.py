# AOT ID: ['0_forward']
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


# kernel path: /tmp/caps/gpu_vae_conv_transpose_dynamic/cache/be/cbej5gk6qykieyhzigxtfwrsqujduyh5xpfsjgern5afeapabplb.py
# Topologically Sorted Source Nodes: [conv2d, silu], Original ATen: [aten.convolution, aten.silu]
# Source node to ATen node mapping:
#   conv2d => convolution
#   silu => add_5, div, exp, neg
# Graph fragment:
#   %buf0 : Tensor "f32[s75, 8, 14, 14][1568, 196, 14, 1]cuda:0" = PlaceHolder[target=buf0]
#   %primals_2 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convolution : Tensor "f32[s75, 8, 14, 14][1568, 196, 14, 1]cuda:0" = PlaceHolder[target=convolution]
#   %convolution : Tensor "f32[s75, 8, 14, 14][1568, 196, 14, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%primals_4, %primals_1, %primals_2, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg : Tensor "f32[s75, 8, 14, 14][1568, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution,), kwargs = {})
#   %exp : Tensor "f32[s75, 8, 14, 14][1568, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_5 : Tensor "f32[s75, 8, 14, 14][1568, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[s75, 8, 14, 14][1568, 196, 14, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution, %add_5), kwargs = {})
#   return %convolution,%div
triton_poi_fused_convolution_silu_0 = async_compile.triton('triton_poi_fused_convolution_silu_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_silu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 94080}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_silu_0(in_out_ptr0, in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // 196) % 8)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask)
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


# kernel path: /tmp/caps/gpu_vae_conv_transpose_dynamic/cache/7d/c7drry64euw7bmcft55yohxdw2wwpbopa3bmt4l6qymt35tujcqz.py
# Topologically Sorted Source Nodes: [conv2d_1, silu_1], Original ATen: [aten.convolution, aten.silu]
# Source node to ATen node mapping:
#   conv2d_1 => convolution_1
#   silu_1 => add_16, div_1, exp_1, neg_1
# Graph fragment:
#   %buf3 : Tensor "f32[s75, 16, 7, 7][784, 49, 7, 1]cuda:0" = PlaceHolder[target=buf3]
#   %primals_6 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_6]
#   %convolution_1 : Tensor "f32[s75, 16, 7, 7][784, 49, 7, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %convolution_1 : Tensor "f32[s75, 16, 7, 7][784, 49, 7, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%div, %primals_5, %primals_6, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %neg_1 : Tensor "f32[s75, 16, 7, 7][784, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convolution_1,), kwargs = {})
#   %exp_1 : Tensor "f32[s75, 16, 7, 7][784, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_16 : Tensor "f32[s75, 16, 7, 7][784, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[s75, 16, 7, 7][784, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convolution_1, %add_16), kwargs = {})
#   return %convolution_1,%div_1
triton_poi_fused_convolution_silu_1 = async_compile.triton('triton_poi_fused_convolution_silu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_silu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 47040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_silu_1(in_out_ptr0, in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // 49) % 16)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask)
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


# kernel path: /tmp/caps/gpu_vae_conv_transpose_dynamic/cache/bl/cblyvperxhut2sw4yz3rhfre47sleug6gfnbuzeny2pem2lfoake.py
# Topologically Sorted Source Nodes: [mul, exp, mul_1, z, add_1, pow_1, sub, exp_1, sub_1, sum_1], Original ATen: [aten.mul, aten.exp, aten.add, aten.pow, aten.sub, aten.sum]
# Source node to ATen node mapping:
#   add_1 => add_81
#   exp => exp_2
#   exp_1 => exp_4
#   mul => mul_19
#   mul_1 => mul_26
#   pow_1 => pow_1
#   sub => sub_23
#   sub_1 => sub_27
#   sum_1 => sum_2
#   z => add_43
# Graph fragment:
#   %addmm : Tensor "f32[s75, 10][10, 1]cuda:0" = PlaceHolder[target=addmm]
#   %primals_12 : Tensor "f32[s75, 10][10, 1]cuda:0" = PlaceHolder[target=primals_12]
#   %addmm_1 : Tensor "f32[s75, 10][10, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %mul_19 : Tensor "f32[s75, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%addmm_1, 0.5), kwargs = {})
#   %exp_2 : Tensor "f32[s75, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_19,), kwargs = {})
#   %mul_26 : Tensor "f32[s75, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_12, %exp_2), kwargs = {})
#   %add_43 : Tensor "f32[s75, 10][10, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%addmm, %mul_26), kwargs = {})
#   %add_81 : Tensor "f32[s75, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%addmm_1, 1), kwargs = {})
#   %pow_1 : Tensor "f32[s75, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%addmm, 2), kwargs = {})
#   %sub_23 : Tensor "f32[s75, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_81, %pow_1), kwargs = {})
#   %exp_4 : Tensor "f32[s75, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%addmm_1,), kwargs = {})
#   %sub_27 : Tensor "f32[s75, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_23, %exp_4), kwargs = {})
#   %sum_2 : Tensor "f32[s75][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sub_27, [1]), kwargs = {})
#   return %add_43,%sum_2
triton_per_fused_add_exp_mul_pow_sub_sum_2 = async_compile.triton('triton_per_fused_add_exp_mul_pow_sub_sum_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_exp_mul_pow_sub_sum_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9, 'r0_': 600}}
)
@triton.jit
def triton_per_fused_add_exp_mul_pow_sub_sum_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 10*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 10*x0), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (r0_1 + 10*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.full([1, 1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = libdevice.exp(tmp4)
    tmp6 = tmp1 * tmp5
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1, 1], 1.0, tl.float32)
    tmp9 = tmp2 + tmp8
    tmp10 = tmp0 * tmp0
    tmp11 = tmp9 - tmp10
    tmp12 = libdevice.exp(tmp2)
    tmp13 = tmp11 - tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 10*x0), tmp7, r0_mask & xmask)
    tl.store(out_ptr1 + (x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vae_conv_transpose_dynamic/cache/4i/c4ifuw5bxz2xfavfe6tibfuyhol2shu6472wlwe3nefdoyfqp5a6.py
# Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.addmm]
# Source node to ATen node mapping:
#   linear_2 => constant_pad_nd_default
# Graph fragment:
#   %add_43 : Tensor "f32[s75, 10][10, 1]cuda:0" = PlaceHolder[target=add_43]
#   %constant_pad_nd_default : Tensor "f32[s75, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%add_43, [0, 2, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default
triton_poi_fused_addmm_3 = async_compile.triton('triton_poi_fused_addmm_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 12)
    x1 = xindex // 12
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 10, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 10*x1), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vae_conv_transpose_dynamic/cache/lr/clrdaucfmiww37aoumgrrapyfhjaikav73vvr22eyeoc4equ24wb.py
# Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.t, aten.addmm]
# Source node to ATen node mapping:
#   linear_2 => constant_pad_nd_default_1, permute_2
# Graph fragment:
#   %primals_13 : Tensor "f32[784, 10][10, 1]cuda:0" = PlaceHolder[target=primals_13]
#   %permute_2 : Tensor "f32[10, 784][1, 10]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_13, [1, 0]), kwargs = {})
#   %constant_pad_nd_default_1 : Tensor "f32[12, 784][784, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_2, [0, 0, 0, 2]), kwargs = {})
#   return %constant_pad_nd_default_1
triton_poi_fused_addmm_t_4 = async_compile.triton('triton_poi_fused_addmm_t_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_t_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 106624}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_t_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 9408
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 12)
    x1 = xindex // 12
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 10, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 10*x1), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vae_conv_transpose_dynamic/cache/kv/ckvzrj2aiclwmxtv6zhpjmxvolkrm5bbb4t2bvyqp2voyq5vsrka.py
# Topologically Sorted Source Nodes: [conv_transpose2d_1, y, binary_cross_entropy], Original ATen: [aten.convolution, aten.sigmoid, aten.binary_cross_entropy]
# Source node to ATen node mapping:
#   binary_cross_entropy => full_default, log, log1p, maximum, maximum_1, mul_45, mul_46, neg_3, sub_19, sub_20, sum_1
#   conv_transpose2d_1 => convolution_3
#   y => sigmoid
# Graph fragment:
#   %buf15 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0" = PlaceHolder[target=buf15]
#   %primals_18 : Tensor "f32[1][1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_4 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %convolution_3 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0" = PlaceHolder[target=convolution_3]
#   %convolution_3 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%div_2, %primals_17, %primals_18, [2, 2], [1, 1], [1, 1], True, [1, 1], 1), kwargs = {})
#   %sigmoid : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_3,), kwargs = {})
#   %sub_19 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_4, 1), kwargs = {})
#   %neg_3 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%sigmoid,), kwargs = {})
#   %log1p : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%neg_3,), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], -100), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %maximum : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.maximum.default](args = (%log1p, %full_default), kwargs = {})
#   %mul_45 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_19, %maximum), kwargs = {})
#   %log : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log.default](args = (%sigmoid,), kwargs = {})
#   %maximum_1 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.maximum.default](args = (%log, %full_default), kwargs = {})
#   %mul_46 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, %maximum_1), kwargs = {})
#   %sub_20 : Tensor "f32[s75, 1, 28, 28][784, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_45, %mul_46), kwargs = {})
#   %sum_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%sub_20,), kwargs = {})
#   return %convolution_3,%sum_1
triton_red_fused_binary_cross_entropy_convolution_sigmoid_5 = async_compile.triton('triton_red_fused_binary_cross_entropy_convolution_sigmoid_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_binary_cross_entropy_convolution_sigmoid_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 37632}}
)
@triton.jit
def triton_red_fused_binary_cross_entropy_convolution_sigmoid_5(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    tmp1 = tl.load(in_ptr0 + (0))
    tmp2 = tl.broadcast_to(tmp1, [1, 1])
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp3 = tmp0 + tmp2
        tmp5 = tl.full([1, 1], 1.0, tl.float32)
        tmp6 = tmp4 - tmp5
        tmp7 = tl.sigmoid(tmp3)
        tmp8 = -tmp7
        tmp9 = libdevice.log1p(tmp8)
        tmp10 = tl.full([1, 1], -100.0, tl.float32)
        tmp11 = triton_helpers.maximum(tmp9, tmp10)
        tmp12 = tmp6 * tmp11
        tmp13 = tl_math.log(tmp7)
        tmp14 = triton_helpers.maximum(tmp13, tmp10)
        tmp15 = tmp4 * tmp14
        tmp16 = tmp12 - tmp15
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask, tmp19, _tmp18)
        tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp3, r0_mask)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tl.store(out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp18, None)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_vae_conv_transpose_dynamic/cache/iq/ciq7glf4uaezozpunwgih5pwuzfyxh64pfm5hyikpkkgugr3vkci.py
# Topologically Sorted Source Nodes: [rec, mean, kl, add_2], Original ATen: [aten.div, aten.mean, aten.mul, aten.add]
# Source node to ATen node mapping:
#   add_2 => add_102
#   kl => mul_60
#   mean => mean
#   rec => div_3
# Graph fragment:
#   %sum_2 : Tensor "f32[s75][1]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_1]
#   %buf19 : Tensor "f32[][]cuda:0" = PlaceHolder[target=buf19]
#   %div_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_1, %primals_11), kwargs = {})
#   %mean : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.default](args = (%sum_2,), kwargs = {})
#   %mul_60 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mean, -0.5), kwargs = {})
#   %add_102 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_3, %mul_60), kwargs = {})
#   return %buf19,%add_102
triton_red_fused_add_div_mean_mul_6 = async_compile.triton('triton_red_fused_add_div_mean_mul_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_div_mean_mul_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 4}}
)
@triton.jit
def triton_red_fused_add_div_mean_mul_6(in_out_ptr0, in_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp4 = tl.load(in_out_ptr0 + (0))
    tmp5 = tl.broadcast_to(tmp4, [1, 1])
    tmp6 = ks0
    tmp7 = tmp6.to(tl.float32)
    tmp8 = (tmp5 / tmp7)
    tmp9 = (tmp2 / tmp7)
    tmp10 = tl.full([1, 1], -0.5, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = tmp8 + tmp11
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp12, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18 = args
        args.clear()
        s77 = primals_3
        s75 = primals_11
        assert_size_stride(primals_1, (8, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_2, (8, ), (1, ))
        assert_size_stride(primals_4, (s75, 1, 28, 28), (784, 784, 28, 1))
        assert_size_stride(primals_5, (16, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_6, (16, ), (1, ))
        assert_size_stride(primals_7, (10, 784), (784, 1))
        assert_size_stride(primals_8, (10, ), (1, ))
        assert_size_stride(primals_9, (10, 784), (784, 1))
        assert_size_stride(primals_10, (10, ), (1, ))
        assert_size_stride(primals_12, (s75, 10), (10, 1))
        assert_size_stride(primals_13, (784, 10), (10, 1))
        assert_size_stride(primals_14, (784, ), (1, ))
        assert_size_stride(primals_15, (16, 8, 3, 3), (72, 9, 3, 1))
        assert_size_stride(primals_16, (8, ), (1, ))
        assert_size_stride(primals_17, (8, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_18, (1, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(primals_4, primals_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (s75, 8, 14, 14), (1568, 196, 14, 1), 'torch.ops.aten.convolution.default')
            buf1 = buf0; del buf0  # reuse
            buf2 = empty_strided_cuda((s75, 8, 14, 14), (1568, 196, 14, 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv2d, silu], Original ATen: [aten.convolution, aten.silu]
            triton_poi_fused_convolution_silu_0_xnumel = 1568*s75
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_0.run(buf1, primals_2, buf2, triton_poi_fused_convolution_silu_0_xnumel, stream=stream0)
            del primals_2
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
            buf3 = extern_kernels.convolution(buf2, primals_5, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf3, (s75, 16, 7, 7), (784, 49, 7, 1), 'torch.ops.aten.convolution.default')
            buf4 = buf3; del buf3  # reuse
            buf5 = empty_strided_cuda((s75, 16, 7, 7), (784, 49, 7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv2d_1, silu_1], Original ATen: [aten.convolution, aten.silu]
            triton_poi_fused_convolution_silu_1_xnumel = 784*s75
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_1.run(buf4, primals_6, buf5, triton_poi_fused_convolution_silu_1_xnumel, stream=stream0)
            del primals_6
            buf6 = empty_strided_cuda((s75, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_1, h, mu], Original ATen: [aten.silu, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_8, reinterpret_tensor(buf5, (s75, 784), (784, 1), 0), reinterpret_tensor(primals_7, (784, 10), (1, 784), 0), alpha=1, beta=1, out=buf6)
            del primals_8
            buf7 = empty_strided_cuda((s75, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_1, h, lv], Original ATen: [aten.silu, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_10, reinterpret_tensor(buf5, (s75, 784), (784, 1), 0), reinterpret_tensor(primals_9, (784, 10), (1, 784), 0), alpha=1, beta=1, out=buf7)
            del primals_10
            buf8 = empty_strided_cuda((s75, 10), (10, 1), torch.float32)
            buf18 = empty_strided_cuda((s75, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [mul, exp, mul_1, z, add_1, pow_1, sub, exp_1, sub_1, sum_1], Original ATen: [aten.mul, aten.exp, aten.add, aten.pow, aten.sub, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_exp_mul_pow_sub_sum_2.run(buf6, primals_12, buf7, buf8, buf18, s75, 10, stream=stream0)
            buf9 = empty_strided_cuda((s75, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.addmm]
            triton_poi_fused_addmm_3_xnumel = 12*s75
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_3.run(buf8, buf9, triton_poi_fused_addmm_3_xnumel, stream=stream0)
            buf10 = empty_strided_cuda((12, 784), (1, 12), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_t_4.run(primals_13, buf10, 9408, stream=stream0)
            buf11 = empty_strided_cuda((s75, 784), (784, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_14, buf9, buf10, alpha=1, beta=1, out=buf11)
            del buf10
            del buf9
            del primals_14
            # Topologically Sorted Source Nodes: [view, conv_transpose2d], Original ATen: [aten.view, aten.convolution]
            buf12 = extern_kernels.convolution(reinterpret_tensor(buf11, (s75, 16, 7, 7), (784, 49, 7, 1), 0), primals_15, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=True, output_padding=(1, 1), groups=1, bias=None)
            assert_size_stride(buf12, (s75, 8, 14, 14), (1568, 196, 14, 1), 'torch.ops.aten.convolution.default')
            buf13 = buf12; del buf12  # reuse
            buf14 = empty_strided_cuda((s75, 8, 14, 14), (1568, 196, 14, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view, conv_transpose2d, silu_2], Original ATen: [aten.view, aten.convolution, aten.silu]
            triton_poi_fused_convolution_silu_0_xnumel = 1568*s75
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_silu_0.run(buf13, primals_16, buf14, triton_poi_fused_convolution_silu_0_xnumel, stream=stream0)
            del primals_16
            # Topologically Sorted Source Nodes: [conv_transpose2d_1], Original ATen: [aten.convolution]
            buf15 = extern_kernels.convolution(buf14, primals_17, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=True, output_padding=(1, 1), groups=1, bias=None)
            assert_size_stride(buf15, (s75, 1, 28, 28), (784, 784, 28, 1), 'torch.ops.aten.convolution.default')
            buf16 = buf15; del buf15  # reuse
            buf17 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [conv_transpose2d_1, y, binary_cross_entropy], Original ATen: [aten.convolution, aten.sigmoid, aten.binary_cross_entropy]
            triton_red_fused_binary_cross_entropy_convolution_sigmoid_5_r0_numel = 784*s75
            stream0 = get_raw_stream(0)
            triton_red_fused_binary_cross_entropy_convolution_sigmoid_5.run(buf16, primals_18, primals_4, buf17, 1, triton_red_fused_binary_cross_entropy_convolution_sigmoid_5_r0_numel, stream=stream0)
            del primals_18
            buf20 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [rec, mean, kl, add_2], Original ATen: [aten.div, aten.mean, aten.mul, aten.add]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_div_mean_mul_6.run(buf20, buf18, s75, 1, s75, stream=stream0)
            del buf18
        return (buf20, primals_1, primals_4, primals_5, primals_7, primals_9, primals_12, primals_13, primals_15, primals_17, buf1, buf2, buf4, reinterpret_tensor(buf5, (s75, 784), (784, 1), 0), buf6, buf7, buf8, reinterpret_tensor(buf11, (s75, 16, 7, 7), (784, 49, 7, 1), 0), buf13, buf14, buf16, s75, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 3
    primals_4 = rand_strided((3, 1, 28, 28), (784, 784, 28, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((16, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((10, 784), (784, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((10, 784), (784, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = 3
    primals_12 = rand_strided((3, 10), (10, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((784, 10), (10, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((784, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((16, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((8, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
