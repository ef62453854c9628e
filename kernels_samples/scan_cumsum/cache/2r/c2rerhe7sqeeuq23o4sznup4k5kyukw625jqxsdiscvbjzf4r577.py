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


# kernel path: /tmp/caps/.scan_cumsum.new/cache/sl/csldd66cnetp55navshqub6b3rvj7g2zlvwpfp32fi3v6raxp7n7.py
# Topologically Sorted Source Nodes: [cumsum, gt, cumsum_2], Original ATen: [aten.cumsum, aten.gt]
# Source node to ATen node mapping:
#   cumsum => cumsum
#   cumsum_2 => cumsum_2
#   gt => gt
# Graph fragment:
#   %arg0_1 : Tensor "f32[64, 1000][1000, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %cumsum : Tensor "f32[64, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumsum.default](args = (%arg0_1, -1), kwargs = {})
#   %gt : Tensor "b8[64, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%arg0_1, 0), kwargs = {})
#   %cumsum_2 : Tensor "i64[64, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumsum.default](args = (%gt, -1), kwargs = {})
#   return %cumsum,%cumsum_2
triton_per_fused_cumsum_gt_0 = async_compile.triton('triton_per_fused_cumsum_gt_0', '''
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

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumsum_gt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1792000}}
)
@triton.jit
def triton_per_fused_cumsum_gt_0(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 1000
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1000*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_add0)
    tmp4 = tl.full([1, 1], 0.0, tl.float32)
    tmp5 = tmp0 > tmp4
    tmp6 = tmp5.to(tl.int64)
    tmp7 = tmp6.to(tl.int64)
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp9, = tl.associative_scan((tmp8,), 1, _triton_helper_fn_add0)
    tl.store(out_ptr0 + (r0_1 + 1000*x0), tmp3, r0_mask & xmask)
    tl.store(out_ptr1 + (r0_1 + 1000*x0), tmp9, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.scan_cumsum.new/cache/6m/c6mh7ssrb7yp34yw4ijpg5mxs5kqrj7wpxhyob42qsshlo7b3m52.py
# Topologically Sorted Source Nodes: [cumprod], Original ATen: [aten.cumprod]
# Source node to ATen node mapping:
#   cumprod => cumprod
# Graph fragment:
#   %arg1_1 : Tensor "f32[16, 40][40, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %cumprod : Tensor "f32[16, 40][40, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumprod.default](args = (%arg1_1, -1), kwargs = {})
#   return %cumprod
triton_per_fused_cumprod_1 = async_compile.triton('triton_per_fused_cumprod_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_mul0(arg0_0, arg1_0):
    tmp0 = arg0_0 * arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumprod_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 7680}}
)
@triton.jit
def triton_per_fused_cumprod_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 40
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 40*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_mul0)
    tl.store(out_ptr0 + (r0_1 + 40*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.scan_cumsum.new/cache/vf/cvfcdfi5ukw25uxx2bvogc6bciwrvobzetkc6pmtsvbe57ae233a.py
# Topologically Sorted Source Nodes: [logcumsumexp], Original ATen: [aten.logcumsumexp]
# Source node to ATen node mapping:
#   logcumsumexp => logcumsumexp
# Graph fragment:
#   %arg2_1 : Tensor "f32[32, 300][300, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %logcumsumexp : Tensor "f32[32, 300][300, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logcumsumexp.default](args = (%arg2_1, -1), kwargs = {})
#   return %logcumsumexp
triton_per_fused_logcumsumexp_2 = async_compile.triton('triton_per_fused_logcumsumexp_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_minimum_maximum_ne_isinf_bitwise_not_bitwise_or_sub_exp_log1p_add_where0(arg0_0, arg1_0):
    tmp0 = triton_helpers.minimum(arg0_0, arg1_0)
    tmp1 = triton_helpers.maximum(arg0_0, arg1_0)
    tmp2 = tmp0 != tmp1
    tmp3 = libdevice.isinf(tmp0).to(tl.int1)
    tmp4 = ~tmp3
    tmp5 = tmp2 | tmp4
    tmp6 = tmp0 - tmp1
    tmp7 = libdevice.exp(tmp6)
    tmp8 = libdevice.log1p(tmp7)
    tmp9 = tmp8 + tmp1
    tmp10 = tl.where(tmp5, tmp9, arg0_0)
    return tmp10

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_logcumsumexp_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 115200}}
)
@triton.jit
def triton_per_fused_logcumsumexp_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 300
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 300*x0), r0_mask & xmask, other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_minimum_maximum_ne_isinf_bitwise_not_bitwise_or_sub_exp_log1p_add_where0)
    tl.store(out_ptr0 + (r0_1 + 300*x0), tmp3, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/.scan_cumsum.new/cache/tx/ctxiogn4neamc3er6nvltnjmyx72wl3qrmhr3vt5tlay5tp7qhfw.py
# Topologically Sorted Source Nodes: [cumsum_1], Original ATen: [aten.cumsum]
# Source node to ATen node mapping:
#   cumsum_1 => cumsum_1
# Graph fragment:
#   %arg3_1 : Tensor "f32[500, 33][33, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %cumsum_1 : Tensor "f32[500, 33][33, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cumsum.default](args = (%arg3_1, 0), kwargs = {})
#   return %cumsum_1
triton_spl_fused_cumsum_3 = async_compile.triton('triton_spl_fused_cumsum_3', '''
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

@triton_heuristics.split_scan(
    size_hints={'x': 64, 'r0_': 512},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ws_ptr': '*u8', 'xnumel': 'i32', 'r0_numel': 'i32', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SplitScanGrid', 'autotune_hints': set(), 'kernel_name': 'triton_spl_fused_cumsum_3', 'mutated_arg_names': ['ws_ptr'], 'optimize_mem': True, 'no_x_dim': True, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 198000, 'r0_': 0}}
)
@triton.jit
def triton_spl_fused_cumsum_3(in_ptr0, out_ptr0, ws_ptr, xnumel, r0_numel, R0_BLOCK : tl.constexpr):
    xnumel = 33
    XBLOCK: tl.constexpr = 1
    r0_numel = 500
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(1) * XBLOCK
    xindex = tl.full([1], xoffset, tl.int32)
    xmask = xindex < xnumel
    r0_offset = tl.program_id(0) * R0_BLOCK
    r0_index = r0_offset + tl.arange(0, R0_BLOCK)[:]
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 33*r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.num_programs(0)
    tmp2 = ws_ptr.to(tl.pointer_type(tl.uint64)) + xoffset * 1 * tmp1
    tmp3 = tmp0.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [R0_BLOCK])
    tmp5 = tl.reduce(tmp4, 0, _triton_helper_fn_add0)
    tmp6 = triton_helpers.exclusive_scan_decoupled_lookback(
        tmp2,
        tmp5,
        tl.program_id(0),
        _triton_helper_fn_add0,
        DTYPE_VALUE_AS_UINT=tl.uint32,
        DTYPE_PACK=tl.uint64,
    )
    tmp7 = tl.associative_scan(tmp4, 0, _triton_helper_fn_add0)
    tmp8 = _triton_helper_fn_add0(tmp6, tmp7)
    tmp9 = tl.where(roffset == 0, tmp7, tmp8)
    tl.store(out_ptr0 + (x0 + 33*r0_1), tmp9, r0_mask)
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
        arg0_1, arg1_1, arg2_1, arg3_1 = args
        args.clear()
        assert_size_stride(arg0_1, (64, 1000), (1000, 1))
        assert_size_stride(arg1_1, (16, 40), (40, 1))
        assert_size_stride(arg2_1, (32, 300), (300, 1))
        assert_size_stride(arg3_1, (500, 33), (33, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((64, 1000), (1000, 1), torch.float32)
            buf4 = empty_strided_cuda((64, 1000), (1000, 1), torch.int64)
            # Topologically Sorted Source Nodes: [cumsum, gt, cumsum_2], Original ATen: [aten.cumsum, aten.gt]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumsum_gt_0.run(arg0_1, buf0, buf4, 64, 1000, stream=stream0)
            del arg0_1
            buf1 = empty_strided_cuda((16, 40), (40, 1), torch.float32)
            # Topologically Sorted Source Nodes: [cumprod], Original ATen: [aten.cumprod]
            stream0 = get_raw_stream(0)
            triton_per_fused_cumprod_1.run(arg1_1, buf1, 16, 40, stream=stream0)
            del arg1_1
            buf2 = empty_strided_cuda((32, 300), (300, 1), torch.float32)
            # Topologically Sorted Source Nodes: [logcumsumexp], Original ATen: [aten.logcumsumexp]
            stream0 = get_raw_stream(0)
            triton_per_fused_logcumsumexp_2.run(arg2_1, buf2, 32, 300, stream=stream0)
            del arg2_1
            buf3 = empty_strided_cuda((500, 33), (33, 1), torch.float32)
            # Topologically Sorted Source Nodes: [cumsum_1], Original ATen: [aten.cumsum]
            workspace_0 = empty_strided_cuda((528, ), (1, ), torch.uint8)
            workspace_0.zero_()
            stream0 = get_raw_stream(0)
            triton_spl_fused_cumsum_3.run(arg3_1, buf3, workspace_0, 33, 500, stream=stream0)
            del workspace_0
            del arg3_1
        return (buf0, buf1, buf2, buf3, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 1000), (1000, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((16, 40), (40, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((32, 300), (300, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((500, 33), (33, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
