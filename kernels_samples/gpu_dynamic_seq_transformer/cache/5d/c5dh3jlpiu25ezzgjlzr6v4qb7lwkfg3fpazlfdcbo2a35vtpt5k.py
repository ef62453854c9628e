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


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/2f/c2fznn2c4fnc7uvtfgop4bbbs7rh5q6w4mxxzve5ilbscp6ofldp.py
# Topologically Sorted Source Nodes: [pos], Original ATen: [aten.arange]
# Source node to ATen node mapping:
#   pos => iota
# Graph fragment:
#   %iota : Tensor "i64[s75][1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.iota.default](args = (%primals_2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   return %iota
triton_poi_fused_arange_0 = async_compile.triton('triton_poi_fused_arange_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_arange_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 528}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_arange_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/dg/cdgogsrtykbrylnvgtuzosrwjmesrpzdllyoqriy4ifxombi3ytq.py
# Topologically Sorted Source Nodes: [embedding, embedding_1, x, layer_norm, div_4], Original ATen: [aten.embedding, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_4 => div_4
#   embedding => embedding
#   embedding_1 => embedding_1
#   layer_norm => add_15, add_16, mul_13, mul_14, rsqrt, sub_8, var_mean
#   x => add_10
# Graph fragment:
#   %primals_3 : Tensor "i64[s95, s75][s75, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %primals_4 : Tensor "f32[203, 64][64, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "f32[128, 64][64, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %getitem_1 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf2 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=buf2]
#   %mul_13 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_13]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_7]
#   %embedding : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_4, %primals_3), kwargs = {})
#   %embedding_1 : Tensor "f32[s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_5, %iota), kwargs = {})
#   %add_10 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_10, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_15 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %sub_8 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_10, %getitem_1), kwargs = {})
#   %mul_13 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_8, %rsqrt), kwargs = {})
#   %mul_14 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %primals_6), kwargs = {})
#   %add_16 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_14, %primals_7), kwargs = {})
#   %div_4 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 64), kwargs = {})
#   return %getitem_1,%buf2,%mul_13,%add_16,%div_4
triton_per_fused_add_embedding_native_layer_norm_native_layer_norm_backward_1 = async_compile.triton('triton_per_fused_add_embedding_native_layer_norm_native_layer_norm_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_native_layer_norm_native_layer_norm_backward_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1056, 'r0_': 76544}}
)
@triton.jit
def triton_per_fused_add_embedding_native_layer_norm_native_layer_norm_backward_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, out_ptr4, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp36 = tl.full([1, 1], 0.015625, tl.float32)
    tmp37 = tmp30 * tmp36
    tl.store(out_ptr2 + (r0_2 + 64*x3), tmp31, xmask)
    tl.store(out_ptr3 + (r0_2 + 64*x3), tmp35, xmask)
    tl.store(out_ptr4 + (x3), tmp37, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/mh/cmhtrewxxyf34qkvvylm4aimmur44p5heeprst44fxzq2ygxfx6d.py
# Topologically Sorted Source Nodes: [embedding, embedding_1, x, linear_1, x_1, layer_norm_1, div_3], Original ATen: [aten.embedding, aten.add, aten.addmm, aten.view, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_3 => div_3
#   embedding => embedding
#   embedding_1 => embedding_1
#   layer_norm_1 => add_119, add_120, mul_106, mul_107, rsqrt_1, sub_53, var_mean_1
#   linear_1 => add_tensor_3, view_7
#   x => add_10
#   x_1 => add_114
# Graph fragment:
#   %primals_3 : Tensor "i64[s95, s75][s75, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %primals_4 : Tensor "f32[203, 64][64, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "f32[128, 64][64, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %primals_11 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_11]
#   %mm_default_3 : Tensor "f32[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %add_114 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_114]
#   %getitem_10 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf15 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=buf15]
#   %mul_106 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_106]
#   %primals_12 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_13]
#   %embedding : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_4, %primals_3), kwargs = {})
#   %embedding_1 : Tensor "f32[s75, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_5, %iota), kwargs = {})
#   %add_10 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %add_tensor_3 : Tensor "f32[s75*s95, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_11, %mm_default_3), kwargs = {})
#   %view_7 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_114 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_7), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_114, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_119 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_119,), kwargs = {})
#   %sub_53 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_114, %getitem_10), kwargs = {})
#   %mul_106 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_53, %rsqrt_1), kwargs = {})
#   %mul_107 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_106, %primals_12), kwargs = {})
#   %add_120 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_107, %primals_13), kwargs = {})
#   %div_3 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 64), kwargs = {})
#   return %add_114,%getitem_10,%buf15,%mul_106,%add_120,%div_3
triton_per_fused_add_addmm_embedding_native_layer_norm_native_layer_norm_backward_view_2 = async_compile.triton('triton_per_fused_add_addmm_embedding_native_layer_norm_native_layer_norm_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_embedding_native_layer_norm_native_layer_norm_backward_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1056, 'r0_': 127488}}
)
@triton.jit
def triton_per_fused_add_addmm_embedding_native_layer_norm_native_layer_norm_backward_view_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, out_ptr4, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp40 = tl.full([1, 1], 0.015625, tl.float32)
    tmp41 = tmp34 * tmp40
    tl.store(in_out_ptr0 + (r0_2 + 64*x3), tmp12, xmask)
    tl.store(out_ptr2 + (r0_2 + 64*x3), tmp35, xmask)
    tl.store(out_ptr3 + (r0_2 + 64*x3), tmp39, xmask)
    tl.store(out_ptr4 + (x3), tmp41, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/fp/cfpjwf24xoxd64n62ppbph7rvb4d47xnaaz6fhcijtbhmeehi6g6.py
# Topologically Sorted Source Nodes: [linear_2, gelu], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   gelu => add_143, erf, mul_129, mul_130, mul_131
#   linear_2 => view_9
# Graph fragment:
#   %addmm_2 : Tensor "f32[s75*s95, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_9 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [%primals_1, %primals_2, 256]), kwargs = {})
#   %mul_129 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, 0.5), kwargs = {})
#   %mul_130 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_130,), kwargs = {})
#   %add_143 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_131 : Tensor "f32[s95, s75, 256][256*s75, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_129, %add_143), kwargs = {})
#   return %mul_131
triton_poi_fused_gelu_view_3 = async_compile.triton('triton_poi_fused_gelu_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 202752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/xb/cxb2c663rrly7ox7lyiv4qztlfapuvj7sikvcrlyy5nrjif6bgbd.py
# Topologically Sorted Source Nodes: [linear_3, input_1, layer_norm_2, div_2], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_2 => div_2
#   input_1 => add_158
#   layer_norm_2 => add_163, add_164, mul_156, mul_157, rsqrt_2, sub_72, var_mean_2
#   linear_3 => add_tensor_2, view_11
# Graph fragment:
#   %add_114 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_114]
#   %primals_17 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_17]
#   %mm_default_2 : Tensor "f32[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %getitem_12 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf23 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=buf23]
#   %mul_156 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_156]
#   %primals_18 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_19 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_19]
#   %add_tensor_2 : Tensor "f32[s75*s95, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_17, %mm_default_2), kwargs = {})
#   %view_11 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_158 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_114, %view_11), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_158, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_163 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_163,), kwargs = {})
#   %sub_72 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_158, %getitem_12), kwargs = {})
#   %mul_156 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_72, %rsqrt_2), kwargs = {})
#   %mul_157 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_156, %primals_18), kwargs = {})
#   %add_164 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_157, %primals_19), kwargs = {})
#   %div_2 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_2, 64), kwargs = {})
#   return %getitem_12,%buf23,%mul_156,%add_164,%div_2
triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 528, 'r0_': 102144}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp32 = tl.full([1, 1], 0.015625, tl.float32)
    tmp33 = tmp26 * tmp32
    tl.store(out_ptr2 + (r0_1 + 64*x0), tmp27, xmask)
    tl.store(out_ptr3 + (r0_1 + 64*x0), tmp31, xmask)
    tl.store(out_ptr4 + (x0), tmp33, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/wi/cwixbjyhdfwgtrsfegsptlzvbhumlcgxpezjr4guo5l6iwkbo5kd.py
# Topologically Sorted Source Nodes: [linear_3, input_1, linear_5, x_2, layer_norm_3, div_1], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_1 => div_1
#   input_1 => add_158
#   layer_norm_3 => add_267, add_268, mul_249, mul_250, rsqrt_3, sub_117, var_mean_3
#   linear_3 => add_tensor_2, view_11
#   linear_5 => add_tensor_1, view_19
#   x_2 => add_262
# Graph fragment:
#   %add_114 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_114]
#   %primals_17 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_17]
#   %mm_default_2 : Tensor "f32[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %primals_23 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_23]
#   %mm_default_1 : Tensor "f32[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_262 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_262]
#   %getitem_21 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf36 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=buf36]
#   %mul_249 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_249]
#   %primals_24 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_24]
#   %primals_25 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_25]
#   %add_tensor_2 : Tensor "f32[s75*s95, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_17, %mm_default_2), kwargs = {})
#   %view_11 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_158 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_114, %view_11), kwargs = {})
#   %add_tensor_1 : Tensor "f32[s75*s95, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_23, %mm_default_1), kwargs = {})
#   %view_19 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_262 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_158, %view_19), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_262, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_267 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_267,), kwargs = {})
#   %sub_117 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_262, %getitem_21), kwargs = {})
#   %mul_249 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_117, %rsqrt_3), kwargs = {})
#   %mul_250 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_249, %primals_24), kwargs = {})
#   %add_268 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_250, %primals_25), kwargs = {})
#   %div_1 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_3, 64), kwargs = {})
#   return %add_262,%getitem_21,%buf36,%mul_249,%add_268,%div_1
triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 528, 'r0_': 153088}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp36 = tl.full([1, 1], 0.015625, tl.float32)
    tmp37 = tmp30 * tmp36
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp8, xmask)
    tl.store(out_ptr2 + (r0_1 + 64*x0), tmp31, xmask)
    tl.store(out_ptr3 + (r0_1 + 64*x0), tmp35, xmask)
    tl.store(out_ptr4 + (x0), tmp37, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_dynamic_seq_transformer/cache/54/c54cfkgrubrebtinrnhz6tmrv4laww2trqzgzeugf234hofub3qq.py
# Topologically Sorted Source Nodes: [linear_7, input_2, layer_norm_4, div], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div => div
#   input_2 => add_306
#   layer_norm_4 => add_311, add_312, mul_299, mul_300, rsqrt_4, sub_136, var_mean_4
#   linear_7 => add_tensor, view_23
# Graph fragment:
#   %add_262 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=add_262]
#   %primals_29 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_29]
#   %mm_default : Tensor "f32[s75*s95, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_23 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf44 : Tensor "f32[s95, s75, 1][s75, 1, s75*s95]cuda:0" = PlaceHolder[target=buf44]
#   %mul_299 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0" = PlaceHolder[target=mul_299]
#   %primals_30 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_30]
#   %primals_31 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_31]
#   %add_tensor : Tensor "f32[s75*s95, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_29, %mm_default), kwargs = {})
#   %view_23 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%primals_1, %primals_2, 64]), kwargs = {})
#   %add_306 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_262, %view_23), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_306, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_311 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_311,), kwargs = {})
#   %sub_136 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_306, %getitem_23), kwargs = {})
#   %mul_299 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_136, %rsqrt_4), kwargs = {})
#   %mul_300 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_299, %primals_30), kwargs = {})
#   %add_312 : Tensor "f32[s95, s75, 64][64*s75, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_300, %primals_31), kwargs = {})
#   %div : Tensor "f32[s95, s75, 1][s75, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_4, 64), kwargs = {})
#   return %getitem_23,%buf44,%mul_299,%add_312,%div
triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_6 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 528, 'r0_': 102144}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp32 = tl.full([1, 1], 0.015625, tl.float32)
    tmp33 = tmp26 * tmp32
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp27, xmask)
    tl.store(out_ptr2 + (r0_1 + 64*x0), tmp31, xmask)
    tl.store(out_ptr3 + (x0), tmp33, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32 = args
        args.clear()
        s95 = primals_1
        s75 = primals_2
        assert_size_stride(primals_3, (s95, s75), (s75, 1))
        assert_size_stride(primals_4, (203, 64), (64, 1))
        assert_size_stride(primals_5, (128, 64), (64, 1))
        assert_size_stride(primals_6, (64, ), (1, ))
        assert_size_stride(primals_7, (64, ), (1, ))
        assert_size_stride(primals_8, (192, 64), (64, 1))
        assert_size_stride(primals_9, (192, ), (1, ))
        assert_size_stride(primals_10, (64, 64), (64, 1))
        assert_size_stride(primals_11, (64, ), (1, ))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_13, (64, ), (1, ))
        assert_size_stride(primals_14, (256, 64), (64, 1))
        assert_size_stride(primals_15, (256, ), (1, ))
        assert_size_stride(primals_16, (64, 256), (256, 1))
        assert_size_stride(primals_17, (64, ), (1, ))
        assert_size_stride(primals_18, (64, ), (1, ))
        assert_size_stride(primals_19, (64, ), (1, ))
        assert_size_stride(primals_20, (192, 64), (64, 1))
        assert_size_stride(primals_21, (192, ), (1, ))
        assert_size_stride(primals_22, (64, 64), (64, 1))
        assert_size_stride(primals_23, (64, ), (1, ))
        assert_size_stride(primals_24, (64, ), (1, ))
        assert_size_stride(primals_25, (64, ), (1, ))
        assert_size_stride(primals_26, (256, 64), (64, 1))
        assert_size_stride(primals_27, (256, ), (1, ))
        assert_size_stride(primals_28, (64, 256), (256, 1))
        assert_size_stride(primals_29, (64, ), (1, ))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_31, (64, ), (1, ))
        assert_size_stride(primals_32, (203, 64), (64, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s75, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [pos], Original ATen: [aten.arange]
            stream0 = get_raw_stream(0)
            triton_poi_fused_arange_0.run(buf0, s75, stream=stream0)
            buf4 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            buf5 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            buf53 = empty_strided_cuda((s95, s75, 1), (s75, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embedding, embedding_1, x, layer_norm, div_4], Original ATen: [aten.embedding, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            triton_per_fused_add_embedding_native_layer_norm_native_layer_norm_backward_1_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_native_layer_norm_native_layer_norm_backward_1.run(primals_3, primals_4, primals_5, primals_6, primals_7, buf4, buf5, buf53, s75, triton_per_fused_add_embedding_native_layer_norm_native_layer_norm_backward_1_xnumel, 64, stream=stream0)
            del primals_7
            buf6 = empty_strided_cuda((s75*s95, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm, linear], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_9, reinterpret_tensor(buf5, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(primals_8, (64, 192), (1, 64), 0), alpha=1, beta=1, out=buf6)
            del primals_9
            # Topologically Sorted Source Nodes: [linear, split, view, q_1, view_1, k_1, view_2, v_1, y], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            buf7 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf6, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 0), reinterpret_tensor(buf6, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 64), reinterpret_tensor(buf6, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 128), None, True, 0.0, True)
            buf8 = buf7[0]
            assert_size_stride(buf8, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf9 = buf7[1]
            assert_size_stride(buf9, (s95, 4, 32*math.ceil(s75 / 32)), (4*max(1, 32*math.ceil(s75 / 32)), max(1, 32*math.ceil(s75 / 32)), 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf9, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf10 = buf7[2]
            assert_size_stride(buf10, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf10, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf11 = buf7[3]
            assert_size_stride(buf11, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf11, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf7
            buf12 = empty_strided_cuda((s75*s95, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, linear_1], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf8, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(primals_10, (64, 64), (1, 64), 0), out=buf12)
            buf13 = reinterpret_tensor(buf12, (s95, s75, 64), (64*s75, 64, 1), 0); del buf12  # reuse
            buf17 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            buf18 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            buf52 = empty_strided_cuda((s95, s75, 1), (s75, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embedding, embedding_1, x, linear_1, x_1, layer_norm_1, div_3], Original ATen: [aten.embedding, aten.add, aten.addmm, aten.view, aten.native_layer_norm, aten.native_layer_norm_backward]
            triton_per_fused_add_addmm_embedding_native_layer_norm_native_layer_norm_backward_view_2_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_embedding_native_layer_norm_native_layer_norm_backward_view_2.run(buf13, primals_3, primals_4, primals_5, primals_11, primals_12, primals_13, buf17, buf18, buf52, s75, triton_per_fused_add_addmm_embedding_native_layer_norm_native_layer_norm_backward_view_2_xnumel, 64, stream=stream0)
            del primals_11
            del primals_13
            del primals_4
            del primals_5
            buf19 = empty_strided_cuda((s75*s95, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm_1, linear_2], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_15, reinterpret_tensor(buf18, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(primals_14, (64, 256), (1, 64), 0), alpha=1, beta=1, out=buf19)
            del primals_15
            buf20 = empty_strided_cuda((s95, s75, 256), (256*s75, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, gelu], Original ATen: [aten.view, aten.gelu]
            triton_poi_fused_gelu_view_3_xnumel = 256*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_3.run(buf19, buf20, triton_poi_fused_gelu_view_3_xnumel, stream=stream0)
            buf21 = empty_strided_cuda((s75*s95, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, gelu, linear_3], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf20, (s75*s95, 256), (256, 1), 0), reinterpret_tensor(primals_16, (256, 64), (1, 256), 0), out=buf21)
            buf25 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            buf26 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            buf51 = empty_strided_cuda((s95, s75, 1), (s75, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, input_1, layer_norm_2, div_2], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_4_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_4.run(buf13, primals_17, buf21, primals_18, primals_19, buf25, buf26, buf51, triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_4_xnumel, 64, stream=stream0)
            del primals_19
            buf27 = empty_strided_cuda((s75*s95, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm_2, linear_4], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_21, reinterpret_tensor(buf26, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(primals_20, (64, 192), (1, 64), 0), alpha=1, beta=1, out=buf27)
            del primals_21
            # Topologically Sorted Source Nodes: [linear_4, split_1, view_3, q_3, view_4, k_3, view_5, v_3, y_1], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            buf28 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf27, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 0), reinterpret_tensor(buf27, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 64), reinterpret_tensor(buf27, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 128), None, True, 0.0, True)
            buf29 = buf28[0]
            assert_size_stride(buf29, (s95, 4, s75, 16), (64*s75, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf29, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf30 = buf28[1]
            assert_size_stride(buf30, (s95, 4, 32*math.ceil(s75 / 32)), (4*max(1, 32*math.ceil(s75 / 32)), max(1, 32*math.ceil(s75 / 32)), 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf30, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf31 = buf28[2]
            assert_size_stride(buf31, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf32 = buf28[3]
            assert_size_stride(buf32, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf28
            buf33 = empty_strided_cuda((s75*s95, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, linear_5], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf29, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(primals_22, (64, 64), (1, 64), 0), out=buf33)
            buf34 = buf13; del buf13  # reuse
            buf38 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            buf39 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            buf50 = empty_strided_cuda((s95, s75, 1), (s75, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, input_1, linear_5, x_2, layer_norm_3, div_1], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf34, primals_17, buf21, primals_23, buf33, primals_24, primals_25, buf38, buf39, buf50, triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5_xnumel, 64, stream=stream0)
            del buf21
            del buf33
            del primals_17
            del primals_23
            del primals_25
            buf40 = empty_strided_cuda((s75*s95, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm_3, linear_6], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_27, reinterpret_tensor(buf39, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(primals_26, (64, 256), (1, 64), 0), alpha=1, beta=1, out=buf40)
            del primals_27
            buf41 = empty_strided_cuda((s95, s75, 256), (256*s75, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, gelu_1], Original ATen: [aten.view, aten.gelu]
            triton_poi_fused_gelu_view_3_xnumel = 256*s75*s95
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_3.run(buf40, buf41, triton_poi_fused_gelu_view_3_xnumel, stream=stream0)
            buf42 = empty_strided_cuda((s75*s95, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, gelu_1, linear_7], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf41, (s75*s95, 256), (256, 1), 0), reinterpret_tensor(primals_28, (256, 64), (1, 256), 0), out=buf42)
            buf46 = buf34; del buf34  # reuse
            buf47 = empty_strided_cuda((s95, s75, 64), (64*s75, 64, 1), torch.float32)
            buf49 = empty_strided_cuda((s95, s75, 1), (s75, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7, input_2, layer_norm_4, div], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_6_xnumel = s75*s95
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_6.run(buf46, primals_29, buf42, primals_30, primals_31, buf47, buf49, triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_6_xnumel, 64, stream=stream0)
            del buf42
            del primals_29
            del primals_31
            buf48 = empty_strided_cuda((s75*s95, 203), (203, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm_4, linear_8], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf47, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(primals_32, (64, 203), (1, 64), 0), out=buf48)
        return (reinterpret_tensor(buf48, (s95, s75, 203), (203*s75, 203, 1), 0), primals_3, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, primals_32, buf0, buf4, reinterpret_tensor(buf5, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(buf6, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 0), reinterpret_tensor(buf6, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 64), reinterpret_tensor(buf6, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 128), buf8, buf9, buf10, buf11, buf17, reinterpret_tensor(buf18, (s75*s95, 64), (64, 1), 0), buf19, reinterpret_tensor(buf20, (s75*s95, 256), (256, 1), 0), buf25, reinterpret_tensor(buf26, (s75*s95, 64), (64, 1), 0), reinterpret_tensor(buf27, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 0), reinterpret_tensor(buf27, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 64), reinterpret_tensor(buf27, (s95, 4, s75, 16), (192*s75, 16, 192, 1), 128), buf29, buf30, buf31, buf32, buf38, reinterpret_tensor(buf39, (s75*s95, 64), (64, 1), 0), buf40, reinterpret_tensor(buf41, (s75*s95, 256), (256, 1), 0), buf46, reinterpret_tensor(buf47, (s75*s95, 64), (64, 1), 0), buf49, buf50, buf51, buf52, buf53, s95, s75, s75*s95, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 2
    primals_2 = 33
    primals_3 = rand_strided((2, 33), (33, 1), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((203, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((256, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((192, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((256, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((203, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
