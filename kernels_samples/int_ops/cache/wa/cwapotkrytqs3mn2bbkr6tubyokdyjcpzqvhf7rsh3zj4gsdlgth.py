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


# kernel path: /tmp/caps/.int_ops.new/cache/bj/cbjydv3eu5wdobxqdaywcik7qthjosta3xg7uaf2kkyotpkwhf3w.py
# Topologically Sorted Source Nodes: [q, r, t, and_, lshift, xor, rshift, bits, to, mul, big, gt, abs_1, clamp, where], Original ATen: [aten.div, aten.remainder, aten.bitwise_and, aten.__lshift__, aten.bitwise_xor, aten.__rshift__, aten.bitwise_or, aten._to_copy, aten.mul, aten.add, aten.gt, aten.abs, aten.clamp, aten.where]
# Source node to ATen node mapping:
#   abs_1 => abs_1
#   and_ => bitwise_and
#   big => add
#   bits => bitwise_or
#   clamp => clamp_max, clamp_min
#   gt => gt
#   lshift => lshift
#   mul => mul
#   q => div
#   r => remainder
#   rshift => rshift
#   t => div_1
#   to => convert_element_type
#   where => where
#   xor => bitwise_xor
# Graph fragment:
#   %arg0_1 : Tensor "i32[4096][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "i32[4096][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %div : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%arg0_1, %arg1_1), kwargs = {rounding_mode: floor})
#   %remainder : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.remainder.Tensor](args = (%arg0_1, %arg1_1), kwargs = {})
#   %div_1 : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%arg0_1, %arg1_1), kwargs = {rounding_mode: trunc})
#   %bitwise_and : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Scalar](args = (%arg0_1, 90), kwargs = {})
#   %lshift : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.__lshift__.Scalar](args = (%arg1_1, 3), kwargs = {})
#   %bitwise_xor : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_xor.Tensor](args = (%bitwise_and, %lshift), kwargs = {})
#   %rshift : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.__rshift__.Scalar](args = (%arg0_1, 2), kwargs = {})
#   %bitwise_or : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_or.Tensor](args = (%bitwise_xor, %rshift), kwargs = {})
#   %convert_element_type : Tensor "i64[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.int64), kwargs = {})
#   %mul : Tensor "i64[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 8589934592), kwargs = {})
#   %add : Tensor "i64[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul, %arg1_1), kwargs = {})
#   %gt : Tensor "b8[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Tensor](args = (%arg0_1, %arg1_1), kwargs = {})
#   %abs_1 : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%arg0_1,), kwargs = {})
#   %clamp_min : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%arg1_1, -10), kwargs = {})
#   %clamp_max : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, 10), kwargs = {})
#   %where : Tensor "i32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%gt, %abs_1, %clamp_max), kwargs = {})
#   return %div,%remainder,%div_1,%bitwise_or,%add,%where
triton_poi_fused___lshift_____rshift____to_copy_abs_add_bitwise_and_bitwise_or_bitwise_xor_clamp_div_gt_mul_remainder_where_0 = async_compile.triton('triton_poi_fused___lshift_____rshift____to_copy_abs_add_bitwise_and_bitwise_or_bitwise_xor_clamp_div_gt_mul_remainder_where_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i32', 'in_ptr1': '*i32', 'out_ptr0': '*i32', 'out_ptr1': '*i32', 'out_ptr2': '*i32', 'out_ptr3': '*i32', 'out_ptr4': '*i64', 'out_ptr5': '*i32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused___lshift_____rshift____to_copy_abs_add_bitwise_and_bitwise_or_bitwise_xor_clamp_div_gt_mul_remainder_where_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 6, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused___lshift_____rshift____to_copy_abs_add_bitwise_and_bitwise_or_bitwise_xor_clamp_div_gt_mul_remainder_where_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr1 + (x0), None)
    tmp2 = tl.where((tmp0 < 0) != (tmp1 < 0), tl.where(tmp0 % tmp1 != 0, tmp0 // tmp1 - 1, tmp0 // tmp1), tmp0 // tmp1)
    tmp3 = (tmp0 % tmp1)
    tmp4 = tl.full([1], 0, tl.int32)
    tmp5 = tmp3 != tmp4
    tmp6 = (libdevice.signbit(tmp3) != 0) if (tmp3).dtype is tl.float32 else tmp3 < 0
    tmp7 = (libdevice.signbit(tmp1) != 0) if (tmp1).dtype is tl.float32 else tmp1 < 0
    tmp8 = tmp6 != tmp7
    tmp9 = tmp5 & tmp8
    tmp10 = tmp3 + tmp1
    tmp11 = tl.where(tmp9, tmp10, tmp3)
    tmp12 = tmp0 // tmp1
    tmp13 = tl.full([1], 90, tl.int32)
    tmp14 = tmp0 & tmp13
    tmp15 = tl.full([1], 3, tl.int32)
    tmp16 = tmp1 << tmp15
    tmp17 = tmp14 ^ tmp16
    tmp18 = tl.full([1], 2, tl.int32)
    tmp19 = tmp0 >> tmp18
    tmp20 = tmp17 | tmp19
    tmp21 = tmp0.to(tl.int64)
    tmp22 = tl.full([1], 8589934592, tl.int64)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp1.to(tl.int64)
    tmp25 = tmp23 + tmp24
    tmp26 = tmp0 > tmp1
    tmp27 = tl_math.abs(tmp0)
    tmp28 = tl.full([1], -10, tl.int32)
    tmp29 = triton_helpers.maximum(tmp1, tmp28)
    tmp30 = tl.full([1], 10, tl.int32)
    tmp31 = triton_helpers.minimum(tmp29, tmp30)
    tmp32 = tl.where(tmp26, tmp27, tmp31)
    tl.store(out_ptr0 + (x0), tmp2, None)
    tl.store(out_ptr1 + (x0), tmp11, None)
    tl.store(out_ptr2 + (x0), tmp12, None)
    tl.store(out_ptr3 + (x0), tmp20, None)
    tl.store(out_ptr4 + (x0), tmp25, None)
    tl.store(out_ptr5 + (x0), tmp32, None)
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
        assert_size_stride(arg0_1, (4096, ), (1, ))
        assert_size_stride(arg1_1, (4096, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((4096, ), (1, ), torch.int32)
            buf1 = empty_strided_cuda((4096, ), (1, ), torch.int32)
            buf2 = empty_strided_cuda((4096, ), (1, ), torch.int32)
            buf3 = empty_strided_cuda((4096, ), (1, ), torch.int32)
            buf4 = empty_strided_cuda((4096, ), (1, ), torch.int64)
            buf5 = empty_strided_cuda((4096, ), (1, ), torch.int32)
            # Topologically Sorted Source Nodes: [q, r, t, and_, lshift, xor, rshift, bits, to, mul, big, gt, abs_1, clamp, where], Original ATen: [aten.div, aten.remainder, aten.bitwise_and, aten.__lshift__, aten.bitwise_xor, aten.__rshift__, aten.bitwise_or, aten._to_copy, aten.mul, aten.add, aten.gt, aten.abs, aten.clamp, aten.where]
            stream0 = get_raw_stream(0)
            triton_poi_fused___lshift_____rshift____to_copy_abs_add_bitwise_and_bitwise_or_bitwise_xor_clamp_div_gt_mul_remainder_where_0.run(arg0_1, arg1_1, buf0, buf1, buf2, buf3, buf4, buf5, 4096, stream=stream0)
            del arg0_1
            del arg1_1
        return (buf0, buf1, buf2, buf3, buf4, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.int32)
    arg1_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.int32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
