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


# kernel path: /tmp/caps/gpu_masked_select_unbacked/cache/ea/ceavf7xqdubytilmllmev2cny6mv2robdtuj7632kpgewrp6nkok.py
# Topologically Sorted Source Nodes: [linear, s, keep], Original ATen: [aten.addmm, aten.squeeze, aten.gt]
# Source node to ATen node mapping:
#   keep => gt
#   linear => add_tensor_1
#   s => squeeze
# Graph fragment:
#   %arg3_1 : Tensor "f32[1][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_1 : Tensor "f32[11*s77, 1][1, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_tensor_1 : Tensor "f32[11*s77, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_1), kwargs = {})
#   %squeeze : Tensor "f32[11*s77][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%add_tensor_1, -1), kwargs = {})
#   %gt : Tensor "b8[11*s77][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%squeeze, 0), kwargs = {})
#   return %gt
triton_poi_fused_addmm_gt_squeeze_0 = async_compile.triton('triton_poi_fused_addmm_gt_squeeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gt_squeeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 198}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gt_squeeze_0(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.load(in_ptr1 + (x0), xmask)
    tmp3 = tmp1 + tmp2
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tmp3 > tmp4
    tl.store(out_ptr0 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_masked_select_unbacked/cache/af/cafcgsoxh4cmgmzakmxi63j24qyiw6dh25nbv6tv734owmuyrdum.py
# Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.gelu]
# Source node to ATen node mapping:
#   input_1 => add_tensor
#   input_2 => add_24, erf, mul_20, mul_21, mul_22
# Graph fragment:
#   %arg5_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %mm_default : Tensor "f32[u0, 32][32, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %nonzero : Tensor  = PlaceHolder[target=nonzero]
#   %add_tensor : Tensor "f32[u0, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg5_1, %mm_default), kwargs = {})
#   %mul_20 : Tensor "f32[u0, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor, 0.5), kwargs = {})
#   %mul_21 : Tensor "f32[u0, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[u0, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_21,), kwargs = {})
#   %add_24 : Tensor "f32[u0, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_22 : Tensor "f32[u0, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, %add_24), kwargs = {})
#   return %mul_22
triton_poi_fused_addmm_gelu_1 = async_compile.triton('triton_poi_fused_addmm_gelu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i64', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gelu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3145856}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gelu_1(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0).to(tl.int64) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:].to(tl.int64)
    xmask = xindex < xnumel
    x0 = (xindex % 32)
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


# kernel path: /tmp/caps/gpu_masked_select_unbacked/cache/6g/c6g5e2h7qhtd5rpr5755pyg23jmdenh46qlyl5invfwagf4fl7bb.py
# Topologically Sorted Source Nodes: [out], Original ATen: [aten.zeros_like]
# Source node to ATen node mapping:
#   out => full_default
# Graph fragment:
#   %full_default : Tensor "f32[11*s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%mul, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_zeros_like_2 = async_compile.triton('triton_poi_fused_zeros_like_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_zeros_like_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_like_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_masked_select_unbacked/cache/pa/cpalpamk63rxh7lota7cn4oefteafnwip3zovfw4mwmtbavxvesg.py
# Topologically Sorted Source Nodes: [out, idx, index_put_], Original ATen: [aten.zeros_like, aten.squeeze, aten.index_put]
# Source node to ATen node mapping:
#   idx => squeeze_1
#   index_put_ => index_put
#   out => full_default
# Graph fragment:
#   %nonzero : Tensor "i64[u0, 1][1, u0]cuda:0" = PlaceHolder[target=nonzero]
#   %addmm_2 : Tensor "f32[u0, 16][16, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %nonzero : Tensor  = PlaceHolder[target=nonzero]
#   %index_put : Tensor "f32[11*s77, 16][16, 1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default : Tensor "f32[11*s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([%mul, 16], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %squeeze_1 : Tensor "i64[u0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%nonzero, 1), kwargs = {})
#   %index_put : Tensor "f32[11*s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default, [%squeeze_1], %addmm_2), kwargs = {})
#   return %buf14
triton_poi_fused_index_put_squeeze_zeros_like_3 = async_compile.triton('triton_poi_fused_index_put_squeeze_zeros_like_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8192, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i64', 'xnumel': 'i64', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_put_squeeze_zeros_like_3', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 65536, 'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_put_squeeze_zeros_like_3(in_ptr0, in_ptr1, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 16
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)).to(tl.int64) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None].to(tl.int64)
    ymask = yindex < ynumel
    xoffset = tl.program_id(0).to(tl.int64) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :].to(tl.int64)
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x1 + 16*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = 11*ks0
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 11*ks0)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 11*ks0")
    tl.store(out_ptr0 + (tl.broadcast_to(x1 + 16*tmp4, [YBLOCK, XBLOCK])), tmp6, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_masked_select_unbacked/cache/pj/cpjyusqui2b4tti4csmo6qpjmv2wpz2rkr6mzdfxzy3axybrbuxs.py
# Topologically Sorted Source Nodes: [flat, add], Original ATen: [aten.view, aten.add]
# Source node to ATen node mapping:
#   add => add_42
#   flat => view
# Graph fragment:
#   %arg1_1 : Tensor "f32[s77, 11, 16][176, 16, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %buf14 : Tensor "f32[11*s77, 16][16, 1]cuda:0" = PlaceHolder[target=buf14]
#   %view : Tensor "f32[11*s77, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%arg1_1, [%mul, 16]), kwargs = {})
#   %add_42 : Tensor "f32[11*s77, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view, %index_put), kwargs = {})
#   return %add_42
triton_poi_fused_add_view_4 = async_compile.triton('triton_poi_fused_add_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_view_4(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_masked_select_unbacked/cache/bl/cblpxb3zqfo2heloyjoyvkg3yjhop75o2wirn6ml7udzim3pdpte.py
# Topologically Sorted Source Nodes: [ones, mul_1], Original ATen: [aten.ones, aten.mul]
# Source node to ATen node mapping:
#   mul_1 => mul_41
#   ones => full_default_1
# Graph fragment:
#   %nonzero : Tensor  = PlaceHolder[target=nonzero]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %mul_41 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_1, %sym_size_int_2), kwargs = {})
#   return %mul_41
triton_poi_fused_mul_ones_5 = async_compile.triton('triton_poi_fused_mul_ones_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mul_ones_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mul_ones_5(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.full([1], 1.0, tl.float32)
    tmp1 = ks0
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 * tmp2
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32)), tmp3, None)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1 = args
        args.clear()
        s77 = arg0_1
        assert_size_stride(arg1_1, (s77, 11, 16), (176, 16, 1))
        assert_size_stride(arg2_1, (1, 16), (16, 1))
        assert_size_stride(arg3_1, (1, ), (1, ))
        assert_size_stride(arg4_1, (32, 16), (16, 1))
        assert_size_stride(arg5_1, (32, ), (1, ))
        assert_size_stride(arg6_1, (16, 32), (32, 1))
        assert_size_stride(arg7_1, (16, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((11*s77, 1), (1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [flat, linear], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(arg1_1, (11*s77, 16), (16, 1), 0), reinterpret_tensor(arg2_1, (16, 1), (1, 16), 0), out=buf0)
            del arg2_1
            buf1 = empty_strided_cuda((11*s77, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [linear, s, keep], Original ATen: [aten.addmm, aten.squeeze, aten.gt]
            triton_poi_fused_addmm_gt_squeeze_0_xnumel = 11*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gt_squeeze_0.run(arg3_1, buf0, buf1, triton_poi_fused_addmm_gt_squeeze_0_xnumel, stream=stream0)
            del arg3_1
            del buf0
            # Topologically Sorted Source Nodes: [linear, s, keep, nonzero], Original ATen: [aten.addmm, aten.squeeze, aten.gt, aten.nonzero]
            buf2 = torch.ops.aten.nonzero.default(buf1)
            u0 = buf2.size(0)
            buf3 = buf2
            assert_size_stride(buf3, (u0, 1), (1, u0), 'torch.ops.aten.nonzero.default')
            assert_alignment(buf3, 16, 'torch.ops.aten.nonzero.default')
        if not (u0 >= 0):
            raise RuntimeError('u0 >= 0')
        buf4 = None
        if not (u0 <= 9223372036854775806):
            raise RuntimeError('u0 <= 9223372036854775806')
        buf5 = None
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [flat, picked], Original ATen: [aten.view, aten.index]
            buf6 = torch.ops.aten.index.Tensor(reinterpret_tensor(arg1_1, (11*s77, 16), (16, 1), 0), [buf1])
            u0 = buf6.size(0)
            del buf1
            buf7 = buf6
            assert_size_stride(buf7, (u0, 16), (16, 1), 'torch.ops.aten.index.Tensor')
            assert_alignment(buf7, 16, 'torch.ops.aten.index.Tensor')
            del buf6
        if not (u0 >= 0):
            raise RuntimeError('u0 >= 0')
        buf8 = None
        if not (u0 <= 9223372036854775806):
            raise RuntimeError('u0 <= 9223372036854775806')
        buf9 = None
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf10 = empty_strided_cuda((u0, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(buf7, reinterpret_tensor(arg4_1, (16, 32), (1, 16), 0), out=buf10)
            del arg4_1
            buf11 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.gelu]
            triton_poi_fused_addmm_gelu_1_xnumel = 32*u0
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_1.run(buf11, arg5_1, triton_poi_fused_addmm_gelu_1_xnumel, stream=stream0)
            del arg5_1
            buf12 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2, input_3], Original ATen: [aten.addmm, aten.gelu, aten.t]
            extern_kernels.addmm(arg7_1, buf11, reinterpret_tensor(arg6_1, (32, 16), (1, 32), 0), alpha=1, beta=1, out=buf12)
            del arg6_1
            del arg7_1
            del buf11
            buf13 = empty_strided_cuda((11*s77, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten.zeros_like]
            triton_poi_fused_zeros_like_2_xnumel = 176*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_2.run(buf13, triton_poi_fused_zeros_like_2_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [out, idx, index_put_], Original ATen: [aten.zeros_like, aten.squeeze, aten.index_put]
            stream0 = get_raw_stream(0)
            triton_poi_fused_index_put_squeeze_zeros_like_3.run(buf3, buf12, buf13, s77, u0, 16, stream=stream0)
            del buf12
            del buf3
            buf15 = empty_strided_cuda((11*s77, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [flat, add], Original ATen: [aten.view, aten.add]
            triton_poi_fused_add_view_4_xnumel = 176*s77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_view_4.run(arg1_1, buf13, buf15, triton_poi_fused_add_view_4_xnumel, stream=stream0)
            del arg1_1
            del buf13
            buf16 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [ones, mul_1], Original ATen: [aten.ones, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_mul_ones_5.run(buf16, u0, 1, stream=stream0)
        return (reinterpret_tensor(buf15, (s77, 11, 16), (176, 16, 1), 0), buf16, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 3
    arg1_1 = rand_strided((3, 11, 16), (176, 16, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((1, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((32, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((16, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
