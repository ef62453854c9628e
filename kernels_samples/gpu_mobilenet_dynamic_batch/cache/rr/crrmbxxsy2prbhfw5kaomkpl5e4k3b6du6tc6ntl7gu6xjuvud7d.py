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


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/kq/ckqr77sjxp234tnkmzwxfjgvpu4322jzygl34hgeqfngofdyh65p.py
# Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
# Source node to ATen node mapping:
#   input_2 => add_6, add_7, add_8, add_9, mul_10, mul_11, mul_12, mul_13, mul_14, mul_15, mul_9, rsqrt, squeeze, squeeze_2, sub_1, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean
#   input_3 => clamp_max, clamp_min
# Graph fragment:
#   %convolution : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0" = PlaceHolder[target=convolution]
#   %buf2 : Tensor "f32[1, 8, 1, 1][8, 1, 8, 8]cuda:0" = PlaceHolder[target=buf2]
#   %copy__2 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=copy__2]
#   %add_8 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=add_8]
#   %getitem_1 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %copy__1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=copy__1]
#   %add_7 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=add_7]
#   %rsqrt : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_7 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_8]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %sub_1 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul_9 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt), kwargs = {})
#   %squeeze : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %mul_10 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, 0.1), kwargs = {})
#   %mul_11 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_5, 0.9), kwargs = {})
#   %add_7 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %mul_11), kwargs = {})
#   %squeeze_2 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem, [0, 2, 3]), kwargs = {})
#   %mul_12 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_2, %truediv_1), kwargs = {})
#   %mul_13 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, 0.1), kwargs = {})
#   %mul_14 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_6, 0.9), kwargs = {})
#   %add_8 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %mul_14), kwargs = {})
#   %unsqueeze : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_15 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_9 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %unsqueeze_3), kwargs = {})
#   %clamp_min : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_9, 0.0), kwargs = {})
#   %clamp_max : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, 6.0), kwargs = {})
#   %copy__1 : Tensor "f32[8][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_5, %add_7), kwargs = {})
#   %copy__2 : Tensor "f32[8][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_6, %add_8), kwargs = {})
#   return %getitem_1,%buf2,%rsqrt,%add_8,%buf69,%add_7,%buf66,%clamp_max
triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_0 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_0', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384, 'r0_': 86400}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr7, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
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
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp0 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp19 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = 225*ks0
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = (((1800*ks0) / 8) / ((tl.full([], -1.00000000000000, tl.float64)) + ((1800*ks0) / 8)))
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp2 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp13, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
    tmp30 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp27 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tmp27 - tmp2
        tmp29 = tmp28 * tmp13
        tmp31 = tmp29 * tmp30
        tmp33 = tmp31 + tmp32
        tmp34 = tl.full([1, 1], 0.0, tl.float32)
        tmp35 = triton_helpers.maximum(tmp33, tmp34)
        tmp36 = tl.full([1, 1], 6.0, tl.float32)
        tmp37 = triton_helpers.minimum(tmp35, tmp36)
        tl.store(out_ptr7 + (r0_1 + 225*x0 + 1800*r0_2), tmp37, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/y6/cy66puxeczdgcqevzo4vbown5fbe2dpj35i7bof3s3d6r4pj2mam.py
# Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
# Source node to ATen node mapping:
#   input_5 => add_26, add_27, add_28, add_29, mul_29, mul_30, mul_31, mul_32, mul_33, mul_34, mul_35, rsqrt_1, squeeze_3, squeeze_5, sub_6, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7, var_mean_1
#   input_6 => clamp_max_1, clamp_min_1
# Graph fragment:
#   %convolution_1 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %buf8 : Tensor "f32[1, 32, 1, 1][32, 1, 32, 32]cuda:0" = PlaceHolder[target=buf8]
#   %copy__5 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=copy__5]
#   %add_28 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=add_28]
#   %getitem_3 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %copy__4 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=copy__4]
#   %add_27 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=add_27]
#   %rsqrt_1 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_13 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_13]
#   %primals_14 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_14]
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_1, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_26 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_26,), kwargs = {})
#   %sub_6 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %getitem_3), kwargs = {})
#   %mul_29 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_1), kwargs = {})
#   %squeeze_3 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [0, 2, 3]), kwargs = {})
#   %mul_30 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_3, 0.1), kwargs = {})
#   %mul_31 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_11, 0.9), kwargs = {})
#   %add_27 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_30, %mul_31), kwargs = {})
#   %squeeze_5 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_2, [0, 2, 3]), kwargs = {})
#   %mul_32 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_5, %truediv_3), kwargs = {})
#   %mul_33 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_32, 0.1), kwargs = {})
#   %mul_34 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_12, 0.9), kwargs = {})
#   %add_28 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_33, %mul_34), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_13, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_35 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_14, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_29 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_35, %unsqueeze_7), kwargs = {})
#   %clamp_min_1 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_29, 0.0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[s77, 32, 15, 15][7200, 225, 15, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6.0), kwargs = {})
#   %copy__4 : Tensor "f32[32][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_11, %add_27), kwargs = {})
#   %copy__5 : Tensor "f32[32][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_12, %add_28), kwargs = {})
#   return %getitem_3,%buf8,%rsqrt_1,%add_28,%buf77,%add_27,%buf74,%clamp_max_1
triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1536, 'r0_': 345600}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr7, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
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
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp0 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 7200*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp19 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = 225*ks0
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = (((7200*ks0) / 32) / ((tl.full([], -1.00000000000000, tl.float64)) + ((7200*ks0) / 32)))
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp2 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp13, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
    tmp30 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp27 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 7200*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tmp27 - tmp2
        tmp29 = tmp28 * tmp13
        tmp31 = tmp29 * tmp30
        tmp33 = tmp31 + tmp32
        tmp34 = tl.full([1, 1], 0.0, tl.float32)
        tmp35 = triton_helpers.maximum(tmp33, tmp34)
        tmp36 = tl.full([1, 1], 6.0, tl.float32)
        tmp37 = triton_helpers.minimum(tmp35, tmp36)
        tl.store(out_ptr7 + (r0_1 + 225*x0 + 7200*r0_2), tmp37, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/7c/c7ctbvahcr42p62zdhef2vnjip77yck4yut4whalf2r2lmrnqlw6.py
# Topologically Sorted Source Nodes: [input_11, input_12], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.copy_]
# Source node to ATen node mapping:
#   input_11 => add_66, add_67, add_68, add_69, mul_69, mul_70, mul_71, mul_72, mul_73, mul_74, mul_75, rsqrt_3, squeeze_11, squeeze_9, sub_16, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, var_mean_3
#   input_12 => add_75
# Graph fragment:
#   %convolution_3 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0" = PlaceHolder[target=convolution_3]
#   %buf20 : Tensor "f32[1, 8, 1, 1][8, 1, 8, 8]cuda:0" = PlaceHolder[target=buf20]
#   %copy__11 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=copy__11]
#   %add_68 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=add_68]
#   %getitem_7 : Tensor "f32[1, 8, 1, 1][8, 1, 8, 8]cuda:0" = PlaceHolder[target=getitem_7]
#   %copy__10 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=copy__10]
#   %add_67 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=add_67]
#   %clamp_max : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0" = PlaceHolder[target=clamp_max]
#   %primals_25 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_25]
#   %primals_26 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_26]
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_3, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_66 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_66,), kwargs = {})
#   %sub_16 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_3, %getitem_7), kwargs = {})
#   %mul_69 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %rsqrt_3), kwargs = {})
#   %squeeze_9 : Tensor "f32[8][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_7, [0, 2, 3]), kwargs = {})
#   %mul_70 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_9, 0.1), kwargs = {})
#   %mul_71 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_23, 0.9), kwargs = {})
#   %add_67 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_70, %mul_71), kwargs = {})
#   %squeeze_11 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_6, [0, 2, 3]), kwargs = {})
#   %mul_72 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_11, %truediv_7), kwargs = {})
#   %mul_73 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_72, 0.1), kwargs = {})
#   %mul_74 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_24, 0.9), kwargs = {})
#   %add_68 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_73, %mul_74), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_25, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %mul_75 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_69, %unsqueeze_13), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_26, -1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, -1), kwargs = {})
#   %add_69 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_75, %unsqueeze_15), kwargs = {})
#   %add_75 : Tensor "f32[s77, 8, 15, 15][1800, 225, 15, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%clamp_max, %add_69), kwargs = {})
#   %copy__10 : Tensor "f32[8][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_23, %add_67), kwargs = {})
#   %copy__11 : Tensor "f32[8][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_24, %add_68), kwargs = {})
#   return %getitem_7,%buf20,%rsqrt_3,%add_68,%buf93,%add_67,%buf90,%add_75
triton_red_fused__native_batch_norm_legit_functional_add_copy__2 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_copy__2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_copy__2', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384, 'r0_': 115200}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_copy__2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr7, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
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
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp0 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp19 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = 225*ks0
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = (((1800*ks0) / 8) / ((tl.full([], -1.00000000000000, tl.float64)) + ((1800*ks0) / 8)))
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp2 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp13, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
    tmp31 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp33 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 225)
        r0_2 = r0_index // 225
        tmp27 = tl.load(in_ptr3 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tl.load(in_ptr0 + (r0_1 + 225*x0 + 1800*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp29 = tmp28 - tmp2
        tmp30 = tmp29 * tmp13
        tmp32 = tmp30 * tmp31
        tmp34 = tmp32 + tmp33
        tmp35 = tmp27 + tmp34
        tl.store(out_ptr7 + (r0_1 + 225*x0 + 1800*r0_2), tmp35, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/pw/cpwdph43fkpsn2ozdnn5n57tt2226xboovmtnhyhekejvohjzpt2.py
# Topologically Sorted Source Nodes: [input_17, input_18], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
# Source node to ATen node mapping:
#   input_17 => add_107, add_108, add_109, add_110, mul_109, mul_110, mul_111, mul_112, mul_113, mul_114, mul_115, rsqrt_5, squeeze_15, squeeze_17, sub_26, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, var_mean_5
#   input_18 => clamp_max_4, clamp_min_4
# Graph fragment:
#   %convolution_5 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_5]
#   %buf32 : Tensor "f32[1, 32, 1, 1][32, 1, 32, 32]cuda:0" = PlaceHolder[target=buf32]
#   %copy__17 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=copy__17]
#   %add_109 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=add_109]
#   %getitem_11 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_11]
#   %copy__16 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=copy__16]
#   %add_108 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=add_108]
#   %rsqrt_5 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_5]
#   %primals_37 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_37]
#   %primals_38 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_38]
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_107 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_10, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_107,), kwargs = {})
#   %sub_26 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_5, %getitem_11), kwargs = {})
#   %mul_109 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_26, %rsqrt_5), kwargs = {})
#   %squeeze_15 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_11, [0, 2, 3]), kwargs = {})
#   %mul_110 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_15, 0.1), kwargs = {})
#   %mul_111 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_35, 0.9), kwargs = {})
#   %add_108 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_110, %mul_111), kwargs = {})
#   %squeeze_17 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_10, [0, 2, 3]), kwargs = {})
#   %mul_112 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_17, %truediv_11), kwargs = {})
#   %mul_113 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_112, 0.1), kwargs = {})
#   %mul_114 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_36, 0.9), kwargs = {})
#   %add_109 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_113, %mul_114), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_37, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, -1), kwargs = {})
#   %mul_115 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_109, %unsqueeze_21), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_38, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_110 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_115, %unsqueeze_23), kwargs = {})
#   %clamp_min_4 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_110, 0.0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[s77, 32, 8, 8][2048, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6.0), kwargs = {})
#   %copy__16 : Tensor "f32[32][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_35, %add_108), kwargs = {})
#   %copy__17 : Tensor "f32[32][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_36, %add_109), kwargs = {})
#   return %getitem_11,%buf32,%rsqrt_5,%add_109,%buf109,%add_108,%buf106,%clamp_max_4
triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_3 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_3', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1536, 'r0_': 98304}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr7, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
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
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 2048*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp19 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = 64*ks0
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = (((2048*ks0) / 32) / ((tl.full([], -1.00000000000000, tl.float64)) + ((2048*ks0) / 32)))
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp2 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp13, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
    tmp30 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp27 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 2048*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tmp27 - tmp2
        tmp29 = tmp28 * tmp13
        tmp31 = tmp29 * tmp30
        tmp33 = tmp31 + tmp32
        tmp34 = tl.full([1, 1], 0.0, tl.float32)
        tmp35 = triton_helpers.maximum(tmp33, tmp34)
        tmp36 = tl.full([1, 1], 6.0, tl.float32)
        tmp37 = triton_helpers.minimum(tmp35, tmp36)
        tl.store(out_ptr7 + (r0_1 + 64*x0 + 2048*r0_2), tmp37, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/tq/ctq5xbwwqntpv3vrvmfcskjj4uev2tpwo6r7wtlenbsdlxgd5pca.py
# Topologically Sorted Source Nodes: [input_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   input_20 => add_127, add_128, add_129, add_130, mul_129, mul_130, mul_131, mul_132, mul_133, mul_134, mul_135, rsqrt_6, squeeze_18, squeeze_20, sub_31, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, var_mean_6
# Graph fragment:
#   %convolution_6 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %buf38 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf38]
#   %copy__20 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__20]
#   %add_129 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_129]
#   %getitem_13 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=getitem_13]
#   %copy__19 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__19]
#   %add_128 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_128]
#   %primals_43 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_43]
#   %primals_44 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_44]
#   %var_mean_6 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_6, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_127 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, 1e-05), kwargs = {})
#   %rsqrt_6 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_127,), kwargs = {})
#   %sub_31 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %getitem_13), kwargs = {})
#   %mul_129 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_31, %rsqrt_6), kwargs = {})
#   %squeeze_18 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_13, [0, 2, 3]), kwargs = {})
#   %mul_130 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_18, 0.1), kwargs = {})
#   %mul_131 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_41, 0.9), kwargs = {})
#   %add_128 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_130, %mul_131), kwargs = {})
#   %squeeze_20 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_12, [0, 2, 3]), kwargs = {})
#   %mul_132 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_20, %truediv_13), kwargs = {})
#   %mul_133 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, 0.1), kwargs = {})
#   %mul_134 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_42, 0.9), kwargs = {})
#   %add_129 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_133, %mul_134), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_43, -1), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, -1), kwargs = {})
#   %mul_135 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_129, %unsqueeze_25), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_44, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, -1), kwargs = {})
#   %add_130 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_135, %unsqueeze_27), kwargs = {})
#   %copy__19 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_41, %add_128), kwargs = {})
#   %copy__20 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_42, %add_129), kwargs = {})
#   return %getitem_13,%buf38,%rsqrt_6,%add_129,%buf117,%add_128,%buf114,%add_130
triton_red_fused__native_batch_norm_legit_functional_copy__4 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__4', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 768, 'r0_': 49152}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr7, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
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
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp19 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = 64*ks0
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = (((1024*ks0) / 16) / ((tl.full([], -1.00000000000000, tl.float64)) + ((1024*ks0) / 16)))
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp2 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp13, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
    tmp30 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp27 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tmp27 - tmp2
        tmp29 = tmp28 * tmp13
        tmp31 = tmp29 * tmp30
        tmp33 = tmp31 + tmp32
        tl.store(out_ptr7 + (r0_1 + 64*x0 + 1024*r0_2), tmp33, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/5c/c5cfn4endumixohgzpeoo72dgwjhwvryvxf65fssjwakbjlczitu.py
# Topologically Sorted Source Nodes: [input_22, input_23], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
# Source node to ATen node mapping:
#   input_22 => add_142, add_143, add_144, add_145, mul_147, mul_148, mul_149, mul_150, mul_151, mul_152, mul_153, rsqrt_7, squeeze_21, squeeze_23, sub_35, unsqueeze_28, unsqueeze_29, unsqueeze_30, unsqueeze_31, var_mean_7
#   input_23 => clamp_max_5, clamp_min_5
# Graph fragment:
#   %convolution_7 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_7]
#   %buf44 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf44]
#   %copy__23 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__23]
#   %add_144 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_144]
#   %getitem_15 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_15]
#   %copy__22 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__22]
#   %add_143 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_143]
#   %rsqrt_7 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %primals_49 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_49]
#   %primals_50 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_50]
#   %var_mean_7 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_7, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_142 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_7 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_142,), kwargs = {})
#   %sub_35 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_7, %getitem_15), kwargs = {})
#   %mul_147 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_35, %rsqrt_7), kwargs = {})
#   %squeeze_21 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_15, [0, 2, 3]), kwargs = {})
#   %mul_148 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_21, 0.1), kwargs = {})
#   %mul_149 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_47, 0.9), kwargs = {})
#   %add_143 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_148, %mul_149), kwargs = {})
#   %squeeze_23 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_14, [0, 2, 3]), kwargs = {})
#   %mul_150 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_23, %truediv_15), kwargs = {})
#   %mul_151 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_150, 0.1), kwargs = {})
#   %mul_152 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_48, 0.9), kwargs = {})
#   %add_144 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_151, %mul_152), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_49, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %mul_153 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_147, %unsqueeze_29), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_50, -1), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, -1), kwargs = {})
#   %add_145 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_153, %unsqueeze_31), kwargs = {})
#   %clamp_min_5 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_145, 0.0), kwargs = {})
#   %clamp_max_5 : Tensor "f32[s77, 64, 8, 8][4096, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_5, 6.0), kwargs = {})
#   %copy__22 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_47, %add_143), kwargs = {})
#   %copy__23 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_48, %add_144), kwargs = {})
#   return %getitem_15,%buf44,%rsqrt_7,%add_144,%buf125,%add_143,%buf122,%clamp_max_5
triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072, 'r0_': 196608}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr7, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
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
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp19 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = 64*ks0
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = (((4096*ks0) / 64) / ((tl.full([], -1.00000000000000, tl.float64)) + ((4096*ks0) / 64)))
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp2 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp13, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
    tmp30 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp27 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tmp27 - tmp2
        tmp29 = tmp28 * tmp13
        tmp31 = tmp29 * tmp30
        tmp33 = tmp31 + tmp32
        tmp34 = tl.full([1, 1], 0.0, tl.float32)
        tmp35 = triton_helpers.maximum(tmp33, tmp34)
        tmp36 = tl.full([1, 1], 6.0, tl.float32)
        tmp37 = triton_helpers.minimum(tmp35, tmp36)
        tl.store(out_ptr7 + (r0_1 + 64*x0 + 4096*r0_2), tmp37, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/ke/ckeaj6hnd6cxwkh5twvqoyw6bcvgysd7e6s4p4wrxtitxnkkwu7g.py
# Topologically Sorted Source Nodes: [input_28], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   input_28 => add_182, add_183, add_184, mul_188, mul_189, mul_190, mul_191, mul_192, rsqrt_9, squeeze_27, squeeze_29, var_mean_9
# Graph fragment:
#   %convolution_9 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_9]
#   %buf56 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf56]
#   %copy__29 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__29]
#   %add_184 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_184]
#   %getitem_19 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=getitem_19]
#   %copy__28 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__28]
#   %add_183 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_183]
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_9, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_182 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_18, 1e-05), kwargs = {})
#   %rsqrt_9 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_182,), kwargs = {})
#   %squeeze_27 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_19, [0, 2, 3]), kwargs = {})
#   %mul_188 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_27, 0.1), kwargs = {})
#   %mul_189 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_59, 0.9), kwargs = {})
#   %add_183 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_188, %mul_189), kwargs = {})
#   %squeeze_29 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_18, [0, 2, 3]), kwargs = {})
#   %mul_190 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_29, %truediv_19), kwargs = {})
#   %mul_191 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_190, 0.1), kwargs = {})
#   %mul_192 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_60, 0.9), kwargs = {})
#   %add_184 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_191, %mul_192), kwargs = {})
#   %copy__28 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_59, %add_183), kwargs = {})
#   %copy__29 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_60, %add_184), kwargs = {})
#   return %getitem_19,%buf56,%rsqrt_9,%add_184,%buf141,%add_183,%buf138
triton_red_fused__native_batch_norm_legit_functional_copy__6 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__6', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 768, 'r0_': 16384}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
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
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 1024*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
    tmp19 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = 64*ks0
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = (((1024*ks0) / 16) / ((tl.full([], -1.00000000000000, tl.float64)) + ((1024*ks0) / 16)))
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp2 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp13, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/ee/cee42ss2jyum6xgx3liwsli4lnetp3lzsx7gmznmkw4malkfcfzh.py
# Topologically Sorted Source Nodes: [input_28, input_29, mean], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.mean]
# Source node to ATen node mapping:
#   input_28 => add_182, add_185, mul_187, mul_193, rsqrt_9, sub_45, unsqueeze_36, unsqueeze_37, unsqueeze_38, unsqueeze_39, var_mean_9
#   input_29 => add_191
#   mean => mean
# Graph fragment:
#   %add_130 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=add_130]
#   %convolution_9 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_9]
#   %getitem_19 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=getitem_19]
#   %buf56 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf56]
#   %primals_61 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_61]
#   %primals_62 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_62]
#   %buf59 : Tensor "f32[s77, 16][16, 1]cuda:0" = PlaceHolder[target=buf59]
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_9, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_182 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_18, 1e-05), kwargs = {})
#   %rsqrt_9 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_182,), kwargs = {})
#   %sub_45 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %getitem_19), kwargs = {})
#   %mul_187 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_45, %rsqrt_9), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_61, -1), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, -1), kwargs = {})
#   %mul_193 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_187, %unsqueeze_37), kwargs = {})
#   %unsqueeze_38 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_62, -1), kwargs = {})
#   %unsqueeze_39 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_38, -1), kwargs = {})
#   %add_185 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_193, %unsqueeze_39), kwargs = {})
#   %add_191 : Tensor "f32[s77, 16, 8, 8][1024, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_130, %add_185), kwargs = {})
#   %mean : Tensor "f32[s77, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mean.dim](args = (%add_191, [2, 3]), kwargs = {})
#   return %buf59,%mean
triton_per_fused__native_batch_norm_legit_functional_add_mean_7 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_mean_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_mean_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 768, 'r0_': 32768}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_mean_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x3 = xindex
    x0 = (xindex % 16)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 64*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 64*x3), xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tmp1 - tmp2
    tmp5 = 64*ks0
    tmp6 = tmp5.to(tl.float32)
    tmp7 = (tmp4 / tmp6)
    tmp8 = tl.full([1, 1], 1e-05, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = libdevice.rsqrt(tmp9)
    tmp11 = tmp3 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tmp0 + tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 64.0, tl.float32)
    tmp22 = (tmp20 / tmp21)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_mobilenet_dynamic_batch/cache/xj/cxjliodnm76ycut2qmm7vudqm236jfsn3x7zhr6jy6s2w46343w7.py
# Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
# Source node to ATen node mapping:
#   add_ => add_5
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %add_5 : Tensor "i64[][]cuda:0" = PlaceHolder[target=add_5]
#   %add_5 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, 1), kwargs = {})
#   %copy_ : Tensor "i64[][]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_4, %add_5), kwargs = {})
#   return %add_5,%buf63
triton_poi_fused_add_copy__8 = async_compile.triton('triton_poi_fused_add_copy__8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_copy__8', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_copy__8(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64 = args
        args.clear()
        s77 = primals_2
        assert_size_stride(primals_1, (8, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_3, (s77, 3, 30, 30), (2700, 900, 30, 1))
        assert_size_stride(primals_4, (), ())
        assert_size_stride(primals_5, (8, ), (1, ))
        assert_size_stride(primals_6, (8, ), (1, ))
        assert_size_stride(primals_7, (8, ), (1, ))
        assert_size_stride(primals_8, (8, ), (1, ))
        assert_size_stride(primals_9, (32, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(primals_10, (), ())
        assert_size_stride(primals_11, (32, ), (1, ))
        assert_size_stride(primals_12, (32, ), (1, ))
        assert_size_stride(primals_13, (32, ), (1, ))
        assert_size_stride(primals_14, (32, ), (1, ))
        assert_size_stride(primals_15, (32, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_16, (), ())
        assert_size_stride(primals_17, (32, ), (1, ))
        assert_size_stride(primals_18, (32, ), (1, ))
        assert_size_stride(primals_19, (32, ), (1, ))
        assert_size_stride(primals_20, (32, ), (1, ))
        assert_size_stride(primals_21, (8, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(primals_22, (), ())
        assert_size_stride(primals_23, (8, ), (1, ))
        assert_size_stride(primals_24, (8, ), (1, ))
        assert_size_stride(primals_25, (8, ), (1, ))
        assert_size_stride(primals_26, (8, ), (1, ))
        assert_size_stride(primals_27, (32, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(primals_28, (), ())
        assert_size_stride(primals_29, (32, ), (1, ))
        assert_size_stride(primals_30, (32, ), (1, ))
        assert_size_stride(primals_31, (32, ), (1, ))
        assert_size_stride(primals_32, (32, ), (1, ))
        assert_size_stride(primals_33, (32, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_34, (), ())
        assert_size_stride(primals_35, (32, ), (1, ))
        assert_size_stride(primals_36, (32, ), (1, ))
        assert_size_stride(primals_37, (32, ), (1, ))
        assert_size_stride(primals_38, (32, ), (1, ))
        assert_size_stride(primals_39, (16, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(primals_40, (), ())
        assert_size_stride(primals_41, (16, ), (1, ))
        assert_size_stride(primals_42, (16, ), (1, ))
        assert_size_stride(primals_43, (16, ), (1, ))
        assert_size_stride(primals_44, (16, ), (1, ))
        assert_size_stride(primals_45, (64, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_46, (), ())
        assert_size_stride(primals_47, (64, ), (1, ))
        assert_size_stride(primals_48, (64, ), (1, ))
        assert_size_stride(primals_49, (64, ), (1, ))
        assert_size_stride(primals_50, (64, ), (1, ))
        assert_size_stride(primals_51, (64, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_52, (), ())
        assert_size_stride(primals_53, (64, ), (1, ))
        assert_size_stride(primals_54, (64, ), (1, ))
        assert_size_stride(primals_55, (64, ), (1, ))
        assert_size_stride(primals_56, (64, ), (1, ))
        assert_size_stride(primals_57, (16, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_58, (), ())
        assert_size_stride(primals_59, (16, ), (1, ))
        assert_size_stride(primals_60, (16, ), (1, ))
        assert_size_stride(primals_61, (16, ), (1, ))
        assert_size_stride(primals_62, (16, ), (1, ))
        assert_size_stride(primals_63, (7, 16), (16, 1))
        assert_size_stride(primals_64, (7, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(primals_3, primals_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (s77, 8, 15, 15), (1800, 225, 15, 1), 'torch.ops.aten.convolution.default')
            buf1 = empty_strided_cuda((1, 8, 1, 1), (8, 1, 1, 1), torch.float32)
            buf4 = empty_strided_cuda((1, 8, 1, 1), (8, 1, 1, 1), torch.float32)
            buf5 = empty_strided_cuda((s77, 8, 15, 15), (1800, 225, 15, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_0_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_0.run(buf0, primals_6, primals_5, primals_7, primals_8, buf1, buf4, primals_6, primals_5, buf5, s77, 8, triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_0_r0_numel, stream=stream0)
            del primals_5
            del primals_6
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
            buf6 = extern_kernels.convolution(buf5, primals_9, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf6, (s77, 32, 15, 15), (7200, 225, 15, 1), 'torch.ops.aten.convolution.default')
            buf7 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 1, 1), torch.float32)
            buf10 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 1, 1), torch.float32)
            buf11 = empty_strided_cuda((s77, 32, 15, 15), (7200, 225, 15, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1.run(buf6, primals_12, primals_11, primals_13, primals_14, buf7, buf10, primals_12, primals_11, buf11, s77, 32, triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1_r0_numel, stream=stream0)
            del primals_11
            del primals_12
            # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.convolution]
            buf12 = extern_kernels.convolution(buf11, primals_15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=32, bias=None)
            assert_size_stride(buf12, (s77, 32, 15, 15), (7200, 225, 15, 1), 'torch.ops.aten.convolution.default')
            buf13 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 1, 1), torch.float32)
            buf16 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 1, 1), torch.float32)
            buf17 = empty_strided_cuda((s77, 32, 15, 15), (7200, 225, 15, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_8, input_9], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1.run(buf12, primals_18, primals_17, primals_19, primals_20, buf13, buf16, primals_18, primals_17, buf17, s77, 32, triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1_r0_numel, stream=stream0)
            del primals_17
            del primals_18
            # Topologically Sorted Source Nodes: [input_10], Original ATen: [aten.convolution]
            buf18 = extern_kernels.convolution(buf17, primals_21, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf18, (s77, 8, 15, 15), (1800, 225, 15, 1), 'torch.ops.aten.convolution.default')
            buf19 = empty_strided_cuda((1, 8, 1, 1), (8, 1, 8, 8), torch.float32)
            buf22 = empty_strided_cuda((1, 8, 1, 1), (8, 1, 8, 8), torch.float32)
            buf23 = empty_strided_cuda((s77, 8, 15, 15), (1800, 225, 15, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_11, input_12], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_add_copy__2_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_copy__2.run(buf18, primals_24, primals_23, buf5, primals_25, primals_26, buf19, buf22, primals_24, primals_23, buf23, s77, 8, triton_red_fused__native_batch_norm_legit_functional_add_copy__2_r0_numel, stream=stream0)
            del primals_23
            del primals_24
            del primals_26
            # Topologically Sorted Source Nodes: [input_13], Original ATen: [aten.convolution]
            buf24 = extern_kernels.convolution(buf23, primals_27, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf24, (s77, 32, 15, 15), (7200, 225, 15, 1), 'torch.ops.aten.convolution.default')
            buf25 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 1, 1), torch.float32)
            buf28 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 1, 1), torch.float32)
            buf29 = empty_strided_cuda((s77, 32, 15, 15), (7200, 225, 15, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1_r0_numel = 225*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1.run(buf24, primals_30, primals_29, primals_31, primals_32, buf25, buf28, primals_30, primals_29, buf29, s77, 32, triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_1_r0_numel, stream=stream0)
            del primals_29
            del primals_30
            # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
            buf30 = extern_kernels.convolution(buf29, primals_33, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=32, bias=None)
            assert_size_stride(buf30, (s77, 32, 8, 8), (2048, 64, 8, 1), 'torch.ops.aten.convolution.default')
            buf31 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 1, 1), torch.float32)
            buf34 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 1, 1), torch.float32)
            buf35 = empty_strided_cuda((s77, 32, 8, 8), (2048, 64, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_17, input_18], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_3_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_3.run(buf30, primals_36, primals_35, primals_37, primals_38, buf31, buf34, primals_36, primals_35, buf35, s77, 32, triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_3_r0_numel, stream=stream0)
            del primals_35
            del primals_36
            # Topologically Sorted Source Nodes: [input_19], Original ATen: [aten.convolution]
            buf36 = extern_kernels.convolution(buf35, primals_39, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf36, (s77, 16, 8, 8), (1024, 64, 8, 1), 'torch.ops.aten.convolution.default')
            buf37 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            buf40 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            buf41 = empty_strided_cuda((s77, 16, 8, 8), (1024, 64, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_copy__4_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__4.run(buf36, primals_42, primals_41, primals_43, primals_44, buf37, buf40, primals_42, primals_41, buf41, s77, 16, triton_red_fused__native_batch_norm_legit_functional_copy__4_r0_numel, stream=stream0)
            del primals_41
            del primals_42
            del primals_44
            # Topologically Sorted Source Nodes: [input_21], Original ATen: [aten.convolution]
            buf42 = extern_kernels.convolution(buf41, primals_45, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf42, (s77, 64, 8, 8), (4096, 64, 8, 1), 'torch.ops.aten.convolution.default')
            buf43 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 1, 1), torch.float32)
            buf46 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 1, 1), torch.float32)
            buf47 = empty_strided_cuda((s77, 64, 8, 8), (4096, 64, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_22, input_23], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5.run(buf42, primals_48, primals_47, primals_49, primals_50, buf43, buf46, primals_48, primals_47, buf47, s77, 64, triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5_r0_numel, stream=stream0)
            del primals_47
            del primals_48
            # Topologically Sorted Source Nodes: [input_24], Original ATen: [aten.convolution]
            buf48 = extern_kernels.convolution(buf47, primals_51, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=64, bias=None)
            assert_size_stride(buf48, (s77, 64, 8, 8), (4096, 64, 8, 1), 'torch.ops.aten.convolution.default')
            buf49 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 1, 1), torch.float32)
            buf52 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 1, 1), torch.float32)
            buf53 = empty_strided_cuda((s77, 64, 8, 8), (4096, 64, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_25, input_26], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5.run(buf48, primals_54, primals_53, primals_55, primals_56, buf49, buf52, primals_54, primals_53, buf53, s77, 64, triton_red_fused__native_batch_norm_legit_functional_copy__hardtanh_5_r0_numel, stream=stream0)
            del primals_53
            del primals_54
            # Topologically Sorted Source Nodes: [input_27], Original ATen: [aten.convolution]
            buf54 = extern_kernels.convolution(buf53, primals_57, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf54, (s77, 16, 8, 8), (1024, 64, 8, 1), 'torch.ops.aten.convolution.default')
            buf55 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            buf56 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            buf58 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            # Topologically Sorted Source Nodes: [input_28], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            triton_red_fused__native_batch_norm_legit_functional_copy__6_r0_numel = 64*s77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__6.run(buf54, primals_60, primals_59, buf55, buf56, buf58, primals_60, primals_59, s77, 16, triton_red_fused__native_batch_norm_legit_functional_copy__6_r0_numel, stream=stream0)
            del primals_59
            del primals_60
            buf59 = empty_strided_cuda((s77, 16), (16, 1), torch.float32)
            buf60 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [input_28, input_29, mean], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.mean]
            triton_per_fused__native_batch_norm_legit_functional_add_mean_7_xnumel = 16*s77
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_mean_7.run(buf60, buf41, buf54, buf55, buf56, primals_61, primals_62, s77, triton_per_fused__native_batch_norm_legit_functional_add_mean_7_xnumel, 64, stream=stream0)
            del buf56
            del primals_62
            buf61 = empty_strided_cuda((s77, 7), (7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_64, buf60, reinterpret_tensor(primals_63, (16, 7), (1, 16), 0), alpha=1, beta=1, out=buf61)
            del primals_64
            # Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_4, primals_4, 1, stream=stream0)
            del primals_4
            # Topologically Sorted Source Nodes: [add__1], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_10, primals_10, 1, stream=stream0)
            del primals_10
            # Topologically Sorted Source Nodes: [add__2], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_16, primals_16, 1, stream=stream0)
            del primals_16
            # Topologically Sorted Source Nodes: [add__3], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_22, primals_22, 1, stream=stream0)
            del primals_22
            # Topologically Sorted Source Nodes: [add__4], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_28, primals_28, 1, stream=stream0)
            del primals_28
            # Topologically Sorted Source Nodes: [add__5], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_34, primals_34, 1, stream=stream0)
            del primals_34
            # Topologically Sorted Source Nodes: [add__6], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_40, primals_40, 1, stream=stream0)
            del primals_40
            # Topologically Sorted Source Nodes: [add__7], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_46, primals_46, 1, stream=stream0)
            del primals_46
            # Topologically Sorted Source Nodes: [add__8], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_52, primals_52, 1, stream=stream0)
            del primals_52
            # Topologically Sorted Source Nodes: [add__9], Original ATen: [aten.add, aten.copy_]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__8.run(primals_58, primals_58, 1, stream=stream0)
            del primals_58
        return (buf61, primals_1, primals_3, primals_7, primals_8, primals_9, primals_13, primals_14, primals_15, primals_19, primals_20, primals_21, primals_25, primals_27, primals_31, primals_32, primals_33, primals_37, primals_38, primals_39, primals_43, primals_45, primals_49, primals_50, primals_51, primals_55, primals_56, primals_57, primals_61, primals_63, buf0, buf1, buf4, buf5, buf6, buf7, buf10, buf11, buf12, buf13, buf16, buf17, buf18, reinterpret_tensor(buf22, (8, ), (1, ), 0), buf23, buf24, buf25, buf28, buf29, buf30, buf31, buf34, buf35, buf36, reinterpret_tensor(buf40, (16, ), (1, ), 0), buf41, buf42, buf43, buf46, buf47, buf48, buf49, buf52, buf53, buf54, reinterpret_tensor(buf58, (16, ), (1, ), 0), buf60, reinterpret_tensor(buf55, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf37, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf19, (1, 8, 1, 1), (8, 1, 1, 1), 0), s77, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = 4
    primals_3 = rand_strided((4, 3, 30, 30), (2700, 900, 30, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_5 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((32, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_11 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_17 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((8, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_23 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((32, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_29 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_35 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((16, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_41 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_46 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_47 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((64, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_52 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_53 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_56 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_57 = rand_strided((16, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_58 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_59 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_61 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_62 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_63 = rand_strided((7, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    primals_64 = rand_strided((7, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
