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


# kernel path: /tmp/caps/.views_strides.new/cache/jy/cjyxruonfzvhno7qvybxv6adfnjtx7wb2x2brq6fisrorskk34mm.py
# Topologically Sorted Source Nodes: [as_strided, a], Original ATen: [aten.as_strided, aten.add]
# Source node to ATen node mapping:
#   a => add
#   as_strided => as_strided
# Graph fragment:
#   %arg0_1 : Tensor "f32[64, 48][48, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %as_strided : Tensor "f32[20, 30][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.as_strided.default](args = (%arg0_1, [20, 30], [48, 1], 5), kwargs = {})
#   %add : Tensor "f32[20, 30][30, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%as_strided, 1), kwargs = {})
#   return %add
triton_poi_fused_add_as_strided_0 = async_compile.triton('triton_poi_fused_add_as_strided_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_as_strided_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_as_strided_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 600
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 30)
    x1 = xindex // 30
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (5 + x0 + 48*x1), xmask)
    tmp1 = tl.full([1], 1.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.views_strides.new/cache/7x/c7x4dlgahhythh2gb3bk2hgnqp5ci2adjtvrombennzvjawhgfnc.py
# Topologically Sorted Source Nodes: [permute, b], Original ATen: [aten.permute, aten.mul]
# Source node to ATen node mapping:
#   b => mul
#   permute => permute
# Graph fragment:
#   %arg1_1 : Tensor "f32[4, 8, 16, 32][4096, 512, 32, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %permute : Tensor "f32[4, 16, 32, 8][4096, 32, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg1_1, [0, 2, 3, 1]), kwargs = {})
#   %mul : Tensor "f32[4, 16, 32, 8][4096, 32, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute, 2), kwargs = {})
#   return %mul
triton_poi_fused_mul_permute_1 = async_compile.triton('triton_poi_fused_mul_permute_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mul_permute_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mul_permute_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.full([1], 2.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x0), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/caps/.views_strides.new/cache/cg/ccgvnkqbqowdyogd6va5isc7sth6prytr2wyqhwv5ytn2xqrn2je.py
# Topologically Sorted Source Nodes: [narrow, c], Original ATen: [aten.slice, aten.sum]
# Source node to ATen node mapping:
#   c => sum_1
#   narrow => slice_1
# Graph fragment:
#   %arg0_1 : Tensor "f32[64, 48][48, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %slice_1 : Tensor "f32[64, 20][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%arg0_1, 1, 10, 30), kwargs = {})
#   %sum_1 : Tensor "f32[20][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%slice_1, [0]), kwargs = {})
#   return %sum_1
triton_per_fused_slice_sum_2 = async_compile.triton('triton_per_fused_slice_sum_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_slice_sum_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5280, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_slice_sum_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 20
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
    tmp0 = tl.load(in_ptr0 + (10 + x0 + 48*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.views_strides.new/cache/tw/ctwzpps5qkf5zfk4j5oy6j3thae4zjraovvfvxpnkh6xbfpxlrxo.py
# Topologically Sorted Source Nodes: [unfold, d], Original ATen: [aten.unfold, aten.mean]
# Source node to ATen node mapping:
#   d => mean
#   unfold => unfold
# Graph fragment:
#   %arg0_1 : Tensor "f32[64, 48][48, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %buf3 : Tensor "f32[15, 48][48, 1]cuda:0" = PlaceHolder[target=buf3]
#   %unfold : Tensor "f32[15, 48, 8][192, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unfold.default](args = (%arg0_1, 0, 8, 4), kwargs = {})
#   %mean : Tensor "f32[15, 48][48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%unfold, [-1]), kwargs = {})
#   return %buf3,%mean
triton_per_fused_mean_unfold_3 = async_compile.triton('triton_per_fused_mean_unfold_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_mean_unfold_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18048, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_mean_unfold_3(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 720
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
    x0 = (xindex % 48)
    x1 = xindex // 48
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 48*r0_2 + 192*x1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp5 = tl.full([1, 1], 8.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.views_strides.new/cache/hk/chk7rdgrz2okitxa6pwl5vxgucyyfml6g6qqkacqhcjepstg6s5x.py
# Topologically Sorted Source Nodes: [diagonal, e], Original ATen: [aten.diagonal, aten.sub]
# Source node to ATen node mapping:
#   diagonal => diagonal
#   e => sub
# Graph fragment:
#   %arg0_1 : Tensor "f32[64, 48][48, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %diagonal : Tensor "f32[48][49]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.diagonal.default](args = (%arg0_1,), kwargs = {})
#   %sub : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%diagonal, 3), kwargs = {})
#   return %sub
triton_poi_fused_diagonal_sub_4 = async_compile.triton('triton_poi_fused_diagonal_sub_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_diagonal_sub_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_diagonal_sub_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 48
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (49*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 3.0, tl.float32)
    tmp2 = tmp0 - tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.views_strides.new/cache/dv/cdvd7bckezrmsksyw6mb253yc5n6f4uvbkwpbsis3ak7cqnw7brj.py
# Topologically Sorted Source Nodes: [getitem, g], Original ATen: [aten.slice, aten.exp]
# Source node to ATen node mapping:
#   g => exp
#   getitem => slice_2, slice_3
# Graph fragment:
#   %arg0_1 : Tensor "f32[64, 48][48, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %slice_2 : Tensor "f32[22, 48][144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%arg0_1, 0, 0, 9223372036854775807, 3), kwargs = {})
#   %slice_3 : Tensor "f32[22, 24][144, 2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_2, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %exp : Tensor "f32[22, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%slice_3,), kwargs = {})
#   return %exp
triton_poi_fused_exp_slice_5 = async_compile.triton('triton_poi_fused_exp_slice_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_exp_slice_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_exp_slice_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 24)
    x1 = xindex // 24
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1 + 2*x0 + 144*x1), xmask, eviction_policy='evict_last')
    tmp1 = libdevice.exp(tmp0)
    tl.store(out_ptr0 + (x2), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.views_strides.new/cache/id/cidppfrfnckcpcy63hbtyesz2vcndfakrcjeybgmjdkynvng5qrs.py
# Topologically Sorted Source Nodes: [transpose, reshape, getitem_1, h], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view, aten.slice, aten.mul]
# Source node to ATen node mapping:
#   getitem_1 => slice_4
#   h => mul_1
#   reshape => clone, view
#   transpose => permute_1
# Graph fragment:
#   %arg1_1 : Tensor "f32[4, 8, 16, 32][4096, 512, 32, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %permute_1 : Tensor "f32[4, 32, 16, 8][4096, 1, 32, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg1_1, [0, 3, 2, 1]), kwargs = {})
#   %clone : Tensor "f32[4, 32, 16, 8][4096, 128, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {memory_format: torch.contiguous_format})
#   %view : Tensor "f32[4, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [4, 4096]), kwargs = {})
#   %slice_4 : Tensor "f32[4, 93][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view, 1, 7, 100), kwargs = {})
#   %mul_1 : Tensor "f32[4, 93][93, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%slice_4, 0.5), kwargs = {})
#   return %mul_1
triton_poi_fused__unsafe_view_clone_mul_slice_transpose_6 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_slice_transpose_6', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_slice_transpose_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2976}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_slice_transpose_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 372
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 93)
    x1 = xindex // 93
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (32*((7 + x0) // 8) + 512*(((7 + x0) % 8)) + 4096*x1 + ((7 + x0) // 128)), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x2), tmp2, xmask)
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
        arg0_1, arg1_1 = args
        args.clear()
        assert_size_stride(arg0_1, (64, 48), (48, 1))
        assert_size_stride(arg1_1, (4, 8, 16, 32), (4096, 512, 32, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((20, 30), (30, 1), torch.float32)
            # Topologically Sorted Source Nodes: [as_strided, a], Original ATen: [aten.as_strided, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_as_strided_0.run(arg0_1, buf0, 600, stream=stream0)
            buf1 = empty_strided_cuda((4, 16, 32, 8), (4096, 32, 1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [permute, b], Original ATen: [aten.permute, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused_mul_permute_1.run(arg1_1, buf1, 16384, stream=stream0)
            buf2 = empty_strided_cuda((20, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [narrow, c], Original ATen: [aten.slice, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_slice_sum_2.run(arg0_1, buf2, 20, 64, stream=stream0)
            buf3 = empty_strided_cuda((15, 48), (48, 1), torch.float32)
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [unfold, d], Original ATen: [aten.unfold, aten.mean]
            stream0 = get_raw_stream(0)
            triton_per_fused_mean_unfold_3.run(buf4, arg0_1, 720, 8, stream=stream0)
            buf5 = empty_strided_cuda((48, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [diagonal, e], Original ATen: [aten.diagonal, aten.sub]
            stream0 = get_raw_stream(0)
            triton_poi_fused_diagonal_sub_4.run(arg0_1, buf5, 48, stream=stream0)
            buf6 = empty_strided_cuda((22, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem, g], Original ATen: [aten.slice, aten.exp]
            stream0 = get_raw_stream(0)
            triton_poi_fused_exp_slice_5.run(arg0_1, buf6, 528, stream=stream0)
            del arg0_1
            buf7 = empty_strided_cuda((4, 93), (93, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose, reshape, getitem_1, h], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view, aten.slice, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_slice_transpose_6.run(arg1_1, buf7, 372, stream=stream0)
            del arg1_1
        return (buf0, buf1, buf2, buf4, buf5, buf6, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 48), (48, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((4, 8, 16, 32), (4096, 512, 32, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
