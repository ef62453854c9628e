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


# kernel path: /tmp/caps/gpu_swin_window_dynamic/cache/pn/cpnxegzbri6kwbkreighpb2wvefwyr66aiqh33cqouoj5a2sqnsx.py
# Topologically Sorted Source Nodes: [sum_2, mul_275, sum_3], Original ATen: [aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_275 => mul_275
#   sum_2 => sum_2
#   sum_3 => sum_3
# Graph fragment:
#   %tangents_1 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %mul_273 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0" = PlaceHolder[target=mul_273]
#   %sum_2 : Tensor "f32[s77, 8, 8, 1][64, 8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [3], True), kwargs = {})
#   %mul_275 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %mul_273), kwargs = {})
#   %sum_3 : Tensor "f32[s77, 8, 8, 1][64, 8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_275, [3], True), kwargs = {})
#   return %sum_2,%sum_3
triton_per_fused_native_layer_norm_backward_0 = async_compile.triton('triton_per_fused_native_layer_norm_backward_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072, 'r0_': 24576}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp0 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tl.store(out_ptr1 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_swin_window_dynamic/cache/bc/cbce57ojm4hdxrea4fm4dmglvp3yw2orqgyffhym4dmfplxnvvqa.py
# Topologically Sorted Source Nodes: [mul_274, mul_276, sub_53, sub_54, mul_277, x, index_5, index_6, view_20, permute_6, clone_6], Original ATen: [aten.native_layer_norm_backward, aten.roll, aten.view, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   clone_6 => clone_6
#   index_5 => index_5
#   index_6 => index_6
#   mul_274 => mul_274
#   mul_276 => mul_276
#   mul_277 => mul_277
#   permute_6 => permute_6
#   sub_53 => sub_53
#   sub_54 => sub_54
#   view_20 => view_20
#   x => add, fmod, iota
# Graph fragment:
#   %div_1 : Tensor "f32[s77, 8, 8, 1][64, 8, 1, 1]cuda:0" = PlaceHolder[target=div_1]
#   %tangents_1 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_2 : Tensor "f32[s77, 8, 8, 1][64, 8, 1, 64*s77]cuda:0" = PlaceHolder[target=sum_2]
#   %mul_273 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0" = PlaceHolder[target=mul_273]
#   %sum_3 : Tensor "f32[s77, 8, 8, 1][64, 8, 1, 64*s77]cuda:0" = PlaceHolder[target=sum_3]
#   %mul_274 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, 16), kwargs = {})
#   %mul_276 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_273, %sum_3), kwargs = {})
#   %sub_53 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_274, %sum_2), kwargs = {})
#   %sub_54 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_53, %mul_276), kwargs = {})
#   %mul_277 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_54), kwargs = {})
#   %iota : Tensor "i64[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (8,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 2), kwargs = {})
#   %fmod : Tensor "i64[8][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add, 8), kwargs = {})
#   %index_5 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mul_277, [None, None, %fmod]), kwargs = {})
#   %index_6 : Tensor "f32[s77, 8, 8, 16][1024, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%index_5, [None, %fmod]), kwargs = {})
#   %view_20 : Tensor "f32[s77, 2, 4, 2, 4, 16][1024, 512, 128, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_6, [%primals_1, 2, 4, 2, 4, 16]), kwargs = {})
#   %permute_6 : Tensor "f32[s77, 2, 2, 4, 4, 16][1024, 512, 64, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_20, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_6 : Tensor "f32[s77, 2, 2, 4, 4, 16][1024, 512, 256, 64, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_6,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_6
triton_poi_fused_clone_native_layer_norm_backward_permute_roll_view_1 = async_compile.triton('triton_poi_fused_clone_native_layer_norm_backward_permute_roll_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_native_layer_norm_backward_permute_roll_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2304, 'x': 49152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_native_layer_norm_backward_permute_roll_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 16
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y4 = yindex // 64
    y6 = (yindex % 8)
    y7 = ((yindex // 8) % 8)
    x5 = xindex
    y0 = (yindex % 4)
    y1 = ((yindex // 4) % 2)
    y2 = ((yindex // 8) % 4)
    y8 = yindex // 32
    tmp0 = tl.load(in_ptr0 + (8*(((2 + y7) % 8)) + 64*y4 + (((2 + y6) % 8))), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x5 + 16*(((2 + y6) % 8)) + 128*(((2 + y7) % 8)) + 1024*y4), xmask & ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (8*(((2 + y7) % 8)) + 64*y4 + (((2 + y6) % 8))), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x5 + 16*(((2 + y6) % 8)) + 128*(((2 + y7) % 8)) + 1024*y4), xmask & ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (8*(((2 + y7) % 8)) + 64*y4 + (((2 + y6) % 8))), ymask, eviction_policy='evict_last')
    tmp2 = tl.full([1, 1], 16.0, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp5 = tmp3 - tmp4
    tmp8 = tmp6 * tmp7
    tmp9 = tmp5 - tmp8
    tmp10 = tmp0 * tmp9
    tl.store(out_ptr0 + (x5 + 16*y0 + 64*y2 + 256*y1 + 512*y8), tmp10, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_swin_window_dynamic/cache/tf/ctfsodvq47lugwu7uuxcwszxx4ahagjciwy56kqsyanaiyfa7dvi.py
# Topologically Sorted Source Nodes: [view_23, view_24, permute_9, clone_7], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   clone_7 => clone_7
#   permute_9 => permute_9
#   view_23 => view_23
#   view_24 => view_24
# Graph fragment:
#   %mm_3 : Tensor "f32[64*s77, 16][16, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %view_23 : Tensor "f32[4*s77, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [%mul_9, 16, 16]), kwargs = {})
#   %view_24 : Tensor "f32[4*s77, 16, 2, 8][256, 16, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_23, [%mul_9, 16, 2, 8]), kwargs = {})
#   %permute_9 : Tensor "f32[4*s77, 2, 16, 8][256, 8, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_24, [0, 2, 1, 3]), kwargs = {})
#   %clone_7 : Tensor "f32[4*s77, 2, 16, 8][256, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_9,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_7
triton_poi_fused_clone_transpose_view_2 = async_compile.triton('triton_poi_fused_clone_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = ((xindex // 8) % 16)
    x2 = ((xindex // 128) % 2)
    x3 = xindex // 256
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 8*x2 + 16*x1 + 256*x3), xmask)
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_swin_window_dynamic/cache/e6/ce65jrh4kzoir56xrzt2i7ylqsazu3q447dv5juyldljttcodxw2.py
# Topologically Sorted Source Nodes: [view_27, mul_278, sum_4, neg, fma], Original ATen: [aten.view, aten._softmax_backward_data]
# Source node to ATen node mapping:
#   fma => fma
#   mul_278 => mul_278
#   neg => neg
#   sum_4 => sum_4
#   view_27 => view_27
# Graph fragment:
#   %bmm_3 : Tensor "f32[8*s77, 16, 16][256, 16, 1]cuda:0" = PlaceHolder[target=bmm_3]
#   %expand_2 : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0" = PlaceHolder[target=expand_2]
#   %sum_4 : Tensor "f32[4*s77, 2, 16, 1][32, 16, 1, 128*s77]cuda:0" = PlaceHolder[target=sum_4]
#   %view_27 : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_3, [%mul_9, 2, 16, 16]), kwargs = {})
#   %mul_278 : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_27, %div), kwargs = {})
#   %sum_4 : Tensor "f32[4*s77, 2, 16, 1][32, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_278, [-1], True), kwargs = {})
#   %neg : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div,), kwargs = {})
#   %fma : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_4, %mul_278), kwargs = {})
#   return %sum_4,%fma
triton_per_fused__softmax_backward_data_view_3 = async_compile.triton('triton_per_fused__softmax_backward_data_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072, 'r0_': 98304}}
)
@triton.jit
def triton_per_fused__softmax_backward_data_view_3(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = -tmp1
    tmp8 = tl.fma(tmp7, tmp6, tmp2)
    tl.store(out_ptr1 + (r0_1 + 16*x0), tmp8, xmask)
    tl.store(out_ptr0 + (x0), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_swin_window_dynamic/cache/b7/cb7tkqohvhhgcv2eehcrqo5xclx6lkvoweapeznpmqynqcd3p3ew.py
# Topologically Sorted Source Nodes: [full_default], Original ATen: [aten.new_zeros]
# Source node to ATen node mapping:
#   full_default => full_default
# Graph fragment:
#   %full_default : Tensor "f32[49, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([49, 2], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_new_zeros_4 = async_compile.triton('triton_poi_fused_new_zeros_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_new_zeros_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 784}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_new_zeros_4(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 98
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_swin_window_dynamic/cache/e4/ce44u5vlik6nubf52pwiugnuoqvehvr5iapcmwidvnh2b6x4ampq.py
# Topologically Sorted Source Nodes: [view_27, mul_278, neg, fma, sum_5, squeeze, permute_12, view_30, full_default, index_put], Original ATen: [aten.view, aten._softmax_backward_data, aten.sum, aten.squeeze, aten.permute, aten.new_zeros, aten.index_put]
# Source node to ATen node mapping:
#   fma => fma
#   full_default => full_default
#   index_put => index_put
#   mul_278 => mul_278
#   neg => neg
#   permute_12 => permute_12
#   squeeze => squeeze
#   sum_5 => sum_5
#   view_27 => view_27
#   view_30 => view_30
# Graph fragment:
#   %expand_2 : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0" = PlaceHolder[target=expand_2]
#   %sum_4 : Tensor "f32[4*s77, 2, 16, 1][32, 16, 1, 128*s77]cuda:0" = PlaceHolder[target=sum_4]
#   %bmm_3 : Tensor "f32[8*s77, 16, 16][256, 16, 1]cuda:0" = PlaceHolder[target=bmm_3]
#   %view_8 : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=view_8]
#   %sum_5 : Tensor "f32[1, 2, 16, 16][512, 256, 16, 1]cuda:0" = PlaceHolder[target=sum_5]
#   %index_put : Tensor "f32[49, 2][2, 1]cuda:0" = PlaceHolder[target=index_put]
#   %view_27 : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_3, [%mul_9, 2, 16, 16]), kwargs = {})
#   %mul_278 : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_27, %div), kwargs = {})
#   %neg : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div,), kwargs = {})
#   %fma : Tensor "f32[4*s77, 2, 16, 16][512, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_4, %mul_278), kwargs = {})
#   %sum_5 : Tensor "f32[1, 2, 16, 16][512, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%fma, [0], True), kwargs = {})
#   %squeeze : Tensor "f32[2, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_5, 0), kwargs = {})
#   %permute_12 : Tensor "f32[16, 16, 2][16, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%squeeze, [1, 2, 0]), kwargs = {})
#   %view_30 : Tensor "f32[256, 2][1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_12, [256, 2]), kwargs = {})
#   %full_default : Tensor "f32[49, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([49, 2], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[49, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default, [%view_8], %view_30, True), kwargs = {})
#   return %sum_5,%buf11
triton_red_fused__softmax_backward_data_index_put_new_zeros_permute_squeeze_sum_view_5 = async_compile.triton('triton_red_fused__softmax_backward_data_index_put_new_zeros_permute_squeeze_sum_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'y': 32, 'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i64', 'out_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_backward_data_index_put_new_zeros_permute_squeeze_sum_view_5', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1536, 'x': 51200, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__softmax_backward_data_index_put_new_zeros_permute_squeeze_sum_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, ynumel, xnumel, r0_numel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    ynumel = 32
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, None, :]
    rbase = r0_base
    x1 = xindex
    y0 = yindex
    _tmp7 = tl.full([YBLOCK, XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x1 + 16*y0 + 512*r0_2), r0_mask & xmask & ymask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.load(in_ptr1 + (y0 + 32*r0_2), r0_mask & ymask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x1 + 16*y0 + 512*r0_2), r0_mask & xmask & ymask, eviction_policy='evict_last', other=0.0)
        tmp1 = -tmp0
        tmp4 = tmp3 * tmp0
        tmp5 = tl.fma(tmp1, tmp2, tmp4)
        tmp6 = tl.broadcast_to(tmp5, [YBLOCK, XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask & ymask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 2)[:, :, None]
    y3 = (yindex % 16)
    y4 = yindex // 16
    tmp9 = tl.load(in_ptr3 + (x1 + 16*y3), xmask & ymask, eviction_policy='evict_last')
    tmp10 = tl.full([1, 1, 1], 49, tl.int32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp9 < 0
    tmp13 = tl.where(tmp12, tmp11, tmp9)
    tl.device_assert(((0 <= tmp13) & (tmp13 < 49)) | ~(xmask & ymask), "index out of bounds: 0 <= tmp13 < 49")
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(y4 + 2*tmp13, [YBLOCK, XBLOCK, 1])), tmp7, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_swin_window_dynamic/cache/kq/ckqkwcj2y2y6cwbfgc6aplbkwrypc7y6g7jtacqidvno3jg4niid.py
# Topologically Sorted Source Nodes: [view_26, view_32, view_33, permute_15, mul_279, full_default_1, add_256, add_257, permute_16, clone_8], Original ATen: [aten.view, aten.transpose, aten.mul, aten.select_backward, aten.add, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   add_256 => add_256
#   add_257 => add_257
#   clone_8 => clone_8
#   full_default_1 => full_default_1
#   mul_279 => mul_279
#   permute_15 => permute_15
#   permute_16 => permute_16
#   view_26 => view_26
#   view_32 => view_32
#   view_33 => view_33
# Graph fragment:
#   %bmm_2 : Tensor "f32[8*s77, 16, 8][128, 8, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %bmm_4 : Tensor "f32[8*s77, 8, 16][128, 16, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %bmm_5 : Tensor "f32[8*s77, 16, 8][128, 8, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %view_26 : Tensor "f32[4*s77, 2, 16, 8][256, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [%mul_9, 2, 16, 8]), kwargs = {})
#   %view_32 : Tensor "f32[4*s77, 2, 8, 16][256, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [%mul_9, 2, 8, 16]), kwargs = {})
#   %view_33 : Tensor "f32[4*s77, 2, 16, 8][256, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [%mul_9, 2, 16, 8]), kwargs = {})
#   %permute_15 : Tensor "f32[4*s77, 2, 16, 8][256, 128, 1, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_32, [0, 1, 3, 2]), kwargs = {})
#   %mul_279 : Tensor "f32[4*s77, 2, 16, 8][256, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, 0.3535533905932738), kwargs = {})
#   %full_default_1 : Tensor "f32[3, 4*s77, 2, 16, 8][1024*s77, 256, 128, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, %mul_9, 2, 16, 8], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 4*s77, 2, 16, 8][1024*s77, 256, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_1, %view_26, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 4*s77, 2, 16, 8][1024*s77, 256, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_1, %permute_15, 0, 1), kwargs = {})
#   %add_256 : Tensor "f32[3, 4*s77, 2, 16, 8][1024*s77, 256, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 4*s77, 2, 16, 8][1024*s77, 256, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_1, %mul_279, 0, 0), kwargs = {})
#   %add_257 : Tensor "f32[3, 4*s77, 2, 16, 8][1024*s77, 256, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_256, %select_scatter_default_2), kwargs = {})
#   %permute_16 : Tensor "f32[4*s77, 16, 3, 2, 8][256, 8, 1024*s77, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_257, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_8 : Tensor "f32[4*s77, 16, 3, 2, 8][768, 48, 16, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_16,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_8
triton_poi_fused_add_clone_mul_permute_select_backward_transpose_view_6 = async_compile.triton('triton_poi_fused_add_clone_mul_permute_select_backward_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_mul_permute_select_backward_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 12288, 'x': 98304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_mul_permute_select_backward_transpose_view_6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 48
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x4 = xindex // 16
    x2 = (xindex % 8)
    x3 = ((xindex // 8) % 2)
    y0 = (yindex % 16)
    y1 = yindex // 16
    x5 = (xindex % 16)
    x7 = xindex
    y6 = yindex
    tmp3 = tl.load(in_ptr0 + (x2 + 8*y0 + 128*x3 + 256*y1), xmask & ymask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (y0 + 16*x5 + 256*y1), xmask & ymask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr2 + (x2 + 8*y0 + 128*x3 + 256*y1), xmask & ymask, eviction_policy='evict_last')
    tmp0 = x4
    tmp1 = tl.full([1, 1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1, 1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1, 1], 1, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp5 + tmp9
    tmp11 = tl.full([1, 1], 0, tl.int32)
    tmp12 = tmp0 == tmp11
    tmp14 = tl.full([1, 1], 0.3535533905932738, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tl.where(tmp12, tmp15, tmp4)
    tmp17 = tmp10 + tmp16
    tl.store(out_ptr0 + (x7 + 48*y6), tmp17, xmask & ymask)
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
        primals_1, mul_9, mul_11, mul_74, view_8, div, mul_273, div_1, permute_7, permute_8, permute_11, permute_13, permute_14, permute_17, tangents_1 = args
        args.clear()
        s77 = primals_1
        assert_size_stride(view_8, (256, ), (1, ))
        assert_size_stride(div, (4*s77, 2, 16, 16), (512, 256, 16, 1))
        assert_size_stride(mul_273, (s77, 8, 8, 16), (1024, 128, 16, 1))
        assert_size_stride(div_1, (s77, 8, 8, 1), (64, 8, 1, 1))
        assert_size_stride(permute_7, (16, 64*s77), (1, 16))
        assert_size_stride(permute_8, (16, 16), (1, 16))
        assert_size_stride(permute_11, (8*s77, 8, 16), (128, 1, 8))
        assert_size_stride(permute_13, (8*s77, 8, 16), (128, 1, 8))
        assert_size_stride(permute_14, (8*s77, 16, 8), (128, 1, 16))
        assert_size_stride(permute_17, (16, 64*s77), (1, 16))
        assert_size_stride(tangents_1, (s77, 8, 8, 16), (1024, 128, 16, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s77, 8, 8, 1), (64, 8, 1, 64*s77), torch.float32)
            buf1 = empty_strided_cuda((s77, 8, 8, 1), (64, 8, 1, 64*s77), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2, mul_275, sum_3], Original ATen: [aten.native_layer_norm_backward]
            triton_per_fused_native_layer_norm_backward_0_xnumel = 64*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_0.run(tangents_1, mul_273, buf0, buf1, triton_per_fused_native_layer_norm_backward_0_xnumel, 16, stream=stream0)
            buf2 = empty_strided_cuda((s77, 2, 2, 4, 4, 16), (1024, 512, 256, 64, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_274, mul_276, sub_53, sub_54, mul_277, x, index_5, index_6, view_20, permute_6, clone_6], Original ATen: [aten.native_layer_norm_backward, aten.roll, aten.view, aten.permute, aten.clone]
            triton_poi_fused_clone_native_layer_norm_backward_permute_roll_view_1_ynumel = 64*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_native_layer_norm_backward_permute_roll_view_1.run(div_1, tangents_1, buf0, mul_273, buf1, buf2, triton_poi_fused_clone_native_layer_norm_backward_permute_roll_view_1_ynumel, 16, stream=stream0)
            del buf0
            del buf1
            del div_1
            del mul_273
            del tangents_1
            buf3 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_274, mul_276, sub_53, sub_54, mul_277, x, index_5, index_6, view_20, permute_6, clone_6, view_21, view_22, mm_2], Original ATen: [aten.native_layer_norm_backward, aten.roll, aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.mm]
            extern_kernels.mm(permute_7, reinterpret_tensor(buf2, (64*s77, 16), (16, 1), 0), out=buf3)
            del permute_7
            buf4 = empty_strided_cuda((64*s77, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_274, mul_276, sub_53, sub_54, mul_277, x, index_5, index_6, view_20, permute_6, clone_6, view_21, view_22, mm_3], Original ATen: [aten.native_layer_norm_backward, aten.roll, aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf2, (64*s77, 16), (16, 1), 0), permute_8, out=buf4)
            del permute_8
            buf5 = reinterpret_tensor(buf2, (4*s77, 2, 16, 8), (256, 128, 8, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [view_23, view_24, permute_9, clone_7], Original ATen: [aten.view, aten.transpose, aten.clone]
            triton_poi_fused_clone_transpose_view_2_xnumel = 1024*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_2.run(buf4, buf5, triton_poi_fused_clone_transpose_view_2_xnumel, stream=stream0)
            buf6 = reinterpret_tensor(buf4, (8*s77, 16, 8), (128, 8, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [view_23, view_24, permute_9, clone_7, view_25, matmul_2, permute_10, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(div, (8*s77, 16, 16), (256, 1, 16), 0), reinterpret_tensor(buf5, (8*s77, 16, 8), (128, 8, 1), 0), out=buf6)
            buf7 = empty_strided_cuda((8*s77, 16, 16), (256, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_23, view_24, permute_9, clone_7, view_25, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf5, (8*s77, 16, 8), (128, 8, 1), 0), permute_11, out=buf7)
            del buf5
            del permute_11
            buf8 = empty_strided_cuda((4*s77, 2, 16, 1), (32, 16, 1, 128*s77), torch.float32)
            buf12 = empty_strided_cuda((4*s77, 2, 16, 16), (512, 256, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, mul_278, sum_4, neg, fma], Original ATen: [aten.view, aten._softmax_backward_data]
            triton_per_fused__softmax_backward_data_view_3_xnumel = 128*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_3.run(buf7, div, buf8, buf12, triton_per_fused__softmax_backward_data_view_3_xnumel, 16, stream=stream0)
            buf10 = empty_strided_cuda((49, 2), (2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default], Original ATen: [aten.new_zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused_new_zeros_4.run(buf10, 98, stream=stream0)
            # Topologically Sorted Source Nodes: [view_27, mul_278, neg, fma, sum_5, squeeze, permute_12, view_30, full_default, index_put], Original ATen: [aten.view, aten._softmax_backward_data, aten.sum, aten.squeeze, aten.permute, aten.new_zeros, aten.index_put]
            triton_red_fused__softmax_backward_data_index_put_new_zeros_permute_squeeze_sum_view_5_r0_numel = 4*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_backward_data_index_put_new_zeros_permute_squeeze_sum_view_5.run(div, buf8, buf7, view_8, buf10, 32, 16, triton_red_fused__softmax_backward_data_index_put_new_zeros_permute_squeeze_sum_view_5_r0_numel, stream=stream0)
            del buf7
            del buf8
            del div
            del view_8
            buf13 = empty_strided_cuda((8*s77, 8, 16), (128, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, mul_278, neg, fma, view_31, bmm_4], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            extern_kernels.bmm(permute_13, reinterpret_tensor(buf12, (8*s77, 16, 16), (256, 16, 1), 0), out=buf13)
            del permute_13
            buf14 = empty_strided_cuda((8*s77, 16, 8), (128, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, mul_278, neg, fma, view_31, bmm_5], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf12, (8*s77, 16, 16), (256, 16, 1), 0), permute_14, out=buf14)
            del buf12
            del permute_14
            buf15 = empty_strided_cuda((4*s77, 16, 3, 2, 8), (768, 48, 16, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_26, view_32, view_33, permute_15, mul_279, full_default_1, add_256, add_257, permute_16, clone_8], Original ATen: [aten.view, aten.transpose, aten.mul, aten.select_backward, aten.add, aten.permute, aten.clone]
            triton_poi_fused_add_clone_mul_permute_select_backward_transpose_view_6_ynumel = 64*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clone_mul_permute_select_backward_transpose_view_6.run(buf6, buf13, buf14, buf15, triton_poi_fused_add_clone_mul_permute_select_backward_transpose_view_6_ynumel, 48, stream=stream0)
            del buf13
            del buf14
            del buf6
            buf16 = empty_strided_cuda((16, 48), (48, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_26, view_32, view_33, permute_15, mul_279, full_default_1, add_256, add_257, permute_16, clone_8, view_34, view_35, mm_4], Original ATen: [aten.view, aten.transpose, aten.mul, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.mm]
            extern_kernels.mm(permute_17, reinterpret_tensor(buf15, (64*s77, 48), (48, 1), 0), out=buf16)
            del buf15
            del permute_17
        return (None, None, buf16, None, buf10, None, buf3, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 3
    mul_9 = 12
    mul_11 = 192
    mul_74 = 24
    view_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.int64)
    div = rand_strided((12, 2, 16, 16), (512, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    mul_273 = rand_strided((3, 8, 8, 16), (1024, 128, 16, 1), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((3, 8, 8, 1), (64, 8, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_7 = rand_strided((16, 192), (1, 16), device='cuda:0', dtype=torch.float32)
    permute_8 = rand_strided((16, 16), (1, 16), device='cuda:0', dtype=torch.float32)
    permute_11 = rand_strided((24, 8, 16), (128, 1, 8), device='cuda:0', dtype=torch.float32)
    permute_13 = rand_strided((24, 8, 16), (128, 1, 8), device='cuda:0', dtype=torch.float32)
    permute_14 = rand_strided((24, 16, 8), (128, 1, 16), device='cuda:0', dtype=torch.float32)
    permute_17 = rand_strided((16, 192), (1, 16), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((3, 8, 8, 16), (1024, 128, 16, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, mul_9, mul_11, mul_74, view_8, div, mul_273, div_1, permute_7, permute_8, permute_11, permute_13, permute_14, permute_17, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
