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


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/f4/cf4qj67mbr7zmbhavfn6vebhieumadma4w5cjoukaqkan3hxfnkq.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#   linear => constant_pad_nd_default, permute
# Graph fragment:
#   %arg0_1 : Tensor "f32[6, 32][32, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %permute : Tensor "f32[32, 6][1, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg0_1, [1, 0]), kwargs = {})
#   %constant_pad_nd_default : Tensor "f32[32, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute, [0, 2, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default
triton_poi_fused_mm_t_0 = async_compile.triton('triton_poi_fused_mm_t_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mm_t_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2816}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mm_t_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 32
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 6, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x2), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/ny/cnyvousmpzl7ft72vhiyabzbnqnggme7yic6t4qblowtbcammweu.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten.mm, prims.prepare_softmax_online]
# Source node to ATen node mapping:
#   linear => slice_tensor
# Graph fragment:
#   %mm_default : Tensor "f32[s77, 8][8, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_2 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=getitem_2]
#   %slice_tensor : Tensor "f32[s77, 6][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_default, 1, 0, -2), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%slice_tensor, -1), kwargs = {})
#   return %getitem_2,%getitem_3
triton_poi_fused_mm_prepare_softmax_online_1 = async_compile.triton('triton_poi_fused_mm_prepare_softmax_online_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mm_prepare_softmax_online_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 208}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mm_prepare_softmax_online_1(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (8*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 8*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2 + 8*x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (3 + 8*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (4 + 8*x0), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr0 + (5 + 8*x0), xmask, eviction_policy='evict_last')
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp8 = triton_helpers.maximum(tmp6, tmp7)
    tmp10 = triton_helpers.maximum(tmp8, tmp9)
    tmp11 = tmp0 - tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tmp1 - tmp10
    tmp14 = libdevice.exp(tmp13)
    tmp15 = tmp12 + tmp14
    tmp16 = tmp3 - tmp10
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp15 + tmp17
    tmp19 = tmp5 - tmp10
    tmp20 = libdevice.exp(tmp19)
    tmp21 = tmp18 + tmp20
    tmp22 = tmp7 - tmp10
    tmp23 = libdevice.exp(tmp22)
    tmp24 = tmp21 + tmp23
    tmp25 = tmp9 - tmp10
    tmp26 = libdevice.exp(tmp25)
    tmp27 = tmp24 + tmp26
    tl.store(out_ptr0 + (x0), tmp10, xmask)
    tl.store(out_ptr1 + (x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/sv/csv3zxaifofdqrebhnpx3llqwjofpltrb6mfokzxljn4h7txmlwc.py
# Topologically Sorted Source Nodes: [linear, probs, mean_1], Original ATen: [aten.mm, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.mean]
# Source node to ATen node mapping:
#   linear => slice_tensor
#   mean_1 => mean_1
#   probs => div
# Graph fragment:
#   %mm_default : Tensor "f32[s77, 8][8, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_2 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=getitem_2]
#   %getitem_3 : Tensor "f32[s77, 1][1, s77]cuda:0" = PlaceHolder[target=getitem_3]
#   %div : Tensor "f32[s77, 6][6, 1]cuda:0" = PlaceHolder[target=div]
#   %slice_tensor : Tensor "f32[s77, 6][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mm_default, 1, 0, -2), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%slice_tensor, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[s77, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_tensor, %getitem_2), kwargs = {})
#   %exp_default : Tensor "f32[s77, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[s77, 6][6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_3), kwargs = {})
#   %mean_1 : Tensor "f32[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div, [0]), kwargs = {})
#   return %div,%buf17
triton_red_fused__softmax_exp_mean_mm_prepare_softmax_online_sub_2 = async_compile.triton('triton_red_fused__softmax_exp_mean_mm_prepare_softmax_online_sub_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_exp_mean_mm_prepare_softmax_online_sub_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 738, 'r0_': 104}}
)
@triton.jit
def triton_red_fused__softmax_exp_mean_mm_prepare_softmax_online_sub_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 8*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp3 = libdevice.exp(tmp2)
        tmp5 = (tmp3 / tmp4)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tl.store(out_ptr0 + (x0 + 6*r0_1), tmp5, r0_mask & xmask)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr1 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/6q/c6q4j7bkl3vn3xdpeo5sw7c6zbs3en2fyqdwlx3bviwzl7dexwx5.py
# Topologically Sorted Source Nodes: [xs], Original ATen: [aten.unsqueeze, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   xs => clone, expand, unsqueeze
# Graph fragment:
#   %arg2_1 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %unsqueeze : Tensor "f32[s77, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg2_1, 1), kwargs = {})
#   %expand : Tensor "f32[s77, 2, 32][32, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [%arg1_1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[s77, 2, 32][64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused_clone_expand_unsqueeze_3 = async_compile.triton('triton_poi_fused_clone_expand_unsqueeze_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_expand_unsqueeze_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_expand_unsqueeze_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x2 = xindex // 64
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/gq/cgqanceyyqt4s6xcaoiqnflcf6gfynu5mbwb7xjtiwjbuthr7k7e.py
# Topologically Sorted Source Nodes: [flat_i, getitem_2, getitem_3], Original ATen: [aten.view, aten.index]
# Source node to ATen node mapping:
#   flat_i => view
#   getitem_2 => index
#   getitem_3 => index_1
# Graph fragment:
#   %getitem_1 : Tensor "i64[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %arg3_1 : Tensor "f32[6, 32, 64][2048, 64, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[6, 64, 32][2048, 32, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %view : Tensor "i64[2*s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_1, [-1]), kwargs = {})
#   %index : Tensor "f32[2*s77, 32, 64][2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg3_1, [%view]), kwargs = {})
#   %index_1 : Tensor "f32[2*s77, 64, 32][2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg4_1, [%view]), kwargs = {})
#   return %index,%index_1
triton_poi_fused_index_view_4 = async_compile.triton('triton_poi_fused_index_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 851968}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_view_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 2048
    x0 = (xindex % 2048)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 6, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 6), "index out of bounds: 0 <= tmp4 < 6")
    tmp6 = tl.load(in_ptr1 + (x0 + 2048*tmp4), None)
    tmp7 = tl.load(in_ptr2 + (x0 + 2048*tmp4), None)
    tl.store(out_ptr0 + (x2), tmp6, None)
    tl.store(out_ptr1 + (x2), tmp7, None)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/vq/cvq7cd7papn72tnikkcyawdqi5xbta2j6ahct2wu5ieo5rjticrz.py
# Topologically Sorted Source Nodes: [h, gelu], Original ATen: [aten.squeeze, aten.gelu]
# Source node to ATen node mapping:
#   gelu => add_50, erf, mul_38, mul_39, mul_40
#   h => squeeze
# Graph fragment:
#   %bmm : Tensor "f32[2*s77, 1, 64][64, 64, 1]cuda:0" = PlaceHolder[target=bmm]
#   %squeeze : Tensor "f32[2*s77, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%bmm, 1), kwargs = {})
#   %mul_38 : Tensor "f32[2*s77, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, 0.5), kwargs = {})
#   %mul_39 : Tensor "f32[2*s77, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2*s77, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_39,), kwargs = {})
#   %add_50 : Tensor "f32[2*s77, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_40 : Tensor "f32[2*s77, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %add_50), kwargs = {})
#   return %mul_40
triton_poi_fused_gelu_squeeze_5 = async_compile.triton('triton_poi_fused_gelu_squeeze_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_squeeze_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19968}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_squeeze_5(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(in_out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/ul/cul6sz4p7kqt2j6bgi72wmlzkqy76dk5worfw5nrjoqexvf3jtdj.py
# Topologically Sorted Source Nodes: [zeros_like], Original ATen: [aten.zeros_like]
# Source node to ATen node mapping:
#   zeros_like => full_default
# Graph fragment:
#   %full_default : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%arg1_1, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_zeros_like_6 = async_compile.triton('triton_poi_fused_zeros_like_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_zeros_like_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3328}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_like_6(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/cd/ccdcikmjr4bqhbwrohf3m5gf4il3ly662qvlmhc6h36dq5h5pbhj.py
# Topologically Sorted Source Nodes: [zeros_like, arange, tok, squeeze_1, sum_1, top_p_1, reshape_1, y, out], Original ATen: [aten.zeros_like, aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.squeeze, aten.sum, aten.div, aten.mul, aten.index_add]
# Source node to ATen node mapping:
#   arange => iota
#   out => index_put
#   reshape_1 => view_2
#   squeeze_1 => squeeze_1
#   sum_1 => sum_2
#   tok => clone_1, expand_1, unsqueeze_3, view_3
#   top_p_1 => div_1
#   y => mul_55
#   zeros_like => full_default
# Graph fragment:
#   %bmm_1 : Tensor "f32[2*s77, 1, 32][32, 32, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %getitem : Tensor "f32[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem]
#   %index_put : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%arg1_1, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota : Tensor "i64[s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_3 : Tensor "i64[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %expand_1 : Tensor "i64[s77, 2][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_3, [%arg1_1, 2]), kwargs = {})
#   %clone_1 : Tensor "i64[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_1,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "i64[2*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_1, [%mul_23]), kwargs = {})
#   %squeeze_1 : Tensor "f32[2*s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%bmm_1, 1), kwargs = {})
#   %sum_2 : Tensor "f32[s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[s77, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem, %sum_2), kwargs = {})
#   %view_2 : Tensor "f32[2*s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%div_1, [-1, 1]), kwargs = {})
#   %mul_55 : Tensor "f32[2*s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %view_2), kwargs = {})
#   %index_put : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default, [%view_3], %mul_55, True), kwargs = {})
#   return %buf15
triton_poi_fused_arange_clone_div_expand_index_add_mul_squeeze_sum_unsqueeze_view_zeros_like_7 = async_compile.triton('triton_poi_fused_arange_clone_div_expand_index_add_mul_squeeze_sum_unsqueeze_view_zeros_like_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_arange_clone_div_expand_index_add_mul_squeeze_sum_unsqueeze_view_zeros_like_7', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 312, 'x': 6656}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_arange_clone_div_expand_index_add_mul_squeeze_sum_unsqueeze_view_zeros_like_7(in_ptr0, in_ptr1, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 32
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tl.device_assert((y0 // 2 < ks0) | ~(ymask), "index out of bounds: y0 // 2 < ks0")
    tmp1 = tl.load(in_ptr0 + (x1 + 32*y0), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (2*(y0 // 2)), ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 2*(y0 // 2)), ymask, eviction_policy='evict_last')
    tmp5 = tmp3 + tmp4
    tmp6 = (tmp2 / tmp5)
    tmp7 = tmp1 * tmp6
    tl.atomic_add(out_ptr0 + (x1 + 32*(y0 // 2)), tmp7, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/ul/cul55qf5uzyzrjsgwwxs2j2acq6tqsr2syje2mvuqffzbhrc6jqn.py
# Topologically Sorted Source Nodes: [getitem_6, one_hot, float_1, mean], Original ATen: [aten.select, aten.unsqueeze, aten.arange, aten.eq, aten._to_copy, aten.mean]
# Source node to ATen node mapping:
#   float_1 => convert_element_type_1
#   getitem_6 => select
#   mean => mean
#   one_hot => convert_element_type, eq_48, iota_1, unsqueeze_4
# Graph fragment:
#   %getitem_1 : Tensor "i64[s77, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %select : Tensor "i64[s77][2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%getitem_1, 1, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[s77, 1][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%select, -1), kwargs = {})
#   %iota_1 : Tensor "i64[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (6,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %eq_48 : Tensor "b8[s77, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%unsqueeze_4, %iota_1), kwargs = {})
#   %convert_element_type : Tensor "i64[s77, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_48, torch.int64), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s77, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type, torch.float32), kwargs = {})
#   %mean : Tensor "f32[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%convert_element_type_1, [0]), kwargs = {})
#   return %buf16
triton_red_fused__to_copy_arange_eq_mean_select_unsqueeze_8 = async_compile.triton('triton_red_fused__to_copy_arange_eq_mean_select_unsqueeze_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_arange_eq_mean_select_unsqueeze_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__to_copy_arange_eq_mean_select_unsqueeze_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (2*r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = x0
        tmp2 = tmp0 == tmp1
        tmp3 = tmp2.to(tl.int64)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_moe_topk_routing/cache/he/chedvt5fdhhp57mmacc4yeypg3hnppot7tjcmlibujrcpvvakvx5.py
# Topologically Sorted Source Nodes: [getitem_6, one_hot, float_1, mean, mean_1, mul_1, sum_2, balance], Original ATen: [aten.select, aten.unsqueeze, aten.arange, aten.eq, aten._to_copy, aten.mean, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   balance => mul_88
#   float_1 => convert_element_type_1
#   getitem_6 => select
#   mean => mean
#   mean_1 => mean_1
#   mul_1 => mul_87
#   one_hot => convert_element_type, eq_48, iota_1, unsqueeze_4
#   sum_2 => sum_3
# Graph fragment:
#   %buf16 : Tensor "f32[6][1]cuda:0" = PlaceHolder[target=buf16]
#   %buf17 : Tensor "f32[6][1]cuda:0" = PlaceHolder[target=buf17]
#   %select : Tensor "i64[s77][2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%getitem_1, 1, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[s77, 1][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%select, -1), kwargs = {})
#   %iota_1 : Tensor "i64[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (6,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %eq_48 : Tensor "b8[s77, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%unsqueeze_4, %iota_1), kwargs = {})
#   %convert_element_type : Tensor "i64[s77, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%eq_48, torch.int64), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[s77, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type, torch.float32), kwargs = {})
#   %mean : Tensor "f32[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%convert_element_type_1, [0]), kwargs = {})
#   %mean_1 : Tensor "f32[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div, [0]), kwargs = {})
#   %mul_87 : Tensor "f32[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mean, %mean_1), kwargs = {})
#   %sum_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%mul_87,), kwargs = {})
#   %mul_88 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, 6), kwargs = {})
#   return %mul_88
triton_poi_fused__to_copy_arange_eq_mean_mul_select_sum_unsqueeze_9 = async_compile.triton('triton_poi_fused__to_copy_arange_eq_mean_mul_select_sum_unsqueeze_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_arange_eq_mean_mul_select_sum_unsqueeze_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_arange_eq_mean_mul_select_sum_unsqueeze_9(in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp5 = tl.load(in_ptr1 + (0))
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
    tmp9 = tl.load(in_ptr0 + (1))
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK])
    tmp12 = tl.load(in_ptr1 + (1))
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK])
    tmp17 = tl.load(in_ptr0 + (2))
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK])
    tmp20 = tl.load(in_ptr1 + (2))
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK])
    tmp25 = tl.load(in_ptr0 + (3))
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK])
    tmp28 = tl.load(in_ptr1 + (3))
    tmp29 = tl.broadcast_to(tmp28, [XBLOCK])
    tmp33 = tl.load(in_ptr0 + (4))
    tmp34 = tl.broadcast_to(tmp33, [XBLOCK])
    tmp36 = tl.load(in_ptr1 + (4))
    tmp37 = tl.broadcast_to(tmp36, [XBLOCK])
    tmp41 = tl.load(in_ptr0 + (5))
    tmp42 = tl.broadcast_to(tmp41, [XBLOCK])
    tmp44 = tl.load(in_ptr1 + (5))
    tmp45 = tl.broadcast_to(tmp44, [XBLOCK])
    tmp2 = ks0
    tmp3 = tmp2.to(tl.float32)
    tmp4 = (tmp1 / tmp3)
    tmp7 = (tmp6 / tmp3)
    tmp8 = tmp4 * tmp7
    tmp11 = (tmp10 / tmp3)
    tmp14 = (tmp13 / tmp3)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp8 + tmp15
    tmp19 = (tmp18 / tmp3)
    tmp22 = (tmp21 / tmp3)
    tmp23 = tmp19 * tmp22
    tmp24 = tmp16 + tmp23
    tmp27 = (tmp26 / tmp3)
    tmp30 = (tmp29 / tmp3)
    tmp31 = tmp27 * tmp30
    tmp32 = tmp24 + tmp31
    tmp35 = (tmp34 / tmp3)
    tmp38 = (tmp37 / tmp3)
    tmp39 = tmp35 * tmp38
    tmp40 = tmp32 + tmp39
    tmp43 = (tmp42 / tmp3)
    tmp46 = (tmp45 / tmp3)
    tmp47 = tmp43 * tmp46
    tmp48 = tmp40 + tmp47
    tmp49 = tl.full([1], 6.0, tl.float32)
    tmp50 = tmp48 * tmp49
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp50, None)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1 = args
        args.clear()
        s77 = arg1_1
        assert_size_stride(arg0_1, (6, 32), (32, 1))
        assert_size_stride(arg2_1, (s77, 32), (32, 1))
        assert_size_stride(arg3_1, (6, 32, 64), (2048, 64, 1))
        assert_size_stride(arg4_1, (6, 64, 32), (2048, 32, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((32, 8), (1, 32), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_poi_fused_mm_t_0.run(arg0_1, buf0, 256, stream=stream0)
            del arg0_1
            buf1 = empty_strided_cuda((s77, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(arg2_1, buf0, out=buf1)
            del buf0
            buf2 = empty_strided_cuda((s77, 1), (1, s77), torch.float32)
            buf3 = empty_strided_cuda((s77, 1), (1, s77), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.mm, prims.prepare_softmax_online]
            stream0 = get_raw_stream(0)
            triton_poi_fused_mm_prepare_softmax_online_1.run(buf1, buf2, buf3, s77, stream=stream0)
            buf4 = empty_strided_cuda((s77, 6), (6, 1), torch.float32)
            buf17 = empty_strided_cuda((6, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [linear, probs, mean_1], Original ATen: [aten.mm, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.mean]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_exp_mean_mm_prepare_softmax_online_sub_2.run(buf1, buf2, buf3, buf4, buf17, 6, s77, stream=stream0)
            del buf1
            del buf2
            del buf3
            # Topologically Sorted Source Nodes: [topk], Original ATen: [aten.topk]
            buf5 = torch.ops.aten.topk.default(buf4, 2)
            del buf4
            buf6 = buf5[0]
            assert_size_stride(buf6, (s77, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf6, 16, 'torch.ops.aten.topk.default')
            buf7 = buf5[1]
            assert_size_stride(buf7, (s77, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf7, 16, 'torch.ops.aten.topk.default')
            del buf5
            buf8 = empty_strided_cuda((s77, 2, 32), (64, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xs], Original ATen: [aten.unsqueeze, aten.expand, aten.clone]
            triton_poi_fused_clone_expand_unsqueeze_3_xnumel = 64*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_expand_unsqueeze_3.run(arg2_1, buf8, triton_poi_fused_clone_expand_unsqueeze_3_xnumel, stream=stream0)
            del arg2_1
            buf9 = empty_strided_cuda((2*s77, 32, 64), (2048, 64, 1), torch.float32)
            buf12 = empty_strided_cuda((2*s77, 64, 32), (2048, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [flat_i, getitem_2, getitem_3], Original ATen: [aten.view, aten.index]
            triton_poi_fused_index_view_4_xnumel = 4096*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_view_4.run(buf7, arg3_1, arg4_1, buf9, buf12, triton_poi_fused_index_view_4_xnumel, stream=stream0)
            del arg3_1
            del arg4_1
            buf10 = empty_strided_cuda((2*s77, 1, 64), (64, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [xs, unsqueeze, flat_i, getitem_2, bmm], Original ATen: [aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.index, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf8, (2*s77, 1, 32), (32, 0, 1), 0), buf9, out=buf10)
            del buf9
            buf11 = reinterpret_tensor(buf10, (2*s77, 64), (64, 1), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [h, gelu], Original ATen: [aten.squeeze, aten.gelu]
            triton_poi_fused_gelu_squeeze_5_xnumel = 128*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_squeeze_5.run(buf11, triton_poi_fused_gelu_squeeze_5_xnumel, stream=stream0)
            buf13 = reinterpret_tensor(buf8, (2*s77, 1, 32), (32, 32, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [flat_i, h, gelu, unsqueeze_1, getitem_3, bmm_1], Original ATen: [aten.view, aten.squeeze, aten.gelu, aten.unsqueeze, aten.index, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf11, (2*s77, 1, 64), (64, 0, 1), 0), buf12, out=buf13)
            del buf11
            del buf12
            buf14 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like], Original ATen: [aten.zeros_like]
            triton_poi_fused_zeros_like_6_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_6.run(buf14, triton_poi_fused_zeros_like_6_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [zeros_like, arange, tok, squeeze_1, sum_1, top_p_1, reshape_1, y, out], Original ATen: [aten.zeros_like, aten.arange, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten.squeeze, aten.sum, aten.div, aten.mul, aten.index_add]
            triton_poi_fused_arange_clone_div_expand_index_add_mul_squeeze_sum_unsqueeze_view_zeros_like_7_ynumel = 2*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_arange_clone_div_expand_index_add_mul_squeeze_sum_unsqueeze_view_zeros_like_7.run(buf13, buf6, buf14, s77, triton_poi_fused_arange_clone_div_expand_index_add_mul_squeeze_sum_unsqueeze_view_zeros_like_7_ynumel, 32, stream=stream0)
            del buf13
            del buf6
            buf16 = empty_strided_cuda((6, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_6, one_hot, float_1, mean], Original ATen: [aten.select, aten.unsqueeze, aten.arange, aten.eq, aten._to_copy, aten.mean]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_arange_eq_mean_select_unsqueeze_8.run(buf7, buf16, 6, s77, stream=stream0)
            del buf7
            buf18 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_6, one_hot, float_1, mean, mean_1, mul_1, sum_2, balance], Original ATen: [aten.select, aten.unsqueeze, aten.arange, aten.eq, aten._to_copy, aten.mean, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_arange_eq_mean_mul_select_sum_unsqueeze_9.run(buf16, buf17, buf18, s77, 1, stream=stream0)
            del buf16
            del buf17
        return (buf14, buf18, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((6, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = 13
    arg2_1 = rand_strided((13, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((6, 32, 64), (2048, 64, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((6, 64, 32), (2048, 32, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
