# AOT ID: ['1_backward']
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


cpp_fused_convolution_backward_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t', 'const int64_t'], r'''
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
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 2L*ks0*ks1*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr0 + static_cast<int64_t>(x1 + 2L*x2 + 2L*ks0*ks1*x0), static_cast<int64_t>(2L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>(ks0*ks1)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 2L*ks0*ks1*x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                    tmp0.store(tmp1 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1*x1_inner), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                }
                                transpose_mxn<float,false>(tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1), out_ptr0 + static_cast<int64_t>(x1 + 2L*x2 + 2L*ks0*ks1*x0), static_cast<int64_t>(2L), static_cast<int64_t>(2L), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
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


cpp_fused_silu_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp3 = tmp2 * tmp1;
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp5 - tmp1;
                        auto tmp7 = tmp0 * tmp6;
                        auto tmp8 = tmp7 + tmp5;
                        auto tmp9 = tmp3 * tmp8;
                        tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                            auto tmp4 = in_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                            auto tmp2 = at::vec::Vectorized<float>(tmp0);
                            auto tmp3 = tmp2 * tmp1;
                            auto tmp5 = decltype(tmp4)(-tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp9 = tmp7 + tmp8;
                            tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                        }
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = decltype(tmp4)(1)/(decltype(tmp4)(1) + tmp4.neg().exp());
                                auto tmp7 = tmp6 * tmp5;
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp9 - tmp5;
                                auto tmp11 = tmp4 * tmp10;
                                auto tmp12 = tmp11 + tmp9;
                                auto tmp13 = tmp7 * tmp12;
                                tmp13.store(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        float tmp_acc1 = 0;
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0*ks1); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 8L*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp2 = tmp0 * tmp1;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp2, static_cast<int64_t>(8L));
                                    tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp0, static_cast<int64_t>(8L));
                                }
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                        {
                            tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                            tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = out_ptr3[static_cast<int64_t>(2L*x1 + 8L*x0)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>(2L*x1)];
                                auto tmp3 = out_ptr3[static_cast<int64_t>(1L + 2L*x1 + 8L*x0)];
                                auto tmp4 = in_ptr1[static_cast<int64_t>(1L + 2L*x1)];
                                auto tmp8 = out_ptr4[static_cast<int64_t>(2L*x1 + 8L*x0)];
                                auto tmp10 = out_ptr4[static_cast<int64_t>(1L + 2L*x1 + 8L*x0)];
                                auto tmp13 = in_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp18 = in_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp2 = float(tmp0 * tmp1);
                                auto tmp5 = float(tmp3 * tmp4);
                                auto tmp6 = float(tmp2 + tmp5);
                                auto tmp7 = decltype(tmp6)(-tmp6);
                                auto tmp9 = float(tmp8 * tmp1);
                                auto tmp11 = float(tmp10 * tmp4);
                                auto tmp12 = float(tmp9 + tmp11);
                                auto tmp14 = float(tmp12 * tmp13);
                                auto tmp15 = static_cast<float>(1.0);
                                auto tmp16 = float(tmp15 * tmp14);
                                auto tmp17 = float(tmp7 + tmp16);
                                auto tmp19 = float(tmp17 * tmp18);
                                auto tmp20 = float(tmp19 * tmp18);
                                auto tmp21 = float(tmp20 * tmp18);
                                auto tmp22 = static_cast<float>(2.0);
                                auto tmp23 = ks0;
                                auto tmp24 = c10::convert<float>(tmp23);
                                auto tmp25 = float(tmp22 * tmp24);
                                auto tmp26 = ks1;
                                auto tmp27 = c10::convert<float>(tmp26);
                                auto tmp28 = float(tmp25 * tmp27);
                                auto tmp29 = c10::convert<double>(tmp28);
                                auto tmp30 = static_cast<double>(1.0);
                                auto tmp31 = tmp30 / tmp29;
                                auto tmp32 = c10::convert<float>(tmp31);
                                auto tmp33 = float(tmp21 * tmp32);
                                out_ptr5[static_cast<int64_t>(x1 + 4L*x0)] = tmp33;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                                auto tmp6 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(8L + x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(8L + x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp11 = in_ptr2[static_cast<int64_t>(4L + x0)];
                                auto tmp15 = in_ptr0[static_cast<int64_t>(4L + x0)];
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = tmp0 - tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 * tmp12;
                                auto tmp14 = tmp9 - tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp8 + tmp17;
                                tmp18.store(out_ptr6 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(8L + x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(2L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(2L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 2L*x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(2L));
                                    auto tmp1 = in_ptr0[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 2L*x2), static_cast<int64_t>(2L));
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x3 + 2L*x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(2L));
                                    auto tmp7 = out_ptr5[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp12 = in_ptr2[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp14 = out_ptr4[static_cast<int64_t>(2L*x2 + 8L*x0)];
                                    auto tmp15 = in_ptr1[static_cast<int64_t>(2L*x2)];
                                    auto tmp17 = out_ptr4[static_cast<int64_t>(1L + 2L*x2 + 8L*x0)];
                                    auto tmp18 = in_ptr1[static_cast<int64_t>(1L + 2L*x2)];
                                    auto tmp3 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp4 = tmp3 * tmp2;
                                    auto tmp5 = tmp0 * tmp4;
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp10 = tmp5 + tmp9;
                                    auto tmp11 = decltype(tmp7)(-tmp7);
                                    auto tmp13 = float(tmp11 * tmp12);
                                    auto tmp16 = float(tmp14 * tmp15);
                                    auto tmp19 = float(tmp17 * tmp18);
                                    auto tmp20 = float(tmp16 + tmp19);
                                    auto tmp21 = float(tmp20 * tmp1);
                                    auto tmp22 = static_cast<float>(2.0);
                                    auto tmp23 = ks0;
                                    auto tmp24 = c10::convert<float>(tmp23);
                                    auto tmp25 = float(tmp22 * tmp24);
                                    auto tmp26 = ks1;
                                    auto tmp27 = c10::convert<float>(tmp26);
                                    auto tmp28 = float(tmp25 * tmp27);
                                    auto tmp29 = c10::convert<double>(tmp28);
                                    auto tmp30 = static_cast<double>(1.0);
                                    auto tmp31 = tmp30 / tmp29;
                                    auto tmp32 = c10::convert<float>(tmp31);
                                    auto tmp33 = float(tmp21 * tmp32);
                                    auto tmp34 = float(tmp13 - tmp33);
                                    auto tmp35 = at::vec::Vectorized<float>(tmp34);
                                    auto tmp36 = tmp10 + tmp35;
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        tmp36.store(tmpbuf.data(), static_cast<int64_t>(2L));
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(2L); x3_inner++)
                                        {
                                            out_ptr8[static_cast<int64_t>(x1 + ks0*ks1*x3 + ks0*ks1*x3_inner + 2L*ks0*ks1*x2 + 8L*ks0*ks1*x0)] = tmpbuf[x3_inner];
                                        }
                                    }
                                    ()
                                    ;
                                }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0*ks1); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 8L*ks0*ks1*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr9 + static_cast<int64_t>(x1 + 8L*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>(ks0*ks1)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 8L*ks0*ks1*x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                    tmp0.store(tmp1 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1*x1_inner), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                }
                                transpose_mxn<float,false>(tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1), out_ptr9 + static_cast<int64_t>(x1 + 8L*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L), static_cast<int64_t>(8L), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
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


cpp_fused__unsafe_index_put_add_mul_neg_new_zeros_silu_backward_slice_3 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int64_t* in_ptr5,
                       const int64_t* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr4 = in_out_ptr0;
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
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr3 + static_cast<int64_t>(x0));
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
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(8L); x3+=static_cast<int64_t>(1L))
                        {
                            {
                                {
                                    auto tmp0 = in_ptr0[static_cast<int64_t>(x1)];
                                    auto tmp9 = in_ptr1[static_cast<int64_t>(x2)];
                                    auto tmp18 = in_ptr2[static_cast<int64_t>(x3 + 16L*x2 + 16L*ks0*x1 + 16L*ks0*ks1*x0)];
                                    auto tmp19 = in_ptr3[static_cast<int64_t>(x1)];
                                    auto tmp21 = in_ptr4[static_cast<int64_t>(x2)];
                                    auto tmp23 = in_ptr5[static_cast<int64_t>(x2)];
                                    auto tmp32 = in_ptr6[static_cast<int64_t>(x1)];
                                    auto tmp1 = c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L));
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp4 = tmp0 < 0;
                                    auto tmp5 = tmp4 ? tmp3 : tmp0;
                                    auto tmp6 = tmp5;
                                    auto tmp7 = c10::convert<int64_t>(tmp6);
                                    TORCH_CHECK((0 <= tmp7) & (tmp7 < c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))), "index out of bounds: 0 <= tmp7 < c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))");
                                    auto tmp10 = c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L));
                                    auto tmp11 = c10::convert<int64_t>(tmp10);
                                    auto tmp12 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp9) + static_cast<std::make_unsigned_t<int64_t>>(tmp11));
                                    auto tmp13 = tmp9 < 0;
                                    auto tmp14 = tmp13 ? tmp12 : tmp9;
                                    auto tmp15 = tmp14;
                                    auto tmp16 = c10::convert<int64_t>(tmp15);
                                    TORCH_CHECK((0 <= tmp16) & (tmp16 < c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))), "index out of bounds: 0 <= tmp16 < c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))");
                                    auto tmp20 = float(tmp18 * tmp19);
                                    auto tmp22 = float(tmp20 * tmp21);
                                    auto tmp24 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp23) + static_cast<std::make_unsigned_t<int64_t>>(tmp11));
                                    auto tmp25 = tmp23 < 0;
                                    auto tmp26 = tmp25 ? tmp24 : tmp23;
                                    auto tmp27 = tmp26;
                                    auto tmp28 = c10::convert<int64_t>(tmp27);
                                    TORCH_CHECK((0 <= tmp28) & (tmp28 < c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))), "index out of bounds: 0 <= tmp28 < c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))");
                                    auto tmp30 = decltype(tmp22)(-tmp22);
                                    auto tmp31 = float(tmp20 + tmp30);
                                    auto tmp33 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp32) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp34 = tmp32 < 0;
                                    auto tmp35 = tmp34 ? tmp33 : tmp32;
                                    auto tmp36 = tmp35;
                                    auto tmp37 = c10::convert<int64_t>(tmp36);
                                    TORCH_CHECK((0 <= tmp37) & (tmp37 < c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))), "index out of bounds: 0 <= tmp37 < c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))");
                                    auto tmp39 = decltype(tmp20)(-tmp20);
                                    auto tmp40 = float(tmp18 + tmp39);
                                    auto tmp41 = float(tmp40 * tmp21);
                                    auto tmp42 = decltype(tmp41)(-tmp41);
                                    auto tmp43 = float(tmp40 + tmp42);
                                    atomic_add(&out_ptr0[static_cast<int64_t>(tmp14 + tmp5*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))], static_cast<float>(tmp22));
                                    atomic_add(&out_ptr1[static_cast<int64_t>(tmp26 + tmp5*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))], static_cast<float>(tmp31));
                                    atomic_add(&out_ptr2[static_cast<int64_t>(tmp14 + tmp35*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))], static_cast<float>(tmp41));
                                    atomic_add(&out_ptr3[static_cast<int64_t>(tmp26 + tmp35*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))], static_cast<float>(tmp43));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp7[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(8L),false>(out_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L), tmp7, static_cast<int64_t>(16));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp10[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(8L),false>(in_ptr7 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L), tmp10, static_cast<int64_t>(16));
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(8L),false>(out_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L), tmp7, static_cast<int64_t>(16));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp18[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp6 = tmp4 + tmp5;
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp12 = static_cast<float>(1.0);
                                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                    auto tmp14 = tmp13 - tmp8;
                                    auto tmp15 = tmp11 * tmp14;
                                    auto tmp16 = tmp15 + tmp13;
                                    auto tmp17 = tmp9 * tmp16;
                                    tmp17.store(tmp18 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(tmp18, static_cast<int64_t>(16), in_out_ptr0 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp7[16*16];
                                transpose_mxn<float,false>(out_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L), tmp7, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp10[16*16];
                                transpose_mxn<float,false>(in_ptr7 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L), tmp10, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                transpose_mxn<float,false>(out_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L), tmp7, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp18[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                    auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp6 = tmp4 + tmp5;
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp12 = static_cast<float>(1.0);
                                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                    auto tmp14 = tmp13 - tmp8;
                                    auto tmp15 = tmp11 * tmp14;
                                    auto tmp16 = tmp15 + tmp13;
                                    auto tmp17 = tmp9 * tmp16;
                                    tmp17.store(tmp18 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                }
                                transpose_mxn<float,false>(tmp18, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), in_out_ptr0 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L), static_cast<int64_t>(8L), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
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


cpp_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                            auto tmp4 = in_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                            auto tmp2 = at::vec::Vectorized<float>(tmp0);
                            auto tmp3 = tmp2 * tmp1;
                            auto tmp5 = decltype(tmp4)(-tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp9 = tmp7 + tmp8;
                            tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                        }
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = decltype(tmp4)(1)/(decltype(tmp4)(1) + tmp4.neg().exp());
                                auto tmp7 = tmp6 * tmp5;
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp9 - tmp5;
                                auto tmp11 = tmp4 * tmp10;
                                auto tmp12 = tmp11 + tmp9;
                                auto tmp13 = tmp7 * tmp12;
                                tmp13.store(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        float tmp_acc1 = 0;
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp2 = tmp0 * tmp1;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp2, static_cast<int64_t>(8L));
                                    tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp0, static_cast<int64_t>(8L));
                                }
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                        {
                            tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                            tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(1)))
                            {
                                for (int64_t x1_tail = static_cast<int64_t>(0L);x1_tail < static_cast<int64_t>(4L); x1_tail++)
                                {
                                    auto tmp0 = out_ptr3[static_cast<int64_t>(2L*x1_tail + 8L*x0)];
                                    auto tmp1 = in_ptr1[static_cast<int64_t>(2L*x1_tail)];
                                    auto tmp3 = out_ptr3[static_cast<int64_t>(1L + 2L*x1_tail + 8L*x0)];
                                    auto tmp4 = in_ptr1[static_cast<int64_t>(1L + 2L*x1_tail)];
                                    auto tmp8 = out_ptr4[static_cast<int64_t>(2L*x1_tail + 8L*x0)];
                                    auto tmp10 = out_ptr4[static_cast<int64_t>(1L + 2L*x1_tail + 8L*x0)];
                                    auto tmp13 = in_ptr2[static_cast<int64_t>(x1_tail + 4L*x0)];
                                    auto tmp18 = in_ptr0[static_cast<int64_t>(x1_tail + 4L*x0)];
                                    auto tmp2 = float(tmp0 * tmp1);
                                    auto tmp5 = float(tmp3 * tmp4);
                                    auto tmp6 = float(tmp2 + tmp5);
                                    auto tmp7 = decltype(tmp6)(-tmp6);
                                    auto tmp9 = float(tmp8 * tmp1);
                                    auto tmp11 = float(tmp10 * tmp4);
                                    auto tmp12 = float(tmp9 + tmp11);
                                    auto tmp14 = float(tmp12 * tmp13);
                                    auto tmp15 = static_cast<float>(1.0);
                                    auto tmp16 = float(tmp15 * tmp14);
                                    auto tmp17 = float(tmp7 + tmp16);
                                    auto tmp19 = float(tmp17 * tmp18);
                                    auto tmp20 = float(tmp19 * tmp18);
                                    auto tmp21 = float(tmp20 * tmp18);
                                    auto tmp22 = ks0;
                                    auto tmp23 = c10::convert<float>(tmp22);
                                    auto tmp24 = static_cast<float>(2.0);
                                    auto tmp25 = tmp23 / tmp24;
                                    auto tmp26 = std::floor(tmp25);
                                    auto tmp27 = std::isinf(tmp23);
                                    auto tmp28 = !tmp27;
                                    auto tmp29 = std::isnan(tmp23);
                                    auto tmp30 = !tmp29;
                                    auto tmp31 = tmp28 && tmp30;
                                    auto tmp32 = static_cast<float>(0.0);
                                    auto tmp33 = tmp24 != tmp32;
                                    auto tmp34 = tmp27 && tmp33;
                                    auto tmp35 = tmp23 != tmp32;
                                    auto tmp36 = tmp31 && tmp35;
                                    auto tmp37 = std::isinf(tmp24);
                                    auto tmp38 = tmp23 < tmp32;
                                    auto tmp39 = tmp24 < tmp32;
                                    auto tmp40 = tmp38 != tmp39;
                                    auto tmp41 = tmp37 && tmp40;
                                    auto tmp42 = tmp36 && tmp41;
                                    auto tmp43 = static_cast<float>(-1.0);
                                    auto tmp44 = tmp42 ? tmp43 : tmp26;
                                    auto tmp45 = std::numeric_limits<float>::quiet_NaN();
                                    auto tmp46 = tmp34 ? tmp45 : tmp44;
                                    auto tmp47 = float(tmp24 * tmp46);
                                    auto tmp48 = ks1;
                                    auto tmp49 = c10::convert<float>(tmp48);
                                    auto tmp50 = tmp49 / tmp24;
                                    auto tmp51 = std::floor(tmp50);
                                    auto tmp52 = std::isinf(tmp49);
                                    auto tmp53 = !tmp52;
                                    auto tmp54 = std::isnan(tmp49);
                                    auto tmp55 = !tmp54;
                                    auto tmp56 = tmp53 && tmp55;
                                    auto tmp57 = tmp52 && tmp33;
                                    auto tmp58 = tmp49 != tmp32;
                                    auto tmp59 = tmp56 && tmp58;
                                    auto tmp60 = tmp49 < tmp32;
                                    auto tmp61 = tmp60 != tmp39;
                                    auto tmp62 = tmp37 && tmp61;
                                    auto tmp63 = tmp59 && tmp62;
                                    auto tmp64 = tmp63 ? tmp43 : tmp51;
                                    auto tmp65 = tmp57 ? tmp45 : tmp64;
                                    auto tmp66 = float(tmp47 * tmp65);
                                    auto tmp67 = c10::convert<double>(tmp66);
                                    auto tmp68 = static_cast<double>(1.0);
                                    auto tmp69 = tmp68 / tmp67;
                                    auto tmp70 = c10::convert<float>(tmp69);
                                    auto tmp71 = float(tmp21 * tmp70);
                                    auto tmp72 = float(tmp12 * tmp18);
                                    auto tmp73 = float(tmp72 * tmp70);
                                    out_ptr5[static_cast<int64_t>(x1_tail + 4L*x0)] = tmp71;
                                    out_ptr6[static_cast<int64_t>(x1_tail + 4L*x0)] = tmp73;
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
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                                auto tmp6 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(8L + x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(8L + x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp11 = in_ptr2[static_cast<int64_t>(4L + x0)];
                                auto tmp15 = in_ptr0[static_cast<int64_t>(4L + x0)];
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = tmp0 - tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 * tmp12;
                                auto tmp14 = tmp9 - tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp8 + tmp17;
                                tmp18.store(out_ptr7 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(8L + x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(2L); x3+=static_cast<int64_t>(1L))
                        {
                            {
                                {
                                    auto tmp0 = in_out_ptr0[static_cast<int64_t>(x3 + 2L*x2 + 8L*x1 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))];
                                    auto tmp1 = in_ptr0[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp2 = in_ptr1[static_cast<int64_t>(x3 + 2L*x2)];
                                    auto tmp5 = in_ptr4[static_cast<int64_t>(x3 + 2L*x2 + 8L*x1 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))];
                                    auto tmp6 = out_ptr5[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp10 = in_ptr2[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp12 = out_ptr6[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp3 = float(tmp1 * tmp2);
                                    auto tmp4 = float(tmp0 * tmp3);
                                    auto tmp7 = float(tmp5 * tmp6);
                                    auto tmp8 = float(tmp4 + tmp7);
                                    auto tmp9 = decltype(tmp6)(-tmp6);
                                    auto tmp11 = float(tmp9 * tmp10);
                                    auto tmp13 = float(tmp11 - tmp12);
                                    auto tmp14 = float(tmp8 + tmp13);
                                    out_ptr9[static_cast<int64_t>(x1 + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 2L*x2*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))] = tmp14;
                                }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr10 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                    tmp0.store(tmp1 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                }
                                transpose_mxn<float,false>(tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), out_ptr10 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L), static_cast<int64_t>(8L), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
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


cpp_fused__unsafe_index_put_add_mul_neg_new_zeros_silu_backward_slice_5 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int64_t* in_ptr5,
                       const int64_t* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr4 = in_out_ptr0;
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
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr3 + static_cast<int64_t>(x0));
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
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(1L))
                        {
                            {
                                {
                                    auto tmp0 = in_ptr0[static_cast<int64_t>(x1)];
                                    auto tmp9 = in_ptr1[static_cast<int64_t>(x2)];
                                    auto tmp18 = in_ptr2[static_cast<int64_t>(x3 + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 32L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))];
                                    auto tmp19 = in_ptr3[static_cast<int64_t>(x1)];
                                    auto tmp21 = in_ptr4[static_cast<int64_t>(x2)];
                                    auto tmp23 = in_ptr5[static_cast<int64_t>(x2)];
                                    auto tmp32 = in_ptr6[static_cast<int64_t>(x1)];
                                    auto tmp1 = c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L));
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp4 = tmp0 < 0;
                                    auto tmp5 = tmp4 ? tmp3 : tmp0;
                                    auto tmp6 = tmp5;
                                    auto tmp7 = c10::convert<int64_t>(tmp6);
                                    TORCH_CHECK((0 <= tmp7) & (tmp7 < c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))), "index out of bounds: 0 <= tmp7 < c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))");
                                    auto tmp10 = c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L));
                                    auto tmp11 = c10::convert<int64_t>(tmp10);
                                    auto tmp12 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp9) + static_cast<std::make_unsigned_t<int64_t>>(tmp11));
                                    auto tmp13 = tmp9 < 0;
                                    auto tmp14 = tmp13 ? tmp12 : tmp9;
                                    auto tmp15 = tmp14;
                                    auto tmp16 = c10::convert<int64_t>(tmp15);
                                    TORCH_CHECK((0 <= tmp16) & (tmp16 < c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))), "index out of bounds: 0 <= tmp16 < c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))");
                                    auto tmp20 = float(tmp18 * tmp19);
                                    auto tmp22 = float(tmp20 * tmp21);
                                    auto tmp24 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp23) + static_cast<std::make_unsigned_t<int64_t>>(tmp11));
                                    auto tmp25 = tmp23 < 0;
                                    auto tmp26 = tmp25 ? tmp24 : tmp23;
                                    auto tmp27 = tmp26;
                                    auto tmp28 = c10::convert<int64_t>(tmp27);
                                    TORCH_CHECK((0 <= tmp28) & (tmp28 < c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))), "index out of bounds: 0 <= tmp28 < c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))");
                                    auto tmp30 = decltype(tmp22)(-tmp22);
                                    auto tmp31 = float(tmp20 + tmp30);
                                    auto tmp33 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp32) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp34 = tmp32 < 0;
                                    auto tmp35 = tmp34 ? tmp33 : tmp32;
                                    auto tmp36 = tmp35;
                                    auto tmp37 = c10::convert<int64_t>(tmp36);
                                    TORCH_CHECK((0 <= tmp37) & (tmp37 < c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))), "index out of bounds: 0 <= tmp37 < c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))");
                                    auto tmp39 = decltype(tmp20)(-tmp20);
                                    auto tmp40 = float(tmp18 + tmp39);
                                    auto tmp41 = float(tmp40 * tmp21);
                                    auto tmp42 = decltype(tmp41)(-tmp41);
                                    auto tmp43 = float(tmp40 + tmp42);
                                    atomic_add(&out_ptr0[static_cast<int64_t>(tmp14 + tmp5*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))], static_cast<float>(tmp22));
                                    atomic_add(&out_ptr1[static_cast<int64_t>(tmp26 + tmp5*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))], static_cast<float>(tmp31));
                                    atomic_add(&out_ptr2[static_cast<int64_t>(tmp14 + tmp35*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))], static_cast<float>(tmp41));
                                    atomic_add(&out_ptr3[static_cast<int64_t>(tmp26 + tmp35*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))], static_cast<float>(tmp43));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp7[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(16));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp10[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr7 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L), tmp10, static_cast<int64_t>(16));
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(16));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp18[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp6 = tmp4 + tmp5;
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp12 = static_cast<float>(1.0);
                                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                    auto tmp14 = tmp13 - tmp8;
                                    auto tmp15 = tmp11 * tmp14;
                                    auto tmp16 = tmp15 + tmp13;
                                    auto tmp17 = tmp9 * tmp16;
                                    tmp17.store(tmp18 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(tmp18, static_cast<int64_t>(16), in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp7[16*16];
                                transpose_mxn<float,false>(out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp10[16*16];
                                transpose_mxn<float,false>(in_ptr7 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L), tmp10, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                transpose_mxn<float,false>(out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp18[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                    auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp6 = tmp4 + tmp5;
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp12 = static_cast<float>(1.0);
                                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                    auto tmp14 = tmp13 - tmp8;
                                    auto tmp15 = tmp11 * tmp14;
                                    auto tmp16 = tmp15 + tmp13;
                                    auto tmp17 = tmp9 * tmp16;
                                    tmp17.store(tmp18 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                }
                                transpose_mxn<float,false>(tmp18, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L), static_cast<int64_t>(16), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
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


cpp_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                            auto tmp4 = in_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                            auto tmp2 = at::vec::Vectorized<float>(tmp0);
                            auto tmp3 = tmp2 * tmp1;
                            auto tmp5 = decltype(tmp4)(-tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp9 = tmp7 + tmp8;
                            tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = decltype(tmp4)(1)/(decltype(tmp4)(1) + tmp4.neg().exp());
                                auto tmp7 = tmp6 * tmp5;
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp9 - tmp5;
                                auto tmp11 = tmp4 * tmp10;
                                auto tmp12 = tmp11 + tmp9;
                                auto tmp13 = tmp7 * tmp12;
                                tmp13.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        float tmp_acc1 = 0;
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 * tmp1;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp0;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x1 + 16L*x0));
                            tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(1)))
                            {
                                for (int64_t x1_tail = static_cast<int64_t>(0L);x1_tail < static_cast<int64_t>(4L); x1_tail++)
                                {
                                    auto tmp0 = out_ptr4[static_cast<int64_t>(4L*x1_tail + 16L*x0)];
                                    auto tmp1 = in_ptr1[static_cast<int64_t>(4L*x1_tail)];
                                    auto tmp3 = out_ptr4[static_cast<int64_t>(1L + 4L*x1_tail + 16L*x0)];
                                    auto tmp4 = in_ptr1[static_cast<int64_t>(1L + 4L*x1_tail)];
                                    auto tmp7 = out_ptr4[static_cast<int64_t>(2L + 4L*x1_tail + 16L*x0)];
                                    auto tmp8 = in_ptr1[static_cast<int64_t>(2L + 4L*x1_tail)];
                                    auto tmp11 = out_ptr4[static_cast<int64_t>(3L + 4L*x1_tail + 16L*x0)];
                                    auto tmp12 = in_ptr1[static_cast<int64_t>(3L + 4L*x1_tail)];
                                    auto tmp15 = out_ptr3[static_cast<int64_t>(4L*x1_tail + 16L*x0)];
                                    auto tmp17 = out_ptr3[static_cast<int64_t>(1L + 4L*x1_tail + 16L*x0)];
                                    auto tmp20 = out_ptr3[static_cast<int64_t>(2L + 4L*x1_tail + 16L*x0)];
                                    auto tmp23 = out_ptr3[static_cast<int64_t>(3L + 4L*x1_tail + 16L*x0)];
                                    auto tmp27 = in_ptr2[static_cast<int64_t>(x1_tail + 4L*x0)];
                                    auto tmp32 = in_ptr0[static_cast<int64_t>(x1_tail + 4L*x0)];
                                    auto tmp2 = float(tmp0 * tmp1);
                                    auto tmp5 = float(tmp3 * tmp4);
                                    auto tmp6 = float(tmp2 + tmp5);
                                    auto tmp9 = float(tmp7 * tmp8);
                                    auto tmp10 = float(tmp6 + tmp9);
                                    auto tmp13 = float(tmp11 * tmp12);
                                    auto tmp14 = float(tmp10 + tmp13);
                                    auto tmp16 = float(tmp15 * tmp1);
                                    auto tmp18 = float(tmp17 * tmp4);
                                    auto tmp19 = float(tmp16 + tmp18);
                                    auto tmp21 = float(tmp20 * tmp8);
                                    auto tmp22 = float(tmp19 + tmp21);
                                    auto tmp24 = float(tmp23 * tmp12);
                                    auto tmp25 = float(tmp22 + tmp24);
                                    auto tmp26 = decltype(tmp25)(-tmp25);
                                    auto tmp28 = float(tmp14 * tmp27);
                                    auto tmp29 = static_cast<float>(1.0);
                                    auto tmp30 = float(tmp29 * tmp28);
                                    auto tmp31 = float(tmp26 + tmp30);
                                    auto tmp33 = float(tmp31 * tmp32);
                                    auto tmp34 = float(tmp33 * tmp32);
                                    auto tmp35 = float(tmp34 * tmp32);
                                    auto tmp36 = ks0;
                                    auto tmp37 = c10::convert<float>(tmp36);
                                    auto tmp38 = static_cast<float>(4.0);
                                    auto tmp39 = tmp37 / tmp38;
                                    auto tmp40 = std::floor(tmp39);
                                    auto tmp41 = std::isinf(tmp37);
                                    auto tmp42 = !tmp41;
                                    auto tmp43 = std::isnan(tmp37);
                                    auto tmp44 = !tmp43;
                                    auto tmp45 = tmp42 && tmp44;
                                    auto tmp46 = static_cast<float>(0.0);
                                    auto tmp47 = tmp38 != tmp46;
                                    auto tmp48 = tmp41 && tmp47;
                                    auto tmp49 = tmp37 != tmp46;
                                    auto tmp50 = tmp45 && tmp49;
                                    auto tmp51 = std::isinf(tmp38);
                                    auto tmp52 = tmp37 < tmp46;
                                    auto tmp53 = tmp38 < tmp46;
                                    auto tmp54 = tmp52 != tmp53;
                                    auto tmp55 = tmp51 && tmp54;
                                    auto tmp56 = tmp50 && tmp55;
                                    auto tmp57 = static_cast<float>(-1.0);
                                    auto tmp58 = tmp56 ? tmp57 : tmp40;
                                    auto tmp59 = std::numeric_limits<float>::quiet_NaN();
                                    auto tmp60 = tmp48 ? tmp59 : tmp58;
                                    auto tmp61 = float(tmp38 * tmp60);
                                    auto tmp62 = ks1;
                                    auto tmp63 = c10::convert<float>(tmp62);
                                    auto tmp64 = tmp63 / tmp38;
                                    auto tmp65 = std::floor(tmp64);
                                    auto tmp66 = std::isinf(tmp63);
                                    auto tmp67 = !tmp66;
                                    auto tmp68 = std::isnan(tmp63);
                                    auto tmp69 = !tmp68;
                                    auto tmp70 = tmp67 && tmp69;
                                    auto tmp71 = tmp66 && tmp47;
                                    auto tmp72 = tmp63 != tmp46;
                                    auto tmp73 = tmp70 && tmp72;
                                    auto tmp74 = tmp63 < tmp46;
                                    auto tmp75 = tmp74 != tmp53;
                                    auto tmp76 = tmp51 && tmp75;
                                    auto tmp77 = tmp73 && tmp76;
                                    auto tmp78 = tmp77 ? tmp57 : tmp65;
                                    auto tmp79 = tmp71 ? tmp59 : tmp78;
                                    auto tmp80 = float(tmp61 * tmp79);
                                    auto tmp81 = c10::convert<double>(tmp80);
                                    auto tmp82 = static_cast<double>(1.0);
                                    auto tmp83 = tmp82 / tmp81;
                                    auto tmp84 = c10::convert<float>(tmp83);
                                    auto tmp85 = float(tmp35 * tmp84);
                                    auto tmp86 = float(tmp14 * tmp32);
                                    auto tmp87 = float(tmp86 * tmp84);
                                    out_ptr6[static_cast<int64_t>(x1_tail + 4L*x0)] = tmp85;
                                    out_ptr7[static_cast<int64_t>(x1_tail + 4L*x0)] = tmp87;
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
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                                auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                                auto tmp6 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(16L + x1 + 4L*x0), static_cast<int64_t>(4L));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(16L + x1 + 4L*x0), static_cast<int64_t>(4L));
                                auto tmp11 = in_ptr2[static_cast<int64_t>(4L + x0)];
                                auto tmp15 = in_ptr0[static_cast<int64_t>(4L + x0)];
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = tmp0 - tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 * tmp12;
                                auto tmp14 = tmp9 - tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp8 + tmp17;
                                tmp18.store(out_ptr8 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr9 + static_cast<int64_t>(x0));
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
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(4L); x3+=static_cast<int64_t>(1L))
                        {
                            {
                                {
                                    auto tmp0 = in_out_ptr0[static_cast<int64_t>(x3 + 4L*x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))];
                                    auto tmp1 = in_ptr0[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp2 = in_ptr1[static_cast<int64_t>(x3 + 4L*x2)];
                                    auto tmp5 = in_ptr4[static_cast<int64_t>(x3 + 4L*x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))];
                                    auto tmp6 = out_ptr6[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp10 = in_ptr2[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp12 = out_ptr7[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp3 = float(tmp1 * tmp2);
                                    auto tmp4 = float(tmp0 * tmp3);
                                    auto tmp7 = float(tmp5 * tmp6);
                                    auto tmp8 = float(tmp4 + tmp7);
                                    auto tmp9 = decltype(tmp6)(-tmp6);
                                    auto tmp11 = float(tmp9 * tmp10);
                                    auto tmp13 = float(tmp11 - tmp12);
                                    auto tmp14 = float(tmp8 + tmp13);
                                    out_ptr10[static_cast<int64_t>(x1 + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 4L*x2*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))] = tmp14;
                                }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr11 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                    tmp0.store(tmp1 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                }
                                transpose_mxn<float,false>(tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), out_ptr11 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L), static_cast<int64_t>(16), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
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


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_7 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*', 'int64_t*', 'int64_t*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2,
                       float* out_ptr3,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
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
                                    auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 16L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp1 = 4L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                    auto tmp5 = tmp3 + tmp4;
                                    auto tmp6 = static_cast<int64_t>(0);
                                    auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                    auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                                    auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, inductor_vec_mask_cast<int64_t,2>(tmp8));
                                    auto tmp10 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp9.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp11 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp10[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(4L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 4L");
                                    auto tmp13 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp10[x3_inner] + (-2L)*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x3_inner]), static_cast<int64_t>(2L))) + 2L*x2 + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x3_inner]), static_cast<int64_t>(2L))) + 2L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))));
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    tmp13.store(out_ptr1 + static_cast<int64_t>(x3 + 16L*x2 + 16L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(out_ptr1 + static_cast<int64_t>(16L*x0 + 16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(16L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(16L)))), static_cast<int64_t>(16));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(16L*x0 + 16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(16L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(16L)))), static_cast<int64_t>(16));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused_add_max_pool2d_with_indices_backward_silu_backward_slice_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L)))) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp3[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr2 + static_cast<int64_t>(x1 + x2*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), tmp3, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(16L + x2 + 32L*x1 + 32L*x1_inner + 32L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(tmp3 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp6 = tmp5 * tmp1;
                                    auto tmp7 = static_cast<float>(1.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp8 - tmp1;
                                    auto tmp10 = tmp0 * tmp9;
                                    auto tmp11 = tmp10 + tmp8;
                                    auto tmp12 = tmp6 * tmp11;
                                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                }
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp3[16*16];
                                transpose_mxn<float,false>(in_ptr2 + static_cast<int64_t>(x1 + x2*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), tmp3, static_cast<int64_t>(16), static_cast<int64_t>(16), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(16L + x2 + 32L*x1 + 32L*x1_inner + 32L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(tmp3 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp6 = tmp5 * tmp1;
                                    auto tmp7 = static_cast<float>(1.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp8 - tmp1;
                                    auto tmp10 = tmp0 * tmp9;
                                    auto tmp11 = tmp10 + tmp8;
                                    auto tmp12 = tmp6 * tmp11;
                                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
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


cpp_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                            auto tmp4 = in_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                            auto tmp2 = at::vec::Vectorized<float>(tmp0);
                            auto tmp3 = tmp2 * tmp1;
                            auto tmp5 = decltype(tmp4)(-tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp9 = tmp7 + tmp8;
                            tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = decltype(tmp4)(1)/(decltype(tmp4)(1) + tmp4.neg().exp());
                                auto tmp7 = tmp6 * tmp5;
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp9 - tmp5;
                                auto tmp11 = tmp4 * tmp10;
                                auto tmp12 = tmp11 + tmp9;
                                auto tmp13 = tmp7 * tmp12;
                                tmp13.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        float tmp_acc1 = 0;
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 * tmp1;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp0;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x1 + 16L*x0));
                            tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(1)))
                            {
                                for (int64_t x1_tail = static_cast<int64_t>(0L);x1_tail < static_cast<int64_t>(4L); x1_tail++)
                                {
                                    auto tmp0 = out_ptr4[static_cast<int64_t>(4L*x1_tail + 16L*x0)];
                                    auto tmp1 = in_ptr1[static_cast<int64_t>(4L*x1_tail)];
                                    auto tmp3 = out_ptr4[static_cast<int64_t>(1L + 4L*x1_tail + 16L*x0)];
                                    auto tmp4 = in_ptr1[static_cast<int64_t>(1L + 4L*x1_tail)];
                                    auto tmp7 = out_ptr4[static_cast<int64_t>(2L + 4L*x1_tail + 16L*x0)];
                                    auto tmp8 = in_ptr1[static_cast<int64_t>(2L + 4L*x1_tail)];
                                    auto tmp11 = out_ptr4[static_cast<int64_t>(3L + 4L*x1_tail + 16L*x0)];
                                    auto tmp12 = in_ptr1[static_cast<int64_t>(3L + 4L*x1_tail)];
                                    auto tmp15 = out_ptr3[static_cast<int64_t>(4L*x1_tail + 16L*x0)];
                                    auto tmp17 = out_ptr3[static_cast<int64_t>(1L + 4L*x1_tail + 16L*x0)];
                                    auto tmp20 = out_ptr3[static_cast<int64_t>(2L + 4L*x1_tail + 16L*x0)];
                                    auto tmp23 = out_ptr3[static_cast<int64_t>(3L + 4L*x1_tail + 16L*x0)];
                                    auto tmp27 = in_ptr2[static_cast<int64_t>(x1_tail + 4L*x0)];
                                    auto tmp32 = in_ptr0[static_cast<int64_t>(x1_tail + 4L*x0)];
                                    auto tmp2 = float(tmp0 * tmp1);
                                    auto tmp5 = float(tmp3 * tmp4);
                                    auto tmp6 = float(tmp2 + tmp5);
                                    auto tmp9 = float(tmp7 * tmp8);
                                    auto tmp10 = float(tmp6 + tmp9);
                                    auto tmp13 = float(tmp11 * tmp12);
                                    auto tmp14 = float(tmp10 + tmp13);
                                    auto tmp16 = float(tmp15 * tmp1);
                                    auto tmp18 = float(tmp17 * tmp4);
                                    auto tmp19 = float(tmp16 + tmp18);
                                    auto tmp21 = float(tmp20 * tmp8);
                                    auto tmp22 = float(tmp19 + tmp21);
                                    auto tmp24 = float(tmp23 * tmp12);
                                    auto tmp25 = float(tmp22 + tmp24);
                                    auto tmp26 = decltype(tmp25)(-tmp25);
                                    auto tmp28 = float(tmp14 * tmp27);
                                    auto tmp29 = static_cast<float>(1.0);
                                    auto tmp30 = float(tmp29 * tmp28);
                                    auto tmp31 = float(tmp26 + tmp30);
                                    auto tmp33 = float(tmp31 * tmp32);
                                    auto tmp34 = float(tmp33 * tmp32);
                                    auto tmp35 = float(tmp34 * tmp32);
                                    auto tmp36 = ks0;
                                    auto tmp37 = c10::convert<float>(tmp36);
                                    auto tmp38 = static_cast<float>(2.0);
                                    auto tmp39 = tmp37 / tmp38;
                                    auto tmp40 = std::floor(tmp39);
                                    auto tmp41 = std::isinf(tmp37);
                                    auto tmp42 = !tmp41;
                                    auto tmp43 = std::isnan(tmp37);
                                    auto tmp44 = !tmp43;
                                    auto tmp45 = tmp42 && tmp44;
                                    auto tmp46 = static_cast<float>(0.0);
                                    auto tmp47 = tmp38 != tmp46;
                                    auto tmp48 = tmp41 && tmp47;
                                    auto tmp49 = tmp37 != tmp46;
                                    auto tmp50 = tmp45 && tmp49;
                                    auto tmp51 = std::isinf(tmp38);
                                    auto tmp52 = tmp37 < tmp46;
                                    auto tmp53 = tmp38 < tmp46;
                                    auto tmp54 = tmp52 != tmp53;
                                    auto tmp55 = tmp51 && tmp54;
                                    auto tmp56 = tmp50 && tmp55;
                                    auto tmp57 = static_cast<float>(-1.0);
                                    auto tmp58 = tmp56 ? tmp57 : tmp40;
                                    auto tmp59 = std::numeric_limits<float>::quiet_NaN();
                                    auto tmp60 = tmp48 ? tmp59 : tmp58;
                                    auto tmp61 = static_cast<float>(4.0);
                                    auto tmp62 = float(tmp61 * tmp60);
                                    auto tmp63 = ks1;
                                    auto tmp64 = c10::convert<float>(tmp63);
                                    auto tmp65 = tmp64 / tmp38;
                                    auto tmp66 = std::floor(tmp65);
                                    auto tmp67 = std::isinf(tmp64);
                                    auto tmp68 = !tmp67;
                                    auto tmp69 = std::isnan(tmp64);
                                    auto tmp70 = !tmp69;
                                    auto tmp71 = tmp68 && tmp70;
                                    auto tmp72 = tmp67 && tmp47;
                                    auto tmp73 = tmp64 != tmp46;
                                    auto tmp74 = tmp71 && tmp73;
                                    auto tmp75 = tmp64 < tmp46;
                                    auto tmp76 = tmp75 != tmp53;
                                    auto tmp77 = tmp51 && tmp76;
                                    auto tmp78 = tmp74 && tmp77;
                                    auto tmp79 = tmp78 ? tmp57 : tmp66;
                                    auto tmp80 = tmp72 ? tmp59 : tmp79;
                                    auto tmp81 = float(tmp62 * tmp80);
                                    auto tmp82 = c10::convert<double>(tmp81);
                                    auto tmp83 = static_cast<double>(1.0);
                                    auto tmp84 = tmp83 / tmp82;
                                    auto tmp85 = c10::convert<float>(tmp84);
                                    auto tmp86 = float(tmp35 * tmp85);
                                    auto tmp87 = float(tmp14 * tmp32);
                                    auto tmp88 = float(tmp87 * tmp85);
                                    out_ptr6[static_cast<int64_t>(x1_tail + 4L*x0)] = tmp86;
                                    out_ptr7[static_cast<int64_t>(x1_tail + 4L*x0)] = tmp88;
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
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                                auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                                auto tmp6 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(16L + x1 + 4L*x0), static_cast<int64_t>(4L));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(16L + x1 + 4L*x0), static_cast<int64_t>(4L));
                                auto tmp11 = in_ptr2[static_cast<int64_t>(4L + x0)];
                                auto tmp15 = in_ptr0[static_cast<int64_t>(4L + x0)];
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = tmp0 - tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 * tmp12;
                                auto tmp14 = tmp9 - tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp8 + tmp17;
                                tmp18.store(out_ptr8 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(16L + x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr9 + static_cast<int64_t>(x0));
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
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(4L); x3+=static_cast<int64_t>(1L))
                        {
                            {
                                {
                                    auto tmp0 = in_out_ptr0[static_cast<int64_t>(x3 + 4L*x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))];
                                    auto tmp1 = in_ptr0[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp2 = in_ptr1[static_cast<int64_t>(x3 + 4L*x2)];
                                    auto tmp5 = in_ptr4[static_cast<int64_t>(x3 + 4L*x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))];
                                    auto tmp6 = out_ptr6[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp10 = in_ptr2[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp12 = out_ptr7[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp3 = float(tmp1 * tmp2);
                                    auto tmp4 = float(tmp0 * tmp3);
                                    auto tmp7 = float(tmp5 * tmp6);
                                    auto tmp8 = float(tmp4 + tmp7);
                                    auto tmp9 = decltype(tmp6)(-tmp6);
                                    auto tmp11 = float(tmp9 * tmp10);
                                    auto tmp13 = float(tmp11 - tmp12);
                                    auto tmp14 = float(tmp8 + tmp13);
                                    out_ptr10[static_cast<int64_t>(x1 + x3*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 4L*x2*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))] = tmp14;
                                }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr11 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x2 + x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                    tmp0.store(tmp1 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                                }
                                transpose_mxn<float,false>(tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), out_ptr11 + static_cast<int64_t>(x1 + 16L*x2 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L), static_cast<int64_t>(16), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
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


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_10 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*', 'int64_t*', 'int64_t*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2,
                       float* out_ptr3,
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
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
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
                                    auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 8L*x2 + 8L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp1 = 4L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                    auto tmp5 = tmp3 + tmp4;
                                    auto tmp6 = static_cast<int64_t>(0);
                                    auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                    auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                                    auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, inductor_vec_mask_cast<int64_t,2>(tmp8));
                                    auto tmp10 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp9.store(tmpbuf.data(), static_cast<int64_t>(8L));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp11 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(8L); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp10[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8L));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>::set(at::vec::VecMask<int64_t,2>::from(1), (at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(4L)))), static_cast<int64_t>(8L))).all_masked(), "index out of bounds: 0 <= tmp11 < 4L");
                                    auto tmp13 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(8L); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp10[x3_inner] + (-2L)*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x3_inner]), static_cast<int64_t>(2L))) + 2L*x2 + ks0*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x3_inner]), static_cast<int64_t>(2L))) + 2L*ks0*x1);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8L));
                                    }
                                    ()
                                    ;
                                    tmp13.store(out_ptr1 + static_cast<int64_t>(x3 + 8L*x2 + 8L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = out_ptr1[static_cast<int64_t>(8L*x0 + 8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(8L))))];
                            out_ptr2[static_cast<int64_t>(x1 + 16L*x0)] = tmp0;
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(8L*x0 + 8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(8L))))];
                            out_ptr3[static_cast<int64_t>(x1 + 16L*x0)] = tmp0;
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


