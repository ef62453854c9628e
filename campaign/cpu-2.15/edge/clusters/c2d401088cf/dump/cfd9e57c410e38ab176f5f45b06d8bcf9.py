# AOT ID: ['56_forward']
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

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
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


cpp_fused_add_expand_gt_mul_split_unsqueeze_where_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'bool*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       bool* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(434L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(432L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp0 * tmp5;
                        auto tmp7 = decltype(tmp0)::blendv(tmp6, tmp0, inductor_vec_mask_cast<float,1>(tmp3));
                        tmp3.store(out_ptr0 + static_cast<int64_t>(x1 + 434L*x0), static_cast<int64_t>(16));
                        tmp7.store(out_ptr1 + static_cast<int64_t>(x1 + 434L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(432L) && x1 < static_cast<int64_t>(434L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp0 * tmp5;
                        auto tmp7 = decltype(tmp0)::blendv(tmp6, tmp0, inductor_vec_mask_cast<float,1>(tmp3));
                        tmp3.store(out_ptr0 + static_cast<int64_t>(x1 + 434L*x0), static_cast<int64_t>(2L));
                        tmp7.store(out_ptr1 + static_cast<int64_t>(x1 + 434L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0*ks1); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))), static_cast<int64_t>(16L))))))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks2*x0 + (c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(-1.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        tmp6.store(out_ptr2 + static_cast<int64_t>(x0 + x1));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L))))))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks2*x0 + (c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))), static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L))) + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))), static_cast<int64_t>(16L)))));
                        auto tmp1 = static_cast<float>(-1.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        tmp6.store(out_ptr2 + static_cast<int64_t>(x0 + x1), static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L))) + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))), static_cast<int64_t>(16L)))));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        primals_1, primals_2, primals_3, primals_4, primals_5 = args
        args.clear()
        s4 = primals_2
        s40 = primals_3
        s58 = primals_4
        assert_size_stride(primals_1, (31, 7, 2), (14, 2, 1), 'input')
        buf0 = empty_strided_cpu((2, 31, 7, 2), (434, 14, 2, 1), torch.bool)
        buf1 = empty_strided_cpu((2, 31, 7, 2), (434, 14, 2, 1), torch.float32)
        assert_size_stride(primals_5, (s4, s40, s58), (s40*s58, s58, 1), 'input')
        buf2 = empty_strided_cpu((s4, s40, s58 + (-1)*((2 + s58) // 3)), (s40, 1, 1), torch.float32)
        cpp_fused_add_expand_gt_mul_split_unsqueeze_where_0(primals_1, primals_5, buf0, buf1, buf2, s4, s40, s58)
        del primals_1
        return (buf1, buf2, reinterpret_tensor(primals_5, (s4, s40, (-1) + s58 + (-1)*((2 + s58) // 3)), (s40*s58, s58, 1), 1 + ((2 + s58) // 3)), buf0, s4, s40, s58, (2 + s58) // 3, s58 + (-1)*((2 + s58) // 3), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((31, 7, 2), (14, 2, 1), device='cpu', dtype=torch.float32)
    primals_2 = 31
    primals_3 = 7
    primals_4 = 2
    primals_5 = rand_strided((31, 7, 2), (14, 2, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
