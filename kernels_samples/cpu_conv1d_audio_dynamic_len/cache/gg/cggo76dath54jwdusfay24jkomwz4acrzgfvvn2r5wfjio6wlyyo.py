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
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

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


cpp_fused_gelu_reflection_pad1d_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))) + (((-2L) + ((-1L)*std::abs(2L + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))) + std::abs((-2L) + x1))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))) < 0L) ? ((-3L) + ((-1L)*std::abs(2L + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))) + std::abs((-2L) + x1))) + 2L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))) : ((-2L) + ((-1L)*std::abs(2L + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))) + std::abs((-2L) + x1))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))))];
                            auto tmp1 = static_cast<float>(0.5);
                            auto tmp2 = float(tmp0 * tmp1);
                            auto tmp3 = static_cast<float>(0.7071067811865476);
                            auto tmp4 = float(tmp0 * tmp3);
                            auto tmp5 = std::erf(tmp4);
                            auto tmp6 = static_cast<float>(1.0);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = float(tmp2 * tmp7);
                            out_ptr0[static_cast<int64_t>(x1 + 3L*x0 + x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))] = tmp8;
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


cpp_fused_native_group_norm_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L*ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>((-4L) + 4L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                    WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(4L))));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(1L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>((-4L) + 4L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(4L))))))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ((-4L)*x0) + 4L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(4L)))) && x1 < static_cast<int64_t>((-4L) + 4L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ((-4L)*x0) + 4L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>((-4L) + (-16L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(4L))) + 4L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, tmp0, static_cast<int64_t>((-4L) + (-16L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(4L))) + 4L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), &masked_welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = std::max(static_cast<int64_t>(0.0), static_cast<int64_t>((-4L) + 4L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                            auto tmp2 = c10::convert<float>(tmp1);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp0 / tmp3;
                            auto tmp5 = static_cast<float>(1e-05);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 + tmp6;
                            auto tmp8 = tmp7.rsqrt();
                            tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))) && x0 < static_cast<int64_t>(4L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 4L*ks0));
                            auto tmp1 = std::max(static_cast<int64_t>(0.0), static_cast<int64_t>((-4L) + 4L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                            auto tmp2 = c10::convert<float>(tmp1);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp0 / tmp3;
                            auto tmp5 = static_cast<float>(1e-05);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 + tmp6;
                            auto tmp8 = tmp7.rsqrt();
                            tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 4L*ks0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                                {
                                    auto tmp0 = out_ptr1[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                    auto tmp10 = out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                    auto tmp1 = std::max(static_cast<int64_t>(0.0), static_cast<int64_t>((-4L) + 4L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                                    auto tmp2 = c10::convert<float>(tmp1);
                                    auto tmp3 = tmp0 / tmp2;
                                    auto tmp4 = static_cast<float>(1e-05);
                                    auto tmp5 = float(tmp3 + tmp4);
                                    auto tmp6 = 1 / std::sqrt(tmp5);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp9 = tmp8 * tmp7;
                                    auto tmp11 = decltype(tmp10)(-tmp10);
                                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                    auto tmp13 = tmp12 * tmp9;
                                    auto tmp15 = tmp13 + tmp14;
                                    tmp9.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                                    tmp15.store(out_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + x0*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))))), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr4[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            tmp6.store(out_ptr5 + static_cast<int64_t>(x1 + x0*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))))));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + x0*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))))), static_cast<int64_t>((-1L) + (-16L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                            auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr4[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            tmp6.store(out_ptr5 + static_cast<int64_t>(x1 + x0*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))))), static_cast<int64_t>((-1L) + (-16L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
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


cpp_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16L))))))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + x1*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))) + 32L*x0*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))))), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))) + x1*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))) + 32L*x0*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))))), static_cast<int64_t>(16));
                                auto tmp2 = decltype(tmp1)(1)/(decltype(tmp1)(1) + tmp1.neg().exp());
                                auto tmp3 = tmp0 * tmp2;
                                tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + ((-1L)*x1) + ((-16L)*x0) + x1*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + x1*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))) + 32L*x0*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))))), static_cast<int64_t>((-1L) + (-16L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))) + x1*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))) + 32L*x0*std::max(static_cast<int64_t>(1L), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))))), static_cast<int64_t>((-1L) + (-16L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                                auto tmp2 = decltype(tmp1)(1)/(decltype(tmp1)(1) + tmp1.neg().exp());
                                auto tmp3 = tmp0 * tmp2;
                                tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + ((-1L)*x1) + ((-16L)*x0) + x1*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>((-1L) + (-16L)*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*ks0); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(2L))); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*ks0)))
                            {
                                auto tmp0 = static_cast<int64_t>(0);
                                auto tmp1 = tmp0 >= tmp0;
                                auto tmp2 = static_cast<int64_t>(1);
                                auto tmp3 = tmp0 < tmp2;
                                auto tmp4 = tmp1 & tmp3;
                                auto tmp5 = 2L*x1;
                                auto tmp6 = c10::convert<int64_t>(tmp5);
                                auto tmp7 = tmp6 >= tmp0;
                                auto tmp8 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)));
                                auto tmp9 = c10::convert<int64_t>(tmp8);
                                auto tmp10 = tmp6 < tmp9;
                                auto tmp11 = tmp7 & tmp10;
                                auto tmp12 = tmp4 & tmp11;
                                auto tmp13 = [&]
                                {
                                    auto tmp14 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                        {
                                            if (tmp12 != 0)
                                            {
                                                tmpbuf[x0_inner] = out_ptr0[static_cast<int64_t>(((-1L)*x0) + ((-1L)*x0_inner) + 2L*x1 + x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))) + x0_inner*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))];
                                            }
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    return tmp14;
                                }
                                ;
                                auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                                auto tmp16 = 1L + 2L*x1;
                                auto tmp17 = c10::convert<int64_t>(tmp16);
                                auto tmp18 = tmp17 >= tmp0;
                                auto tmp19 = tmp17 < tmp9;
                                auto tmp20 = tmp18 & tmp19;
                                auto tmp21 = tmp4 & tmp20;
                                auto tmp22 = [&]
                                {
                                    auto tmp23 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                        {
                                            if (tmp21 != 0)
                                            {
                                                tmpbuf[x0_inner] = out_ptr0[static_cast<int64_t>(1L + ((-1L)*x0) + ((-1L)*x0_inner) + 2L*x1 + x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))) + x0_inner*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))];
                                            }
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    return tmp23;
                                }
                                ;
                                auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                                auto tmp25 = tmp15 + tmp24;
                                auto tmp26 = 2L + 2L*x1;
                                auto tmp27 = c10::convert<int64_t>(tmp26);
                                auto tmp28 = tmp27 >= tmp0;
                                auto tmp29 = tmp27 < tmp9;
                                auto tmp30 = tmp28 & tmp29;
                                auto tmp31 = tmp4 & tmp30;
                                auto tmp32 = [&]
                                {
                                    auto tmp33 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                        {
                                            if (tmp31 != 0)
                                            {
                                                tmpbuf[x0_inner] = out_ptr0[static_cast<int64_t>(2L + ((-1L)*x0) + ((-1L)*x0_inner) + 2L*x1 + x0*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))) + x0_inner*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L))))];
                                            }
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    return tmp33;
                                }
                                ;
                                auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                                auto tmp35 = tmp25 + tmp34;
                                auto tmp36 = ((-2L)*x1) + std::min(static_cast<int64_t>(3L + 2L*x1), static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))));
                                auto tmp37 = c10::convert<int32_t>(tmp36);
                                auto tmp38 = c10::convert<float>(tmp37);
                                auto tmp39 = at::vec::Vectorized<float>(tmp38);
                                auto tmp40 = tmp35 / tmp39;
                                tmp_acc0_vec = tmp_acc0_vec + tmp40;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*ks0)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*ks0)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(5L)))), static_cast<int64_t>(2L));
                        auto tmp2 = c10::convert<float>(tmp1);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp0 / tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13 = args
        args.clear()
        s77 = primals_3
        s53 = primals_4
        assert_size_stride_grouped((primals_5, primals_1, primals_2), ((s77, 1, s53), (16, 1, 10), (16, )), ((s53, s53, 1), (10, 10, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
        buf0 = extern_kernels.convolution(primals_5, primals_1, primals_2, stride=(5,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=1)
        assert_tensor_metadata(buf0, (s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_2
        buf1 = empty_strided_cpu((s77, 16, 3 + (s53 // 5)), (48 + 16*(s53 // 5), 3 + (s53 // 5), 1), torch.float32)
        assert_size_stride_grouped((primals_6, primals_7), ((16, 1, 5), (16, )), ((5, 5, 1), (1, )), 'input')
        cpp_fused_gelu_reflection_pad1d_0(buf0, buf1, s77, s53)
        # Topologically Sorted Source Nodes: [conv1d_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf1, primals_6, primals_7, stride=(1,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=16)
        assert_tensor_metadata(buf2, (s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_7
        buf3 = empty_strided_cpu((s77, 4, 1, 1), (4, 1, 1, 1), torch.float32)
        buf4 = empty_strided_cpu((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
        buf9 = empty_strided_cpu((s77, 4, 1, 1), (4, 1, 4*s77, 4*s77), torch.float32)
        assert_size_stride_grouped((primals_8, primals_9), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf6 = empty_strided_cpu((s77, 4, 4, 1), (16, 4, 1, 1), torch.float32)
        buf7 = empty_strided_cpu((s77, 4, 4, 1), (16, 4, 1, 1), torch.float32)
        buf8 = empty_strided_cpu((s77, 16, (-1) + (s53 // 5)), (16*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), torch.float32)
        assert_size_stride_grouped((primals_10, primals_11), ((32, 16, 1), (32, )), ((16, 1, 1), (1, )), 'input')
        cpp_fused_native_group_norm_1(buf2, primals_8, primals_9, buf3, buf4, buf9, buf6, buf7, buf8, s77, s53)
        del buf4
        del buf6
        del primals_9
        # Topologically Sorted Source Nodes: [conv1d_2], Original ATen: [aten.convolution]
        buf10 = extern_kernels.convolution(buf8, primals_10, primals_11, stride=(1,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=1)
        assert_tensor_metadata(buf10, (s77, 32, (-1) + (s53 // 5)), (32*max(1, (-1) + (s53 // 5)), max(1, (-1) + (s53 // 5)), 1), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_11
        buf11 = empty_strided_cpu((s77, 16, (-1) + (s53 // 5)), ((-16) + 16*(s53 // 5), (-1) + (s53 // 5), 1), torch.float32)
        buf12 = reinterpret_tensor(buf7, (s77, 16), (16, 1), 0); del buf7  # reuse
        buf13 = buf12; del buf12  # reuse
        assert_size_stride_grouped((primals_13, primals_12), ((8, ), (8, 16)), ((1, ), (16, 1)), 'input')
        cpp_fused_avg_pool2d_glu_mean_squeeze_unsqueeze_2(buf13, buf10, buf11, s77, s53)
        buf14 = empty_strided_cpu((s77, 8), (8, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(primals_13, buf13, reinterpret_tensor(primals_12, (16, 8), (1, 16), 0), alpha=1, beta=1, out=buf14)
        del primals_13
        return (buf14, primals_1, primals_5, primals_6, primals_8, primals_10, primals_12, buf0, buf1, buf2, buf8, reinterpret_tensor(buf3, (s77, 4), (4, 1), 0), reinterpret_tensor(buf9, (s77, 4), (4, 1), 0), buf10, reinterpret_tensor(buf11, (s77, 16, 1, (-1) + (s53 // 5)), ((-16) + 16*(s53 // 5), (-1) + (s53 // 5), (-1) + (s53 // 5), 1), 0), buf13, s77, s53, (-1) + (s53 // 5), (-1) + (s53 // 5), 1 + (((-3) + (s53 // 5)) // 2), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 1, 10), (10, 10, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = 3
    primals_4 = 777
    primals_5 = rand_strided((3, 1, 777), (777, 777, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((16, 1, 5), (5, 5, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((32, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((8, 16), (16, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
