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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0*ks1); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 3L*ks0*ks1*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 3L*ks0*ks1*x0), static_cast<int64_t>(3L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>(ks0*ks1)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 3L*ks0*ks1*x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                    tmp0.store(tmp1 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1*x1_inner), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                }
                                transpose_mxn<float,false>(tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 3L*ks0*ks1*x0), static_cast<int64_t>(3L), static_cast<int64_t>(3L), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(9L));
                                        tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                    }
                                    transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                                }
                            }
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


cpp_fused_convolution_native_group_norm_silu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        Welford<float> tmp_acc0 = Welford<float>();
                        Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2L*ks0*ks1));
                        static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(0L));
                        WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(ks0*ks1));
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0*ks1); x2+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(2L); x3+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(2L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 2L*x1 + 8L*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(2L));
                                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, tmp0, static_cast<int64_t>(2L), &masked_welford_helper0);
                                    }
                                }
                            }
                        }
                        tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x1 + 4L*x0)] = static_cast<float>(tmp_acc0.mean);
                        out_ptr1[static_cast<int64_t>(x1 + 4L*x0)] = static_cast<float>(tmp_acc0.m2);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                            {
                                auto tmp0 = out_ptr1[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                                auto tmp10 = out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                                auto tmp1 = 2L*ks0*ks1;
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
                                tmp9.store(out_ptr2 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                                tmp15.store(out_ptr3 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0*ks1); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = tmp4.neg();
                                auto tmp6 = tmp5.exp();
                                auto tmp7 = static_cast<float>(1.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 + tmp8;
                                auto tmp10 = tmp4 / tmp9;
                                tmp10.store(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(9L));
                                        tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                    }
                                    transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                                }
                            }
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


cpp_fused__to_copy__unsafe_index_add_arange_cat_clamp_convolution_max_pool2d_with_indices_mul_silu_sub_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*ks0*ks1); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = tmp0.neg();
                            auto tmp2 = tmp1.exp();
                            auto tmp3 = static_cast<float>(1.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = tmp0 / tmp5;
                            tmp6.store(in_out_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                            tmp6.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(8L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 16L*ks0*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(8L + x3 + 16L*x2 + 16L*ks0*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 8L*ks0 + 16L*x2 + 16L*ks0*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(8L + x3 + 8L*ks0 + 16L*x2 + 16L*ks0*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp2 = at::vec::maximum(tmp0, tmp1);
                                    auto tmp4 = at::vec::maximum(tmp2, tmp3);
                                    auto tmp6 = at::vec::maximum(tmp4, tmp5);
                                    tmp6.store(out_ptr1 + static_cast<int64_t>(x3 + 8L*x2 + 8L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr2 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                            }
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


cpp_fused_convolution_native_group_norm_silu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        Welford<float> tmp_acc0 = Welford<float>();
                        Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                        static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(0L));
                        WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x2+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(4L); x3+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(4L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 4L*x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(4L));
                                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, tmp0, static_cast<int64_t>(4L), &masked_welford_helper0);
                                    }
                                }
                            }
                        }
                        tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x1 + 4L*x0)] = static_cast<float>(tmp_acc0.mean);
                        out_ptr1[static_cast<int64_t>(x1 + 4L*x0)] = static_cast<float>(tmp_acc0.m2);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = out_ptr1[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                auto tmp10 = out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                auto tmp1 = 4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
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
                                tmp9.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                                tmp15.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = tmp4.neg();
                                auto tmp6 = tmp5.exp();
                                auto tmp7 = static_cast<float>(1.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 + tmp8;
                                auto tmp10 = tmp4 / tmp9;
                                tmp10.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
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


cpp_fused__to_copy__unsafe_index_add_arange_cat_clamp_convolution_max_pool2d_with_indices_mul_silu_sub_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0.neg();
                            auto tmp2 = tmp1.exp();
                            auto tmp3 = static_cast<float>(1.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = tmp0 / tmp5;
                            tmp6.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                            tmp6.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16L + x3 + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16L + x3 + 16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::maximum(tmp0, tmp1);
                                    auto tmp4 = at::vec::maximum(tmp2, tmp3);
                                    auto tmp6 = at::vec::maximum(tmp4, tmp5);
                                    tmp6.store(out_ptr1 + static_cast<int64_t>(x3 + 16L*x2 + 16L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr2 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
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


cpp_fused_convolution_native_group_norm_silu_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        Welford<float> tmp_acc0 = Welford<float>();
                        Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                        static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(0L));
                        WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x2+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(4L); x3+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(4L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 4L*x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(4L));
                                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, tmp0, static_cast<int64_t>(4L), &masked_welford_helper0);
                                    }
                                }
                            }
                        }
                        tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x1 + 4L*x0)] = static_cast<float>(tmp_acc0.mean);
                        out_ptr1[static_cast<int64_t>(x1 + 4L*x0)] = static_cast<float>(tmp_acc0.m2);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = out_ptr1[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                auto tmp10 = out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                auto tmp1 = 4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)));
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
                                tmp9.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                                tmp15.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = tmp4.neg();
                                auto tmp6 = tmp5.exp();
                                auto tmp7 = static_cast<float>(1.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 + tmp8;
                                auto tmp10 = tmp4 / tmp9;
                                tmp10.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
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


cpp_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = x1;
                                    auto tmp1 = c10::convert<float>(tmp0);
                                    auto tmp2 = static_cast<float>(0.5);
                                    auto tmp3 = float(tmp1 + tmp2);
                                    auto tmp4 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                                    auto tmp5 = c10::convert<float>(tmp4);
                                    auto tmp6 = float(tmp3 * tmp5);
                                    auto tmp7 = float(tmp6 - tmp2);
                                    auto tmp8 = static_cast<float>(0.0);
                                    auto tmp9 = max_propagate_nan(tmp7, tmp8);
                                    auto tmp10 = c10::convert<int64_t>(tmp9);
                                    auto tmp11 = x2;
                                    auto tmp12 = c10::convert<float>(tmp11);
                                    auto tmp13 = float(tmp12 + tmp2);
                                    auto tmp14 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                                    auto tmp15 = c10::convert<float>(tmp14);
                                    auto tmp16 = float(tmp13 * tmp15);
                                    auto tmp17 = float(tmp16 - tmp2);
                                    auto tmp18 = max_propagate_nan(tmp17, tmp8);
                                    auto tmp19 = c10::convert<int64_t>(tmp18);
                                    auto tmp20 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*tmp19 + 16L*tmp10*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp21 = static_cast<int64_t>(1);
                                    auto tmp22 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp19) + static_cast<std::make_unsigned_t<int64_t>>(tmp21));
                                    auto tmp23 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)));
                                    auto tmp24 = c10::convert<int64_t>(tmp23);
                                    auto tmp25 = min_propagate_nan(tmp22, tmp24);
                                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*tmp25 + 16L*tmp10*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp27 = tmp26 - tmp20;
                                    auto tmp28 = c10::convert<float>(tmp19);
                                    auto tmp29 = float(tmp18 - tmp28);
                                    auto tmp30 = max_propagate_nan(tmp29, tmp8);
                                    auto tmp31 = static_cast<float>(1.0);
                                    auto tmp32 = min_propagate_nan(tmp30, tmp31);
                                    auto tmp33 = at::vec::Vectorized<float>(tmp32);
                                    auto tmp34 = tmp27 * tmp33;
                                    auto tmp35 = tmp20 + tmp34;
                                    auto tmp36 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp10) + static_cast<std::make_unsigned_t<int64_t>>(tmp21));
                                    auto tmp37 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)));
                                    auto tmp38 = c10::convert<int64_t>(tmp37);
                                    auto tmp39 = min_propagate_nan(tmp36, tmp38);
                                    auto tmp40 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*tmp19 + 16L*tmp39*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp41 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*tmp25 + 16L*tmp39*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp42 = tmp41 - tmp40;
                                    auto tmp43 = tmp42 * tmp33;
                                    auto tmp44 = tmp40 + tmp43;
                                    auto tmp45 = tmp44 - tmp35;
                                    auto tmp46 = c10::convert<float>(tmp10);
                                    auto tmp47 = float(tmp9 - tmp46);
                                    auto tmp48 = max_propagate_nan(tmp47, tmp8);
                                    auto tmp49 = min_propagate_nan(tmp48, tmp31);
                                    auto tmp50 = at::vec::Vectorized<float>(tmp49);
                                    auto tmp51 = tmp45 * tmp50;
                                    auto tmp52 = tmp35 + tmp51;
                                    tmp52.store(out_ptr0 + static_cast<int64_t>(x3 + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 32L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr1 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                            }
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


cpp_fused_convolution_native_group_norm_silu_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        Welford<float> tmp_acc0 = Welford<float>();
                        Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                        static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(0L));
                        WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x2+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(2L); x3+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(2L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 2L*x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(2L));
                                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, tmp0, static_cast<int64_t>(2L), &masked_welford_helper0);
                                    }
                                }
                            }
                        }
                        tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x1 + 4L*x0)] = static_cast<float>(tmp_acc0.mean);
                        out_ptr1[static_cast<int64_t>(x1 + 4L*x0)] = static_cast<float>(tmp_acc0.m2);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                            {
                                auto tmp0 = out_ptr1[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                                auto tmp10 = out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                                auto tmp1 = 2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
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
                                tmp9.store(out_ptr2 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                                tmp15.store(out_ptr3 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = tmp4.neg();
                                auto tmp6 = tmp5.exp();
                                auto tmp7 = static_cast<float>(1.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 + tmp8;
                                auto tmp10 = tmp4 / tmp9;
                                tmp10.store(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(9L));
                                        tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                    }
                                    transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                                }
                            }
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


cpp_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks1); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(8L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = x1;
                                    auto tmp1 = c10::convert<float>(tmp0);
                                    auto tmp2 = static_cast<float>(0.5);
                                    auto tmp3 = float(tmp1 + tmp2);
                                    auto tmp4 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) / static_cast<double>(ks1);
                                    auto tmp5 = c10::convert<float>(tmp4);
                                    auto tmp6 = float(tmp3 * tmp5);
                                    auto tmp7 = float(tmp6 - tmp2);
                                    auto tmp8 = static_cast<float>(0.0);
                                    auto tmp9 = max_propagate_nan(tmp7, tmp8);
                                    auto tmp10 = c10::convert<int64_t>(tmp9);
                                    auto tmp11 = x2;
                                    auto tmp12 = c10::convert<float>(tmp11);
                                    auto tmp13 = float(tmp12 + tmp2);
                                    auto tmp14 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) / static_cast<double>(ks0);
                                    auto tmp15 = c10::convert<float>(tmp14);
                                    auto tmp16 = float(tmp13 * tmp15);
                                    auto tmp17 = float(tmp16 - tmp2);
                                    auto tmp18 = max_propagate_nan(tmp17, tmp8);
                                    auto tmp19 = c10::convert<int64_t>(tmp18);
                                    auto tmp20 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 8L*tmp19 + 8L*tmp10*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp21 = static_cast<int64_t>(1);
                                    auto tmp22 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp19) + static_cast<std::make_unsigned_t<int64_t>>(tmp21));
                                    auto tmp23 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                                    auto tmp24 = c10::convert<int64_t>(tmp23);
                                    auto tmp25 = min_propagate_nan(tmp22, tmp24);
                                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 8L*tmp25 + 8L*tmp10*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp27 = tmp26 - tmp20;
                                    auto tmp28 = c10::convert<float>(tmp19);
                                    auto tmp29 = float(tmp18 - tmp28);
                                    auto tmp30 = max_propagate_nan(tmp29, tmp8);
                                    auto tmp31 = static_cast<float>(1.0);
                                    auto tmp32 = min_propagate_nan(tmp30, tmp31);
                                    auto tmp33 = at::vec::Vectorized<float>(tmp32);
                                    auto tmp34 = tmp27 * tmp33;
                                    auto tmp35 = tmp20 + tmp34;
                                    auto tmp36 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp10) + static_cast<std::make_unsigned_t<int64_t>>(tmp21));
                                    auto tmp37 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                                    auto tmp38 = c10::convert<int64_t>(tmp37);
                                    auto tmp39 = min_propagate_nan(tmp36, tmp38);
                                    auto tmp40 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 8L*tmp19 + 8L*tmp39*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp41 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 8L*tmp25 + 8L*tmp39*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp42 = tmp41 - tmp40;
                                    auto tmp43 = tmp42 * tmp33;
                                    auto tmp44 = tmp40 + tmp43;
                                    auto tmp45 = tmp44 - tmp35;
                                    auto tmp46 = c10::convert<float>(tmp10);
                                    auto tmp47 = float(tmp9 - tmp46);
                                    auto tmp48 = max_propagate_nan(tmp47, tmp8);
                                    auto tmp49 = min_propagate_nan(tmp48, tmp31);
                                    auto tmp50 = at::vec::Vectorized<float>(tmp49);
                                    auto tmp51 = tmp45 * tmp50;
                                    auto tmp52 = tmp35 + tmp51;
                                    tmp52.store(out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 16L*ks0*x1 + 16L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr1 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
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


cpp_fused_silu_9 = async_compile.cpp_pybinding(['float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*ks0*ks1); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*ks0*ks1)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_silu_10 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t', 'const int64_t'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0*ks1); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(2L),false>(in_ptr0 + static_cast<int64_t>(x1 + 2L*x2 + 2L*ks0*ks1*x0), static_cast<int64_t>(2L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 2L*ks0*ks1*x0));
                                }
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>(ks0*ks1)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,false>(in_ptr0 + static_cast<int64_t>(x1 + 2L*x2 + 2L*ks0*ks1*x0), static_cast<int64_t>(2L), tmp0, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1), static_cast<int64_t>(2L));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1*x1_inner), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                    tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 2L*ks0*ks1*x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                }
                            }
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1 = args
        args.clear()
        s53 = arg2_1
        s0 = arg3_1
        assert_size_stride(arg4_1, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1), 'input')
        buf0 = empty_strided_cpu((2, 3, s53, s0), (3*s0*s53, 1, 3*s0, 3), torch.float32)
        assert_size_stride(arg0_1, (8, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((8, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(arg1_1, (8, ), (1, ), 'input')
        cpp_fused_convolution_0(arg4_1, arg0_1, buf0, buf1, s0, s53)
        del arg0_1
        del arg4_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, arg1_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg1_1
        del buf0
        del buf1
        assert_size_stride_grouped((arg5_1, arg6_1), ((8, ), (8, )), ((1, ), (1, )), 'input')
        buf3 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf4 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf6 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        buf7 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        buf8 = buf2; del buf2  # reuse
        assert_size_stride(arg7_1, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf9 = empty_strided_cpu((8, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(arg8_1, (8, ), (1, ), 'input')
        cpp_fused_convolution_native_group_norm_silu_1(buf8, arg5_1, arg6_1, arg7_1, buf3, buf4, buf6, buf7, buf9, s0, s53)
        del arg5_1
        del arg6_1
        del arg7_1
        # Topologically Sorted Source Nodes: [input_2, input_3, input_4], Original ATen: [aten.native_group_norm, aten.silu, aten.convolution]
        buf10 = extern_kernels.convolution(buf8, buf9, arg8_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf10, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg8_1
        del buf8
        buf11 = buf10; del buf10  # reuse
        buf52 = empty_strided_cpu((2, 16, s53, s0), (16*s0*s53, 1, 16*s0, 16), torch.float32)
        buf51 = reinterpret_tensor(buf52, (2, 8, s53, s0), (16*s0*s53, 1, 16*s0, 16), 8)  # alias
        buf12 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32)
        assert_size_stride(arg9_1, (16, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf13 = empty_strided_cpu((16, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(arg10_1, (16, ), (1, ), 'input')
        cpp_fused__to_copy__unsafe_index_add_arange_cat_clamp_convolution_max_pool2d_with_indices_mul_silu_sub_view_2(buf11, arg9_1, buf51, buf12, buf13, s0, s53)
        del arg9_1
        del buf11
        # Topologically Sorted Source Nodes: [max_pool2d, input_6], Original ATen: [aten.max_pool2d_with_indices, aten.convolution]
        buf14 = extern_kernels.convolution(buf12, buf13, arg10_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf14, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg10_1
        del buf12
        del buf13
        assert_size_stride_grouped((arg11_1, arg12_1), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf15 = buf4; del buf4  # reuse
        buf16 = buf3; del buf3  # reuse
        buf18 = empty_strided_cpu((2, 4, 4, 1), (16, 4, 1, 1), torch.float32)
        buf19 = empty_strided_cpu((2, 4, 4, 1), (16, 4, 1, 1), torch.float32)
        buf20 = buf14; del buf14  # reuse
        assert_size_stride(arg13_1, (16, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf21 = empty_strided_cpu((16, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(arg14_1, (16, ), (1, ), 'input')
        cpp_fused_convolution_native_group_norm_silu_3(buf20, arg11_1, arg12_1, arg13_1, buf15, buf16, buf18, buf19, buf21, s0, s53)
        del arg11_1
        del arg12_1
        del arg13_1
        # Topologically Sorted Source Nodes: [input_7, input_8, input_9], Original ATen: [aten.native_group_norm, aten.silu, aten.convolution]
        buf22 = extern_kernels.convolution(buf20, buf21, arg14_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf22, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg14_1
        del buf20
        buf23 = buf22; del buf22  # reuse
        buf38 = empty_strided_cpu((2, 32, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), 1, 32*(s0 // 2), 32), torch.float32)
        buf37 = reinterpret_tensor(buf38, (2, 16, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), 1, 32*(s0 // 2), 32), 16)  # alias
        buf24 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32)
        assert_size_stride(arg15_1, (16, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf25 = buf21; del buf21  # reuse
        assert_size_stride(arg16_1, (16, ), (1, ), 'input')
        cpp_fused__to_copy__unsafe_index_add_arange_cat_clamp_convolution_max_pool2d_with_indices_mul_silu_sub_view_4(buf23, arg15_1, buf37, buf24, buf25, s0, s53)
        del arg15_1
        del buf23
        # Topologically Sorted Source Nodes: [max_pool2d_1, input_11], Original ATen: [aten.max_pool2d_with_indices, aten.convolution]
        buf26 = extern_kernels.convolution(buf24, buf25, arg16_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf26, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg16_1
        del buf24
        assert_size_stride_grouped((arg17_1, arg18_1), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf27 = buf16; del buf16  # reuse
        buf28 = buf15; del buf15  # reuse
        buf30 = buf19; del buf19  # reuse
        buf31 = buf18; del buf18  # reuse
        buf32 = buf26; del buf26  # reuse
        assert_size_stride(arg19_1, (16, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf33 = buf25; del buf25  # reuse
        assert_size_stride(arg20_1, (16, ), (1, ), 'input')
        cpp_fused_convolution_native_group_norm_silu_5(buf32, arg17_1, arg18_1, arg19_1, buf27, buf28, buf30, buf31, buf33, s0, s53)
        del arg17_1
        del arg18_1
        del arg19_1
        del buf30
        del buf31
        # Topologically Sorted Source Nodes: [input_12, input_13, input_14], Original ATen: [aten.native_group_norm, aten.silu, aten.convolution]
        buf34 = extern_kernels.convolution(buf32, buf33, arg20_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf34, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg20_1
        del buf32
        buf35 = buf34; del buf34  # reuse
        buf36 = reinterpret_tensor(buf38, (2, 16, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), 1, 32*(s0 // 2), 32), 0)  # alias
        assert_size_stride(arg21_1, (8, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf39 = reinterpret_tensor(buf33, (8, 32, 3, 3), (288, 1, 96, 32), 0); del buf33  # reuse
        assert_size_stride(arg22_1, (8, ), (1, ), 'input')
        cpp_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_6(buf35, arg21_1, buf36, buf39, s0, s53)
        del arg21_1
        del buf35
        del buf36
        del buf37
        # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
        buf40 = extern_kernels.convolution(buf38, buf39, arg22_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf40, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg22_1
        del buf38
        del buf39
        assert_size_stride_grouped((arg23_1, arg24_1), ((8, ), (8, )), ((1, ), (1, )), 'input')
        buf41 = buf28; del buf28  # reuse
        buf42 = buf27; del buf27  # reuse
        buf44 = buf7; del buf7  # reuse
        buf45 = buf6; del buf6  # reuse
        buf46 = buf40; del buf40  # reuse
        assert_size_stride(arg25_1, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf47 = buf9; del buf9  # reuse
        assert_size_stride(arg26_1, (8, ), (1, ), 'input')
        cpp_fused_convolution_native_group_norm_silu_7(buf46, arg23_1, arg24_1, arg25_1, buf41, buf42, buf44, buf45, buf47, s0, s53)
        del arg23_1
        del arg24_1
        del arg25_1
        del buf41
        del buf42
        del buf44
        del buf45
        # Topologically Sorted Source Nodes: [input_17, input_18, input_19], Original ATen: [aten.native_group_norm, aten.silu, aten.convolution]
        buf48 = extern_kernels.convolution(buf46, buf47, arg26_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf48, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg26_1
        del buf46
        del buf47
        buf49 = buf48; del buf48  # reuse
        buf50 = reinterpret_tensor(buf52, (2, 8, s53, s0), (16*s0*s53, 1, 16*s0, 16), 0)  # alias
        assert_size_stride(arg27_1, (8, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf53 = empty_strided_cpu((8, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(arg28_1, (8, ), (1, ), 'input')
        cpp_fused__to_copy__unsafe_index_add_arange_clamp_convolution_mul_silu_sub_view_8(buf49, arg27_1, buf50, buf53, s0, s53)
        del arg27_1
        del buf49
        del buf50
        del buf51
        # Topologically Sorted Source Nodes: [input_21], Original ATen: [aten.convolution]
        buf54 = extern_kernels.convolution(buf52, buf53, arg28_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf54, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg28_1
        del buf52
        del buf53
        assert_size_stride_grouped((arg29_1, arg30_1), ((8, ), (8, )), ((1, ), (1, )), 'input')
        buf55 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf56 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf58 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        buf59 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        buf60 = buf54; del buf54  # reuse
        assert_size_stride(arg31_1, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf61 = empty_strided_cpu((8, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(arg32_1, (8, ), (1, ), 'input')
        cpp_fused_convolution_native_group_norm_silu_1(buf60, arg29_1, arg30_1, arg31_1, buf55, buf56, buf58, buf59, buf61, s0, s53)
        del arg29_1
        del arg30_1
        del arg31_1
        del buf55
        del buf56
        del buf58
        del buf59
        # Topologically Sorted Source Nodes: [input_22, input_23, input_24], Original ATen: [aten.native_group_norm, aten.silu, aten.convolution]
        buf62 = extern_kernels.convolution(buf60, buf61, arg32_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf62, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg32_1
        del buf60
        del buf61
        buf63 = buf62; del buf62  # reuse
        assert_size_stride_grouped((arg33_1, arg34_1), ((2, 8, 1, 1), (2, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_silu_9(buf63, s0, s53)
        # Topologically Sorted Source Nodes: [input_25, conv2d_10], Original ATen: [aten.silu, aten.convolution]
        buf64 = extern_kernels.convolution(buf63, arg33_1, arg34_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf64, (2, 2, s53, s0), (2*s0*s53, 1, 2*s0, 2), torch.float32, 'torch.ops.aten.convolution.default')
        del arg33_1
        del arg34_1
        del buf63
        buf65 = empty_strided_cpu((2, 2, s53, s0), (2*s0*s53, s0*s53, s0, 1), torch.float32)
        cpp_fused_convolution_silu_10(buf64, buf65, s0, s53)
        return (buf65, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = 20
    arg3_1 = 28
    arg4_1 = rand_strided((2, 3, 20, 28), (1680, 560, 28, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((16, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((8, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
