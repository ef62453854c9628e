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


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/cp/ccp5se3hohhmiuwexvldgnnilbg2bhjhc2ivda4jomllffy3htqy.py
# Topologically Sorted Source Nodes: [cols], Original ATen: [aten.im2col]
# Source node to ATen node mapping:
#   cols => add_9, iota_1, iota_2, unsqueeze_1, unsqueeze_2
# Graph fragment:
#   %iota_1 : Tensor "i64[3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (3,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[3, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, -1), kwargs = {})
#   %iota_2 : Tensor "i64[((s0 + 1)//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_3,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_2 : Tensor "i64[1, ((s0 + 1)//2)][((s0 + 1)//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_2, 0), kwargs = {})
#   %add_9 : Tensor "i64[3, ((s0 + 1)//2)][Max(1, ((s0 + 1)//2)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze_2, %unsqueeze_1), kwargs = {})
#   return %add_9
triton_poi_fused_im2col_0 = async_compile.triton('triton_poi_fused_im2col_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_im2col_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 480}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_im2col_0(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    tmp0 = 2*x0 + 2*x1
    tl.store(out_ptr0 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/vw/cvw5xmy64vplsk7o6opyn32umqybpx626nywd3mfsryt27yonqb2.py
# Topologically Sorted Source Nodes: [cols], Original ATen: [aten.im2col]
# Source node to ATen node mapping:
#   cols => add_6, iota, iota_1, unsqueeze, unsqueeze_1
# Graph fragment:
#   %iota : Tensor "i64[((s53 + 1)//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_2,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, ((s53 + 1)//2)][((s53 + 1)//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %iota_1 : Tensor "i64[3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (3,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[3, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, -1), kwargs = {})
#   %add_6 : Tensor "i64[3, ((s53 + 1)//2)][Max(1, ((s53 + 1)//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   return %add_6
triton_poi_fused_im2col_1 = async_compile.triton('triton_poi_fused_im2col_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_im2col_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 528}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_im2col_1(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = xindex // ks0
    x2 = xindex
    tmp0 = 2*x0 + 2*x1
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/xw/cxwvebttzig7g6euxhynbkaxhbwpakyrexntycwphurzsdnjbevc.py
# Topologically Sorted Source Nodes: [cols, transpose, linear], Original ATen: [aten.im2col, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   cols => add_6, clone, constant_pad_nd, index, iota, iota_1, permute, unsqueeze, unsqueeze_1, unsqueeze_4, unsqueeze_5, view
#   linear => clone_1
#   transpose => permute_1
# Graph fragment:
#   %add_6 : Tensor "i64[3, ((s53 + 1)//2)][((s53 + 1)//2), 1]cuda:0" = PlaceHolder[target=add_6]
#   %add_9 : Tensor "i64[3, ((s0 + 1)//2)][Max(1, ((s0 + 1)//2)), 1]cuda:0" = PlaceHolder[target=add_9]
#   %primals_3 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %iota : Tensor "i64[((s53 + 1)//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_2,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, ((s53 + 1)//2)][((s53 + 1)//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %iota_1 : Tensor "i64[3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (3,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[3, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, -1), kwargs = {})
#   %add_6 : Tensor "i64[3, ((s53 + 1)//2)][Max(1, ((s53 + 1)//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %constant_pad_nd : Tensor "f32[2, 4, s53 + 4, s0 + 4][4*(s0 + 4)*(s53 + 4), (s0 + 4)*(s53 + 4), s0 + 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%primals_3, [2, 2, 2, 2], 0.0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[3, ((s53 + 1)//2), 1][Max(1, ((s53 + 1)//2)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_6, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[3, ((s53 + 1)//2), 1, 1][Max(1, ((s53 + 1)//2)), 1, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %index : Tensor "f32[2, 4, 3, ((s53 + 1)//2), 3, ((s0 + 1)//2)][36*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), 9*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), 3*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), 3*Max(1, ((s0 + 1)//2)), Max(1, ((s0 + 1)//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%constant_pad_nd, [None, None, %unsqueeze_5, %add_9]), kwargs = {})
#   %permute : Tensor "f32[2, 4, 3, 3, ((s53 + 1)//2), ((s0 + 1)//2)][36*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), 9*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), 3*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), Max(1, ((s0 + 1)//2)), 3*Max(1, ((s0 + 1)//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%index, [0, 1, 2, 4, 3, 5]), kwargs = {})
#   %clone : Tensor "f32[2, 4, 3, 3, ((s53 + 1)//2), ((s0 + 1)//2)][36*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), 9*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), 3*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), Max(1, ((s0 + 1)//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[2, 36, (((s0 + 1)//2))*(((s53 + 1)//2))][36*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [2, 36, %mul]), kwargs = {})
#   %permute_1 : Tensor "f32[2, (((s0 + 1)//2))*(((s53 + 1)//2)), 36][36*Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2)), 1, Max(1, ((s0 + 1)//2))*Max(1, ((s53 + 1)//2))]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %clone_1 : Tensor "f32[2, (((s0 + 1)//2))*(((s53 + 1)//2)), 36][36*Max(1, (((s0 + 1)//2))*(((s53 + 1)//2))), 36, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused_clone_im2col_transpose_2 = async_compile.triton('triton_poi_fused_clone_im2col_transpose_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_im2col_transpose_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 63360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_im2col_transpose_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 36)
    x1 = ((xindex // 36) % ks0)
    x2 = xindex // ks5
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (ks2*(((x0 // 3) % 3)) + (x1 // ks1)), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))*((x0 % 3)) + ((x1 % ks1))), xmask, eviction_policy='evict_last')
    tmp1 = 4 + ks3
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 4 + ks3)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 4 + ks3")
    tmp7 = 4 + ks4
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 4 + ks4)) | ~(xmask), "index out of bounds: 0 <= tmp10 < 4 + ks4")
    tmp12 = (-2) + tmp4
    tmp13 = tmp12.to(tl.int32)
    tmp14 = tl.full([1], 0, tl.int64)
    tmp15 = tmp13 >= tmp14
    tmp16 = ks3
    tmp17 = tmp13 < tmp16
    tmp18 = (-2) + tmp10
    tmp19 = tmp18.to(tl.int32)
    tmp20 = tmp19 >= tmp14
    tmp21 = ks4
    tmp22 = tmp19 < tmp21
    tmp23 = tmp15 & tmp17
    tmp24 = tmp23 & tmp20
    tmp25 = tmp24 & tmp22
    tmp26 = tl.load(in_ptr2 + ((-2) + tmp10 + ((-2)*ks4) + ks4*tmp4 + ks3*ks4*(x0 // 9) + 4*ks3*ks4*x2), tmp25 & xmask, eviction_policy='evict_last', other=0.0)
    tl.store(out_ptr0 + (x3), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/vj/cvjki5r2fybknudfpnditw22cpbburwwt75ef3o6yz6pgm2s4nk4.py
# Topologically Sorted Source Nodes: [back], Original ATen: [aten.col2im]
# Source node to ATen node mapping:
#   back => full_default
# Graph fragment:
#   %full_default : Tensor "f32[2, 4, s53 + 4, s0 + 4][4*(s0 + 4)*(s53 + 4), (s0 + 4)*(s53 + 4), s0 + 4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, %add_4, %add_7], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_default
triton_poi_fused_col2im_3 = async_compile.triton('triton_poi_fused_col2im_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_col2im_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 39936}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_col2im_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/3r/c3rub5vguu27vcoxln32urfvyor6f2f6la7fbqk3xym7e7odbtxj.py
# Topologically Sorted Source Nodes: [cols, linear, cols_1, back], Original ATen: [aten.im2col, aten._unsafe_view, aten.add, aten.transpose, aten.col2im]
# Source node to ATen node mapping:
#   back => index_put, permute_4, view_3
#   cols => add_6, iota, iota_1, unsqueeze, unsqueeze_1, unsqueeze_4, unsqueeze_5
#   cols_1 => permute_3
#   linear => add_32, view_2
# Graph fragment:
#   %add_6 : Tensor "i64[3, ((s53 + 1)//2)][((s53 + 1)//2), 1]cuda:0" = PlaceHolder[target=add_6]
#   %add_9 : Tensor "i64[3, ((s0 + 1)//2)][Max(1, ((s0 + 1)//2)), 1]cuda:0" = PlaceHolder[target=add_9]
#   %mm : Tensor "f32[2*(((s0 + 1)//2))*(((s53 + 1)//2)), 36][36, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_5 : Tensor "f32[36][1]cuda:0" = PlaceHolder[target=primals_5]
#   %index_put : Tensor "f32[2, 4, s53 + 4, s0 + 4][4*(s0 + 4)*(s53 + 4), (s0 + 4)*(s53 + 4), s0 + 4, 1]cuda:0" = PlaceHolder[target=index_put]
#   %iota : Tensor "i64[((s53 + 1)//2)][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%floordiv_2,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, ((s53 + 1)//2)][((s53 + 1)//2), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %iota_1 : Tensor "i64[3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (3,), kwargs = {start: 0, step: 2, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[3, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, -1), kwargs = {})
#   %add_6 : Tensor "i64[3, ((s53 + 1)//2)][Max(1, ((s53 + 1)//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[3, ((s53 + 1)//2), 1][Max(1, ((s53 + 1)//2)), 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_6, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[3, ((s53 + 1)//2), 1, 1][Max(1, ((s53 + 1)//2)), 1, 1, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %view_2 : Tensor "f32[2, (((s0 + 1)//2))*(((s53 + 1)//2)), 36][36*(((s0 + 1)//2))*(((s53 + 1)//2)), 36, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, %mul, 36]), kwargs = {})
#   %add_32 : Tensor "f32[2, (((s0 + 1)//2))*(((s53 + 1)//2)), 36][36*Max(1, (((s0 + 1)//2))*(((s53 + 1)//2))), 36, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_2, %primals_5), kwargs = {})
#   %permute_3 : Tensor "f32[2, 36, (((s0 + 1)//2))*(((s53 + 1)//2))][36*Max(1, (((s0 + 1)//2))*(((s53 + 1)//2))), 1, 36]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_32, [0, 2, 1]), kwargs = {})
#   %view_3 : Tensor "f32[2, 4, 3, 3, (((s53 - 1)//2)) + 1, (((((s0 + 1)//2))*(((s53 + 1)//2)))//((((s53 - 1)//2)) + 1))][36*Max(1, (((s0 + 1)//2))*(((s53 + 1)//2))), 9, 3, 1, 36*((((((s0 + 1)//2))*(((s53 + 1)//2)))//((((s53 - 1)//2)) + 1))), 36]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_3, [2, 4, 3, 3, %add_42, %add_44]), kwargs = {})
#   %permute_4 : Tensor "f32[2, 4, 3, (((s53 - 1)//2)) + 1, 3, (((((s0 + 1)//2))*(((s53 + 1)//2)))//((((s53 - 1)//2)) + 1))][36*Max(1, (((s0 + 1)//2))*(((s53 + 1)//2))), 9, 3, 36*((((((s0 + 1)//2))*(((s53 + 1)//2)))//((((s53 - 1)//2)) + 1))), 1, 36]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 1, 2, 4, 3, 5]), kwargs = {})
#   %index_put : Tensor "f32[2, 4, s53 + 4, s0 + 4][4*(s0 + 4)*(s53 + 4), (s0 + 4)*(s53 + 4), s0 + 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put.default](args = (%full_default, [None, None, %unsqueeze_5, %add_9], %permute_4, True), kwargs = {})
#   return %buf6
triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4 = async_compile.triton('triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'ks5': 'i64', 'ks6': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 31824, 'x': 240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, ks1, ks2, ks3, ks4, ks5, ks6, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y7 = ((yindex // 3) % ks0)
    x5 = xindex
    y0 = (yindex % 3)
    y1 = ((yindex // 3) % ks4)
    y10 = ((yindex // ks0) % 12)
    y4 = yindex // ks5
    y6 = yindex // ks6
    tmp0 = tl.load(in_ptr0 + (y7), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x5 + y0*((1) * ((1) >= (ks2)) + (ks2) * ((ks2) > (1)))), xmask & ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (y0 + 3*y10 + 36*x5 + 36*y1 + 36*y1*(triton_helpers.div_floor_integer((-1) + ks3,  2)) + 36*ks2*ks4*y4), xmask & ymask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (y0 + 3*y10), ymask, eviction_policy='evict_last')
    tmp1 = 4 + ks1
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 4 + ks1)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 4 + ks1")
    tmp7 = 4 + ks3
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 4 + ks3)) | ~(xmask & ymask), "index out of bounds: 0 <= tmp10 < 4 + ks3")
    tmp14 = tmp12 + tmp13
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(tmp10 + 4*tmp4 + 16*y6 + ks3*tmp4 + 4*ks1*y6 + 4*ks3*y6 + ks1*ks3*y6, [YBLOCK, XBLOCK])), tmp14, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/rh/crheuqzovzsx6xcxsnzlqgalade72tmgvdcylgpp3qqr4a6mjjpq.py
# Topologically Sorted Source Nodes: [pixel_unshuffle], Original ATen: [aten.pixel_unshuffle]
# Source node to ATen node mapping:
#   pixel_unshuffle => clone_2, permute_5, view_4
# Graph fragment:
#   %primals_3 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %view_4 : Tensor "f32[2, 4, (s53//2), (s53//((s53//2))), (s0//2), (s0//((s0//2)))][4*s0*s53, s0*s53, s0*((s53//((s53//2)))), s0, (s0//((s0//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_3, [2, 4, %floordiv_8, 2, %floordiv_9, 2]), kwargs = {})
#   %permute_5 : Tensor "f32[2, 4, (s53//((s53//2))), (s0//((s0//2))), (s53//2), (s0//2)][4*s0*s53, s0*s53, s0, 1, s0*((s53//((s53//2)))), (s0//((s0//2)))]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 1, 3, 5, 2, 4]), kwargs = {})
#   %clone_2 : Tensor "f32[2, 4, (s53//((s53//2))), (s0//((s0//2))), (s53//2), (s0//2)][4*Max(1, (s0//2))*Max(1, (s0//((s0//2))))*Max(1, (s53//2))*Max(1, (s53//((s53//2)))), Max(1, (s0//2))*Max(1, (s0//((s0//2))))*Max(1, (s53//2))*Max(1, (s53//((s53//2)))), Max(1, (s0//2))*Max(1, (s0//((s0//2))))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_5,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_pixel_unshuffle_5 = async_compile.triton('triton_poi_fused_pixel_unshuffle_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_pixel_unshuffle_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 14080, 'x': 28160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_pixel_unshuffle_5(in_ptr0, out_ptr0, ks0, ks1, ks2, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = (xindex % ks0)
    x4 = xindex // ks0
    y0 = (yindex % 2)
    y1 = ((yindex // 2) % 2)
    y2 = yindex // 4
    x6 = xindex
    y5 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 2*x3 + 2*y1*(ks1 // 2) + 4*x4*(ks1 // 2) + 4*y2*(ks1 // 2)*(ks2 // 2)), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x6 + ks0*y5*(ks2 // 2)), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/xv/cxvbfdfs56ohql5yqxuezw77wfwurqbbst6hez2ruwhtrlx4eeko.py
# Topologically Sorted Source Nodes: [max_pool2d, relu, le], Original ATen: [aten.max_pool2d_with_indices, aten.relu, aten.threshold_backward]
# Source node to ATen node mapping:
#   le => le
#   max_pool2d => _low_memory_max_pool_offsets_to_indices, _low_memory_max_pool_with_offsets
#   relu => relu
# Graph fragment:
#   %primals_3 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %getitem_1 : Tensor "i8[2, 4, (s53//2), (s0//2)][4*((s0//2))*((s53//2)), ((s0//2))*((s53//2)), (s0//2), 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %_low_memory_max_pool_with_offsets : [num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%primals_3, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[2, 4, (s53//2), (s0//2)][4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_1, [2, 2], [%primals_1, %primals_2], [2, 2], [0, 0], [1, 1]), kwargs = {})
#   %relu : Tensor "f32[2, 4, (s53//2), (s0//2)][4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%getitem,), kwargs = {})
#   %le : Tensor "b8[2, 4, (s53//2), (s0//2)][4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   return %getitem_1,%le,%_low_memory_max_pool_offsets_to_indices
triton_poi_fused_max_pool2d_with_indices_relu_threshold_backward_6 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_relu_threshold_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*i1', 'out_ptr2': '*i64', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_relu_threshold_backward_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_relu_threshold_backward_6(in_ptr0, out_ptr1, out_ptr2, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks1)
    x2 = xindex // ks2
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr0 + (ks3 + 2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr0 + (1 + ks3 + 2*x0 + 2*ks3*x1 + ks3*ks4*x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 > tmp1
    tmp3 = tmp0 == tmp1
    tmp4 = tmp0 != tmp0
    tmp5 = tmp1 != tmp1
    tmp6 = tmp4 > tmp5
    tmp7 = tmp2 | tmp6
    tmp8 = tmp4 & tmp5
    tmp9 = tmp3 | tmp8
    tmp10 = tl.full([1], 0, tl.int64)
    tmp11 = tl.full([1], 1, tl.int64)
    tmp12 = tmp10 < tmp11
    tmp13 = tmp9 & tmp12
    tmp14 = tmp7 | tmp13
    tmp15 = tl.where(tmp14, tmp0, tmp1)
    tmp16 = tl.where(tmp14, tmp10, tmp11)
    tmp18 = tmp15 > tmp17
    tmp19 = tmp15 == tmp17
    tmp20 = tmp15 != tmp15
    tmp21 = tmp17 != tmp17
    tmp22 = tmp20 > tmp21
    tmp23 = tmp18 | tmp22
    tmp24 = tmp20 & tmp21
    tmp25 = tmp19 | tmp24
    tmp26 = tl.full([1], 2, tl.int64)
    tmp27 = tmp16 < tmp26
    tmp28 = tmp25 & tmp27
    tmp29 = tmp23 | tmp28
    tmp30 = tl.where(tmp29, tmp15, tmp17)
    tmp31 = tl.where(tmp29, tmp16, tmp26)
    tmp33 = tmp30 > tmp32
    tmp34 = tmp30 == tmp32
    tmp35 = tmp30 != tmp30
    tmp36 = tmp32 != tmp32
    tmp37 = tmp35 > tmp36
    tmp38 = tmp33 | tmp37
    tmp39 = tmp35 & tmp36
    tmp40 = tmp34 | tmp39
    tmp41 = tl.full([1], 3, tl.int64)
    tmp42 = tmp31 < tmp41
    tmp43 = tmp40 & tmp42
    tmp44 = tmp38 | tmp43
    tmp45 = tl.where(tmp44, tmp30, tmp32)
    tmp46 = tl.where(tmp44, tmp31, tmp41)
    tmp47 = tmp46.to(tl.int8)
    tmp48 = triton_helpers.maximum(tmp0, tmp1)
    tmp49 = triton_helpers.maximum(tmp48, tmp17)
    tmp50 = triton_helpers.maximum(tmp49, tmp32)
    tmp51 = tl.full([1], 0, tl.int32)
    tmp52 = triton_helpers.maximum(tmp51, tmp50)
    tmp53 = tl.full([1], 0.0, tl.float32)
    tmp54 = tmp52 <= tmp53
    tmp55 = tl.full([XBLOCK], 4, tl.int32)
    tmp56 = tmp47 + tmp55
    tmp57 = tmp47 < 0
    tmp58 = tl.where(tmp57, tmp56, tmp47)
    tl.device_assert(((0 <= tmp58) & (tmp58 < 4)) | ~(xmask), "index out of bounds: 0 <= tmp58 < 4")
    tmp60 = tmp58 + (-2)*(tmp58 // 2) + 2*x0 + ks3*(tmp58 // 2) + 2*ks3*x1
    tl.store(out_ptr1 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp54, xmask)
    tl.store(out_ptr2 + (x0 + x1*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1))) + x2*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))), tmp60, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/yy/cyytojbokhjp6czafh36wxbtkztnkrnfvd6in6ji4uosudoqqelj.py
# Topologically Sorted Source Nodes: [unpooled], Original ATen: [aten.max_unpool2d]
# Source node to ATen node mapping:
#   unpooled => full_1
# Graph fragment:
#   %full_1 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, %primals_1, %primals_2], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_1
triton_poi_fused_max_unpool2d_7 = async_compile.triton('triton_poi_fused_max_unpool2d_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_unpool2d_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 28160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_unpool2d_7(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/fe/cfez223sv5lzl2bwc6rtoarpjz6nankcahkksqlspgjerd2u235h.py
# Topologically Sorted Source Nodes: [max_pool2d, relu, unpooled], Original ATen: [aten.max_pool2d_with_indices, aten.relu, aten.max_unpool2d]
# Source node to ATen node mapping:
#   max_pool2d => _low_memory_max_pool_with_offsets
#   relu => relu
#   unpooled => add_97, full_1, index_put_1, iota_8, mul_109, view_10, view_11, view_8, view_9
# Graph fragment:
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[2, 4, (s53//2), (s0//2)][4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=_low_memory_max_pool_offsets_to_indices]
#   %primals_3 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %full_1 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=full_1]
#   %_low_memory_max_pool_with_offsets : [num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%primals_3, [2, 2], [2, 2], [0, 0], [1, 1], False), kwargs = {})
#   %relu : Tensor "f32[2, 4, (s53//2), (s0//2)][4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%getitem,), kwargs = {})
#   %iota_8 : Tensor "i64[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (8,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_8 : Tensor "i64[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_8, [2, 4, 1, 1]), kwargs = {})
#   %mul_109 : Tensor "i64[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_8, %mul_108), kwargs = {})
#   %add_97 : Tensor "i64[2, 4, (s53//2), (s0//2)][4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%_low_memory_max_pool_offsets_to_indices, %mul_109), kwargs = {})
#   %view_9 : Tensor "i64[8*((s0//2))*((s53//2))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_97, [-1]), kwargs = {})
#   %full_1 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, %primals_1, %primals_2], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_10 : Tensor "f32[8*s0*s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%full_1, [-1]), kwargs = {})
#   %view_11 : Tensor "f32[8*((s0//2))*((s53//2))][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%relu, [-1]), kwargs = {})
#   %index_put_1 : Tensor "f32[8*s0*s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%view_10, [%view_9], %view_11), kwargs = {})
#   return %buf12
triton_poi_fused_max_pool2d_with_indices_max_unpool2d_relu_8 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_max_unpool2d_relu_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_max_unpool2d_relu_8', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_max_unpool2d_relu_8(in_ptr0, in_ptr1, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*(((x0 // ks0) % ks1)) + (x0 // ks2)*((1) * ((1) >= (ks0)) + (ks0) * ((ks0) > (1)))*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1))) + ((x0 % ks0))), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (2*((x0 % ks0)) + 2*ks3*(((x0 // ks0) % ks1)) + ks3*ks4*(x0 // ks2)), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr1 + (1 + 2*((x0 % ks0)) + 2*ks3*(((x0 // ks0) % ks1)) + ks3*ks4*(x0 // ks2)), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (ks3 + 2*((x0 % ks0)) + 2*ks3*(((x0 // ks0) % ks1)) + ks3*ks4*(x0 // ks2)), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr1 + (1 + ks3 + 2*((x0 % ks0)) + 2*ks3*(((x0 // ks0) % ks1)) + ks3*ks4*(x0 // ks2)), xmask, eviction_policy='evict_last')
    tmp1 = ks3*ks4*(x0 // ks2)
    tmp2 = tmp0 + tmp1
    tmp3 = 8*ks3*ks4
    tmp4 = tmp2 + tmp3
    tmp5 = tmp2 < 0
    tmp6 = tl.where(tmp5, tmp4, tmp2)
    tl.device_assert(((0 <= tmp6) & (tmp6 < 8*ks3*ks4)) | ~(xmask), "index out of bounds: 0 <= tmp6 < 8*ks3*ks4")
    tmp10 = triton_helpers.maximum(tmp8, tmp9)
    tmp12 = triton_helpers.maximum(tmp10, tmp11)
    tmp14 = triton_helpers.maximum(tmp12, tmp13)
    tmp15 = tl.full([1], 0, tl.int32)
    tmp16 = triton_helpers.maximum(tmp15, tmp14)
    tl.store(out_ptr0 + (tl.broadcast_to((tmp6 % (8*ks3*ks4)), [XBLOCK])), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/zd/czdivbpymxn54knecqbuaegvm2ew5btygopyhqpm5um2d6wuol76.py
# Topologically Sorted Source Nodes: [avg], Original ATen: [aten.avg_pool2d]
# Source node to ATen node mapping:
#   avg => avg_pool2d
# Graph fragment:
#   %primals_3 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %avg_pool2d : Tensor "f32[2, 4, ((s53//2)) + 1, ((s0//2)) + 1][4*(((s0//2)) + 1)*(((s53//2)) + 1), (((s0//2)) + 1)*(((s53//2)) + 1), ((s0//2)) + 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.avg_pool2d.default](args = (%primals_3, [3, 3], [2, 2], [1, 1], True, False), kwargs = {})
#   return %avg_pool2d
triton_poi_fused_avg_pool2d_9 = async_compile.triton('triton_poi_fused_avg_pool2d_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_avg_pool2d_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_avg_pool2d_9(in_ptr0, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x2 = xindex // ks4
    x4 = xindex
    tmp0 = (-1) + 2*x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = ks2
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2*x0
    tmp7 = tmp6 >= tmp1
    tmp8 = ks3
    tmp9 = tmp6 < tmp8
    tmp10 = tmp7 & tmp9
    tmp11 = tmp5 & tmp10
    tmp12 = tl.load(in_ptr0 + ((-1) + ((-1)*ks3) + 2*x0 + 2*ks3*x1 + ks2*ks3*x2), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp13 = 2*x0
    tmp14 = tmp13 >= tmp1
    tmp15 = tmp13 < tmp8
    tmp16 = tmp14 & tmp15
    tmp17 = tmp5 & tmp16
    tmp18 = tl.load(in_ptr0 + (((-1)*ks3) + 2*x0 + 2*ks3*x1 + ks2*ks3*x2), tmp17 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tmp12 + tmp18
    tmp20 = 1 + 2*x0
    tmp21 = tmp20 >= tmp1
    tmp22 = tmp20 < tmp8
    tmp23 = tmp21 & tmp22
    tmp24 = tmp5 & tmp23
    tmp25 = tl.load(in_ptr0 + (1 + ((-1)*ks3) + 2*x0 + 2*ks3*x1 + ks2*ks3*x2), tmp24 & xmask, eviction_policy='evict_last', other=0.0)
    tmp26 = tmp19 + tmp25
    tmp27 = 2*x1
    tmp28 = tmp27 >= tmp1
    tmp29 = tmp27 < tmp3
    tmp30 = tmp28 & tmp29
    tmp31 = tmp30 & tmp10
    tmp32 = tl.load(in_ptr0 + ((-1) + 2*x0 + 2*ks3*x1 + ks2*ks3*x2), tmp31 & xmask, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp26 + tmp32
    tmp34 = tmp30 & tmp16
    tmp35 = tl.load(in_ptr0 + (2*x0 + 2*ks3*x1 + ks2*ks3*x2), tmp34 & xmask, eviction_policy='evict_last', other=0.0)
    tmp36 = tmp33 + tmp35
    tmp37 = tmp30 & tmp23
    tmp38 = tl.load(in_ptr0 + (1 + 2*x0 + 2*ks3*x1 + ks2*ks3*x2), tmp37 & xmask, eviction_policy='evict_last', other=0.0)
    tmp39 = tmp36 + tmp38
    tmp40 = 1 + 2*x1
    tmp41 = tmp40 >= tmp1
    tmp42 = tmp40 < tmp3
    tmp43 = tmp41 & tmp42
    tmp44 = tmp43 & tmp10
    tmp45 = tl.load(in_ptr0 + ((-1) + ks3 + 2*x0 + 2*ks3*x1 + ks2*ks3*x2), tmp44 & xmask, eviction_policy='evict_last', other=0.0)
    tmp46 = tmp39 + tmp45
    tmp47 = tmp43 & tmp16
    tmp48 = tl.load(in_ptr0 + (ks3 + 2*x0 + 2*ks3*x1 + ks2*ks3*x2), tmp47 & xmask, eviction_policy='evict_last', other=0.0)
    tmp49 = tmp46 + tmp48
    tmp50 = tmp43 & tmp23
    tmp51 = tl.load(in_ptr0 + (1 + ks3 + 2*x0 + 2*ks3*x1 + ks2*ks3*x2), tmp50 & xmask, eviction_policy='evict_last', other=0.0)
    tmp52 = tmp49 + tmp51
    tmp53 = ((0) * ((0) >= ((-1) + 2*x0)) + ((-1) + 2*x0) * (((-1) + 2*x0) > (0)))*((0) * ((0) >= ((-1) + 2*x1)) + ((-1) + 2*x1) * (((-1) + 2*x1) > (0))) + ((ks2) * ((ks2) <= (2 + 2*x1)) + (2 + 2*x1) * ((2 + 2*x1) < (ks2)))*((ks3) * ((ks3) <= (2 + 2*x0)) + (2 + 2*x0) * ((2 + 2*x0) < (ks3))) + ((-1)*((0) * ((0) >= ((-1) + 2*x0)) + ((-1) + 2*x0) * (((-1) + 2*x0) > (0)))*((ks2) * ((ks2) <= (2 + 2*x1)) + (2 + 2*x1) * ((2 + 2*x1) < (ks2)))) + ((-1)*((0) * ((0) >= ((-1) + 2*x1)) + ((-1) + 2*x1) * (((-1) + 2*x1) > (0)))*((ks3) * ((ks3) <= (2 + 2*x0)) + (2 + 2*x0) * ((2 + 2*x0) < (ks3))))
    tmp54 = (tmp52 / tmp53)
    tl.store(out_ptr0 + (x4), tmp54, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/unfold_unpool_dynamic/cache/5r/c5ron5qi63o7xlxw5xp7ppz5kdv2nowrkrrtiptxoubin6jlj7hr.py
# Topologically Sorted Source Nodes: [back, pixel_unshuffle, conv2d, d, unpooled, add, add_1], Original ATen: [aten.col2im, aten.pixel_unshuffle, aten.convolution, aten.pixel_shuffle, aten.max_unpool2d, aten.add]
# Source node to ATen node mapping:
#   add => add_108
#   add_1 => add_114
#   back => constant_pad_nd_1
#   conv2d => convolution
#   d => clone_4, permute_6, view_6, view_7
#   pixel_unshuffle => clone_2, permute_5, view_4, view_5
#   unpooled => full_1, view_10, view_12
# Graph fragment:
#   %buf6 : Tensor "f32[2, 4, s53 + 4, s0 + 4][4*(s0 + 4)*(s53 + 4), (s0 + 4)*(s53 + 4), s0 + 4, 1]cuda:0" = PlaceHolder[target=buf6]
#   %buf8 : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0" = PlaceHolder[target=buf8]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %buf12 : Tensor "f32[8*s0*s53][4*s0*s53, s0*s53, s0, 1]cuda:0" = PlaceHolder[target=buf12]
#   %constant_pad_nd_1 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%index_put, [-2, -2, -2, -2], 0.0), kwargs = {})
#   %view_4 : Tensor "f32[2, 4, (s53//2), (s53//((s53//2))), (s0//2), (s0//((s0//2)))][4*s0*s53, s0*s53, s0*((s53//((s53//2)))), s0, (s0//((s0//2))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_3, [2, 4, %floordiv_8, 2, %floordiv_9, 2]), kwargs = {})
#   %permute_5 : Tensor "f32[2, 4, (s53//((s53//2))), (s0//((s0//2))), (s53//2), (s0//2)][4*s0*s53, s0*s53, s0, 1, s0*((s53//((s53//2)))), (s0//((s0//2)))]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 1, 3, 5, 2, 4]), kwargs = {})
#   %clone_2 : Tensor "f32[2, 4, (s53//((s53//2))), (s0//((s0//2))), (s53//2), (s0//2)][4*Max(1, (s0//2))*Max(1, (s0//((s0//2))))*Max(1, (s53//2))*Max(1, (s53//((s53//2)))), Max(1, (s0//2))*Max(1, (s0//((s0//2))))*Max(1, (s53//2))*Max(1, (s53//((s53//2)))), Max(1, (s0//2))*Max(1, (s0//((s0//2))))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_5 : Tensor "f32[2, 4*((s0//((s0//2))))*((s53//((s53//2)))), (s53//2), (s0//2)][4*Max(1, (s0//2))*Max(1, (s0//((s0//2))))*Max(1, (s53//2))*Max(1, (s53//((s53//2)))), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [2, 16, %floordiv_8, %floordiv_9]), kwargs = {})
#   %convolution : Tensor "f32[2, 16, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%view_5, %primals_6, %primals_7, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view_6 : Tensor "f32[2, 4, 2, 2, (s53//2), (s0//2)][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), 2*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [2, 4, 2, 2, %floordiv_8, %floordiv_9]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 4, (s53//2), 2, (s0//2), 2][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), Max(1, (s0//2)), 2*Max(1, (s0//2))*Max(1, (s53//2)), 1, Max(1, (s0//2))*Max(1, (s53//2))]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 1, 4, 2, 5, 3]), kwargs = {})
#   %clone_4 : Tensor "f32[2, 4, (s53//2), 2, (s0//2), 2][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2)), 2*Max(1, (s0//2)), 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_7 : Tensor "f32[2, 4, 2*((s53//2)), 2*((s0//2))][16*Max(1, (s0//2))*Max(1, (s53//2)), 4*Max(1, (s0//2))*Max(1, (s53//2)), 2*Max(1, (s0//2)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [2, 4, %mul_76, %mul_77]), kwargs = {})
#   %full_1 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, %primals_1, %primals_2], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_10 : Tensor "f32[8*s0*s53][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%full_1, [-1]), kwargs = {})
#   %view_12 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_put_1, [2, 4, %primals_1, %primals_2]), kwargs = {})
#   %add_108 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%constant_pad_nd_1, %view_7), kwargs = {})
#   %add_114 : Tensor "f32[2, 4, s53, s0][4*s0*s53, s0*s53, s0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_108, %view_12), kwargs = {})
#   return %add_114
triton_poi_fused_add_col2im_convolution_max_unpool2d_pixel_shuffle_pixel_unshuffle_10 = async_compile.triton('triton_poi_fused_add_col2im_convolution_max_unpool2d_pixel_shuffle_pixel_unshuffle_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'ks3': 'i64', 'ks4': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_col2im_convolution_max_unpool2d_pixel_shuffle_pixel_unshuffle_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 28160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_col2im_convolution_max_unpool2d_pixel_shuffle_pixel_unshuffle_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, ks1, ks2, ks3, ks4, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // ks0) % ks1)
    x0 = (xindex % ks0)
    x4 = xindex // ks2
    x2 = ((xindex // ks2) % 4)
    x5 = xindex
    tmp13 = tl.load(in_ptr1 + (((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*(((x1 // 2) % ks4)) + ((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((x0 % 2)) + 2*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1)))*((x1 % 2)) + 4*x4*((1) * ((1) >= (ks3)) + (ks3) * ((ks3) > (1)))*((1) * ((1) >= (ks4)) + (ks4) * ((ks4) > (1))) + (((x0 // 2) % ks3))), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr2 + (2*((x1 % 2)) + 4*x2 + ((x0 % 2))), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr3 + (x0 + ks0*x1 + ks0*ks1*((((x0 + ks0*x1 + ks0*ks1*x4) // ks2) % 4)) + 4*ks0*ks1*((((x0 + ks0*x1 + ks0*ks1*x4) // (4*ks0*ks1)) % 2))), xmask, eviction_policy='evict_last')
    tmp0 = 2 + x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = 4 + ks1
    tmp4 = tmp0 < tmp3
    tmp5 = 2 + x0
    tmp6 = tmp5 >= tmp1
    tmp7 = 4 + ks0
    tmp8 = tmp5 < tmp7
    tmp9 = tmp2 & tmp4
    tmp10 = tmp9 & tmp6
    tmp11 = tmp10 & tmp8
    tmp12 = tl.load(in_ptr0 + (10 + x0 + 2*ks0 + 4*x1 + 16*x4 + ks0*x1 + 4*ks0*x4 + 4*ks1*x4 + ks0*ks1*x4), tmp11 & xmask, eviction_policy='evict_last', other=0.0)
    tmp15 = tmp13 + tmp14
    tmp16 = tmp12 + tmp15
    tmp18 = tmp16 + tmp17
    tl.store(out_ptr0 + (x5), tmp18, xmask)
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
        s53 = primals_1
        s0 = primals_2
        assert_size_stride(primals_3, (2, 4, s53, s0), (4*s0*s53, s0*s53, s0, 1))
        assert_size_stride(primals_4, (36, 36), (36, 1))
        assert_size_stride(primals_5, (36, ), (1, ))
        assert_size_stride(primals_6, (16, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(primals_7, (16, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            ps0 = (1 + s0) // 2
            buf0 = empty_strided_cuda((3, (1 + s0) // 2), (max(1, (1 + s0) // 2), 1), torch.int64)
            # Topologically Sorted Source Nodes: [cols], Original ATen: [aten.im2col]
            triton_poi_fused_im2col_0_xnumel = 3*((1 + s0) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_im2col_0.run(buf0, ps0, triton_poi_fused_im2col_0_xnumel, stream=stream0)
            ps1 = (1 + s53) // 2
            buf1 = empty_strided_cuda((3, (1 + s53) // 2), ((1 + s53) // 2, 1), torch.int64)
            # Topologically Sorted Source Nodes: [cols], Original ATen: [aten.im2col]
            triton_poi_fused_im2col_1_xnumel = 3*((1 + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_im2col_1.run(buf1, ps1, triton_poi_fused_im2col_1_xnumel, stream=stream0)
            ps2 = ((1 + s0) // 2)*((1 + s53) // 2)
            ps3 = 36*((1 + s0) // 2)*((1 + s53) // 2)
            buf2 = empty_strided_cuda((2, ((1 + s0) // 2)*((1 + s53) // 2), 36), (36*((1 + s0) // 2)*((1 + s53) // 2), 36, 1), torch.float32)
            # Topologically Sorted Source Nodes: [cols, transpose, linear], Original ATen: [aten.im2col, aten.transpose, aten.clone]
            triton_poi_fused_clone_im2col_transpose_2_xnumel = 72*((1 + s0) // 2)*((1 + s53) // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_im2col_transpose_2.run(buf1, buf0, primals_3, buf2, ps2, ps0, ps1, s53, s0, ps3, triton_poi_fused_clone_im2col_transpose_2_xnumel, stream=stream0)
            buf3 = empty_strided_cuda((2*((1 + s0) // 2)*((1 + s53) // 2), 36), (36, 1), torch.float32)
            # Topologically Sorted Source Nodes: [cols, transpose, linear], Original ATen: [aten.im2col, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf2, (2*((1 + s0) // 2)*((1 + s53) // 2), 36), (36, 1), 0), reinterpret_tensor(primals_4, (36, 36), (1, 36), 0), out=buf3)
            buf4 = empty_strided_cuda((2, 4, 4 + s53, 4 + s0), (64 + 16*s0 + 16*s53 + 4*s0*s53, 16 + 4*s0 + 4*s53 + s0*s53, 4 + s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [back], Original ATen: [aten.col2im]
            triton_poi_fused_col2im_3_xnumel = 128 + 32*s0 + 32*s53 + 8*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_col2im_3.run(buf4, triton_poi_fused_col2im_3_xnumel, stream=stream0)
            buf5 = empty_strided_cuda((2, 4, 4 + s53, 4 + s0), (64 + 16*s0 + 16*s53 + 4*s0*s53, 16 + 4*s0 + 4*s53 + s0*s53, 4 + s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [cols, linear, cols_1, back], Original ATen: [aten.im2col, aten._unsafe_view, aten.add, aten.transpose, aten.col2im]
            triton_poi_fused_col2im_3_xnumel = 128 + 32*s0 + 32*s53 + 8*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_col2im_3.run(buf5, triton_poi_fused_col2im_3_xnumel, stream=stream0)
            ps4 = 3*((1 + s53) // 2)
            ps5 = 36*((1 + s53) // 2)
            ps6 = 9*((1 + s53) // 2)
            # Topologically Sorted Source Nodes: [cols, linear, cols_1, back], Original ATen: [aten.im2col, aten._unsafe_view, aten.add, aten.transpose, aten.col2im]
            triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4_ynumel = 72*((1 + s53) // 2)
            triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4_xnumel = (1 + s0) // 2
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4.run(buf1, buf0, buf3, primals_5, buf5, ps4, s53, ps0, s0, ps1, ps5, ps6, triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4_ynumel, triton_poi_fused__unsafe_view_add_col2im_im2col_transpose_4_xnumel, stream=stream0)
            del buf3
            del primals_5
            ps7 = s0 // 2
            buf7 = empty_strided_cuda((2, 4, 2, 2, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 4*(s0 // 2)*(s53 // 2), 2*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pixel_unshuffle], Original ATen: [aten.pixel_unshuffle]
            triton_poi_fused_pixel_unshuffle_5_xnumel = (s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_pixel_unshuffle_5.run(primals_3, buf7, ps7, s0, s53, 32, triton_poi_fused_pixel_unshuffle_5_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [pixel_unshuffle, conv2d], Original ATen: [aten.pixel_unshuffle, aten.convolution]
            buf8 = extern_kernels.convolution(reinterpret_tensor(buf7, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), 0), primals_6, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf8, (2, 16, s53 // 2, s0 // 2), (16*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), 'torch.ops.aten.convolution.default')
            ps8 = s53 // 2
            ps9 = (s0 // 2)*(s53 // 2)
            buf15 = empty_strided_cuda((2, 4, s53 // 2, s0 // 2), (4*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), torch.bool)
            buf10 = empty_strided_cuda((2, 4, s53 // 2, s0 // 2), (4*max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2)*max(1, s53 // 2), max(1, s0 // 2), 1), torch.int64)
            # Topologically Sorted Source Nodes: [max_pool2d, relu, le], Original ATen: [aten.max_pool2d_with_indices, aten.relu, aten.threshold_backward]
            triton_poi_fused_max_pool2d_with_indices_relu_threshold_backward_6_xnumel = 8*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_relu_threshold_backward_6.run(primals_3, buf15, buf10, ps7, ps8, ps9, s0, s53, triton_poi_fused_max_pool2d_with_indices_relu_threshold_backward_6_xnumel, stream=stream0)
            buf11 = empty_strided_cuda((2, 4, s53, s0), (4*s0*s53, s0*s53, s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unpooled], Original ATen: [aten.max_unpool2d]
            triton_poi_fused_max_unpool2d_7_xnumel = 8*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_unpool2d_7.run(buf11, triton_poi_fused_max_unpool2d_7_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [max_pool2d, relu, unpooled], Original ATen: [aten.max_pool2d_with_indices, aten.relu, aten.max_unpool2d]
            triton_poi_fused_max_pool2d_with_indices_max_unpool2d_relu_8_xnumel = 8*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_max_unpool2d_relu_8.run(buf10, primals_3, buf11, ps7, ps8, ps9, s0, s53, triton_poi_fused_max_pool2d_with_indices_max_unpool2d_relu_8_xnumel, stream=stream0)
            ps10 = 1 + (s0 // 2)
            ps11 = 1 + (s53 // 2)
            ps12 = 1 + (s0 // 2)*(s53 // 2) + (s0 // 2) + (s53 // 2)
            buf13 = empty_strided_cuda((2, 4, 1 + (s53 // 2), 1 + (s0 // 2)), (4 + 4*(s0 // 2) + 4*(s53 // 2) + 4*(s0 // 2)*(s53 // 2), 1 + (s0 // 2)*(s53 // 2) + (s0 // 2) + (s53 // 2), 1 + (s0 // 2), 1), torch.float32)
            # Topologically Sorted Source Nodes: [avg], Original ATen: [aten.avg_pool2d]
            triton_poi_fused_avg_pool2d_9_xnumel = 8 + 8*(s0 // 2) + 8*(s53 // 2) + 8*(s0 // 2)*(s53 // 2)
            stream0 = get_raw_stream(0)
            triton_poi_fused_avg_pool2d_9.run(primals_3, buf13, ps10, ps11, s53, s0, ps12, triton_poi_fused_avg_pool2d_9_xnumel, stream=stream0)
            ps13 = s0*s53
            buf14 = empty_strided_cuda((2, 4, s53, s0), (4*s0*s53, s0*s53, s0, 1), torch.float32)
            # Topologically Sorted Source Nodes: [back, pixel_unshuffle, conv2d, d, unpooled, add, add_1], Original ATen: [aten.col2im, aten.pixel_unshuffle, aten.convolution, aten.pixel_shuffle, aten.max_unpool2d, aten.add]
            triton_poi_fused_add_col2im_convolution_max_unpool2d_pixel_shuffle_pixel_unshuffle_10_xnumel = 8*s0*s53
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_col2im_convolution_max_unpool2d_pixel_shuffle_pixel_unshuffle_10.run(buf5, buf8, primals_7, buf11, buf14, s0, s53, ps13, ps7, ps8, triton_poi_fused_add_col2im_convolution_max_unpool2d_pixel_shuffle_pixel_unshuffle_10_xnumel, stream=stream0)
            del buf11
            del buf5
            del buf8
            del primals_7
        return (buf14, buf13, primals_3, primals_4, primals_6, buf0, reinterpret_tensor(buf1, (3, (1 + s53) // 2, 1, 1), ((1 + s53) // 2, 1, 1, 1), 0), reinterpret_tensor(buf2, (2*((1 + s0) // 2)*((1 + s53) // 2), 36), (36, 1), 0), buf4, reinterpret_tensor(buf7, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), 0), buf10, buf15, s0, s53, ((1 + s0) // 2)*((1 + s53) // 2), 2*((1 + s0) // 2)*((1 + s53) // 2), 1 + (((-1) + s53) // 2), 1 + (((-1) + s0) // 2), s53 // 2, s0 // 2, 2*(s53 // 2), 2*(s0 // 2), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 22
    primals_2 = 20
    primals_3 = rand_strided((2, 4, 22, 20), (1760, 440, 20, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((36, 36), (36, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((36, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
