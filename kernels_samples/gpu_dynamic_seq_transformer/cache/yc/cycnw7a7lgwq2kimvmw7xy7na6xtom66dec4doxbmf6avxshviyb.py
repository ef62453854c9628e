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


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/2w/c2wfefyh2ambwrxilv4wze36d4fvoycjahierexbugeregm3ogbi.py
# Topologically Sorted Source Nodes: [embedding, pos, embedding_1, x, layer_norm], Original ATen: [aten.embedding, aten.arange, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   embedding => embedding
#   embedding_1 => embedding_1
#   layer_norm => add_15, add_16, mul_13, mul_14, rsqrt, sub_6, var_mean
#   pos => iota
#   x => add_10
# Graph fragment:
#   %arg1_1 : Tensor "i64[3, s75][s75, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[203, 64][64, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[128, 64][64, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %getitem_1 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=buf1]
#   %arg4_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg5_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %embedding : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %arg1_1), kwargs = {})
#   %iota : Tensor "i64[s75][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg0_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %embedding_1 : Tensor "f32[s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %iota), kwargs = {})
#   %add_10 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_10, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_10, %getitem_1), kwargs = {})
#   %add_15 : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_13 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt), kwargs = {})
#   %mul_14 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %arg4_1), kwargs = {})
#   %add_16 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_14, %arg5_1), kwargs = {})
#   return %getitem_1,%buf1,%add_16
triton_per_fused_add_arange_embedding_native_layer_norm_0 = async_compile.triton('triton_per_fused_add_arange_embedding_native_layer_norm_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_arange_embedding_native_layer_norm_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 408, 'r0_': 30976}}
)
@triton.jit
def triton_per_fused_add_arange_embedding_native_layer_norm_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x3 = xindex
    r0_2 = r0_index
    x0 = (xindex % ks0)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_2 + 64*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr3 + (r0_2), None, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr4 + (r0_2), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 203, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 203)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 203")
    tmp6 = tl.load(in_ptr1 + (r0_2 + 64*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 64, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 64.0, tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(out_ptr2 + (r0_2 + 64*x3), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/te/ctert3kzld4o32li3wucnxeh726o7ov3zc63tw2naybpaeflnb73.py
# Topologically Sorted Source Nodes: [embedding, pos, embedding_1, x, linear_1, x_1, layer_norm_1], Original ATen: [aten.embedding, aten.arange, aten.add, aten.addmm, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#   embedding => embedding
#   embedding_1 => embedding_1
#   layer_norm_1 => add_110, add_111, mul_100, mul_101, rsqrt_1, sub_29, var_mean_1
#   linear_1 => add_tensor_5, view_7
#   pos => iota
#   x => add_10
#   x_1 => add_105
# Graph fragment:
#   %arg1_1 : Tensor "i64[3, s75][s75, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[203, 64][64, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[128, 64][64, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg9_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %mm_default_5 : Tensor "f32[3*s75, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %add_105 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_105]
#   %getitem_10 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf13 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=buf13]
#   %arg10_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %arg11_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %embedding : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %arg1_1), kwargs = {})
#   %iota : Tensor "i64[s75][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg0_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %embedding_1 : Tensor "f32[s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %iota), kwargs = {})
#   %add_10 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %add_tensor_5 : Tensor "f32[3*s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg9_1, %mm_default_5), kwargs = {})
#   %view_7 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [3, %arg0_1, 64]), kwargs = {})
#   %add_105 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_7), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_105, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_29 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_105, %getitem_10), kwargs = {})
#   %add_110 : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_110,), kwargs = {})
#   %mul_100 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_29, %rsqrt_1), kwargs = {})
#   %mul_101 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_100, %arg10_1), kwargs = {})
#   %add_111 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_101, %arg11_1), kwargs = {})
#   return %add_105,%getitem_10,%buf13,%add_111
triton_per_fused_add_addmm_arange_embedding_native_layer_norm_view_1 = async_compile.triton('triton_per_fused_add_addmm_arange_embedding_native_layer_norm_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_arange_embedding_native_layer_norm_view_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 408, 'r0_': 70400}}
)
@triton.jit
def triton_per_fused_add_addmm_arange_embedding_native_layer_norm_view_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x3 = xindex
    r0_2 = r0_index
    x0 = (xindex % ks0)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_2 + 64*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp9 = tl.load(in_ptr3 + (r0_2), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_out_ptr0 + (r0_2 + 64*x3), xmask, other=0.0)
    tmp36 = tl.load(in_ptr4 + (r0_2), None, eviction_policy='evict_last')
    tmp38 = tl.load(in_ptr5 + (r0_2), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 203, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 203)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 203")
    tmp6 = tl.load(in_ptr1 + (r0_2 + 64*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp11 = tmp9 + tmp10
    tmp12 = tmp8 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 64, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp12 - tmp22
    tmp30 = tl.full([1, 1], 64.0, tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tl.full([1, 1], 1e-05, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp29 * tmp34
    tmp37 = tmp35 * tmp36
    tmp39 = tmp37 + tmp38
    tl.store(in_out_ptr0 + (r0_2 + 64*x3), tmp12, xmask)
    tl.store(out_ptr2 + (r0_2 + 64*x3), tmp39, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/hx/chxiyyo3niozqhlmlfylpjf3zxiypeqwrvge5ehakrhyz365t76a.py
# Topologically Sorted Source Nodes: [linear_2, gelu], Original ATen: [aten.addmm, aten.view, aten.gelu]
# Source node to ATen node mapping:
#   gelu => add_134, erf, mul_123, mul_124, mul_125
#   linear_2 => add_tensor_4, view_9
# Graph fragment:
#   %arg13_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_4 : Tensor "f32[3*s75, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_4]
#   %add_tensor_4 : Tensor "f32[3*s75, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_4), kwargs = {})
#   %view_9 : Tensor "f32[3, s75, 256][256*s75, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_4, [3, %arg0_1, 256]), kwargs = {})
#   %mul_123 : Tensor "f32[3, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, 0.5), kwargs = {})
#   %mul_124 : Tensor "f32[3, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[3, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_124,), kwargs = {})
#   %add_134 : Tensor "f32[3, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_125 : Tensor "f32[3, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_123, %add_134), kwargs = {})
#   return %mul_125
triton_poi_fused_addmm_gelu_view_2 = async_compile.triton('triton_poi_fused_addmm_gelu_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gelu_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 157696}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gelu_view_2(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 256)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/tr/ctrrkkxut42y575g4bcwjdtwxkvgcp7xnd4qiqrcpuulu3dxfw2c.py
# Topologically Sorted Source Nodes: [linear_3, input_1, layer_norm_2], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_1 => add_149
#   layer_norm_2 => add_154, add_155, mul_150, mul_151, rsqrt_2, sub_41, var_mean_2
#   linear_3 => add_tensor_3, view_11
# Graph fragment:
#   %add_105 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_105]
#   %arg15_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %mm_default_3 : Tensor "f32[3*s75, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %getitem_12 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf20 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=buf20]
#   %arg16_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %arg17_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %add_tensor_3 : Tensor "f32[3*s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg15_1, %mm_default_3), kwargs = {})
#   %view_11 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [3, %arg0_1, 64]), kwargs = {})
#   %add_149 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_105, %view_11), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_149, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_41 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_149, %getitem_12), kwargs = {})
#   %add_154 : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_154,), kwargs = {})
#   %mul_150 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_41, %rsqrt_2), kwargs = {})
#   %mul_151 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_150, %arg16_1), kwargs = {})
#   %add_155 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_151, %arg17_1), kwargs = {})
#   return %getitem_12,%buf20,%add_155
triton_per_fused_add_addmm_native_layer_norm_view_3 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 52992}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr2 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 64, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 64.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(out_ptr2 + (r0_1 + 64*x0), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/nx/cnxxntjbb4if5zihchxdqqlmjyqf35fxaq2ufkack6jmnjokphwr.py
# Topologically Sorted Source Nodes: [linear_3, input_1, linear_5, x_2, layer_norm_3], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_1 => add_149
#   layer_norm_3 => add_249, add_250, mul_237, mul_238, rsqrt_3, sub_64, var_mean_3
#   linear_3 => add_tensor_3, view_11
#   linear_5 => add_tensor_2, view_19
#   x_2 => add_244
# Graph fragment:
#   %add_105 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_105]
#   %arg15_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %mm_default_3 : Tensor "f32[3*s75, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %arg21_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %mm_default_2 : Tensor "f32[3*s75, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %add_244 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_244]
#   %getitem_21 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf32 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=buf32]
#   %arg22_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %arg23_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %add_tensor_3 : Tensor "f32[3*s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg15_1, %mm_default_3), kwargs = {})
#   %view_11 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [3, %arg0_1, 64]), kwargs = {})
#   %add_149 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_105, %view_11), kwargs = {})
#   %add_tensor_2 : Tensor "f32[3*s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg21_1, %mm_default_2), kwargs = {})
#   %view_19 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [3, %arg0_1, 64]), kwargs = {})
#   %add_244 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_149, %view_19), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_244, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_64 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_244, %getitem_21), kwargs = {})
#   %add_249 : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_249,), kwargs = {})
#   %mul_237 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_64, %rsqrt_3), kwargs = {})
#   %mul_238 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_237, %arg22_1), kwargs = {})
#   %add_250 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_238, %arg23_1), kwargs = {})
#   return %add_244,%getitem_21,%buf32,%add_250
triton_per_fused_add_addmm_native_layer_norm_view_4 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 92416}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr5 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp4 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 64, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 64.0, tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp8, xmask)
    tl.store(out_ptr2 + (r0_1 + 64*x0), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/3q/c3qeyuccqgsrlexvevu5cvbv2fp5lirkwlqmey6fpu7zzmjmki5l.py
# Topologically Sorted Source Nodes: [linear_7, input_2, layer_norm_4], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_2 => add_288
#   layer_norm_4 => add_293, add_294, mul_287, mul_288, rsqrt_4, sub_76, var_mean_4
#   linear_7 => add_tensor, view_23
# Graph fragment:
#   %add_244 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_244]
#   %arg27_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg27_1]
#   %mm_default : Tensor "f32[3*s75, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_23 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf39 : Tensor "f32[3, s75, 1][s75, 1, 3*s75]cuda:0" = PlaceHolder[target=buf39]
#   %arg28_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg28_1]
#   %arg29_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg29_1]
#   %add_tensor : Tensor "f32[3*s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg27_1, %mm_default), kwargs = {})
#   %view_23 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [3, %arg0_1, 64]), kwargs = {})
#   %add_288 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_244, %view_23), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_288, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_76 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_288, %getitem_23), kwargs = {})
#   %add_293 : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[3, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_293,), kwargs = {})
#   %mul_287 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_76, %rsqrt_4), kwargs = {})
#   %mul_288 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_287, %arg28_1), kwargs = {})
#   %add_294 : Tensor "f32[3, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_288, %arg29_1), kwargs = {})
#   return %getitem_23,%buf39,%add_294
triton_per_fused_add_addmm_native_layer_norm_view_5 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 52992}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 64, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 64.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp31, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1 = args
        args.clear()
        s75 = arg0_1
        assert_size_stride(arg1_1, (3, s75), (s75, 1))
        assert_size_stride(arg2_1, (203, 64), (64, 1))
        assert_size_stride(arg3_1, (128, 64), (64, 1))
        assert_size_stride(arg4_1, (64, ), (1, ))
        assert_size_stride(arg5_1, (64, ), (1, ))
        assert_size_stride(arg6_1, (192, 64), (64, 1))
        assert_size_stride(arg7_1, (192, ), (1, ))
        assert_size_stride(arg8_1, (64, 64), (64, 1))
        assert_size_stride(arg9_1, (64, ), (1, ))
        assert_size_stride(arg10_1, (64, ), (1, ))
        assert_size_stride(arg11_1, (64, ), (1, ))
        assert_size_stride(arg12_1, (256, 64), (64, 1))
        assert_size_stride(arg13_1, (256, ), (1, ))
        assert_size_stride(arg14_1, (64, 256), (256, 1))
        assert_size_stride(arg15_1, (64, ), (1, ))
        assert_size_stride(arg16_1, (64, ), (1, ))
        assert_size_stride(arg17_1, (64, ), (1, ))
        assert_size_stride(arg18_1, (192, 64), (64, 1))
        assert_size_stride(arg19_1, (192, ), (1, ))
        assert_size_stride(arg20_1, (64, 64), (64, 1))
        assert_size_stride(arg21_1, (64, ), (1, ))
        assert_size_stride(arg22_1, (64, ), (1, ))
        assert_size_stride(arg23_1, (64, ), (1, ))
        assert_size_stride(arg24_1, (256, 64), (64, 1))
        assert_size_stride(arg25_1, (256, ), (1, ))
        assert_size_stride(arg26_1, (64, 256), (256, 1))
        assert_size_stride(arg27_1, (64, ), (1, ))
        assert_size_stride(arg28_1, (64, ), (1, ))
        assert_size_stride(arg29_1, (64, ), (1, ))
        assert_size_stride(arg30_1, (203, 64), (64, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf3 = empty_strided_cuda((3, s75, 64), (64*s75, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embedding, pos, embedding_1, x, layer_norm], Original ATen: [aten.embedding, aten.arange, aten.add, aten.native_layer_norm]
            triton_per_fused_add_arange_embedding_native_layer_norm_0_xnumel = 3*s75
            stream0 = get_raw_stream(0)
            triton_per_fused_add_arange_embedding_native_layer_norm_0.run(arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, buf3, s75, triton_per_fused_add_arange_embedding_native_layer_norm_0_xnumel, 64, stream=stream0)
            del arg4_1
            del arg5_1
            buf4 = empty_strided_cuda((3*s75, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embedding, pos, embedding_1, x, layer_norm, linear], Original ATen: [aten.embedding, aten.arange, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(arg7_1, reinterpret_tensor(buf3, (3*s75, 64), (64, 1), 0), reinterpret_tensor(arg6_1, (64, 192), (1, 64), 0), alpha=1, beta=1, out=buf4)
            del arg6_1
            del arg7_1
            # Topologically Sorted Source Nodes: [linear, split, view, q_1, view_1, k_1, view_2, v_1, y], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            buf5 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf4, (3, 4, s75, 16), (192*s75, 16, 192, 1), 0), reinterpret_tensor(buf4, (3, 4, s75, 16), (192*s75, 16, 192, 1), 64), reinterpret_tensor(buf4, (3, 4, s75, 16), (192*s75, 16, 192, 1), 128), None, False, 0.0, True)
            del buf4
            buf6 = buf5[0]
            assert_size_stride(buf6, (3, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf6, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf5
            buf10 = reinterpret_tensor(buf3, (3*s75, 64), (64, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [transpose_3, reshape, linear_1], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf6, (3*s75, 64), (64, 1), 0), reinterpret_tensor(arg8_1, (64, 64), (1, 64), 0), out=buf10)
            del arg8_1
            buf11 = reinterpret_tensor(buf10, (3, s75, 64), (64*s75, 64, 1), 0); del buf10  # reuse
            buf15 = reinterpret_tensor(buf6, (3, s75, 64), (64*s75, 64, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [embedding, pos, embedding_1, x, linear_1, x_1, layer_norm_1], Original ATen: [aten.embedding, aten.arange, aten.add, aten.addmm, aten.view, aten.native_layer_norm]
            triton_per_fused_add_addmm_arange_embedding_native_layer_norm_view_1_xnumel = 3*s75
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_arange_embedding_native_layer_norm_view_1.run(buf11, arg1_1, arg2_1, arg3_1, arg9_1, arg10_1, arg11_1, buf15, s75, triton_per_fused_add_addmm_arange_embedding_native_layer_norm_view_1_xnumel, 64, stream=stream0)
            del arg10_1
            del arg11_1
            del arg1_1
            del arg2_1
            del arg3_1
            del arg9_1
            buf16 = empty_strided_cuda((3*s75, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm_1, linear_2], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf15, (3*s75, 64), (64, 1), 0), reinterpret_tensor(arg12_1, (64, 256), (1, 64), 0), out=buf16)
            del arg12_1
            del buf15
            buf17 = reinterpret_tensor(buf16, (3, s75, 256), (256*s75, 256, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [linear_2, gelu], Original ATen: [aten.addmm, aten.view, aten.gelu]
            triton_poi_fused_addmm_gelu_view_2_xnumel = 768*s75
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_2.run(buf17, arg13_1, triton_poi_fused_addmm_gelu_view_2_xnumel, stream=stream0)
            del arg13_1
            buf18 = empty_strided_cuda((3*s75, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, gelu, linear_3], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf17, (3*s75, 256), (256, 1), 0), reinterpret_tensor(arg14_1, (256, 64), (1, 256), 0), out=buf18)
            del arg14_1
            del buf17
            buf22 = empty_strided_cuda((3, s75, 64), (64*s75, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, input_1, layer_norm_2], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            triton_per_fused_add_addmm_native_layer_norm_view_3_xnumel = 3*s75
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_3.run(buf11, arg15_1, buf18, arg16_1, arg17_1, buf22, triton_per_fused_add_addmm_native_layer_norm_view_3_xnumel, 64, stream=stream0)
            del arg16_1
            del arg17_1
            buf23 = empty_strided_cuda((3*s75, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, input_1, layer_norm_2, linear_4], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.t]
            extern_kernels.addmm(arg19_1, reinterpret_tensor(buf22, (3*s75, 64), (64, 1), 0), reinterpret_tensor(arg18_1, (64, 192), (1, 64), 0), alpha=1, beta=1, out=buf23)
            del arg18_1
            del arg19_1
            # Topologically Sorted Source Nodes: [linear_4, split_1, view_3, q_3, view_4, k_3, view_5, v_3, y_1], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            buf24 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf23, (3, 4, s75, 16), (192*s75, 16, 192, 1), 0), reinterpret_tensor(buf23, (3, 4, s75, 16), (192*s75, 16, 192, 1), 64), reinterpret_tensor(buf23, (3, 4, s75, 16), (192*s75, 16, 192, 1), 128), None, False, 0.0, True)
            del buf23
            buf25 = buf24[0]
            assert_size_stride(buf25, (3, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf25, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf24
            buf29 = reinterpret_tensor(buf22, (3*s75, 64), (64, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, linear_5], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf25, (3*s75, 64), (64, 1), 0), reinterpret_tensor(arg20_1, (64, 64), (1, 64), 0), out=buf29)
            del arg20_1
            buf30 = buf11; del buf11  # reuse
            buf34 = reinterpret_tensor(buf25, (3, s75, 64), (64*s75, 64, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [linear_3, input_1, linear_5, x_2, layer_norm_3], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            triton_per_fused_add_addmm_native_layer_norm_view_4_xnumel = 3*s75
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_4.run(buf30, arg15_1, buf18, arg21_1, buf29, arg22_1, arg23_1, buf34, triton_per_fused_add_addmm_native_layer_norm_view_4_xnumel, 64, stream=stream0)
            del arg15_1
            del arg21_1
            del arg22_1
            del arg23_1
            del buf18
            del buf29
            buf35 = empty_strided_cuda((3*s75, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm_3, linear_6], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf34, (3*s75, 64), (64, 1), 0), reinterpret_tensor(arg24_1, (64, 256), (1, 64), 0), out=buf35)
            del arg24_1
            del buf34
            buf36 = reinterpret_tensor(buf35, (3, s75, 256), (256*s75, 256, 1), 0); del buf35  # reuse
            # Topologically Sorted Source Nodes: [linear_6, gelu_1], Original ATen: [aten.addmm, aten.view, aten.gelu]
            triton_poi_fused_addmm_gelu_view_2_xnumel = 768*s75
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_2.run(buf36, arg25_1, triton_poi_fused_addmm_gelu_view_2_xnumel, stream=stream0)
            del arg25_1
            buf37 = empty_strided_cuda((3*s75, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, gelu_1, linear_7], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf36, (3*s75, 256), (256, 1), 0), reinterpret_tensor(arg26_1, (256, 64), (1, 256), 0), out=buf37)
            del arg26_1
            del buf36
            buf41 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [linear_7, input_2, layer_norm_4], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            triton_per_fused_add_addmm_native_layer_norm_view_5_xnumel = 3*s75
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf41, arg27_1, buf37, arg28_1, arg29_1, triton_per_fused_add_addmm_native_layer_norm_view_5_xnumel, 64, stream=stream0)
            del arg27_1
            del arg28_1
            del arg29_1
            del buf37
            buf42 = empty_strided_cuda((3*s75, 203), (203, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7, input_2, layer_norm_4, linear_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf41, (3*s75, 64), (64, 1), 0), reinterpret_tensor(arg30_1, (64, 203), (1, 64), 0), out=buf42)
            del arg30_1
            del buf41
        return (reinterpret_tensor(buf42, (3, s75, 203), (203*s75, 203, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 17
    arg1_1 = rand_strided((3, 17), (17, 1), device='cuda:0', dtype=torch.int64)
    arg2_1 = rand_strided((203, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((256, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((256, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((203, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
