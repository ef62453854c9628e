# AOT ID: ['60_inference']
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


cpp_fused_abs_amax_clamp_clone_exp_log1p_split_transpose_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks1); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L))))))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks0*x2 + ks0*ks1*x0), static_cast<int64_t>(16));
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp0);
                                }
                                if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks0)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks0*x2 + ks0*ks1*x0), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                                    tmp_acc0_vec = max_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L))))))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + ks0*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks0)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + ks0*x0), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(16L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(12L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(12L),static_cast<int64_t>(16),false>(out_ptr0 + static_cast<int64_t>(x0 + ks0*x1), static_cast<int64_t>(ks0), tmp0, static_cast<int64_t>(12L));
                                transpose_mxn<float,static_cast<int64_t>(12L),static_cast<int64_t>(16),false>(out_ptr0 + static_cast<int64_t>(x0 + ks0*x1), static_cast<int64_t>(ks0), tmp0, static_cast<int64_t>(12L));
                                for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(12L*x0_inner), static_cast<int64_t>(12L));
                                    auto tmp2 = static_cast<float>(-10.0);
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = at::vec::maximum(tmp1, tmp3);
                                    auto tmp5 = static_cast<float>(10.0);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = at::vec::minimum(tmp4, tmp6);
                                    auto tmp8 = tmp7.exp();
                                    tmp8.store(out_ptr1 + static_cast<int64_t>(x1 + 12L*x0 + 12L*x0_inner), static_cast<int64_t>(12L));
                                    tmp1.store(out_ptr2 + static_cast<int64_t>(x1 + 12L*x0 + 12L*x0_inner), static_cast<int64_t>(12L));
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(12L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,false>(out_ptr0 + static_cast<int64_t>(x0 + ks0*x1), static_cast<int64_t>(ks0), tmp0, static_cast<int64_t>(12L), static_cast<int64_t>(12L), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                                transpose_mxn<float,false>(out_ptr0 + static_cast<int64_t>(x0 + ks0*x1), static_cast<int64_t>(ks0), tmp0, static_cast<int64_t>(12L), static_cast<int64_t>(12L), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                                for (long x0_inner = 0; x0_inner < static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))); x0_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(12L*x0_inner), static_cast<int64_t>(12L));
                                    auto tmp2 = static_cast<float>(-10.0);
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = at::vec::maximum(tmp1, tmp3);
                                    auto tmp5 = static_cast<float>(10.0);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = at::vec::minimum(tmp4, tmp6);
                                    auto tmp8 = tmp7.exp();
                                    tmp8.store(out_ptr1 + static_cast<int64_t>(x1 + 12L*x0 + 12L*x0_inner), static_cast<int64_t>(12L));
                                    tmp1.store(out_ptr2 + static_cast<int64_t>(x1 + 12L*x0 + 12L*x0_inner), static_cast<int64_t>(12L));
                                }
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(16L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(12L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 12L*x0 + 12L*x0_inner), static_cast<int64_t>(12L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(12L*x0_inner), static_cast<int64_t>(12L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(12L),false>(tmp1, static_cast<int64_t>(12L), out_ptr3 + static_cast<int64_t>(x0 + 2L*x1), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(4L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0.abs();
                            auto tmp2 = tmp1.log1p();
                            tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(4L)))) && x0 < static_cast<int64_t>(12L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(4L))) + 12L*ks0));
                            auto tmp1 = tmp0.abs();
                            auto tmp2 = tmp1.log1p();
                            tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(4L))) + 12L*ks0));
                        }
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
        arg0_1, arg1_1, arg2_1 = args
        args.clear()
        s40 = arg0_1
        s58 = arg1_1
        assert_size_stride(arg2_1, (12, s40, s58), (s40*s58, s58, 1), 'input')
        buf0 = empty_strided_cpu((12, s58), (s58, 1), torch.float32)
        buf1 = empty_strided_cpu((s58, 12), (12, 1), torch.float32)
        buf3 = empty_strided_cpu((s58, 12), (12, 1), torch.float32)
        buf2 = empty_strided_cpu((2, 12), (1, 2), torch.float32)
        buf4 = reinterpret_tensor(buf0, (s58, 12), (1, s58), 0); del buf0  # reuse
        cpp_fused_abs_amax_clamp_clone_exp_log1p_split_transpose_0(buf4, arg2_1, buf1, buf3, buf2, s58, s40)
        return (arg2_1, buf3, buf4, buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 33
    arg1_1 = 33
    arg2_1 = rand_strided((12, 33, 33), (1089, 33, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
