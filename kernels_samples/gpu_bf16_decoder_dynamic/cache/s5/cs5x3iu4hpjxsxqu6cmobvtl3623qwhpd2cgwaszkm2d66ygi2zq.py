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


# kernel path: /tmp/caps/gpu_bf16_decoder_dynamic/cache/tw/ctwvsnfk56hk5s63n6tt7hmeeylsxons7xqwlhqbmlxila4mic54.py
# Topologically Sorted Source Nodes: [x, float_1, pow_1, mean, add, rsqrt, to, mul, h], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add => add_16
#   float_1 => convert_element_type
#   h => mul_21
#   mean => mean
#   mul => mul_17
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   to => convert_element_type_1
#   x => embedding
# Graph fragment:
#   %arg3_1 : Tensor "i64[s95, s75][s75, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg0_1 : Tensor "bf16[151, 64][64, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %buf0 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=buf0]
#   %arg4_1 : Tensor "bf16[64][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %embedding : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg0_1, %arg3_1), kwargs = {})
#   %convert_element_type : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%embedding, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type, 2), kwargs = {})
#   %mean : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_16 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_16,), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%rsqrt, torch.bfloat16), kwargs = {})
#   %mul_17 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %convert_element_type_1), kwargs = {})
#   %mul_21 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, %arg4_1), kwargs = {})
#   return %buf0,%mul_21
triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 144, 'r0_': 4736}}
)
@triton.jit
def triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 151, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 151)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 151")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 64*tmp4), xmask, other=0.0).to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp7 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 64.0, tl.float32)
    tmp14 = (tmp12 / tmp13)
    tmp15 = tl.full([1, 1], 1e-06, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = libdevice.rsqrt(tmp16)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp6 * tmp18
    tmp21 = tmp19 * tmp20
    tl.store(out_ptr1 + (r0_1 + 64*x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_bf16_decoder_dynamic/cache/6c/c6c55adx6xur74bdzk7f3o5tqcqwvkqac5lqrx5ltwffdu4ox5hc.py
# Topologically Sorted Source Nodes: [linear, gelu], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   gelu => add_47, add_48, convert_element_type_5, convert_element_type_6, mul_39, mul_40, mul_41, mul_42, mul_43, mul_44, tanh
#   linear => view_1
# Graph fragment:
#   %addmm : Tensor "bf16[s75*s95, 256][256, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "bf16[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [%arg1_1, %arg2_1, 256]), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_1, torch.float32), kwargs = {})
#   %mul_43 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, 0.5), kwargs = {})
#   %mul_39 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, %convert_element_type_5), kwargs = {})
#   %mul_40 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_39, %convert_element_type_5), kwargs = {})
#   %mul_41 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, 0.044715), kwargs = {})
#   %add_47 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_5, %mul_41), kwargs = {})
#   %mul_42 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_47, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_42,), kwargs = {})
#   %add_48 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1), kwargs = {})
#   %mul_44 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_43, %add_48), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_44, torch.bfloat16), kwargs = {})
#   return %convert_element_type_6
triton_poi_fused_gelu_view_1 = async_compile.triton('triton_poi_fused_gelu_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 27648}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_1(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp1 * tmp1
    tmp5 = tmp4 * tmp1
    tmp6 = tl.full([1], 0.044715, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp8 = tmp1 + tmp7
    tmp9 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = libdevice.tanh(tmp10)
    tmp12 = tl.full([1], 1.0, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp3 * tmp13
    tmp15 = tmp14.to(tl.float32)
    tl.store(in_out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_bf16_decoder_dynamic/cache/i3/ci3neeotaknfkzbditszs55pp557rbnwgoseduyo6oyiihel4grt.py
# Topologically Sorted Source Nodes: [x, linear_1, x_1, float_2, pow_2, mean_1, add_2, rsqrt_1, to_1, mul_2, h_1], Original ATen: [aten.embedding, aten.view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_2 => add_80
#   float_2 => convert_element_type_10
#   h_1 => mul_83
#   linear_1 => view_3
#   mean_1 => mean_1
#   mul_2 => mul_79
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   to_1 => convert_element_type_11
#   x => embedding
#   x_1 => add_63
# Graph fragment:
#   %arg3_1 : Tensor "i64[s95, s75][s75, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg0_1 : Tensor "bf16[151, 64][64, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %addmm_1 : Tensor "bf16[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %buf5 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=buf5]
#   %arg4_1 : Tensor "bf16[64][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %embedding : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg0_1, %arg3_1), kwargs = {})
#   %view_3 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [%arg1_1, %arg2_1, 64]), kwargs = {})
#   %add_63 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_3), kwargs = {})
#   %convert_element_type_10 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_63, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_10, 2), kwargs = {})
#   %mean_1 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_80 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_80,), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%rsqrt_1, torch.bfloat16), kwargs = {})
#   %mul_79 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_63, %convert_element_type_11), kwargs = {})
#   %mul_83 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_79, %arg4_1), kwargs = {})
#   return %buf5,%mul_83
triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_view_2 = async_compile.triton('triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 144, 'r0_': 7040}}
)
@triton.jit
def triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_view_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 64*x0), xmask, other=0.0).to(tl.float32)
    tmp22 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 151, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 151)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 151")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 64*tmp4), xmask, other=0.0).to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tmp9 * tmp9
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 64.0, tl.float32)
    tmp16 = (tmp14 / tmp15)
    tmp17 = tl.full([1, 1], 1e-06, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tmp8 * tmp20
    tmp23 = tmp21 * tmp22
    tl.store(out_ptr1 + (r0_1 + 64*x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_bf16_decoder_dynamic/cache/4z/c4zj6jyigoleg4d2jchoshe6c2nj6smp4jz6kghthhywoqsu3pq6.py
# Topologically Sorted Source Nodes: [x, linear_1, x_1, linear_3, x_2], Original ATen: [aten.embedding, aten.view, aten.add]
# Source node to ATen node mapping:
#   linear_1 => view_3
#   linear_3 => view_7
#   x => embedding
#   x_1 => add_63
#   x_2 => add_127
# Graph fragment:
#   %arg3_1 : Tensor "i64[s95, s75][s75, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg0_1 : Tensor "bf16[151, 64][64, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %addmm_1 : Tensor "bf16[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %addmm_3 : Tensor "bf16[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %embedding : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg0_1, %arg3_1), kwargs = {})
#   %view_3 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [%arg1_1, %arg2_1, 64]), kwargs = {})
#   %add_63 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_3), kwargs = {})
#   %view_7 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [%arg1_1, %arg2_1, 64]), kwargs = {})
#   %add_127 : Tensor "bf16[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_63, %view_7), kwargs = {})
#   return %add_127
triton_poi_fused_add_embedding_view_3 = async_compile.triton('triton_poi_fused_add_embedding_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_embedding_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_embedding_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 64
    x0 = (xindex % 64)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp9 = tl.load(in_ptr2 + (x2), xmask).to(tl.float32)
    tmp1 = tl.full([XBLOCK], 151, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 151)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 151")
    tmp6 = tl.load(in_ptr1 + (x0 + 64*tmp4), xmask).to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_bf16_decoder_dynamic/cache/gw/cgwf2mhr3kar56ob6e3t6znwucifirxlrd23euv4gkmjz5boaaie.py
# Topologically Sorted Source Nodes: [float_3, softmax, argmax, gather], Original ATen: [aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.argmax, aten.gather]
# Source node to ATen node mapping:
#   argmax => argmax
#   float_3 => convert_element_type_22
#   gather => gather
#   softmax => div
# Graph fragment:
#   %getitem : Tensor "bf16[s95, s75, 5][5*s75, 5, 1]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_2 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=getitem_2]
#   %getitem_3 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=getitem_3]
#   %argmax : Tensor "i64[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=argmax]
#   %getitem_1 : Tensor "i64[s95, s75, 5][5*s75, 5, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %convert_element_type_22 : Tensor "f32[s95, s75, 5][5*s75, 5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem, torch.float32), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%convert_element_type_22, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[s95, s75, 5][5*s75, 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_22, %getitem_2), kwargs = {})
#   %exp_default : Tensor "f32[s95, s75, 5][5*s75, 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[s95, s75, 5][5*s75, 5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_3), kwargs = {})
#   %argmax : Tensor "i64[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.argmax.default](args = (%div, -1, True), kwargs = {})
#   %gather : Tensor "i64[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%getitem_1, -1, %argmax), kwargs = {})
#   return %getitem_2,%getitem_3,%argmax,%gather
triton_poi_fused__softmax__to_copy_argmax_exp_gather_prepare_softmax_online_sub_4 = async_compile.triton('triton_poi_fused__softmax__to_copy_argmax_exp_gather_prepare_softmax_online_sub_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i64', 'in_ptr0': '*bf16', 'in_ptr1': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax__to_copy_argmax_exp_gather_prepare_softmax_online_sub_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax__to_copy_argmax_exp_gather_prepare_softmax_online_sub_4(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (1 + 5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp5 = tl.load(in_ptr0 + (2 + 5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp8 = tl.load(in_ptr0 + (3 + 5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp11 = tl.load(in_ptr0 + (4 + 5*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = triton_helpers.maximum(tmp1, tmp3)
    tmp6 = tmp5.to(tl.float32)
    tmp7 = triton_helpers.maximum(tmp4, tmp6)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = triton_helpers.maximum(tmp7, tmp9)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = triton_helpers.maximum(tmp10, tmp12)
    tmp14 = tmp1 - tmp13
    tmp15 = libdevice.exp(tmp14)
    tmp16 = tmp3 - tmp13
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp15 + tmp17
    tmp19 = tmp6 - tmp13
    tmp20 = libdevice.exp(tmp19)
    tmp21 = tmp18 + tmp20
    tmp22 = tmp9 - tmp13
    tmp23 = libdevice.exp(tmp22)
    tmp24 = tmp21 + tmp23
    tmp25 = tmp12 - tmp13
    tmp26 = libdevice.exp(tmp25)
    tmp27 = tmp24 + tmp26
    tmp28 = (tmp15 / tmp27)
    tmp29 = (tmp17 / tmp27)
    tmp30 = tmp28 > tmp29
    tmp31 = tmp28 == tmp29
    tmp32 = tmp28 != tmp28
    tmp33 = tmp29 != tmp29
    tmp34 = tmp32 > tmp33
    tmp35 = tmp30 | tmp34
    tmp36 = tmp32 & tmp33
    tmp37 = tmp31 | tmp36
    tmp38 = tl.full([1], 0, tl.int64)
    tmp39 = tl.full([1], 1, tl.int64)
    tmp40 = tmp38 < tmp39
    tmp41 = tmp37 & tmp40
    tmp42 = tmp35 | tmp41
    tmp43 = tl.where(tmp42, tmp28, tmp29)
    tmp44 = tl.where(tmp42, tmp38, tmp39)
    tmp45 = (tmp20 / tmp27)
    tmp46 = tmp43 > tmp45
    tmp47 = tmp43 == tmp45
    tmp48 = tmp43 != tmp43
    tmp49 = tmp45 != tmp45
    tmp50 = tmp48 > tmp49
    tmp51 = tmp46 | tmp50
    tmp52 = tmp48 & tmp49
    tmp53 = tmp47 | tmp52
    tmp54 = tl.full([1], 2, tl.int64)
    tmp55 = tmp44 < tmp54
    tmp56 = tmp53 & tmp55
    tmp57 = tmp51 | tmp56
    tmp58 = tl.where(tmp57, tmp43, tmp45)
    tmp59 = tl.where(tmp57, tmp44, tmp54)
    tmp60 = (tmp23 / tmp27)
    tmp61 = tmp58 > tmp60
    tmp62 = tmp58 == tmp60
    tmp63 = tmp58 != tmp58
    tmp64 = tmp60 != tmp60
    tmp65 = tmp63 > tmp64
    tmp66 = tmp61 | tmp65
    tmp67 = tmp63 & tmp64
    tmp68 = tmp62 | tmp67
    tmp69 = tl.full([1], 3, tl.int64)
    tmp70 = tmp59 < tmp69
    tmp71 = tmp68 & tmp70
    tmp72 = tmp66 | tmp71
    tmp73 = tl.where(tmp72, tmp58, tmp60)
    tmp74 = tl.where(tmp72, tmp59, tmp69)
    tmp75 = (tmp26 / tmp27)
    tmp76 = tmp73 > tmp75
    tmp77 = tmp73 == tmp75
    tmp78 = tmp73 != tmp73
    tmp79 = tmp75 != tmp75
    tmp80 = tmp78 > tmp79
    tmp81 = tmp76 | tmp80
    tmp82 = tmp78 & tmp79
    tmp83 = tmp77 | tmp82
    tmp84 = tl.full([1], 4, tl.int64)
    tmp85 = tmp74 < tmp84
    tmp86 = tmp83 & tmp85
    tmp87 = tmp81 | tmp86
    tmp88 = tl.where(tmp87, tmp73, tmp75)
    tmp89 = tl.where(tmp87, tmp74, tmp84)
    tmp90 = tl.full([XBLOCK], 5, tl.int32)
    tmp91 = tmp89 + tmp90
    tmp92 = tmp89 < 0
    tmp93 = tl.where(tmp92, tmp91, tmp89)
    tl.device_assert(((0 <= tmp93) & (tmp93 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp93 < 5")
    tmp95 = tl.load(in_ptr1 + (tmp93 + 5*x0), xmask, eviction_policy='evict_last')
    tl.store(in_out_ptr0 + (x0), tmp95, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1 = args
        args.clear()
        s95 = arg1_1
        s75 = arg2_1
        assert_size_stride(arg0_1, (151, 64), (64, 1))
        assert_size_stride(arg3_1, (s95, s75), (s75, 1))
        assert_size_stride(arg4_1, (64, ), (1, ))
        assert_size_stride(arg5_1, (256, 64), (64, 1))
        assert_size_stride(arg6_1, (256, ), (1, ))
        assert_size_stride(arg7_1, (64, 256), (256, 1))
        assert_size_stride(arg8_1, (64, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, float_1, pow_1, mean, add, rsqrt, to, mul, h], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0.run(arg3_1, arg0_1, arg4_1, buf1, triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0_xnumel, 64, stream=stream0)
            buf2 = empty_strided_cuda((s75*s95, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, float_1, pow_1, mean, add, rsqrt, to, mul, h, linear], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(arg6_1, reinterpret_tensor(buf1, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(arg5_1, (64, 256), (1, 64), 0), alpha=1, beta=1, out=buf2)
            buf3 = reinterpret_tensor(buf2, (s95, s75, 256), (256*s75, 256, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [linear, gelu], Original ATen: [aten.view, aten.gelu]
            triton_poi_fused_gelu_view_1_xnumel = 256*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_1.run(buf3, triton_poi_fused_gelu_view_1_xnumel, stream=stream0)
            buf4 = reinterpret_tensor(buf1, (s75*s95, 64), (64, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [linear, gelu, linear_1], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(arg8_1, reinterpret_tensor(buf3, (s75*s95, 256), (256, 1), 0), reinterpret_tensor(arg7_1, (256, 64), (1, 256), 0), alpha=1, beta=1, out=buf4)
            buf6 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, linear_1, x_1, float_2, pow_2, mean_1, add_2, rsqrt_1, to_1, mul_2, h_1], Original ATen: [aten.embedding, aten.view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_view_2_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_view_2.run(arg3_1, arg0_1, buf4, arg4_1, buf6, triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_view_2_xnumel, 64, stream=stream0)
            del arg4_1
            buf7 = reinterpret_tensor(buf3, (s75*s95, 256), (256, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [x, linear_1, x_1, float_2, pow_2, mean_1, add_2, rsqrt_1, to_1, mul_2, h_1, linear_2], Original ATen: [aten.embedding, aten.view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.t, aten.addmm]
            extern_kernels.addmm(arg6_1, reinterpret_tensor(buf6, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(arg5_1, (64, 256), (1, 64), 0), alpha=1, beta=1, out=buf7)
            del arg5_1
            del arg6_1
            del buf6
            buf8 = reinterpret_tensor(buf7, (s95, s75, 256), (256*s75, 256, 1), 0); del buf7  # reuse
            # Topologically Sorted Source Nodes: [linear_2, gelu_1], Original ATen: [aten.view, aten.gelu]
            triton_poi_fused_gelu_view_1_xnumel = 256*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_1.run(buf8, triton_poi_fused_gelu_view_1_xnumel, stream=stream0)
            buf9 = empty_strided_cuda((s75*s95, 64), (64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, gelu_1, linear_3], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(arg8_1, reinterpret_tensor(buf8, (s75*s95, 256), (256, 1), 0), reinterpret_tensor(arg7_1, (256, 64), (1, 256), 0), alpha=1, beta=1, out=buf9)
            del arg7_1
            del arg8_1
            del buf8
            buf10 = reinterpret_tensor(buf4, (s95, s75, 64), (64*s75, 64, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [x, linear_1, x_1, linear_3, x_2], Original ATen: [aten.embedding, aten.view, aten.add]
            triton_poi_fused_add_embedding_view_3_xnumel = 64*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_embedding_view_3.run(buf10, arg3_1, arg0_1, buf9, triton_poi_fused_add_embedding_view_3_xnumel, stream=stream0)
            del arg3_1
            del buf9
            buf11 = empty_strided_cuda((s75*s95, 151), (151, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, linear_1, x_1, linear_3, x_2, logits, t], Original ATen: [aten.embedding, aten.view, aten.add, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf10, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(arg0_1, (64, 151), (1, 64), 0), out=buf11)
            del arg0_1
            del buf10
            # Topologically Sorted Source Nodes: [logits, topk], Original ATen: [aten._unsafe_view, aten.topk]
            buf12 = torch.ops.aten.topk.default(reinterpret_tensor(buf11, (s95, s75, 151), (151*s75, 151, 1), 0), 5)
            buf13 = buf12[0]
            assert_size_stride(buf13, (s95, s75, 5), (5*s75, 5, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf13, 16, 'torch.ops.aten.topk.default')
            buf14 = buf12[1]
            assert_size_stride(buf14, (s95, s75, 5), (5*s75, 5, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf14, 16, 'torch.ops.aten.topk.default')
            del buf12
            buf17 = empty_strided_cuda((s95, s75, 1), (s75, 1, s75*s95), torch.int64)
            buf18 = reinterpret_tensor(buf17, (s95, s75, 1), (s75, 1, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [float_3, softmax, argmax, gather], Original ATen: [aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.argmax, aten.gather]
            triton_poi_fused__softmax__to_copy_argmax_exp_gather_prepare_softmax_online_sub_4_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax__to_copy_argmax_exp_gather_prepare_softmax_online_sub_4.run(buf18, buf13, buf14, triton_poi_fused__softmax__to_copy_argmax_exp_gather_prepare_softmax_online_sub_4_xnumel, stream=stream0)
            del buf13
            del buf14
        return (buf18, reinterpret_tensor(buf11, (s95, s75, 151), (151*s75, 151, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((151, 64), (64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg1_1 = 2
    arg2_1 = 9
    arg3_1 = rand_strided((2, 9), (9, 1), device='cuda:0', dtype=torch.int64)
    arg4_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg5_1 = rand_strided((256, 64), (64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg6_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg7_1 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg8_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
