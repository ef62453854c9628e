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


# kernel path: /tmp/caps/gpu_detection_head_dynamic/cache/ag/cagmzeu4nidquv4ztxemblzbuq5qrchnxyqh4o5dy3h27y7hg4qz.py
# Topologically Sorted Source Nodes: [getitem_18, getitem_19, lt, getitem_20, getitem_21, rb, sub_8, wh, getitem_22, getitem_23, inter], Original ATen: [aten.unsqueeze, aten.slice, aten.maximum, aten.minimum, aten.sub, aten.clamp, aten.select, aten.mul]
# Source node to ATen node mapping:
#   getitem_18 => slice_16, unsqueeze_4
#   getitem_19 => slice_17, unsqueeze_5
#   getitem_20 => slice_19
#   getitem_21 => slice_20
#   getitem_22 => select_18
#   getitem_23 => select_19
#   inter => mul_125
#   lt => maximum
#   rb => minimum
#   sub_8 => sub_76
#   wh => clamp_min_4
# Graph fragment:
#   %primals_2 : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_4 : Tensor "f32[5, 4][4, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %unsqueeze_4 : Tensor "f32[s46, 1, 4][4, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_2, 1), kwargs = {})
#   %slice_16 : Tensor "f32[s46, 1, 2][4, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%unsqueeze_4, 2, 0, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 5, 4][20, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_4, 0), kwargs = {})
#   %slice_17 : Tensor "f32[1, 5, 2][20, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%unsqueeze_5, 2, 0, 2), kwargs = {})
#   %maximum : Tensor "f32[s46, 5, 2][10, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.maximum.default](args = (%slice_16, %slice_17), kwargs = {})
#   %slice_19 : Tensor "f32[s46, 1, 2][4, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%unsqueeze_4, 2, 2, 9223372036854775807), kwargs = {})
#   %slice_20 : Tensor "f32[1, 5, 2][20, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%unsqueeze_5, 2, 2, 9223372036854775807), kwargs = {})
#   %minimum : Tensor "f32[s46, 5, 2][10, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.minimum.default](args = (%slice_19, %slice_20), kwargs = {})
#   %sub_76 : Tensor "f32[s46, 5, 2][10, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%minimum, %maximum), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s46, 5, 2][10, 2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_76, 0), kwargs = {})
#   %select_18 : Tensor "f32[s46, 5][10, 2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clamp_min_4, 2, 0), kwargs = {})
#   %select_19 : Tensor "f32[s46, 5][10, 2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%clamp_min_4, 2, 1), kwargs = {})
#   %mul_125 : Tensor "f32[s46, 5][5, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%select_18, %select_19), kwargs = {})
#   return %mul_125
triton_poi_fused_clamp_maximum_minimum_mul_select_slice_sub_unsqueeze_0 = async_compile.triton('triton_poi_fused_clamp_maximum_minimum_mul_select_slice_sub_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_maximum_minimum_mul_select_slice_sub_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1480}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_maximum_minimum_mul_select_slice_sub_unsqueeze_0(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 5
    x0 = (xindex % 5)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (2 + 4*x1), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (2 + 4*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (4*x1), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (4*x0), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr0 + (3 + 4*x1), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (3 + 4*x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr0 + (1 + 4*x1), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr1 + (1 + 4*x0), xmask, eviction_policy='evict_last')
    tmp2 = triton_helpers.minimum(tmp0, tmp1)
    tmp5 = triton_helpers.maximum(tmp3, tmp4)
    tmp6 = tmp2 - tmp5
    tmp7 = tl.full([1], 0.0, tl.float32)
    tmp8 = triton_helpers.maximum(tmp6, tmp7)
    tmp11 = triton_helpers.minimum(tmp9, tmp10)
    tmp14 = triton_helpers.maximum(tmp12, tmp13)
    tmp15 = tmp11 - tmp14
    tmp16 = triton_helpers.maximum(tmp15, tmp7)
    tmp17 = tmp8 * tmp16
    tl.store(out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_detection_head_dynamic/cache/bw/cbw4c4lxz7blrop33rxfxzfjggtlq5ci4cox3scc633xgprunbkc.py
# Topologically Sorted Source Nodes: [getitem, getitem_1, wa, getitem_2, getitem_3, ha, clamp_2, clamp_3, area_a, getitem_14, getitem_15, sub_6, clamp_4, getitem_16, getitem_17, sub_7, clamp_5, area_b, getitem_24, getitem_25, add_6, sub_9, add_7, iou, max_2, pos], Original ATen: [aten.select, aten.sub, aten.clamp, aten.mul, aten.unsqueeze, aten.add, aten.div, aten.max, aten.gt]
# Source node to ATen node mapping:
#   add_6 => add_193
#   add_7 => add_200
#   area_a => mul_98
#   area_b => mul_100
#   clamp_2 => clamp_min
#   clamp_3 => clamp_min_1
#   clamp_4 => clamp_min_2
#   clamp_5 => clamp_min_3
#   getitem => select
#   getitem_1 => select_1
#   getitem_14 => select_14
#   getitem_15 => select_15
#   getitem_16 => select_16
#   getitem_17 => select_17
#   getitem_2 => select_2
#   getitem_24 => unsqueeze_8
#   getitem_25 => unsqueeze_9
#   getitem_3 => select_3
#   ha => sub_10
#   iou => div
#   max_2 => max_1
#   pos => gt
#   sub_6 => sub_66
#   sub_7 => sub_67
#   sub_9 => sub_85
#   wa => sub_4
# Graph fragment:
#   %primals_2 : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %mul_125 : Tensor "f32[s46, 5][5, 1]cuda:0" = PlaceHolder[target=mul_125]
#   %sub_4 : Tensor "f32[s46][1]cuda:0" = PlaceHolder[target=sub_4]
#   %sub_10 : Tensor "f32[s46][1]cuda:0" = PlaceHolder[target=sub_10]
#   %primals_4 : Tensor "f32[5, 4][4, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %getitem : Tensor "f32[s46][1]cuda:0" = PlaceHolder[target=getitem]
#   %select : Tensor "f32[s46][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_2, 1, 2), kwargs = {})
#   %select_1 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%primals_2, 1, 0), kwargs = {})
#   %sub_4 : Tensor "f32[s46][1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.sub.Tensor](args = (%select, %select_1), kwargs = {})
#   %select_2 : Tensor "f32[s46][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_2, 1, 3), kwargs = {})
#   %select_3 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%primals_2, 1, 1), kwargs = {})
#   %sub_10 : Tensor "f32[s46][1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.sub.Tensor](args = (%select_2, %select_3), kwargs = {})
#   %clamp_min : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_4, 0), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_10, 0), kwargs = {})
#   %mul_98 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%clamp_min, %clamp_min_1), kwargs = {})
#   %select_14 : Tensor "f32[5][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_4, 1, 2), kwargs = {})
#   %select_15 : Tensor "f32[5][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_4, 1, 0), kwargs = {})
#   %sub_66 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%select_14, %select_15), kwargs = {})
#   %clamp_min_2 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_66, 0), kwargs = {})
#   %select_16 : Tensor "f32[5][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_4, 1, 3), kwargs = {})
#   %select_17 : Tensor "f32[5][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_4, 1, 1), kwargs = {})
#   %sub_67 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%select_16, %select_17), kwargs = {})
#   %clamp_min_3 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sub_67, 0), kwargs = {})
#   %mul_100 : Tensor "f32[5][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%clamp_min_2, %clamp_min_3), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[s46, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_98, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_100, 0), kwargs = {})
#   %add_193 : Tensor "f32[s46, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_8, %unsqueeze_9), kwargs = {})
#   %sub_85 : Tensor "f32[s46, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_193, %mul_125), kwargs = {})
#   %add_200 : Tensor "f32[s46, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%sub_85, 1e-06), kwargs = {})
#   %div : Tensor "f32[s46, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_125, %add_200), kwargs = {})
#   %max_1 : [num_users=2] = call_function[target=torch.ops.aten.max.dim](args = (%div, 1), kwargs = {})
#   %gt : Tensor "b8[s46][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.gt.Scalar](args = (%getitem, 0.4), kwargs = {})
#   return %sub_4,%sub_10,%getitem,%getitem_1,%gt
triton_poi_fused_add_clamp_div_gt_max_mul_select_sub_unsqueeze_1 = async_compile.triton('triton_poi_fused_add_clamp_div_gt_max_mul_select_sub_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr3': '*i64', 'out_ptr4': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_div_gt_max_mul_select_sub_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 29, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1258}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_div_gt_max_mul_select_sub_unsqueeze_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr3, out_ptr4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2 + 4*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (4*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (3 + 4*x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr0 + (1 + 4*x0), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (5*x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr2 + (2))
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK])
    tmp13 = tl.load(in_ptr2 + (0))
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK])
    tmp17 = tl.load(in_ptr2 + (3))
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK])
    tmp19 = tl.load(in_ptr2 + (1))
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK])
    tmp29 = tl.load(in_ptr1 + (1 + 5*x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr2 + (6))
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK])
    tmp32 = tl.load(in_ptr2 + (4))
    tmp33 = tl.broadcast_to(tmp32, [XBLOCK])
    tmp36 = tl.load(in_ptr2 + (7))
    tmp37 = tl.broadcast_to(tmp36, [XBLOCK])
    tmp38 = tl.load(in_ptr2 + (5))
    tmp39 = tl.broadcast_to(tmp38, [XBLOCK])
    tmp48 = tl.load(in_ptr1 + (2 + 5*x0), xmask, eviction_policy='evict_last')
    tmp49 = tl.load(in_ptr2 + (10))
    tmp50 = tl.broadcast_to(tmp49, [XBLOCK])
    tmp51 = tl.load(in_ptr2 + (8))
    tmp52 = tl.broadcast_to(tmp51, [XBLOCK])
    tmp55 = tl.load(in_ptr2 + (11))
    tmp56 = tl.broadcast_to(tmp55, [XBLOCK])
    tmp57 = tl.load(in_ptr2 + (9))
    tmp58 = tl.broadcast_to(tmp57, [XBLOCK])
    tmp67 = tl.load(in_ptr1 + (3 + 5*x0), xmask, eviction_policy='evict_last')
    tmp68 = tl.load(in_ptr2 + (14))
    tmp69 = tl.broadcast_to(tmp68, [XBLOCK])
    tmp70 = tl.load(in_ptr2 + (12))
    tmp71 = tl.broadcast_to(tmp70, [XBLOCK])
    tmp74 = tl.load(in_ptr2 + (15))
    tmp75 = tl.broadcast_to(tmp74, [XBLOCK])
    tmp76 = tl.load(in_ptr2 + (13))
    tmp77 = tl.broadcast_to(tmp76, [XBLOCK])
    tmp86 = tl.load(in_ptr1 + (4 + 5*x0), xmask, eviction_policy='evict_last')
    tmp87 = tl.load(in_ptr2 + (18))
    tmp88 = tl.broadcast_to(tmp87, [XBLOCK])
    tmp89 = tl.load(in_ptr2 + (16))
    tmp90 = tl.broadcast_to(tmp89, [XBLOCK])
    tmp93 = tl.load(in_ptr2 + (19))
    tmp94 = tl.broadcast_to(tmp93, [XBLOCK])
    tmp95 = tl.load(in_ptr2 + (17))
    tmp96 = tl.broadcast_to(tmp95, [XBLOCK])
    tmp2 = tmp0 - tmp1
    tmp5 = tmp3 - tmp4
    tmp7 = tl.full([1], 0.0, tl.float32)
    tmp8 = triton_helpers.maximum(tmp2, tmp7)
    tmp9 = triton_helpers.maximum(tmp5, tmp7)
    tmp10 = tmp8 * tmp9
    tmp15 = tmp12 - tmp14
    tmp16 = triton_helpers.maximum(tmp15, tmp7)
    tmp21 = tmp18 - tmp20
    tmp22 = triton_helpers.maximum(tmp21, tmp7)
    tmp23 = tmp16 * tmp22
    tmp24 = tmp10 + tmp23
    tmp25 = tmp24 - tmp6
    tmp26 = tl.full([1], 1e-06, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = (tmp6 / tmp27)
    tmp34 = tmp31 - tmp33
    tmp35 = triton_helpers.maximum(tmp34, tmp7)
    tmp40 = tmp37 - tmp39
    tmp41 = triton_helpers.maximum(tmp40, tmp7)
    tmp42 = tmp35 * tmp41
    tmp43 = tmp10 + tmp42
    tmp44 = tmp43 - tmp29
    tmp45 = tmp44 + tmp26
    tmp46 = (tmp29 / tmp45)
    tmp47 = triton_helpers.maximum(tmp28, tmp46)
    tmp53 = tmp50 - tmp52
    tmp54 = triton_helpers.maximum(tmp53, tmp7)
    tmp59 = tmp56 - tmp58
    tmp60 = triton_helpers.maximum(tmp59, tmp7)
    tmp61 = tmp54 * tmp60
    tmp62 = tmp10 + tmp61
    tmp63 = tmp62 - tmp48
    tmp64 = tmp63 + tmp26
    tmp65 = (tmp48 / tmp64)
    tmp66 = triton_helpers.maximum(tmp47, tmp65)
    tmp72 = tmp69 - tmp71
    tmp73 = triton_helpers.maximum(tmp72, tmp7)
    tmp78 = tmp75 - tmp77
    tmp79 = triton_helpers.maximum(tmp78, tmp7)
    tmp80 = tmp73 * tmp79
    tmp81 = tmp10 + tmp80
    tmp82 = tmp81 - tmp67
    tmp83 = tmp82 + tmp26
    tmp84 = (tmp67 / tmp83)
    tmp85 = triton_helpers.maximum(tmp66, tmp84)
    tmp91 = tmp88 - tmp90
    tmp92 = triton_helpers.maximum(tmp91, tmp7)
    tmp97 = tmp94 - tmp96
    tmp98 = triton_helpers.maximum(tmp97, tmp7)
    tmp99 = tmp92 * tmp98
    tmp100 = tmp10 + tmp99
    tmp101 = tmp100 - tmp86
    tmp102 = tmp101 + tmp26
    tmp103 = (tmp86 / tmp102)
    tmp104 = triton_helpers.maximum(tmp85, tmp103)
    tmp105 = tmp28 > tmp46
    tmp106 = tmp28 == tmp46
    tmp107 = tmp28 != tmp28
    tmp108 = tmp46 != tmp46
    tmp109 = tmp107 > tmp108
    tmp110 = tmp105 | tmp109
    tmp111 = tmp107 & tmp108
    tmp112 = tmp106 | tmp111
    tmp113 = tl.full([1], 0, tl.int64)
    tmp114 = tl.full([1], 1, tl.int64)
    tmp115 = tmp113 < tmp114
    tmp116 = tmp112 & tmp115
    tmp117 = tmp110 | tmp116
    tmp118 = tl.where(tmp117, tmp28, tmp46)
    tmp119 = tl.where(tmp117, tmp113, tmp114)
    tmp120 = tmp118 > tmp65
    tmp121 = tmp118 == tmp65
    tmp122 = tmp118 != tmp118
    tmp123 = tmp65 != tmp65
    tmp124 = tmp122 > tmp123
    tmp125 = tmp120 | tmp124
    tmp126 = tmp122 & tmp123
    tmp127 = tmp121 | tmp126
    tmp128 = tl.full([1], 2, tl.int64)
    tmp129 = tmp119 < tmp128
    tmp130 = tmp127 & tmp129
    tmp131 = tmp125 | tmp130
    tmp132 = tl.where(tmp131, tmp118, tmp65)
    tmp133 = tl.where(tmp131, tmp119, tmp128)
    tmp134 = tmp132 > tmp84
    tmp135 = tmp132 == tmp84
    tmp136 = tmp132 != tmp132
    tmp137 = tmp84 != tmp84
    tmp138 = tmp136 > tmp137
    tmp139 = tmp134 | tmp138
    tmp140 = tmp136 & tmp137
    tmp141 = tmp135 | tmp140
    tmp142 = tl.full([1], 3, tl.int64)
    tmp143 = tmp133 < tmp142
    tmp144 = tmp141 & tmp143
    tmp145 = tmp139 | tmp144
    tmp146 = tl.where(tmp145, tmp132, tmp84)
    tmp147 = tl.where(tmp145, tmp133, tmp142)
    tmp148 = tmp146 > tmp103
    tmp149 = tmp146 == tmp103
    tmp150 = tmp146 != tmp146
    tmp151 = tmp103 != tmp103
    tmp152 = tmp150 > tmp151
    tmp153 = tmp148 | tmp152
    tmp154 = tmp150 & tmp151
    tmp155 = tmp149 | tmp154
    tmp156 = tl.full([1], 4, tl.int64)
    tmp157 = tmp147 < tmp156
    tmp158 = tmp155 & tmp157
    tmp159 = tmp153 | tmp158
    tmp160 = tl.where(tmp159, tmp146, tmp103)
    tmp161 = tl.where(tmp159, tmp147, tmp156)
    tmp162 = tl.full([1], 0.4, tl.float32)
    tmp163 = tmp104 > tmp162
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp5, xmask)
    tl.store(out_ptr3 + (x0), tmp161, xmask)
    tl.store(out_ptr4 + (x0), tmp163, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_detection_head_dynamic/cache/a4/ca4j5kueuarzz4kq7exvtjo4m3fwu2plfctu3634w5jzovv375xc.py
# Topologically Sorted Source Nodes: [getitem_1, getitem_3, mul, add, getitem_5, mul_1, cx, mul_2, add_2, getitem_7, mul_3, cy, getitem_8, clamp, exp, w, getitem_9, clamp_1, exp_1, h, mul_6, sub_2, mul_7, sub_3, add_4, add_5, boxes, matched, smooth_l1_loss], Original ATen: [aten.select, aten.mul, aten.add, aten.clamp, aten.exp, aten.sub, aten.stack, aten.index, aten.smooth_l1_loss]
# Source node to ATen node mapping:
#   add => add_31
#   add_2 => add_51
#   add_4 => add_100
#   add_5 => add_105
#   boxes => cat, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3
#   clamp => clamp_max
#   clamp_1 => clamp_max_1
#   cx => add_41
#   cy => add_61
#   exp => exp
#   exp_1 => exp_1
#   getitem_1 => select_1
#   getitem_3 => select_3
#   getitem_5 => select_5
#   getitem_7 => select_7
#   getitem_8 => select_8
#   getitem_9 => select_9
#   h => mul_62
#   matched => index
#   mul => mul_22
#   mul_1 => mul_29
#   mul_2 => mul_36
#   mul_3 => mul_43
#   mul_6 => mul_64
#   mul_7 => mul_67
#   smooth_l1_loss => sub_122
#   sub_2 => sub_41
#   sub_3 => sub_44
#   w => mul_53
# Graph fragment:
#   %primals_2 : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %sub_4 : Tensor "f32[s46][1]cuda:0" = PlaceHolder[target=sub_4]
#   %primals_3 : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %sub_10 : Tensor "f32[s46][1]cuda:0" = PlaceHolder[target=sub_10]
#   %cat : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=cat]
#   %getitem_1 : Tensor "i64[s46][1]cuda:0" = PlaceHolder[target=getitem_1]
#   %primals_4 : Tensor "f32[5, 4][4, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %select_1 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%primals_2, 1, 0), kwargs = {})
#   %select_3 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%primals_2, 1, 1), kwargs = {})
#   %mul_22 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, 0.5), kwargs = {})
#   %add_31 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_1, %mul_22), kwargs = {})
#   %select_5 : Tensor "f32[s46][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_3, 1, 0), kwargs = {})
#   %mul_29 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%select_5, %sub_4), kwargs = {})
#   %add_41 : Tensor "f32[s46][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_31, %mul_29), kwargs = {})
#   %mul_36 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, 0.5), kwargs = {})
#   %add_51 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_3, %mul_36), kwargs = {})
#   %select_7 : Tensor "f32[s46][4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%primals_3, 1, 1), kwargs = {})
#   %mul_43 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%select_7, %sub_10), kwargs = {})
#   %add_61 : Tensor "f32[s46][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_51, %mul_43), kwargs = {})
#   %select_8 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%primals_3, 1, 2), kwargs = {})
#   %clamp_max : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%select_8, 4.0), kwargs = {})
#   %exp : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max,), kwargs = {})
#   %mul_53 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %exp), kwargs = {})
#   %select_9 : Tensor "f32[s46][4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%primals_3, 1, 3), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%select_9, 4.0), kwargs = {})
#   %exp_1 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_1,), kwargs = {})
#   %mul_62 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %exp_1), kwargs = {})
#   %mul_64 : Tensor "f32[s46][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, 0.5), kwargs = {})
#   %sub_41 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_41, %mul_64), kwargs = {})
#   %mul_67 : Tensor "f32[s46][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_62, 0.5), kwargs = {})
#   %sub_44 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_61, %mul_67), kwargs = {})
#   %add_100 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_41, %mul_64), kwargs = {})
#   %add_105 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_61, %mul_67), kwargs = {})
#   %unsqueeze : Tensor "f32[s46, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_41, 1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[s46, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_44, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[s46, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_100, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[s46, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_105, 1), kwargs = {})
#   %cat : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze, %unsqueeze_1, %unsqueeze_2, %unsqueeze_3], 1), kwargs = {})
#   %index : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%primals_4, [%getitem_1]), kwargs = {})
#   %sub_122 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%cat, %index), kwargs = {})
#   return %cat,%sub_122
triton_poi_fused_add_clamp_exp_index_mul_select_smooth_l1_loss_stack_sub_2 = async_compile.triton('triton_poi_fused_add_clamp_exp_index_mul_select_smooth_l1_loss_stack_sub_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clamp_exp_index_mul_select_smooth_l1_loss_stack_sub_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2368}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clamp_exp_index_mul_select_smooth_l1_loss_stack_sub_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x1 = xindex // 4
    x2 = xindex
    tmp87 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (4*x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.load(in_ptr1 + (x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.full([1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp5 + tmp8
    tmp10 = tl.load(in_ptr2 + (4*x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp10 * tmp6
    tmp12 = tmp9 + tmp11
    tmp13 = tl.load(in_ptr2 + (2 + 4*x1), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp14 = tl.full([1], 4.0, tl.float32)
    tmp15 = triton_helpers.minimum(tmp13, tmp14)
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp6 * tmp16
    tmp18 = tmp17 * tmp7
    tmp19 = tmp12 - tmp18
    tmp20 = tl.full(tmp19.shape, 0.0, tmp19.dtype)
    tmp21 = tl.where(tmp4, tmp19, tmp20)
    tmp22 = tmp0 >= tmp3
    tmp23 = tl.full([1], 2, tl.int64)
    tmp24 = tmp0 < tmp23
    tmp25 = tmp22 & tmp24
    tmp26 = tl.load(in_ptr0 + (1 + 4*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr3 + (x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.full([1], 0.5, tl.float32)
    tmp29 = tmp27 * tmp28
    tmp30 = tmp26 + tmp29
    tmp31 = tl.load(in_ptr2 + (1 + 4*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp32 = tmp31 * tmp27
    tmp33 = tmp30 + tmp32
    tmp34 = tl.load(in_ptr2 + (3 + 4*x1), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.full([1], 4.0, tl.float32)
    tmp36 = triton_helpers.minimum(tmp34, tmp35)
    tmp37 = libdevice.exp(tmp36)
    tmp38 = tmp27 * tmp37
    tmp39 = tmp38 * tmp28
    tmp40 = tmp33 - tmp39
    tmp41 = tl.full(tmp40.shape, 0.0, tmp40.dtype)
    tmp42 = tl.where(tmp25, tmp40, tmp41)
    tmp43 = tmp0 >= tmp23
    tmp44 = tl.full([1], 3, tl.int64)
    tmp45 = tmp0 < tmp44
    tmp46 = tmp43 & tmp45
    tmp47 = tl.load(in_ptr0 + (4*x1), tmp46 & xmask, eviction_policy='evict_last', other=0.0)
    tmp48 = tl.load(in_ptr1 + (x1), tmp46 & xmask, eviction_policy='evict_last', other=0.0)
    tmp49 = tl.full([1], 0.5, tl.float32)
    tmp50 = tmp48 * tmp49
    tmp51 = tmp47 + tmp50
    tmp52 = tl.load(in_ptr2 + (4*x1), tmp46 & xmask, eviction_policy='evict_last', other=0.0)
    tmp53 = tmp52 * tmp48
    tmp54 = tmp51 + tmp53
    tmp55 = tl.load(in_ptr2 + (2 + 4*x1), tmp46 & xmask, eviction_policy='evict_last', other=0.0)
    tmp56 = tl.full([1], 4.0, tl.float32)
    tmp57 = triton_helpers.minimum(tmp55, tmp56)
    tmp58 = libdevice.exp(tmp57)
    tmp59 = tmp48 * tmp58
    tmp60 = tmp59 * tmp49
    tmp61 = tmp54 + tmp60
    tmp62 = tl.full(tmp61.shape, 0.0, tmp61.dtype)
    tmp63 = tl.where(tmp46, tmp61, tmp62)
    tmp64 = tmp0 >= tmp44
    tmp65 = tl.full([1], 4, tl.int64)
    tmp66 = tmp0 < tmp65
    tmp67 = tl.load(in_ptr0 + (1 + 4*x1), tmp64 & xmask, eviction_policy='evict_last', other=0.0)
    tmp68 = tl.load(in_ptr3 + (x1), tmp64 & xmask, eviction_policy='evict_last', other=0.0)
    tmp69 = tl.full([1], 0.5, tl.float32)
    tmp70 = tmp68 * tmp69
    tmp71 = tmp67 + tmp70
    tmp72 = tl.load(in_ptr2 + (1 + 4*x1), tmp64 & xmask, eviction_policy='evict_last', other=0.0)
    tmp73 = tmp72 * tmp68
    tmp74 = tmp71 + tmp73
    tmp75 = tl.load(in_ptr2 + (3 + 4*x1), tmp64 & xmask, eviction_policy='evict_last', other=0.0)
    tmp76 = tl.full([1], 4.0, tl.float32)
    tmp77 = triton_helpers.minimum(tmp75, tmp76)
    tmp78 = libdevice.exp(tmp77)
    tmp79 = tmp68 * tmp78
    tmp80 = tmp79 * tmp69
    tmp81 = tmp74 + tmp80
    tmp82 = tl.full(tmp81.shape, 0.0, tmp81.dtype)
    tmp83 = tl.where(tmp64, tmp81, tmp82)
    tmp84 = tl.where(tmp46, tmp63, tmp83)
    tmp85 = tl.where(tmp25, tmp42, tmp84)
    tmp86 = tl.where(tmp4, tmp21, tmp85)
    tmp88 = tl.full([XBLOCK], 5, tl.int32)
    tmp89 = tmp87 + tmp88
    tmp90 = tmp87 < 0
    tmp91 = tl.where(tmp90, tmp89, tmp87)
    tl.device_assert(((0 <= tmp91) & (tmp91 < 5)) | ~(xmask), "index out of bounds: 0 <= tmp91 < 5")
    tmp93 = tl.load(in_ptr5 + (x0 + 4*tmp91), xmask)
    tmp94 = tmp86 - tmp93
    tl.store(out_ptr0 + (x2), tmp86, xmask)
    tl.store(out_ptr1 + (x2), tmp94, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_detection_head_dynamic/cache/zz/czzcyhl5k36za77pnd4a46sr2up2fj3sznojfcuhejwlq6hs4ao6.py
# Topologically Sorted Source Nodes: [getitem_29, zeros_like, labels, unsqueeze, setitem, p, ce, mul_13, sub_10, mul_14, pt, sub_12, pow_1, mul_15, sum_1], Original ATen: [aten.index, aten.zeros_like, aten.where, aten.unsqueeze, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten.lift_fresh, aten.select, aten.fill, aten.sigmoid, aten.binary_cross_entropy_with_logits, aten.mul, aten.rsub, aten.add, aten.pow, aten.sum]
# Source node to ATen node mapping:
#   ce => abs_1, exp_2, full_default_3, log1p, minimum_1, mul_167, neg, sub_107, sub_108, sub_109
#   getitem_29 => index_1
#   labels => where
#   mul_13 => mul_170
#   mul_14 => mul_177
#   mul_15 => mul_186
#   p => sigmoid
#   pow_1 => pow_1
#   pt => add_267
#   setitem => copy, full_default_2, select_21
#   sub_10 => sub_112
#   sub_12 => sub_118
#   sum_1 => sum_1
#   unsqueeze => unsqueeze_10
#   zeros_like => full_default
# Graph fragment:
#   %gt : Tensor "b8[s46][1]cuda:0" = PlaceHolder[target=gt]
#   %getitem_1 : Tensor "i64[s46][1]cuda:0" = PlaceHolder[target=getitem_1]
#   %primals_5 : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=primals_5]
#   %select_scatter_default : Tensor "f32[s88, 7][7, 1]cuda:0" = PlaceHolder[target=select_scatter_default]
#   %primals_7 : Tensor "f32[s46, 7][7, 1]cuda:0" = PlaceHolder[target=primals_7]
#   %index_1 : Tensor "i64[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%primals_5, [%getitem_1]), kwargs = {})
#   %full_default : Tensor "i64[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%primals_1], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "i64[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt, %index_1, %full_default), kwargs = {})
#   %unsqueeze_10 : Tensor "i64[s46, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where, 1), kwargs = {})
#   %iota_default : Tensor "i64[7][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (7,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_default : Tensor "i64[1, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 7]), kwargs = {})
#   %expand_default : Tensor "i64[s46, 7][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [%primals_6, 7]), kwargs = {})
#   %eq_tensor : Tensor "b8[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %where_self : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_21 : Tensor "f32[s46][7]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%where_self, 1, 0), kwargs = {})
#   %copy : Tensor "f32[s46][7]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_21, %full_default_2), kwargs = {})
#   %select_scatter_default : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.select_scatter.default](args = (%where_self, %copy, 1, 0), kwargs = {})
#   %sigmoid : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%primals_7,), kwargs = {})
#   %sub_107 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %select_scatter_default), kwargs = {})
#   %mul_167 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_107, %primals_7), kwargs = {})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %minimum_1 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.minimum.default](args = (%full_default_3, %primals_7), kwargs = {})
#   %abs_1 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%primals_7,), kwargs = {})
#   %neg : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%abs_1,), kwargs = {})
#   %exp_2 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %log1p : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.log1p.default](args = (%exp_2,), kwargs = {})
#   %sub_108 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%minimum_1, %log1p), kwargs = {})
#   %sub_109 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_167, %sub_108), kwargs = {})
#   %mul_170 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %select_scatter_default), kwargs = {})
#   %sub_112 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_177 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_112, %sub_107), kwargs = {})
#   %add_267 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_170, %mul_177), kwargs = {})
#   %sub_118 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %add_267), kwargs = {})
#   %pow_1 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sub_118, 2), kwargs = {})
#   %mul_186 : Tensor "f32[s46, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_109, %pow_1), kwargs = {})
#   %sum_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%mul_186,), kwargs = {})
#   return %select_scatter_default,%sum_1
triton_red_fused_add_arange_binary_cross_entropy_with_logits_eq_expand_fill_index_lift_fresh_mul_pow_rsub_scalar_tensor_select_sigmoid_sum_unsqueeze_view_where_zeros_like_3 = async_compile.triton('triton_red_fused_add_arange_binary_cross_entropy_with_logits_eq_expand_fill_index_lift_fresh_mul_pow_rsub_scalar_tensor_select_sigmoid_sum_unsqueeze_view_where_zeros_like_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*i64', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_arange_binary_cross_entropy_with_logits_eq_expand_fill_index_lift_fresh_mul_pow_rsub_scalar_tensor_select_sigmoid_sum_unsqueeze_view_where_zeros_like_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1036}}
)
@triton.jit
def triton_red_fused_add_arange_binary_cross_entropy_with_logits_eq_expand_fill_index_lift_fresh_mul_pow_rsub_scalar_tensor_select_sigmoid_sum_unsqueeze_view_where_zeros_like_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp37 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = (r0_index % 7)
        r0_1 = r0_index // 7
        r0_2 = r0_index
        tmp3 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp4 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp19 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp0 = r0_0
        tmp1 = tl.full([1, 1], 0, tl.int32)
        tmp2 = tmp0 == tmp1
        tmp5 = tl.full([1, 1], 5, tl.int32)
        tmp6 = tmp4 + tmp5
        tmp7 = tmp4 < 0
        tmp8 = tl.where(tmp7, tmp6, tmp4)
        tl.device_assert(((0 <= tmp8) & (tmp8 < 5)) | ~(r0_mask), "index out of bounds: 0 <= tmp8 < 5")
        tmp10 = tl.load(in_ptr2 + (tmp8), r0_mask, eviction_policy='evict_last')
        tmp11 = tl.full([1, 1], 0, tl.int64)
        tmp12 = tl.where(tmp3, tmp10, tmp11)
        tmp13 = tmp12 == tmp0
        tmp14 = tl.full([1, 1], 1.0, tl.float32)
        tmp15 = tl.full([1, 1], 0.0, tl.float32)
        tmp16 = tl.where(tmp13, tmp14, tmp15)
        tmp17 = tl.where(tmp2, tmp15, tmp16)
        tmp18 = tmp14 - tmp17
        tmp20 = tmp18 * tmp19
        tmp21 = triton_helpers.minimum(tmp15, tmp19)
        tmp22 = tl_math.abs(tmp19)
        tmp23 = -tmp22
        tmp24 = libdevice.exp(tmp23)
        tmp25 = libdevice.log1p(tmp24)
        tmp26 = tmp21 - tmp25
        tmp27 = tmp20 - tmp26
        tmp28 = tl.sigmoid(tmp19)
        tmp29 = tmp28 * tmp17
        tmp30 = tmp14 - tmp28
        tmp31 = tmp30 * tmp18
        tmp32 = tmp29 + tmp31
        tmp33 = tmp14 - tmp32
        tmp34 = tmp33 * tmp33
        tmp35 = tmp27 * tmp34
        tmp36 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
        tmp38 = _tmp37 + tmp36
        _tmp37 = tl.where(r0_mask, tmp38, _tmp37)
        tl.store(out_ptr0 + (tl.broadcast_to(r0_2, [XBLOCK, R0_BLOCK])), tmp17, r0_mask)
    tmp37 = tl.sum(_tmp37, 1)[:, None]
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp37, None)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_detection_head_dynamic/cache/6b/c6bo3lajqyfzyltl6pcxcb6semtnezmaduir55kixo6yuqr6ymc6.py
# Topologically Sorted Source Nodes: [sum_2, clamp_7, focal, smooth_l1_loss, sum_3, mul_16, sum_4, box, add_9], Original ATen: [aten.sum, aten.clamp, aten.div, aten.smooth_l1_loss, aten.mul, aten.add]
# Source node to ATen node mapping:
#   add_9 => add_287
#   box => div_3
#   clamp_7 => clamp_min_5
#   focal => div_1
#   mul_16 => mul_193
#   smooth_l1_loss => abs_2, div_2, lt_2, mul_189, pow_2, sub_123, where_1
#   sum_2 => sum_2
#   sum_3 => sum_3
#   sum_4 => sum_4
# Graph fragment:
#   %sub_122 : Tensor "f32[s46, 4][4, 1]cuda:0" = PlaceHolder[target=sub_122]
#   %gt : Tensor "b8[s46][1]cuda:0" = PlaceHolder[target=gt]
#   %sum_3 : Tensor "f32[s46][1]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_2 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_1]
#   %clamp_min_5 : Tensor "i64[][]cuda:0" = PlaceHolder[target=clamp_min_5]
#   %sum_4 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_4]
#   %sum_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%gt,), kwargs = {})
#   %clamp_min_5 : Tensor "i64[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_min.default](args = (%sum_2, 1), kwargs = {})
#   %div_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_1, %clamp_min_5), kwargs = {})
#   %abs_2 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.abs.default](args = (%sub_122,), kwargs = {})
#   %lt_2 : Tensor "b8[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%abs_2, 1.0), kwargs = {})
#   %pow_2 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%abs_2, 2), kwargs = {})
#   %mul_189 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_2, 0.5), kwargs = {})
#   %div_2 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_189, 1.0), kwargs = {})
#   %sub_123 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%abs_2, 0.5), kwargs = {})
#   %where_1 : Tensor "f32[s46, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_2, %div_2, %sub_123), kwargs = {})
#   %sum_3 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [1]), kwargs = {})
#   %mul_193 : Tensor "f32[s46][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %gt), kwargs = {})
#   %sum_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%mul_193,), kwargs = {})
#   %div_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_4, %clamp_min_5), kwargs = {})
#   %add_287 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_1, %div_3), kwargs = {})
#   return %sum_3,%sum_2,%sum_4,%clamp_min_5,%add_287
triton_red_fused_add_clamp_div_mul_smooth_l1_loss_sum_4 = async_compile.triton('triton_red_fused_add_clamp_div_mul_smooth_l1_loss_sum_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 64},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i64', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_clamp_div_mul_smooth_l1_loss_sum_4', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 37}}
)
@triton.jit
def triton_red_fused_add_clamp_div_mul_smooth_l1_loss_sum_4(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp40 = tl.full([XBLOCK, R0_BLOCK], 0, tl.int64)
    _tmp45 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (4*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.load(in_ptr0 + (1 + 4*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp19 = tl.load(in_ptr0 + (2 + 4*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp28 = tl.load(in_ptr0 + (3 + 4*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp37 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp1 = tl_math.abs(tmp0)
        tmp2 = tl.full([1, 1], 1.0, tl.float32)
        tmp3 = tmp1 < tmp2
        tmp4 = tmp1 * tmp1
        tmp5 = tl.full([1, 1], 0.5, tl.float32)
        tmp6 = tmp4 * tmp5
        tmp7 = tmp6 * tmp2
        tmp8 = tmp1 - tmp5
        tmp9 = tl.where(tmp3, tmp7, tmp8)
        tmp11 = tl_math.abs(tmp10)
        tmp12 = tmp11 < tmp2
        tmp13 = tmp11 * tmp11
        tmp14 = tmp13 * tmp5
        tmp15 = tmp14 * tmp2
        tmp16 = tmp11 - tmp5
        tmp17 = tl.where(tmp12, tmp15, tmp16)
        tmp18 = tmp9 + tmp17
        tmp20 = tl_math.abs(tmp19)
        tmp21 = tmp20 < tmp2
        tmp22 = tmp20 * tmp20
        tmp23 = tmp22 * tmp5
        tmp24 = tmp23 * tmp2
        tmp25 = tmp20 - tmp5
        tmp26 = tl.where(tmp21, tmp24, tmp25)
        tmp27 = tmp18 + tmp26
        tmp29 = tl_math.abs(tmp28)
        tmp30 = tmp29 < tmp2
        tmp31 = tmp29 * tmp29
        tmp32 = tmp31 * tmp5
        tmp33 = tmp32 * tmp2
        tmp34 = tmp29 - tmp5
        tmp35 = tl.where(tmp30, tmp33, tmp34)
        tmp36 = tmp27 + tmp35
        tmp38 = tmp37.to(tl.int64)
        tmp39 = tl.broadcast_to(tmp38, [XBLOCK, R0_BLOCK])
        tmp41 = _tmp40 + tmp39
        _tmp40 = tl.where(r0_mask, tmp41, _tmp40)
        tmp42 = tmp37.to(tl.float32)
        tmp43 = tmp36 * tmp42
        tmp44 = tl.broadcast_to(tmp43, [XBLOCK, R0_BLOCK])
        tmp46 = _tmp45 + tmp44
        _tmp45 = tl.where(r0_mask, tmp46, _tmp45)
    tmp40 = tl.sum(_tmp40, 1)[:, None]
    tmp45 = tl.sum(_tmp45, 1)[:, None]
    tmp49 = tl.load(in_out_ptr1 + (0))
    tmp50 = tl.broadcast_to(tmp49, [1, 1])
    tmp47 = tl.full([1, 1], 1, tl.int64)
    tmp48 = triton_helpers.maximum(tmp40, tmp47)
    tmp51 = tmp48.to(tl.float32)
    tmp52 = (tmp50 / tmp51)
    tmp53 = (tmp45 / tmp51)
    tmp54 = tmp52 + tmp53
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp48, None)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp54, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7 = args
        args.clear()
        s46 = primals_1
        s88 = primals_6
        assert_size_stride(primals_2, (s46, 4), (4, 1))
        assert_size_stride(primals_3, (s46, 4), (4, 1))
        assert_size_stride(primals_4, (5, 4), (4, 1))
        assert_size_stride(primals_5, (5, ), (1, ))
        assert_size_stride(primals_7, (s46, 7), (7, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf3 = empty_strided_cuda((s46, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_18, getitem_19, lt, getitem_20, getitem_21, rb, sub_8, wh, getitem_22, getitem_23, inter], Original ATen: [aten.unsqueeze, aten.slice, aten.maximum, aten.minimum, aten.sub, aten.clamp, aten.select, aten.mul]
            triton_poi_fused_clamp_maximum_minimum_mul_select_slice_sub_unsqueeze_0_xnumel = 5*s46
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_maximum_minimum_mul_select_slice_sub_unsqueeze_0.run(primals_2, primals_4, buf3, triton_poi_fused_clamp_maximum_minimum_mul_select_slice_sub_unsqueeze_0_xnumel, stream=stream0)
            buf0 = empty_strided_cuda((s46, ), (1, ), torch.float32)
            buf1 = empty_strided_cuda((s46, ), (1, ), torch.float32)
            buf5 = empty_strided_cuda((s46, ), (1, ), torch.int64)
            buf6 = empty_strided_cuda((s46, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [getitem, getitem_1, wa, getitem_2, getitem_3, ha, clamp_2, clamp_3, area_a, getitem_14, getitem_15, sub_6, clamp_4, getitem_16, getitem_17, sub_7, clamp_5, area_b, getitem_24, getitem_25, add_6, sub_9, add_7, iou, max_2, pos], Original ATen: [aten.select, aten.sub, aten.clamp, aten.mul, aten.unsqueeze, aten.add, aten.div, aten.max, aten.gt]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_div_gt_max_mul_select_sub_unsqueeze_1.run(primals_2, buf3, primals_4, buf0, buf1, buf5, buf6, s46, stream=stream0)
            del buf3
            buf2 = empty_strided_cuda((s46, 4), (4, 1), torch.float32)
            buf11 = empty_strided_cuda((s46, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_1, getitem_3, mul, add, getitem_5, mul_1, cx, mul_2, add_2, getitem_7, mul_3, cy, getitem_8, clamp, exp, w, getitem_9, clamp_1, exp_1, h, mul_6, sub_2, mul_7, sub_3, add_4, add_5, boxes, matched, smooth_l1_loss], Original ATen: [aten.select, aten.mul, aten.add, aten.clamp, aten.exp, aten.sub, aten.stack, aten.index, aten.smooth_l1_loss]
            triton_poi_fused_add_clamp_exp_index_mul_select_smooth_l1_loss_stack_sub_2_xnumel = 4*s46
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clamp_exp_index_mul_select_smooth_l1_loss_stack_sub_2.run(primals_2, buf0, primals_3, buf1, buf5, primals_4, buf2, buf11, triton_poi_fused_add_clamp_exp_index_mul_select_smooth_l1_loss_stack_sub_2_xnumel, stream=stream0)
            del primals_2
            del primals_4
            buf7 = empty_strided_cuda((s46, 7), (7, 1), torch.float32)
            buf8 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_29, zeros_like, labels, unsqueeze, setitem, p, ce, mul_13, sub_10, mul_14, pt, sub_12, pow_1, mul_15, sum_1], Original ATen: [aten.index, aten.zeros_like, aten.where, aten.unsqueeze, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten.lift_fresh, aten.select, aten.fill, aten.sigmoid, aten.binary_cross_entropy_with_logits, aten.mul, aten.rsub, aten.add, aten.pow, aten.sum]
            triton_red_fused_add_arange_binary_cross_entropy_with_logits_eq_expand_fill_index_lift_fresh_mul_pow_rsub_scalar_tensor_select_sigmoid_sum_unsqueeze_view_where_zeros_like_3_r0_numel = 7*s46
            stream0 = get_raw_stream(0)
            triton_red_fused_add_arange_binary_cross_entropy_with_logits_eq_expand_fill_index_lift_fresh_mul_pow_rsub_scalar_tensor_select_sigmoid_sum_unsqueeze_view_where_zeros_like_3.run(buf6, buf5, primals_5, primals_7, buf7, buf8, 1, triton_red_fused_add_arange_binary_cross_entropy_with_logits_eq_expand_fill_index_lift_fresh_mul_pow_rsub_scalar_tensor_select_sigmoid_sum_unsqueeze_view_where_zeros_like_3_r0_numel, stream=stream0)
            del buf5
            del primals_5
            buf9 = empty_strided_cuda((), (), torch.int64)
            buf10 = buf9; del buf9  # reuse
            buf14 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [sum_2, clamp_7, focal, smooth_l1_loss, sum_3, mul_16, sum_4, box, add_9], Original ATen: [aten.sum, aten.clamp, aten.div, aten.smooth_l1_loss, aten.mul, aten.add]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_clamp_div_mul_smooth_l1_loss_sum_4.run(buf10, buf14, buf11, buf6, 1, s46, stream=stream0)
        return (buf14, buf2, primals_7, buf0, buf1, reinterpret_tensor(primals_3, (s46, ), (4, ), 2), reinterpret_tensor(primals_3, (s46, ), (4, ), 3), buf6, buf7, buf10, buf11, s46, s46, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 37
    primals_2 = rand_strided((37, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((37, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((5, 4), (4, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((5, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_6 = 37
    primals_7 = rand_strided((37, 7), (7, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
