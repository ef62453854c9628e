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


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/xg/cxgzl6texka7p33edt7e2b26s6w5xklf7fpg7qfmn6kisousc3yw.py
# Topologically Sorted Source Nodes: [picked, gt, truediv, mul, picked_1, logits], Original ATen: [aten.gather, aten.gt, aten.div, aten.mul, aten.where, aten.scatter]
# Source node to ATen node mapping:
#   gt => gt
#   logits => scatter
#   mul => mul_5
#   picked => gather
#   picked_1 => where
#   truediv => div
# Graph fragment:
#   %arg2_1 : Tensor "f32[s44, s3][s3, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %gather : Tensor "f32[s43, 7][7, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gather.default](args = (%arg2_1, 1, %arg4_1), kwargs = {})
#   %gt : Tensor "b8[s43, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%gather, 0), kwargs = {})
#   %div : Tensor "f32[s43, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%gather, 1.3), kwargs = {})
#   %mul_5 : Tensor "f32[s43, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gather, 1.3), kwargs = {})
#   %where : Tensor "f32[s43, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt, %div, %mul_5), kwargs = {})
#   %scatter : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter.src](args = (%arg2_1, 1, %arg4_1, %where), kwargs = {})
#   return %scatter
triton_poi_fused_div_gather_gt_mul_scatter_where_0 = async_compile.triton('triton_poi_fused_div_gather_gt_mul_scatter_where_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_gather_gt_mul_scatter_where_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3636}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_gather_gt_mul_scatter_where_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/hu/chunqji67vbk2qgapsnsdjmqq3wwle6vx5fwf4psx22zc5gcjjrg.py
# Topologically Sorted Source Nodes: [picked, gt, truediv, mul, picked_1, logits], Original ATen: [aten.gather, aten.gt, aten.div, aten.mul, aten.where, aten.scatter]
# Source node to ATen node mapping:
#   gt => gt
#   logits => scatter
#   mul => mul_5
#   picked => gather
#   picked_1 => where
#   truediv => div
# Graph fragment:
#   %arg4_1 : Tensor "i64[s43, 7][7, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg2_1 : Tensor "f32[s44, s3][s3, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %scatter : Tensor "f32[s44, s3][s3, 1]cuda:0" = PlaceHolder[target=scatter]
#   %gather : Tensor "f32[s43, 7][7, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gather.default](args = (%arg2_1, 1, %arg4_1), kwargs = {})
#   %gt : Tensor "b8[s43, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%gather, 0), kwargs = {})
#   %div : Tensor "f32[s43, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%gather, 1.3), kwargs = {})
#   %mul_5 : Tensor "f32[s43, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gather, 1.3), kwargs = {})
#   %where : Tensor "f32[s43, 7][7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt, %div, %mul_5), kwargs = {})
#   %scatter : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter.src](args = (%arg2_1, 1, %arg4_1, %where), kwargs = {})
#   return %buf1
triton_poi_fused_div_gather_gt_mul_scatter_where_1 = async_compile.triton('triton_poi_fused_div_gather_gt_mul_scatter_where_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_gather_gt_mul_scatter_where_1', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 168}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_gather_gt_mul_scatter_where_1(in_ptr0, in_ptr1, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 7
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tl.device_assert(((0 <= tmp0) & (tmp0 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp0 < ks0")
    tmp2 = ks0
    tmp3 = tmp0 + tmp2
    tmp4 = tmp0 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp0)
    tl.device_assert(((0 <= tmp5) & (tmp5 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp5 < ks0")
    tmp7 = tl.load(in_ptr1 + (tmp5 + ks0*x1), xmask, eviction_policy='evict_last')
    tmp8 = tl.full([1], 0.0, tl.float32)
    tmp9 = tmp7 > tmp8
    tmp10 = tl.full([1], 0.7692307692307692, tl.float32)
    tmp11 = tmp7 * tmp10
    tmp12 = tl.full([1], 1.3, tl.float32)
    tmp13 = tmp7 * tmp12
    tmp14 = tl.where(tmp9, tmp11, tmp13)
    tl.store(out_ptr0 + (tmp0 + ks0*x1), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/io/ciob7op2gxwjywu3bce6257qa3timlzz4t65detsvinyzcjr53zq.py
# Topologically Sorted Source Nodes: [logits_1], Original ATen: [aten.div]
# Source node to ATen node mapping:
#   logits_1 => div_1
# Graph fragment:
#   %buf1 : Tensor "f32[s44, s3][s3, 1]cuda:0" = PlaceHolder[target=buf1]
#   %div_1 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.div.Tensor](args = (%scatter, 0.8), kwargs = {})
#   return %div_1
triton_poi_fused_div_2 = async_compile.triton('triton_poi_fused_div_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2424}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 1.25, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/tu/ctu7ggmpqwvqiwe7xqi7xj3qu6mufoahzurfc4l6m66mynv6owzo.py
# Topologically Sorted Source Nodes: [kth, lt, logits_2], Original ATen: [aten.slice, aten.lt, aten.masked_fill]
# Source node to ATen node mapping:
#   kth => slice_2
#   logits_2 => full_default, where_1
#   lt => lt
# Graph fragment:
#   %div_1 : Tensor "f32[s44, s3][s3, 1]cuda:0" = PlaceHolder[target=div_1]
#   %getitem : Tensor "f32[s44, 20][20, 1]cuda:0" = PlaceHolder[target=getitem]
#   %slice_2 : Tensor "f32[s44, 1][20, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%getitem, 1, -1, 9223372036854775807), kwargs = {})
#   %lt : Tensor "b8[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Tensor](args = (%div_1, %slice_2), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt, %full_default, %div_1), kwargs = {})
#   return %where_1
triton_poi_fused_lt_masked_fill_slice_3 = async_compile.triton('triton_poi_fused_lt_masked_fill_slice_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_lt_masked_fill_slice_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3636}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_lt_masked_fill_slice_3(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // ks0
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (19 + 20*x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 < tmp1
    tmp3 = tl.full([1], float("-inf"), tl.float32)
    tmp4 = tl.where(tmp2, tmp3, tmp0)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/oo/coooqeq7knya447ozo3mfcyvk2rxy2judfwc5dgrvtdsghyiz3kf.py
# Topologically Sorted Source Nodes: [softmax, cum], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.cumsum]
# Source node to ATen node mapping:
#   cum => cumsum
#   softmax => div_2
# Graph fragment:
#   %getitem_2 : Tensor "f32[s44, s3][s3, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %getitem_6 : Tensor "f32[s44, 1][1, s44]cuda:0" = PlaceHolder[target=getitem_6]
#   %getitem_7 : Tensor "f32[s44, 1][1, s44]cuda:0" = PlaceHolder[target=getitem_7]
#   %prepare_softmax_online_default_1 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%getitem_2, -1), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%getitem_2, %getitem_6), kwargs = {})
#   %exp_default_1 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_1,), kwargs = {})
#   %div_2 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_1, %getitem_7), kwargs = {})
#   %cumsum : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumsum.default](args = (%div_2, -1), kwargs = {})
#   return %getitem_6,%getitem_7,%cumsum
triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_4 = async_compile.triton('triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.reduction(
    size_hints={'x': 4, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 3636}}
)
@triton.jit
def triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_4(in_ptr0, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp2_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])

        _tmp2_max_next, _tmp2_sum_next = triton_helpers.online_softmax_combine(
            _tmp2_max, _tmp2_sum, tmp1, False
        )

        _tmp2_max = tl.where(r0_mask & xmask, _tmp2_max_next, _tmp2_max)
        _tmp2_sum = tl.where(r0_mask & xmask, _tmp2_sum_next, _tmp2_sum)

    tmp2, tmp3 = triton_helpers.online_softmax_reduce(
        _tmp2_max, _tmp2_sum, 1, False)
    tmp2 = tmp2[:, None]
    tmp3 = tmp3[:, None]
    tmp10 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp4 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tmp4 - tmp2
        tmp6 = libdevice.exp(tmp5)
        tmp7 = (tmp6 / tmp3)
        tmp8 = tmp7.to(tl.float32)
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11, = tl.associative_scan((tmp9,), 1, _triton_helper_fn_add0)
        tmp12 = triton_helpers.select_one((tmp11), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp13 = tmp10 + tmp12
        tmp14 = tmp10 + tmp11
        tmp15 = tl.where(roffset > 0, tmp14, tmp11)
        tmp10 = tl.where(roffset > 0, tmp13, tmp12)
        tl.store(out_ptr2 + (r0_1 + ks0*x0), tmp15, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/p7/cp7ixqqsitzbbxvmecyrawc6zlod2zrojvccdd7iinffjdurxasd.py
# Topologically Sorted Source Nodes: [drop, setitem, getitem_5, clone, setitem_1, sorted_logits_1, logits_3], Original ATen: [aten.gt, aten.slice, aten.clone, aten.copy, aten.select, aten.lift_fresh, aten.fill, aten.masked_fill, aten.scatter]
# Source node to ATen node mapping:
#   clone => clone
#   drop => gt_1
#   getitem_5 => slice_4
#   logits_3 => scatter_1
#   setitem => copy, slice_6
#   setitem_1 => copy_1, full_default_1, select_1
#   sorted_logits_1 => full_default_2, where_2
# Graph fragment:
#   %gt_1 : Tensor "b8[s44, s3][s3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gt.Scalar](args = (%cumsum, 0.9), kwargs = {})
#   %slice_6 : Tensor "b8[s44, s3 - 1][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%gt_1, 1, 1, 9223372036854775807), kwargs = {})
#   %slice_4 : Tensor "b8[s44, s3 - 1][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%gt_1, 1, 0, -1), kwargs = {})
#   %clone : Tensor "b8[s44, s3 - 1][Max(1, s3 - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_4,), kwargs = {})
#   %copy : Tensor "b8[s44, s3 - 1][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_6, %clone), kwargs = {})
#   %slice_scatter_default : Tensor "b8[s44, s3][s3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%gt_1, %copy, 1, 1, 9223372036854775807), kwargs = {})
#   %select_1 : Tensor "b8[s44][s3]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%slice_scatter_default, 1, 0), kwargs = {})
#   %full_default_1 : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], False), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %copy_1 : Tensor "b8[s44][s3]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_1, %full_default_1), kwargs = {})
#   %select_scatter_default : Tensor "b8[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%slice_scatter_default, %copy_1, 1, 0), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%select_scatter_default, %full_default_2, %getitem_2), kwargs = {})
#   %scatter_1 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.scatter.src](args = (%empty, 1, %getitem_3, %where_2), kwargs = {})
#   return %scatter_1
triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_5 = async_compile.triton('triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2424}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_5(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], float("nan"), tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/7x/c7xpkxn5e4hu6fwffinh6cgfvhwrmpimcytgv2uosaindpvgzwzi.py
# Topologically Sorted Source Nodes: [drop, setitem, getitem_5, clone, setitem_1, sorted_logits_1, logits_3], Original ATen: [aten.gt, aten.slice, aten.clone, aten.copy, aten.select, aten.lift_fresh, aten.fill, aten.masked_fill, aten.scatter]
# Source node to ATen node mapping:
#   clone => clone
#   drop => gt_1
#   getitem_5 => slice_4
#   logits_3 => scatter_1
#   setitem => copy, slice_6
#   setitem_1 => copy_1, full_default_1, select_1
#   sorted_logits_1 => full_default_2, where_2
# Graph fragment:
#   %getitem_3 : Tensor "i64[s44, s3][s3, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %cumsum : Tensor "f32[s44, s3][s3, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %getitem_2 : Tensor "f32[s44, s3][s3, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %scatter_1 : Tensor "f32[s88, s3][s3, 1]cuda:0" = PlaceHolder[target=scatter_1]
#   %gt_1 : Tensor "b8[s44, s3][s3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.gt.Scalar](args = (%cumsum, 0.9), kwargs = {})
#   %slice_6 : Tensor "b8[s44, s3 - 1][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%gt_1, 1, 1, 9223372036854775807), kwargs = {})
#   %slice_4 : Tensor "b8[s44, s3 - 1][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%gt_1, 1, 0, -1), kwargs = {})
#   %clone : Tensor "b8[s44, s3 - 1][Max(1, s3 - 1), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_4,), kwargs = {})
#   %copy : Tensor "b8[s44, s3 - 1][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%slice_6, %clone), kwargs = {})
#   %slice_scatter_default : Tensor "b8[s44, s3][s3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%gt_1, %copy, 1, 1, 9223372036854775807), kwargs = {})
#   %select_1 : Tensor "b8[s44][s3]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%slice_scatter_default, 1, 0), kwargs = {})
#   %full_default_1 : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], False), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %copy_1 : Tensor "b8[s44][s3]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_1, %full_default_1), kwargs = {})
#   %select_scatter_default : Tensor "b8[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%slice_scatter_default, %copy_1, 1, 0), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%select_scatter_default, %full_default_2, %getitem_2), kwargs = {})
#   %scatter_1 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.scatter.src](args = (%empty, 1, %getitem_3, %where_2), kwargs = {})
#   return %buf15
triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_6 = async_compile.triton('triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_6', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6060}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    tmp0 = tl.load(in_ptr0 + (x2), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr2 + (x2), xmask, eviction_policy='evict_last')
    tl.device_assert(((0 <= tmp0) & (tmp0 < ks0)) | ~(xmask), "index out of bounds: 0 <= tmp0 < ks0")
    tmp2 = x0
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = tmp2 == tmp3
    tmp5 = tl.full([1], 1, tl.int64)
    tmp6 = tmp2 >= tmp5
    tmp7 = tl.load(in_ptr1 + ((-1) + x2), tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.full([1], 0.9, tl.float32)
    tmp9 = tmp7 > tmp8
    tmp10 = tl.full(tmp9.shape, 0, tmp9.dtype)
    tmp11 = tl.where(tmp6, tmp9, tmp10)
    tmp13 = tl.full([1], 0.9, tl.float32)
    tmp14 = tmp12 > tmp13
    tmp15 = tl.where(tmp6, tmp11, tmp14)
    tmp16 = tl.full([1], False, tl.int1)
    tmp17 = tl.where(tmp4, tmp16, tmp15)
    tmp19 = tl.full([1], float("-inf"), tl.float32)
    tmp20 = tl.where(tmp17, tmp19, tmp18)
    tl.store(out_ptr0 + (tmp0 + ks0*x1), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/44/c44iwotsm6to3ejp3hsgeonhzcgz5xw5uqppdoywlvixn5czsn2t.py
# Topologically Sorted Source Nodes: [probs, cdf], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.cumsum]
# Source node to ATen node mapping:
#   cdf => cumsum_1
#   probs => div_3
# Graph fragment:
#   %buf15 : Tensor "f32[s88, s3][s3, 1]cuda:0" = PlaceHolder[target=buf15]
#   %getitem_4 : Tensor "f32[s88, 1][1, s88]cuda:0" = PlaceHolder[target=getitem_4]
#   %getitem_5 : Tensor "f32[s88, 1][1, s88]cuda:0" = PlaceHolder[target=getitem_5]
#   %div_3 : Tensor "f32[s88, s3][s3, 1]cuda:0" = PlaceHolder[target=div_3]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%scatter_1, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%scatter_1, %getitem_4), kwargs = {})
#   %exp_default : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div_3 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_5), kwargs = {})
#   %cumsum_1 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%div_3, -1), kwargs = {})
#   return %getitem_4,%getitem_5,%div_3,%cumsum_1
triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_7 = async_compile.triton('triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.reduction(
    size_hints={'x': 4, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 4848}}
)
@triton.jit
def triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_7(in_ptr0, out_ptr2, out_ptr3, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp2_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])

        _tmp2_max_next, _tmp2_sum_next = triton_helpers.online_softmax_combine(
            _tmp2_max, _tmp2_sum, tmp1, False
        )

        _tmp2_max = tl.where(r0_mask & xmask, _tmp2_max_next, _tmp2_max)
        _tmp2_sum = tl.where(r0_mask & xmask, _tmp2_sum_next, _tmp2_sum)

    tmp2, tmp3 = triton_helpers.online_softmax_reduce(
        _tmp2_max, _tmp2_sum, 1, False)
    tmp2 = tmp2[:, None]
    tmp3 = tmp3[:, None]
    tmp10 = tl.full([XBLOCK, 1], float('nan'), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp4 = tl.load(in_ptr0 + (r0_1 + ks0*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tmp4 - tmp2
        tmp6 = libdevice.exp(tmp5)
        tmp7 = (tmp6 / tmp3)
        tmp8 = tmp7.to(tl.float32)
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11, = tl.associative_scan((tmp9,), 1, _triton_helper_fn_add0)
        tmp12 = triton_helpers.select_one((tmp11), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp13 = tmp10 + tmp12
        tmp14 = tmp10 + tmp11
        tmp15 = tl.where(roffset > 0, tmp14, tmp11)
        tmp10 = tl.where(roffset > 0, tmp13, tmp12)
        tl.store(out_ptr2 + (r0_1 + ks0*x0), tmp7, r0_mask & xmask)
        tl.store(out_ptr3 + (r0_1 + ks0*x0), tmp15, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/nt/cntkppcs2yrbavujkqzkmve6po672kkubwuiluglshaxxdybceiz.py
# Topologically Sorted Source Nodes: [getitem_6, cdf_1], Original ATen: [aten.slice, aten.div]
# Source node to ATen node mapping:
#   cdf_1 => div_4
#   getitem_6 => slice_16
# Graph fragment:
#   %cumsum_1 : Tensor "f32[s88, s3][s3, 1]cuda:0" = PlaceHolder[target=cumsum_1]
#   %slice_16 : Tensor "f32[s44, 1][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cumsum_1, 1, -1, 9223372036854775807), kwargs = {})
#   %div_4 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%cumsum_1, %slice_16), kwargs = {})
#   return %div_4
triton_poi_fused_div_slice_8 = async_compile.triton('triton_poi_fused_div_slice_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_slice_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3636}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_slice_8(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // ks0
    tmp0 = tl.load(in_ptr0 + (x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + ((-1) + ks0 + ks0*x1), xmask, eviction_policy='evict_last')
    tmp2 = (tmp0 / tmp1)
    tl.store(out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_topp_sampling_dynamic/cache/5u/c5ub34jg5avsgwn4vrlgc7fsspeti2oshcmc3qlexy6d3wbke55q.py
# Topologically Sorted Source Nodes: [getitem_6, cdf_1, getitem_7, searchsorted, token], Original ATen: [aten.slice, aten.div, aten.unsqueeze, aten.searchsorted, aten.clamp]
# Source node to ATen node mapping:
#   cdf_1 => div_4
#   getitem_6 => slice_16
#   getitem_7 => unsqueeze
#   searchsorted => searchsorted
#   token => clamp_max
# Graph fragment:
#   %arg5_1 : Tensor "f32[s44][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %div_4 : Tensor "f32[s88, s3][s3, 1]cuda:0" = PlaceHolder[target=div_4]
#   %searchsorted : Tensor "i64[s44, 1][1, s44]cuda:0" = PlaceHolder[target=searchsorted]
#   %slice_16 : Tensor "f32[s44, 1][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cumsum_1, 1, -1, 9223372036854775807), kwargs = {})
#   %div_4 : Tensor "f32[s44, s3][s3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%cumsum_1, %slice_16), kwargs = {})
#   %unsqueeze : Tensor "f32[s44, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg5_1, 1), kwargs = {})
#   %searchsorted : Tensor "i64[s44, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.searchsorted.Tensor](args = (%div_4, %unsqueeze), kwargs = {})
#   %clamp_max : Tensor "i64[s44, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%searchsorted, %sub_68), kwargs = {})
#   return %searchsorted,%clamp_max
triton_poi_fused_clamp_div_searchsorted_slice_unsqueeze_9 = async_compile.triton('triton_poi_fused_clamp_div_searchsorted_slice_unsqueeze_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i64', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': {AutotuneHint.ONE_ELEMENT_PER_THREAD}, 'kernel_name': 'triton_poi_fused_clamp_div_searchsorted_slice_unsqueeze_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 22}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_div_searchsorted_slice_unsqueeze_9(in_out_ptr0, in_ptr0, in_ptr1, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = ks0*x0
    tmp2 = triton_helpers.bucketize_binary_search(tmp0, in_ptr1, ks0, ks0*ks1, 1, tmp1, tl.int64, False, None, None, None, )
    tmp3 = (-1) + ks0
    tmp4 = triton_helpers.minimum(tmp2, tmp3)
    tl.store(in_out_ptr0 + (x0), tmp4, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1 = args
        args.clear()
        s88 = arg0_1
        s3 = arg1_1
        s43 = arg3_1
        arg2_1_size = arg2_1.size()
        s44 = arg2_1_size[0]
        assert_size_stride(arg2_1, (s44, s3), (s3, 1))
        assert_size_stride(arg4_1, (s43, 7), (7, 1))
        assert_size_stride(arg5_1, (s44, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((s44, s3), (s3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [picked, gt, truediv, mul, picked_1, logits], Original ATen: [aten.gather, aten.gt, aten.div, aten.mul, aten.where, aten.scatter]
            triton_poi_fused_div_gather_gt_mul_scatter_where_0_xnumel = s3*s44
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_gather_gt_mul_scatter_where_0.run(arg2_1, buf0, triton_poi_fused_div_gather_gt_mul_scatter_where_0_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [picked, gt, truediv, mul, picked_1, logits], Original ATen: [aten.gather, aten.gt, aten.div, aten.mul, aten.where, aten.scatter]
            triton_poi_fused_div_gather_gt_mul_scatter_where_1_xnumel = 7*s43
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_gather_gt_mul_scatter_where_1.run(arg4_1, arg2_1, buf0, s3, triton_poi_fused_div_gather_gt_mul_scatter_where_1_xnumel, stream=stream0)
            del arg2_1
            del arg4_1
            buf2 = empty_strided_cuda((s44, s3), (s3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [logits_1], Original ATen: [aten.div]
            triton_poi_fused_div_2_xnumel = s3*s44
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_2.run(buf0, buf2, triton_poi_fused_div_2_xnumel, stream=stream0)
            del buf0
            # Topologically Sorted Source Nodes: [logits_1, topk], Original ATen: [aten.div, aten.topk]
            buf3 = torch.ops.aten.topk.default(buf2, 20)
            buf4 = buf3[0]
            assert_size_stride(buf4, (s44, 20), (20, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf4, 16, 'torch.ops.aten.topk.default')
            del buf3
            buf6 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [kth, lt, logits_2], Original ATen: [aten.slice, aten.lt, aten.masked_fill]
            triton_poi_fused_lt_masked_fill_slice_3_xnumel = s3*s44
            stream0 = get_raw_stream(0)
            triton_poi_fused_lt_masked_fill_slice_3.run(buf6, buf4, s3, triton_poi_fused_lt_masked_fill_slice_3_xnumel, stream=stream0)
            del buf4
            # Topologically Sorted Source Nodes: [kth, lt, logits_2, sort], Original ATen: [aten.slice, aten.lt, aten.masked_fill, aten.sort]
            buf7 = torch.ops.aten.sort.stable(buf6, stable=False, dim=1, descending=True)
            buf8 = buf7[0]
            assert_size_stride(buf8, (s44, s3), (s3, 1), 'torch.ops.aten.sort.default')
            assert_alignment(buf8, 16, 'torch.ops.aten.sort.default')
            buf9 = buf7[1]
            assert_size_stride(buf9, (s44, s3), (s3, 1), 'torch.ops.aten.sort.default')
            assert_alignment(buf9, 16, 'torch.ops.aten.sort.default')
            del buf7
            buf13 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [softmax, cum], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.cumsum]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_4.run(buf8, buf13, s3, s44, s3, stream=stream0)
            buf14 = empty_strided_cuda((s44, s3), (s3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [drop, setitem, getitem_5, clone, setitem_1, sorted_logits_1, logits_3], Original ATen: [aten.gt, aten.slice, aten.clone, aten.copy, aten.select, aten.lift_fresh, aten.fill, aten.masked_fill, aten.scatter]
            triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_5_xnumel = s3*s44
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_5.run(buf14, triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_5_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [drop, setitem, getitem_5, clone, setitem_1, sorted_logits_1, logits_3], Original ATen: [aten.gt, aten.slice, aten.clone, aten.copy, aten.select, aten.lift_fresh, aten.fill, aten.masked_fill, aten.scatter]
            triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_6_xnumel = s3*s44
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_6.run(buf9, buf13, buf8, buf14, s3, triton_poi_fused_clone_copy_fill_gt_lift_fresh_masked_fill_scatter_select_slice_6_xnumel, stream=stream0)
            del buf9
            buf18 = reinterpret_tensor(buf8, (s44, s3), (s3, 1), 0); del buf8  # reuse
            buf19 = reinterpret_tensor(buf13, (s44, s3), (s3, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [probs, cdf], Original ATen: [prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.cumsum]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_cumsum_exp_prepare_softmax_online_sub_7.run(buf14, buf18, buf19, s3, s44, s3, stream=stream0)
            buf20 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [getitem_6, cdf_1], Original ATen: [aten.slice, aten.div]
            triton_poi_fused_div_slice_8_xnumel = s3*s44
            stream0 = get_raw_stream(0)
            triton_poi_fused_div_slice_8.run(buf19, buf20, s3, triton_poi_fused_div_slice_8_xnumel, stream=stream0)
            del buf19
            buf21 = empty_strided_cuda((s44, 1), (1, s44), torch.int64)
            buf22 = reinterpret_tensor(buf21, (s44, 1), (1, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [getitem_6, cdf_1, getitem_7, searchsorted, token], Original ATen: [aten.slice, aten.div, aten.unsqueeze, aten.searchsorted, aten.clamp]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_div_searchsorted_slice_unsqueeze_9.run(buf22, arg5_1, buf20, s3, s44, s44, stream=stream0)
            del arg5_1
            del buf20
        return (reinterpret_tensor(buf22, (s44, ), (1, ), 0), buf18, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 3
    arg1_1 = 101
    arg2_1 = rand_strided((3, 101), (101, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = 3
    arg4_1 = rand_strided((3, 7), (7, 1), device='cuda:0', dtype=torch.int64)
    arg5_1 = rand_strided((3, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
