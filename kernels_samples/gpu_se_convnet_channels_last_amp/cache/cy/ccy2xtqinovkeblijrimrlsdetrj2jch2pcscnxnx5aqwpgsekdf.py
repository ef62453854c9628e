# AOT ID: ['1_backward']
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


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/22/c22ei7vvtc5s7wcbzri2i4lj5jaxzpalctybyvkxh66r75b7u3z2.py
# Topologically Sorted Source Nodes: [convert_element_type_68, unsqueeze_36, unsqueeze_37, expand, div_10, y_5, add_2, le, lt, div_11, add_456, mul_288, where, full_default, where_1, convert_element_type_71, sum_2, convert_element_type_74], Original ATen: [aten._to_copy, aten.unsqueeze, aten.expand, aten.div, aten.clone, aten.native_group_norm, aten.add, aten.hardswish_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_2 => add_435
#   add_456 => add_456
#   convert_element_type_68 => convert_element_type_68
#   convert_element_type_71 => convert_element_type_71
#   convert_element_type_74 => convert_element_type_74
#   div_10 => div_10
#   div_11 => div_11
#   expand => expand
#   full_default => full_default
#   le => le
#   lt => lt
#   mul_288 => mul_288
#   sum_2 => sum_2
#   unsqueeze_36 => unsqueeze_36
#   unsqueeze_37 => unsqueeze_37
#   where => where
#   where_1 => where_1
#   y_5 => add_407, clone_5, convert_element_type_53, mul_258, mul_259, sub_90, unsqueeze_30, unsqueeze_31, unsqueeze_32, unsqueeze_33, unsqueeze_34, unsqueeze_35, view_10, view_11
# Graph fragment:
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=convolution_14]
#   %getitem_11 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %rsqrt_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_5]
#   %primals_43 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_43]
#   %primals_44 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_44]
#   %convolution_15 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=convolution_15]
#   %add_435 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=add_435]
#   %mm : Tensor "bf16[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mm]
#   %convert_element_type_71 : Tensor "bf16[s77, 32, 4, 4][512, 16, 4, 1]cuda:0" = PlaceHolder[target=convert_element_type_71]
#   %sum_2 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=sum_2]
#   %convert_element_type_68 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm, torch.float32), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[s77, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_68, 2), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, 3), kwargs = {})
#   %expand : Tensor "f32[s77, 32, 4, 4][32, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_37, [%primals_3, 32, 4, 4]), kwargs = {})
#   %div_10 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 16), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %clone_5 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_53,), kwargs = {memory_format: torch.contiguous_format})
#   %view_10 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%primals_3, 4, 8, 16]), kwargs = {})
#   %sub_90 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_10, %getitem_11), kwargs = {})
#   %mul_258 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_90, %rsqrt_5), kwargs = {})
#   %view_11 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_258, [%primals_3, 32, 4, 4]), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_43, 0), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, 2), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_31, 3), kwargs = {})
#   %mul_259 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, %unsqueeze_32), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_44, 0), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_33, 2), kwargs = {})
#   %unsqueeze_35 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_34, 3), kwargs = {})
#   %add_407 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_259, %unsqueeze_35), kwargs = {})
#   %add_435 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_407, %convolution_15), kwargs = {})
#   %le : Tensor "b8[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_435, -3), kwargs = {})
#   %lt : Tensor "b8[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_435, 3), kwargs = {})
#   %div_11 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_435, 3), kwargs = {})
#   %add_456 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_11, 0.5), kwargs = {})
#   %mul_288 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_10, %add_456), kwargs = {})
#   %where : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt, %mul_288, %div_10), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %where), kwargs = {})
#   %convert_element_type_71 : Tensor "bf16[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_1, torch.bfloat16), kwargs = {})
#   %sum_2 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_71, [0, 2, 3]), kwargs = {})
#   %convert_element_type_74 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_2, torch.float32), kwargs = {})
#   return %add_435,%convert_element_type_71,%sum_2,%convert_element_type_74
triton_red_fused__to_copy_add_clone_convolution_backward_div_expand_hardswish_backward_native_group_norm_unsqueeze_0 = async_compile.triton('triton_red_fused__to_copy_add_clone_convolution_backward_div_expand_hardswish_backward_native_group_norm_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_clone_convolution_backward_div_expand_hardswish_backward_native_group_norm_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25472, 'r0_': 8192}}
)
@triton.jit
def triton_red_fused__to_copy_add_clone_convolution_backward_div_expand_hardswish_backward_native_group_norm_unsqueeze_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp6 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp31 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        r0_2 = r0_index // 16
        r0_1 = (r0_index % 16)
        tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (4*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr2 + (4*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.load(in_ptr5 + (x0 + 32*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp17 = tl.load(in_ptr6 + (x0 + 32*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp1 - tmp2
        tmp5 = tmp3 * tmp4
        tmp7 = tmp5 * tmp6
        tmp9 = tmp7 + tmp8
        tmp11 = tmp10.to(tl.float32)
        tmp12 = tmp9 + tmp11
        tmp13 = tl.full([1, 1], -3.0, tl.float32)
        tmp14 = tmp12 <= tmp13
        tmp15 = tl.full([1, 1], 3.0, tl.float32)
        tmp16 = tmp12 < tmp15
        tmp18 = tmp17.to(tl.float32)
        tmp19 = tl.full([1, 1], 0.0625, tl.float32)
        tmp20 = tmp18 * tmp19
        tmp21 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp22 = tmp12 * tmp21
        tmp23 = tl.full([1, 1], 0.5, tl.float32)
        tmp24 = tmp22 + tmp23
        tmp25 = tmp20 * tmp24
        tmp26 = tl.where(tmp16, tmp25, tmp20)
        tmp27 = tl.full([1, 1], 0.0, tl.float32)
        tmp28 = tl.where(tmp14, tmp27, tmp26)
        tmp29 = tmp28.to(tl.float32)
        tmp30 = tl.broadcast_to(tmp29, [XBLOCK, R0_BLOCK])
        tmp32 = _tmp31 + tmp30
        _tmp31 = tl.where(r0_mask & xmask, tmp32, _tmp31)
        tl.store(out_ptr0 + (x0 + 32*r0_3), tmp12, r0_mask & xmask)
        tl.store(out_ptr1 + (r0_1 + 16*x0 + 512*r0_2), tmp29, r0_mask & xmask)
    tmp31 = tl.sum(_tmp31, 1)[:, None]
    tmp33 = tmp31.to(tl.float32)
    tl.store(out_ptr3 + (x0), tmp33, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/st/cst7iziqwnzz6ankpiuinhau54yly3s64hd2ae4lanx32yxyfhuv.py
# Topologically Sorted Source Nodes: [convert_element_type_68, unsqueeze_36, unsqueeze_37, expand, div_10, y_5, le, lt, div_11, add_456, mul_288, where, full_default, where_1, mul_289, view_13, sum_3, view_14, sum_4], Original ATen: [aten._to_copy, aten.unsqueeze, aten.expand, aten.div, aten.clone, aten.hardswish_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_456 => add_456
#   convert_element_type_68 => convert_element_type_68
#   div_10 => div_10
#   div_11 => div_11
#   expand => expand
#   full_default => full_default
#   le => le
#   lt => lt
#   mul_288 => mul_288
#   mul_289 => mul_289
#   sum_3 => sum_3
#   sum_4 => sum_4
#   unsqueeze_36 => unsqueeze_36
#   unsqueeze_37 => unsqueeze_37
#   view_13 => view_13
#   view_14 => view_14
#   where => where
#   where_1 => where_1
#   y_5 => clone_5, convert_element_type_53
# Graph fragment:
#   %add_435 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=add_435]
#   %mm : Tensor "bf16[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mm]
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=convolution_14]
#   %convert_element_type_68 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm, torch.float32), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[s77, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_68, 2), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, 3), kwargs = {})
#   %expand : Tensor "f32[s77, 32, 4, 4][32, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_37, [%primals_3, 32, 4, 4]), kwargs = {})
#   %div_10 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 16), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %clone_5 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_53,), kwargs = {memory_format: torch.contiguous_format})
#   %le : Tensor "b8[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_435, -3), kwargs = {})
#   %lt : Tensor "b8[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_435, 3), kwargs = {})
#   %div_11 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_435, 3), kwargs = {})
#   %add_456 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_11, 0.5), kwargs = {})
#   %mul_288 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_10, %add_456), kwargs = {})
#   %where : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt, %mul_288, %div_10), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %where), kwargs = {})
#   %mul_289 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %clone_5), kwargs = {})
#   %view_13 : Tensor "f32[s77, 32, 16][512, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_289, [%primals_3, 32, 16]), kwargs = {})
#   %sum_3 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_13, [2]), kwargs = {})
#   %view_14 : Tensor "f32[s77, 32, 16][512, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_1, [%primals_3, 32, 16]), kwargs = {})
#   %sum_4 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_14, [2]), kwargs = {})
#   return %sum_3,%sum_4
triton_per_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_backward_unsqueeze_1 = async_compile.triton('triton_per_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_backward_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_backward_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14592, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_backward_unsqueeze_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 32)
    x1 = xindex // 32
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_2 + 512*x1), xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp17 = tl.load(in_ptr2 + (x0 + 32*r0_2 + 512*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.full([1, 1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tl.full([1, 1], 0.0625, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.full([1, 1], 0.3333333333333333, tl.float32)
    tmp10 = tmp0 * tmp9
    tmp11 = tl.full([1, 1], 0.5, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp8 * tmp12
    tmp14 = tl.where(tmp4, tmp13, tmp8)
    tmp15 = tl.full([1, 1], 0.0, tl.float32)
    tmp16 = tl.where(tmp2, tmp15, tmp14)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp16 * tmp18
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(xmask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp24 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(xmask, tmp24, 0)
    tmp27 = tl.sum(tmp26, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp23, xmask)
    tl.store(out_ptr1 + (x3), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/wh/cwhfrilmbffy2c3zkp2o52latavvolaaihxq2nuw7643rwsm35m6.py
# Topologically Sorted Source Nodes: [y_5, mul_290, view_15, sum_5, mul_291, view_16, sum_6], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   mul_290 => mul_290
#   mul_291 => mul_291
#   sum_5 => sum_5
#   sum_6 => sum_6
#   view_15 => view_15
#   view_16 => view_16
#   y_5 => unsqueeze_30
# Graph fragment:
#   %sum_3 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %primals_43 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_43]
#   %sum_4 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %unsqueeze_30 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_43, 0), kwargs = {})
#   %mul_290 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %unsqueeze_30), kwargs = {})
#   %view_15 : Tensor "f32[s77, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_290, [%primals_3, 4, 8]), kwargs = {})
#   %sum_5 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_15, [2]), kwargs = {})
#   %mul_291 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %unsqueeze_30), kwargs = {})
#   %view_16 : Tensor "f32[s77, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_291, [%primals_3, 4, 8]), kwargs = {})
#   %sum_6 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_16, [2]), kwargs = {})
#   return %sum_5,%sum_6
triton_per_fused_native_group_norm_native_group_norm_backward_2 = async_compile.triton('triton_per_fused_native_group_norm_native_group_norm_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_group_norm_native_group_norm_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 1152}}
)
@triton.jit
def triton_per_fused_native_group_norm_native_group_norm_backward_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 8*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 8*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_2 + 8*x3), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp7 * tmp1
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/3e/c3ekhsiiibjfytkf2w62tq3scp7pxcahx7ghhalrk553nfi52hdk.py
# Topologically Sorted Source Nodes: [convert_element_type_68, unsqueeze_36, unsqueeze_37, expand, div_10, y_5, le, lt, div_11, add_456, mul_288, where, full_default, where_1, unsqueeze_40, view_17, mul_292, mul_293, sub_103, mul_294, mul_295, mul_296, mul_297, unsqueeze_41, unsqueeze_42, unsqueeze_43, view_18, mul_301, mul_302, add_457], Original ATen: [aten._to_copy, aten.unsqueeze, aten.expand, aten.div, aten.clone, aten.native_group_norm, aten.hardswish_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_456 => add_456
#   add_457 => add_457
#   convert_element_type_68 => convert_element_type_68
#   div_10 => div_10
#   div_11 => div_11
#   expand => expand
#   full_default => full_default
#   le => le
#   lt => lt
#   mul_288 => mul_288
#   mul_292 => mul_292
#   mul_293 => mul_293
#   mul_294 => mul_294
#   mul_295 => mul_295
#   mul_296 => mul_296
#   mul_297 => mul_297
#   mul_301 => mul_301
#   mul_302 => mul_302
#   sub_103 => sub_103
#   unsqueeze_36 => unsqueeze_36
#   unsqueeze_37 => unsqueeze_37
#   unsqueeze_40 => unsqueeze_40
#   unsqueeze_41 => unsqueeze_41
#   unsqueeze_42 => unsqueeze_42
#   unsqueeze_43 => unsqueeze_43
#   view_17 => view_17
#   view_18 => view_18
#   where => where
#   where_1 => where_1
#   y_5 => clone_5, convert_element_type_53, squeeze_10, squeeze_11, view_10
# Graph fragment:
#   %add_435 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=add_435]
#   %mm : Tensor "bf16[s77, 32][32, 1]cuda:0" = PlaceHolder[target=mm]
#   %rsqrt_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_5]
#   %primals_43 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_43]
#   %convolution_14 : Tensor "bf16[s77, 32, 4, 4][512, 1, 128, 32]cuda:0" = PlaceHolder[target=convolution_14]
#   %sum_6 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_6]
#   %getitem_11 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %sum_5 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_5]
#   %convert_element_type_68 : Tensor "f32[s77, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm, torch.float32), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[s77, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_68, 2), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[s77, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, 3), kwargs = {})
#   %expand : Tensor "f32[s77, 32, 4, 4][32, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_37, [%primals_3, 32, 4, 4]), kwargs = {})
#   %div_10 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 16), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[s77, 32, 4, 4][512, 1, 128, 32]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %clone_5 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_53,), kwargs = {memory_format: torch.contiguous_format})
#   %view_10 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [%primals_3, 4, 8, 16]), kwargs = {})
#   %le : Tensor "b8[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_435, -3), kwargs = {})
#   %lt : Tensor "b8[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_435, 3), kwargs = {})
#   %div_11 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_435, 3), kwargs = {})
#   %add_456 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_11, 0.5), kwargs = {})
#   %mul_288 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_10, %add_456), kwargs = {})
#   %where : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt, %mul_288, %div_10), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %where), kwargs = {})
#   %squeeze_11 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_5, [2, 3]), kwargs = {})
#   %unsqueeze_40 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_11, -1), kwargs = {})
#   %view_17 : Tensor "f32[1, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_43, [1, 4, 8]), kwargs = {})
#   %mul_292 : Tensor "f32[s77, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_40, %view_17), kwargs = {})
#   %squeeze_10 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_11, [2, 3]), kwargs = {})
#   %mul_293 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_10), kwargs = {})
#   %sub_103 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_293, %sum_5), kwargs = {})
#   %mul_294 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_103, %squeeze_11), kwargs = {})
#   %mul_295 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_294, %squeeze_11), kwargs = {})
#   %mul_296 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_295, %squeeze_11), kwargs = {})
#   %mul_297 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_296, 0.0078125), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[s77, 4, 8, 1][32, 8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_292, -1), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_297, -1), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, -1), kwargs = {})
#   %view_18 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_1, [%primals_3, 4, 8, 16]), kwargs = {})
#   %mul_301 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_18, %unsqueeze_41), kwargs = {})
#   %mul_302 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, %unsqueeze_43), kwargs = {})
#   %add_457 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_301, %mul_302), kwargs = {})
#   return %add_457
triton_poi_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_native_group_norm_backward_unsqueeze_3 = async_compile.triton('triton_poi_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_native_group_norm_backward_unsqueeze_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_native_group_norm_backward_unsqueeze_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 29056}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_native_group_norm_backward_unsqueeze_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x3 = xindex // 512
    x5 = (xindex % 32)
    x1 = ((xindex // 8) % 4)
    tmp0 = tl.load(in_out_ptr0 + (x4), xmask)
    tmp5 = tl.load(in_ptr0 + (x5 + 32*x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp17 = tl.load(in_ptr1 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr2 + (x5), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr3 + (x4), xmask).to(tl.float32)
    tmp23 = tl.load(in_ptr4 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr5 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr6 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tl.full([1], 0.0625, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.full([1], 0.3333333333333333, tl.float32)
    tmp10 = tmp0 * tmp9
    tmp11 = tl.full([1], 0.5, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp8 * tmp12
    tmp14 = tl.where(tmp4, tmp13, tmp8)
    tmp15 = tl.full([1], 0.0, tl.float32)
    tmp16 = tl.where(tmp2, tmp15, tmp14)
    tmp19 = tmp17 * tmp18
    tmp20 = tmp16 * tmp19
    tmp22 = tmp21.to(tl.float32)
    tmp25 = tmp23 * tmp24
    tmp27 = tmp25 - tmp26
    tmp28 = tmp27 * tmp17
    tmp29 = tmp28 * tmp17
    tmp30 = tmp29 * tmp17
    tmp31 = tl.full([1], 0.0078125, tl.float32)
    tmp32 = tmp30 * tmp31
    tmp33 = tmp22 * tmp32
    tmp34 = tmp20 + tmp33
    tl.store(in_out_ptr0 + (x4), tmp34, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/zb/czbt4wfeamec2b5tdwbdvhyk6kuppb2s6y3dxevuzhsnyveoukth.py
# Topologically Sorted Source Nodes: [y_5, mul_293, sub_103, mul_294, mul_295, mul_296, mul_297, neg, mul_298, mul_299, mul_300, sub_104, unsqueeze_44, unsqueeze_45, add_458, view_20, convert_element_type_75, sum_9, convert_element_type_78], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten._to_copy, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_458 => add_458
#   convert_element_type_75 => convert_element_type_75
#   convert_element_type_78 => convert_element_type_78
#   mul_293 => mul_293
#   mul_294 => mul_294
#   mul_295 => mul_295
#   mul_296 => mul_296
#   mul_297 => mul_297
#   mul_298 => mul_298
#   mul_299 => mul_299
#   mul_300 => mul_300
#   neg => neg
#   sub_103 => sub_103
#   sub_104 => sub_104
#   sum_9 => sum_9
#   unsqueeze_44 => unsqueeze_44
#   unsqueeze_45 => unsqueeze_45
#   view_20 => view_20
#   y_5 => squeeze_10, squeeze_11
# Graph fragment:
#   %add_457 : Tensor "f32[s77, 4, 8, 16][512, 8, 1, 32]cuda:0" = PlaceHolder[target=add_457]
#   %sum_6 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_6]
#   %getitem_11 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %sum_5 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_5]
#   %rsqrt_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_5]
#   %convert_element_type_75 : Tensor "bf16[s77, 32, 4, 4][512, 16, 4, 1]cuda:0" = PlaceHolder[target=convert_element_type_75]
#   %sum_9 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=sum_9]
#   %squeeze_11 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_5, [2, 3]), kwargs = {})
#   %squeeze_10 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_11, [2, 3]), kwargs = {})
#   %mul_293 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_10), kwargs = {})
#   %sub_103 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_293, %sum_5), kwargs = {})
#   %mul_294 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_103, %squeeze_11), kwargs = {})
#   %mul_295 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_294, %squeeze_11), kwargs = {})
#   %mul_296 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_295, %squeeze_11), kwargs = {})
#   %mul_297 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_296, 0.0078125), kwargs = {})
#   %neg : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_297,), kwargs = {})
#   %mul_298 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg, %squeeze_10), kwargs = {})
#   %mul_299 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_11), kwargs = {})
#   %mul_300 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_299, 0.0078125), kwargs = {})
#   %sub_104 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_298, %mul_300), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_104, -1), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_44, -1), kwargs = {})
#   %add_458 : Tensor "f32[s77, 4, 8, 16][512, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_457, %unsqueeze_45), kwargs = {})
#   %view_20 : Tensor "f32[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_458, [%primals_3, 32, 4, 4]), kwargs = {})
#   %convert_element_type_75 : Tensor "bf16[s77, 32, 4, 4][512, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_20, torch.bfloat16), kwargs = {})
#   %sum_9 : Tensor "bf16[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_75, [0, 2, 3]), kwargs = {})
#   %convert_element_type_78 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_9, torch.float32), kwargs = {})
#   return %convert_element_type_75,%sum_9,%convert_element_type_78
triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_4 = async_compile.triton('triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8704, 'r0_': 8192}}
)
@triton.jit
def triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp20 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        r0_2 = r0_index // 16
        r0_1 = (r0_index % 16)
        tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (4*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.load(in_ptr2 + (4*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr3 + (4*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr4 + (4*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp5 = tmp3 - tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp7 * tmp6
        tmp9 = tmp8 * tmp6
        tmp10 = tl.full([1, 1], 0.0078125, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = -tmp11
        tmp13 = tmp12 * tmp2
        tmp14 = tmp1 * tmp6
        tmp15 = tmp14 * tmp10
        tmp16 = tmp13 - tmp15
        tmp17 = tmp0 + tmp16
        tmp18 = tmp17.to(tl.float32)
        tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
        tmp21 = _tmp20 + tmp19
        _tmp20 = tl.where(r0_mask & xmask, tmp21, _tmp20)
        tl.store(out_ptr0 + (r0_1 + 16*x0 + 512*r0_2), tmp18, r0_mask & xmask)
    tmp20 = tl.sum(_tmp20, 1)[:, None]
    tmp22 = tmp20.to(tl.float32)
    tl.store(out_ptr2 + (x0), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/qz/cqzlkm3jqbv6r6asrudcuirv4rjrvjivqd5md6tv3qngnzb7p7ly.py
# Topologically Sorted Source Nodes: [full_default, convert_element_type_76, group_norm_4, y_4, mul_305, hardsigmoid_2, sum_10, gt_6, lt_1, bitwise_and, mul_307, where_2, convert_element_type_82], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mul, aten.hardsigmoid, aten.sum, aten.hardsigmoid_backward]
# Source node to ATen node mapping:
#   bitwise_and => bitwise_and
#   convert_element_type_76 => convert_element_type_76
#   convert_element_type_82 => convert_element_type_82
#   full_default => full_default
#   group_norm_4 => add_321, clone_4, convert_element_type_42, mul_205, mul_206, sub_71, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, view_8, view_9
#   gt_6 => gt_6
#   hardsigmoid_2 => convert_element_type_48
#   lt_1 => lt_1
#   mul_305 => mul_305
#   mul_307 => mul_307
#   sum_10 => sum_10
#   where_2 => where_2
#   y_4 => add_339, clamp_max_7, clamp_min_7, div_7, mul_217
# Graph fragment:
#   %convolution_11 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=convolution_11]
#   %getitem_9 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_4 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_35 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_35]
#   %primals_36 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_36]
#   %getitem_15 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=getitem_15]
#   %add_321 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=add_321]
#   %convolution_13 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=convolution_13]
#   %sum_10 : Tensor "f32[s77, 24, 1, 1][24, 1, 24*s77, 24*s77]cuda:0" = PlaceHolder[target=sum_10]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_76 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_15, torch.float32), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %clone_4 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_42,), kwargs = {memory_format: torch.contiguous_format})
#   %view_8 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%primals_3, 4, 6, 16]), kwargs = {})
#   %sub_71 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_8, %getitem_9), kwargs = {})
#   %mul_205 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_71, %rsqrt_4), kwargs = {})
#   %view_9 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_205, [%primals_3, 24, 4, 4]), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_35, 0), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, 2), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_25, 3), kwargs = {})
#   %mul_206 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %unsqueeze_26), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_36, 0), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_27, 2), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, 3), kwargs = {})
#   %add_321 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_206, %unsqueeze_29), kwargs = {})
#   %add_339 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_321, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_339, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %mul_217 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_321, %clamp_max_7), kwargs = {})
#   %div_7 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_217, 6), kwargs = {})
#   %mul_305 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_76, %div_7), kwargs = {})
#   %convert_element_type_48 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %sum_10 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_305, [2, 3], True), kwargs = {dtype: torch.float32})
#   %gt_6 : Tensor "b8[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%convert_element_type_48, -3.0), kwargs = {})
#   %lt_1 : Tensor "b8[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%convert_element_type_48, 3.0), kwargs = {})
#   %bitwise_and : Tensor "b8[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%gt_6, %lt_1), kwargs = {})
#   %mul_307 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_10, 0.16666666666666666), kwargs = {})
#   %where_2 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_and, %mul_307, %full_default), kwargs = {})
#   %convert_element_type_82 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_2, torch.bfloat16), kwargs = {})
#   return %add_321,%sum_10,%convert_element_type_82
triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_5 = async_compile.triton('triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19328, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 24)
    x1 = xindex // 24
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_2 + 384*x1), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr5 + (x0 + 24*r0_2 + 384*x1), xmask, other=0.0).to(tl.float32)
    tmp26 = tl.load(in_ptr6 + (x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tmp3 * tmp4
    tmp7 = tmp5 * tmp6
    tmp9 = tmp7 + tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.full([1, 1], 3.0, tl.float32)
    tmp13 = tmp9 + tmp12
    tmp14 = tl.full([1, 1], 0.0, tl.float32)
    tmp15 = triton_helpers.maximum(tmp13, tmp14)
    tmp16 = tl.full([1, 1], 6.0, tl.float32)
    tmp17 = triton_helpers.minimum(tmp15, tmp16)
    tmp18 = tmp9 * tmp17
    tmp19 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp20 = tmp18 * tmp19
    tmp21 = tmp11 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp27 = tmp26.to(tl.float32)
    tmp28 = tl.full([1, 1], -3.0, tl.float32)
    tmp29 = tmp27 > tmp28
    tmp30 = tmp27 < tmp12
    tmp31 = tmp29 & tmp30
    tmp32 = tmp25 * tmp19
    tmp33 = tl.where(tmp31, tmp32, tmp14)
    tmp34 = tmp33.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 24*r0_2 + 384*x1), tmp9, xmask)
    tl.store(out_ptr2 + (x3), tmp34, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/gd/cgd4w7pp3lmpas5mwdrf45py5yvgtw4qfbxytjlltwbpd2jdiko7.py
# Topologically Sorted Source Nodes: [le_1, full_default_2, where_3, sum_12, convert_element_type_87], Original ATen: [aten.threshold_backward, aten.convolution_backward, aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_87 => convert_element_type_87
#   full_default_2 => full_default_2
#   le_1 => le_1
#   sum_12 => sum_12
#   where_3 => where_3
# Graph fragment:
#   %relu_2 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0" = PlaceHolder[target=relu_2]
#   %getitem_18 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0" = PlaceHolder[target=getitem_18]
#   %where_3 : Tensor "bf16[s77, 6, 1, 1][6, 1, 1, 1]cuda:0" = PlaceHolder[target=where_3]
#   %sum_12 : Tensor "bf16[6][1]cuda:0" = PlaceHolder[target=sum_12]
#   %le_1 : Tensor "b8[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_2, 0), kwargs = {})
#   %full_default_2 : Tensor "bf16[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "bf16[s77, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default_2, %getitem_18), kwargs = {})
#   %sum_12 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_3, [0, 2, 3]), kwargs = {})
#   %convert_element_type_87 : Tensor "f32[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_12, torch.float32), kwargs = {})
#   return %where_3,%sum_12,%convert_element_type_87
triton_red_fused__to_copy_convolution_backward_threshold_backward_6 = async_compile.triton('triton_red_fused__to_copy_convolution_backward_threshold_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_convolution_backward_threshold_backward_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 180, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__to_copy_convolution_backward_threshold_backward_6(in_out_ptr0, in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        tmp0 = tl.load(in_out_ptr0 + (x0 + 6*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr0 + (x0 + 6*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tl.store(in_out_ptr0 + (x0 + 6*r0_1), tmp4, r0_mask & xmask)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp8 = tmp6.to(tl.float32)
    tl.store(out_ptr1 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ya/cya2mjah2tlntdr4jbcojgji535mithtzqur2kudisi7xahlsp5u.py
# Topologically Sorted Source Nodes: [full_default, convert_element_type_76, group_norm_4, hardsigmoid_2, mul_306, convert_element_type_85, expand_1, div_12, add_459, le_2, lt_2, div_13, add_460, mul_308, where_4, where_5, mul_309, view_24, sum_13, view_25, sum_14], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.clone, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_459 => add_459
#   add_460 => add_460
#   convert_element_type_76 => convert_element_type_76
#   convert_element_type_85 => convert_element_type_85
#   div_12 => div_12
#   div_13 => div_13
#   expand_1 => expand_1
#   full_default => full_default
#   group_norm_4 => clone_4, convert_element_type_42
#   hardsigmoid_2 => add_375, clamp_max_8, clamp_min_8, convert_element_type_48, convert_element_type_49, div_8
#   le_2 => le_2
#   lt_2 => lt_2
#   mul_306 => mul_306
#   mul_308 => mul_308
#   mul_309 => mul_309
#   sum_13 => sum_13
#   sum_14 => sum_14
#   view_24 => view_24
#   view_25 => view_25
#   where_4 => where_4
#   where_5 => where_5
# Graph fragment:
#   %add_321 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=add_321]
#   %getitem_15 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=getitem_15]
#   %convolution_13 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=convolution_13]
#   %getitem_21 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=getitem_21]
#   %where_5 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0" = PlaceHolder[target=where_5]
#   %convolution_11 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=convolution_11]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_76 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_15, torch.float32), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %clone_4 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_42,), kwargs = {memory_format: torch.contiguous_format})
#   %convert_element_type_48 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %add_375 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_48, 3), kwargs = {})
#   %clamp_min_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_375, 0), kwargs = {})
#   %clamp_max_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_8, 6), kwargs = {})
#   %div_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_8, 6), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_8, torch.bfloat16), kwargs = {})
#   %mul_306 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_76, %convert_element_type_49), kwargs = {})
#   %convert_element_type_85 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_21, torch.float32), kwargs = {})
#   %expand_1 : Tensor "f32[s77, 24, 4, 4][24, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%convert_element_type_85, [%primals_3, 24, 4, 4]), kwargs = {})
#   %div_12 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_1, 16), kwargs = {})
#   %add_459 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_306, %div_12), kwargs = {})
#   %le_2 : Tensor "b8[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_321, -3), kwargs = {})
#   %lt_2 : Tensor "b8[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_321, 3), kwargs = {})
#   %div_13 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_321, 3), kwargs = {})
#   %add_460 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_13, 0.5), kwargs = {})
#   %mul_308 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_459, %add_460), kwargs = {})
#   %where_4 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_2, %mul_308, %add_459), kwargs = {})
#   %where_5 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %where_4), kwargs = {})
#   %mul_309 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_5, %clone_4), kwargs = {})
#   %view_24 : Tensor "f32[s77, 24, 16][384, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_309, [%primals_3, 24, 16]), kwargs = {})
#   %sum_13 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_24, [2]), kwargs = {})
#   %view_25 : Tensor "f32[s77, 24, 16][384, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_5, [%primals_3, 24, 16]), kwargs = {})
#   %sum_14 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_25, [2]), kwargs = {})
#   return %where_5,%sum_13,%sum_14
triton_per_fused__to_copy_add_clone_div_expand_hardsigmoid_hardswish_backward_mul_native_group_norm_backward_7 = async_compile.triton('triton_per_fused__to_copy_add_clone_div_expand_hardsigmoid_hardswish_backward_mul_native_group_norm_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_clone_div_expand_hardsigmoid_hardswish_backward_mul_native_group_norm_backward_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14208, 'r0_': 18432}}
)
@triton.jit
def triton_per_fused__to_copy_add_clone_div_expand_hardsigmoid_hardswish_backward_mul_native_group_norm_backward_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 24)
    x1 = xindex // 24
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_2 + 384*x1), xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0 + 24*r0_2 + 384*x1), xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr2 + (x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp19 = tl.load(in_ptr3 + (x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp31 = tl.load(in_ptr4 + (x0 + 24*r0_2 + 384*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.full([1, 1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp8 + tmp3
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = triton_helpers.maximum(tmp9, tmp10)
    tmp12 = tl.full([1, 1], 6.0, tl.float32)
    tmp13 = triton_helpers.minimum(tmp11, tmp12)
    tmp14 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp6 * tmp17
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.full([1, 1], 0.0625, tl.float32)
    tmp22 = tmp20 * tmp21
    tmp23 = tmp18 + tmp22
    tmp24 = tl.full([1, 1], 0.3333333333333333, tl.float32)
    tmp25 = tmp0 * tmp24
    tmp26 = tl.full([1, 1], 0.5, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = tmp23 * tmp27
    tmp29 = tl.where(tmp4, tmp28, tmp23)
    tmp30 = tl.where(tmp2, tmp10, tmp29)
    tmp32 = tmp31.to(tl.float32)
    tmp33 = tmp30 * tmp32
    tmp34 = tl.broadcast_to(tmp33, [XBLOCK, R0_BLOCK])
    tmp36 = tl.where(xmask, tmp34, 0)
    tmp37 = tl.sum(tmp36, 1)[:, None].to(tl.float32)
    tmp38 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp40 = tl.where(xmask, tmp38, 0)
    tmp41 = tl.sum(tmp40, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 16*x3), tmp30, xmask)
    tl.store(out_ptr1 + (x3), tmp37, xmask)
    tl.store(out_ptr2 + (x3), tmp41, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/fe/cfeymyll37et5ich3iyvqv3vlpdhgk7whlktzcziq7leott6g4jr.py
# Topologically Sorted Source Nodes: [group_norm_4, mul_310, view_26, sum_15, mul_311, view_27, sum_16], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   group_norm_4 => unsqueeze_24
#   mul_310 => mul_310
#   mul_311 => mul_311
#   sum_15 => sum_15
#   sum_16 => sum_16
#   view_26 => view_26
#   view_27 => view_27
# Graph fragment:
#   %sum_13 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=sum_13]
#   %primals_35 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_35]
#   %sum_14 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=sum_14]
#   %unsqueeze_24 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_35, 0), kwargs = {})
#   %mul_310 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, %unsqueeze_24), kwargs = {})
#   %view_26 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_310, [%primals_3, 4, 6]), kwargs = {})
#   %sum_15 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_26, [2]), kwargs = {})
#   %mul_311 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_14, %unsqueeze_24), kwargs = {})
#   %view_27 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_311, [%primals_3, 4, 6]), kwargs = {})
#   %sum_16 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_27, [2]), kwargs = {})
#   return %sum_15,%sum_16
triton_poi_fused_native_group_norm_native_group_norm_backward_8 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 18, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_8(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (6*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (6*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (1 + 6*x2), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 6*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (2 + 6*x2), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (2 + 6*x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (3 + 6*x2), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr1 + (3 + 6*x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr0 + (4 + 6*x2), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr1 + (4 + 6*x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr0 + (5 + 6*x2), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr1 + (5 + 6*x0), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr2 + (6*x2), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr2 + (1 + 6*x2), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr2 + (2 + 6*x2), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr2 + (3 + 6*x2), xmask, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr2 + (4 + 6*x2), xmask, eviction_policy='evict_last')
    tmp37 = tl.load(in_ptr2 + (5 + 6*x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp9 = tmp7 * tmp8
    tmp10 = tmp6 + tmp9
    tmp13 = tmp11 * tmp12
    tmp14 = tmp10 + tmp13
    tmp17 = tmp15 * tmp16
    tmp18 = tmp14 + tmp17
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp24 = tmp23 * tmp1
    tmp26 = tmp25 * tmp4
    tmp27 = tmp24 + tmp26
    tmp29 = tmp28 * tmp8
    tmp30 = tmp27 + tmp29
    tmp32 = tmp31 * tmp12
    tmp33 = tmp30 + tmp32
    tmp35 = tmp34 * tmp16
    tmp36 = tmp33 + tmp35
    tmp38 = tmp37 * tmp20
    tmp39 = tmp36 + tmp38
    tl.store(out_ptr0 + (x2), tmp22, xmask)
    tl.store(out_ptr1 + (x2), tmp39, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/de/cdep6ud6bktcjqzvswd2jimw4pg3k3doc7z7xwmntx3kyj4rtf5j.py
# Topologically Sorted Source Nodes: [group_norm_4, unsqueeze_50, view_28, mul_312, mul_313, sub_106, mul_314, mul_315, mul_316, mul_317, neg_1, mul_318, mul_319, mul_320, sub_107, unsqueeze_51, unsqueeze_52, unsqueeze_53, unsqueeze_54, unsqueeze_55, view_29, mul_321, mul_322, add_461, add_462, view_31, convert_element_type_88, sum_19, convert_element_type_91], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_461 => add_461
#   add_462 => add_462
#   convert_element_type_88 => convert_element_type_88
#   convert_element_type_91 => convert_element_type_91
#   group_norm_4 => clone_4, convert_element_type_42, squeeze_8, squeeze_9, view_8
#   mul_312 => mul_312
#   mul_313 => mul_313
#   mul_314 => mul_314
#   mul_315 => mul_315
#   mul_316 => mul_316
#   mul_317 => mul_317
#   mul_318 => mul_318
#   mul_319 => mul_319
#   mul_320 => mul_320
#   mul_321 => mul_321
#   mul_322 => mul_322
#   neg_1 => neg_1
#   sub_106 => sub_106
#   sub_107 => sub_107
#   sum_19 => sum_19
#   unsqueeze_50 => unsqueeze_50
#   unsqueeze_51 => unsqueeze_51
#   unsqueeze_52 => unsqueeze_52
#   unsqueeze_53 => unsqueeze_53
#   unsqueeze_54 => unsqueeze_54
#   unsqueeze_55 => unsqueeze_55
#   view_28 => view_28
#   view_29 => view_29
#   view_31 => view_31
# Graph fragment:
#   %where_5 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0" = PlaceHolder[target=where_5]
#   %rsqrt_4 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_35 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_35]
#   %convolution_11 : Tensor "bf16[s77, 24, 4, 4][384, 1, 96, 24]cuda:0" = PlaceHolder[target=convolution_11]
#   %sum_16 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_16]
#   %getitem_9 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %sum_15 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_15]
#   %convert_element_type_88 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0" = PlaceHolder[target=convert_element_type_88]
#   %sum_19 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=sum_19]
#   %convert_element_type_42 : Tensor "f32[s77, 24, 4, 4][384, 1, 96, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %clone_4 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_42,), kwargs = {memory_format: torch.contiguous_format})
#   %view_8 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [%primals_3, 4, 6, 16]), kwargs = {})
#   %squeeze_9 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_4, [2, 3]), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_9, -1), kwargs = {})
#   %view_28 : Tensor "f32[1, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_35, [1, 4, 6]), kwargs = {})
#   %mul_312 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_50, %view_28), kwargs = {})
#   %squeeze_8 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_9, [2, 3]), kwargs = {})
#   %mul_313 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_16, %squeeze_8), kwargs = {})
#   %sub_106 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_313, %sum_15), kwargs = {})
#   %mul_314 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_106, %squeeze_9), kwargs = {})
#   %mul_315 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_314, %squeeze_9), kwargs = {})
#   %mul_316 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_315, %squeeze_9), kwargs = {})
#   %mul_317 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_316, 0.010416666666666666), kwargs = {})
#   %neg_1 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_317,), kwargs = {})
#   %mul_318 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_1, %squeeze_8), kwargs = {})
#   %mul_319 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_16, %squeeze_9), kwargs = {})
#   %mul_320 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_319, 0.010416666666666666), kwargs = {})
#   %sub_107 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_318, %mul_320), kwargs = {})
#   %unsqueeze_51 : Tensor "f32[s77, 4, 6, 1][24, 6, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_312, -1), kwargs = {})
#   %unsqueeze_52 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_317, -1), kwargs = {})
#   %unsqueeze_53 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_52, -1), kwargs = {})
#   %unsqueeze_54 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_107, -1), kwargs = {})
#   %unsqueeze_55 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_54, -1), kwargs = {})
#   %view_29 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_5, [%primals_3, 4, 6, 16]), kwargs = {})
#   %mul_321 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_29, %unsqueeze_51), kwargs = {})
#   %mul_322 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_8, %unsqueeze_53), kwargs = {})
#   %add_461 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_321, %mul_322), kwargs = {})
#   %add_462 : Tensor "f32[s77, 4, 6, 16][384, 96, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_461, %unsqueeze_55), kwargs = {})
#   %view_31 : Tensor "f32[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_462, [%primals_3, 24, 4, 4]), kwargs = {})
#   %convert_element_type_88 : Tensor "bf16[s77, 24, 4, 4][384, 16, 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_31, torch.bfloat16), kwargs = {})
#   %sum_19 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_88, [0, 2, 3]), kwargs = {})
#   %convert_element_type_91 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_19, torch.float32), kwargs = {})
#   return %convert_element_type_88,%sum_19,%convert_element_type_91
triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_9 = async_compile.triton('triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*bf16', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3616, 'r0_': 12288}}
)
@triton.jit
def triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp2 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 16)
        r0_2 = r0_index // 16
        r0_3 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 16*x0 + 384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 24*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.load(in_ptr4 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.load(in_ptr5 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.load(in_ptr6 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp6 = tmp5.to(tl.float32)
        tmp9 = tmp7 * tmp8
        tmp11 = tmp9 - tmp10
        tmp12 = tmp11 * tmp1
        tmp13 = tmp12 * tmp1
        tmp14 = tmp13 * tmp1
        tmp15 = tl.full([1, 1], 0.010416666666666666, tl.float32)
        tmp16 = tmp14 * tmp15
        tmp17 = tmp6 * tmp16
        tmp18 = tmp4 + tmp17
        tmp19 = -tmp16
        tmp20 = tmp19 * tmp8
        tmp21 = tmp7 * tmp1
        tmp22 = tmp21 * tmp15
        tmp23 = tmp20 - tmp22
        tmp24 = tmp18 + tmp23
        tmp25 = tmp24.to(tl.float32)
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
        tl.store(out_ptr0 + (r0_1 + 16*x0 + 384*r0_2), tmp25, r0_mask & xmask)
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tmp29 = tmp27.to(tl.float32)
    tl.store(out_ptr2 + (x0), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/tq/ctqjbj7zv7jnyhsuiutxnbt2hdtbml4yl3h7djyjjvr7arv7axu5.py
# Topologically Sorted Source Nodes: [full_default, convert_element_type_72, convert_element_type_89, add_463, y_3, add_1, le_3, lt_3, div_14, add_464, mul_325, where_6, where_7, convert_element_type_92, sum_20, convert_element_type_95], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.add, aten.clone, aten.native_group_norm, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_1 => add_288
#   add_463 => add_463
#   add_464 => add_464
#   convert_element_type_72 => convert_element_type_72
#   convert_element_type_89 => convert_element_type_89
#   convert_element_type_92 => convert_element_type_92
#   convert_element_type_95 => convert_element_type_95
#   div_14 => div_14
#   full_default => full_default
#   le_3 => le_3
#   lt_3 => lt_3
#   mul_325 => mul_325
#   sum_20 => sum_20
#   where_6 => where_6
#   where_7 => where_7
#   y_3 => add_260, clone_3, convert_element_type_35, mul_166, mul_167, sub_57, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, view_6, view_7
# Graph fragment:
#   %convolution_9 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_9]
#   %getitem_7 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_3 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_29 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_29]
#   %primals_30 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_30]
#   %convolution_10 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_10]
#   %add_288 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=add_288]
#   %getitem_12 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=getitem_12]
#   %getitem_24 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=getitem_24]
#   %convert_element_type_92 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=convert_element_type_92]
#   %sum_20 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=sum_20]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_72 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_12, torch.float32), kwargs = {})
#   %convert_element_type_89 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_24, torch.float32), kwargs = {})
#   %add_463 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_72, %convert_element_type_89), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %clone_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_35,), kwargs = {memory_format: torch.contiguous_format})
#   %view_6 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [%primals_3, 4, 6, 64]), kwargs = {})
#   %sub_57 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_6, %getitem_7), kwargs = {})
#   %mul_166 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_57, %rsqrt_3), kwargs = {})
#   %view_7 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_166, [%primals_3, 24, 8, 8]), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_29, 0), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 2), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_19, 3), kwargs = {})
#   %mul_167 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_7, %unsqueeze_20), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_30, 0), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, 2), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, 3), kwargs = {})
#   %add_260 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_167, %unsqueeze_23), kwargs = {})
#   %add_288 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_260, %convolution_10), kwargs = {})
#   %le_3 : Tensor "b8[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_288, -3), kwargs = {})
#   %lt_3 : Tensor "b8[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_288, 3), kwargs = {})
#   %div_14 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_288, 3), kwargs = {})
#   %add_464 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_14, 0.5), kwargs = {})
#   %mul_325 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_463, %add_464), kwargs = {})
#   %where_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_3, %mul_325, %add_463), kwargs = {})
#   %where_7 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_3, %full_default, %where_6), kwargs = {})
#   %convert_element_type_92 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_7, torch.bfloat16), kwargs = {})
#   %sum_20 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_92, [0, 2, 3]), kwargs = {})
#   %convert_element_type_95 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_20, torch.float32), kwargs = {})
#   return %add_288,%convert_element_type_92,%sum_20,%convert_element_type_95
triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10 = async_compile.triton('triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 256},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'in_ptr7': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98816, 'r0_': 24576}}
)
@triton.jit
def triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp6 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp32 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        r0_2 = r0_index // 64
        r0_1 = (r0_index % 64)
        tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr2 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.load(in_ptr5 + (x0 + 24*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp17 = tl.load(in_ptr6 + (x0 + 24*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp19 = tl.load(in_ptr7 + (x0 + 24*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp1 - tmp2
        tmp5 = tmp3 * tmp4
        tmp7 = tmp5 * tmp6
        tmp9 = tmp7 + tmp8
        tmp11 = tmp10.to(tl.float32)
        tmp12 = tmp9 + tmp11
        tmp13 = tl.full([1, 1], -3.0, tl.float32)
        tmp14 = tmp12 <= tmp13
        tmp15 = tl.full([1, 1], 3.0, tl.float32)
        tmp16 = tmp12 < tmp15
        tmp18 = tmp17.to(tl.float32)
        tmp20 = tmp19.to(tl.float32)
        tmp21 = tmp18 + tmp20
        tmp22 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp23 = tmp12 * tmp22
        tmp24 = tl.full([1, 1], 0.5, tl.float32)
        tmp25 = tmp23 + tmp24
        tmp26 = tmp21 * tmp25
        tmp27 = tl.where(tmp16, tmp26, tmp21)
        tmp28 = tl.full([1, 1], 0.0, tl.float32)
        tmp29 = tl.where(tmp14, tmp28, tmp27)
        tmp30 = tmp29.to(tl.float32)
        tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
        tmp33 = _tmp32 + tmp31
        _tmp32 = tl.where(r0_mask & xmask, tmp33, _tmp32)
        tl.store(out_ptr0 + (x0 + 24*r0_3), tmp12, r0_mask & xmask)
        tl.store(out_ptr1 + (r0_1 + 64*x0 + 1536*r0_2), tmp30, r0_mask & xmask)
    tmp32 = tl.sum(_tmp32, 1)[:, None]
    tmp34 = tmp32.to(tl.float32)
    tl.store(out_ptr3 + (x0), tmp34, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/x7/cx7n7laxfjr6sjw4ctoqp746exo22skqq6qpdqutznnb6yutv3ic.py
# Topologically Sorted Source Nodes: [full_default, convert_element_type_72, convert_element_type_89, add_463, y_3, le_3, lt_3, div_14, add_464, mul_325, where_6, where_7, mul_326, view_35, sum_21, view_36, sum_22], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.add, aten.clone, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_463 => add_463
#   add_464 => add_464
#   convert_element_type_72 => convert_element_type_72
#   convert_element_type_89 => convert_element_type_89
#   div_14 => div_14
#   full_default => full_default
#   le_3 => le_3
#   lt_3 => lt_3
#   mul_325 => mul_325
#   mul_326 => mul_326
#   sum_21 => sum_21
#   sum_22 => sum_22
#   view_35 => view_35
#   view_36 => view_36
#   where_6 => where_6
#   where_7 => where_7
#   y_3 => clone_3, convert_element_type_35
# Graph fragment:
#   %add_288 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=add_288]
#   %getitem_12 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=getitem_12]
#   %getitem_24 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=getitem_24]
#   %convolution_9 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_9]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_72 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_12, torch.float32), kwargs = {})
#   %convert_element_type_89 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_24, torch.float32), kwargs = {})
#   %add_463 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_72, %convert_element_type_89), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %clone_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_35,), kwargs = {memory_format: torch.contiguous_format})
#   %le_3 : Tensor "b8[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_288, -3), kwargs = {})
#   %lt_3 : Tensor "b8[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_288, 3), kwargs = {})
#   %div_14 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_288, 3), kwargs = {})
#   %add_464 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_14, 0.5), kwargs = {})
#   %mul_325 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_463, %add_464), kwargs = {})
#   %where_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_3, %mul_325, %add_463), kwargs = {})
#   %where_7 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_3, %full_default, %where_6), kwargs = {})
#   %mul_326 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %clone_3), kwargs = {})
#   %view_35 : Tensor "f32[s77, 24, 64][1536, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_326, [%primals_3, 24, 64]), kwargs = {})
#   %sum_21 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_35, [2]), kwargs = {})
#   %view_36 : Tensor "f32[s77, 24, 64][1536, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_7, [%primals_3, 24, 64]), kwargs = {})
#   %sum_22 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_36, [2]), kwargs = {})
#   return %sum_21,%sum_22
triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11 = async_compile.triton('triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 62976, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 24)
    x1 = xindex // 24
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_2 + 1536*x1), xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0 + 24*r0_2 + 1536*x1), xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr2 + (x0 + 24*r0_2 + 1536*x1), xmask, other=0.0).to(tl.float32)
    tmp18 = tl.load(in_ptr3 + (x0 + 24*r0_2 + 1536*x1), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.full([1, 1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp10 = tl.full([1, 1], 0.3333333333333333, tl.float32)
    tmp11 = tmp0 * tmp10
    tmp12 = tl.full([1, 1], 0.5, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp9 * tmp13
    tmp15 = tl.where(tmp4, tmp14, tmp9)
    tmp16 = tl.full([1, 1], 0.0, tl.float32)
    tmp17 = tl.where(tmp2, tmp16, tmp15)
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp24, xmask)
    tl.store(out_ptr1 + (x3), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/m6/cm6krijistz3ymwzn3flnyxqrm3ao7ft32w7d25ufdkeles7kpju.py
# Topologically Sorted Source Nodes: [full_default, convert_element_type_72, convert_element_type_89, add_463, y_3, le_3, lt_3, div_14, add_464, mul_325, where_6, where_7, unsqueeze_60, view_39, mul_329, mul_330, sub_109, mul_331, mul_332, mul_333, mul_334, unsqueeze_61, unsqueeze_62, unsqueeze_63, view_40, mul_338, mul_339, add_465], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.add, aten.clone, aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_463 => add_463
#   add_464 => add_464
#   add_465 => add_465
#   convert_element_type_72 => convert_element_type_72
#   convert_element_type_89 => convert_element_type_89
#   div_14 => div_14
#   full_default => full_default
#   le_3 => le_3
#   lt_3 => lt_3
#   mul_325 => mul_325
#   mul_329 => mul_329
#   mul_330 => mul_330
#   mul_331 => mul_331
#   mul_332 => mul_332
#   mul_333 => mul_333
#   mul_334 => mul_334
#   mul_338 => mul_338
#   mul_339 => mul_339
#   sub_109 => sub_109
#   unsqueeze_60 => unsqueeze_60
#   unsqueeze_61 => unsqueeze_61
#   unsqueeze_62 => unsqueeze_62
#   unsqueeze_63 => unsqueeze_63
#   view_39 => view_39
#   view_40 => view_40
#   where_6 => where_6
#   where_7 => where_7
#   y_3 => clone_3, convert_element_type_35, squeeze_6, squeeze_7, view_6
# Graph fragment:
#   %add_288 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=add_288]
#   %getitem_12 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=getitem_12]
#   %getitem_24 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=getitem_24]
#   %rsqrt_3 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_29 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_29]
#   %convolution_9 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_9]
#   %sum_24 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_24]
#   %getitem_7 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %sum_23 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_23]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_72 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_12, torch.float32), kwargs = {})
#   %convert_element_type_89 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_24, torch.float32), kwargs = {})
#   %add_463 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_72, %convert_element_type_89), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %clone_3 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_35,), kwargs = {memory_format: torch.contiguous_format})
#   %view_6 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [%primals_3, 4, 6, 64]), kwargs = {})
#   %le_3 : Tensor "b8[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_288, -3), kwargs = {})
#   %lt_3 : Tensor "b8[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_288, 3), kwargs = {})
#   %div_14 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_288, 3), kwargs = {})
#   %add_464 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_14, 0.5), kwargs = {})
#   %mul_325 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_463, %add_464), kwargs = {})
#   %where_6 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_3, %mul_325, %add_463), kwargs = {})
#   %where_7 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_3, %full_default, %where_6), kwargs = {})
#   %squeeze_7 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_3, [2, 3]), kwargs = {})
#   %unsqueeze_60 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_7, -1), kwargs = {})
#   %view_39 : Tensor "f32[1, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_29, [1, 4, 6]), kwargs = {})
#   %mul_329 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_60, %view_39), kwargs = {})
#   %squeeze_6 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_7, [2, 3]), kwargs = {})
#   %mul_330 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_24, %squeeze_6), kwargs = {})
#   %sub_109 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_330, %sum_23), kwargs = {})
#   %mul_331 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_109, %squeeze_7), kwargs = {})
#   %mul_332 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_331, %squeeze_7), kwargs = {})
#   %mul_333 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_332, %squeeze_7), kwargs = {})
#   %mul_334 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_333, 0.0026041666666666665), kwargs = {})
#   %unsqueeze_61 : Tensor "f32[s77, 4, 6, 1][24, 6, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_329, -1), kwargs = {})
#   %unsqueeze_62 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_334, -1), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_62, -1), kwargs = {})
#   %view_40 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_7, [%primals_3, 4, 6, 64]), kwargs = {})
#   %mul_338 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_40, %unsqueeze_61), kwargs = {})
#   %mul_339 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_6, %unsqueeze_63), kwargs = {})
#   %add_465 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_338, %mul_339), kwargs = {})
#   return %add_465
triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12 = async_compile.triton('triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 110688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x1 = ((xindex // 6) % 4)
    x3 = xindex // 1536
    x6 = (xindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x4), xmask)
    tmp5 = tl.load(in_ptr0 + (x4), xmask).to(tl.float32)
    tmp7 = tl.load(in_ptr1 + (x4), xmask).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr3 + (x6), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (x4), xmask).to(tl.float32)
    tmp24 = tl.load(in_ptr5 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr6 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr7 + (x1 + 4*x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp10 = tl.full([1], 0.3333333333333333, tl.float32)
    tmp11 = tmp0 * tmp10
    tmp12 = tl.full([1], 0.5, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp9 * tmp13
    tmp15 = tl.where(tmp4, tmp14, tmp9)
    tmp16 = tl.full([1], 0.0, tl.float32)
    tmp17 = tl.where(tmp2, tmp16, tmp15)
    tmp20 = tmp18 * tmp19
    tmp21 = tmp17 * tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 - tmp27
    tmp29 = tmp28 * tmp18
    tmp30 = tmp29 * tmp18
    tmp31 = tmp30 * tmp18
    tmp32 = tl.full([1], 0.0026041666666666665, tl.float32)
    tmp33 = tmp31 * tmp32
    tmp34 = tmp23 * tmp33
    tmp35 = tmp21 + tmp34
    tl.store(in_out_ptr0 + (x4), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ku/ckupsieeizlh3vtx6ex3l4j6xocgutiso2lolvdmjhmzjc4jayis.py
# Topologically Sorted Source Nodes: [y_3, mul_330, sub_109, mul_331, mul_332, mul_333, mul_334, neg_2, mul_335, mul_336, mul_337, sub_110, unsqueeze_64, unsqueeze_65, add_466, view_42, convert_element_type_96, sum_27, convert_element_type_99], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten._to_copy, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_466 => add_466
#   convert_element_type_96 => convert_element_type_96
#   convert_element_type_99 => convert_element_type_99
#   mul_330 => mul_330
#   mul_331 => mul_331
#   mul_332 => mul_332
#   mul_333 => mul_333
#   mul_334 => mul_334
#   mul_335 => mul_335
#   mul_336 => mul_336
#   mul_337 => mul_337
#   neg_2 => neg_2
#   sub_109 => sub_109
#   sub_110 => sub_110
#   sum_27 => sum_27
#   unsqueeze_64 => unsqueeze_64
#   unsqueeze_65 => unsqueeze_65
#   view_42 => view_42
#   y_3 => squeeze_6, squeeze_7
# Graph fragment:
#   %add_465 : Tensor "f32[s77, 4, 6, 64][1536, 6, 1, 24]cuda:0" = PlaceHolder[target=add_465]
#   %sum_24 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_24]
#   %getitem_7 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %sum_23 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_23]
#   %rsqrt_3 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %convert_element_type_96 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=convert_element_type_96]
#   %sum_27 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=sum_27]
#   %squeeze_7 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_3, [2, 3]), kwargs = {})
#   %squeeze_6 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_7, [2, 3]), kwargs = {})
#   %mul_330 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_24, %squeeze_6), kwargs = {})
#   %sub_109 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_330, %sum_23), kwargs = {})
#   %mul_331 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_109, %squeeze_7), kwargs = {})
#   %mul_332 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_331, %squeeze_7), kwargs = {})
#   %mul_333 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_332, %squeeze_7), kwargs = {})
#   %mul_334 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_333, 0.0026041666666666665), kwargs = {})
#   %neg_2 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_334,), kwargs = {})
#   %mul_335 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_2, %squeeze_6), kwargs = {})
#   %mul_336 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_24, %squeeze_7), kwargs = {})
#   %mul_337 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_336, 0.0026041666666666665), kwargs = {})
#   %sub_110 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_335, %mul_337), kwargs = {})
#   %unsqueeze_64 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_110, -1), kwargs = {})
#   %unsqueeze_65 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_64, -1), kwargs = {})
#   %add_466 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_465, %unsqueeze_65), kwargs = {})
#   %view_42 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_466, [%primals_3, 24, 8, 8]), kwargs = {})
#   %convert_element_type_96 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_42, torch.bfloat16), kwargs = {})
#   %sum_27 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_96, [0, 2, 3]), kwargs = {})
#   %convert_element_type_99 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_27, torch.float32), kwargs = {})
#   return %convert_element_type_96,%sum_27,%convert_element_type_99
triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13 = async_compile.triton('triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 256},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25024, 'r0_': 24576}}
)
@triton.jit
def triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp20 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        r0_2 = r0_index // 64
        r0_1 = (r0_index % 64)
        tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.load(in_ptr2 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr3 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr4 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp5 = tmp3 - tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp7 * tmp6
        tmp9 = tmp8 * tmp6
        tmp10 = tl.full([1, 1], 0.0026041666666666665, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = -tmp11
        tmp13 = tmp12 * tmp2
        tmp14 = tmp1 * tmp6
        tmp15 = tmp14 * tmp10
        tmp16 = tmp13 - tmp15
        tmp17 = tmp0 + tmp16
        tmp18 = tmp17.to(tl.float32)
        tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
        tmp21 = _tmp20 + tmp19
        _tmp20 = tl.where(r0_mask & xmask, tmp21, _tmp20)
        tl.store(out_ptr0 + (r0_1 + 64*x0 + 1536*r0_2), tmp18, r0_mask & xmask)
    tmp20 = tl.sum(_tmp20, 1)[:, None]
    tmp22 = tmp20.to(tl.float32)
    tl.store(out_ptr2 + (x0), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/75/c753wmi2bxwswamlrhfimqzigyozo4ldlbl34mcxripfqh535nxa.py
# Topologically Sorted Source Nodes: [full_default, convert_element_type_97, group_norm_2, y_2, mul_342, hardsigmoid_1, sum_28, gt_7, lt_4, bitwise_and_1, mul_344, where_8, convert_element_type_103], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mul, aten.hardsigmoid, aten.sum, aten.hardsigmoid_backward]
# Source node to ATen node mapping:
#   bitwise_and_1 => bitwise_and_1
#   convert_element_type_103 => convert_element_type_103
#   convert_element_type_97 => convert_element_type_97
#   full_default => full_default
#   group_norm_2 => add_174, clone_2, convert_element_type_24, mul_113, mul_114, sub_38, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_16, unsqueeze_17, view_4, view_5
#   gt_7 => gt_7
#   hardsigmoid_1 => convert_element_type_30
#   lt_4 => lt_4
#   mul_342 => mul_342
#   mul_344 => mul_344
#   sum_28 => sum_28
#   where_8 => where_8
#   y_2 => add_192, clamp_max_4, clamp_min_4, div_4, mul_125
# Graph fragment:
#   %convolution_6 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_6]
#   %getitem_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %rsqrt_2 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_21 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_21]
#   %primals_22 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_22]
#   %getitem_30 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=getitem_30]
#   %add_174 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=add_174]
#   %convolution_8 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=convolution_8]
#   %sum_28 : Tensor "f32[s77, 24, 1, 1][24, 1, 24*s77, 24*s77]cuda:0" = PlaceHolder[target=sum_28]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_97 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_30, torch.float32), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %clone_2 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_24,), kwargs = {memory_format: torch.contiguous_format})
#   %view_4 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [%primals_3, 4, 6, 64]), kwargs = {})
#   %sub_38 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_4, %getitem_5), kwargs = {})
#   %mul_113 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_38, %rsqrt_2), kwargs = {})
#   %view_5 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_113, [%primals_3, 24, 8, 8]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_21, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %mul_114 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_5, %unsqueeze_14), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_22, 0), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 24, 1][24, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 2), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 3), kwargs = {})
#   %add_174 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_114, %unsqueeze_17), kwargs = {})
#   %add_192 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_174, 3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_192, 0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6), kwargs = {})
#   %mul_125 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_174, %clamp_max_4), kwargs = {})
#   %div_4 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_125, 6), kwargs = {})
#   %mul_342 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_97, %div_4), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_8, torch.float32), kwargs = {})
#   %sum_28 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_342, [2, 3], True), kwargs = {dtype: torch.float32})
#   %gt_7 : Tensor "b8[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%convert_element_type_30, -3.0), kwargs = {})
#   %lt_4 : Tensor "b8[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%convert_element_type_30, 3.0), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%gt_7, %lt_4), kwargs = {})
#   %mul_344 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_28, 0.16666666666666666), kwargs = {})
#   %where_8 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_and_1, %mul_344, %full_default), kwargs = {})
#   %convert_element_type_103 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_8, torch.bfloat16), kwargs = {})
#   return %add_174,%sum_28,%convert_element_type_103
triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_14 = async_compile.triton('triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 74624, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 24)
    x1 = xindex // 24
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_2 + 1536*x1), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x3 // 6), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr5 + (x0 + 24*r0_2 + 1536*x1), xmask, other=0.0).to(tl.float32)
    tmp26 = tl.load(in_ptr6 + (x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tmp3 * tmp4
    tmp7 = tmp5 * tmp6
    tmp9 = tmp7 + tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.full([1, 1], 3.0, tl.float32)
    tmp13 = tmp9 + tmp12
    tmp14 = tl.full([1, 1], 0.0, tl.float32)
    tmp15 = triton_helpers.maximum(tmp13, tmp14)
    tmp16 = tl.full([1, 1], 6.0, tl.float32)
    tmp17 = triton_helpers.minimum(tmp15, tmp16)
    tmp18 = tmp9 * tmp17
    tmp19 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp20 = tmp18 * tmp19
    tmp21 = tmp11 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp27 = tmp26.to(tl.float32)
    tmp28 = tl.full([1, 1], -3.0, tl.float32)
    tmp29 = tmp27 > tmp28
    tmp30 = tmp27 < tmp12
    tmp31 = tmp29 & tmp30
    tmp32 = tmp25 * tmp19
    tmp33 = tl.where(tmp31, tmp32, tmp14)
    tmp34 = tmp33.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 24*r0_2 + 1536*x1), tmp9, xmask)
    tl.store(out_ptr2 + (x3), tmp34, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/e5/ce5zzetdd4haklb2ku53vfxhvxtqpfoyslsxatlwi5bm62lhlpuf.py
# Topologically Sorted Source Nodes: [full_default, convert_element_type_97, hardsigmoid_1, mul_343, convert_element_type_106, expand_2, div_15, add_467, le_5, lt_5, div_16, add_468, mul_345, where_10, where_11], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add]
# Source node to ATen node mapping:
#   add_467 => add_467
#   add_468 => add_468
#   convert_element_type_106 => convert_element_type_106
#   convert_element_type_97 => convert_element_type_97
#   div_15 => div_15
#   div_16 => div_16
#   expand_2 => expand_2
#   full_default => full_default
#   hardsigmoid_1 => add_228, clamp_max_5, clamp_min_5, convert_element_type_30, convert_element_type_31, div_5
#   le_5 => le_5
#   lt_5 => lt_5
#   mul_343 => mul_343
#   mul_345 => mul_345
#   where_10 => where_10
#   where_11 => where_11
# Graph fragment:
#   %add_174 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=add_174]
#   %getitem_30 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=getitem_30]
#   %convolution_8 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=convolution_8]
#   %getitem_36 : Tensor "bf16[s77, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=getitem_36]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_97 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_30, torch.float32), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_8, torch.float32), kwargs = {})
#   %add_228 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_30, 3), kwargs = {})
#   %clamp_min_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_228, 0), kwargs = {})
#   %clamp_max_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_5, 6), kwargs = {})
#   %div_5 : Tensor "f32[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_5, 6), kwargs = {})
#   %convert_element_type_31 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_5, torch.bfloat16), kwargs = {})
#   %mul_343 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_97, %convert_element_type_31), kwargs = {})
#   %convert_element_type_106 : Tensor "f32[s77, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_36, torch.float32), kwargs = {})
#   %expand_2 : Tensor "f32[s77, 24, 8, 8][24, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%convert_element_type_106, [%primals_3, 24, 8, 8]), kwargs = {})
#   %div_15 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_2, 64), kwargs = {})
#   %add_467 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_343, %div_15), kwargs = {})
#   %le_5 : Tensor "b8[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_174, -3), kwargs = {})
#   %lt_5 : Tensor "b8[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_174, 3), kwargs = {})
#   %div_16 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_174, 3), kwargs = {})
#   %add_468 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_16, 0.5), kwargs = {})
#   %mul_345 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_467, %add_468), kwargs = {})
#   %where_10 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_5, %mul_345, %add_467), kwargs = {})
#   %where_11 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_5, %full_default, %where_10), kwargs = {})
#   return %where_11
triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_15 = async_compile.triton('triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 86400}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x0 = (xindex % 24)
    x2 = xindex // 1536
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask)
    tmp5 = tl.load(in_ptr0 + (x3), xmask).to(tl.float32)
    tmp7 = tl.load(in_ptr1 + (x0 + 24*x2), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp19 = tl.load(in_ptr2 + (x0 + 24*x2), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp8 + tmp3
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = triton_helpers.maximum(tmp9, tmp10)
    tmp12 = tl.full([1], 6.0, tl.float32)
    tmp13 = triton_helpers.minimum(tmp11, tmp12)
    tmp14 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp6 * tmp17
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.full([1], 0.015625, tl.float32)
    tmp22 = tmp20 * tmp21
    tmp23 = tmp18 + tmp22
    tmp24 = tl.full([1], 0.3333333333333333, tl.float32)
    tmp25 = tmp0 * tmp24
    tmp26 = tl.full([1], 0.5, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = tmp23 * tmp27
    tmp29 = tl.where(tmp4, tmp28, tmp23)
    tmp30 = tl.where(tmp2, tmp10, tmp29)
    tl.store(in_out_ptr0 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/m3/cm3ergq6uh4azijcsyjdf2a52nlujaosbwd72vk23qvh4n4jjn62.py
# Topologically Sorted Source Nodes: [group_norm_2, mul_346, view_46, sum_31, view_47, sum_32], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   group_norm_2 => clone_2, convert_element_type_24
#   mul_346 => mul_346
#   sum_31 => sum_31
#   sum_32 => sum_32
#   view_46 => view_46
#   view_47 => view_47
# Graph fragment:
#   %where_11 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=where_11]
#   %convolution_6 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_6]
#   %convert_element_type_24 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %clone_2 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_24,), kwargs = {memory_format: torch.contiguous_format})
#   %mul_346 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_11, %clone_2), kwargs = {})
#   %view_46 : Tensor "f32[s77, 24, 64][1536, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_346, [%primals_3, 24, 64]), kwargs = {})
#   %sum_31 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_46, [2]), kwargs = {})
#   %view_47 : Tensor "f32[s77, 24, 64][1536, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_11, [%primals_3, 24, 64]), kwargs = {})
#   %sum_32 : Tensor "f32[s77, 24][24, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_47, [2]), kwargs = {})
#   return %sum_31,%sum_32
triton_per_fused__to_copy_clone_native_group_norm_backward_16 = async_compile.triton('triton_per_fused__to_copy_clone_native_group_norm_backward_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_native_group_norm_backward_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 38400, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_native_group_norm_backward_16(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 24)
    x1 = xindex // 24
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_2 + 1536*x1), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 24*r0_2 + 1536*x1), xmask, other=0.0).to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp7, xmask)
    tl.store(out_ptr1 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/6a/c6ati5grod3zxfejxyazz3kmcdlnrdcwy4bww2g5ccdzs7cvdy4x.py
# Topologically Sorted Source Nodes: [group_norm_2, unsqueeze_70, view_50, mul_349, mul_350, sub_112, mul_351, mul_352, mul_353, mul_354, neg_3, mul_355, mul_356, mul_357, sub_113, unsqueeze_71, unsqueeze_72, unsqueeze_73, unsqueeze_74, unsqueeze_75, view_51, mul_358, mul_359, add_469, add_470, view_53, convert_element_type_109, sum_37, convert_element_type_112], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_469 => add_469
#   add_470 => add_470
#   convert_element_type_109 => convert_element_type_109
#   convert_element_type_112 => convert_element_type_112
#   group_norm_2 => clone_2, convert_element_type_24, squeeze_4, squeeze_5, view_4
#   mul_349 => mul_349
#   mul_350 => mul_350
#   mul_351 => mul_351
#   mul_352 => mul_352
#   mul_353 => mul_353
#   mul_354 => mul_354
#   mul_355 => mul_355
#   mul_356 => mul_356
#   mul_357 => mul_357
#   mul_358 => mul_358
#   mul_359 => mul_359
#   neg_3 => neg_3
#   sub_112 => sub_112
#   sub_113 => sub_113
#   sum_37 => sum_37
#   unsqueeze_70 => unsqueeze_70
#   unsqueeze_71 => unsqueeze_71
#   unsqueeze_72 => unsqueeze_72
#   unsqueeze_73 => unsqueeze_73
#   unsqueeze_74 => unsqueeze_74
#   unsqueeze_75 => unsqueeze_75
#   view_50 => view_50
#   view_51 => view_51
#   view_53 => view_53
# Graph fragment:
#   %where_11 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=where_11]
#   %rsqrt_2 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_21 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=primals_21]
#   %convolution_6 : Tensor "bf16[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0" = PlaceHolder[target=convolution_6]
#   %sum_34 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_34]
#   %getitem_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %sum_33 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_33]
#   %convert_element_type_109 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0" = PlaceHolder[target=convert_element_type_109]
#   %sum_37 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=sum_37]
#   %convert_element_type_24 : Tensor "f32[s77, 24, 8, 8][1536, 1, 192, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %clone_2 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_24,), kwargs = {memory_format: torch.contiguous_format})
#   %view_4 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [%primals_3, 4, 6, 64]), kwargs = {})
#   %squeeze_5 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_2, [2, 3]), kwargs = {})
#   %unsqueeze_70 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_5, -1), kwargs = {})
#   %view_50 : Tensor "f32[1, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_21, [1, 4, 6]), kwargs = {})
#   %mul_349 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_70, %view_50), kwargs = {})
#   %squeeze_4 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_5, [2, 3]), kwargs = {})
#   %mul_350 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_34, %squeeze_4), kwargs = {})
#   %sub_112 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_350, %sum_33), kwargs = {})
#   %mul_351 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_112, %squeeze_5), kwargs = {})
#   %mul_352 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_351, %squeeze_5), kwargs = {})
#   %mul_353 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_352, %squeeze_5), kwargs = {})
#   %mul_354 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_353, 0.0026041666666666665), kwargs = {})
#   %neg_3 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_354,), kwargs = {})
#   %mul_355 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_3, %squeeze_4), kwargs = {})
#   %mul_356 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_34, %squeeze_5), kwargs = {})
#   %mul_357 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_356, 0.0026041666666666665), kwargs = {})
#   %sub_113 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_355, %mul_357), kwargs = {})
#   %unsqueeze_71 : Tensor "f32[s77, 4, 6, 1][24, 6, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_349, -1), kwargs = {})
#   %unsqueeze_72 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_354, -1), kwargs = {})
#   %unsqueeze_73 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_72, -1), kwargs = {})
#   %unsqueeze_74 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_113, -1), kwargs = {})
#   %unsqueeze_75 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_74, -1), kwargs = {})
#   %view_51 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_11, [%primals_3, 4, 6, 64]), kwargs = {})
#   %mul_358 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_51, %unsqueeze_71), kwargs = {})
#   %mul_359 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_4, %unsqueeze_73), kwargs = {})
#   %add_469 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_358, %mul_359), kwargs = {})
#   %add_470 : Tensor "f32[s77, 4, 6, 64][1536, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_469, %unsqueeze_75), kwargs = {})
#   %view_53 : Tensor "f32[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_470, [%primals_3, 24, 8, 8]), kwargs = {})
#   %convert_element_type_109 : Tensor "bf16[s77, 24, 8, 8][1536, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_53, torch.bfloat16), kwargs = {})
#   %sum_37 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_109, [0, 2, 3]), kwargs = {})
#   %convert_element_type_112 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_37, torch.float32), kwargs = {})
#   return %convert_element_type_109,%sum_37,%convert_element_type_112
triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_17 = async_compile.triton('triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 256},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*bf16', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37408, 'r0_': 24576}}
)
@triton.jit
def triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_17(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp2 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        r0_2 = r0_index // 64
        r0_1 = (r0_index % 64)
        tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 24*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.load(in_ptr4 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.load(in_ptr5 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.load(in_ptr6 + (4*r0_2 + (x0 // 6)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp6 = tmp5.to(tl.float32)
        tmp9 = tmp7 * tmp8
        tmp11 = tmp9 - tmp10
        tmp12 = tmp11 * tmp1
        tmp13 = tmp12 * tmp1
        tmp14 = tmp13 * tmp1
        tmp15 = tl.full([1, 1], 0.0026041666666666665, tl.float32)
        tmp16 = tmp14 * tmp15
        tmp17 = tmp6 * tmp16
        tmp18 = tmp4 + tmp17
        tmp19 = -tmp16
        tmp20 = tmp19 * tmp8
        tmp21 = tmp7 * tmp1
        tmp22 = tmp21 * tmp15
        tmp23 = tmp20 - tmp22
        tmp24 = tmp18 + tmp23
        tmp25 = tmp24.to(tl.float32)
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
        tl.store(out_ptr0 + (r0_1 + 64*x0 + 1536*r0_2), tmp25, r0_mask & xmask)
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tmp29 = tmp27.to(tl.float32)
    tl.store(out_ptr2 + (x0), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/i4/ci4wkssivpbwi26heogvy4gkb6uofkjrhgwnoj5aff3bdhn4v3jb.py
# Topologically Sorted Source Nodes: [full_default, convert_element_type_117, group_norm, y, mul_379, hardsigmoid, sum_46, gt_8, lt_7, bitwise_and_2, mul_381, where_14, convert_element_type_123], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mul, aten.hardsigmoid, aten.sum, aten.hardsigmoid_backward]
# Source node to ATen node mapping:
#   bitwise_and_2 => bitwise_and_2
#   convert_element_type_117 => convert_element_type_117
#   convert_element_type_123 => convert_element_type_123
#   full_default => full_default
#   group_norm => add_32, clone, convert_element_type_7, mul_23, mul_24, sub_6, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, view, view_1
#   gt_8 => gt_8
#   hardsigmoid => convert_element_type_13
#   lt_7 => lt_7
#   mul_379 => mul_379
#   mul_381 => mul_381
#   sum_46 => sum_46
#   where_14 => where_14
#   y => add_50, clamp_max_1, clamp_min_1, div_1, mul_35
# Graph fragment:
#   %convolution_1 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_8]
#   %getitem_45 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=getitem_45]
#   %add_32 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=add_32]
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=convolution_3]
#   %sum_46 : Tensor "f32[s77, 16, 1, 1][16, 1, 16*s77, 16*s77]cuda:0" = PlaceHolder[target=sum_46]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_117 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_45, torch.float32), kwargs = {})
#   %convert_element_type_7 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %clone : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_7,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%primals_3, 4, 4, 64]), kwargs = {})
#   %sub_6 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %mul_23 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_23, [%primals_3, 16, 8, 8]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %mul_24 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_2), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %add_32 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_24, %unsqueeze_5), kwargs = {})
#   %add_50 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_50, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_35 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_32, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_35, 6), kwargs = {})
#   %mul_379 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_117, %div_1), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %sum_46 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_379, [2, 3], True), kwargs = {dtype: torch.float32})
#   %gt_8 : Tensor "b8[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%convert_element_type_13, -3.0), kwargs = {})
#   %lt_7 : Tensor "b8[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%convert_element_type_13, 3.0), kwargs = {})
#   %bitwise_and_2 : Tensor "b8[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%gt_8, %lt_7), kwargs = {})
#   %mul_381 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_46, 0.16666666666666666), kwargs = {})
#   %where_14 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_and_2, %mul_381, %full_default), kwargs = {})
#   %convert_element_type_123 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_14, torch.bfloat16), kwargs = {})
#   return %add_32,%sum_46,%convert_element_type_123
triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_18 = async_compile.triton('triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 49792, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 1024*x1), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr5 + (x0 + 16*r0_2 + 1024*x1), xmask, other=0.0).to(tl.float32)
    tmp26 = tl.load(in_ptr6 + (x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tmp3 * tmp4
    tmp7 = tmp5 * tmp6
    tmp9 = tmp7 + tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.full([1, 1], 3.0, tl.float32)
    tmp13 = tmp9 + tmp12
    tmp14 = tl.full([1, 1], 0.0, tl.float32)
    tmp15 = triton_helpers.maximum(tmp13, tmp14)
    tmp16 = tl.full([1, 1], 6.0, tl.float32)
    tmp17 = triton_helpers.minimum(tmp15, tmp16)
    tmp18 = tmp9 * tmp17
    tmp19 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp20 = tmp18 * tmp19
    tmp21 = tmp11 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp27 = tmp26.to(tl.float32)
    tmp28 = tl.full([1, 1], -3.0, tl.float32)
    tmp29 = tmp27 > tmp28
    tmp30 = tmp27 < tmp12
    tmp31 = tmp29 & tmp30
    tmp32 = tmp25 * tmp19
    tmp33 = tl.where(tmp31, tmp32, tmp14)
    tmp34 = tmp33.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 16*r0_2 + 1024*x1), tmp9, xmask)
    tl.store(out_ptr2 + (x3), tmp34, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/vj/cvjuzvzgk3ub36rncl7twmawb2ud2bhxz7scpsxbkgzliex4dimh.py
# Topologically Sorted Source Nodes: [full_default_2, le_7, where_15, sum_48, convert_element_type_128], Original ATen: [aten.threshold_backward, aten.convolution_backward, aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_128 => convert_element_type_128
#   full_default_2 => full_default_2
#   le_7 => le_7
#   sum_48 => sum_48
#   where_15 => where_15
# Graph fragment:
#   %relu : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0" = PlaceHolder[target=relu]
#   %getitem_48 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0" = PlaceHolder[target=getitem_48]
#   %where_15 : Tensor "bf16[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=where_15]
#   %sum_48 : Tensor "bf16[4][1]cuda:0" = PlaceHolder[target=sum_48]
#   %full_default_2 : Tensor "bf16[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_7 : Tensor "b8[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_15 : Tensor "bf16[s77, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_7, %full_default_2, %getitem_48), kwargs = {})
#   %sum_48 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_15, [0, 2, 3]), kwargs = {})
#   %convert_element_type_128 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_48, torch.float32), kwargs = {})
#   return %where_15,%sum_48,%convert_element_type_128
triton_red_fused__to_copy_convolution_backward_threshold_backward_19 = async_compile.triton('triton_red_fused__to_copy_convolution_backward_threshold_backward_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_convolution_backward_threshold_backward_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 80, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__to_copy_convolution_backward_threshold_backward_19(in_out_ptr0, in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4
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
        tmp0 = tl.load(in_out_ptr0 + (x0 + 4*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr0 + (x0 + 4*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tl.store(in_out_ptr0 + (x0 + 4*r0_1), tmp4, r0_mask & xmask)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp8 = tmp6.to(tl.float32)
    tl.store(out_ptr1 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/br/cbrtgc6oyborvxyve3ikfwu4r4fc6gvptaui7aei7cufatt24ed3.py
# Topologically Sorted Source Nodes: [full_default, convert_element_type_117, hardsigmoid, mul_380, convert_element_type_126, expand_3, div_18, add_475, le_8, lt_8, div_19, add_476, mul_382, where_16, where_17], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add]
# Source node to ATen node mapping:
#   add_475 => add_475
#   add_476 => add_476
#   convert_element_type_117 => convert_element_type_117
#   convert_element_type_126 => convert_element_type_126
#   div_18 => div_18
#   div_19 => div_19
#   expand_3 => expand_3
#   full_default => full_default
#   hardsigmoid => add_86, clamp_max_2, clamp_min_2, convert_element_type_13, convert_element_type_14, div_2
#   le_8 => le_8
#   lt_8 => lt_8
#   mul_380 => mul_380
#   mul_382 => mul_382
#   where_16 => where_16
#   where_17 => where_17
# Graph fragment:
#   %add_32 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=add_32]
#   %getitem_45 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=getitem_45]
#   %convolution_3 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=convolution_3]
#   %getitem_51 : Tensor "bf16[s77, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=getitem_51]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_117 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_45, torch.float32), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %add_86 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_13, 3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_86, 0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 6), kwargs = {})
#   %div_2 : Tensor "f32[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_2, 6), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_2, torch.bfloat16), kwargs = {})
#   %mul_380 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_117, %convert_element_type_14), kwargs = {})
#   %convert_element_type_126 : Tensor "f32[s77, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_51, torch.float32), kwargs = {})
#   %expand_3 : Tensor "f32[s77, 16, 8, 8][16, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%convert_element_type_126, [%primals_3, 16, 8, 8]), kwargs = {})
#   %div_18 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_3, 64), kwargs = {})
#   %add_475 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_380, %div_18), kwargs = {})
#   %le_8 : Tensor "b8[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_32, -3), kwargs = {})
#   %lt_8 : Tensor "b8[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_32, 3), kwargs = {})
#   %div_19 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_32, 3), kwargs = {})
#   %add_476 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_19, 0.5), kwargs = {})
#   %mul_382 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_475, %add_476), kwargs = {})
#   %where_16 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_8, %mul_382, %add_475), kwargs = {})
#   %where_17 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default, %where_16), kwargs = {})
#   return %where_17
triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_20 = async_compile.triton('triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 57600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_20(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x0 = (xindex % 16)
    x2 = xindex // 1024
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask)
    tmp5 = tl.load(in_ptr0 + (x3), xmask).to(tl.float32)
    tmp7 = tl.load(in_ptr1 + (x0 + 16*x2), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp19 = tl.load(in_ptr2 + (x0 + 16*x2), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp8 + tmp3
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = triton_helpers.maximum(tmp9, tmp10)
    tmp12 = tl.full([1], 6.0, tl.float32)
    tmp13 = triton_helpers.minimum(tmp11, tmp12)
    tmp14 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp6 * tmp17
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.full([1], 0.015625, tl.float32)
    tmp22 = tmp20 * tmp21
    tmp23 = tmp18 + tmp22
    tmp24 = tl.full([1], 0.3333333333333333, tl.float32)
    tmp25 = tmp0 * tmp24
    tmp26 = tl.full([1], 0.5, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = tmp23 * tmp27
    tmp29 = tl.where(tmp4, tmp28, tmp23)
    tmp30 = tl.where(tmp2, tmp10, tmp29)
    tl.store(in_out_ptr0 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/2s/c2sdqtxwhb5q2wqqoknu35nyvfnbrkvdlo5kunyboctwkmptpsm7.py
# Topologically Sorted Source Nodes: [group_norm, mul_383, view_68, sum_49, view_69, sum_50], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   group_norm => clone, convert_element_type_7
#   mul_383 => mul_383
#   sum_49 => sum_49
#   sum_50 => sum_50
#   view_68 => view_68
#   view_69 => view_69
# Graph fragment:
#   %where_17 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=where_17]
#   %convolution_1 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %convert_element_type_7 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %clone : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_7,), kwargs = {memory_format: torch.contiguous_format})
#   %mul_383 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_17, %clone), kwargs = {})
#   %view_68 : Tensor "f32[s77, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_383, [%primals_3, 16, 64]), kwargs = {})
#   %sum_49 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_68, [2]), kwargs = {})
#   %view_69 : Tensor "f32[s77, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_17, [%primals_3, 16, 64]), kwargs = {})
#   %sum_50 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_69, [2]), kwargs = {})
#   return %sum_49,%sum_50
triton_per_fused__to_copy_clone_native_group_norm_backward_21 = async_compile.triton('triton_per_fused__to_copy_clone_native_group_norm_backward_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_clone_native_group_norm_backward_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25600, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_clone_native_group_norm_backward_21(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 1024*x1), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 16*r0_2 + 1024*x1), xmask, other=0.0).to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp7, xmask)
    tl.store(out_ptr1 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/mn/cmnhtrh2yi4l3gj7xipwrdfsvy6qh6vktxqzc2etlwac2psuuz7k.py
# Topologically Sorted Source Nodes: [group_norm, mul_384, view_70, sum_51, mul_385, view_71, sum_52, mul_387, sub_118], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   group_norm => squeeze, unsqueeze
#   mul_384 => mul_384
#   mul_385 => mul_385
#   mul_387 => mul_387
#   sub_118 => sub_118
#   sum_51 => sum_51
#   sum_52 => sum_52
#   view_70 => view_70
#   view_71 => view_71
# Graph fragment:
#   %sum_50 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sum_50]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %sum_52 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_52]
#   %getitem_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %sum_49 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sum_49]
#   %unsqueeze : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 0), kwargs = {})
#   %mul_384 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_49, %unsqueeze), kwargs = {})
#   %view_70 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_384, [%primals_3, 4, 4]), kwargs = {})
#   %sum_51 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_70, [2]), kwargs = {})
#   %mul_385 : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_50, %unsqueeze), kwargs = {})
#   %view_71 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_385, [%primals_3, 4, 4]), kwargs = {})
#   %sum_52 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_71, [2]), kwargs = {})
#   %squeeze : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [2, 3]), kwargs = {})
#   %mul_387 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_52, %squeeze), kwargs = {})
#   %sub_118 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_387, %sum_51), kwargs = {})
#   return %sum_52,%sub_118
triton_poi_fused_native_group_norm_native_group_norm_backward_22 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_22(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4)
    tmp0 = tl.load(in_ptr0 + (4*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (4*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (1 + 4*x2), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 4*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (2 + 4*x2), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (2 + 4*x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr1 + (3 + 4*x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x2), xmask)
    tmp17 = tl.load(in_ptr3 + (4*x2), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr3 + (1 + 4*x2), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr3 + (2 + 4*x2), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr3 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp9 = tmp7 * tmp8
    tmp10 = tmp6 + tmp9
    tmp13 = tmp11 * tmp12
    tmp14 = tmp10 + tmp13
    tmp16 = tmp14 * tmp15
    tmp18 = tmp17 * tmp1
    tmp20 = tmp19 * tmp4
    tmp21 = tmp18 + tmp20
    tmp23 = tmp22 * tmp8
    tmp24 = tmp21 + tmp23
    tmp26 = tmp25 * tmp12
    tmp27 = tmp24 + tmp26
    tmp28 = tmp16 - tmp27
    tl.store(out_ptr0 + (x2), tmp14, xmask)
    tl.store(out_ptr1 + (x2), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/iy/ciyzokbny2brddoj3abtk5jb3dgb6eahxp7vb3vfje3yvgqmlivd.py
# Topologically Sorted Source Nodes: [group_norm, unsqueeze_90, view_72, mul_386, mul_388, mul_389, mul_390, mul_391, neg_5, mul_392, mul_393, mul_394, sub_119, unsqueeze_91, unsqueeze_92, unsqueeze_93, unsqueeze_94, unsqueeze_95, view_73, mul_395, mul_396, add_477, add_478, view_75, convert_element_type_129, sum_55, convert_element_type_131], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_477 => add_477
#   add_478 => add_478
#   convert_element_type_129 => convert_element_type_129
#   convert_element_type_131 => convert_element_type_131
#   group_norm => clone, convert_element_type_7, squeeze, squeeze_1, view
#   mul_386 => mul_386
#   mul_388 => mul_388
#   mul_389 => mul_389
#   mul_390 => mul_390
#   mul_391 => mul_391
#   mul_392 => mul_392
#   mul_393 => mul_393
#   mul_394 => mul_394
#   mul_395 => mul_395
#   mul_396 => mul_396
#   neg_5 => neg_5
#   sub_119 => sub_119
#   sum_55 => sum_55
#   unsqueeze_90 => unsqueeze_90
#   unsqueeze_91 => unsqueeze_91
#   unsqueeze_92 => unsqueeze_92
#   unsqueeze_93 => unsqueeze_93
#   unsqueeze_94 => unsqueeze_94
#   unsqueeze_95 => unsqueeze_95
#   view_72 => view_72
#   view_73 => view_73
#   view_75 => view_75
# Graph fragment:
#   %where_17 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=where_17]
#   %rsqrt : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %convolution_1 : Tensor "bf16[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %sub_118 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sub_118]
#   %getitem_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %sum_52 : Tensor "f32[s77, 4][4, 1]cuda:0" = PlaceHolder[target=sum_52]
#   %convert_element_type_129 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=convert_element_type_129]
#   %sum_55 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=sum_55]
#   %convert_element_type_7 : Tensor "f32[s77, 16, 8, 8][1024, 1, 128, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %clone : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_7,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [%primals_3, 4, 4, 64]), kwargs = {})
#   %squeeze_1 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [2, 3]), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_1, -1), kwargs = {})
#   %view_72 : Tensor "f32[1, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_7, [1, 4, 4]), kwargs = {})
#   %mul_386 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_90, %view_72), kwargs = {})
#   %squeeze : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [2, 3]), kwargs = {})
#   %mul_388 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_118, %squeeze_1), kwargs = {})
#   %mul_389 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_388, %squeeze_1), kwargs = {})
#   %mul_390 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_389, %squeeze_1), kwargs = {})
#   %mul_391 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_390, 0.00390625), kwargs = {})
#   %neg_5 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_391,), kwargs = {})
#   %mul_392 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_5, %squeeze), kwargs = {})
#   %mul_393 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_52, %squeeze_1), kwargs = {})
#   %mul_394 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_393, 0.00390625), kwargs = {})
#   %sub_119 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_392, %mul_394), kwargs = {})
#   %unsqueeze_91 : Tensor "f32[s77, 4, 4, 1][16, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_386, -1), kwargs = {})
#   %unsqueeze_92 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_391, -1), kwargs = {})
#   %unsqueeze_93 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_92, -1), kwargs = {})
#   %unsqueeze_94 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_119, -1), kwargs = {})
#   %unsqueeze_95 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_94, -1), kwargs = {})
#   %view_73 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%where_17, [%primals_3, 4, 4, 64]), kwargs = {})
#   %mul_395 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_73, %unsqueeze_91), kwargs = {})
#   %mul_396 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view, %unsqueeze_93), kwargs = {})
#   %add_477 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_395, %mul_396), kwargs = {})
#   %add_478 : Tensor "f32[s77, 4, 4, 64][1024, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_477, %unsqueeze_95), kwargs = {})
#   %view_75 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_478, [%primals_3, 16, 8, 8]), kwargs = {})
#   %convert_element_type_129 : Tensor "bf16[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_75, torch.bfloat16), kwargs = {})
#   %sum_55 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_129, [0, 2, 3]), kwargs = {})
#   %convert_element_type_131 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_55, torch.float32), kwargs = {})
#   return %convert_element_type_129,%sum_55,%convert_element_type_131
triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_23 = async_compile.triton('triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 256},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*bf16', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25024, 'r0_': 16384}}
)
@triton.jit
def triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp2 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp25 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        r0_2 = r0_index // 64
        r0_1 = (r0_index % 64)
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (4*r0_2 + (x0 // 4)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.load(in_ptr4 + (4*r0_2 + (x0 // 4)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp16 = tl.load(in_ptr5 + (4*r0_2 + (x0 // 4)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp18 = tl.load(in_ptr6 + (4*r0_2 + (x0 // 4)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp6 = tmp5.to(tl.float32)
        tmp8 = tmp7 * tmp1
        tmp9 = tmp8 * tmp1
        tmp10 = tmp9 * tmp1
        tmp11 = tl.full([1, 1], 0.00390625, tl.float32)
        tmp12 = tmp10 * tmp11
        tmp13 = tmp6 * tmp12
        tmp14 = tmp4 + tmp13
        tmp15 = -tmp12
        tmp17 = tmp15 * tmp16
        tmp19 = tmp18 * tmp1
        tmp20 = tmp19 * tmp11
        tmp21 = tmp17 - tmp20
        tmp22 = tmp14 + tmp21
        tmp23 = tmp22.to(tl.float32)
        tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
        tmp26 = _tmp25 + tmp24
        _tmp25 = tl.where(r0_mask & xmask, tmp26, _tmp25)
        tl.store(out_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), tmp23, r0_mask & xmask)
    tmp25 = tl.sum(_tmp25, 1)[:, None]
    tmp27 = tmp25.to(tl.float32)
    tl.store(out_ptr2 + (x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/hp/chpn35m6ejhya6krqd3ul3dofdsjdhqzp3psgo3k6lrvvydd6lef.py
# Topologically Sorted Source Nodes: [full_default, add_479, convert_element_type_132, hardswish, le_9, lt_9, div_20, add_480, mul_399, where_18, where_19, convert_element_type_134], Original ATen: [aten.hardswish_backward, aten.add, aten.hardswish]
# Source node to ATen node mapping:
#   add_479 => add_479
#   add_480 => add_480
#   convert_element_type_132 => convert_element_type_132
#   convert_element_type_134 => convert_element_type_134
#   div_20 => div_20
#   full_default => full_default
#   hardswish => convert_element_type_3
#   le_9 => le_9
#   lt_9 => lt_9
#   mul_399 => mul_399
#   where_18 => where_18
#   where_19 => where_19
# Graph fragment:
#   %convolution : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_42 : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0" = PlaceHolder[target=getitem_42]
#   %getitem_54 : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0" = PlaceHolder[target=getitem_54]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=10] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_479 : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_42, %getitem_54), kwargs = {})
#   %convert_element_type_132 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_479, torch.float32), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %le_9 : Tensor "b8[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%convert_element_type_3, -3), kwargs = {})
#   %lt_9 : Tensor "b8[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%convert_element_type_3, 3), kwargs = {})
#   %div_20 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_3, 3), kwargs = {})
#   %add_480 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_20, 0.5), kwargs = {})
#   %mul_399 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_132, %add_480), kwargs = {})
#   %where_18 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_9, %mul_399, %convert_element_type_132), kwargs = {})
#   %where_19 : Tensor "f32[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_9, %full_default, %where_18), kwargs = {})
#   %convert_element_type_134 : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_19, torch.bfloat16), kwargs = {})
#   return %convert_element_type_134
triton_poi_fused_add_hardswish_hardswish_backward_24 = async_compile.triton('triton_poi_fused_add_hardswish_hardswish_backward_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_hardswish_hardswish_backward_24', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 163840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_hardswish_hardswish_backward_24(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp6 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp7 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], -3.0, tl.float32)
    tmp3 = tmp1 <= tmp2
    tmp4 = tl.full([1], 3.0, tl.float32)
    tmp5 = tmp1 < tmp4
    tmp8 = tmp6 + tmp7
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tl.full([1], 0.3333333333333333, tl.float32)
    tmp11 = tmp1 * tmp10
    tmp12 = tl.full([1], 0.5, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp9 * tmp13
    tmp15 = tl.where(tmp5, tmp14, tmp9)
    tmp16 = tl.full([1], 0.0, tl.float32)
    tmp17 = tl.where(tmp3, tmp16, tmp15)
    tmp18 = tmp17.to(tl.float32)
    tl.store(in_out_ptr0 + (x0), tmp18, None)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/yi/cyi3ymruxtalqzjyp4zp22qjgd4yp5w7cxda5pdhpwrgxqoazhrv.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "bf16[s77, 10][10, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_1
triton_red_fused_sum_25 = async_compile.triton('triton_red_fused_sum_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_25(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 10
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp3 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 10*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp4 = _tmp3 + tmp2
        _tmp3 = tl.where(r0_mask & xmask, tmp4, _tmp3)
    tmp3 = tl.sum(_tmp3, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/k4/ck45x3spdabkylepkdvru4dr6ytz2niicfdlqpiqbdjasvkfeaoi.py
# Topologically Sorted Source Nodes: [sum_47, convert_element_type_125], Original ATen: [aten.convolution_backward, aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_125 => convert_element_type_125
#   sum_47 => sum_47
# Graph fragment:
#   %convert_element_type_123 : Tensor "bf16[s77, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=convert_element_type_123]
#   %sum_47 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=sum_47]
#   %sum_47 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_123, [0, 2, 3]), kwargs = {})
#   %convert_element_type_125 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_47, torch.float32), kwargs = {})
#   return %sum_47,%convert_element_type_125
triton_red_fused__to_copy_convolution_backward_26 = async_compile.triton('triton_red_fused__to_copy_convolution_backward_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_convolution_backward_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__to_copy_convolution_backward_26(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
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
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp4 = tmp2.to(tl.float32)
    tl.store(out_ptr1 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/mg/cmgggzx3uj7bkqwte3prh6okwezfchc4cc5lpaltfm37jijwhosu.py
# Topologically Sorted Source Nodes: [sum_11, convert_element_type_84], Original ATen: [aten.convolution_backward, aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_84 => convert_element_type_84
#   sum_11 => sum_11
# Graph fragment:
#   %convert_element_type_82 : Tensor "bf16[s77, 24, 1, 1][24, 1, 1, 1]cuda:0" = PlaceHolder[target=convert_element_type_82]
#   %sum_11 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=sum_11]
#   %sum_11 : Tensor "bf16[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_82, [0, 2, 3]), kwargs = {})
#   %convert_element_type_84 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_11, torch.float32), kwargs = {})
#   return %sum_11,%convert_element_type_84
triton_red_fused__to_copy_convolution_backward_27 = async_compile.triton('triton_red_fused__to_copy_convolution_backward_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_convolution_backward_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__to_copy_convolution_backward_27(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24
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
        tmp0 = tl.load(in_ptr0 + (x0 + 24*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp4 = tmp2.to(tl.float32)
    tl.store(out_ptr1 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/mb/cmb5gyjj5pdkl4xbfgdv45st6z3yxngo7xyxhiousakafsvqsuuw.py
# Topologically Sorted Source Nodes: [convert_element_type_124], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_124 => convert_element_type_124
# Graph fragment:
#   %getitem_49 : Tensor "bf16[16, 4, 1, 1][4, 1, 4, 4]cuda:0" = PlaceHolder[target=getitem_49]
#   %convert_element_type_124 : Tensor "f32[16, 4, 1, 1][4, 1, 4, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_49, torch.float32), kwargs = {})
#   return %convert_element_type_124
triton_poi_fused__to_copy_28 = async_compile.triton('triton_poi_fused__to_copy_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_28', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 640}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_28(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ja/cjatbt7wh4gp4lwu7yoccfozwertitzqoe7chtebrz4yzcf3fylh.py
# Topologically Sorted Source Nodes: [sum_56], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_56 => sum_56
# Graph fragment:
#   %convert_element_type_134 : Tensor "bf16[s77, 16, 16, 16][4096, 1, 256, 16]cuda:0" = PlaceHolder[target=convert_element_type_134]
#   %sum_56 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_134, [0, 2, 3]), kwargs = {})
#   return %buf161
triton_red_fused_convolution_backward_29 = async_compile.triton('triton_red_fused_convolution_backward_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_29', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 33792, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_convolution_backward_29(in_ptr0, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 16)
    x1 = xindex // 16
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*((r0_2 % 16)) + 256*((((r0_2 + 32*ks0*x1) // 16) % (16*ks0)))), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/dx/cdxvpx3oaqtygzgkszgjcjsarifm5cgruizqhgslzevvc3w25tle.py
# Topologically Sorted Source Nodes: [sum_56, convert_element_type_136], Original ATen: [aten.convolution_backward, aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_136 => convert_element_type_136
#   sum_56 => sum_56
# Graph fragment:
#   %buf161 : Tensor "f32[16, 8][1, 16]cuda:0" = PlaceHolder[target=buf161]
#   %sum_56 : Tensor "bf16[16][1]cuda:0" = PlaceHolder[target=sum_56]
#   %sum_56 : Tensor "bf16[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_134, [0, 2, 3]), kwargs = {})
#   %convert_element_type_136 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_56, torch.float32), kwargs = {})
#   return %sum_56,%convert_element_type_136
triton_per_fused__to_copy_convolution_backward_30 = async_compile.triton('triton_per_fused__to_copy_convolution_backward_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_convolution_backward_30', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 640, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_convolution_backward_30(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp5 = tmp4.to(tl.float32)
    tl.store(out_ptr1 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/5w/c5wyctww7rfk5v53e7yg6uojhfxmuc3qbs7coc3cjmghjdazzeb4.py
# Topologically Sorted Source Nodes: [convert_element_type_83], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_83 => convert_element_type_83
# Graph fragment:
#   %getitem_19 : Tensor "bf16[24, 6, 1, 1][6, 1, 6, 6]cuda:0" = PlaceHolder[target=getitem_19]
#   %convert_element_type_83 : Tensor "f32[24, 6, 1, 1][6, 1, 6, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_19, torch.float32), kwargs = {})
#   return %convert_element_type_83
triton_poi_fused__to_copy_31 = async_compile.triton('triton_poi_fused__to_copy_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_31', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_31(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/b3/cb3tn2vd3oloi2hfjfhx7zplsmhckb2bh5dp46idpfuap3w2vsj3.py
# Topologically Sorted Source Nodes: [group_norm, unsqueeze_90, view_76, view_77, unsqueeze_96, mul_397, sub_120, mul_398, sum_53, sum_54], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   group_norm => squeeze, squeeze_1
#   mul_397 => mul_397
#   mul_398 => mul_398
#   sub_120 => sub_120
#   sum_53 => sum_53
#   sum_54 => sum_54
#   unsqueeze_90 => unsqueeze_90
#   unsqueeze_96 => unsqueeze_96
#   view_76 => view_76
#   view_77 => view_77
# Graph fragment:
#   %sum_49 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sum_49]
#   %sum_50 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=sum_50]
#   %getitem_1 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %squeeze_1 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [2, 3]), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_1, -1), kwargs = {})
#   %squeeze : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [2, 3]), kwargs = {})
#   %view_76 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_49, [%primals_3, 4, 4]), kwargs = {})
#   %view_77 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_50, [%primals_3, 4, 4]), kwargs = {})
#   %unsqueeze_96 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze, -1), kwargs = {})
#   %mul_397 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_77, %unsqueeze_96), kwargs = {})
#   %sub_120 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_76, %mul_397), kwargs = {})
#   %mul_398 : Tensor "f32[s77, 4, 4][16, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_120, %unsqueeze_90), kwargs = {})
#   %sum_53 : Tensor "f32[4, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_398, [0]), kwargs = {})
#   %sum_54 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sum_50, [0]), kwargs = {})
#   return %sum_53,%sum_54
triton_red_fused_native_group_norm_native_group_norm_backward_32 = async_compile.triton('triton_red_fused_native_group_norm_native_group_norm_backward_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_native_group_norm_backward_32', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 768, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_group_norm_native_group_norm_backward_32(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    x1 = xindex // 4
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x3 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x3 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x1 + 4*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x1 + 4*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 - tmp3
        tmp6 = tmp4 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp10 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/4w/c4wppzhpzcej6m7n65qisaw2dh5frp42aonrn6agnw6vz5npbvws.py
# Topologically Sorted Source Nodes: [convert_element_type_90], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_90 => convert_element_type_90
# Graph fragment:
#   %getitem_25 : Tensor "bf16[24, 1, 3, 3][9, 1, 3, 1]cuda:0" = PlaceHolder[target=getitem_25]
#   %convert_element_type_90 : Tensor "f32[24, 1, 3, 3][9, 1, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_25, torch.float32), kwargs = {})
#   return %convert_element_type_90
triton_poi_fused__to_copy_33 = async_compile.triton('triton_poi_fused__to_copy_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_33', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_33(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/vp/cvpkg4g6pozz6paoitanfvqvaxaz64uy5iw672piyhotlqjazwmy.py
# Topologically Sorted Source Nodes: [group_norm_4, unsqueeze_50, view_32, view_33, unsqueeze_56, mul_323, sub_108, mul_324, sum_17, sum_18], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   group_norm_4 => squeeze_8, squeeze_9
#   mul_323 => mul_323
#   mul_324 => mul_324
#   sub_108 => sub_108
#   sum_17 => sum_17
#   sum_18 => sum_18
#   unsqueeze_50 => unsqueeze_50
#   unsqueeze_56 => unsqueeze_56
#   view_32 => view_32
#   view_33 => view_33
# Graph fragment:
#   %sum_13 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=sum_13]
#   %sum_14 : Tensor "f32[s77, 24][24, 1]cuda:0" = PlaceHolder[target=sum_14]
#   %getitem_9 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_4 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %squeeze_9 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_4, [2, 3]), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_9, -1), kwargs = {})
#   %squeeze_8 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_9, [2, 3]), kwargs = {})
#   %view_32 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_13, [%primals_3, 4, 6]), kwargs = {})
#   %view_33 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_14, [%primals_3, 4, 6]), kwargs = {})
#   %unsqueeze_56 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_8, -1), kwargs = {})
#   %mul_323 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, %unsqueeze_56), kwargs = {})
#   %sub_108 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_32, %mul_323), kwargs = {})
#   %mul_324 : Tensor "f32[s77, 4, 6][24, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_108, %unsqueeze_50), kwargs = {})
#   %sum_17 : Tensor "f32[4, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_324, [0]), kwargs = {})
#   %sum_18 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sum_14, [0]), kwargs = {})
#   return %sum_17,%sum_18
triton_red_fused_native_group_norm_native_group_norm_backward_34 = async_compile.triton('triton_red_fused_native_group_norm_native_group_norm_backward_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_native_group_norm_backward_34', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_group_norm_native_group_norm_backward_34(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    x1 = xindex // 6
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x3 + 24*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x3 + 24*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x1 + 4*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x1 + 4*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 - tmp3
        tmp6 = tmp4 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp10 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/qh/cqh7d7dhjkcnh5d2nmxjrgd7jyx5vlw2ekweajc3qdeskjwlp6c6.py
# Topologically Sorted Source Nodes: [convert_element_type_69], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_69 => convert_element_type_69
# Graph fragment:
#   %mm_1 : Tensor "bf16[10, 32][32, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %convert_element_type_69 : Tensor "f32[10, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   return %convert_element_type_69
triton_poi_fused__to_copy_35 = async_compile.triton('triton_poi_fused__to_copy_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_35', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_35(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 320
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ev/cevgqtuaycgqce6pbif3gtzghtygxokaeqapuv327qdja64uqja6.py
# Topologically Sorted Source Nodes: [y_5, unsqueeze_40, view_21, view_22, unsqueeze_46, mul_303, sub_105, mul_304, sum_7, sum_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   mul_303 => mul_303
#   mul_304 => mul_304
#   sub_105 => sub_105
#   sum_7 => sum_7
#   sum_8 => sum_8
#   unsqueeze_40 => unsqueeze_40
#   unsqueeze_46 => unsqueeze_46
#   view_21 => view_21
#   view_22 => view_22
#   y_5 => squeeze_10, squeeze_11
# Graph fragment:
#   %sum_3 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[s77, 32][32, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %getitem_11 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %rsqrt_5 : Tensor "f32[s77, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_5]
#   %squeeze_11 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_5, [2, 3]), kwargs = {})
#   %unsqueeze_40 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_11, -1), kwargs = {})
#   %squeeze_10 : Tensor "f32[s77, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_11, [2, 3]), kwargs = {})
#   %view_21 : Tensor "f32[s77, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_3, [%primals_3, 4, 8]), kwargs = {})
#   %view_22 : Tensor "f32[s77, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [%primals_3, 4, 8]), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[s77, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_10, -1), kwargs = {})
#   %mul_303 : Tensor "f32[s77, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_22, %unsqueeze_46), kwargs = {})
#   %sub_105 : Tensor "f32[s77, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_21, %mul_303), kwargs = {})
#   %mul_304 : Tensor "f32[s77, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_105, %unsqueeze_40), kwargs = {})
#   %sum_7 : Tensor "f32[4, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_304, [0]), kwargs = {})
#   %sum_8 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sum_4, [0]), kwargs = {})
#   return %sum_7,%sum_8
triton_red_fused_native_group_norm_native_group_norm_backward_36 = async_compile.triton('triton_red_fused_native_group_norm_native_group_norm_backward_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 4},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_group_norm_native_group_norm_backward_36', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1536, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_group_norm_native_group_norm_backward_36(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    x1 = xindex // 8
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x3 + 32*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x3 + 32*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x1 + 4*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x1 + 4*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 - tmp3
        tmp6 = tmp4 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp10 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/wx/cwxymfhry55and7uetz6sskany4gc5bgmf2voe24jrbtzhsyp7pt.py
# Topologically Sorted Source Nodes: [convert_element_type_114], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_114 => convert_element_type_114
# Graph fragment:
#   %getitem_43 : Tensor "bf16[24, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=getitem_43]
#   %convert_element_type_114 : Tensor "f32[24, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_43, torch.float32), kwargs = {})
#   return %convert_element_type_114
triton_poi_fused__to_copy_37 = async_compile.triton('triton_poi_fused__to_copy_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_37', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_37(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/lk/clksrr77sx6hd7xy6wgw3c5l6dko64llrlijmxbczuf673viwj2f.py
# Topologically Sorted Source Nodes: [convert_element_type_135], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_135 => convert_element_type_135
# Graph fragment:
#   %getitem_58 : Tensor "bf16[16, 3, 3, 3][27, 1, 9, 3]cuda:0" = PlaceHolder[target=getitem_58]
#   %convert_element_type_135 : Tensor "f32[16, 3, 3, 3][27, 1, 9, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_58, torch.float32), kwargs = {})
#   return %convert_element_type_135
triton_poi_fused__to_copy_38 = async_compile.triton('triton_poi_fused__to_copy_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_38', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_38(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/ty/ctyinh3rexzfch3iejqsrf6h3oxpxrdbnk33vm46dclnkpmf3zsb.py
# Topologically Sorted Source Nodes: [convert_element_type_94], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_94 => convert_element_type_94
# Graph fragment:
#   %getitem_28 : Tensor "bf16[24, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=getitem_28]
#   %convert_element_type_94 : Tensor "f32[24, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_28, torch.float32), kwargs = {})
#   return %convert_element_type_94
triton_poi_fused__to_copy_39 = async_compile.triton('triton_poi_fused__to_copy_39', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_39', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_39(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_se_convnet_channels_last_amp/cache/2o/c2oqqoyymmwmo44kstghjjq52izkqxpiqyvynh5zsdn6r6gg5bdt.py
# Topologically Sorted Source Nodes: [convert_element_type_73], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_73 => convert_element_type_73
# Graph fragment:
#   %getitem_13 : Tensor "bf16[32, 24, 1, 1][24, 1, 24, 24]cuda:0" = PlaceHolder[target=getitem_13]
#   %convert_element_type_73 : Tensor "f32[32, 24, 1, 1][24, 1, 24, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_13, torch.float32), kwargs = {})
#   return %convert_element_type_73
triton_poi_fused__to_copy_40 = async_compile.triton('triton_poi_fused__to_copy_40', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_40', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_40(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
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
        primals_3, primals_7, primals_8, primals_15, primals_16, primals_21, primals_22, primals_29, primals_30, primals_35, primals_36, primals_43, primals_44, convert_element_type_1, convert_element_type_2, convolution, convert_element_type_4, convert_element_type_6, convolution_1, getitem_1, rsqrt, convert_element_type_9, convert_element_type_10, relu, convert_element_type_12, convolution_3, convert_element_type_16, convert_element_type_17, convolution_4, getitem_3, rsqrt_1, convert_element_type_20, convolution_5, convert_element_type_22, convert_element_type_23, convolution_6, getitem_5, rsqrt_2, convert_element_type_26, convert_element_type_27, relu_1, convert_element_type_29, convolution_8, convert_element_type_33, convert_element_type_34, convolution_9, getitem_7, rsqrt_3, convert_element_type_37, convolution_10, convert_element_type_40, convert_element_type_41, convolution_11, getitem_9, rsqrt_4, convert_element_type_44, convert_element_type_45, relu_2, convert_element_type_47, convolution_13, convert_element_type_51, convert_element_type_52, convolution_14, getitem_11, rsqrt_5, convert_element_type_55, convolution_15, convert_element_type_59, permute_1, tangents_1 = args
        args.clear()
        s77 = primals_3
        assert_size_stride(primals_7, (16, ), (1, ))
        assert_size_stride(primals_8, (16, ), (1, ))
        assert_size_stride(primals_15, (24, ), (1, ))
        assert_size_stride(primals_16, (24, ), (1, ))
        assert_size_stride(primals_21, (24, ), (1, ))
        assert_size_stride(primals_22, (24, ), (1, ))
        assert_size_stride(primals_29, (24, ), (1, ))
        assert_size_stride(primals_30, (24, ), (1, ))
        assert_size_stride(primals_35, (24, ), (1, ))
        assert_size_stride(primals_36, (24, ), (1, ))
        assert_size_stride(primals_43, (32, ), (1, ))
        assert_size_stride(primals_44, (32, ), (1, ))
        assert_size_stride(convert_element_type_1, (16, 3, 3, 3), (27, 1, 9, 3))
        assert_size_stride(convert_element_type_2, (s77, 3, 32, 32), (3072, 1, 96, 3))
        assert_size_stride(convolution, (s77, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(convert_element_type_4, (s77, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(convert_element_type_6, (16, 1, 3, 3), (9, 1, 3, 1))
        assert_size_stride(convolution_1, (s77, 16, 8, 8), (1024, 1, 128, 16))
        assert_size_stride(getitem_1, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(convert_element_type_9, (4, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(convert_element_type_10, (s77, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(relu, (s77, 4, 1, 1), (4, 1, 4, 4))
        assert_size_stride(convert_element_type_12, (16, 4, 1, 1), (4, 1, 4, 4))
        assert_size_stride(convolution_3, (s77, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(convert_element_type_16, (24, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(convert_element_type_17, (s77, 16, 8, 8), (1024, 64, 8, 1))
        assert_size_stride(convolution_4, (s77, 24, 8, 8), (1536, 1, 192, 24))
        assert_size_stride(getitem_3, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt_1, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(convert_element_type_20, (24, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(convolution_5, (s77, 24, 8, 8), (1536, 1, 192, 24))
        assert_size_stride(convert_element_type_22, (24, 1, 3, 3), (9, 1, 3, 1))
        assert_size_stride(convert_element_type_23, (s77, 24, 8, 8), (1536, 64, 8, 1))
        assert_size_stride(convolution_6, (s77, 24, 8, 8), (1536, 1, 192, 24))
        assert_size_stride(getitem_5, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt_2, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(convert_element_type_26, (6, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(convert_element_type_27, (s77, 24, 1, 1), (24, 1, 1, 1))
        assert_size_stride(relu_1, (s77, 6, 1, 1), (6, 1, 6, 6))
        assert_size_stride(convert_element_type_29, (24, 6, 1, 1), (6, 1, 6, 6))
        assert_size_stride(convolution_8, (s77, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(convert_element_type_33, (24, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(convert_element_type_34, (s77, 24, 8, 8), (1536, 64, 8, 1))
        assert_size_stride(convolution_9, (s77, 24, 8, 8), (1536, 1, 192, 24))
        assert_size_stride(getitem_7, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt_3, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(convert_element_type_37, (24, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(convolution_10, (s77, 24, 8, 8), (1536, 1, 192, 24))
        assert_size_stride(convert_element_type_40, (24, 1, 3, 3), (9, 1, 3, 1))
        assert_size_stride(convert_element_type_41, (s77, 24, 8, 8), (1536, 64, 8, 1))
        assert_size_stride(convolution_11, (s77, 24, 4, 4), (384, 1, 96, 24))
        assert_size_stride(getitem_9, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt_4, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(convert_element_type_44, (6, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(convert_element_type_45, (s77, 24, 1, 1), (24, 1, 1, 1))
        assert_size_stride(relu_2, (s77, 6, 1, 1), (6, 1, 6, 6))
        assert_size_stride(convert_element_type_47, (24, 6, 1, 1), (6, 1, 6, 6))
        assert_size_stride(convolution_13, (s77, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(convert_element_type_51, (32, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(convert_element_type_52, (s77, 24, 4, 4), (384, 16, 4, 1))
        assert_size_stride(convolution_14, (s77, 32, 4, 4), (512, 1, 128, 32))
        assert_size_stride(getitem_11, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(rsqrt_5, (s77, 4, 1, 1), (4, 1, 1, 1))
        assert_size_stride(convert_element_type_55, (32, 24, 1, 1), (24, 1, 24, 24))
        assert_size_stride(convolution_15, (s77, 32, 4, 4), (512, 1, 128, 32))
        assert_size_stride(convert_element_type_59, (s77, 32), (32, 1))
        assert_size_stride(permute_1, (10, 32), (32, 1))
        assert_size_stride(tangents_1, (s77, 10), (10, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s77, 32), (32, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm], Original ATen: [aten.mm]
            extern_kernels.mm(tangents_1, permute_1, out=buf0)
            del permute_1
            buf4 = empty_strided_cuda((s77, 32, 4, 4), (512, 1, 128, 32), torch.float32)
            buf5 = empty_strided_cuda((s77, 32, 4, 4), (512, 16, 4, 1), torch.bfloat16)
            buf11 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_68, unsqueeze_36, unsqueeze_37, expand, div_10, y_5, add_2, le, lt, div_11, add_456, mul_288, where, full_default, where_1, convert_element_type_71, sum_2, convert_element_type_74], Original ATen: [aten._to_copy, aten.unsqueeze, aten.expand, aten.div, aten.clone, aten.native_group_norm, aten.add, aten.hardswish_backward, aten.convolution_backward]
            triton_red_fused__to_copy_add_clone_convolution_backward_div_expand_hardswish_backward_native_group_norm_unsqueeze_0_r0_numel = 16*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_clone_convolution_backward_div_expand_hardswish_backward_native_group_norm_unsqueeze_0.run(convolution_14, getitem_11, rsqrt_5, primals_43, primals_44, convolution_15, buf0, buf4, buf5, buf11, 32, triton_red_fused__to_copy_add_clone_convolution_backward_div_expand_hardswish_backward_native_group_norm_unsqueeze_0_r0_numel, stream=stream0)
            del convolution_15
            del primals_44
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            buf7 = torch.ops.aten.convolution_backward.default(buf5, convert_element_type_41, convert_element_type_55, [32], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del convert_element_type_55
            buf8 = buf7[0]
            assert_size_stride(buf8, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf8, 16, 'torch.ops.aten.convolution_backward.default')
            buf9 = buf7[1]
            assert_size_stride(buf9, (32, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf9, 16, 'torch.ops.aten.convolution_backward.default')
            del buf7
            buf12 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            buf13 = empty_strided_cuda((s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_68, unsqueeze_36, unsqueeze_37, expand, div_10, y_5, le, lt, div_11, add_456, mul_288, where, full_default, where_1, mul_289, view_13, sum_3, view_14, sum_4], Original ATen: [aten._to_copy, aten.unsqueeze, aten.expand, aten.div, aten.clone, aten.hardswish_backward, aten.native_group_norm_backward]
            triton_per_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_backward_unsqueeze_1_xnumel = 32*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_backward_unsqueeze_1.run(buf4, buf0, convolution_14, buf12, buf13, triton_per_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_backward_unsqueeze_1_xnumel, 16, stream=stream0)
            buf14 = empty_strided_cuda((s77, 4), (4, 1), torch.float32)
            buf15 = empty_strided_cuda((s77, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y_5, mul_290, view_15, sum_5, mul_291, view_16, sum_6], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            triton_per_fused_native_group_norm_native_group_norm_backward_2_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_2.run(buf12, primals_43, buf13, buf14, buf15, triton_per_fused_native_group_norm_native_group_norm_backward_2_xnumel, 8, stream=stream0)
            buf16 = reinterpret_tensor(buf4, (s77, 4, 8, 16), (512, 8, 1, 32), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_68, unsqueeze_36, unsqueeze_37, expand, div_10, y_5, le, lt, div_11, add_456, mul_288, where, full_default, where_1, unsqueeze_40, view_17, mul_292, mul_293, sub_103, mul_294, mul_295, mul_296, mul_297, unsqueeze_41, unsqueeze_42, unsqueeze_43, view_18, mul_301, mul_302, add_457], Original ATen: [aten._to_copy, aten.unsqueeze, aten.expand, aten.div, aten.clone, aten.native_group_norm, aten.hardswish_backward, aten.native_group_norm_backward]
            triton_poi_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_native_group_norm_backward_unsqueeze_3_xnumel = 512*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_native_group_norm_backward_unsqueeze_3.run(buf16, buf0, rsqrt_5, primals_43, convolution_14, buf15, getitem_11, buf14, triton_poi_fused__to_copy_clone_div_expand_hardswish_backward_native_group_norm_native_group_norm_backward_unsqueeze_3_xnumel, stream=stream0)
            del buf0
            del convolution_14
            del primals_43
            buf19 = buf5; del buf5  # reuse
            buf25 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [y_5, mul_293, sub_103, mul_294, mul_295, mul_296, mul_297, neg, mul_298, mul_299, mul_300, sub_104, unsqueeze_44, unsqueeze_45, add_458, view_20, convert_element_type_75, sum_9, convert_element_type_78], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten._to_copy, aten.convolution_backward]
            triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_4_r0_numel = 16*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_4.run(buf16, buf15, getitem_11, buf14, rsqrt_5, buf19, buf25, 32, triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_4_r0_numel, stream=stream0)
            del buf16
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            buf21 = torch.ops.aten.convolution_backward.default(buf19, convert_element_type_52, convert_element_type_51, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf19
            del convert_element_type_51
            del convert_element_type_52
            buf22 = buf21[0]
            assert_size_stride(buf22, (s77, 24, 4, 4), (384, 1, 96, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf22, 16, 'torch.ops.aten.convolution_backward.default')
            buf23 = buf21[1]
            assert_size_stride(buf23, (32, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf23, 16, 'torch.ops.aten.convolution_backward.default')
            del buf21
            buf26 = empty_strided_cuda((s77, 24, 4, 4), (384, 1, 96, 24), torch.float32)
            buf28 = empty_strided_cuda((s77, 24, 1, 1), (24, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_76, group_norm_4, y_4, mul_305, hardsigmoid_2, sum_10, gt_6, lt_1, bitwise_and, mul_307, where_2, convert_element_type_82], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mul, aten.hardsigmoid, aten.sum, aten.hardsigmoid_backward]
            triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_5_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_5.run(convolution_11, getitem_9, rsqrt_4, primals_35, primals_36, buf22, convolution_13, buf26, buf28, triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_5_xnumel, 16, stream=stream0)
            del primals_36
            # Topologically Sorted Source Nodes: [convolution_backward_2], Original ATen: [aten.convolution_backward]
            buf30 = torch.ops.aten.convolution_backward.default(buf28, relu_2, convert_element_type_47, [24], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del convert_element_type_47
            buf31 = buf30[0]
            assert_size_stride(buf31, (s77, 6, 1, 1), (6, 1, 6, 6), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf31, 16, 'torch.ops.aten.convolution_backward.default')
            buf32 = buf30[1]
            assert_size_stride(buf32, (24, 6, 1, 1), (6, 1, 6, 6), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf32, 16, 'torch.ops.aten.convolution_backward.default')
            del buf30
            buf35 = reinterpret_tensor(relu_2, (s77, 6, 1, 1), (6, 1, 1, 1), 0); del relu_2  # reuse
            buf41 = empty_strided_cuda((6, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [le_1, full_default_2, where_3, sum_12, convert_element_type_87], Original ATen: [aten.threshold_backward, aten.convolution_backward, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_convolution_backward_threshold_backward_6.run(buf35, buf31, buf41, 6, s77, stream=stream0)
            del buf31
            # Topologically Sorted Source Nodes: [convolution_backward_3], Original ATen: [aten.convolution_backward]
            buf37 = torch.ops.aten.convolution_backward.default(buf35, convert_element_type_45, convert_element_type_44, [6], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf35
            del convert_element_type_44
            del convert_element_type_45
            buf38 = buf37[0]
            assert_size_stride(buf38, (s77, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf38, 16, 'torch.ops.aten.convolution_backward.default')
            buf39 = buf37[1]
            assert_size_stride(buf39, (6, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf39, 16, 'torch.ops.aten.convolution_backward.default')
            del buf37
            buf42 = empty_strided_cuda((s77, 24, 4, 4), (384, 16, 4, 1), torch.float32)
            buf43 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            buf44 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_76, group_norm_4, hardsigmoid_2, mul_306, convert_element_type_85, expand_1, div_12, add_459, le_2, lt_2, div_13, add_460, mul_308, where_4, where_5, mul_309, view_24, sum_13, view_25, sum_14], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.clone, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_group_norm_backward]
            triton_per_fused__to_copy_add_clone_div_expand_hardsigmoid_hardswish_backward_mul_native_group_norm_backward_7_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_clone_div_expand_hardsigmoid_hardswish_backward_mul_native_group_norm_backward_7.run(buf26, buf22, convolution_13, buf38, convolution_11, buf42, buf43, buf44, triton_per_fused__to_copy_add_clone_div_expand_hardsigmoid_hardswish_backward_mul_native_group_norm_backward_7_xnumel, 16, stream=stream0)
            del buf26
            del buf38
            del convolution_13
            buf45 = buf15; del buf15  # reuse
            buf46 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [group_norm_4, mul_310, view_26, sum_15, mul_311, view_27, sum_16], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_8_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_8.run(buf43, primals_35, buf44, buf45, buf46, triton_poi_fused_native_group_norm_native_group_norm_backward_8_xnumel, stream=stream0)
            buf49 = reinterpret_tensor(buf22, (s77, 24, 4, 4), (384, 16, 4, 1), 0); del buf22  # reuse
            buf55 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_4, unsqueeze_50, view_28, mul_312, mul_313, sub_106, mul_314, mul_315, mul_316, mul_317, neg_1, mul_318, mul_319, mul_320, sub_107, unsqueeze_51, unsqueeze_52, unsqueeze_53, unsqueeze_54, unsqueeze_55, view_29, mul_321, mul_322, add_461, add_462, view_31, convert_element_type_88, sum_19, convert_element_type_91], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_9_r0_numel = 16*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_9.run(buf42, rsqrt_4, primals_35, convolution_11, buf46, getitem_9, buf45, buf49, buf55, 24, triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_9_r0_numel, stream=stream0)
            del buf42
            del convolution_11
            del primals_35
            # Topologically Sorted Source Nodes: [convolution_backward_4], Original ATen: [aten.convolution_backward]
            buf51 = torch.ops.aten.convolution_backward.default(buf49, convert_element_type_41, convert_element_type_40, [24], [2, 2], [1, 1], [1, 1], False, [0, 0], 24, [True, True, False])
            del buf49
            del convert_element_type_40
            del convert_element_type_41
            buf52 = buf51[0]
            assert_size_stride(buf52, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf52, 16, 'torch.ops.aten.convolution_backward.default')
            buf53 = buf51[1]
            assert_size_stride(buf53, (24, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf53, 16, 'torch.ops.aten.convolution_backward.default')
            del buf51
            buf56 = empty_strided_cuda((s77, 24, 8, 8), (1536, 1, 192, 24), torch.float32)
            buf57 = empty_strided_cuda((s77, 24, 8, 8), (1536, 64, 8, 1), torch.bfloat16)
            buf63 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_72, convert_element_type_89, add_463, y_3, add_1, le_3, lt_3, div_14, add_464, mul_325, where_6, where_7, convert_element_type_92, sum_20, convert_element_type_95], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.add, aten.clone, aten.native_group_norm, aten.convolution_backward]
            triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10.run(convolution_9, getitem_7, rsqrt_3, primals_29, primals_30, convolution_10, buf8, buf52, buf56, buf57, buf63, 24, triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10_r0_numel, stream=stream0)
            del convolution_10
            del primals_30
            # Topologically Sorted Source Nodes: [convolution_backward_5], Original ATen: [aten.convolution_backward]
            buf59 = torch.ops.aten.convolution_backward.default(buf57, convert_element_type_23, convert_element_type_37, [24], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf57
            del convert_element_type_37
            buf60 = buf59[0]
            assert_size_stride(buf60, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf60, 16, 'torch.ops.aten.convolution_backward.default')
            buf61 = buf59[1]
            assert_size_stride(buf61, (24, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf61, 16, 'torch.ops.aten.convolution_backward.default')
            del buf59
            buf64 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            buf65 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_72, convert_element_type_89, add_463, y_3, le_3, lt_3, div_14, add_464, mul_325, where_6, where_7, mul_326, view_35, sum_21, view_36, sum_22], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.add, aten.clone, aten.native_group_norm_backward]
            triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11.run(buf56, buf8, buf52, convolution_9, buf64, buf65, triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11_xnumel, 64, stream=stream0)
            buf66 = buf46; del buf46  # reuse
            buf67 = buf45; del buf45  # reuse
            # Topologically Sorted Source Nodes: [y_3, mul_327, view_37, sum_23, mul_328, view_38, sum_24], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_8_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_8.run(buf64, primals_29, buf65, buf66, buf67, triton_poi_fused_native_group_norm_native_group_norm_backward_8_xnumel, stream=stream0)
            buf68 = reinterpret_tensor(buf56, (s77, 4, 6, 64), (1536, 6, 1, 24), 0); del buf56  # reuse
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_72, convert_element_type_89, add_463, y_3, le_3, lt_3, div_14, add_464, mul_325, where_6, where_7, unsqueeze_60, view_39, mul_329, mul_330, sub_109, mul_331, mul_332, mul_333, mul_334, unsqueeze_61, unsqueeze_62, unsqueeze_63, view_40, mul_338, mul_339, add_465], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.add, aten.clone, aten.native_group_norm, aten.native_group_norm_backward]
            triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12_xnumel = 1536*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12.run(buf68, buf8, buf52, rsqrt_3, primals_29, convolution_9, buf67, getitem_7, buf66, triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12_xnumel, stream=stream0)
            del buf52
            del convolution_9
            del primals_29
            buf71 = reinterpret_tensor(buf8, (s77, 24, 8, 8), (1536, 64, 8, 1), 0); del buf8  # reuse
            buf77 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [y_3, mul_330, sub_109, mul_331, mul_332, mul_333, mul_334, neg_2, mul_335, mul_336, mul_337, sub_110, unsqueeze_64, unsqueeze_65, add_466, view_42, convert_element_type_96, sum_27, convert_element_type_99], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten._to_copy, aten.convolution_backward]
            triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13.run(buf68, buf67, getitem_7, buf66, rsqrt_3, buf71, buf77, 24, triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13_r0_numel, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward_6], Original ATen: [aten.convolution_backward]
            buf73 = torch.ops.aten.convolution_backward.default(buf71, convert_element_type_34, convert_element_type_33, [24], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf71
            del convert_element_type_33
            del convert_element_type_34
            buf74 = buf73[0]
            assert_size_stride(buf74, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf74, 16, 'torch.ops.aten.convolution_backward.default')
            buf75 = buf73[1]
            assert_size_stride(buf75, (24, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf75, 16, 'torch.ops.aten.convolution_backward.default')
            del buf73
            buf78 = reinterpret_tensor(buf68, (s77, 24, 8, 8), (1536, 1, 192, 24), 0); del buf68  # reuse
            buf80 = empty_strided_cuda((s77, 24, 1, 1), (24, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_97, group_norm_2, y_2, mul_342, hardsigmoid_1, sum_28, gt_7, lt_4, bitwise_and_1, mul_344, where_8, convert_element_type_103], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mul, aten.hardsigmoid, aten.sum, aten.hardsigmoid_backward]
            triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_14_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_14.run(convolution_6, getitem_5, rsqrt_2, primals_21, primals_22, buf74, convolution_8, buf78, buf80, triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_14_xnumel, 64, stream=stream0)
            del primals_22
            # Topologically Sorted Source Nodes: [convolution_backward_7], Original ATen: [aten.convolution_backward]
            buf82 = torch.ops.aten.convolution_backward.default(buf80, relu_1, convert_element_type_29, [24], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del convert_element_type_29
            buf83 = buf82[0]
            assert_size_stride(buf83, (s77, 6, 1, 1), (6, 1, 6, 6), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf83, 16, 'torch.ops.aten.convolution_backward.default')
            buf84 = buf82[1]
            assert_size_stride(buf84, (24, 6, 1, 1), (6, 1, 6, 6), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf84, 16, 'torch.ops.aten.convolution_backward.default')
            del buf82
            buf87 = reinterpret_tensor(relu_1, (s77, 6, 1, 1), (6, 1, 1, 1), 0); del relu_1  # reuse
            buf93 = empty_strided_cuda((6, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_2, le_4, where_9, sum_30, convert_element_type_108], Original ATen: [aten.threshold_backward, aten.convolution_backward, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_convolution_backward_threshold_backward_6.run(buf87, buf83, buf93, 6, s77, stream=stream0)
            del buf83
            # Topologically Sorted Source Nodes: [convolution_backward_8], Original ATen: [aten.convolution_backward]
            buf89 = torch.ops.aten.convolution_backward.default(buf87, convert_element_type_27, convert_element_type_26, [6], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf87
            del convert_element_type_26
            del convert_element_type_27
            buf90 = buf89[0]
            assert_size_stride(buf90, (s77, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf90, 16, 'torch.ops.aten.convolution_backward.default')
            buf91 = buf89[1]
            assert_size_stride(buf91, (6, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf91, 16, 'torch.ops.aten.convolution_backward.default')
            del buf89
            buf94 = buf78; del buf78  # reuse
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_97, hardsigmoid_1, mul_343, convert_element_type_106, expand_2, div_15, add_467, le_5, lt_5, div_16, add_468, mul_345, where_10, where_11], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add]
            triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_15_xnumel = 1536*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_15.run(buf94, buf74, convolution_8, buf90, triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_15_xnumel, stream=stream0)
            del buf90
            del convolution_8
            buf95 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            buf96 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_2, mul_346, view_46, sum_31, view_47, sum_32], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm_backward]
            triton_per_fused__to_copy_clone_native_group_norm_backward_16_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_native_group_norm_backward_16.run(buf94, convolution_6, buf95, buf96, triton_per_fused__to_copy_clone_native_group_norm_backward_16_xnumel, 64, stream=stream0)
            buf97 = buf67; del buf67  # reuse
            buf98 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [group_norm_2, mul_347, view_48, sum_33, mul_348, view_49, sum_34], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_8_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_8.run(buf95, primals_21, buf96, buf97, buf98, triton_poi_fused_native_group_norm_native_group_norm_backward_8_xnumel, stream=stream0)
            buf101 = reinterpret_tensor(buf74, (s77, 24, 8, 8), (1536, 64, 8, 1), 0); del buf74  # reuse
            buf107 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_2, unsqueeze_70, view_50, mul_349, mul_350, sub_112, mul_351, mul_352, mul_353, mul_354, neg_3, mul_355, mul_356, mul_357, sub_113, unsqueeze_71, unsqueeze_72, unsqueeze_73, unsqueeze_74, unsqueeze_75, view_51, mul_358, mul_359, add_469, add_470, view_53, convert_element_type_109, sum_37, convert_element_type_112], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_17_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_17.run(buf94, rsqrt_2, primals_21, convolution_6, buf98, getitem_5, buf97, buf101, buf107, 24, triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_17_r0_numel, stream=stream0)
            del convolution_6
            del primals_21
            # Topologically Sorted Source Nodes: [convolution_backward_9], Original ATen: [aten.convolution_backward]
            buf103 = torch.ops.aten.convolution_backward.default(buf101, convert_element_type_23, convert_element_type_22, [24], [1, 1], [1, 1], [1, 1], False, [0, 0], 24, [True, True, False])
            del convert_element_type_22
            del convert_element_type_23
            buf104 = buf103[0]
            assert_size_stride(buf104, (s77, 24, 8, 8), (1536, 1, 192, 24), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf104, 16, 'torch.ops.aten.convolution_backward.default')
            buf105 = buf103[1]
            assert_size_stride(buf105, (24, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf105, 16, 'torch.ops.aten.convolution_backward.default')
            del buf103
            buf108 = buf94; del buf94  # reuse
            buf109 = buf101; del buf101  # reuse
            buf115 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_93, convert_element_type_110, add_471, y_1, add, le_6, lt_6, div_17, add_472, mul_362, where_12, where_13, convert_element_type_113, sum_38, convert_element_type_115], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.add, aten.clone, aten.native_group_norm, aten.convolution_backward]
            triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10.run(convolution_4, getitem_3, rsqrt_1, primals_15, primals_16, convolution_5, buf60, buf104, buf108, buf109, buf115, 24, triton_red_fused__to_copy_add_clone_convolution_backward_hardswish_backward_native_group_norm_10_r0_numel, stream=stream0)
            del convolution_5
            del primals_16
            # Topologically Sorted Source Nodes: [convolution_backward_10], Original ATen: [aten.convolution_backward]
            buf111 = torch.ops.aten.convolution_backward.default(buf109, convert_element_type_4, convert_element_type_20, [24], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf109
            del convert_element_type_20
            buf112 = buf111[0]
            assert_size_stride(buf112, (s77, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf112, 16, 'torch.ops.aten.convolution_backward.default')
            buf113 = buf111[1]
            assert_size_stride(buf113, (24, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf113, 16, 'torch.ops.aten.convolution_backward.default')
            del buf111
            buf116 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            buf117 = empty_strided_cuda((s77, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_93, convert_element_type_110, add_471, y_1, le_6, lt_6, div_17, add_472, mul_362, where_12, where_13, mul_363, view_57, sum_39, view_58, sum_40], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.add, aten.clone, aten.native_group_norm_backward]
            triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11_xnumel = 24*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11.run(buf108, buf60, buf104, convolution_4, buf116, buf117, triton_per_fused__to_copy_add_clone_hardswish_backward_native_group_norm_backward_11_xnumel, 64, stream=stream0)
            buf118 = buf98; del buf98  # reuse
            buf119 = buf97; del buf97  # reuse
            # Topologically Sorted Source Nodes: [y_1, mul_364, view_59, sum_41, mul_365, view_60, sum_42], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_8_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_8.run(buf116, primals_15, buf117, buf118, buf119, triton_poi_fused_native_group_norm_native_group_norm_backward_8_xnumel, stream=stream0)
            buf120 = reinterpret_tensor(buf108, (s77, 4, 6, 64), (1536, 6, 1, 24), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_93, convert_element_type_110, add_471, y_1, le_6, lt_6, div_17, add_472, mul_362, where_12, where_13, unsqueeze_80, view_61, mul_366, mul_367, sub_115, mul_368, mul_369, mul_370, mul_371, unsqueeze_81, unsqueeze_82, unsqueeze_83, view_62, mul_375, mul_376, add_473], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.add, aten.clone, aten.native_group_norm, aten.native_group_norm_backward]
            triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12_xnumel = 1536*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12.run(buf120, buf60, buf104, rsqrt_1, primals_15, convolution_4, buf119, getitem_3, buf118, triton_poi_fused__to_copy_add_clone_hardswish_backward_native_group_norm_native_group_norm_backward_12_xnumel, stream=stream0)
            del buf104
            del convolution_4
            del primals_15
            buf123 = reinterpret_tensor(buf60, (s77, 24, 8, 8), (1536, 64, 8, 1), 0); del buf60  # reuse
            buf129 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [y_1, mul_367, sub_115, mul_368, mul_369, mul_370, mul_371, neg_4, mul_372, mul_373, mul_374, sub_116, unsqueeze_84, unsqueeze_85, add_474, view_64, convert_element_type_116, sum_45, convert_element_type_119], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten._to_copy, aten.convolution_backward]
            triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13.run(buf120, buf119, getitem_3, buf118, rsqrt_1, buf123, buf129, 24, triton_red_fused__to_copy_convolution_backward_native_group_norm_native_group_norm_backward_13_r0_numel, stream=stream0)
            del buf120
            # Topologically Sorted Source Nodes: [convolution_backward_11], Original ATen: [aten.convolution_backward]
            buf125 = torch.ops.aten.convolution_backward.default(buf123, convert_element_type_17, convert_element_type_16, [24], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf123
            del convert_element_type_16
            del convert_element_type_17
            buf126 = buf125[0]
            assert_size_stride(buf126, (s77, 16, 8, 8), (1024, 1, 128, 16), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf126, 16, 'torch.ops.aten.convolution_backward.default')
            buf127 = buf125[1]
            assert_size_stride(buf127, (24, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf127, 16, 'torch.ops.aten.convolution_backward.default')
            del buf125
            buf130 = empty_strided_cuda((s77, 16, 8, 8), (1024, 1, 128, 16), torch.float32)
            buf132 = empty_strided_cuda((s77, 16, 1, 1), (16, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_117, group_norm, y, mul_379, hardsigmoid, sum_46, gt_8, lt_7, bitwise_and_2, mul_381, where_14, convert_element_type_123], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.clone, aten.native_group_norm, aten.hardswish, aten.mul, aten.hardsigmoid, aten.sum, aten.hardsigmoid_backward]
            triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_18_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_18.run(convolution_1, getitem_1, rsqrt, primals_7, primals_8, buf126, convolution_3, buf130, buf132, triton_per_fused__to_copy_clone_hardsigmoid_hardsigmoid_backward_hardswish_hardswish_backward_mul_native_group_norm_sum_18_xnumel, 64, stream=stream0)
            del primals_8
            # Topologically Sorted Source Nodes: [convolution_backward_12], Original ATen: [aten.convolution_backward]
            buf134 = torch.ops.aten.convolution_backward.default(buf132, relu, convert_element_type_12, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del convert_element_type_12
            buf135 = buf134[0]
            assert_size_stride(buf135, (s77, 4, 1, 1), (4, 1, 4, 4), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf135, 16, 'torch.ops.aten.convolution_backward.default')
            buf136 = buf134[1]
            assert_size_stride(buf136, (16, 4, 1, 1), (4, 1, 4, 4), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf136, 16, 'torch.ops.aten.convolution_backward.default')
            del buf134
            buf139 = reinterpret_tensor(relu, (s77, 4, 1, 1), (4, 1, 1, 1), 0); del relu  # reuse
            buf145 = empty_strided_cuda((4, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_2, le_7, where_15, sum_48, convert_element_type_128], Original ATen: [aten.threshold_backward, aten.convolution_backward, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_convolution_backward_threshold_backward_19.run(buf139, buf135, buf145, 4, s77, stream=stream0)
            del buf135
            # Topologically Sorted Source Nodes: [convolution_backward_13], Original ATen: [aten.convolution_backward]
            buf141 = torch.ops.aten.convolution_backward.default(buf139, convert_element_type_10, convert_element_type_9, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf139
            del convert_element_type_10
            del convert_element_type_9
            buf142 = buf141[0]
            assert_size_stride(buf142, (s77, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf142, 16, 'torch.ops.aten.convolution_backward.default')
            buf143 = buf141[1]
            assert_size_stride(buf143, (4, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf143, 16, 'torch.ops.aten.convolution_backward.default')
            del buf141
            buf146 = buf130; del buf130  # reuse
            # Topologically Sorted Source Nodes: [full_default, convert_element_type_117, hardsigmoid, mul_380, convert_element_type_126, expand_3, div_18, add_475, le_8, lt_8, div_19, add_476, mul_382, where_16, where_17], Original ATen: [aten.hardswish_backward, aten._to_copy, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add]
            triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_20_xnumel = 1024*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_20.run(buf146, buf126, convolution_3, buf142, triton_poi_fused__to_copy_add_div_expand_hardsigmoid_hardswish_backward_mul_20_xnumel, stream=stream0)
            del buf142
            del convolution_3
            buf147 = empty_strided_cuda((s77, 16), (16, 1), torch.float32)
            buf148 = empty_strided_cuda((s77, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm, mul_383, view_68, sum_49, view_69, sum_50], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm_backward]
            triton_per_fused__to_copy_clone_native_group_norm_backward_21_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_clone_native_group_norm_backward_21.run(buf146, convolution_1, buf147, buf148, triton_per_fused__to_copy_clone_native_group_norm_backward_21_xnumel, 64, stream=stream0)
            buf149 = buf119; del buf119  # reuse
            buf150 = buf118; del buf118  # reuse
            # Topologically Sorted Source Nodes: [group_norm, mul_384, view_70, sum_51, mul_385, view_71, sum_52, mul_387, sub_118], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            triton_poi_fused_native_group_norm_native_group_norm_backward_22_xnumel = 4*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_22.run(buf148, primals_7, getitem_1, buf147, buf149, buf150, triton_poi_fused_native_group_norm_native_group_norm_backward_22_xnumel, stream=stream0)
            buf153 = reinterpret_tensor(buf126, (s77, 16, 8, 8), (1024, 64, 8, 1), 0); del buf126  # reuse
            buf159 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm, unsqueeze_90, view_72, mul_386, mul_388, mul_389, mul_390, mul_391, neg_5, mul_392, mul_393, mul_394, sub_119, unsqueeze_91, unsqueeze_92, unsqueeze_93, unsqueeze_94, unsqueeze_95, view_73, mul_395, mul_396, add_477, add_478, view_75, convert_element_type_129, sum_55, convert_element_type_131], Original ATen: [aten._to_copy, aten.clone, aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_23_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_23.run(buf146, rsqrt, primals_7, convolution_1, buf150, getitem_1, buf149, buf153, buf159, 16, triton_red_fused__to_copy_clone_convolution_backward_native_group_norm_native_group_norm_backward_23_r0_numel, stream=stream0)
            del buf146
            del buf149
            del buf150
            del convolution_1
            del primals_7
            # Topologically Sorted Source Nodes: [convolution_backward_14], Original ATen: [aten.convolution_backward]
            buf155 = torch.ops.aten.convolution_backward.default(buf153, convert_element_type_4, convert_element_type_6, [16], [2, 2], [1, 1], [1, 1], False, [0, 0], 16, [True, True, False])
            del buf153
            del convert_element_type_4
            del convert_element_type_6
            buf156 = buf155[0]
            assert_size_stride(buf156, (s77, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf156, 16, 'torch.ops.aten.convolution_backward.default')
            buf157 = buf155[1]
            assert_size_stride(buf157, (16, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf157, 16, 'torch.ops.aten.convolution_backward.default')
            del buf155
            buf160 = convolution; del convolution  # reuse
            # Topologically Sorted Source Nodes: [full_default, add_479, convert_element_type_132, hardswish, le_9, lt_9, div_20, add_480, mul_399, where_18, where_19, convert_element_type_134], Original ATen: [aten.hardswish_backward, aten.add, aten.hardswish]
            triton_poi_fused_add_hardswish_hardswish_backward_24_xnumel = 4096*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_hardswish_hardswish_backward_24.run(buf160, buf112, buf156, triton_poi_fused_add_hardswish_hardswish_backward_24_xnumel, stream=stream0)
            del buf112
            del buf156
            # Topologically Sorted Source Nodes: [convolution_backward_15], Original ATen: [aten.convolution_backward]
            buf163 = torch.ops.aten.convolution_backward.default(buf160, convert_element_type_2, convert_element_type_1, [16], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])
            del convert_element_type_1
            del convert_element_type_2
            buf164 = buf163[1]
            assert_size_stride(buf164, (16, 3, 3, 3), (27, 1, 9, 3), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf164, 16, 'torch.ops.aten.convolution_backward.default')
            del buf163
            buf2 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_25.run(tangents_1, buf2, 10, s77, stream=stream0)
            buf138 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_47, convert_element_type_125], Original ATen: [aten.convolution_backward, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_convolution_backward_26.run(buf132, buf138, 16, s77, stream=stream0)
            del buf132
            buf34 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_11, convert_element_type_84], Original ATen: [aten.convolution_backward, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_convolution_backward_27.run(buf28, buf34, 24, s77, stream=stream0)
            del buf28
            buf86 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_29, convert_element_type_105], Original ATen: [aten.convolution_backward, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_convolution_backward_27.run(buf80, buf86, 24, s77, stream=stream0)
            del buf80
            buf137 = empty_strided_cuda((16, 4, 1, 1), (4, 1, 4, 4), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_124], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_28.run(buf136, buf137, 64, stream=stream0)
            del buf136
            buf144 = empty_strided_cuda((4, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_127], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_28.run(buf143, buf144, 64, stream=stream0)
            del buf143
            buf161 = empty_strided_cuda((16, 8), (1, 16), torch.float32)
            # Topologically Sorted Source Nodes: [sum_56], Original ATen: [aten.convolution_backward]
            triton_red_fused_convolution_backward_29_r0_numel = 32*s77
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_29.run(buf160, buf161, s77, 128, triton_red_fused_convolution_backward_29_r0_numel, stream=stream0)
            del buf160
            buf166 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_56, convert_element_type_136], Original ATen: [aten.convolution_backward, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_convolution_backward_30.run(buf161, buf166, 16, 8, stream=stream0)
            del buf161
            buf33 = empty_strided_cuda((24, 6, 1, 1), (6, 1, 6, 6), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_83], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_31.run(buf32, buf33, 144, stream=stream0)
            del buf32
            buf40 = empty_strided_cuda((6, 24, 1, 1), (24, 1, 24, 24), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_86], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_31.run(buf39, buf40, 144, stream=stream0)
            del buf39
            buf85 = empty_strided_cuda((24, 6, 1, 1), (6, 1, 6, 6), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_104], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_31.run(buf84, buf85, 144, stream=stream0)
            del buf84
            buf92 = empty_strided_cuda((6, 24, 1, 1), (24, 1, 24, 24), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_107], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_31.run(buf91, buf92, 144, stream=stream0)
            del buf91
            buf158 = empty_strided_cuda((16, 1, 3, 3), (9, 1, 3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_130], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_31.run(buf157, buf158, 144, stream=stream0)
            del buf157
            buf1 = empty_strided_cuda((10, 32), (32, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (10, s77), (1, 10), 0), convert_element_type_59, out=buf1)
            del convert_element_type_59
            del tangents_1
            buf151 = empty_strided_cuda((4, 4), (4, 1), torch.float32)
            buf152 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm, unsqueeze_90, view_76, view_77, unsqueeze_96, mul_397, sub_120, mul_398, sum_53, sum_54], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_32.run(buf147, buf148, getitem_1, rsqrt, buf151, buf152, 16, s77, stream=stream0)
            del buf147
            del buf148
            del getitem_1
            del rsqrt
            buf54 = empty_strided_cuda((24, 1, 3, 3), (9, 1, 3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_90], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_33.run(buf53, buf54, 216, stream=stream0)
            del buf53
            buf106 = empty_strided_cuda((24, 1, 3, 3), (9, 1, 3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_111], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_33.run(buf105, buf106, 216, stream=stream0)
            del buf105
            buf47 = empty_strided_cuda((4, 6), (6, 1), torch.float32)
            buf48 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_4, unsqueeze_50, view_32, view_33, unsqueeze_56, mul_323, sub_108, mul_324, sum_17, sum_18], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_34.run(buf43, buf44, getitem_9, rsqrt_4, buf47, buf48, 24, s77, stream=stream0)
            del buf43
            del buf44
            del getitem_9
            del rsqrt_4
            buf69 = empty_strided_cuda((4, 6), (6, 1), torch.float32)
            buf70 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [y_3, unsqueeze_60, view_43, view_44, unsqueeze_66, mul_340, sub_111, mul_341, sum_25, sum_26], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_34.run(buf64, buf65, getitem_7, rsqrt_3, buf69, buf70, 24, s77, stream=stream0)
            del buf64
            del buf65
            del getitem_7
            del rsqrt_3
            buf99 = empty_strided_cuda((4, 6), (6, 1), torch.float32)
            buf100 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_2, unsqueeze_70, view_54, view_55, unsqueeze_76, mul_360, sub_114, mul_361, sum_35, sum_36], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_34.run(buf95, buf96, getitem_5, rsqrt_2, buf99, buf100, 24, s77, stream=stream0)
            del buf95
            del buf96
            del getitem_5
            del rsqrt_2
            buf121 = empty_strided_cuda((4, 6), (6, 1), torch.float32)
            buf122 = empty_strided_cuda((24, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [y_1, unsqueeze_80, view_65, view_66, unsqueeze_86, mul_377, sub_117, mul_378, sum_43, sum_44], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_34.run(buf116, buf117, getitem_3, rsqrt_1, buf121, buf122, 24, s77, stream=stream0)
            del buf116
            del buf117
            del getitem_3
            del rsqrt_1
            buf3 = empty_strided_cuda((10, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_69], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_35.run(buf1, buf3, 320, stream=stream0)
            del buf1
            buf17 = empty_strided_cuda((4, 8), (8, 1), torch.float32)
            buf18 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [y_5, unsqueeze_40, view_21, view_22, unsqueeze_46, mul_303, sub_105, mul_304, sum_7, sum_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_36.run(buf12, buf13, getitem_11, rsqrt_5, buf17, buf18, 32, s77, stream=stream0)
            del buf12
            del buf13
            del getitem_11
            del rsqrt_5
            buf114 = empty_strided_cuda((24, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_114], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_37.run(buf113, buf114, 384, stream=stream0)
            del buf113
            buf128 = empty_strided_cuda((24, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_118], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_37.run(buf127, buf128, 384, stream=stream0)
            del buf127
            buf165 = empty_strided_cuda((16, 3, 3, 3), (27, 1, 9, 3), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_135], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_38.run(buf164, buf165, 432, stream=stream0)
            del buf164
            buf62 = empty_strided_cuda((24, 24, 1, 1), (24, 1, 24, 24), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_94], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_39.run(buf61, buf62, 576, stream=stream0)
            del buf61
            buf76 = empty_strided_cuda((24, 24, 1, 1), (24, 1, 24, 24), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_98], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_39.run(buf75, buf76, 576, stream=stream0)
            del buf75
            buf10 = empty_strided_cuda((32, 24, 1, 1), (24, 1, 24, 24), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_73], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_40.run(buf9, buf10, 768, stream=stream0)
            del buf9
            buf24 = empty_strided_cuda((32, 24, 1, 1), (24, 1, 24, 24), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_77], Original ATen: [aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_40.run(buf23, buf24, 768, stream=stream0)
            del buf23
        return (buf165, buf166, None, None, buf158, buf159, reinterpret_tensor(buf151, (16, ), (1, ), 0), buf152, buf144, buf145, buf137, buf138, buf128, buf129, reinterpret_tensor(buf121, (24, ), (1, ), 0), buf122, buf114, buf115, buf106, buf107, reinterpret_tensor(buf99, (24, ), (1, ), 0), buf100, buf92, buf93, buf85, buf86, buf76, buf77, reinterpret_tensor(buf69, (24, ), (1, ), 0), buf70, buf62, buf63, buf54, buf55, reinterpret_tensor(buf47, (24, ), (1, ), 0), buf48, buf40, buf41, buf33, buf34, buf24, buf25, reinterpret_tensor(buf17, (32, ), (1, ), 0), buf18, buf10, buf11, buf3, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 4
    primals_7 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    convert_element_type_1 = rand_strided((16, 3, 3, 3), (27, 1, 9, 3), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_2 = rand_strided((4, 3, 32, 32), (3072, 1, 96, 3), device='cuda:0', dtype=torch.bfloat16)
    convolution = rand_strided((4, 16, 16, 16), (4096, 1, 256, 16), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_4 = rand_strided((4, 16, 16, 16), (4096, 1, 256, 16), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_6 = rand_strided((16, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    convolution_1 = rand_strided((4, 16, 8, 8), (1024, 1, 128, 16), device='cuda:0', dtype=torch.bfloat16)
    getitem_1 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_9 = rand_strided((4, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_10 = rand_strided((4, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.bfloat16)
    relu = rand_strided((4, 4, 1, 1), (4, 1, 4, 4), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_12 = rand_strided((16, 4, 1, 1), (4, 1, 4, 4), device='cuda:0', dtype=torch.bfloat16)
    convolution_3 = rand_strided((4, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_16 = rand_strided((24, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_17 = rand_strided((4, 16, 8, 8), (1024, 64, 8, 1), device='cuda:0', dtype=torch.bfloat16)
    convolution_4 = rand_strided((4, 24, 8, 8), (1536, 1, 192, 24), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_20 = rand_strided((24, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.bfloat16)
    convolution_5 = rand_strided((4, 24, 8, 8), (1536, 1, 192, 24), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_22 = rand_strided((24, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_23 = rand_strided((4, 24, 8, 8), (1536, 64, 8, 1), device='cuda:0', dtype=torch.bfloat16)
    convolution_6 = rand_strided((4, 24, 8, 8), (1536, 1, 192, 24), device='cuda:0', dtype=torch.bfloat16)
    getitem_5 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_26 = rand_strided((6, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_27 = rand_strided((4, 24, 1, 1), (24, 1, 1, 1), device='cuda:0', dtype=torch.bfloat16)
    relu_1 = rand_strided((4, 6, 1, 1), (6, 1, 6, 6), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_29 = rand_strided((24, 6, 1, 1), (6, 1, 6, 6), device='cuda:0', dtype=torch.bfloat16)
    convolution_8 = rand_strided((4, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_33 = rand_strided((24, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_34 = rand_strided((4, 24, 8, 8), (1536, 64, 8, 1), device='cuda:0', dtype=torch.bfloat16)
    convolution_9 = rand_strided((4, 24, 8, 8), (1536, 1, 192, 24), device='cuda:0', dtype=torch.bfloat16)
    getitem_7 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_37 = rand_strided((24, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.bfloat16)
    convolution_10 = rand_strided((4, 24, 8, 8), (1536, 1, 192, 24), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_40 = rand_strided((24, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_41 = rand_strided((4, 24, 8, 8), (1536, 64, 8, 1), device='cuda:0', dtype=torch.bfloat16)
    convolution_11 = rand_strided((4, 24, 4, 4), (384, 1, 96, 24), device='cuda:0', dtype=torch.bfloat16)
    getitem_9 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_44 = rand_strided((6, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_45 = rand_strided((4, 24, 1, 1), (24, 1, 1, 1), device='cuda:0', dtype=torch.bfloat16)
    relu_2 = rand_strided((4, 6, 1, 1), (6, 1, 6, 6), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_47 = rand_strided((24, 6, 1, 1), (6, 1, 6, 6), device='cuda:0', dtype=torch.bfloat16)
    convolution_13 = rand_strided((4, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_51 = rand_strided((32, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_52 = rand_strided((4, 24, 4, 4), (384, 16, 4, 1), device='cuda:0', dtype=torch.bfloat16)
    convolution_14 = rand_strided((4, 32, 4, 4), (512, 1, 128, 32), device='cuda:0', dtype=torch.bfloat16)
    getitem_11 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_5 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_55 = rand_strided((32, 24, 1, 1), (24, 1, 24, 24), device='cuda:0', dtype=torch.bfloat16)
    convolution_15 = rand_strided((4, 32, 4, 4), (512, 1, 128, 32), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_59 = rand_strided((4, 32), (32, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_1 = rand_strided((10, 32), (32, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_1 = rand_strided((4, 10), (10, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_3, primals_7, primals_8, primals_15, primals_16, primals_21, primals_22, primals_29, primals_30, primals_35, primals_36, primals_43, primals_44, convert_element_type_1, convert_element_type_2, convolution, convert_element_type_4, convert_element_type_6, convolution_1, getitem_1, rsqrt, convert_element_type_9, convert_element_type_10, relu, convert_element_type_12, convolution_3, convert_element_type_16, convert_element_type_17, convolution_4, getitem_3, rsqrt_1, convert_element_type_20, convolution_5, convert_element_type_22, convert_element_type_23, convolution_6, getitem_5, rsqrt_2, convert_element_type_26, convert_element_type_27, relu_1, convert_element_type_29, convolution_8, convert_element_type_33, convert_element_type_34, convolution_9, getitem_7, rsqrt_3, convert_element_type_37, convolution_10, convert_element_type_40, convert_element_type_41, convolution_11, getitem_9, rsqrt_4, convert_element_type_44, convert_element_type_45, relu_2, convert_element_type_47, convolution_13, convert_element_type_51, convert_element_type_52, convolution_14, getitem_11, rsqrt_5, convert_element_type_55, convolution_15, convert_element_type_59, permute_1, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
