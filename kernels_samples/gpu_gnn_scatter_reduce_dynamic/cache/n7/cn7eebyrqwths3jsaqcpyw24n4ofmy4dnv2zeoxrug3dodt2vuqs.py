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


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/nu/cnu6abfn4qtak4fs5hyht3bwhqzrdybuiw2utypiigtb7pdamjjr.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[s77, 3][3, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_red_fused_sum_0 = async_compile.triton('triton_red_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 175, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 3
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
        tmp0 = tl.load(in_ptr0 + (x0 + 3*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/fl/cflvxic3tidcxie24af2xmxxecv73ob7td5o3hkryrsmnvrma6sf.py
# Topologically Sorted Source Nodes: [mul_207, mul_208, sum_2, mul_209, sum_3, mul_210, sub_131, sub_132, mul_211, full_default_14, where], Original ATen: [aten.native_layer_norm_backward, aten.threshold_backward]
# Source node to ATen node mapping:
#   full_default_14 => full_default_14
#   mul_207 => mul_207
#   mul_208 => mul_208
#   mul_209 => mul_209
#   mul_210 => mul_210
#   mul_211 => mul_211
#   sub_131 => sub_131
#   sub_132 => sub_132
#   sum_2 => sum_2
#   sum_3 => sum_3
#   where => where
# Graph fragment:
#   %mm : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_27 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_27]
#   %mul_198 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mul_198]
#   %div_6 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=div_6]
#   %sum_2 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_3 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=sum_3]
#   %le_8 : Tensor "b8[s77, 32][32, 1]cuda:0" = PlaceHolder[target=le_8]
#   %mul_211 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mul_211]
#   %mul_207 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm, %primals_27), kwargs = {})
#   %mul_208 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_207, 32), kwargs = {})
#   %sum_2 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_207, [1], True), kwargs = {})
#   %mul_209 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_207, %mul_198), kwargs = {})
#   %sum_3 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_209, [1], True), kwargs = {})
#   %mul_210 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_198, %sum_3), kwargs = {})
#   %sub_131 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_208, %sum_2), kwargs = {})
#   %sub_132 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_131, %mul_210), kwargs = {})
#   %mul_211 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_6, %sub_132), kwargs = {})
#   %full_default_14 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_14, %mul_211), kwargs = {})
#   return %sum_2,%sum_3,%mul_211,%where
triton_per_fused_native_layer_norm_backward_threshold_backward_1 = async_compile.triton('triton_per_fused_native_layer_norm_backward_threshold_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_threshold_backward_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 148, 'r0_': 29728}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_threshold_backward_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr4 + (r0_1 + 32*x0), xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 32.0, tl.float32)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp15 - tmp6
    tmp17 = tmp7 * tmp12
    tmp18 = tmp16 - tmp17
    tmp19 = tmp13 * tmp18
    tmp21 = tl.full([1, 1], 0.0, tl.float32)
    tmp22 = tl.where(tmp20, tmp21, tmp19)
    tl.store(out_ptr2 + (r0_1 + 32*x0), tmp19, xmask)
    tl.store(out_ptr3 + (r0_1 + 32*x0), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/zu/czu6pcgf6pedktbgu2jdzdy5qwdw7c7mpmgioh4xagl2uq3vvwyr.py
# Topologically Sorted Source Nodes: [mul_212, sum_4, sum_5], Original ATen: [aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_212 => mul_212
#   sum_4 => sum_4
#   sum_5 => sum_5
# Graph fragment:
#   %mm : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mm]
#   %mul_198 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mul_198]
#   %mul_212 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm, %mul_198), kwargs = {})
#   %sum_4 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_212, [0]), kwargs = {})
#   %sum_5 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mm, [0]), kwargs = {})
#   return %sum_4,%sum_5
triton_red_fused_native_layer_norm_backward_2 = async_compile.triton('triton_red_fused_native_layer_norm_backward_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9984, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
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
        tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/62/c62cxzsuq2adngxs4k534p3cgzybed5kyqbognk2zp6d5ipd2cd3.py
# Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_6 => sum_6
# Graph fragment:
#   %where : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=where]
#   %sum_6 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0], True), kwargs = {})
#   return %sum_6
triton_red_fused_sum_3 = async_compile.triton('triton_red_fused_sum_3', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4992, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/qf/cqf3rkfpjmhb6iz5o2aoigpfkq6onjwx6z56ozgjxb7cns2vyb2k.py
# Topologically Sorted Source Nodes: [full_default_16, getitem_5, expand, scatter_add, gather_2, eq_171, convert_element_type, eq_172, convert_element_type_1, scatter_add_1, slice_12, slice_13, index_put_8, index_put_9, gather_8, eq_180, convert_element_type_4, eq_181, convert_element_type_5, scatter_add_4], Original ATen: [aten.ones_like, aten.unsqueeze, aten.expand, aten.scatter_add, aten.gather, aten.eq, aten._to_copy, aten.slice, aten.index_add]
# Source node to ATen node mapping:
#   convert_element_type => convert_element_type
#   convert_element_type_1 => convert_element_type_1
#   convert_element_type_4 => convert_element_type_4
#   convert_element_type_5 => convert_element_type_5
#   eq_171 => eq_171
#   eq_172 => eq_172
#   eq_180 => eq_180
#   eq_181 => eq_181
#   expand => expand
#   full_default_16 => full_default_16
#   gather_2 => gather_2
#   gather_8 => gather_8
#   getitem_5 => unsqueeze_1
#   index_put_8 => index_put_8
#   index_put_9 => index_put_9
#   scatter_add => scatter_add
#   scatter_add_1 => scatter_add_1
#   scatter_add_4 => scatter_add_4
#   slice_12 => slice_12
#   slice_13 => slice_13
# Graph fragment:
#   %full_default_2 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=full_default_2]
#   %scatter_reduce_4 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=scatter_reduce_4]
#   %scatter_reduce_1 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=scatter_reduce_1]
#   %full_default_16 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_5, 32], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unsqueeze_1 : Tensor "i64[s13, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 1), kwargs = {})
#   %expand : Tensor "i64[s13, 32][1, 0]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_1, [-1, 32]), kwargs = {})
#   %scatter_add : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_2, 0, %expand, %full_default_16), kwargs = {})
#   %gather_2 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%scatter_reduce_4, 0, %expand), kwargs = {})
#   %eq_171 : Tensor "b8[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%full_default_2, %scatter_reduce_4), kwargs = {})
#   %convert_element_type : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_171, torch.float32), kwargs = {})
#   %eq_172 : Tensor "b8[s13, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.eq.Tensor](args = (%addmm_6, %gather_2), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_172, torch.float32), kwargs = {})
#   %scatter_add_1 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%convert_element_type, 0, %expand, %convert_element_type_1), kwargs = {})
#   %slice_12 : Tensor "f32[s13, 32][68, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_8, 1, 0, 32), kwargs = {})
#   %slice_13 : Tensor "f32[s13, 32][68, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_8, 1, 32, 64), kwargs = {})
#   %index_put_8 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_2, [%primals_7], %slice_13, True), kwargs = {})
#   %index_put_9 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_2, [%primals_6], %slice_12, True), kwargs = {})
#   %gather_8 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%scatter_reduce_1, 0, %expand), kwargs = {})
#   %eq_180 : Tensor "b8[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%full_default_2, %scatter_reduce_1), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_180, torch.float32), kwargs = {})
#   %eq_181 : Tensor "b8[s13, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.eq.Tensor](args = (%addmm_2, %gather_8), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_181, torch.float32), kwargs = {})
#   %scatter_add_4 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%convert_element_type_4, 0, %expand, %convert_element_type_5), kwargs = {})
#   return %scatter_add,%scatter_add_1,%index_put_8,%index_put_9,%scatter_add_4
triton_poi_fused__to_copy_eq_expand_gather_index_add_ones_like_scatter_add_slice_unsqueeze_4 = async_compile.triton('triton_poi_fused__to_copy_eq_expand_gather_index_add_ones_like_scatter_add_slice_unsqueeze_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_eq_expand_gather_index_add_ones_like_scatter_add_slice_unsqueeze_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 5, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 61568}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_eq_expand_gather_index_add_ones_like_scatter_add_slice_unsqueeze_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp4 = tl.load(in_ptr2 + (x0), xmask)
    tmp2 = tmp0 == tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp0 == tmp4
    tmp6 = tmp5.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
    tl.store(out_ptr1 + (x0), tmp3, xmask)
    tl.store(out_ptr2 + (x0), tmp0, xmask)
    tl.store(out_ptr3 + (x0), tmp0, xmask)
    tl.store(out_ptr4 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/72/c72o464fbgsykyibgkrcvbd76x7ofs3h46qoopr5mi4y7qbmq6lu.py
# Topologically Sorted Source Nodes: [squeeze_2, denom_1, getitem_11, div_12, neg_2, mul_217, index_put_6, neg_3, index_put_7, squeeze_3, denom, getitem_3, div_21, neg_5, mul_236, index_put_10, neg_6, index_put_11], Original ATen: [aten.squeeze, aten.add, aten.index, aten.div, aten.neg, aten.mul, aten.index_put]
# Source node to ATen node mapping:
#   denom => add_51
#   denom_1 => add_213
#   div_12 => div_12
#   div_21 => div_21
#   getitem_11 => index_7
#   getitem_3 => index_3
#   index_put_10 => index_put_10
#   index_put_11 => index_put_11
#   index_put_6 => index_put_6
#   index_put_7 => index_put_7
#   mul_217 => mul_217
#   mul_236 => mul_236
#   neg_2 => neg_2
#   neg_3 => neg_3
#   neg_5 => neg_5
#   neg_6 => neg_6
#   squeeze_2 => squeeze_2
#   squeeze_3 => squeeze_3
# Graph fragment:
#   %full_default_1 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=full_default_1]
#   %squeeze_2 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_7, 1), kwargs = {})
#   %add_213 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put_3, 1e-09), kwargs = {})
#   %index_7 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%add_213, [%primals_7]), kwargs = {})
#   %div_12 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_4, %index_7), kwargs = {})
#   %neg_2 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze_2,), kwargs = {})
#   %mul_217 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_2, %div_12), kwargs = {})
#   %index_put_6 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %mul_217, True), kwargs = {})
#   %neg_3 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_218,), kwargs = {})
#   %index_put_7 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %neg_3, True), kwargs = {})
#   %squeeze_3 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_16, 1), kwargs = {})
#   %add_51 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put, 1e-09), kwargs = {})
#   %index_3 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%add_51, [%primals_7]), kwargs = {})
#   %div_21 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_1, %index_3), kwargs = {})
#   %neg_5 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze_3,), kwargs = {})
#   %mul_236 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_5, %div_21), kwargs = {})
#   %index_put_10 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %mul_236, True), kwargs = {})
#   %neg_6 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_237,), kwargs = {})
#   %index_put_11 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %neg_6, True), kwargs = {})
#   return %index_put_6,%index_put_7,%index_put_10,%index_put_11
triton_poi_fused_add_div_index_index_put_mul_neg_squeeze_5 = async_compile.triton('triton_poi_fused_add_div_index_index_put_mul_neg_squeeze_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_div_index_index_put_mul_neg_squeeze_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1332}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_div_index_index_put_mul_neg_squeeze_5(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
    tl.store(out_ptr1 + (x0), tmp0, xmask)
    tl.store(out_ptr2 + (x0), tmp0, xmask)
    tl.store(out_ptr3 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/n4/cn4ctktiqbvltfphhg6doiczp66ft3skzy2nmrkcikgknodvsrjj.py
# Topologically Sorted Source Nodes: [slice_9, full_default_16, getitem_5, expand, scatter_add, gather_2, eq_171, convert_element_type, eq_172, convert_element_type_1, scatter_add_1, index_8, mul_215, sum_7, squeeze_2, denom_1, getitem_11, div_12, neg_2, mul_217, index_put_6], Original ATen: [aten.slice, aten.ones_like, aten.unsqueeze, aten.expand, aten.scatter_add, aten.gather, aten.eq, aten._to_copy, aten.index_select, aten.mul, aten.sum, aten.squeeze, aten.add, aten.index, aten.div, aten.neg, aten.index_put]
# Source node to ATen node mapping:
#   convert_element_type => convert_element_type
#   convert_element_type_1 => convert_element_type_1
#   denom_1 => add_213
#   div_12 => div_12
#   eq_171 => eq_171
#   eq_172 => eq_172
#   expand => expand
#   full_default_16 => full_default_16
#   gather_2 => gather_2
#   getitem_11 => index_7
#   getitem_5 => unsqueeze_1
#   index_8 => index_8
#   index_put_6 => index_put_6
#   mul_215 => mul_215
#   mul_217 => mul_217
#   neg_2 => neg_2
#   scatter_add => scatter_add
#   scatter_add_1 => scatter_add_1
#   slice_9 => slice_9
#   squeeze_2 => squeeze_2
#   sum_7 => sum_7
# Graph fragment:
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %scatter_add : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=scatter_add]
#   %addmm_6 : Tensor "f32[s13, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %scatter_reduce_4 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=scatter_reduce_4]
#   %scatter_add_1 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=scatter_add_1]
#   %mm_2 : Tensor "f32[s77, 96][96, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %sum_7 : Tensor "f32[s13, 1][1, 1]cuda:0" = PlaceHolder[target=sum_7]
#   %div_4 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=div_4]
#   %index_put_3 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=index_put_3]
#   %index_put_6 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=index_put_6]
#   %slice_9 : Tensor "f32[s77, 32][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_2, 1, 0, 32), kwargs = {})
#   %full_default_16 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_5, 32], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unsqueeze_1 : Tensor "i64[s13, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 1), kwargs = {})
#   %expand : Tensor "i64[s13, 32][1, 0]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_1, [-1, 32]), kwargs = {})
#   %scatter_add : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_2, 0, %expand, %full_default_16), kwargs = {})
#   %gather_2 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%scatter_reduce_4, 0, %expand), kwargs = {})
#   %eq_171 : Tensor "b8[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%full_default_2, %scatter_reduce_4), kwargs = {})
#   %convert_element_type : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_171, torch.float32), kwargs = {})
#   %eq_172 : Tensor "b8[s13, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.eq.Tensor](args = (%addmm_6, %gather_2), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_172, torch.float32), kwargs = {})
#   %scatter_add_1 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%convert_element_type, 0, %expand, %convert_element_type_1), kwargs = {})
#   %index_8 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%slice_9, [%primals_7]), kwargs = {})
#   %mul_215 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_4, %addmm_6), kwargs = {})
#   %sum_7 : Tensor "f32[s13, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_215, [1], True), kwargs = {})
#   %squeeze_2 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_7, 1), kwargs = {})
#   %add_213 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put_3, 1e-09), kwargs = {})
#   %index_7 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%add_213, [%primals_7]), kwargs = {})
#   %div_12 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_4, %index_7), kwargs = {})
#   %neg_2 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze_2,), kwargs = {})
#   %mul_217 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_2, %div_12), kwargs = {})
#   %index_put_6 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %mul_217, True), kwargs = {})
#   return %buf13,%buf15,%sum_7,%buf19
triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_ones_like_scatter_add_slice_squeeze_sum_unsqueeze_6 = async_compile.triton('triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_ones_like_scatter_add_slice_squeeze_sum_unsqueeze_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_ones_like_scatter_add_slice_squeeze_sum_unsqueeze_6', 'mutated_arg_names': ['out_ptr0', 'out_ptr1', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 3, 'num_store': 4, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3000, 'r0_': 19200}}
)
@triton.jit
def triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_ones_like_scatter_add_slice_squeeze_sum_unsqueeze_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, out_ptr3, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp3 = tl.load(in_ptr1 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp19 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tl.device_assert(((0 <= tmp0) & (tmp0 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp0 < ks0")
    tmp2 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = ks0
    tmp5 = tmp0 + tmp4
    tmp6 = tmp0 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp0)
    tl.device_assert(((0 <= tmp7) & (tmp7 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp7 < ks0")
    tmp9 = tl.load(in_ptr2 + (r0_1 + 32*tmp7), xmask, other=0.0)
    tmp10 = tmp3 == tmp9
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.load(in_ptr3 + (r0_1 + 96*tmp7), xmask, other=0.0)
    tmp13 = tmp12 * tmp3
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = -tmp17
    tmp20 = tl.load(in_ptr5 + (tmp7), xmask, eviction_policy='evict_last')
    tmp21 = tl.full([1, 1], 1e-09, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = (tmp19 / tmp22)
    tmp24 = tmp18 * tmp23
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(r0_1 + 32*tmp0, [XBLOCK, R0_BLOCK])), tmp2, xmask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(r0_1 + 32*tmp0, [XBLOCK, R0_BLOCK])), tmp11, xmask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(tmp7, [XBLOCK, 1])), tmp24, xmask, sem='relaxed')
    tl.store(out_ptr2 + (x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/k3/ck3elrnydhw6n7jtrtazgno4p74gn4cje2rw2kb7jp6vq3anb2tx.py
# Topologically Sorted Source Nodes: [slice_9, slice_10, slice_11, deg, sqrt, getitem_7, div_7, getitem_5, expand, eq_170, full_default_17, where_1, gather, gather_1, div_9, gather_2, eq_172, div_10, gather_3, mul_214, add_330, index_8, getitem_12, mul_216, add_331], Original ATen: [aten.slice, aten.clamp, aten.sqrt, aten.unsqueeze, aten.div, aten.expand, aten.eq, aten.masked_fill, aten.gather, aten.mul, aten.add, aten.index_select]
# Source node to ATen node mapping:
#   add_330 => add_330
#   add_331 => add_331
#   deg => clamp_min
#   div_10 => div_10
#   div_7 => div_7
#   div_9 => div_9
#   eq_170 => eq_170
#   eq_172 => eq_172
#   expand => expand
#   full_default_17 => full_default_17
#   gather => gather
#   gather_1 => gather_1
#   gather_2 => gather_2
#   gather_3 => gather_3
#   getitem_12 => unsqueeze_4
#   getitem_5 => unsqueeze_1
#   getitem_7 => unsqueeze_3
#   index_8 => index_8
#   mul_214 => mul_214
#   mul_216 => mul_216
#   slice_10 => slice_10
#   slice_11 => slice_11
#   slice_9 => slice_9
#   sqrt => sqrt
#   where_1 => where_1
# Graph fragment:
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %mm_2 : Tensor "f32[s77, 96][96, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %index_put_2 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=index_put_2]
#   %buf13 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf13]
#   %addmm_6 : Tensor "f32[s13, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %scatter_reduce_4 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=scatter_reduce_4]
#   %buf15 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf15]
#   %div_4 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=div_4]
#   %slice_9 : Tensor "f32[s77, 32][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_2, 1, 0, 32), kwargs = {})
#   %slice_10 : Tensor "f32[s77, 32][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_2, 1, 32, 64), kwargs = {})
#   %slice_11 : Tensor "f32[s77, 32][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_2, 1, 64, 96), kwargs = {})
#   %clamp_min : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%index_put_2, 1), kwargs = {})
#   %sqrt : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%clamp_min,), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sqrt, 1), kwargs = {})
#   %div_7 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%slice_11, %unsqueeze_3), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[s13, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 1), kwargs = {})
#   %expand : Tensor "i64[s13, 32][1, 0]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_1, [-1, 32]), kwargs = {})
#   %eq_170 : Tensor "b8[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%scatter_add, 0), kwargs = {})
#   %full_default_17 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_170, %full_default_17, %scatter_add), kwargs = {})
#   %gather : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gather.default](args = (%where_1, 0, %expand), kwargs = {})
#   %gather_1 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%div_7, 0, %expand), kwargs = {})
#   %div_9 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%gather_1, %gather), kwargs = {})
#   %gather_2 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%scatter_reduce_4, 0, %expand), kwargs = {})
#   %eq_172 : Tensor "b8[s13, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.eq.Tensor](args = (%addmm_6, %gather_2), kwargs = {})
#   %div_10 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%slice_10, %scatter_add_1), kwargs = {})
#   %gather_3 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%div_10, 0, %expand), kwargs = {})
#   %mul_214 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%eq_172, %gather_3), kwargs = {})
#   %add_330 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_9, %mul_214), kwargs = {})
#   %index_8 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%slice_9, [%primals_7]), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[s13, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%div_4, 1), kwargs = {})
#   %mul_216 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_4, %unsqueeze_4), kwargs = {})
#   %add_331 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_330, %mul_216), kwargs = {})
#   return %add_331
triton_poi_fused_add_clamp_div_eq_expand_gather_index_select_masked_fill_mul_slice_sqrt_unsqueeze_7 = async_compile.triton('triton_poi_fused_add_clamp_div_eq_expand_gather_index_select_masked_fill_mul_slice_sqrt_unsqueeze_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_div_eq_expand_gather_index_select_masked_fill_mul_slice_sqrt_unsqueeze_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1800, 'x': 57600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_div_eq_expand_gather_index_select_masked_fill_mul_slice_sqrt_unsqueeze_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 32
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr4 + (x1 + 32*y0), xmask & ymask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr7 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < ks0)) | ~(ymask), "index out of bounds: 0 <= tmp4 < ks0")
    tmp6 = tl.load(in_ptr1 + (64 + x1 + 96*tmp4), xmask & ymask)
    tmp7 = tl.load(in_ptr2 + (tmp4), ymask, eviction_policy='evict_last')
    tmp8 = tl.full([1, 1], 1.0, tl.float32)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp10 = tl.sqrt_rn(tmp9)
    tmp11 = (tmp6 / tmp10)
    tmp12 = tl.load(in_ptr3 + (x1 + 32*tmp4), xmask & ymask)
    tmp13 = tl.full([1, 1], 0.0, tl.float32)
    tmp14 = tmp12 == tmp13
    tmp15 = tl.where(tmp14, tmp8, tmp12)
    tmp16 = (tmp11 / tmp15)
    tmp18 = tl.load(in_ptr5 + (x1 + 32*tmp4), xmask & ymask)
    tmp19 = tmp17 == tmp18
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.load(in_ptr1 + (32 + x1 + 96*tmp4), xmask & ymask)
    tmp22 = tl.load(in_ptr6 + (x1 + 32*tmp4), xmask & ymask)
    tmp23 = (tmp21 / tmp22)
    tmp24 = tmp20 * tmp23
    tmp25 = tmp16 + tmp24
    tmp26 = tl.load(in_ptr1 + (x1 + 96*tmp4), xmask & ymask)
    tmp28 = tmp26 * tmp27
    tmp29 = tmp25 + tmp28
    tl.store(out_ptr0 + (x1 + 32*y0), tmp29, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/se/csebfb7a55qq6tzsaddv2b4xtztes4mbrlxqqk4cxwwiwc5h4ks4.py
# Topologically Sorted Source Nodes: [convert_element_type_2, convert_element_type_3, scatter_add_2], Original ATen: [aten._to_copy, aten.scatter_add]
# Source node to ATen node mapping:
#   convert_element_type_2 => convert_element_type_2
#   convert_element_type_3 => convert_element_type_3
#   scatter_add_2 => scatter_add_2
# Graph fragment:
#   %eq_175 : Tensor "b8[s77][1]cuda:0" = PlaceHolder[target=eq_175]
#   %convert_element_type_2 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_175, torch.float32), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_176, torch.float32), kwargs = {})
#   %scatter_add_2 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%convert_element_type_2, 0, %primals_7, %convert_element_type_3), kwargs = {})
#   return %scatter_add_2
triton_poi_fused__to_copy_scatter_add_8 = async_compile.triton('triton_poi_fused__to_copy_scatter_add_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_scatter_add_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 333}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_scatter_add_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.int1)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/se/cseu73pzizwriwlds6wuuxj4ryvje7v4tw2p6e7fwf5hxxwl7azs.py
# Topologically Sorted Source Nodes: [squeeze_2, denom_1, getitem_11, div_13, index_9, add_332, mul_218, neg_3, index_put_7, convert_element_type_2, convert_element_type_3, scatter_add_2], Original ATen: [aten.squeeze, aten.add, aten.index, aten.div, aten.index_select, aten.mul, aten.neg, aten.index_put, aten._to_copy, aten.scatter_add]
# Source node to ATen node mapping:
#   add_332 => add_332
#   convert_element_type_2 => convert_element_type_2
#   convert_element_type_3 => convert_element_type_3
#   denom_1 => add_213
#   div_13 => div_13
#   getitem_11 => index_7
#   index_9 => index_9
#   index_put_7 => index_put_7
#   mul_218 => mul_218
#   neg_3 => neg_3
#   scatter_add_2 => scatter_add_2
#   squeeze_2 => squeeze_2
# Graph fragment:
#   %sum_7 : Tensor "f32[s13, 1][1, 1]cuda:0" = PlaceHolder[target=sum_7]
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %index_put_3 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=index_put_3]
#   %buf19 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=buf19]
#   %exp_3 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=exp_3]
#   %mul_218 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=mul_218]
#   %index_put_7 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=index_put_7]
#   %eq_176 : Tensor "b8[s13][1]cuda:0" = PlaceHolder[target=eq_176]
#   %scatter_add_2 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=scatter_add_2]
#   %squeeze_2 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_7, 1), kwargs = {})
#   %add_213 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put_3, 1e-09), kwargs = {})
#   %index_7 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%add_213, [%primals_7]), kwargs = {})
#   %div_13 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%squeeze_2, %index_7), kwargs = {})
#   %index_9 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%index_put_6, [%primals_7]), kwargs = {})
#   %add_332 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_13, %expand_5), kwargs = {})
#   %mul_218 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_332, %exp_3), kwargs = {})
#   %neg_3 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_218,), kwargs = {})
#   %index_put_7 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %neg_3, True), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_175, torch.float32), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_176, torch.float32), kwargs = {})
#   %scatter_add_2 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%convert_element_type_2, 0, %primals_7, %convert_element_type_3), kwargs = {})
#   return %mul_218,%buf22,%buf24
triton_poi_fused__to_copy_add_div_index_index_put_index_select_mul_neg_scatter_add_squeeze_9 = async_compile.triton('triton_poi_fused__to_copy_add_div_index_index_put_index_select_mul_neg_scatter_add_squeeze_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_div_index_index_put_index_select_mul_neg_scatter_add_squeeze_9', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 4, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3750}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_div_index_index_put_index_select_mul_neg_scatter_add_squeeze_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask)
    tmp13 = tl.load(in_ptr3 + (x0), xmask)
    tmp17 = tl.load(in_ptr4 + (x0), xmask).to(tl.int1)
    tmp2 = ks0
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert(((0 <= tmp5) & (tmp5 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp5 < ks0")
    tmp7 = tl.load(in_ptr1 + (tmp5), xmask, eviction_policy='evict_last')
    tmp8 = tl.full([1], 1e-09, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = (tmp0 / tmp9)
    tmp11 = tl.load(in_ptr2 + (tmp5), xmask, eviction_policy='evict_last')
    tmp12 = tmp10 + tmp11
    tmp14 = tmp12 * tmp13
    tmp15 = -tmp14
    tl.device_assert(((0 <= tmp1) & (tmp1 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp1 < ks0")
    tmp18 = tmp17.to(tl.float32)
    tl.store(in_out_ptr0 + (x0), tmp14, xmask)
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(tmp5, [XBLOCK])), tmp15, xmask, sem='relaxed')
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(tmp1, [XBLOCK])), tmp18, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/wc/cwco4v74aw67tvqmgj4jfwghdqwuwp32m2k74oaai4qlznog5u2p.py
# Topologically Sorted Source Nodes: [div_14, gather_5, mul_220, add_333, unsqueeze_8, sum_8], Original ATen: [aten.div, aten.gather, aten.mul, aten.add, aten.unsqueeze, aten.sum]
# Source node to ATen node mapping:
#   add_333 => add_333
#   div_14 => div_14
#   gather_5 => gather_5
#   mul_220 => mul_220
#   sum_8 => sum_8
#   unsqueeze_8 => unsqueeze_8
# Graph fragment:
#   %mul_218 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=mul_218]
#   %eq_176 : Tensor "b8[s13][1]cuda:0" = PlaceHolder[target=eq_176]
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %buf22 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=buf22]
#   %buf24 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=buf24]
#   %add_333 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=add_333]
#   %div_14 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%index_put_7, %scatter_add_2), kwargs = {})
#   %gather_5 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%div_14, 0, %primals_7), kwargs = {})
#   %mul_220 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%eq_176, %gather_5), kwargs = {})
#   %add_333 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_218, %mul_220), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s13, 1][1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_333, 1), kwargs = {})
#   %sum_8 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%unsqueeze_8, [0], True), kwargs = {})
#   return %add_333,%sum_8
triton_red_fused_add_div_gather_mul_sum_unsqueeze_10 = async_compile.triton('triton_red_fused_add_div_gather_mul_sum_unsqueeze_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_div_gather_mul_sum_unsqueeze_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 3150}}
)
@triton.jit
def triton_red_fused_add_div_gather_mul_sum_unsqueeze_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp3 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp1.to(tl.float32)
        tmp4 = ks0
        tmp5 = tmp3 + tmp4
        tmp6 = tmp3 < 0
        tmp7 = tl.where(tmp6, tmp5, tmp3)
        tl.device_assert(((0 <= tmp7) & (tmp7 < ks0)) | ~(r0_mask), "index out of bounds: 0 <= tmp7 < ks0")
        tmp9 = tl.load(in_ptr2 + (tmp7), r0_mask, eviction_policy='evict_last')
        tmp10 = tl.load(in_ptr3 + (tmp7), r0_mask, eviction_policy='evict_last')
        tmp11 = (tmp9 / tmp10)
        tmp12 = tmp2 * tmp11
        tmp13 = tmp0 + tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask, tmp16, _tmp15)
        tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp13, r0_mask)
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp15, None)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/sf/csffjhcamqhi22pru75tj4m45z4jh5gq4a2p5flvqbkhblcpdb5e.py
# Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_9 => sum_9
# Graph fragment:
#   %addmm_default_1 : Tensor "f32[s13, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_default_1]
#   %sum_9 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%addmm_default_1, [0], True), kwargs = {})
#   return %buf31
triton_red_fused_sum_11 = async_compile.triton('triton_red_fused_sum_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19712, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_11(in_ptr0, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 32
    x0 = (xindex % 32)
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + x1*((1 + ks0) // 2)
        tmp1 = ks0
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 32*r0_2 + 32*x1*((1 + ks0) // 2)), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask & xmask, tmp6, _tmp5)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/66/c665ddkujrhk2irenlfeyxn3hjs3st4ock5k2wmwhvobjnqgoipp.py
# Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_9 => sum_9
# Graph fragment:
#   %buf31 : Tensor "f32[1, 32, 2][64, 1, 32]cuda:0" = PlaceHolder[target=buf31]
#   %sum_9 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%addmm_default_1, [0], True), kwargs = {})
#   return %sum_9
triton_per_fused_sum_12 = async_compile.triton('triton_per_fused_sum_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_12(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/6l/c6l3vunn5qdvnq2ezs4eylyg3fav6p4mvi34r2f5soqjlrvzlsxq.py
# Topologically Sorted Source Nodes: [input_5, reciprocal, mul_221, mul_222, sub_133, mul_223, add_336, mul_224], Original ATen: [aten.silu, aten.silu_backward]
# Source node to ATen node mapping:
#   add_336 => add_336
#   input_5 => add_177, exp_2, neg_1
#   mul_221 => mul_221
#   mul_222 => mul_222
#   mul_223 => mul_223
#   mul_224 => mul_224
#   reciprocal => reciprocal
#   sub_133 => sub_133
# Graph fragment:
#   %mm_6 : Tensor "f32[s13, 32][32, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %addmm_5 : Tensor "f32[s13, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %neg_1 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%addmm_5,), kwargs = {})
#   %exp_2 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_177 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_2, 1), kwargs = {})
#   %reciprocal : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_177,), kwargs = {})
#   %mul_221 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_222 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm_6, %mul_221), kwargs = {})
#   %sub_133 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_221), kwargs = {})
#   %mul_223 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%addmm_5, %sub_133), kwargs = {})
#   %add_336 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_223, 1), kwargs = {})
#   %mul_224 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_222, %add_336), kwargs = {})
#   return %mul_224
triton_poi_fused_silu_silu_backward_13 = async_compile.triton('triton_poi_fused_silu_silu_backward_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_silu_silu_backward_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 76800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_silu_silu_backward_13(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/4q/c4qcu7gp4axc3e6mjqqmooiv2ekxkuhpmptpu63s4x4a4ifjpj3m.py
# Topologically Sorted Source Nodes: [slice_13, index_put_8], Original ATen: [aten.slice, aten.index_add]
# Source node to ATen node mapping:
#   index_put_8 => index_put_8
#   slice_13 => slice_13
# Graph fragment:
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %mm_8 : Tensor "f32[s13, 68][68, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %index_put_8 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=index_put_8]
#   %slice_13 : Tensor "f32[s13, 32][68, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_8, 1, 32, 64), kwargs = {})
#   %index_put_8 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_2, [%primals_7], %slice_13, True), kwargs = {})
#   return %buf39
triton_poi_fused_index_add_slice_14 = async_compile.triton('triton_poi_fused_index_add_slice_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_add_slice_14', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1200, 'x': 19200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_add_slice_14(in_ptr0, in_ptr1, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 32
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (32 + x1 + 68*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < ks0)) | ~(ymask), "index out of bounds: 0 <= tmp4 < ks0")
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(x1 + 32*tmp4, [YBLOCK, XBLOCK])), tmp6, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/7y/c7yefyfsten3eyk7vt2iq7fk7ka762m47qfnwqnyhcarculqmmxf.py
# Topologically Sorted Source Nodes: [slice_12, index_put_9], Original ATen: [aten.slice, aten.index_add]
# Source node to ATen node mapping:
#   index_put_9 => index_put_9
#   slice_12 => slice_12
# Graph fragment:
#   %primals_6 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_6]
#   %mm_8 : Tensor "f32[s13, 68][68, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %index_put_9 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=index_put_9]
#   %slice_12 : Tensor "f32[s13, 32][68, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_8, 1, 0, 32), kwargs = {})
#   %index_put_9 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_2, [%primals_6], %slice_12, True), kwargs = {})
#   return %buf41
triton_poi_fused_index_add_slice_15 = async_compile.triton('triton_poi_fused_index_add_slice_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_add_slice_15', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1200, 'x': 19200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_add_slice_15(in_ptr0, in_ptr1, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 32
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x1 + 68*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < ks0)) | ~(ymask), "index out of bounds: 0 <= tmp4 < ks0")
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(x1 + 32*tmp4, [YBLOCK, XBLOCK])), tmp6, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/d4/cd4ggxuwjijz7gmwkq7pvqjs5kwaevtg56od3bs3n5uzmoi2m6p5.py
# Topologically Sorted Source Nodes: [full_default_14, add_337, add_338, mul_226, mul_227, sum_11, relu, add_1, h_1, mul_228, sum_12, mul_229, sub_135, sub_136, div_15, mul_230, le_9, where_2], Original ATen: [aten.threshold_backward, aten.add, aten.native_layer_norm_backward, aten.relu, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_1 => add_150
#   add_337 => add_337
#   add_338 => add_338
#   div_15 => div_15
#   full_default_14 => full_default_14
#   h_1 => mul_95, sub_61
#   le_9 => le_9
#   mul_226 => mul_226
#   mul_227 => mul_227
#   mul_228 => mul_228
#   mul_229 => mul_229
#   mul_230 => mul_230
#   relu => relu
#   sub_135 => sub_135
#   sub_136 => sub_136
#   sum_11 => sum_11
#   sum_12 => sum_12
#   where_2 => where_2
# Graph fragment:
#   %mul_211 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mul_211]
#   %buf39 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf39]
#   %buf41 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf41]
#   %primals_17 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_17]
#   %addmm : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm]
#   %addmm_4 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %getitem_1 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_11 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=sum_11]
#   %sum_12 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=sum_12]
#   %sub_136 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=sub_136]
#   %full_default_14 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_337 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_211, %index_put_8), kwargs = {})
#   %add_338 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_337, %index_put_9), kwargs = {})
#   %mul_226 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_338, %primals_17), kwargs = {})
#   %mul_227 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_226, 32), kwargs = {})
#   %sum_11 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_226, [1], True), kwargs = {})
#   %relu : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%addmm_4,), kwargs = {})
#   %add_150 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%addmm, %relu), kwargs = {})
#   %sub_61 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_150, %getitem_1), kwargs = {})
#   %mul_95 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_61, %rsqrt), kwargs = {})
#   %mul_228 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_226, %mul_95), kwargs = {})
#   %sum_12 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_228, [1], True), kwargs = {})
#   %mul_229 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_95, %sum_12), kwargs = {})
#   %sub_135 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_227, %sum_11), kwargs = {})
#   %sub_136 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_135, %mul_229), kwargs = {})
#   %div_15 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 32), kwargs = {})
#   %mul_230 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_15, %sub_136), kwargs = {})
#   %le_9 : Tensor "b8[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_2 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_9, %full_default_14, %mul_230), kwargs = {})
#   return %sum_11,%sum_12,%sub_136,%where_2
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_16 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 296, 'r0_': 33280}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr5 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 0, tl.int32)
    tmp14 = triton_helpers.maximum(tmp13, tmp12)
    tmp15 = tmp11 + tmp14
    tmp17 = tmp15 - tmp16
    tmp19 = tmp17 * tmp18
    tmp20 = tmp6 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tl.full([1, 1], 32.0, tl.float32)
    tmp26 = tmp6 * tmp25
    tmp27 = tmp26 - tmp10
    tmp28 = tmp19 * tmp24
    tmp29 = tmp27 - tmp28
    tmp30 = tl.full([1, 1], 0.0, tl.float32)
    tmp31 = tmp14 <= tmp30
    tmp32 = tl.full([1, 1], 0.03125, tl.float32)
    tmp33 = tmp18 * tmp32
    tmp34 = tmp33 * tmp29
    tmp35 = tl.where(tmp31, tmp30, tmp34)
    tl.store(out_ptr2 + (r0_1 + 32*x0), tmp29, xmask)
    tl.store(out_ptr3 + (r0_1 + 32*x0), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/2j/c2jf3lohf2x6qv5gnhdki6nvfxtzje3bfnte2w7pfleyio3yfe4k.py
# Topologically Sorted Source Nodes: [add_337, add_338, relu, add_1, h_1, mul_231, sum_13, sum_14], Original ATen: [aten.add, aten.relu, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_1 => add_150
#   add_337 => add_337
#   add_338 => add_338
#   h_1 => mul_95, sub_61
#   mul_231 => mul_231
#   relu => relu
#   sum_13 => sum_13
#   sum_14 => sum_14
# Graph fragment:
#   %mul_211 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mul_211]
#   %buf39 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf39]
#   %buf41 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf41]
#   %addmm : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm]
#   %addmm_4 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %getitem_1 : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %add_337 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_211, %index_put_8), kwargs = {})
#   %add_338 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_337, %index_put_9), kwargs = {})
#   %relu : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%addmm_4,), kwargs = {})
#   %add_150 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%addmm, %relu), kwargs = {})
#   %sub_61 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_150, %getitem_1), kwargs = {})
#   %mul_95 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_61, %rsqrt), kwargs = {})
#   %mul_231 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_338, %mul_95), kwargs = {})
#   %sum_13 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_231, [0]), kwargs = {})
#   %sum_14 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_338, [0]), kwargs = {})
#   return %sum_13,%sum_14
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_relu_17 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_relu_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_relu_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14720, 'r0_': 296}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_relu_17(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr4 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 + tmp3
        tmp7 = tl.full([1, 1], 0, tl.int32)
        tmp8 = triton_helpers.maximum(tmp7, tmp6)
        tmp9 = tmp5 + tmp8
        tmp11 = tmp9 - tmp10
        tmp13 = tmp11 * tmp12
        tmp14 = tmp4 * tmp13
        tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
        tmp17 = _tmp16 + tmp15
        _tmp16 = tl.where(r0_mask & xmask, tmp17, _tmp16)
        tmp18 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask & xmask, tmp20, _tmp19)
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp16, xmask)
    tl.store(out_ptr1 + (x0), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/r2/cr22in2z4jzwlm7nqolkcplptpecnpjmjxjwqw2hjbbnq25lt7no.py
# Topologically Sorted Source Nodes: [getitem_5, expand, slice_15, gather_8, eq_180, convert_element_type_4, eq_181, convert_element_type_5, scatter_add_4, index_10, mul_234, sum_16, squeeze_3, denom, getitem_3, div_21, neg_5, mul_236, index_put_10], Original ATen: [aten.unsqueeze, aten.expand, aten.slice, aten.gather, aten.eq, aten._to_copy, aten.scatter_add, aten.index_select, aten.mul, aten.sum, aten.squeeze, aten.add, aten.index, aten.div, aten.neg, aten.index_put]
# Source node to ATen node mapping:
#   convert_element_type_4 => convert_element_type_4
#   convert_element_type_5 => convert_element_type_5
#   denom => add_51
#   div_21 => div_21
#   eq_180 => eq_180
#   eq_181 => eq_181
#   expand => expand
#   gather_8 => gather_8
#   getitem_3 => index_3
#   getitem_5 => unsqueeze_1
#   index_10 => index_10
#   index_put_10 => index_put_10
#   mul_234 => mul_234
#   mul_236 => mul_236
#   neg_5 => neg_5
#   scatter_add_4 => scatter_add_4
#   slice_15 => slice_15
#   squeeze_3 => squeeze_3
#   sum_16 => sum_16
# Graph fragment:
#   %primals_7 : Tensor "i64[s13][1]cuda:0" = PlaceHolder[target=primals_7]
#   %addmm_2 : Tensor "f32[s13, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %scatter_reduce_1 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=scatter_reduce_1]
#   %scatter_add_4 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=scatter_add_4]
#   %mm_10 : Tensor "f32[s77, 96][96, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %sum_16 : Tensor "f32[s13, 1][1, 1]cuda:0" = PlaceHolder[target=sum_16]
#   %div_1 : Tensor "f32[s13][1]cuda:0" = PlaceHolder[target=div_1]
#   %index_put : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=index_put]
#   %index_put_10 : Tensor "f32[s77][1]cuda:0" = PlaceHolder[target=index_put_10]
#   %unsqueeze_1 : Tensor "i64[s13, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 1), kwargs = {})
#   %expand : Tensor "i64[s13, 32][1, 0]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_1, [-1, 32]), kwargs = {})
#   %slice_15 : Tensor "f32[s77, 32][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_10, 1, 0, 32), kwargs = {})
#   %gather_8 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%scatter_reduce_1, 0, %expand), kwargs = {})
#   %eq_180 : Tensor "b8[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%full_default_2, %scatter_reduce_1), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_180, torch.float32), kwargs = {})
#   %eq_181 : Tensor "b8[s13, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.eq.Tensor](args = (%addmm_2, %gather_8), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_181, torch.float32), kwargs = {})
#   %scatter_add_4 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%convert_element_type_4, 0, %expand, %convert_element_type_5), kwargs = {})
#   %index_10 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%slice_15, [%primals_7]), kwargs = {})
#   %mul_234 : Tensor "f32[s13, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand_6, %addmm_2), kwargs = {})
#   %sum_16 : Tensor "f32[s13, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_234, [1], True), kwargs = {})
#   %squeeze_3 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_16, 1), kwargs = {})
#   %add_51 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put, 1e-09), kwargs = {})
#   %index_3 : Tensor "f32[s13][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index.Tensor](args = (%add_51, [%primals_7]), kwargs = {})
#   %div_21 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_1, %index_3), kwargs = {})
#   %neg_5 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze_3,), kwargs = {})
#   %mul_236 : Tensor "f32[s13][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_5, %div_21), kwargs = {})
#   %index_put_10 : Tensor "f32[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_1, [%primals_7], %mul_236, True), kwargs = {})
#   return %buf52,%sum_16,%buf56
triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_scatter_add_slice_squeeze_sum_unsqueeze_18 = async_compile.triton('triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_scatter_add_slice_squeeze_sum_unsqueeze_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_scatter_add_slice_squeeze_sum_unsqueeze_18', 'mutated_arg_names': ['out_ptr0', 'out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3000, 'r0_': 19200}}
)
@triton.jit
def triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_scatter_add_slice_squeeze_sum_unsqueeze_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp2 = tl.load(in_ptr1 + (r0_1 + 32*x0), xmask, other=0.0)
    tmp18 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tl.device_assert(((0 <= tmp0) & (tmp0 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp0 < ks0")
    tmp3 = ks0
    tmp4 = tmp0 + tmp3
    tmp5 = tmp0 < 0
    tmp6 = tl.where(tmp5, tmp4, tmp0)
    tl.device_assert(((0 <= tmp6) & (tmp6 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp6 < ks0")
    tmp8 = tl.load(in_ptr2 + (r0_1 + 32*tmp6), xmask, other=0.0)
    tmp9 = tmp2 == tmp8
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tl.load(in_ptr3 + (r0_1 + 96*tmp6), xmask, other=0.0)
    tmp12 = tmp11 * tmp2
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = -tmp16
    tmp19 = tl.load(in_ptr5 + (tmp6), xmask, eviction_policy='evict_last')
    tmp20 = tl.full([1, 1], 1e-09, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = (tmp18 / tmp21)
    tmp23 = tmp17 * tmp22
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(r0_1 + 32*tmp0, [XBLOCK, R0_BLOCK])), tmp10, xmask, sem='relaxed')
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(tmp6, [XBLOCK, 1])), tmp23, xmask, sem='relaxed')
    tl.store(out_ptr1 + (x0), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/jt/cjtwtr4uf6dujs676bri4xjv2sp7yrwup7xcer7p2wmqt475e2yd.py
# Topologically Sorted Source Nodes: [slice_18, slice_19, index_put_12, index_put_13], Original ATen: [aten.slice, aten.index_add]
# Source node to ATen node mapping:
#   index_put_12 => index_put_12
#   index_put_13 => index_put_13
#   slice_18 => slice_18
#   slice_19 => slice_19
# Graph fragment:
#   %full_default_2 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=full_default_2]
#   %slice_18 : Tensor "f32[s13, 32][68, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_16, 1, 0, 32), kwargs = {})
#   %slice_19 : Tensor "f32[s13, 32][68, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_16, 1, 32, 64), kwargs = {})
#   %index_put_12 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_2, [%primals_7], %slice_19, True), kwargs = {})
#   %index_put_13 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default_2, [%primals_6], %slice_18, True), kwargs = {})
#   return %index_put_12,%index_put_13
triton_poi_fused_index_add_slice_19 = async_compile.triton('triton_poi_fused_index_add_slice_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_add_slice_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_add_slice_19(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
    tl.store(out_ptr1 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_gnn_scatter_reduce_dynamic/cache/lv/clvppgs7ltvokefz5d3swgdujiwg3pxaxikkoaskjtdgcd427qgz.py
# Topologically Sorted Source Nodes: [div_15, mul_230, add_346, add_347, sum_20], Original ATen: [aten.native_layer_norm_backward, aten.add, aten.sum]
# Source node to ATen node mapping:
#   add_346 => add_346
#   add_347 => add_347
#   div_15 => div_15
#   mul_230 => mul_230
#   sum_20 => sum_20
# Graph fragment:
#   %rsqrt : Tensor "f32[s77, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sub_136 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=sub_136]
#   %buf76 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf76]
#   %buf78 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=buf78]
#   %add_347 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=add_347]
#   %div_15 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 32), kwargs = {})
#   %mul_230 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_15, %sub_136), kwargs = {})
#   %add_346 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_230, %index_put_12), kwargs = {})
#   %add_347 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_346, %index_put_13), kwargs = {})
#   %sum_20 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_347, [0], True), kwargs = {})
#   return %add_347,%sum_20
triton_red_fused_add_native_layer_norm_backward_sum_20 = async_compile.triton('triton_red_fused_add_native_layer_norm_backward_sum_20', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_backward_sum_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14464, 'r0_': 148}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_backward_sum_20(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_out_ptr0 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr1 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp7 = tl.load(in_ptr2 + (x0 + 32*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.03125, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 + tmp5
        tmp8 = tmp6 + tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tl.store(in_out_ptr0 + (x0 + 32*r0_1), tmp8, r0_mask & xmask)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp10, xmask)
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
        primals_5, primals_3, primals_4, primals_6, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, addmm, cat, addmm_1, div, addmm_2, exp_1, full_default_1, index_put, div_1, full_default_2, scatter_reduce_1, index_put_2, cat_1, addmm_4, getitem_1, rsqrt, cat_2, addmm_5, div_3, addmm_6, exp_3, index_put_3, div_4, scatter_reduce_4, cat_3, mul_198, add_317, div_6, le_8, eq_175, eq_176, eq_184, eq_185, tangents_1 = args
        args.clear()
        s13 = primals_5
        s77 = primals_3
        assert_size_stride(primals_4, (s77, 8), (8, 1))
        assert_size_stride(primals_6, (s13, ), (1, ))
        assert_size_stride(primals_7, (s13, ), (1, ))
        assert_size_stride(primals_9, (32, 68), (68, 1))
        assert_size_stride(primals_11, (32, 32), (32, 1))
        assert_size_stride(primals_13, (1, 32), (32, 1))
        assert_size_stride(primals_15, (32, 96), (96, 1))
        assert_size_stride(primals_17, (32, ), (1, ))
        assert_size_stride(primals_19, (32, 68), (68, 1))
        assert_size_stride(primals_21, (32, 32), (32, 1))
        assert_size_stride(primals_23, (1, 32), (32, 1))
        assert_size_stride(primals_25, (32, 96), (96, 1))
        assert_size_stride(primals_27, (32, ), (1, ))
        assert_size_stride(primals_29, (3, 32), (32, 1))
        assert_size_stride(addmm, (s77, 32), (32, 1))
        assert_size_stride(cat, (s13, 68), (68, 1))
        assert_size_stride(addmm_1, (s13, 32), (32, 1))
        assert_size_stride(div, (s13, 32), (32, 1))
        assert_size_stride(addmm_2, (s13, 32), (32, 1))
        assert_size_stride(exp_1, (s13, ), (1, ))
        assert_size_stride(full_default_1, (s77, ), (1, ))
        assert_size_stride(index_put, (s77, ), (1, ))
        assert_size_stride(div_1, (s13, ), (1, ))
        assert_size_stride(full_default_2, (s77, 32), (32, 1))
        assert_size_stride(scatter_reduce_1, (s77, 32), (32, 1))
        assert_size_stride(index_put_2, (s77, ), (1, ))
        assert_size_stride(cat_1, (s77, 96), (96, 1))
        assert_size_stride(addmm_4, (s77, 32), (32, 1))
        assert_size_stride(getitem_1, (s77, 1), (1, 1))
        assert_size_stride(rsqrt, (s77, 1), (1, 1))
        assert_size_stride(cat_2, (s13, 68), (68, 1))
        assert_size_stride(addmm_5, (s13, 32), (32, 1))
        assert_size_stride(div_3, (s13, 32), (32, 1))
        assert_size_stride(addmm_6, (s13, 32), (32, 1))
        assert_size_stride(exp_3, (s13, ), (1, ))
        assert_size_stride(index_put_3, (s77, ), (1, ))
        assert_size_stride(div_4, (s13, ), (1, ))
        assert_size_stride(scatter_reduce_4, (s77, 32), (32, 1))
        assert_size_stride(cat_3, (s77, 96), (96, 1))
        assert_size_stride(mul_198, (s77, 32), (32, 1))
        assert_size_stride(add_317, (s77, 32), (32, 1))
        assert_size_stride(div_6, (s77, 1), (1, 1))
        assert_size_stride(le_8, (s77, 32), (32, 1))
        assert_size_stride(eq_175, (s77, ), (1, ))
        assert_size_stride(eq_176, (s13, ), (1, ))
        assert_size_stride(eq_184, (s77, ), (1, ))
        assert_size_stride(eq_185, (s13, ), (1, ))
        assert_size_stride(tangents_1, (s77, 3), (3, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_9, permute_10, mm], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(tangents_1, primals_29, out=buf0)
            del primals_29
            buf1 = empty_strided_cuda((3, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_11, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (3, s77), (1, 3), 0), add_317, out=buf1)
            del add_317
            buf2 = empty_strided_cuda((1, 3), (3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_0.run(tangents_1, buf2, 3, s77, stream=stream0)
            del tangents_1
            buf5 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            buf8 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_207, mul_208, sum_2, mul_209, sum_3, mul_210, sub_131, sub_132, mul_211, full_default_14, where], Original ATen: [aten.native_layer_norm_backward, aten.threshold_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_threshold_backward_1.run(buf0, primals_27, mul_198, div_6, le_8, buf5, buf8, s77, 32, stream=stream0)
            del div_6
            del le_8
            del primals_27
            buf6 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf7 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [mul_212, sum_4, sum_5], Original ATen: [aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_2.run(buf0, mul_198, buf6, buf7, 32, s77, stream=stream0)
            del mul_198
            buf9 = empty_strided_cuda((s77, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [out_1, permute_14, mm_2], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf8, primals_25, out=buf9)
            del primals_25
            buf10 = empty_strided_cuda((32, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_15, mm_3], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf8, (32, s77), (1, 32), 0), cat_3, out=buf10)
            del cat_3
            buf11 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf8, buf11, 32, s77, stream=stream0)
            buf12 = buf8; del buf8  # reuse
            buf14 = buf0; del buf0  # reuse
            buf38 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            buf40 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            buf51 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_16, getitem_5, expand, scatter_add, gather_2, eq_171, convert_element_type, eq_172, convert_element_type_1, scatter_add_1, slice_12, slice_13, index_put_8, index_put_9, gather_8, eq_180, convert_element_type_4, eq_181, convert_element_type_5, scatter_add_4], Original ATen: [aten.ones_like, aten.unsqueeze, aten.expand, aten.scatter_add, aten.gather, aten.eq, aten._to_copy, aten.slice, aten.index_add]
            triton_poi_fused__to_copy_eq_expand_gather_index_add_ones_like_scatter_add_slice_unsqueeze_4_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_eq_expand_gather_index_add_ones_like_scatter_add_slice_unsqueeze_4.run(full_default_2, scatter_reduce_4, scatter_reduce_1, buf12, buf14, buf38, buf40, buf51, triton_poi_fused__to_copy_eq_expand_gather_index_add_ones_like_scatter_add_slice_unsqueeze_4_xnumel, stream=stream0)
            buf18 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            buf21 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            buf55 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            buf58 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [squeeze_2, denom_1, getitem_11, div_12, neg_2, mul_217, index_put_6, neg_3, index_put_7, squeeze_3, denom, getitem_3, div_21, neg_5, mul_236, index_put_10, neg_6, index_put_11], Original ATen: [aten.squeeze, aten.add, aten.index, aten.div, aten.neg, aten.mul, aten.index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_div_index_index_put_mul_neg_squeeze_5.run(full_default_1, buf18, buf21, buf55, buf58, s77, stream=stream0)
            del full_default_1
            buf16 = empty_strided_cuda((s13, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_9, full_default_16, getitem_5, expand, scatter_add, gather_2, eq_171, convert_element_type, eq_172, convert_element_type_1, scatter_add_1, index_8, mul_215, sum_7, squeeze_2, denom_1, getitem_11, div_12, neg_2, mul_217, index_put_6], Original ATen: [aten.slice, aten.ones_like, aten.unsqueeze, aten.expand, aten.scatter_add, aten.gather, aten.eq, aten._to_copy, aten.index_select, aten.mul, aten.sum, aten.squeeze, aten.add, aten.index, aten.div, aten.neg, aten.index_put]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_ones_like_scatter_add_slice_squeeze_sum_unsqueeze_6.run(primals_7, addmm_6, scatter_reduce_4, buf9, div_4, index_put_3, buf12, buf14, buf16, buf18, s77, s13, 32, stream=stream0)
            buf17 = empty_strided_cuda((s13, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_9, slice_10, slice_11, deg, sqrt, getitem_7, div_7, getitem_5, expand, eq_170, full_default_17, where_1, gather, gather_1, div_9, gather_2, eq_172, div_10, gather_3, mul_214, add_330, index_8, getitem_12, mul_216, add_331], Original ATen: [aten.slice, aten.clamp, aten.sqrt, aten.unsqueeze, aten.div, aten.expand, aten.eq, aten.masked_fill, aten.gather, aten.mul, aten.add, aten.index_select]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_div_eq_expand_gather_index_select_masked_fill_mul_slice_sqrt_unsqueeze_7.run(primals_7, buf9, index_put_2, buf12, addmm_6, scatter_reduce_4, buf14, div_4, buf17, s77, s13, 32, stream=stream0)
            del div_4
            del scatter_reduce_4
            buf23 = empty_strided_cuda((s77, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_2, convert_element_type_3, scatter_add_2], Original ATen: [aten._to_copy, aten.scatter_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_scatter_add_8.run(eq_175, buf23, s77, stream=stream0)
            del eq_175
            buf20 = reinterpret_tensor(buf16, (s13, ), (1, ), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [squeeze_2, denom_1, getitem_11, div_13, index_9, add_332, mul_218, neg_3, index_put_7, convert_element_type_2, convert_element_type_3, scatter_add_2], Original ATen: [aten.squeeze, aten.add, aten.index, aten.div, aten.index_select, aten.mul, aten.neg, aten.index_put, aten._to_copy, aten.scatter_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_div_index_index_put_index_select_mul_neg_scatter_add_squeeze_9.run(buf20, primals_7, index_put_3, buf18, exp_3, eq_176, buf21, buf23, s77, s13, stream=stream0)
            del buf18
            del exp_3
            del index_put_3
            buf25 = buf20; del buf20  # reuse
            buf27 = empty_strided_cuda((1, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_14, gather_5, mul_220, add_333, unsqueeze_8, sum_8], Original ATen: [aten.div, aten.gather, aten.mul, aten.add, aten.unsqueeze, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_div_gather_mul_sum_unsqueeze_10.run(buf25, eq_176, primals_7, buf21, buf23, buf27, s77, 1, s13, stream=stream0)
            del buf21
            del eq_176
            buf26 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_14, gather_5, mul_220, add_333, unsqueeze_8, permute_19, mm_5], Original ATen: [aten.div, aten.gather, aten.mul, aten.add, aten.unsqueeze, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf25, (1, s13), (0, 1), 0), addmm_6, out=buf26)
            del addmm_6
            buf28 = empty_strided_cuda((s13, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_14, gather_5, mul_220, add_333, unsqueeze_8, linear_7, permute_18], Original ATen: [aten.div, aten.gather, aten.mul, aten.add, aten.unsqueeze, aten.t, aten.addmm]
            extern_kernels.addmm(buf17, reinterpret_tensor(buf25, (s13, 1), (1, 0), 0), primals_23, alpha=1, beta=1, out=buf28)
            del primals_23
            buf29 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [input_6, permute_22, mm_6], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf28, primals_21, out=buf29)
            del primals_21
            buf30 = empty_strided_cuda((32, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_23, mm_7], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf28, (32, s13), (1, 32), 0), div_3, out=buf30)
            del div_3
            buf31 = empty_strided_cuda((1, 32, 2), (64, 1, 32), torch.float32)
            # Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.sum]
            triton_red_fused_sum_11_r0_numel = (1 + s13) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_11.run(buf28, buf31, s13, 64, triton_red_fused_sum_11_r0_numel, stream=stream0)
            del buf28
            buf32 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_12.run(buf31, buf32, 32, 2, stream=stream0)
            buf33 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [input_5, reciprocal, mul_221, mul_222, sub_133, mul_223, add_336, mul_224], Original ATen: [aten.silu, aten.silu_backward]
            triton_poi_fused_silu_silu_backward_13_xnumel = 32*s13
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_silu_backward_13.run(buf33, addmm_5, triton_poi_fused_silu_silu_backward_13_xnumel, stream=stream0)
            del addmm_5
            buf34 = empty_strided_cuda((s13, 68), (68, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_4, permute_26, mm_8], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf33, primals_19, out=buf34)
            del primals_19
            buf35 = empty_strided_cuda((32, 68), (68, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_27, mm_9], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf33, (32, s13), (1, 32), 0), cat_2, out=buf35)
            del cat_2
            buf36 = buf31; del buf31  # reuse
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.sum]
            triton_red_fused_sum_11_r0_numel = (1 + s13) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_11.run(buf33, buf36, s13, 64, triton_red_fused_sum_11_r0_numel, stream=stream0)
            buf37 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_12.run(buf36, buf37, 32, 2, stream=stream0)
            # Topologically Sorted Source Nodes: [slice_13, index_put_8], Original ATen: [aten.slice, aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_slice_14.run(primals_7, buf34, buf38, s77, s13, 32, stream=stream0)
            # Topologically Sorted Source Nodes: [slice_12, index_put_9], Original ATen: [aten.slice, aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_slice_15.run(primals_6, buf34, buf40, s77, s13, 32, stream=stream0)
            buf44 = buf14; del buf14  # reuse
            buf47 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_14, add_337, add_338, mul_226, mul_227, sum_11, relu, add_1, h_1, mul_228, sum_12, mul_229, sub_135, sub_136, div_15, mul_230, le_9, where_2], Original ATen: [aten.threshold_backward, aten.add, aten.native_layer_norm_backward, aten.relu, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_relu_threshold_backward_16.run(buf5, buf38, buf40, primals_17, addmm, addmm_4, getitem_1, rsqrt, buf44, buf47, s77, 32, stream=stream0)
            del primals_17
            buf45 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf46 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [add_337, add_338, relu, add_1, h_1, mul_231, sum_13, sum_14], Original ATen: [aten.add, aten.relu, aten.native_layer_norm, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_relu_17.run(buf5, buf38, buf40, addmm, addmm_4, getitem_1, rsqrt, buf45, buf46, 32, s77, stream=stream0)
            del addmm
            del addmm_4
            del buf38
            del buf40
            del buf5
            del getitem_1
            buf48 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [out, permute_30, mm_10], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf47, primals_15, out=buf48)
            del primals_15
            buf49 = empty_strided_cuda((32, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_31, mm_11], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf47, (32, s77), (1, 32), 0), cat_1, out=buf49)
            del cat_1
            buf50 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_15], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf47, buf50, 32, s77, stream=stream0)
            del buf47
            buf53 = reinterpret_tensor(buf25, (s13, 1), (1, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [getitem_5, expand, slice_15, gather_8, eq_180, convert_element_type_4, eq_181, convert_element_type_5, scatter_add_4, index_10, mul_234, sum_16, squeeze_3, denom, getitem_3, div_21, neg_5, mul_236, index_put_10], Original ATen: [aten.unsqueeze, aten.expand, aten.slice, aten.gather, aten.eq, aten._to_copy, aten.scatter_add, aten.index_select, aten.mul, aten.sum, aten.squeeze, aten.add, aten.index, aten.div, aten.neg, aten.index_put]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_eq_expand_gather_index_index_put_index_select_mul_neg_scatter_add_slice_squeeze_sum_unsqueeze_18.run(primals_7, addmm_2, scatter_reduce_1, buf48, div_1, index_put, buf51, buf53, buf55, s77, s13, 32, stream=stream0)
            buf54 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [deg, sqrt, getitem_7, getitem_5, expand, eq_170, full_default_17, where_1, gather, slice_15, slice_16, slice_17, div_16, gather_7, div_18, gather_8, eq_181, div_19, gather_9, mul_233, add_339, index_10, getitem_4, mul_235, add_340], Original ATen: [aten.clamp, aten.sqrt, aten.unsqueeze, aten.expand, aten.eq, aten.masked_fill, aten.gather, aten.slice, aten.div, aten.mul, aten.add, aten.index_select]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_div_eq_expand_gather_index_select_masked_fill_mul_slice_sqrt_unsqueeze_7.run(primals_7, buf48, index_put_2, buf12, addmm_2, scatter_reduce_1, buf51, div_1, buf54, s77, s13, 32, stream=stream0)
            del buf48
            del div_1
            del index_put_2
            del scatter_reduce_1
            buf60 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_6, convert_element_type_7, scatter_add_5], Original ATen: [aten._to_copy, aten.scatter_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_scatter_add_8.run(eq_184, buf60, s77, stream=stream0)
            del eq_184
            buf57 = reinterpret_tensor(buf53, (s13, ), (1, ), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [squeeze_3, denom, getitem_3, div_22, index_11, add_341, mul_237, neg_6, index_put_11, convert_element_type_6, convert_element_type_7, scatter_add_5], Original ATen: [aten.squeeze, aten.add, aten.index, aten.div, aten.index_select, aten.mul, aten.neg, aten.index_put, aten._to_copy, aten.scatter_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_div_index_index_put_index_select_mul_neg_scatter_add_squeeze_9.run(buf57, primals_7, index_put, buf55, exp_1, eq_185, buf58, buf60, s77, s13, stream=stream0)
            del buf55
            del exp_1
            del index_put
            buf62 = buf57; del buf57  # reuse
            buf64 = empty_strided_cuda((1, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_23, gather_11, mul_239, add_342, unsqueeze_9, sum_17], Original ATen: [aten.div, aten.gather, aten.mul, aten.add, aten.unsqueeze, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_div_gather_mul_sum_unsqueeze_10.run(buf62, eq_185, primals_7, buf58, buf60, buf64, s77, 1, s13, stream=stream0)
            del buf58
            del buf60
            del eq_185
            buf63 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_23, gather_11, mul_239, add_342, unsqueeze_9, permute_35, mm_13], Original ATen: [aten.div, aten.gather, aten.mul, aten.add, aten.unsqueeze, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf62, (1, s13), (0, 1), 0), addmm_2, out=buf63)
            del addmm_2
            buf65 = empty_strided_cuda((s13, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_23, gather_11, mul_239, add_342, unsqueeze_9, linear_3, permute_34], Original ATen: [aten.div, aten.gather, aten.mul, aten.add, aten.unsqueeze, aten.t, aten.addmm]
            extern_kernels.addmm(buf54, reinterpret_tensor(buf62, (s13, 1), (1, 0), 0), primals_13, alpha=1, beta=1, out=buf65)
            del buf62
            del primals_13
            buf66 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [input_3, permute_38, mm_14], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf65, primals_11, out=buf66)
            del primals_11
            buf67 = empty_strided_cuda((32, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_39, mm_15], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf65, (32, s13), (1, 32), 0), div, out=buf67)
            del div
            buf68 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [sum_18], Original ATen: [aten.sum]
            triton_red_fused_sum_11_r0_numel = (1 + s13) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_11.run(buf65, buf68, s13, 64, triton_red_fused_sum_11_r0_numel, stream=stream0)
            del buf65
            buf69 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_18], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_12.run(buf68, buf69, 32, 2, stream=stream0)
            buf70 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [input_2, reciprocal_1, mul_240, mul_241, sub_137, mul_242, add_345, mul_243], Original ATen: [aten.silu, aten.silu_backward]
            triton_poi_fused_silu_silu_backward_13_xnumel = 32*s13
            stream0 = get_raw_stream(0)
            triton_poi_fused_silu_silu_backward_13.run(buf70, addmm_1, triton_poi_fused_silu_silu_backward_13_xnumel, stream=stream0)
            del addmm_1
            buf71 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [input_1, permute_42, mm_16], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf70, primals_9, out=buf71)
            del primals_9
            buf72 = empty_strided_cuda((32, 68), (68, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_43, mm_17], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf70, (32, s13), (1, 32), 0), cat, out=buf72)
            del cat
            buf73 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [sum_19], Original ATen: [aten.sum]
            triton_red_fused_sum_11_r0_numel = (1 + s13) // 2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_11.run(buf70, buf73, s13, 64, triton_red_fused_sum_11_r0_numel, stream=stream0)
            del buf70
            buf74 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_19], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_12.run(buf73, buf74, 32, 2, stream=stream0)
            del buf73
            buf75 = buf51; del buf51  # reuse
            buf77 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [slice_18, slice_19, index_put_12, index_put_13], Original ATen: [aten.slice, aten.index_add]
            triton_poi_fused_index_add_slice_19_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_slice_19.run(full_default_2, buf75, buf77, triton_poi_fused_index_add_slice_19_xnumel, stream=stream0)
            del full_default_2
            # Topologically Sorted Source Nodes: [slice_19, index_put_12], Original ATen: [aten.slice, aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_slice_14.run(primals_7, buf71, buf75, s77, s13, 32, stream=stream0)
            del primals_7
            # Topologically Sorted Source Nodes: [slice_18, index_put_13], Original ATen: [aten.slice, aten.index_add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_add_slice_15.run(primals_6, buf71, buf77, s77, s13, 32, stream=stream0)
            del buf71
            del primals_6
            buf79 = buf44; del buf44  # reuse
            buf81 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_15, mul_230, add_346, add_347, sum_20], Original ATen: [aten.native_layer_norm_backward, aten.add, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_20.run(buf79, rsqrt, buf75, buf77, buf81, 32, s77, stream=stream0)
            del buf75
            del buf77
            del rsqrt
            buf80 = empty_strided_cuda((32, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [div_15, mul_230, add_346, add_347, permute_46, mm_18], Original ATen: [aten.native_layer_norm_backward, aten.add, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf79, (32, s77), (1, 32), 0), primals_4, out=buf80)
            del buf79
            del primals_4
        return (buf80, reinterpret_tensor(buf81, (32, ), (1, ), 0), None, None, None, None, None, None, buf72, reinterpret_tensor(buf74, (32, ), (1, ), 0), buf67, reinterpret_tensor(buf69, (32, ), (1, ), 0), buf63, reinterpret_tensor(buf64, (1, ), (1, ), 0), buf49, reinterpret_tensor(buf50, (32, ), (1, ), 0), buf45, buf46, buf35, reinterpret_tensor(buf37, (32, ), (1, ), 0), buf30, reinterpret_tensor(buf32, (32, ), (1, ), 0), buf26, reinterpret_tensor(buf27, (1, ), (1, ), 0), buf10, reinterpret_tensor(buf11, (32, ), (1, ), 0), buf6, buf7, buf1, reinterpret_tensor(buf2, (3, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_5 = 150
    primals_3 = 37
    primals_4 = rand_strided((37, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_7 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_9 = rand_strided((32, 68), (68, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((1, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((32, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((32, 68), (68, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((1, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((32, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((3, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    addmm = rand_strided((37, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    cat = rand_strided((150, 68), (68, 1), device='cuda:0', dtype=torch.float32)
    addmm_1 = rand_strided((150, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((150, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((150, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    exp_1 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.float32)
    full_default_1 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.float32)
    index_put = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.float32)
    full_default_2 = rand_strided((37, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    scatter_reduce_1 = rand_strided((37, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    index_put_2 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.float32)
    cat_1 = rand_strided((37, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    addmm_4 = rand_strided((37, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((37, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((37, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    cat_2 = rand_strided((150, 68), (68, 1), device='cuda:0', dtype=torch.float32)
    addmm_5 = rand_strided((150, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((150, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    addmm_6 = rand_strided((150, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    exp_3 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.float32)
    index_put_3 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.float32)
    div_4 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.float32)
    scatter_reduce_4 = rand_strided((37, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    cat_3 = rand_strided((37, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    mul_198 = rand_strided((37, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    add_317 = rand_strided((37, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    div_6 = rand_strided((37, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    le_8 = rand_strided((37, 32), (32, 1), device='cuda:0', dtype=torch.bool)
    eq_175 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.bool)
    eq_176 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.bool)
    eq_184 = rand_strided((37, ), (1, ), device='cuda:0', dtype=torch.bool)
    eq_185 = rand_strided((150, ), (1, ), device='cuda:0', dtype=torch.bool)
    tangents_1 = rand_strided((37, 3), (3, 1), device='cuda:0', dtype=torch.float32)
    return [primals_5, primals_3, primals_4, primals_6, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, addmm, cat, addmm_1, div, addmm_2, exp_1, full_default_1, index_put, div_1, full_default_2, scatter_reduce_1, index_put_2, cat_1, addmm_4, getitem_1, rsqrt, cat_2, addmm_5, div_3, addmm_6, exp_3, index_put_3, div_4, scatter_reduce_4, cat_3, mul_198, add_317, div_6, le_8, eq_175, eq_176, eq_184, eq_185, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