cpp_fused_add_max_pool2d_with_indices_backward_silu_backward_slice_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0*ks1); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp3[16*16];
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(in_ptr2 + static_cast<int64_t>(x1 + ks0*ks1*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(ks0*ks1), tmp3, static_cast<int64_t>(8L));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(8L + x2 + 16L*x1 + 16L*x1_inner + 16L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(tmp3 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8L));
                                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp6 = tmp5 * tmp1;
                                    auto tmp7 = static_cast<float>(1.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp8 - tmp1;
                                    auto tmp10 = tmp0 * tmp9;
                                    auto tmp11 = tmp10 + tmp8;
                                    auto tmp12 = tmp6 * tmp11;
                                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                }
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks0*ks1) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp3[16*16];
                                transpose_mxn<float,false>(in_ptr2 + static_cast<int64_t>(x1 + ks0*ks1*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(ks0*ks1), tmp3, static_cast<int64_t>(8L), static_cast<int64_t>(8L), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(8L + x2 + 16L*x1 + 16L*x1_inner + 16L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(tmp3 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8L));
                                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp6 = tmp5 * tmp1;
                                    auto tmp7 = static_cast<float>(1.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp8 - tmp1;
                                    auto tmp10 = tmp0 * tmp9;
                                    auto tmp11 = tmp10 + tmp8;
                                    auto tmp12 = tmp6 * tmp11;
                                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
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
        primals_3, primals_4, sym_size_int_4, sym_size_int_5, sym_size_int_8, sym_size_int_9, floordiv, floordiv_1, sym_size_int_10, sym_size_int_11, mul_43, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_19, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_31, primals_32, primals_34, convolution, getitem_1, rsqrt, div, convolution_1, getitem_2, getitem_3, convolution_2, getitem_5, rsqrt_1, div_2, convolution_3, getitem_6, getitem_7, convolution_4, getitem_9, rsqrt_2, div_4, convolution_5, convert_element_type_1, clamp_max, convert_element_type_3, clamp_max_1, clamp_max_2, clamp_max_3, cat, convolution_6, getitem_11, rsqrt_3, div_6, convolution_7, convert_element_type_5, clamp_max_4, convert_element_type_7, clamp_max_5, clamp_max_6, clamp_max_7, cat_1, convolution_8, getitem_13, rsqrt_4, div_8, convolution_9, div_9, tangents_1 = args
        args.clear()
        s53 = primals_3
        s0 = primals_4
        assert_size_stride(tangents_1, (2, 2, s53, s0), (2*s0*s53, s0*s53, s0, 1), 'input')
        buf0 = empty_strided_cpu((2, 2, s53, s0), (2*s0*s53, 1, 2*s0, 2), torch.float32)
        assert_size_stride_grouped((div_9, primals_34), ((2, 8, s53, s0), (2, 8, 1, 1)), ((8*s0*s53, 1, 8*s0, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_0(tangents_1, buf0, s0, s53)
        del tangents_1
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf1 = torch.ops.aten.convolution_backward.default(buf0, div_9, primals_34, [2], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf0
        del div_9
        del primals_34
        buf2 = buf1[0]
        assert_tensor_metadata(buf2, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf2 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf3 = buf1[1]
        assert_tensor_metadata(buf3, (2, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf3 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf4 = buf1[2]
        assert_tensor_metadata(buf4, (2, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf4 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf1
        assert_size_stride(convolution_9, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), 'input')
        buf6 = buf2; del buf2  # reuse
        assert_size_stride_grouped((div_8, primals_32), ((2, 8, s53, s0), (8, 8, 3, 3)), ((8*s0*s53, 1, 8*s0, 8), (72, 1, 24, 8)), 'input')
        cpp_fused_silu_backward_1(buf6, convolution_9, s0, s53)
        del convolution_9
        # Topologically Sorted Source Nodes: [mul_93, sub_26, mul_94, add_43, mul_95, convolution_backward_1], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf7 = torch.ops.aten.convolution_backward.default(buf6, div_8, primals_32, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf6
        del div_8
        del primals_32
        buf8 = buf7[0]
        assert_tensor_metadata(buf8, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf9 = buf7[1]
        assert_tensor_metadata(buf9, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf9 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf10 = buf7[2]
        assert_tensor_metadata(buf10, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf10 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf7
        assert_size_stride_grouped((rsqrt_4, primals_30, getitem_13, primals_31), ((2, 4, 1, 1), (8, ), (2, 4, 1, 1), (8, )), ((4, 1, 4, 4), (1, ), (4, 1, 4, 4), (1, )), 'input')
        buf11 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        buf12 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        assert_size_stride(convolution_8, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), 'input')
        buf14 = buf8; del buf8  # reuse
        buf15 = empty_strided_cpu((2, 8), (8, 1), torch.float32)
        buf16 = empty_strided_cpu((2, 8), (8, 1), torch.float32)
        buf17 = empty_strided_cpu((2, 4), (4, 1), torch.float32)
        buf18 = empty_strided_cpu((4, 2), (2, 1), torch.float32)
        buf19 = empty_strided_cpu((8, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((2, 4, 2, s0*s53), (8*s0*s53, 2*s0*s53, s0*s53, 1), torch.float32)
        buf21 = empty_strided_cpu((2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32)
        assert_size_stride_grouped((cat_1, primals_28), ((2, 16, s53, s0), (8, 16, 3, 3)), ((16*s0*s53, 1, 16*s0, 16), (144, 1, 48, 16)), 'input')
        cpp_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_2(buf14, rsqrt_4, primals_30, getitem_13, primals_31, convolution_8, buf11, buf12, buf15, buf16, buf17, buf18, buf19, buf20, buf21, s0, s53)
        del buf14
        del convolution_8
        del getitem_13
        del primals_30
        del primals_31
        del rsqrt_4
        # Topologically Sorted Source Nodes: [unsqueeze_20, mul_101, view_22, sum_4, input_22, unsqueeze_22, view_23, mul_102, neg_16, mul_108, mul_109, sub_28, unsqueeze_23, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, view_24, mul_111, mul_112, add_45, add_46, view_26, convolution_backward_2], Original ATen: [aten.native_group_norm_backward, aten.native_group_norm, aten.convolution_backward]
        buf22 = torch.ops.aten.convolution_backward.default(buf21, cat_1, primals_28, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del cat_1
        del primals_28
        buf23 = buf22[0]
        assert_tensor_metadata(buf23, (2, 16, s53, s0), (16*s0*s53, 1, 16*s0, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf24 = buf22[1]
        assert_tensor_metadata(buf24, (8, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf24 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf25 = buf22[2]
        assert_tensor_metadata(buf25, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf25 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf22
        buf26 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
        buf28 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
        buf30 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
        buf32 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), s0 // 2, 1), torch.float32)
        assert_size_stride_grouped((clamp_max_4, clamp_max_5, clamp_max_7, clamp_max_6, convert_element_type_7, convert_element_type_5), ((s53, 1), (s0, ), (s53, 1), (s0, ), (s0, ), (s53, 1)), ((1, 1), (1, ), (1, 1), (1, ), (1, ), (1, 1)), 'input')
        assert_size_stride(convolution_7, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), 'input')
        buf34 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32)
        buf35 = buf34; del buf34  # reuse
        assert_size_stride_grouped((div_6, primals_26), ((2, 8, s53 // 2, s0 // 2), (8, 8, 3, 3)), ((8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), (72, 1, 24, 8)), 'input')
        cpp_fused__unsafe_index_put_add_mul_neg_new_zeros_silu_backward_slice_3(buf35, clamp_max_4, clamp_max_5, buf23, clamp_max_7, clamp_max_6, convert_element_type_7, convert_element_type_5, convolution_7, buf26, buf28, buf30, buf32, s0, s53)
        del buf26
        del buf28
        del buf30
        del clamp_max_4
        del clamp_max_5
        del clamp_max_6
        del clamp_max_7
        del convert_element_type_5
        del convert_element_type_7
        del convolution_7
        # Topologically Sorted Source Nodes: [add_50, add_51, add_52, mul_118, sub_30, mul_119, add_53, mul_120, convolution_backward_3], Original ATen: [aten.add, aten.silu_backward, aten.convolution_backward]
        buf36 = torch.ops.aten.convolution_backward.default(buf35, div_6, primals_26, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_6
        del primals_26
        buf37 = buf36[0]
        assert_tensor_metadata(buf37, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf37 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf38 = buf36[1]
        assert_tensor_metadata(buf38, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf39 = buf36[2]
        assert_tensor_metadata(buf39, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf39 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf36
        assert_size_stride_grouped((rsqrt_3, primals_24, getitem_11, primals_25), ((2, 4, 1, 1), (8, ), (2, 4, 1, 1), (8, )), ((4, 1, 4, 4), (1, ), (4, 1, 4, 4), (1, )), 'input')
        buf40 = reinterpret_tensor(buf16, (2, 4, 2, 1), (8, 2, 1, 1), 0); del buf16  # reuse
        buf41 = reinterpret_tensor(buf15, (2, 4, 2, 1), (8, 2, 1, 1), 0); del buf15  # reuse
        assert_size_stride(convolution_6, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), 'input')
        buf43 = buf37; del buf37  # reuse
        buf44 = reinterpret_tensor(buf12, (2, 8), (8, 1), 0); del buf12  # reuse
        buf45 = reinterpret_tensor(buf11, (2, 8), (8, 1), 0); del buf11  # reuse
        buf46 = buf17; del buf17  # reuse
        buf47 = empty_strided_cpu((2, 4), (4, 1), torch.float32)
        buf48 = empty_strided_cpu((4, 2), (2, 1), torch.float32)
        buf49 = empty_strided_cpu((8, ), (1, ), torch.float32)
        buf50 = reinterpret_tensor(buf35, (2, 4, 2, (s0 // 2)*(s53 // 2)), (8*(s0 // 2)*(s53 // 2), 2*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), 1), 0); del buf35  # reuse
        buf51 = reinterpret_tensor(buf32, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), 0); del buf32  # reuse
        assert_size_stride_grouped((cat, primals_22), ((2, 32, s53 // 2, s0 // 2), (8, 32, 3, 3)), ((32*(s0 // 2)*(s53 // 2), 1, 32*(s0 // 2), 32), (288, 1, 96, 32)), 'input')
        cpp_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4(buf43, rsqrt_3, primals_24, getitem_11, primals_25, convolution_6, buf40, buf41, buf44, buf45, buf46, buf47, buf48, buf49, buf50, buf51, s0, s53)
        del buf43
        del buf50
        del convolution_6
        del getitem_11
        del primals_24
        del primals_25
        del rsqrt_3
        # Topologically Sorted Source Nodes: [input_17, unsqueeze_32, view_34, mul_127, neg_21, mul_133, sub_32, unsqueeze_33, unsqueeze_34, unsqueeze_35, unsqueeze_36, unsqueeze_37, view_35, mul_136, mul_137, add_55, add_56, view_37, convolution_backward_4], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
        buf52 = torch.ops.aten.convolution_backward.default(buf51, cat, primals_22, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del cat
        del primals_22
        buf53 = buf52[0]
        assert_tensor_metadata(buf53, (2, 32, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), 1, 32*(s0 // 2), 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf53 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf54 = buf52[1]
        assert_tensor_metadata(buf54, (8, 32, 3, 3), (288, 1, 96, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf54 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf55 = buf52[2]
        assert_tensor_metadata(buf55, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf55 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf52
        buf56 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
        buf58 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
        buf60 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
        buf62 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), s0 // 4, 1), torch.float32)
        assert_size_stride_grouped((clamp_max, clamp_max_1, clamp_max_3, clamp_max_2, convert_element_type_3, convert_element_type_1), ((s53 // 2, 1), (s0 // 2, ), (s53 // 2, 1), (s0 // 2, ), (s0 // 2, ), (s53 // 2, 1)), ((1, 1), (1, ), (1, 1), (1, ), (1, ), (1, 1)), 'input')
        assert_size_stride(convolution_5, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), 'input')
        buf64 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32)
        buf65 = buf64; del buf64  # reuse
        assert_size_stride_grouped((div_4, primals_20), ((2, 16, s53 // 4, s0 // 4), (16, 16, 3, 3)), ((16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), (144, 1, 48, 16)), 'input')
        cpp_fused__unsafe_index_put_add_mul_neg_new_zeros_silu_backward_slice_5(buf65, clamp_max, clamp_max_1, buf53, clamp_max_3, clamp_max_2, convert_element_type_3, convert_element_type_1, convolution_5, buf56, buf58, buf60, buf62, s0, s53)
        del buf56
        del buf58
        del buf60
        del clamp_max
        del clamp_max_1
        del clamp_max_2
        del clamp_max_3
        del convert_element_type_1
        del convert_element_type_3
        del convolution_5
        # Topologically Sorted Source Nodes: [add_60, add_61, add_62, mul_143, sub_34, mul_144, add_63, mul_145, convolution_backward_5], Original ATen: [aten.add, aten.silu_backward, aten.convolution_backward]
        buf66 = torch.ops.aten.convolution_backward.default(buf65, div_4, primals_20, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_4
        del primals_20
        buf67 = buf66[0]
        assert_tensor_metadata(buf67, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf67 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf68 = buf66[1]
        assert_tensor_metadata(buf68, (16, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf68 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf69 = buf66[2]
        assert_tensor_metadata(buf69, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf69 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf66
        assert_size_stride_grouped((rsqrt_2, primals_18, getitem_9, primals_19), ((2, 4, 1, 1), (16, ), (2, 4, 1, 1), (16, )), ((4, 1, 4, 4), (1, ), (4, 1, 4, 4), (1, )), 'input')
        buf70 = empty_strided_cpu((2, 4, 4, 1), (16, 4, 1, 1), torch.float32)
        buf71 = empty_strided_cpu((2, 4, 4, 1), (16, 4, 1, 1), torch.float32)
        assert_size_stride(convolution_4, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), 'input')
        buf73 = buf67; del buf67  # reuse
        buf74 = empty_strided_cpu((2, 16), (16, 1), torch.float32)
        buf75 = empty_strided_cpu((2, 16), (16, 1), torch.float32)
        buf77 = buf47; del buf47  # reuse
        buf78 = buf46; del buf46  # reuse
        buf79 = reinterpret_tensor(buf45, (4, 4), (4, 1), 0); del buf45  # reuse
        buf80 = reinterpret_tensor(buf44, (16, ), (1, ), 0); del buf44  # reuse
        buf81 = reinterpret_tensor(buf65, (2, 4, 4, (s0 // 4)*(s53 // 4)), (16*(s0 // 4)*(s53 // 4), 4*(s0 // 4)*(s53 // 4), (s0 // 4)*(s53 // 4), 1), 0); del buf65  # reuse
        buf82 = reinterpret_tensor(buf62, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), 0); del buf62  # reuse
        assert_size_stride_grouped((getitem_6, primals_16), ((2, 16, s53 // 4, s0 // 4), (16, 16, 3, 3)), ((16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), (144, 1, 48, 16)), 'input')
        cpp_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_6(buf73, rsqrt_2, primals_18, getitem_9, primals_19, convolution_4, buf70, buf71, buf74, buf75, buf77, buf78, buf79, buf80, buf81, buf82, s0, s53)
        del buf73
        del buf81
        del convolution_4
        del getitem_9
        del primals_18
        del primals_19
        del rsqrt_2
        # Topologically Sorted Source Nodes: [input_12, unsqueeze_42, view_45, mul_152, neg_26, mul_158, sub_36, unsqueeze_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, view_46, mul_161, mul_162, add_65, add_66, view_48, convolution_backward_6], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
        buf83 = torch.ops.aten.convolution_backward.default(buf82, getitem_6, primals_16, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del getitem_6
        del primals_16
        buf84 = buf83[0]
        assert_tensor_metadata(buf84, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf84 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf85 = buf83[1]
        assert_tensor_metadata(buf85, (16, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf85 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf86 = buf83[2]
        assert_tensor_metadata(buf86, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf86 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf83
        buf87 = empty_strided_cpu((32, (s0 // 2)*(s53 // 2)), ((s0 // 2)*(s53 // 2), 1), torch.float32)
        assert_size_stride(getitem_7, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), 'input')
        buf88 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.int64)
        buf89 = empty_strided_cpu((32, (s0 // 4)*(s53 // 4)), (1, 32), torch.int64)
        buf90 = reinterpret_tensor(buf82, (32, (s0 // 4)*(s53 // 4)), (1, 32), 0); del buf82  # reuse
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_7(getitem_7, buf84, buf87, buf88, buf89, buf90, s0, s53)
        del buf84
        del buf88
        del getitem_7
        aten.scatter_reduce_.two(buf87,1,buf89,buf90, reduce='sum', include_self=True)
        del buf89
        del buf90
        assert_size_stride(convolution_3, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), 'input')
        buf92 = empty_strided_cpu((2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), torch.float32)
        buf93 = buf92; del buf92  # reuse
        assert_size_stride_grouped((div_2, primals_14), ((2, 16, s53 // 2, s0 // 2), (16, 16, 3, 3)), ((16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), (144, 1, 48, 16)), 'input')
        cpp_fused_add_max_pool2d_with_indices_backward_silu_backward_slice_8(buf93, convolution_3, buf53, buf87, s0, s53)
        del buf53
        del convolution_3
        # Topologically Sorted Source Nodes: [slice_4, view_54, add_67, mul_168, sub_38, mul_169, add_68, mul_170, convolution_backward_7], Original ATen: [aten.slice, aten.max_pool2d_with_indices_backward, aten.add, aten.silu_backward, aten.convolution_backward]
        buf94 = torch.ops.aten.convolution_backward.default(buf93, div_2, primals_14, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_2
        del primals_14
        buf95 = buf94[0]
        assert_tensor_metadata(buf95, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf95 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf96 = buf94[1]
        assert_tensor_metadata(buf96, (16, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf96 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf97 = buf94[2]
        assert_tensor_metadata(buf97, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf97 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf94
        assert_size_stride_grouped((rsqrt_1, primals_12, getitem_5, primals_13), ((2, 4, 1, 1), (16, ), (2, 4, 1, 1), (16, )), ((4, 1, 4, 4), (1, ), (4, 1, 4, 4), (1, )), 'input')
        buf98 = reinterpret_tensor(buf75, (2, 4, 4, 1), (16, 4, 1, 1), 0); del buf75  # reuse
        buf99 = reinterpret_tensor(buf74, (2, 4, 4, 1), (16, 4, 1, 1), 0); del buf74  # reuse
        assert_size_stride(convolution_2, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), 'input')
        buf101 = buf95; del buf95  # reuse
        buf102 = reinterpret_tensor(buf71, (2, 16), (16, 1), 0); del buf71  # reuse
        buf103 = reinterpret_tensor(buf70, (2, 16), (16, 1), 0); del buf70  # reuse
        buf105 = buf78; del buf78  # reuse
        buf106 = buf77; del buf77  # reuse
        buf107 = reinterpret_tensor(buf41, (4, 4), (4, 1), 0); del buf41  # reuse
        buf108 = reinterpret_tensor(buf40, (16, ), (1, ), 0); del buf40  # reuse
        buf109 = reinterpret_tensor(buf93, (2, 4, 4, (s0 // 2)*(s53 // 2)), (16*(s0 // 2)*(s53 // 2), 4*(s0 // 2)*(s53 // 2), (s0 // 2)*(s53 // 2), 1), 0); del buf93  # reuse
        buf110 = reinterpret_tensor(buf87, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), 0); del buf87  # reuse
        assert_size_stride_grouped((getitem_2, primals_10), ((2, 8, s53 // 2, s0 // 2), (16, 8, 3, 3)), ((8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), (72, 1, 24, 8)), 'input')
        cpp_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_9(buf101, rsqrt_1, primals_12, getitem_5, primals_13, convolution_2, buf98, buf99, buf102, buf103, buf105, buf106, buf107, buf108, buf109, buf110, s0, s53)
        del buf101
        del buf102
        del buf103
        del buf109
        del buf98
        del buf99
        del convolution_2
        del getitem_5
        del primals_12
        del primals_13
        del rsqrt_1
        # Topologically Sorted Source Nodes: [input_7, unsqueeze_52, view_59, mul_177, neg_28, mul_183, sub_40, unsqueeze_53, unsqueeze_54, unsqueeze_55, unsqueeze_56, unsqueeze_57, view_60, mul_186, mul_187, add_70, add_71, view_62, convolution_backward_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
        buf111 = torch.ops.aten.convolution_backward.default(buf110, getitem_2, primals_10, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf110
        del getitem_2
        del primals_10
        buf112 = buf111[0]
        assert_tensor_metadata(buf112, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf112 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf113 = buf111[1]
        assert_tensor_metadata(buf113, (16, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf113 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf114 = buf111[2]
        assert_tensor_metadata(buf114, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf114 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf111
        buf115 = reinterpret_tensor(buf21, (16, s0*s53), (s0*s53, 1), 0); del buf21  # reuse
        assert_size_stride(getitem_3, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), 'input')
        buf116 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.int64)
        buf117 = empty_strided_cpu((16, (s0 // 2)*(s53 // 2)), (1, 16), torch.int64)
        buf118 = reinterpret_tensor(buf51, (16, (s0 // 2)*(s53 // 2)), (1, 16), 0); del buf51  # reuse
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_10(getitem_3, buf112, buf115, buf116, buf117, buf118, s0, s53)
        del buf112
        del buf116
        del getitem_3
        aten.scatter_reduce_.two(buf115,1,buf117,buf118, reduce='sum', include_self=True)
        del buf117
        del buf118
        assert_size_stride(convolution_1, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), 'input')
        buf120 = reinterpret_tensor(buf20, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), 0); del buf20  # reuse
        buf121 = buf120; del buf120  # reuse
        assert_size_stride_grouped((div, primals_8), ((2, 8, s53, s0), (8, 8, 3, 3)), ((8*s0*s53, 1, 8*s0, 8), (72, 1, 24, 8)), 'input')
        cpp_fused_add_max_pool2d_with_indices_backward_silu_backward_slice_11(buf121, convolution_1, buf23, buf115, s0, s53)
        del buf23
        del convolution_1
        # Topologically Sorted Source Nodes: [slice_2, view_68, add_72, mul_193, sub_42, mul_194, add_73, mul_195, convolution_backward_9], Original ATen: [aten.slice, aten.max_pool2d_with_indices_backward, aten.add, aten.silu_backward, aten.convolution_backward]
        buf122 = torch.ops.aten.convolution_backward.default(buf121, div, primals_8, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del div
        del primals_8
        buf123 = buf122[0]
        assert_tensor_metadata(buf123, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf123 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf124 = buf122[1]
        assert_tensor_metadata(buf124, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf124 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf125 = buf122[2]
        assert_tensor_metadata(buf125, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf125 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf122
        assert_size_stride_grouped((rsqrt, primals_6, getitem_1, primals_7), ((2, 4, 1, 1), (8, ), (2, 4, 1, 1), (8, )), ((4, 1, 4, 4), (1, ), (4, 1, 4, 4), (1, )), 'input')
        buf126 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        buf127 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        assert_size_stride(convolution, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), 'input')
        buf129 = buf123; del buf123  # reuse
        buf130 = empty_strided_cpu((2, 8), (8, 1), torch.float32)
        buf131 = empty_strided_cpu((2, 8), (8, 1), torch.float32)
        buf132 = buf106; del buf106  # reuse
        buf133 = reinterpret_tensor(buf105, (4, 2), (2, 1), 0); del buf105  # reuse
        buf134 = empty_strided_cpu((8, ), (1, ), torch.float32)
        buf135 = reinterpret_tensor(buf121, (2, 4, 2, s0*s53), (8*s0*s53, 2*s0*s53, s0*s53, 1), 0); del buf121  # reuse
        buf136 = reinterpret_tensor(buf115, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), 0); del buf115  # reuse
        assert_size_stride_grouped((primals_5, primals_1), ((2, 3, s53, s0), (8, 3, 3, 3)), ((3*s0*s53, 1, 3*s0, 3), (27, 1, 9, 3)), 'input')
        cpp_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_2(buf129, rsqrt, primals_6, getitem_1, primals_7, convolution, buf126, buf127, buf130, buf131, buf132, buf133, buf134, buf135, buf136, s0, s53)
        del buf126
        del buf127
        del buf129
        del buf130
        del buf131
        del buf132
        del buf135
        del convolution
        del getitem_1
        del primals_6
        del primals_7
        del rsqrt
        # Topologically Sorted Source Nodes: [unsqueeze_60, mul_201, view_72, sum_28, input_2, unsqueeze_62, view_73, mul_202, neg_30, mul_208, mul_209, sub_44, unsqueeze_63, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, view_74, mul_211, mul_212, add_75, add_76, view_76, convolution_backward_10], Original ATen: [aten.native_group_norm_backward, aten.native_group_norm, aten.convolution_backward]
        buf137 = torch.ops.aten.convolution_backward.default(buf136, primals_5, primals_1, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf136
        del primals_1
        del primals_5
        buf138 = buf137[0]
        assert_tensor_metadata(buf138, (2, 3, s53, s0), (3*s0*s53, 1, 3*s0, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf138 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf139 = buf137[1]
        assert_tensor_metadata(buf139, (8, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf139 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf140 = buf137[2]
        assert_tensor_metadata(buf140, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf140 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf139, buf140, None, None, buf138, reinterpret_tensor(buf133, (8, ), (1, ), 0), buf134, buf124, buf125, buf113, buf114, reinterpret_tensor(buf107, (16, ), (1, ), 0), buf108, buf96, buf97, buf85, buf86, reinterpret_tensor(buf79, (16, ), (1, ), 0), buf80, buf68, buf69, buf54, buf55, reinterpret_tensor(buf48, (8, ), (1, ), 0), buf49, buf38, buf39, buf24, buf25, reinterpret_tensor(buf18, (8, ), (1, ), 0), buf19, buf9, buf10, buf3, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 28
    primals_4 = 20
    sym_size_int_4 = 14
    sym_size_int_5 = 10
    sym_size_int_8 = 7
    sym_size_int_9 = 5
    floordiv = 14
    floordiv_1 = 10
    sym_size_int_10 = 7
    sym_size_int_11 = 5
    mul_43 = 140
    primals_1 = rand_strided((8, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((2, 3, 28, 20), (1680, 1, 60, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((16, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((8, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((8, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((2, 8, 28, 20), (4480, 1, 160, 8), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    div = rand_strided((2, 8, 28, 20), (4480, 1, 160, 8), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((2, 8, 28, 20), (4480, 1, 160, 8), device='cpu', dtype=torch.float32)
    getitem_2 = rand_strided((2, 8, 14, 10), (1120, 1, 80, 8), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((2, 8, 14, 10), (1120, 1, 80, 8), device='cpu', dtype=torch.int8)
    convolution_2 = rand_strided((2, 16, 14, 10), (2240, 1, 160, 16), device='cpu', dtype=torch.float32)
    getitem_5 = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((2, 16, 14, 10), (2240, 1, 160, 16), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((2, 16, 14, 10), (2240, 1, 160, 16), device='cpu', dtype=torch.float32)
    getitem_6 = rand_strided((2, 16, 7, 5), (560, 1, 80, 16), device='cpu', dtype=torch.float32)
    getitem_7 = rand_strided((2, 16, 7, 5), (560, 1, 80, 16), device='cpu', dtype=torch.int8)
    convolution_4 = rand_strided((2, 16, 7, 5), (560, 1, 80, 16), device='cpu', dtype=torch.float32)
    getitem_9 = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((2, 16, 7, 5), (560, 1, 80, 16), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((2, 16, 7, 5), (560, 1, 80, 16), device='cpu', dtype=torch.float32)
    convert_element_type_1 = rand_strided((14, 1), (1, 1), device='cpu', dtype=torch.int64)
    clamp_max = rand_strided((14, 1), (1, 1), device='cpu', dtype=torch.int64)
    convert_element_type_3 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.int64)
    clamp_max_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.int64)
    clamp_max_2 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    clamp_max_3 = rand_strided((14, 1), (1, 1), device='cpu', dtype=torch.float32)
    cat = rand_strided((2, 32, 14, 10), (4480, 1, 320, 32), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((2, 8, 14, 10), (1120, 1, 80, 8), device='cpu', dtype=torch.float32)
    getitem_11 = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((2, 8, 14, 10), (1120, 1, 80, 8), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((2, 8, 14, 10), (1120, 1, 80, 8), device='cpu', dtype=torch.float32)
    convert_element_type_5 = rand_strided((28, 1), (1, 1), device='cpu', dtype=torch.int64)
    clamp_max_4 = rand_strided((28, 1), (1, 1), device='cpu', dtype=torch.int64)
    convert_element_type_7 = rand_strided((20, ), (1, ), device='cpu', dtype=torch.int64)
    clamp_max_5 = rand_strided((20, ), (1, ), device='cpu', dtype=torch.int64)
    clamp_max_6 = rand_strided((20, ), (1, ), device='cpu', dtype=torch.float32)
    clamp_max_7 = rand_strided((28, 1), (1, 1), device='cpu', dtype=torch.float32)
    cat_1 = rand_strided((2, 16, 28, 20), (8960, 1, 320, 16), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((2, 8, 28, 20), (4480, 1, 160, 8), device='cpu', dtype=torch.float32)
    getitem_13 = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    div_8 = rand_strided((2, 8, 28, 20), (4480, 1, 160, 8), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((2, 8, 28, 20), (4480, 1, 160, 8), device='cpu', dtype=torch.float32)
    div_9 = rand_strided((2, 8, 28, 20), (4480, 1, 160, 8), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 2, 28, 20), (1120, 560, 20, 1), device='cpu', dtype=torch.float32)
    return [primals_3, primals_4, sym_size_int_4, sym_size_int_5, sym_size_int_8, sym_size_int_9, floordiv, floordiv_1, sym_size_int_10, sym_size_int_11, mul_43, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_19, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_31, primals_32, primals_34, convolution, getitem_1, rsqrt, div, convolution_1, getitem_2, getitem_3, convolution_2, getitem_5, rsqrt_1, div_2, convolution_3, getitem_6, getitem_7, convolution_4, getitem_9, rsqrt_2, div_4, convolution_5, convert_element_type_1, clamp_max, convert_element_type_3, clamp_max_1, clamp_max_2, clamp_max_3, cat, convolution_6, getitem_11, rsqrt_3, div_6, convolution_7, convert_element_type_5, clamp_max_4, convert_element_type_7, clamp_max_5, clamp_max_6, clamp_max_7, cat_1, convolution_8, getitem_13, rsqrt_4, div_8, convolution_9, div_9, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
