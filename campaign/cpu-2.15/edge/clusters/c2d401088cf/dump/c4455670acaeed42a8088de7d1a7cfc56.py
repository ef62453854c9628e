# AOT ID: ['56_backward']
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


cpp_fused_add_mul_scalar_tensor_slice_backward_sum_where_zeros_0 = async_compile.cpp_pybinding(['const float*', 'const bool*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0*ks1); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L))); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(48L))))))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + ks2*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(48L)))) && x1 < static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + ks2*x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(48L))) + (c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))));
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
                        auto tmp14 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp0 = x1;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                        auto tmp3 = static_cast<int64_t>(1);
                        auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                        auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 >= tmp4);
                        auto tmp6 = [&]
                        {
                            auto tmp7 = std::numeric_limits<float>::quiet_NaN();
                            return tmp7;
                        }
                        ;
                        auto tmp10 =
                        [&]
                        {
                            if (tmp5.all_zero())
                            {
                                return at::vec::Vectorized<float>(static_cast<float>(0.0));
                            }
                            else
                            {
                                auto tmp8 = at::vec::Vectorized<float>(tmp6());
                                auto tmp9 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                return decltype(tmp8)::blendv(tmp9, tmp8, inductor_vec_mask_cast<float,1>(tmp5));
                            }
                        }
                        ()
                        ;
                        auto tmp11 = static_cast<float>(0.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = decltype(tmp10)::blendv(tmp12, tmp10, inductor_vec_mask_cast<float,1>(tmp5));
                        auto tmp15 = static_cast<float>(-1.0);
                        auto tmp16 = float(tmp14 * tmp15);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp13 + tmp17;
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + ks2*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L))))))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))), static_cast<int64_t>(16L))));x1_tail < static_cast<int64_t>(ks2 + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(3L)))); x1_tail++)
                        {
                            auto tmp9 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp0 = x1_tail;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(1);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = std::numeric_limits<float>::quiet_NaN();
                                return tmp5;
                            }
                            ;
                            auto tmp6 = tmp3 ? tmp4() : static_cast<decltype(tmp4())>(0.0);
                            auto tmp7 = static_cast<float>(0.0);
                            auto tmp8 = tmp3 ? tmp6 : tmp7;
                            auto tmp10 = static_cast<float>(-1.0);
                            auto tmp11 = float(tmp9 * tmp10);
                            auto tmp12 = float(tmp8 + tmp11);
                            out_ptr1[static_cast<int64_t>(x1_tail + ks2*x0)] = tmp12;
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(434L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(432L)))
                {
                    auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp10 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(434L + x0), static_cast<int64_t>(16));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(434L + x0), static_cast<int64_t>(16));
                    auto tmp2 = static_cast<float>(0.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = decltype(tmp1)::blendv(tmp3, tmp1, inductor_vec_mask_cast<float,1>(tmp0));
                    auto tmp5 = decltype(tmp3)::blendv(tmp1, tmp3, inductor_vec_mask_cast<float,1>(tmp0));
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 * tmp7;
                    auto tmp9 = tmp4 + tmp8;
                    auto tmp12 = decltype(tmp11)::blendv(tmp3, tmp11, inductor_vec_mask_cast<float,1>(tmp10));
                    auto tmp13 = decltype(tmp3)::blendv(tmp11, tmp3, inductor_vec_mask_cast<float,1>(tmp10));
                    auto tmp14 = tmp13 * tmp7;
                    auto tmp15 = tmp12 + tmp14;
                    auto tmp16 = tmp9 + tmp15;
                    tmp16.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(432L) && x0 < static_cast<int64_t>(434L)))
                {
                    for (int64_t x0_tail = static_cast<int64_t>(432L);x0_tail < static_cast<int64_t>(434L); x0_tail++)
                    {
                        auto tmp0 = in_ptr1[static_cast<int64_t>(x0_tail)];
                        auto tmp1 = in_ptr2[static_cast<int64_t>(x0_tail)];
                        auto tmp8 = in_ptr1[static_cast<int64_t>(434L + x0_tail)];
                        auto tmp9 = in_ptr2[static_cast<int64_t>(434L + x0_tail)];
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = tmp0 ? tmp1 : tmp2;
                        auto tmp4 = tmp0 ? tmp2 : tmp1;
                        auto tmp5 = static_cast<float>(0.1);
                        auto tmp6 = float(tmp4 * tmp5);
                        auto tmp7 = float(tmp3 + tmp6);
                        auto tmp10 = tmp8 ? tmp9 : tmp2;
                        auto tmp11 = tmp8 ? tmp2 : tmp9;
                        auto tmp12 = float(tmp11 * tmp5);
                        auto tmp13 = float(tmp10 + tmp12);
                        auto tmp14 = float(tmp7 + tmp13);
                        out_ptr2[static_cast<int64_t>(x0_tail)] = tmp14;
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
        primals_2, primals_3, primals_4, floordiv, sym_size_int_3, gt, tangents_1, tangents_2, tangents_3 = args
        args.clear()
        s4 = primals_2
        s40 = primals_3
        s58 = primals_4
        buf2 = empty_strided_cpu((s4, s40, s58), (s40*s58, s58, 1), torch.float32)
        buf0 = reinterpret_tensor(buf2, (s4, s40, (2 + s58) // 3), (s40*s58, s58, 1), 0)  # alias
        assert_size_stride(tangents_2, (s4, s40, 1), (s40, 1, 1), 'input')
        buf1 = reinterpret_tensor(buf2, (s4, s40, s58 + (-1)*((2 + s58) // 3)), (s40*s58, s58, 1), (2 + s58) // 3)  # alias
        assert_size_stride_grouped((gt, tangents_1), ((2, 31, 7, 2), (2, 31, 7, 2)), ((434, 14, 2, 1), (434, 14, 2, 1)), 'input')
        buf3 = empty_strided_cpu((1, 31, 7, 2), (434, 14, 2, 1), torch.float32)
        cpp_fused_add_mul_scalar_tensor_slice_backward_sum_where_zeros_0(tangents_2, gt, tangents_1, buf0, buf1, buf3, s4, s40, s58)
        del gt
        del tangents_1
        del tangents_2
        return (reinterpret_tensor(buf3, (31, 7, 2), (14, 2, 1), 0), None, None, None, buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = 31
    primals_3 = 7
    primals_4 = 2
    floordiv = 1
    sym_size_int_3 = 1
    gt = rand_strided((2, 31, 7, 2), (434, 14, 2, 1), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((2, 31, 7, 2), (434, 14, 2, 1), device='cpu', dtype=torch.float32)
    tangents_2 = rand_strided((31, 7, 1), (7, 1, 1), device='cpu', dtype=torch.float32)
    tangents_3 = rand_strided((31, 7, 0), (7, 1, 1), device='cpu', dtype=torch.float32)
    return [primals_2, primals_3, primals_4, floordiv, sym_size_int_3, gt, tangents_1, tangents_2, tangents_3]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
